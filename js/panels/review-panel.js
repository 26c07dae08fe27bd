// A finished game's review on the end screen (js/play/review.js runs it): its progress with Cancel (or Continue,
// once stopped), the time it took, a chart of every player's expected final margin over the game (the score
// chart's drawing, in the players' colours: a click on a point opens the replay there), and each player's biggest
// mistakes, each a button that opens the replay at that move with the better move shown. And in the replay viewer's
// bar, what the review says of the move to come (ReviewStrip). In a lesson's game the moves the lesson set are no
// one's mistakes: they are named the lesson's, with what they taught, and only the moves after them are judged.

import "../words/review-strings.js";
import { t } from "../words/i18n.js";
import { ScoreChart } from "./chart.js";
import { hintWhy } from "./hint-why.js";
import { words } from "../games/lessons.js";
import { $, el } from "./dom.js";

/** Why the better move beats the one played, in words: what it does that the move played does not (the engine's
 * reasons), or, when nothing changes now, that it pays over the tiles to come (a hint's "quiet move" would mislead).
 * @param {Reason[] | null | undefined} reasons @param {string[]} names @returns {string} */
function betterWhy(reasons, names) {
  return t("review.better", { why: reasons?.length ? hintWhy(reasons, names).join(t("why.and")) : t("review.why_later") });
}

export const MISTAKE_POINTS = 3; // every loss of at least this many points of expected final margin is a mistake
export const LARGEST = 3; // and each player's largest losses, this many, when they cost a point or more

/** @typedef {import("../engine/types.js").MoveReview} MoveReview */
/** @typedef {import("../engine/types.js").Reason} Reason */

/**
 * A review as kept (js/saves/reviews.js) and shown: every move's review done so far, in order (steps[i] is move
 * i + 1's), and the review time.
 * @typedef {object} StoredReview
 * @property {string} key recordKey of the record reviewed
 * @property {number} moves the record's moves: the review is done when steps has as many
 * @property {number[]} start every player's expected final margin before the first move
 * @property {MoveReview[]} steps
 * @property {number} ms the time the engine spent on these steps (a resumed review adds up its parts)
 */

/**
 * A move a lesson set (js/play/lesson.js prescribed): its step, and what it taught ({en, ja}; null: a computer's move).
 * @typedef {{step: number, words: {en: string, ja: string} | null}} LessonMove
 */

/**
 * A player as the review names them.
 * @typedef {{name: string, colour: string, computer: boolean}} ReviewPlayer
 */

/**
 * What the review panel shows.
 * @typedef {object} ReviewState
 * @property {boolean} offered the game may be reviewed (its entry module says so)
 * @property {number} total the record's moves
 * @property {StoredReview | null} review what is done, null before the first answer
 * @property {boolean} running the engine is at it
 * @property {boolean} stopping cancelled: the engine finishes the move it is at (kept), then stops
 * @property {{n: number, done: number} | null} catching a resumed review redoing the moves done before
 * @property {string | null} error why it stopped, if it failed
 * @property {ReviewPlayer[]} players by seat
 * @property {LessonMove[]} lesson the moves a lesson set, from the first (empty: the game was no lesson)
 */

/** Points as the review shows them: whole, never "−0". @param {number} loss @returns {number} */
export function wholePoints(loss) {
  return Math.max(0, Math.round(loss));
}

/** True when a move lost a whole point or more to a better one. @param {MoveReview} step */
export function lost(step) {
  return wholePoints(step.loss) >= 1 && step.best !== step.played;
}

/** The moves of `seat` worth telling, in the order played: its LARGEST biggest losses of a point or more, and every
 * loss of MISTAKE_POINTS or more, among the moves after the first `set` (those a lesson set are nobody's choice).
 * @param {MoveReview[]} steps @param {number} seat @param {number} set @returns {MoveReview[]} */
