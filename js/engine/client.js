// Client of the engine worker (js/engine/worker.js) for the main thread.
//
//   const engine = new Engine((p) => showProgress(p.stage, p.fraction, p.text));
//   const engine = new Engine(onProgress, { worker, events });  // adopts a worker already started, and its events
//   await engine.ready;                                  // the engine is imported
//   const view = await engine.newGame(setup);            // tilegames.api.new_game(JSON.stringify(setup))
//
// A method per function of the engine's api (py/tilegames/api.py, the contract), typed with the shapes of
// js/engine/types.js; call(fn, ...args) is the transport under them (tests call the engine by name with it).
// Progress objects: {stage: "download"|"python"|"engine"|"ready", fraction: 0..1 within the stage, text}.
// Calls are answered in order; a call made before `ready` waits for the boot.

import { JS_FOLDER } from "../site.js";

/** @typedef {import("./types.js").Catalog} Catalog */
/** @typedef {import("./types.js").Setup} Setup */
/** @typedef {import("./types.js").Tileset} Tileset */
/** @typedef {import("./types.js").View} View */
/** @typedef {import("./types.js").ReplayView} ReplayView */
/** @typedef {import("./types.js").GameRecord} GameRecord */
/** @typedef {import("./types.js").OpenedShare} OpenedShare */
/** @typedef {import("./types.js").GameEvent} GameEvent */
/** @typedef {import("./types.js").Feature} Feature */
/** @typedef {import("./types.js").MapPoint} MapPoint */
/** @typedef {import("./types.js").ScoresOverGame} ScoresOverGame */
/** @typedef {import("./types.js").Reason} Reason */
/** @typedef {import("./types.js").MoveReview} MoveReview */
/** @typedef {import("./types.js").Judged} Judged */
/** @typedef {import("./types.js").Progress} Progress */
/** What the worker posts (js/engine/worker.js): its boot's progress (type "progress", with a Progress's keys), a
 * failed boot (type "error"), or the answer to call `id` (`result`: JSON text; `type`: the Python exception's class)
 * @typedef {{type?: string, id?: number, ok?: boolean, result?: string, error?: string} & Partial<Progress>} WorkerMessage */
/** A worker already started and the events it sent so far (message and error events) @typedef {{worker: Worker, events: Event[]}} Started */

export class Engine {
  /** Start the worker, or adopt `started` ({worker, events: message and error events received so far});
   * onProgress(progress) is called while it boots.
   * @param {((progress: Progress) => void) | null} onProgress @param {Started | null} [started] */
  constructor(onProgress, started = null) {
    /** @type {Map<number, {resolve: (result: any) => void, reject: (error: Error) => void, message: object}>} */
    this.pending = new Map();
    this.onProgress = onProgress ?? (() => {});
    this.nextId = 1;
    /** @type {() => void} */
    this.booted = undefined;
    /** @type {(error: Error) => void} */
    this.failed = undefined;
    /** @type {Promise<void>} resolves once the engine is imported, rejects if the boot failed */
    this.ready = new Promise((resolve, reject) => {
      this.booted = resolve;
      this.failed = reject;
    });
    this.heard = false; // the worker has sent something: its script started
    this.retried = false;
    this.listen(started?.worker ?? this.startWorker());
    for (const event of started?.events ?? []) {
      if (event.type === "error") this.worker.onerror(/** @type {ErrorEvent} */ (event));
      else this.worker.onmessage(/** @type {MessageEvent} */ (event));
    }
  }

  /** A new engine worker (module worker: js/engine/worker.js). */
  startWorker() {
    return new Worker(new URL("engine/worker.js", JS_FOLDER), { type: "module" });
  }

