// The page's parts, built and wired together by wire(), which the boot calls once Python has started: each part
// does one job in its own module.
//   play/session.js     the game in play and its turn flow   board/map-canvas.js  canvas, camera, frames
//   play/controls.js    board taps, hand and zoom buttons    play/keys.js         the keyboard
//   saves/library.js    saved games, records, links, replays play/sound.js        the turn and scoring tones
//   play/review.js      a finished game's review
//   test-hooks.js       window.__game for tests and benches
// The engine decides everything about rules; the page only forwards its views and the chosen move strings.

import { t, applyI18n } from "./words/i18n.js";
import { toggleLanguage } from "./words/lang.js";
import { Library } from "./saves/library.js";
import { addTopbarButtons, RulesDialog, topbarButton } from "./panels/help.js";
import { pictureMaker } from "./panels/rules-page.js";
import { embedSetup, replayOptions, showProblems } from "./embed.js";
import { shareCodeFrom } from "./saves/records.js";
import { EmbedKeep } from "./saves/embed-keep.js";
import { Session } from "./play/session.js";
import { Reviewer } from "./play/review.js";
import { attachControls } from "./play/controls.js";
import { attachKeys } from "./play/keys.js";
import { exposeGame } from "./test-hooks.js";
import { defaultName } from "./words/names.js";
import { Sound } from "./play/sound.js";
import { Welcome } from "./panels/welcome.js";
import { Lessons } from "./play/lesson.js";
import { Position } from "./play/position.js";
import { lessonsOf } from "./games/lessons.js";
import { PALETTE, warmFonts } from "./panels/players.js";
import { notice } from "./panels/notices.js";
import { SetupDialog, randomSeed } from "./panels/setup-dialog.js";
import { TopbarMenu } from "./panels/topbar-menu.js";
import { EmbedDialog } from "./panels/embed-dialog.js";

const $ = (sel) => document.querySelector(sel);

/** The first game's setup: the embed's (`embed`: its options; `catalog`: the engine's), or on the main page a person
 * against the computer at the game's default level, of the catalog's first game. */
function firstSetup(embed, catalog) {
  if (embed) return embedSetup(embed, catalog, PALETTE, randomSeed);
  return {
    variants: [],
    seed: randomSeed(),
    players: [
      { name: defaultName("human", 1), color: PALETTE[0].hex, type: "human" },
      { name: defaultName("computer", 2), color: PALETTE[1].hex, type: "computer" }, // the game's default level
    ],
  };
}

/** Build the page's parts for `embed` (the embed's options; null on the main page) and connect them, with `early`: the
 * welcome a first visit showed while the engine loaded, if it did; return what the boot needs to open the first game:
 * {session, library, setupDialog, applyLanguage, warmFonts, firstSetup(catalog), welcome, welcomeActions, ...}. */
