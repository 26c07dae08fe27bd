// Shapes of one Hunters & Gatherers tile type, derived only from the engine's tileset data (edges, segments, their
// tokens and which rivers end in which lake), with the square-tile geometry every game shares (js/board/tilegeom.js):
// a forest is an area holding whole edges, a river a band that runs from edge to edge or ends in a lake or a spring,
// a lake a pool placed where its rivers meet, a meadow an area flooded from its half-edges. Then where each piece
// stands and where each token (animal, fish, menhir, power) is drawn, clear of one another.
// No rules here: this decides where to draw, never what connects.

import {
  CENTRE as C, EDGE_MID, GRID, INWARD, bestCell, cellAt, cellCentre, cellsPath, chamfer, edgeAreaShape, edgeIndices,
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
/** A forest: an area holding whole edges; rims: the curves across its open side (its tree line).
 * @typedef {{seg: Seg, kind: "forest", path: Path2D, box: Box, rims: Quad[], anchor: Point}} Forest */
/** A lake: a pool where its rivers meet. @typedef {{seg: Seg, kind: "lake", path: Path2D, at: Point, radius: number,
 * anchor: Point}} Lake */
/** A river: a band from edge to edge, or from its edge to the lake that links it or to a spring; shown: the stretch
 * of its first stroke not under a lake, [from, to] as fractions of it.
 * @typedef {{seg: Seg, kind: "river", path: Path2D, strokes: Quad[], width: number, lake?: Lake, box?: Box,
 *   shown: [number, number], anchor: Point}} River */
/** Where a river with one edge and no lake rises. @typedef {{seg: Seg, at: Point}} Spring */
/** A meadow: the raster cells flooded from its half-edges. @typedef {{seg: Seg, kind: "meadow", path: Path2D,
 * anchor: Point}} Meadow */
/** A token drawn on the tile: a circle of radius r at `at`, on segment `seg` (an id); angle: the heading of a fish or
 * a boat along its water (radians), none for one drawn upright.
 * @typedef {{token: string, at: Point, r: number, angle?: number, seg: number}} TokenSpot */
/**
 * A Hunters & Gatherers tile type's geometry, in its unrotated unit square.
 * @typedef {object} HuntersGeometry
 * @property {string} name the tile type's
 * @property {Map<number, Forest | River | Lake | Meadow>} segments by segment id
 * @property {Forest[]} forests
 * @property {River[]} rivers
 * @property {Lake[]} lakes
 * @property {Meadow[]} meadows
 * @property {Spring[]} springs
 * @property {TokenSpot[]} tokens
 * @property {Point[]} hedges points along the borders between meadows that touch
 * @property {Int32Array} label the segment id of each cell of the raster, row by row (-1: none)
 * @property {number} grid the raster's side, in cells
 */

const RIVER_WIDTH = 0.15;
const LAKE_RADIUS = 0.19;
export const SPRING_RADIUS = 0.055;
// Slimmer woods than Carcassonne's cities: a bay of meadow under a forest must hold a lake, an animal or a hunter.
const FOREST_CURVES = { bay: -0.2, corner: -0.22, cap: 0 };

// Tokens drawn in a meadow, biggest first (the roomiest spots go to them), and the radius each wants.
/** @type {Object<string, number>} */
const MEADOW_TOKENS = { mammoth: 0.175, aurochs: 0.165, tiger: 0.16, deer: 0.155,
  fire: 0.19, shaman: 0.19, hunting_trap: 0.19, pit_trap: 0.19 };
/** @type {Object<string, number>} */
const FOREST_TOKENS = { menhir: 0.1, mushrooms: 0.105 };
const LAKE_BOATS = ["canoe", "raft"];

/** @param {Point} a @param {Point} b */
const dist = (a, b) => Math.hypot(a[0] - b[0], a[1] - b[1]);

/** The tokens of a segment as a list, one entry per item, in the order of `order` (a {token: radius} table).
 * @param {Segment} seg @param {Object<string, number>} order @returns {string[]} */
function tokenList(seg, order) {
  return Object.keys(order).flatMap((k) => Array(seg.tokens?.[k] || 0).fill(k));
}

/** Geometry of a tile type: per segment its kind, outline (Path2D), anchor for a piece; and where its tokens go.
 * @param {Tile} tile @returns {HuntersGeometry} */
export function buildTileGeometry(tile) {
  const ctx = probeContext();
  /** @type {Seg[]} */
  const segs = tile.segments.map((s) => ({ ...s, edgeIdx: edgeIndices(s.edges) }));
  // The tokens, hedges and raster are added with the pieces' anchors (rasterise), once every shape is known.
  const geo = /** @type {HuntersGeometry} */ ({
    name: tile.name, segments: new Map(), forests: [], rivers: [], lakes: [], meadows: [], springs: [] });
  /** @template {Forest | River} T @param {T[]} list @param {T} g @returns {T} */
  const add = (list, g) => {
    list.push(g);
    geo.segments.set(g.seg.id, g);
    return g;
  };

  for (const s of segs.filter((s) => s.kind === "forest")) {
    const shape = edgeAreaShape(s.edgeIdx, FOREST_CURVES);
    // Its anchor comes with the raster.
    add(geo.forests, /** @type {Forest} */ ({ seg: s, kind: "forest", path: shape.path, box: shape.box,
      rims: shape.rims }));
  }
  /** @param {Point} p */
  const inForest = (p) => geo.forests.some((f) => inFill(ctx, f, p));

  // Rivers from edge to edge first: lakes keep clear of them.
  for (const s of segs.filter((s) => s.kind === "river" && s.edgeIdx.length === 2)) {
    const shape = lineShape(s.edgeIdx, () => C);
    // Its anchor and the stretch of it shown come with the raster, as a spring's below.
    add(geo.rivers, /** @type {River} */ ({ seg: s, kind: "river", path: shape.path, strokes: shape.strokes,
      width: RIVER_WIDTH }));
  }
  placeLakes(geo, segs, ctx, inForest);

  // A river with one edge ends in the lake that links it, or in a spring. A spring goes on until something stops it
  // (a forest, a lake, another river) when the meadows on its two banks differ, so it is seen to part them.
  /** @type {Map<string, number>} half-edge -> the meadow there */
  const meadowAt = new Map();
  for (const s of segs) if (s.kind === "meadow") for (const h of s.edges || []) meadowAt.set(h, s.id);
  for (const s of segs.filter((s) => s.kind === "river" && s.edgeIdx.length === 1)) {
    const i = s.edgeIdx[0];
    const a = EDGE_MID[i];
    const lake = geo.lakes.find((l) => (l.seg.links || []).includes(s.id));
    /** @type {Point} */
    let to;
    if (lake) {
      to = lake.at;
    } else {
      const side = "NESW"[i];
      const parts = meadowAt.get(side + "L") !== meadowAt.get(side + "R");
      to = springEnd(geo, ctx, i, parts ? 0.97 : 0.42, inForest);
      geo.springs.push({ seg: s, at: to });
    }
    // Leave the edge straight on, then bend to the end: a river meets its neighbour tile square on.
    const reach = dist(a, to);
    /** @type {Point} */
    const ctrl = [a[0] + INWARD[i][0] * reach * 0.5, a[1] + INWARD[i][1] * reach * 0.5];
    const path = new Path2D();
    path.moveTo(...a);
    path.quadraticCurveTo(...ctrl, ...to);
    add(geo.rivers, /** @type {River} */ ({ seg: s, kind: "river", path, strokes: [{ from: a, ctrl, to }],
      width: RIVER_WIDTH, lake }));
  }

  rasterise(geo, segs, ctx);
  return geo;
}

/** Where each lake lies: near the edges of the rivers it ends (two lakes on a tile each go their rivers' way), moved
 * off forests and rivers to the roomiest spot near there; a lake shrinks where room is short.
 * @param {HuntersGeometry} geo @param {Seg[]} segs @param {HitContext} ctx @param {(p: Point) => boolean} inForest */
function placeLakes(geo, segs, ctx, inForest) {
  const lakes = segs.filter((s) => s.kind === "lake");
  if (!lakes.length) return;
  const n = GRID;
  const blocked = new Int32Array(n * n); // 1 where a lake may not lie: woods, rivers, lakes already placed
  for (let k = 0; k < n * n; k++) {
    const p = cellCentre(k, n);
    const wet = geo.rivers.some((r) => inStroke(ctx, r, p, r.width + 0.06));
    blocked[k] = inForest(p) || wet ? 1 : 0;
  }
  const riverEdge = new Map(segs.filter((s) => s.kind === "river").map((s) => [s.id, s.edgeIdx[0]]));
  for (const s of lakes) {
    const ends = (s.links || []).map((id) => EDGE_MID[riverEdge.get(id)]).filter(Boolean);
    const mean = ends.length ? ends.reduce((m, p) => [m[0] + p[0] / ends.length, m[1] + p[1] / ends.length], [0, 0]) : C;
    const want = mix(C, mean, lakes.length > 1 ? 0.62 : 0.2);
    const depth = chamfer(blocked, n, (v) => v === 0);
    const r = lakes.length > 1 ? LAKE_RADIUS * 0.8 : LAKE_RADIUS;
    const at = bestCell(depth, n, (d, p) => Math.min(d, r + 0.03) - 0.5 * dist(p, want)) || want;
    const radius = Math.max(0.09, Math.min(r, depth[cellAt(at, n)] / n - 0.035));
    const path = new Path2D();
    path.ellipse(at[0], at[1], radius, radius * 0.88, 0, 0, Math.PI * 2);
    /** @type {Lake} */
    const g = { seg: s, kind: "lake", path, at, radius, anchor: at };
    geo.lakes.push(g);
    geo.segments.set(s.id, g);
    for (let k = 0; k < n * n; k++) if (dist(cellCentre(k, n), at) < radius + 0.05) blocked[k] = 1;
  }
}

/** The end of a spring river from edge i: straight in, up to `reach` across the tile or until a forest, a lake or
 * another river is near. @param {HuntersGeometry} geo @param {HitContext} ctx @param {number} i
 * @param {number} reach @param {(p: Point) => boolean} inForest @returns {Point} */
function springEnd(geo, ctx, i, reach, inForest) {
  const a = EDGE_MID[i], dir = INWARD[i];
  /** @type {(d: number) => Point} */
  const at = (d) => [a[0] + dir[0] * d, a[1] + dir[1] * d];
  /** @param {Point} p */
  const blocked = (p) => inForest(p) || geo.lakes.some((l) => dist(p, l.at) < l.radius + 0.02) ||
    geo.rivers.some((r) => inStroke(ctx, r, p, r.width));
  let d = 0.12;
  while (d < reach && !blocked(at(d + SPRING_RADIUS + 0.01))) d += 0.01;
  return at(d);
}

/** Label a GRID x GRID raster with segments, flood the meadows from their half-edges, then place pieces and tokens.
 * @param {HuntersGeometry} geo @param {Seg[]} segs @param {HitContext} ctx */
function rasterise(geo, segs, ctx) {
  const n = GRID;
  const label = new Int32Array(n * n).fill(-1);
  for (let k = 0; k < n * n; k++) {
    const p = cellCentre(k, n);
    for (const r of geo.rivers) if (inStroke(ctx, r, p, r.width + 0.03)) label[k] = r.seg.id;
    for (const s of geo.springs) if (dist(p, s.at) < SPRING_RADIUS + 0.015) label[k] = s.seg.id;
    for (const l of geo.lakes) if (dist(p, l.at) < l.radius + 0.02) label[k] = l.seg.id;
    for (const f of geo.forests) if (inFill(ctx, f, p)) label[k] = f.seg.id;
  }
  const meadows = segs.filter((s) => s.kind === "meadow");
  floodFromHalfEdges(label, n, meadows);

  // Everything placed so far, as circles {at, r}: pieces' spots and tokens keep clear of one another.
  /** @type {{at: Point, r: number}[]} */
  const taken = [];
  /** @param {Point} p */
  const clearance = (p) => taken.reduce((m, t) => Math.min(m, dist(p, t.at) - t.r), 1);

  for (const f of geo.forests) {
    f.anchor = bestCell(chamfer(label, n, (v) => v === f.seg.id), n) || [0.5, 0.5];
    taken.push({ at: f.anchor, r: 0.12 });
  }
  for (const r of geo.rivers) {
    // The stretch one can see: a river running into a lake is partly covered by it.
    const open = [];
    for (let t = 0; t <= 1.0001; t += 0.05) {
      const p = quadAt(r.strokes[0], t);
      if (!geo.lakes.some((l) => dist(p, l.at) < l.radius + 0.01)) open.push(t);
      else if (open.length) break;
    }
    r.shown = open.length ? [open[0], open[open.length - 1]] : [0, 1];
    r.anchor = quadAt(r.strokes[0], (r.shown[0] + r.shown[1]) / 2);
    taken.push({ at: r.anchor, r: 0.1 });
  }
  for (const l of geo.lakes) taken.push({ at: l.at, r: l.radius });

  // Meadows: tokens first (they are on the tile for good), then the hunter's spot in the room that is left.
  geo.tokens = [];
  for (const s of meadows) {
    const depth = chamfer(label, n, (v) => v === s.id);
    for (const token of tokenList(s, MEADOW_TOKENS)) {
      const want = MEADOW_TOKENS[token];
      // Deep enough to hold it, then as clear of the rest as can be, but no further: a token keeps to the middle.
      const at = bestCell(depth, n, (d, p) => 2 * Math.min(d, want) + 0.6 * Math.min(0.12, clearance(p) - want * 0.6));
      if (!at) continue;
      const room = Math.min(depth[cellAt(at, n)] / n + 0.005, clearance(at) - 0.005);
      const r = Math.max(0.08, Math.min(want, room));
      geo.tokens.push({ token, at, r, seg: s.id });
      taken.push({ at, r });
    }
    const anchor = bestCell(depth, n, (d, p) => 2 * Math.min(d, 0.12) + 0.5 * Math.min(0.3, clearance(p))) || [0.5, 0.5];
    /** @type {Meadow} */
    const g = { seg: s, kind: "meadow", path: cellsPath(label, n, s.id), anchor };
    taken.push({ at: anchor, r: 0.1 });
    geo.meadows.push(g);
    geo.segments.set(s.id, g);
  }

  // A menhir or mushrooms stand in a clearing of their forest, away from the gatherer's spot.
  for (const f of geo.forests) {
    const depth = chamfer(label, n, (v) => v === f.seg.id);
    for (const token of tokenList(f.seg, FOREST_TOKENS)) {
      const want = FOREST_TOKENS[token];
      const at = bestCell(depth, n, (d, p) => 2 * Math.min(d, want + 0.02) + Math.min(0.2, clearance(p))) || f.anchor;
      geo.tokens.push({ token, at, r: want, seg: f.seg.id });
      taken.push({ at, r: want });
    }
  }

  // Fish swim along their river, either side of the fisher's spot; a lake's fish and boat ring its middle, where a
  // hut stands.
  for (const r of geo.rivers) {
    const fish = r.seg.tokens?.fish || 0;
    const [t0, t1] = r.shown;
    const ts = fish === 1 ? [0.22] : Array.from({ length: fish }, (_, i) => (i % 2 ? 0.82 : 0.18) + Math.floor(i / 2) * 0.08);
    for (const t of ts.map((u) => t0 + (t1 - t0) * u)) {
      const s = r.strokes[0];
      const a = quadAt(s, Math.max(0, t - 0.02)), b = quadAt(s, Math.min(1, t + 0.02));
      geo.tokens.push({ token: "fish", at: quadAt(s, t), r: 0.06, angle: Math.atan2(b[1] - a[1], b[0] - a[0]), seg: r.seg.id });
    }
  }
  for (const l of geo.lakes) {
    const items = [...LAKE_BOATS.filter((b) => l.seg.tokens?.[b]), ...Array(l.seg.tokens?.fish || 0).fill("fish")];
    const ring = l.radius * (items.length > 1 ? 0.55 : 0.45);
    const r = Math.min(0.065, l.radius * (items.length > 2 ? 0.36 : 0.42));
    items.forEach((token, i) => {
      const a = -Math.PI / 2 + Math.PI / 5 + (i / items.length) * Math.PI * 2;
      /** @type {Point} */
      const at = [l.at[0] + Math.cos(a) * ring, l.at[1] + Math.sin(a) * ring * 0.88];
      geo.tokens.push({ token, at, r: token === "fish" ? r : Math.max(r, l.radius * 0.45), angle: a + Math.PI / 2, seg: l.seg.id });
    });
  }

  geo.hedges = meadowBorders(label, n, new Set(meadows.map((m) => m.id)));
  geo.label = label;
  geo.grid = n;
}

/** Points along the borders between two different meadows that touch with nothing between them: the art lines them
 * with low bushes, so a player sees where one meadow ends and the next begins.
 * @param {Int32Array} label @param {number} n @param {Set<number>} ids the meadows' @returns {Point[]} */
function meadowBorders(label, n, ids) {
  /** @type {Point[]} */
  const points = [];
  for (let y = 0; y < n; y++) for (let x = 0; x < n; x++) {
    const a = label[y * n + x];
    if (!ids.has(a)) continue;
    if (x + 1 < n && ids.has(label[y * n + x + 1]) && label[y * n + x + 1] !== a) points.push([(x + 1) / n, (y + 0.5) / n]);
    if (y + 1 < n && ids.has(label[(y + 1) * n + x]) && label[(y + 1) * n + x] !== a) points.push([(x + 0.5) / n, (y + 1) / n]);
  }
  return points;
}
