// Play by link: friends far apart play one game, each in their own browser, by sending the game on in a link after
// their move. A turn link is a share link (records.js: <page>#g=<code>) plus the seat it is for: <...>#g=<code>&seat=2.
// The code carries the whole record (setup with its "link" id, seed, moves), so the engine checks it like any share
// code; this module only reads and writes the link's text and compares two records of one game move by move.

import { t } from "../words/i18n.js";
import { shareLink } from "./records.js";
import "../words/link-strings.js";

/** @typedef {import("../engine/types.js").GameRecord} GameRecord */
/** How an arriving record compares with the one kept (relation): `at`, the first move where they differ, is given
 * for a conflict only. @typedef {{kind: "same" | "extends" | "stale" | "conflict", at?: number}} Relation */

const SEAT = "&seat=";

/** The turn link of a share code for seat `seat` (this page's address unless `page` is given).
 * @param {string} code @param {number} seat @param {string} [page] */
export function turnLink(code, seat, page = location.href) {
  const url = new URL(page);
  url.searchParams.delete("lang"); // each friend's page speaks their own language, not the sender's
  return shareLink(code, url.href) + SEAT + seat;
}

/** {code, seat} of a share code that may end in a seat (&seat=<n>); seat is null for a plain share code, and a
 * seat that is not a number throws an Error that says so (in the page's language).
 * @param {string} text @returns {{code: string, seat: number | null}} */
export function splitSeat(text) {
  const at = text.indexOf(SEAT);
  if (at < 0) return { code: text, seat: null };
  const seat = text.slice(at + SEAT.length);
  if (!/^\d{1,3}$/.test(seat)) throw new Error(t("links.bad_seat", { seat }));
  return { code: text.slice(0, at), seat: Number(seat) };
}

/** The seat a turn link names, checked against its record: a person's seat of the game (else an Error).
 * @param {GameRecord} record @param {number} seat */
export function checkSeat(record, seat) {
  const player = record.setup.players?.[seat];
  if (!player || player.type === "computer") throw new Error(t("links.bad_seat", { seat }));
  return seat;
}

/** How a record that arrives compares with the one this browser keeps of the same game:
 * {kind: "same" | "extends" (it has more moves) | "stale" (it has fewer) | "conflict", at: the first move (1-based)
 * where they differ, for a conflict}. A different setup or seed is a conflict from the start.
 * @param {GameRecord} known @param {GameRecord} arriving @returns {Relation} */
export function relation(known, arriving) {
  if (JSON.stringify([known.setup, known.seed]) !== JSON.stringify([arriving.setup, arriving.seed])) {
    return { kind: "conflict", at: 1 };
  }
  const a = known.moves, b = arriving.moves;
  const common = Math.min(a.length, b.length);
  for (let i = 0; i < common; i++) if (a[i] !== b[i]) return { kind: "conflict", at: i + 1 };
  return { kind: a.length === b.length ? "same" : b.length > a.length ? "extends" : "stale" };
}
