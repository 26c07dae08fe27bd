// Sounds: a short tone when a person's turn comes and when points are scored, made with the Web Audio API (no file is
// fetched). Off until the player turns it on with the top bar's button; the choice is kept in the browser. A browser
// lets audio start only once the person has used the page, so nothing plays (and no audio starts) before that.

import { t } from "../words/i18n.js";

const KEY = "carcassonne.sound"; // the product's storage name, like the language's
const TUNES = { // notes in Hz, one every `step` seconds, each lasting `length`
  turn: { wave: "sine", notes: [659.25, 880], step: 0.11, length: 0.16 },
  score: { wave: "triangle", notes: [523.25, 659.25, 783.99], step: 0.07, length: 0.18 },
};
const VOLUME = 0.12;
const BACKLOG_S = 0.4; // a burst of moves (computers playing instantly) skips tones rather than queueing them
const SVG = "http://www.w3.org/2000/svg";

function stored() {
  try {
    return localStorage.getItem(KEY) === "on";
  } catch {
    return false; // storage refused (a cross-site embed): off
  }
}

/** A speaker, with sound waves (on) or a cross (off). */
function icon(on) {
  const svg = document.createElementNS(SVG, "svg");
  svg.setAttribute("viewBox", "0 0 24 24");
  svg.setAttribute("aria-hidden", "true");
  svg.classList.add("sound-icon");
  const path = (d, fill) => {
    const p = document.createElementNS(SVG, "path");
    p.setAttribute("d", d);
    p.setAttribute("fill", fill ? "currentColor" : "none");
    p.setAttribute("stroke", "currentColor");
    p.setAttribute("stroke-width", fill ? "1" : "2");
    p.setAttribute("stroke-linecap", "round");
    return p;
  };
  svg.append(path("M3 9h4l5-4v14l-5-4H3z", true),
    on ? path("M15.5 8.5a5 5 0 0 1 0 7M18.5 5.5a9.5 9.5 0 0 1 0 13", false) : path("M16 9.5l5 5M21 9.5l-5 5", false));
  return svg;
}

export class Sound {
  constructor() {
    this.on = stored();
    this.context = null; // an AudioContext, made at the first tone
    this.free = 0; // the audio clock's time when the last tone ends
    this.played = []; // the names of the tunes played, in order (a test's look at them)
    this.button = null;
    this.used = false; // the person has pressed a key or pointer here (where the browser cannot say)
  }

  /** Add the on/off button to the top bar's `bar`, before `before`. */
  attach(bar, before = null) {
    const b = Object.assign(document.createElement("button"), { type: "button", id: "btn-sound" });
    b.addEventListener("click", () => this.toggle());
    bar.insertBefore(b, before);
    this.button = b;
    for (const type of ["pointerdown", "keydown"]) document.addEventListener(type, () => { this.used = true; }, { capture: true, once: true });
    this.refresh();
  }

  /** Turn sound on or off and remember it; turning it on plays a tone to say so. */
  toggle() {
    this.on = !this.on;
    try {
      localStorage.setItem(KEY, this.on ? "on" : "off");
    } catch { /* not kept: the choice lasts this visit */ }
    this.refresh();
    if (this.on) this.play("turn");
  }

  /** Show the state in the current language. */
  refresh() {
    const b = this.button;
    if (!b) return;
    b.setAttribute("aria-pressed", String(this.on));
    b.setAttribute("aria-label", t("sound.label"));
    b.title = t(this.on ? "sound.on" : "sound.off");
    b.replaceChildren(icon(this.on), Object.assign(document.createElement("span"), { className: "sound-word", textContent: t("sound.word") }));
  }

  /** Play tune `name` ("turn", "score") if sound is on and the browser lets audio start. */
  play(name) {
    const tune = TUNES[name];
    const used = navigator.userActivation ? navigator.userActivation.hasBeenActive : this.used;
    if (!this.on || !tune || !used) return;
    try {
      this.context ??= new AudioContext();
      if (this.context.state === "suspended") this.context.resume().catch(() => {});
    } catch {
      return; // no Web Audio here: the game goes on silently
    }
    const ctx = this.context;
    const start = Math.max(ctx.currentTime + 0.01, this.free);
    if (start - ctx.currentTime > BACKLOG_S) return;
    tune.notes.forEach((hz, i) => {
      const at = start + i * tune.step;
      const osc = new OscillatorNode(ctx, { type: tune.wave, frequency: hz });
      const gain = new GainNode(ctx, { gain: 0 });
      gain.gain.setValueAtTime(0, at);
      gain.gain.linearRampToValueAtTime(VOLUME, at + 0.015);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + tune.length);
      osc.connect(gain).connect(ctx.destination);
      osc.start(at);
      osc.stop(at + tune.length + 0.02);
    });
    this.free = start + (tune.notes.length - 1) * tune.step + tune.length;
    this.played.push(name);
  }
}
