// The board on screen: its canvas, camera and renderer, a frame per change (more only while something moves), and
// where the camera goes: after each move, to the whole board, to the tile being chosen (at once, without gliding,
// when the system asks for reduced motion).

import { Camera } from "./camera.js";
import { BoardRenderer } from "./render.js";
import { reducedMotion } from "./motion.js";

/** @typedef {import("../engine/types.js").View} View */
/** @typedef {import("../engine/types.js").PlacedTile} PlacedTile */
/** @typedef {import("./camera.js").BoardBox} BoardBox */
/** @typedef {import("./tilegeom.js").Spot} Spot */
/** @typedef {import("./render.js").Scene} Scene */
/** @typedef {import("./render.js").Square} Square */
/** @typedef {import("./render.js").Tentative} Tentative */
/** A page point (CSS px). @typedef {{x: number, y: number}} PagePoint */

const SPOT_SCALE = 124; // px per tile at which a tile's piece spots are easy to tell apart and tap

/** The least scale (px per tile) a tile with `spots` piece spots is shown at while one is chosen: a crowded tile
 * shows its spots larger. @param {number} spots @returns {number} */
export function spotScale(spots) {
  return SPOT_SCALE * (spots > 8 ? 1.5 : spots > 3 ? 1.2 : 1);
}

/** The smallest box of board squares holding every point {x, y}, or null for none. @param {Square[]} points
 * @returns {BoardBox | null} */
function boardBox(points) {
  const box = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity };
  for (const p of points) {
    box.x0 = Math.min(box.x0, p.x);
    box.y0 = Math.min(box.y0, p.y);
    box.x1 = Math.max(box.x1, p.x);
    box.y1 = Math.max(box.y1, p.y);
  }
  return Number.isFinite(box.x0) ? box : null;
}

export class MapCanvas {
  /** scene() -> what to draw now (see BoardRenderer.draw), asked once per frame.
   * @param {HTMLCanvasElement} canvas @param {() => Scene | null} scene null: nothing yet (the table top alone) */
  constructor(canvas, scene) {
    this.canvas = canvas;
    this.scene = scene;
    this.camera = new Camera();
    this.renderer = new BoardRenderer(canvas, this.camera, null);
    this.frameRequested = false;
    this.lastFrame = 0;
    new ResizeObserver(() => {
      if (this.renderer.fit()) this.redraw();
    }).observe(canvas);
  }

  /** Ask for one frame; frames keep coming only while the camera glides or a scoring glows. */
  redraw() {
    if (this.frameRequested) return;
    this.frameRequested = true;
    requestAnimationFrame((now) => this.frame(now));
  }

  /** Draw one frame at animation time `now` (ms), and ask for the next while something moves. @param {number} now */
  frame(now) {
    this.frameRequested = false;
    const dt = this.lastFrame ? Math.min(100, now - this.lastFrame) : 16;
    this.lastFrame = now;
    this.renderer.fit();
    if (reducedMotion()) this.camera.settle(); // the view jumps where it would glide
    const gliding = this.camera.step(dt);
    const animating = this.renderer.draw(this.scene(), performance.now());
    if (gliding || animating) this.redraw();
    else this.lastFrame = 0;
  }

  /** Zoom about the middle of the board by factor. @param {number} factor */
  zoom(factor) {
    this.camera.zoomAt(factor);
    this.redraw();
  }

  /** A new game's camera: the start tile in the middle, at the size that suits the screen. */
  reset() {
    const camera = this.camera;
    this.renderer.fit();
    camera.cx = 0;
    camera.cy = 0;
    camera.scale = camera.width < 600 ? 78 : 104;
    camera.target = null;
  }

  /** End any glide at once and draw. */
  settle() {
    this.camera.settle();
    this.redraw();
  }

  /** Keep the last placed tile and every square where the tile in hand fits in view. @param {View} view */
  followPlay(view) {
    const points = (view.placements || []).map((p) => ({ x: p.x, y: p.y }));
    if (view.last_placed) points.push(view.last_placed);
    for (const a of view.question?.answers || []) if (a.piece_at) points.push(a.piece_at); // the pieces it is about
    const box = boardBox(points.length ? points : view.board);
    if (box) this.camera.follow(box);
  }

  /** Glide to show every tile and every free square where the tile in hand fits. @param {View} view */
  showWhole(view) {
    const box = boardBox([...view.board, ...(view.placements || [])]);
    if (box) this.camera.follow(box, 0.6, true);
    this.redraw();
  }

  /** Glide to show squares `points` ({x, y}) with `margin` tiles round them, zoomed in as far as suits them (a
   * reviewed move and the better one). @param {Square[]} points @param {number} [margin] */
  showSquares(points, margin = 1) {
    const box = boardBox(points);
    if (!box) return;
    this.renderer.fit();
    this.camera.follow(box, margin, true);
    this.redraw();
  }

