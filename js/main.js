// Wiring: boots the engine behind the loading screen, runs games (human clicks, computer suggestions) and redraws.
// The engine decides everything about rules; this file only forwards its views and the chosen move strings.

import { Engine } from "./engine.js";
import { t, setLang, applyI18n } from "./i18n.js";
import { chooseLanguage, toggleLanguage } from "./lang.js";
import { Library } from "./library.js";
import { newGameId } from "./storage.js";
import { addTopbarButtons, RulesDialog } from "./help.js";
import { isEmbed, embedOptions } from "./embed.js";
import { registerServiceWorker } from "./offline.js";
import { Camera } from "./camera.js";
import { TileArt } from "./tileart.js";
import { BoardRenderer } from "./render.js";
import { attachBoardInput } from "./input.js";
import { TurnChoice } from "./turn.js";
import * as ui from "./ui.js";
import * as computer from "./computer.js";

const COMPUTER_THINK_MS = 450; // pause before a computer move, then its choice is shown before it is played
const COMPUTER_SHOW_MS = 800;
const FLASH_MS = 1500;
const FINAL_FLASH_MS = 1000;

const $ = (sel) => document.querySelector(sel);

const state = {
  engine: null,
  art: null,
  tileNames: [],
  setup: null,
  view: null,
  looks: [],
  choice: null,
  busy: false, // a call to the engine is on its way
  thinking: false, // a computer player is choosing
  hover: null,
  flashes: [],
  lastColour: null,
  tiles: new Map(),
  gen: 0, // bumps with each new game, so late answers about an old game are dropped
  replay: false, // the board shows a replay (library.js), not the game in play
};

const camera = new Camera();
const canvas = $("#board");
const renderer = new BoardRenderer(canvas, camera, null);

// ---------------------------------------------------------------- drawing

let frameRequested = false;
let lastFrame = 0;

/** Ask for one frame; frames keep coming only while the camera glides or a scoring glows. */
function redraw() {
  if (frameRequested) return;
  frameRequested = true;
  requestAnimationFrame(frame);
}

function frame(now) {
  frameRequested = false;
  const dt = lastFrame ? Math.min(100, now - lastFrame) : 16;
  lastFrame = now;
  renderer.fit();
  const gliding = camera.step(dt);
  const animating = renderer.draw(scene(), performance.now());
  if (gliding || animating) redraw();
  else lastFrame = 0;
}

function humanTurn() {
  const v = state.view;
  return !!v && !state.replay && !v.over && !state.busy && !state.thinking && !state.looks[v.current_player]?.computer;
}

function scene() {
  const v = state.view;
  if (!v) return null;
  const c = state.choice;
  const who = v.over ? null : state.looks[v.current_player];
  const showChoice = c && (humanTurn() || state.thinking);
  return {
    view: v,
    players: state.looks,
    current: v.over ? null : v.current_player,
    colour: who?.colour || "#fff",
    letter: who?.letter || "",
    lastColour: state.lastColour,
    targets: humanTurn() && c && !c.tentative ? c.targets() : [],
    hover: humanTurn() ? state.hover : null,
    tentative: showChoice ? c.tentative : null,
    cursor: humanTurn() && c && c.cursor && !(c.tentative && c.tentative.x === c.cursor.x && c.tentative.y === c.cursor.y) ? c.cursor : null,
    flashes: state.flashes,
    spots: humanTurn(), // a computer's turn shows its choice only, not every spot it could have taken
    hintLabel: humanTurn() && state.hintMove && c?.move() === state.hintMove ? t("hand.hint") : null,
    tileAt: (x, y) => state.tiles.get(`${x},${y}`),
  };
}

function renderPanels() {
  const v = state.view;
  if (!v) return;
  ui.renderPlayers(v, state.looks, state.thinking);
  ui.renderHand({
    view: v, choice: state.choice, looks: state.looks, art: state.art, busy: state.busy, thinking: state.thinking,
    onPick: (i) => {
      state.choice.pick(i);
      update();
    },
  });
}

