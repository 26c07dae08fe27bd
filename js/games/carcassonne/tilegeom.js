// Shapes of one tile type, derived only from the engine's tileset data (edges and segments).
// Unit square: (0,0) is the north-west corner, (1,1) the south-east one; the tile is unrotated.
// No rules here: this decides where to draw a feature and where its piece stands, never what connects.

const EDGE_INDEX = { N: 0, E: 1, S: 2, W: 3 };
const CORNERS = [[0, 0], [1, 0], [1, 1], [0, 1]]; // edge i runs from CORNERS[i] to CORNERS[i+1], clockwise
const EDGE_MID = [[0.5, 0], [1, 0.5], [0.5, 1], [0, 0.5]];
const C = [0.5, 0.5];

// Half-edges as stretches of the tile border (api.py: L/R seen from the tile centre).
const HALF = {
  NL: [[0, 0], [0.5, 0]], NR: [[0.5, 0], [1, 0]],
  EL: [[1, 0], [1, 0.5]], ER: [[1, 0.5], [1, 1]],
  SL: [[1, 1], [0.5, 1]], SR: [[0.5, 1], [0, 1]],
  WL: [[0, 1], [0, 0.5]], WR: [[0, 0.5], [0, 0]],
};

export const ROAD_WIDTH = 0.11;
export const RIVER_WIDTH = 0.17;
export const POND_RADIUS = 0.15;
export const CLOISTER_RADIUS = 0.21;
export const GARDEN_RADIUS = 0.13;
const GRID = 40; // raster used to find field areas and free spots

let probe = null;
function probeContext() {
  if (!probe) {
    const canvas = typeof OffscreenCanvas !== "undefined" ? new OffscreenCanvas(4, 4) : document.createElement("canvas");
    probe = canvas.getContext("2d");
  }
  return probe;
}

function mix(a, b, k) {
  return [a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k];
}

function edgeIndices(edges) {
  return [...new Set((edges || []).map((e) => EDGE_INDEX[e[0]]))].sort();
}

/** A city: the tile border along its edges, closed by inward curves (its walls) across the other edges. */
function cityShape(edges) {
  const has = new Set(edges);
  const path = new Path2D();
  const walls = [];
  if (has.size === 4) {
    path.rect(0, 0, 1, 1);
    return { path, walls };
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
    let ctrl;
    if (gap === 1) ctrl = mix(C, EDGE_MID[gapStart], 0.1); // a field bay across one open edge
    else if (gap === 2) ctrl = mix(C, CORNERS[(gapStart + 1) % 4], -0.22); // corner city: bulge past the diagonal
    else ctrl = mix(C, EDGE_MID[(gapStart + 3) % 4], -0.1); // a cap on one edge
    path.quadraticCurveTo(...ctrl, ...to);
    walls.push({ from, ctrl, to });
  } while (i !== first);
  path.closePath();
  return { path, walls };
}

