// A game played by link (setup.link) as this browser plays it: one seat is played here, another person's turn is
// theirs to play in their own browser, so the page offers the link to send them (js/panels/link-panel.js) and takes
// no move meanwhile; a link's new moves are played on the board one by one and stay framed until this player moves.

import { t } from "../words/i18n.js";
import * as links from "../saves/links.js";
import { LinkPanel } from "../panels/link-panel.js";
import { notice } from "../panels/notices.js";

/** @typedef {import("../state/table.js").TableDoor} TableDoor */
/** @typedef {import("../engine/types.js").View} View */
/** @typedef {import("../engine/types.js").GameEvent} GameEvent */
/** @typedef {import("../saves/storage.js").RecentTile} RecentTile */

export class LinkPlay {
  /** The link play of the game behind `door` (its view, looks and engine); the turn flow plays a link's moves.
   * @param {TableDoor} door */
  constructor(door) {
    this.door = door;
    /** @type {number | null} */
    this.seat = null; // the seat this browser plays (null: every seat is played here)
    this.arriving = false; // a link's new moves are being played on the board
    /** @type {RecentTile[]} */
    this.recent = []; // the tiles those moves placed: {x, y, colour, map}, framed until this player moves
    this.movedHere = false; // this browser's player has moved since the game was opened: the link sends that move
    this.panel = new LinkPanel((text, ms) => notice(text, ms));
  }

  /** A game was opened: the tiles a link's moves placed before (`recent`), and whether more of them come next.
   * @param {RecentTile[]} recent @param {boolean} arriving */
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

  /** True when player i moves in another browser: a person's seat, not this browser's. @param {number | null} i
   * @returns {boolean} */
  remote(i) {
    return this.seat != null && i != null && i !== this.seat && !this.door.state.looks[i]?.computer;
  }

  /** Say why the board takes no move, when it is the turn of a person in another browser. */
  explainWait() {
    const s = this.door.state;
    const v = s.view;
    if (v && !v.over && !s.replay && this.remote(v.current_player)) {
      notice(t("links.turn_of", { name: s.looks[v.current_player].name }), 5000);
    }
  }

  /** A link's move placed these events' tiles: framed in their players' colours until this player moves.
   * @param {GameEvent[]} events */
  placed(events) {
    for (const e of events) {
      if (e.type === "place" && e.player != null) {
        this.recent.push({ x: e.x, y: e.y, map: e.map, colour: this.door.state.looks[e.player]?.colour });
      }
    }
  }

  /** The seats to send a link to now: the person to play next if their browser is another, and at the end every
   * other person. @param {View} view @returns {number[]} */
  seats(view) {
    if (this.seat == null || this.door.state.replay) return [];
    if (view.over) return view.players.map((_, i) => i).filter((i) => this.remote(i));
    return this.remote(view.current_player) ? [view.current_player] : [];
  }

  /** Show the send-your-move panel with the links to send now, or hide it when there are none. @param {View} view */
  async offer(view) {
    const door = this.door;
    const s = door.state;
    const seats = this.seats(view);
    if (!seats.length) {
      this.panel.hide();
      return;
    }
    const rows = (/** @type {string | null} */ code) => seats.map((i) => ({
      seat: i, name: s.looks[i].name, colour: s.looks[i].colour, link: code && links.turnLink(code, i),
    }));
    const show = (/** @type {string | null} */ code) => this.panel.show(rows(code), { over: view.over, moved: this.movedHere });
    show(null); // at once in place of the hand, whose turn it is not; the links follow
    const current = door.ticket();
    const code = await door.engine.share("turn"); // a turn link's code: the link adds the seat
    if (current() && s.view === view && !s.replay) show(code);
  }
}
