// The score board: per player a badge, name, score, pieces in hand and whose turn it is, the line naming the game
// and its rules above it, and the colours, letters and names (looks) that every panel and the board draw players with.
// Every number here comes from the view; what a game calls its pieces comes from its entry module.

import { t } from "../words/i18n.js";
import { inkFor } from "../board/colour.js";
import { isolate, leftToRight } from "../words/names.js";
import { $, el } from "./dom.js";

/** @typedef {import("../engine/types.js").View} View */
/** @typedef {import("../games/contract.js").GameModule} GameModule */
/** How every panel and the board draw a player (playerLooks). @typedef {import("../state/table.js").PlayerLook}
 * PlayerLook */

/** Player colours told apart by colour-blind people (Okabe-Ito), first five as defaults; pieces also carry a letter. */
export const PALETTE = [
  { id: "vermilion", hex: "#d55e00" },
  { id: "blue", hex: "#0072b2" },
  { id: "yellow", hex: "#f0e442" },
  { id: "purple", hex: "#cc79a7" },
  { id: "black", hex: "#2b2b2b" },
  { id: "sky", hex: "#56b4e9" },
  { id: "orange", hex: "#e69f00" },
  { id: "white", hex: "#f5f5f5" },
  { id: "green", hex: "#009e73" },
  { id: "brown", hex: "#8c5a2b" }, // a tenth seat (Carmela seats up to 10)
];

/** One letter per player for pieces and badges: the name's first letter or digit (not a mark or a bracket),
 * or numbers when these clash. @param {{name?: string}[]} players @returns {string[]} */
export function playerLetters(players) {
  const initials = players.map((p) => (p.name || "").match(/[\p{L}\p{N}]/u)?.[0].toUpperCase() || "?");
  return new Set(initials).size === initials.length ? initials : players.map((_, i) => String(i + 1));
}

/** A colour as a record may give it, if it is one ("#rrggbb"); anything else (a CSS url(), say) is not used.
 * @param {unknown} colour @returns {string | null} */
export function validColour(colour) {
  return typeof colour === "string" && /^#[0-9a-f]{6}$/i.test(colour) ? colour : null;
}

/** Colour, letter and name per player, from the view (setup keys are echoed back by the engine). The name is the
 * one for sentences (isolated: see names.js); the view's own name stands alone in the score board and end table.
 * @param {View} view @returns {PlayerLook[]} */
export function playerLooks(view) {
  const letters = playerLetters(view.players);
  return view.players.map((p, i) => ({
    name: isolate(p.name),
    colour: validColour(p.color) || PALETTE[i % PALETTE.length].hex,
    letter: letters[i],
    computer: p.type === "computer",
    level: p.level,
  }));
}

/** While the engine boots, fill the panels beneath the loading screen with text in the styles the first game shows
 * (a players row like renderPlayers' and the hand's status and count, in the page's language): laying it out then
 * makes the browser find those fonts early. On Linux each new font size and weight costs a look-up in the browser
 * process, 10-20 ms apiece on a busy machine, which the first drawing of the game used to wait for. That drawing
 * replaces all of it. */
export function warmFonts() {
  const level = t("setup.computer_medium");
  $("#players").replaceChildren(el("div", { class: "player current", "aria-hidden": "true", style: { visibility: "hidden" } },
    el("span", { class: "badge" }, level.slice(0, 1)),
    el("span", { class: "name" }, level),
    el("span", { class: "score" }, "0"),
    el("span", { class: "meta" }, el("span", {}, "0"), el("span", {}, level), // the pieces' counts, the level
      el("span", { class: "turn-mark" }, `◀ ${t("score.turn")}`))));
  $("#status").textContent = t("hand.thinking", { name: level });
  $("#hand-count").textContent = t("remaining.title", { n: 0 });
}

/** The score board: per player a badge, name, score, pieces in hand, and whose turn it is; levels: the engine's
 * computer levels (its catalog's), each named in the page's words.
 * @param {View} view @param {PlayerLook[]} looks @param {boolean} thinking @param {GameModule} game
 * @param {string[]} levels */
