// What a feature of the map is, on hover (mouse) or a tap on a placed tile: the engine's facts (api.feature_at: its
// kind, tiles, who holds it, what it is worth now and once completed) in a small panel in the page's language, and
// the feature lit on the board. The page computes nothing here: it finds which area of which tile is under the
// pointer (the game's art knows its areas) and asks the engine about it.

import { t } from "../words/i18n.js";
import { scoreText } from "./log.js";

/** @typedef {import("../engine/types.js").View} View */
/** @typedef {import("../engine/types.js").PlacedTile} PlacedTile */
/** @typedef {import("../engine/types.js").Feature} Feature */
/** @typedef {import("../engine/types.js").MapPoint} MapPoint */
/** @typedef {import("../engine/types.js").Worth} Worth */
/** @typedef {import("../board/tileart.js").TileArt} TileArt */
/** @typedef {import("../board/map-canvas.js").MapCanvas} MapCanvas */
/** @typedef {import("../games/contract.js").GameModule} GameModule */
/** @typedef {import("./players.js").PlayerLook} PlayerLook */
/** @typedef {import("../state/table.js").TableDoor} TableDoor */
/** A piece that stands on a feature and scores on its own (Feature.also): whose, its role, and its worth.
 * @typedef {Worth & {player: number, role: string}} AlsoPiece */

const HOVER_MS = 160; // the mouse rests this long on an area before the engine is asked

export class FeatureTip {
  /** A tip over the board of the game behind `door`, drawn on `board`; the panel goes into the board's wrapper.
   * @param {TableDoor} door @param {MapCanvas} board */
  constructor(door, board) {
    this.door = door;
    this.board = board;
    this.el = Object.assign(document.createElement("div"), { id: "feature-tip", role: "tooltip", hidden: true });
    board.canvas.parentElement.append(this.el);
    /** @type {{at: MapPoint, features: Feature[], sx: number, sy: number} | null} */
    this.shown = null; // {at, features, sx, sy}: what the panel shows and where it was asked
    this.asked = 0; // bumps with each question, so a late answer to an older one is dropped
    this.timer = 0;
  }

  /** The board segments the tip lights ([x, y, segment] of every feature shown), or null. */
  get segments() {
    return this.shown ? this.shown.features.flatMap((f) => f.segments) : null;
  }

  /** The placed tile's area under screen point sx,sy of the map on show: {x, y, segment[, map]}, or null.
   * @param {number | null} sx @param {number | null} sy @returns {MapPoint | null} */
  pointAt(sx, sy) {
    const s = this.door.state;
    if (!s.view || s.replay || !s.art || sx == null) return null; // a replay's map is not the engine's game
    const renderer = this.board.renderer;
    const { x, y } = renderer.cellAt(sx, sy);
    const tile = this.door.tileAt(x, y);
    if (!tile) return null;
    const segment = s.art.segmentAt(tile.tile, renderer.unitPoint(x, y, tile.rot, sx, sy));
    if (segment == null) return null;
    return typeof s.shown === "number" ? { x, y, segment, map: s.shown } : { x, y, segment };
  }

  /** True when the area at `at` belongs to a feature on show. @param {MapPoint} at */
  showing(at) {
    return !!this.shown && this.shown.features.some((f) => f.segments.some(([x, y, g]) => x === at.x && y === at.y && g === at.segment));
  }

  /** The mouse rests at sx,sy (null: it left the board): show the feature under it after a moment.
   * @param {number | null} sx @param {number | null} sy */
  hover(sx, sy) {
    clearTimeout(this.timer);
    const at = this.pointAt(sx, sy);
    if (!at) {
      if (this.shown) this.hide();
      return;
    }
    if (this.showing(at)) return;
    this.timer = setTimeout(() => this.show(at, sx, sy), HOVER_MS);
  }

  /** A tap at sx,sy: show the feature under it and return true, or hide the tip and return false (no placed tile).
   * @param {number} sx @param {number} sy @returns {boolean} */
  tap(sx, sy) {
    clearTimeout(this.timer);
    const at = this.pointAt(sx, sy);
    if (!at) {
      this.hide();
      return false;
    }
    this.show(at, sx, sy);
    return true;
  }

  /** Ask the engine about the area `at` and show its answer by screen point sx,sy.
   * @param {MapPoint} at @param {number} sx @param {number} sy */
  async show(at, sx, sy) {
    const asked = ++this.asked;
    let answer;
    try {
      answer = await this.door.engine.featureAt(at);
    } catch {
      return; // the game changed under the pointer (a new game, another map): nothing to say
    }
    if (asked !== this.asked || !answer.features.length) return;
    this.shown = { at, features: answer.features, sx, sy };
    this.render();
    this.board.redraw();
  }

