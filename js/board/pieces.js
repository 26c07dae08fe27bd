// Pieces on screen, for every game: a silhouette in its player's colour with a shadow, an outline in the ink that
// reads on that colour, and the player's letter. Each game's pieces.js brings the silhouettes and poses.

import { inkFor } from "./colour.js";

/** @typedef {import("./tileart.js").TileArt} TileArt */
/** @typedef {import("./tilegeom.js").Point} Point */
/**
 * A picture a rules page's "[picture <kind> <words>...]" line draws beyond tiles and maps (a game's rulesPicture
 * makes them, js/games/contract.js; this layer draws the pieces' ones).
 * @typedef {object} RulesPicture
 * @property {number} width in tiles
 * @property {number} height in tiles
 * @property {(ctx: CanvasRenderingContext2D, unit: number, dpr: number) => void} draw
 * @property {string} [caption] the game's own words, else the page's
 */

/**
 * A piece as the renderer and the panels ask for it: where (pixels), how big, in whose colour and letter (none on
 * a spot's faint silhouette, a log's picture or a rules picture).
 * @typedef {{x: number, y: number, size: number, colour: string, letter?: string, alpha?: number,
 *   ring?: string | null}} PieceLook
 */

/**
 * What a game's drawPiece takes: the piece and its role, and its look.
 * @typedef {PieceLook & {piece?: string, role?: string}} PieceToDraw
 */

/** Draw a piece centred at (x, y), size pixels tall: {x, y, size, colour, letter, alpha, ring} as the renderer gives
 * it, in the figure {path, angle, decorate, letterAt}: a Path2D in a box from -0.5 to 0.5, turned by angle;
 * decorate(ctx) adds details in that box after the fill; the letter goes at letterAt ([x, y] in sizes).
 * @param {CanvasRenderingContext2D} ctx @param {PieceLook} look
 * @param {{path: Path2D, angle?: number, decorate?: (ctx: CanvasRenderingContext2D, colour: string) => void, letterAt?: number[]}} figure */
export function drawFigure(ctx, { x, y, size, colour, letter, alpha = 1, ring = null }, { path, angle = 0, decorate, letterAt = [0, 0.1] }) {
  ctx.save();
  ctx.globalAlpha = alpha;
  ctx.translate(x, y);
  if (ring) {
    ctx.beginPath();
    ctx.arc(0, 0, size * 0.56, 0, Math.PI * 2);
    ctx.fillStyle = ring;
    ctx.fill();
  }
  ctx.save();
  ctx.rotate(angle);
  ctx.scale(size, size);
  // Soft shadow so pieces stand off the art.
  ctx.shadowColor = "rgba(0, 0, 0, 0.45)";
  ctx.shadowBlur = size * 0.15;
  ctx.shadowOffsetX = size * 0.04;
  ctx.shadowOffsetY = size * 0.06;
  ctx.fillStyle = colour;
  ctx.fill(path);
  ctx.shadowColor = "transparent";
  ctx.lineJoin = "round";
  ctx.lineWidth = 0.07;
  ctx.strokeStyle = inkFor(colour) === "#ffffff" ? "rgba(255,255,255,0.85)" : "rgba(20,20,20,0.85)";
  ctx.stroke(path);
  decorate?.(ctx, colour);
  ctx.restore();
  if (letter && size >= 11) {
    ctx.fillStyle = inkFor(colour);
    ctx.font = `700 ${Math.round(size * 0.42)}px system-ui, sans-serif`;
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    ctx.fillText(letter, size * letterAt[0], size * letterAt[1]);
  }
  ctx.restore();
}

/** Where a piece stands in a picture of one tile, unit px wide, on the point [x, y] of the tile's unit square, and
 * its size: {x, y, size} as drawFigure takes them, on that point but kept whole inside the tile.
 * @param {Point} point @param {number} unit @returns {{x: number, y: number, size: number}} */
export function pieceInTile([x, y], unit) {
  const size = unit * 0.4, margin = size * 0.55;
  /** @param {number} v */
  const inside = (v) => Math.min(unit - margin, Math.max(margin, v * unit));
  return { x: inside(x), y: inside(y), size };
}

/** A rules picture ({width, height, draw(ctx, unit, dpr)}, in tiles) of a piece in its role on tile `tile` of a
 * game's art, standing on the tile's first segment of kind `kind`, in `colour`. @param {TileArt} art
 * @param {{tile: string, kind: string, piece: string, role: string}} where @param {string} colour
 * @returns {RulesPicture} */
export function pieceOnTile(art, { tile, kind, piece, role }, colour) {
  const segment = art.tiles[tile].segments.find((s) => s.kind === kind).id;
  return {
    width: 1,
    height: 1,
    draw(ctx, unit, dpr) {
      art.draw(ctx, tile, 0, 0, 0, unit, dpr);
      art.drawPiece(ctx, { ...pieceInTile(art.anchor(tile, segment), unit), colour, piece, role });
    },
  };
}
