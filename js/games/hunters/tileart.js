// Paints a Hunters & Gatherers tile type from its geometry (tilegeom.js) as vector art, in the style of Carcassonne's
// tiles (the same grass and water); the shared TileArt (js/board/tileart.js) caches it as bitmaps per size.
// Woods are dense tree crowns with a lumpy tree line, rivers blue bands ending in lakes or small springs, and the
// tokens (tokens.js) on top: animals in the meadows, fish in the water, menhirs and mushrooms in the woods, powers.

import { SHARED_COLORS, paintRipples, paintTileFrame, paintWaterBand, strokeQuads } from "../../board/tileart.js";
import { SPRING_RADIUS } from "./tilegeom.js";
import { drawToken } from "./tokens.js";

/** @typedef {import("./tilegeom.js").HuntersGeometry} HuntersGeometry */
/** @typedef {import("./tilegeom.js").Forest} Forest */
/** @typedef {import("../../board/tilegeom.js").Point} Point */
/** @typedef {import("../../board/tileart.js").Random} Random */

const COLORS = {
  grass: "#93b850", grassDark: "#7aa040", grassLight: "#aacb68",
  ...SHARED_COLORS,
  lakeShore: "#c9b98a",
  forestFloor: "#2f5524", crowns: ["#3d6e2b", "#477a31", "#356426", "#52863a"], crownLight: "#6a9c4a",
  treeShadow: "rgba(15, 30, 8, 0.45)",
  hedge: "#5f8a36", hedgeDark: "#486d28",
};

/** Low bushes along the borders between meadows that touch.
 * @param {CanvasRenderingContext2D} ctx @param {HuntersGeometry} geo */
function paintHedges(ctx, geo) {
  for (const [colour, r, dy] of /** @type {[string, number, number][]} */ ([[COLORS.hedgeDark, 0.024, 0.006],
    [COLORS.hedge, 0.019, 0]])) {
    ctx.fillStyle = colour;
    ctx.beginPath();
    for (const [x, y] of geo.hedges) {
      ctx.moveTo(x + r, y + dy);
      ctx.arc(x, y + dy, r, 0, Math.PI * 2);
    }
    ctx.fill();
  }
}

