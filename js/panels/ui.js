// The DOM around the board: scores, the tile in hand and its choices, remaining tiles, log, notices, dialogs.
// Shows engine data as it is; every number here comes from the view. What a game calls its pieces and options,
// and how it draws them, comes from its entry module (`game`, js/games/<name>/index.js) and its art.

import { t, gameText } from "../words/i18n.js";
import { kindName, tileWords } from "../board/tilepic.js";
import { inkFor } from "../board/colour.js";
import { ScoreChart } from "./chart.js";
import { newLinkId } from "../saves/links.js";
import { seatKind, defaultName, defaultNumber, isDefaultName, freeNumber, isolate, leftToRight } from "../words/names.js";

// The engine's name for the pile a turn's tile normally comes from (tilegame.MAIN_PILE); a game may add others,
// each named in the game's own words: pile.<name> for a tile of it in hand, pile_left.<name> for its count.
const MAIN_PILE = "main";

/** Player colours told apart by colour-blind people (Okabe-Ito), first five as defaults; pieces also carry a letter. */
/** The computer player's levels (api.py suggest), weakest first. */
export const LEVELS = ["easy", "medium", "hard"];

export const PALETTE = [
  { id: "vermilion", hex: "#d55e00" },
  { id: "blue", hex: "#0072b2" },
  { id: "yellow", hex: "#f0e442" },
  { id: "purple", hex: "#cc79a7" },
  { id: "black", hex: "#2b2b2b" },
  { id: "sky", hex: "#56b4e9" },
  { id: "orange", hex: "#e69f00" },
  { id: "white", hex: "#f5f5f5" },
  { id: "green", hex: "#009e73" },
  { id: "brown", hex: "#8c5a2b" }, // a tenth seat (Carmela seats up to 10)
];

const $ = (sel) => document.querySelector(sel);

function el(tag, props = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(props)) {
    if (k === "class") node.className = v;
    else if (k === "style") Object.assign(node.style, v);
    else if (k.startsWith("on")) node.addEventListener(k.slice(2), v);
    else if (k in node && typeof v !== "string") node[k] = v;
    else node.setAttribute(k, v);
  }
  for (const c of children.flat()) if (c != null) node.append(c);
  return node;
}

/** One letter per player for pieces and badges: the name's first letter or digit (not a mark or a bracket),
 * or numbers when these clash. */
export function playerLetters(players) {
  const initials = players.map((p) => (p.name || "").match(/[\p{L}\p{N}]/u)?.[0].toUpperCase() || "?");
  return new Set(initials).size === initials.length ? initials : players.map((_, i) => String(i + 1));
}

/** A colour as a record may give it, if it is one ("#rrggbb"); anything else (a CSS url(), say) is not used. */
function validColour(colour) {
  return typeof colour === "string" && /^#[0-9a-f]{6}$/i.test(colour) ? colour : null;
}

/** Colour, letter and name per player, from the view (setup keys are echoed back by the engine). The name is the
 * one for sentences (isolated: see names.js); the view's own name stands alone in the score board and end table. */
export function playerLooks(view) {
  const letters = playerLetters(view.players);
  return view.players.map((p, i) => ({
    name: isolate(p.name),
    colour: validColour(p.color) || PALETTE[i % PALETTE.length].hex,
    letter: letters[i],
    computer: p.type === "computer",
    level: p.level,
  }));
}

/** While the engine boots, fill the panels beneath the loading screen with text in the styles the first game shows
 * (a players row like renderPlayers' and the hand's status and count, in the page's language): laying it out then
 * makes the browser find those fonts early. On Linux each new font size and weight costs a look-up in the browser
 * process, 10-20 ms apiece on a busy machine, which the first drawing of the game used to wait for. That drawing
 * replaces all of it. */
export function warmFonts() {
  const level = t("setup.computer_medium");
  $("#players").replaceChildren(el("div", { class: "player current", "aria-hidden": "true", style: { visibility: "hidden" } },
    el("span", { class: "badge" }, level.slice(0, 1)),
    el("span", { class: "name" }, level),
    el("span", { class: "score" }, "0"),
    el("span", { class: "meta" }, el("span", {}, "0"), el("span", {}, level), // the pieces' counts, the level
      el("span", { class: "turn-mark" }, `◀ ${t("score.turn")}`))));
  $("#status").textContent = t("hand.thinking", { name: level });
  $("#hand-count").textContent = t("remaining.title", { n: 0 });
}

