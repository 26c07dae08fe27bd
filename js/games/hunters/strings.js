// Hunters & Gatherers' words, per language: the game's name, its rule set, pieces and their roles, feature kinds,
// piles, score lines. The page merges them over js/i18n.js's table while this game is shown (setGameStrings).
// Japanese words follow the Japanese rulebooks (種族コマ, 小屋, 水系, メンヒル, 祈祷師, 狩猟罠, 落とし穴, 丸太舟).

import { t } from "../../words/i18n.js";

/** @typedef {import("../../engine/types.js").GameEvent} GameEvent */
/** @typedef {import("../../engine/types.js").Tile} Tile */
/** @typedef {import("../../engine/types.js").Segment} Segment */
/** @typedef {import("../turn.js").ChoiceOption} ChoiceOption */
/** Animals by kind, as a score's detail counts them (none there: no such animal).
 * @typedef {{mammoth?: number, aurochs?: number, deer?: number}} AnimalCounts */
/** What a meadow's or a hunting trap's score detail says of its animals (py/tilegames/games/hunters/powers.py): the
 * counts, each animal's points, the deer the tigers took, a fire, and beside a pit trap the animals that score again
 * and the points they add (pit).
 * @typedef {AnimalCounts & {values?: Object<string, number>, cancelled?: number, fire?: boolean,
 *   doubled?: AnimalCounts & {eaten?: number}, pit?: number}} AnimalDetail */