  /** Take the tip away (the map moved or changed). */
  hide() {
    clearTimeout(this.timer);
    this.asked++;
    if (!this.shown) return;
    this.shown = null;
    this.el.hidden = true;
    this.board.redraw();
  }

  /** Fill the panel from the facts shown, in the page's language, and put it by the point asked, inside the board. */
  render() {
    const { features, sx, sy } = this.shown;
    const looks = this.door.state.looks;
    const game = this.door.state.game;
    /** @param {number} i */
    const who = (i) => {
      const span = Object.assign(document.createElement("span"), { className: "ft-player" });
      const dot = Object.assign(document.createElement("span"), { className: "who" });
      dot.style.background = looks[i]?.colour;
      span.append(dot, looks[i]?.name ?? `#${i}`);
      return span;
    };
    /** @param {string} cls @param {...(string | Node)} parts */
    const line = (cls, ...parts) => {
      const div = Object.assign(document.createElement("div"), { className: cls });
      div.append(...parts);
      return div;
    };
    /** @param {Worth} w */
    const worth = (w) => scoreText({ text: w.text, detail: w.detail, points: w.points }, game);
    const blocks = features.map((f) => {
      const block = line("ft-feature");
      block.append(line("ft-head", Object.assign(document.createElement("b"), { textContent: t(`kind.${f.kind}`) }),
        ` · ${t("feature.tiles", { n: f.tiles.length })}`));
      if (f.complete != null) block.append(line("ft-state", t(f.complete ? "feature.complete" : "feature.open")));
      if (f.pieces.length) {
        const pieces = line("ft-pieces", `${t("feature.pieces")} `);
        f.pieces.forEach((p, k) => pieces.append(...(k ? [", "] : []), who(p.player), ` ×${p.count}`));
        block.append(pieces);
        if (f.holders.length) {
          const holders = line("ft-holders", `${t("feature.holders")} `);
          f.holders.forEach((p, k) => holders.append(...(k ? [", "] : []), who(p)));
          block.append(holders);
        }
      } else if (!f.complete && !f.also?.length) block.append(line("ft-pieces", t("feature.no_pieces")));
      if (f.complete) block.append(line("ft-now", t("feature.scored", { text: worth(f.now) })));
      else if (f.now) block.append(line("ft-now", t("feature.now", { text: worth(f.now) })));
      else block.append(line("ft-now", t("feature.nothing")));
      if (f.if_complete) block.append(line("ft-if", t("feature.if_complete", { text: worth(f.if_complete) })));
      // pieces standing there that score on their own (the game's role word)
      for (const extra of /** @type {AlsoPiece[]} */ (f.also || [])) {
        block.append(line("ft-extra", who(extra.player), ` ${t("feature.extra", { role: t(`role.${extra.role}`), text: worth(extra) })}`));
      }
      return block;
    });
    this.el.replaceChildren(...blocks);
    this.el.hidden = false;
    // Clear of the feature's tiles where the board has room (below them, above, right, left), so the lit feature
    // stays in sight; else by the point asked. Never past the board's edges.
    const wrap = this.el.parentElement.getBoundingClientRect();
    const box = this.el.getBoundingClientRect();
    const renderer = this.board.renderer;
    const area = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity };
    for (const [x, y] of features[0].tiles) {
      const [tx, ty, size] = renderer.square(x, y);
      Object.assign(area, { x0: Math.min(area.x0, tx), y0: Math.min(area.y0, ty),
        x1: Math.max(area.x1, tx + size), y1: Math.max(area.y1, ty + size) });
    }
    const gap = 8, edge = 6;
    /** @param {number} at @param {number} length @param {number} room */
    const across = (at, length, room) => Math.max(edge, Math.min(room - length - edge, at - length / 2));
    const places = [
      [across(sx, box.width, wrap.width), area.y1 + gap],
      [across(sx, box.width, wrap.width), area.y0 - gap - box.height],
      [area.x1 + gap, across(sy, box.height, wrap.height)],
      [area.x0 - gap - box.width, across(sy, box.height, wrap.height)],
    ];
    /** @param {number[]} place */
    const fits = ([l, t]) => l >= edge && t >= edge && l + box.width <= wrap.width - edge && t + box.height <= wrap.height - edge;
    let [left, top] = places.find(fits) ?? [across(sx, box.width, wrap.width), sy + 18];
    if (top + box.height > wrap.height - edge) top = Math.max(edge, sy - 18 - box.height);
    this.el.style.left = `${left}px`;
    this.el.style.top = `${top}px`;
  }
}
