// Shapes of one Carcassonne tile type, derived only from the engine's tileset data (edges and segments), with the
// square-tile geometry every game shares (js/board/tilegeom.js): a city is an area holding whole edges, a road or river a
// band, a field an area flooded from its half-edges.
// No rules here: this decides where to draw a feature and where its piece stands, never what connects.

import {
  CENTRE as C, EDGE_MID, GRID, bestCell, cellCentre, cellsPath, chamfer, edgeAreaShape, edgeIndices,
  floodFromHalfEdges, inFill, inStroke, lineShape, mix, probeContext, quadAt,
} from "../../board/tilegeom.js";

/** @typedef {import("../../engine/types.js").Tile} Tile */
/** @typedef {import("../../engine/types.js").Segment} Segment */
/** @typedef {import("../../board/tilegeom.js").Point} Point */
/** @typedef {import("../../board/tilegeom.js").Quad} Quad */
/** @typedef {import("../../board/tilegeom.js").Box} Box */
/** @typedef {import("../../board/tilegeom.js").HitContext} HitContext */
/** A segment of the tile data, with the edges it touches as sorted edge numbers (0-3).
 * @typedef {Segment & {edgeIdx: number[]}} Seg */
/** A city: an area holding whole edges, walled across its open side; its pennants' shields beside the knight's spot.
 * @typedef {{seg: Seg, kind: "city", path: Path2D, box: Box, walls: Quad[], pennants: number, anchor: Point,
 *   pennantAt: Point[]}} City */
/** A road: a band between edges, or from each edge to where it stops. @typedef {{seg: Seg, kind: "road",
 * path: Path2D, strokes: Quad[], width: number, box?: Box, anchor: Point}} Road */
/** A river: a band, with a pond at the tile's middle where it has one edge (its spring or its lake).
 * @typedef {{seg: Seg, kind: "river", path: Path2D, strokes: Quad[], width: number, pond: Point | null, box?: Box,
 *   anchor: Point}} River */
/** A cloister, or a landmark where Sightseeing puts one, at the tile's middle. @typedef {{seg: Seg,
 * kind: "cloister", path: Path2D, at: Point, landmark: boolean, anchor: Point}} Cloister */
/** A garden: a round hedge in the roomiest bit of field. @typedef {{seg: Seg, kind: "garden", path: Path2D,
 * at: Point, radius: number, anchor: Point}} Garden */
/** A field: the raster cells flooded from its half-edges. @typedef {{seg: Seg, kind: "field", path: Path2D,
 * anchor: Point}} Field */
/** A point of a road's centre line over water, and the road's normal there.
 * @typedef {{p: Point, n: Point}} BridgePoint */
/**
 * A Carcassonne tile type's geometry, in its unrotated unit square.
 * @typedef {object} CarcassonneGeometry
 * @property {string} name the tile type's
 * @property {Map<number, City | Road | River | Cloister | Garden | Field>} segments by segment id
 * @property {City[]} cities
 * @property {Road[]} roads
 * @property {River[]} rivers
 * @property {(Cloister | Garden)[]} centre
 * @property {Field[]} fields
 * @property {BridgePoint[][]} bridges the stretches of road centre line that lie over a river
 * @property {boolean} junction a hamlet stands where dead-end roads meet
 * @property {[number, number, number][]} trees [x, y, radius] each
 * @property {Int32Array} label the segment id of each cell of the raster, row by row (-1: none, -2: the hamlet)
 * @property {number} grid the raster's side, in cells
 */

export const ROAD_WIDTH = 0.11;
export const RIVER_WIDTH = 0.17;
export const POND_RADIUS = 0.15;
export const CLOISTER_RADIUS = 0.21;
export const GARDEN_RADIUS = 0.13;

/** Geometry of a tile type: per segment its kind, outline (Path2D), anchor for a piece, and extras.
 * @param {Tile} tile @returns {CarcassonneGeometry} */
