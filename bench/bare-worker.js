// bench/bare-worker.html's worker: a bare loadPyodide() on the site's files, then one message.
const { loadPyodide } = await import("../pyodide/pyodide.mjs");
await loadPyodide();
postMessage("ready");
