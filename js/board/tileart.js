// Tile art that every game shares: a tileset's tiles drawn once per size as bitmaps and reused, and painting helpers
// for the look they have in common (grass, water bands, a random stream that makes a tile type always look the
// same). A game brings its geometry (segment outlines and piece anchors) and its painting (js/games/<name>/).

import { layoutSpots } from "./tilegeom.js";

/** @typedef {import("../engine/types.js").Tile} Tile */
/** @typedef {import("../engine/types.js").Tileset} Tileset */
/** @typedef {import("./tilegeom.js").Point} Point */
/** @typedef {import("./tilegeom.js").Quad} Quad */
/** @typedef {import("./tilegeom.js").Spot} Spot */
/** @typedef {import("./pieces.js").PieceToDraw} PieceToDraw */
/** A random stream: the next number in 0..1 at each call. @typedef {() => number} Random */
/** A segment's shape as a game's geometry gives it: its outline (a band's centre line, stroked `width` wide: a road
 * or a river), and where its piece stands (none yet: the tile's middle).
 * @typedef {{path: Path2D, anchor?: Point, width?: number}} SegmentShape */
/**
 * A tile type's shapes, as a game's geometry(tile) builds them: each segment's by id and, where the game rasters its
 * areas, that raster (label: grid x grid segment ids, row by row; a cell of no segment below 0). A game keeps its
 * own keys beside these, for its paint.
 * @typedef {{segments: Map<number, SegmentShape>, label?: Int32Array, grid?: number}} TileGeometry
 */
/**
 * What a game gives its TileArt (see there).
 * @typedef {object} ArtHooks
 * @property {(tile: Tile) => TileGeometry} geometry
 * @property {(ctx: CanvasRenderingContext2D, geo: TileGeometry) => void} paint
 * @property {(ctx: CanvasRenderingContext2D, piece: PieceToDraw) => void} drawPiece
 * @property {((ctx: CanvasRenderingContext2D, geo: TileGeometry, rot: number) => void) | null} [paintUpright]
 */

/** A small deterministic random stream, so a tile type always looks the same. @param {string} text the seed
 * @returns {Random} */
export function randomStream(text) {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    h ^= h >>> 16;
    return (h >>> 0) / 4294967296;
  };
}

/** Water and the frame every tile has, in every game (a game's own colours spread these in). */
export const SHARED_COLORS = {
  water: "#4f97cf", waterDeep: "#3a7fb8", waterLight: "#a9d4f0", bank: "#6b8f45",
  border: "rgba(60, 50, 30, 0.35)",
};

/** Paint a tile into the unit square: clipped to it, grass below, body(rnd) on top (rnd: the tile type's own
 * random stream, after the grass took its share), the thin border every tile has. colours: as paintGrass's.
 * @param {CanvasRenderingContext2D} ctx @param {string} name @param {{grass: string, grassDark: string,
 *   grassLight: string}} colours @param {(rnd: Random) => void} body */
export function paintTileFrame(ctx, name, colours, body) {
  const rnd = randomStream(name);
  ctx.save();
  ctx.beginPath();
  ctx.rect(0, 0, 1, 1);
  ctx.clip();
  paintGrass(ctx, rnd, colours);
  body(rnd);
  ctx.strokeStyle = SHARED_COLORS.border;
  ctx.lineWidth = 0.012;
  ctx.strokeRect(0.006, 0.006, 0.988, 0.988);
  ctx.restore();
}

/** Draw the back of a tile, as a memory game's grid shows one face down, filling the square at (x, y) of side size:
 * brown diagonal stripes with a pale disc in the middle (the look of the grid's face-down squares).
 * @param {CanvasRenderingContext2D} ctx @param {number} x @param {number} y @param {number} size */
