// The game in play and its turn flow: starting a game, taking each view the engine sends (its events shown as
// they happen: scorings glow), a person's confirmed move, computer turns, moves a link brought, hints and replays.
// The Session alone writes the table's state (js/state/table.js: view, players' looks, the choice being made) and
// hands its parts the door to it, never itself; the engine owns the rules. What is particular to a game (its art,
// its kind of move choice, its words) comes from its folder, js/games/<name>/, loaded by the name the engine gives.
// A game with a map per player (view.maps) gets tabs to show each map; a game with a table of its own (a grid of
// face-down tiles) gives a panel (createPanel) that the tabs show in place of a map.
// Its parts, each in a module of its own and holding its own state: a game played by link (js/play/link-play.js),
// what a move's events show on the board (js/play/move-show.js), the hint (js/play/hints.js) and the feature tip
// (js/panels/feature-tip.js); the wiring (js/app.js) builds the others around the same door and connect()s them.

import { t, setGameStrings } from "../words/i18n.js";
import { newGameId } from "../saves/storage.js";
import { MapCanvas } from "../board/map-canvas.js";
import { playerLooks, renderPlayers, rulesetLine } from "../panels/players.js";
import { renderHand, renderRemaining } from "../panels/hand.js";
import { renderMapTabs } from "../panels/map-tabs.js";
import { notice } from "../panels/notices.js";
import { showEnd } from "../panels/end-screen.js";
import * as log from "../panels/log.js";
import * as computer from "./computer.js";
import { LinkPlay } from "./link-play.js";
import { MoveShow } from "./move-show.js";
import { Hints } from "./hints.js";
import { FeatureTip } from "../panels/feature-tip.js";
import { emptyTable, Listeners } from "../state/table.js";

/** @typedef {import("../state/table.js").TableDoor} TableDoor */

// Pause before a computer move, then its choice is shown before it is played (at normal speed: see computer.SPEEDS).
const COMPUTER_THINK_MS = 450;
const COMPUTER_SHOW_MS = 800;
const ARRIVAL_STEP_MS = 700; // between the moves a link brings, played on the board one by one

