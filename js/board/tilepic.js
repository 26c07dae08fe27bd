// Tiles as a person reads them, in place of the engine's tile codes: a small picture of a tile (turned as it was
// placed, with the piece put on it) and its features in the game's words (the picture's text alternative).

import { t } from "../words/i18n.js";
import { rotatePoint } from "./render.js";

/** @typedef {import("../engine/types.js").Tile} Tile */
/** @typedef {import("./tileart.js").TileArt} TileArt */
/** A piece as a tile's picture shows it: on segment `segment` (none: not drawn) of the tile, in `colour`.
 * @typedef {{piece?: string, role?: string, segment?: number | null, colour: string}} PicturePiece */

const PICTURE_PX = 48; // the bitmap's side; the stylesheet sets the size on screen (about two lines of text)

/** A feature kind in the game's words (its kind.<kind> string), or the engine's own word when it has none.
 * @param {string} kind @returns {string} */
export function kindName(kind) {
  const word = t(`kind.${kind}`);
  return word === `kind.${kind}` ? kind : word;
}

/** The features tile `name` shows, in words: "City, Road, Field" (each kind once); tiles: the tileset's tiles.
 * @param {Object<string, Tile> | null | undefined} tiles @param {string} name @returns {string} */
export function tileFeatures(tiles, name) {
  const kinds = new Set((tiles?.[name]?.segments || []).map((s) => s.kind));
  return [...kinds].map(kindName).join(", ");
}

/** A tile in words, as a picture's text alternative: "tile: City, Road, Field".
 * @param {Object<string, Tile> | null | undefined} tiles @param {string} name @returns {string} */
export function tileWords(tiles, name) {
  return t("tile.label", { features: tileFeatures(tiles, name) });
}

/** A picture of tile `name` (of `art`'s tileset) turned to rot; with `piece` ({piece, role, segment, colour}) standing
 * where it was put.
 * @param {TileArt} art @param {string} name @param {number} [rot] @param {PicturePiece | null} [piece]
 * @returns {HTMLCanvasElement} */
export function tilePicture(art, name, rot = 0, piece = null) {
  const canvas = document.createElement("canvas");
  canvas.width = canvas.height = PICTURE_PX;
  canvas.className = "tile-pic";
  canvas.dataset.tile = name;
  canvas.setAttribute("role", "img");
  canvas.setAttribute("aria-label", canvas.title = tileWords(art.tiles, name));
  const ctx = canvas.getContext("2d");
  art.draw(ctx, name, rot, 0, 0, PICTURE_PX, 1);
  if (piece?.segment != null) {
    const [x, y] = rotatePoint(art.anchor(name, piece.segment), rot);
    art.drawPiece(ctx, { ...piece, x: x * PICTURE_PX, y: y * PICTURE_PX, size: PICTURE_PX * 0.46 });
  }
  return canvas;
}

/** `text` as a list of strings and pictures: each {tile} becomes `tile` (a node), each {tiles} the nodes `tiles`
 * (a missing one left out). @param {string} text @param {{tile?: Node | null, tiles?: (Node | null)[]}} [pictures]
 * @returns {(string | Node)[]} */
export function withPictures(text, { tile = null, tiles = [] } = {}) {
  // The cast: tsc infers the parts' type from one branch (strings) and would refuse the nodes.
  return text.split(/(\{tiles?\})/)
    .flatMap((part) => /** @type {(string | Node)[]} */ (part === "{tile}" ? [tile]
      : part === "{tiles}" ? tiles : [part]))
    .filter((part) => part != null && part !== "");
}