export function mistakes(steps, seat, set = 0) {
  const mine = steps.filter((s) => s.seat === seat && s.move > set && lost(s));
  const largest = new Set([...mine].sort((a, b) => b.loss - a.loss || a.move - b.move).slice(0, LARGEST));
  return mine.filter((s) => s.loss >= MISTAKE_POINTS || largest.has(s));
}

/** Seats in the order their mistakes are listed: the people first, then the computers, each in seat order.
 * @param {ReviewPlayer[]} players */
export function reviewOrder(players) {
  const seats = players.map((_, i) => i);
  return [...seats.filter((i) => !players[i].computer), ...seats.filter((i) => players[i].computer)];
}

/** A lead in whole points with its sign (a true minus below zero). @param {number} points @returns {string} */
function signed(points) {
  const n = Math.round(points);
  return n > 0 ? `+${n}` : n < 0 ? `\u2212${-n}` : "0";
}

/** A review time in words: "41 s", "2 min 5 s". @param {number} ms @returns {string} */
function duration(ms) {
  const s = Math.max(1, Math.round(ms / 1000));
  return s < 60 ? t("review.seconds", { s }) : t("review.minutes", { m: Math.floor(s / 60), s: s % 60 });
}

/** A player's name as the review shows it: a computer's marked so. @param {ReviewPlayer} p */
function shownName(p) {
  return p.computer ? t("end.computer", { name: p.name }) : p.name;
}

export class ReviewPanel {
  /** The review's part of the end screen (#end): onStart() and onCancel() start (or continue) and stop the review;
   * onOpen(n) opens the replay at the position after n moves, with move n + 1's review.
   * @param {{onStart: () => void, onCancel: () => void, onOpen: (n: number) => void}} handlers */
  constructor({ onStart, onCancel, onOpen }) {
    this.onOpen = onOpen;
    this.button = el("button", { type: "button", id: "end-review-start", hidden: true, onclick: onStart });
    this.progressLabel = el("label", { for: "review-progress", id: "review-progress-label" });
    this.progress = el("progress", { id: "review-progress" });
    this.cancel = el("button", { type: "button", id: "review-cancel", onclick: onCancel });
    this.resume = el("button", { type: "button", id: "review-continue", onclick: onStart });
    this.line = el("p", { id: "review-line", role: "status" });
    this.running = el("div", { class: "review-running" }, this.progressLabel, el("div", { class: "review-bar" }, this.progress, this.cancel));
    this.canvas = el("canvas", { id: "review-chart-canvas" }); // a slider for the keyboard too (ScoreChart)
    this.legend = el("ul", { class: "review-legend" });
    this.hint = el("p", { class: "review-hint" });
    this.mistakesBox = el("div", { id: "review-mistakes" });
    this.title = el("h3", { id: "end-review-title" });
    this.lead = el("p", { class: "review-lead" });
    this.chartTitle = el("h4", { class: "review-chart-title" });
    this.section = el("section", { id: "end-review", hidden: true, "aria-labelledby": "end-review-title" },
      this.title, this.lead,
      el("div", { class: "review-status" }, this.running, this.line, this.resume),
      el("div", { class: "review-body" },
        el("figure", { id: "review-chart" }, this.chartTitle, this.canvas, el("figcaption", {}, this.legend, this.hint)),
        this.mistakesBox));
    const end = $("#end");
    end.querySelector(".dialog-buttons").before(this.section);
    const replay = end.querySelector("#end-replay");
    if (replay) replay.after(this.button);
    else end.querySelector(".dialog-buttons").prepend(this.button);
    this.chart = new ScoreChart(this.canvas, (i) => this.onOpen(Math.max(0, i - 1)), (i) => this.pointText(i));
    /** @type {ReviewState} */
    this.state = null;
  }

  /** The chart's point after `i` moves in words, for a screen reader: every player's expected lead there.
   * @param {number} i @returns {string} */
  pointText(i) {
    const { review, players } = this.state ?? {};
    if (!review) return "";
    const at = i === 0 ? review.start : review.steps[i - 1]?.margins ?? [];
    const leads = players.map((p, seat) => `${p.name} ${signed(at[seat] ?? 0)}`).join(", ");
    return t("review.chart_point", { move: i, leads });
  }

