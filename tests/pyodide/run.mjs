// Runs the engine test suite inside Pyodide under Node: the browser's Python runtime, without a browser.
//
//   node tests/pyodide/run.mjs [--shard=K/N] [pytest args]      (default: tests/engine -q)
//
// With --shard=K/N only every N-th test from the K-th runs (tests/engine/conftest.py picks them), so N processes
// side by side run the suite once between them: one Pyodide runs on one core.
// The engine is installed from the same wheel, on the same standard library, as the site ships (both given by
// `python3 build.py test-wheels`, which also fetches micropip and the pytest wheels once, at Pyodide's lock
// versions), by micropip, the way a Pyodide program installs packages; the repo's tests/ folder is mounted at
// /host/tests, and the process exits with pytest's exit code. Nothing is fetched from a CDN: every wheel is
// installed from a local path.
import { execFileSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadPyodide } from "pyodide";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const given = process.argv.slice(2);
const shard = given.find((arg) => arg.startsWith("--shard="))?.slice("--shard=".length) ?? "";
if (shard && !/^\d+\/[1-9]\d*$/.test(shard)) {
  console.error(`run.mjs: --shard wants K/N (such as 0/2), not ${shard}`);
  process.exit(2);
}
const rest = given.filter((arg) => !arg.startsWith("--shard="));
const args = rest.length ? rest : ["tests/engine", "-q"];

const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(1);

const wheels = JSON.parse(
  execFileSync(process.env.PYTHON || "python3", [path.join(ROOT, "build.py"), "test-wheels"], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
  }),
);

const pyodide = await loadPyodide({
  stdLibURL: wheels.stdlib, // the standard library zip the site ships (with bytecode added by build.py)
  // Where Pyodide would cache packages it downloads; with every wheel given by path it downloads none.
  packageCacheDir: path.join(ROOT, ".cache", "pyodide-test-wheels"),
  stdout: (line) => console.log(line),
  stderr: (line) => console.error(line),
});
const errors = [];
await pyodide.loadPackage([wheels.micropip], {
  messageCallback: () => {},
  errorCallback: (message) => errors.push(message),
});
if (errors.length) {
  console.error(`run.mjs: could not load micropip:\n${errors.join("\n")}`);
  process.exit(2);
}
// micropip installs the engine's wheel and pytest's, as a Pyodide program installs its packages: each wheel's folder
// is mounted into Pyodide's file system and named by an emfs: URL (nothing is downloaded).
const local = [...wheels.wheels, wheels.engine_wheel].map((file, i) => {
  const dir = `/host/wheels/${i}`;
  pyodide.FS.mkdirTree(dir);
  pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: path.dirname(file) }, dir);
  return `emfs:${dir}/${path.basename(file)}`;
});
pyodide.globals.set("wheel_urls", pyodide.toPy(local));
try {
  await pyodide.runPythonAsync("import micropip\nawait micropip.install(list(wheel_urls), deps=False)");
} catch (error) {
  console.error(`run.mjs: micropip could not install the wheels:\n${error.message}`);
  process.exit(2);
}

// Raw writes keep pytest's progress dots on one line.
const decoder = new TextDecoder();
pyodide.setStdout({ write: (bytes) => (process.stdout.write(decoder.decode(bytes)), bytes.length) });
pyodide.setStderr({ write: (bytes) => (process.stderr.write(decoder.decode(bytes)), bytes.length) });

pyodide.FS.mkdirTree("/host/tests");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: path.join(ROOT, "tests") }, "/host/tests");

const share = shard ? ` (share ${shard})` : "";
console.log(`run.mjs: Pyodide ${pyodide.version} ready in ${seconds()} s; running pytest ${args.join(" ")}${share}`);
pyodide.globals.set("pytest_args", pyodide.toPy(args));
pyodide.globals.set("engine_shard", shard);
const code = pyodide.runPython(`
import os, sys
sys.dont_write_bytecode = True  # leave no Python 3.14 caches in the host's tests/ folder
os.chdir("/host")
if engine_shard:
    os.environ["ENGINE_SHARD"] = engine_shard
import tilegames, pytest
print(f"tilegames {tilegames.__version__} from {os.path.dirname(tilegames.__file__)}")
int(pytest.main([*pytest_args, "-p", "no:cacheprovider"]))
`);
console.log(`run.mjs: pytest exited with ${code} after ${seconds()} s`);
process.exit(code);
