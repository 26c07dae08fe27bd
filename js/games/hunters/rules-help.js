// The rules help panel's text, ours, in English and Japanese: [heading, [paragraph or list item, ...]] per section.
// Written from the project's rules reference (RULES.md section 2: the 2nd edition as played by default, and the
// 2002 rules as the "classic" rule set); the engine enforces them.

export const RULES_HELP = {
  en: [
    ["The aim", [
      "Lay a prehistoric landscape of forests, rivers, lakes and meadows one tile at a time, and send your tribe into it: gatherers to the forests, fishers to the rivers, hunters to the meadows, and huts by the water. Forests and rivers score when completed; meadows and huts score at the end. The highest score wins; a tie is shared.",
    ]],
    ["Your turn", [
      "Draw a land tile and place it next to the tiles already down, touching at least one along a side, with every touching side matching: forest to forest, river to river, meadow to meadow. A tile that fits nowhere is set aside and another drawn.",
      "You may then put one piece from your supply on that tile: a tribe member (a gatherer in a forest, a fisher on a river, a hunter lying in a meadow) or a hut (on a river or a lake).",
      "Finally every forest and river your tile completed is scored at once.",
    ]],
    ["Tribe members and huts", [
      "A tribe member may not join a forest, river or meadow that already holds a tribe member, yours or anyone's; features claimed apart may later grow together. For tribe members a lake ends a river.",
      "A hut claims the whole water system: every river and lake joined through the lakes. It may not go where that system already has a hut. Huts never come back.",
      "Huts and fishers never block each other.",
    ]],
    ["Scoring during the game", [
      "River: completed when both ends reach a lake or a spring, or it closes a loop. 1 point per tile, plus 1 per fish in the river and in the lakes at its ends.",
      "Forest: completed when it is closed with no gap and no hole. 2 points per tile, plus 3 per mushroom tile in it.",
      "The player with the most tribe members on a completed feature scores it; tied players each score it in full. Then every tribe member on it goes back to its owner. Hunters stay in their meadows until the end.",
    ]],
    ["Bonus tiles", [
      "Whoever completes a forest with a menhir in it (not necessarily the player who scores it) draws a bonus tile at once and places it like any tile, may put a piece on it, and anything it completes is scored at once. The hand panel shows \"Bonus tile\" while you place one.",
      "Never more than one bonus tile per turn: a forest completed by a bonus tile earns none. No bonus tile when the bonus pile is empty.",
    ]],
    ["End of the game", [
      "The game ends after the turn in which the last land tile is placed. Tribe members on unfinished forests and rivers are removed and score nothing.",
      "Meadows: the player(s) with the most hunters in a meadow score its animals: mammoth 3, aurochs 2, deer 1. Each sabre-tooth tiger in the meadow takes one deer (never below 0).",
      "Huts: the player(s) with the most huts in a water system score 1 per fish in its lakes.",
    ]],
    ["Powers of the bonus tiles", [
      "Fire: the tigers of its meadow are ignored at the end.",
      "Mushrooms: the forest bonus above.",
      "Shaman: when you place it, you may take one of your tribe members back to your supply, unscored. Once the tile is placed and what it completed has scored, tap the tribe member to take back on the map (or choose Keep them all) and confirm.",
      "Hunting trap: when you place it, you score at once the animals of its meadow on the trap tile and the 8 tiles around it (tigers taking deer among them); those animals are then spent and do not count at the end.",
      "Pit trap: at the end, the animals of its meadow on the pit-trap tile and the 8 tiles around it count twice.",
      "Dugout canoe: when you place it, you score 2 per lake in its water system.",
      "Raft: at the end, each lake in its water system is worth 1 more to the hut majority.",
    ]],
    ["Classic rules (2002)", [
      "Choose them in the new-game dialog. They change:",
      "Supply: 5 tribe members and 2 huts each.",
      "Rivers score 1 per tile plus 1 per fish in the lakes at their ends (fish in the river itself do not count). Forests score 2 per mushroom patch.",
      "Hunters score 2 for every deer, aurochs and mammoth; tigers still take deer.",
      "Huts score 1 per fish in the whole water system, lakes and rivers; there is no raft.",
      "The bonus pile has 12 tiles: fire, mushrooms, the shrine and plain ones (no traps, canoe, raft or shaman).",
      "The shrine (tile 88): a player who places it and puts a hunter in its meadow is the only one to score that meadow at the end, however many hunters others have there. The hunter still needs a free meadow, as always.",
    ]],
  ],
  ja: [
    ["目的", [
      "タイルを 1 枚ずつ置いて森・川・湖・草原の原始の風景を広げ、種族を送り込みます: 森には採集者、川には漁師、草原には猟師、水辺には小屋。森と川は完成したときに、草原と小屋はゲーム終了時に得点になります。最も得点の高いプレイヤーの勝ちです (同点なら勝ちを分け合います)。",
    ]],
    ["手番の流れ", [
      "地形タイルを 1 枚引き、すでに置かれたタイルの隣に置きます。少なくとも 1 枚と辺で接し、接する辺はすべて一致させます: 森は森に、川は川に、草原は草原に。どこにも置けないタイルは取り除き、もう 1 枚引きます。",
      "続いて、置いたタイルに手持ちのコマを 1 つ置いてもかまいません: 種族コマ (森に採集者、川に漁師、草原に寝かせて猟師) か、小屋 (川か湖に) です。",
      "最後に、そのタイルで完成した森と川をすぐに得点計算します。",
    ]],
    ["種族コマと小屋", [
      "すでに種族コマ (自分のものも含む) がいる森・川・草原につながる場所には、種族コマを置けません。別々に置かれた地形があとでつながるのはかまいません。種族コマにとっては、湖で川が区切られます。",
      "小屋は水系全体 (湖を通してつながったすべての川と湖) を支配します。すでに小屋がある水系には置けません。小屋は手元に戻りません。",
      "小屋と漁師はお互いを妨害しません。",
    ]],
    ["ゲーム中の得点", [
      "川: 両端が湖か水源に達するか、輪になったら完成。タイル 1 枚につき 1 点、さらにその川と両端の湖にいる魚 1 匹につき 1 点。",
      "森: 途切れなく閉じ、内側に穴がなければ完成。タイル 1 枚につき 2 点、さらにキノコのあるタイル 1 枚につき 3 点。",
      "完成した地形に種族コマをいちばん多く置いているプレイヤーが得点します。同数なら全員が満点を得ます。得点後、その地形の種族コマは持ち主に戻ります。猟師は終了まで草原に残ります。",
    ]],
    ["ボーナスタイル", [
      "メンヒルのある森を完成させたプレイヤー (得点するプレイヤーとは限りません) は、すぐにボーナスタイルを 1 枚引いて通常どおり置き、そこにコマを置くこともできます。それで完成した地形はすぐに得点計算します。置いている間、手元の欄に「ボーナスタイル」と表示されます。",
      "ボーナスタイルは 1 手番に 1 枚までです。ボーナスタイルで完成させた森では引けません。ボーナスタイルの山が尽きたら引けません。",
    ]],
    ["ゲームの終了", [
      "最後の地形タイルを置いた手番のあとでゲームは終わります。未完成の森と川の種族コマは取り除かれ、得点になりません。",
      "草原: 猟師をいちばん多く置いているプレイヤーが、その草原の動物を得点します: マンモス 3 点、オーロックス 2 点、鹿 1 点。草原のサーベルタイガー 1 頭につき鹿 1 頭が無効になります (0 未満にはなりません)。",
      "小屋: 水系に小屋をいちばん多く置いているプレイヤーが、その水系の湖にいる魚 1 匹につき 1 点を得ます。",
    ]],
    ["ボーナスタイルの効果", [
      "山火事: 終了時、その草原のサーベルタイガーは無視されます。",
      "キノコ: 上の森のボーナスです。",
      "祈祷師: 置いたとき、自分の種族コマ 1 つを得点計算せずに手元に戻してもかまいません。タイルを置いて完成した場所の得点計算が済んだ後、戻すコマを地図上でタップする (または「戻さない」を選ぶ) と確定します。",
      "狩猟罠: 置いたとき、そのタイルと周囲 8 マスにある、罠と同じ草原の動物をすぐに得点します (その中でもトラは鹿を無効にします)。それらの動物は使用済みとなり、終了時には数えません。",
      "落とし穴: 終了時、落とし穴のタイルと周囲 8 マスにある、同じ草原の動物は 2 倍に数えます。",
      "丸太舟: 置いたとき、その水系の湖 1 つにつき 2 点をすぐに得ます。",
      "いかだ: 終了時、その水系の湖はそれぞれ小屋の得点に 1 点を加えます。",
    ]],
    ["旧ルール (2002年版)", [
      "新しいゲームの画面で選べます。次の点が変わります:",
      "手持ち: 各自 種族コマ 5 つと小屋 2 つ。",
      "川はタイル 1 枚につき 1 点と、両端の湖にいる魚 1 匹につき 1 点 (川そのものの魚は数えません)。森のキノコは 1 つにつき 2 点。",
      "猟師は鹿・オーロックス・マンモスのどれも 1 頭につき 2 点。トラは今までどおり鹿を無効にします。",
      "小屋は水系全体 (湖と川) の魚 1 匹につき 1 点。いかだはありません。",
      "ボーナスタイルは 12 枚: 山火事、キノコ、礼拝所、効果のないもの (罠・丸太舟・いかだ・祈祷師はありません)。",
      "礼拝所 (タイル 88): これを置いてその草原に猟師を置いたプレイヤーだけが、終了時にその草原を得点します。ほかのプレイヤーの猟師が何人いても関係ありません。猟師を置くには、いつもどおり空いている草原でなければなりません。",
    ]],
  ],
};