/** @type {import("../../words/i18n.js").WordTables} */
export const STRINGS = {
  en: {
    "game.title": "Hunters & Gatherers",
    "game.blurb": "Carcassonne in the Stone Age: forests, rivers, lakes and meadows full of animals, a tribe to send out, and bonus tiles with powers.",
    "app.title": "Hunters & Gatherers",

    "variant.classic": "Classic rules (2002)",
    "variant.none": "2nd edition",
    "variant_help.classic": "The first edition's rules: 5 tribe members and 2 huts each, 12 bonus tiles, every animal worth 2, huts score all the fish of their water system, mushrooms 2; tile 88 is a shrine.",

    "hand.no_piece": "No tribe member",
    "hand.choose": "{name}: choose a spot for a tribe member or a hut, or none, then confirm.",
    "help.text": [
      "Place the tile in hand on a highlighted square; one marked ↻ takes it turned another way. Drag to pan, wheel or pinch or +/− to zoom.",
      "Rotate with the button, the R key or by tapping the tile in hand (only rotations that fit somewhere).",
      "Tap the tentative tile again to try its other rotations there.",
      "Then pick a spot for a tribe member or a hut: a numbered circle on the tile or its button (or No tribe member), and Confirm. Undo takes the tile back.",
      "A bonus tile (after a forest with a menhir is completed) is placed the same way; the hand panel says so.",
      "Keys: arrows or Tab move between squares · R rotate · Enter place / confirm · 0–9 or Tab pick a spot · Esc undo · H hint · + / − zoom.",
    ],

    "role.gatherer": "gatherer",
    "role.fisher": "fisher",
    "role.hunter": "hunter",
    "role.hut": "hut",
    "hut.river": "hut on a river",
    "hut.lake": "hut on a lake",

    "piece.tribe": "tribe member",
    "piece.hut": "hut",

    "question.return": "{name}: you drew the shaman. Before you place it, you may take back one of your tribe members (it may go onto the shaman tile). Pick one on the map, or keep them all, then confirm.",
    "answer.keep": "Keep them all",
    "answer.return": "Take back the {role}",
    "answer_help.return": "The shaman: this tribe member comes back to your supply at once, unscored.",
    "log.return.shaman": "{name} took back a {role} with the shaman.",

    "role_help.gatherer": "Gatherer: scores the forest when it is completed (2 per tile), then comes back.",
    "role_help.fisher": "Fisher: scores the river when both its ends reach a lake or a spring (1 per tile + its fish), then comes back.",
    "role_help.hunter": "Hunter: lies in the meadow to the end; then the most hunters there score its animals.",
    "role_help.hut": "Hut: stays to the end; then the most huts in this water system (rivers joined through lakes) score its fish.",

    "kind.forest": "Forest",
    "kind.river": "River",
    "kind.meadow": "Meadow",
    "kind.lake": "Lake",
    "kind.water": "Water system (huts)",
    "kind.hut": "Huts",
    "kind.trap": "Hunting trap",
    "kind.canoe": "Canoe",

    "pile.bonus": "Bonus tile",
    "power.fire": "Fire: the tigers of its meadow are ignored at the end.",
    "power.mushrooms": "Mushrooms: a forest with them scores 3 more when completed.",
    "power.mushrooms_classic": "Mushrooms: a forest with them scores 2 more per patch when completed.",
    "power.shaman": "Shaman: take one of your tribe members back before placing it.",
    "power.shrine": "Shrine: put a hunter on its meadow and you alone score that meadow at the end.",
    "power.hunting_trap": "Hunting trap: score the animals around it now; they are spent.",
    "power.pit_trap": "Pit trap: the animals around it score double at the end.",
    "power.canoe": "Dugout canoe: score 2 per lake of its water system now.",
    "power.raft": "Raft: each lake of its water system is worth 1 more to the huts at the end.",
    "pile_left.bonus": "bonus tiles: {n}",

    "supply.tribe": "tribe ×{n}",
    "supply.hut": "huts ×{n}",
    "score.supply": "{tribe} tribe {tribe|member|members} and {hut} {hut|hut|huts} left",

    // Score lines, worded from the engine's numbers (event.detail) by scoreText below. In English the page shows the
    // engine's own text instead; these keep the tables alike.
    "score.forest": "forest: {tiles} {tiles|tile|tiles} x2 = {points}",
    "score.forest_mushrooms": "forest: {tiles} {tiles|tile|tiles} x2 + {mushrooms} {mushrooms|mushroom|mushrooms} x{mushroom_points} = {points}",
    "score.river": "river: {tiles} {tiles|tile|tiles} + {fish} fish = {points}",
    "score.meadow": "meadow: {animals} = {points}",
    "score.hunting_trap": "hunting trap: {animals} = {points}",
    "score.canoe": "dugout canoe: {lakes} {lakes|lake|lakes} x2 = {points}",
    "score.huts": "huts: {fish} fish = {points}",
    "score.huts_raft": "huts: {fish} fish + raft {lakes} {lakes|lake|lakes} = {points}",
    "animal.mammoth": "{n} mammoth x{v}",
    "animal.aurochs": "{n} aurochs x{v}",
    "animal.deer": "{n} deer x{v}",
    "animal.none": "no animals",
    "animal.cancelled": "({n} deer taken by tigers)",
    "animal.fire": "(fire: no tigers)",
    "animal.pit": "pit trap: {animals} again = {n}",
    "animal.pit_eaten": "({n} deer beside it taken by tigers)",
  },
  ja: {
    "game.title": "原始の営み (ハンター&ギャザラー)",
    "game.blurb": "石器時代のカルカソンヌ。森・川・湖と動物のいる草原に種族を送り込み、特別な力のあるボーナスタイルも使います。",
    "app.title": "カルカソンヌ 原始の営み",

    "variant.classic": "旧ルール (2002年版)",
    "variant.none": "第2版",
    "variant_help.classic": "初版のルール: 各自の種族コマ5・小屋2、ボーナスタイル12枚、動物はどれも2点、小屋は水系の魚すべてを得点、キノコ2点。タイル88は礼拝所です。",

    "hand.no_piece": "置かない",
    "hand.choose": "{name}: 種族コマか小屋を置く場所、または「置かない」を選んで確定してください。",
    "help.text": [
      "手元のタイルを光っているマスに置きます。↻ のマスには別の向きに回すと置けます。ドラッグで移動、ホイール・ピンチ・+/− で拡大縮小。",
      "ボタン、R キー、または手元のタイルをタップして回転します (どこかに置ける向きだけ)。",
      "仮置きしたタイルをもう一度タップすると、その場所で置ける別の向きになります。",
      "タイル上の番号の丸かボタンで種族コマか小屋を置く場所 (または「置かない」) を選んで確定します。「戻す」で仮置きを取り消します。",
      "ボーナスタイル (メンヒルのある森を完成させたとき) も同じように置きます。手元の欄にそう表示されます。",
      "キー: 矢印または Tab でマス移動 · R 回転 · Enter 置く/確定 · 0–9 または Tab で位置選択 · Esc 戻す · H ヒント · + / − 拡大縮小。",
    ],

    "role.gatherer": "採集者",
    "role.fisher": "漁師",
    "role.hunter": "猟師",
    "role.hut": "小屋",
    "hut.river": "小屋 (川)",
    "hut.lake": "小屋 (湖)",

    "piece.tribe": "種族コマ",
    "piece.hut": "小屋",

    "question.return": "{name}: 祈祷師タイルを引きました。置く前に、自分の種族コマを1つ手元に戻せます (戻したコマを祈祷師タイルに置くこともできます)。地図上のコマを選ぶか「戻さない」を選んで確定してください。",
    "answer.keep": "戻さない",
    "answer.return": "{role}を戻す",
    "answer_help.return": "祈祷師: この種族コマを得点計算せずにすぐ手元に戻します。",
    "log.return.shaman": "{name} が祈祷師で{role}を手元に戻しました。",

    "role_help.gatherer": "採集者: 森が完成すると得点し (タイル1枚につき2点)、手元に戻ります。",
    "role_help.fisher": "漁師: 川の両端が湖か水源に達すると得点し (タイル1枚につき1点 + 魚)、手元に戻ります。",
    "role_help.hunter": "猟師: 終了まで草原に寝かせて置きます。終了時にその草原で最も多いプレイヤーが動物を得点します。",
    "role_help.hut": "小屋: 終了まで残ります。終了時にこの水系 (湖でつながった川と湖) で小屋が最も多いプレイヤーが魚を得点します。",

    "kind.forest": "森",
    "kind.river": "川",
    "kind.meadow": "草原",
    "kind.lake": "湖",
    "kind.water": "水系 (小屋)",
    "kind.hut": "小屋",
    "kind.trap": "狩猟罠",
    "kind.canoe": "丸太舟",

    "pile.bonus": "ボーナスタイル",
    "power.fire": "山火事: この草原のトラはゲーム終了時に数えません。",
    "power.mushrooms": "キノコ: これを含む森は完成時に3点多くなります。",
    "power.mushrooms_classic": "キノコ: これを含む森は完成時にキノコ1つにつき2点多くなります。",
    "power.shaman": "祈祷師: 置く前に、自分の種族コマを1つ手元に戻せます。",
    "power.shrine": "礼拝所: この草原に猟師を置けば、終了時にこの草原を得点するのはあなただけです。",
    "power.hunting_trap": "狩猟罠: 周りの動物をすぐに得点します。その動物は終了時には数えません。",
    "power.pit_trap": "落とし穴: 周りの動物はゲーム終了時に2倍になります。",
    "power.canoe": "丸太舟: この水系の湖1つにつき2点をすぐに得ます。",
    "power.raft": "いかだ: 終了時、この水系の湖1つにつき小屋の得点が1点増えます。",
    "pile_left.bonus": "ボーナスタイル: {n}",

    "supply.tribe": "種族×{n}",
    "supply.hut": "小屋×{n}",
    "score.supply": "残り: 種族コマ{tribe}・小屋{hut}",

    "score.forest": "森: {tiles}枚×2 = {points}点",
    "score.forest_mushrooms": "森: {tiles}枚×2 + キノコ{mushrooms}×{mushroom_points} = {points}点",
    "score.river": "川: {tiles}枚 + 魚{fish}匹 = {points}点",
    "score.meadow": "草原: {animals} = {points}点",
    "score.hunting_trap": "狩猟罠: {animals} = {points}点",
    "score.canoe": "丸太舟: 湖{lakes}個×2 = {points}点",
    "score.huts": "小屋: 魚{fish}匹 = {points}点",
    "score.huts_raft": "小屋: 魚{fish}匹 + いかだ 湖{lakes}個 = {points}点",
    "animal.mammoth": "マンモス{n}頭×{v}",
    "animal.aurochs": "オーロックス{n}頭×{v}",
    "animal.deer": "鹿{n}頭×{v}",
    "animal.none": "動物なし",
    "animal.cancelled": "(鹿{n}頭はトラに取られた)",
    "animal.fire": "(山火事: トラなし)",
    "animal.pit": "落とし穴: {animals} をもう一度 = {n}",
    "animal.pit_eaten": "(落とし穴の周りの鹿{n}頭はトラに取られた)",
  },
};

