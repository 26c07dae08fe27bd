// The face-down grid: Carmela's table, shown by the page in place of a map (js/play/session.js: createPanel). Each square
// is a button: a tile's back, a face-up tile, or an empty place once taken. A person flips by clicking (or Tab and
// Enter); the engine says which squares may be flipped. After a miss, the pair stays face up for a while (a
// setting) so everyone can memorise it, then turns back; the page waits for that before the next computer move.

import { t } from "../../words/i18n.js";
import { tileFeatures } from "../../board/tilepic.js";
import { reducedMotion } from "../../board/motion.js";

/** @typedef {import("../../engine/types.js").View} View */
/** @typedef {import("../../board/tileart.js").TileArt} TileArt */
/** A square of the grid as the view gives it. @typedef {NonNullable<View["grid"]>[number]} GridSquare */
/** @typedef {import("../contract.js").PanelDoor} PanelDoor */

const MEMORISE_KEY = "carmela.memorise";
const MEMORISE_CHOICES = [1.5, 3, 5, 8]; // seconds a missed pair stays face up
const MEMORISE_DEFAULT = 3;
const FLIP_MS = 260; // a flipped tile turns face up (css: .grid-cell.flipping)

/** A new element: props are its class, on<event> listeners or attributes; children are nodes or texts (null ones
 * left out, arrays flattened).
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag @param {Object<string, string | EventListener>} [props]
 * @param {...(Node | string | null | (Node | string | null)[])} children @returns {HTMLElementTagNameMap[K]} */
function el(tag, props = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(props)) {
    if (k === "class") node.className = /** @type {string} */ (v);
    else if (k.startsWith("on")) node.addEventListener(k.slice(2), /** @type {EventListener} */ (v));
    else if (v != null) node.setAttribute(k, /** @type {string} */ (v));
  }
  for (const c of children.flat()) if (c != null) node.append(c);
  return node;
}

/** The seconds a missed pair stays face up, as this browser keeps the setting. @returns {number} */
function storedSeconds() {
  try {
    const n = Number(localStorage.getItem(MEMORISE_KEY));
    return MEMORISE_CHOICES.includes(n) ? n : MEMORISE_DEFAULT;
  } catch {
    return MEMORISE_DEFAULT; // storage refused (a cross-site embed): the default
  }
}

export class GridPanel {
  /** The grid of the game behind `door` (its view, art, players and turn), drawn afresh at each of its changes;
   * moves go through door.confirmMove. @param {PanelDoor} door */
  constructor(door) {
    this.door = door;
    this.unsubscribe = door.subscribe(() => this.update());
    this.seconds = storedSeconds();
    this.holdUntil = 0; // page clock (ms) until which a missed pair is on show
    /** @type {Map<number, string>} */
    this.remember = new Map(); // square -> tile shown face up after a miss, until holdUntil
    this.seenMoves = -1;
    /** @type {number | null} */
    this.hinted = null; // the square a hint or a computer's choice points at
    /** @type {Set<number>} */
    this.flipped = new Set(); // the squares the last move turned face up, turning over from flipAt (page clock)
    this.flipAt = 0;
    this.timer = 0;
    this.status = el("p", { class: "grid-status", "aria-live": "polite" });
    this.stop = el("button", { type: "button", class: "primary grid-stop", "data-move": "stop", onclick: () => this.door.confirmMove("stop") });
    this.select = el("select", { class: "grid-memorise", onchange: () => this.setSeconds(Number(this.select.value)) });
    this.label_ = el("label", { class: "grid-memorise-label" }, el("span", {}), this.select);
    this.cells = el("div", { class: "grid-cells", role: "group" }); // buttons, not a data grid of rows and cells
    this.element = el("div", { class: "carmela-grid" },
      el("div", { class: "grid-head" }, this.status, this.stop, this.label_), this.cells);
  }

  /** The tab's name. */
  label() {
    return t("grid.tab");
  }

  /** Keep a missed pair face up n seconds from now on (and in this browser). @param {number} n */
  setSeconds(n) {
    this.seconds = n;
    try {
      localStorage.setItem(MEMORISE_KEY, String(n));
    } catch { /* not kept: the setting lasts this visit */ }
  }

  /** Point at the square a move flips (a hint, a computer's choice) until the next view. @param {string} move */
  show(move) {
    const m = /^flip (\d+)$/.exec(move || "");
    this.hinted = m ? Number(m[1]) : null;
    this.update();
  }

  /** Show the view: note a fresh miss (its tiles stay up for a while), then draw the squares. */
  update() {
    const view = this.door.state.view;
    if (!view?.grid) return;
    if (view.moves !== this.seenMoves) {
      this.seenMoves = view.moves;
      this.hinted = null;
      const fresh = !this.door.state.replay && !reducedMotion();
      this.flipped = new Set(fresh ? (view.events || []).filter((e) => e.type === "flip").map((e) => e.index) : []);
      this.flipAt = performance.now();
      const miss = (view.events || []).find((e) => e.type === "hide" && e.why === "miss");
      if (miss && !this.door.state.replay) {
        // A hide's tiles, in the move's events, are its squares each with its tile.
        this.remember = new Map(/** @type {[number, string][]} */ (miss.tiles).map(([i, tile]) => [i, tile]));
        this.holdUntil = performance.now() + this.seconds * 1000;
        clearTimeout(this.timer);
        this.timer = setTimeout(() => this.turnBack(), this.seconds * 1000);
      } else if (this.remember.size && view.grid.some((c, i) => this.remember.has(i) && c.state !== "down")) {
        this.endHold(); // the game moved on past the pair
      }
    }
    this.render(view);
  }

