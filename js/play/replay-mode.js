// The replay viewer's side of the board: a position of a record (api.replay_at's view, with the log of its moves) in
// place of the game in play, with no hand and no computer turns, and back to the game in play as the engine has it.
// The viewer's controls and the record stepped through are js/saves/replay.js's and js/saves/library.js's.

import { playerLooks, renderPlayers } from "../panels/players.js";
import { dismissNotice } from "../panels/notices.js";

const $ = (sel) => document.querySelector(sel);

export class ReplayMode {
  /** The replays of `session`'s board. */
  constructor(session) {
    this.session = session;
    this.active = false; // the board shows a replay, not the game in play
    this.seed = null; // the seed of the record replayed
  }

  /** Show a replay position (`view` from api.replay_at, `seed` the record's): the board, scores, tiles left and
   * log of that position. */
  show(view, seed) {
    const s = this.session;
    s.gen++; // a computer turn under way drops its answer; closing the replay picks the game up again
    s.watch.turnDone(); // a Step under way is dropped with it
    this.active = true;
    s.thinking = false;
    this.seed = seed;
    s.view = view;
    s.moveShow.clear();
    s.looks = playerLooks(view);
    const shown = s.setShown(s.defaultShown(view), 0);
    dismissNotice(s.hints.noticeId);
    s.link.panel.hide();
    $("#end").open && $("#end").close();
    renderPlayers(view, s.looks, false, s.game, s.levels);
    s.showHistory(view.log, seed);
    s.renderRemaining();
    s.renderTable();
    s.board.renderer.fit();
    s.board.followPlay(shown);
    s.review?.replayShown(view); // a reviewed game's move from here: played, and better, on the board
    s.board.redraw();
  }

  /** Leave the replay: back to the game in play, as the engine has it, and its log. */
  async end() {
    const s = this.session;
    this.active = false;
    const gen = ++s.gen;
    const view = await s.busyWith(() => s.engine.view());
    const history = await s.busyWith(() => s.engine.log());
    if (gen !== s.gen) return;
    s.applyView(view, false);
    s.showHistory(history, s.setup?.seed);
  }
}
