// The top bar's extra buttons (Games, Rules, language switch) and the rules help dialog, in the page's language.

import { t, getLang } from "../words/i18n.js";
import { fetchRules, rulesNodes } from "./rules-page.js";

/** What the page knows of its own build (site/build.json). @typedef {{version?: string, hash?: string}} BuildInfo */

/** A top-bar button with the words of `key` (kept in the page's language by applyI18n) that calls onclick.
 * @param {string} id @param {string} key @param {(event: MouseEvent) => void} onclick @returns {HTMLButtonElement} */
export function topbarButton(id, key, onclick) {
  const b = Object.assign(document.createElement("button"), { type: "button", id, textContent: t(key) });
  b.dataset.i18n = key;
  b.addEventListener("click", onclick);
  return b;
}

/** Add the Games, Rules and language buttons to the top bar; each calls its handler when clicked.
 * @param {{onGames: () => void, onRules: () => void, onLanguage: () => void}} handlers */
export function addTopbarButtons({ onGames, onRules, onLanguage }) {
  const bar = document.querySelector(".topbar-buttons");
  const lang = topbarButton("btn-lang", "lang.switch", onLanguage);
  lang.dataset.i18nLabel = "lang.switch_label";
  bar.prepend(topbarButton("btn-games", "menu.games", onGames), topbarButton("btn-rules", "menu.rules", onRules), lang);
}

/** @type {Promise<BuildInfo | null> | null} */
let build = null; // Promise of site/build.json ({version, hash, ...}), fetched on the first open

/** The build this page is (version and content hash), or null where the page was not built (served from the repo).
 * @returns {Promise<BuildInfo | null>} */
function thisBuild() {
  build ??= fetch("build.json").then(/** @returns {Promise<BuildInfo | null> | null} */ (r) => (r.ok ? r.json() : null))
    .catch(/** @returns {null} */ () => null);
  return build;
}

/** The rules help dialog (built on first open, rebuilt in the current language on every open). */
export class RulesDialog {
  /** game() -> the name of the game shown, whose rules page (docs/rules/) the dialog shows; rules() -> what its
   * screen adds, {lang: [[heading, [paragraph, ...]], ...]} (its rulesHelp); more() -> the page's own sections that
   * apply to it, [[heading, [paragraph, ...]], ...] in the page's language; pictures(name) -> what draws the
   * pictures of game name's page (rules-page.js pictureMaker), made once per game so its art is drawn once;
   * lessons(name) -> a promise of a game's guided lessons [{id, title, minutes}], offered above its rules;
   * onLesson(name, id) starts one.
   * @param {() => string | undefined} game @param {() => Object<string, any[][]> | undefined} rules @param {() => any[][]} [more]
   * @param {((name: string) => any) | null} [pictures]
   * @param {{lessons?: (name: string) => Promise<{id: string, title: string, minutes: number}[]>,
   *   onLesson?: (name: string, id: string) => unknown}} [actions] */
  constructor(game, rules, more = () => [], pictures = null, { lessons = async () => [], onLesson = () => {} } = {}) {
    this.game = game;
    this.rules = rules;
    this.more = more;
    this.pictures = pictures;
    this.makers = new Map(); // game -> its page's pictureMaker
    this.lessons = lessons;
    this.onLesson = onLesson;
    this.dialog = Object.assign(document.createElement("dialog"), { id: "rules" });
    this.dialog.setAttribute("aria-labelledby", "rules-title");
    document.body.append(this.dialog);
  }

  /** Show the rules of the game shown, or of game `name` (the welcome's Rules). @param {string | null} [name] */
  open(name = null) {
    /** @type {string | null} */
    this.shown = name;
    this.render();
    if (!this.dialog.open) this.dialog.showModal();
  }

  render() {
    /** An element with text, and props as its properties (any of the element's: any value).
     * @template {keyof HTMLElementTagNameMap} K @param {K} tag @param {string} text
     * @param {Object<string, any>} [props] @returns {HTMLElementTagNameMap[K]} */
    const h = (tag, text, props = {}) => Object.assign(document.createElement(tag), { textContent: text, ...props });
    const close = h("button", t("games.close"), { type: "button", className: "primary", id: "rules-close" });
    close.addEventListener("click", () => this.dialog.close());
    const body = document.createElement("div");
    body.className = "rules-body";
    body.tabIndex = 0; // it scrolls: the keyboard reaches it to scroll it (arrows, Page Down)
    body.setAttribute("role", "region");
    body.setAttribute("aria-labelledby", "rules-title");
    const page = h("div", t("rules.loading"), { className: "rules-page" });
    const current = this.game(), lang = getLang();
    const game = this.shown ?? current;
    if (game) {
      if (this.pictures && !this.makers.has(game)) this.makers.set(game, this.pictures(game));
      fetchRules(game, lang).then(
        (text) => page.replaceChildren(...rulesNodes(text, this.makers.get(game))),
        () => { page.textContent = t("rules.unavailable"); });
    }
    if (game) body.append(this.lessonList(game));
    body.append(page);
    const rules = (game === current && this.rules()) || {}; // what the screen of the game in play adds
    for (const [heading, paragraphs] of [...(rules[lang] || rules.en || []), ...(game === current ? this.more() : [])]) {
      body.append(h("h3", heading), ...paragraphs.map((/** @type {string} */ text) => h("p", text)));
    }
    const about = h("p", "", { className: "rules-about", id: "rules-about" });
    about.hidden = true;
    thisBuild().then((b) => {
      if (!b?.version) return;
      about.textContent = t("rules.about", { version: b.version, build: String(b.hash).slice(0, 8) });
      about.hidden = false;
    });
    body.append(about);
    const buttons = document.createElement("div");
    buttons.className = "dialog-buttons";
    buttons.append(close);
    this.dialog.replaceChildren(h("h2", t("rules.title"), { id: "rules-title" }), body, buttons);
  }

  /** The game's lessons, each a button that starts it (filled in once they are read). @param {string} game */
  lessonList(game) {
    const box = Object.assign(document.createElement("section"), { className: "rules-lessons" });
    box.hidden = true;
    this.lessons(game).then((lessons) => {
      if (!lessons.length) return;
      const heading = Object.assign(document.createElement("h3"), { textContent: t("lesson.lessons") });
      const list = document.createElement("ul");
      for (const lesson of lessons) {
        const button = Object.assign(document.createElement("button"), {
          type: "button", className: "rules-lesson", textContent: `${lesson.title} · ${t("lesson.minutes", { n: lesson.minutes })}`,
        });
        button.dataset.lesson = lesson.id;
        button.addEventListener("click", () => { this.dialog.close(); this.onLesson(game, lesson.id); });
        const item = document.createElement("li");
        item.append(button);
        list.append(item);
      }
      box.replaceChildren(heading, list);
      box.hidden = false;
    }, () => {});
    return box;
  }

  /** Re-render in the current language if open. */
  translate() {
    if (this.dialog.open) this.render();
  }
}
