// Reviews of finished games (api.review_start / review_next, run by js/play/review.js), kept with the saved games
// so that opening one again is instant and survives a reload. A review is keyed by its record: a hash of the
// record's setup, seed and moves (recordKey), so a review is only ever shown for the very record it judged.
//
//   localStorage "carcassonne.reviews.v1": {"version": 1, "reviews": {<key>: StoredReview}}
//
// Beside the saved games' document, not inside it: a game in play is saved after every move, and its save need not
// carry the reviews of every finished game each time. A review goes with its game: one whose record no saved game
// holds any more (deleted, or dropped for room) is dropped at the next write. Where the browser refuses storage (an
// embed on another site), reviews are kept in memory for the page's life.

const KEY = "carcassonne.reviews.v1";
export const REVIEWS_KEY = KEY;
// Part of every key: a change to what a review holds, to how a record is keyed, or to how the engine judges a move
// (py/tilegames/review.py) starts afresh: old reviews go unused, and are dropped at the next write. r2: the better
// move's reasons leave out those the move played shares, and name a piece it keeps. r3: Carmela's forgotten pair
// costs it twice (the next player takes it), and its reason names the move it was seen at.
const FORMAT = "r3";

/** @typedef {import("../panels/review-panel.js").StoredReview} StoredReview a review as kept (the panel shows it) */
/** @typedef {import("./storage.js").SavedGames} SavedGames */

/** `value` as JSON text with every object's keys in order: the same record gives the same text, however its keys
 * were ordered when it was stored. @param {any} value JSON of any shape @returns {string} */
function canonical(value) {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/** A 64-bit hash of a text (two 32-bit lanes of multiply-xor mixing, as cyrb53 does), as 16 hex digits. Not
 * cryptographic: it only tells records apart, and it needs no secure context (crypto.subtle does).
 * @param {string} text */
function hash64(text) {
  let h1 = 0xdeadbeef, h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (h2 >>> 0).toString(16).padStart(8, "0") + (h1 >>> 0).toString(16).padStart(8, "0");
}

/** The key of a record's review: its setup, seed and moves, hashed (with its number of moves, to read). A review is
 * shown for a record only under this key. @param {import("../engine/types.js").GameRecord} record */
export function recordKey(record) {
  const text = canonical({ setup: record.setup, seed: record.seed, moves: record.moves });
  return `${FORMAT}-${record.moves.length}-${hash64(text)}`;
}

/** Whether parsed JSON `r` has a stored review's shape. @param {any} r JSON of any shape
 * @returns {r is StoredReview} */
function isReview(r) {
  return !!r && typeof r === "object" && typeof r.key === "string" && Number.isInteger(r.moves)
    && Array.isArray(r.start) && Array.isArray(r.steps) && typeof r.ms === "number";
}

export class StoredReviews {
  /** `saves`: the SavedGames whose storage (and games) the reviews go with. @param {SavedGames} saves */
  constructor(saves) {
    this.saves = saves;
    /** @type {Map<string, StoredReview>} every review known this page's life, stored or not */
    this.memory = new Map();
  }

  /** The stored reviews, by key ({} when there are none or they cannot be read): as stored, unchecked (isReview
   * checks one before it is used). @returns {Object<string, unknown>} */
  read() {
    try {
      const data = JSON.parse(this.saves.storage?.getItem(KEY) || "null");
      return data?.version === 1 && data.reviews && typeof data.reviews === "object" ? data.reviews : {};
    } catch {
      return {}; // unreadable: reviews are made again on request, nothing is lost that a record cannot give again
    }
  }

  /** The review of the record keyed `key` (recordKey), done or partial, or null.
   * @param {string} key @returns {StoredReview | null} */
  get(key) {
    const stored = this.read()[key];
    const known = this.memory.get(key) ?? null;
    if (!isReview(stored) || stored.key !== key) return known;
    return known && known.steps.length >= stored.steps.length ? known : stored; // another tab may have gone further
  }

  /** Keep `review` (in memory, and stored where the browser allows); drops stored reviews of records no saved game
   * holds. Returns whether it was stored. @param {StoredReview} review */
  put(review) {
    this.memory.set(review.key, review);
    const storage = this.saves.storage;
    if (!storage) return false;
    this.saves.refresh();
    const kept = new Set(this.saves.data.games.map((g) => recordKey(g.record)));
    const reviews = Object.fromEntries(Object.entries(this.read()).filter(([key]) => kept.has(key)));
    if (kept.has(review.key)) reviews[review.key] = review;
    try {
      storage.setItem(KEY, JSON.stringify({ version: 1, reviews }));
      return kept.has(review.key);
    } catch {
      return false; // full or refused: the review lives on in memory
    }
  }

}

/** Drop the stored reviews of records that `saves` (SavedGames) no longer holds: a game was deleted, or dropped to
 * make room. @param {SavedGames} saves */
export function pruneReviews(saves) {
  try {
    const storage = saves.storage;
    const data = JSON.parse(storage?.getItem(KEY) || "null");
    if (!data?.reviews || typeof data.reviews !== "object") return;
    const kept = new Set(saves.data.games.map((g) => recordKey(g.record)));
    const left = Object.fromEntries(Object.entries(data.reviews).filter(([key]) => kept.has(key)));
    if (Object.keys(left).length < Object.keys(data.reviews).length) {
      storage.setItem(KEY, JSON.stringify({ version: 1, reviews: left }));
    }
  } catch { /* unreadable or refused: left as it is, the next review's write prunes */ }
}
