// Never lose a game: autosave after every move, resume at load, the Games dialog (saved games, record files,
// share links), turn links of games played by link, and the replay viewer. Which game opens first: a share or turn
// link in the URL, else the game this page slot was playing, else a new one.
//
// app.js hands over a host (the Session behind it): {engine (js/engine/client.js: the engine asked directly),
// startGame(setup, {open, id, seat, then, logText}), notice(text, ms), showReplay(view, seed), endReplay(),
// showEnd(), review() (review the finished game in play), reviewable(name) (a finished game of that name may be
// reviewed)}, and for the embed: storageRefused() (instead of a notice when the browser refuses storage) and
// shared(code, seat) (with the game's share code after every move, so that a link can carry the game in progress).

import { t } from "../words/i18n.js";
import { SavedGames, newGameId, grantedStorage, SAVES_KEY, MAX_SAVED } from "./storage.js";
import * as records from "./records.js";
import * as links from "./links.js";
import { GamesDialog } from "./games-dialog.js";
import { pruneReviews } from "./reviews.js";
import { ReplayBar } from "./replay.js";
import { confirmIn, copyText, chooseIn } from "../panels/ask.js";

/** @typedef {import("../engine/client.js").Engine} Engine */
/** @typedef {import("../engine/types.js").GameRecord} GameRecord */
/** @typedef {import("../engine/types.js").Setup} Setup */
/** @typedef {import("../engine/types.js").PlayerSetup} PlayerSetup */
/** @typedef {import("../engine/types.js").View} View */
/** @typedef {import("../engine/types.js").ReplayView} ReplayView */
/** @typedef {import("./storage.js").SavedGame} SavedGame */
/** @typedef {import("./storage.js").RecentTile} RecentTile */
/** A setup as the page's untyped code builds it (app.js's firstSetup): a Setup whose seats' type is inferred there as
 * any string. openFirst hands it on as the Setup it is (the engine checks it).
 * @typedef {Omit<Setup, "players"> & {players?: (Omit<PlayerSetup, "type"> & {type: string})[]}} BuiltSetup */
/** How startGame opens a game, as this module asks it (js/play/session.js's startGame says what each key does).
 * @typedef {{open?: () => Promise<View>, id?: string, seat?: number | null, then?: string[], recent?: RecentTile[],
 *   logText?: string | null, unsaved?: boolean}} StartHow */
/** What the Embed dialog opens on: a record, at a move, in a mode; current: the game in play's.
 * @typedef {{record: GameRecord, move?: number, mode?: "play" | "replay" | "position", current?: boolean}} EmbedWhat */
/**
 * What app.js hands the library (the header says what each does).
 * @typedef {object} LibraryHost
 * @property {Engine} engine
 * @property {(setup: Setup, how: StartHow) => Promise<View | undefined>} startGame resolves to the game's first view
 *   (undefined when another game was started meanwhile)
 * @property {(text: string | (string | Node)[], ms?: number) => unknown} notice
 * @property {(view: ReplayView, seed: number) => void} showReplay
 * @property {() => void} endReplay
 * @property {() => void} showEnd
 * @property {() => Promise<void>} [review]
 * @property {(game: string | undefined) => boolean} [reviewable] undefined: the default game
 * @property {(game: string | undefined) => boolean} [hidesTiles] the game's seed fixes what lies face down
 * @property {(game: string | undefined) => string} gameTitle a game's title, in the page's language
 * @property {(what: EmbedWhat) => unknown} [embed] the Embed dialog, on `what`
 * @property {() => void} [welcome] the welcome, where a game is chosen
 * @property {() => void} [storageRefused] the embed's
 * @property {(code: string, seat: number | null) => void} [shared] the embed's
 */

const ERROR_MS = 9000;
const UNSAVED_KEY = "carcassonne.unsaved.v1"; // sessionStorage: {id, moves} of a game whose last moves were not saved