function update() {
  renderPanels();
  $("#btn-hint").disabled = !humanTurn() || !state.choice?.canPlace;
  const next = state.view && !state.view.over ? state.looks[state.view.current_player] : null;
  computer.showThinking(next && (state.thinking || (pause.paused && next.computer)) ? next : null, pause.paused);
  pause.refresh(); // its label follows a language switch
  redraw();
}

// ---------------------------------------------------------------- hint

/** Show the medium computer's suggestion as the tentative move (placed, option chosen), without playing it. */
async function showHint() {
  if (!humanTurn() || !state.choice?.canPlace) return;
  const gen = state.gen;
  try {
    const move = await call("suggest", computer.HINT_LEVEL);
    if (gen !== state.gen) return;
    const found = computer.findMove(state.choice, move);
    if (!found) return;
    const { placement, option } = found;
    state.choice.place(placement.x, placement.y, placement.rot);
    state.choice.pick(option);
    state.hintMove = move;
    keepTentativeInView();
    ui.notice(t("hint.shown", { option: ui.optionLabel(placement.options[option]) }), 5000);
  } catch (error) {
    ui.notice(t("notice.error", { error: error.message }));
  }
  update();
}

// ---------------------------------------------------------------- camera

function boardBox(points) {
  const box = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity };
  for (const p of points) {
    box.x0 = Math.min(box.x0, p.x);
    box.y0 = Math.min(box.y0, p.y);
    box.x1 = Math.max(box.x1, p.x);
    box.y1 = Math.max(box.y1, p.y);
  }
  return Number.isFinite(box.x0) ? box : null;
}

/** Keep the last placed tile and every square where the tile in hand fits in view. */
function followPlay() {
  const v = state.view;
  const points = [...(v.placements || []).map((p) => ({ x: p.x, y: p.y }))];
  if (v.last_placed) points.push(v.last_placed);
  const box = boardBox(points.length ? points : v.board);
  if (box) camera.follow(box);
}

function showWholeBoard() {
  const box = boardBox([...state.view.board, ...(state.view.placements || [])]);
  if (box) camera.follow(box, 0.6, true);
  redraw();
}

// ---------------------------------------------------------------- game flow

/** Take a new view from the engine: log and show what happened, then let the next player choose. */
/** fresh: the view follows a move (its events are shown and it is saved), not a return to the same position. */
function applyView(view, fresh = true) {
  state.view = view;
  if (fresh) library.saved(view);
  state.looks = ui.playerLooks(view);
  state.tiles = new Map(view.board.map((t) => [`${t.x},${t.y}`, t]));
  state.choice = new TurnChoice(view, state.choice?.rot ?? 0);
  state.hover = null;
  state.hintMove = null;
  pause.show(!view.over && state.looks.every((look) => look.computer)); // a computer-only game can be paused
  if (fresh) showEvents(view.events || []);
  renderer.fit();
  followPlay();
  ui.renderRemaining(view, state.art, state.tileNames);
  update();
  if (view.over) {
    const wait = Math.min(4000, Math.max(1200, flashesEnd() - performance.now()));
    const gen = state.gen;
    setTimeout(() => { if (gen === state.gen) ui.showEnd(view, state.looks); }, wait);
  } else if (state.looks[view.current_player]?.computer) {
    computerTurn(state.gen);
  } else if (!state.choice.canPlace && view.hand) {
    ui.notice(t("hand.no_fit"));
  }
}

function flashesEnd() {
  return state.flashes.reduce((m, f) => Math.max(m, f.start + f.duration), 0);
}

function showEvents(events) {
  const now = performance.now();
  state.flashes = state.flashes.filter((f) => f.start + f.duration > now);
  let at = Math.max(now, flashesEnd() - 300);
  for (const e of events) {
    if (e.type === "place" && e.player != null) state.lastColour = state.looks[e.player]?.colour;
    if (e.type === "discard") ui.notice(t("notice.discard", { tile: e.tile }), 4500);
    if (e.type === "score" && e.points > 0) {
      const duration = e.final ? FINAL_FLASH_MS : FLASH_MS;
      const scorers = e.players || [];
      state.flashes.push({
        start: at, duration, segments: e.segments, tiles: e.tiles,
        label: scorers.length ? `+${e.points}` : "0",
        colour: scorers.length === 1 ? state.looks[scorers[0]]?.colour : "#ffd23f",
      });
      at += duration * 0.7;
    }
  }
  ui.logEvents(events, state.looks);
}

