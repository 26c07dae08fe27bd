// Saved games in localStorage: one JSON document holding every saved game record and which game each page resumes.
//
//   {"version": 1, "games": [{id, record: {setup, seed, moves}, names: [...], moves: 12, over: false, updated: ms}],
//    "current": {"app": id, "embed:<options>": id}}
//
// A game played by link (its setup has a "link" id) also keeps the seat this browser plays ("seat": 2) and the
// tiles placed by a link's moves that its player has not answered yet ("recent": [{x, y, colour}]); a link's game
// kept beside this browser's own when the two disagreed is marked "copy": true.
//
// Nothing here knows the rules: a record is kept as the engine gave it and handed back to it unchanged. Storage
// that cannot be read (damaged, written by something else, or a browser that refuses storage) never throws: the
// problem is reported once, damaged data is moved aside under DAMAGED_KEY (not destroyed), and play goes on.
//
// A frame on another site than the page around it (the embed on a blog) may be refused storage: Chromium does so
// whenever third-party cookies are blocked, its default (localStorage then throws "Access is denied"). The Storage
// Access API may give such a frame its site's own storage after a click; grantedStorage() asks for it.

/** @typedef {import("../engine/types.js").GameRecord} GameRecord */
/** @typedef {import("../engine/types.js").View} View */
/** A tile a link's move placed, framed until this browser's player moves (js/play/link-play.js keeps them).
 * @typedef {{x: number, y: number, colour: string, map?: number}} RecentTile */
/**
 * A saved game: the engine's record, kept as it gave it, and what the Games dialog shows of it.
 * @typedef {object} SavedGame
 * @property {string} id
 * @property {GameRecord} record
 * @property {number} updated when it was last saved (Date.now())
 * @property {string[]} names the players' names
 * @property {number} moves
 * @property {boolean} over
 * @property {number[]} scores
 * @property {number} [seat] a game played by link's: the seat this browser plays
 * @property {boolean} [copy] a link's game kept beside this browser's own when the two disagreed
 * @property {RecentTile[]} [recent] the tiles a link's moves placed that this browser's player has not answered yet
 */
/** What KEY holds: every saved game, and the id each page slot resumes.
 * @typedef {{version: 1, games: SavedGame[], current: Object<string, string>}} SavesData */
/** What a game played by link keeps beside its record (put's `link`).
 * @typedef {{seat: number, copy?: boolean, recent?: RecentTile[]}} LinkKeep */

// The product's storage names (not a game's): renaming them would lose every player's saved games.
const KEY = "carcassonne.saves.v1";
export const SAVES_KEY = KEY; // for a tab that listens for another tab's saves (the storage event)
export const DAMAGED_KEY = "carcassonne.saves.v1.damaged";
const MAX_GAMES = 30; // the oldest finished games go first when there are more
export const MAX_SAVED = MAX_GAMES;

/** The storage `get` returns if it can be read, else null (a browser that refuses it throws on get or read).
 * @param {() => Storage} get @returns {Storage | null} */
function usable(get) {
  try {
    const s = get();
    s.getItem(KEY);
    return s;
  } catch {
    return null;
  }
}

/** localStorage, or null where the browser refuses it (a sandboxed iframe, a frame on another site, storage
 * disabled). */
function browserStorage() {
  return usable(() => window.localStorage);
}

/** The site's own localStorage through the Storage Access API, or null where the browser does not give it. With
 * ask (on a click), the browser may ask the reader; without, it is taken only if the reader said yes before.
 * @param {boolean} ask @returns {Promise<Storage | null>} */
export async function grantedStorage(ask) {
  if (typeof document.requestStorageAccess !== "function") return null;
  try {
    if (!ask && (await navigator.permissions.query({ name: "storage-access" })).state !== "granted") return null;
    const handle = await document.requestStorageAccess({ localStorage: true });
    return usable(() => handle.localStorage); // Chromium may grant access and still refuse this storage
  } catch {
    return null; // refused, or no such permission here
  }
}

/** True when this browser keeps no game in play for `slot` (the main page's "app", an embed's): a first visit. Reads
 * only, so the boot can ask it before the saved games are opened (which reports damaged data). @param {string} slot */
export function nothingKept(slot) {
  const storage = browserStorage();
  if (!storage) return true; // storage refused: every visit starts afresh
  try {
    const data = JSON.parse(storage.getItem(KEY) || "null");
    return !data || typeof data.current?.[slot] !== "string";
  } catch {
    return false; // unreadable: the saved games say so when opened
  }
}

/** Whether parsed JSON `r` has a record's shape (the engine checks the rest). @param {any} r JSON of any shape
 * @returns {r is GameRecord} */
function isRecord(r) {
  return !!r && typeof r === "object" && r.setup && typeof r.setup === "object" && Array.isArray(r.moves)
    && r.moves.every((/** @type {unknown} */ m) => typeof m === "string");
}

/** Whether parsed JSON `g` has a saved game's id and record. @param {any} g JSON of any shape
 * @returns {g is SavedGame} */
function isEntry(g) {
  return !!g && typeof g === "object" && typeof g.id === "string" && isRecord(g.record);
}

