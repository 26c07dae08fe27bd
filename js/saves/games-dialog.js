// The Games dialog: this game (share link, export, replay), the saved games (continue, final scores, replay, export,
// delete),
// importing a record file and opening a share link. It only shows lists and calls back; library.js does the work.

import { t } from "../words/i18n.js";
import { isolate } from "../words/names.js";
import { confirmIn } from "../panels/ask.js";

/** @typedef {import("./storage.js").SavedGame} SavedGame */
/** What an action returns: false (or a promise of false) when it failed, which keeps the dialog open.
 * @typedef {void | boolean | Promise<void | boolean>} Outcome */
/**
 * What the dialog asks of library.js (the constructor says what each does).
 * @typedef {object} GamesActions
 * @property {() => SavedGame[]} list
 * @property {(game: string | undefined) => string} gameTitle a game's title (undefined: the default game's)
 * @property {() => string | null} currentId
 * @property {() => Outcome} share
 * @property {() => boolean} [shareBlocked]
 * @property {() => Outcome} exportCurrent
 * @property {() => Outcome} embedCurrent the Embed dialog, on the game in play
 * @property {() => Outcome} replayCurrent
 * @property {(id: string) => Outcome} resume
 * @property {(id: string) => Outcome} scores
 * @property {(id: string) => Outcome} review
 * @property {(game: string | undefined) => boolean} [reviewable]
 * @property {(id: string) => Outcome} replay
 * @property {(id: string) => Outcome} export
 * @property {(id: string) => void} remove
 * @property {(file: File) => Outcome} importFile
 * @property {(text: string) => Outcome} openLink
 * @property {() => void} welcome the welcome, where a game is chosen
 */

/** An element with attributes, its class, listeners (on<event>: a function) and children (null ones left out).
 * @template {keyof HTMLElementTagNameMap} K @param {K} tag
 * @param {Object<string, string | ((event: Event) => unknown)>} [props] @param {...(Node | string | null)} children
 * @returns {HTMLElementTagNameMap[K]} */
function el(tag, props = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(props)) { // the key says which a value is: an on<event>'s is its listener
    if (k.startsWith("on")) node.addEventListener(k.slice(2), /** @type {(event: Event) => unknown} */ (v));
    else if (k === "class") node.className = /** @type {string} */ (v);
    else node.setAttribute(k, /** @type {string} */ (v));
  }
  node.append(...children.filter((c) => c != null));
  return node;
}

export class GamesDialog {
  /** actions: {list() -> saved entries, currentId() -> id, share(), shareBlocked() -> true when this game may not be
   *  shared yet, exportCurrent(), replayCurrent(),
   *  resume(id), scores(id), review(id), reviewable(game) -> true when a finished game of that name may be reviewed,
   *  replay(id), export(id), remove(id), importFile(file), openLink(text)}; each may return a
 *  promise. @param {GamesActions} actions */
  constructor(actions) {
    this.actions = actions;
    this.dialog = el("dialog", { id: "games", "aria-labelledby": "games-title" });
    document.body.append(this.dialog);
    this.dialog.addEventListener("close", () => {
      this.error = "";
      this.dialog.replaceChildren();
    });
  }

  open() {
    this.render();
    if (!this.dialog.open) this.dialog.showModal();
  }

  close() {
    if (this.dialog.open) this.dialog.close();
  }

  /** Run an action, then close the dialog unless the action returns false (it failed: its error stays shown).
   * @template {unknown[]} A @param {(...args: A) => Outcome} action @param {A} args @returns {() => Promise<void>} */
  run(action, ...args) {
    return async () => {
      this.error = "";
      const keepOpen = (await action(...args)) === false;
      if (keepOpen) this.render();
      else this.close();
    };
  }

  /** Show a message at the top of the open dialog (a bad file or link); it stays until the next action.
   * @param {string} text */
  showError(text) {
    this.error = text;
    this.render();
  }

