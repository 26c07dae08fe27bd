// Paints a Carcassonne tile type from its geometry (tilegeom.js) as vector art; the shared TileArt (js/board/tileart.js)
// caches it as bitmaps per size for the renderer (js/board/render.js) and panels (js/panels/hand.js).

import { SHARED_COLORS, paintRipples, paintTileFrame, paintWaterBand, strokeQuads } from "../../board/tileart.js";
import { POND_RADIUS, CLOISTER_RADIUS, GARDEN_RADIUS, ROAD_WIDTH } from "./tilegeom.js";

/** @typedef {import("./tilegeom.js").CarcassonneGeometry} CarcassonneGeometry */
/** @typedef {import("./tilegeom.js").City} City */
/** @typedef {import("./tilegeom.js").BridgePoint} BridgePoint */
/** @typedef {import("../../board/tilegeom.js").Point} Point */
/** @typedef {import("../../board/tileart.js").Random} Random */

export const COLORS = {
  grass: "#88b04b", grassDark: "#739a3b", grassLight: "#a0c463",
  cityGround: "#dcc196", roof: ["#b4533a", "#a14634", "#c0663f", "#8f3f30"], junctionWall: "#c9c2b3",
  wall: "#a59d8f", wallDark: "#6d665c", wallLight: "#cfc8ba",
  road: "#efe4c6", roadEdge: "#a08b62", roadRut: "#ddcfa9",
  ...SHARED_COLORS,
  shield: "#2d5fb0", shieldTrim: "#f4d35e",
  stone: "#f2ebdc", stoneDark: "#b6ab95", cloisterRoof: "#a8432c", yard: "#a9cb70",
  tree: "#4f8a35", treeLight: "#74a84a",
  hedge: "#4c7d33", hedgeDark: "#3a6427", flower: ["#f0c93b", "#e7719a", "#ffffff"],
  pagodaRoof: "#3b4d66", pagodaPillar: "#b8332b",
};

