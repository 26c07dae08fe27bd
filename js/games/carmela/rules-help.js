// The rules panel's text for Carmela, ours, in English and Japanese, from the project's rules reference (RULES.md
// section 3, after the original Japanese rules by domi); the engine enforces them.

export const RULES_HELP = {
  en: [
    ["The aim", [
      "Carmela is Carcassonne played as a memory game. Every tile lies face down in a grid; find pairs to take tiles, build your own map with them, and score it as in Carcassonne. The highest score wins.",
    ]],
    ["Setting up", [
      "Each player starts a map of their own with one start tile (a tile with one city side and one road: D, J or K, dealt at random) and has one meeple; all other tiles are shuffled face down.",
    ]],
    ["Your turn", [
      "Flip a face-down tile for everyone to see, then a second. Different pictures: after a moment both turn face down again (try to remember them!) and the turn passes.",
      "The same picture (a pennant or a garden makes no difference): you take both, place them, and play another turn.",
      "A tile that is the last of its picture in the grid (the crossroads and the all-city tile are one of a kind from the start) is taken as soon as it is flipped, and your turn ends; a tile flipped before it that turn goes face down again.",
    ]],
    ["Challenge", [
      "After a match you may flip a third tile instead of stopping. The same picture again: you may stop and take all three plus one more meeple, or challenge for a fourth (two more meeples in all), and so on. A different picture: everything flipped goes face down, you take nothing, and the turn passes.",
    ]],
    ["Placing the tiles you take", [
      "Each tile you take goes at once into your own map, one at a time, by Carcassonne's rules (it must touch your map and match every side it touches). After each tile you may put a meeple on it. A tile that fits nowhere is set aside; it still counts.",
      "Roads, cities and cloisters score when completed and their meeples come back, as in Carcassonne. Extra meeples won by a challenge join your supply and may be placed at once.",
    ]],
    ["End of the game", [
      "The game ends when every tile is taken. Each map then scores as at the end of Carcassonne (unfinished features, fields), and each player scores 1 point per tile taken (set-aside tiles included, the start tile not).",
    ]],
    ["Optional rule: place into any map", [
      "Chosen in the new-game dialog: a tile you take may go into another player's map instead. Its point goes to that map's owner, but you may put your meeple on it and you score what it earns.",
    ]],
    ["On screen", [
      "The tabs over the board switch between the tiles and each player's map. The time a missed pair stays face up is a setting above the tiles.",
    ]],
  ],
  ja: [
    ["目的", [
      "カルメラはカルカソンヌを神経衰弱として遊ぶゲームです。すべてのタイルを裏向きに並べ、同じ絵の組を見つけてタイルを獲得し、自分の地図を作ってカルカソンヌと同じように得点します。最も得点の多い人の勝ちです。",
    ]],
    ["準備", [
      "各プレイヤーはスタートタイル (都市の辺が1つで道が1本のタイル: D・J・K から無作為に配る) 1枚で自分の地図を始め、ミープルを1個持ちます。残りのタイルはすべて裏向きにして混ぜます。",
    ]],
    ["手番", [
      "裏向きのタイルを1枚めくって全員に見せ、続けてもう1枚めくります。違う絵なら、少し後に2枚とも裏に戻り (覚えておきましょう)、手番は次の人に移ります。",
      "同じ絵 (紋章や庭園の有無は問いません) なら2枚とも獲得して配置し、もう一度手番を行います。",
      "その絵の最後の1枚 (十字路や全面都市は最初から1枚だけ) は、めくった時点で獲得となり手番が終わります。その手番で先にめくったタイルは裏に戻ります。",
    ]],
    ["チャレンジ", [
      "一致したら、やめずに3枚目をめくってチャレンジできます。また同じ絵なら、やめて3枚とミープル1個を獲得するか、4枚目にチャレンジします (成功でミープル計2個)。違う絵なら、めくったタイルはすべて裏に戻り、何も獲得できず手番が移ります。",
    ]],
    ["獲得したタイルの配置", [
      "獲得したタイルは1枚ずつすぐに自分の地図へ、カルカソンヌのルール通りに置きます (地図に接し、接する辺がすべて一致)。置くたびにミープルを置くか決めます。どこにも置けないタイルは脇に置きますが、1枚として数えます。",
      "道・都市・修道院は完成すると得点し、ミープルが戻ります (カルカソンヌと同じ)。チャレンジで得たミープルは手元に加わり、すぐに置けます。",
    ]],
    ["ゲームの終了", [
      "すべてのタイルが獲得されたら終了です。各自の地図をカルカソンヌの終了時と同じく得点し (未完成の建造物・草原)、獲得したタイル1枚につき1点を加えます (脇に置いたタイルを含み、スタートタイルは除く)。",
    ]],
    ["オプションルール: 他人の地図にも置ける", [
      "新しいゲームの画面で選びます。獲得したタイルを他のプレイヤーの地図に置けます。タイルの1点はその地図の持ち主のものですが、そこに自分のミープルを置き、その得点は自分のものになります。",
    ]],
    ["画面", [
      "盤面の上のタブで、タイルと各プレイヤーの地図を切り替えます。外れた2枚を見せておく時間はタイルの上で設定できます。",
    ]],
  ],
};
