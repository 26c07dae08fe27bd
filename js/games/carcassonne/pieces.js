// Piece silhouettes in screen pixels: standing meeple, lying meeple (farmer), abbot, tourist; each with a letter.

import { drawFigure } from "../../board/pieces.js";

/** @typedef {import("../../engine/types.js").Option} Option */
/** A piece's silhouette. @typedef {"meeple" | "abbot"} Shape */

// The classic meeple in a box from -0.5 to 0.5 (head on top, legs apart).
function meeplePath() {
  const p = new Path2D();
  p.moveTo(-0.44, 0.5);
  p.lineTo(-0.1, 0.5);
  p.quadraticCurveTo(0, 0.26, 0.1, 0.5);
  p.lineTo(0.44, 0.5);
  p.quadraticCurveTo(0.46, 0.44, 0.42, 0.38);
  p.lineTo(0.2, 0.06);
  p.quadraticCurveTo(0.42, 0.02, 0.49, -0.06);
  p.quadraticCurveTo(0.52, -0.2, 0.4, -0.2);
  p.lineTo(0.17, -0.2);
  p.arc(0, -0.33, 0.2, 0.6, Math.PI - 0.6, true);
  p.lineTo(-0.4, -0.2);
  p.quadraticCurveTo(-0.52, -0.2, -0.49, -0.06);
  p.quadraticCurveTo(-0.42, 0.02, -0.2, 0.06);
  p.lineTo(-0.42, 0.38);
  p.quadraticCurveTo(-0.46, 0.44, -0.44, 0.5);
  p.closePath();
  return p;
}

// The abbot: a robed figure with a pointed hood, no legs.
function abbotPath() {
  const p = new Path2D();
  p.moveTo(-0.36, 0.5);
  p.lineTo(0.36, 0.5);
  p.quadraticCurveTo(0.3, 0.1, 0.46, -0.05);
  p.quadraticCurveTo(0.44, -0.17, 0.2, -0.16);
  p.quadraticCurveTo(0.24, -0.36, 0, -0.56);
  p.quadraticCurveTo(-0.24, -0.36, -0.2, -0.16);
  p.quadraticCurveTo(-0.44, -0.17, -0.46, -0.05);
  p.quadraticCurveTo(-0.3, 0.1, -0.36, 0.5);
  p.closePath();
  return p;
}

/** @type {Record<Shape, Path2D> | null} made on first use */
let shapes = null;
/** The silhouette of a shape, a Path2D in the box from -0.5 to 0.5. @param {Shape} kind @returns {Path2D} */
function shapeFor(kind) {
  shapes ??= { meeple: meeplePath(), abbot: abbotPath() };
  return shapes[kind] || shapes.meeple;
}

/** Which silhouette and pose a piece takes, from its piece and role (api.py: farmer lies, tourist lies sideways).
 * @param {string} piece @param {string} role @returns {{shape: Shape, angle: number, hat: boolean}} */
export function poseOf(piece, role) {
  if (piece === "abbot" || role === "abbot") return { shape: "abbot", angle: 0, hat: false };
  if (role === "farmer") return { shape: "meeple", angle: Math.PI / 2, hat: false };
  if (role === "tourist") return { shape: "meeple", angle: -Math.PI / 2, hat: true }; // on its side, the other way from a farmer
  return { shape: "meeple", angle: 0, hat: false };
}

/** The tourist's straw sun hat seen from above (wide brim, red band, crown), so a tourist differs from a farmer or
 * a monk at a glance. @param {CanvasRenderingContext2D} ctx */
function drawHat(ctx) {
  ctx.lineWidth = 0.035;
  ctx.strokeStyle = "#5e4a1c";
  ctx.fillStyle = "#f3dc8a";
  ctx.beginPath();
  ctx.arc(0, -0.33, 0.27, 0, Math.PI * 2);
  ctx.fill();
  ctx.stroke();
  ctx.strokeStyle = "#c0392b";
  ctx.lineWidth = 0.05;
  ctx.beginPath();
  ctx.arc(0, -0.33, 0.15, 0, Math.PI * 2);
  ctx.stroke();
  ctx.fillStyle = "#e2c56c";
  ctx.beginPath();
  ctx.arc(0, -0.33, 0.125, 0, Math.PI * 2);
  ctx.fill();
}

/** Draw a piece centred at (x, y), size pixels tall, in colour with letter on it (js/board/pieces.js drawFigure).
 * @param {CanvasRenderingContext2D} ctx @param {import("../../board/pieces.js").PieceToDraw} what */
export function drawPiece(ctx, { piece = "meeple", role = "knight", ...look }) {
  const pose = poseOf(piece, role);
  drawFigure(ctx, look, {
    path: shapeFor(pose.shape),
    angle: pose.angle,
    decorate: pose.hat ? drawHat : null,
    letterAt: pose.angle ? [0.08, 0] : [0, 0.1],
  });
}

/** The piece an option puts down (or calls back: the abbot of a recall), as drawPiece takes it; null for none.
 * @param {Option} o @returns {{piece: string, role: string} | null} */
export function optionPiece(o) {
  if (o.piece === "recall") return { piece: "abbot", role: "abbot" };
  if (o.segment == null) return null;
  return { piece: o.piece, role: o.role || o.piece };
}
