// Hunters & Gatherers' pictures on its rules page (docs/rules/hunters.md, "[picture <kind> <name>]" lines, drawn by
// js/panels/rules-page.js): each piece standing where it goes, each animal on its ground, and each bonus power as its tile
// beside its emblem, captioned with the very line the hand shows while that tile is in hand.

import { gameText } from "../../words/i18n.js";
import { pieceOnTile } from "../../board/pieces.js";
import { drawToken } from "./tokens.js";
import { paintGround } from "./tileart.js";
import { STRINGS, powerKey, powerOf } from "./strings.js";

/** @typedef {import("../contract.js").PictureLook} PictureLook */
/** @typedef {import("../contract.js").RulesPicture} RulesPicture */

// Where each piece is pictured: a tile whose feature of that kind is roomy, and the kind.
/** @type {Object<string, {tile: string, kind: string, piece: string}>} by role */
const PIECES = {
  gatherer: { tile: "H63", kind: "forest", piece: "tribe" },
  fisher: { tile: "H50", kind: "river", piece: "tribe" },
  hunter: { tile: "H33", kind: "meadow", piece: "tribe" },
  hut: { tile: "H1", kind: "lake", piece: "hut" },
};
const ANIMALS = ["deer", "aurochs", "mammoth", "tiger", "fish"];
const RULE_SETS = [[], ["classic"]]; // a power line may hang on the rules in force (tile 88, mushrooms)

/** A rules page's picture of kind "piece" (a role), "animal" or "power" (its line's key, "power.<name>") named
 * name, as {width, height, draw(ctx, unit, dpr), caption} in tiles (js/panels/rules-page.js), or null for one the game has
 * not. look: {art(variants) -> Promise of the game's art under those rules, colour of the pieces}.
 * @param {string} kind @param {string[]} words @param {PictureLook} look @returns {Promise<RulesPicture | null>} */
export async function rulesPicture(kind, [name], look) {
  if (kind === "piece" && Object.hasOwn(PIECES, name)) return pieceOnTile(await look.art([]), { ...PIECES[name], role: name }, look.colour);
  if (kind === "animal" && ANIMALS.includes(name)) return animalPicture(name);
  if (kind === "power") return powerPicture(name, look);
  return null;
}

/** An animal standing in a meadow; a fish in a pond. @param {string} name @returns {RulesPicture} */
function animalPicture(name) {
  const water = name === "fish";
  return {
    width: 1,
    height: 1,
    draw(ctx, unit) {
      ctx.save();
      ctx.scale(unit, unit);
      paintGround(ctx, name, water);
      ctx.restore();
      drawToken(ctx, name, unit / 2, unit * (water ? 0.52 : 0.5), unit * (water ? 0.26 : 0.38));
    },
  };
}

/** A bonus tile with a power, and that power's emblem beside it, captioned by its power line (`power.<name>`): the
 * first tile and rule set whose hand note is that line. @param {string} name @param {PictureLook} look
 * @returns {Promise<RulesPicture | null>} */
async function powerPicture(name, look) {
  for (const variants of RULE_SETS) {
    const art = await look.art(variants);
    const tile = Object.keys(art.tiles).find((t) => powerKey(art.tiles[t], variants) === `power.${name}`);
    if (!tile) continue;
    const { power } = powerOf(art.tiles[tile]);
    return {
      width: 2.2,
      height: 1,
      caption: gameText(STRINGS, `power.${name}`),
      draw(ctx, unit, dpr) {
        art.draw(ctx, tile, 0, 0, 0, unit, dpr);
        drawToken(ctx, power, unit * 1.7, unit / 2, unit * 0.42);
      },
    };
  }
  return null;
}
