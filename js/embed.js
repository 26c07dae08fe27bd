// The embed page (embed.html: index.html with data-embed="true"), for an iframe in a blog post. Its options come
// from the URL:  embed.html?players=3&humans=1&level=easy&variants=<names>&lang=ja&size=small&seed=42&game=<name>
//   players: within the game's range (default 2) · humans 0..players (default 1; the rest are computers; 0 watches
//   the computers play) · level: one of the engine's levels (default medium) · variants: comma-separated names of the
//   game's variants · lang en|ja · size small|medium|large (text and board scale) · seed: a whole number for a fixed
//   tile order · game: the engine's game name (default: the first of its catalog) · welcome=1: a reader's first
//   visit opens on the welcome's choice of game (by default the article has chosen the game) · lesson=<game> or
//   <game>/<id>: a reader's first visit opens on that guided lesson (js/play/lesson.js), resumed like any game ·
//   pin=1: no way to another game · g=<share code>&move=N: that game in the replay viewer after N moves (app.js), or
//   with mode=position the position there as a question (js/play/position.js); seat=<from 1>: the reader's seat
//   in Play on from here · mode=play|replay|position|lesson, implied by lesson= or g=
// What the game offers (games, variants, player counts, levels) is the engine's catalog's to say. An option that
// cannot be used as given is left out or replaced (by its default, or by the largest number allowed), and the page
// says which and by what: a bad address still opens a game to play, with a seat for the reader.

import { STRINGS, t, getLang } from "./words/i18n.js";
import { defaultName } from "./words/names.js";

const SIZES = ["small", "medium", "large"];
const MODES = ["play", "replay", "position", "lesson"];
const SEED_MAX = 2 ** 31 - 1;

/** True on embed.html. */
export function isEmbed() {
  return document.documentElement.dataset.embed === "true";
}

/** An option's value as the URL gives it (an empty value is no value), or null. */
function given(query, name) {
  return query.get(name) || null;
}

/** A value as the message shows it: not so long that it hides the rest. */
function shown(value) {
  return value.length > 30 ? `${value.slice(0, 29)}…` : value;
}

/** Option `name` if it is one of `allowed`, else `fallback`, noted in `problems`. */
function choice(query, name, allowed, fallback, problems) {
  const value = given(query, name);
  if (value === null || allowed.includes(value)) return value ?? fallback;
  problems.push({ key: "embed.choice", vars: { option: name, value: shown(value), allowed: allowed.join(", "), used: fallback } });
  return fallback;
}

/** Option `name` if it is a whole number from lo to hi; else the largest allowed for a number above them, or
 * `fallback`, noted in `problems`. */
function whole(query, name, lo, hi, fallback, problems) {
  const value = given(query, name);
  if (value === null) return fallback;
  const n = /^-?\d+$/.test(value) ? Number(value) : null;
  if (n !== null && n >= lo && n <= hi) return n;
  const used = n !== null && n > hi ? hi : fallback;
  problems.push({ key: "embed.range", vars: { option: name, value: shown(value), min: lo, max: hi, used } });
  return used;
}

/** {query, size, slot, problems} from an embed URL's query: what can be checked before the engine's catalog comes
 * (the page's size and language); embedSetup adds the game's. */
export function embedOptions(search) {
  const query = new URLSearchParams(search);
  const problems = [];
  const lang = given(query, "lang");
  if (lang !== null && !Object.hasOwn(STRINGS, lang)) { // main.js has already chosen another language
    problems.push({ key: "embed.choice",
      vars: { option: "lang", value: shown(lang), allowed: Object.keys(STRINGS).join(", "), used: getLang() } });
  }
  const size = choice(query, "size", SIZES, "medium", problems);
  const welcome = choice(query, "welcome", ["0", "1"], "0", problems) === "1";
  const pinned = choice(query, "pin", ["0", "1"], "0", problems) === "1";
  // What the embed shows first: a new game (play), a guided lesson (lesson=), or a recorded game (g=) in the replay
  // viewer; an explicit mode= must agree with what the address gives it.
  const implied = given(query, "lesson") !== null ? "lesson" : given(query, "g") !== null ? "replay" : "play";
  let mode = choice(query, "mode", MODES, implied, problems);
  if ((mode === "replay" || mode === "position") && given(query, "g") === null) {
    problems.push({ key: "embed.needs", vars: { option: "mode", value: mode, needs: "g", used: implied } });
    mode = implied;
  }
  if (mode === "lesson" && given(query, "lesson") === null) {
    problems.push({ key: "embed.needs", vars: { option: "mode", value: mode, needs: "lesson", used: implied } });
    mode = implied;
  }
  // Each distinct set of options resumes its own game (the language and size do not change the game).
  const key = ["game", "players", "humans", "level", "variants", "seed", "lesson", "mode", "g", "move", "seat"]
    .map((k) => `${k}=${query.get(k) ?? ""}`).join("&");
  return { query, size, welcome: welcome && !pinned, pinned, mode, slot: `embed:${key}`, problems };
}