async function call(fn, ...args) {
  state.busy = true;
  update();
  try {
    return await state.engine.call(fn, ...args);
  } finally {
    state.busy = false;
  }
}

/** Start a game from a setup; how.open() opens it instead of a new game (a saved record), how.id names its save. */
async function startGame(setup, how = {}) {
  const gen = ++state.gen;
  state.setup = setup;
  const full = { game: "carcassonne", ...setup };
  const tileset = await call("tileset", full);
  const view = await (how.open ? how.open() : call("new_game", full));
  if (gen !== state.gen) return;
  library.endReplay(false);
  state.replay = false; // a game opened from the replay viewer (New game, a link) is played, not replayed
  library.opened(how.id || newGameId());
  state.art = new TileArt(tileset);
  state.tileNames = Object.keys(tileset.tiles);
  renderer.setArt(state.art);
  state.choice = null;
  state.thinking = false; // a computer of the old game may have been mid-turn
  state.flashes = [];
  state.lastColour = null;
  ui.clearLog();
  ui.logLine(how.logText || t("log.new", { seed: setup.seed }));
  $("#end").open && $("#end").close();
  renderer.fit();
  camera.cx = 0;
  camera.cy = 0;
  camera.scale = camera.width < 600 ? 78 : 104;
  camera.target = null;
  applyView(view);
  camera.settle();
  redraw();
}

async function confirmMove() {
  const move = humanTurn() && state.choice?.move();
  if (!move) return;
  const gen = state.gen;
  try {
    const view = await call("play", move);
    if (gen === state.gen) applyView(view);
  } catch (error) {
    ui.notice(t("notice.error", { error: error.message }));
    update();
  }
}

/** A computer player's turn: ask the engine, show its choice for a moment, then play it. */
async function computerTurn(gen) {
  await pause.wait();
  if (gen !== state.gen) return;
  state.thinking = true;
  update();
  await sleep(COMPUTER_THINK_MS);
  try {
    const level = state.looks[state.view.current_player]?.level;
    const move = await state.engine.call("suggest", ...computer.suggestArgs(ui.LEVELS.includes(level) ? level : "medium"));
    if (gen !== state.gen) return;
    const found = computer.findMove(state.choice, move);
    if (found) {
      const p = found.placement;
      state.choice.place(p.x, p.y, p.rot);
      state.choice.pick(found.option);
      camera.follow({ x0: p.x, y0: p.y, x1: p.x, y1: p.y }, 1);
    }
    update();
    await sleep(COMPUTER_SHOW_MS);
    await pause.wait(); // a pause during the show keeps the chosen move on screen
    if (gen !== state.gen) return;
    const view = await state.engine.call("play", move);
    if (gen !== state.gen) return;
    state.thinking = false;
    applyView(view);
  } catch (error) {
    if (gen !== state.gen) return;
    state.thinking = false;
    ui.notice(t("notice.error", { error: error.message }), 8000);
    update();
  }
}

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function newGameDialog(cancellable = true) {
  const setup = await setupDialog.open(state.setup, cancellable);
  if (!setup) return;
  try {
    await startGame(setup);
  } catch (error) {
    ui.notice(t("notice.error", { error: error.message }), 8000);
  }
}

// ---------------------------------------------------------------- input

const SPOT_SCALE = 124; // px per tile at which a tile's meeple spots are easy to tell apart and tap

/** Keep the tentative tile (or the keyboard cursor) in view, zoomed in enough to pick a spot on it. */
function keepTentativeInView() {
  const c = state.choice;
  const p = c?.tentative || c?.cursor;
  if (!p) return;
  const spots = c.tentative ? c.tentative.options.filter((o) => o.segment != null).length : 0;
  const scale = (camera.target || camera).scale;
  const wanted = SPOT_SCALE * (spots > 3 ? 1.2 : 1);
  if (spots > 1 && scale < wanted) camera.target = { cx: p.x, cy: p.y, scale: wanted };
  else camera.follow({ x0: p.x, y0: p.y, x1: p.x, y1: p.y }, 0.8);
}

