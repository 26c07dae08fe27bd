// The hint: the engine's move for the person to play (api.hint) put on the board as the tentative move, not played,
// with why it is good in one line (api.explain, worded by js/panels/hint-why.js). (In a lesson, the turn flow shows
// the lesson's move instead.)

import { t } from "../words/i18n.js";
import { notice, dismissNotice } from "../panels/notices.js";
import { fitWhy, hintWhy } from "../panels/hint-why.js";

/** @typedef {import("../state/table.js").TableDoor} TableDoor */

export class Hints {
  /** The hints of the game behind `door` (its turn, choice, engine and board). @param {TableDoor} door */
  constructor(door) {
    this.door = door;
    this.move = null; // the move the last hint showed, this turn
    this.noticeId = 0; // the hint's message over the board (notice's handle), taken away with the turn
  }

  /** The turn moved on, or the board shows something else: the hint's move and its message are gone. */
  forget() {
    this.move = null;
    dismissNotice(this.noticeId);
  }

  /** Show the engine's hint as the tentative move (placed, option chosen), without playing it. */
  async show() {
    const door = this.door;
    const s = door.state;
    if (!door.humanTurn() || !s.choice?.canPlace) return;
    const current = door.ticket();
    try {
      const move = await door.busyWith(() => door.engine.hint());
      const why = await this.reasons(move); // asked first: the move and its reason appear together
      if (!current()) return;
      s.panel?.show(move);
      if (!s.choice.show(move)) return;
      this.move = move;
      door.update(); // the panels first: a placed tile's options may take height from the board
      door.board.keepInView(s.choice);
      const tent = s.choice.tentative;
      const shown = t("hint.shown", { option: s.game.optionLabel(tent.options[tent.selected]) });
      const line = Object.assign(document.createElement("strong"), { className: "hint-why" });
      this.noticeId = notice(why === null ? shown : [line, shown], 5000);
      if (why !== null) fitWhy(line, why);
    } catch (error) {
      notice(t("notice.error", { error: error.message }));
    }
    door.update();
  }

  /** Why the hinted `move` is good, in the player's language; null if the engine cannot say (the hint stands
   * without it). @param {string} move @returns {Promise<string[] | null>} */
  async reasons(move) {
    const door = this.door;
    try {
      const { reasons } = await door.busyWith(() => door.engine.explain(move));
      return hintWhy(reasons, door.state.looks.map((look) => look.name));
    } catch {
      return null;
    }
  }
}
