// The end screen's charts: every player's score over the game, one line per player in their colour, drawn on a
// canvas sharp at any devicePixelRatio. The numbers are the engine's (api.scores_over_game); nothing is counted here.
// The final scoring is a step of its own on the right, in a shaded band, since it is often the game's biggest jump.
// The same chart draws a review's expected final margins (api.review_next): values below zero too, a line that may
// stop short of the last move while the review goes on, and a point picked by a click or the keyboard (onPick).

import { t } from "../words/i18n.js";
import { inkFor } from "../board/colour.js";

/** @typedef {import("../engine/types.js").ScoresOverGame} ScoresOverGame */
/** What the chart needs of a player's look: the colour of their line. @typedef {{colour: string}} ChartLook */
/** signed: values may be below zero; points: the values' axis name.
 * @typedef {{signed?: boolean, points?: string}} ChartOptions */
/** One player's line as drawn. @typedef {{player: number, colour: string, values: number[]}} ChartLine */
/** What a draw drew (the tests read it); marked: the point the keyboard marks, if on show.
 * @typedef {{moves: number, final: boolean, width: number, height: number, lines: ChartLine[],
 *   marked: number | null}} ChartDrawn */

const FONT = "12px system-ui, sans-serif";
const FINAL_BAND = 0.14; // of the plot's width: the final scoring's step, wide enough to see its jump

/** The smallest round step (1, 2, 2.5 or 5 times a power of ten, whole) that cuts `span` into at most `most` parts.
 * @param {number} span @param {number} most @returns {number} */
export function niceStep(span, most) {
  const rough = Math.max(span, 1) / Math.max(most, 1);
  for (let power = 1; ; power *= 10) {
    for (const m of [1, 2, 2.5, 5]) {
      const step = m * power;
      if (Number.isInteger(step) && step >= rough) return step;
    }
  }
}

/** A number as an axis shows it: a true minus sign below zero. @param {number} v @returns {string} */
function axisNumber(v) {
  return v < 0 ? `\u2212${-v}` : String(v);
}

export class ScoreChart {
  /** canvas: where to draw, as wide as CSS makes it; it is drawn again when that width changes. onPick(i), if given,
   * is called with the number of moves of the point clicked (0: the start), among those drawn; the chart is then
   * also a slider for the keyboard (arrows, Page Up/Down, Home, End move a marked point; Enter picks it), whose
   * point describe(i) words for a screen reader.
   * @param {HTMLCanvasElement} canvas @param {((i: number) => void) | null} [onPick]
   * @param {(i: number) => string} [describe] */
  constructor(canvas, onPick = null, describe = (i) => String(i)) {
    this.canvas = canvas;
    /** @type {number | null} */
    this.cursor = null; // the point the keyboard marks (a number of moves), null until a key moves it
    this.describe = describe;
    this.slider = !!onPick; // a chart that picks a point is a slider for the keyboard
    /** @type {ChartDrawn | null} */
    this.drawn = null; // what was drawn last: {moves, final, width, height, lines: [{player, colour, values}]}
    /** @type {{history: ScoresOverGame, looks: ChartLook[], options: ChartOptions} | null} */
    this.data = null;
    /** @type {{left: number, width: number, moves: number, last: number} | null} */
    this.plot = null; // where the moves' axis was drawn: {left, width, moves, last}
    new ResizeObserver(() => {
      if (this.data && this.canvas.clientWidth !== this.drawn?.width) this.draw();
    }).observe(canvas);
    if (onPick) {
      canvas.addEventListener("click", (event) => {
        const i = this.moveAt(event.offsetX);
        if (i !== null) onPick(i);
      });
      canvas.tabIndex = 0;
      canvas.setAttribute("role", "slider");
      canvas.setAttribute("aria-valuemin", "0");
      canvas.addEventListener("keydown", (event) => this.key(event, onPick));
      const redraw = () => {
        if (this.cursor !== null && this.data) this.draw(); // the mark shows only while the chart has the focus
      };
      canvas.addEventListener("focus", redraw);
      canvas.addEventListener("blur", redraw);
    }
  }