attachBoardInput(canvas, camera, {
  onChange: redraw,
  onTap(sx, sy) {
    if (!humanTurn()) return;
    const c = state.choice;
    const spot = renderer.spotAt(c.tentative, sx, sy);
    if (spot >= 0) {
      c.pick(spot);
    } else {
      const { x, y } = renderer.cellAt(sx, sy);
      if (!c.tap(x, y)) return;
      keepTentativeInView();
    }
    update();
  },
  onHover(sx, sy) {
    let hover = null;
    if (sx != null && humanTurn() && !state.choice.tentative) {
      const { x, y } = renderer.cellAt(sx, sy);
      const rots = state.choice.rotsAt(x, y);
      if (rots.length) hover = { x, y, rot: rots.includes(state.choice.rot) ? state.choice.rot : rots[0], tile: state.view.hand };
    }
    const spot = sx != null && humanTurn() && renderer.spotAt(state.choice.tentative, sx, sy) >= 0;
    canvas.classList.toggle("pointer", !!hover || spot);
    const key = (h) => (h ? `${h.x},${h.y},${h.rot}` : "");
    if (key(hover) !== key(state.hover)) {
      state.hover = hover;
      redraw();
    }
  },
});

function rotate(step = 1) {
  if (!humanTurn() || !state.choice) return;
  state.choice.rotate(step);
  update();
}

document.addEventListener("keydown", (e) => {
  if (document.querySelector("dialog[open]") || !state.view || e.ctrlKey || e.metaKey || e.altKey) return;
  const tag = e.target.tagName;
  if (tag === "INPUT" || tag === "SELECT" || tag === "TEXTAREA") return;
  const onButton = tag === "BUTTON" || tag === "SUMMARY";
  if (e.key === "+" || e.key === "=") { camera.zoomAt(1.25); redraw(); return; }
  if (e.key === "-" || e.key === "_") { camera.zoomAt(0.8); redraw(); return; }
  if (!humanTurn()) return;
  const c = state.choice;
  const atTentative = c.tentative && c.cursor && c.cursor.x === c.tentative.x && c.cursor.y === c.tentative.y;
  let handled = true;
  switch (e.key) {
    case "r": case "R":
      c.rotate(e.shiftKey ? -1 : 1);
      break;
    case "ArrowLeft": c.moveCursor(-1, 0); break;
    case "ArrowRight": c.moveCursor(1, 0); break;
    case "ArrowUp": c.moveCursor(0, -1); break;
    case "ArrowDown": c.moveCursor(0, 1); break;
    case "Tab": {
      if (tag !== "CANVAS" && tag !== "BODY") { handled = false; break; }
      if (atTentative) c.cycleOption(e.shiftKey ? -1 : 1);
      else if (!c.cycleCursor(e.shiftKey ? -1 : 1)) {
        c.cursor = null; // past the last square: let Tab move the focus on, so the keyboard is never trapped
        handled = false;
        redraw();
      }
      break;
    }
    case "Enter": case " ":
      if (onButton) { handled = false; break; }
      if (atTentative) { confirmMove(); break; }
      if (!c.cursor) { c.cycleCursor(); break; }
      c.tap(c.cursor.x, c.cursor.y);
      break;
    case "h": case "H":
      showHint();
      break;
    case "Escape":
      if (c.tentative) c.undo();
      else c.cursor = null;
      break;
    default:
      if (/^[0-9]$/.test(e.key)) handled = c.pickNumber(Number(e.key));
      else handled = false;
  }
  if (!handled) return;
  e.preventDefault();
  keepTentativeInView();
  update();
});

