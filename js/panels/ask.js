// The page's own small dialogs in place of the browser's confirm() and prompt(). A sandboxed embed without
// allow-modals gets no browser dialog at all (Chromium answers "no" at once, silently), so a question or an address to
// copy would vanish; these work in any frame, and say which permission of the iframe was missing when one was.

import { t } from "../words/i18n.js";
import { el } from "./dom.js";

/** A dialog's answer: what the button pressed stands for (null: closed with Esc, or Cancel).
 * @typedef {boolean | number | null} Answer */
/** A button of a dialog. @typedef {{text: string, value: Answer, primary?: boolean}} AskButton */

/** True when the page runs inside a frame (an embed in an article, or the full page opened in a frame). */
export function framed() {
  try {
    return window.top !== window;
  } catch {
    return true;
  }
}

/** A modal dialog of the page with `body` (nodes) and its buttons; resolves to the value of the button pressed (or
 * null when closed with Esc).
 * @param {string} id @param {(Node | string)[]} body @param {AskButton[]} buttons @returns {Promise<Answer>} */
function dialog(id, body, buttons) {
  document.querySelector(`#${id}`)?.remove();
  return new Promise((resolve) => {
    const box = /** @type {HTMLDialogElement} */ (el("dialog", { id, class: "ask" }));
    /** @param {Answer} value */
    const done = (value) => {
      box.close();
      box.remove();
      resolve(value);
    };
    box.addEventListener("cancel", (e) => {
      e.preventDefault();
      done(null);
    });
    box.append(...body, el("div", { class: "dialog-buttons" },
      ...buttons.map(({ text, value, primary }) => el("button", {
        type: "button", class: primary ? "primary" : "", "data-value": String(value), onclick: () => done(value),
      }, text))));
    document.body.append(box);
    box.showModal();
  });
}

/** Ask a yes-or-no question (`yes`: the word of the button that agrees); resolves true when agreed.
 * @param {string} text @param {string} yes @returns {Promise<boolean>} */
export async function confirmIn(text, yes) {
  return (await dialog("ask-confirm", [el("p", {}, text)],
    [{ text: t("setup.cancel"), value: false }, { text: yes, value: true, primary: true }])) === true;
}

/** Ask which of `choices` (texts); resolves to the index chosen, or null when cancelled.
 * @param {string} text @param {string[]} choices @returns {Promise<number | null>} */
export async function chooseIn(text, choices) {
  const chosen = await dialog("ask-choose", [el("p", {}, text)],
    [{ text: t("setup.cancel"), value: null }, ...choices.map((choice, i) => ({ text: choice, value: i, primary: true }))]);
  return typeof chosen === "number" ? chosen : null;
}

/** Show `value` (a link, a snippet) selected in a field, to copy by hand, under `text`; `missing` names what the
 * iframe's markup lacks for the page to do it itself (a sandbox token or an allow feature), said when framed.
 * @param {string} text @param {string} value @param {string | null} [missing] @returns {Promise<Answer>} */
export async function showCopy(text, value, missing = null) {
  const field = /** @type {HTMLTextAreaElement} */ (el("textarea", {
    readonly: "", rows: value.length > 90 ? "4" : "2", class: "ask-value", spellcheck: "false" }));
  field.value = value;
  const body = [el("p", {}, text), field];
  if (missing && framed()) body.push(el("p", { class: "ask-missing" }, t("embed.missing", { missing })));
  const shown = dialog("ask-copy", body, [{ text: t("games.close"), value: true, primary: true }]);
  field.focus();
  field.select();
  return shown;
}

/** Copy `value` to the clipboard, or where the browser refuses (an iframe without allow="clipboard-write"), show it
 * to copy by hand with `text`; resolves true when the clipboard took it.
 * @param {string} value @param {string} text @returns {Promise<boolean>} */
export async function copyText(value, text) {
  try {
    await navigator.clipboard.writeText(value);
    return true;
  } catch {
    await showCopy(text, value, 'allow="clipboard-write"');
    return false;
  }
}