export class SavedGames {
  /** problem: null, "unavailable" (no storage) or "damaged" (unreadable data was set aside), read once at start.
   * @param {Storage | null} [storage] */
  constructor(storage = browserStorage()) {
    this.storage = storage;
    /** @type {null | "unavailable" | "damaged"} */
    this.problem = storage ? null : "unavailable";
    this.data = this.read();
  }

  /** What storage holds, as far as it can be read (empty where it cannot). @returns {SavesData} */
  read() {
    /** @type {SavesData} */
    const empty = { version: 1, games: [], current: {} };
    if (!this.storage) return empty;
    let text;
    try {
      text = this.storage.getItem(KEY);
    } catch {
      this.problem = "unavailable";
      return empty;
    }
    if (text == null) return empty;
    let data;
    try {
      data = JSON.parse(text);
    } catch {
      data = null;
    }
    if (!data || data.version !== 1 || !Array.isArray(data.games)) return this.setAside(text, empty);
    const games = data.games.filter(isEntry);
    if (games.length !== data.games.length) this.setAside(text, null);
    const current = data.current && typeof data.current === "object" ? data.current : {};
    return { version: 1, games, current };
  }

  /** Keep unreadable text under DAMAGED_KEY for whoever wants to look at it, and say so; returns `result`.
   * @template T @param {string} text @param {T} result @returns {T} */
  setAside(text, result) {
    this.problem = "damaged";
    try {
      this.storage.setItem(DAMAGED_KEY, text);
    } catch { /* the copy is a courtesy; the game goes on without it */ }
    return result;
  }

  /** Keep the games in `storage` from now on (storage given later, by grantedStorage); returns whether it can.
   * @param {Storage | null} storage */
  use(storage) {
    if (!storage) return false;
    this.storage = storage;
    this.problem = null;
    this.data = this.read();
    return true;
  }

  /** Start a change from what is stored now: another tab may have saved its own game since we last read. */
  refresh() {
    if (this.storage) this.data = this.read();
  }

  write() {
    if (!this.storage) return false;
    try {
      this.storage.setItem(KEY, JSON.stringify(this.data));
      return true;
    } catch {
      return false; // full or refused: the game in memory is still whole
    }
  }

  /** Saved games, most recently played first. */
  list() {
    this.refresh();
    return [...this.data.games].sort((a, b) => b.updated - a.updated);
  }

  /** @param {string} id @returns {SavedGame | null} */
  get(id) {
    return this.data.games.find((g) => g.id === id) || null;
  }

  /** Save (or update) game `id` from an engine record and view, with `link` ({seat, copy, recent}) for a game
   * played by link; returns false if the browser refused. read: the caller has just read what is stored (refresh).
   * @param {string} id @param {GameRecord} record @param {View | null} view @param {LinkKeep | null} [link]
   * @param {boolean} [read] */
  put(id, record, view, link = null, read = false) {
    const entry = {
      id, record, updated: Date.now(),
      names: (record.setup.players || []).map((p) => String(p?.name ?? "")),
      moves: record.moves.length, over: !!view?.over,
      scores: (view?.players || []).map((p) => p.score),
      ...(link ? { seat: link.seat, ...(link.copy ? { copy: true } : {}), ...(link.recent?.length ? { recent: link.recent } : {}) } : {}),
    };
    if (!read) this.refresh();
    const games = this.data.games.filter((g) => g.id !== id);
    games.push(entry);
    /** @type {SavedGame[]} */
    this.dropped = []; // the games this save made room by dropping (the caller says so)
    while (games.length > MAX_GAMES) {
      const drop = games.find((g) => g.over) || games.reduce((a, b) => (a.updated <= b.updated ? a : b));
      games.splice(games.indexOf(drop), 1);
      this.dropped.push(drop);
    }
    this.data.games = games;
    return this.write();
  }

  /** This browser's own saved game of the game played by link `linkId` (not a copy kept from a link), or null.
   * @param {string} linkId @returns {SavedGame | null} */
  linkGame(linkId) {
    return this.list().find((g) => g.record.setup.link === linkId && Number.isInteger(g.seat) && !g.copy) || null;
  }

  /** @param {string} id */
  remove(id) {
    this.refresh();
    this.data.games = this.data.games.filter((g) => g.id !== id);
    for (const [slot, current] of Object.entries(this.data.current)) if (current === id) delete this.data.current[slot];
    this.write();
  }

  /** The game a page slot ("app", or "embed:<options>") resumes, or null. @param {string} slot */
  current(slot) {
    const id = this.data.current[slot];
    return typeof id === "string" ? this.get(id) : null;
  }

  /** Make game `id` the one page slot `slot` resumes; null: none. @param {string} slot @param {string | null} id */
  setCurrent(slot, id) {
    this.refresh();
    if (id) this.data.current[slot] = id;
    else delete this.data.current[slot];
    this.write();
  }
}

/** A fresh id for a saved game. */
export function newGameId() {
  const a = new Uint32Array(2);
  crypto.getRandomValues(a);
  return `${Date.now().toString(36)}-${a[0].toString(36)}${a[1].toString(36)}`;
}