export function drawTileBack(ctx, x, y, size) {
  const inset = size / 32, side = size - 2 * inset;
  ctx.save();
  ctx.beginPath();
  ctx.rect(x + inset, y + inset, side, side);
  ctx.clip();
  ctx.fillStyle = "#5b4322";
  ctx.fillRect(x, y, size, size);
  ctx.strokeStyle = "#6d5230";
  ctx.lineWidth = size / (16 * Math.SQRT2);
  ctx.beginPath();
  for (let d = -size; d < size; d += size / 8) { // stripes at 45 degrees, as wide as the gaps between them
    ctx.moveTo(x + d, y + size);
    ctx.lineTo(x + d + size, y);
  }
  ctx.stroke();
  ctx.fillStyle = "#8a6a3a";
  ctx.beginPath();
  ctx.arc(x + size / 2, y + size * 0.45, size * 0.18, 0, 2 * Math.PI);
  ctx.fill();
  ctx.restore();
}

/** Stroke quadratic curves ({from, ctrl, to}) as one path with the context's current stroke style.
 * @param {CanvasRenderingContext2D} ctx @param {Quad[]} list */
export function strokeQuads(ctx, list) {
  ctx.beginPath();
  for (const s of list) {
    ctx.moveTo(...s.from);
    ctx.quadraticCurveTo(...s.ctrl, ...s.to);
  }
  ctx.stroke();
}

/** Grass over the whole unit square: a soft radial gradient and small tufts. colours: {grass, grassDark, grassLight}.
 * @param {CanvasRenderingContext2D} ctx @param {Random} rnd
 * @param {{grass: string, grassDark: string, grassLight: string}} colours */
export function paintGrass(ctx, rnd, colours) {
  const g = ctx.createRadialGradient(0.5, 0.5, 0.1, 0.5, 0.5, 0.75);
  g.addColorStop(0, colours.grassLight);
  g.addColorStop(1, colours.grass);
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, 1, 1);
  ctx.lineWidth = 0.012;
  ctx.lineCap = "round";
  for (let i = 0; i < 38; i++) {
    const x = 0.04 + rnd() * 0.92, y = 0.04 + rnd() * 0.92;
    ctx.strokeStyle = i % 3 ? colours.grassDark : colours.grassLight;
    ctx.beginPath();
    ctx.moveTo(x - 0.012, y + 0.012);
    ctx.lineTo(x - 0.018, y - 0.01);
    ctx.moveTo(x, y + 0.012);
    ctx.lineTo(x + 0.002, y - 0.016);
    ctx.moveTo(x + 0.012, y + 0.012);
    ctx.lineTo(x + 0.02, y - 0.008);
    ctx.stroke();
  }
}

/** A stream of water along quadratic strokes: a green bank, deep water, lighter water in the middle.
 * colours: {bank, waterDeep, water}. @param {CanvasRenderingContext2D} ctx @param {Quad[]} strokes
 * @param {number} width @param {{bank: string, waterDeep: string, water: string}} colours */
export function paintWaterBand(ctx, strokes, width, colours) {
  ctx.lineCap = "round";
  ctx.strokeStyle = colours.bank;
  ctx.lineWidth = width + 0.05;
  strokeQuads(ctx, strokes);
  ctx.strokeStyle = colours.waterDeep;
  ctx.lineWidth = width;
  strokeQuads(ctx, strokes);
  ctx.strokeStyle = colours.water;
  ctx.lineWidth = width * 0.62;
  strokeQuads(ctx, strokes);
}

/** Small wave marks along water strokes, from t = from to t = to of each, so water reads as flowing.
 * @param {CanvasRenderingContext2D} ctx @param {Quad[]} strokes @param {string} colour @param {Random} rnd
 * @param {number} [from] @param {number} [to] */
