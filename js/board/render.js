// Draws one frame of the board from a scene (engine view + what the player is choosing) and a camera.
// Tiles, features and pieces are drawn by the game's art (js/games/<name>/): art.draw(ctx, tile, rot, x, y, size,
// dpr), art.anchor(tile, segment) -> [x, y], art.paintSegment(ctx, tile, segment, colour), art.drawPiece(ctx, {...}).

import { progress, easeOut, easeOutBack, reducedMotion } from "./motion.js";

/** @typedef {import("../engine/types.js").View} View */
/** @typedef {import("../engine/types.js").PlacedTile} PlacedTile */
/** @typedef {import("../engine/types.js").Option} Option */
/** @typedef {import("./camera.js").Camera} Camera */
/** @typedef {import("./tileart.js").TileArt} TileArt */
/** @typedef {import("./tilegeom.js").Point} Point */
/** @typedef {import("./tilegeom.js").Spot} Spot */
/** @typedef {import("./motion.js").Motion} Motion */
/** A board square. @typedef {{x: number, y: number}} Square */
/** A screen circle [x, y, r] in CSS px: an option's spot. @typedef {[number, number, number]} Circle */
/**
 * An option as the board shows it: the engine's, or an answer to the engine's question offered as one (answer: the
 * engine's word for it; question: the question's verb), which names a piece on the map (at: its square and segment,
 * and that tile's type and rotation, or null for an answer without one) in place of a spot on the tile.
 * @typedef {Option & {answer?: string, question?: string,
 *   at?: {x: number, y: number, segment: number, rot: number, tile: string} | null}} SpotOption
 */
/**
 * A placement being chosen (a TurnChoice's tentative, js/games/turn.js): tile `tile` on square x,y turned to rot,
 * its options, the one selected and each one's number (0: none; its key and the label on its spot); question: the
 * options answer the engine's question.
 * @typedef {{x: number, y: number, rot: number, tile: string, options: SpotOption[], selected: number,
 *   spotNumbers: number[], question?: boolean}} Tentative
 */
/** What the board needs of a player's look (js/panels/players.js playerLooks). @typedef {{colour: string,
 * letter: string}} BoardLook */
/** A scoring's glow (js/play/move-show.js): from page time `start` for `duration` ms, on segments [x, y, segment]
 * or else on squares `tiles` [x, y], with its points' label rising in `colour`.
 * @typedef {{start: number, duration: number, segments?: number[][], tiles?: number[][], label: string,
 *   colour?: string}} Flash */
/** A reviewed move (js/play/review.js markOf): the move played and the better one, as tentative placements (null:
 * not a placement), in the mover's colour and letter, each with its tag; on one square at two rotations (`shared`)
 * only the one `show` names is drawn: "played", "best" or "both" (a string: markOf's literal is not kept narrower).
 * @typedef {{played: Tentative | null, best: Tentative | null, shared: boolean, show: string, colour: string,
 *   letter: string, labels: {played: string, best: string}}} ReviewMark */
/**
 * What to draw (js/play/session.js scene()): the view and the players' looks, the mover's colour and letter, and
 * what the player is choosing, what was just played, and what the page marks.
 * @typedef {object} Scene
 * @property {View} view
 * @property {BoardLook[]} players
 * @property {number | null} [current] the player to move (null: the game is over)
 * @property {string} colour the mover's
 * @property {string} letter
 * @property {string} [lastColour] the colour the last placed tile is framed in
 * @property {Square[]} [targets] where the tile in hand fits at the rotation shown
 * @property {Square[]} [turnedTargets] where it fits only turned another way
 * @property {{x: number, y: number, rot: number, tile: string} | null} hover the tile in hand under the mouse
 * @property {Tentative | null} tentative
 * @property {Square | null} cursor the keyboard cursor
 * @property {Flash[]} [flashes]
 * @property {boolean} [spots] false: of the tentative tile's spots only the chosen one's piece is shown (a
 *   computer's choice)
 * @property {string | null} [hintLabel] the tag of a hint on show
 * @property {{x: number, y: number, colour: string}[]} [recent] tiles a link's moves placed
 * @property {Motion[]} [motion]
 * @property {(x: number, y: number) => PlacedTile | undefined} tileAt the map's tile on square x,y
 * @property {number[][] | null} [feature] the segments [x, y, segment] of the feature asked about
 * @property {{square?: Square, spot?: number} | null} [lesson] where a lesson's learner acts next
 * @property {ReviewMark | null} [review]
 */
/**
 * What every pass of a frame needs (see BoardRenderer.frame).
 * @typedef {{scene: Scene, view: View, now: number, s: number, dpr: number, visible: (x: number, y: number) => boolean,
 *   moving: Map<string, number>, tent: Tentative | null}} Frame
 */

const HIGHLIGHT = "#ffd23f";
const LESSON = "#e0218a"; // a lesson's mark: a colour no player, target or highlight uses
const ASKED = "#35c3ff"; // the feature a player asked about: a colour no tile art uses, so it stands out on any of them

export class BoardRenderer {
  /** @param {HTMLCanvasElement} canvas @param {Camera} camera @param {TileArt | null} art null until setArt */
  constructor(canvas, camera, art) {
    this.canvas = canvas;
    this.ctx = canvas.getContext("2d");
    this.camera = camera;
    this.art = art;
  }