/** A copy of `object` without its `key`. A seat or a setup: its literal types (a seat's type) are kept.
 * @template {PlayerSetup | Setup} T @template {keyof T} K @param {T} object @param {K} key @returns {Omit<T, K>} */
function withoutKey(object, key) {
  const copy = { ...object };
  delete copy[key];
  return copy;
}

/** The setup a record was played with, as startGame takes it (the seed inside). @param {GameRecord} record
 * @returns {Setup} */
function setupOf(record) {
  return { ...record.setup, seed: record.seed };
}

export class Library {
  /** slot: "app" for the main page, "embed:<options>" for an embed, so each resumes its own game.
   * @param {LibraryHost} host @param {string} [slot] */
  constructor(host, slot = "app") {
    this.host = host;
    this.slot = slot;
    this.saves = new SavedGames();
    /** @type {string | null} */
    this.id = null; // the saved game being played
    /** @type {number | null} */
    this.seat = null; // the seat this browser plays in it, for a game played by link
    /** @type {{view: View, recent: RecentTile[]} | null} */
    this.last = null; // the last view saved, and the tiles a link's moves placed then: {view, recent}
    /** @type {GameRecord | null} */
    this.known = null; // the record of the game in play as this tab last saved or opened it
    // Another tab of this site saved: if it moved the game shown here on, say so and offer its game.
    window.addEventListener("storage", (event) => { if (event.key === SAVES_KEY) this.changedElsewhere(); });
    /** @type {GameRecord | null} */
    this.replayRecord = null;
    /** @type {string | null} */
    this.replayId = null; // the saved game the replay shows (null: a record of no saved game, or one shown unsaved)
    this.dialog = new GamesDialog({
      list: () => this.saves.list(),
      gameTitle: (name) => host.gameTitle(name),
      currentId: () => this.id,
      share: () => this.share(),
      // A game whose seed fixes what lies face down (a memory game) is not shared before it is over: a link would
      // give its tiles away. Its export warns so (it is the player's own file).
      shareBlocked: () => this.secret(this.saves.get(this.id)),
      exportCurrent: async () => this.exportRecord(await host.engine.record(), !this.last?.view?.over),
      embedCurrent: async () => { host.embed?.({ record: await host.engine.record(), current: true }); },
      replayCurrent: async () => this.replay(await host.engine.record()),
      resume: (id) => this.resume(this.saves.get(id)),
      scores: (id) => this.scores(id),
      review: (id) => this.reviewGame(id),
      reviewable: (name) => !!host.reviewable?.(name),
      replay: (id) => this.replay(this.saves.get(id)?.record, undefined, id),
      export: (id) => this.exportRecord(this.saves.get(id).record, !this.saves.get(id).over),
      remove: (id) => {
        this.saves.remove(id);
        pruneReviews(this.saves); // a game's review goes with it
      },
      importFile: (file) => this.importFile(file),
      openLink: (text) => this.openLink(text),
      welcome: () => host.welcome?.(),
    });
    this.bar = new ReplayBar((n) => this.replayStep(n), () => this.endReplay(), (n) => this.playOn(this.replayRecord, n),
      (n) => host.embed?.({ record: this.replayRecord, move: n, mode: "replay" }));
    /** @type {{seat: number | null, level: string | null}} */
    this.playOnOptions = { seat: null, level: null }; // who plays on from a replay: a seat chosen, computers' level
    // A finished game invites a look back: the end screen gets a Replay button.
    this.endReplayButton = Object.assign(document.createElement("button"), { type: "button", id: "end-replay" });
    this.endReplayButton.dataset.i18n = "games.replay";
    this.endReplayButton.addEventListener("click", async () => {
      /** @type {HTMLDialogElement} */ (document.querySelector("#end")).close();
      this.replay(await host.engine.record());
    });
    document.querySelector("#end .dialog-buttons")?.prepend(this.endReplayButton);
    // ... and one to put it in an article (its replay, from the start).
    const endEmbed = Object.assign(document.createElement("button"), { type: "button", id: "end-embed" });
    endEmbed.dataset.i18n = "embed_dialog.open";
    endEmbed.addEventListener("click", async () => {
      /** @type {HTMLDialogElement} */ (document.querySelector("#end")).close();
      host.embed?.({ record: await host.engine.record(), move: 0, mode: "replay", current: true });
    });
    this.endReplayButton.after(endEmbed);
    addEventListener("hashchange", () => {
      const code = records.fragmentCode();
      if (!code) return;
      records.clearFragment();
      this.openLink(code);
    });
  }