/** The score board: per player a badge, name, score, pieces in hand, and whose turn it is. */
export function renderPlayers(view, looks, thinking, game) {
  $("#ruleset").textContent = rulesetLine(view);
  const box = $("#players");
  box.replaceChildren(...view.players.map((p, i) => {
    const look = looks[i];
    const current = !view.over && view.current_player === i;
    const supply = Object.entries(p.supply || {});
    return el("div", { class: `player${current ? " current" : ""}`, "data-player": String(i) },
      el("span", { class: "badge", style: { background: look.colour, color: inkFor(look.colour) } }, look.letter),
      el("span", { class: "name", title: p.name }, ...nameParts(p.name)),
      el("span", { class: "score", "data-score": String(p.score) }, String(p.score)),
      el("span", { class: "meta" },
        el("span", { class: "supply-dots", title: game.supplyTitle(p.supply) },
          // each piece and its count stay on one line, with the dot before it; the list wraps between pieces
          supply.flatMap(([piece, n], k) => [k ? " " : null, el("span", { class: "supply-piece" }, `${k ? "· " : ""}${game.supplyLabel(piece, n)}`)])),
        game.playerNote ? el("span", { class: "player-note" }, game.playerNote(p)) : null,
        look.computer ? el("span", { class: "level" }, LEVELS.includes(look.level) ? t(`setup.computer_${look.level}`) : t("score.computer")) : null,
        current ? el("span", { class: "turn-mark" }, thinking ? t("score.thinking") : `◀ ${t("score.turn")}`) : null));
  }));
  fitTails(box);
  showWithin(box, box.querySelector(".player.current"));
}

/** Scroll ``box`` (a list that scrolls) just enough to show ``item``: the player to play at a long table. Not
 * scrollIntoView, which would scroll a blog's page around an embedded game too. */
function showWithin(box, item) {
  if (!item) return;
  const b = box.getBoundingClientRect(), i = item.getBoundingClientRect();
  if (i.top < b.top) box.scrollTop -= b.top - i.top;
  else if (i.bottom > b.bottom) box.scrollTop += Math.min(i.bottom - b.bottom, i.top - b.top);
  if (i.left < b.left) box.scrollLeft -= b.left - i.left;
  else if (i.right > b.right) box.scrollLeft += Math.min(i.right - b.right, i.left - b.left);
}

/** A name in the score board as two parts, so that a name too long for its box loses letters from its middle,
 * not its end, where default names differ ("コンピ…ター1", "コンピ…ター2"): the head gives way (fitTails), the last
 * two letters stay. A name written right to left stays whole (its end is on the left), cut at the end if it must be. */
function nameParts(name) {
  const chars = [...name];
  if (chars.length < 4 || !leftToRight(name)) return [name];
  return [el("span", { class: "name-head" }, chars.slice(0, -2).join("")), chars.slice(-2).join("")];
}

/** Let each name's head (nameParts) take at most its box's width less its tail's, measured (letters differ in
 * width) and kept in em, so it still holds when the text size changes with the window. */
function fitTails(box) {
  for (const head of box.querySelectorAll(".name-head")) {
    const range = document.createRange();
    range.selectNodeContents(head.nextSibling);
    const em = range.getBoundingClientRect().width / parseFloat(getComputedStyle(head).fontSize);
    head.style.maxWidth = `calc(100% - ${em.toFixed(3)}em)`;
  }
}

