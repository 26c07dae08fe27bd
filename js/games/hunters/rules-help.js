// What Hunters & Gatherers' screen adds to its rules page (docs/rules/hunters.md) in the rules panel, ours, in
// English and Japanese: [heading, [paragraph, ...]] per section.

/** @type {import("../contract.js").GameModule["rulesHelp"]} */
export const RULES_HELP = {
  en: [
    ["On screen", [
      "While you place a bonus tile, the hand panel says \"Bonus tile\" under it.",
      "The shaman: when you draw it, tap the tribe member to take back on the map (or choose Keep them all) and confirm; then place the shaman tile as usual.",
    ]],
  ],
  ja: [
    ["画面", [
      "ボーナスタイルを置いている間は、手札の欄のタイルの下に「ボーナスタイル」と表示されます。",
      "祈祷師: 引いたら、手元に戻す種族コマを地図上でタップし (または「戻さない」を選び) 確定します。そのあと祈祷師タイルをいつもどおり置きます。",
    ]],
  ],
};
