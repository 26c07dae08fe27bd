// Game records as files and share links. A record is the engine's {setup, seed, moves}; a share code is the
// engine's compact text for one (api.share / api.decode_share). These helpers only move text around: whether a
// record or code describes a legal game is for the engine to say.

import { t } from "../words/i18n.js";

/** @typedef {import("../engine/types.js").GameRecord} GameRecord */

const MAX_FILE_BYTES = 1_000_000; // a whole game is a few kilobytes
const FRAGMENT = "g="; // share links are <page>#g=<code>: a fragment never reaches any server

/** Save a record as a .json file through the browser's download. @param {GameRecord} record */
export function downloadRecord(record) {
  const date = new Date().toISOString().slice(0, 10);
  const blob = new Blob([JSON.stringify(record, null, 1) + "\n"], { type: "application/json" });
  const a = Object.assign(document.createElement("a"), {
    href: URL.createObjectURL(blob),
    download: `${record.setup.game || "game"}-${date}-seed${record.seed}.json`,
  });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 10_000);
}

/** The record in a file's text, or throws an Error whose message says (in the page's language) what is wrong.
 * Its shape only is checked here: the engine checks the rest (Library.check).
 * @param {string} text @returns {GameRecord} */
export function parseRecordText(text) {
  if (text.length > MAX_FILE_BYTES) throw new Error(t("records.too_big"));
  let data;
  try {
    data = JSON.parse(text);
  } catch {
    throw new Error(t("records.not_json"));
  }
  if (!data || typeof data !== "object" || !data.setup || typeof data.setup !== "object" || !Array.isArray(data.moves)) {
    throw new Error(t("records.not_record"));
  }
  return data;
}

/** Read a File's text (rejects for a file too big to be a record). @param {File} file @returns {Promise<string>} */
export async function readFile(file) {
  if (file.size > MAX_FILE_BYTES) throw new Error(t("records.too_big"));
  return file.text();
}

/** The share link of a code: this page's address with the code in the fragment.
 * @param {string} code @param {string} [page] */
export function shareLink(code, page = location.href) {
  const url = new URL(page);
  url.hash = FRAGMENT + code;
  return url.href;
}

/** The share code in a pasted link, a bare code, or a location hash; throws if there is none. @param {string} text */
export function shareCodeFrom(text) {
  const s = String(text).trim();
  const at = s.indexOf("#" + FRAGMENT);
  const code = at >= 0 ? s.slice(at + 1 + FRAGMENT.length) : s.startsWith(FRAGMENT) ? s.slice(FRAGMENT.length) : s;
  if (!code || /\s/.test(code)) throw new Error(t("records.no_code"));
  return decodeURIComponent(code);
}

/** The share code in this page's fragment, or null if the fragment holds none. */
export function fragmentCode(hash = location.hash) {
  return hash.startsWith("#" + FRAGMENT) ? hash.slice(1 + FRAGMENT.length) : null;
}

/** Drop the share code from the address bar, so a reload resumes the saved game instead of reopening the link. */
export function clearFragment() {
  if (location.hash) history.replaceState(null, "", location.pathname + location.search);
}