/** The hand panel: tile picture, status line, option buttons, and which buttons apply now. */
export function renderHand({ view, choice, looks, art, game, busy, thinking, paused, onPick, onMove }) {
  const canvas = $("#hand-canvas");
  const dpr = window.devicePixelRatio || 1;
  const size = canvas.getBoundingClientRect().width || 96;
  if (canvas.width !== Math.round(size * dpr)) canvas.width = canvas.height = Math.round(size * dpr);
  const ctx = canvas.getContext("2d");
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.clearRect(0, 0, canvas.width, canvas.height);
  // The tile to place, or the one drawn that a question asked before its placement is about.
  const hand = view.hand || view.question?.tile || null;
  const rot = view.hand && choice?.tentative ? choice.tentative.rot : choice?.rot ?? 0;
  if (hand && art) art.draw(ctx, hand, rot, 0, 0, canvas.width, 1);
  canvas.dataset.tile = hand || "";
  canvas.dataset.rot = String(rot);
  // Under the tile, how many are left (the panel saying so is out of sight on a phone), not the engine's tile code.
  $("#hand-count").textContent = hand ? t("remaining.title", { n: view.remaining?.total ?? 0 }) : t("hand.none");
  canvas.setAttribute("aria-label", hand && art ? tileWords(art.tiles, hand) : t("hand.none"));
  // A tile from another pile than the main one is said to be from there.
  const pile = hand && view.drawn_from && view.drawn_from !== MAIN_PILE ? view.drawn_from : null;
  $("#hand-pile").textContent = pile ? t(`pile.${pile}`) : "";
  $("#hand-pile").hidden = !pile;
  $("#hand-panel").dataset.pile = pile || "";
  const note = hand && art && game.handNote ? game.handNote(art.tiles[hand], art.variants) : null;
  $("#hand-note").textContent = note || "";
  $("#hand-note").hidden = !note;
  $("#hand-panel").classList.toggle("no-tile", !hand && !view.over); // a move on a game's own table: nothing to place

  const who = view.over ? null : looks[view.current_player];
  let status;
  if (view.over) status = t("hand.over");
  else if (paused && who?.computer) status = t("watch.paused", { name: who.name }); // a watched game waits
  else if (thinking || (who && who.computer)) status = t("hand.thinking", { name: who.name });
  else if (busy) status = t("hand.waiting");
  else if (choice?.statusText?.(who)) status = choice.statusText(who); // a move off the map (a game's own table)
  else if (choice && !choice.canPlace) status = t("hand.no_fit");
  else if (choice?.question) status = t(`question.${choice.question.verb}`, { name: who.name });
  else if (choice?.tentative) status = t("hand.choose", { name: who.name });
  else status = t("hand.place", { name: who.name });
  $("#status").textContent = status;

  const human = !view.over && who && !who.computer && !busy;
  const tent = human ? choice?.tentative : null;
  const box = $("#options");
  box.replaceChildren(...(tent ? tent.options.map((o, i) => el("button", {
    type: "button",
    "aria-pressed": String(i === tent.selected),
    "data-option": String(i),
    "data-move": o.move,
    title: game.optionHelp(o),
    onclick: () => onPick(i),
  }, poseIcon(game.optionPiece(o), who.colour, art), `${tent.spotNumbers[i]} · ${game.optionLabel(o)}`)) : []),
  // Moves besides the placements (setting a tile aside): played at once by their button.
  ...(human ? view.other_moves || [] : []).map((o) => el("button", {
    type: "button", class: "other-move", "data-move": o.move, title: game.optionHelp(o), onclick: () => onMove(o.move),
  }, game.optionLabel(o))));
  $("#btn-rotate").disabled = !human || !choice || choice.rots.length < 2 && !(tent && choice.rotsAt(tent.x, tent.y).length > 1);
  $("#btn-undo").disabled = !tent || !!choice.question;
  $("#btn-confirm").disabled = !tent;
}

/** A small picture of a piece ({piece, role}, or null: none) in its pose (standing, lying, another figure). */
function poseIcon(pose, colour, art) {
  if (!pose) return null;
  const canvas = el("canvas", { width: 48, height: 48, class: "pose", "aria-hidden": "true" });
  art.drawPiece(canvas.getContext("2d"), { x: 24, y: 25, size: 38, colour, ...pose });
  return canvas;
}

/** With a map per player (view.maps): a tab for the game's own table (its panel), then one per player's map. */
export function renderMapTabs(view, looks, shown, panel, onPick) {
  const nav = $("#map-tabs");
  nav.hidden = !view?.maps;
  if (!view?.maps) return;
  const tab = (key, label, colour) => el("button", {
    type: "button", role: "tab", "aria-selected": String(shown === key), "data-map": String(key), title: label,
    onclick: () => onPick(key),
  }, colour ? el("span", { class: "who", style: { background: colour } }) : null, el("span", { class: "tab-label" }, label));
  nav.replaceChildren(...(panel ? [tab("panel", panel.label())] : []),
    ...view.maps.map((m) => tab(m.owner, t("maps.of", { name: looks[m.owner]?.name ?? "" }), looks[m.owner]?.colour)));
}