  /** Make `worker` the engine's worker and take its messages and errors. @param {Worker} worker */
  listen(worker) {
    this.worker = worker;
    /** @param {MessageEvent<WorkerMessage>} event */
    worker.onmessage = ({ data }) => {
      this.heard = true;
      if (data.type === "progress") {
        this.onProgress(/** @type {Progress} */ (data));
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
    /** @param {ErrorEvent} event */
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

  /** Call tilegames.api.<fn> with each argument as JSON text; resolves to the parsed JSON result.
   * @param {string} fn
   * @param {...any} args
   * @returns {Promise<any>} */
  call(fn, ...args) {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const message = { id, fn, args: args.map((arg) => JSON.stringify(arg) ?? "null") };
      this.pending.set(id, { resolve, reject, message }); // kept until answered: a restarted worker gets it again
      this.worker.postMessage(message);
    });
  }

  /** The games this engine plays, their seats, levels, variants, and whether each may be played by link.
   * @returns {Promise<Catalog>} */
  catalog() { return this.call("catalog"); }

  /** Every tile type a setup can use, as drawing data. @param {Setup} setup @returns {Promise<Tileset>} */
  tileset(setup) { return this.call("tileset", setup); }

  /** Start a new game. @param {Setup} setup @returns {Promise<View>} */
  newGame(setup) { return this.call("new_game", setup); }

  /** The current game as `player` sees it (null: a spectator). @param {number | null} [player] @returns {Promise<View>} */
  view(player = null) { return this.call("view", player); }

  /** Play one move (its notation, as an option offers it). @param {string} move @returns {Promise<View>} */
  play(move) { return this.call("play", move); }

  /** The current game's record. @returns {Promise<GameRecord>} */
  record() { return this.call("record"); }

  /** Replace the current game by a record's replay. @param {GameRecord} record @returns {Promise<View>} */
  load(record) { return this.call("load", record); }

  /** The current game as a share code; "turn": a turn link's. @param {"share" | "turn"} [kind] @returns {Promise<string>} */
  share(kind = "share") { return this.call("share", kind); }

  /** A record's share code; the current game stays. @param {GameRecord} record @returns {Promise<string>} */
  shareRecord(record) { return this.call("share_record", record); }

  /** The record a share code describes (checked); the current game stays. @param {string} code @returns {Promise<GameRecord>} */
  decodeShare(code) { return this.call("decode_share", code); }

  /** A share code's record, kind and whether it was checked. @param {string} code @returns {Promise<OpenedShare>} */
  openShare(code) { return this.call("open_share", code); }

  /** The view after a record's first n moves, with the log of those moves; the current game is not touched.
   * @param {GameRecord} record @param {number} n @returns {Promise<ReplayView>} */
  replayAt(record, n) { return this.call("replay_at", record, n); }

  /** The seat that made each move of a record. @param {GameRecord} record @returns {Promise<number[]>} */
  movers(record) { return this.call("movers", record); }

  /** The features a point of the map belongs to. @param {MapPoint} where @returns {Promise<{features: Feature[]}>} */
  featureAt(where) { return this.call("feature_at", where); }

  /** Every event of the current game since its start. @returns {Promise<GameEvent[]>} */
  log() { return this.call("log"); }

  /** Each player's score over the current game. @returns {Promise<ScoresOverGame>} */
  scoresOverGame() { return this.call("scores_over_game"); }

  /** A move from the computer player of `level`; hard searches for `seconds` (left out: the engine's default).
   * @param {string} level @param {number} [seconds] @returns {Promise<string>} */
  suggest(level, seconds) {
    return seconds === undefined ? this.call("suggest", level) : this.call("suggest", level, seconds);
  }

  /** The move a hint shows the current player. @returns {Promise<string>} */
  hint() { return this.call("hint"); }

  /** A legal move of the current player judged against the hard player's best move here, as a review does.
   * @param {string} move @returns {Promise<Judged>} */
  judge(move) { return this.call("judge", move); }

  /** Why a legal move is good for its player. @param {string} move @returns {Promise<{reasons: Reason[]}>} */
  explain(move) { return this.call("explain", move); }

  /** Start reviewing a record by the hard player's judgement, a move a call. @param {GameRecord} record
   * @returns {Promise<{moves: number, margins: number[]}>} */
  reviewStart(record) { return this.call("review_start", record); }

  /** The next move's review, or null once every move is reviewed. @returns {Promise<MoveReview | null>} */
  reviewNext() { return this.call("review_next"); }

  /** Resolve or reject the call a reply answers.
   * @param {WorkerMessage} reply */
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