  /** A key on the chart as a slider: move the marked point, or pick it.
   * @param {KeyboardEvent} event @param {(i: number) => void} onPick */
  key(event, onPick) {
    const last = this.plot?.last;
    if (last === undefined) return;
    const at = this.cursor ?? last;
    const step = /** @type {Object<string, number>} */ (
      { ArrowLeft: -1, ArrowDown: -1, ArrowRight: 1, ArrowUp: 1, PageDown: -10, PageUp: 10 })[event.key];
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      onPick(at);
      return;
    }
    // The first key marks the last point (where the lines end), the next ones move from there.
    const next = step !== undefined ? at + (this.cursor === null ? 0 : step)
      : event.key === "Home" ? 0 : event.key === "End" ? last : null;
    if (next === null) return;
    event.preventDefault();
    this.cursor = Math.max(0, Math.min(last, next));
    this.draw();
  }

  /** The number of moves of the point drawn nearest to x (CSS px from the canvas's left), or null before a draw.
   * @param {number} x @returns {number | null} */
  moveAt(x) {
    const plot = this.plot;
    if (!plot) return null;
    const i = Math.round(((x - plot.left) / Math.max(1, plot.width)) * plot.moves);
    return Math.max(0, Math.min(plot.last, i));
  }

  /** Show `history` (api.scores_over_game: {series, moves, final}) with each player's colour (looks[i].colour).
   * options.signed: values may be below zero (a line at zero is drawn); options.points: the values' axis name.
   * @param {ScoresOverGame} history @param {ChartLook[]} looks @param {ChartOptions} [options] */
  show(history, looks, options = {}) {
    this.data = { history, looks, options };
    this.draw();
  }

  draw() {
    const { history, looks, options } = this.data;
    const canvas = this.canvas;
    const width = canvas.clientWidth;
    if (!width) return; // not laid out (the dialog is closed): the resize on opening draws it
    // Wide enough to read, short enough that a small window still shows the table and the buttons with it.
    const height = Math.round(Math.min(300, Math.max(160, Math.min(width * 0.62, innerHeight * 0.36))));
    const dpr = window.devicePixelRatio || 1;
    canvas.style.height = `${height}px`;
    canvas.width = Math.round(width * dpr);
    canvas.height = Math.round(height * dpr);
    const ctx = canvas.getContext("2d");
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.clearRect(0, 0, width, height);

    const style = getComputedStyle(canvas);
    const ink = style.color;
    const muted = style.getPropertyValue("--muted").trim() || ink;
    const { series, moves, final } = history;
    const top = Math.max(1, ...series.flat());
    const low = options.signed ? Math.min(-1, ...series.flat()) : 0;
    const yStep = niceStep(top - low, Math.max(2, Math.floor(height / 45)));
    const yMax = Math.ceil(top / yStep) * yStep;
    const yMin = Math.floor(low / yStep) * yStep;
    ctx.font = FONT;
    const yLabelWidth = Math.max(...[0, yMin, yMax].map((v) => ctx.measureText(axisNumber(v)).width));
    const plot = { left: 22 + yLabelWidth + 6, right: width - 10, top: 22, bottom: height - 36 };
    const plotWidth = plot.right - plot.left;
    const movesWidth = final ? plotWidth * (1 - FINAL_BAND) : plotWidth;
    /** @param {number} i */
    const xOf = (i) => plot.left + (i <= moves ? (movesWidth * i) / Math.max(1, moves) : plotWidth);
    // Players level with each other would hide each other's lines: each line is shifted a pixel or two, in seat
    // order, so a tie shows as a band of stripes in their colours (room is kept for the band under 0).
    const n = series.length;
    const shift = n > 1 ? Math.min(2, 14 / (n - 1)) : 0;
    const lineWidth = n > 5 ? 2 : 2.5;
    const base = plot.bottom - (shift * (n - 1)) / 2 - lineWidth;
    /** @param {number} v */
    const yOf = (v) => base - ((base - plot.top) * (v - yMin)) / (yMax - yMin);
    this.plot = { left: plot.left, width: movesWidth, moves, last: Math.max(0, ...series.map((v) => v.length - 1)) };

    // The final scoring's band, named above it.
    if (final) {
      ctx.fillStyle = "rgba(230, 159, 0, 0.16)";
      ctx.fillRect(xOf(moves), plot.top, xOf(moves + 1) - xOf(moves), plot.bottom - plot.top);
      ctx.fillStyle = muted;
      ctx.textAlign = "right";
      ctx.textBaseline = "bottom";
      ctx.fillText(t("chart.final"), plot.right, plot.top - 4);
    }

    // Grid and the points' axis.
    ctx.lineWidth = 1;
    ctx.textAlign = "right";
    ctx.textBaseline = "middle";
    for (let v = yMin; v <= yMax; v += yStep) {
      const y = Math.round(yOf(v)) + 0.5;
      ctx.strokeStyle = v === 0 && yMin < 0 ? muted : "rgba(0, 0, 0, 0.1)"; // zero, between ahead and behind
      ctx.beginPath();
      ctx.moveTo(plot.left, y);
      ctx.lineTo(plot.right, y);
      ctx.stroke();
      ctx.fillStyle = muted;
      ctx.fillText(axisNumber(v), plot.left - 6, y);
    }
    // The moves' axis: round move numbers, and the last move.
    ctx.textAlign = "center";
    ctx.textBaseline = "top";
    const xStep = niceStep(moves, Math.max(1, Math.floor(movesWidth / 46)));
    const ticks = [];
    for (let i = 0; i <= moves; i += xStep) ticks.push(i);
    if (ticks.at(-1) !== moves) {
      if (xOf(moves) - xOf(ticks.at(-1)) < 28) ticks.pop();
      ticks.push(moves);
    }
    ctx.strokeStyle = muted;
    ctx.beginPath();
    ctx.moveTo(plot.left, plot.bottom + 0.5);
    ctx.lineTo(plot.right, plot.bottom + 0.5);
    ctx.stroke();
    for (const i of ticks) {
      const x = Math.round(xOf(i)) + 0.5;
      ctx.beginPath();
      ctx.moveTo(x, plot.bottom);
      ctx.lineTo(x, plot.bottom + 4);
      ctx.stroke();
      ctx.fillText(String(i), x, plot.bottom + 6);
    }
    ctx.fillStyle = ink;
    ctx.fillText(t("chart.moves"), plot.left + movesWidth / 2, plot.bottom + 20);
    ctx.save();
    ctx.translate(4, (plot.top + plot.bottom) / 2);
    ctx.rotate(-Math.PI / 2);
    ctx.textBaseline = "top";
    ctx.fillText(options.points ?? t("chart.points"), 0, 0);
    ctx.restore();

    // One line per player (shifted as said above), cased in the ink that reads on its colour (a white player's line
    // stays visible); the leaders' lines are drawn last, on top.
    const order = series.map((_, p) => p).filter((p) => series[p].length)
      .sort((a, b) => series[a].at(-1) - series[b].at(-1));
    /** @type {ChartLine[]} */
    const lines = [];
    const paths = series.map((values, p) => {
      const dy = (p - (n - 1) / 2) * shift;
      const path = new Path2D();
      values.forEach((v, i) => (i ? path.lineTo(xOf(i), yOf(v) + dy) : path.moveTo(xOf(i), yOf(v) + dy)));
      return { path, end: /** @type {[number, number]} */ ([xOf(values.length - 1), yOf(values.at(-1)) + dy]) };
    });
    const colours = series.map((_, p) => looks[p]?.colour ?? "#777");
    ctx.lineJoin = "round";
    ctx.lineCap = "round";
    ctx.lineWidth = lineWidth + 2;
    for (const p of order) {
      ctx.strokeStyle = inkFor(colours[p]) === "#ffffff" ? "rgba(255, 255, 255, 0.9)" : "rgba(30, 30, 30, 0.75)";
      ctx.stroke(paths[p].path);
    }
    ctx.lineWidth = lineWidth;
    for (const p of order) {
      ctx.strokeStyle = colours[p];
      ctx.stroke(paths[p].path);
    }
    for (const p of order) {
      ctx.beginPath();
      ctx.arc(...paths[p].end, 4, 0, Math.PI * 2);
      ctx.fillStyle = colours[p];
      ctx.fill();
      ctx.lineWidth = 1.5;
      ctx.strokeStyle = "rgba(30, 30, 30, 0.75)";
      ctx.stroke();
      lines[p] = { player: p, colour: colours[p], values: [...series[p]] };
    }
    // The point the keyboard marks, while the chart has the focus: a line across, and every player's point on it.
    const marked = this.cursor === null ? null : Math.min(this.cursor, this.plot.last);
    if (marked !== null && document.activeElement === canvas) {
      const x = Math.round(xOf(marked)) + 0.5;
      ctx.setLineDash([4, 3]);
      ctx.lineWidth = 1.5;
      ctx.strokeStyle = ink;
      ctx.beginPath();
      ctx.moveTo(x, plot.top);
      ctx.lineTo(x, plot.bottom);
      ctx.stroke();
      ctx.setLineDash([]);
      for (const p of order) {
        if (marked >= series[p].length) continue;
        ctx.beginPath();
        ctx.arc(x, yOf(series[p][marked]) + (p - (n - 1) / 2) * shift, 5, 0, Math.PI * 2);
        ctx.fillStyle = colours[p];
        ctx.fill();
        ctx.strokeStyle = ink;
        ctx.stroke();
      }
    }
    if (this.slider) {
      const now = marked ?? this.plot.last;
      canvas.setAttribute("aria-valuemax", String(this.plot.last));
      canvas.setAttribute("aria-valuenow", String(now));
      canvas.setAttribute("aria-valuetext", this.describe(now));
    }
    this.drawn = { moves, final, width, height, lines, marked };
  }
}