/** Remaining tiles: the count, and per type a thumbnail with how many are left. */
export function renderRemaining(view, art, tileset) {
  const total = view.remaining?.total ?? 0;
  const others = Object.entries(view.piles || {}).filter(([name]) => name !== MAIN_PILE);
  $("#remaining-title").textContent = [t("remaining.title", { n: total }),
    ...others.map(([name, n]) => t(`pile_left.${name}`, { n }))].join(" · ");
  const grid = $("#remaining-grid");
  if (!$("#remaining").open) {
    grid.dataset.stale = "1";
    return;
  }
  delete grid.dataset.stale;
  const byTile = { ...(view.remaining?.by_tile || {}) }; // every pile's tiles: the land pile's and the others'
  for (const pile of Object.values(view.remaining?.piles || {})) {
    for (const [name, n] of Object.entries(pile)) byTile[name] = (byTile[name] || 0) + n;
  }
  const names = Object.keys(tileset.tiles).filter((n) => n in byTile || tileset.tiles[n].count);
  grid.replaceChildren(...names.map((name) => {
    const n = byTile[name] || 0;
    const c = el("canvas", { width: 80, height: 80 });
    art.draw(c.getContext("2d"), name, 0, 0, 0, 80, 1);
    return el("div", { class: `rem${n ? "" : " gone"}`, title: tileWords(art.tiles, name), "data-tile": name }, c, `×${n}`);
  }));
}

let noticeTimer = 0;
let noticeShown = 0; // the handle of the notice on show
/** A message over the board for a few seconds (a text, or a list of texts and nodes such as a tile's picture);
 * returns a handle for dismissNotice. */
export function notice(text, ms = 3500) {
  const box = $("#notice");
  box.replaceChildren(...[text].flat());
  box.hidden = false;
  clearTimeout(noticeTimer);
  noticeTimer = setTimeout(() => { box.hidden = true; }, ms);
  return ++noticeShown;
}

/** Hide the notice with handle `id` now, if it is still the one on show (a later message stays). */
export function dismissNotice(id) {
  if (!id || id !== noticeShown) return;
  clearTimeout(noticeTimer);
  $("#notice").hidden = true;
}

let chart = null; // the end screen's ScoreChart, made when first shown

/** The game shown and the rules it is played by, in one line in the page's language ("Hunters & Gatherers · Classic
 * rules (2002)", "Carcassonne · River, Abbot"), from a setup or a view (their game and variants). A game may name its
 * rules when no variant is chosen ("variant.none": Hunters & Gatherers' 2nd edition). */
export function rulesetLine(setup) {
  const word = (key) => { const text = t(key); return text === key ? null : text; };
  const variants = (setup?.variants || []).map((v) => word(`variant.${v}`) ?? v);
  const rules = variants.length ? variants.join(", ") : word("variant.none");
  return [word("game.title") ?? t("app.title"), rules].filter(Boolean).join(" · ");
}

/** What the end screen's chart drew last (ScoreChart.drawn), or null. */
export function chartShown() {
  return chart?.drawn ?? null;
}

/** The end screen: every player's points by feature kind (in the game's order), the total, the winner(s), and
 * beside them a chart of every player's score over the game (`history`: api.scores_over_game; null: no chart); `you`: the
 * seat of the person at this screen when the page speaks to them (a lesson's learner), whose win is "You win!". */