export function paintRipples(ctx, strokes, colour, rnd, from = 0.15, to = 0.95) {
  ctx.strokeStyle = colour;
  ctx.lineWidth = 0.01;
  for (const s of strokes) {
    for (let t = from; t < to; t += 0.22) {
      const u = 1 - t;
      const x = u * u * s.from[0] + 2 * u * t * s.ctrl[0] + t * t * s.to[0];
      const y = u * u * s.from[1] + 2 * u * t * s.ctrl[1] + t * t * s.to[1];
      const dx = 0.012 + rnd() * 0.012;
      ctx.beginPath();
      ctx.moveTo(x - dx * 2, y);
      ctx.quadraticCurveTo(x - dx, y - 0.012, x, y);
      ctx.quadraticCurveTo(x + dx, y + 0.012, x + dx * 2, y);
      ctx.stroke();
    }
  }
}

/** The art of one tileset (api.tileset) as the shared renderer (js/board/render.js) and panels (js/panels/hand.js) use it.
 * A game gives: geometry(tile) -> {segments: Map(id -> {anchor, path, width?})}, paint(ctx, geo) painting the
 * unrotated tile in the unit square, and drawPiece(ctx, piece) drawing a piece in screen pixels; and optionally
 * paintUpright(ctx, geo, rot), what stays upright however the tile is turned (figures seen from the side), painted
 * over the turned tile in the unit square of the board's orientation. */
export class TileArt {
  /** @param {Tileset} tileset @param {ArtHooks} hooks */
  constructor(tileset, { geometry, paint, drawPiece, paintUpright = null }) {
    this.tiles = tileset.tiles;
    this.variants = tileset.variants || []; // the rules the tiles are played by (a power may differ between them)
    this.build = geometry;
    this.paint = paint;
    this.paintUpright = paintUpright;
    this.pieceArt = drawPiece;
    /** @type {Map<string, TileGeometry>} by tile name, built on first use */
    this.geos = new Map();
    /** @type {Map<string, Spot[]> | undefined} spot layouts, made on first use */
    this.spotCache = undefined;
    /** @type {Map<number, Map<string, HTMLCanvasElement>>} size -> (name -> canvas), oldest size first */
    this.bitmaps = new Map();
  }

  /** The shapes of tile `name`, by the game's geometry. @param {string} name @returns {TileGeometry} */
  geometry(name) {
    if (!this.geos.has(name)) this.geos.set(name, this.build(this.tiles[name]));
    return this.geos.get(name);
  }

  /** Where a piece on segment `segment` of tile `name` stands: [x, y] in the unrotated unit square.
   * @param {string} name @param {number} segment @returns {Point} */
  anchor(name, segment) {
    return this.geometry(name).segments.get(segment)?.anchor || [0.5, 0.5];
  }

  /** The segment of tile `name` whose area holds point p of the unrotated unit square (the nearest area when p falls
   * on none, as between a road and its field), or null when the tile's geometry has no raster of its areas.
   * @param {string} name @param {Point} p @returns {number | null} */
  segmentAt(name, p) {
    const { label, grid: n } = this.geometry(name);
    if (!label) return null;
    const cx = Math.min(n - 1, Math.max(0, Math.floor(p[0] * n))), cy = Math.min(n - 1, Math.max(0, Math.floor(p[1] * n)));
    for (let r = 0; r < n; r++) { // rings of cells around p, nearest first
      for (let y = cy - r; y <= cy + r; y++) for (let x = cx - r; x <= cx + r; x++) {
        if (x < 0 || y < 0 || x >= n || y >= n || Math.max(Math.abs(x - cx), Math.abs(y - cy)) !== r) continue;
        if (label[y * n + x] >= 0) return label[y * n + x];
      }
    }
    return null;
  }

