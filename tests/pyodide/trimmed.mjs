// Proves the site's Python archive is enough: boots Pyodide from site/pyodide/ as js/worker.js does (its
// python_stdlib.zip holds only the bytecode of the standard library modules the game imports, and the engine's),
// imports the engine from it, and runs tests/pyodide/trimmed_games.py: whole games of every game and
// variant set through the JSON facade. Exits non-zero on any error (an ImportError means the trim left a module out).
//
//   node tests/pyodide/trimmed.mjs          (after python3 build.py)
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const SITE = path.join(ROOT, "site");
const { loadPyodide } = await import(path.join(SITE, "pyodide", "pyodide.mjs"));

const started = performance.now();
const pyodide = await loadPyodide({
  indexURL: path.join(SITE, "pyodide") + "/",
  stdout: (line) => console.log(line),
  stderr: (line) => console.error(line),
});
// Pyodide mounts python_stdlib.zip as the standard library's zip on sys.path.
const [archive, engineFile] = pyodide.runPython(`
import sys, tilegames
[next(p for p in sys.path if p.endswith(".zip")), tilegames.__file__]`).toJs();
if (!engineFile.startsWith(`${archive}/`)) {
  console.error(`trimmed.mjs: FAILED: the engine came from ${engineFile}, not from the site's archive`);
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