export function buildTileGeometry(tile) {
  const ctx = probeContext();
  /** @type {Seg[]} */
  const segs = tile.segments.map((s) => ({ ...s, edgeIdx: edgeIndices(s.edges) }));
  // The bridges, junction, trees and raster are added below, once the shapes they depend on are known.
  const geo = /** @type {CarcassonneGeometry} */ ({
    name: tile.name, segments: new Map(), cities: [], roads: [], rivers: [], centre: [], fields: [] });

  for (const s of segs.filter((s) => s.kind === "city")) {
    const shape = edgeAreaShape(s.edgeIdx);
    // Its anchor and its pennants' places come with the raster.
    const g = /** @type {City} */ ({ seg: s, kind: "city", path: shape.path, box: shape.box, walls: shape.rims,
      pennants: s.pennants || 0 });
    geo.cities.push(g);
    geo.segments.set(s.id, g);
  }
  /** @param {Point} p */
  const inCity = (p) => geo.cities.some((c) => inFill(ctx, c, p));

  for (const s of segs.filter((s) => s.kind === "river")) {
    const shape = lineShape(s.edgeIdx, () => C);
    // Its anchor comes with the raster.
    const g = /** @type {River} */ ({ seg: s, kind: "river", path: shape.path, strokes: shape.strokes,
                width: RIVER_WIDTH, pond: s.edgeIdx.length === 1 ? C : null });
    geo.rivers.push(g);
    geo.segments.set(s.id, g);
  }
  /** @param {Point} p */
  const inRiver = (p) => geo.rivers.some((r) =>
    inStroke(ctx, r, p, RIVER_WIDTH) || (r.pond && Math.hypot(p[0] - 0.5, p[1] - 0.5) < POND_RADIUS));

  const hasCentre = segs.some((s) => s.kind === "cloister");
  // A dead-end road stops at the centre; where a river runs there it crosses (a bridge) and goes on to a city.
  /** @param {number} i @returns {Point} */
  const roadEnd = (i) => {
    if (!inRiver(C)) return C;
    const a = EDGE_MID[i], b = EDGE_MID[(i + 2) % 4];
    for (let t = 0.5; t <= 1; t += 0.02) {
      const p = mix(a, b, t);
      if (inCity(p)) return mix(a, b, t + 0.04);
      if (!inRiver(p) && !geo.cities.length) return p;
    }
    return C;
  };
  for (const s of segs.filter((s) => s.kind === "road")) {
    const shape = lineShape(s.edgeIdx, roadEnd);
    // Its anchor comes with the raster.
    const g = /** @type {Road} */ ({ seg: s, kind: "road", path: shape.path, strokes: shape.strokes,
      width: ROAD_WIDTH });
    geo.roads.push(g);
    geo.segments.set(s.id, g);
  }
  // Bridges: the stretches of road centre line that lie over a river, with the road's normal there.
  geo.bridges = [];
  for (const r of geo.roads) for (const s of r.strokes) {
    /** @type {BridgePoint[]} */
    let run = [];
    for (let t = 0; t <= 1.0001; t += 1 / 40) {
      const p = quadAt(s, t);
      const q = quadAt(s, Math.min(1, t + 0.01)), o = quadAt(s, Math.max(0, t - 0.01));
      const len = Math.hypot(q[0] - o[0], q[1] - o[1]) || 1;
      const wet = geo.rivers.some((rv) => inStroke(ctx, rv, p, RIVER_WIDTH + 0.07));
      if (wet) run.push({ p, n: [-(q[1] - o[1]) / len, (q[0] - o[0]) / len] });
      else if (run.length) { geo.bridges.push(run); run = []; }
    }
    if (run.length) geo.bridges.push(run);
  }
  // A hamlet marks where dead-end roads meet, unless a cloister or a city already stands there.
  const deadEnds = geo.roads.filter((r) => r.seg.edgeIdx.length !== 2).length;
  geo.junction = deadEnds > 0 && !hasCentre && !inCity(C) && !inRiver(C);

  for (const s of segs.filter((s) => s.kind === "cloister")) {
    const path = new Path2D();
    path.arc(0.5, 0.5, CLOISTER_RADIUS, 0, Math.PI * 2);
    /** @type {Cloister} */
    const g = { seg: s, kind: "cloister", path, at: C, landmark: !!s.landmark, anchor: [0.5, 0.52] };
    geo.centre.push(g);
    geo.segments.set(s.id, g);
  }

  rasterise(geo, segs, ctx);
  return geo;
}

/** Label a GRID x GRID raster with segments, flood the fields from their half-edges, then pick anchors.
 * @param {CarcassonneGeometry} geo @param {Seg[]} segs @param {HitContext} ctx */
