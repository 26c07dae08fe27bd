// Carmela's front end: the memory game's table (the face-down grid, js/games/carmela/grid.js) and its words; the
// maps, tiles, pieces and their choices are Carcassonne's (js/games/carcassonne/). The entry module of
// js/games/contract.js, with its createPanel (the grid), logText and playerNote.

import { TurnChoice } from "../turn.js";
import { t } from "../../words/i18n.js";
import { createArt, rulesPicture } from "../carcassonne/index.js";
import { optionPiece } from "../carcassonne/pieces.js";
import { optionLabel as carcassonneLabel, optionHelp as carcassonneHelp, supplyLabel, supplyTitle } from "../carcassonne/strings.js";
import { GridPanel } from "./grid.js";
import { STRINGS, logText, playerNote } from "./strings.js";
import { RULES_HELP } from "./rules-help.js";

/** @typedef {import("../../engine/types.js").View} View */
/** @typedef {import("../../engine/types.js").Option} Option */
/** @typedef {import("../contract.js").PanelDoor} PanelDoor */

/** A move being chosen: a placement on the map on show (Carcassonne's choice), or a flip on the grid. */
class MemoryChoice extends TurnChoice {
  /** @param {View} view @param {number} [keepRot] */
  constructor(view, keepRot) {
    super(view, keepRot);
    this.phase = view.phase;
    this.over = view.over;
    this.second = (view.grid || []).some((c) => c.state === "up") && view.phase === "flip";
  }

  get canPlace() {
    // Hints help with placing only: a hint for a flip would remember for the player, which is the game itself.
    return this.phase === "place" && super.canPlace;
  }

  /** The hand panel's line while the move is on the grid, or null while placing. who: the player to move, as the
   * page shows them (js/panels/players.js playerLooks). @param {{name: string}} who @returns {string | null} */
  statusText(who) {
    if (this.phase === "place" || this.over) return null;
    const key = this.phase === "decide" ? "status.decide" : this.second ? "status.flip_second" : "status.flip";
    return t(key, { name: who.name });
  }
}

export { createArt, rulesPicture }; // its rules page's pieces are Carcassonne's meeples

/** The choice of a move from a view (with a map per player: the map on show); keepRot as in Carcassonne.
 * @param {View} view @param {number} [keepRot] @returns {MemoryChoice} */
export function createChoice(view, keepRot = 0) {
  return new MemoryChoice(view, keepRot);
}

/** The face-down grid, shown in place of a map. @param {PanelDoor} door @returns {GridPanel} */
export function createPanel(door) {
  return new GridPanel(door);
}

/** An option's name: Carcassonne's, or a move besides the placements (setting the tile aside). @param {Option} o
 * @returns {string} */
function optionLabel(o) {
  return o.move === "aside" ? t("option.aside") : carcassonneLabel(o);
}

/** What an option does: Carcassonne's words, or setting the tile aside's. @param {Option} o @returns {string} */
function optionHelp(o) {
  return o.move === "aside" ? t("option_help.aside") : carcassonneHelp(o);
}

/** A finished game may be reviewed (js/play/review.js): the engine judges flips and decisions by the odds of what
 * everyone had seen, and placements by the hard player's plan. */
export const review = true;

export const scoreKinds = ["road", "city", "cloister", "field", "tiles"];

export {
  optionPiece, optionLabel, optionHelp, supplyLabel, supplyTitle, logText, playerNote,
  STRINGS as strings, RULES_HELP as rulesHelp,
};

/** The tiles the welcome pictures this game with (null: one face down). */
export const welcomeTiles = [null, "J", "J"];

/** Guided lessons (js/play/lesson.js), first the one the welcome offers: their data is in ./lessons/<id>.json. */
export const lessons = ["base"];

/** This module keeps the entry modules' contract (js/games/contract.js). @typedef {import("../contract.js").Conforms<typeof import("./index.js")>} Entry */
