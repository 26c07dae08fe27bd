// The keyboard: zoom (+ -), and on a person's turn R rotate, arrows and Tab move between free squares and spots,
// Enter or Space place and confirm, 0-9 pick a spot, H hint, Esc undo; while a computer is to play, P pauses or resumes
// and N steps one move (the watch controls' buttons). Never traps the focus, never acts in a form.

/** @typedef {import("../state/table.js").TableDoor} TableDoor */

const $watch = () => /** @type {HTMLElement} */ (document.querySelector("#watch"));

/** Listen for keys on the page and drive the game behind `door`, shown on `board`; Esc first closes `tip`.
 * @param {TableDoor} door @param {import("../board/map-canvas.js").MapCanvas} board
 * @param {import("../panels/feature-tip.js").FeatureTip} tip */
export function attachKeys(door, board, tip) {
  document.addEventListener("keydown", (e) => {
    if (document.querySelector("dialog[open]") || !door.state.view || e.ctrlKey || e.metaKey || e.altKey) return;
    const tag = /** @type {HTMLElement} */ (e.target).tagName;
    if (tag === "INPUT" || tag === "SELECT" || tag === "TEXTAREA") return;
    const onButton = tag === "BUTTON" || tag === "SUMMARY";
    if (e.key === "+" || e.key === "=") { board.zoom(1.25); return; }
    if (e.key === "-" || e.key === "_") { board.zoom(0.8); return; }
    if (e.key === "Escape" && tip.shown) { tip.hide(); return; } // first closes what the pointer opened
    if (!$watch().hidden && (e.key === "p" || e.key === "P" || e.key === "n" || e.key === "N")) {
      /** @type {HTMLButtonElement} */ ($watch().querySelector(e.key.toLowerCase() === "p" ? "#btn-pause" : "#btn-step")).click();
      e.preventDefault();
      return;
    }
    if (!door.humanTurn()) {
      if (["Enter", " ", "r", "R"].includes(e.key) && !onButton) door.explainWait();
      return;
    }
    const c = door.state.choice;
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
          board.redraw();
        }
        break;
      }
      case "Enter": case " ":
        if (onButton) { handled = false; break; }
        if (atTentative) { door.confirmMove(); break; }
        if (!c.cursor) { c.cycleCursor(); break; }
        c.tap(c.cursor.x, c.cursor.y);
        break;
      case "h": case "H":
        door.hint();
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
    door.update();
    board.keepInView(c); // after the panels changed, which may have taken height from the board
  });
}
