// The game in play and its turn flow: starting a game, taking each view the engine sends (its events shown as
// they happen: scorings glow), a person's confirmed move, computer turns, hints and replays. A Session owns what
// the page knows about the game (view, players' looks, the choice being made); the engine owns the rules. What is
// particular to a game (its art, its kind of move choice, its words) comes from its folder, js/games/<name>/,
// loaded by the name the engine gives.
// A game with a map per player (view.maps) gets tabs to show each map; a game with a table of its own (a grid of
// face-down tiles) gives a panel (createPanel) that the tabs show in place of a map.
// Four parts have modules of their own, each holding its own state: a game played by link (js/play/link-play.js),
// what a move's events show on the board (js/play/move-show.js), the replay viewer's positions
// (js/play/replay-mode.js) and the hint (js/play/hints.js).

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
import { ReplayMode } from "./replay-mode.js";
import { Hints } from "./hints.js";

// Pause before a computer move, then its choice is shown before it is played (at normal speed: see computer.SPEEDS).
const COMPUTER_THINK_MS = 450;
const COMPUTER_SHOW_MS = 800;

const $ = (sel) => document.querySelector(sel);

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export class Session {
  /** Show the game on a board in `canvas`; `engine` and `library` are set by the wiring before the first game. */
  constructor(canvas) {
    this.board = new MapCanvas(canvas, () => this.scene());
    /** @type {import("../engine/client.js").Engine} */
    this.engine = null;
    /** @type {Promise<import("../engine/types.js").Catalog>} the engine's catalog, the first game the default */
    this.catalog = null;
    /** @type {import("../engine/types.js").Catalog["games"]} the catalog's games, once a game was loaded */
    this.games = null;
    this.library = null;
    /** @type {import("../games/contract.js").GameModule} the entry module of the game shown */
    this.game = null;
    this.art = null;
    /** @type {import("../engine/types.js").Tileset} */
    this.tileset = null;
    /** @type {import("../engine/types.js").Setup} */
    this.setup = null;
    /** @type {import("../engine/types.js").View} */
    this.view = null;
    this.looks = [];
    this.choice = null;
    this.tiles = new Map(); // "x,y" -> the view's tile there
    this.hover = null; // the tile in hand previewed under the mouse: {x, y, rot, tile}
    this.hints = new Hints(this); // the engine's move for the person to play, shown on request
    this.busy = false; // a call to the engine is on its way
    this.thinking = false; // a computer player is choosing
    this.gen = 0; // bumps with each new game, so late answers about an old game are dropped
    this.opening = false; // a game is being opened (startGame): window.__game says the page is busy meanwhile
    this.watch = new computer.Watch($("#watch"), () => this.update()); // speed, pause and step of computer turns
    this.sound = null; // the page's sounds (js/play/sound.js), set by the wiring
    this.announced = null; // the person whose turn the last "your turn" sound announced
    this.panel = null; // the game's own table (its createPanel), shown in place of the map when chosen
    this.shown = null; // with view.maps: "panel" or the owner of the map on show
    this.link = new LinkPlay(this); // a game played by link: the seat played here, the moves a link brought
    this.moveShow = new MoveShow(this); // a move's glows and motion on the board
    this.replayMode = new ReplayMode(this); // a replay's position shown in place of the game in play
    this.tip = null; // what a feature of the map is, on hover or a tap (js/panels/feature-tip.js; set by the controls)
    this.lessons = null; // the page's lessons (js/play/lesson.js), set by the wiring
    this.endHeld = false; // the finished game's end screen waits for another dialog to close
    this.lesson = null; // the lesson the game in play is, if it is one: it guides the learner and plays the computer
    /** @type {import("./position.js").Position} an embed's position question: it takes the reader's move, unplayed */
    this.position = null;
    /** @type {import("./review.js").Reviewer} the reviews of finished games (js/play/review.js), set by the wiring */
    this.review = null;
  }

  /** True while the board shows a replay (js/play/replay-mode.js), not the game in play. */
  get replay() {
    return this.replayMode.active;
  }

  /** In a game played by link, the seat this browser plays (null: every seat is played here). */
  get seat() {
    return this.link.seat;
  }

  /** The view as the board draws it: with view.maps, the map on show in place of view.board. */
  shownView() {
    const v = this.view;
    if (!v?.maps || typeof this.shown !== "number") return v;
    const map = v.maps[this.shown];
    return { ...v, board: map.board, last_placed: map.last_placed, placements: (v.placements || []).filter((p) => p.map === this.shown) };
  }

  /** What to show for a fresh view: the map the mover places on, else the game's table, else the mover's map. */
  defaultShown(view) {
    if (!view.maps) return null;
    if (view.placements?.length) return view.placements[0].map ?? view.current_player;
    if (this.panel && !view.over) return "panel";
    return view.current_player ?? view.viewer ?? 0;
  }

  /** Make `shown` what the board shows (see shownView): its tiles, and the move choice over its placements. */
  setShown(shown, keepRot = this.choice?.rot ?? 0) {
    this.shown = shown;
    this.tip?.hide(); // what it said was of the map or the view before
    const v = this.shownView();
    this.tiles = new Map(v.board.map((tile) => [`${tile.x},${tile.y}`, tile]));
    this.choice = this.game.createChoice(v, keepRot);
    return v;
  }

  /** Show the game's table ("panel") or player `owner`'s map. */
  showMap(owner) {
    if (!this.view?.maps || owner === this.shown) return;
    const shown = this.setShown(owner);
    this.hover = null;
    if (typeof owner === "number") this.board.showWhole(shown);
    this.update();
  }

  /** The map tabs and the game's own table, for the view shown. */
  renderTable() {
    const v = this.view;
    $("#table-panel").hidden = !(v?.maps && this.shown === "panel");
    renderMapTabs(v, this.looks, this.shown, this.panel, (owner) => this.showMap(owner));
    if (this.panel && v) this.panel.update();
  }

  /** True when a person may choose a move now. */
  humanTurn() {
    const v = this.view;
    return !!v && !this.replay && !v.over && !this.busy && !this.thinking && !this.link.arriving
      && !this.looks[v.current_player]?.computer && !this.link.remote(v.current_player);
  }

  /** What the board shows now (see BoardRenderer.draw), or null before the first view. */
  scene() {
    const v = this.shownView();
    if (!v) return null;
    const c = this.choice;
    const human = this.humanTurn();
    const who = v.over ? null : this.looks[v.current_player];
    const showChoice = c && (human || this.thinking);
    return {
      view: v,
      players: this.looks,
      current: v.over ? null : v.current_player,
      colour: who?.colour || "#fff",
      letter: who?.letter || "",
      lastColour: this.moveShow.lastColour,
      targets: human && c && !c.tentative ? c.targets() : [],
      turnedTargets: human && c && !c.tentative ? c.turnedTargets() : [],
      hover: human ? this.hover : null,
      tentative: showChoice ? c.tentative : null,
      cursor: human && c && c.cursor && !(c.tentative && c.tentative.x === c.cursor.x && c.tentative.y === c.cursor.y) ? c.cursor : null,
      flashes: this.moveShow.flashes,
      spots: human, // a computer's turn shows its choice only, not every spot it could have taken
      hintLabel: human && this.hints.move && c?.move() === this.hints.move ? t("hand.hint") : null,
      recent: this.replay ? [] : this.link.recent.filter((r) => r.map == null || r.map === this.shown),
      motion: this.replay ? [] : this.moveShow.motion.filter((m) => m.map == null || m.map === this.shown),
      tileAt: (x, y) => this.tiles.get(`${x},${y}`),
      feature: this.tip?.segments ?? null,
      lesson: this.lesson?.boardMark() ?? null, // where a lesson's learner acts next
      review: this.replay ? this.review?.mark ?? null : null, // a reviewed move: played, and the better move's ghost
    };
  }

  /** Show the state: panels, buttons, the thinking indicator, and a new frame of the board. */
  update() {
    this.renderPanels();
    this.renderTable();
    $("#btn-hint").disabled = !this.humanTurn() || !this.choice?.canPlace || !!this.position; // a question's answer is the reader's
    const v = this.view;
    const next = v && !v.over ? this.looks[v.current_player] : null;
    const paused = this.watch.paused;
    computer.showThinking(next && (this.thinking || (paused && next.computer)) ? next : null, paused);
    // A computer's turn (played in this browser) shows how to watch it in place of the hand's buttons.
    const watching = !!next?.computer && !this.replay && !this.link.arriving && !this.link.remote(v.current_player);
    this.watch.show(watching);
    $("#hand-panel").classList.toggle("watching", watching);
    this.watch.refresh(); // its label follows a language switch
    this.lesson?.mark();
    this.board.redraw();
  }

  renderPanels() {
    const v = this.view;
    if (!v) return;
    renderPlayers(v, this.looks, this.thinking && !this.watch.paused, this.game, this.levels); // a paused computer is not thinking
    renderHand({
      view: v, choice: this.choice, looks: this.looks, art: this.art, game: this.game, busy: this.busy, thinking: this.thinking,
      paused: this.watch.paused && !this.link.remote(v.current_player),
      onPick: (i) => {
        this.choice.pick(i);
        this.update();
      },
      onMove: (move) => this.confirmMove(move),
    });
  }

  /** The engine's computer levels for the game shown (its catalog's), easiest first. */
  get levels() {
    return this.games?.[this.view?.game ?? this.setup?.game]?.levels ?? [];
  }

  /** The level a computer seat of the game shown plays unless one is chosen (its catalog's). */
  get defaultLevel() {
    return this.games?.[this.view?.game ?? this.setup?.game]?.default_level;
  }

  /** The remaining tiles panel, for the view shown. */
  renderRemaining() {
    if (this.view) renderRemaining(this.view, this.art, this.tileset);
  }

  /** Ask the engine (`ask` makes the call), marked busy (the page waits for the answer) meanwhile.
   * @template T @param {() => Promise<T>} ask @returns {Promise<T>} */
  async busyWith(ask) {
    this.busy = true;
    this.update();
    try {
      return await ask();
    } finally {
      this.busy = false;
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
    this.setup = full;
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
    this.replayMode.active = false; // a game opened from the replay viewer (New game, a link) is played, not replayed
    // A new game played by link is played here by its first person; one opened without a seat (a share link, a
    // record file) is played at this table, every seat here.
    this.link.seat = !full.link ? null : how.seat !== undefined ? how.seat : full.players.findIndex((p) => p.type !== "computer");
    this.position?.close(); // a question was about the game shown before
    this.library.opened(how.unsaved ? null : how.id || newGameId(), this.seat);
    this.lesson = this.lessons?.attach(this.library.id) ?? null;
    this.game = game;
    setGameStrings(game.strings);
    this.art = game.createArt(tileset);
    this.tileset = tileset;
    this.board.renderer.setArt(this.art);
    this.panel?.destroy();
    this.panel = game.createPanel ? game.createPanel(this) : null;
    $("#table-panel").replaceChildren(...(this.panel ? [this.panel.element] : []));
    this.shown = null;
    this.choice = null;
    this.thinking = false; // a computer of the old game may have been mid-turn
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
    if (this.link.arriving) this.link.playArrivals(how.then, gen);
    return view;
  }

  /** Take a new view from the engine: log and show what happened, then let the next player choose.
   * fresh: the view follows a move (its events are shown and it is saved), not a return to the same position. */
  applyView(view, fresh = true) {
    this.view = view;
    if (fresh) this.library.saved(view, this.link.recent);
    this.looks = playerLooks(view);
    const shown = this.setShown(this.defaultShown(view));
    this.hover = null;
    this.hints.forget(); // it spoke of a move that is now played or gone
    if (fresh) this.moveShow.show(view.events || []);
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
    } else if (this.looks[view.current_player]?.computer) {
      this.computerTurn(this.gen);
    } else if (!this.choice.canPlace && view.hand) {
      notice(t("hand.no_fit"));
    }
  }

  /** Open the end screen of the finished game in play after `wait` ms (the last scorings shown first), with the
   * engine's score of every player over the game (the screen shows its table alone if that cannot be had); never over
   * another dialog: it waits until that one closes, and a game started from it meanwhile has no end screen of this. */
  showEnd(wait = 0) {
    const gen = this.gen;
    const view = this.view;
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
      showEnd(view, this.looks, this.game.scoreKinds, series, this.lesson?.data?.learner ?? null);
      this.review?.endShown(view);
    };
    setTimeout(open, wait);
  }

  /** A short sound when a person at this screen gets the turn (not again within their turn's moves). */
  announceTurn() {
    const who = this.humanTurn() ? this.view.current_player : null;
    if (who != null && who !== this.announced) this.sound?.play("turn");
    this.announced = who;
  }

  /** Write the log afresh from a game's events since its start (`history`, as the engine logs them) and frame the
   * last tile placed in its player's colour, as they were when those events happened. */
  showHistory(history, seed) {
    const placed = history.findLast((e) => e.type === "place" && e.player != null);
    this.moveShow.lastColour = placed ? this.looks[placed.player]?.colour ?? null : null;
    log.clearLog();
    log.logLine(t("log.new", { seed, rules: rulesetLine(this.setup) }));
    log.logEvents(history, { looks: this.looks, game: this.game, art: this.art });
  }

  /** Send the person's chosen move (or `chosen`, a move picked straight from the game's own table). */
  async confirmMove(chosen = null) {
    const move = this.humanTurn() && (chosen || this.choice?.move());
    if (!move) return;
    if (this.lesson && !this.lesson.allows(move)) {
      this.lesson.refuse(move); // a lesson's step lets only its own move through, and says why
      return;
    }
    if (this.position) {
      this.position.take(move); // a position question judges the reader's move and never plays it
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
    this.thinking = true;
    this.update();
    await sleep(COMPUTER_THINK_MS * this.watch.pace);
    if (this.watch.pace > 0) await sleep(Math.max(0, (this.panel?.holdUntil ?? 0) - performance.now())); // let the table finish showing
    if (gen !== this.gen) return;
    try {
      const level = this.looks[this.view.current_player]?.level;
      const move = await this.lesson?.computerMove() // a lesson's computer plays the lesson's moves
        ?? await this.engine.suggest(...computer.suggestArgs(this.levels.includes(level) ? level : this.defaultLevel, this.view.players.length));
      if (gen !== this.gen) return;
      const shown = this.choice.show(move) && this.choice.tentative;
      this.panel?.show(move); // a move on the game's own table is shown there
      this.update();
      if (shown) this.board.follow(shown.x, shown.y, 1); // in the board as the panels now leave it
      await sleep(COMPUTER_SHOW_MS * this.watch.pace);
      await this.watch.wait(); // a pause during the show keeps the chosen move on screen
      if (gen !== this.gen) return;
      const view = await this.engine.play(move);
      if (gen !== this.gen) return;
      this.thinking = false;
      this.watch.turnDone();
      this.applyView(view);
    } catch (error) {
      if (gen !== this.gen) return;
      this.thinking = false;
      this.watch.turnDone();
      notice(t("notice.error", { error: error.message }), 8000);
      this.update();
    }
  }

  /** Show everything again in the current language; the log is rebuilt from the engine's own log of the game
   * (of the position shown, in a replay). */
  async translate() {
    if (!this.view) return;
    this.link.panel.translate();
    this.position?.translate();
    if (!this.replay) this.update();
    this.renderRemaining();
    if (this.replay) {
      this.showHistory(/** @type {import("../engine/types.js").ReplayView} */ (this.view).log, this.replayMode.seed);
      return;
    }
    const history = await this.engine.log();
    if (!this.replay) this.showHistory(history, this.setup?.seed);
  }
}
