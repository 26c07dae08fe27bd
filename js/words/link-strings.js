// The words of play by link (the setup option, the send-your-move panel, what an arriving link did, the rules
// panel's section), merged into i18n.js's table so that t() finds them like any other string.

import { STRINGS } from "./i18n.js";

/** @typedef {import("./i18n.js").WordTables} WordTables */

/** @type {WordTables} */
const MORE = {
  en: {
    "setup.link": "Play by link: each person in their own browser",
    "setup.link_hint": "You play the first human seat. After each move the page gives you a link to send to the next player (by mail, chat…); a computer is played by the browser that reaches its turn.",

    "links.title": "Send your move",
    "links.title_over": "Send the final board",
    "links.waiting": "Waiting for {name}",
    "links.turn_of": "It is {name}'s turn: send {name} the link.",
    "links.over": "The game is over. Send the others the last link, so that they see the end too.",
    "links.for": "Link for {name}",
    "links.copy": "Copy link",
    "links.share": "Share…",
    "links.copied": "Link copied: send it to {name}.",
    "links.copy_by_hand": "Select the link and copy it by hand.",
    "links.share_text": "Your turn, {name}:",
    "links.note": "The link holds the whole game. When {name} has played, {name}'s browser gives the next link.",
    "links.note_over": "Each link opens the finished game in that player's browser.",
    "links.bad_seat": "it names no person of its game (seat {seat})",
    "links.seat_ignored": "The link names a seat, but this game is not played by link: every seat is played here.",
    "links.lost_seat": "this turn link has lost its end, where it names whose turn it is: copy the whole link",
    "links.unchecked": "This link was made by an older version, before links carried a check: it could not be checked for damage.",
    "links.not_yours": "This link is for {name}, but this browser plays {mine}.",
    "links.opened": "You play {name} in this game by link.",
    "links.news_one": "1 new move since your last turn: framed on the map.",
    "links.news": "{n} new moves since your last turn: framed and numbered on the map.",
    "links.same": "This link brings no new move: the game is as saved here.",
    "links.stale": "This link is older than the game saved here (it stops at move {n}; this browser has {k}): the saved game goes on.",
    "links.conflict": "This link contradicts the game saved here (move {at} differs). Both are kept: this browser's game goes on, and the link's is saved as a separate game under Games.",
    "links.forged": "This link holds a move at {name}'s seat (move {at}) that this browser did not make: someone else played {name}'s turn. It was not played here: your game stays as it was, and the link's is saved as a separate game under Games.",
    "games.by_link": "by link, as {name}",
    "games.link_copy": "the link's version",

    "links.rules_title": "Playing by link",
    "links.rules": [
      "Friends far apart can play one game, each in their own browser, with no server: tick “Play by link” when you start the game. After your move the page gives you a link to send to the next player (copy it, or share it where your device offers to). Their browser shows the moves made since their last turn, framed and numbered on the map; they play and send a link on. A computer player is played by the browser that reaches its turn.",
      "Each link names the player it is for, and a browser refuses a move that is not its player's turn. A browser that already has the game continues it from a newer link, says so when a link is older than what it has, and keeps both games when a link contradicts it. It also refuses a link that holds a move at its own seat that it did not make (someone else played its turn), and keeps that link's game apart.",
      "Honest limits: a link carries the whole game, its seed included, so anyone who decodes it could learn the order of the tiles to come. A link's check finds damage, not deceit: anyone can write a new link that passes it. A browser can tell that a move at its own seat is not its own, but not who made a move at another person's seat. This is for friendly games, not for strangers or stakes. A game whose play is what lies face down is not offered by link.",
    ],
  },
  ja: {
    "setup.link": "リンクで遊ぶ: 各自が自分のブラウザーで",
    "setup.link_hint": "あなたは最初の人間の席です。手を打つたびに次のプレイヤーへ送るリンクが表示されます (メールやチャットで送ってください)。コンピューターの手番は、その手番に来たブラウザーが打ちます。",

    "links.title": "手を送る",
    "links.title_over": "最終盤面を送る",
    "links.waiting": "{name} の番を待っています",
    "links.turn_of": "{name} の番です。{name} にリンクを送ってください。",
    "links.over": "ゲーム終了。ほかのプレイヤーにも最後のリンクを送って、結果を見せましょう。",
    "links.for": "{name} へのリンク",
    "links.copy": "リンクをコピー",
    "links.share": "共有…",
    "links.copied": "リンクをコピーしました。{name} に送ってください。",
    "links.copy_by_hand": "リンクを選択して手動でコピーしてください。",
    "links.share_text": "{name} さんの番です:",
    "links.note": "リンクにはゲーム全体が入っています。{name} が打つと、{name} のブラウザーが次のリンクを出します。",
    "links.note_over": "各リンクは、そのプレイヤーのブラウザーで終了したゲームを開きます。",
    "links.bad_seat": "このゲームにいないプレイヤーを指しています (席 {seat})",
    "links.seat_ignored": "リンクは席を指定していますが、このゲームはリンクで遊ぶゲームではありません。すべての席をここで遊びます。",
    "links.lost_seat": "この手番リンクは、誰の手番かを示す末尾が失われています。リンク全体をコピーしてください",
    "links.unchecked": "このリンクは、リンクにチェックが付く前の古い版で作られたため、破損の有無を確かめられませんでした。",
    "links.not_yours": "このリンクは {name} 用ですが、このブラウザーは {mine} の席です。",
    "links.opened": "このリンク対戦で、あなたは {name} です。",
    "links.news_one": "前の手番から 1 手進みました。盤面に枠で示しています。",
    "links.news": "前の手番から {n} 手進みました。盤面に枠と番号で示しています。",
    "links.same": "このリンクに新しい手はありません。ここに保存されたゲームと同じです。",
    "links.stale": "このリンクはここに保存されたゲームより古いものです (リンクは {n} 手目まで、このブラウザーは {k} 手)。保存されたゲームを続けます。",
    "links.conflict": "このリンクはここに保存されたゲームと食い違っています ({at} 手目が違います)。両方とも残します: このブラウザーのゲームを続け、リンクのゲームは「ゲーム」に別のゲームとして保存しました。",
    "links.forged": "このリンクには、このブラウザーが打っていない {name} の席の手 ({at} 手目) が入っています。ほかの誰かが {name} の番を打ちました。ここでは打たず、あなたのゲームはそのままです。リンクのゲームは「ゲーム」に別のゲームとして保存しました。",
    "games.by_link": "リンク対戦・{name} として",
    "games.link_copy": "リンク側の版",

    "links.rules_title": "リンクで遊ぶ",
    "links.rules": [
      "離れた友だちどうしで、それぞれ自分のブラウザーから 1 つのゲームを遊べます (サーバーは不要)。ゲーム開始時に「リンクで遊ぶ」を選んでください。手を打つと次のプレイヤーに送るリンクが表示されます (コピーするか、端末の共有機能で送ります)。受け取った人のブラウザーには前の手番からの手が盤面に枠と番号で示され、その人が打って次へリンクを送ります。コンピューターの手番は、その手番に来たブラウザーが打ちます。",
      "リンクには誰に宛てたものかが書かれていて、ブラウザーは自分のプレイヤーの番でない手を受け付けません。すでにゲームがあるブラウザーは、新しいリンクならその続きを進め、古いリンクならそう知らせ、食い違うリンクなら両方のゲームを残します。自分の席の手なのにこのブラウザーが打っていない手 (ほかの誰かが代わりに打った手) を含むリンクも受け付けず、そのゲームは別に残します。",
      "制限: リンクにはシードを含むゲーム全体が入っているため、解読すればこれから出るタイルの順番がわかってしまいます。リンクのチェックが見つけるのは破損であって、ごまかしではありません。チェックに通る新しいリンクは誰でも作れます。ブラウザーは自分の席の手が自分のものでないことは見分けられますが、ほかの人の席の手を誰が打ったかはわかりません。友だちどうしの気軽な対戦向けで、知らない人との対戦や賭けには向きません。伏せたタイルが遊びの中心となるゲームはリンクでは遊べません。",
    ],
  },
};

for (const code of Object.keys(MORE)) Object.assign(STRINGS[code], MORE[code]);
