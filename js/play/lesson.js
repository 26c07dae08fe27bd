// Guided lessons: a short real game on a fixed tile order (the lesson's setup, through the engine's own options),
// against a computer whose moves are fixed too, so every step is known in advance. Each of the learner's steps says
// what to do and why (the coach, a row under the top bar), marks where (a square on the board, Rotate, a piece's
// option, Confirm, or whatever control plays the move: an element with its data-move) and lets only its move
// through; another move is answered with why the suggested one teaches the point, and the step is offered again.
// The engine stays the referee: a lesson reads the table's views and plays its moves through the turn flow like any
// player; it never changes the game itself. Names no game.
//
// A lesson is data in its game's folder, js/games/<game>/lessons/<id>.json (the game's entry module lists the ids
// in `lessons`): {title, minutes, names: {lang: [seat names]}, learner: seat, setup: {variants, players: [{type}],
// options, seed}, steps: [{move, say?, done?, why?}], end, next?, expect: {scores}}; every text is {en, ja}; next is
// the id of the lesson its end offers after it (of the same game). A step is one
// move of the game in order: the learner's have words (say: what to do; done: what it did; why: the answer to
// another move), the computer's have none. tests/engine/test_lessons.py plays every lesson through the engine.

import { t, getLang } from "../words/i18n.js";
import { loadLesson, words } from "../games/lessons.js";
import { notice } from "../panels/notices.js";

/** @typedef {import("../state/table.js").TableDoor} TableDoor */

// {save id: {game, lesson, left?}}: the saved games that are lessons (the main page's, an embed's), so a reload
// resumes them, and the review knows which moves the lesson set; `left`: the moves played when the learner left it
// (the game is no longer guided, and the moves after are the player's own).
const KEY = "carcassonne.lessons.v1";
const KEPT = 20; // lessons remembered at most: the oldest are forgotten (their games stay, unguided)

/** The lessons kept in the browser: {save id: {game, lesson}} (empty when storage is refused or damaged). */
function kept() {
  try {
    const all = JSON.parse(localStorage.getItem(KEY) || "{}");
    return all && typeof all === "object" && !Array.isArray(all) ? all : {};
  } catch {
    return {};
  }
}

/** The lesson saved game `id` is or was ({id, game, lesson, left?}), or null. */
function stored(id) {
  const meta = kept()[id];
  return meta && typeof meta.game === "string" && typeof meta.lesson === "string" ? { id, ...meta } : null;
}

/** Remember that saved game `id` is lesson `meta` ({game, lesson, left?}), or forget it (null). */
function store(id, meta) {
  const all = kept();
  delete all[id];
  if (meta) all[id] = { game: meta.game, lesson: meta.lesson, ...(Number.isInteger(meta.left) ? { left: meta.left } : {}) };
  const ids = Object.keys(all);
  for (const old of ids.slice(0, Math.max(0, ids.length - KEPT))) delete all[old];
  try {
    localStorage.setItem(KEY, JSON.stringify(all));
  } catch { /* storage refused: the lesson goes on for this visit */ }
}

/** The page's lessons: starting one, resuming it when its saved game is opened again, and the coach. */
export class Lessons {
  /** door: the game in play (js/state/table.js); palette: seat colours; onPlayReal(game): a real game's setup
   * dialog, for that game. @param {{door: TableDoor, palette: {hex: string}[], onPlayReal: (game: string) => void}} parts */
  constructor({ door, palette, onPlayReal }) {
    this.door = door;
    this.palette = palette;
    this.onPlayReal = onPlayReal;
    this.pending = null; // the lesson being started: attached to the game the turn flow opens next
    /** @type {Lesson | null} */
    this.current = null; // the lesson the game in play is, if it is one
    this.coach = new Coach(this);
  }

  /** Start lesson `id` of `game` as a new game. */
  async start(game, id) {
    const data = await loadLesson(game, id);
    const names = data.names[getLang()] ?? data.names.en;
    const players = data.setup.players.map((p, i) => ({
      ...p, name: names[i], color: this.palette[i].hex, // a computer seat plays the game's default level
    }));
    this.pending = { game, lesson: id, data };
    await this.door.startGame({ ...data.setup, game, players });
  }

