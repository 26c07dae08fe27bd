// A game played by link (setup.link) as this browser plays it: one seat is played here, another person's turn is
// theirs to play in their own browser, so the page offers the link to send them (js/panels/link-panel.js) and takes
// no move meanwhile; a link's new moves are played on the board one by one and stay framed until this player moves.

import { t } from "../words/i18n.js";
import * as links from "../saves/links.js";
import { LinkPanel } from "../panels/link-panel.js";
import { notice } from "../panels/notices.js";

const ARRIVAL_STEP_MS = 700; // between the moves a link brings, played on the board one by one

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export class LinkPlay {
  /** The link play of `session`'s game (its view, looks, engine and turn flow). */
  constructor(session) {
    this.session = session;
    this.seat = null; // the seat this browser plays (null: every seat is played here)
    this.arriving = false; // a link's new moves are being played on the board
    this.recent = []; // the tiles those moves placed: {x, y, colour, map}, framed until this player moves
    this.movedHere = false; // this browser's player has moved since the game was opened: the link sends that move
    this.panel = new LinkPanel((text, ms) => notice(text, ms));
  }

  /** A game was opened: the tiles a link's moves placed before (`recent`), and whether more of them come next. */
  opened(recent, arriving) {
    this.recent = recent;
    this.movedHere = false;
    this.arriving = arriving; // the link's moves come next: nobody plays before they are shown
    this.panel.hide();
  }

  /** This browser's player moved: the moves that came by link are seen, and the next link sends this move. */
  moved() {
    this.recent = []; // from now on only the last tile is framed
    this.movedHere = true;
  }

  /** True when player i moves in another browser: a person's seat, not this browser's. */
  remote(i) {
    return this.seat != null && i != null && i !== this.seat && !this.session.looks[i]?.computer;
  }

  /** Say why the board takes no move, when it is the turn of a person in another browser. */
  explainWait() {
    const s = this.session;
    const v = s.view;
    if (v && !v.over && !s.replay && this.remote(v.current_player)) {
      notice(t("links.turn_of", { name: s.looks[v.current_player].name }), 5000);
    }
  }

  /** Play moves made elsewhere (a link's) on the board one by one, each framed in its player's colour. */
  async playArrivals(moves, gen) {
    const s = this.session;
    try {
      for (const move of moves) {
        await sleep(ARRIVAL_STEP_MS);
        if (gen !== s.gen) return;
        const view = await s.busyWith(() => s.engine.play(move));
        if (gen !== s.gen) return;
        for (const e of view.events || []) {
          if (e.type === "place" && e.player != null) this.recent.push({ x: e.x, y: e.y, map: e.map, colour: s.looks[e.player]?.colour });
        }
        s.applyView(view);
      }
    } catch (error) { // the link was checked by the engine before it was opened: this is not expected
      if (gen === s.gen) notice(t("notice.error", { error: error.message }), 8000);
    }
    if (gen !== s.gen) return;
    this.arriving = false;
    s.applyView(s.view, false);
  }

  /** The seats to send a link to now: the person to play next if their browser is another, and at the end every
   * other person. */
  seats(view) {
    if (this.seat == null || this.session.replay) return [];
    if (view.over) return view.players.map((_, i) => i).filter((i) => this.remote(i));
    return this.remote(view.current_player) ? [view.current_player] : [];
  }

  /** Show the send-your-move panel with the links to send now, or hide it when there are none. */
  async offer(view) {
    const s = this.session;
    const seats = this.seats(view);
    if (!seats.length) {
      this.panel.hide();
      return;
    }
    const rows = (code) => seats.map((i) => ({
      seat: i, name: s.looks[i].name, colour: s.looks[i].colour, link: code && links.turnLink(code, i),
    }));
    const show = (code) => this.panel.show(rows(code), { over: view.over, moved: this.movedHere });
    show(null); // at once in place of the hand, whose turn it is not; the links follow
    const gen = s.gen;
    const code = await s.engine.share("turn"); // a turn link's code: the link adds the seat
    if (gen === s.gen && s.view === view && !s.replay) show(code);
  }
}