export function renderPlayers(view, looks, thinking, game, levels) {
  $("#ruleset").textContent = rulesetLine(view);
  const box = $("#players");
  box.replaceChildren(...view.players.map((p, i) => {
    const look = looks[i];
    const current = !view.over && view.current_player === i;
    const supply = Object.entries(p.supply || {});
    return el("div", { class: `player${current ? " current" : ""}`, "data-player": String(i) },
      el("span", { class: "badge", style: { background: look.colour, color: inkFor(look.colour) } }, look.letter),
      el("span", { class: "name", title: p.name }, ...nameParts(p.name)),
      el("span", { class: "score", "data-score": String(p.score) }, String(p.score)),
      el("span", { class: "meta" },
        el("span", { class: "supply-dots", title: game.supplyTitle(p.supply) },
          // each piece and its count stay on one line, with the dot before it; the list wraps between pieces
          supply.flatMap(([piece, n], k) => [k ? " " : null, el("span", { class: "supply-piece" }, `${k ? "· " : ""}${game.supplyLabel(piece, n)}`)])),
        game.playerNote ? el("span", { class: "player-note" }, game.playerNote(p)) : null,
        look.computer ? el("span", { class: "level" }, levels.includes(look.level) ? t(`setup.computer_${look.level}`) : t("score.computer")) : null,
        current ? el("span", { class: "turn-mark" }, thinking ? t("score.thinking") : `◀ ${t("score.turn")}`) : null));
  }));
  fitTails(box);
  showWithin(box, box.querySelector(".player.current"));
}

/** Scroll ``box`` (a list that scrolls) just enough to show ``item``: the player to play at a long table. Not
 * scrollIntoView, which would scroll a blog's page around an embedded game too.
 * @param {HTMLElement} box @param {Element | null} item */
function showWithin(box, item) {
  if (!item) return;
  const b = box.getBoundingClientRect(), i = item.getBoundingClientRect();
  if (i.top < b.top) box.scrollTop -= b.top - i.top;
  else if (i.bottom > b.bottom) box.scrollTop += Math.min(i.bottom - b.bottom, i.top - b.top);
  if (i.left < b.left) box.scrollLeft -= b.left - i.left;
  else if (i.right > b.right) box.scrollLeft += Math.min(i.right - b.right, i.left - b.left);
}

/** A name in the score board as two parts, so that a name too long for its box loses letters from its middle,
 * not its end, where default names differ ("コンピ…ター1", "コンピ…ター2"): the head gives way (fitTails), the last
 * two letters stay. A name written right to left stays whole (its end is on the left), cut at the end if it must be.
 * @param {string} name @returns {(HTMLElement | string)[]} */
function nameParts(name) {
  const chars = [...name];
  if (chars.length < 4 || !leftToRight(name)) return [name];
  return [el("span", { class: "name-head" }, chars.slice(0, -2).join("")), chars.slice(-2).join("")];
}

/** Let each name's head (nameParts) take at most its box's width less its tail's, measured (letters differ in
 * width) and kept in em, so it still holds when the text size changes with the window.
 * @param {HTMLElement} box */
function fitTails(box) {
  // Every tail measured before any head is changed: a change between two measures lays the page out again for each.
  const heads = [.../** @type {NodeListOf<HTMLElement>} */ (box.querySelectorAll(".name-head"))];
  const tails = heads.map((head) => {
    const range = document.createRange();
    range.selectNodeContents(head.nextSibling);
    return range.getBoundingClientRect().width / parseFloat(getComputedStyle(head).fontSize);
  });
  heads.forEach((head, i) => { head.style.maxWidth = `calc(100% - ${tails[i].toFixed(3)}em)`; });
}

/** The game shown and the rules it is played by, in one line in the page's language ("Hunters & Gatherers · Classic
 * rules (2002)", "Carcassonne · River, Abbot"), from a setup or a view (their game and variants). A game may name its
 * rules when no variant is chosen ("variant.none": Hunters & Gatherers' 2nd edition).
 * @param {{variants?: string[]} | null} setup @returns {string} */
export function rulesetLine(setup) {
  /** @param {string} key */
  const word = (key) => { const text = t(key); return text === key ? null : text; };
  const variants = (setup?.variants || []).map((v) => word(`variant.${v}`) ?? v);
  const rules = variants.length ? variants.join(", ") : word("variant.none");
  return [word("game.title") ?? t("app.title"), rules].filter(Boolean).join(" · ");
}
