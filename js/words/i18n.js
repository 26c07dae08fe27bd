// Every string the UI shows, per language, so that a language switch only swaps this table. A game's own words
// (js/games/<name>/: its pieces, variants, score lines) are laid over it while that game is shown.

export const STRINGS = {
  en: {
    "app.title": "Carcassonne",
    "welcome.title": "Welcome! What would you like to play?",
    "welcome.lead": "Tile-laying games that play entirely in your browser, against the computer or with friends at the same screen.",
    "welcome.play": "Play",
    "welcome.rules": "Rules",
    "welcome.players": "{min}–{max} players",
    "welcome.open": "Choose a game",
    "welcome.learn": "Learn · {n} min",
    "welcome.loading": "The game is loading: {n}%. You can choose already.",
    "welcome.rules_soon": "The rules open as soon as the game has loaded…",
    "welcome.learn_label": "Learn to play: a guided game of about {n} minutes",
    "lesson.step": "Step {n} of {of}",
    "lesson.finished": "Lesson finished",
    "lesson.loading": "Preparing the lesson…",
    "lesson.watch": "Watch the other player's move.",
    "lesson.show": "Show me",
    "lesson.leave": "Leave lesson",
    "lesson.play_real": "Play a real game",
    "lesson.lessons": "Lessons",
    "lesson.minutes": "{n} min",
    "load.title": "Carcassonne",
    "load.download": "Downloading the game engine…",
    "load.python": "Starting Python…",
    "load.engine": "Loading the rules…",
    "load.ready": "Ready",
    "load.failed": "The game engine could not start: {error}",
    "load.retry": "Reload",
    "load.slow": "This is taking much longer than usual. The connection may have stalled: reload to try again.",

    "embed.problems": "Some options in this page's address could not be used:",
    "embed.choice": "{option}={value} is not one of {allowed}: {used} is used instead.",
    "embed.range": "{option}={value} is not a whole number from {min} to {max}: {used} is used instead.",
    "embed.seed": "seed={value} is not a whole number from 0 to {max}: a random seed ({used}) is used instead.",
    "embed.variant": "variants: {game} has no variant {value} (it has {allowed}): left out.",
    "embed.none": "none",
    "keep.full": "Open in full page ↗",
    "keep.full_short": "Full page ↗",
    "keep.unavailable": "Your browser does not let a game embedded in another site save it: a reload starts a new game. Open it in full page to keep it.",
    "keep.short": "⚠ Not saved here: a reload starts over ▾",
    "keep.ask": "Keep this game after a reload",
    "keep.refused": "The browser did not allow it here. Open the game in full page: it goes on there, saved.",
    "keep.kept": "This game is kept now: a reload resumes it.",
    "keep.copy": "This frame may not open a new tab. Copy this address into one to go on with the game:",

    "setup.title": "New game",
    "setup.game": "Game",
    "setup.players": "Players",
    "setup.range": "({min}–{max})",
    "setup.name": "Name",
    "setup.color": "Colour",
    "setup.type": "Player",
    "setup.human": "Human",
    "setup.computer": "Computer",
    "setup.computer_easy": "Computer (easy)",
    "setup.computer_medium": "Computer (medium)",
    "setup.computer_hard": "Computer (hard)",
    "setup.add": "Add player",
    "setup.remove": "Remove",
    "setup.seed": "Seed",
    "setup.seed_hint": "Same seed, same tile order. Empty: random.",
    "setup.variants": "Variants",
    "setup.start": "Start",
    "setup.cancel": "Cancel",
    "setup.default_name": "Player {n}",
    "setup.computer_name": "Computer {n}",
    "setup.color_n": "Colour {n}",

    "color.vermilion": "vermilion",
    "color.blue": "blue",
    "color.yellow": "yellow",
    "color.purple": "purple",
    "color.black": "black",
    "color.sky": "sky blue",
    "color.orange": "orange",
    "color.white": "white",
    "color.green": "green",
    "color.brown": "brown",

    "menu.new": "New game",
    "menu.help": "Help",
    "menu.info": "Tiles & log",
    "menu.close": "Close",

    "board.label": "Board. Arrows or Tab: move between free squares; Enter: place; R: rotate; H: hint.",
    "zoom.in": "Zoom in",
    "zoom.out": "Zoom out",
    "zoom.fit": "Show the whole board",

    "hand.title": "Tile in hand",
    "hand.rotate": "Rotate",
    "hand.none": "No tile",
    "hand.place": "{name}: place the tile on a highlighted square (one marked ↻ takes it turned).",
    "hand.choose": "{name}: choose where your piece goes, or none, then confirm.",
    "hand.thinking": "{name} is thinking…",
    "hand.waiting": "…",
    "hand.over": "Game over.",
    "hand.undo": "Undo",
    "hand.confirm": "Confirm",
    "hand.no_fit": "This tile fits nowhere.",
    "hand.hint": "Hint",
    "hint.shown": "Hint: the best move by the hard computer's judgement ({option}). Confirm it, or choose another.",
    "why.completes": "Completes your {kind}: +{points}",
    "why.scores": "Scores with the {kind}: +{points}",
    "why.claims": "Claims this {kind}, worth about {worth}",
    "why.claims_bare": "Claims this {kind}",
    "why.joins": "Joins {player}'s {kind} to share it",
    "why.steals": "Takes over {player}'s {kind}",
    "why.blocks": "Blocks {player}'s {kind}",
    "why.and": " · ",
    "why.quiet": "A quiet move: nothing scores or changes hands",
    "watch.pause": "Pause",
    "watch.resume": "Resume",
    "watch.paused": "Paused: {name} to play",
    "watch.label": "Watching the computers",
    "watch.step": "Step",
    "watch.step_title": "Play one computer move, then wait (N)",
    "watch.pause_title": "Pause or resume the computers (P)",
    "watch.speed": "Speed",
    "watch.slow": "Slow",
    "watch.normal": "Normal",
    "watch.fast": "Fast",
    "watch.instant": "Instant",
    "sound.label": "Sound: a short tone on your turn and on scoring",
    "sound.word": "Sound",
    "sound.on": "Sound is on",
    "sound.off": "Sound is off",

    "score.title": "Scores",
    "score.points": "{n} {n|pt|pts}",
    "score.turn": "to play",
    "score.computer": "computer",
    "score.thinking": "thinking…",

    "remaining.title": "Tiles left: {n}",
    "remaining.show": "Show the distribution",

    "log.title": "Game log",

    "feature.tiles": "tiles: {n}",
    "feature.complete": "Completed",
    "feature.open": "Not completed yet",
    "feature.pieces": "Pieces:",
    "feature.no_pieces": "Nobody's pieces on it",
    "feature.holders": "Scores for:",
    "feature.scored": "Scored: {text}",
    "feature.now": "If the game ended now: {text}",
    "feature.nothing": "If the game ended now: nothing",
    "feature.if_complete": "Once completed: {text}",
    "feature.extra": "({role}) at the end: {text}",
    "maps.label": "What the board shows",
    "maps.of": "{name}",
    "log.place": "{name} placed tile {tile}.",
    "log.place_deploy": "{name} placed tile {tile}: {role}.",
    "log.deploy": "{name} put a piece on the map: {role}.",
    "tile.label": "tile: {features}",
    "log.discard": "Tile {tile} fits nowhere and was discarded.",
    "log.score": "{names} +{points}: {text}",
    "log.final": "Final scoring",
    "log.nobody": "nobody",
    "log.return": "{name} took back a {piece}.",
    "log.new": "New game: {rules} (seed {seed}).",
    "log.end": "The game is over.",

    "notice.discard": "Tile {tile} fits nowhere: discarded, a new tile is drawn.",
    "notice.error": "Error: {error}",
    "notice.stacked_deck": "This game's record sets the order of its tiles ({options}): they were not shuffled.",

    "end.title": "Final scores",
    "end.winner": "{names} wins!",
    "end.you_win": "You win!",
    "end.winners": "{names} win (tie)!",
    "end.computer": "{name} (computer)",
    "end.player": "Player",
    "end.total": "Total",
    "end.new": "New game",
    "end.board": "Look at the board",
    "chart.title": "Every player's score over the game",
    "chart.moves": "Move",
    "chart.points": "Points",
    "chart.final": "Final scoring",

    "help.title": "How to play",
    "help.text": [
      "Place the tile in hand on a highlighted square; one marked ↻ takes it turned another way. Drag to pan, wheel or pinch or +/− to zoom.",
      "Rotate with the button, the R key or by tapping the tile in hand (only rotations that fit somewhere).",
      "Tap the tentative tile again to try its other rotations there.",
      "Then pick where a piece goes: a numbered circle on the tile or its button below (or none), and Confirm. Undo takes the tile back.",
      "Keys: arrows or Tab move between squares · R rotate · Enter place / confirm · 0–9 or Tab pick a spot · Esc undo · H hint · + / − zoom.",
      "On a computer's turn: Pause (P), Step one move (N) and the speed, from slow to instant, in place of the hand's buttons. The speaker in the top bar turns on a short tone for your turn and for points.",
    ],
  },
  ja: {
    "app.title": "カルカソンヌ",
    "welcome.title": "ようこそ! どのゲームで遊びますか?",
    "welcome.lead": "ブラウザーだけで遊べるタイル配置ゲームです。コンピューターとも、同じ画面で友だちとも遊べます。",
    "welcome.play": "遊ぶ",
    "welcome.rules": "ルール",
    "welcome.players": "{min}〜{max}人",
    "welcome.open": "ゲームを選ぶ",
    "welcome.learn": "遊び方を学ぶ · {n}分",
    "welcome.loading": "ゲームを読み込み中: {n}%。先に選んでおけます。",
    "welcome.rules_soon": "ゲームの読み込みが終わり次第、ルールを開きます…",
    "welcome.learn_label": "遊び方を学ぶ: 約{n}分のガイド付きゲーム",
    "lesson.step": "ステップ {n} / {of}",
    "lesson.finished": "レッスン完了",
    "lesson.loading": "レッスンを準備しています…",
    "lesson.watch": "相手の手を見ましょう。",
    "lesson.show": "やって見せて",
    "lesson.leave": "レッスンをやめる",
    "lesson.play_real": "本番のゲームを遊ぶ",
    "lesson.lessons": "レッスン",
    "lesson.minutes": "{n}分",
    "load.title": "カルカソンヌ",
    "load.download": "ゲームエンジンをダウンロード中…",
    "load.python": "Python を起動中…",
    "load.engine": "ルールを読み込み中…",
    "load.ready": "準備完了",
    "load.failed": "ゲームエンジンを起動できませんでした: {error}",
    "load.retry": "再読み込み",
    "load.slow": "いつもよりかなり時間がかかっています。通信が止まっているかもしれません。再読み込みしてください。",

    "embed.problems": "このページのアドレスに使えないオプションがありました:",
    "embed.choice": "{option}={value} は使えません ({allowed} のいずれか)。代わりに {used} を使います。",
    "embed.range": "{option}={value} は {min}〜{max} の整数ではありません。代わりに {used} を使います。",
    "embed.seed": "seed={value} は 0〜{max} の整数ではありません。代わりにランダムなシード ({used}) を使います。",
    "embed.variant": "variants: {game} に {value} というヴァリアントはありません (あるのは {allowed})。外しました。",
    "embed.none": "なし",
    "keep.full": "ゲームのページで開く ↗",
    "keep.full_short": "ページで開く ↗",
    "keep.unavailable": "このブラウザーは、ほかのサイトに埋め込まれたゲームの保存を許可していません。再読み込みすると新しいゲームになります。残すにはゲームのページで開いてください。",
    "keep.short": "⚠ ここでは保存されません: 再読み込みで最初から ▾",
    "keep.ask": "再読み込み後もこのゲームを残す",
    "keep.refused": "ここでは許可されませんでした。ゲームのページで開けば、続きをそこで遊べて保存もされます。",
    "keep.kept": "このゲームを保存できるようになりました。再読み込みしても続きから遊べます。",
    "keep.copy": "この枠からは新しいタブを開けません。このアドレスを新しいタブに貼り付けると、ゲームの続きを遊べます:",

    "setup.title": "新しいゲーム",
    "setup.game": "ゲーム",
    "setup.players": "プレイヤー",
    "setup.range": "({min}〜{max}人)",
    "setup.name": "名前",
    "setup.color": "色",
    "setup.type": "種類",
    "setup.human": "人間",
    "setup.computer": "コンピューター",
    "setup.computer_easy": "コンピューター (弱い)",
    "setup.computer_medium": "コンピューター (普通)",
    "setup.computer_hard": "コンピューター (強い)",
    "setup.add": "プレイヤーを追加",
    "setup.remove": "削除",
    "setup.seed": "シード",
    "setup.seed_hint": "同じシードなら同じタイル順。空欄: ランダム。",
    "setup.variants": "ヴァリアント",
    "setup.start": "開始",
    "setup.cancel": "キャンセル",
    "setup.default_name": "プレイヤー{n}",
    "setup.computer_name": "CPU{n}",
    "setup.color_n": "色 {n}",

    "color.vermilion": "朱色",
    "color.blue": "青",
    "color.yellow": "黄",
    "color.purple": "赤紫",
    "color.black": "黒",
    "color.sky": "空色",
    "color.orange": "橙",
    "color.white": "白",
    "color.green": "緑",
    "color.brown": "茶色",

    "menu.new": "新しいゲーム",
    "menu.help": "遊び方",
    "menu.info": "タイルと記録",
    "menu.close": "閉じる",

    "board.label": "盤面。矢印または Tab: 置けるマスへ移動、Enter: 置く、R: 回転、H: ヒント。",
    "zoom.in": "拡大",
    "zoom.out": "縮小",
    "zoom.fit": "盤面全体を表示",

    "hand.title": "手元のタイル",
    "hand.rotate": "回転",
    "hand.none": "タイルなし",
    "hand.place": "{name}: 光っているマスにタイルを置いてください (↻ のマスは回すと置けます)。",
    "hand.choose": "{name}: 駒を置く場所か「置かない」を選んで確定してください。",
    "hand.thinking": "{name} が考え中…",
    "hand.waiting": "…",
    "hand.over": "ゲーム終了。",
    "hand.undo": "戻す",
    "hand.confirm": "確定",
    "hand.no_fit": "このタイルはどこにも置けません。",
    "hand.hint": "ヒント",
    "hint.shown": "ヒント: 強いコンピューターの評価で最善の一手 ({option})。確定するか、別の手を選んでください。",
    "why.completes": "自分の{kind}を完成: +{points}点",
    "why.scores": "{kind}で得点: +{points}点",
    "why.claims": "この{kind}を確保 (約{worth}点)",
    "why.claims_bare": "この{kind}を確保",
    "why.joins": "{player}の{kind}につないで共有",
    "why.steals": "{player}の{kind}を奪う",
    "why.blocks": "{player}の{kind}を妨害",
    "why.and": "・",
    "why.quiet": "静かな一手: 得点も持ち主の変化もなし",
    "watch.pause": "一時停止",
    "watch.resume": "再開",
    "watch.paused": "一時停止中: 次は {name}",
    "watch.label": "コンピューターの対局を見る",
    "watch.step": "1手進める",
    "watch.step_title": "コンピューターの手を1手だけ進めて止まる (N)",
    "watch.pause_title": "コンピューターを一時停止・再開 (P)",
    "watch.speed": "速さ",
    "watch.slow": "ゆっくり",
    "watch.normal": "普通",
    "watch.fast": "速い",
    "watch.instant": "一瞬",
    "sound.label": "音: 自分の手番と得点のときに短い音",
    "sound.word": "音",
    "sound.on": "音はオン",
    "sound.off": "音はオフ",

    "score.title": "得点",
    "score.points": "{n} 点",
    "score.turn": "手番",
    "score.computer": "コンピューター",
    "score.thinking": "考え中…",

    "remaining.title": "残りタイル: {n}",
    "remaining.show": "内訳を表示",

    "log.title": "ゲーム記録",

    "feature.tiles": "タイル{n}枚",
    "feature.complete": "完成済み",
    "feature.open": "未完成",
    "feature.pieces": "コマ:",
    "feature.no_pieces": "コマなし",
    "feature.holders": "得点するのは:",
    "feature.scored": "得点済み: {text}",
    "feature.now": "今終了すると: {text}",
    "feature.nothing": "今終了すると: 得点なし",
    "feature.if_complete": "完成すると: {text}",
    "feature.extra": "({role}) 終了時: {text}",
    "maps.label": "盤面の表示",
    "maps.of": "{name}",
    "log.place": "{name} がタイル {tile} を置きました。",
    "log.place_deploy": "{name} がタイル {tile} を置き、{role}を配置しました。",
    "log.deploy": "{name} が{role}を配置しました。",
    "tile.label": "タイル: {features}",
    "log.discard": "タイル {tile} は置けないため除外されました。",
    "log.score": "{names} +{points}: {text}",
    "log.final": "最終得点計算",
    "log.nobody": "なし",
    "log.return": "{name} の{piece}が戻りました。",
    "log.new": "新しいゲーム: {rules} (シード {seed})。",
    "log.end": "ゲーム終了。",

    "notice.discard": "タイル {tile} は置けません。除外して新しいタイルを引きます。",
    "notice.error": "エラー: {error}",
    "notice.stacked_deck": "このゲームの記録はタイルの順番を指定しています ({options})。シャッフルされていません。",

    "end.title": "最終得点",
    "end.winner": "{names} の勝ち!",
    "end.you_win": "あなたの勝ち!",
    "end.winners": "{names} の勝ち (同点)!",
    "end.computer": "{name} (コンピューター)",
    "end.player": "プレイヤー",
    "end.total": "合計",
    "end.new": "新しいゲーム",
    "end.board": "盤面を見る",
    "chart.title": "各プレイヤーの得点の推移",
    "chart.moves": "手数",
    "chart.points": "得点",
    "chart.final": "最終得点計算",

    "help.title": "遊び方",
    "help.text": [
      "手元のタイルを光っているマスに置きます。↻ のマスには別の向きに回すと置けます。ドラッグで移動、ホイール・ピンチ・+/− で拡大縮小。",
      "ボタン、R キー、または手元のタイルをタップして回転します (どこかに置ける向きだけ)。",
      "仮置きしたタイルをもう一度タップすると、その場所で置ける別の向きになります。",
      "タイル上の番号の丸か下のボタンで駒の位置 (または「置かない」) を選んで確定します。「戻す」で仮置きを取り消します。",
      "キー: 矢印または Tab でマス移動 · R 回転 · Enter 置く/確定 · 0–9 または Tab で位置選択 · Esc 戻す · H ヒント · + / − 拡大縮小。",
      "コンピューターの手番では、手元のボタンの代わりに一時停止 (P)・1手進める (N)・速さ (ゆっくり〜一瞬) が出ます。上のバーのスピーカーで、自分の手番と得点のときの短い音をオンにできます。",
    ],
  },
};

