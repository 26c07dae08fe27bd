// A game's rules page (docs/rules/<game>.md, or <game>.ja.md in Japanese): the same text the repository keeps, fetched
// from the site and drawn into the rules panel. The pages use a small part of Markdown: "#" to "###" headings,
// paragraphs, "- " list items and **bold**; and one line of our own, a picture, drawn by the game's own art with its
// caption (the rest of the line) under it:
//   [picture tile <name> [r<turns>] [<variant>...]] caption   a tile of the game's tileset under those variants (the
//                                                             art may differ with them), turned clockwise
//   [picture tile face-down] caption                           the back of a tile
//   [picture map <tile>@<x>,<y>[r<turns>] ... [<variant>...]]  tiles laid out as on a map (y grows to the south)
//   [picture <kind> <name>] caption                            what the game's entry module draws (its rulesPicture):
//                                                             "piece <role>", "animal <name>", "power <name>"; a
//                                                             power's caption is the game's own line, the one its hand
//                                                             shows for that bonus tile
// Picture lines one after another (no blank line between) make one row of figures, wrapping. Nothing else is read as
// markup, and the text is never parsed as HTML. (docs/rules/README.md says the same for the pages' writers.)

import { drawTileBack } from "../board/tileart.js";

/** @typedef {import("../engine/types.js").Tileset} Tileset */
/** @typedef {import("../board/tileart.js").TileArt} TileArt */
/** @typedef {import("../board/pieces.js").RulesPicture} RulesPicture */
/** @typedef {import("../games/contract.js").GameModule} GameModule */
/** A picture line's parts (pictureLine).
 * @typedef {{kind: string, words: string[], caption: string, line: string}} PictureLine */
/** The art of the game's tileset under some variants (made once per variants). @typedef {(variants?: string[]) =>
 * Promise<TileArt>} ArtOf */

/** @type {Map<string, Promise<string>>} */
const pages = new Map(); // url -> Promise of the page's text
const TILE = 72; // css px per tile in a picture: a row of four fits a 320 px phone
const PIECE_COLOUR = "#0072b2"; // the second seat's blue: it reads on grass, forest and water alike

/** The address of a game's rules page in a language ("en" or "ja"), relative to the page.
 * @param {string} game @param {string} lang @returns {string} */
export function rulesUrl(game, lang) {
  return `docs/rules/${game}${lang === "ja" ? ".ja" : ""}.md`;
}

/** The text of a game's rules page (fetched once; the service worker keeps it for offline play).
 * @param {string} game @param {string} lang @returns {Promise<string>} */
export function fetchRules(game, lang) {
  const url = rulesUrl(game, lang);
  if (!pages.has(url)) {
    const text = fetch(url).then((r) => (r.ok ? r.text() : Promise.reject(new Error(`${url}: ${r.status}`))));
    text.catch(() => pages.delete(url)); // a failed fetch is tried again on the next open
    pages.set(url, text);
  }
  return pages.get(url);
}

/** Text with **bold** runs, as DOM nodes. @param {string} text @returns {(HTMLElement | Text)[]} */
function inline(text) {
  return text.split(/\*\*(.+?)\*\*/).map((part, i) =>
    i % 2 ? Object.assign(document.createElement("strong"), { textContent: part }) : document.createTextNode(part));
}

/** A picture line's parts ("[picture tile H13 r1] A lake" -> {kind, words, caption, line}), or null for any other.
 * @param {string} line @returns {PictureLine | null} */
export function pictureLine(line) {
  const m = /^\[picture ([a-z]+)((?: [^\s\]]+)*)\](.*)$/.exec(line);
  return m && { kind: m[1], words: m[2].split(" ").filter(Boolean), caption: m[3].trim(), line };
}

/** A rules page's Markdown as DOM nodes: headings one level down from the page's (# -> h3), paragraphs, lists, rows
 * of pictures (figure(picture) -> a node for one, as pictureMaker gives; without it a picture shows its caption).
 * @param {string} markdown @param {(picture: PictureLine) => HTMLElement} [figure] @returns {HTMLElement[]} */