export function wire(embed, early = null) {
  const session = new Session($("#board"));
  const board = session.board;
  const library = new Library({
    get engine() { return session.engine; }, // not through session.busyWith(): saving in the background is not "busy"
    welcome: () => welcome.open(), // built below, before anyone can click
    startGame: (setup, how) => session.startGame(setup, how),
    notice: (text, ms) => notice(text, ms),
    showReplay: (view, seed) => session.showReplay(view, seed),
    endReplay: () => session.endReplay(),
    showEnd: () => session.showEnd(),
    review: () => reviewer.startInPlay(), // built below, before anyone can click
    // A game reviews when its entry module says so (the modules are the new-game dialog's, loaded with the catalog).
    reviewable: (name) => !!setupDialog.modules[name ?? Object.keys(setupDialog.catalog.games)[0]]?.review,
    // A game the engine will not play by link is one whose seed fixes what lies face down (its catalog says why).
    hidesTiles: (name) => !setupDialog.catalog.games[name ?? Object.keys(setupDialog.catalog.games)[0]]?.by_link,
    gameTitle: (name) => { // a record without a game name is of the default game, the catalog's first
      const game = name ?? Object.keys(setupDialog.catalog.games)[0];
      return setupDialog.gameWord(game, "game.title", setupDialog.catalog.games[game]?.title ?? game ?? "");
    },
    // The Embed dialog: the snippet that puts this game, its replay or a position of it in an article.
    embed: (what) => embedDialog.open({ ...what, lesson: session.lesson && what.current ? session.lesson.meta : null }),
    // The embed: a link to the full page carries the game in progress, and a refused storage is said over the board.
    ...(embed ? {
      shared: (code, seat) => keep.shared(code, seat),
      storageRefused: () => keep.showRefused(),
    } : {}),
  }, embed ? embed.slot : "app");
  const keep = embed ? new EmbedKeep(() => library.keep(), (text) => notice(text)) : null;
  // Guided lessons (js/play/lesson.js): a lesson's game is a saved game like any other, guided while it is in play.
  const lessons = new Lessons({
    door: session.door, palette: PALETTE,
    // A real game of the lesson's game, with the lesson's variants ticked (a River lesson leads to a River game).
    onPlayReal: (game) => { $("#end").open && $("#end").close(); newGameDialog(true, lessonPreset(game)); },
  });
  const reviewer = new Reviewer(session.door, library, lessons); // after the library: its Review button goes after Replay
  const setupDialog = new SetupDialog((name) => session.loadGame(name));
  const embedDialog = new EmbedDialog({
    get engine() { return session.engine; },
    catalog: () => setupDialog.catalog,
    title: (game) => library.host.gameTitle(game),
    hidesTiles: (game) => library.host.hidesTiles(game),
  });
  // A game that may be played by link (the engine's catalog says which) has the rules panel say how, and its limits.
  // Its pictures are drawn by the game's own art, from the game's tiles under the variants a picture names.
  const rulesDialog = new RulesDialog(() => session.state.setup?.game, () => session.state.game?.rulesHelp,
    () => (setupDialog.catalog.games[session.state.setup?.game]?.by_link ? [[t("links.rules_title"), t("links.rules")]] : []),
    (name) => pictureMaker(session.loadGame(name), (variants) => session.engine.tileset({ game: name, variants })),
    { lessons: (name) => lessonsOf(name, session.loadGame(name)), onLesson: (name, id) => startLesson(name, id) });

  attachControls(session.door, board, session.tip);
  attachKeys(session.door, board, session.tip);
  exposeGame(session, board);

  // The welcome (a first visit asks what to play; the title and the Games dialog open it again). One shown while the
  // engine loaded acts through these once the boot hands it over (boot.js).
  const welcomeActions = {
    catalog: () => setupDialog.catalog,
    loadGame: (name) => session.loadGame(name),
    tileset: (name) => session.engine.tileset({ game: name }),
    onPlay: (name) => newGameDialog(true, { game: name }),
    onRules: (name) => rulesDialog.open(name),
    onLearn: (name, lesson) => startLesson(name, lesson),
  };
  const welcome = early ?? new Welcome(welcomeActions);

  /** Start a game's lesson; a lesson that cannot be read is said over the board. The welcome goes: a lesson chosen
   * in the Rules it opened starts in sight, not under it. */
  function startLesson(name, id) {
    welcome.dialog?.open && welcome.dialog.close();
    return lessons.start(name, id).catch((error) => notice(t("notice.error", { error: error.message }), 8000));
  }

  /** Start an embed's lesson= ({game, id}: id null for the game's first lesson; an id the game lacks is said over the
   * board, and its first lesson starts). */
  async function startEmbedLesson({ game, id }) {
    const ids = (await session.loadGame(game)).lessons ?? [];
    if (id !== null && !ids.includes(id)) {
      embed.problems.push({ key: "embed.lesson",
        vars: { value: `${game}/${id.length > 30 ? `${id.slice(0, 29)}…` : id}`, game: setupDialog.gameWord(game, "game.title", game), allowed: ids.join(", ") } });
      showProblems(embed.problems);
    }
    if (ids.length) await startLesson(game, ids.includes(id) ? id : ids[0]);
  }
  $("#btn-home").addEventListener("click", () => { if (!embed?.pinned) welcome.open(); });

  /** The new-game dialog's preset after a lesson of `game`: that game, with the variants the lesson was played with. */
  function lessonPreset(game) {
    return { game, variants: session.state.setup?.game === game ? [...(session.state.setup.variants ?? [])] : [] };
  }

  /** Ask for a new game's setup (from `preset`, else the game in play's) and start it. */
  async function newGameDialog(cancellable = true, preset = session.state.setup) {
    const setup = await setupDialog.open(preset, cancellable);
    if (!setup) return;
    try {
      await session.startGame(setup);
    } catch (error) {
      notice(t("notice.error", { error: error.message }), 8000);
    }
  }

  /** Show every fixed text in the current language. */
  function applyLanguage() {
    applyI18n();
    document.title = t("app.title");
    library.translate();
    rulesDialog.translate();
    welcome.translate();
    sound.refresh();
    if (embed && document.querySelector("#embed-problems")) showProblems(embed.problems);
    keep?.translate();
    session.lesson?.refresh();
    reviewer.translate();
    menu?.translate();
  }

  addTopbarButtons({
    onGames: () => library.dialog.open(),
    onRules: () => rulesDialog.open(),
    onLanguage() {
      toggleLanguage();
      applyLanguage();
      return session.translate();
    },
  });
  const sound = new Sound();
  sound.attach($(".topbar-buttons"), $("#btn-new"));
  session.connect({ library, sound, lessons, review: reviewer });
  // The embed's top bar: a menu holds what a narrow frame has no room for, and the way to the welcome (unless the
  // article pins its game).
  const menu = embed ? new TopbarMenu($(".topbar-buttons"),
    ["#btn-games", "#btn-rules", "#btn-lang", "#btn-full", "#btn-sound"].map((sel) => $(sel)),
    embed.pinned ? [] : [topbarButton("btn-welcome", "welcome.open", () => welcome.open())]) : null;
  $("#btn-new").addEventListener("click", () => newGameDialog(true));
  $("#end-new").addEventListener("click", () => { $("#end").close(); newGameDialog(true, session.lesson ? lessonPreset(session.state.setup.game) : session.state.setup); });
  $("#end-board").addEventListener("click", () => { $("#end").close(); board.showWhole(session.state.view); });
  const info = $("#info");
  $("#btn-info").addEventListener("click", () => {
    const open = info.classList.toggle("open");
    $("#btn-info").setAttribute("aria-expanded", String(open));
  });
  $("#btn-info-close").addEventListener("click", () => {
    info.classList.remove("open");
    $("#btn-info").setAttribute("aria-expanded", "false");
  });
  $("#remaining").addEventListener("toggle", () => session.renderRemaining());
  return {
    session, library, setupDialog, applyLanguage, welcome, welcomeActions, lessons, startEmbedLesson,
    warmFonts: warmFonts,
    /** Open the first game (see Library.openFirst); an embed's replay (mode=replay) is shown unless the reader has
     * a game of their own here (played on from it). */
    openFirst: (catalog) => library.openFirst(firstSetup(embed, catalog),
      embed?.mode === "replay" || embed?.mode === "position" ? () => openEmbedRecord(catalog) : null),
  };

  /** Show the record of the embed's g= at its move= (the position after that many moves): in the replay viewer, or
   * as a question (mode=position: what would the reader play there?); to be played on from there in its seat= (else
   * the reader's choice) against the computer at its level=. A record that cannot be read or shown is said over the
   * board (false: the embed starts a game instead). */
  async function openEmbedRecord(catalog) {
    let record;
    try {
      ({ record } = await session.engine.openShare(shareCodeFrom(embed.query.get("g"))));
    } catch (error) {
      embed.problems.push({ key: "embed.bad_record", vars: { error: error.message } });
      return false;
    }
    const { move, seat } = replayOptions(embed, record.moves.length, record.setup.players.length);
    const game = record.setup.game ?? Object.keys(catalog.games)[0];
    const level = embed.query.get("level");
    library.playOnOptions = { seat, level: catalog.games[game]?.levels.includes(level) ? level : null };
    if (embed.mode === "replay") return library.showRecord(record, move);
    if (await new Position(session.door, library, record, move).open()) return true;
    embed.problems.push({ key: "embed.no_position", vars: { n: move } });
    return false;
  }
}