  /** The turn flow opened saved game `id`: the lesson it is (just started, or kept from before), now current, or
   * null. */
  attach(id) {
    const pending = this.pending;
    this.pending = null;
    if (pending) store(id, pending);
    const meta = pending ? { id, ...pending } : stored(id);
    const lesson = meta && meta.left == null ? new Lesson(this, meta, pending?.data) : null; // a lesson left stays left
    this.current = lesson;
    this.coach.show(lesson);
    return lesson;
  }

  /** The moves of saved game `id` (its record's `moves`) that its lesson set, in order from the first: [{step, words}]
   * (words: what the step taught, {en, ja}, or null for a computer's move), empty when the game is no lesson. The
   * record decides, not the game: only the moves that are the lesson's steps, up to where the learner left it. */
  async prescribed(id, moves) {
    const meta = stored(id);
    const data = meta ? await loadLesson(meta.game, meta.lesson).catch(() => null) : null;
    if (!data) return [];
    const until = Math.min(moves.length, data.steps.length, meta.left ?? Infinity);
    const set = [];
    for (let i = 0; i < until && moves[i] === data.steps[i].move; i++) {
      const step = data.steps[i];
      set.push({ step: i, words: step.done ?? step.say ?? null });
    }
    return set;
  }

  /** Stop guiding the game in play (it goes on as an ordinary game). */
  leave(lesson) {
    store(lesson.meta.id, { ...lesson.meta, left: lesson.index ?? 0 }); // not guided again; its moves so far stay its
    if (this.current === lesson) this.current = null;
    this.coach.show(null);
    this.door.update();
  }
}

/** One lesson attached to the game in play. */
class Lesson {
  constructor(lessons, meta, data) {
    this.lessons = lessons;
    this.door = lessons.door;
    this.meta = meta;
    this.data = data ?? null;
    this.index = null; // how many of its steps have been played (the game's moves so far)
    /** @type {false | "move" | "piece"} */
    this.wrong = false; // the learner's last move was refused ("piece": only its piece was wrong): the coach says why
    this.wanted = false; // Show me was tapped while the learner could not act: done when they can
    this.synced = this.read();
  }

  get game() {
    return this.meta.game;
  }

  /** Read the lesson and the game's moves so far, once, when attached: the step reached, or leave if the saved game
   * went another way (a lesson changed since it was saved). From then on only the lesson's moves are played: each
   * view's move count is the step (viewed). */
  read() {
    const read = (async () => {
      this.data ??= await loadLesson(this.meta.game, this.meta.lesson);
      const { moves } = await this.door.engine.record();
      const planned = this.data.steps.map((s) => s.move);
      if (moves.some((m, i) => m !== planned[i])) throw new Error("the game left the lesson's moves");
      this.index = moves.length;
    })();
    read.then(() => this.refresh(), () => {
      if (this.lessons.current === this) this.lessons.leave(this);
    });
    return read;
  }

  /** The step to play now, or null (before the lesson is read, or after its last move). */
  get step() {
    return this.data && this.index != null ? this.data.steps[this.index] ?? null : null;
  }

  /** The learner's steps: how many ({total}), and how many of them are played ({done}). */
  progress() {
    const total = this.data.steps.filter((s) => s.say).length;
    const done = this.data.steps.slice(0, this.index ?? 0).filter((s) => s.say).length;
    return { done, total };
  }

  /** True when `move` may be played now: the learner's expected move (a computer's step plays only its own). */
  allows(move) {
    return !!this.step && this.step.move === move;
  }

  /** Answer a move that is not the step's: say why the step's teaches the point, and offer it again. A tile on the
   * step's square and turned its way keeps its place: only the piece was wrong, so only the piece is asked again. */
  refuse() {
    const tent = this.door.state.choice?.tentative;
    const placed = !!tent && !tent.question && tent.options.some((o) => o.move === this.step?.move);
    this.wrong = placed ? "piece" : "move";
    if (!placed) this.door.state.choice?.undo();
    this.door.update();
    this.refresh();
    this.follow(); // the step's square back in sight, wherever the refused move took the board
  }

