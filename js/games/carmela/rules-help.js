// What Carmela's screen adds to its rules page (docs/rules/carmela.md) in the rules panel, ours, in English and
// Japanese: [heading, [paragraph, ...]] per section.

/** @type {import("../contract.js").GameModule["rulesHelp"]} */
export const RULES_HELP = {
  en: [
    ["On screen", [
      "The tabs over the board switch between the tiles and each player's map. The time a missed pair stays face up is a setting above the tiles.",
    ]],
  ],
  ja: [
    ["画面", [
      "盤面の上のタブで、タイルと各プレイヤーの地図を切り替えます。外れた2枚を見せておく時間はタイルの上で設定できます。",
    ]],
  ],
};
