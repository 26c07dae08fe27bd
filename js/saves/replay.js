// The replay viewer's controls: a bar in place of the hand panel that steps through a record's moves
// (buttons, or Left/Right/Home/End keys; Esc closes). library.js asks the engine for each position (api.replay_at).

import { t } from "../words/i18n.js";

/** Where a step button or key goes (a button's data-go). @typedef {"first" | "prev" | "next" | "last"} Go */

export class ReplayBar {
  /** onStep(n) shows the position after n moves; onClose() ends the replay; onPlayOn(n) plays the game on from the
   * position shown; onEmbed(n) offers the snippet that embeds the record at that move.
   * @param {(n: number) => void} onStep @param {() => void} onClose @param {(n: number) => void} onPlayOn
   * @param {(n: number) => void} onEmbed */
  constructor(onStep, onClose, onPlayOn, onEmbed) {
    this.onStep = onStep;
    this.onClose = onClose;
    this.n = 0;
    this.total = 0;
    this.active = false;
    this.box = document.createElement("section");
    this.box.id = "replay-bar";
    this.box.hidden = true;
    // Built node by node: the page sets no HTML from strings anywhere (its CSP requires Trusted Types for that).
    /** @param {string} tag @param {string} className @param {Object<string, string>} [props] more of its properties */
    const make = (tag, className, props = {}) => Object.assign(document.createElement(tag), { className, ...props });
    const buttons = make("div", "replay-buttons");
    buttons.append(...Object.entries({ first: "«", prev: "◀", next: "▶", last: "»" }).map(([go, text]) => {
      const b = make("button", "", { type: "button", textContent: text });
      b.dataset.go = go;
      return b;
    }));
    const ends = make("div", "replay-ends");
    ends.append(make("button", "replay-playon", { type: "button" }), make("button", "replay-embed", { type: "button" }),
      make("button", "replay-close primary", { type: "button" }));
    ends.querySelector(".replay-embed").addEventListener("click", () => onEmbed(this.n));
    this.box.append(make("h2", "replay-title"), make("p", "replay-step"),
      make("input", "replay-range", { type: "range", min: "0", value: "0" }), buttons, ends);
    this.box.querySelector(".replay-playon").addEventListener("click", () => onPlayOn(this.n));
    this.box.querySelector(".replay-step").setAttribute("aria-live", "polite");
    document.querySelector("#game").append(this.box);
    this.range = /** @type {HTMLInputElement} */ (this.box.querySelector(".replay-range"));
    this.range.addEventListener("input", () => this.go(Number(this.range.value)));
    for (const b of /** @type {NodeListOf<HTMLButtonElement>} */ (this.box.querySelectorAll("[data-go]")))
      b.addEventListener("click", () => this.go(this.target(/** @type {Go} */ (b.dataset.go))));
    this.box.querySelector(".replay-close").addEventListener("click", () => this.onClose());
    document.addEventListener("keydown", (e) => {
      if (!this.active || document.querySelector("dialog[open]") || /** @type {HTMLElement} */ (e.target).tagName === "INPUT" && e.target !== this.range) return;
      const go = /** @type {Object<string, Go>} */ (
        { ArrowLeft: "prev", ArrowRight: "next", Home: "first", End: "last" })[e.key];
      if (go) this.go(this.target(go));
      else if (e.key === "Escape") this.onClose();
      else return;
      e.preventDefault();
      e.stopImmediatePropagation();
    }, true);
    this.translate();
  }

  /** Put `element` in the bar, under the line that says which move is shown (the review's words on it).
   * @param {Node} element */
  attach(element) {
    this.box.querySelector(".replay-step").after(element);
  }

  /** The move a step goes to, from the one shown. @param {Go} go @returns {number} */
  target(go) {
    return { first: 0, prev: this.n - 1, next: this.n + 1, last: this.total }[go];
  }

  /** Step to the position after n moves, if it is another one of the record's. @param {number} n */
  go(n) {
    if (n < 0 || n > this.total || n === this.n) return;
    this.onStep(n);
  }

  /** Whether the bar offers to close the replay (an embed's replay is the embed: nothing lies under it).
   * @param {boolean} yes */
  closable(yes) {
    /** @type {HTMLElement} */ (this.box.querySelector(".replay-close")).hidden = !yes;
    this.box.querySelector(".replay-playon").classList.toggle("primary", !yes);
  }

  /** Show the bar at move n of total; playable: the game may be played on from there (it is not over).
   * @param {number} n @param {number} total @param {boolean} [playable] */
  show(n, total, playable = true) {
    this.active = true;
    this.n = n;
    this.total = total;
    this.box.hidden = false;
    document.querySelector("#app").classList.add("replaying");
    this.range.max = String(total);
    this.range.value = String(n);
    this.box.querySelector(".replay-step").textContent = t(n ? "replay.step" : "replay.start", { n, total });
    const at = { first: n === 0, prev: n === 0, next: n === total, last: n === total };
    for (const b of /** @type {NodeListOf<HTMLButtonElement>} */ (this.box.querySelectorAll("[data-go]")))
      b.disabled = at[/** @type {Go} */ (b.dataset.go)];
    this.playable = playable;
    /** @type {HTMLButtonElement} */ (this.box.querySelector(".replay-playon")).disabled = !playable;
  }

  hide() {
    this.active = false;
    this.box.hidden = true;
    document.querySelector("#app").classList.remove("replaying");
  }

  /** Fill the texts in the current language. */
  translate() {
    this.box.querySelector(".replay-title").textContent = t("replay.title");
    this.box.querySelector(".replay-close").textContent = t("replay.close");
    this.box.querySelector(".replay-playon").textContent = t("replay.play_on");
    this.box.querySelector(".replay-embed").textContent = t("embed_dialog.open");
    this.range.setAttribute("aria-label", t("replay.range")); // a slider needs a name (axe: label)
    for (const b of /** @type {NodeListOf<HTMLButtonElement>} */ (this.box.querySelectorAll("[data-go]"))) {
      b.title = t(`replay.${b.dataset.go}`);
      b.setAttribute("aria-label", b.title);
    }
    if (this.active) this.show(this.n, this.total, this.playable);
  }
}
