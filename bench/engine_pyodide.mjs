// Runs bench/engine.py inside Pyodide under Node and prints its figures next to CPython's.
//
//   node bench/engine_pyodide.mjs [--games N] [--game hunters] [--variants ...]
//
// The engine is the wheel the site ships (via `build.py test-wheels`); CPython runs the same script for the ratio.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadPyodide } from "pyodide";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const python = process.env.PYTHON || "python3";
const args = process.argv.slice(2);

const wheels = JSON.parse(
  execFileSync(python, [path.join(ROOT, "build.py"), "test-wheels"], { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] }),
);
const cpythonOut = execFileSync(python, [path.join(ROOT, "bench", "engine.py"), ...args], { encoding: "utf8" });
const cpython = JSON.parse(cpythonOut.trim().split("\n").pop());

const pyodide = await loadPyodide({ packageCacheDir: path.join(ROOT, ".cache", "pyodide-test-wheels") });
await pyodide.loadPackage([wheels.engine_wheel], { messageCallback: () => {} });
pyodide.globals.set("bench_source", readFileSync(path.join(ROOT, "bench", "engine.py"), "utf8"));
pyodide.globals.set("bench_args", pyodide.toPy(args));
const out = pyodide.runPython(`
import json, sys, types
module = types.ModuleType("engine_bench")
module.__file__ = "/bench/engine.py"
exec(compile(bench_source, "bench/engine.py", "exec"), module.__dict__)
json.dumps(module.main(list(bench_args)))
`);
const pyo = JSON.parse(out);
const ratio = (a, b) => (a / b).toFixed(2);
if (pyo.game) console.log(`game: ${pyo.game}`);
console.log(`CPython ${cpython.python}: ${cpython.random_games.games_per_s} games/s, legal+spots mean ${cpython.midgame_legal.mean_ms} ms`);
console.log(`Pyodide (Python ${pyo.python}): ${pyo.random_games.games_per_s} games/s, legal+spots mean ${pyo.midgame_legal.mean_ms} ms`);
console.log(`Pyodide / CPython time: random games x${ratio(cpython.random_games.games_per_s, pyo.random_games.games_per_s)}, ` +
            `legal+spots x${ratio(pyo.midgame_legal.mean_ms, cpython.midgame_legal.mean_ms)}`);
