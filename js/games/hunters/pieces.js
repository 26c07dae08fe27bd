// Piece silhouettes of Hunters & Gatherers in screen pixels: a tribe member standing (gatherer, fisher) or lying
// (hunter, who stays in the meadow to the end), and a hut; each with its player's letter (js/board/pieces.js drawFigure).

import { drawFigure } from "../../board/pieces.js";

/** @typedef {import("../turn.js").ChoiceOption} ChoiceOption */

// A tribe member in a box from -0.5 to 0.5: a round head apart from a fur tunic with a ragged hem, arms at the sides,
// short legs. Unlike Carcassonne's meeple, so a glance tells the games' pieces apart.
function tribePath() {
  const p = new Path2D();
  p.moveTo(0.17, -0.33);
  p.arc(0, -0.33, 0.17, 0, Math.PI * 2);
  p.moveTo(-0.12, -0.13);
  p.lineTo(0.12, -0.13);
  p.quadraticCurveTo(0.4, -0.11, 0.45, 0.1);
  p.lineTo(0.42, 0.24);
  p.lineTo(0.3, 0.14);
  p.lineTo(0.33, 0.32);
  p.lineTo(0.24, 0.29);
  p.lineTo(0.24, 0.5);
  p.lineTo(0.06, 0.5);
  p.lineTo(0.04, 0.33);
  p.lineTo(-0.04, 0.33);
  p.lineTo(-0.06, 0.5);
  p.lineTo(-0.24, 0.5);
  p.lineTo(-0.24, 0.29);
  p.lineTo(-0.33, 0.32);
  p.lineTo(-0.3, 0.14);
  p.lineTo(-0.42, 0.24);
  p.lineTo(-0.45, 0.1);
  p.quadraticCurveTo(-0.4, -0.11, -0.12, -0.13);
  p.closePath();
  return p;
}

// A hut of hides over poles: a dome with the poles' tips crossing above it.
function hutPath() {
  const p = new Path2D();
  p.moveTo(-0.48, 0.42);
  p.quadraticCurveTo(-0.46, -0.18, -0.07, -0.28);
  p.lineTo(-0.22, -0.5);
  p.lineTo(-0.13, -0.54);
  p.lineTo(0, -0.33);
  p.lineTo(0.13, -0.54);
  p.lineTo(0.22, -0.5);
  p.lineTo(0.07, -0.28);
  p.quadraticCurveTo(0.46, -0.18, 0.48, 0.42);
  p.closePath();
  return p;
}

/** @type {{tribe: Path2D, hut: Path2D} | null} made on first use */
let shapes = null;
/** A silhouette, a Path2D in the box from -0.5 to 0.5. @param {"tribe" | "hut"} name @returns {Path2D} */
function shape(name) {
  shapes ??= { tribe: tribePath(), hut: hutPath() };
  return shapes[name];
}

/** A strap across the tunic: the tribe member's mark. @param {CanvasRenderingContext2D} ctx */
function strap(ctx) {
  ctx.strokeStyle = "rgba(0, 0, 0, 0.3)";
  ctx.lineWidth = 0.07;
  ctx.beginPath();
  ctx.moveTo(-0.2, -0.1);
  ctx.lineTo(0.22, 0.26);
  ctx.stroke();
}

/** The hunter's spear beside the body, stone tip past the head: what tells a hunter from a sleeper.
 * @param {CanvasRenderingContext2D} ctx */
function spear(ctx) {
  strap(ctx);
  ctx.lineCap = "round";
  for (const [w, c] of /** @type {[number, string][]} */ ([[0.13, "rgba(255, 255, 255, 0.85)"], [0.07, "#4a2c12"]])) {
    ctx.strokeStyle = c;
    ctx.lineWidth = w;
    ctx.beginPath();
    ctx.moveTo(0.42, 0.46);
    ctx.lineTo(0.42, -0.42);
    ctx.stroke();
  }
  ctx.beginPath();
  ctx.moveTo(0.42, -0.64);
  ctx.lineTo(0.33, -0.42);
  ctx.lineTo(0.51, -0.42);
  ctx.closePath();
  ctx.fillStyle = "#d9d4c8";
  ctx.fill();
  ctx.strokeStyle = "#2b1d10";
  ctx.lineWidth = 0.04;
  ctx.stroke();
}

/** The hut's door and the seams of its hides. @param {CanvasRenderingContext2D} ctx */
function doorway(ctx) {
  ctx.fillStyle = "rgba(0, 0, 0, 0.5)";
  ctx.beginPath();
  ctx.moveTo(-0.11, 0.42);
  ctx.quadraticCurveTo(-0.1, 0.2, 0, 0.2);
  ctx.quadraticCurveTo(0.1, 0.2, 0.11, 0.42);
  ctx.closePath();
  ctx.fill();
  ctx.strokeStyle = "rgba(0, 0, 0, 0.25)";
  ctx.lineWidth = 0.04;
  ctx.beginPath();
  ctx.moveTo(-0.3, 0.4);
  ctx.quadraticCurveTo(-0.28, -0.05, -0.05, -0.22);
  ctx.moveTo(0.3, 0.4);
  ctx.quadraticCurveTo(0.28, -0.05, 0.05, -0.22);
  ctx.stroke();
}

/** Which silhouette and pose a piece takes, from its piece and role (api: a hunter lies in its meadow).
 * @param {string} piece @param {string} role */
export function poseOf(piece, role) {
  if (piece === "hut") return { path: shape("hut"), decorate: doorway, letterAt: [0, 0.02] };
  if (role === "hunter") return { path: shape("tribe"), angle: Math.PI / 2, decorate: spear, letterAt: [-0.06, 0] };
  return { path: shape("tribe"), decorate: strap, letterAt: [0, 0.1] };
}

/** Draw a piece centred at (x, y), size pixels tall, in colour with letter on it.
 * @param {CanvasRenderingContext2D} ctx @param {import("../../board/pieces.js").PieceToDraw} what */
export function drawPiece(ctx, { piece = "tribe", role = "gatherer", ...look }) {
  drawFigure(ctx, look, poseOf(piece, role));
}

/** The piece an option puts down, as drawPiece takes it; null for none. @param {ChoiceOption} o
 * @returns {{piece: string, role: string} | null} */
export function optionPiece(o) {
  if (o.question) return o.piece_at ? { piece: o.piece, role: o.role } : null; // the piece an answer takes back
  if (o.segment == null) return null;
  return { piece: o.piece, role: o.role || o.piece };
}