  /** What the chart drew last (ScoreChart.drawn), or null. @returns {import("./chart.js").ChartDrawn | null} */
  get drawn() {
    return this.section.hidden ? null : this.chart.drawn;
  }

  /** Show `state` (see ReviewState). @param {ReviewState} state */
  render(state) {
    this.state = state;
    const { offered, review, running, stopping, catching, error, players, total } = state;
    const done = review?.steps.length ?? 0;
    const finished = !!review && done >= review.moves;
    this.button.hidden = !offered || !!review || running || stopping || !!error;
    this.button.textContent = t("review.button");
    this.section.hidden = !offered || (!review && !running && !stopping && !error);
    if (this.section.hidden) return;
    this.title.textContent = t("review.title");
    this.lead.textContent = t("review.lead");
    this.running.hidden = !running && !stopping;
    this.progress.max = Math.max(1, total);
    this.progress.value = catching ? catching.n : done;
    this.progressLabel.textContent = stopping ? t("review.stopping")
      : catching ? t("review.catching_up", catching) : t("review.progress", { n: done, total });
    this.cancel.textContent = t("review.cancel");
    this.cancel.hidden = stopping;
    this.resume.hidden = running || finished;
    this.resume.textContent = t("review.continue");
    this.line.textContent = error ? t("review.failed", { error })
      : running ? ""
      : finished ? t("review.done", { n: review.moves, time: duration(review.ms) })
      : review ? t("review.stopped", { n: done, total: review.moves }) : "";
    this.line.hidden = !this.line.textContent;

    const body = /** @type {HTMLElement} */ (this.section.querySelector(".review-body"));
    body.hidden = !review;
    if (!review) return;
    this.chartTitle.textContent = t("review.chart_title");
    this.canvas.setAttribute("aria-label", t("review.chart_title"));
    this.hint.textContent = t("review.chart_hint");
    this.legend.replaceChildren(...players.map((p, i) => el("li", { "data-player": String(i) },
      el("span", { class: "legend-line", style: { background: p.colour } }), p.name)));
    const series = review.start.map((m, p) => [m, ...review.steps.map((s) => s.margins[p])]);
    this.chart.show({ series, moves: review.moves, final: false }, players.map((p) => ({ colour: p.colour })),
      { signed: true, points: t("review.chart_points") });
    this.renderMistakes(review, players, finished, state.lesson);
  }

  /** Each player's biggest mistakes (people first), each a button to the replay at that move; in a lesson's game,
   * among the moves after those the lesson set.
   * @param {StoredReview} review @param {ReviewPlayer[]} players @param {boolean} finished
   * @param {LessonMove[]} lesson */
  renderMistakes(review, players, finished, lesson) {
    const names = players.map((p) => p.name);
    const set = lesson.length;
    const groups = reviewOrder(players).map((seat) => {
      const found = mistakes(review.steps, seat, set);
      const free = review.moves > set && (!finished || review.steps.some((s) => s.seat === seat && s.move > set));
      const none = !free ? "review.lesson_only" : finished ? "review.none" : "review.none_yet";
      const items = found.map((s) => el("li", {},
        el("button", { type: "button", class: "review-mistake", "data-move": String(s.move), onclick: () => this.onOpen(s.move - 1) },
          el("span", { class: "review-loss" }, t("review.mistake", { move: s.move, points: wholePoints(s.loss) })),
          el("span", { class: "review-why" }, betterWhy(s.reasons, names)))));
      return el("div", { class: "review-player", "data-player": String(seat) },
        el("h5", {}, el("span", { class: "who-badge", style: { color: players[seat].colour } }, "●\u00a0"), shownName(players[seat])),
        items.length ? el("ul", {}, ...items) : el("p", { class: "muted" }, t(none)));
    });
    // A lesson's game first says why its lesson's moves are not listed, then the heading with its rule and the list:
    // the note between the heading and its list read as if it were one of the mistakes.
    const note = !set ? null : el("p", { class: "review-lesson" },
      t(set >= review.moves ? "review.lesson_all" : "review.lesson_some", { n: set }));
    this.mistakesBox.replaceChildren(...[note].filter(Boolean), el("h4", {}, t("review.mistakes")),
      el("p", { class: "review-rule" }, t("review.rule", { points: MISTAKE_POINTS })), ...groups);
  }

