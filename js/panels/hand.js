// The hand panel: the tile to place (and the pile it came from, what it does), the status line, the options of the
// placement chosen as buttons, and which of Rotate, Undo and Confirm apply now; and the remaining tiles' panel.

import { t } from "../words/i18n.js";
import { tileWords } from "../board/tilepic.js";
import { $, el } from "./dom.js";

/** @typedef {import("../engine/types.js").View} View */
/** @typedef {import("../engine/types.js").Tileset} Tileset */
/** @typedef {import("../engine/types.js").Option} Option */
/** @typedef {import("../board/tileart.js").TileArt} TileArt */
/** @typedef {import("../games/contract.js").GameModule} GameModule */
/** @typedef {import("./players.js").PlayerLook} PlayerLook */
/** The move being chosen (a game's createChoice); a game with its own table words the status line while the move
 * is there (Carmela's statusText). @typedef {import("../games/turn.js").TurnChoice
 *   & {statusText?: (who: PlayerLook) => string | null}} HandChoice */
/** What the hand panel shows: the view, the choice being made (null: none yet), the looks, the tiles' art (null:
 * not loaded), the game's entry module, what the page is doing, and the buttons' handlers (an option picked by its
 * index; a move besides the placements, by its notation).
 * @typedef {{view: View, choice: HandChoice | null, looks: PlayerLook[], art: TileArt | null, game: GameModule,
 *   busy: boolean, thinking: boolean, paused: boolean, onPick: (i: number) => void, onMove: (move: string) => void}}
 *   HandState */

// A game may add draw piles to the main one (the view names it: main_pile), each named in the game's own words:
// pile.<name> for a tile of it in hand, pile_left.<name> for its count.

/** The hand panel: tile picture, status line, option buttons, and which buttons apply now. @param {HandState} state */
export function renderHand({ view, choice, looks, art, game, busy, thinking, paused, onPick, onMove }) {
  const canvas = /** @type {HTMLCanvasElement} */ ($("#hand-canvas"));
  const dpr = window.devicePixelRatio || 1;
  const size = canvas.getBoundingClientRect().width || 96;
  if (canvas.width !== Math.round(size * dpr)) canvas.width = canvas.height = Math.round(size * dpr);
  const ctx = canvas.getContext("2d");
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.clearRect(0, 0, canvas.width, canvas.height);
  // The tile to place, or the one drawn that a question asked before its placement is about.
  const hand = view.hand || view.question?.tile || null;
  const rot = view.hand && choice?.tentative && !choice.question ? choice.tentative.rot : choice?.rot ?? 0;
  if (hand && art) art.draw(ctx, hand, rot, 0, 0, canvas.width, 1);
  canvas.dataset.tile = hand || "";
  canvas.dataset.rot = String(rot);
  // Under the tile, how many are left (the panel saying so is out of sight on a phone), not the engine's tile code.
  $("#hand-count").textContent = hand ? t("remaining.title", { n: view.remaining?.total ?? 0 }) : t("hand.none");
  canvas.setAttribute("aria-label", hand && art ? tileWords(art.tiles, hand) : t("hand.none"));
  // A tile from another pile than the main one is said to be from there.
  const pile = hand && view.drawn_from && view.drawn_from !== view.main_pile ? view.drawn_from : null;
  $("#hand-pile").textContent = pile ? t(`pile.${pile}`) : "";
  $("#hand-pile").hidden = !pile;
  $("#hand-panel").dataset.pile = pile || "";
  const note = hand && art && game.handNote ? game.handNote(art.tiles[hand], art.variants) : null;
  $("#hand-note").textContent = note || "";
  $("#hand-note").hidden = !note;
  $("#hand-panel").classList.toggle("no-tile", !hand && !view.over); // a move on a game's own table: nothing to place

  const who = view.over ? null : looks[view.current_player];
  let status;
  if (view.over) status = t("hand.over");
  else if (paused && who?.computer) status = t("watch.paused", { name: who.name }); // a watched game waits
  else if (thinking || (who && who.computer)) status = t("hand.thinking", { name: who.name });
  else if (busy) status = t("hand.waiting");
  else if (choice?.statusText?.(who)) status = choice.statusText(who); // a move off the map (a game's own table)
  else if (choice && !choice.canPlace) status = t("hand.no_fit");
  else if (choice?.question) status = t(`question.${choice.question.verb}`, { name: who.name });
  else if (choice?.tentative) status = t("hand.choose", { name: who.name });
  else status = t("hand.place", { name: who.name });
  $("#status").textContent = status;

  const human = !view.over && who && !who.computer && !busy;
  const tent = human ? choice?.tentative : null;
  const box = $("#options");
  box.replaceChildren(...(tent ? tent.options.map((o, i) => el("button", {
    type: "button",
    "aria-pressed": String(i === tent.selected),
    "data-option": String(i),
    "data-move": o.move,
    title: game.optionHelp(o),
    onclick: () => onPick(i),
  }, poseIcon(game.optionPiece(o), who.colour, art), `${tent.spotNumbers[i]} · ${game.optionLabel(o)}`)) : []),
  // Moves besides the placements (setting a tile aside): played at once by their button.
  ...(human ? view.other_moves || [] : []).map((o) => el("button", {
    // A move besides the placements is an Option with only its notation: the games word it by that alone.
    type: "button", class: "other-move", "data-move": o.move, title: game.optionHelp(/** @type {Option} */ (o)),
    onclick: () => onMove(o.move),
  }, game.optionLabel(/** @type {Option} */ (o)))));
  $("#btn-rotate").disabled = !human || !choice || choice.rots.length < 2 && !(tent && choice.rotsAt(tent.x, tent.y).length > 1);
  $("#btn-undo").disabled = !tent || !!choice.question;
  $("#btn-confirm").disabled = !tent;
}