  /** Open the first game: a share link, else this slot's saved game, else what instead() shows (an embed's replay:
   * true when shown), else newSetup (a setup); resolves to which it was: "link", "saved", "shown" or "new" (nothing
   * to go back to: a first visit).
   * @param {Setup | BuiltSetup} newSetup @param {(() => Promise<boolean>) | null} [instead]
   * @returns {Promise<"link" | "saved" | "shown" | "new">} */
  async openFirst(newSetup, instead = null) {
    if (this.saves.problem === "unavailable") this.saves.use(await grantedStorage(false)); // the reader said yes before
    if (this.saves.problem === "unavailable" && this.host.storageRefused) this.host.storageRefused();
    else if (this.saves.problem) this.host.notice(t(`store.${this.saves.problem}`), ERROR_MS);
    const code = records.fragmentCode();
    if (code) {
      records.clearFragment();
      if (await this.openLink(code)) return "link";
    }
    const saved = this.saves.current(this.slot);
    const lost = this.lostMoves(saved);
    if (saved && await this.resume(saved, true)) {
      if (lost) this.host.notice(t("store.lost", { n: lost }), ERROR_MS);
      return "saved";
    }
    if (instead && await instead()) return "shown"; // what the embed shows before any game of the reader's
    await this.host.startGame(/** @type {Setup} */ (newSetup), { id: newGameId() });
    return "new";
  }

  /** startGame calls this with the id of the game it opened (and the seat this browser plays in a game played by
   * link, else null); the game is saved from its first view on.
   * @param {string | null} id @param {number | null} [seat] */
  opened(id, seat = null) {
    const previous = this.id && this.id !== id ? this.saves.get(this.id) : null;
    if (previous && previous.moves === 0) this.saves.remove(previous.id); // an untouched game is not worth a line
    this.id = id; // null: a game shown, never saved (an embed's replay), which leaves the saved games as they were
    this.seat = seat;
    this.known = id ? this.saves.get(id)?.record ?? null : null;
    if (id) this.saves.setCurrent(this.slot, id);
  }

  /** The saved games changed in another tab: when the game shown here was moved on there, say so, with a button
   * that opens that newer game (this tab's own moves are saved, as their own game if they went another way). */
  changedElsewhere() {
    this.saves.refresh();
    const entry = this.id ? this.saves.get(this.id) : null;
    if (!entry || !this.known || this.replaying) return;
    const { kind } = links.relation(this.known, entry.record);
    if (kind !== "extends" && kind !== "conflict") return; // nothing newer there
    const open = Object.assign(document.createElement("button"), { type: "button", className: "notice-action" });
    open.textContent = t("store.open_newer");
    open.addEventListener("click", () => this.resume(this.saves.get(entry.id)));
    this.host.notice([t("store.changed_elsewhere", { n: entry.record.moves.length }), " ", open], 15000);
  }

