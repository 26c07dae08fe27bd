// Client of the engine worker (js/engine/worker.js) for the main thread.
//
//   const engine = new Engine((p) => showProgress(p.stage, p.fraction, p.text));
//   const engine = new Engine(onProgress, { worker, events });  // adopts a worker already started, and its events
//   await engine.ready;                                  // the engine is imported
//   const view = await engine.call("new_game", setup);   // carcassonne.api.new_game(JSON.stringify(setup))
//
// Progress objects: {stage: "download"|"python"|"engine"|"ready", fraction: 0..1 within the stage, text}.
// Calls are answered in order; a call made before `ready` waits for the boot.

import { JS_FOLDER } from "../site.js";

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
    this.heard = false; // the worker has sent something: its script started
    this.retried = false;
    this.listen(started?.worker ?? this.startWorker());
    for (const event of started?.events ?? []) {
      if (event.type === "error") this.worker.onerror(event);
      else this.worker.onmessage(event);
    }
  }

  /** A new engine worker (module worker: js/engine/worker.js). */
  startWorker() {
    return new Worker(new URL("engine/worker.js", JS_FOLDER), { type: "module" });
  }

  /** Make `worker` the engine's worker and take its messages and errors. */
  listen(worker) {
    this.worker = worker;
    worker.onmessage = ({ data }) => {
      this.heard = true;
      if (data.type === "progress") {
        this.onProgress(data);
        if (data.stage === "ready") this.booted();
      } else if (data.type === "error") {
        this.failed(new Error(data.error));
      } else {
        this.settle(data);
      }
    };
    // A worker that cannot even start (its script did not load) is started once more, with the calls already made:
    // on a busy or flaky connection one lost request should not cost the game. A second failure ends the boot and
    // every call.
    worker.onerror = (event) => {
      event.preventDefault();
      if (!this.heard && !this.retried) {
        this.retried = true;
        worker.terminate();
        this.listen(this.startWorker());
        for (const { message } of this.pending.values()) this.worker.postMessage(message);
        return;
      }
      const error = new Error(`engine worker failed: ${event.message || "could not start"}`);
      this.failed(error);
      for (const { reject } of this.pending.values()) reject(error);
      this.pending.clear();
    };
  }

  /** Call carcassonne.api.<fn> with each argument as JSON text; resolves to the parsed JSON result. */
  call(fn, ...args) {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const message = { id, fn, args: args.map((arg) => JSON.stringify(arg) ?? "null") };
      this.pending.set(id, { resolve, reject, message }); // kept until answered: a restarted worker gets it again
      this.worker.postMessage(message);
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