/** A small picture of a piece ({piece, role}, or null: none) in its pose (standing, lying, another figure).
 * @param {{piece: string, role: string} | null} pose @param {string} colour @param {TileArt} art
 * @returns {HTMLCanvasElement | null} */
function poseIcon(pose, colour, art) {
  if (!pose) return null;
  const canvas = /** @type {HTMLCanvasElement} */ (
    el("canvas", { width: 48, height: 48, class: "pose", "aria-hidden": "true" }));
  art.drawPiece(canvas.getContext("2d"), { x: 24, y: 25, size: 38, colour, ...pose });
  return canvas;
}

/** Remaining tiles: the count, and per type a thumbnail with how many are left.
 * @param {View} view @param {TileArt} art @param {Tileset} tileset */
export function renderRemaining(view, art, tileset) {
  const total = view.remaining?.total ?? 0;
  const others = Object.entries(view.piles || {}).filter(([name]) => name !== view.main_pile);
  $("#remaining-title").textContent = [t("remaining.title", { n: total }),
    ...others.map(([name, n]) => t(`pile_left.${name}`, { n }))].join(" · ");
  const grid = $("#remaining-grid");
  if (!$("#remaining").open) {
    grid.dataset.stale = "1";
    return;
  }
  delete grid.dataset.stale;
  const byTile = { ...(view.remaining?.by_tile || {}) }; // every pile's tiles: the land pile's and the others'
  for (const pile of Object.values(view.remaining?.piles || {})) {
    for (const [name, n] of Object.entries(pile)) byTile[name] = (byTile[name] || 0) + n;
  }
  const names = Object.keys(tileset.tiles).filter((n) => n in byTile || tileset.tiles[n].count);
  grid.replaceChildren(...names.map((name) => {
    const n = byTile[name] || 0;
    const c = /** @type {HTMLCanvasElement} */ (el("canvas", { width: 80, height: 80 }));
    art.draw(c.getContext("2d"), name, 0, 0, 0, 80, 1);
    return el("div", { class: `rem${n ? "" : " gone"}`, title: tileWords(art.tiles, name), "data-tile": name }, c, `×${n}`);
  }));
}
