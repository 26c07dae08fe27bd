// The player's pointer controls: taps and hover on the board, the hand panel's buttons and the zoom buttons.
// What a tap means comes from the choice in play, over the engine's legal options only.

import { attachBoardInput } from "./input.js";

/** @typedef {import("../state/table.js").TableDoor} TableDoor */

const $ = (sel) => document.querySelector(sel);

/** Make the board and the buttons around it drive the game behind `door`, shown on `board`, with `tip` telling
 * what a feature is. @param {TableDoor} door @param {import("../board/map-canvas.js").MapCanvas} board
 * @param {import("../panels/feature-tip.js").FeatureTip} tip */
export function attachControls(door, board, tip) {
  const { canvas, camera, renderer } = board;
  const s = door.state;
  let turnTap = null; // where the tap just before placed or turned the tentative tile: {choice, at: [board x, y]}

  /** True when a tap at screen point sx,sy taps the tentative tile again where it was tapped to place or turn it,
   * and the tile can turn there: that tap turns it (as the help says), even over a piece spot's circle. */
  const tapsAgain = (c, sx, sy) => {
    const tent = c.tentative;
    if (!tent || turnTap?.choice !== c || c.rotsAt(tent.x, tent.y).length < 2) return false;
    const [bx, by] = camera.toBoard(sx, sy);
    return Math.hypot(bx - turnTap.at[0], by - turnTap.at[1]) * camera.scale <= renderer.spotRadius() + 4;
  };

  attachBoardInput(canvas, camera, {
    onChange: () => {
      tip.hide(); // it stood by a point of the map that has just moved
      board.redraw();
    },
    onTap(sx, sy) {
      // A tap on a placed tile tells what it holds; it never places (a placed square is never a target), and a
      // tile's spot circles, checked first, may reach over placed neighbours.
      if (!door.humanTurn()) {
        if (!tip.tap(sx, sy)) door.explainWait();
        return;
      }
      const c = s.choice;
      const spot = tapsAgain(c, sx, sy) ? -1 : renderer.spotAt(c.tentative, sx, sy);
      if (spot >= 0) {
        c.pick(spot);
        turnTap = null; // the next tap there picks again: "again" is the tap right after placing or turning
      } else {
        const { x, y } = renderer.cellAt(sx, sy);
        if (!c.tap(x, y)) {
          tip.tap(sx, sy);
          return;
        }
        tip.hide();
        turnTap = { choice: c, at: camera.toBoard(sx, sy) };
      }
      door.update();
      // After the panels have changed (a placed tile's options take height from the board on a small screen).
      if (spot < 0) board.keepInView(c);
    },
    onHover(sx, sy) {
      const human = sx != null && door.humanTurn();
      const c = s.choice;
      let hover = null;
      if (human && !c.tentative) {
        const { x, y } = renderer.cellAt(sx, sy);
        const rots = c.rotsAt(x, y);
        if (rots.length) hover = { x, y, rot: rots.includes(c.rot) ? c.rot : rots[0], tile: s.view.hand };
      }
      const spot = human && renderer.spotAt(c.tentative, sx, sy) >= 0;
      tip.hover(spot || hover ? null : sx, sy);
      canvas.classList.toggle("pointer", !!hover || spot);
      door.hoverAt(hover);
    },
  });

  const rotate = () => {
    if (!door.humanTurn() || !s.choice) return;
    s.choice.rotate();
    door.update();
    // A placed tile turned may have other spots, and its options other rows, than before.
    if (s.choice.tentative) board.keepInView(s.choice);
  };
  $("#btn-rotate").addEventListener("click", rotate);
  $("#hand-canvas").addEventListener("click", rotate);
  $("#btn-undo").addEventListener("click", () => {
    s.choice?.undo();
    door.update();
  });
  $("#btn-confirm").addEventListener("click", () => door.confirmMove());
  $("#btn-hint").addEventListener("click", () => door.hint());
  $("#zoom-in").addEventListener("click", () => board.zoom(1.25));
  $("#zoom-out").addEventListener("click", () => board.zoom(0.8));
  $("#zoom-fit").addEventListener("click", () => s.view && board.showWhole(s.view));
}