  /** Save the game after a move (the session calls this with every new view, and the tiles a link's moves placed,
   * framed until this browser's player moves: a reload frames them again). @param {View} view
   * @param {RecentTile[]} [recent] */
  async saved(view, recent = []) {
    const id = this.id;
    if (!id) return;
    this.last = { view, recent };
    try {
      const record = await this.host.engine.record();
      if (this.host.shared && id === this.id) {
        this.host.shared(await this.host.engine.share(this.seat == null ? "share" : "turn"), this.seat);
      }
      if (id !== this.id) return;
      this.saves.refresh();
      const stored = this.saves.get(id);
      // The saved game moved on in another tab since this one knew it: this tab's moves never overwrite it; they
      // are kept as a game of their own, which this tab goes on with.
      const forked = stored && this.known && ["extends", "conflict"].includes(links.relation(this.known, stored.record).kind);
      const saveId = forked ? newGameId() : id;
      const link = this.seat == null ? null : { seat: this.seat, copy: forked || this.saves.get(id)?.copy, recent };
      if (forked) this.id = saveId;
      const kept = this.saves.get(saveId)?.record.moves.length ?? 0; // what storage holds of it before this save
      // The game played last is the one a reload resumes, even where another tab's game was current since.
      this.saves.data.current[this.slot] = saveId;
      if (this.saves.put(saveId, record, view, link, true)) {
        this.known = record;
        if (forked) this.host.notice(t("store.forked"), ERROR_MS);
        this.sayDropped(this.saves.dropped);
      } else if (!this.saves.problem) {
        this.noteUnsaved(saveId, record.moves.length);
        this.host.notice(t("store.full", { n: record.moves.length - kept }), ERROR_MS);
      }
    } catch { /* the engine has no game yet: nothing to save */ }
  }

  /** Say which saved games a save removed to make room (the oldest, finished ones first): one notice for all.
   * @param {SavedGame[]} dropped */
  sayDropped(dropped) {
    if (!dropped.length) return;
    const [old] = dropped;
    this.host.notice(dropped.length === 1
      ? t("store.dropped", { max: MAX_SAVED, names: old.names.join(", "), n: old.moves })
      : t("store.dropped_many", { max: MAX_SAVED, count: dropped.length, names: old.names.join(", ") }), ERROR_MS);
    pruneReviews(this.saves); // their reviews went with them
  }

  /** Remember in this tab's session storage (its own quota, kept over a reload) how far the game got past its last
   * save, so a reload can say how many moves were lost. @param {string} id @param {number} moves */
  noteUnsaved(id, moves) {
    try {
      sessionStorage.setItem(UNSAVED_KEY, JSON.stringify({ id, moves }));
    } catch { /* nowhere to note it either */ }
  }

  /** After a reload: the moves of the game resumed that were played but never saved (0 if none), then forgotten.
   * @param {SavedGame | null} entry @returns {number} */
  lostMoves(entry) {
    try {
      const note = JSON.parse(sessionStorage.getItem(UNSAVED_KEY) || "null");
      sessionStorage.removeItem(UNSAVED_KEY);
      return note && note.id === entry?.id ? Math.max(0, note.moves - entry.record.moves.length) : 0;
    } catch {
      return 0;
    }
  }

  /** Ask the browser for storage where it refused it (on the reader's click) and keep the game in play there;
   * returns whether the browser gave it. */
  async keep() {
    if (!this.saves.use(await grantedStorage(true))) return false;
    if (this.id) {
      this.saves.setCurrent(this.slot, this.id);
      if (this.last) await this.saved(this.last.view, this.last.recent);
    }
    return true;
  }

  /** Continue a saved game; false (with a message) if the engine refuses its record.
   * @param {SavedGame | null} entry @param {boolean} [atBoot] @returns {Promise<boolean>} */
  async resume(entry, atBoot = false) {
    if (!entry) return false;
    try {
      await this.host.startGame(setupOf(entry.record), {
        id: entry.id,
        seat: Number.isInteger(entry.seat) ? entry.seat : null,
        recent: Array.isArray(entry.recent) ? entry.recent : [],
        open: () => this.host.engine.load(entry.record),
        logText: entry.record.moves.length ? t("log.resumed", { n: entry.record.moves.length }) : null,
      });
      return true;
    } catch (error) {
      if (atBoot) this.saves.setCurrent(this.slot, null);
      this.host.notice(t("store.resume_failed", { error: error.message }), ERROR_MS);
      return false;
    }
  }

