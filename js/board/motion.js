// Motion on the board: a placed tile settles into its square and a piece drops onto its spot, for a moment after the
// engine reports them (its "place" and "deploy" events). Drawing only: the view already holds them in place, nothing
// waits for a motion, and the next move's motions replace any still running (which then end at once). With the
// system's reduced-motion setting nothing moves: tiles and pieces appear in place.

export const TILE_MS = 220;
export const PIECE_MS = 240;
const PIECE_DELAY_MS = 60; // the piece lands just after its tile

/** @typedef {import("../engine/types.js").GameEvent} GameEvent */
/** A tile settling into its square or a piece dropping onto its spot (segment: the piece's; map: the map it is on,
 * in a game with a map per player), from page time `start` for `duration` ms.
 * @typedef {{kind: "tile" | "piece", x: number, y: number, segment?: number, map?: number, start: number,
 *   duration: number}} Motion */

const query = typeof matchMedia === "function" ? matchMedia("(prefers-reduced-motion: reduce)") : null;

/** True when the player's system asks for less motion. */
export function reducedMotion() {
  return !!query?.matches;
}

/** The motions a move's events start at page time `now` (none with reduced motion):
 * [{kind: "tile"|"piece", x, y, segment, map, start, duration}]. @param {GameEvent[]} events @param {number} now
 * @returns {Motion[]} */
export function motionsOf(events, now) {
  if (reducedMotion()) return [];
  /** @type {Motion[]} */
  const motions = [];
  for (const e of events) {
    if (e.type === "place" && e.player != null) {
      motions.push({ kind: "tile", x: e.x, y: e.y, map: e.map, start: now, duration: TILE_MS });
    } else if (e.type === "deploy") {
      motions.push({ kind: "piece", x: e.x, y: e.y, segment: e.segment, map: e.map, start: now + PIECE_DELAY_MS, duration: PIECE_MS });
    }
  }
  return motions;
}

/** How far motion m has gone at page time `now`: 0 (not started) to 1 (done).
 * @param {{start: number, duration: number}} m @param {number} now */
export function progress(m, now) {
  return Math.min(1, Math.max(0, (now - m.start) / m.duration));
}

/** Fast at first, gently to rest. @param {number} p */
export function easeOut(p) {
  return 1 - (1 - p) ** 3;
}

/** Past the end a little, then back: a landing. @param {number} p */
export function easeOutBack(p) {
  const c = 1.6;
  return 1 + (c + 1) * (p - 1) ** 3 + c * (p - 1) ** 2;
}
