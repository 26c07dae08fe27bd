// Maps board coordinates (one unit per tile, tile x,y centred on the point x,y) to canvas CSS pixels.

/** A box of board units, from square x0,y0 to square x1,y1 (what follow shows). @typedef {{x0: number, y0: number,
 * x1: number, y1: number}} BoardBox */
/** Where the camera looks: the board point at the viewport centre and the CSS pixels per tile.
 * @typedef {{cx: number, cy: number, scale: number}} CameraAim */

const MIN_SCALE = 14;
const MAX_SCALE = 260;

export class Camera {
  constructor() {
    this.cx = 0; // board point shown at the viewport centre
    this.cy = 0;
    this.scale = 96; // CSS pixels per tile
    this.width = 1; // viewport size in CSS pixels
    this.height = 1;
    this.insetRight = 0; // CSS pixels on the right that buttons cover (the zoom buttons): kept clear by follow
    this.insetTop = 0; // CSS pixels at the top that a row over the board covers (a game's map tabs): kept clear too
    /** @type {CameraAim | null} while gliding */
    this.target = null;
  }

  /** The viewport's size in CSS pixels. @param {number} width @param {number} height */
  resize(width, height) {
    this.width = Math.max(1, width);
    this.height = Math.max(1, height);
  }

  /** The screen point (CSS px) of board point x,y. @param {number} x @param {number} y @returns {[number, number]} */
  toScreen(x, y) {
    return [(x - this.cx) * this.scale + this.width / 2, (y - this.cy) * this.scale + this.height / 2];
  }

  /** The board point under screen point sx,sy. @param {number} sx @param {number} sy @returns {[number, number]} */
  toBoard(sx, sy) {
    return [(sx - this.width / 2) / this.scale + this.cx, (sy - this.height / 2) / this.scale + this.cy];
  }

  /** Move the view by a screen distance (a drag); cancels any glide. @param {number} dx @param {number} dy */
  panBy(dx, dy) {
    this.target = null;
    this.cx -= dx / this.scale;
    this.cy -= dy / this.scale;
  }

  /** Zoom by factor keeping the board point under screen point (sx, sy) fixed.
   * @param {number} factor @param {number} [sx] @param {number} [sy] */
  zoomAt(factor, sx = this.width / 2, sy = this.height / 2) {
    this.target = null;
    const [bx, by] = this.toBoard(sx, sy);
    this.scale = clamp(this.scale * factor, MIN_SCALE, MAX_SCALE);
    this.cx = bx - (sx - this.width / 2) / this.scale;
    this.cy = by - (sy - this.height / 2) / this.scale;
  }

  /** The part of the view that nothing covers: {inset: [right, top], width, height} in CSS pixels, the insets
   * kept to a third of the view each, so that a small board is never given up whole.
   * @returns {{inset: [number, number], width: number, height: number}} */
  free() {
    const right = Math.min(this.insetRight, this.width / 3), top = Math.min(this.insetTop, this.height / 3);
    return { inset: [right, top], width: this.width - right, height: this.height - top };
  }

  /** Glide so the box [x0,x1]x[y0,y1] of board units is in view; zooms out only when it must.
   * @param {BoardBox} box @param {number} [margin] @param {boolean} [zoomIn] */
  follow(box, margin = 0.7, zoomIn = false) {
    const x0 = box.x0 - margin, x1 = box.x1 + margin, y0 = box.y0 - margin, y1 = box.y1 + margin;
    const { inset: [right, top], width, height } = this.free();
    const fit = Math.min(width / (x1 - x0), height / (y1 - y0));
    const base = this.target || this;
    let scale = base.scale;
    if (fit < scale || zoomIn) scale = clamp(Math.min(fit, zoomIn ? 110 : scale), MIN_SCALE, MAX_SCALE);
    const halfW = width / 2 / scale, halfH = height / 2 / scale;
    // The free part's centre is left of the view's by half the right inset, below it by half the top one.
    const shiftX = right / 2 / scale, shiftY = top / 2 / scale;
    // Shift the centre just enough (or centre the box when it is wider than the view).
    const freeX = x1 - x0 > 2 * halfW ? (x0 + x1) / 2 : clamp(base.cx - shiftX, x1 - halfW, x0 + halfW);
    const freeY = y1 - y0 > 2 * halfH ? (y0 + y1) / 2 : clamp(base.cy + shiftY, y1 - halfH, y0 + halfH);
    this.glideTo(freeX + shiftX, freeY - shiftY, scale);
  }

  /** Glide to show board point x,y in the middle of the free part of the view at `scale`, or at the largest scale
   * at which a box `size` units wide around it still fits there.
   * @param {number} x @param {number} y @param {number} scale @param {number} [size] */
  focus(x, y, scale, size = 1) {
    const { inset: [right, top], width, height } = this.free();
    const most = Math.min(width, height) / size;
    const s = clamp(Math.min(scale, Math.max(most, MIN_SCALE)), MIN_SCALE, MAX_SCALE);
    this.glideTo(x + right / 2 / s, y - top / 2 / s, s);
  }

  /** Glide to centre cx,cy at `scale` (no glide when already there). @param {number} cx @param {number} cy
   * @param {number} scale */
  glideTo(cx, cy, scale) {
    if (Math.abs(cx - this.cx) < 1e-3 && Math.abs(cy - this.cy) < 1e-3 && Math.abs(scale - this.scale) < 1e-3) {
      this.target = null;
      return;
    }
    this.target = { cx, cy, scale };
  }

  /** Advance a glide by one frame of dt milliseconds; returns true while still moving. @param {number} dt
   * @returns {boolean} */
  step(dt) {
    if (!this.target) return false;
    const k = 1 - Math.exp(-dt / 90);
    const t = this.target;
    this.cx += (t.cx - this.cx) * k;
    this.cy += (t.cy - this.cy) * k;
    this.scale += (t.scale - this.scale) * k;
    if (Math.abs(t.cx - this.cx) * this.scale < 0.5 && Math.abs(t.cy - this.cy) * this.scale < 0.5
        && Math.abs(t.scale - this.scale) < 0.05) {
      Object.assign(this, { cx: t.cx, cy: t.cy, scale: t.scale });
      this.target = null;
    }
    return true;
  }

  /** Jump straight to the end of any glide (tests and first frame). */
  settle() {
    if (this.target) Object.assign(this, this.target);
    this.target = null;
  }
}

/** v kept within lo..hi. @param {number} v @param {number} lo @param {number} hi */
function clamp(v, lo, hi) {
  return Math.max(lo, Math.min(hi, v));
}
