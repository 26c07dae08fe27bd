// Square-tile geometry shared by every game's art: edges and half-edges of the unit square, the shapes that tile
// data implies (an area holding whole edges, a band between edges), and a coarse raster to flood areas from their
// half-edges and to find roomy spots in them. No game words and no rules: each game's tilegeom.js says which of
// its kinds takes which shape.
//
// Unit square: (0,0) is the north-west corner, (1,1) the south-east one; the tile is unrotated.

/** A point of the unit square, [x, y]. @typedef {[number, number]} Point */
/** A quadratic curve: from, through the pull of ctrl, to. @typedef {{from: Point, ctrl: Point, to: Point}} Quad */
/** A box of the unit square, [x0, y0, x1, y1]. @typedef {[number, number, number, number]} Box */
/** An area holding whole edges (edgeAreaShape): its outline, its rims (the curves across its open side) and its box.
 * @typedef {{path: Path2D, rims: Quad[], box: Box}} AreaShape */
/** A band (lineShape): its centre line as a path and as quadratic curves; box: boxOf its curves' points, made by
 * inStroke on first use. @typedef {{path: Path2D, strokes: Quad[], box?: Box}} BandShape */
/** A piece spot (layoutSpots): a circle centred at `at`, r in tile units. @typedef {{at: Point, r: number}} Spot */
/** What hit tests run on: probeContext's, an OffscreenCanvas's where there is one, else a canvas element's.
 * @typedef {CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D} HitContext */
/** An area to flood (a tile data's segment): its id and its edges, of which the half-edges (NL, NR, ...) seed it.
 * @typedef {{id: number, edges?: string[]}} BorderArea */

/** @type {Object<string, number>} by letter: edgeIndices looks up the first letter of any edge or half-edge name */
export const EDGE_INDEX = { N: 0, E: 1, S: 2, W: 3 };
/** @type {Point[]} */
export const CORNERS = [[0, 0], [1, 0], [1, 1], [0, 1]]; // edge i runs from CORNERS[i] to CORNERS[i+1], clockwise
/** @type {Point[]} */
export const EDGE_MID = [[0.5, 0], [1, 0.5], [0.5, 1], [0, 0.5]];
/** @type {Point} */
export const CENTRE = [0.5, 0.5];
/** @type {Point[]} */
export const INWARD = [[0, 1], [-1, 0], [0, -1], [1, 0]]; // from edge i towards the tile's middle

// Half-edges as stretches of the tile border (api.py: L/R seen from the tile centre).
/** @type {Object<string, [Point, Point]>} indexed by the names tile data gives */
export const HALF = {
  NL: [[0, 0], [0.5, 0]], NR: [[0.5, 0], [1, 0]],
  EL: [[1, 0], [1, 0.5]], ER: [[1, 0.5], [1, 1]],
  SL: [[1, 1], [0.5, 1]], SR: [[0.5, 1], [0, 1]],
  WL: [[0, 1], [0, 0.5]], WR: [[0, 0.5], [0, 0]],
};

export const GRID = 40; // raster used to flood areas and find free spots

/** @type {HitContext | null} */
let probe = null;
/** A small 2D context for hit tests on paths (isPointInPath, isPointInStroke) in unit-square coordinates.
 * @returns {HitContext} */
export function probeContext() {
  if (!probe) {
    const canvas = typeof OffscreenCanvas !== "undefined" ? new OffscreenCanvas(4, 4) : document.createElement("canvas");
    probe = canvas.getContext("2d");
  }
  probe.setTransform(1, 0, 0, 1, 0, 0);
  return probe;
}

/** The point k of the way from a to b. @param {Point} a @param {Point} b @param {number} k @returns {Point} */
export function mix(a, b, k) {
  return [a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k];
}

/** The sorted edge numbers (0-3) that a segment's edge or half-edge names touch. @param {string[] | undefined} edges
 * @returns {number[]} */
export function edgeIndices(edges) {
  return [...new Set((edges || []).map((e) => EDGE_INDEX[e[0]]))].sort();
}

