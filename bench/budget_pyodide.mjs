// Runs bench/budget.py inside Pyodide under Node: what the page's time budget buys a hard move where the page runs
// it (Python compiled to WebAssembly is slower than CPython, so it buys fewer samples there).
//
//   node bench/budget_pyodide.mjs [--game hunters] [--players 2]
//
// The engine is the wheel the site ships (via `build.py test-wheels`).
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadPyodide } from "pyodide";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const python = process.env.PYTHON || "python3";
const wheels = JSON.parse(
  execFileSync(python, [path.join(ROOT, "build.py"), "test-wheels"], { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] }),
);
const pyodide = await loadPyodide({ packageCacheDir: path.join(ROOT, ".cache", "pyodide-test-wheels") });
await pyodide.loadPackage([wheels.engine_wheel], { messageCallback: () => {} });
pyodide.setStderr({ batched: (line) => console.log(line) });
pyodide.globals.set("bench_source", readFileSync(path.join(ROOT, "bench", "budget.py"), "utf8"));
pyodide.globals.set("bench_args", pyodide.toPy(process.argv.slice(2)));
console.log(`load before: ${os.loadavg()[0].toFixed(1)}`);
pyodide.runPython(`
import types
module = types.ModuleType("budget_bench")
module.__file__ = "/bench/budget.py"
exec(compile(bench_source, "bench/budget.py", "exec"), module.__dict__)
module.main(list(bench_args))
`);
console.log(`load after: ${os.loadavg()[0].toFixed(1)}`);