  /** Circles for piece spots on segments `wanted` (ids, repeats allowed) of tile `name`: [{at, r}] in the unrotated
   * unit square, radii from `most` down to `least` (tile units), by tilegeom.js's layoutSpots; remembered.
   * @param {string} name @param {number[]} wanted @param {number} most @param {number} least @returns {Spot[]} */
  spotLayout(name, wanted, most, least) {
    const key = `${name}|${wanted.join(",")}|${most.toFixed(3)}|${least.toFixed(3)}`;
    this.spotCache ??= new Map();
    let spots = this.spotCache.get(key);
    if (!spots) {
      const geo = this.geometry(name);
      const anchors = /** @type {Object<number, Point>} */ ({}),
        bands = /** @type {Object<number, boolean>} */ ({});
      for (const [id, g] of geo.segments) {
        anchors[id] = g.anchor;
        bands[id] = !!g.width;
      }
      spots = geo.label ? layoutSpots(geo.label, geo.grid, wanted, anchors, bands, most, least)
        : wanted.map((id) => ({ at: this.anchor(name, id), r: most }));
      if (this.spotCache.size > 200) this.spotCache.clear();
      this.spotCache.set(key, spots);
    }
    return spots;
  }

  /** Fill one segment of tile `name` (or stroke it thickly, for a band) in ctx's unit-square transform of the tile.
   * @param {CanvasRenderingContext2D} ctx @param {string} name @param {number} segment @param {string} colour */
  paintSegment(ctx, name, segment, colour) {
    const g = this.geometry(name).segments.get(segment);
    if (!g) return;
    ctx.fillStyle = colour;
    ctx.strokeStyle = colour;
    if (g.width) {
      ctx.lineCap = "round";
      ctx.lineWidth = g.width + 0.08;
      ctx.stroke(g.path);
    } else {
      ctx.fill(g.path);
    }
  }

  /** Draw a piece in screen pixels: {x, y, size, colour, letter, piece, role, alpha, ring} (the game's pieces.js).
   * @param {CanvasRenderingContext2D} ctx @param {PieceToDraw} piece */
  drawPiece(ctx, piece) {
    this.pieceArt(ctx, piece);
  }

  /** A canvas of the tile at about px device pixels (rounded up to a size step of sqrt 2): unrotated, or turned to
   * rot with its upright layer on top when the game has one (a bitmap per rotation then).
   * @param {string} name @param {number} px @param {number} [rot] @returns {HTMLCanvasElement} */
  bitmap(name, px, rot = 0) {
    const size = Math.min(512, Math.round(2 ** (Math.ceil(Math.log2(Math.max(16, px)) * 2) / 2)));
    // Keep the few most recent sizes only: a zoom sweep must not pile up megabytes of bitmaps.
    let bySize = this.bitmaps.get(size);
    if (bySize) this.bitmaps.delete(size);
    else bySize = new Map();
    this.bitmaps.set(size, bySize);
    if (this.bitmaps.size > 4) this.bitmaps.delete(this.bitmaps.keys().next().value);
    const turned = this.paintUpright ? rot & 3 : 0;
    const key = turned ? `${name}@${turned}` : name;
    let canvas = bySize.get(key);
    if (!canvas) {
      canvas = document.createElement("canvas");
      canvas.width = canvas.height = size;
      const ctx = canvas.getContext("2d");
      ctx.scale(size, size);
      const geo = this.geometry(name);
      ctx.save();
      ctx.translate(0.5, 0.5);
      ctx.rotate(turned * Math.PI / 2);
      ctx.translate(-0.5, -0.5);
      this.paint(ctx, geo);
      ctx.restore();
      this.paintUpright?.(ctx, geo, turned);
      bySize.set(key, canvas);
    }
    return canvas;
  }

  /** Draw tile name with its north edge turned to rot, filling the square at (x, y) of side size (dpr: device
   * pixels per unit of ctx, for the bitmap's size). @param {CanvasRenderingContext2D} ctx @param {string} name
   * @param {number} rot @param {number} x @param {number} y @param {number} size @param {number} [dpr] */
  draw(ctx, name, rot, x, y, size, dpr = 1) {
    const img = this.bitmap(name, size * dpr, rot);
    ctx.save();
    ctx.translate(x + size / 2, y + size / 2);
    if (!this.paintUpright) ctx.rotate((rot & 3) * Math.PI / 2); // else the bitmap is already turned
    ctx.drawImage(img, -size / 2, -size / 2, size, size);
    ctx.restore();
  }
}