  render() {
    const a = this.actions;
    const games = a.list();
    const current = a.currentId();
    const rows = games.map((g) => el("li", { class: "saved-game", "data-id": g.id },
      el("div", { class: "saved-what" },
        el("span", { class: "saved-title" }, a.gameTitle(g.record?.setup?.game)),
        el("strong", {}, g.names.map(isolate).join(" · ")),
        el("small", {}, [
          t("games.moves", { n: g.moves }),
          g.id === current ? t("games.playing") : g.over ? t("games.over") : t("games.going"),
          Number.isInteger(g.seat) ? t("games.by_link", { name: g.names[g.seat] ?? "" }) : null,
          g.copy ? t("games.link_copy") : null,
          g.scores?.length ? g.scores.join(" : ") : null,
          new Date(g.updated).toLocaleString(document.documentElement.lang),
        ].filter((x) => x != null).join(" · "))),
      el("div", { class: "saved-buttons" },
        g.id === current || g.over ? null : el("button", { type: "button", class: "saved-continue", onclick: this.run(a.resume, g.id) }, t("games.continue")),
        g.over ? el("button", { type: "button", class: "saved-scores", onclick: this.run(a.scores, g.id) }, t("games.scores")) : null,
        g.over && a.reviewable?.(g.record?.setup?.game)
          ? el("button", { type: "button", class: "saved-review", onclick: this.run(a.review, g.id) }, t("games.review")) : null,
        el("button", { type: "button", class: "saved-replay", onclick: this.run(a.replay, g.id) }, t("games.replay")),
        el("button", { type: "button", class: "saved-export", onclick: this.run(a.export, g.id) }, t("games.export")),
        g.id === current ? null : el("button", {
          type: "button", class: "saved-delete",
          onclick: async () => { if (await confirmIn(t("games.confirm_delete"), t("games.delete"))) { a.remove(g.id); this.render(); } },
        }, t("games.delete")))));

    const file = el("input", { type: "file", accept: ".json,application/json", id: "games-file", class: "visually-hidden" });
    file.addEventListener("change", () => file.files[0] && this.run(a.importFile, file.files[0])());
    const link = el("input", { type: "text", id: "games-link", placeholder: t("games.link_placeholder"), autocomplete: "off", "aria-label": t("games.link") });
    // Not a form: a sandboxed embed without allow-forms blocks its submission. Enter in the field opens it too.
    link.addEventListener("keydown", (e) => { if (e.key === "Enter") { e.preventDefault(); this.run(a.openLink, link.value)(); } });
    const linkForm = el("div", { class: "games-link" },
      link, el("button", { type: "button", id: "games-link-open", onclick: () => this.run(a.openLink, link.value)() }, t("games.open")));

    this.dialog.replaceChildren(
      el("h2", { id: "games-title" }, t("games.title")),
      ...(this.error ? [el("p", { class: "games-error", role: "alert" }, this.error)] : []),
      el("section", {},
        el("h3", {}, t("games.this_game")),
        el("div", { class: "games-row" },
          el("button", {
            type: "button", id: "games-share", onclick: this.run(a.share),
            ...(a.shareBlocked?.() ? { disabled: "", title: t("games.share_hidden") } : {}),
          }, t("games.share")),
          el("button", { type: "button", id: "games-embed", onclick: this.run(a.embedCurrent) }, t("embed_dialog.open")),
          el("button", { type: "button", id: "games-export-current", onclick: this.run(a.exportCurrent) }, t("games.export_current")),
          el("button", { type: "button", id: "games-replay-current", onclick: this.run(a.replayCurrent) }, t("games.replay_current")))),
      el("section", {},
        el("h3", {}, t("games.saved")),
        games.length ? el("ul", { id: "saved-games" }, ...rows) : el("p", { class: "muted" }, t("games.empty"))),
      el("section", {},
        el("div", { class: "games-row" },
          el("label", { class: "button-like", for: "games-file" }, t("games.import")), file),
        el("h3", {}, t("games.link")),
        linkForm),
      el("div", { class: "dialog-buttons" },
        el("button", { type: "button", id: "games-welcome", onclick: () => { this.close(); a.welcome(); } }, t("welcome.open")),
        el("button", { type: "button", id: "games-close", onclick: () => this.close() }, t("games.close"))));
  }
}
