// The Embed dialog: the iframe snippet that puts this game in an article, as the README gives it (width 100% up to
// 720 px, the sandbox and allow attributes the embed needs), for what the writer chooses: a new game like this one,
// this game's replay at a move, the position at a move as a question ("what would you play?"), or the lesson in play;
// with the reader's options (players, computer level, language, size, pin). A live preview at a phone's width or an
// article's loads the snippet's own address on demand (it boots a game of its own). Copy puts the snippet on the
// clipboard (or selects it, where the clipboard is refused).

import { t } from "../words/i18n.js";
import { el } from "./dom.js";
import { copyText } from "./ask.js";

/** @typedef {import("../engine/types.js").Catalog} Catalog */
/** @typedef {import("../engine/types.js").GameRecord} GameRecord */
/** What the dialog asks of the page (the constructor's words say each).
 * @typedef {{engine: Pick<import("../engine/client.js").Engine, "replayAt" | "shareRecord">, catalog: () => Catalog,
 *   title: (game: string) => string, hidesTiles: (game: string) => boolean}} EmbedHost */
/** What is embedded. @typedef {"play" | "replay" | "position" | "lesson"} EmbedMode */
/** A lesson in play: its game and its id. @typedef {{game: string, lesson: string}} EmbedLesson */
/** The game open: its record, the move chosen of its total, whether it is over, its lesson, and whether its record
 * gives away hidden tiles before its end (secret).
 * @typedef {{record: GameRecord, move: number, total: number, over: boolean, lesson: EmbedLesson | null,
 *   secret: boolean}} EmbedWhat */
/** The writer's choices. @typedef {{mode: EmbedMode, lang: string, size: string, pin: boolean, height: number,
 *   players: number, level: string}} EmbedState */
/** The preview's widths. @typedef {"phone" | "article"} PreviewWidth */

// The README's snippet, attribute by attribute (tests/browser/test_embed_dialog.py holds them to README.md).
const SANDBOX = "allow-scripts allow-same-origin allow-popups allow-downloads\n                 allow-storage-access-by-user-activation";
const ALLOW = "clipboard-write; web-share";
const WIDTHS = { phone: 360, article: 720 };

/** The iframe snippet for an embed at `src` (an absolute address) titled `title`, `height` px high.
 * @param {string} src @param {string} title @param {number} height @returns {string} */
export function snippet(src, title, height) {
  /** @param {string} text */
  const attr = (text) => text.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");
  return `<iframe src="${attr(src)}"\n        title="${attr(title)}" width="100%" height="${height}" style="max-width: 720px; border: 0" loading="lazy"\n`
    + `        sandbox="${SANDBOX}"\n        allow="${ALLOW}"></iframe>`;
}

export class EmbedDialog {
  /** host: {engine (the engine client), catalog() (the engine's catalog), title(game) (a game's name in the page's
   * language), hidesTiles(game) (true for a game whose record gives away what lies face down until it is over)}.
   * @param {EmbedHost} host */
  constructor(host) {
    this.host = host;
    this.dialog = /** @type {HTMLDialogElement} */ (
      el("dialog", { id: "embed-dialog", "aria-labelledby": "embed-title" }));
    document.body.append(this.dialog);
    /** @type {EmbedWhat | null} */
    this.what = null; // what is embedded: {record, move, total, over, lesson}
    /** @type {string | null} */
    this.code = null; // the record's share code, once asked for
  }

  /** Open for `record` (a game's), at `move` (its moves so far unless told), in `mode` ("play", "replay",
   * "position" or "lesson"), with `lesson` ({game, lesson}) when the game is one.
   * @param {{record: GameRecord, move?: number, mode?: EmbedMode, lesson?: EmbedLesson | null}} what */
  async open({ record, move = record.moves.length, mode = "play", lesson = null }) {
    const total = record.moves.length;
    const last = await this.host.engine.replayAt(record, total);
    const over = !!last.over;
    this.what = { record, move: Math.min(move, total), total, over, lesson, secret: !over && this.host.hidesTiles(record.setup.game) };
    this.code = null;
    /** @type {EmbedState} */
    this.state = { mode: lesson && mode === "play" ? "lesson" : mode, lang: "", size: "small", pin: false, height: 560,
      players: record.setup.players.length, level: "" };
    if (!this.allowed(this.state.mode)) this.state.mode = "play";
    /** @type {PreviewWidth | null} */
    this.preview = null;
    await this.render();
    if (!this.dialog.open) this.dialog.showModal();
  }

  /** Whether `mode` can be embedded for what is open (a hidden game's record is not shared before its end).
   * @param {EmbedMode} mode @returns {boolean} */
  allowed(mode) {
    const w = this.what;
    if (mode === "lesson") return !!w.lesson;
    if (mode === "replay") return !w.secret && w.total > 0;
    if (mode === "position") return !w.secret && !(w.over && w.move >= w.total);
    return true;
  }

  /** The embed's address for the options chosen. @returns {Promise<string>} */
  async src() {
    const s = this.state, w = this.what, setup = w.record.setup;
    const game = setup.game ?? Object.keys(this.host.catalog().games)[0];
    const query = new URLSearchParams();
    if (s.mode === "lesson") query.set("lesson", `${w.lesson.game}/${w.lesson.lesson}`);
    else if (s.mode === "play") {
      query.set("game", game);
      if (setup.variants?.length) query.set("variants", setup.variants.join(","));
      query.set("players", String(s.players));
      if (s.level) query.set("level", s.level);
    } else {
      this.code ??= await this.host.engine.shareRecord(w.record);
      if (s.mode === "position") query.set("mode", "position");
      query.set("g", this.code);
      query.set("move", String(w.move));
      if (s.level) query.set("level", s.level);
    }
    if (s.lang) query.set("lang", s.lang);
    if (s.size !== "medium") query.set("size", s.size);
    if (s.pin) query.set("pin", "1");
    return new URL(`embed.html?${query}`, location.href).href;
  }