/** A road or river: a line between two edges, or from each edge to an end point inside the tile. */
function lineShape(edges, end) {
  const path = new Path2D();
  const strokes = [];
  if (edges.length === 2) {
    const [a, b] = edges.map((i) => EDGE_MID[i]);
    const ctrl = (edges[1] - edges[0]) % 2 === 0 ? mix(a, b, 0.5) : C;
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

function quadAt(s, t) {
  const u = 1 - t;
  return [
    u * u * s.from[0] + 2 * u * t * s.ctrl[0] + t * t * s.to[0],
    u * u * s.from[1] + 2 * u * t * s.ctrl[1] + t * t * s.to[1],
  ];
}

/** Geometry of a tile type: per segment its kind, outline (Path2D), anchor for a piece, and extras. */
export function buildTileGeometry(tile) {
  const ctx = probeContext();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  const segs = tile.segments.map((s) => ({ ...s, edgeIdx: edgeIndices(s.edges) }));
  const geo = { name: tile.name, segments: new Map(), cities: [], roads: [], rivers: [], centre: [], fields: [] };

  for (const s of segs.filter((s) => s.kind === "city")) {
    const shape = cityShape(s.edgeIdx);
    const g = { seg: s, kind: "city", path: shape.path, walls: shape.walls, pennants: s.pennants || 0 };
    geo.cities.push(g);
    geo.segments.set(s.id, g);
  }
  const inCity = (p) => geo.cities.some((c) => ctx.isPointInPath(c.path, p[0], p[1]));

  for (const s of segs.filter((s) => s.kind === "river")) {
    const shape = lineShape(s.edgeIdx, () => C);
    const g = { seg: s, kind: "river", path: shape.path, strokes: shape.strokes, width: RIVER_WIDTH,
                pond: s.edgeIdx.length === 1 ? C : null };
    geo.rivers.push(g);
    geo.segments.set(s.id, g);
  }
  const inRiver = (p) => geo.rivers.some((r) => {
    ctx.lineWidth = RIVER_WIDTH;
    return ctx.isPointInStroke(r.path, p[0], p[1]) || (r.pond && Math.hypot(p[0] - 0.5, p[1] - 0.5) < POND_RADIUS);
  });

  const hasCentre = segs.some((s) => s.kind === "cloister");
  // A dead-end road stops at the centre; where a river runs there it crosses (a bridge) and goes on to a city.
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
    const g = { seg: s, kind: "road", path: shape.path, strokes: shape.strokes, width: ROAD_WIDTH };
    geo.roads.push(g);
    geo.segments.set(s.id, g);
  }
  // Bridges: the stretches of road centre line that lie over a river, with the road's normal there.
  geo.bridges = [];
  for (const r of geo.roads) for (const s of r.strokes) {
    let run = [];
    for (let t = 0; t <= 1.0001; t += 1 / 40) {
      const p = quadAt(s, t);
      const q = quadAt(s, Math.min(1, t + 0.01)), o = quadAt(s, Math.max(0, t - 0.01));
      const len = Math.hypot(q[0] - o[0], q[1] - o[1]) || 1;
      const wet = geo.rivers.some((rv) => {
        ctx.lineWidth = RIVER_WIDTH + 0.07;
        return ctx.isPointInStroke(rv.path, p[0], p[1]);
      });
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
    const g = { seg: s, kind: "cloister", path, at: C, landmark: !!s.landmark, anchor: [0.5, 0.52] };
    geo.centre.push(g);
    geo.segments.set(s.id, g);
  }

  rasterise(geo, segs, ctx);
  return geo;
}

/** Label a GRID x GRID raster with segments, flood the fields from their half-edges, then pick anchors. */
function rasterise(geo, segs, ctx) {
  const n = GRID;
  const label = new Int32Array(n * n).fill(-1);
  const cell = (k) => [((k % n) + 0.5) / n, (Math.floor(k / n) + 0.5) / n];
  const BLOCK = -2;
  for (let k = 0; k < n * n; k++) {
    const p = cell(k);
    for (const r of geo.rivers) {
      ctx.lineWidth = r.width + 0.03;
      if (ctx.isPointInStroke(r.path, p[0], p[1]) || (r.pond && Math.hypot(p[0] - 0.5, p[1] - 0.5) < POND_RADIUS + 0.02)) label[k] = r.seg.id;
    }
    for (const r of geo.roads) {
      ctx.lineWidth = r.width + 0.03;
      if (ctx.isPointInStroke(r.path, p[0], p[1])) label[k] = r.seg.id;
    }
    if (geo.junction && Math.hypot(p[0] - 0.5, p[1] - 0.5) < 0.09) label[k] = BLOCK;
    for (const c of geo.cities) if (ctx.isPointInPath(c.path, p[0], p[1])) label[k] = c.seg.id;
    for (const c of geo.centre) if (Math.hypot(p[0] - 0.5, p[1] - 0.5) < CLOISTER_RADIUS) label[k] = c.seg.id;
  }

  // Fields: breadth-first from every field's border cells at once, so touching seeds split the space.
  const fields = segs.filter((s) => s.kind === "field");
  const queue = [];
  for (const f of fields) {
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

  const distanceInside = (id) => chamfer(label, n, (v) => v === id);
  const anchors = [];
  const best = (dist, score = (d) => d) => {
    let top = -Infinity, at = null;
    for (let k = 0; k < n * n; k++) {
      if (dist[k] <= 0) continue;
      const p = cell(k);
      const s = score(dist[k] / n, p) - Math.hypot(p[0] - 0.5, p[1] - 0.5) * 0.02;
      if (s > top) { top = s; at = p; }
    }
    return at;
  };
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
    const g = { seg: f, kind: "field", path: cellsPath(label, n, f.id), anchor };
    anchors.push(anchor);
    geo.fields.push(g);
    geo.segments.set(f.id, g);
  }
  geo.trees = placeTrees(geo.name, label, n, fields.map((f) => f.id), anchors);
  geo.label = label;
  geo.grid = n;
}

/** A few trees on roomy field cells, clear of every piece anchor, the same for every copy of a tile type. */
function placeTrees(name, label, n, fieldIds, anchors) {
  const ids = new Set(fieldIds);
  const dist = chamfer(label, n, (v) => ids.has(v));
  let seed = [...name].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) >>> 0, 7);
  const rnd = () => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 4294967296);
  const trees = [];
  for (let tries = 0; tries < 60 && trees.length < 3; tries++) {
    const k = Math.floor(rnd() * n * n);
    if (dist[k] < 4) continue;
    const p = [((k % n) + 0.5) / n, (Math.floor(k / n) + 0.5) / n];
    const clear = (q, d) => Math.hypot(q[0] - p[0], q[1] - p[1]) > d;
    if (!anchors.every((a) => clear(a, 0.17)) || !trees.every((t) => clear(t, 0.2))) continue;
    trees.push([p[0], p[1], Math.min((dist[k] - 2) / n, 0.035 + rnd() * 0.02)]);
  }
  return trees;
}

/** Distance (in cells) from each cell inside the region to the nearest cell outside it or the border. */
function chamfer(label, n, inside) {
  const d = new Float32Array(n * n);
  for (let k = 0; k < n * n; k++) d[k] = inside(label[k]) ? 1e9 : 0;
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

/** The raster cells of one label as a path of row runs (used to highlight a field). */
function cellsPath(label, n, id) {
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