  /** The move of a computer's step, once the lesson knows where it is; null if it has none to play. */
  async computerMove() {
    try {
      await this.synced;
    } catch {
      return null;
    }
    const step = this.step;
    return step && !step.say ? step.move : null;
  }

  /** Where the learner acts next: {kind: "square", x, y} on the board, "map" (a tab), "rotate", "option" (index),
   * "confirm", or "control" (the element that plays the move); null when it is not the learner's turn. */
  target() {
    const step = this.step;
    const s = this.door.state;
    if (!step?.say || !this.door.humanTurn()) return null;
    const move = step.move;
    const choice = s.choice;
    const tent = choice?.tentative;
    for (const p of s.view.placements || []) {
      const index = p.options.findIndex((o) => o.move === move);
      if (index < 0) continue;
      if (p.map != null && p.map !== s.shown) return { kind: "map", map: p.map, move };
      if (!tent || tent.x !== p.x || tent.y !== p.y) return { kind: "square", x: p.x, y: p.y, map: p.map ?? null, move };
      if (tent.rot !== p.rot) return { kind: "rotate", x: p.x, y: p.y, move };
      return tent.options[tent.selected]?.move === move ? { kind: "confirm", move } : { kind: "option", index, move };
    }
    if (choice?.question && tent) {
      const index = tent.options.findIndex((o) => o.move === move);
      return tent.selected === index ? { kind: "confirm", move } : { kind: "option", index, move };
    }
    if (s.view.maps && s.panel && s.shown !== "panel") return { kind: "map", map: "panel", move }; // played on the table
    return { kind: "control", move };
  }

  /** What the board marks for the target: {square: {x, y}} or {spot: option index}, or null. */
  boardMark() {
    const target = this.target();
    if (target?.kind === "square") return { square: { x: target.x, y: target.y } };
    if (target?.kind === "option") return { spot: target.index };
    return null;
  }

  /** Mark the control the learner uses next (after each drawing of the panels). */
  mark() {
    for (const node of document.querySelectorAll(".lesson-target")) node.classList.remove("lesson-target");
    const target = this.target();
    if (!target) return;
    if (this.wanted) {
      this.showMe(); // a Show me tapped while the page was busy: it draws the panels again, and they mark
      return;
    }
    const css = (value) => CSS.escape(value);
    const node = {
      map: () => document.querySelector(`#map-tabs [data-map="${css(String(target.map))}"]`),
      rotate: () => document.querySelector("#btn-rotate"),
      option: () => document.querySelector(`#options [data-move="${css(target.move)}"]`),
      confirm: () => document.querySelector("#btn-confirm"),
      control: () => document.querySelector(`#app [data-move="${css(target.move)}"]:not([disabled])`),
    }[target.kind]?.();
    node?.classList.add("lesson-target");
  }

  /** Put the step's move on the board as the tentative choice (the coach's Show me). Tapped while the page waits
   * (for the engine's answer to the last move, say), it is done as soon as the learner can act. */
  showMe() {
    const target = this.target();
    this.wanted = !target;
    if (!target) return;
    if (target.kind === "map") this.door.showMap(target.map);
    const shown = this.door.state.choice?.show(target.move);
    this.door.update();
    if (shown) this.door.board.keepInView(this.door.state.choice); // in the board as the panels now leave it
  }

  /** A new view was shown: its move count is the step reached; bring the step's target into sight. */
  viewed(view) {
    if (view.moves !== this.index) this.wrong = false;
    this.index = view.moves;
    this.refresh();
    this.follow();
  }

  /** Bring the square the learner is to play on into sight (if the step's target is one). */
  follow() {
    const target = this.target();
    if (target?.kind === "square") this.door.board.follow(target.x, target.y, 1.5);
  }

  refresh() {
    this.lessons.coach.render();
    this.mark();
  }
}

/** The coach: the lesson's row under the top bar, with its words for the step and its buttons. */
class Coach {
  constructor(lessons) {
    this.lessons = lessons;
    this.lesson = null;
    this.root = null;
  }

