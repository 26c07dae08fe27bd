// The game in play as data (TableState), and the one door (TableDoor) through which the page's parts read it, hear
// that it changed, and ask the turn flow for something. The turn flow (js/play/session.js) alone writes the state
// and builds the door; a part is handed the door, never the Session, and the type check holds it to the door's
// members (a part that reaches past it fails lint.sh's tsc). A game's own table gets the door too, as the narrower
// PanelDoor its contract names (js/games/contract.js).

/** @typedef {import("../engine/types.js").View} View */
/** @typedef {import("../engine/types.js").Setup} Setup */
/** @typedef {import("../engine/types.js").Tileset} Tileset */
/** @typedef {import("../engine/types.js").PlacedTile} PlacedTile */
/** @typedef {import("../engine/client.js").Engine} Engine */
/** @typedef {import("../board/tileart.js").TileArt} TileArt */
/** @typedef {import("../board/map-canvas.js").MapCanvas} MapCanvas */
/** @typedef {import("../games/contract.js").GameModule} GameModule */
/** @typedef {import("../games/contract.js").TablePanel} TablePanel */
/** @typedef {import("../games/turn.js").TurnChoice} TurnChoice */

/** How every panel and the board draw a player (js/panels/players.js playerLooks): name is the one for sentences
 * (isolated), level a computer's.
 * @typedef {{name: string, colour: string, letter: string, computer: boolean, level?: string}} PlayerLook */
/** The tile in hand previewed under the mouse. @typedef {{x: number, y: number, rot: number, tile: string}} Hover */
/** What the board shows with view.maps: the game's own table ("panel"), or the owner of the map on show.
 * @typedef {"panel" | number | null} Shown */
/** A question about the position shown (js/play/position.js): it takes the person's confirmed move in place of
 * the game, which never plays it.
 * @typedef {{take: (move: string) => unknown, close: () => void, translate: () => void}} Question */

/**
 * The game in play, as the parts read it.
 * @typedef {object} TableState
 * @property {Setup | null} setup the game's setup, its game named and its computers' levels filled in
 * @property {View | null} view the engine's last view; while the board shows a replay, the replay's position
 * @property {PlayerLook[]} looks how the view's players are drawn, by seat
 * @property {TurnChoice | null} choice the move being chosen, over the legal options of the map shown
 * @property {Shown} shown the map or table on show (null: the view has one map)
 * @property {Hover | null} hover
 * @property {boolean} busy a call to the engine is on its way
 * @property {boolean} thinking a computer player is choosing
 * @property {boolean} replay the board shows a replay's position, not the game in play
 * @property {GameModule | null} game the entry module of the game shown
 * @property {TileArt | null} art its art of the game's tileset
 * @property {Tileset | null} tileset
 * @property {TablePanel | null} panel the game's own table (its createPanel), if it has one
 */

/**
 * The door a part is handed: the state to read, its changes, and what a part may ask.
 * @typedef {object} TableDoor
 * @property {Readonly<TableState>} state
 * @property {(listener: () => void) => () => void} subscribe call `listener` after every change is shown; returns
 *   what stops it
 * @property {Engine} engine the engine, asked directly (not marked busy: see busyWith)
 * @property {MapCanvas} board the map's canvas and camera
 * @property {() => boolean} humanTurn a person here may choose a move now
 * @property {(x: number, y: number) => PlacedTile | undefined} tileAt the tile placed at x,y of the map shown
 * @property {() => () => boolean} ticket a check, true until the answer asked about now is out of date (another
 *   game opened, or a replay shown)
 * @property {<T>(ask: () => Promise<T>) => Promise<T>} busyWith ask the engine, the page marked busy meanwhile
 * @property {() => void} update the state changed (the choice was tapped, say): show it
 * @property {(move?: string | null) => Promise<void>} confirmMove the person's move: the choice's, or `move`
 * @property {(shown: "panel" | number) => void} showMap show the game's table or that player's map
 * @property {(hover: Hover | null) => void} hoverAt preview the tile in hand there (null: nowhere)
 * @property {() => void} freshChoice forget the move being chosen: choose again from nothing
 * @property {() => Promise<void>} hint show the hint's move (a lesson's: its step's)
 * @property {() => void} explainWait say why the board takes no move now, if it is another browser's turn
 * @property {(question: Question | null) => void} ask put a question to the person (null: none)
 * @property {(setup: Setup) => Promise<View | undefined>} startGame start a new game (a lesson's): its first view,
 *   undefined when another was started meanwhile
 */

/** The table before the first game. @returns {TableState} */
export function emptyTable() {
  return {
    setup: null, view: null, looks: [], choice: null, shown: null, hover: null, busy: false, thinking: false,
    replay: false, game: null, art: null, tileset: null, panel: null,
  };
}

/** Who hears of the table's changes (TableDoor.subscribe). */
export class Listeners {
  constructor() {
    /** @type {Set<() => void>} */
    this.all = new Set();
  }

  /** Call `listener` at each tell(), until the returned function is called. @param {() => void} listener
   * @returns {() => void} */
  subscribe(listener) {
    this.all.add(listener);
    return () => { this.all.delete(listener); };
  }

  /** Tell every listener, in the order they came. */
  tell() {
    for (const listener of [...this.all]) listener();
  }
}