  /** @param {TileArt} art */
  setArt(art) {
    this.art = art;
  }

  /** Match the canvas bitmap to its CSS size and the device pixel ratio; returns true if it changed. */
  fit() {
    const dpr = window.devicePixelRatio || 1;
    const rect = this.canvas.getBoundingClientRect();
    const w = Math.round(rect.width * dpr), h = Math.round(rect.height * dpr);
    this.dpr = dpr;
    this.camera.resize(rect.width, rect.height);
    const zoom = /** @type {HTMLElement | null} */ (this.canvas.parentElement?.querySelector(".zoom-buttons"));
    this.camera.insetRight = zoom?.offsetWidth ? zoom.offsetWidth + 16 : 0; // the zoom buttons' column, kept clear
    // A map per player: the tabs' row, too.
    const tabs = /** @type {HTMLElement | null} */ (this.canvas.parentElement?.querySelector("#map-tabs"));
    this.camera.insetTop = tabs?.offsetHeight ? tabs.offsetTop + tabs.offsetHeight + 6 : 0;
    if (this.canvas.width === w && this.canvas.height === h) return false;
    this.canvas.width = w;
    this.canvas.height = h;
    return true;
  }

  /** Screen rectangle (CSS px) of the square holding tile x,y: [left, top, size]. @param {number} x @param {number} y
   * @returns {[number, number, number]} */
  square(x, y) {
    const [sx, sy] = this.camera.toScreen(x - 0.5, y - 0.5);
    return [sx, sy, this.camera.scale];
  }

  /** Screen point (CSS px) of a point p of the unrotated tile at x,y turned by rot. @param {number} x @param {number} y
   * @param {number} rot @param {Point} p @returns {[number, number]} */
  tilePoint(x, y, rot, p) {
    const q = rotatePoint(p, rot);
    return this.camera.toScreen(x - 0.5 + q[0], y - 0.5 + q[1]);
  }

  /** The point of the unrotated unit square of the tile at x,y turned by rot that lies under screen point sx,sy.
   * @param {number} x @param {number} y @param {number} rot @param {number} sx @param {number} sy @returns {Point} */
  unitPoint(x, y, rot, sx, sy) {
    const [bx, by] = this.camera.toBoard(sx, sy);
    return rotatePoint([bx - x + 0.5, by - y + 0.5], (4 - (rot & 3)) & 3);
  }

  /** A piece's size in CSS px at `scale` px per tile. @param {number} [scale] */
  pieceSize(scale = this.camera.scale) {
    return Math.max(13, Math.min(42, scale * 0.34));
  }

  /** A spot circle's radius in CSS px at `scale` px per tile. @param {number} [scale] */
  spotRadius(scale = this.camera.scale) {
    return Math.max(11, this.pieceSize(scale) * 0.46);
  }

  /** Circles for piece spots on `segments` (ids, repeats allowed) of tile `name` shown at `scale` px per tile:
   * [{at, r}] in its unrotated unit square, as large as the spot radius at that scale, no smaller than 9 px.
   * @param {string} name @param {number[]} segments @param {number} [scale] @returns {Spot[]} */
  spotUnits(name, segments, scale = this.camera.scale) {
    const most = Math.min(this.spotRadius(scale) / scale, 0.15);
    const least = Math.min(most, Math.max(0.05, 9 / scale));
    return this.art.spotLayout(name, segments, most, least);
  }

  /** Screen point of the spot of option i of a tentative placement, or null for a choice without a spot.
   * @param {Tentative} tent @param {number} i @returns {Circle | null} */
  spotScreen(tent, i) {
    return this.spotLayout(tent)[i];
  }

  /** Screen circles [x, y, r] of every option's spot (null for a choice without one): on the tile, each inside its
   * own feature, clear of the others and of the tile's border (tilegeom.js's layoutSpots; smaller on a crowded
   * tile); an option that names a piece on the map, at that piece. @param {Tentative} tent
   * @returns {(Circle | null)[]} */
  spotLayout(tent) {
    const r = this.spotRadius();
    const scale = this.camera.scale;
    const own = tent.options.map((o, i) => (o.at || o.segment == null ? -1 : i)).filter((i) => i >= 0);
    const circles = this.spotUnits(tent.tile, own.map((i) => tent.options[i].segment));
    const at = tent.options.map(/** @returns {Circle | null} */ (o) => {
      if (!o.at) return null;
      const [x, y] = this.tilePoint(o.at.x, o.at.y, o.at.rot, this.art.anchor(o.at.tile, o.at.segment)); // a piece on the map
      return [x, y, r];
    });
    own.forEach((i, k) => {
      const [x, y] = this.tilePoint(tent.x, tent.y, tent.rot, circles[k].at);
      at[i] = [x, y, circles[k].r * scale];
    });
    return at;
  }

  /** Which board square a screen point falls in. @param {number} sx @param {number} sy @returns {Square} */
  cellAt(sx, sy) {
    const [bx, by] = this.camera.toBoard(sx, sy);
    return { x: Math.round(bx), y: Math.round(by) };
  }