  /** Show a finished game's end screen (its table and chart of the scores): the game in play's, else open it.
   * @param {string} id */
  async scores(id) {
    if (id !== this.id) return this.resume(this.saves.get(id));
    if (this.replaying) this.endReplay(); // back in the game, whose end screen then opens
    else this.host.showEnd();
  }

  /** Review a finished game: its end screen (the game is opened if it is not in play), where its review runs.
   * @param {string} id */
  async reviewGame(id) {
    await this.scores(id);
    if (this.id === id) await this.host.review?.();
  }

  /** Say what went wrong: in the Games dialog if it is open, else over the board. @param {string} text */
  fail(text) {
    if (this.dialog.dialog.open) this.dialog.showError(text);
    else this.host.notice(text, ERROR_MS);
  }

  /** Check a record with the engine without touching the game in play; throws the engine's message.
   * @param {GameRecord} record */
  async check(record) {
    await this.host.engine.replayAt(record, record.moves.length);
  }

  /** Import a record file as a new saved game and play it; a bad file changes nothing. @param {File} file
   * @returns {Promise<boolean>} */
  async importFile(file) {
    let record;
    try {
      record = records.parseRecordText(await records.readFile(file));
      await this.check(record);
    } catch (error) {
      this.fail(t("records.bad_file", { error: error.message }));
      return false;
    }
    await this.openRecord(record, t("records.imported"));
    return true;
  }

  /** Open a share link or code as a new saved game, or a turn link into the game it continues; a bad one changes
   * nothing. Returns whether it opened. @param {string} text @returns {Promise<boolean>} */
  async openLink(text) {
    let record, seat, checked, seatGiven;
    try {
      const link = links.splitSeat(records.shareCodeFrom(text));
      seatGiven = link.seat != null;
      // A bad code throws here (its check names damage); the game in play is untouched.
      const opened = await this.host.engine.openShare(link.code);
      ({ record, checked } = opened);
      // A turn link's code says so: one that lost its seat would open every seat in one browser.
      if (opened.kind === "turn" && link.seat == null) throw new Error(t("links.lost_seat"));
      seat = link.seat != null && record.setup.link ? links.checkSeat(record, link.seat) : null;
    } catch (error) {
      this.fail(t("records.bad_link", { error: error.message }));
      return false;
    }
    const unchecked = checked ? "" : ` ${t("links.unchecked")}`; // an older link, made before codes had a check
    // A seat on a game not played by link names nobody's turn: the game opens at this table, and the page says so.
    const ignored = seatGiven && !record.setup.link ? ` ${t("links.seat_ignored")}` : "";
    if (seat != null) await this.arrive(record, seat, unchecked);
    else await this.openRecord(record, t("records.shared") + unchecked + ignored);
    return true;
  }

  /** Open a turn link's game (checked) for `seat`: a game new to this browser, or one it keeps, which the link may
   * extend (its new moves are played on the board), repeat, trail (stale) or contradict (both are kept).
   * @param {GameRecord} record @param {number} seat @param {string} [unchecked] */
  async arrive(record, seat, unchecked = "") {
    const saved = this.saves.linkGame(record.setup.link);
    /** @param {number} i */
    const name = (i) => record.setup.players[i]?.name ?? "";
    const notes = [];
    if (saved && saved.seat !== seat) notes.push(t("links.not_yours", { name: name(seat), mine: name(saved.seat) }));
    let { kind, at } = saved ? links.relation(saved.record, record) : { kind: "new" };
    if (kind === "extends") { // a new move at this browser's own seat was made elsewhere: someone played its turn
      const forged = await this.notMadeHere(record, saved);
      if (forged) ({ kind, at } = { kind: "forged", at: forged });
    }
    if (kind === "new") notes.push(t("links.opened", { name: name(seat) }));
    if (kind === "new" || kind === "extends") {
      // What happened since this seat last moved (new here), or since this browser last saw the game.
      const from = saved ? saved.record.moves.length : (await this.host.engine.movers(record)).lastIndexOf(seat) + 1;
      const news = record.moves.length - from;
      if (news) notes.push(t(news === 1 ? "links.news_one" : "links.news", { n: news }));
      await this.host.startGame(setupOf(record), {
        id: saved ? saved.id : newGameId(),
        seat: saved ? saved.seat : seat,
        open: () => this.host.engine.load({ ...record, moves: record.moves.slice(0, from) }),
        then: record.moves.slice(from),
      });
    } else {
      if (kind === "conflict" || kind === "forged") { // nothing is lost: the link's game is kept beside this one
        const view = await this.host.engine.replayAt(record, record.moves.length);
        this.saves.put(newGameId(), record, view, { seat, copy: true });
        notes.push(t(`links.${kind}`, { at, name: name(saved.seat) }));
      } else {
        notes.push(t(kind === "same" ? "links.same" : "links.stale", { n: record.moves.length, k: saved.moves }));
      }
      if (saved.id !== this.id) await this.resume(saved);
      else this.endReplay(); // the game is on show already: as it is, out of any replay
    }
    if (unchecked) notes.push(unchecked.trim());
    if (notes.length) this.host.notice(notes.join(" "), ERROR_MS);
  }