  /** Bring the review into sight in the end screen. */
  reveal() {
    if (!this.section.hidden) this.section.scrollIntoView({ block: "start" });
  }
}

/**
 * What the replay's bar says of the move to come.
 * @typedef {object} StripState
 * @property {number} move the move's number (the position shown is before it)
 * @property {ReviewPlayer | null} player who made it
 * @property {MoveReview | null} step its review, null while not reviewed yet
 * @property {LessonMove | null} lesson the lesson set it (a lesson's game): its words, not a judgement
 * @property {string[]} names every player's name, by seat
 * @property {boolean} toggle the played and better moves share a square: a button shows one or the other
 * @property {boolean} showPlayed the move played is the one shown
 * @property {{done: number, total: number, stopping: boolean} | null} running the review is at it (or stopping)
 */

export class ReviewStrip {
  /** A part of the replay bar (`into`: where it goes) with what the review says of the move to come, and the review's
   * progress while it runs; onToggle() swaps the played and better move on a shared square, onCancel() stops.
   * @param {(box: HTMLElement) => void} into @param {{onToggle: () => void, onCancel: () => void}} handlers */
  constructor(into, { onToggle, onCancel }) {
    this.what = el("p", { class: "review-what" });
    this.why = el("p", { class: "review-why-line" });
    this.toggle = el("button", { type: "button", id: "review-toggle", onclick: onToggle });
    this.label = el("label", { for: "review-strip-progress" });
    this.progress = el("progress", { id: "review-strip-progress" });
    this.cancel = el("button", { type: "button", class: "review-strip-cancel", onclick: onCancel });
    this.running = el("div", { class: "review-strip-running" }, this.label, el("div", { class: "review-bar" }, this.progress, this.cancel));
    this.box = el("section", { id: "review-strip", hidden: true },
      el("div", { "aria-live": "polite" }, this.what, this.why), this.toggle, this.running);
    into(this.box);
  }

  hide() {
    this.box.hidden = true;
  }

  /** Show `state` (StripState), or nothing for null. @param {StripState | null} state */
  render(state) {
    this.box.hidden = !state;
    if (!state) return;
    const { move, player, step, lesson, names, toggle, showPlayed, running } = state;
    this.what.replaceChildren();
    if (player) {
      const worse = !lesson && step && lost(step);
      this.what.append(t("review.move", { move, name: shownName(player) }), ": ",
        el("strong", {}, lesson ? t("review.lesson_move") : !step ? t("review.pending")
          : worse ? t("review.lost", { points: wholePoints(step.loss) }) : t("review.best")));
      this.why.textContent = lesson ? words(lesson.words) : worse ? betterWhy(step.reasons, names) : "";
    } else {
      this.why.textContent = "";
    }
    this.what.hidden = !player;
    this.why.hidden = !this.why.textContent;
    this.toggle.hidden = !toggle;
    this.toggle.textContent = t(showPlayed ? "review.show_better" : "review.show_played");
    this.running.hidden = !running;
    if (running) {
      this.progress.max = Math.max(1, running.total);
      this.progress.value = running.done;
      this.label.textContent = running.stopping ? t("review.stopping")
        : t("review.progress", { n: running.done, total: running.total });
      this.cancel.textContent = t("review.cancel");
      this.cancel.hidden = running.stopping;
    }
  }
}
