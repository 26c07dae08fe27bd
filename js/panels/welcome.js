// The welcome: on a first visit (nothing saved, no link), a card per game of the engine's catalog asks what to play.
// Each card shows a few of the game's tiles drawn by its own art (its module's welcomeTiles; null draws a tile face
// down), one line on what it is (its game.blurb), its player counts, and Learn (its first guided lesson, js/play/lesson.js,
// with its length), Play (the new-game dialog, set to that game)
// and Rules (its rules page); under them, its further lessons (More lessons: each title and length). Reopened later from the top bar's title and from the Games dialog. Names no game.

import { t, gameText } from "../words/i18n.js";
import { loadLesson, words } from "../games/lessons.js";
import { drawTileBack } from "../board/tileart.js";

/** @typedef {import("../engine/types.js").Catalog} Catalog */
/** @typedef {import("../engine/types.js").Tileset} Tileset */
/** @typedef {import("../board/tileart.js").TileArt} TileArt */
/** @typedef {import("../games/contract.js").GameModule} GameModule */
/** What the welcome does through the page (the constructor's words say each).
 * @typedef {{catalog: () => Catalog | null, loadGame: (name: string) => Promise<GameModule>,
 *   tileset: (name: string) => Promise<Tileset>, onPlay: (name: string) => void, onRules: (name: string) => void,
 *   onLearn: (name: string, lesson: string) => void}} WelcomeActions */

const PICTURE = 64; // css px per tile in a card's picture

export class Welcome {
  /** catalog() -> the engine's catalog; loadGame(name) -> a game's entry module; tileset(name) -> its tileset;
   * onPlay(name) opens the new-game dialog for a game, onRules(name) its rules, onLearn(name, lesson) starts a lesson
   * (the game module's first in `lessons`). @param {WelcomeActions} actions */
  constructor(actions) {
    this.actions = actions;
    this.dialog = Object.assign(document.createElement("dialog"), { id: "welcome" });
    /** @type {Map<string, Promise<TileArt>> | undefined} each game's art, made once its tileset is here */
    this.arts = undefined;
    this.dialog.setAttribute("aria-labelledby", "welcome-title");
    document.body.append(this.dialog);
  }

  /** Act through `actions` from now on (the same kinds as the constructor's): a welcome shown while the engine was
   * loading is handed to the page once it is built. @param {WelcomeActions} actions */
  connect(actions) {
    this.actions = actions;
  }

  /** Say, under the cards, how the game's loading goes (null: nothing to say). @param {string | null} text */
  status(text) {
    /** @type {string | null | undefined} */
    this.statusText = text;
    const line = /** @type {HTMLElement} */ (this.dialog.querySelector(".welcome-status"));
    if (line) {
      line.textContent = text || "";
      line.hidden = !text;
    }
  }

  /** Show the cards (built anew, in the page's language). */
  open() {
    this.render();
    if (!this.dialog.open) this.dialog.showModal();
  }

  get isOpen() {
    return this.dialog.open;
  }

  translate() {
    if (this.dialog.open) this.render();
  }