  /** The index of the tentative placement's option whose spot is under a screen point, or -1.
   * @param {Tentative | null} tent @param {number} sx @param {number} sy @returns {number} */
  spotAt(tent, sx, sy) {
    if (!tent) return -1;
    let best = -1, bestD = Infinity;
    const layout = this.spotLayout(tent);
    tent.options.forEach((o, i) => {
      const at = layout[i];
      if (!at) return;
      // A small circle is still a fair target: a tap within 4px of it, or of the size a finger needs, counts.
      const d = Math.hypot(at[0] - sx, at[1] - sy);
      if (d <= Math.max(at[2], 11) + 4 && d < bestD) { best = i; bestD = d; }
    });
    return best;
  }

  /** Run fn with ctx mapped to the unit square of tile x,y turned by rot. @param {number} x @param {number} y
   * @param {number} rot @param {(ctx: CanvasRenderingContext2D) => void} fn */
  withTile(x, y, rot, fn) {
    const ctx = this.ctx;
    const [sx, sy, s] = this.square(x, y);
    ctx.save();
    ctx.translate(sx + s / 2, sy + s / 2);
    ctx.rotate((rot & 3) * Math.PI / 2);
    ctx.translate(-s / 2, -s / 2);
    ctx.scale(s, s);
    ctx.beginPath();
    ctx.rect(0, 0, 1, 1);
    ctx.clip();
    fn(ctx);
    ctx.restore();
  }

  /** Draw everything; returns true while something animates (the caller asks for another frame). Each pass draws
   * one layer of the board, in this order, from the frame (what every pass needs: the scene, the tile size s, which
   * squares are visible, what is still moving into place). @param {Scene | null} scene @param {number} now page time
   * @returns {boolean} */
  draw(scene, now) {
    const ctx = this.ctx;
    const dpr = this.dpr || 1;
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    this.paintBackground();
    if (!scene || !scene.view || !this.art) return false;
    const frame = this.frame(scene, now, dpr);
    this.drawTiles(frame);
    const glowing = this.drawGlows(frame);
    this.drawAskedFeature(frame);
    this.drawLastPlaced(frame);
    this.drawLinkMoves(frame);
    this.drawTargets(frame);
    this.drawLessonSquare(frame);
    this.drawHover(frame);
    this.drawTentative(frame);
    this.drawPieces(frame);
    this.drawReviewMoves(frame);
    this.drawSpots(frame);
    this.drawHintTag(frame);
    this.drawCursor(frame);
    this.drawRisingPoints(frame);
    return frame.moving.size > 0 || glowing;
  }

  /** What every pass of a frame needs: the scene and its view, the time, the tile size in pixels, which squares are
   * in sight, and the tiles and pieces the last move put down, still moving into place (js/board/motion.js:
   * "x,y" / "x,y,segment" -> progress). @param {Scene} scene @param {number} now @param {number} dpr
   * @returns {Frame} */
  frame(scene, now, dpr) {
    const cam = this.camera;
    const [bx0, by0] = cam.toBoard(0, 0);
    const [bx1, by1] = cam.toBoard(cam.width, cam.height);
    /** @param {number} x @param {number} y */
    const visible = (x, y) => x >= bx0 - 1 && x <= bx1 + 1 && y >= by0 - 1 && y <= by1 + 1;
    /** @type {Map<string, number>} */
    const moving = new Map();
    for (const m of scene.motion || []) {
      const p = progress(m, now);
      if (p < 1) moving.set(m.kind === "tile" ? `${m.x},${m.y}` : `${m.x},${m.y},${m.segment}`, p);
    }
    return { scene, view: scene.view, now, s: cam.scale, dpr, visible, moving, tent: scene.tentative };
  }

  /** The tiles, with a soft drop shadow under the whole board; a tile being put down drawn last, over its
   * neighbours. @param {Frame} frame */
  drawTiles(frame) {
    const { view, s, dpr, visible, moving } = frame;
    const ctx = this.ctx;
    ctx.save();
    ctx.fillStyle = "rgba(70, 55, 30, 0.28)";
    for (const t of view.board) {
      if (!visible(t.x, t.y) || moving.has(`${t.x},${t.y}`)) continue;
      const [sx, sy] = this.square(t.x, t.y);
      ctx.fillRect(sx + s * 0.04, sy + s * 0.06, s, s);
    }
    ctx.restore();
    const landing = [];
    for (const t of view.board) {
      if (!visible(t.x, t.y)) continue;
      if (moving.has(`${t.x},${t.y}`)) {
        landing.push(t);
        continue;
      }
      const [sx, sy] = this.square(t.x, t.y);
      this.art.draw(ctx, t.tile, t.rot, sx, sy, s, dpr);
    }
    for (const t of landing) this.drawLanding(t, easeOut(moving.get(`${t.x},${t.y}`)));
  }

  /** Scored features glow for a moment; true while a glow lasts. @param {Frame} frame */
  drawGlows(frame) {
    const { scene, now, s } = frame;
    const ctx = this.ctx;
    let glowing = false;
    for (const f of scene.flashes || []) {
      if (now < f.start + f.duration) glowing = true;
      const k = flashAlpha(f, now);
      if (k <= 0) continue;
      for (const [x, y, seg] of f.segments || []) {
        const t = scene.tileAt(x, y);
        if (!t) continue;
        this.withTile(x, y, t.rot, (c) => {
          c.globalAlpha = 0.6 * k;
          this.art.paintSegment(c, t.tile, seg, HIGHLIGHT);
        });
      }
      if (!(f.segments || []).length) {
        for (const [x, y] of f.tiles || []) {
          const [sx, sy] = this.square(x, y);
          ctx.fillStyle = `rgba(255, 210, 63, ${0.45 * k})`;
          ctx.fillRect(sx, sy, s, s);
        }
      }
    }
    return glowing;
  }

