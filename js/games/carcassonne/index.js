// Carcassonne's front end: what the shared page (js/) needs to show and play this game, and nothing of its rules.
// The page imports a game's entry module by the name the engine gives (js/games/<name>/index.js); every game's
// entry module offers the same things:
//   createArt(tileset)        -> art for js/board/render.js and js/panels/ui.js: draw, anchor, paintSegment, drawPiece (a TileArt
//                                of js/board/tileart.js with this game's geometry, painting and pieces)
//   createChoice(view, rot)   -> the move being chosen, over the view's legal options only (js/games/turn.js)
//   optionPiece(option)       -> {piece, role} pictured on an option's button, or null
//   optionLabel, optionHelp   -> an option's name and what it does, in the page's language
//   supplyLabel, supplyTitle  -> a player's pieces in hand, in short and in a sentence
//   scoreKinds                -> the end screen's columns, in order (kinds the engine scores that are not listed go last)
//   strings, rulesHelp        -> this game's words ({lang: {key: text}}) and its rules panel ({lang: [[heading, [text]]]})
//                                strings hold game.title (its name in the new-game dialog), variant.<name> and
//                                variant_help.<name> (a variant and its one-line help), pile.<name> and pile_left.<name>
//                                (a tile from a further pile in hand, and that pile's count), score.<what> (a score line
//                                from an event's detail, in languages other than English), kind.<kind> (a feature's
//                                name, as the feature tip shows it: every kind api.feature_at may answer)
//   scoreText(event)          -> optional: a score line worded from the event's detail when one string per kind is not
//                                enough (js/games/hunters/), else null
//   handNote(tile, variants)  -> optional: what the tile in hand does beyond its picture, in one line (a bonus tile's
//                                power), or null
//   welcomeTiles              -> the tiles the welcome pictures the game with (null: one face down); strings hold
//                                game.blurb, its one line there
//   rulesPicture(kind, words, look) -> optional: a Promise of what a rules page's "[picture <kind> <words>...]" line
//                                draws beyond tiles and maps (js/panels/rules-page.js: "piece <role>", "animal <name>",
//                                "power <name>"), {width, height (in tiles), draw(ctx, unit, dpr), caption (the
//                                game's own words, else the page's)}, or null for one it has not; look: {art(variants)
//                                -> Promise of this game's art under those rules, colour of the pieces}
//   lessons                   -> optional: the ids of the game's guided lessons (./lessons/<id>.json, js/play/lesson.js),
//                                the first the one the welcome offers

import { TileArt } from "../../board/tileart.js";
import { TurnChoice } from "../turn.js";
import { buildTileGeometry } from "./tilegeom.js";
import { paintTile } from "./tileart.js";
import { drawPiece, optionPiece } from "./pieces.js";
import { STRINGS, optionLabel, optionHelp, supplyLabel, supplyTitle } from "./strings.js";
import { RULES_HELP } from "./rules-help.js";
import { rulesPicture } from "./pictures.js";

/** The art of a tileset (api.tileset): tiles, their features and the pieces on them. A garden is drawn only in a
 * game with the Abbot, the one piece that can use it: elsewhere it would be a symbol nobody can explain. */
export function createArt(tileset) {
  return new TileArt(tileset.variants?.includes("abbot") ? tileset : withoutGardens(tileset),
    { geometry: buildTileGeometry, paint: paintTile, drawPiece });
}

/** The tileset with its tiles' garden segments left out. */
function withoutGardens(tileset) {
  const tiles = Object.fromEntries(Object.entries(tileset.tiles).map(([name, tile]) =>
    [name, { ...tile, segments: tile.segments.filter((s) => s.kind !== "garden") }]));
  return { ...tileset, tiles };
}

/** The choice of a move from a view; keepRot is the rotation the player last looked at. */
export function createChoice(view, keepRot = 0) {
  return new TurnChoice(view, keepRot);
}

export const scoreKinds = ["road", "city", "cloister", "garden", "field", "tourist", "abbot"];

export {
  optionPiece, optionLabel, optionHelp, supplyLabel, supplyTitle, STRINGS as strings, RULES_HELP as rulesHelp,
  rulesPicture,
};

/** The tiles the welcome pictures this game with (null: one face down). */
export const welcomeTiles = ["D", "C", "B"];

/** Guided lessons (js/play/lesson.js), first the one the welcome offers: their data is in ./lessons/<id>.json. */
export const lessons = ["base", "river", "abbot", "sightseeing"];