export function showEnd(view, looks, order = [], history = null, you = null) {
  const kinds = [];
  for (const p of view.players) for (const k of Object.keys(p.by_kind || {})) if (!kinds.includes(k)) kinds.push(k);
  kinds.sort((a, b) => (order.indexOf(a) + 1 || 99) - (order.indexOf(b) + 1 || 99));
  const winners = view.winners || [];
  const table = $("#end-table");
  table.replaceChildren(
    el("thead", {}, el("tr", {}, el("th", {}, t("end.player")), ...kinds.map((k) => el("th", {}, kindName(k))), el("th", {}, t("end.total")))),
    el("tbody", {}, ...view.players.map((p, i) => el("tr", { class: winners.includes(i) ? "winner" : "", "data-player": String(i) },
      el("td", {}, el("span", { class: "who-badge", style: { color: looks[i].colour } }, "●\u00a0"), p.name),
      ...kinds.map((k) => el("td", {}, String(p.by_kind?.[k] ?? 0))),
      el("td", { class: "total", "data-total": String(p.score) }, String(p.score))))));
  // A computer that won under a name of its own ("Player 3") is said to be the computer.
  const names = winners.map((i) => (looks[i].computer && defaultNumber(view.players[i].name, "computer") === null
    ? t("end.computer", { name: looks[i].name }) : looks[i].name)).join(", ");
  $("#end-winner").textContent = winners.length === 1 && winners[0] === you ? t("end.you_win")
    : t(winners.length > 1 ? "end.winners" : "end.winner", { names });
  $("#end-ruleset").textContent = rulesetLine(view);
  const figure = $("#end-chart");
  figure.hidden = !history;
  chart ??= new ScoreChart($("#end-chart-canvas"));
  if (history) {
    $("#end-legend").replaceChildren(...view.players.map((p, i) => el("li", { "data-player": String(i) },
      el("span", { class: "legend-line", style: { background: looks[i].colour } }), p.name)));
  }
  const dialog = $("#end");
  if (!dialog.open) dialog.showModal();
  if (history) chart.show(history, looks); // drawn now that the dialog is open and has its width
  dialog.scrollTop = 0; // a dialog taller than the window opens at the winner, not scrolled to its focused button
}

/** The new-game form: which game (of the engine's catalog), its players within the game's range, its variants
 * (each explained in a line, in that game's words), a seed. open(previous) resolves to a setup (of the same game as
 * `previous` at first, else the catalog's first) or null if cancelled. */
export class SetupDialog {
  /** loadGame(name) -> a promise of that game's entry module (js/games/<name>/index.js), for its words. */
  constructor(loadGame) {
    this.loadGame = loadGame;
    this.dialog = $("#setup");
    this.rows = [];
    this.catalog = { games: {} };
    this.game = null;
    this.words = {}; // game name -> its strings ({lang: {key: text}})
    $("#setup-add").addEventListener("click", () => this.addRow());
    $("#setup-cancel").addEventListener("click", () => this.close(null));
    $("#setup-game").addEventListener("change", (e) => this.chooseGame(e.target.value));
    this.dialog.addEventListener("cancel", (e) => {
      e.preventDefault();
      this.close(null);
    });
    $("#setup-form").addEventListener("submit", (e) => {
      e.preventDefault();
      this.close(this.read());
    });
    this.dialog.addEventListener("click", (e) => {
      if (!e.target.closest(".colour-pick")) for (const m of this.dialog.querySelectorAll(".colour-menu")) m.hidden = true;
    });
  }

  /** The engine's catalog: {games: {name: {title, players: [min, max], variants: [{name, title}]}}}, first the default.
   * Each game's words (its name, its variants) come from its own folder, fetched now; until they come, or if a
   * folder fails to load, the dialog shows the engine's English titles. */
  setCatalog(catalog) {
    this.catalog = catalog;
    Promise.all(Object.keys(catalog.games).map(async (g) => {
      try {
        this.words[g] = (await this.loadGame(g)).strings;
      } catch {
        this.words[g] = {};
      }
    })).then(() => {
      if (this.dialog.open) this.renderWords();
    });
  }

  /** The catalog's entry for the game being set up (no players before the catalog has come). */
  get entry() {
    return this.catalog.games[this.game] || { players: [0, 0], variants: [] };
  }

  get maxPlayers() {
    return this.entry.players[1];
  }

  get minPlayers() {
    return this.entry.players[0];
  }

  /** A text in game `name`'s own words, or fallback when that game has no such key. */
  gameWord(name, key, fallback, vars = {}) {
    return gameText(this.words[name], key, vars) ?? fallback;
  }

  open(previous, cancellable = true) {
    const games = Object.keys(this.catalog.games);
    this.game = games.includes(previous?.game) ? previous.game : games[0];
    this.rows = [];
    $("#setup-players").replaceChildren();
    const players = previous?.players?.length ? previous.players : [
      { name: defaultName("human", 1), type: "human" },
      { name: defaultName("computer", 2), type: "computer" },
    ];
    for (const p of players) this.addRow(p);
    $("#setup-game-row").hidden = games.length < 2;
    $("#setup-seed").value = "";
    $("#setup-link").checked = !!previous?.link;
    this.renderWords(previous?.game === this.game ? previous.variants : []);
    $("#setup-cancel").hidden = !cancellable;
    this.dialog.showModal();
    return new Promise((resolve) => { this.resolve = resolve; });
  }

