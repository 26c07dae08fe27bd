// Which language the page speaks (URL ?lang=, then the player's own choice, then the browser's languages), the
// language switch, and the strings of saved games, records, replays, sharing and the rules panel (merged into
// i18n.js's table, so t() finds them like any other string).

import { STRINGS, setLang, getLang } from "./i18n.js";

/** @typedef {import("./i18n.js").WordTables} WordTables */

const PREF_KEY = "carcassonne.lang"; // the product's storage name, as players' browsers already hold it

/** @type {WordTables} */
const MORE = {
  en: {
    "menu.games": "Games",
    "menu.rules": "Rules",
    "lang.switch": "日本語",
    "lang.switch_label": "表示言語を日本語にする (switch to Japanese)",

    "games.title": "Games",
    "games.saved": "Saved games",
    "games.empty": "No saved games yet.",
    "games.playing": "playing now",
    "games.over": "finished",
    "games.going": "in progress",
    "games.moves": "{n} {n|move|moves}",
    "games.continue": "Continue",
    "games.scores": "Final scores",
    "games.replay": "Replay",
    "games.export": "Export",
    "games.delete": "Delete",
    "games.confirm_delete": "Delete this saved game?",
    "games.this_game": "This game",
    "games.share": "Copy share link",
    "games.share_hidden": "A link to a memory game in progress would give away its face-down tiles: share it once it is over.",
    "games.export_reveals": "This file holds the game's seed, which fixes where every face-down tile lies: anyone who reads it can learn them. Export it anyway?",
    "games.export_current": "Export to a file",
    "games.replay_current": "Replay",
    "games.import": "Import a game file…",
    "games.link": "Open a share link",
    "games.link_placeholder": "Paste a link or code",
    "games.open": "Open",
    "games.close": "Close",
    "games.copied": "Share link copied.",
    "games.link_ready": "Share link (select and copy):",

    "store.damaged": "Saved games in this browser were damaged or written by another program. They were set aside; a new game started.",
    "store.unavailable": "This window does not allow saving: the game will not be kept after you close it.",
    "store.resume_failed": "The saved game could not be resumed: {error}. A new game started.",
    "store.full": "{n} {n|move|moves} played here could not be saved (storage is full or refused): a reload would lose {n|it|them}. Games › Export to a file still keeps it.",
    "store.lost": "Storage was full: {n} {n|move|moves} played here before the reload could not be saved.",
    "store.changed_elsewhere": "This game was played on in another tab (it has {n} {n|move|moves} there).",
    "store.open_newer": "Show that game",
    "store.dropped": "This browser keeps {max} games: the oldest ({names}, {n} {n|move|moves}) was removed to make room. Export a game (Games) to keep it for good.",
    "store.dropped_many": "This browser keeps {max} games: {count} older ones were removed to make room, the oldest first ({names} …). Export a game (Games) to keep it for good.",
    "store.forked": "This game had been played on in another tab: your moves here are kept as a game of their own (see Games), and that tab's game stays as it was.",

    "records.bad_file": "This file is not a game record: {error}. Nothing was changed.",
    "records.bad_link": "This share link is broken: {error}. Nothing was changed.",
    "records.imported": "Game imported.",
    "records.shared": "Game opened from a share link.",
    "records.too_big": "the file is too big",
    "records.not_json": "it is not JSON",
    "records.not_record": "it has no setup and moves",
    "records.no_code": "no game code found",

    "log.resumed": "Game resumed after {n} {n|move|moves}.",
    "log.opened": "Game opened ({n} {n|move|moves}).",

    "replay.title": "Replay",
    "replay.step": "After move {n} of {total}",
    "replay.start": "The start (before move 1 of {total})",
    "replay.first": "First move",
    "replay.prev": "Back one move",
    "replay.next": "Forward one move",
    "replay.last": "Last move",
    "replay.close": "Back to the game",
    "replay.play_on": "Play on from here",
    "replay.play_on_as": "Play on from here as:",
    "replay.played_on": "Playing on after move {n}: you are {name}; the computer plays the other seats.",
    "replay.range": "Move shown",
    "replay.bad": "This game cannot be replayed: {error}.",
    "replay.not_yet": "This game hides the tiles that were flipped: it can be replayed once it is over.",

    "rules.title": "Rules",
    "rules.loading": "Loading the rules…",
    "rules.unavailable": "The rules page could not be loaded. It is docs/rules/ on the game's site.",
    "rules.about": "Version {version} (build {build}). Free software under the MIT licence. An independent fan project: Carcassonne and Hunters & Gatherers are trademarks of their owners; Carmela is domi's game. Tile art and texts are our own.",
  },
  ja: {
    "menu.games": "ゲーム",
    "menu.rules": "ルール",
    "lang.switch": "English",
    "lang.switch_label": "Switch to English (表示言語を英語にする)",

    "games.title": "ゲーム",
    "games.saved": "保存したゲーム",
    "games.empty": "保存したゲームはまだありません。",
    "games.playing": "プレイ中",
    "games.over": "終了",
    "games.going": "対局中",
    "games.moves": "{n} 手",
    "games.continue": "続ける",
    "games.scores": "最終得点",
    "games.replay": "リプレイ",
    "games.export": "書き出す",
    "games.delete": "削除",
    "games.confirm_delete": "この保存したゲームを削除しますか?",
    "games.this_game": "このゲーム",
    "games.share": "共有リンクをコピー",
    "games.share_hidden": "進行中の神経衰弱のリンクは、裏向きのタイルを明かしてしまいます。ゲームが終わってから共有してください。",
    "games.export_reveals": "このファイルには、裏向きのタイルの位置を決めるシードが入っています。読めば誰でもタイルがわかります。それでも書き出しますか?",
    "games.export_current": "ファイルに書き出す",
    "games.replay_current": "リプレイ",
    "games.import": "ゲームファイルを読み込む…",
    "games.link": "共有リンクを開く",
    "games.link_placeholder": "リンクまたはコードを貼り付け",
    "games.open": "開く",
    "games.close": "閉じる",
    "games.copied": "共有リンクをコピーしました。",
    "games.link_ready": "共有リンク (選択してコピーしてください):",

    "store.damaged": "このブラウザーに保存されたゲームが壊れているか、別のプログラムのデータでした。別の場所に退避し、新しいゲームを始めました。",
    "store.unavailable": "このウィンドウでは保存できません。閉じるとゲームは残りません。",
    "store.resume_failed": "保存したゲームを再開できませんでした: {error}。新しいゲームを始めました。",
    "store.full": "ここで打った{n}手を保存できませんでした (保存領域がいっぱいか、拒否されました)。再読み込みするとその手は失われます。「ゲーム」›「ファイルに書き出す」なら残せます。",
    "store.lost": "保存領域がいっぱいだったため、再読み込み前の最後の{n}手は保存できませんでした。",
    "store.changed_elsewhere": "このゲームは別のタブで続きが遊ばれました (そちらは{n}手)。",
    "store.open_newer": "そのゲームを表示",
    "store.dropped": "このブラウザーに残せるゲームは{max}個です。場所を空けるため、いちばん古いゲーム ({names}、{n}手) を削除しました。残したいゲームは「ゲーム」から書き出してください。",
    "store.dropped_many": "このブラウザーに残せるゲームは{max}個です。場所を空けるため、古いゲーム{count}個を古い順に削除しました ({names} …)。残したいゲームは「ゲーム」から書き出してください。",
    "store.forked": "このゲームは別のタブで続きが遊ばれていました。このタブでの手は別のゲームとして残し (「ゲーム」を参照)、別のタブのゲームはそのままです。",

    "records.bad_file": "このファイルはゲーム記録ではありません: {error}。何も変更していません。",
    "records.bad_link": "この共有リンクは壊れています: {error}。何も変更していません。",
    "records.imported": "ゲームを読み込みました。",
    "records.shared": "共有リンクからゲームを開きました。",
    "records.too_big": "ファイルが大きすぎます",
    "records.not_json": "JSON ではありません",
    "records.not_record": "setup と moves がありません",
    "records.no_code": "ゲームのコードが見つかりません",

    "log.resumed": "{n} 手目からゲームを再開しました。",
    "log.opened": "ゲームを開きました ({n} 手)。",

    "replay.title": "リプレイ",
    "replay.step": "{n} 手目のあと (全 {total} 手)",
    "replay.start": "開始時 (全 {total} 手)",
    "replay.first": "最初へ",
    "replay.prev": "1 手戻る",
    "replay.next": "1 手進む",
    "replay.last": "最後へ",
    "replay.close": "ゲームに戻る",
    "replay.play_on": "ここから続きを遊ぶ",
    "replay.play_on_as": "ここから続きを遊ぶプレイヤー:",
    "replay.played_on": "{n} 手目のあとから続きを遊びます。あなたは {name} で、ほかの席はコンピューターです。",
    "replay.range": "表示する手",
    "replay.bad": "このゲームはリプレイできません: {error}。",
    "replay.not_yet": "このゲームはめくったタイルを隠すため、リプレイは終了後にできます。",

    "rules.title": "ルール",
    "rules.loading": "ルールを読み込んでいます…",
    "rules.unavailable": "ルールのページを読み込めませんでした。ゲームのサイトの docs/rules/ にあります。",
    "rules.about": "バージョン {version} (ビルド {build})。MIT ライセンスのフリーソフトウェアです。個人のファンによる非公式の制作物です。カルカソンヌ、ハンター&ギャザラーはそれぞれの権利者の商標で、カルメラは domi さんのゲームです。タイルの絵と文章はこのプロジェクトのオリジナルです。",
  },
};

for (const code of Object.keys(MORE)) Object.assign(STRINGS[code], MORE[code]);

/** The language to start in: ?lang=, else the one the player chose before, else the browser's first en/ja. */
export function chooseLanguage(search = location.search) {
  const asked = new URLSearchParams(search).get("lang");
  if (asked && STRINGS[asked]) return asked;
  try {
    const saved = localStorage.getItem(PREF_KEY);
    if (saved && STRINGS[saved]) return saved;
  } catch { /* storage refused: fall through to the browser's languages */ }
  for (const tag of navigator.languages || [navigator.language || "en"]) {
    const code = String(tag).toLowerCase().split("-")[0];
    if (STRINGS[code]) return code;
  }
  return "en";
}

/** Switch to the other language, remember the choice, and return the new code. */
export function toggleLanguage() {
  const next = getLang() === "ja" ? "en" : "ja";
  setLang(next);
  try {
    localStorage.setItem(PREF_KEY, next);
  } catch { /* not remembered; the switch still works for this page */ }
  return next;
}
