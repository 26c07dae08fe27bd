// The new-game dialog: which game of the engine's catalog, its seats (a person, or the computer at one of the
// catalog's levels; a name and a colour each) with a line on the character of each level chosen, its variants in the
// game's own words, a seed, and play by link.

import { t, gameText } from "../words/i18n.js";
import { inkFor } from "../board/colour.js";
import { seatKind, defaultName, defaultNumber, isDefaultName, freeNumber } from "../words/names.js";
import { PALETTE, playerLetters, validColour } from "./players.js";
import { $, el } from "./dom.js";

/** @typedef {import("../engine/types.js").Catalog} Catalog */
/** @typedef {import("../engine/types.js").CatalogGame} CatalogGame */
/** @typedef {import("../engine/types.js").Setup} Setup */
/** @typedef {import("../games/contract.js").GameModule} GameModule */
/** @typedef {import("../words/i18n.js").WordTables} WordTables */
/** @typedef {import("../words/i18n.js").TextVars} TextVars */
/** @typedef {import("../words/names.js").SeatKind} SeatKind */
/** @typedef {import("../engine/types.js").PlayerSetup} PlayerSetup */
/** A seat as the dialog starts it: a previous setup's player, or a default seat's name and kind.
 * @typedef {{name?: string, color?: string, type?: string, level?: string}} SeatStart */
/** One seat's row: its colour, and its fields and buttons.
 * @typedef {{colour: string, name: HTMLInputElement, type: HTMLSelectElement, swatch: HTMLButtonElement,
 *   menu: HTMLElement, remove: HTMLButtonElement, li: HTMLLIElement}} SetupRow */

/** The new-game form: which game (of the engine's catalog), its players within the game's range, its variants
 * (each explained in a line, in that game's words), a seed. open(previous) resolves to a setup (of the same game as
 * `previous` at first, else the catalog's first) or null if cancelled. */
export class SetupDialog {
  /** loadGame(name) -> a promise of that game's entry module (js/games/<name>/index.js), for its words.
   * @param {(name: string) => Promise<GameModule>} loadGame */
  constructor(loadGame) {
    this.loadGame = loadGame;
    this.dialog = /** @type {HTMLDialogElement} */ ($("#setup"));
    /** @type {SetupRow[]} */
    this.rows = [];
    /** @type {Catalog} */
    this.catalog = { games: {} };
    /** @type {string | null} */
    this.game = null;
    /** @type {Object<string, WordTables>} */
    this.words = {}; // game name -> its strings ({lang: {key: text}})
    /** @type {Object<string, import("../games/contract.js").GameModule>} game name -> its entry module, once loaded */
    this.modules = {};
    // Under the seats, one line per computer level chosen at some seat: how it plays (the same in every game; the
    // game's rules page says how each level does it there).
    this.levelLines = el("ul", { id: "setup-levels", hidden: true });
    $("#setup-add").after(this.levelLines);
    $("#setup-add").addEventListener("click", () => this.addRow());
    $("#setup-cancel").addEventListener("click", () => this.close(null));
    $("#setup-game").addEventListener("change", (/** @type {{target: HTMLSelectElement}} */ e) =>
      this.chooseGame(e.target.value));
    this.dialog.addEventListener("cancel", (e) => {
      e.preventDefault();
      this.close(null);
    });
    // Start by a click, or Enter in a text field: no form is submitted (see index.html).
    $("#setup-start").addEventListener("click", () => this.close(this.read()));
    $("#setup-form").addEventListener("keydown", (/** @type {KeyboardEvent} */ e) => {
      if (e.key === "Enter" && /** @type {HTMLElement} */ (e.target).matches?.("input[type=text], input:not([type])")) {
        e.preventDefault();
        this.close(this.read());
      }
    });
    this.dialog.addEventListener("click", (e) => {
      if (!/** @type {Element} */ (e.target).closest(".colour-pick"))
        for (const m of /** @type {NodeListOf<HTMLElement>} */ (this.dialog.querySelectorAll(".colour-menu")))
          m.hidden = true;
    });
  }

