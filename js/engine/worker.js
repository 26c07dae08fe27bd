// Module worker: boots Pyodide, imports the engine from the site's Python archive and answers calls to
// tilegames.api.
//
// Messages out while booting: {type: "progress", stage, fraction, text}, stage in order
//   "download" (fraction = bytes of the runtime received), "python" (interpreter start-up: 0, then 1),
//   "engine" (importing the engine: 0 .. 1), "ready" (fraction 1; calls are answered from now on);
//   or {type: "error", error} if the boot failed.
// Requests: {id, fn, args: [JSON strings]} -> tilegames.api.<fn>(*args) ->
//   {id, ok: true, result: JSON string} or {id, ok: false, error: the exception's message, type: its class name}.
// Every URL is relative to this file, so the site works from any sub-path.
// Stages of the boot on the worker's clock, for bench/boot.py's breakdown: "boot:worker" (this script runs),
// "boot:python" (Python started), "boot:engine" (the engine imported).
performance.mark("boot:worker");
const SITE = new URL("../../", import.meta.url);
const pyodideModule = import("../../pyodide/pyodide.mjs");

const PROGRESS_MS = 100; // the shortest time between two reports of the download's progress
// Bytes of the runtime's big files as unpacked, by file name: build.py writes them here. The count is of unpacked
// bytes, while a host that compresses them says the packed size (Content-Length), which would count past 100%.
const SIZES = {};

function progress(stage, fraction, text) {
  postMessage({ type: "progress", stage, fraction, text });
}

// Counts the bytes of the runtime's big downloads (the wasm and the standard library) as Pyodide streams them,
// by wrapping fetch. Pyodide gets the original response (a clone's body is counted; the network is read once): a
// response built here instead would carry no URL, and Chromium would not cache the compiled wasm for the next visit.
// Pyodide starts both requests at once, so `files` knows both before either finishes. Returns an undo function.
function countDownloads(onBytes) {
  const originalFetch = globalThis.fetch;
  const files = [];
  globalThis.fetch = (resource, options) => {
    const url = new URL(resource instanceof Request ? resource.url : String(resource), location.href);
    if (!/\.(wasm|zip)$/.test(url.pathname)) return originalFetch(resource, options);
    const file = { loaded: 0, total: 0, done: false };
    files.push(file);
    const finish = () => {
      file.done = true;
      onBytes(files);
    };
    const count = async (body) => {
      const reader = body.getReader();
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
        file.loaded += chunk.value.byteLength;
        onBytes(files);
      }
    };
    return originalFetch(resource, options).then(
      (response) => {
        const packed = (response.headers.get("Content-Encoding") || "identity") !== "identity";
        file.total = SIZES[url.pathname.split("/").pop()] || (packed ? 0 : Number(response.headers.get("Content-Length")) || 0);
        // A failed read also fails Pyodide's own read of the response, which reports it.
        if (response.ok && response.body) count(response.clone().body).catch(() => {}).finally(finish);
        else finish();
        return response;
      },
      (error) => {
        finish();
        throw error;
      },
    );
  };
  return () => {
    globalThis.fetch = originalFetch;
  };
}

// The last line of a Python traceback without its "module.ExceptionType: " prefix, or a JS error's message.
function errorMessage(error) {
  if (error?.type && typeof error.message === "string") {
    const last = error.message.trimEnd().split("\n").pop();
    const prefix = `${error.type}: `;
    const at = last.indexOf(prefix);
    return at >= 0 && /^[\w.]*$/.test(last.slice(0, at)) ? last.slice(at + prefix.length) : last;
  }
  return error?.message ?? String(error);
}

async function boot() {
  progress("download", 0, "Downloading Python");
  let reported = 0;
  let reportedAt = 0;
  const restoreFetch = countDownloads((files) => {
    const total = files.reduce((sum, file) => sum + file.total, 0);
    const loaded = files.reduce((sum, file) => sum + file.loaded, 0);
    // 1 only when every body has ended (a compressed transfer can count past its Content-Length).
    const fraction = files.every((file) => file.done) ? 1 : Math.min(0.99, total ? loaded / total : 0);
    // At most one report per PROGRESS_MS (the bar glides between them): each one is a task for the page's main
    // thread, whose work slows the runtime's compiling beside it on a machine with few cores.
    const now = performance.now();
    if ((fraction - reported >= 0.01 && now - reportedAt >= PROGRESS_MS) || (fraction === 1 && reported < 1)) {
      reported = fraction;
      reportedAt = now;
      const megabytes = `${(loaded / 1e6).toFixed(1)} of ${(total / 1e6).toFixed(1)} MB`;
      progress("download", fraction, `Downloading Python: ${megabytes}`);
      if (fraction === 1) progress("python", 0, "Starting Python");
    }
  });
  try {
    const { loadPyodide } = await pyodideModule;
    // The engine's bytecode is in the site's Python archive (pyodide/python_stdlib.zip, build.py) beside the
    // standard library's: Python imports it from there, with no wheel to fetch and unpack.
    const pyodide = await loadPyodide({ indexURL: new URL("pyodide/", SITE).href });
    performance.mark("boot:python");
    progress("python", 1, "Python started");

    progress("engine", 0.5, "Starting the game engine");
    let api;
    try {
      api = pyodide.pyimport("tilegames.api");
    } catch (error) {
      throw new Error(`could not load the game engine from the site's Python archive: ${errorMessage(error)}`, { cause: error });
    }
    performance.mark("boot:engine");
    progress("ready", 1, "Ready");
    return api;
  } finally {
    restoreFetch();
  }
}

const engine = boot();
engine.catch((error) => postMessage({ type: "error", error: errorMessage(error) }));

// Requests are answered in arrival order: each waits for the boot, and the Python calls themselves are synchronous.
self.onmessage = async ({ data: { id, fn, args = [] } }) => {
  let method;
  try {
    const api = await engine;
    method = /^[a-z]\w*$/.test(fn) ? api[fn] : undefined;
    if (typeof method !== "function") throw new Error(`the engine has no function ${fn}`);
    const result = method(...args);
    if (typeof result !== "string") {
      result?.destroy?.();
      throw new Error(`the engine's ${fn} returned no JSON text`);
    }
    postMessage({ id, ok: true, result });
  } catch (error) {
    postMessage({ id, ok: false, error: errorMessage(error), type: error?.type ?? error?.name ?? "Error" });
  } finally {
    method?.destroy?.();
  }
};