$("#btn-rotate").addEventListener("click", () => rotate());
$("#hand-canvas").addEventListener("click", () => rotate());
$("#btn-undo").addEventListener("click", () => {
  state.choice?.undo();
  update();
});
$("#btn-confirm").addEventListener("click", confirmMove);
$("#btn-hint").addEventListener("click", showHint);
const pause = new computer.Pause($("#btn-pause"), () => update());
$("#zoom-in").addEventListener("click", () => { camera.zoomAt(1.25); redraw(); });
$("#zoom-out").addEventListener("click", () => { camera.zoomAt(0.8); redraw(); });
$("#zoom-fit").addEventListener("click", showWholeBoard);
$("#btn-new").addEventListener("click", () => newGameDialog(true));
$("#end-new").addEventListener("click", () => { $("#end").close(); newGameDialog(true); });
$("#end-board").addEventListener("click", () => { $("#end").close(); showWholeBoard(); });
const info = $("#info");
$("#btn-info").addEventListener("click", () => {
  const open = info.classList.toggle("open");
  $("#btn-info").setAttribute("aria-expanded", String(open));
});
$("#btn-info-close").addEventListener("click", () => {
  info.classList.remove("open");
  $("#btn-info").setAttribute("aria-expanded", "false");
});
$("#remaining").addEventListener("toggle", () => state.view && ui.renderRemaining(state.view, state.art, state.tileNames));
new ResizeObserver(() => {
  if (renderer.fit()) redraw();
}).observe(canvas);

const setupDialog = new ui.SetupDialog();

// ---------------------------------------------------------------- saved games, replays, languages

setLang(chooseLanguage()); // before the embed's options: its players' default names are in this language
const embed = isEmbed() ? embedOptions(location.search, ui.PALETTE, ui.randomSeed) : null;
const library = new Library({
  call: (fn, ...args) => state.engine.call(fn, ...args), // not call(): saving in the background is not "busy"
  startGame,
  notice: (text, ms) => ui.notice(text, ms),
  /** Show a replay position: the board and scores of that view, no hand, no computer turns. */
  showReplay(view) {
    state.gen++; // a computer turn under way drops its answer; closing the replay picks the game up again
    state.replay = true;
    state.thinking = false;
    state.view = view;
    state.looks = ui.playerLooks(view);
    state.tiles = new Map(view.board.map((t) => [`${t.x},${t.y}`, t]));
    state.choice = new TurnChoice(view, 0);
    state.flashes = [];
    $("#end").open && $("#end").close();
    ui.renderPlayers(view, state.looks, false);
    renderer.fit();
    followPlay();
    redraw();
  },
  async endReplay() {
    state.replay = false;
    state.gen++;
    applyView(await call("view"), false);
  },
}, embed ? embed.slot : "app");
const rulesDialog = new RulesDialog();

/** Show every text in the current language (the log is rebuilt from the engine's own log of the game). */
async function applyLanguage() {
  applyI18n();
  $("#help-text").replaceChildren(...t("help.text").map((line) => Object.assign(document.createElement("li"), { textContent: line })));
  document.title = t("app.title");
  library.translate();
  rulesDialog.translate();
}

addTopbarButtons({
  onGames: () => library.dialog.open(),
  onRules: () => rulesDialog.open(),
  async onLanguage() {
    toggleLanguage();
    await applyLanguage();
    if (!state.view) return;
    if (!state.replay) update();
    ui.renderRemaining(state.view, state.art, state.tileNames);
    const events = await state.engine.call("log");
    ui.clearLog();
    ui.logLine(t("log.new", { seed: state.setup?.seed }));
    ui.logEvents(events, state.looks);
  },
});

// ---------------------------------------------------------------- boot

// Overall progress: each boot stage fills its share of the bar.
const STAGES = { download: [0, 0.55], python: [0.55, 0.85], engine: [0.85, 1], ready: [1, 1] };

// Every boot step as shown, for tests and embedders that want to see the loading screen's story.
window.__bootProgress = [];

function showProgress({ stage, fraction }) {
  const [a, b] = STAGES[stage] || [0, 1];
  const overall = a + (b - a) * Math.max(0, Math.min(1, fraction || 0));
  window.__bootProgress.push({ stage, overall, shown: !$("#loading").hidden });
  const bar = $("#loading .bar");
  bar.classList.remove("indeterminate");
  bar.setAttribute("aria-valuenow", String(Math.round(overall * 100)));
  $("#loading .bar-fill").style.width = `${(overall * 100).toFixed(1)}%`;
  $("#loading .load-stage").textContent = t(`load.${stage}`);
  // The worker's own text is English only; the bar and a percentage say the same in any language.
  $("#loading .load-detail").textContent = stage === "ready" ? "" : `${Math.round(overall * 100)}%`;
  $("#loading").dataset.stage = stage;
}

