// Proves the site's trimmed standard library is enough: boots Pyodide from site/pyodide/ as js/worker.js does (its
// standard library zip holds only the bytecode of the modules the game imports), loads the engine wheel the site
// ships with it, and runs tests/pyodide/trimmed_games.py: whole games of every game and
// variant set through the JSON facade. Exits non-zero on any error (an ImportError means the trim left a module out).
//
//   node tests/pyodide/trimmed.mjs          (after python3 build.py)
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const SITE = path.join(ROOT, "site");
const manifest = JSON.parse(readFileSync(path.join(SITE, "build.json"), "utf8"));
const { loadPyodide } = await import(path.join(SITE, "pyodide", "pyodide.mjs"));

const started = performance.now();
const pyodide = await loadPyodide({
  indexURL: path.join(SITE, "pyodide") + "/",
  packages: [path.join(SITE, manifest.engine_wheel)],
  stdout: (line) => console.log(line),
  stderr: (line) => console.error(line),
});
if (!pyodide.loadedPackages.carcassonne) {
  console.error("trimmed.mjs: FAILED: the engine wheel did not load");
  process.exit(1);
}
console.log(`trimmed.mjs: Pyodide ${pyodide.version} with the site's files ready in ` +
            `${((performance.now() - started) / 1000).toFixed(1)} s`);
try {
  pyodide.runPython(readFileSync(path.join(ROOT, "tests", "pyodide", "trimmed_games.py"), "utf8"));
} catch (error) {
  console.error(`trimmed.mjs: FAILED\n${error}`);
  process.exit(1);
}
console.log("trimmed.mjs: every game played to its end on the trimmed standard library");
