// A position question, an embed's mode=position: "the position after move N of this game: what would you play?".
// The record's position is opened as a game that is never saved, every seat a person's; the reader plays the move
// of the player to move as in a game (rotate, spot, confirm), and instead of being played it is judged by the engine
// as a review judges a move (api.judge): what it is worth beside the hard player's best move, what was played in the
// game at that point, and the best move with the hint's words. Each of the three moves can be put on the board; the
// reader may try again, or play the game on from there. A row under the top bar holds the question and the answer,
// like a lesson's coach (the board shrinks by it and is never covered). Names no game.

import { t } from "../words/i18n.js";
import { hintWhy } from "../panels/hint-why.js";
import { el } from "../panels/dom.js";

/** Points as a player reads them: whole, rounded. */
function points(value) {
  return Math.round(Math.abs(value));
}

/** @typedef {import("../state/table.js").TableDoor} TableDoor */

export class Position {
  /** The question of `record`'s position after `n` moves, asked on the board behind `door`; `library` opens the
   * position and plays on from it. @param {TableDoor} door */
  constructor(door, library, record, n) {
    this.door = door;
    this.library = library;
    this.record = record;
    this.n = n;
    this.answer = null; // {judged, game, why}: the engine's word on the reader's move, once given
    this.judging = false;
    this.row = el("section", { id: "position", class: "app-row", "aria-live": "polite" });
  }

  /** Open the position (a game never saved: Library.openShown) and ask; false where it cannot open or the game is
   * over there (the caller says so). */
  async open() {
    try {
      const view = await this.library.openShown(this.record, this.n);
      if (!view || view.over) return false; // nothing to play at the end of a game
    } catch {
      return false;
    }
    this.door.ask(this);
    document.querySelector("#app > .topbar").after(this.row);
    this.render();
    this.door.update();
    return true;
  }

  /** The player to move's name. */
  get mover() {
    const s = this.door.state;
    return s.looks[s.view.current_player]?.name ?? "";
  }

  /** The reader confirmed `move`: judge it (the game is not changed) and say what the judgement found. */
  async take(move) {
    const door = this.door;
    if (this.judging) return;
    this.judging = true;
    this.answer = null;
    this.render();
    try {
      const judged = await door.busyWith(() => door.engine.judge(move));
      const played = this.record.moves[this.n];
      const game = played === undefined ? null
        : judged.played === played ? judged : await door.busyWith(() => door.engine.judge(played)).catch(() => null);
      const names = door.state.looks.map((look) => look.name);
      const { reasons } = await door.busyWith(() => door.engine.explain(judged.best));
      this.answer = { judged, game, why: hintWhy(reasons, names).join(t("why.and")) };
    } catch (error) {
      this.answer = { error: error.message };
    } finally {
      this.judging = false;
    }
    this.render();
    door.update();
  }

  /** Put `move` on the board as the move in hand (not played), as a hint shows one. */
  show(move) {
    const door = this.door;
    door.state.panel?.show(move);
    if (!door.state.choice?.show(move)) return;
    door.update();
    door.board.keepInView(door.state.choice);
  }

  /** Forget the answer: the reader chooses again. */
  again() {
    this.answer = null;
    this.door.freshChoice();
    this.render();
    this.door.update();
  }

  /** Another game opened in the board: the question goes (the turn flow forgets it). */
  close() {
    this.row.remove();
  }

  /** The question, or the answer with its moves to show, in the page's language. */
  render() {
    const a = this.answer;
    const button = (key, onclick, className = "") => el("button", { type: "button", class: className, onclick }, t(key));
    const head = el("p", { class: "position-head" },
      el("strong", {}, t("position.title")), " ",
      el("span", {}, t(this.n ? "position.after" : "position.start", { n: this.n, name: this.mover })));
    const words = el("div", { class: "position-words" });
    const buttons = el("div", { class: "position-buttons" });
    if (this.judging) words.append(el("p", {}, t("position.judging")));
    else if (!a) words.append(el("p", { class: "position-say" }, t("position.ask", { name: this.mover })));
    else if (a.error) words.append(el("p", {}, t("notice.error", { error: a.error })));
    else {
      const { judged, game, why } = a;
      const best = judged.best === judged.played;
      // A loss that rounds to no point is as good as the best, as a review counts it.
      words.append(el("p", { class: "position-yours" }, best ? t("position.yours_best")
        : points(judged.loss) ? t("position.yours_loss", { n: points(judged.loss) }) : t("position.yours_even")));
      if (game) {
        const same = game.played === judged.played;
        words.append(el("p", { class: "position-game" }, same ? t("position.game_same", { name: this.mover })
          : game.played === game.best || !points(game.loss) ? t("position.game_best", { name: this.mover })
            : t("position.game_loss", { name: this.mover, n: points(game.loss) })));
      }
      if (!best) words.append(el("p", { class: "position-best" }, t("position.best_why", { why })));
      buttons.append(
        button("position.show_yours", () => this.show(judged.played), "position-show-yours"),
        game && game.played !== judged.played ? button("position.show_game", () => this.show(game.played), "position-show-game") : "",
        best ? "" : button("position.show_best", () => this.show(judged.best), "position-show-best"),
        button("position.again", () => this.again(), "position-again"));
    }
    buttons.append(button("replay.play_on", () => this.library.playOn(this.record, this.n, this.door.state.view.current_player),
      a && !a.error ? "primary position-play-on" : "position-play-on"));
    this.row.replaceChildren(head, words, buttons);
  }

  translate() {
    this.render();
  }
}
