// What the current player of a tile-placement game is choosing, over the engine's legal placements only: rotation,
// tentative square, option; or, when the engine asks a question before a placement (view.question: which piece to
// take back), one of its answers. Nothing here judges a move; every choice is one the view offers.
// The shared page drives it (js/play/controls.js, js/play/keys.js) and shows it (js/board/render.js: tentative, targets(), cursor;
// js/panels/hand.js: the hand). A game's entry module hands it out from createChoice (js/games/<name>/index.js).

/** @typedef {import("../engine/types.js").View} View */
/** @typedef {import("../engine/types.js").Option} Option */
/** @typedef {import("../engine/types.js").Placement} Placement */
/** A square of the map: where the keyboard cursor is. @typedef {{x: number, y: number}} Square */
/** An option of the tentative placement, one of its placement's or an answer to the view's question (the board's
 * shape, which draws it). @typedef {import("../board/render.js").SpotOption} ChoiceOption */
/** The tile put down on the map but not sent yet, with the options it offers there.
 * @typedef {import("../board/render.js").Tentative} Tentative */

export class TurnChoice {
  /** Start choosing from a view; keepRot is the rotation the player last looked at.
   * @param {View} view @param {number} [keepRot] */
  constructor(view, keepRot = 0) {
    this.tile = view.hand;
    this.placements = view.placements || [];
    this.rots = [...new Set(this.placements.map((p) => p.rot))].sort((a, b) => a - b);
    this.rot = this.rots.includes(keepRot) ? keepRot : (this.rots[0] ?? 0);
    /** @type {Tentative | null} */
    this.tentative = null; // {x, y, rot, tile, options, selected, spotNumbers}
    /** @type {Square | null} */
    this.cursor = null; // keyboard cursor {x, y}
    this.question = view.question || null;
    if (this.question) this.ask(view);
  }

  /** Offer the question's answers as the options of the tile just placed; an answer that names a piece on the
   * map has its spot there (tap the piece), the others (none) are buttons only. @param {View} view */
  ask(view) {
    const q = this.question;
    const tiles = new Map(view.board.map((tile) => [`${tile.x},${tile.y}`, tile]));
    const last = view.last_placed ? tiles.get(`${view.last_placed.x},${view.last_placed.y}`) : view.board.at(-1);
    const options = q.answers.map(/** @returns {ChoiceOption} */ (a) => {
      const at = a.piece_at && tiles.get(`${a.piece_at.x},${a.piece_at.y}`);
      return { ...a, piece: a.piece ?? null, segment: null, question: q.verb,
        at: at ? { ...a.piece_at, rot: at.rot, tile: at.tile } : null };
    });
    const none = options.findIndex((o) => !o.piece_at);
    /** @type {number[]} */
    const spotNumbers = [];
    let n = 0;
    options.forEach((o, i) => { spotNumbers[i] = o.piece_at ? ++n : 0; });
    this.tentative = { x: last.x, y: last.y, rot: last.rot, tile: last.tile, options, selected: Math.max(0, none),
      spotNumbers, question: true };
    this.cursor = { x: last.x, y: last.y };
  }

  get canPlace() {
    return this.placements.length > 0 || !!this.question;
  }

  /** The squares where the tile fits at the rotation shown. */
  targets() {
    return this.placements.filter((p) => p.rot === this.rot);
  }

  /** The squares where the tile fits only turned another way than shown ({x, y}, each once). */
  turnedTargets() {
    const taken = new Set(this.targets().map((p) => `${p.x},${p.y}`));
    const squares = [];
    for (const { x, y } of this.placements) {
      if (!taken.has(`${x},${y}`)) squares.push({ x, y });
      taken.add(`${x},${y}`);
    }
    return squares;
  }

  /** The placement at square x,y turned to rot, if the tile fits there so.
   * @param {number} x @param {number} y @param {number} rot @returns {Placement | undefined} */
  at(x, y, rot) {
    return this.placements.find((p) => p.x === x && p.y === y && p.rot === rot);
  }

  /** The rotations the tile fits at square x,y, in order. @param {number} x @param {number} y @returns {number[]} */
  rotsAt(x, y) {
    return this.placements.filter((p) => p.x === x && p.y === y).map((p) => p.rot).sort((a, b) => a - b);
  }

  /** Turn the tile to the next rotation that fits somewhere (or, once placed, fits on that square).
   * @param {number} [step] */
  rotate(step = 1) {
    if (this.question) return;
    if (this.tentative) {
      const rots = this.rotsAt(this.tentative.x, this.tentative.y);
      const next = cycle(rots, this.tentative.rot, step);
      if (next !== this.tentative.rot) this.place(this.tentative.x, this.tentative.y, next);
      return;
    }
    this.rot = cycle(this.rots, this.rot, step);
  }