  render() {
    /** An element with props as its properties (any of the element's: any value) and its children.
     * @template {keyof HTMLElementTagNameMap} K @param {K} tag @param {Object<string, any>} [props]
     * @param {...(Node | string)} children @returns {HTMLElementTagNameMap[K]} */
    const h = (tag, props = {}, ...children) => {
      const node = Object.assign(document.createElement(tag), props);
      node.append(...children);
      return node;
    };
    const games = this.actions.catalog()?.games || {};
    /** @type {Promise<unknown>[]} */
    const drawn = []; // the cards' pictures and lesson lengths, filled in as they come
    const cards = Object.entries(games).map(([name, entry]) => {
      const strings = this.modules?.get(name)?.strings;
      // the keys asked are texts (not a list key's lines)
      /** @param {string} key @param {string} fallback */
      const word = (key, fallback) =>
        (strings && /** @type {string | undefined} */ (gameText(strings, key))) || fallback;
      const canvas = h("canvas", { className: "welcome-picture" });
      canvas.setAttribute("aria-hidden", "true");
      drawn.push(this.drawPicture(name, canvas));
      const play = h("button", { type: "button", className: "welcome-play" }, t("welcome.play"));
      play.addEventListener("click", () => { this.dialog.close(); this.actions.onPlay(name); });
      const rules = h("button", { type: "button", className: "welcome-rules" }, t("welcome.rules"));
      rules.addEventListener("click", () => this.actions.onRules(name));
      const lesson = this.modules?.get(name)?.lessons?.[0];
      const learn = lesson ? h("button", { type: "button", className: "primary welcome-learn" }, t("welcome.learn", { n: "…" })) : null;
      if (learn) {
        learn.addEventListener("click", () => { this.dialog.close(); this.actions.onLearn(name, lesson); });
        drawn.push(loadLesson(name, lesson).then((data) => {
          learn.textContent = t("welcome.learn", { n: data.minutes });
          learn.setAttribute("aria-label", t("welcome.learn_label", { n: data.minutes }));
        }, () => {}));
      }
      // The game's further lessons (a variant's, the bonus tiles'), each a small button under the card's own.
      const more = (this.modules?.get(name)?.lessons ?? []).slice(1).map((id) => {
        const button = h("button", { type: "button", className: "welcome-lesson" }, "…");
        button.dataset.lesson = id;
        button.addEventListener("click", () => { this.dialog.close(); this.actions.onLearn(name, id); });
        drawn.push(loadLesson(name, id).then((data) => {
          button.textContent = `${words(data.title)} · ${t("lesson.minutes", { n: data.minutes })}`;
        }, () => {}));
        return button;
      });
      const [min, max] = entry.players;
      const card = h("li", { className: "welcome-card" },
        canvas,
        h("h3", {}, word("game.title", entry.title)),
        h("p", { className: "welcome-blurb" }, word("game.blurb", "")),
        h("p", { className: "welcome-players" }, t("welcome.players", { min, max })),
        h("div", { className: "welcome-actions" }, ...[learn, play, rules].filter(Boolean)),
        ...(more.length ? [h("p", { className: "welcome-more" }, h("span", {}, t("welcome.more")), ...more)] : []));
      card.dataset.game = name;
      return card;
    });
    const list = h("ul", { className: "welcome-cards" }, ...cards);
    const close = h("button", { type: "button", id: "welcome-close" }, t("games.close"));
    close.addEventListener("click", () => this.dialog.close());
    const status = h("p", { className: "welcome-status", hidden: !this.statusText }, this.statusText || "");
    status.setAttribute("role", "status");
    this.dialog.replaceChildren(
      h("h2", { id: "welcome-title" }, t("welcome.title")),
      h("p", { className: "welcome-lead" }, t("welcome.lead")),
      list,
      h("div", { className: "dialog-buttons" }, status, close));
    if (!this.modules) this.loadModules(Object.keys(games));
    else if (this.modules.size) {
      // Every card complete (its pictures drawn, its lesson's length known): the welcome is of use from now on.
      // <html data-welcome="ready"> marks it; bench/first_visit.py times it.
      Promise.all(drawn).then(() => {
        if (!document.documentElement.dataset.welcome) window.welcomeAt = performance.now();
        document.documentElement.dataset.welcome = "ready";
      });
    }
  }

  /** Fetch every game's module once (its words and art), then show the cards again with them.
   * @param {string[]} names */
  async loadModules(names) {
    /** @type {Map<string, GameModule> | undefined} every game's module that loaded, by name */
    this.modules = new Map();
    const loaded = /** @type {[string, GameModule | null][]} */ (await Promise.all(
      names.map((name) => this.actions.loadGame(name).then((m) => [name, m], () => [name, null]))));
    for (const [name, module] of loaded) if (module) this.modules.set(name, module);
    if (this.dialog.open) this.render();
  }

  /** Draw a game's welcome tiles side by side with its own art, once its module and tileset are here.
   * @param {string} name @param {HTMLCanvasElement} canvas */
  async drawPicture(name, canvas) {
    const module = this.modules?.get(name);
    const tiles = module?.welcomeTiles || [];
    const dpr = window.devicePixelRatio || 1;
    canvas.width = Math.round(PICTURE * Math.max(tiles.length, 1) * dpr);
    canvas.height = Math.round(PICTURE * dpr);
    canvas.style.width = `${PICTURE * Math.max(tiles.length, 1)}px`;
    if (!module) return;
    this.arts ??= new Map();
    if (!this.arts.has(name)) this.arts.set(name, this.actions.tileset(name).then((set) => module.createArt(set)));
    const art = await this.arts.get(name).catch(/** @returns {null} */ () => null);
    const ctx = canvas.getContext("2d");
    if (!art || !ctx) return;
    const size = PICTURE * dpr;
    for (const [i, tile] of tiles.entries()) {
      // A tile's first drawing works out its shapes (tens of ms on a phone): one task per tile, so that a first
      // visit's page answers between them and the engine's start is not held up behind a whole card.
      if (i) await new Promise((resolve) => setTimeout(resolve));
      const x = i * size;
      if (tile === null) { // a tile face down, as in a memory game's grid
        drawTileBack(ctx, x, 0, size);
      } else {
        art.draw(ctx, tile, 0, x + dpr, dpr, size - 2 * dpr, 1);
      }
    }
    canvas.dataset.drawn = String(tiles.length);
  }
}