  /** The engine's catalog: {games: {name: {title, players: [min, max], levels, default_level, variants: [{name, title}]}}}, first
   * the default.
   * Each game's words (its name, its variants) come from its own folder, fetched now; until they come, or if a
   * folder fails to load, the dialog shows the engine's English titles.
   * @param {Catalog} catalog */
  setCatalog(catalog) {
    this.catalog = catalog;
    Promise.all(Object.keys(catalog.games).map(async (g) => {
      try {
        this.modules[g] = await this.loadGame(g);
        this.words[g] = this.modules[g].strings;
      } catch {
        this.words[g] = {};
      }
    })).then(() => {
      if (this.dialog.open) this.renderWords();
    });
  }

  /** The catalog's entry for the game being set up (no players before the catalog has come). @returns {CatalogGame} */
  get entry() {
    // before the catalog: an entry of no seats, levels nor variants (the rest is not read then)
    return this.catalog.games[this.game] || /** @type {CatalogGame} */ ({ players: [0, 0], variants: [], levels: [] });
  }

  get maxPlayers() {
    return this.entry.players[1];
  }

  get minPlayers() {
    return this.entry.players[0];
  }

  /** A text in game `name`'s own words, or fallback when that game has no such key.
   * @param {string} name @param {string} key @param {string | null} fallback @param {TextVars} [vars]
   * @returns {string} */
  gameWord(name, key, fallback, vars = {}) {
    // the keys asked are texts (a game's title, a variant's name and help), never a list key's lines
    return /** @type {string | undefined} */ (gameText(this.words[name], key, vars)) ?? fallback;
  }

  /** @param {Setup | null} previous @param {boolean} [cancellable] @returns {Promise<Setup | null>} */
  open(previous, cancellable = true) {
    const games = Object.keys(this.catalog.games);
    this.game = games.includes(previous?.game) ? previous.game : games[0];
    this.rows = [];
    $("#setup-players").replaceChildren();
    /** @type {SeatStart[]} */
    const players = previous?.players?.length ? previous.players : [
      { name: defaultName("human", 1), type: "human" },
      { name: defaultName("computer", 2), type: "computer" },
    ];
    for (const p of players) this.addRow(reworded(p));
    $("#setup-game-row").hidden = games.length < 2;
    $("#setup-seed").value = "";
    $("#setup-link").checked = !!previous?.link;
    this.renderWords(previous?.game === this.game ? previous.variants : []);
    $("#setup-cancel").hidden = !cancellable;
    this.dialog.showModal();
    return new Promise((resolve) => {
      /** @type {((setup: Setup | null) => void) | null} */
      this.resolve = resolve;
    });
  }

  /** The game choice and the variants in each game's words (checked: the variants ticked, else those ticked now).
   * @param {string[] | null} [checked] */
  renderWords(checked = null) {
    const games = Object.keys(this.catalog.games);
    const select = $("#setup-game");
    select.replaceChildren(...games.map((g) => el("option", { value: g }, this.gameWord(g, "game.title", this.catalog.games[g].title))));
    select.value = this.game;
    checked ??= [.../** @type {NodeListOf<HTMLInputElement>} */ (
      this.dialog.querySelectorAll("input[name=variant]:checked"))]
      .map((i) => i.value);
    this.renderVariants(checked);
  }

  /** Switch the setup to game `name`: its variants, and as many players as its range allows. @param {string} name */
  chooseGame(name) {
    if (!this.catalog.games[name] || name === this.game) return;
    this.game = name;
    while (this.rows.length > this.maxPlayers) this.rows.pop().li.remove();
    while (this.rows.length < this.minPlayers) this.addRow();
    this.renderVariants([]);
    this.refresh();
  }

  /** The variants of the game being set up, `checked` ticked, each with its one-line help in that game's words.
   * @param {string[]} [checked] */
  renderVariants(checked = []) {
    const box = $("#setup-variants");
    const g = this.game;
    box.replaceChildren(box.querySelector("legend"), ...this.entry.variants.map((v) => {
      const help = this.gameWord(g, `variant_help.${v.name}`, null);
      return el("label", {},
        el("input", { type: "checkbox", name: "variant", value: v.name, checked: !!checked?.includes(v.name) }),
        " ", this.gameWord(g, `variant.${v.name}`, v.title),
        // One line on what the variant changes, so a player can choose without opening the rules.
        help ? el("small", { class: "variant-help" }, help) : null);
    }));
    box.hidden = !this.entry.variants.length;
    $("#setup-range").textContent = t("setup.range", { min: this.minPlayers, max: this.maxPlayers });
  }