// How far the inward curve closing an area reaches, by how many open edges it spans (mix factors about the centre):
// the defaults make full areas; a game may pass slimmer or fuller ones.
export const EDGE_AREA_CURVES = { bay: 0.1, corner: -0.22, cap: -0.1 };

/** An area holding whole edges (sorted edge numbers): the tile border along them, closed by inward curves across
 * the other edges. Returns {path, rims}: rims are those curves ({from, ctrl, to}), the area's open side.
 * @param {number[]} edges @param {{bay: number, corner: number, cap: number}} [curves] @returns {AreaShape} */
export function edgeAreaShape(edges, curves = EDGE_AREA_CURVES) {
  const has = new Set(edges);
  const path = new Path2D();
  /** @type {Quad[]} */
  const rims = [];
  if (has.size === 4) {
    path.rect(0, 0, 1, 1);
    return { path, rims, box: [0, 0, 1, 1] };
  }
  const first = edges.find((i) => !has.has((i + 3) % 4));
  let i = first;
  path.moveTo(...CORNERS[first]);
  do {
    while (has.has(i)) {
      path.lineTo(...CORNERS[(i + 1) % 4]);
      i = (i + 1) % 4;
    }
    const from = CORNERS[i];
    const gapStart = i;
    let gap = 0;
    while (!has.has(i)) {
      i = (i + 1) % 4;
      gap++;
    }
    const to = CORNERS[i];
    /** @type {Point} */
    let ctrl;
    if (gap === 1) ctrl = mix(CENTRE, EDGE_MID[gapStart], curves.bay); // a bay across one open edge
    else if (gap === 2) ctrl = mix(CENTRE, CORNERS[(gapStart + 1) % 4], curves.corner); // a corner: bulge past the diagonal
    else ctrl = mix(CENTRE, EDGE_MID[(gapStart + 3) % 4], curves.cap); // a cap on one edge
    path.quadraticCurveTo(...ctrl, ...to);
    rims.push({ from, ctrl, to });
  } while (i !== first);
  path.closePath();
  // The area's points: the corners of its edges, and the ends and control points of its rims.
  return { path, rims, box: boxOf([...edges.flatMap((e) => [CORNERS[e], CORNERS[(e + 1) % 4]]), ...rims.flatMap((r) => [r.from, r.ctrl, r.to])]) };
}

/** A band: a curve between two edges, or from each edge to an end point end(i) inside the tile.
 * Returns {path, strokes}: strokes are quadratic curves {from, ctrl, to}.
 * @param {number[]} edges @param {(i: number) => Point} [end] @returns {BandShape} */
export function lineShape(edges, end) {
  const path = new Path2D();
  /** @type {Quad[]} */
  const strokes = [];
  if (edges.length === 2) {
    const [a, b] = edges.map((i) => EDGE_MID[i]);
    const ctrl = (edges[1] - edges[0]) % 2 === 0 ? mix(a, b, 0.5) : CENTRE;
    path.moveTo(...a);
    path.quadraticCurveTo(...ctrl, ...b);
    strokes.push({ from: a, ctrl, to: b });
  } else {
    for (const i of edges) {
      const a = EDGE_MID[i];
      const to = end(i);
      path.moveTo(...a);
      path.lineTo(...to);
      strokes.push({ from: a, ctrl: mix(a, to, 0.5), to });
    }
  }
  return { path, strokes };
}

/** The box [x0, y0, x1, y1] round points. A path of lines and quadratic curves lies within the box of its ends and
 * control points. @param {Point[]} points @returns {Box} */