/** A short name for an option: the role its piece takes (a hut: on a river or a lake), or none. An answer naming a
 * piece on the map is told by the number its spot shows there, beside the button's, not by board coordinates.
 * @param {ChoiceOption} o @returns {string} */
export function optionLabel(o) {
  if (o.question === "return") return o.piece_at ? t("answer.return", { role: t(`role.${o.role}`) }) : t("answer.keep");
  if (o.segment == null && o.piece == null) return t("hand.no_piece");
  if (o.segment == null) { // a choice that puts nothing on the tile: its piece's name, or the engine's word for it
    const name = t(`piece.${o.piece}`);
    return name === `piece.${o.piece}` ? o.piece : name;
  }
  return o.role === "hut" ? t(`hut.${o.kind}`) : t(`role.${o.role}`);
}

/** What choosing an option does, in a sentence (the option button's tooltip), or "". @param {ChoiceOption} o
 * @returns {string} */
export function optionHelp(o) {
  if (o.question) return o.piece_at ? t(`answer_help.${o.question}`) : "";
  return o.role ? t(`role_help.${o.role}`) : "";
}

/** One piece of a player's supply and its count, kept short: "tribe ×6", "huts ×3". @param {string} piece
 * @param {number} n @returns {string} */
export function supplyLabel(piece, n) {
  return t(`supply.${piece}`, { n });
}