  /** @param {Setup | null} result */
  close(result) {
    if (this.dialog.open) this.dialog.close();
    const r = this.resolve;
    this.resolve = null;
    r?.(result);
  }

  /** @param {SetupRow} [except] @returns {Set<string>} */
  usedColours(except) {
    return new Set(this.rows.filter((r) => r !== except).map((r) => r.colour));
  }

  /** @param {SeatStart | null} [p] */
  addRow(p = null) {
    if (this.rows.length >= this.maxPlayers) return;
    const used = this.usedColours();
    // its fields are added below
    const row = /** @type {SetupRow} */ ({
      colour: validColour(p?.color) && !used.has(p.color) ? p.color : PALETTE.find((c) => !used.has(c.hex)).hex,
    });
    // A new seat is of the kind of the one before (a player adding rivals adds computers), named by its place at the
    // table, as its badge will be numbered ("Computer 4" in the fourth seat).
    const last = this.rows.at(-1)?.type.value ?? "human";
    const name = p?.name ?? this.seatName(seatKind(last), this.rows.length);
    row.name = el("input", { type: "text", value: name, maxlength: "20", "aria-label": t("setup.name"), class: "setup-name" });
    // One choice for who plays: a person, or the computer at one of the engine's levels.
    row.type = el("select", { "aria-label": t("setup.type"), class: "setup-type" },
      el("option", { value: "human" }, t("setup.human")),
      ...this.entry.levels.map((level) => el("option", { value: level }, t(`setup.computer_${level}`))));
    row.type.value = p ? (p.type === "computer" ? (this.entry.levels.includes(p.level) ? p.level : this.entry.default_level) : "human") : last;
    row.type.addEventListener("change", () => this.retype(row));
    row.type.addEventListener("change", () => this.refresh()); // play by link wants two people or more
    row.swatch = el("button", { type: "button", class: "swatch setup-colour", "aria-label": t("setup.color"), "aria-haspopup": "true" });
    row.menu = el("div", { class: "colour-menu", role: "radiogroup", hidden: true });
    row.swatch.addEventListener("click", () => {
      const open = row.menu.hidden;
      for (const m of /** @type {NodeListOf<HTMLElement>} */ (
        this.dialog.querySelectorAll(".colour-menu"))) m.hidden = true;
      if (open) this.fillMenu(row);
      row.menu.hidden = !open;
    });
    row.remove = el("button", { type: "button", class: "remove", title: t("setup.remove"), "aria-label": t("setup.remove") }, "✕");
    row.remove.addEventListener("click", () => {
      this.rows = this.rows.filter((r) => r !== row);
      row.li.remove();
      this.refresh();
    });
    row.li = el("li", { class: "setup-row" }, row.name, el("div", { class: "colour-pick" }, row.swatch, row.menu), row.type, row.remove);
    this.rows.push(row);
    $("#setup-players").append(row.li);
    this.refresh();
  }

  /** A seat switched between a person and the computer keeps a name somebody typed, but a default name becomes
   * the new kind's ("Player 2" -> "Computer 2"). @param {SetupRow} row */
  retype(row) {
    const kind = seatKind(row.type.value);
    const name = row.name.value.trim();
    if (!isDefaultName(name) || defaultNumber(name, kind) !== null) return;
    row.name.value = this.seatName(kind, this.rows.indexOf(row), row);
    this.refresh();
  }

  /** The default name of a seat of `kind` at place `index` (from 0): numbered by its place, like its badge, unless
   * another seat (not `row`) has that name; then the smallest free number.
   * @param {SeatKind} kind @param {number} index @param {SetupRow | null} [row] @returns {string} */
  seatName(kind, index, row = null) {
    const others = this.rows.filter((r) => r !== row).map((r) => r.name.value);
    const taken = others.some((name) => defaultNumber(name.trim(), kind) === index + 1); // in either language
    return defaultName(kind, taken ? freeNumber(others, kind) : index + 1);
  }