function rasterise(geo, segs, ctx) {
  const n = GRID;
  const label = new Int32Array(n * n).fill(-1);
  /** @param {number} k */
  const cell = (k) => cellCentre(k, n);
  const BLOCK = -2;
  for (let k = 0; k < n * n; k++) {
    const p = cell(k);
    for (const r of geo.rivers) {
      if (inStroke(ctx, r, p, r.width + 0.03) || (r.pond && Math.hypot(p[0] - 0.5, p[1] - 0.5) < POND_RADIUS + 0.02)) label[k] = r.seg.id;
    }
    for (const r of geo.roads) if (inStroke(ctx, r, p, r.width + 0.03)) label[k] = r.seg.id;
    if (geo.junction && Math.hypot(p[0] - 0.5, p[1] - 0.5) < 0.09) label[k] = BLOCK;
    for (const c of geo.cities) if (inFill(ctx, c, p)) label[k] = c.seg.id;
    for (const c of geo.centre) if (Math.hypot(p[0] - 0.5, p[1] - 0.5) < CLOISTER_RADIUS) label[k] = c.seg.id;
  }

  const fields = segs.filter((s) => s.kind === "field");
  floodFromHalfEdges(label, n, fields);

  /** @param {number} id */
  const distanceInside = (id) => chamfer(label, n, (v) => v === id);
  /** @type {Point[]} */
  const anchors = [];
  /** @param {ArrayLike<number>} dist @param {(depth: number, point: Point) => number} [score] */
  const best = (dist, score) => bestCell(dist, n, score);
  /** @param {Point} p @param {number} d */
  const awayFrom = (p, d) => Math.min(1, anchors.reduce((m, a) => Math.min(m, Math.hypot(a[0] - p[0], a[1] - p[1])), 1) / d);

  for (const c of geo.centre) anchors.push(c.anchor);
  for (const r of [...geo.roads, ...geo.rivers]) {
    // The middle of the part one can see: a road running into a city or a cloister is partly covered.
    const s = r.strokes[0];
    const open = [];
    for (let t = 0.05; t <= 0.95; t += 0.05) {
      const p = quadAt(s, t);
      const k = Math.min(n - 1, Math.floor(p[1] * n)) * n + Math.min(n - 1, Math.floor(p[0] * n));
      const cover = geo.segments.get(label[k]);
      if (!cover || (cover.kind !== "city" && cover.kind !== "cloister")) open.push(t);
    }
    const mid = open.length ? (open[0] + open[open.length - 1]) / 2 : 0.5;
    r.anchor = quadAt(s, r.strokes.length === 1 && r.seg.edgeIdx.length === 2 ? 0.5 : Math.min(mid, 0.45));
    anchors.push(r.anchor);
  }
  for (const c of geo.cities) {
    const dist = distanceInside(c.seg.id);
    c.anchor = best(dist) || [0.5, 0.5];
    anchors.push(c.anchor);
    // Pennants go beside the knight's spot, still well inside the walls.
    c.pennantAt = [];
    for (let i = 0; i < c.pennants; i++) {
      const p = best(dist, (d, q) => Math.min(d, 0.09) + 0.6 * Math.min(0.3, Math.min(...[c.anchor, ...c.pennantAt].map((a) => Math.hypot(a[0] - q[0], a[1] - q[1])))));
      c.pennantAt.push(p || c.anchor);
    }
  }

  // Gardens sit in the roomiest bit of field, away from everything else.
  const fieldIds = new Set(fields.map((f) => f.id));
  for (const s of segs.filter((s) => s.kind === "garden")) {
    const dist = chamfer(label, n, (v) => fieldIds.has(v));
    const at = best(dist, (d, p) => Math.min(d, 0.2) + 0.1 * awayFrom(p, 0.4)) || [0.5, 0.5];
    // Shrink the garden where the field is narrow (a bay under a big city), so it never covers a wall.
    const k = Math.min(n - 1, Math.floor(at[1] * n)) * n + Math.min(n - 1, Math.floor(at[0] * n));
    const radius = Math.max(0.07, Math.min(GARDEN_RADIUS, (dist[k] - 1.6) / n));
    const path = new Path2D();
    path.arc(at[0], at[1], radius, 0, Math.PI * 2);
    /** @type {Garden} */
    const g = { seg: s, kind: "garden", path, at, radius, anchor: at };
    geo.centre.push(g);
    geo.segments.set(s.id, g);
    anchors.push(at);
    for (let m = 0; m < n * n; m++) {
      const p = cell(m);
      if (Math.hypot(p[0] - at[0], p[1] - at[1]) < radius + 0.02) label[m] = s.id;
    }
  }

  for (const f of fields) {
    const dist = distanceInside(f.id);
    const anchor = best(dist, (d, p) => 2 * Math.min(d, 0.16) + 0.16 * awayFrom(p, 0.42)) || [0.5, 0.5];
    /** @type {Field} */
    const g = { seg: f, kind: "field", path: cellsPath(label, n, f.id), anchor };
    anchors.push(anchor);
    geo.fields.push(g);
    geo.segments.set(f.id, g);
  }
  geo.trees = placeTrees(geo.name, label, n, fields.map((f) => f.id), anchors);
  geo.label = label;
  geo.grid = n;
}

/** A few trees on roomy field cells, clear of every piece anchor, the same for every copy of a tile type.
 * @param {string} name @param {Int32Array} label @param {number} n @param {number[]} fieldIds
 * @param {Point[]} anchors @returns {[number, number, number][]} [x, y, radius] each */
function placeTrees(name, label, n, fieldIds, anchors) {
  const ids = new Set(fieldIds);
  const dist = chamfer(label, n, (v) => ids.has(v));
  let seed = [...name].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) >>> 0, 7);
  const rnd = () => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 4294967296);
  /** @type {[number, number, number][]} */
  const trees = [];
  for (let tries = 0; tries < 60 && trees.length < 3; tries++) {
    const k = Math.floor(rnd() * n * n);
    if (dist[k] < 4) continue;
    const p = [((k % n) + 0.5) / n, (Math.floor(k / n) + 0.5) / n];
    /** @param {number[]} q @param {number} d */
    const clear = (q, d) => Math.hypot(q[0] - p[0], q[1] - p[1]) > d;
    if (!anchors.every((a) => clear(a, 0.17)) || !trees.every((t) => clear(t, 0.2))) continue;
    trees.push([p[0], p[1], Math.min((dist[k] - 2) / n, 0.035 + rnd() * 0.02)]);
  }
  return trees;
}
