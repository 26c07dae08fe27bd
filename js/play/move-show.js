// What a move's events show on the board as they happen: a glow per scoring, one after the other (all at once when
// computers play instantly: glows never pile up behind the game), the tile and piece put down moving into place, the
// frame of the last tile in its player's colour, a sound, and the log's lines. Drawn by js/board/render.js from the
// scene the turn flow gives it.

import { t } from "../words/i18n.js";
import * as log from "../panels/log.js";
import { notice } from "../panels/notices.js";
import { tilePicture, withPictures } from "../board/tilepic.js";
import { motionsOf } from "../board/motion.js";

const FLASH_MS = 1500;
const FINAL_FLASH_MS = 1000;

/** @typedef {import("../state/table.js").TableDoor} TableDoor */
/** @typedef {import("../engine/types.js").GameEvent} GameEvent */

export class MoveShow {
  /** The move show of the game behind `door` (its looks, game and art). @param {TableDoor} door */
  constructor(door) {
    this.door = door;
    /** @type {import("../board/render.js").Flash[]} */
    this.flashes = []; // the scorings' glows: {start, duration, segments, tiles, label, colour}
    /** @type {import("../board/motion.js").Motion[]} */
    this.motion = []; // tiles and pieces the last move put down, moving into place (js/board/motion.js)
    this.motionCount = 0; // motions started since the page opened (a test's look at them)
    this.lastColour = null; // the colour of the player who placed the last tile, which frames it
  }

  /** Nothing glows or moves (another game, or a replay's position). */
  clear() {
    this.flashes = [];
    this.motion = [];
  }

  /** When the last scoring glow ends (page clock, ms). */
  end() {
    return this.flashes.reduce((m, f) => Math.max(m, f.start + f.duration), 0);
  }

  /** Show a view's events: the log, notices, a glow per scoring, the tile and piece put down moving into place;
   * `instant`: computers play without a pause, so glows never pile up behind the game. @param {GameEvent[]} events */
  show(events, instant = false) {
    const s = this.door.state;
    const now = performance.now();
    this.flashes = this.flashes.filter((f) => f.start + f.duration > now && (!instant || f.start <= now));
    let at = instant ? now : Math.max(now, this.end() - 300);
    this.motion = motionsOf(events, now); // a new move ends the last one's motions at once
    this.motionCount += this.motion.length;
    for (const e of events) {
      if (e.type === "place" && e.player != null) this.lastColour = s.looks[e.player]?.colour;
      if (e.type === "discard") notice(withPictures(t("notice.discard"), { tile: tilePicture(s.art, e.tile) }), 4500);
      if (e.type === "score" && e.points > 0) {
        const duration = e.final ? FINAL_FLASH_MS : FLASH_MS;
        const scorers = e.players || [];
        this.flashes.push({
          start: at, duration, segments: e.segments, tiles: /** @type {number[][]} a score's squares */ (e.tiles),
          label: scorers.length ? `+${e.points}` : "0",
          colour: scorers.length === 1 ? s.looks[scorers[0]]?.colour : "#ffd23f",
        });
        at += duration * 0.7;
      }
    }
    log.logEvents(events, { looks: s.looks, game: s.game, art: s.art });
  }
}