  async render() {
    const s = this.state, w = this.what;
    const game = w.record.setup.game ?? Object.keys(this.host.catalog().games)[0];
    const entry = this.host.catalog().games[game];
    /** @template {keyof EmbedState} K @param {K} key @param {EmbedState[K]} value */
    const set = (key, value) => { s[key] = value; this.render(); };
    /** @param {EmbedMode} mode */
    const radio = (mode) => el("label", { class: "embed-mode" },
      el("input", { type: "radio", name: "embed-mode", value: mode, checked: s.mode === mode, disabled: !this.allowed(mode),
        onchange: () => set("mode", mode) }),
      " ", t(`embed_dialog.${mode}`));
    /** @param {string} id @param {"level" | "lang" | "size"} key @param {[string, string][]} choices */
    const select = (id, key, choices) => el("label", {}, el("span", {}, t(`embed_dialog.${key}`)), " ",
      el("select", { id, onchange: (/** @type {{target: HTMLSelectElement}} */ e) => set(key, e.target.value) },
        ...choices.map(([value, text]) => el("option", { value, selected: s[key] === value }, text))));
    /** @param {string} id @param {string} key @param {number} min @param {number} max @param {number} value
     * @param {(n: number) => void} onchange */
    const number = (id, key, min, max, value, onchange) => el("label", {}, el("span", {}, t(`embed_dialog.${key}`)), " ",
      el("input", { id, type: "number", min: String(min), max: String(max), value: String(value), inputmode: "numeric",
        onchange: (/** @type {{target: HTMLInputElement}} */ e) =>
          onchange(Math.max(min, Math.min(max, Math.round(Number(e.target.value)) || min))) }));
    const modes = /** @type {EmbedMode[]} */ (["play", "replay", "position", ...(w.lesson ? ["lesson"] : [])]);
    const options = el("div", { class: "embed-options" });
    if (s.mode === "replay" || s.mode === "position") {
      options.append(number("embed-move", "move", 0, w.total, w.move, (n) => { w.move = n; this.render(); }));
    }
    if (s.mode === "play") {
      options.append(number("embed-players", "players", entry.players[0], entry.players[1], s.players, (n) => set("players", n)));
    }
    if (s.mode !== "lesson") {
      options.append(select("embed-level", "level", [["", t("embed_dialog.default")], ...entry.levels.map(
        /** @returns {[string, string]} */ (l) => [l, t(`setup.computer_${l}`)])]));
    }
    options.append(
      select("embed-lang", "lang", [["", t("embed_dialog.reader_lang")], ["en", "English"], ["ja", "日本語"]]),
      select("embed-size", "size", ["small", "medium", "large"].map((v) => [v, t(`embed_dialog.size_${v}`)])),
      number("embed-height", "height", 420, 1200, s.height, (n) => set("height", n)),
      el("label", {}, el("input", { type: "checkbox", id: "embed-pin", checked: s.pin,
        onchange: (/** @type {{target: HTMLInputElement}} */ e) => set("pin", e.target.checked) }),
        " ", t("embed_dialog.pin")));
    const src = await this.src();
    const code = snippet(src, this.host.title(game), s.height);
    const text = /** @type {HTMLTextAreaElement} */ (
      el("textarea", { id: "embed-snippet", readonly: "", rows: "6", spellcheck: "false" }));
    text.value = code;
    const previewBox = el("div", { class: "embed-preview" });
    /** @param {PreviewWidth} width */
    const preview = (width) => {
      this.preview = width;
      previewBox.replaceChildren(el("iframe", {
        src, title: t("embed_dialog.preview"), width: String(WIDTHS[width]), height: String(s.height),
        // No sandbox: the preview is this site's own page (a sandbox with allow-same-origin warns of itself); no
        // web-share either, which a browser without Web Share warns of: a preview shares nothing.
        allow: "clipboard-write",
      }));
    };
    this.dialog.replaceChildren(...[
      el("h2", { id: "embed-title" }, t("embed_dialog.title")),
      el("fieldset", { class: "embed-modes" }, el("legend", {}, t("embed_dialog.what")), ...modes.map(radio)),
      w.secret ? el("p", { class: "muted" }, t("embed_dialog.secret")) : null,
      options,
      el("label", { for: "embed-snippet", class: "embed-snippet-label" }, t("embed_dialog.snippet")),
      text,
      el("div", { class: "embed-preview-buttons" },
        el("span", {}, t("embed_dialog.preview")),
        el("button", { type: "button", id: "embed-preview-phone", onclick: () => preview("phone") }, t("embed_dialog.phone")),
        el("button", { type: "button", id: "embed-preview-article", onclick: () => preview("article") }, t("embed_dialog.article"))),
      previewBox,
      el("div", { class: "dialog-buttons" },
        el("button", { type: "button", id: "embed-close", onclick: () => this.dialog.close() }, t("games.close")),
        el("button", {
          type: "button", id: "embed-copy", class: "primary",
          onclick: async () => { if (await copyText(code, t("embed_dialog.copy_by_hand"))) this.copied(); },
        }, t("embed_dialog.copy")))].filter(Boolean));
    if (this.preview) preview(this.preview); // the preview follows the options
  }

  copied() {
    const button = this.dialog.querySelector("#embed-copy");
    if (button) button.textContent = t("embed_dialog.copied");
  }
}