const $ = (sel) => document.querySelector(sel);

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export class Session {
  /** Show the game on a board in `canvas`; its engine and the parts it calls come by connect(), before the first
   * game. @param {HTMLCanvasElement} canvas */
  constructor(canvas) {
    /** The game in play, as the parts read it (js/state/table.js): written here only. */
    this.state = emptyTable();
    this.listeners = new Listeners();
    this.board = new MapCanvas(canvas, () => this.scene());
    /** @type {import("../engine/client.js").Engine} */
    this.engine = null;
    /** @type {Promise<import("../engine/types.js").Catalog>} the engine's catalog, the first game the default */
    this.catalog = null;
    /** @type {import("../engine/types.js").Catalog["games"]} the catalog's games, once a game was loaded */
    this.games = null;
    this.tiles = new Map(); // "x,y" -> the shown map's tile there
    this.gen = 0; // bumps with each new game or replay shown, so late answers about the one before are dropped
    this.opening = false; // a game is being opened (startGame): window.__game says the page is busy meanwhile
    this.watch = new computer.Watch($("#watch"), () => this.update()); // speed, pause and step of computer turns
    this.announced = null; // the person whose turn the last "your turn" sound announced
    this.replaySeed = null; // the seed of the record replayed, while the board shows a replay
    this.endHeld = false; // the finished game's end screen waits for another dialog to close
    /** @type {import("../state/table.js").Question | null} a question about the position shown (an embed's) */
    this.question = null;
    /** The parts' door (js/state/table.js TableDoor). @type {TableDoor} */
    this.door = this.makeDoor();
    this.hints = new Hints(this.door); // the engine's move for the person to play, shown on request
    this.link = new LinkPlay(this.door); // a game played by link: the seat played here, the moves a link brought
    this.moveShow = new MoveShow(this.door); // a move's glows and motion on the board
    this.tip = new FeatureTip(this.door, this.board); // what a feature of the map is, on hover or a tap
    // The parts that call back in, set by connect(): the saved games, the sounds, the lessons and the reviews.
    /** @type {import("../saves/library.js").Library} */
    this.library = null;
    /** @type {import("./sound.js").Sound | null} */
    this.sound = null;
    /** @type {import("./lesson.js").Lessons | null} */
    this.lessons = null;
    /** @type {import("./review.js").Reviewer | null} */
    this.review = null;
  }

  /** Take the parts the turn flow calls (built by the wiring around this Session's door).
   * @param {{library: import("../saves/library.js").Library, sound?: import("./sound.js").Sound,
   *   lessons?: import("./lesson.js").Lessons, review?: import("./review.js").Reviewer}} parts */
  connect({ library, sound = null, lessons = null, review = null }) {
    Object.assign(this, { library, sound, lessons, review });
  }

  /** Take the engine and its catalog (the boot's, once Python has started). */
  useEngine(engine, catalog) {
    this.engine = engine;
    this.catalog = catalog;
  }

  /** The door the parts are handed: what each member does is TableDoor's. @returns {TableDoor} */
  makeDoor() {
    const session = this;
    return Object.freeze({
      state: this.state,
      subscribe: (listener) => this.listeners.subscribe(listener),
      get engine() { return session.engine; },
      board: this.board,
      humanTurn: () => this.humanTurn(),
      tileAt: (x, y) => this.tiles.get(`${x},${y}`),
      ticket: () => {
        const gen = this.gen;
        return () => gen === this.gen;
      },
      busyWith: (ask) => this.busyWith(ask),
      update: () => this.update(),
      confirmMove: (move) => this.confirmMove(move),
      showMap: (shown) => this.showMap(shown),
      hoverAt: (hover) => {
        const key = (h) => (h ? `${h.x},${h.y},${h.rot}` : "");
        if (key(hover) === key(this.state.hover)) return;
        this.state.hover = hover;
        this.board.redraw();
      },
      freshChoice: () => {
        this.state.choice = this.state.game.createChoice(this.shownView(), this.state.choice?.rot ?? 0);
      },
      hint: () => this.hint(),
      explainWait: () => this.link.explainWait(),
      ask: (question) => { this.question = question; },
      startGame: (setup) => this.startGame(setup),
    });
  }

  /** The lesson the game in play is, if it is one: it guides the learner and plays the computer. */
  get lesson() {
    return this.lessons?.current ?? null;
  }

  /** In a game played by link, the seat this browser plays (null: every seat is played here). */
  get seat() {
    return this.link.seat;
  }

  /** The view as the board draws it: with view.maps, the map on show in place of view.board. */
  shownView() {
    const v = this.state.view;
    if (!v?.maps || typeof this.state.shown !== "number") return v;
    const map = v.maps[this.state.shown];
    return { ...v, board: map.board, last_placed: map.last_placed, placements: (v.placements || []).filter((p) => p.map === this.state.shown) };
  }

  /** What to show for a fresh view: the map the mover places on, else the game's table, else the mover's map. */
  defaultShown(view) {
    if (!view.maps) return null;
    if (view.placements?.length) return view.placements[0].map ?? view.current_player;
    if (this.state.panel && !view.over) return "panel";
    return view.current_player ?? view.viewer ?? 0;
  }

  /** Make `shown` what the board shows (see shownView): its tiles, and the move choice over its placements. */
  setShown(shown, keepRot = this.state.choice?.rot ?? 0) {
    this.state.shown = shown;
    this.tip?.hide(); // what it said was of the map or the view before
    const v = this.shownView();
    this.tiles = new Map(v.board.map((tile) => [`${tile.x},${tile.y}`, tile]));
    this.state.choice = this.state.game.createChoice(v, keepRot);
    return v;
  }

  /** Show the game's table ("panel") or player `owner`'s map. */
  showMap(owner) {
    if (!this.state.view?.maps || owner === this.state.shown) return;
    const shown = this.setShown(owner);
    this.state.hover = null;
    if (typeof owner === "number") this.board.showWhole(shown);
    this.update();
  }

  /** The map tabs and the game's own table, for the view shown. */
  renderTable() {
    const v = this.state.view;
    $("#table-panel").hidden = !(v?.maps && this.state.shown === "panel");
    renderMapTabs(v, this.state.looks, this.state.shown, this.state.panel, (owner) => this.showMap(owner));
  }

  /** True when a person may choose a move now. */
  humanTurn() {
    const v = this.state.view;
    return !!v && !this.state.replay && !v.over && !this.state.busy && !this.state.thinking && !this.link.arriving
      && !this.state.looks[v.current_player]?.computer && !this.link.remote(v.current_player);
  }

  /** What the board shows now (see BoardRenderer.draw), or null before the first view. */
  scene() {
    const v = this.shownView();
    if (!v) return null;
    const c = this.state.choice;
    const human = this.humanTurn();
    const who = v.over ? null : this.state.looks[v.current_player];
    const showChoice = c && (human || this.state.thinking);
    return {
      view: v,
      players: this.state.looks,
      current: v.over ? null : v.current_player,
      colour: who?.colour || "#fff",
      letter: who?.letter || "",
      lastColour: this.moveShow.lastColour,
      targets: human && c && !c.tentative ? c.targets() : [],
      turnedTargets: human && c && !c.tentative ? c.turnedTargets() : [],
      hover: human ? this.state.hover : null,
      tentative: showChoice ? c.tentative : null,
      cursor: human && c && c.cursor && !(c.tentative && c.tentative.x === c.cursor.x && c.tentative.y === c.cursor.y) ? c.cursor : null,
      flashes: this.moveShow.flashes,
      spots: human, // a computer's turn shows its choice only, not every spot it could have taken
      hintLabel: human && this.hints.move && c?.move() === this.hints.move ? t("hand.hint") : null,
      recent: this.state.replay ? [] : this.link.recent.filter((r) => r.map == null || r.map === this.state.shown),
      motion: this.state.replay ? [] : this.moveShow.motion.filter((m) => m.map == null || m.map === this.state.shown),
      tileAt: (x, y) => this.tiles.get(`${x},${y}`),
      feature: this.tip?.segments ?? null,
      lesson: this.lesson?.boardMark() ?? null, // where a lesson's learner acts next
      review: this.state.replay ? this.review?.mark ?? null : null, // a reviewed move: played, and the better move's ghost
    };
  }

  /** Show the state: panels, buttons, the thinking indicator, and a new frame of the board. */
  update() {
    this.renderPanels();
    this.renderTable();
    $("#btn-hint").disabled = !this.humanTurn() || !this.state.choice?.canPlace || !!this.question; // a question's answer is the reader's
    const v = this.state.view;
    const next = v && !v.over ? this.state.looks[v.current_player] : null;
    const paused = this.watch.paused;
    computer.showThinking(next && (this.state.thinking || (paused && next.computer)) ? next : null, paused);
    // A computer's turn (played in this browser) shows how to watch it in place of the hand's buttons.
    const watching = !!next?.computer && !this.state.replay && !this.link.arriving && !this.link.remote(v.current_player);
    this.watch.show(watching);
    $("#hand-panel").classList.toggle("watching", watching);
    this.watch.refresh(); // its label follows a language switch
    if (v) this.listeners.tell(); // the parts that follow the table (a game's own table panel)
    this.lesson?.mark(); // after them: it marks what they drew
    this.board.redraw();
  }

  renderPanels() {
    const v = this.state.view;
    if (!v) return;
    renderPlayers(v, this.state.looks, this.state.thinking && !this.watch.paused, this.state.game, this.levels); // a paused computer is not thinking
    renderHand({
      view: v, choice: this.state.choice, looks: this.state.looks, art: this.state.art, game: this.state.game, busy: this.state.busy, thinking: this.state.thinking,
      paused: this.watch.paused && !this.link.remote(v.current_player),
      onPick: (i) => {
        this.state.choice.pick(i);
        this.update();
      },
      onMove: (move) => this.confirmMove(move),
    });
  }

  /** The engine's computer levels for the game shown (its catalog's), easiest first. */
  get levels() {
    return this.games?.[this.state.view?.game ?? this.state.setup?.game]?.levels ?? [];
  }

  /** The level a computer seat of the game shown plays unless one is chosen (its catalog's). */
  get defaultLevel() {
    return this.games?.[this.state.view?.game ?? this.state.setup?.game]?.default_level;
  }

  /** The remaining tiles panel, for the view shown. */
  renderRemaining() {
    if (this.state.view) renderRemaining(this.state.view, this.state.art, this.state.tileset);
  }

  /** Ask the engine (`ask` makes the call), marked busy (the page waits for the answer) meanwhile.
   * @template T @param {() => Promise<T>} ask @returns {Promise<T>} */
  async busyWith(ask) {
    this.state.busy = true;
    this.update();
    try {
      return await ask();
    } finally {
      this.state.busy = false;
    }
  }

  /** The front end of game `name`: its entry module, js/games/<name>/index.js, if the engine's catalog lists it.
   * @param {string} name @returns {Promise<import("../games/contract.js").GameModule>} */
  async loadGame(name) {
    const { games } = await this.catalog;
    this.games = games; // known from now on: what the catalog says of the game shown (its levels) is read from it
    if (!Object.hasOwn(games, name)) throw new Error(`no game named ${JSON.stringify(name)}`);
    return import(`../games/${encodeURIComponent(name)}/index.js`);
  }

  /** Start a game from a setup (without a game: the catalog's first); how.open() opens it instead of a new game
   * (a saved record, its log rebuilt from the engine's), how.id names its save, how.seat is the seat this browser
   * plays in a game played by link (a new one: its first person's), how.then lists moves made elsewhere to play on
   * the board once it is open (a link's), how.recent the tiles such moves placed before (framed again),
   * how.logText is a line on top of the log, how.unsaved opens a game that is never saved (what an embed's replay shows
 * under its viewer). Resolves to the first view
   * (undefined when another game was started meanwhile). */
  async startGame(setup, how = {}) {
    const gen = ++this.gen;
    this.opening = true;
    try {
      return await this.openGame(gen, setup, how);
    } finally {
      if (gen === this.gen) this.opening = false; // a game started meanwhile is still opening
    }
  }

  /** startGame's work, as the gen-th game started. */
  async openGame(gen, setup, how) {
    const { games } = await this.catalog;
    const name = setup.game ?? Object.keys(games)[0];
    if (gen !== this.gen) return;
    // A computer seat without a level (a first game, a lesson) plays the game's default level, which the catalog names.
    const level = games[name]?.default_level;
    const players = setup.players?.map((p) => (p.type === "computer" && !p.level && level ? { ...p, level } : p));
    const full = { ...setup, game: name, ...(players ? { players } : {}) };
    this.state.setup = full;
    const module = this.loadGame(name); // fetched while the engine works; for a bad name the engine's message wins
    module.catch(() => {});
    // Both asked at once, so the engine answers the game while the page is busy with the tileset's answer (or with
    // laying itself out, at the first visit). The tileset's checks of the setup are the game's own: it fails only
    // where the game fails too, and the game's message is the one shown.
    const tilesetCall = this.engine.tileset(full);
    tilesetCall.catch(() => {});
    const view = await (how.open ? how.open() : this.busyWith(() => this.engine.newGame(full)));
    const tileset = await tilesetCall;
    const history = how.open ? await this.busyWith(() => this.engine.log()) : null; // an opened game's moves so far
    const game = await module;
    if (gen !== this.gen) return;
    this.library.endReplay(false);
    this.state.replay = false; // a game opened from the replay viewer (New game, a link) is played, not replayed
    // A new game played by link is played here by its first person; one opened without a seat (a share link, a
    // record file) is played at this table, every seat here.
    this.link.seat = !full.link ? null : how.seat !== undefined ? how.seat : full.players.findIndex((p) => p.type !== "computer");
    this.question?.close(); // a question was about the game shown before
    this.question = null;
    this.library.opened(how.unsaved ? null : how.id || newGameId(), this.seat);
    this.lessons?.attach(this.library.id); // the lesson it is, if it is one
    this.state.game = game;
    setGameStrings(game.strings);
    this.state.art = game.createArt(tileset);
    this.state.tileset = tileset;
    this.board.renderer.setArt(this.state.art);
    this.state.panel?.destroy();
    this.state.panel = game.createPanel ? game.createPanel(this.door) : null;
    $("#table-panel").replaceChildren(...(this.state.panel ? [this.state.panel.element] : []));
    this.state.shown = null;
    this.state.choice = null;
    this.state.thinking = false; // a computer of the old game may have been mid-turn
    this.watch.reset();
    this.announced = null;
    this.moveShow.clear();
    this.moveShow.lastColour = null;
    this.link.opened(how.recent ?? [], !!how.then?.length);
    log.clearLog();
    log.logLine(t("log.new", { seed: setup.seed, rules: rulesetLine(setup) }));
    $("#end").open && $("#end").close();
    this.board.reset();
    this.applyView(view);
    if (history) this.showHistory(history, setup.seed);
    if (how.logText) log.logLine(how.logText);
    this.board.settle();
    if (this.link.arriving) this.playArrivals(how.then, gen);
    return view;
  }

  /** Take a new view from the engine: log and show what happened, then let the next player choose.
   * fresh: the view follows a move (its events are shown and it is saved), not a return to the same position. */
  applyView(view, fresh = true) {
    this.state.view = view;
    if (fresh) this.library.saved(view, this.link.recent);
    this.state.looks = playerLooks(view);
    const shown = this.setShown(this.defaultShown(view));
    this.state.hover = null;
    this.hints.forget(); // it spoke of a move that is now played or gone
    if (fresh) this.moveShow.show(view.events || [], this.watch.pace === 0);
    if (fresh && view.events?.some((e) => e.type === "score" && e.points > 0)) this.sound?.play("score");
    this.board.renderer.fit();
    if (view.over) this.board.showWhole(shown); // the game's last look: the whole map, not its last tile
    else this.board.followPlay(shown);
    this.renderRemaining();
    this.lesson?.viewed(view);
    this.update();
    if (this.link.arriving) return; // more of a link's moves come: who plays next is decided after the last
    this.announceTurn();
    this.link.offer(view);
    if (view.over) {
      this.showEnd(Math.min(4000, Math.max(1200, this.moveShow.end() - performance.now())));
    } else if (this.state.looks[view.current_player]?.computer) {
      this.computerTurn(this.gen);
    } else if (!this.state.choice.canPlace && view.hand) {
      notice(t("hand.no_fit"));
    }
  }

  /** Open the end screen of the finished game in play after `wait` ms (the last scorings shown first), with the
   * engine's score of every player over the game (the screen shows its table alone if that cannot be had); never over
   * another dialog: it waits until that one closes, and a game started from it meanwhile has no end screen of this. */
  showEnd(wait = 0) {
    const gen = this.gen;
    const view = this.state.view;
    const history = this.engine.scoresOverGame().catch(() => null); // asked now: of this game
    const open = async () => {
      const series = await history;
      if (gen !== this.gen) return;
      // A dialog opened meanwhile (a lesson's Play a real game, Rules, Games) keeps the screen: one dialog at a time.
      const other = document.querySelector("dialog[open]:not(#end)");
      this.endHeld = !!other;
      if (other) {
        other.addEventListener("close", () => setTimeout(open), { once: true });
        return;
      }
      showEnd(view, this.state.looks, this.state.game.scoreKinds, series, this.lesson?.data?.learner ?? null);
      this.review?.endShown(view);
    };
    setTimeout(open, wait);
  }

  /** A short sound when a person at this screen gets the turn (not again within their turn's moves). */
  announceTurn() {
    const who = this.humanTurn() ? this.state.view.current_player : null;
    if (who != null && who !== this.announced) this.sound?.play("turn");
    this.announced = who;
  }

  /** Write the log afresh from a game's events since its start (`history`, as the engine logs them) and frame the
   * last tile placed in its player's colour, as they were when those events happened. */
  showHistory(history, seed) {
    const placed = history.findLast((e) => e.type === "place" && e.player != null);
    this.moveShow.lastColour = placed ? this.state.looks[placed.player]?.colour ?? null : null;
    log.clearLog();
    log.logLine(t("log.new", { seed, rules: rulesetLine(this.state.setup) }));
    log.logEvents(history, { looks: this.state.looks, game: this.state.game, art: this.state.art });
  }

  /** Send the person's chosen move (or `chosen`, a move picked straight from the game's own table). */
  async confirmMove(chosen = null) {
    const move = this.humanTurn() && (chosen || this.state.choice?.move());
    if (!move) return;
    if (this.lesson && !this.lesson.allows(move)) {
      this.lesson.refuse(); // a lesson's step lets only its own move through, and says why
      return;
    }
    if (this.question) {
      this.question.take(move); // a position question judges the reader's move and never plays it
      return;
    }
    const gen = this.gen;
    try {
      const view = await this.busyWith(() => this.engine.play(move));
      if (gen !== this.gen) return;
      this.link.moved();
      this.applyView(view);
    } catch (error) {
      notice(t("notice.error", { error: error.message }));
      this.update();
    }
  }

  /** A computer player's turn: ask the engine, show its choice for a moment, then play it. */
  async computerTurn(gen) {
    await this.watch.wait();
    if (gen !== this.gen) return;
    this.state.thinking = true;
    this.update();
    await sleep(COMPUTER_THINK_MS * this.watch.pace);
    if (this.watch.pace > 0) await sleep(Math.max(0, (this.state.panel?.holdUntil ?? 0) - performance.now())); // let the table finish showing
    if (gen !== this.gen) return;
    try {
      const level = this.state.looks[this.state.view.current_player]?.level;
      const move = await this.lesson?.computerMove() // a lesson's computer plays the lesson's moves
        ?? await this.engine.suggest(...computer.suggestArgs(this.levels.includes(level) ? level : this.defaultLevel, this.state.view.players.length));
      if (gen !== this.gen) return;
      const shown = this.state.choice.show(move) && this.state.choice.tentative;
      this.state.panel?.show(move); // a move on the game's own table is shown there
      this.update();
      if (shown) this.board.follow(shown.x, shown.y, 1); // in the board as the panels now leave it
      await sleep(COMPUTER_SHOW_MS * this.watch.pace);
      await this.watch.wait(); // a pause during the show keeps the chosen move on screen
      if (gen !== this.gen) return;
      const view = await this.engine.play(move);
      if (gen !== this.gen) return;
      this.state.thinking = false;
      this.watch.turnDone();
      this.applyView(view);
    } catch (error) {
      if (gen !== this.gen) return;
      this.state.thinking = false;
      this.watch.turnDone();
      notice(t("notice.error", { error: error.message }), 8000);
      this.update();
    }
  }

  /** Show a replay's position in place of the game in play (`view` from api.replay_at, `seed` the record's): the
   * board, scores, tiles left and log of that position, no hand and no computer turns. */
  showReplay(view, seed) {
    this.gen++; // a computer turn under way drops its answer; closing the replay picks the game up again
    this.watch.turnDone(); // a Step under way is dropped with it
    this.state.replay = true;
    this.state.thinking = false;
    this.replaySeed = seed;
    this.state.view = view;
    this.moveShow.clear();
    this.state.looks = playerLooks(view);
    const shown = this.setShown(this.defaultShown(view), 0);
    this.hints.forget();
    this.link.panel.hide();
    $("#end").open && $("#end").close();
    renderPlayers(view, this.state.looks, false, this.state.game, this.levels);
    this.showHistory(view.log, seed);
    this.renderRemaining();
    this.renderTable();
    this.listeners.tell();
    this.board.renderer.fit();
    this.board.followPlay(shown);
    this.review?.replayShown(view); // a reviewed game's move from here: played, and better, on the board
    this.board.redraw();
  }

  /** Leave the replay: back to the game in play, as the engine has it, and its log. */
  async endReplay() {
    this.state.replay = false;
    const gen = ++this.gen;
    const view = await this.busyWith(() => this.engine.view());
    const history = await this.busyWith(() => this.engine.log());
    if (gen !== this.gen) return;
    this.applyView(view, false);
    this.showHistory(history, this.state.setup?.seed);
  }

  /** Play moves made elsewhere (a link's) on the board one by one, each framed in its player's colour, as the
   * gen-th game. */
  async playArrivals(moves, gen) {
    try {
      for (const move of moves) {
        await sleep(ARRIVAL_STEP_MS);
        if (gen !== this.gen) return;
        const view = await this.busyWith(() => this.engine.play(move));
        if (gen !== this.gen) return;
        this.link.placed(view.events || []);
        this.applyView(view);
      }
    } catch (error) { // the link was checked by the engine before it was opened: this is not expected
      if (gen === this.gen) notice(t("notice.error", { error: error.message }), 8000);
    }
    if (gen !== this.gen) return;
    this.link.arriving = false;
    this.applyView(this.state.view, false);
  }

  /** The hint: in a lesson, its step's move; else the engine's (js/play/hints.js). */
  async hint() {
    if (this.lesson?.step) this.lesson.showMe();
    else await this.hints.show();
  }

  /** Show everything again in the current language; the log is rebuilt from the engine's own log of the game
   * (of the position shown, in a replay). */
  async translate() {
    if (!this.state.view) return;
    this.link.panel.translate();
    this.question?.translate();
    if (!this.state.replay) this.update();
    this.renderRemaining();
    if (this.state.replay) {
      this.showHistory(/** @type {import("../engine/types.js").ReplayView} */ (this.state.view).log, this.replaySeed);
      return;
    }
    const history = await this.engine.log();
    if (!this.state.replay) this.showHistory(history, this.state.setup?.seed);
  }
}