  /** The first move (1-based) of `record` after those `saved` holds that is at `saved`'s own seat, or 0: this
   * browser makes its seat's moves, so such a move was made by someone else.
   * @param {GameRecord} record @param {SavedGame} saved @returns {Promise<number>} */
  async notMadeHere(record, saved) {
    const movers = await this.host.engine.movers(record);
    const i = movers.findIndex((seat, k) => k >= saved.record.moves.length && seat === saved.seat);
    return i + 1;
  }

  /** Open `record` as a new saved game, saying `message` over the board. @param {GameRecord} record
   * @param {string} message */
  async openRecord(record, message) {
    this.endReplay(false);
    const view = await this.host.startGame(setupOf(record), {
      id: newGameId(),
      seat: null, // a game played by link, opened without a turn link, is played at this table
      open: () => this.host.engine.load(record),
      logText: t("log.opened", { n: record.moves.length }),
    });
    // A record may choose its draw order (the engine says so): a player opening it should know.
    const chosen = view?.stacked_deck; // the options that chose the order: "deck", or a memory game's "grid"
    const options = Array.isArray(chosen) ? chosen.map((k) => `options.${k}`).join(", ") : "";
    this.host.notice(chosen ? `${message} ${t("notice.stacked_deck", { options })}` : message, chosen ? 9000 : undefined);
  }

  /** True when saved game `entry` is in progress and its record would give away what lies face down.
   * @param {SavedGame | null} entry */
  secret(entry) {
    return !!entry && !entry.over && !!this.host.hidesTiles?.(entry.record.setup.game);
  }

  /** Download a record; one of a game in progress that hides tiles only once the player agrees.
   * @param {GameRecord} record @param {boolean} unfinished */
  async exportRecord(record, unfinished) {
    if (unfinished && this.host.hidesTiles?.(record.setup.game) && !await confirmIn(t("games.export_reveals"), t("games.export"))) return;
    records.downloadRecord(record);
  }

  /** Copy the current game's share link (or show it, where the clipboard is refused); stays open to show it. */
  async share() {
    if (this.secret(this.saves.get(this.id))) {
      this.host.notice(t("games.share_hidden"), ERROR_MS);
      return;
    }
    const link = records.shareLink(await this.host.engine.share());
    this.lastLink = link;
    if (await copyText(link, t("games.link_ready"))) this.host.notice(t("games.copied"));
  }

  // ------------------------------------------------------------ replay viewer

