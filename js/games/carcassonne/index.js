// Carcassonne's front end: what the shared page (js/) needs to show and play this game, and nothing of its rules.
// The page imports a game's entry module by the name the engine gives (js/games/<name>/index.js); what every entry
// module offers is written once in js/games/contract.js.

import { TileArt } from "../../board/tileart.js";
import { TurnChoice } from "../turn.js";
import { buildTileGeometry } from "./tilegeom.js";
import { paintTile } from "./tileart.js";
import { drawPiece, optionPiece } from "./pieces.js";
import { STRINGS, optionLabel, optionHelp, supplyLabel, supplyTitle } from "./strings.js";
import { RULES_HELP } from "./rules-help.js";
import { rulesPicture } from "./pictures.js";

/** @typedef {import("../../engine/types.js").View} View */
/** @typedef {import("../../engine/types.js").Tileset} Tileset */

/** The art of a tileset (api.tileset): tiles, their features and the pieces on them. A garden is drawn only in a
 * game with the Abbot, the one piece that can use it: elsewhere it would be a symbol nobody can explain.
 * @param {Tileset} tileset @returns {TileArt} */
export function createArt(tileset) {
  return new TileArt(tileset.variants?.includes("abbot") ? tileset : withoutGardens(tileset),
    { geometry: buildTileGeometry, paint: paintTile, drawPiece });
}

/** The tileset with its tiles' garden segments left out. @param {Tileset} tileset @returns {Tileset} */
function withoutGardens(tileset) {
  const tiles = Object.fromEntries(Object.entries(tileset.tiles).map(([name, tile]) =>
    [name, { ...tile, segments: tile.segments.filter((s) => s.kind !== "garden") }]));
  return { ...tileset, tiles };
}

/** The choice of a move from a view; keepRot is the rotation the player last looked at.
 * @param {View} view @param {number} [keepRot] @returns {TurnChoice} */
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

/** A finished game may be reviewed (js/play/review.js): the engine judges its moves by the hard player's race. */
export const review = true;

/** Guided lessons (js/play/lesson.js), first the one the welcome offers: their data is in ./lessons/<id>.json. */
export const lessons = ["base", "river", "abbot", "sightseeing"];

/** This module keeps the entry modules' contract (js/games/contract.js). @typedef {import("../contract.js").Conforms<typeof import("./index.js")>} Entry */
