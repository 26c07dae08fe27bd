// Computer players on screen: the hard player's time budget, the thinking indicator, and watching them play (speed,
// pause, step).

import { t } from "../words/i18n.js";

/** Seconds the hard player searches at a table of `players`: 1.2 s for two, 0.3 s more for each further player
 * (each adds a reply to every look-ahead), at most 2.1 s. A move takes this plus medium's look-ahead, which picks
 * the candidates, unless the search stops sooner because its choice is clear: issue 18 asks at most 1.5 s with 2
 * players and 2.5 s with 5 in the browser (bench/ai_browser.py measures it). */
export function hardSeconds(players) {
  return Math.min(21, 12 + 3 * Math.max(0, players - 2)) / 10; // tenths: no float residue
}

/** Arguments of the engine's suggest() for a computer level at a table of `players`.
 * @param {string} level @param {number} players @returns {[string, number?]} */
export function suggestArgs(level, players) {
  return level === "hard" ? ["hard", hardSeconds(players)] : [level];
}

/** Show the thinking indicator over the board for a player ({name, colour}), or hide it (null); paused: the
 * watched game waits, so the spinner stops and the text says so. */
export function showThinking(who, paused = false) {
  const box = /** @type {HTMLElement} */ (document.querySelector("#thinking"));
  if (!box) return;
  box.hidden = !who;
  if (!who) return;
  box.classList.toggle("paused", paused);
  box.querySelector(".thinking-text").textContent = t(paused ? "watch.paused" : "hand.thinking", { name: who.name });
  box.style.setProperty("--who", who.colour || "#fff");
}

/** How long computer turns take at each speed, as a factor of the normal pauses (instant: none at all). */
export const SPEEDS = { slow: 2, normal: 1, fast: 0.3, instant: 0 };
const SPEED_KEY = "carcassonne.watch.speed"; // the product's storage name, like the language's

function storedSpeed() {
  try {
    const speed = localStorage.getItem(SPEED_KEY);
    return Object.hasOwn(SPEEDS, speed) ? speed : "normal";
  } catch {
    return "normal"; // storage refused (a cross-site embed): the default
  }
}

/** Watching computers play: their speed (kept in the browser), Pause and Step. The controls (#watch: #btn-pause,
 * #btn-step, #watch-speed) show while a computer is to play; a computer turn waits while paused, and each Step lets
 * exactly one computer move through. */
export class Watch {
  /** @param {HTMLElement} root @param {(paused: boolean) => void} [onChange] */
  constructor(root, onChange = () => {}) {
    this.root = root;
    this.button = root.querySelector("#btn-pause");
    this.stepButton = root.querySelector("#btn-step");
    this.select = /** @type {HTMLSelectElement} */ (root.querySelector("#watch-speed"));
    this.onChange = onChange;
    this.paused = false;
    this.waiters = [];
    this.steps = 0; // Step clicks not yet taken by a computer turn
    this.stepping = false; // a computer turn let through by a Step is under way
    this.speed = storedSpeed();
    this.select.value = this.speed;
    this.button.addEventListener("click", () => this.set(!this.paused));
    this.stepButton.addEventListener("click", () => this.step());
    this.select.addEventListener("change", () => this.setSpeed(this.select.value));
  }

  /** The factor of the normal pauses of a computer turn at the chosen speed (0: no pause). */
  get pace() {
    return SPEEDS[this.speed];
  }

  /** True while a computer turn waits for Resume or Step. */
  get held() {
    return this.waiters.length > 0;
  }

  /** Show the controls (a computer is to play) or hide them. */
  show(visible) {
    this.root.hidden = !visible;
  }

  /** A new game: it runs, with no Step pending (the caller shows it: nothing is redrawn here, mid-change). */
  reset() {
    this.stepping = false;
    this.set(false, false);
  }

  /** Pause or resume; notify: redraw the page (onChange) if that changed anything. */
  set(paused, notify = true) {
    const changed = paused !== this.paused;
    this.paused = paused;
    if (!paused) this.steps = 0;
    this.refresh();
    if (!paused) for (const resolve of this.waiters.splice(0)) resolve();
    if (changed && notify) this.onChange(paused);
  }

  /** Play one computer move and hold the game after it (pausing it if it ran). */
  step() {
    this.steps++;
    if (!this.paused) this.set(true);
    this.release();
  }

  setSpeed(speed) {
    if (!Object.hasOwn(SPEEDS, speed)) return;
    this.speed = speed;
    this.select.value = speed;
    try {
      localStorage.setItem(SPEED_KEY, speed);
    } catch { /* not kept: the choice lasts this visit */ }
    this.onChange(this.paused);
  }

  /** Let a waiting computer turn go on if a Step is pending. */
  release() {
    if (this.steps > 0 && !this.stepping && this.waiters.length) {
      this.steps--;
      this.stepping = true;
      for (const resolve of this.waiters.splice(0)) resolve();
    }
  }

  /** The computer turn has played its move: the next one waits for its own Step. */
  turnDone() {
    this.stepping = false;
  }

  /** Label the controls for the state and the current language. */
  refresh() {
    this.button.setAttribute("aria-pressed", String(this.paused));
    this.button.querySelector(".watch-pause-text").textContent = t(this.paused ? "watch.resume" : "watch.pause");
  }

  /** Resolves at once when running (or within a Step's turn), else when resumed or stepped. */
  wait() {
    if (!this.paused || this.stepping) return Promise.resolve();
    const waiting = new Promise((resolve) => this.waiters.push(resolve));
    this.release();
    return waiting;
  }
}