  /** @param {SetupRow} row */
  fillMenu(row) {
    const used = this.usedColours(row);
    row.menu.replaceChildren(...PALETTE.map((c) => el("button", {
      type: "button", class: "swatch", role: "radio", title: t(`color.${c.id}`), "aria-label": t(`color.${c.id}`),
      "aria-checked": String(c.hex === row.colour), disabled: used.has(c.hex), style: { background: c.hex },
      onclick: () => {
        row.colour = c.hex;
        row.menu.hidden = true;
        this.refresh();
      },
    })));
  }

  refresh() {
    const letters = playerLetters(this.rows.map((r) => ({ name: r.name.value })));
    this.rows.forEach((r, i) => {
      r.swatch.style.background = r.colour;
      r.swatch.style.color = inkFor(r.colour);
      r.swatch.textContent = letters[i];
      r.remove.disabled = this.rows.length <= this.minPlayers;
      r.name.oninput = () => this.refresh();
    });
    $("#setup-add").disabled = this.rows.length >= this.maxPlayers;
    $("#setup-link-row").hidden = !this.linkPossible();
    this.renderLevels();
  }

  /** The character of each computer level chosen at some seat, one line each in the catalog's order of levels (none
   * when every seat is a person). A computer seat's choice is described by its level's line, so a screen reader says
   * it with the choice. */
  renderLevels() {
    const chosen = new Set(this.rows.map((r) => r.type.value));
    const levels = this.entry.levels.filter((level) => chosen.has(level));
    this.levelLines.replaceChildren(...levels.map((level) => el("li", { id: `setup-level-${level}`, "data-level": level },
      el("strong", {}, t(`setup.level_${level}`)), " ", t(`setup.level_${level}_about`))));
    this.levelLines.hidden = !levels.length;
    for (const r of this.rows) {
      if (levels.includes(r.type.value)) r.type.setAttribute("aria-describedby", `setup-level-${r.type.value}`);
      else r.type.removeAttribute("aria-describedby");
    }
  }

  /** Play by link is offered for a game the engine allows it for, with two people or more. */
  linkPossible() {
    return !!this.entry.by_link && this.rows.filter((r) => r.type.value === "human").length >= 2;
  }

  /** The setup the form says. @returns {Setup} */
  read() {
    const seedText = $("#setup-seed").value.trim();
    const seed = /^\d+$/.test(seedText) ? Number(seedText) % 2 ** 31 : randomSeed();
    const variants = [.../** @type {NodeListOf<HTMLInputElement>} */ (
      this.dialog.querySelectorAll("input[name=variant]:checked"))]
      .map((i) => i.value);
    const players = this.rows.map(/** @returns {PlayerSetup} */ (r, i) => ({
      name: r.name.value.trim() || defaultName(seatKind(r.type.value), i + 1),
      color: r.colour,
      ...(r.type.value === "human" ? { type: "human" } : { type: "computer", level: r.type.value }),
    }));
    const link = this.linkPossible() && $("#setup-link").checked ? { link: newLinkId() } : {};
    return { game: this.game, variants, seed, players, ...link };
  }
}

export function randomSeed() {
  const a = new Uint32Array(1);
  crypto.getRandomValues(a);
  return a[0] % 1_000_000;
}

/** An earlier setup's seat, its default name (made in whichever language the page had then: "Computer 2") in the
 * page's language now ("CPU2"); a name somebody typed stays. @param {SeatStart} p @returns {SeatStart} */
function reworded(p) {
  const kind = seatKind(p.type);
  const n = defaultNumber(p.name?.trim() ?? "", kind);
  return n === null ? p : { ...p, name: defaultName(kind, n) };
}

/** A fresh id for a game played by link (setup.link): how every browser it reaches tells it from other games. */
function newLinkId() {
  const a = new Uint32Array(2);
  crypto.getRandomValues(a);
  return a[0].toString(36) + a[1].toString(36);
}