  /** Open the replay viewer on `record` at the position after `at` moves (its last, unless told); `id`: the saved
   * game it is, the game in play's unless told (the review asks it whether the game was a lesson).
   * @param {GameRecord | null | undefined} record @param {number} [at] @param {string | null} [id] */
  async replay(record, at = record?.moves.length, id = this.id) {
    if (!record) return;
    try {
      const last = await this.host.engine.replayAt(record, record.moves.length);
      if (last.replay_when_over && !last.over) { // stepping back would show what players must remember
        this.host.notice(t("replay.not_yet"), ERROR_MS);
        return;
      }
      const view = at === record.moves.length ? last : await this.host.engine.replayAt(record, at);
      this.replayRecord = record;
      this.replayId = id;
      this.host.showReplay(view, record.seed);
      this.bar.show(at, view.total_moves, !view.over);
    } catch (error) {
      this.host.notice(t("replay.bad", { error: error.message }), ERROR_MS);
    }
  }

  /** Show the replay at the position after n moves. @param {number} n */
  async replayStep(n) {
    const record = this.replayRecord;
    if (!record) return;
    const view = await this.host.engine.replayAt(record, n);
    if (record !== this.replayRecord) return;
    this.bar.show(n, view.total_moves, !view.over);
    this.host.showReplay(view, record.seed);
  }

  /** Show `record` in the replay viewer at move `at`, over its own game opened unsaved (every seat a person's, so
   * no computer plays under the viewer), which the viewer cannot be closed onto: an embed's replay. False (with a
   * message) where the record may not be replayed. @param {GameRecord} record @param {number} at
   * @returns {Promise<boolean>} */
  async showRecord(record, at) {
    try {
      await this.openShown(record);
    } catch (error) {
      this.host.notice(t("replay.bad", { error: error.message }), ERROR_MS);
      return false;
    }
    await this.replay(record, at);
    this.bar.closable(!this.replaying);
    return this.replaying;
  }

  /** Open `record` after its first `moves` moves as a game that is shown, never saved, every seat a person's (so
   * no computer plays in it) and none played by link: what an embed's replay or position question stands on.
   * Resolves to its first view; throws the engine's message.
   * @param {GameRecord} record @param {number} [moves] @returns {Promise<View | undefined>} */
  openShown(record, moves = record.moves.length) {
    const players = record.setup.players.map((p) => withoutKey({ ...p, type: "human" }, "level"));
    const shown = { ...record, setup: { ...withoutKey(record.setup, "link"), players }, moves: record.moves.slice(0, moves) };
    return this.host.startGame(setupOf(shown), { unsaved: true, open: () => this.host.engine.load(shown) });
  }

  /** Play `record` on from the position after `n` moves, as a new saved game: the reader in one seat (`seat`, else
   * the one playOnOptions names, else the one they choose), the computer in the others.
   * @param {GameRecord | null} record @param {number} n @param {number | null} [seat] */
  async playOn(record, n, seat = this.playOnOptions.seat) {
    if (!record) return;
    const players = record.setup.players;
    const names = players.map((p, i) => p.name || `${i + 1}`);
    seat ??= await chooseIn(t("replay.play_on_as"), names);
    if (seat === null) return;
    const level = this.playOnOptions.level;
    const seats = players.map(/** @returns {PlayerSetup} */ (p, i) => {
      if (i === seat) return withoutKey({ ...p, type: "human" }, "level");
      const chosen = level ?? p.level; // a seat the record's computer played keeps its level, unless one is asked
      return chosen ? { ...p, type: "computer", level: chosen } : withoutKey({ ...p, type: "computer" }, "level");
    });
    const played = { ...record, setup: { ...withoutKey(record.setup, "link"), players: seats }, moves: record.moves.slice(0, n) };
    this.bar.closable(true);
    await this.openRecord(played, t("replay.played_on", { n, name: names[seat] }));
  }

  /** Close the replay viewer; restore: show the game in play again. @param {boolean} [restore] */
  endReplay(restore = true) {
    if (!this.replayRecord) return;
    this.replayRecord = null;
    this.replayId = null;
    this.bar.hide();
    if (restore) this.host.endReplay();
  }

  get replaying() {
    return !!this.replayRecord;
  }

  translate() {
    this.bar.translate();
    if (this.dialog.dialog.open) this.dialog.render();
  }
}