  turnBack() {
    const turning = [...this.remember.keys()];
    this.endHold();
    this.render(this.door.state.view);
    for (const i of turning) this.cells.children[i]?.classList.add("turning");
    this.door.update(); // a person may flip now
  }

  endHold() {
    clearTimeout(this.timer);
    this.remember = new Map();
    this.holdUntil = 0;
  }

  /** @param {View} view */
  render(view) {
    const s = this.door.state;
    const who = view.over ? null : s.looks[view.current_player];
    const holding = this.remember.size > 0;
    const mine = this.door.humanTurn() && !holding && view.phase !== "place";
    const up = view.grid.filter((c) => c.state === "up").length;
    this.status.textContent = view.over ? t("hand.over") : holding ? t("status.remember")
      : view.phase === "decide" ? t("status.decide", { name: who.name })
        : up ? t("status.flip_second", { name: who.name }) : t("status.flip", { name: who?.name ?? "" });
    this.stop.textContent = t("grid.stop");
    this.stop.hidden = !(mine && view.can_stop);
    this.label_.firstChild.textContent = t("grid.memorise");
    if (this.select.options.length !== MEMORISE_CHOICES.length || this.select.dataset.lang !== document.documentElement.lang) {
      this.select.replaceChildren(...MEMORISE_CHOICES.map((n) => el("option", { value: String(n) }, t("grid.seconds", { n }))));
      this.select.dataset.lang = document.documentElement.lang;
    }
    this.select.value = String(this.seconds);
    this.cells.setAttribute("aria-label", t("grid.label"));
    this.fit(view.grid.length);
    const cells = view.grid.map((c, i) => this.cell(c, i, mine));
    this.cells.replaceChildren(...cells);
  }

  /** Size the squares so that the whole grid fits the space below the head, without scrolling where it can.
   * @param {number} n the squares */
  fit(n) {
    const box = this.element.parentElement?.getBoundingClientRect();
    const head = /** @type {HTMLElement} */ (this.element.firstChild).getBoundingClientRect().height;
    const width = (box?.width || 600) - 20;
    const height = Math.max(120, (box?.height || 400) - head - 52 - 26);
    const gap = 5;
    let best = { cols: 8, size: 0 };
    for (let cols = 3; cols <= n; cols++) {
      const rows = Math.ceil(n / cols);
      const size = Math.floor(Math.min((width - gap * (cols - 1)) / cols, (height - gap * (rows - 1)) / rows));
      if (size > best.size) best = { cols, size };
    }
    const size = Math.max(36, Math.min(120, best.size)); // never too small to tap
    // At the smallest size, no more columns than the width holds: the grid scrolls down, not sideways out of sight.
    const cols = Math.min(best.cols, Math.max(3, Math.floor((width + gap) / (size + gap))));
    this.cells.style.gridTemplateColumns = `repeat(${cols}, ${size}px)`;
  }

  /** Square i's element: a button (face down, face up, or shown after a miss), or an empty place once taken.
   * @param {GridSquare} c @param {number} i @param {boolean} mine a person of this browser may flip now */
  cell(c, i, mine) {
    const tile = c.state === "up" ? c.tile : this.remember.get(i);
    if (c.state === "taken" && !tile) return el("div", { class: "grid-cell taken", "data-square": String(i), "aria-hidden": "true" });
    const face = !!tile;
    const cls = `grid-cell${face ? " up" : " down"}${this.remember.has(i) ? " remember" : ""}${this.hinted === i ? " hinted" : ""}`;
    const turning = this.flipped.has(i) && performance.now() - this.flipAt < FLIP_MS;
    const button = el("button", {
      type: "button", class: cls, "data-square": String(i), "data-move": `flip ${i}`, // the move it plays (a lesson marks it)
      "aria-label": face ? t("grid.up", { n: i + 1, tile: tileFeatures(this.door.state.art.tiles, tile) }) : t("grid.down", { n: i + 1 }),
      onclick: () => this.door.confirmMove(`flip ${i}`),
    });
    button.disabled = !mine || face;
    if (turning) { // drawn afresh mid-turn (the page redraws the grid often): the turn goes on where it was
      button.classList.add("flipping");
      button.style.animationDelay = `${-(performance.now() - this.flipAt)}ms`;
    }
    if (face) {
      const canvas = el("canvas", { width: "96", height: "96", "aria-hidden": "true" });
      this.door.state.art.draw(canvas.getContext("2d"), tile, 0, 0, 0, 96, 1);
      button.append(canvas);
    }
    if (this.hinted === i) button.append(el("span", { class: "grid-hint" }, t("grid.hint")));
    return button;
  }

  destroy() {
    this.unsubscribe();
    this.endHold();
  }
}