/** @param {CanvasRenderingContext2D} ctx @param {HuntersGeometry} geo @param {Random} rnd */
function paintRivers(ctx, geo, rnd) {
  for (const r of geo.rivers) paintWaterBand(ctx, r.strokes, r.width, COLORS);
  for (const r of geo.rivers) paintRipples(ctx, r.strokes, COLORS.waterLight, rnd, 0.12, r.lake ? 0.6 : 0.95);
  // A spring: a small round pool with rings where the water rises.
  for (const s of geo.springs) {
    const [x, y] = s.at;
    ctx.fillStyle = COLORS.bank;
    ctx.beginPath();
    ctx.arc(x, y, SPRING_RADIUS + 0.025, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = COLORS.waterDeep;
    ctx.beginPath();
    ctx.arc(x, y, SPRING_RADIUS, 0, Math.PI * 2);
    ctx.fill();
    ctx.strokeStyle = COLORS.waterLight;
    ctx.lineWidth = 0.01;
    for (const k of [0.35, 0.7]) {
      ctx.beginPath();
      ctx.arc(x, y, SPRING_RADIUS * k, 0, Math.PI * 2);
      ctx.stroke();
    }
  }
}

/** The lakes of a tile's geometry, or a pond alone (paintGround). @param {CanvasRenderingContext2D} ctx
 * @param {{lakes: {at: Point, radius: number, path: Path2D}[]}} geo */
function paintLakes(ctx, geo) {
  for (const l of geo.lakes) {
    const [x, y] = l.at, r = l.radius;
    ctx.fillStyle = COLORS.lakeShore; // a sandy shore, then the reeds' green, then deep and shallow water
    ctx.beginPath();
    ctx.ellipse(x, y, r + 0.035, (r + 0.035) * 0.9, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = COLORS.bank;
    ctx.beginPath();
    ctx.ellipse(x, y, r + 0.015, (r + 0.015) * 0.89, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = COLORS.waterDeep;
    ctx.fill(l.path);
    ctx.fillStyle = COLORS.water;
    ctx.beginPath();
    ctx.ellipse(x - r * 0.08, y - r * 0.08, r * 0.72, r * 0.6, 0, 0, Math.PI * 2);
    ctx.fill();
  }
}

/** A tree crown seen from above: shadow, crown, a lit side. @param {CanvasRenderingContext2D} ctx @param {number} x
 * @param {number} y @param {number} r @param {string} colour */
function crown(ctx, x, y, r, colour) {
  ctx.fillStyle = COLORS.treeShadow;
  ctx.beginPath();
  ctx.arc(x + r * 0.25, y + r * 0.35, r, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = colour;
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = COLORS.crownLight;
  ctx.beginPath();
  ctx.arc(x - r * 0.3, y - r * 0.3, r * 0.42, 0, Math.PI * 2);
  ctx.fill();
}

/** @param {CanvasRenderingContext2D} ctx @param {Forest} forest @param {Random} rnd */
function paintForest(ctx, forest, rnd) {
  ctx.save();
  ctx.fillStyle = COLORS.forestFloor;
  ctx.fill(forest.path);
  ctx.clip(forest.path);
  // Crowns on a jittered grid fill the wood.
  const step = 0.095;
  for (let y = step / 2; y < 1.05; y += step) {
    for (let x = ((y / step) % 2) * step / 2; x < 1.05; x += step) {
      const r = 0.05 + rnd() * 0.022;
      crown(ctx, x + (rnd() - 0.5) * 0.03, y + (rnd() - 0.5) * 0.03, r, COLORS.crowns[Math.floor(rnd() * 4)]);
    }
  }
  ctx.restore();
  // Along its open side, crowns overhang the meadow: a lumpy tree line instead of a wall.
  ctx.strokeStyle = COLORS.forestFloor;
  ctx.lineWidth = 0.02;
  strokeQuads(ctx, forest.rims);
  for (const rim of forest.rims) {
    for (let t = 0.04; t < 1; t += 0.075) {
      const u = 1 - t;
      const x = u * u * rim.from[0] + 2 * u * t * rim.ctrl[0] + t * t * rim.to[0];
      const y = u * u * rim.from[1] + 2 * u * t * rim.ctrl[1] + t * t * rim.to[1];
      crown(ctx, x, y, 0.04 + rnd() * 0.012, COLORS.crowns[Math.floor(rnd() * 4)]);
    }
  }
}

/** A point of the unrotated unit square turned by rot quarter turns clockwise about the middle. @param {Point} p
 * @param {number} rot @returns {Point} */
function turnPoint([x, y], rot) {
  for (let i = 0; i < rot; i++) [x, y] = [1 - y, x];
  return [x, y];
}

/** The tile's tokens where its turn (rot) puts them, each drawn upright: animals stand on their feet and menhirs
 * upright however the tile lies; fish and boats follow their water, never belly up.
 * @param {CanvasRenderingContext2D} ctx @param {HuntersGeometry} geo @param {number} rot */
export function paintTokens(ctx, geo, rot) {
  ctx.save();
  ctx.beginPath();
  ctx.rect(0, 0, 1, 1);
  ctx.clip();
  for (const t of geo.tokens) {
    const [x, y] = turnPoint(t.at, rot);
    if (t.angle == null) {
      drawToken(ctx, t.token, x, y, t.r);
      continue;
    }
    // A fish or a boat lies along its water: turn with the tile, then mirror rather than swim upside down.
    let a = t.angle + rot * Math.PI / 2;
    a = Math.atan2(Math.sin(a), Math.cos(a));
    const flip = Math.abs(a) > Math.PI / 2;
    ctx.save();
    ctx.translate(x, y);
    if (flip) ctx.scale(-1, 1);
    drawToken(ctx, t.token, 0, 0, t.r, flip ? Math.PI - a : a);
    ctx.restore();
  }
  ctx.restore();
}

/** Paint one unrotated tile, all but its tokens (paintTokens), into the unit square of ctx's current transform.
 * @param {CanvasRenderingContext2D} ctx @param {HuntersGeometry} geo */
export function paintTile(ctx, geo) {
  paintTileFrame(ctx, geo.name, COLORS, (rnd) => {
    paintHedges(ctx, geo);
    paintRivers(ctx, geo, rnd);
    paintLakes(ctx, geo);
    for (const f of geo.forests) paintForest(ctx, f, rnd);
  });
}

/** Paint plain ground into the unit square, for a figure standing alone (a rules page's animal, a power's emblem):
 * a meadow, or with `water` a pond in it for what lives or floats on a lake.
 * @param {CanvasRenderingContext2D} ctx @param {string} name the figure's, which seeds the grass's random stream
 * @param {boolean} [water] */
export function paintGround(ctx, name, water = false) {
  paintTileFrame(ctx, name, COLORS, () => {
    if (!water) return;
    /** @type {Point} */
    const at = [0.5, 0.52], radius = 0.36;
    const path = new Path2D();
    path.ellipse(at[0], at[1], radius, radius * 0.88, 0, 0, Math.PI * 2);
    paintLakes(ctx, { lakes: [{ at, radius, path }] });
  });
}
