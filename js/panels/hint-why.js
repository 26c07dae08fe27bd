// Why a hinted move is good, in one line of the player's language: the engine decides the reasons (api.explain:
// what the move completes, claims, grows, joins, takes over or blocks), this only words them, with the game's own kind
// names (its kind.<kind> strings).

import { t } from "../words/i18n.js";
import { kindName } from "../board/tilepic.js";

/** @typedef {import("../engine/types.js").Reason} Reason */

const SHOWN = 2; // reasons worth telling in one line: the engine gives the most telling first

/** One reason ({why, kind, points|worth|player}) in words; names: the players' names by seat.
 * @param {Reason & {piece?: string}} reason @param {string[]} names @returns {string | null} */
function reasonText(reason, names) {
  // mid-sentence in English; no change for Japanese (a flip's reason names no kind)
  const kind = reason.kind ? kindName(reason.kind).toLowerCase() : "";
  const player = names[reason.player] ?? "";
  switch (reason.why) {
    case "completes":
      return t("why.completes", { kind, points: reason.points });
    case "scores":
      return t("why.scores", { kind, points: reason.points });
    case "claims":
      return reason.worth > 0 ? t("why.claims", { kind, worth: reason.worth }) : t("why.claims_bare", { kind });
    case "grows":
      return t("why.grows", { kind, worth: reason.worth });
    case "joins":
      return t("why.joins", { kind, player });
    case "steals":
      return t("why.steals", { kind, player });
    case "blocks":
      return t("why.blocks", { kind, player });
    case "keeps": // a review's reason: the better move keeps a piece the move played laid
      return t("why.keeps", { piece: t(`piece.${reason.piece}`) });
    case "pair_seen": // Carmela's review: a flip that ignored what everyone had seen (since move N), or a stop-or-challenge's odds
      return t("why.pair_seen", { move: reason.move });
    case "twin_seen":
      return t("why.twin_seen", { move: reason.move });
    case "challenge":
      return t("why.challenge", { pct: Math.round(100 * reason.odds) });
    case "stop":
      return t("why.stop", { pct: Math.round(100 * reason.odds) });
    default:
      return null; // a reason this page cannot word yet: left out rather than shown as a code
  }
}

/** The reasons of api.explain in words, most telling first, at most two (none: the quiet move's words).
 * @param {Reason[] | null | undefined} reasons @param {string[]} names @returns {string[]} */
export function hintWhy(reasons, names) {
  const words = (reasons || []).map((r) => reasonText(r, names)).filter(Boolean).slice(0, SHOWN);
  return words.length ? words : [t("why.quiet")];
}

/** Show `words` (hintWhy) in `line`, an element on show that keeps to one line: as many as fit whole (the first
 * always: the stylesheet cuts a long one short).
 * @param {HTMLElement} line @param {string[]} words */
export function fitWhy(line, words) {
  for (let n = words.length; n > 0; n--) {
    line.textContent = words.slice(0, n).join(t("why.and"));
    if (n === 1 || line.scrollWidth <= line.clientWidth) return;
  }
}