  /** Show the coach for a lesson, or take it away (null). */
  show(lesson) {
    this.lesson = lesson;
    if (!lesson) {
      this.root?.remove();
      this.root = null;
      document.querySelector("#end-lesson")?.setAttribute("hidden", "");
      document.querySelector("#end-next")?.remove();
      document.querySelector("#end-new").textContent = t("end.new");
      return;
    }
    if (!this.root) {
      this.root = Object.assign(document.createElement("section"), { id: "coach", className: "app-row" });
      this.root.setAttribute("aria-live", "polite");
      document.querySelector("#app > .topbar").after(this.root);
    }
    this.render();
  }

  render() {
    const lesson = this.lesson;
    if (!lesson || !this.root) return;
    const h = (tag, props = {}, ...children) => {
      const node = Object.assign(document.createElement(tag), props);
      node.append(...children.filter((c) => c != null));
      return node;
    };
    const data = lesson.data;
    if (!data || lesson.index == null) {
      this.root.replaceChildren(h("p", { className: "coach-say" }, t("lesson.loading")));
      return;
    }
    const { done, total } = lesson.progress();
    const over = !!lesson.door.state.view?.over;
    const step = lesson.step;
    const last = data.steps.slice(0, lesson.index).findLast((s) => s.say); // the learner's last move
    const button = (key, onclick, className = "") => h("button", { type: "button", className, onclick }, t(key));
    const parts = [];
    if (over) {
      parts.push(...words(data.end).split("\n\n").map((text) => h("p", { className: "coach-say" }, text)));
    } else {
      if (last?.done && !lesson.wrong) parts.push(h("p", { className: "coach-done" }, words(last.done)));
      if (lesson.wrong === "piece") parts.push(h("p", { className: "coach-why coach-piece" }, t("lesson.piece_only")));
      if (lesson.wrong && step?.why) parts.push(h("p", { className: "coach-why" }, words(step.why)));
      parts.push(h("p", { className: "coach-say" }, step?.say ? words(step.say) : t("lesson.watch")));
    }
    const buttons = over
      ? [this.nextButton("coach-next"), button("lesson.play_real", () => this.lessons.onPlayReal(lesson.game), "primary coach-real")]
        .filter(Boolean)
      : [button("lesson.show", () => lesson.showMe(), "coach-show"), button("lesson.leave", () => this.leave(), "coach-leave")];
    if (!step?.say && !over) buttons[0].disabled = true;
    this.root.dataset.step = String(lesson.index);
    this.root.replaceChildren(
      h("div", { className: "coach-head" },
        h("strong", { className: "coach-title" }, words(data.title)),
        h("span", { className: "coach-count" }, over ? t("lesson.finished") : t("lesson.step", { n: Math.min(done + 1, total), of: total }))),
      h("div", { className: "coach-words" }, ...parts),
      h("div", { className: "coach-buttons" }, ...buttons));
    document.querySelector("#end-new").textContent = t(over ? "lesson.play_real" : "end.new");
    const end = /** @type {HTMLElement} */ (document.querySelector("#end-lesson"));
    if (end) {
      end.textContent = over ? words(data.end) : "";
      end.hidden = !over;
      document.querySelector("#end-next")?.remove();
      const next = over ? this.nextButton() : null;
      if (next) document.querySelector("#end-new")?.before(Object.assign(next, { id: "end-next" }));
    }
  }

  /** A button that starts the lesson this one's end offers next ("Next lesson: <its title>"), or null if it offers none. */
  nextButton(className = "") {
    const lesson = this.lesson;
    const id = lesson?.data?.next;
    if (!id) return null;
    const node = Object.assign(document.createElement("button"), { type: "button", className });
    node.textContent = t("lesson.next", { title: "…" });
    loadLesson(lesson.game, id).then((data) => { node.textContent = t("lesson.next", { title: words(data.title) }); }, () => {});
    node.addEventListener("click", () => {
      const end = /** @type {HTMLDialogElement} */ (document.querySelector("#end"));
      if (end?.open) end.close();
      this.lessons.start(lesson.game, id).catch((error) => notice(t("notice.error", { error: error.message }), 8000));
    });
    return node;
  }

  /** Leave the lesson: the game stays as an ordinary one, and a real game is offered. */
  leave() {
    const lesson = this.lesson;
    if (!lesson) return;
    this.lessons.leave(lesson);
    this.lessons.onPlayReal(lesson.game);
  }
}