/** @param {CanvasRenderingContext2D} ctx @param {CarcassonneGeometry} geo */
function paintTrees(ctx, geo) {
  for (const [x, y, r] of geo.trees) {
    ctx.fillStyle = "rgba(40, 60, 20, 0.3)";
    ctx.beginPath();
    ctx.ellipse(x + r * 0.35, y + r * 0.45, r * 1.05, r * 0.85, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = COLORS.tree;
    ctx.beginPath();
    ctx.arc(x, y, r, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = COLORS.treeLight;
    ctx.beginPath();
    ctx.arc(x - r * 0.3, y - r * 0.3, r * 0.5, 0, Math.PI * 2);
    ctx.fill();
  }
}

/** @param {CanvasRenderingContext2D} ctx @param {CarcassonneGeometry} geo @param {Random} rnd */
function paintRivers(ctx, geo, rnd) {
  for (const r of geo.rivers) {
    paintWaterBand(ctx, r.strokes, r.width, COLORS);
    if (r.pond) {
      ctx.fillStyle = COLORS.bank;
      ctx.beginPath();
      ctx.ellipse(0.5, 0.5, POND_RADIUS + 0.03, POND_RADIUS + 0.02, 0, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillStyle = COLORS.waterDeep;
      ctx.beginPath();
      ctx.ellipse(0.5, 0.5, POND_RADIUS, POND_RADIUS * 0.9, 0, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillStyle = COLORS.water;
      ctx.beginPath();
      ctx.ellipse(0.49, 0.49, POND_RADIUS * 0.7, POND_RADIUS * 0.6, 0, 0, Math.PI * 2);
      ctx.fill();
    }
    paintRipples(ctx, r.strokes, COLORS.waterLight, rnd);
  }
}

/** @param {CanvasRenderingContext2D} ctx @param {CarcassonneGeometry} geo */
function paintRoads(ctx, geo) {
  ctx.lineCap = "butt";
  for (const r of geo.roads) {
    ctx.strokeStyle = COLORS.roadEdge;
    ctx.lineWidth = r.width + 0.035;
    strokeQuads(ctx, r.strokes);
  }
  for (const r of geo.roads) {
    ctx.strokeStyle = COLORS.road;
    ctx.lineWidth = r.width;
    strokeQuads(ctx, r.strokes);
    // Two faint wheel ruts: a darker band with the road colour laid over its middle.
    ctx.strokeStyle = COLORS.roadRut;
    ctx.lineWidth = r.width * 0.55;
    strokeQuads(ctx, r.strokes);
    ctx.strokeStyle = COLORS.road;
    ctx.lineWidth = r.width * 0.4;
    strokeQuads(ctx, r.strokes);
  }
  for (const run of geo.bridges) paintBridge(ctx, run);
}

/** A wooden bridge over the stretch of road that crosses water: a shadow on the water, a plank deck wider than
 * the road, and railings with posts at both ends, so a crossing reads as a bridge even on a small tile.
 * @param {CanvasRenderingContext2D} ctx @param {BridgePoint[]} run */
function paintBridge(ctx, run) {
  if (run.length < 2) return;
  const half = ROAD_WIDTH / 2 + 0.03;
  /** @param {number} k @param {number} d @returns {Point[]} */
  const side = (k, d) => run.map(({ p, n }) => [p[0] + n[0] * k * d, p[1] + n[1] * k * d]);
  /** @param {Point[]} points */
  const line = (points) => {
    ctx.beginPath();
    points.forEach((q, i) => (i ? ctx.lineTo(...q) : ctx.moveTo(...q)));
  };
  ctx.save();
  ctx.lineCap = "butt";
  ctx.lineJoin = "round";
  ctx.strokeStyle = "rgba(20, 40, 70, 0.35)"; // the bridge's shadow on the water
  ctx.lineWidth = half * 2 + 0.03;
  line(run.map(({ p }) => [p[0] + 0.015, p[1] + 0.02]));
  ctx.stroke();
  ctx.strokeStyle = "#7a5430";
  ctx.lineWidth = half * 2;
  line(run.map(({ p }) => p));
  ctx.stroke();
  ctx.strokeStyle = "#b8875a";
  ctx.lineWidth = half * 2 - 0.02;
  ctx.stroke();
  // Planks across the deck.
  ctx.strokeStyle = "rgba(90, 58, 30, 0.7)";
  ctx.lineWidth = 0.006;
  ctx.beginPath();
  for (let i = 1; i < run.length; i += 2) {
    const { p, n } = run[i];
    ctx.moveTo(p[0] - n[0] * (half - 0.01), p[1] - n[1] * (half - 0.01));
    ctx.lineTo(p[0] + n[0] * (half - 0.01), p[1] + n[1] * (half - 0.01));
  }
  ctx.stroke();
  // Railings and their posts.
  ctx.lineCap = "round";
  for (const k of [1, -1]) {
    const rail = side(k, half);
    ctx.strokeStyle = "#4a321b";
    ctx.lineWidth = 0.02;
    line(rail);
    ctx.stroke();
    ctx.fillStyle = "#4a321b";
    for (const q of [rail[0], rail[rail.length - 1]]) {
      ctx.beginPath();
      ctx.arc(q[0], q[1], 0.018, 0, Math.PI * 2);
      ctx.fill();
    }
  }
  ctx.restore();
}

/** @param {CanvasRenderingContext2D} ctx @param {City} city @param {Random} rnd */
function paintCity(ctx, city, rnd) {
  ctx.save();
  ctx.fillStyle = COLORS.cityGround;
  ctx.fill(city.path);
  ctx.clip(city.path);
  // Houses on a jittered grid, with roofs in a few shades.
  const step = 0.12;
  for (let y = step / 2; y < 1; y += step) {
    for (let x = step / 2 + ((y / step) % 2) * step / 2; x < 1; x += step) {
      if (rnd() < 0.12) continue;
      const w = 0.065 + rnd() * 0.03, h = 0.05 + rnd() * 0.025;
      const cx = x + (rnd() - 0.5) * 0.03, cy = y + (rnd() - 0.5) * 0.03;
      ctx.save();
      ctx.translate(cx, cy);
      ctx.rotate((rnd() - 0.5) * 0.5);
      ctx.fillStyle = "rgba(70, 45, 20, 0.25)";
      ctx.fillRect(-w / 2 + 0.008, -h / 2 + 0.01, w, h);
      ctx.fillStyle = COLORS.roof[Math.floor(rnd() * COLORS.roof.length)];
      ctx.fillRect(-w / 2, -h / 2, w, h);
      ctx.fillStyle = "rgba(255, 255, 255, 0.18)";
      ctx.fillRect(-w / 2, -h / 2, w, h / 2);
      ctx.strokeStyle = "rgba(60, 25, 10, 0.45)";
      ctx.lineWidth = 0.006;
      ctx.beginPath();
      ctx.moveTo(-w / 2, 0);
      ctx.lineTo(w / 2, 0);
      ctx.stroke();
      ctx.restore();
    }
  }
  ctx.restore();
  // Walls along the open sides.
  ctx.lineCap = "round";
  ctx.strokeStyle = COLORS.wallDark;
  ctx.lineWidth = 0.06;
  strokeQuads(ctx, city.walls);
  ctx.strokeStyle = COLORS.wall;
  ctx.lineWidth = 0.042;
  strokeQuads(ctx, city.walls);
  ctx.strokeStyle = COLORS.wallLight;
  ctx.lineWidth = 0.022;
  ctx.setLineDash([0.018, 0.016]);
  strokeQuads(ctx, city.walls);
  ctx.setLineDash([]);
  for (const at of city.pennantAt) paintShield(ctx, at);
}

/** A pennant's shield centred at the point. @param {CanvasRenderingContext2D} ctx @param {Point} at */
function paintShield(ctx, [x, y]) {
  const w = 0.075, h = 0.09;
  ctx.save();
  ctx.translate(x, y);
  ctx.beginPath();
  ctx.moveTo(-w, -h);
  ctx.lineTo(w, -h);
  ctx.lineTo(w, 0);
  ctx.quadraticCurveTo(w, h * 0.8, 0, h * 1.2);
  ctx.quadraticCurveTo(-w, h * 0.8, -w, 0);
  ctx.closePath();
  ctx.fillStyle = COLORS.shield;
  ctx.strokeStyle = COLORS.shieldTrim;
  ctx.lineWidth = 0.016;
  ctx.fill();
  ctx.stroke();
  ctx.fillStyle = COLORS.shieldTrim;
  ctx.fillRect(-0.012, -h * 0.75, 0.024, h * 1.55);
  ctx.fillRect(-w * 0.7, -h * 0.25, w * 1.4, 0.024);
  ctx.restore();
}

/** @param {CanvasRenderingContext2D} ctx */
function paintJunction(ctx) {
  // A small farmhouse where dead-end roads meet: stone walls, a red roof, a dark outline to stand off the road.
  ctx.save();
  ctx.translate(0.5, 0.5);
  ctx.lineJoin = "round";
  ctx.fillStyle = "rgba(60, 40, 20, 0.3)";
  ctx.fillRect(-0.085, -0.06, 0.19, 0.16);
  ctx.fillStyle = COLORS.junctionWall;
  ctx.strokeStyle = "#5b4632";
  ctx.lineWidth = 0.01;
  ctx.fillRect(-0.1, -0.04, 0.19, 0.12);
  ctx.strokeRect(-0.1, -0.04, 0.19, 0.12);
  ctx.fillStyle = COLORS.roof[0];
  ctx.beginPath();
  ctx.moveTo(-0.12, 0.0);
  ctx.lineTo(0.11, 0.0);
  ctx.lineTo(0.08, -0.095);
  ctx.lineTo(-0.09, -0.095);
  ctx.closePath();
  ctx.fill();
  ctx.stroke();
  ctx.fillStyle = "#5a3a22";
  ctx.fillRect(-0.025, 0.025, 0.035, 0.055);
  ctx.restore();
}

/** @param {CanvasRenderingContext2D} ctx */
function paintCloister(ctx) {
  ctx.save();
  ctx.translate(0.5, 0.5);
  ctx.fillStyle = COLORS.yard;
  ctx.beginPath();
  ctx.arc(0, 0, CLOISTER_RADIUS, 0, Math.PI * 2);
  ctx.fill();
  ctx.strokeStyle = "rgba(80, 110, 40, 0.6)";
  ctx.lineWidth = 0.01;
  ctx.stroke();
  // A church seen from above at a slant: nave, roof, tower with a cross.
  ctx.fillStyle = "rgba(60, 40, 20, 0.28)";
  ctx.fillRect(-0.1, -0.07, 0.22, 0.17);
  ctx.fillStyle = COLORS.stone;
  ctx.fillRect(-0.12, -0.02, 0.2, 0.11);
  ctx.strokeStyle = COLORS.stoneDark;
  ctx.lineWidth = 0.008;
  ctx.strokeRect(-0.12, -0.02, 0.2, 0.11);
  ctx.fillStyle = COLORS.cloisterRoof;
  ctx.beginPath();
  ctx.moveTo(-0.135, -0.015);
  ctx.lineTo(0.095, -0.015);
  ctx.lineTo(0.07, -0.085);
  ctx.lineTo(-0.11, -0.085);
  ctx.closePath();
  ctx.fill();
  ctx.fillStyle = COLORS.stone;
  ctx.fillRect(0.07, -0.1, 0.06, 0.19);
  ctx.strokeRect(0.07, -0.1, 0.06, 0.19);
  ctx.fillStyle = COLORS.cloisterRoof;
  ctx.beginPath();
  ctx.moveTo(0.065, -0.1);
  ctx.lineTo(0.135, -0.1);
  ctx.lineTo(0.1, -0.15);
  ctx.closePath();
  ctx.fill();
  ctx.strokeStyle = "#3d3528";
  ctx.lineWidth = 0.01;
  ctx.beginPath();
  ctx.moveTo(0.1, -0.2);
  ctx.lineTo(0.1, -0.15);
  ctx.moveTo(0.083, -0.183);
  ctx.lineTo(0.117, -0.183);
  ctx.stroke();
  ctx.fillStyle = "#5a3a22";
  ctx.fillRect(-0.035, 0.035, 0.03, 0.055);
  ctx.fillStyle = "#6a87a8";
  ctx.fillRect(0.09, 0.0, 0.02, 0.03);
  ctx.restore();
}

/** A landmark (Sightseeing): a paved temple court with a cherry tree, and one of two buildings by tile type,
 * a pagoda or a shrine behind a torii gate, so landmarks never read as cloisters.
 * @param {CanvasRenderingContext2D} ctx @param {string} name the tile type's @param {Random} rnd */
function paintLandmark(ctx, name, rnd) {
  const R = CLOISTER_RADIUS;
  ctx.save();
  ctx.translate(0.5, 0.5);
  // Court: pale paving with a darker kerb and a few flagstone joints.
  ctx.fillStyle = "#e6dfcd";
  ctx.beginPath();
  ctx.arc(0, 0, R, 0, Math.PI * 2);
  ctx.fill();
  ctx.strokeStyle = "#9c8f6e";
  ctx.lineWidth = 0.014;
  ctx.stroke();
  ctx.strokeStyle = "rgba(150, 135, 100, 0.35)";
  ctx.lineWidth = 0.005;
  ctx.beginPath();
  for (const r of [R * 0.45, R * 0.75]) ctx.arc(0, 0, r, 0, Math.PI * 2);
  ctx.stroke();
  // A cherry tree in blossom at the court's edge.
  const a = Math.PI * (0.15 + rnd() * 0.2);
  const tx = Math.cos(a) * R * 0.95, ty = -Math.sin(a) * R * 0.95;
  ctx.fillStyle = "rgba(60, 40, 40, 0.25)";
  ctx.beginPath();
  ctx.arc(tx + 0.012, ty + 0.016, 0.055, 0, Math.PI * 2);
  ctx.fill();
  for (const [dx, dy, r, c] of /** @type {[number, number, number, string][]} */ ([[0, 0, 0.052, "#f2a7c3"], [-0.02, -0.015, 0.03, "#f8cadb"], [0.018, 0.012, 0.022, "#e98bb0"]])) {
    ctx.fillStyle = c;
    ctx.beginPath();
    ctx.arc(tx + dx, ty + dy, r, 0, Math.PI * 2);
    ctx.fill();
  }
  if (name.endsWith("A")) paintShrine(ctx);
  else paintPagoda(ctx);
  ctx.restore();
}

/** A five-roofed pagoda seen at a slant: red walls, dark upturned roofs, a gold spire.
 * @param {CanvasRenderingContext2D} ctx */
function paintPagoda(ctx) {
  ctx.fillStyle = "rgba(40, 30, 20, 0.22)"; // shadow cast to the lower right
  ctx.beginPath();
  ctx.ellipse(0.025, 0.1, 0.1, 0.035, -0.3, 0, Math.PI * 2);
  ctx.fill();
  const tiers = [[0.085, 0.11], [0.072, 0.065], [0.06, 0.022], [0.049, -0.018], [0.038, -0.056]];
  for (const [w, y] of tiers) {
    ctx.fillStyle = COLORS.pagodaPillar;
    ctx.fillRect(-w * 0.62, y - 0.03, w * 1.24, 0.03);
    ctx.fillStyle = COLORS.pagodaRoof;
    ctx.beginPath();
    ctx.moveTo(-w - 0.022, y - 0.034);
    ctx.quadraticCurveTo(-w * 0.5, y - 0.026, -w * 0.45, y - 0.05);
    ctx.lineTo(w * 0.45, y - 0.05);
    ctx.quadraticCurveTo(w * 0.5, y - 0.026, w + 0.022, y - 0.034);
    ctx.lineTo(w * 0.7, y - 0.02);
    ctx.lineTo(-w * 0.7, y - 0.02);
    ctx.closePath();
    ctx.fill();
  }
  ctx.strokeStyle = "#e2b53e";
  ctx.lineWidth = 0.012;
  ctx.beginPath();
  ctx.moveTo(0, -0.1);
  ctx.lineTo(0, -0.16);
  ctx.stroke();
  ctx.fillStyle = "#e2b53e";
  for (const y of [-0.115, -0.13, -0.145]) ctx.fillRect(-0.012, y, 0.024, 0.005);
}

/** A small shrine behind a vermilion torii gate. @param {CanvasRenderingContext2D} ctx */
function paintShrine(ctx) {
  ctx.fillStyle = "rgba(40, 30, 20, 0.22)";
  ctx.beginPath();
  ctx.ellipse(0.015, -0.005, 0.11, 0.03, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = "#8b5a3c";
  ctx.fillRect(-0.075, -0.07, 0.15, 0.06);
  ctx.fillStyle = COLORS.pagodaRoof;
  ctx.beginPath();
  ctx.moveTo(-0.11, -0.06);
  ctx.quadraticCurveTo(-0.06, -0.07, -0.05, -0.12);
  ctx.lineTo(0.05, -0.12);
  ctx.quadraticCurveTo(0.06, -0.07, 0.11, -0.06);
  ctx.closePath();
  ctx.fill();
  ctx.fillStyle = "#e2b53e";
  ctx.fillRect(-0.05, -0.126, 0.1, 0.01);
  // The torii: two posts, a straight tie beam, and an upswept top beam.
  const red = "#d8402c";
  ctx.fillStyle = "rgba(40, 30, 20, 0.3)";
  ctx.fillRect(-0.06, 0.05, 0.14, 0.02);
  ctx.fillStyle = red;
  ctx.fillRect(-0.065, 0.0, 0.018, 0.1);
  ctx.fillRect(0.047, 0.0, 0.018, 0.1);
  ctx.fillRect(-0.08, 0.018, 0.16, 0.014);
  ctx.fillStyle = "#2b2b2b";
  ctx.beginPath();
  ctx.moveTo(-0.1, -0.012);
  ctx.quadraticCurveTo(0, 0.004, 0.1, -0.012);
  ctx.lineTo(0.095, 0.004);
  ctx.quadraticCurveTo(0, 0.016, -0.095, 0.004);
  ctx.closePath();
  ctx.fill();
  ctx.fillStyle = red;
  ctx.fillRect(-0.09, 0.004, 0.18, 0.01);
}

/** A garden centred at the point, of the radius given. @param {CanvasRenderingContext2D} ctx @param {Point} at
 * @param {number} radius @param {Random} rnd */
function paintGarden(ctx, [x, y], radius, rnd) {
  ctx.save();
  ctx.translate(x, y);
  ctx.scale(radius / GARDEN_RADIUS, radius / GARDEN_RADIUS);
  ctx.fillStyle = COLORS.hedgeDark;
  ctx.beginPath();
  ctx.arc(0, 0, GARDEN_RADIUS, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = "#b9d77e";
  ctx.beginPath();
  ctx.arc(0, 0, GARDEN_RADIUS - 0.025, 0, Math.PI * 2);
  ctx.fill();
  // A border of flowers inside the hedge, so a garden reads as a garden and not as a bush.
  for (let i = 0; i < 20; i++) {
    const a = (i / 20) * Math.PI * 2 + 0.1;
    ctx.fillStyle = COLORS.flower[i % 3];
    ctx.beginPath();
    ctx.arc(Math.cos(a) * (GARDEN_RADIUS - 0.036), Math.sin(a) * (GARDEN_RADIUS - 0.036), 0.008, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.strokeStyle = "#e9dfc2";
  ctx.lineWidth = 0.016;
  ctx.beginPath();
  ctx.moveTo(-GARDEN_RADIUS + 0.03, 0);
  ctx.lineTo(GARDEN_RADIUS - 0.03, 0);
  ctx.moveTo(0, -GARDEN_RADIUS + 0.03);
  ctx.lineTo(0, GARDEN_RADIUS - 0.03);
  ctx.stroke();
  for (let i = 0; i < 4; i++) {
    const a = Math.PI / 4 + i * Math.PI / 2;
    const bx = Math.cos(a) * 0.055, by = Math.sin(a) * 0.055;
    ctx.fillStyle = COLORS.hedge;
    ctx.beginPath();
    ctx.arc(bx, by, 0.03, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = COLORS.flower[i % 3];
    ctx.beginPath();
    ctx.arc(bx + (rnd() - 0.5) * 0.02, by + (rnd() - 0.5) * 0.02, 0.009, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.fillStyle = "#7cb8e0";
  ctx.beginPath();
  ctx.arc(0, 0, 0.018, 0, Math.PI * 2);
  ctx.fill();
  ctx.restore();
}

/** Paint one unrotated tile into the unit square of ctx's current transform.
 * @param {CanvasRenderingContext2D} ctx @param {CarcassonneGeometry} geo */
export function paintTile(ctx, geo) {
  paintTileFrame(ctx, geo.name, COLORS, (rnd) => {
    paintTrees(ctx, geo);
    paintRivers(ctx, geo, rnd);
    paintRoads(ctx, geo);
    if (geo.junction) paintJunction(ctx);
    for (const c of geo.cities) paintCity(ctx, c, rnd);
    for (const c of geo.centre) {
      if (c.kind === "cloister" && c.landmark) paintLandmark(ctx, geo.name, rnd);
      else if (c.kind === "cloister") paintCloister(ctx);
      else if (c.kind === "garden") paintGarden(ctx, c.at, c.radius, rnd);
    }
  });
}