/** The game's variants and player range, as the engine lists them. */
async function loadCatalog() {
  const catalog = await state.engine.call("catalog");
  return catalog.games.carcassonne;
}

async function boot() {
  if (embed) document.documentElement.dataset.size = embed.size;
  applyLanguage();
  $("#loading .bar").classList.add("indeterminate");
  $("#loading .load-stage").textContent = t("load.download");
  try {
    state.engine = new Engine(showProgress, window.earlyEngine); // started by index.html's first script
    window.earlyEngine = null;
    window.__engine = state.engine; // test and bench hook: the worker client (bench/ai_browser.py times suggest)
    // While Python starts, the page is laid out under the loading screen and the first calls wait in the worker's
    // queue: once the engine is up, only its answers and the first drawing of the board remain.
    $("#app").inert = true;
    $("#app").hidden = false;
    const catalog = loadCatalog();
    const opened = library.openFirst(embed ? embed.setup : {
      variants: [],
      seed: ui.randomSeed(),
      players: [
        { name: t("setup.default_name", { n: 1 }), color: ui.PALETTE[0].hex, type: "human" },
        { name: t("setup.computer_name", { n: 1 }), color: ui.PALETTE[1].hex, type: "computer", level: "medium" },
      ],
    });
    catalog.catch(() => {}); // a failed boot fails every call: the error is reported once, from `ready`
    opened.catch(() => {});
    await state.engine.ready;
    setupDialog.setCatalog(await catalog);
    await opened;
    $("#app").inert = false;
    $("#loading").hidden = true;
    canvas.focus({ preventScroll: true });
    document.documentElement.dataset.ready = "true";
    registerServiceWorker();
  } catch (error) {
    $("#loading .loading-card").classList.add("failed");
    $("#loading .bar").classList.remove("indeterminate");
    $("#loading .load-stage").textContent = t("load.failed", { error: error.message });
    const retry = $("#loading .load-retry");
    retry.hidden = false;
    retry.onclick = () => location.reload();
    document.documentElement.dataset.error = error.message;
  }
}

// Test and embedding hook: the last view and where things are on screen (page coordinates).
window.__game = {
  get view() { return state.view; },
  get setup() { return state.setup; },
  get tentative() {
    const c = state.choice?.tentative;
    return c ? { x: c.x, y: c.y, rot: c.rot, selected: c.selected, move: c.options[c.selected].move } : null;
  },
  get rot() { return state.choice?.rot ?? null; },
  get camera() { return { cx: camera.cx, cy: camera.cy, scale: camera.scale }; },
  /** The engine's record of the current game (setup, seed, moves). */
  record() { return state.engine.call("record"); },
  get busy() { return state.busy || state.thinking; },
  /** The id of the saved game in play, and whether the board shows a replay. */
  get saveId() { return library.id; },
  get replaying() { return state.replay; },
  get thinking() { return state.thinking; },
  /** The move the last hint showed (null when none this turn). */
  get hint() { return state.hintMove; },
  get paused() { return pause.paused; },
  /** Page coordinates of the centre of board square x,y (after any camera glide). */
  squareCentre(x, y) {
    renderer.fit(); // the panels may have just changed the board's size
    camera.settle();
    const r = canvas.getBoundingClientRect();
    const [sx, sy] = camera.toScreen(x, y);
    return { x: r.left + sx, y: r.top + sy, inside: sx >= 0 && sy >= 0 && sx <= r.width && sy <= r.height };
  },
  /** Page coordinates of the spot of option i of the tentative placement (null for a choice without a spot). */
  spotCentre(i) {
    const c = state.choice?.tentative;
    const o = c?.options[i];
    if (!o || o.segment == null) return null;
    renderer.fit();
    camera.settle();
    redraw();
    const r = canvas.getBoundingClientRect();
    const [sx, sy] = renderer.spotScreen(c, i);
    return { x: r.left + sx, y: r.top + sy };
  },
  /** Centre the view on square x,y (what dragging would do). */
  reveal(x, y) {
    renderer.fit();
    camera.follow({ x0: x, y0: y, x1: x, y1: y }, 1);
    camera.settle();
    redraw();
  },
};

boot();
