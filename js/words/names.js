// Players' default names by kind of seat, "Player 2" for a person and "Computer 1" for the computer (in the page's
// language), and telling such a name from one somebody typed, in either language: a default name follows its seat
// when the seat changes kind, and a computer with a name of its own is said to be one where it matters.

import { STRINGS, t } from "./i18n.js";

/** A kind of seat: a person's, or the computer's (at any level). @typedef {"human" | "computer"} SeatKind */

/** @type {Record<SeatKind, string>} */
const KEYS = { human: "setup.default_name", computer: "setup.computer_name" };
// Default names the page gave before, still in saved games: "コンピューター2" (now "CPU2", which fits a phone's card).
/** @type {Record<SeatKind, string[]>} */
const FORMER = { human: [], computer: ["コンピューター{n}"] };

// Names in the scripts written left to right that players here use, with no direction marks: nothing to set apart.
const LEFT_TO_RIGHT = /^[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Common}\p{Script=Inherited}]*$/u;

/** A name as it goes into a sentence or a list: one that may hold right-to-left text (another script, a direction
 * mark or override) set apart by Unicode's first-strong isolate, so that it cannot turn the words around it.
 * @param {string} name */
export function isolate(name) {
  return leftToRight(name) ? name : `\u2068${name}\u2069`;
}

/** True when `name` is written left to right only (no right-to-left script, no direction mark or override).
 * @param {string} name */
export function leftToRight(name) {
  return LEFT_TO_RIGHT.test(name) && !/\p{Bidi_Control}/u.test(name);
}

/** "human" or "computer": the kind of seat a player type ("human", "computer", a computer level) is.
 * @param {string} type @returns {SeatKind} */
export function seatKind(type) {
  return type === "human" ? "human" : "computer";
}

/** The default name of seat kind `kind` numbered n, in the page's language. @param {SeatKind} kind @param {number} n */
export function defaultName(kind, n) {
  return t(KEYS[kind], { n });
}

/** The number in `name` if it is a default name of seat kind `kind` in any language ("Computer 2", "CPU2" -> 2),
 * else null. @param {string} name @param {SeatKind} kind @returns {number | null} */
export function defaultNumber(name, kind) {
  // A default name's key holds a text in every language, never a list's lines.
  for (const pattern of [...Object.values(STRINGS).map((strings) => /** @type {string} */ (strings[KEYS[kind]])),
    ...FORMER[kind]]) {
    const [before, after] = pattern.split("{n}");
    const digits = name.startsWith(before) && name.endsWith(after) ? name.slice(before.length, name.length - after.length) : "";
    if (/^\d+$/.test(digits)) return Number(digits);
  }
  return null;
}

/** True when `name` is nobody's choice: empty, or a default name of either kind of seat. @param {string} name */
export function isDefaultName(name) {
  return !name.trim()
    || /** @type {SeatKind[]} */ (Object.keys(KEYS)).some((kind) => defaultNumber(name.trim(), kind) !== null);
}

/** The smallest number that no name in `names` uses as a default name of seat kind `kind`.
 * @param {string[]} names @param {SeatKind} kind */
export function freeNumber(names, kind) {
  const used = new Set(names.map((name) => defaultNumber(name.trim(), kind)));
  let n = 1;
  while (used.has(n)) n++;
  return n;
}