  /** A tap on square x,y: place there (keeping the rotation if it fits, else the first that does).
   * @param {number} x @param {number} y @returns {boolean} */
  tap(x, y) {
    if (this.tentative && this.tentative.x === x && this.tentative.y === y) {
      this.rotate();
      return true;
    }
    const rots = this.rotsAt(x, y);
    if (!rots.length) return false;
    this.place(x, y, rots.includes(this.rot) ? this.rot : rots[0]);
    return true;
  }

  /** Put the tile down at square x,y turned to rot, if it fits there so. @param {number} x @param {number} y
   * @param {number} rot */
  place(x, y, rot) {
    const p = this.at(x, y, rot);
    if (!p) return;
    this.rot = rot;
    this.cursor = { x, y };
    const options = p.options;
    const none = options.findIndex((o) => o.segment == null && o.piece == null);
    // Spots are numbered 1.. in option order, then other choices (a piece called back); 0 is "no piece".
    /** @type {number[]} */
    const spotNumbers = [];
    let n = 0;
    options.forEach((o, i) => { if (o.segment != null) spotNumbers[i] = ++n; });
    options.forEach((o, i) => { if (o.segment == null) spotNumbers[i] = o.piece == null ? 0 : ++n; });
    this.tentative = { x, y, rot, tile: this.tile, options, selected: none >= 0 ? none : 0, spotNumbers };
  }

  /** Choose option i of the tentative placement. @param {number} i */
  pick(i) {
    if (this.tentative && i >= 0 && i < this.tentative.options.length) this.tentative.selected = i;
  }

  /** Choose the option numbered n (0: no piece). @param {number} n @returns {boolean} */
  pickNumber(n) {
    if (!this.tentative) return false;
    const i = this.tentative.spotNumbers.indexOf(n);
    if (i < 0) return false;
    this.pick(i);
    return true;
  }

  /** Step the selected option (Tab through spots). @param {number} [step] */
  cycleOption(step = 1) {
    const t = this.tentative;
    if (!t) return;
    t.selected = (t.selected + step + t.options.length) % t.options.length;
  }

  undo() {
    if (!this.question) this.tentative = null; // an answer is owed: nothing to take back
  }

  /** Make a move string (a computer's choice, a hint) the tentative choice; false if it is not a legal option.
   * @param {string} move @returns {boolean} */
  show(move) {
    if (this.question) {
      const i = this.tentative.options.findIndex((o) => o.move === move);
      if (i >= 0) this.pick(i);
      return i >= 0;
    }
    for (const p of this.placements) {
      const i = p.options.findIndex((o) => o.move === move);
      if (i < 0) continue;
      this.place(p.x, p.y, p.rot);
      this.pick(i);
      return true;
    }
    return false;
  }

  /** The move string to send, or null before a placement. @returns {string | null} */
  move() {
    return this.tentative ? this.tentative.options[this.tentative.selected].move : null;
  }

  /** Move the keyboard cursor to the next target (Tab order: by row, then column); false past either end.
   * @param {number} [step] @returns {boolean} */
  cycleCursor(step = 1) {
    const list = sortedTargets(this.targets());
    if (!list.length) return false;
    const i = this.cursor ? list.findIndex((p) => p.x === this.cursor.x && p.y === this.cursor.y) : -1;
    const j = i < 0 ? (step > 0 ? 0 : list.length - 1) : i + step;
    if (j < 0 || j >= list.length) return false;
    this.cursor = { x: list[j].x, y: list[j].y };
    return true;
  }

  /** Move the keyboard cursor to the nearest target in direction (dx, dy). @param {number} dx @param {number} dy */
  moveCursor(dx, dy) {
    const list = this.targets();
    if (!list.length) return;
    if (!this.cursor) {
      this.cycleCursor();
      return;
    }
    let best = null, bestCost = Infinity;
    for (const p of list) {
      const ax = p.x - this.cursor.x, ay = p.y - this.cursor.y;
      const along = ax * dx + ay * dy;
      if (along <= 0) continue;
      const across = Math.abs(ax * dy - ay * dx);
      const cost = along + across * 2;
      if (cost < bestCost) { bestCost = cost; best = p; }
    }
    if (best) this.cursor = { x: best.x, y: best.y };
  }
}

/** The value `step` places after `value` in `list`, going round past either end.
 * @param {number[]} list @param {number} value @param {number} step @returns {number} */
function cycle(list, value, step) {
  if (!list.length) return value;
  const i = list.indexOf(value);
  return list[(i + step + list.length * 2) % list.length];
}

/** The placements' squares, each once, by row, then column. @param {Placement[]} list @returns {Placement[]} */
function sortedTargets(list) {
  const seen = new Set();
  return list.filter((p) => !seen.has(`${p.x},${p.y}`) && seen.add(`${p.x},${p.y}`))
    .sort((a, b) => a.y - b.y || a.x - b.x);
}
