// What a game's entry module, js/games/<name>/index.js, exports for the shared page: the page loads it by the name
// the engine's catalog gives (js/play/session.js loadGame) and asks it everything that is the game's own on screen,
// never its rules. Each entry module states that it keeps this contract (its `Entry` typedef), so the type check
// (tsconfig.json) holds every game to it. Types only: this module runs no code.

/** @typedef {import("../engine/types.js").View} View */
/** @typedef {import("../engine/types.js").Option} Option */
/** @typedef {import("../engine/types.js").GameEvent} GameEvent */
/** @typedef {import("../engine/types.js").ViewPlayer} ViewPlayer */
/** @typedef {import("../engine/types.js").Tile} Tile */
/** @typedef {import("../engine/types.js").Tileset} Tileset */
/** @typedef {import("../board/tileart.js").TileArt} TileArt */
/** @typedef {import("./turn.js").TurnChoice} TurnChoice */

/** A picture a rules page's "[picture <kind> <words>...]" line draws beyond tiles and maps.
 * @typedef {import("../board/pieces.js").RulesPicture} RulesPicture */

/**
 * What a rules picture may draw with: the game's art under some rules, and the pieces' colour.
 * @typedef {{art: (variants: string[]) => Promise<TileArt>, colour: string}} PictureLook
 */

/**
 * A game's entry module.
 * @typedef {object} GameModule
 * @property {(tileset: Tileset) => TileArt} createArt the art of a tileset (api.tileset): tiles, features, pieces
 * @property {(view: View, keepRot?: number) => TurnChoice} createChoice the move being chosen, over the view's legal
 *   options only; keepRot: the rotation the player last looked at
 * @property {(option: Option) => {piece: string, role: string} | null} optionPiece the piece on an option's button
 * @property {(option: Option) => string} optionLabel an option's name, in the page's language
 * @property {(option: Option) => string} optionHelp what an option does, in the page's language
 * @property {(piece: string, n: number) => string} supplyLabel a player's pieces of one kind in hand, in short
 * @property {(supply: Object<string, number>) => string} supplyTitle a player's pieces in hand, in a sentence
 * @property {string[]} scoreKinds the end screen's columns, in order (kinds not listed go last)
 * @property {Object<string, Object<string, string | string[]>>} strings this game's words, {lang: {key: text}}
 *   merged over js/words/i18n.js's while the game is shown: game.title, game.blurb, variant.<name>,
 *   variant_help.<name>, pile.<name>, pile_left.<name>, score.<what>, kind.<kind> (every kind api.feature_at answers)
 * @property {Object<string, [string, string[]][]>} rulesHelp what its screen adds to the rules panel,
 *   {lang: [[heading, [paragraph, ...]], ...]}
 * @property {(string | null)[] | null} welcomeTiles the tiles the welcome pictures the game with (null: one face down)
 * @property {(kind: string, words: string[], look: PictureLook) => Promise<RulesPicture | null>} [rulesPicture]
 *   what a rules page's picture line draws beyond tiles and maps ("piece <role>", "animal <name>", ...)
 * @property {string[]} [lessons] the ids of its guided lessons (./lessons/<id>.json), the first the welcome's
 * @property {(event: GameEvent) => string | null} [scoreText] a score line worded from the event's detail, where
 *   one string per kind is not enough
 * @property {(tile: Tile, variants: string[]) => string | null} [handNote] what the tile in hand does beyond its
 *   picture (a bonus tile's power)
 * @property {(event: GameEvent, name: (player: number | null) => string) => string | null} [logText] a log line of
 *   the game's own events; name: a player's name by seat (js/panels/log.js logEvents)
 * @property {(player: ViewPlayer) => string} [playerNote] a line under a player's score
 * @property {boolean} [review] a finished game may be reviewed (the engine's review_start takes its records): the
 *   end screen and the Games dialog offer Review
 * @property {(door: PanelDoor) => TablePanel} [createPanel] the game's own table, shown in place of a map (Carmela's
 *   face-down grid)
 */

/**
 * What the page hands a game's own table (createPanel): the game in play to read, its changes, and the moves. The
 * page's door to its table (js/state/table.js TableDoor) is this and more.
 * @typedef {object} PanelDoor
 * @property {{readonly view: View | null, readonly replay: boolean, readonly looks: readonly {name: string}[],
 *   readonly art: TileArt | null}} state the view shown (a replay's position while the board shows a replay), the
 *   players as the page names them, by seat, and the game's tile art
 * @property {(listener: () => void) => () => void} subscribe call `listener` after each change is shown (a new
 *   view, a turn taken); returns what stops it
 * @property {() => boolean} humanTurn a person here may choose a move now
 * @property {() => void} update the panel changed what a person may do: show the page afresh
 * @property {(move?: string | null) => Promise<void>} confirmMove play a move, if it is a person's turn
 */

/**
 * A game's own table (createPanel): the page shows its element under a tab of its label; the table follows the
 * game through its door's subscribe.
 * @typedef {object} TablePanel
 * @property {HTMLElement} element
 * @property {() => string} label the tab's name
 * @property {(move: string) => void} show a move is made on the table
 * @property {() => void} destroy another game is opened
 * @property {number} [holdUntil] a computer's next move waits until then (performance.now()), so its last shows
 */

/**
 * A module that keeps the contract: `@typedef {Conforms<typeof import("./index.js")>} Entry` in an entry module
 * fails the type check where the module does not.
 * @template {GameModule} T
 * @typedef {T} Conforms
 */

export {};
