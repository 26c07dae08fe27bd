// A game's guided lessons as data: js/games/<game>/lessons/<id>.json (their shape: js/play/lesson.js, which plays
// them), fetched once per page, and their texts ({en, ja}) in the page's language. The welcome, the boot and the
// Rules panel read them before any lesson is played.

import { getLang } from "../words/i18n.js";
import { JS_FOLDER } from "../site.js";

/** A lesson's data, fetched once per page. */
const cache = new Map();
export function loadLesson(game, id) {
  const url = new URL(`games/${encodeURIComponent(game)}/lessons/${encodeURIComponent(id)}.json`, JS_FOLDER);
  if (!cache.has(url.href)) {
    const data = fetch(url).then((r) => (r.ok ? r.json() : Promise.reject(new Error(`${url.pathname}: ${r.status}`))));
    data.catch(() => cache.delete(url.href)); // tried again next time
    cache.set(url.href, data);
  }
  return cache.get(url.href);
}

/** A game's lessons as the Rules panel lists them: [{id, title, minutes}], from its entry module (a promise). */
export async function lessonsOf(game, module) {
  const ids = (await module).lessons || [];
  return Promise.all(ids.map(async (id) => {
    const data = await loadLesson(game, id);
    return { id, title: words(data.title), minutes: data.minutes };
  }));
}

/** A text of a lesson ({en, ja}) in the page's language. */
export function words(text) {
  return text ? text[getLang()] ?? text.en : "";
}
