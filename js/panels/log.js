// The game log: a line per thing that happened (the engine's events), newest at the top, in the page's language.
// Tiles are shown as small pictures, never as the engine's codes: a line's {tile} and {tiles} (the page's words or
// a game's logText) become pictures of the event's tile and tiles. A piece put on the tile just placed is told on
// that tile's line and drawn on its picture; a scoring worth nothing to anyone is left out.

import { t, getLang } from "../words/i18n.js";
import { tilePicture, withPictures } from "../board/tilepic.js";

/** @typedef {import("../engine/types.js").GameEvent} GameEvent */
/** @typedef {import("../board/tileart.js").TileArt} TileArt */
/** @typedef {import("../board/tilepic.js").PicturePiece} PicturePiece */
/** @typedef {import("../games/contract.js").GameModule} GameModule */
/** @typedef {import("./players.js").PlayerLook} PlayerLook */
/** What a score line is worded from: a score event, or a feature's worth (feature-tip.js).
 * @typedef {{text?: string, detail?: Object<string, any>, points?: number}} ScoreLine */

/** @param {string} sel */
const $ = (sel) => document.querySelector(sel);

/** A score line in the page's language: the engine's own English text, or this language's wording of its numbers
 * (by the game's scoreText(event) where it words them itself, else its score.<what> string).
 * @param {ScoreLine} e @param {GameModule | null} [game] @returns {string} */
export function scoreText(e, game) {
  const what = e.detail?.what;
  if (getLang() === "en" || !what) return e.text;
  // a game words a score by its detail and points alone, which a feature's worth has as a score event does
  return game?.scoreText?.(/** @type {GameEvent} */ (e)) ?? t(`score.${what}`, { ...e.detail, points: e.points });
}

/** The word for a piece put on the map: its role ("knight"), else the piece's name. @param {GameEvent} e */
function pieceWord(e) {
  return e.role ? t(`role.${e.role}`) : t(`piece.${e.piece}`);
}

/** True when event `d` puts a piece on the tile that event `e` placed, in the same move.
 * @param {GameEvent | undefined} d @param {GameEvent} e */
function deploysOn(d, e) {
  return d?.type === "deploy" && d.player === e.player && d.x === e.x && d.y === e.y;
}

/** Append log lines for a view's events, newest at the top. looks: the players' {name, colour}; game: the entry
 * module of the game they belong to; art: its tiles' art, for the pictures.
 * @param {GameEvent[]} events @param {{looks: PlayerLook[], game: GameModule, art: TileArt | null}} shown */
export function logEvents(events, { looks, game, art }) {
  const list = $("#log");
  /** @param {number | null | undefined} i @returns {string} */
  const name = (i) => (i == null ? "" : looks[i]?.name ?? `#${i}`);
  let finalShown = list.querySelector(".final-head") !== null;
  /** @param {string | undefined} tile @param {number} rot @param {PicturePiece | null} [piece] */
  const picture = (tile, rot, piece) => (art && tile ? tilePicture(art, tile, rot, piece) : null);
  /** A line `text` of class `cls`, with a dot per player of `who`; its {tile} and {tiles} are the event's.
   * @param {string} text @param {string} cls @param {number[]} [who] @param {Partial<GameEvent>} [e]
   * @param {PicturePiece | null} [piece] */
  const add = (text, cls, who = [], e = {}, piece = null) => {
    const parts = /\{tiles?\}/.test(text) ? withPictures(text, {
      // the tiles of a line that shows them are a take's: tile names
      tile: picture(e.tile, e.rot ?? 0, piece),
      tiles: (/** @type {string[]} */ (e.tiles) || []).map((tile) => picture(tile, 0)),
    }) : [text];
    const dots = who.map((i) => {
      const dot = Object.assign(document.createElement("span"), { className: "who" });
      dot.style.background = looks[i]?.colour;
      return dot;
    });
    const li = document.createElement("li");
    li.className = cls;
    li.append(...dots, ...parts);
    list.prepend(li);
  };
  for (let k = 0; k < events.length; k++) {
    const e = events[k];
    const who = e.player != null ? [e.player] : [];
    if (e.type === "place" && e.player != null) {
      if (deploysOn(events[k + 1], e)) {
        const d = events[++k];
        const piece = { piece: d.piece, role: d.role, segment: d.segment, colour: looks[d.player]?.colour };
        add(t("log.place_deploy", { name: name(e.player), role: pieceWord(d) }), "place", who, e, piece);
      } else add(t("log.place", { name: name(e.player) }), "place", who, e);
    } else if (e.type === "deploy") add(t("log.deploy", { name: name(e.player), role: pieceWord(e) }), "deploy", who, e);
    else if (e.type === "discard") add(t("log.discard"), "discard", [], e);
    else if (game.logText?.(e, name)) add(game.logText(e, name), e.type, who, e);
    else if (e.type === "return" && e.reason) { // a piece taken back by a power (the game words it)
      add(t(`log.return.${e.reason}`, { name: name(e.player), role: t(`role.${e.role}`) }), "return", who, e);
    } else if (e.type === "score" && e.points > 0) {
      if (e.final && !finalShown) {
        add(t("log.final"), "final-head");
        finalShown = true;
      }
      const names = (e.players || []).map(name).join(", ") || t("log.nobody");
      add(t("log.score", { names, points: e.points, text: scoreText(e, game) }), "score", e.players || []);
    } else if (e.type === "end") add(e.draw ? t("log.end_draw", { moves: e.moves }) : t("log.end"), "end");
  }
}

export function clearLog() {
  $("#log").replaceChildren();
}

/** @param {string} text */
export function logLine(text) {
  $("#log").prepend(Object.assign(document.createElement("li"), { textContent: text }));
}
