// The game's words, per language: variants, pieces and their roles, feature kinds, score lines. The page merges
// them over js/i18n.js's table while this game is shown (setGameStrings), so t() finds them like any other string.

import { t } from "../../words/i18n.js";

/** @typedef {import("../../engine/types.js").Option} Option */

/** @type {import("../../words/i18n.js").WordTables} */
export const STRINGS = {
  en: {
    "game.title": "Carcassonne",
    "game.blurb": "Build a medieval landscape tile by tile and claim its roads, cities, cloisters and fields; with the River, the Abbot and Sightseeing.",

    "variant.river": "River",
    "variant.abbot": "Abbot",
    "variant.sightseeing": "Sightseeing",

    "variant_help.river": "12 river tiles are played first, from the spring to the lake; no U-turns.",
    "variant_help.abbot": "Everyone gets an abbot for cloisters and gardens; call it back on a turn without a meeple to score its 3×3 square at once.",
    "variant_help.sightseeing": "6 landmarks replace the cloisters: put a monk there (scores like a cloister) or a tourist (lies sideways, scores the tiles in line at the end).",

    "hand.no_meeple": "No meeple",
    "hand.choose": "{name}: choose a meeple spot or none, then confirm.",
    "help.text": [
      "Place the tile in hand on a highlighted square; one marked ↻ takes it turned another way. Drag to pan, wheel or pinch or +/− to zoom.",
      "Rotate with the button, the R key or by tapping the tile in hand (only rotations that fit somewhere).",
      "Tap the tentative tile again to try its other rotations there.",
      "Then pick a meeple spot: a numbered circle on the tile or its button (or No meeple), and Confirm. Undo takes the tile back.",
      "Keys: arrows or Tab move between squares · R rotate · Enter place / confirm · 0–9 or Tab pick a spot · Esc undo · H hint · + / − zoom.",
    ],

    "role.knight": "knight",
    "role.thief": "thief",
    "role.farmer": "farmer",
    "role.monk": "monk",
    "role.abbot": "abbot",
    "role.tourist": "tourist",

    "piece.meeple": "meeple",
    "piece.abbot": "abbot",
    "piece.recall": "Recall abbot",
    "piece.recall_points": "Recall abbot: +{points}",

    "role_help.knight": "Knight: scores the city.",
    "role_help.thief": "Thief: scores the road.",
    "role_help.farmer": "Farmer: lies in the field until the end; 3 points per finished city it touches.",
    "role_help.monk": "Monk: scores like a cloister (9 when surrounded) and comes back.",
    "role_help.abbot": "Abbot: scores like a cloister; on a later turn without a meeple you may call it back for 1 point per tile around it.",
    "role_help.tourist": "Tourist: lies sideways and stays; at the end scores 1 + the tiles in an unbroken line from the landmark in each direction.",
    "role_help.recall": "Your abbot (ringed on the board) comes back now and scores 1 point per placed tile in its 3×3 square.",

    "kind.city": "City",
    "kind.road": "Road",
    "kind.cloister": "Cloister",
    "kind.river": "River",
    "kind.field": "Field",
    "kind.garden": "Garden",
    "kind.tourist": "Tourist",
    "kind.abbot": "Abbot",
    "kind.landmark": "Landmark",

    "score.supply": "{n} {n|meeple|meeples} left",

    // Score lines, worded from the engine's numbers (event.detail). In English the page shows the engine's own
    // text instead (it minds "1 tile" / "2 tiles" and leaves out "0 pennants"); these keep the tables alike.
    "score.road": "road: {tiles} {tiles|tile|tiles} = {points}",
    "score.city": "city: {tiles} {tiles|tile|tiles} x2 + {pennants} {pennants|pennant|pennants} x2 = {points}",
    "score.city_open": "incomplete city: {tiles} {tiles|tile|tiles} + {pennants} {pennants|pennant|pennants} = {points}",
    "score.cloister": "cloister: {tiles} {tiles|tile|tiles} = {points}",
    "score.garden": "garden: {tiles} {tiles|tile|tiles} = {points}",
    "score.cloister_open": "incomplete cloister: {tiles} {tiles|tile|tiles} = {points}",
    "score.garden_open": "incomplete garden: {tiles} {tiles|tile|tiles} = {points}",
    "score.recall_cloister": "abbot recalled from cloister: {tiles} {tiles|tile|tiles} = {points}",
    "score.recall_garden": "abbot recalled from garden: {tiles} {tiles|tile|tiles} = {points}",
    "score.field": "field: {cities} completed cities x3 = {points}",
    "score.tourist": "tourist: landmark + {n} + {e} + {s} + {w} tiles in line (N E S W) = {points}",
  },
  ja: {
    "game.title": "カルカソンヌ",
    "game.blurb": "タイルを1枚ずつ置いて中世の風景を広げ、道・都市・修道院・草原を自分のものにします。川・修道院長・観光名所つき。",

    "variant.river": "川",
    "variant.abbot": "修道院長",
    "variant.sightseeing": "観光名所",

    "variant_help.river": "最初に川タイル12枚を水源から湖まで置きます。川はUターンできません。",
    "variant_help.abbot": "各自が修道院と庭園に置ける修道院長を1人持ちます。ミープルを置かない手番に戻すと、周囲3×3のタイル数をすぐに得点します。",
    "variant_help.sightseeing": "修道院の代わりに名所が6枚。修道士 (修道院と同じ得点) か観光客 (横向きに置き、終了時に縦横に連続するタイルを得点) を置けます。",

    "hand.no_meeple": "置かない",
    "hand.choose": "{name}: ミープルの位置を選ぶか「置かない」を選んで確定してください。",
    "help.text": [
      "手元のタイルを光っているマスに置きます。↻ のマスには別の向きに回すと置けます。ドラッグで移動、ホイール・ピンチ・+/− で拡大縮小。",
      "ボタン、R キー、または手元のタイルをタップして回転します (どこかに置ける向きだけ)。",
      "仮置きしたタイルをもう一度タップすると、その場所で置ける別の向きになります。",
      "タイル上の番号の丸かボタンでミープルの位置 (または「置かない」) を選んで確定します。「戻す」で仮置きを取り消します。",
      "キー: 矢印または Tab でマス移動 · R 回転 · Enter 置く/確定 · 0–9 または Tab で位置選択 · Esc 戻す · H ヒント · + / − 拡大縮小。",
    ],

    "role.knight": "騎士",
    "role.thief": "盗賊",
    "role.farmer": "農夫",
    "role.monk": "修道士",
    "role.abbot": "修道院長",
    "role.tourist": "観光客",

    "piece.meeple": "ミープル",
    "piece.abbot": "修道院長",
    "piece.recall": "修道院長を戻す",
    "piece.recall_points": "修道院長を戻す: +{points}",

    "role_help.knight": "騎士: 都市を得点します。",
    "role_help.thief": "盗賊: 道を得点します。",
    "role_help.farmer": "農夫: 終了まで草原に寝かせます。接する完成した都市1つにつき3点。",
    "role_help.monk": "修道士: 修道院と同じく得点し (囲まれると9点)、戻ってきます。",
    "role_help.abbot": "修道院長: 修道院と同じく得点します。後でミープルを置かない手番に戻すと、周囲のタイル1枚につき1点。",
    "role_help.tourist": "観光客: 横向きに置き、終了まで残ります。終了時に1点 + 名所から縦横4方向に途切れず続くタイルの数。",
    "role_help.recall": "盤上で囲まれた修道院長が今戻り、周囲3×3にある置かれたタイル1枚につき1点を得ます。",

    "kind.city": "都市",
    "kind.road": "道",
    "kind.cloister": "修道院",
    "kind.river": "川",
    "kind.field": "草原",
    "kind.garden": "庭園",
    "kind.tourist": "観光客",
    "kind.abbot": "修道院長",
    "kind.landmark": "名所",

    "score.supply": "残りミープル {n}",

    "score.road": "道路: {tiles}枚 = {points}点",
    "score.city": "都市: {tiles}枚×2 + 紋章{pennants}個×2 = {points}点",
    "score.city_open": "未完成の都市: {tiles}枚 + 紋章{pennants}個 = {points}点",
    "score.cloister": "修道院: {tiles}枚 = {points}点",
    "score.garden": "庭園: {tiles}枚 = {points}点",
    "score.cloister_open": "未完成の修道院: {tiles}枚 = {points}点",
    "score.garden_open": "未完成の庭園: {tiles}枚 = {points}点",
    "score.recall_cloister": "修道院から修道院長を戻す: {tiles}枚 = {points}点",
    "score.recall_garden": "庭園から修道院長を戻す: {tiles}枚 = {points}点",
    "score.field": "草原: 完成した都市{cities}個×3 = {points}点",
    "score.tourist": "観光客: 名所 + 北{n} + 東{e} + 南{s} + 西{w}枚 = {points}点",
  },
};

/** A short name for an option: the role its piece takes, no meeple, or a recall with what it scores.
 * @param {Option} o @returns {string} */
export function optionLabel(o) {
  if (o.piece === "recall") return t("piece.recall_points", { points: o.points });
  if (o.segment == null) return t("hand.no_meeple");
  return t(`role.${o.role}`);
}

/** What choosing an option does, in a sentence (the option button's tooltip), or "". @param {Option} o
 * @returns {string} */
export function optionHelp(o) {
  if (o.piece === "recall") return t("role_help.recall");
  return o.role ? t(`role_help.${o.role}`) : "";
}

/** One piece of a player's supply and its count, kept short: "♟×5", "abbot ×1". @param {string} piece
 * @param {number} n @returns {string} */
export function supplyLabel(piece, n) {
  return piece === "meeple" ? `♟×${n}` : `${t(`piece.${piece}`)} ×${n}`;
}

/** The supply in a sentence (the tooltip over it). @param {Object<string, number>} supply pieces in hand, by piece
 * @returns {string} */
export function supplyTitle(supply) {
  return t("score.supply", { n: supply?.meeple ?? 0 });
}
