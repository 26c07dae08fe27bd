// The embed page (embed.html: index.html with data-embed="true"), for an iframe in a blog post. Its options come
// from the URL:  embed.html?players=3&humans=1&level=easy&variants=<names>&lang=ja&size=small&seed=42&game=<name>
//   players 2-10, within the game's range (default 2) · humans 0..players (default 1; the rest are computers) · level easy|medium|hard
//   variants: comma-separated engine variant names · lang en|ja · size small|medium|large (text and board scale)
//   seed: a number for a fixed tile order · game: the engine's game name (default: the first of its catalog)
// Whether the game and variants exist is the engine's to say: a bad one shows the engine's message.

import { t } from "./i18n.js";

const LEVELS = ["easy", "medium", "hard"];
const SIZES = ["small", "medium", "large"];

/** True on embed.html. */
export function isEmbed() {
  return document.documentElement.dataset.embed === "true";
}

function clampInt(text, lo, hi, fallback) {
  const n = Number.parseInt(text ?? "", 10);
  return Number.isFinite(n) ? Math.max(lo, Math.min(hi, n)) : fallback;
}

/** The embed's setup with no more players than its game seats (the engine's catalog says how many). */
export function fitToGame(setup, catalog) {
  const game = catalog.games[setup.game ?? Object.keys(catalog.games)[0]];
  return game ? { ...setup, players: setup.players.slice(0, game.players[1]) } : setup;
}

/** {setup, size, slot} from an embed URL's query; colours come from the page's palette. */
export function embedOptions(search, palette, randomSeed) {
  const q = new URLSearchParams(search);
  const count = clampInt(q.get("players"), 2, 10, 2); // the game's own range is checked at the start (boot.js)
  const humans = clampInt(q.get("humans"), 0, count, 1);
  const level = LEVELS.includes(q.get("level")) ? q.get("level") : "medium";
  const players = Array.from({ length: count }, (_, i) => (i < humans
    ? { name: t("setup.default_name", { n: i + 1 }), color: palette[i].hex, type: "human" }
    : { name: t("setup.computer_name", { n: i - humans + 1 }), color: palette[i].hex, type: "computer", level }));
  const setup = {
    variants: (q.get("variants") || "").split(",").map((v) => v.trim()).filter(Boolean),
    seed: q.has("seed") ? clampInt(q.get("seed"), 0, 2 ** 31 - 1, 0) : randomSeed(),
    players,
  };
  if (q.get("game")) setup.game = q.get("game");
  const size = SIZES.includes(q.get("size")) ? q.get("size") : "medium";
  // Each distinct set of options resumes its own game (the language and size do not change the game).
  const key = ["game", "players", "humans", "level", "variants", "seed"].map((k) => `${k}=${q.get(k) ?? ""}`).join("&");
  return { setup, size, slot: `embed:${key}` };
}
