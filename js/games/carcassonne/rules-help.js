// What Carcassonne's screen adds to its rules page (docs/rules/carcassonne.md) in the rules panel: nothing yet; the
// page's own sections follow the rules (js/panels/help.js).

export const RULES_HELP = { en: [], ja: [] };
