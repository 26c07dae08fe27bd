// Carmela's words, per language, over Carcassonne's (its maps, pieces and scoring are Carcassonne's). The memory
// game's own words follow the original Japanese rules (seed 002): 神経衰弱, チャレンジ, 獲得.

import { t } from "../../words/i18n.js";
import { STRINGS as CARCASSONNE } from "../carcassonne/strings.js";

/** @typedef {import("../../words/i18n.js").WordTables} WordTables */
/** @typedef {import("../../engine/types.js").GameEvent} GameEvent */
/** @typedef {import("../../engine/types.js").ViewPlayer} ViewPlayer */

/** @type {WordTables} */
const OWN = {
  en: {
    "game.title": "Carmela (memory game)",
    "game.blurb": "Carcassonne as a memory game: find pairs among the face-down tiles and build your own map with them.",
    "app.title": "Carmela",
    "variant.any_map": "Place into any map",
    "variant_help.any_map": "Optional rule: a tile you take may go into another player's map; its point goes to that map's owner, and your meeple on it scores for you.",

    "kind.tiles": "Tiles",
    "score.tiles": "tiles: {tiles} x1 = {points}",

    "grid.tab": "Tiles",
    "grid.label": "The face-down tiles",
    "grid.down": "face-down tile {n}",
    "grid.up": "face-up tile {n}: {tile}",
    "grid.stop": "Stop: take them",
    "grid.memorise": "Flipped tiles stay up",
    "grid.seconds": "{n} s",
    "grid.hint": "Hint",
    "status.flip": "{name}: flip a face-down tile.",
    "status.flip_second": "{name}: flip a second tile. Same picture: you take both.",
    "status.decide": "{name}: a match! Stop and take them, or flip another to challenge for a third.",
    "status.remember": "Remember them…",
    "player.taken": "{n} taken",
    "option.aside": "Set it aside",
    "option_help.aside": "It fits no square of your map: set it aside (it still scores 1 for you) rather than place it in another map.",
    "log.take": "{name} took {tiles}.",
    "log.take_meeples": "{name} took {tiles} and won {n} {n|meeple|meeples}.",
    "log.set_aside": "{name} set {tile} aside: it fits nowhere in the taker's map (still 1 point).",
    "log.no_match": "{name} found no match.",
    "help.text": [
      "Flip a face-down tile, then a second: the same picture (pennants and gardens aside) wins both, and you go again.",
      "After a match you may flip another to challenge for three of a kind (and one more meeple), or Stop.",
      "A tile that is the last of its picture is taken as soon as it is flipped, and the turn ends.",
      "Each tile you take goes into your map on the board (the tabs switch between the tiles and every map).",
      "Keys: Tab moves between tiles · Enter flips · on the map: R rotate · Enter place / confirm · 0–9 pick a spot · H hint (for placing only: remembering the tiles is the game).",
    ],
  },
  ja: {
    "game.title": "カルメラ (カルカソンヌ神経衰弱)",
    "game.blurb": "カルカソンヌの神経衰弱。裏向きのタイルからペアを探し、取ったタイルで自分の地図を作ります。",
    "app.title": "カルメラ",
    "variant.any_map": "他人の地図にも置ける",
    "variant_help.any_map": "オプションルール: 獲得したタイルを他のプレイヤーの地図に置けます。タイルの1点はその地図の持ち主のものになり、置いたミープルの得点は自分のものです。",

    "kind.tiles": "タイル",
    "score.tiles": "タイル: {tiles}枚×1 = {points}点",

    "grid.tab": "タイル",
    "grid.label": "裏向きのタイル",
    "grid.down": "裏向きのタイル {n}",
    "grid.up": "表向きのタイル {n}: {tile}",
    "grid.stop": "やめて獲得",
    "grid.memorise": "めくったタイルを見せる時間",
    "grid.seconds": "{n}秒",
    "grid.hint": "ヒント",
    "status.flip": "{name}: 裏向きのタイルを1枚めくってください。",
    "status.flip_second": "{name}: 2枚目をめくってください。同じ絵なら2枚とも獲得です。",
    "status.decide": "{name}: 一致！ やめて獲得するか、もう1枚めくってチャレンジしてください。",
    "status.remember": "覚えてください…",
    "player.taken": "獲得{n}枚",
    "option.aside": "脇に置く",
    "option_help.aside": "自分の地図には置けません。他人の地図に置かずに脇に置きます (1点は自分のもの)。",
    "log.take": "{name} が {tiles} を獲得しました。",
    "log.take_meeples": "{name} が {tiles} を獲得し、ミープルを{n}個得ました。",
    "log.set_aside": "{name} が {tile} を脇に置きました。自分の地図のどこにも置けないためです (1点は数えます)。",
    "log.no_match": "{name} がめくったタイルは一致しませんでした。",
    "help.text": [
      "裏向きのタイルを1枚、続けてもう1枚めくります。同じ絵 (紋章・庭園は無視) なら2枚とも獲得し、もう一度手番を行います。",
      "一致したら、もう1枚めくって3枚目にチャレンジ (成功でミープル1個追加) するか、「やめて獲得」を選びます。",
      "その絵の最後の1枚は、めくった時点で獲得となり、手番が終わります。",
      "獲得したタイルは盤面の自分の地図に置きます (タブでタイルと各地図を切り替え)。",
      "キー: Tab でタイル移動 · Enter でめくる · 地図では R 回転 · Enter 置く/確定 · 0–9 位置選択 · H ヒント (配置のみ。タイルを覚えるのがゲームです)。",
    ],
  },
};

/** @type {WordTables} */
export const STRINGS = Object.fromEntries(Object.keys(CARCASSONNE).map((lang) => [lang, { ...CARCASSONNE[lang], ...OWN[lang] }]));

/** A log line for the memory game's own events (a take, a tile set aside, a miss), or null. name: a player's name,
 * by seat. @param {GameEvent} e @param {(player: number | null) => string} name @returns {string | null} */
export function logText(e, name) {
  // {tiles} and {tile} stay in the line: the page shows them as pictures of the event's tiles.
  if (e.type === "take") {
    return e.meeples ? t("log.take_meeples", { name: name(e.player), n: e.meeples }) : t("log.take", { name: name(e.player) });
  }
  if (e.type === "set_aside") return t("log.set_aside", { name: name(e.player) });
  if (e.type === "hide" && e.why === "miss") return t("log.no_match", { name: name(e.player) });
  return null;
}

/** What a player has taken so far, in short (beside their score). @param {ViewPlayer} p @returns {string} */
export function playerNote(p) {
  return t("player.taken", { n: p.taken ?? 0 });
}
