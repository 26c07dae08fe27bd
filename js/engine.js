// Client of the engine worker (js/worker.js) for the main thread.
//
//   const engine = new Engine((p) => showProgress(p.stage, p.fraction, p.text));
//   const engine = new Engine(onProgress, { worker, events });  // adopts a worker already started, and its events
//   await engine.ready;                                  // the engine is imported
//   const view = await engine.call("new_game", setup);   // carcassonne.api.new_game(JSON.stringify(setup))
//
// Progress objects: {stage: "download"|"python"|"engine"|"ready", fraction: 0..1 within the stage, text}.
// Calls are answered in order; a call made before `ready` waits for the boot.

export class Engine {
  /** Start the worker, or adopt `started` ({worker, events: message and error events received so far});
   * onProgress(progress) is called while it boots. */
  constructor(onProgress, started = null) {
    this.pending = new Map();
    this.onProgress = onProgress ?? (() => {});
    this.nextId = 1;
    this.ready = new Promise((resolve, reject) => {
      this.booted = resolve;
      this.failed = reject;
    });
    this.worker = started?.worker ?? new Worker(new URL("./worker.js", import.meta.url), { type: "module" });
    this.worker.onmessage = ({ data }) => {
      if (data.type === "progress") {
        this.onProgress(data);
        if (data.stage === "ready") this.booted();
      } else if (data.type === "error") {
        this.failed(new Error(data.error));
      } else {
        this.settle(data);
      }
    };
    // A worker that cannot even start (e.g. its script failed to load) ends the boot and every call.
    this.worker.onerror = (event) => {
      event.preventDefault();
      const error = new Error(`engine worker failed: ${event.message || "could not start"}`);
      this.failed(error);
      for (const { reject } of this.pending.values()) reject(error);
      this.pending.clear();
    };
    for (const event of started?.events ?? []) {
      if (event.type === "error") this.worker.onerror(event);
      else this.worker.onmessage(event);
    }
  }

  /** Call carcassonne.api.<fn> with each argument as JSON text; resolves to the parsed JSON result. */
  call(fn, ...args) {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ id, fn, args: args.map((arg) => JSON.stringify(arg) ?? "null") });
    });
  }

  /** Resolve or reject the call a reply answers. */
  settle({ id, ok, result, error, type }) {
    const call = this.pending.get(id);
    if (!call) return;
    this.pending.delete(id);
    if (ok) call.resolve(JSON.parse(result));
    else call.reject(Object.assign(new Error(error), { type }));  // type: the Python exception's class name
  }

  /** Stop the worker; pending calls reject. */
  terminate() {
    this.worker.terminate();
    for (const { reject } of this.pending.values()) reject(new Error("engine stopped"));
    this.pending.clear();
  }
}