  /** The feature the player asked about (js/panels/feature-tip.js), lit until the tip goes. @param {Frame} frame */
  drawAskedFeature(frame) {
    const { scene, visible } = frame;
    for (const [x, y, seg] of scene.feature || []) {
      const t = scene.tileAt(x, y);
      if (!t || !visible(x, y)) continue;
      this.withTile(x, y, t.rot, (c) => {
        c.globalAlpha = 0.5;
        this.art.paintSegment(c, t.tile, seg, ASKED);
      });
    }
  }

  /** The last placed tile, framed in its player's colour. @param {Frame} frame */
  drawLastPlaced(frame) {
    const { scene, view, s } = frame;
    const ctx = this.ctx;
    if (view.last_placed && scene.lastColour) {
      const [sx, sy] = this.square(view.last_placed.x, view.last_placed.y);
      ctx.save();
      ctx.lineWidth = Math.max(2, s * 0.045);
      ctx.strokeStyle = "rgba(0,0,0,0.55)";
      ctx.strokeRect(sx + 1, sy + 1, s - 2, s - 2);
      ctx.lineWidth = Math.max(1.5, s * 0.028);
      ctx.strokeStyle = scene.lastColour;
      ctx.setLineDash([s * 0.12, s * 0.06]);
      ctx.strokeRect(sx + 1, sy + 1, s - 2, s - 2);
      ctx.restore();
    }
  }

  /** The moves that came with a link, since this player last played: each tile framed in its player's colour and
   * numbered in the order played, until the player moves. @param {Frame} frame */
  drawLinkMoves(frame) {
    const { scene, s, visible } = frame;
    const ctx = this.ctx;
    (scene.recent || []).forEach((r, i) => {
      if (!visible(r.x, r.y)) return;
      const [sx, sy] = this.square(r.x, r.y);
      const w = Math.max(3, s * 0.06);
      ctx.save();
      ctx.lineWidth = w + 2;
      ctx.strokeStyle = "rgba(0,0,0,0.5)";
      ctx.strokeRect(sx + w / 2, sy + w / 2, s - w, s - w);
      ctx.lineWidth = w;
      ctx.strokeStyle = r.colour;
      ctx.strokeRect(sx + w / 2, sy + w / 2, s - w, s - w);
      ctx.restore();
      drawBadge(ctx, String(i + 1), sx + w + Math.max(9, s * 0.1), sy + w + Math.max(9, s * 0.1), Math.max(11, s * 0.11), r.colour);
    });
  }

  /** Free squares where the tile in hand fits: at the rotation shown, bright; only turned another way, faint and
   * marked with a turning arrow. Every square it can go to is marked, however it is turned now. @param {Frame} frame */
  drawTargets(frame) {
    const { scene, s, visible } = frame;
    const ctx = this.ctx;
    /** @param {Square[]} squares @param {{fill: string, stroke: string, width: number, dash: number[],
     *   arrow: boolean}} look */
    const markSquares = (squares, { fill, stroke, width, dash, arrow }) => {
      for (const p of squares || []) {
        if (!visible(p.x, p.y)) continue;
        const [sx, sy] = this.square(p.x, p.y);
        const pad = s * 0.06;
        ctx.save();
        ctx.fillStyle = fill;
        ctx.strokeStyle = stroke;
        ctx.lineWidth = width;
        ctx.setLineDash(dash);
        roundRect(ctx, sx + pad, sy + pad, s - 2 * pad, s - 2 * pad, s * 0.1);
        ctx.fill();
        ctx.stroke();
        ctx.restore();
        if (arrow) drawTurnArrow(ctx, sx + s / 2, sy + s / 2, s * 0.16);
      }
    };
    markSquares(scene.turnedTargets, {
      fill: "rgba(255, 255, 255, 0.2)", stroke: "rgba(255, 255, 255, 0.8)", width: Math.max(1, s * 0.02),
      dash: [s * 0.04, s * 0.06], arrow: true,
    });
    markSquares(scene.targets, {
      fill: "rgba(255, 255, 255, 0.42)", stroke: "rgba(255, 255, 255, 0.95)", width: Math.max(1.5, s * 0.03),
      dash: [s * 0.1, s * 0.07], arrow: false,
    });
  }

  /** A lesson's square: where its learner puts the tile, in a ring of its own colour. @param {Frame} frame */
  drawLessonSquare(frame) {
    const { scene, s } = frame;
    const ctx = this.ctx;
    if (scene.lesson?.square) {
      const [sx, sy] = this.square(scene.lesson.square.x, scene.lesson.square.y);
      ctx.save();
      ctx.strokeStyle = LESSON;
      ctx.lineWidth = Math.max(3, s * 0.07);
      ctx.shadowColor = "rgba(0,0,0,0.45)";
      ctx.shadowBlur = 6;
      roundRect(ctx, sx - s * 0.04, sy - s * 0.04, s * 1.08, s * 1.08, s * 0.14);
      ctx.stroke();
      ctx.restore();
    }
  }