export function boxOf(points) {
  const xs = points.map((p) => p[0]), ys = points.map((p) => p[1]);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

// The canvas's exact hit tests (isPointInPath, isPointInStroke) were the largest part of building a tile's geometry,
// which the first drawing of every tile type waits for: inFill and inStroke make them only near the shape's box.
// Stroke outlines may be approximated a little past half the line's width: the box keeps a margin for that.
const STROKE_MARGIN = 0.01;

/** Whether point p lies within `pad` of box b (none: it may). @param {Box | undefined} b @param {Point} p
 * @param {number} pad */
function nearBox(b, p, pad) {
  return !b || (p[0] >= b[0] - pad && p[0] <= b[2] + pad && p[1] >= b[1] - pad && p[1] <= b[3] + pad);
}

/** Whether point p lies inside shape {path, box} (box: boxOf its points; none: the exact test alone).
 * @param {HitContext} ctx @param {{path: Path2D, box?: Box}} shape @param {Point} p @returns {boolean} */
export function inFill(ctx, shape, p) {
  return nearBox(shape.box, p, 0) && ctx.isPointInPath(shape.path, p[0], p[1]);
}

/** Whether point p lies on shape {path, strokes} stroked `width` wide (strokes: its quadratic curves, see lineShape).
 * @param {HitContext} ctx @param {BandShape} shape @param {Point} p @param {number} width @returns {boolean} */
export function inStroke(ctx, shape, p, width) {
  shape.box ??= boxOf(shape.strokes.flatMap((q) => [q.from, q.ctrl, q.to]));
  if (!nearBox(shape.box, p, width / 2 + STROKE_MARGIN)) return false;
  ctx.lineWidth = width;
  return ctx.isPointInStroke(shape.path, p[0], p[1]);
}

/** The point at t (0..1) of a quadratic curve {from, ctrl, to}. @param {Quad} s @param {number} t @returns {Point} */
export function quadAt(s, t) {
  const u = 1 - t;
  return [
    u * u * s.from[0] + 2 * u * t * s.ctrl[0] + t * t * s.to[0],
    u * u * s.from[1] + 2 * u * t * s.ctrl[1] + t * t * s.to[1],
  ];
}

/** The centre of raster cell k of an n x n grid, in the unit square. @param {number} k @param {number} [n]
 * @returns {Point} */
export function cellCentre(k, n = GRID) {
  return [((k % n) + 0.5) / n, (Math.floor(k / n) + 0.5) / n];
}

/** The raster cell holding point p. @param {Point} p @param {number} [n] @returns {number} */
export function cellAt(p, n = GRID) {
  return Math.min(n - 1, Math.max(0, Math.floor(p[1] * n))) * n + Math.min(n - 1, Math.max(0, Math.floor(p[0] * n)));
}

/** Flood the free cells (-1) of a raster from the half-edges of each area ({id, edges}), breadth-first from every
 * area's border cells at once, so areas that touch split the space between them. label: n x n segment ids, row by
 * row, filled in place. @param {Int32Array} label @param {number} n @param {BorderArea[]} areas */
export function floodFromHalfEdges(label, n, areas) {
  /** @type {number[]} */
  const queue = [];
  for (const f of areas) {
    for (const h of f.edges || []) {
      const [a, b] = HALF[h] || [];
      if (!a) continue;
      for (let t = 0.02; t < 1; t += 0.04) {
        const p = mix(a, b, t);
        const x = Math.min(n - 1, Math.floor(p[0] * n)), y = Math.min(n - 1, Math.floor(p[1] * n));
        const k = y * n + x;
        if (label[k] === -1) {
          label[k] = f.id;
          queue.push(k);
        }
      }
    }
  }
  for (let q = 0; q < queue.length; q++) {
    const k = queue[q];
    const x = k % n, y = Math.floor(k / n);
    for (const [dx, dy] of [[1, 0], [-1, 0], [0, 1], [0, -1]]) {
      const nx = x + dx, ny = y + dy;
      if (nx < 0 || ny < 0 || nx >= n || ny >= n) continue;
      const m = ny * n + nx;
      if (label[m] === -1) {
        label[m] = label[k];
        queue.push(m);
      }
    }
  }
}

/** Distance (in cells) from each cell inside the region to the nearest cell outside it or the border; the region:
 * the cells whose label `inside` takes. @param {ArrayLike<number>} label @param {number} n
 * @param {(label: number) => boolean} inside @returns {Float32Array} */
export function chamfer(label, n, inside) {
  const d = new Float32Array(n * n);
  for (let k = 0; k < n * n; k++) d[k] = inside(label[k]) ? 1e9 : 0;
  /** @param {number} x @param {number} y */
  const at = (x, y) => (x < 0 || y < 0 || x >= n || y >= n ? 0 : d[y * n + x]);
  for (let y = 0; y < n; y++) for (let x = 0; x < n; x++) {
    const k = y * n + x;
    if (d[k]) d[k] = Math.min(d[k], at(x - 1, y) + 1, at(x, y - 1) + 1, at(x - 1, y - 1) + 1.41, at(x + 1, y - 1) + 1.41);
  }
  for (let y = n - 1; y >= 0; y--) for (let x = n - 1; x >= 0; x--) {
    const k = y * n + x;
    if (d[k]) d[k] = Math.min(d[k], at(x + 1, y) + 1, at(x, y + 1) + 1, at(x + 1, y + 1) + 1.41, at(x - 1, y + 1) + 1.41);
  }
  return d;
}

/** The centre of the cell inside a region (dist > 0, from chamfer) that scores highest by score(depth, point), where
 * depth is in tile units; a slight pull to the tile's middle breaks ties. Null for an empty region.
 * @param {ArrayLike<number>} dist @param {number} n @param {(depth: number, point: Point) => number} [score]
 * @returns {Point | null} */
export function bestCell(dist, n, score = (d) => d) {
  let top = -Infinity, at = null;
  for (let k = 0; k < n * n; k++) {
    if (dist[k] <= 0) continue;
    const p = cellCentre(k, n);
    const s = score(dist[k] / n, p) - Math.hypot(p[0] - 0.5, p[1] - 0.5) * 0.02;
    if (s > top) { top = s; at = p; }
  }
  return at;
}

/** The raster cells of one label as a path of row runs (to highlight an area). @param {ArrayLike<number>} label
 * @param {number} n @param {number} id @returns {Path2D} */
export function cellsPath(label, n, id) {
  const path = new Path2D();
  for (let y = 0; y < n; y++) {
    let x = 0;
    while (x < n) {
      if (label[y * n + x] !== id) { x++; continue; }
      const x0 = x;
      while (x < n && label[y * n + x] === id) x++;
      path.rect(x0 / n, y / n, (x - x0) / n, 1 / n);
    }
  }
  return path;
}

/** Where the piece spots of one tile go: a circle per wanted segment id (a segment may be wanted more than once: a
 * monk and a tourist on one landmark), each centred on its own segment's cells of the raster `label` (n x n), wholly
 * inside the tile, clear of the other circles, and, on an area (not a band: bands[id] is true for a road or a river,
 * which a circle straddles), mostly inside that area, so it hides neither its wall nor another feature. Circles are
 * as large as that allows, from `most` down to `least` (radii in tile units; the circles of a crowded segment shrink
 * first); each keeps near its segment's anchors[id] (where its piece stands). Returns [{at: [x, y], r}] in the
 * order wanted. @param {ArrayLike<number>} label @param {number} n @param {number[]} wanted
 * @param {Object<number, Point>} anchors @param {Object<number, boolean>} bands @param {number} most
 * @param {number} least @returns {Spot[]} */
export function layoutSpots(label, n, wanted, anchors, bands, most, least) {
  /** @type {Map<number, Float32Array>} segment id -> chamfer depth of its cells, in tile units */
  const depth = new Map();
  /** @type {Map<number, Float32Array>} band id -> each cell's distance to the band's nearest cell, in tile units */
  const off = new Map();
  for (const id of new Set(wanted)) {
    depth.set(id, chamfer(label, n, (v) => v === id).map((d) => d / n));
    if (bands[id]) off.set(id, distanceTo(label, n, id));
  }
  // The tightest segments choose first: fewest cells for each circle wanted on them. (A cell inside adds its
  // `d > 0` as 1: the casts tell tsc that a boolean is added as a number.)
  /** @param {number} id */
  const room = (id) => depth.get(id).reduce((c, d) => c + /** @type {number} */ (/** @type {unknown} */ (d > 0)), 0)
    / wanted.filter((w) => w === id).length;
  const order = wanted.map((id, i) => i).sort((a, b) => room(wanted[a]) - room(wanted[b]));
  // A band's circles together cover at most 3/5 of its length (its area over its width), so its line stays seen.
  /** @param {number} id */
  const cap = (id) => {
    if (!bands[id]) return most;
    const d = depth.get(id);
    const half = d.reduce((m, v) => Math.max(m, v), 0);
    const length = d.reduce((c, v) => c + /** @type {number} */ (/** @type {unknown} */ (v > 0)), 0) / (n * n)
      / (2 * half || 1); // the cells counted as room's
    return Math.max(least, Math.min(most, (0.3 * length) / wanted.filter((w) => w === id).length));
  };
  const radius = new Map([...depth.keys()].map((id) => [id, cap(id)]));
  let best = null;
  for (let round = 0; round < 40; round++) {
    const tried = tryLayout(radius, order, wanted, depth, off, anchors, bands, n);
    if (!best || tried.clash < best.clash) best = tried;
    const shrink = new Set(tried.clashing.filter((id) => radius.get(id) > least));
    if (!tried.clash || !shrink.size) break;
    for (const id of shrink) radius.set(id, Math.max(least, radius.get(id) * 0.9));
  }
  return best.spots;
}

/** One attempt of layoutSpots with a radius per segment: the spots, how badly they clash (overlap, cross the tile's
 * border or leave their area; 0: not at all) and the segments of those that clash; the arguments are layoutSpots's
 * and its own (radius: by segment id; order: the indices of `wanted`, tightest first).
 * @param {Map<number, number>} radius @param {number[]} order @param {number[]} wanted
 * @param {Map<number, Float32Array>} depth @param {Map<number, Float32Array>} off
 * @param {Object<number, Point>} anchors @param {Object<number, boolean>} bands @param {number} n
 * @returns {{spots: Spot[], clash: number, clashing: number[]}} */
function tryLayout(radius, order, wanted, depth, off, anchors, bands, n) {
  /** @type {Spot[]} */
  const spots = new Array(wanted.length);
  let clash = 0;
  const clashing = [];
  const gap = 0.012;
  for (const i of order) {
    const id = wanted[i];
    const d = depth.get(id);
    const r = radius.get(id);
    const anchor = anchors[id] || CENTRE;
    const shared = wanted.filter((w) => w === id).length > 1; // several circles on one area spread along its rim
    let top = -Infinity, at = null, bad = 0;
    const away = off.get(id);
    for (let k = 0; k < n * n; k++) {
      // On its area; a band's circle may stand beside it, touching it (a stub too short for two).
      if (away ? away[k] > 0.8 * r : d[k] <= 0) continue;
      const p = cellCentre(k, n);
      const edge = Math.min(p[0], p[1], 1 - p[0], 1 - p[1]) - r; // room left to the tile's border
      const inside = bands[id] ? 0 : d[k] - 0.75 * r - 0.5 / n; // room left in its own area (a quarter may overhang)
      let free = Infinity;
      for (const s of spots) if (s) free = Math.min(free, Math.hypot(s.at[0] - p[0], s.at[1] - p[1]) - s.r - r - gap);
      const worst = Math.min(edge, inside, free, 0); // 0 when it fits
      const near = Math.hypot(p[0] - anchor[0], p[1] - anchor[1]);
      const score = worst * 100 + 0.5 * Math.min(free, 0.08)
        + (bands[id] ? -near - 2 * away[k] : shared ? -0.2 * near - 0.5 * Math.max(inside, 0) : -near + 0.3 * Math.min(inside, 0.05));
      if (score > top) { top = score; at = p; bad = -worst; }
    }
    spots[i] = { at: at || anchor, r };
    if (bad > 1e-9) {
      clash += bad;
      clashing.push(id);
    }
  }
  return { spots, clash, clashing };
}

/** Each cell's distance (tile units, between cell centres) to the nearest cell labelled `id` (Infinity: none).
 * @param {ArrayLike<number>} label @param {number} n @param {number} id @returns {Float32Array} */
function distanceTo(label, n, id) {
  const mine = [];
  for (let k = 0; k < n * n; k++) if (label[k] === id) mine.push([k % n, Math.floor(k / n)]);
  const out = new Float32Array(n * n);
  for (let k = 0; k < n * n; k++) {
    const x = k % n, y = Math.floor(k / n);
    let best = Infinity;
    for (const [u, v] of mine) best = Math.min(best, Math.hypot(u - x, v - y));
    out[k] = best / n;
  }
  return out;
}