/** The replay's options, once a record is known (`moves`: its length, `seats`: its players): {move, seat}, the seat
 * counted from 0 (null: the reader chooses), each out-of-range value noted in embed.problems. */
export function replayOptions(embed, moves, seats) {
  const move = whole(embed.query, "move", 0, moves, 0, embed.problems);
  const seat = whole(embed.query, "seat", 1, seats, null, embed.problems);
  return { move, seat: seat === null ? null : seat - 1 };
}

/** The setup the embed's options ask for, within what the engine's catalog offers; each option not used as given
 * is added to embed.problems. Colours come from the page's palette. */
export function embedSetup(embed, catalog, palette, randomSeed) {
  const { query, problems } = embed;
  const games = Object.keys(catalog.games);
  // lesson=<game> (its first lesson) or lesson=<game>/<id> (the id is checked against the game's lessons later).
  const [lesson, lessonId = null] = (given(query, "lesson") ?? "").split("/");
  embed.lesson = embed.mode === "lesson" && games.includes(lesson) ? { game: lesson, id: lessonId } : null;
  if (embed.mode === "lesson" && !embed.lesson) {
    problems.push({ key: "embed.choice", vars: { option: "lesson", value: shown(given(query, "lesson")), allowed: games.join(", "), used: t("embed.none") } });
  }
  const game = embed.lesson?.game ?? choice(query, "game", games, games[0], problems);
  const entry = catalog.games[game];
  const [lo, hi] = entry.players;
  const count = whole(query, "players", lo, hi, Math.max(lo, Math.min(hi, 2)), problems);
  const humans = whole(query, "humans", 0, count, Math.min(1, count), problems);
  const level = choice(query, "level", entry.levels, entry.default_level, problems);
  const known = entry.variants.map((v) => v.name);
  const variants = [];
  for (const name of (given(query, "variants") ?? "").split(",").map((v) => v.trim()).filter(Boolean)) {
    if (known.includes(name)) {
      if (!variants.includes(name)) variants.push(name);
    } else {
      problems.push({ key: "embed.variant",
        vars: { value: shown(name), game: entry.title, allowed: known.join(", ") || t("embed.none") } });
    }
  }
  const seedText = given(query, "seed");
  let seed = /^\d+$/.test(seedText ?? "") && Number(seedText) <= SEED_MAX ? Number(seedText) : null;
  if (seed === null) {
    seed = randomSeed();
    if (seedText !== null) problems.push({ key: "embed.seed", vars: { value: shown(seedText), max: SEED_MAX, used: seed } });
  }
  const players = Array.from({ length: count }, (_, i) => (i < humans
    ? { name: defaultName("human", i + 1), color: palette[i].hex, type: "human" }
    : { name: defaultName("computer", i + 1), color: palette[i].hex, type: "computer", level })); // by seat, as badges
  return { game, variants, seed, players };
}

/** Show, under the top bar until closed, which options were not used as given and what was used instead (in the
 * page's language; again after a language switch). No problems: nothing is shown. */
export function showProblems(problems) {
  document.querySelector("#embed-problems")?.remove();
  if (!problems.length) return;
  const box = Object.assign(document.createElement("div"), { id: "embed-problems" });
  box.setAttribute("role", "status");
  const list = document.createElement("ul");
  list.append(...problems.map(({ key, vars }) => Object.assign(document.createElement("li"), { textContent: t(key, vars) })));
  const close = Object.assign(document.createElement("button"), { type: "button", textContent: t("menu.close") });
  close.addEventListener("click", () => box.remove());
  box.append(Object.assign(document.createElement("p"), { textContent: t("embed.problems") }), list, close);
  document.querySelector("#app > .topbar").after(box); // a row of its own: the board is never covered
}