let lang = "en";
let gameStrings = {}; // {lang: {key: text}} of the game shown

/** Lay a game's own strings ({lang: {key: text}}) over the page's, in place of the previous game's, and show them. */
export function setGameStrings(strings) {
  gameStrings = strings || {};
  applyI18n();
  document.title = t("app.title");
}

/** Choose the language used by t() (falls back to English for an unknown one). */
export function setLang(code) {
  lang = STRINGS[code] ? code : "en";
  document.documentElement.lang = lang;
}

export function getLang() {
  return lang;
}

/** The text for key in the current language, with {name} placeholders filled from vars. */
export function t(key, vars = {}) {
  const value = gameStrings[lang]?.[key] ?? STRINGS[lang][key] ?? gameStrings.en?.[key] ?? STRINGS.en[key];
  if (value === undefined) return key;
  if (Array.isArray(value)) return value;
  return fill(value, vars);
}

/** ``text`` with {name} filled from vars, and {name|one|other} as ``one`` when vars[name] is 1, else ``other``: "1 tile",
 * "2 tiles" (a language without plurals, as Japanese, writes none). */
function fill(text, vars) {
  return text
    .replace(/\{(\w+)\|([^|{}]*)\|([^|{}]*)\}/g, (m, name, one, other) => (name in vars ? (Number(vars[name]) === 1 ? one : other) : m))
    .replace(/\{(\w+)\}/g, (m, name) => (name in vars ? String(vars[name]) : m));
}

