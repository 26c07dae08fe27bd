// A message over the board for a few seconds: one at a time, the newest in place of the one before.

import { $ } from "./dom.js";

let noticeTimer = 0;
let noticeShown = 0; // the handle of the notice on show
/** A message over the board for a few seconds (a text, or a list of texts and nodes such as a tile's picture);
 * returns a handle for dismissNotice.
 * @param {string | (string | Node)[]} text @param {number} [ms] @returns {number} */
export function notice(text, ms = 3500) {
  const box = $("#notice");
  box.replaceChildren(...[text].flat());
  box.hidden = false;
  clearTimeout(noticeTimer);
  noticeTimer = setTimeout(() => { box.hidden = true; }, ms);
  return ++noticeShown;
}

/** Hide the notice with handle `id` now, if it is still the one on show (a later message stays).
 * @param {number | null | undefined} id */
export function dismissNotice(id) {
  if (!id || id !== noticeShown) return;
  clearTimeout(noticeTimer);
  $("#notice").hidden = true;
}