  /** The tile in hand previewed under the mouse. @param {Frame} frame */
  drawHover(frame) {
    const { scene, s, dpr } = frame;
    const ctx = this.ctx;
    if (scene.hover && !scene.tentative) {
      const { x, y, rot, tile } = scene.hover;
      const [sx, sy] = this.square(x, y);
      ctx.save();
      ctx.globalAlpha = 0.7;
      this.art.draw(ctx, tile, rot, sx, sy, s, dpr);
      ctx.restore();
    }
  }

  /** The tentative tile: drawn in place with a golden frame; nothing is sent yet. @param {Frame} frame */
  drawTentative(frame) {
    const { scene, s, dpr, tent } = frame;
    const ctx = this.ctx;
    if (tent) {
      const [sx, sy] = this.square(tent.x, tent.y);
      this.art.draw(ctx, tent.tile, tent.rot, sx, sy, s, dpr);
      ctx.save();
      ctx.strokeStyle = "#fff";
      ctx.lineWidth = Math.max(3, s * 0.06);
      ctx.shadowColor = "rgba(0,0,0,0.5)";
      ctx.shadowBlur = 6;
      ctx.strokeRect(sx, sy, s, s);
      ctx.restore();
      ctx.save();
      ctx.strokeStyle = HIGHLIGHT;
      ctx.lineWidth = Math.max(2, s * 0.03);
      ctx.strokeRect(sx, sy, s, s);
      ctx.restore();
      const chosen = tent.options[tent.selected];
      if (chosen && chosen.segment != null) {
        this.withTile(tent.x, tent.y, tent.rot, (c) => {
          c.globalAlpha = 0.28;
          this.art.paintSegment(c, tent.tile, chosen.segment, scene.colour);
        });
      }
    }
  }

  /** A reviewed move in the replay (js/play/review.js): the move played, drawn as placed and framed in its
   * player's colour, and the better move found as a ghost (translucent, in a dashed frame), each tagged. On one
   * square at one rotation, the tile is drawn once with both pieces; at two rotations, only the one chosen (`show`).
   * @param {Frame} frame */
  drawReviewMoves(frame) {
    const r = frame.scene.review;
    if (!r) return;
    const { played, best } = r;
    const sameSquare = played && best && played.x === best.x && played.y === best.y;
    if (sameSquare && played.rot === best.rot) {
      this.drawReviewTile(frame, played, { ghost: false, tag: r.labels.played });
      this.drawReviewPiece(frame, best, { ghost: true, tag: r.labels.best });
      return;
    }
    if (played && !(sameSquare && r.show === "best")) this.drawReviewTile(frame, played, { ghost: false, tag: r.labels.played });
    if (best && !(sameSquare && r.show === "played")) this.drawReviewTile(frame, best, { ghost: true, tag: r.labels.best });
  }

  /** One reviewed move's tile (see drawReviewMoves), its piece, and its tag at the top of the square. */
  /** @param {Frame} frame @param {Tentative} tent @param {{ghost: boolean, tag: string}} how */
  drawReviewTile(frame, tent, { ghost, tag }) {
    const { scene, s, dpr, visible } = frame;
    if (!visible(tent.x, tent.y)) return;
    const ctx = this.ctx;
    const colour = scene.review.colour || "#fff";
    const [sx, sy] = this.square(tent.x, tent.y);
    ctx.save();
    if (ghost) ctx.globalAlpha = 0.55;
    this.art.draw(ctx, tent.tile, tent.rot, sx, sy, s, dpr);
    ctx.restore();
    ctx.save();
    const w = Math.max(3, s * 0.05);
    ctx.lineWidth = w + 2;
    ctx.strokeStyle = "rgba(0, 0, 0, 0.6)";
    if (ghost) ctx.setLineDash([s * 0.1, s * 0.07]);
    ctx.strokeRect(sx + w / 2, sy + w / 2, s - w, s - w);
    ctx.lineWidth = w;
    ctx.strokeStyle = ghost ? "#fff" : colour;
    ctx.strokeRect(sx + w / 2, sy + w / 2, s - w, s - w);
    ctx.restore();
    this.drawReviewPiece(frame, tent, { ghost, tag: null });
    drawBadge(ctx, tag, sx + s / 2, sy, Math.max(11, s * 0.11), ghost ? "#fff" : colour, ghost ? "#ffffff" : HIGHLIGHT);
  }