export function rulesNodes(markdown, figure = captionOnly) {
  /** @type {HTMLElement[]} */
  const nodes = [];
  let list = null, row = null;
  for (const raw of markdown.split("\n")) {
    const line = raw.trim();
    const heading = /^(#{1,3})\s+(.*)$/.exec(line);
    const picture = pictureLine(line);
    if (picture) {
      if (!row) nodes.push((row = Object.assign(document.createElement("div"), { className: "rules-pictures" })));
      row.append(figure(picture));
      list = null;
      continue;
    }
    row = null;
    if (line.startsWith("- ")) {
      if (!list) nodes.push((list = document.createElement("ul")));
      const item = document.createElement("li");
      item.append(...inline(line.slice(2)));
      list.append(item);
      continue;
    }
    list = null;
    if (heading) {
      const h = document.createElement(`h${heading[1].length + 2}`);
      h.append(...inline(heading[2]));
      nodes.push(h);
    } else if (line) {
      const p = document.createElement("p");
      p.append(...inline(line));
      nodes.push(p);
    }
  }
  return nodes;
}

/** A figure holding a picture's caption alone; data-picture names the picture ("power pit_trap").
 * @param {PictureLine} picture @returns {HTMLElement} */
function captionOnly(picture) {
  const node = Object.assign(document.createElement("figure"), { className: "rules-picture" });
  node.dataset.picture = [picture.kind, ...picture.words].join(" ");
  const caption = document.createElement("figcaption");
  caption.append(...inline(picture.caption));
  node.append(caption);
  return node;
}

/** The pictures of one game's rules page: a function (picture) -> a <figure> whose canvas the game's own art draws
 * once its module and tileset are here; the canvas then says data-drawn="true", or the figure shows the picture's
 * line with data-missing when the game has no such picture. module: Promise of the game's entry module;
 * tileset(variants): Promise of api.tileset for the game under those variants.
 * @param {Promise<GameModule>} module @param {(variants: string[]) => Promise<Tileset>} tileset
 * @returns {(picture: PictureLine) => HTMLElement} */
export function pictureMaker(module, tileset) {
  /** @type {Map<string, Promise<TileArt>>} */
  const arts = new Map(); // the variants, sorted -> Promise of the art of that tileset
  /** @type {ArtOf} */
  const art = (variants = []) => {
    const key = [...variants].sort().join(" ");
    if (!arts.has(key)) {
      const made = Promise.all([module, tileset(key ? key.split(" ") : [])]).then(([m, set]) => m.createArt(set));
      made.catch(() => arts.delete(key)); // tried again on the next open
      arts.set(key, made);
    }
    return arts.get(key);
  };
  return (picture) => {
    const node = captionOnly(picture);
    const canvas = document.createElement("canvas");
    canvas.setAttribute("aria-hidden", "true"); // the caption and the text around it say what it shows
    canvas.width = canvas.height = TILE; // a tile's room until it is drawn, so the text does not jump as much
    canvas.style.width = `${TILE}px`;
    node.prepend(canvas);
    drawFigure(node, canvas, picture, module, art).catch(() => missing(node, picture));
    return node;
  };
}

/** Mark a figure whose picture could not be drawn: its line shows as written, for the page's writer to see.
 * @param {HTMLElement} node @param {PictureLine} picture */
function missing(node, picture) {
  node.dataset.missing = picture.line;
  node.querySelector("canvas")?.remove();
  node.querySelector("figcaption").textContent = picture.line;
}

/** Draw one picture into its figure's canvas: a tile, a map, or the game's own picture (and its caption).
 * @param {HTMLElement} node @param {HTMLCanvasElement} canvas @param {PictureLine} picture
 * @param {Promise<GameModule>} module @param {ArtOf} art */
async function drawFigure(node, canvas, picture, module, art) {
  const game = await module;
  const look = { art, colour: PIECE_COLOUR };
  const drawing = picture.kind === "tile" ? await tilePicture(picture.words, art)
    : picture.kind === "map" ? await mapPicture(picture.words, art)
    : await game.rulesPicture?.(picture.kind, picture.words, look);
  if (!drawing) return missing(node, picture);
  const dpr = window.devicePixelRatio || 1;
  canvas.width = Math.round(drawing.width * TILE * dpr);
  canvas.height = Math.round(drawing.height * TILE * dpr);
  canvas.style.width = `${drawing.width * TILE}px`;
  node.style.setProperty("--picture-width", canvas.style.width); // its caption may be as wide (css/style.css)
  const ctx = canvas.getContext("2d");
  if (!ctx) return missing(node, picture);
  ctx.scale(dpr, dpr);
  drawing.draw(ctx, TILE, dpr);
  if (drawing.caption) node.querySelector("figcaption").replaceChildren(...inline(drawing.caption));
  if (!node.querySelector("figcaption").textContent) node.querySelector("figcaption").remove();
  canvas.dataset.drawn = "true";
}

/** "tile <name> [r<turns>] [<variant>...]" or "tile face-down", as a drawing; null for a tile the game has not.
 * @param {string[]} words @param {ArtOf} art @returns {Promise<RulesPicture | null>} */
async function tilePicture([name, ...more], art) {
  if (name === "face-down") return { width: 1, height: 1, draw: (ctx, unit) => drawTileBack(ctx, 0, 0, unit) };
  const turn = more.find((w) => /^r[0-3]$/.test(w));
  const rot = turn ? Number(turn[1]) : 0;
  const tiles = await art(more.filter((w) => w !== turn));
  if (!name || !tiles.tiles[name]) return null;
  return { width: 1, height: 1, draw: (ctx, unit, dpr) => tiles.draw(ctx, name, rot, 0, 0, unit, dpr) };
}

const PLACE = /^(\w+)@(-?\d+),(-?\d+)(?:r([0-3]))?$/; // a map's tile: "D@0,0", "E@0,-1r2"

/** "map <tile>@<x>,<y>[r<turns>] ... [<variant>...]" as a drawing; null if a tile is not the game's.
 * @param {string[]} words @param {ArtOf} art @returns {Promise<RulesPicture | null>} */
async function mapPicture(words, art) {
  const places = words.map((w) => PLACE.exec(w)).filter(Boolean)
    .map(([, name, x, y, rot]) => ({ name, x: Number(x), y: Number(y), rot: Number(rot || 0) }));
  const tiles = await art(words.filter((w) => !PLACE.test(w)));
  if (!places.length || places.some((p) => !tiles.tiles[p.name])) return null;
  const left = Math.min(...places.map((p) => p.x)), top = Math.min(...places.map((p) => p.y));
  return {
    width: Math.max(...places.map((p) => p.x)) - left + 1,
    height: Math.max(...places.map((p) => p.y)) - top + 1,
    draw(ctx, unit, dpr) {
      for (const p of places) tiles.draw(ctx, p.name, p.rot, (p.x - left) * unit, (p.y - top) * unit, unit, dpr);
    },
  };
}
