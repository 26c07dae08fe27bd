// A bare loadPyodide() in a module worker: the denominator that boots on the same thread kind as the game.
import { loadPyodide } from "../pyodide/pyodide.mjs";

await loadPyodide({ indexURL: new URL("../pyodide/", import.meta.url).href });
postMessage("ready");
