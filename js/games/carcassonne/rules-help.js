// What Carcassonne's screen adds to its rules page (docs/rules/carcassonne.md) in the rules panel: nothing yet; the
// page's own sections follow the rules (js/panels/help.js).

/** @type {import("../contract.js").GameModule["rulesHelp"]} */
export const RULES_HELP = { en: [], ja: [] };
