// Test and bench hooks on window: read-only looks at the page, never a way to play around its controls. They look
// past the table's door (js/state/table.js) into the turn flow and its parts, as only a test needs to.
//   window.__bootProgress  every boot step as shown: [{stage, overall, shown}]
//   window.__engine        the engine worker's client (js/engine/client.js): bench/ai_browser.py times suggest() with it
//   window.__game          the game in play: its view and setup, the choice being made, where things are on screen
// The engine and the game are on window only for a page opened by a test or bench, which sets window.__testHooks
// before the page's scripts run (Playwright's add_init_script): a shipped page hands nobody a handle that reads what
// lies face down (the engine answers any record's position), one line away in the console.

import { chartShown } from "./panels/end-screen.js";

// Set when this module loads, before the engine can report any progress.
window.__bootProgress = [];

/** Note one boot step as the loading screen showed it. */
export function recordBootStep(step) {
  window.__bootProgress.push(step);
}

/** True in a page a test or bench opened (see above). */
function wanted() {
  return window.__testHooks === true;
}

/** Expose the engine's client as window.__engine (for tests and benches only). */
export function exposeEngine(engine) {
  if (wanted()) window.__engine = engine;
}

/** Expose window.__game: the last view of `session`, and where things are on `board` (page coordinates). */
export function exposeGame(session, board) {
  if (!wanted()) return;
  window.__game = {
    get view() { return session.state.view; },
    get setup() { return session.state.setup; },
    get tentative() {
      const c = session.state.choice?.tentative;
      return c ? { x: c.x, y: c.y, rot: c.rot, selected: c.selected, move: c.options[c.selected].move } : null;
    },
    get rot() { return session.state.choice?.rot ?? null; },
    get camera() {
      const camera = board.camera;
      return { cx: camera.cx, cy: camera.cy, scale: camera.scale };
    },
    /** The engine's record of the current game (setup, seed, moves). */
    record() { return session.engine.record(); },
    get busy() { return session.state.busy || session.state.thinking || session.link.arriving || session.opening; },
    /** In a game played by link: the seat this browser plays (null: every seat is played here), and the tiles a
     * link's moves placed, framed on the board ({x, y, colour}) until this player moves. */
    get seat() { return session.seat; },
    get recent() { return session.link.recent.map(({ x, y, colour }) => ({ x, y, colour })); },
    /** The id of the saved game in play, and whether the board shows a replay. */
    get saveId() { return session.library.id; },
    get replaying() { return session.state.replay; },
    get thinking() { return session.state.thinking; },
    /** The move the last hint showed (null when none this turn). */
    get hint() { return session.hints.move; },
    /** In a lesson: where its learner acts next, as the page marks it ({kind, x, y, index, move}; see js/play/lesson.js),
     * and the step reached ({index, of}); null out of a lesson. */
    get lessonTarget() { return session.lesson?.target() ?? null; },
    get paused() { return session.watch.paused; },
    /** True while a finished game's end screen waits for another dialog to close (one dialog at a time). */
    get endHeld() { return session.endHeld; },
    /** Watching computers: the speed chosen, and whether a computer turn waits for Resume or Step. */
    get speed() { return session.watch.speed; },
    get held() { return session.watch.held; },
    /** Tiles and pieces moving into place on the board: how many motions started since the page opened, and how
     * many of the last move's are still under way (none ever with the system's reduced-motion setting). */
    get motion() {
      const now = performance.now();
      return { started: session.moveShow.motionCount, moving: session.moveShow.motion.filter((m) => now < m.start + m.duration).length };
    },
    /** The tunes played since the page opened ("turn", "score"), in order. */
    get sounds() { return session.sound ? [...session.sound.played] : []; },
    /** What the end screen's chart drew last: {moves, final, width, height, lines: [{player, colour, values}]}
     * (values: the player's score after each move, then after the final scoring when `final`), or null. */
    get chart() { return chartShown(); },
    /** A finished game's review (js/play/review.js snapshot()): the end screen's review ({key, running, total, done,
     * ms, calls, steps, mistakes: [{seat, move, points}], chart}), and in the replay the moves on the board (mark:
     * {played, best: {x, y, rot, move}, show}) and the bar's words (strip). */
    get review() { return session.review?.snapshot() ?? null; },
    /** The colour the last tile placed is framed in on the board (null: no frame). */
    get frameColour() { return session.moveShow.lastColour; },
    /** Page coordinates of the centre of board square x,y (after any camera glide). */
    squareCentre(x, y) { return board.squareCentre(x, y); },
    /** Page coordinates of the spot of option i of the tentative placement (null for a choice without a spot). */
    spotCentre(i) { return board.spotCentre(session.state.choice?.tentative, i); },
    /** What the feature tip shows (js/panels/feature-tip.js): {at: {x, y, segment[, map]}, features: [...]}, or null. */
    get feature() {
      const shown = session.tip?.shown;
      return shown ? { at: shown.at, features: shown.features, text: session.tip.el.innerText } : null;
    },
    /** Page coordinates of where a piece on segment `segment` of the placed tile at x,y would stand. */
    segmentCentre(x, y, segment) { return board.segmentCentre(session.door.tileAt(x, y), segment); },
    /** The tentative placement's piece spots as drawn (page coordinates): {square: {x, y, size}, spots: [{x, y, r,
     * segment} | null]}, or null. */
    spotCircles() { return board.spotCircles(session.state.choice?.tentative); },
    /** The piece spots tile type `name` would show for segments `segments` (see MapCanvas.spotPlan). */
    spotPlan(name, segments) { return board.spotPlan(name, segments); },
    /** Centre the view on square x,y (what dragging would do). */
    reveal(x, y) { board.reveal(x, y); },
  };
}
