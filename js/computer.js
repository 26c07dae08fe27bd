// Computer players on screen: the hard player's time budget, the thinking indicator, and pausing a watched game.

import { t } from "./i18n.js";

/** Seconds the hard player searches. The engine stops with the playout running at its deadline (dropping that
 * unfinished round), so a move takes this plus medium's look-ahead: 2.4 s keeps a hard move under 3 s in the
 * browser on a 2-core machine (bench/ai_browser.py measured 2.42-2.48 s). */
export const HARD_SECONDS = 2.4;

/** The level the hint button asks for: the medium player's suggestion. */
export const HINT_LEVEL = "medium";

/** Arguments of the engine's suggest() for a computer level. */
export function suggestArgs(level) {
  return level === "hard" ? ["hard", HARD_SECONDS] : [level];
}

/** Show the thinking indicator over the board for a player ({name, colour}), or hide it (null); paused: the
 * watched game waits, so the spinner stops and the text says so. */
export function showThinking(who, paused = false) {
  const box = document.querySelector("#thinking");
  if (!box) return;
  box.hidden = !who;
  if (!who) return;
  box.classList.toggle("paused", paused);
  box.querySelector(".thinking-text").textContent = t(paused ? "watch.paused" : "hand.thinking", { name: who.name });
  box.style.setProperty("--who", who.colour || "#fff");
}

/** Pause for games with no human player: the button shows only then, and computer turns wait while paused. */
export class Pause {
  constructor(button, onChange = () => {}) {
    this.button = button;
    this.onChange = onChange;
    this.paused = false;
    this.waiters = [];
    button.addEventListener("click", () => this.set(!this.paused));
  }

  /** Show the button (a computer-only game) or hide it and resume (a person plays). */
  show(visible) {
    this.button.hidden = !visible;
    if (!visible) this.set(false);
  }

  set(paused) {
    const changed = paused !== this.paused;
    this.paused = paused;
    this.refresh();
    if (!paused) for (const resolve of this.waiters.splice(0)) resolve();
    if (changed) this.onChange(paused);
  }

  /** Label the button for the state and the current language. */
  refresh() {
    this.button.setAttribute("aria-pressed", String(this.paused));
    this.button.textContent = t(this.paused ? "watch.resume" : "watch.pause");
  }

  /** Resolves at once, or when the game is resumed. */
  wait() {
    return this.paused ? new Promise((resolve) => this.waiters.push(resolve)) : Promise.resolve();
  }
}