  /** The piece of a reviewed move's option, on its spot: a ghost is translucent in a dashed ring, tagged if `tag`.
   * @param {Frame} frame @param {Tentative} tent @param {{ghost: boolean, tag: string | null}} how */
  drawReviewPiece(frame, tent, { ghost, tag }) {
    const { scene } = frame;
    const chosen = tent.options[tent.selected];
    const at = chosen?.piece && !chosen.at ? this.spotLayout(tent)[tent.selected] : null;
    if (!at) return;
    const ctx = this.ctx;
    const [px, py, r] = at;
    const { colour, letter } = scene.review;
    if (ghost) {
      ctx.save();
      ctx.beginPath();
      ctx.arc(px, py, r * 1.25, 0, Math.PI * 2);
      ctx.fillStyle = "rgba(255, 255, 255, 0.35)";
      ctx.fill();
      ctx.lineWidth = 2.5;
      ctx.setLineDash([5, 4]);
      ctx.strokeStyle = "#fff";
      ctx.stroke();
      ctx.restore();
    }
    this.art.drawPiece(ctx, { x: px, y: py, size: r * 1.9, colour, letter, piece: chosen.piece, role: chosen.role,
      ...(ghost ? { alpha: 0.6 } : {}) });
    if (tag) drawBadge(ctx, tag, px, py - r * 1.25 - 10, Math.max(11, r * 0.55), "#fff", "#ffffff");
  }

  /** The pieces on the map, upright whatever the tile's rotation; one just put down falls onto its spot.
   * @param {Frame} frame */
  drawPieces(frame) {
    const { scene, view, visible, moving } = frame;
    const ctx = this.ctx;
    const pieceSize = this.pieceSize();
    for (const t of view.board) {
      if (!t.pieces || !t.pieces.length || !visible(t.x, t.y)) continue;
      for (const p of t.pieces) {
        const [px, py] = this.tilePoint(t.x, t.y, t.rot, this.art.anchor(t.tile, p.segment));
        // A seat without a look is drawn without colour or letter.
        const who = scene.players[p.player] || /** @type {Partial<BoardLook>} */ ({});
        const drop = moving.get(`${t.x},${t.y},${p.segment}`); // a piece just put down falls onto its spot
        const fall = drop === undefined ? 0 : (1 - easeOutBack(drop)) * pieceSize * 1.6;
        if (drop === 0) continue;
        this.art.drawPiece(ctx, {
          x: px, y: py - fall, size: pieceSize, colour: who.colour, letter: who.letter, piece: p.piece, role: p.role,
          ...(drop === undefined ? {} : { alpha: Math.min(1, 0.3 + drop * 2) }),
        });
      }
    }
  }

  /** Piece spots of the tentative placement: the chosen option's piece last, over the others' circles (a piece is
   * larger than its circle, a lying hunter's spear longer still, and on a crowded tile shown small they meet).
   * @param {Frame} frame */
  drawSpots(frame) {
    const { scene, tent } = frame;
    const ctx = this.ctx;
    if (tent) {
      const layout = this.spotLayout(tent);
      tent.options.forEach((o, i) => {
        const at = layout[i];
        if (!at || i === tent.selected || scene.spots === false) return;
        const [px, py, r] = at;
        ctx.save();
        ctx.beginPath();
        ctx.arc(px, py, r, 0, Math.PI * 2);
        ctx.fillStyle = "rgba(255,255,255,0.82)";
        ctx.shadowColor = "rgba(0,0,0,0.4)";
        ctx.shadowBlur = 4;
        ctx.fill();
        ctx.shadowColor = "transparent";
        ctx.lineWidth = 2.5;
        ctx.strokeStyle = scene.colour;
        ctx.stroke();
        // A faint silhouette in the pose the piece would take (standing, lying, another figure), so
        // choices that share one feature differ at a glance; the number stays the key to press.
        this.art.drawPiece(ctx, { x: px, y: py, size: r * 1.55, colour: scene.colour, piece: o.piece, role: o.role, alpha: 0.42 });
        ctx.fillStyle = "#222";
        ctx.font = `800 ${Math.round(r * 0.95)}px system-ui, sans-serif`;
        ctx.textAlign = "center";
        ctx.textBaseline = "middle";
        ctx.lineWidth = 3;
        ctx.strokeStyle = "rgba(255,255,255,0.9)";
        ctx.strokeText(String(tent.spotNumbers[i]), px, py + 1);
        ctx.fillText(String(tent.spotNumbers[i]), px, py + 1);
        ctx.restore();
      });
      const chosen = tent.options[tent.selected], at = layout[tent.selected];
      if (chosen && at && !chosen.at) { // a piece already on the map is ringed instead (drawOptionReach), not drawn twice
        const [px, py, r] = at;
        this.art.drawPiece(ctx, { x: px, y: py, size: r * 1.9, colour: scene.colour, letter: scene.letter, piece: chosen.piece, role: chosen.role, ring: "rgba(255,255,255,0.75)" });
      }
      this.drawOptionReach(scene, chosen, at);
      const lessonSpot = scene.lesson?.spot != null ? layout[scene.lesson.spot] : null;
      if (lessonSpot) { // a lesson's spot: ringed round its circle
        const [px, py, r] = lessonSpot;
        ctx.save();
        ctx.beginPath();
        ctx.arc(px, py, r * 1.45, 0, Math.PI * 2);
        ctx.strokeStyle = LESSON;
        ctx.lineWidth = Math.max(3, r * 0.3);
        ctx.shadowColor = "rgba(0,0,0,0.45)";
        ctx.shadowBlur = 5;
        ctx.stroke();
        ctx.restore();
      }
    }
  }

