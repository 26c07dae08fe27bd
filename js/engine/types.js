// The shapes that cross the engine's boundary as JSON, written once: py/tilegames/api.py says what each call does and
// returns these; tsc (lint.sh) holds every module that asks the engine (js/engine/client.js) to them, and
// tests/engine/test_contract.py holds the engine's real answers of every game to them, key by key: a shape lists
// every key the engine sends (an answer with a key not here, or without a required one, fails that test). Types
// only: this module runs no code.

/**
 * A seat of a setup.
 * @typedef {object} PlayerSetup
 * @property {string} name
 * @property {string} color
 * @property {"human" | "computer"} type
 * @property {string} [level] a computer's level: one of the catalog's levels
 */

/**
 * What starts a game: api.new_game's argument. `link` marks a game played by link; extra keys are kept as given.
 * @typedef {object} Setup
 * @property {string} [game] the engine's game name (catalog key)
 * @property {string[]} [variants]
 * @property {number} [seed]
 * @property {PlayerSetup[]} [players]
 * @property {string} [link]
 * @property {object} [options] the tiles' order chosen (a lesson's)
 */

/**
 * A game of the catalog.
 * @typedef {object} CatalogGame
 * @property {string} title
 * @property {[number, number]} players the fewest and the most seats
 * @property {string[]} levels the computer levels, easiest first
 * @property {string} default_level the level a computer seat plays unless one is chosen
 * @property {{name: string, title: string}[]} variants
 * @property {boolean} by_link may be played by link
 */

/**
 * api.catalog(): the games, in registry order (the first is the default).
 * @typedef {{games: Object<string, CatalogGame>}} Catalog
 */

/**
 * One segment of a tile type, in the tile's own orientation.
 * @typedef {object} Segment
 * @property {number} id
 * @property {string} kind city, road, field, cloister, garden, river, or a game's own
 * @property {string[]} [edges] edges or half-edges it holds
 * @property {number} [pennants]
 * @property {number[]} [cities] a field's cities (segment ids)
 * @property {boolean} [landmark]
 * @property {Object<string, number>} [tokens] what is drawn on it, by token (Hunters & Gatherers' animals, fish, ...)
 * @property {number[]} [links] the segments of the tile it is linked to (a lake to its rivers)
 */

/**
 * A tile type as drawing data.
 * @typedef {object} Tile
 * @property {string} name
 * @property {number} count
 * @property {string[]} edges N E S W, unrotated
 * @property {Segment[]} segments
 * @property {string[]} tags what the tile is as a whole (a river tile, a bonus tile, a start tile...)
 */

/**
 * api.tileset(setup): every tile type the setup can use, and its variants.
 * @typedef {{tiles: Object<string, Tile>, variants?: string[]}} Tileset
 */

/**
 * A piece on a placed tile.
 * @typedef {object} PlacedPiece
 * @property {number} player
 * @property {string} piece
 * @property {string} role
 * @property {number} segment
 * @property {string} spot
 */

/**
 * A tile on the map.
 * @typedef {object} PlacedTile
 * @property {number} x
 * @property {number} y
 * @property {string} tile
 * @property {number} rot
 * @property {PlacedPiece[]} pieces
 */

/**
 * One legal move at a placement: the tile alone, or with a piece on a spot (or acting elsewhere: a recall).
 * @typedef {object} Option
 * @property {string} move the move's notation
 * @property {string | null} piece
 * @property {string} [role]
 * @property {number | null} [segment]
 * @property {string} [spot]
 * @property {string} [kind]
 * @property {number} [points]
 * @property {{x0: number, y0: number, x1: number, y1: number}} [area]
 * @property {{x: number, y: number, segment: number}} [piece_at]
 * @property {number} [x] a recall's: the square of the piece it calls back
 * @property {number} [y]
 */

/**
 * A square and rotation where the tile in hand may go, with its options.
 * @typedef {object} Placement
 * @property {number} x
 * @property {number} y
 * @property {number} rot
 * @property {Option[]} options
 * @property {number} [map] the map it goes into (a game with a map per player)
 */

/**
 * What the mover must answer before placing the tile drawn (the shaman's: which tribe member to take back).
 * @typedef {object} Question
 * @property {string} verb
 * @property {number} player
 * @property {string} tile
 * @property {{move: string, answer: string, piece?: string, role?: string,
 *   piece_at?: {x: number, y: number, segment: number}}[]} answers
 */

/**
 * A seat as the view shows it.
 * @typedef {object} ViewPlayer
 * @property {string} name
 * @property {string} color
 * @property {"human" | "computer"} type
 * @property {string} [level]
 * @property {number} score
 * @property {Object<string, number>} supply pieces in hand, by piece
 * @property {Object<string, number>} by_kind points by what scored them
 * @property {number} [taken] Carmela's: tiles taken from the grid
 * @property {number} [tile_points] Carmela's: a point a tile taken
 * @property {string[]} [set_aside] Carmela's: tiles taken that fit nowhere in the taker's map
 */

