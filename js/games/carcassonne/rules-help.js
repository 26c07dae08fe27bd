// The rules help panel's text, ours, in English and Japanese: [heading, [paragraph or list item, ...]] per section.
// Written from the project's rules reference (base game + River, Abbot, Sightseeing); the engine enforces them.

export const RULES_HELP = {
  en: [
    ["The aim", [
      "Build a landscape of cities, roads, cloisters and fields one tile at a time, and place your followers (meeples) on them. Completed features score during the game; everything else scores at the end. The highest score wins; a tie is shared.",
    ]],
    ["Your turn", [
      "Place the tile you drew next to the tiles already down. It must touch at least one of them along a side (a corner is not enough), and every side it touches must match: city to city, road to road, field to field. If it fits nowhere it is set aside and you draw another.",
      "You may then put one meeple from your supply on a feature of that tile: a road (thief), a city (knight), a cloister (monk) or a field (farmer, lying down). You cannot join a road, city or field that already holds a meeple, yours or anyone's; but two separately claimed features may later grow together.",
      "Finally every road, city and cloister that your tile completed is scored at once.",
    ]],
    ["Scoring during the game", [
      "Road: finished when both ends stop (at a crossroads, a city or a cloister) or it closes a loop. 1 point per tile.",
      "City: finished when its walls close with no gap. 2 points per tile and 2 per pennant.",
      "Cloister: finished when all 8 tiles around it are placed. 9 points.",
      "A tile counts once for a feature, even if the feature passes through it twice.",
      "The player with the most meeples on a finished feature scores it; if several are tied, each of them scores it in full. Then every meeple on it goes back to its owner's supply. Farmers stay on their fields until the end.",
    ]],
    ["End of the game", [
      "The game ends after the last tile is placed. Unfinished features then score: a road 1 per tile, a city 1 per tile and 1 per pennant, a cloister 1 plus 1 per tile around it.",
      "Fields: each field is worth 3 points for every finished city it touches, to the player(s) with the most farmers in it.",
    ]],
    ["Variant: River", [
      "The spring is the first tile. The river tiles are played before the others, each extending the river's open end; the river may not make a U-turn. The lake comes last and ends the river; after placing it, the same player goes on with a normal tile.",
      "Meeples may go on the roads, cities, cloisters and fields of river tiles, but never on the river itself, the spring or the lake. The river divides fields.",
    ]],
    ["Variant: Abbot", [
      "Each player also has an abbot. Instead of a meeple, you may put your abbot on the cloister or garden of the tile you just placed. A garden scores like a cloister; ordinary meeples cannot go there.",
      "On a turn where you place no follower, you may call your abbot back: it scores at once 1 point per tile in the 3 x 3 square around it. At the end an abbot scores like an unfinished cloister.",
    ]],
    ["Variant: Sightseeing", [
      "Six landmark tiles take the cloisters' place. A meeple on a landmark is either a monk, who scores exactly like a cloister, or a tourist, who lies sideways and stays until the end.",
      "At the end a tourist scores 1 for its landmark plus the number of tiles in an unbroken line from it in each of the four directions.",
      "The three variants can be combined.",
    ]],
  ],
  ja: [
    ["目的", [
      "タイルを 1 枚ずつ置いて都市・道・修道院・草原の風景を広げ、そこに自分のミープルを置きます。完成した地形はゲーム中に、残りはゲーム終了時に得点になります。最も得点の高いプレイヤーの勝ちです (同点なら勝ちを分け合います)。",
    ]],
    ["手番の流れ", [
      "引いたタイルを、すでに置かれたタイルの隣に置きます。少なくとも 1 枚と辺で接していなければならず (角だけでは不可)、接する辺はすべて一致させます: 都市は都市に、道は道に、草原は草原に。どこにも置けないタイルは取り除き、もう 1 枚引きます。",
      "続いて、置いたタイルの地形 1 か所に手持ちのミープルを 1 体置いてもかまいません: 道 (盗賊)、都市 (騎士)、修道院 (修道士)、草原 (農夫、寝かせて置く)。すでに誰かのミープル (自分のものも含む) がいる道・都市・草原につながる場所には置けません。ただし、別々に置かれた地形があとでつながるのはかまいません。",
      "最後に、そのタイルで完成した道・都市・修道院をすぐに得点計算します。",
    ]],
    ["ゲーム中の得点", [
      "道: 両端が交差点・都市・修道院で途切れるか、輪になったら完成。タイル 1 枚につき 1 点。",
      "都市: 城壁が途切れなく閉じたら完成。タイル 1 枚につき 2 点、紋章 1 つにつき 2 点。",
      "修道院: 周りの 8 マスすべてにタイルが置かれたら完成。9 点。",
      "同じタイルを地形が 2 回通っていても、そのタイルは 1 枚として数えます。",
      "完成した地形にいちばん多くミープルを置いているプレイヤーが得点します。同数なら全員が満点を得ます。得点後、その地形のミープルはすべて持ち主に戻ります。農夫は終了まで草原に残ります。",
    ]],
    ["ゲームの終了", [
      "最後のタイルを置いた手番のあとでゲームは終わります。未完成の地形も得点になります: 道はタイル 1 枚につき 1 点、都市はタイル 1 枚と紋章 1 つにつき 1 点ずつ、修道院は 1 点と周りのタイル 1 枚につき 1 点。",
      "草原: 草原が接している完成した都市 1 つにつき 3 点を、その草原に農夫をいちばん多く置いているプレイヤーが得ます。",
    ]],
    ["ヴァリアント: 川", [
      "最初のタイルは泉です。川タイルはほかのタイルより先に、川の流れの先をのばすように置きます。川を U ターンさせることはできません。最後に湖を置いて川を終わらせ、湖を置いたプレイヤーは続けて通常のタイルを置きます。",
      "川タイルの道・都市・修道院・草原にはミープルを置けますが、川そのもの、泉、湖には置けません。川は草原を分けます。",
    ]],
    ["ヴァリアント: 修道院長", [
      "各プレイヤーは修道院長を 1 体ずつ持ちます。ミープルの代わりに、置いたばかりのタイルの修道院か庭園に修道院長を置けます。庭園は修道院と同じように得点し、普通のミープルは置けません。",
      "ミープルを置かなかった手番には、修道院長を呼び戻せます。そのとき、修道院長を中心とする 3×3 マスにあるタイル 1 枚につき 1 点をすぐに得ます。ゲーム終了時の修道院長は未完成の修道院と同じく得点します。",
    ]],
    ["ヴァリアント: 観光名所", [
      "6 枚の名所タイルが修道院タイルの代わりに入ります。名所に置くミープルは、修道院と同じく得点する修道士か、横向きに寝かせる観光客のどちらかです。観光客はゲーム終了まで戻りません。",
      "ゲーム終了時、観光客は名所タイルの 1 点に加えて、名所から上下左右の 4 方向それぞれに途切れずに並ぶタイルの枚数を得点します。",
      "3 つのヴァリアントは組み合わせて遊べます。",
    ]],
  ],
};