  /** A hint on show: tagged at the tentative tile's corner until the player changes it. @param {Frame} frame */
  drawHintTag(frame) {
    const { scene, s, tent } = frame;
    const ctx = this.ctx;
    if (tent && scene.hintLabel) {
      const [sx, sy] = this.square(tent.x, tent.y);
      drawBadge(ctx, scene.hintLabel, sx + s * 0.12, sy, Math.max(12, s * 0.12), "#fff");
    }
  }

  /** The keyboard cursor. @param {Frame} frame */
  drawCursor(frame) {
    const { scene, s } = frame;
    const ctx = this.ctx;
    if (scene.cursor) {
      const [sx, sy] = this.square(scene.cursor.x, scene.cursor.y);
      ctx.save();
      ctx.strokeStyle = "#f0a500";
      ctx.lineWidth = 4;
      ctx.setLineDash([]);
      roundRect(ctx, sx - 3, sy - 3, s + 6, s + 6, 6);
      ctx.stroke();
      ctx.restore();
    }
  }

  /** Points rise from each scored feature (or stay still, for reduced motion). @param {Frame} frame */
  drawRisingPoints(frame) {
    const { scene, now, s } = frame;
    const ctx = this.ctx;
    const cam = this.camera;
    const still = reducedMotion();
    for (const f of scene.flashes || []) {
      const k = flashAlpha(f, now);
      if (k <= 0 || !f.tiles || !f.tiles.length) continue;
      const cx = f.tiles.reduce((a, t) => a + t[0], 0) / f.tiles.length;
      const cy = f.tiles.reduce((a, t) => a + t[1], 0) / f.tiles.length;
      const [px, py] = cam.toScreen(cx, cy);
      const rise = still ? 12 : (1 - k) * 20 + ((now - f.start) / f.duration) * 18;
      ctx.save();
      ctx.globalAlpha = Math.min(1, k * 1.5);
      ctx.font = `800 ${Math.round(Math.max(16, Math.min(34, s * 0.32)))}px system-ui, sans-serif`;
      ctx.textAlign = "center";
      ctx.textBaseline = "middle";
      ctx.lineWidth = 5;
      ctx.strokeStyle = "rgba(30,25,15,0.85)";
      ctx.strokeText(f.label, px, py - rise);
      ctx.fillStyle = f.colour || HIGHLIGHT;
      ctx.fillText(f.label, px, py - rise);
      ctx.restore();
    }
  }

  /** A tile being put down: lifted and a little larger at first (its shadow further off), settling into its square
   * as k goes from 0 to 1. @param {PlacedTile} t @param {number} k */
  drawLanding(t, k) {
    const ctx = this.ctx;
    const [sx, sy, s] = this.square(t.x, t.y);
    const lift = 1 - k;
    ctx.save();
    ctx.fillStyle = `rgba(70, 55, 30, ${0.28 - 0.1 * lift})`;
    ctx.fillRect(sx + s * (0.04 + 0.1 * lift), sy + s * (0.06 + 0.14 * lift), s, s);
    ctx.translate(sx + s / 2, sy + s / 2);
    ctx.scale(1 + 0.14 * lift, 1 + 0.14 * lift);
    ctx.translate(-s / 2, -s / 2 - s * 0.08 * lift);
    this.art.draw(ctx, t.tile, t.rot, 0, 0, s, this.dpr || 1);
    ctx.restore();
  }

  /** What the chosen option reaches beyond its own spot, as the engine describes it (a piece called back, say):
   * `area` outlines a box of squares, `piece_at` rings a piece on the board, `points` shows what it scores.
   * @param {Scene} scene @param {SpotOption | undefined} option @param {Circle | null} spot its own spot, if any */
  drawOptionReach(scene, option, spot) {
    if (!option) return;
    const ctx = this.ctx;
    const s = this.camera.scale;
    const pieceSize = this.pieceSize();
    ctx.save();
    ctx.strokeStyle = HIGHLIGHT;
    const box = option.area;
    if (box) {
      const [qx, qy] = this.square(box.x0, box.y0);
      ctx.lineWidth = Math.max(2, s * 0.03);
      ctx.setLineDash([s * 0.12, s * 0.08]);
      roundRect(ctx, qx + 2, qy + 2, s * (box.x1 - box.x0 + 1) - 4, s * (box.y1 - box.y0 + 1) - 4, s * 0.12);
      ctx.stroke();
    }
    const k = pieceSize * 0.75; // a badge sits up and to the right of what it labels
    let badge = spot ? [spot[0] + k, spot[1] - k] : null;
    const at = option.piece_at;
    const tile = at && scene.tileAt(at.x, at.y);
    if (tile) {
      const [px, py] = this.tilePoint(at.x, at.y, tile.rot, this.art.anchor(tile.tile, at.segment));
      ctx.lineWidth = 4;
      ctx.setLineDash([6, 4]);
      ctx.beginPath();
      ctx.arc(px, py, pieceSize * 0.8, 0, Math.PI * 2);
      ctx.stroke();
      badge = [px + k, py - k];
    }
    if (option.points != null) {
      if (!badge) {
        const [sx, sy] = this.square(scene.tentative.x, scene.tentative.y);
        badge = [sx + s * 0.88, sy]; // the tentative tile's top right corner (a hint's tag takes the left one)
      }
      drawBadge(ctx, `+${option.points}`, badge[0], badge[1], Math.max(14, pieceSize * 0.5), scene.colour);
    }
    ctx.restore();
  }

