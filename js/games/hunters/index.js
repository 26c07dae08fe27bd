// Hunters & Gatherers' front end: what the shared page (js/) needs to show and play this game, and nothing of its
// rules (the entry module of js/games/contract.js).

import { TileArt } from "../../board/tileart.js";
import { TurnChoice } from "../turn.js";
import { buildTileGeometry } from "./tilegeom.js";
import { paintTile, paintTokens } from "./tileart.js";
import { drawPiece, optionPiece } from "./pieces.js";
import { STRINGS, optionLabel, optionHelp, supplyLabel, supplyTitle, scoreText, handNote } from "./strings.js";
import { RULES_HELP } from "./rules-help.js";
import { rulesPicture } from "./pictures.js";

/** @typedef {import("../../engine/types.js").View} View */
/** @typedef {import("../../engine/types.js").Tileset} Tileset */

/** The art of a tileset (api.tileset): tiles, their features and tokens (kept upright), and the pieces on them.
 * @param {Tileset} tileset @returns {TileArt} */
export function createArt(tileset) {
  return new TileArt(tileset, { geometry: buildTileGeometry, paint: paintTile, paintUpright: paintTokens, drawPiece });
}

/** The choice of a move from a view; keepRot is the rotation the player last looked at.
 * @param {View} view @param {number} [keepRot] @returns {TurnChoice} */
export function createChoice(view, keepRot = 0) {
  return new TurnChoice(view, keepRot);
}

export const scoreKinds = ["forest", "river", "meadow", "hut", "trap", "canoe"];

export {
  optionPiece, optionLabel, optionHelp, supplyLabel, supplyTitle, scoreText, handNote, STRINGS as strings,
  RULES_HELP as rulesHelp, rulesPicture,
};

/** The tiles the welcome pictures this game with (null: one face down). */
export const welcomeTiles = ["H56", "H13", "H61"];

/** A finished game may be reviewed (js/play/review.js): the engine judges its moves by the hard player's race. */
export const review = true;

/** Guided lessons (js/play/lesson.js), first the one the welcome offers: their data is in ./lessons/<id>.json. */
export const lessons = ["base", "bonus"];

/** This module keeps the entry modules' contract (js/games/contract.js). @typedef {import("../contract.js").Conforms<typeof import("./index.js")>} Entry */