/**
 * Something a move caused (or the log holds): place, discard, deploy, score, return, end, and a game's own (flip,
 * hide, take, set_aside). A score carries kind, players, points, text, detail, tiles, segments and final.
 * @typedef {object} GameEvent
 * @property {string} type
 * @property {number | null} [player] null for the start tiles' place
 * @property {number[]} [players]
 * @property {string} [tile]
 * @property {number} [x]
 * @property {number} [y]
 * @property {number} [rot]
 * @property {string} [piece]
 * @property {string} [role]
 * @property {number} [segment]
 * @property {string} [kind]
 * @property {number} [points]
 * @property {string} [text]
 * @property {Object<string, any>} [detail] the numbers of `text`, to word it in any language
 * @property {boolean} [draw] an end's: the game stopped at the move limit, every player sharing the result
 * @property {number} [moves] a draw's: the moves played
 * @property {number[][] | string[] | [number, string][]} [tiles] a score's squares; a take's tiles; a hide's squares
 *   each with its tile (in the move's events only: the log keeps the squares, `indices`)
 * @property {number[][]} [segments]
 * @property {boolean} [final]
 * @property {number} [map]
 * @property {number} [index] a flip's square
 * @property {number[]} [indices] a hide's squares (the log's, which keeps no tile)
 * @property {string} [why] a hide's: "miss" or "single"
 * @property {string} [reason] a return's, when a power took the piece back (Hunters & Gatherers' "shaman")
 * @property {number[]} [squares] a take's squares
 * @property {number} [meeples] a take's: meeples won by a challenge
 * @property {number[]} [scores] an end's: every seat's final score
 * @property {number[]} [winners] an end's
 */

/**
 * The game as one player (or a spectator) sees it: api.view, and what every move answers.
 * @typedef {object} View
 * @property {string} game
 * @property {string[]} variants
 * @property {number} turn
 * @property {number | null} current_player
 * @property {boolean} over
 * @property {number | null} viewer
 * @property {ViewPlayer[]} players
 * @property {PlacedTile[]} board
 * @property {{x: number, y: number} | null} last_placed
 * @property {string | null} hand the tile the current player must place
 * @property {Placement[]} placements
 * @property {Question} [question]
 * @property {{total: number, by_tile: Object<string, number>, piles?: Object<string, Object<string, number>>}} remaining
 * @property {string[]} [discarded] tiles that fit nowhere and left the game (a drawn-tile game's)
 * @property {Object<string, number>} [piles] further draw piles' counts, "main" the main pile's
 * @property {string} [drawn_from] the pile the tile in hand came from
 * @property {string} [main_pile] the name of the main pile (given with piles)
 * @property {string[]} [stacked_deck]
 * @property {GameEvent[]} events what the last move caused
 * @property {number} moves
 * @property {number[]} [winners]
 * @property {boolean} [draw] the game ended in a draw at the move limit (Carmela's endless table)
 * @property {string} [phase] a memory game's (Carmela): flip, decide, place, over
 * @property {{state: "down" | "up" | "taken", tile?: string}[]} [grid]
 * @property {boolean} [can_stop]
 * @property {{owner: number, board: PlacedTile[], last_placed: {x: number, y: number} | null}[]} [maps]
 * @property {{move: string}[]} [other_moves] moves that are no placement nor flip (Carmela's "aside")
 * @property {boolean} [replay_when_over] earlier positions are shown only once the game is over (they would show
 *   tiles now face down)
 */

/**
 * api.replay_at(record, n): the view after n moves, the record's length and the log of those moves.
 * @typedef {View & {total_moves: number, log: GameEvent[]}} ReplayView
 */

/**
 * A game record: what a saved game, a record file and a share link hold.
 * @typedef {object} GameRecord
 * @property {Setup} setup
 * @property {number} seed
 * @property {string[]} moves
 */

/**
 * api.open_share(code): the record of a share code, the kind of link it was made for, and whether it was checked.
 * @typedef {{record: GameRecord, kind: "share" | "turn", checked: boolean}} OpenedShare
 */

/**
 * What a feature is worth: points, its line, and that line's numbers.
 * @typedef {{points: number, text: string, detail: Object<string, any>}} Worth
 */

/**
 * A feature of the map (api.feature_at).
 * @typedef {object} Feature
 * @property {string} kind
 * @property {string | null} layer
 * @property {number[][]} tiles
 * @property {number[][]} segments
 * @property {{player: number, count: number}[]} pieces
 * @property {number[]} holders
 * @property {boolean | null} complete null: the kind never completes
 * @property {Worth | null} now
 * @property {Worth | null} if_complete
 * @property {object[]} [also] pieces that stand there and score on their own
 */

/**
 * A point of the map: a segment of the tile placed at x,y (and the map, in a game with a map per player).
 * @typedef {{x: number, y: number, segment: number, map?: number}} MapPoint
 */

/**
 * api.scores_over_game(): each player's score after 0, 1, ... moves, and after the final scoring once over.
 * @typedef {{series: number[][], moves: number, final: boolean}} ScoresOverGame
 */

/**
 * Why a move is good (api.explain), most telling first.
 * @typedef {{why: string, kind?: string, points?: number, worth?: number, player?: number, odds?: number,
 *   square?: number, move?: number}} Reason
 */

/**
 * One move of a review (api.review_next): the values, for its mover, of the move played and of the best move found,
 * in points of expected final margin; the points lost; the best move's reasons; every player's margin after it.
 * @typedef {{move: number, seat: number, played: string, best: string, value: number, best_value: number,
 *   loss: number, choices: number, reasons: Reason[], margins: number[]}} MoveReview
 */

/**
 * A move judged where it is played (api.judge): a MoveReview without its number and the margins after it.
 * @typedef {{seat: number, played: string, best: string, value: number, best_value: number, loss: number,
 *   choices: number, reasons: Reason[]}} Judged
 */

/**
 * A report of the engine's boot.
 * @typedef {{stage: "download" | "python" | "engine" | "ready", fraction: number, text: string}} Progress
 */

export {};