  /** The table top under the board, with a faint grid of its squares. */
  paintBackground() {
    const ctx = this.ctx;
    const cam = this.camera;
    // A table top: lighter in the middle, darker towards the edges.
    const glow = ctx.createRadialGradient(cam.width / 2, cam.height / 2, 0, cam.width / 2, cam.height / 2,
      Math.hypot(cam.width, cam.height) / 1.6);
    glow.addColorStop(0, "#d8cdb1");
    glow.addColorStop(1, "#bfb193");
    ctx.fillStyle = glow;
    ctx.fillRect(0, 0, cam.width, cam.height);
    // Faint grid of the board squares, so free space reads as a table top with room for tiles.
    const s = cam.scale;
    if (s < 20) return;
    ctx.strokeStyle = "rgba(120, 100, 60, 0.16)";
    ctx.lineWidth = 1;
    const [bx0, by0] = cam.toBoard(0, 0);
    const [bx1, by1] = cam.toBoard(cam.width, cam.height);
    ctx.beginPath();
    for (let x = Math.floor(bx0) + 0.5; x <= bx1 + 1; x++) {
      const [sx] = cam.toScreen(x, 0);
      ctx.moveTo(Math.round(sx) + 0.5, 0);
      ctx.lineTo(Math.round(sx) + 0.5, cam.height);
    }
    for (let y = Math.floor(by0) + 0.5; y <= by1 + 1; y++) {
      const [, sy] = cam.toScreen(0, y);
      ctx.moveTo(0, Math.round(sy) + 0.5);
      ctx.lineTo(cam.width, Math.round(sy) + 0.5);
    }
    ctx.stroke();
  }
}

/** 0..1 strength of a scoring flash at time now (fade in, hold, fade out). @param {Flash} f @param {number} now */
function flashAlpha(f, now) {
  const t = (now - f.start) / f.duration;
  if (t < 0 || t > 1) return 0;
  if (t < 0.15) return t / 0.15;
  if (t > 0.75) return (1 - t) / 0.25;
  return 1;
}

/** A round label (points to come) at (x, y): dark text on the highlight (or `fill`), rimmed in the player's colour.
 * @param {CanvasRenderingContext2D} ctx @param {string} text @param {number} x @param {number} y @param {number} size
 * @param {string | undefined} rim none: white @param {string} [fill] */
function drawBadge(ctx, text, x, y, size, rim, fill = HIGHLIGHT) {
  ctx.save();
  ctx.setLineDash([]);
  ctx.font = `800 ${Math.round(size)}px system-ui, sans-serif`;
  const w = Math.max(size * 1.6, ctx.measureText(text).width + size * 0.8);
  roundRect(ctx, x - w / 2, y - size * 0.75, w, size * 1.5, size * 0.75);
  ctx.fillStyle = fill;
  ctx.shadowColor = "rgba(0,0,0,0.45)";
  ctx.shadowBlur = 5;
  ctx.fill();
  ctx.shadowColor = "transparent";
  ctx.lineWidth = 3;
  ctx.strokeStyle = rim || "#fff";
  ctx.stroke();
  ctx.fillStyle = "#1b1b1b";
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.fillText(text, x, y + 1);
  ctx.restore();
}

/** A clockwise turning arrow of radius r centred at (x, y): "turn the tile to put it here".
 * @param {CanvasRenderingContext2D} ctx @param {number} x @param {number} y @param {number} r */
function drawTurnArrow(ctx, x, y, r) {
  const from = -0.35 * Math.PI, to = 1.15 * Math.PI;
  const head = r * 0.55;
  const [ex, ey] = [x + r * Math.cos(to), y + r * Math.sin(to)];
  const path = new Path2D();
  path.arc(x, y, r, from, to);
  path.moveTo(ex + head * Math.cos(to - 0.28 * Math.PI), ey + head * Math.sin(to - 0.28 * Math.PI));
  path.lineTo(ex, ey);
  path.lineTo(ex + head * Math.cos(to - 0.72 * Math.PI), ey + head * Math.sin(to - 0.72 * Math.PI));
  ctx.save();
  ctx.lineCap = "round";
  ctx.lineJoin = "round";
  ctx.lineWidth = Math.max(3, r * 0.42); // a dark rim, so it reads on grass and on the table alike
  ctx.strokeStyle = "rgba(40, 32, 20, 0.55)";
  ctx.stroke(path);
  ctx.lineWidth = Math.max(1.5, r * 0.22);
  ctx.strokeStyle = "#fff";
  ctx.stroke(path);
  ctx.restore();
}

/** Begin a path of one rounded rectangle. @param {CanvasRenderingContext2D} ctx @param {number} x @param {number} y
 * @param {number} w @param {number} h @param {number} r */
function roundRect(ctx, x, y, w, h, r) {
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, r);
}

/** A point of an unrotated unit-square tile turned by rot quarter turns clockwise about the tile centre.
 * @param {Point} p @param {number} rot @returns {Point} */
export function rotatePoint(p, rot) {
  let [x, y] = [p[0] - 0.5, p[1] - 0.5];
  for (let i = 0; i < (rot & 3); i++) [x, y] = [-y, x];
  return [x + 0.5, y + 0.5];
}