  /** The game choice and the variants in each game's words (checked: the variants ticked, else those ticked now). */
  renderWords(checked = null) {
    const games = Object.keys(this.catalog.games);
    const select = $("#setup-game");
    select.replaceChildren(...games.map((g) => el("option", { value: g }, this.gameWord(g, "game.title", this.catalog.games[g].title))));
    select.value = this.game;
    checked ??= [...this.dialog.querySelectorAll("input[name=variant]:checked")].map((i) => i.value);
    this.renderVariants(checked);
  }

  /** Switch the setup to game `name`: its variants, and as many players as its range allows. */
  chooseGame(name) {
    if (!this.catalog.games[name] || name === this.game) return;
    this.game = name;
    while (this.rows.length > this.maxPlayers) this.rows.pop().li.remove();
    while (this.rows.length < this.minPlayers) this.addRow();
    this.renderVariants([]);
    this.refresh();
  }

  /** The variants of the game being set up, `checked` ticked, each with its one-line help in that game's words. */
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

  close(result) {
    if (this.dialog.open) this.dialog.close();
    const r = this.resolve;
    this.resolve = null;
    r?.(result);
  }

  usedColours(except) {
    return new Set(this.rows.filter((r) => r !== except).map((r) => r.colour));
  }

  addRow(p = null) {
    if (this.rows.length >= this.maxPlayers) return;
    const used = this.usedColours();
    const row = {
      colour: validColour(p?.color) && !used.has(p.color) ? p.color : PALETTE.find((c) => !used.has(c.hex)).hex,
    };
    // A new seat is of the kind of the one before (a player adding rivals adds computers), named by its place at the
    // table, as its badge will be numbered ("Computer 4" in the fourth seat).
    const last = this.rows.at(-1)?.type.value ?? "human";
    const name = p?.name ?? this.seatName(seatKind(last), this.rows.length);
    row.name = el("input", { type: "text", value: name, maxlength: "20", "aria-label": t("setup.name"), class: "setup-name" });
    // One choice for who plays: a person, or the computer at one of the engine's levels.
    row.type = el("select", { "aria-label": t("setup.type"), class: "setup-type" },
      el("option", { value: "human" }, t("setup.human")),
      ...LEVELS.map((level) => el("option", { value: level }, t(`setup.computer_${level}`))));
    row.type.value = p ? (p.type === "computer" ? (LEVELS.includes(p.level) ? p.level : "medium") : "human") : last;
    row.type.addEventListener("change", () => this.retype(row));
    row.type.addEventListener("change", () => this.refresh()); // play by link wants two people or more
    row.swatch = el("button", { type: "button", class: "swatch setup-colour", "aria-label": t("setup.color"), "aria-haspopup": "true" });
    row.menu = el("div", { class: "colour-menu", role: "radiogroup", hidden: true });
    row.swatch.addEventListener("click", () => {
      const open = row.menu.hidden;
      for (const m of this.dialog.querySelectorAll(".colour-menu")) m.hidden = true;
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
   * the new kind's ("Player 2" -> "Computer 2"). */
  retype(row) {
    const kind = seatKind(row.type.value);
    const name = row.name.value.trim();
    if (!isDefaultName(name) || defaultNumber(name, kind) !== null) return;
    row.name.value = this.seatName(kind, this.rows.indexOf(row), row);
    this.refresh();
  }

  /** The default name of a seat of `kind` at place `index` (from 0): numbered by its place, like its badge, unless
   * another seat (not `row`) has that name; then the smallest free number. */
  seatName(kind, index, row = null) {
    const others = this.rows.filter((r) => r !== row).map((r) => r.name.value);
    const taken = others.some((name) => defaultNumber(name.trim(), kind) === index + 1); // in either language
    return defaultName(kind, taken ? freeNumber(others, kind) : index + 1);
  }

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
  }

  /** Play by link is offered for a game the engine allows it for, with two people or more. */
  linkPossible() {
    return !!this.entry.by_link && this.rows.filter((r) => r.type.value === "human").length >= 2;
  }

  read() {
    const seedText = $("#setup-seed").value.trim();
    const seed = /^\d+$/.test(seedText) ? Number(seedText) % 2 ** 31 : randomSeed();
    const variants = [...this.dialog.querySelectorAll("input[name=variant]:checked")].map((i) => i.value);
    const players = this.rows.map((r, i) => ({
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
