// Carcassonne's pictures on its rules page (docs/rules/carcassonne.md, and Carmela's, whose pieces are these), from
// "[picture piece <role>]" lines drawn by js/panels/rules-page.js: each piece in its role, standing (or lying) on the
// feature of a tile that gives it that role. Tiles and maps the rules page draws itself.

import { pieceOnTile } from "../../board/pieces.js";

/** @typedef {import("../contract.js").PictureLook} PictureLook */
/** @typedef {import("../contract.js").RulesPicture} RulesPicture */

// Where each role is pictured: a tile whose feature of that kind is roomy, the kind, the piece, and the variant that
// draws the tile (a landmark exists only with Sightseeing).
/** @type {Object<string, {tile: string, kind: string, piece: string, variants?: string[]}>} by role */
const PIECES = {
  thief: { tile: "U", kind: "road", piece: "meeple" },
  knight: { tile: "R", kind: "city", piece: "meeple" },
  monk: { tile: "B", kind: "cloister", piece: "meeple" },
  farmer: { tile: "E", kind: "field", piece: "meeple" },
  abbot: { tile: "B", kind: "cloister", piece: "abbot" },
  tourist: { tile: "LB", kind: "cloister", piece: "meeple", variants: ["sightseeing"] },
};

/** A rules page's picture of kind "piece" named by its role, as {width, height, draw(ctx, unit, dpr)} in tiles
 * (js/panels/rules-page.js), or null for any other. look: {art(variants) -> Promise of the game's art under those rules,
 * colour of the pieces}. @param {string} kind @param {string[]} words @param {PictureLook} look
 * @returns {Promise<RulesPicture | null>} */
export async function rulesPicture(kind, [name], look) {
  if (kind !== "piece" || !Object.hasOwn(PIECES, name)) return null;
  const { variants = [], ...where } = PIECES[name];
  return pieceOnTile(await look.art(variants), { ...where, role: name }, look.colour);
}

