// A game's guided lessons as data: js/games/<game>/lessons/<id>.json (their shape: js/play/lesson.js, which plays
// them), fetched once per page, and their texts ({en, ja}) in the page's language. The welcome, the boot and the
// Rules panel read them before any lesson is played.

import { getLang } from "../words/i18n.js";
import { JS_FOLDER } from "../site.js";

/** @typedef {import("./contract.js").GameModule} GameModule */
/** A text of a lesson, by language ({en, ja}: English always). @typedef {Object<string, string>} LessonText */
/**
 * A lesson as its JSON file holds it (js/play/lesson.js says what each part does).
 * @typedef {object} Lesson
 * @property {LessonText} title
 * @property {number} minutes
 * @property {Object<string, string[]>} names the seats' names, by language
 * @property {number} learner the seat the learner plays
 * @property {{game: string, variants: string[], players: {type: "human" | "computer"}[], options: object,
 *   seed: number}} setup the game's setup but the players' names and colours
 * @property {{move: string, say?: LessonText, done?: LessonText, why?: LessonText}[]} steps every move in order
 * @property {LessonText} end
 * @property {string} [next] the lesson its end offers after it
 * @property {{scores: number[]}} expect the final scores (tests/engine/test_lessons.py checks them)
 */

/** A lesson's data, fetched once per page. @type {Map<string, Promise<Lesson>>} */
const cache = new Map();
/** Lesson `id` of `game`, fetched (once per page; tried again after a failure). @param {string} game
 * @param {string} id @returns {Promise<Lesson>} */
export function loadLesson(game, id) {
  const url = new URL(`games/${encodeURIComponent(game)}/lessons/${encodeURIComponent(id)}.json`, JS_FOLDER);
  if (!cache.has(url.href)) {
    const data = fetch(url).then((r) => (r.ok ? r.json() : Promise.reject(new Error(`${url.pathname}: ${r.status}`))));
    data.catch(() => cache.delete(url.href)); // tried again next time
    cache.set(url.href, data);
  }
  return cache.get(url.href);
}

/** A game's lessons as the Rules panel lists them: [{id, title, minutes}], from its entry module (a promise).
 * @param {string} game @param {Promise<GameModule>} module
 * @returns {Promise<{id: string, title: string, minutes: number}[]>} */
export async function lessonsOf(game, module) {
  const ids = (await module).lessons || [];
  return Promise.all(ids.map(async (id) => {
    const data = await loadLesson(game, id);
    return { id, title: words(data.title), minutes: data.minutes };
  }));
}

/** A text of a lesson ({en, ja}) in the page's language. @param {LessonText | null | undefined} text
 * @returns {string} */
export function words(text) {
  return text ? text[getLang()] ?? text.en : "";
}