/** The supply in a sentence (the tooltip over it). @param {Object<string, number>} supply pieces in hand, by piece
 * @returns {string} */
export function supplyTitle(supply) {
  return t("score.supply", { tribe: supply?.tribe ?? 0, hut: supply?.hut ?? 0 });
}

/** The animals a hunter majority or a hunting trap scored, from a score event's detail: "2 deer + 1 mammoth (...)".
 * @param {AnimalDetail} d @returns {string} */
function animals(d) {
  /** @param {AnimalCounts} counts */
  const list = (counts) => /** @type {(keyof AnimalCounts)[]} */ (["mammoth", "aurochs", "deer"])
    .filter((a) => counts[a])
    .map((a) => t(`animal.${a}`, { n: counts[a], v: d.values?.[a] ?? "?" })).join(" + ") || t("animal.none");
  let text = list(d);
  if (d.cancelled) text += ` ${t("animal.cancelled", { n: d.cancelled })}`;
  if (d.fire) text += ` ${t("animal.fire")}`;
  if (d.doubled) { // a pit trap: the animals beside it that score again, and the deer there the tigers took
    text += ` + ${t("animal.pit", { animals: list(d.doubled), n: d.pit })}`;
    if (d.doubled.eaten) text += ` ${t("animal.pit_eaten", { n: d.doubled.eaten })}`;
  }
  return text;
}

/** A score line in the page's language from an event's detail (the engine's numbers), or null for an unknown one.
 * @param {GameEvent} e @returns {string | null} */
export function scoreText(e) {
  const d = e.detail || {};
  const vars = { ...d, points: e.points };
  switch (d.what) {
    case "forest": return t(d.mushrooms ? "score.forest_mushrooms" : "score.forest", vars);
    case "river": return t("score.river", vars);
    case "meadow": return t("score.meadow", { ...vars, animals: animals(d) });
    case "hunting_trap": return t("score.hunting_trap", { ...vars, animals: animals(d) });
    case "canoe": return t("score.canoe", vars);
    case "huts": return t(d.raft ? "score.huts_raft" : "score.huts", vars);
    default: return null;
  }
}

const POWERS = ["fire", "mushrooms", "shaman", "hunting_trap", "pit_trap", "canoe", "raft"];

/** The power a tile carries and the segment holding it, {power, segment}, or null (a tile has one power at most).
 * @param {Tile | null | undefined} tile @returns {{power: string, segment: Segment} | null} */
export function powerOf(tile) {
  for (const segment of tile?.segments || []) {
    const power = POWERS.find((p) => segment.tokens?.[p]);
    if (power) return { power, segment };
  }
  return null;
}

/** The key of a tile's power line ("power.pit_trap") by the rules in force, or null for a tile without a power.
 * @param {Tile} tile @param {string[]} variants @returns {string | null} */
export function powerKey(tile, variants) {
  const power = powerOf(tile)?.power;
  if (!power) return null;
  const classic = variants.includes("classic");
  if (power === "shaman" && classic) return "power.shrine"; // tile 88 is the shrine in the 2002 rules
  return power === "mushrooms" && classic ? "power.mushrooms_classic" : `power.${power}`;
}

/** What a tile does beyond its picture, in one line (a bonus tile's power, by the rules in force), or null.
 * @param {Tile} tile @param {string[]} variants @returns {string | null} */
export function handNote(tile, variants) {
  const key = powerKey(tile, variants);
  return key && t(key);
}