/** The text for key in a given game's strings ({lang: {key: text}}, not necessarily the game shown), in the current
 * language, with {name} placeholders filled; undefined if that game has no such key. */
export function gameText(strings, key, vars = {}) {
  const value = strings?.[lang]?.[key] ?? strings?.en?.[key];
  if (typeof value !== "string") return value;
  return fill(value, vars);
}

/** Fill every element under root that names a key: data-i18n (text), data-i18n-title, data-i18n-label, and
 * data-i18n-list (a list whose items are the key's lines). */
export function applyI18n(root = document) {
  for (const el of /** @type {NodeListOf<HTMLElement>} */ (root.querySelectorAll("[data-i18n]"))) el.textContent = t(el.dataset.i18n);
  for (const el of /** @type {NodeListOf<HTMLElement>} */ (root.querySelectorAll("[data-i18n-title]"))) el.title = t(el.dataset.i18nTitle);
  for (const el of /** @type {NodeListOf<HTMLElement>} */ (root.querySelectorAll("[data-i18n-label]"))) el.setAttribute("aria-label", t(el.dataset.i18nLabel));
  for (const el of /** @type {NodeListOf<HTMLElement>} */ (root.querySelectorAll("[data-i18n-list]"))) {
    el.replaceChildren(...[t(el.dataset.i18nList)].flat().map((line) => Object.assign(document.createElement("li"), { textContent: line })));
  }
}