  /** Glide to square x,y, zooming out only if it must. @param {number} x @param {number} y @param {number} [margin] */
  follow(x, y, margin = 1) {
    this.renderer.fit(); // the board's size as the panels leave it now
    this.camera.follow({ x0: x, y0: y, x1: x, y1: y }, margin);
  }

  /** Keep a choice's tentative tile (or its keyboard cursor) in view, zoomed in enough to pick a spot on it.
   * @param {{tentative: Tentative | null, cursor: Square | null} | null} choice a TurnChoice (js/games/turn.js) */
  keepInView(choice) {
    const p = choice?.tentative || choice?.cursor;
    if (!p) return;
    this.renderer.fit(); // the board's size as the panels leave it now
    const spots = choice.tentative ? choice.tentative.options.filter((o) => o.segment != null).length : 0;
    const scale = (this.camera.target || this.camera).scale;
    const wanted = spotScale(spots);
    // Centred in the part of the board nothing covers, no larger than fits there with a little room around.
    if (spots > 1 && scale < wanted) this.camera.focus(p.x, p.y, wanted, 1.2);
    else this.follow(p.x, p.y, 0.8);
  }

  /** Page coordinates of the centre of board square x,y (after any camera glide); inside: within the board.
   * @param {number} x @param {number} y @returns {PagePoint & {inside: boolean}} */
  squareCentre(x, y) {
    this.renderer.fit(); // the panels may have just changed the board's size
    this.camera.settle();
    const r = this.canvas.getBoundingClientRect();
    const [sx, sy] = this.camera.toScreen(x, y);
    return { x: r.left + sx, y: r.top + sy, inside: sx >= 0 && sy >= 0 && sx <= r.width && sy <= r.height };
  }

  /** Page coordinates of the spot of option i of a tentative placement (null for a choice without a spot).
   * @param {Tentative | null} tentative @param {number} i @returns {PagePoint | null} */
  spotCentre(tentative, i) {
    const o = tentative?.options[i];
    if (!o || (o.segment == null && !o.at)) return null;
    this.renderer.fit();
    this.camera.settle();
    this.redraw();
    const r = this.canvas.getBoundingClientRect();
    const [sx, sy] = this.renderer.spotScreen(tentative, i);
    return { x: r.left + sx, y: r.top + sy };
  }

  /** The piece spots of a tentative placement as drawn: {square: {x, y, size}, spots: [{x, y, r, segment} | null]}
   * in page coordinates (null: a choice without a spot on the tile).
   * @param {Tentative | null} tentative
   * @returns {{square: PagePoint & {size: number}, spots: ((PagePoint & {r: number, segment: number}) | null)[]}
   *   | null} */
  spotCircles(tentative) {
    if (!tentative) return null;
    this.renderer.fit();
    this.camera.settle();
    const r = this.canvas.getBoundingClientRect();
    const [sx, sy, size] = this.renderer.square(tentative.x, tentative.y);
    const layout = this.renderer.spotLayout(tentative);
    const spots = tentative.options.map((o, i) => (layout[i] && !o.at
      ? { x: r.left + layout[i][0], y: r.top + layout[i][1], r: layout[i][2], segment: o.segment } : null));
    return { square: { x: r.left + sx, y: r.top + sy, size }, spots };
  }

  /** The piece spots a tile type would show for segments `segments` (ids, repeats allowed) at the least scale the
   * board shows them at: {scale, spots: [{at, r}]} in its unrotated unit square, and the tile's raster of areas
   * ({label, grid}) and which segments are bands (roads, rivers). @param {string} name @param {number[]} segments
   * @returns {{scale: number, spots: Spot[], label: number[], grid: number, bands: Object<number, boolean>}} */
  spotPlan(name, segments) {
    const scale = spotScale(segments.length);
    const geo = this.renderer.art.geometry(name);
    const bands = Object.fromEntries([...geo.segments].map(([id, g]) => [id, !!g.width]));
    return { scale, spots: this.renderer.spotUnits(name, segments, scale), label: [...geo.label], grid: geo.grid, bands };
  }

  /** Page coordinates of the anchor of segment `segment` of a tile on the board ({x, y, tile, rot}), or null.
   * @param {PlacedTile | null | undefined} tile @param {number} segment @returns {PagePoint | null} */
  segmentCentre(tile, segment) {
    if (!tile || !this.renderer.art) return null;
    this.renderer.fit();
    this.camera.settle();
    const r = this.canvas.getBoundingClientRect();
    const [sx, sy] = this.renderer.tilePoint(tile.x, tile.y, tile.rot, this.renderer.art.anchor(tile.tile, segment));
    return { x: r.left + sx, y: r.top + sy };
  }

  /** Centre the view on square x,y at once (what dragging would do). @param {number} x @param {number} y */
  reveal(x, y) {
    this.renderer.fit();
    this.follow(x, y, 1);
    this.settle();
  }
}
