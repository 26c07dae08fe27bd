// The "send your move" panel of a game played by link: in place of the hand panel while the next move is made in
// another browser, it gives the link to send (copied, or handed to the system's share sheet where there is one,
// and always shown as text to select); at the end of the game, a link for each other player. session.js says
// when and with which links; this module only shows them.

import { t } from "../words/i18n.js";
import "../words/link-strings.js";

/** One player's link to send: null while it is on its way.
 * @typedef {{seat: number, name: string, colour: string, link: string | null}} LinkRow */

/** A new element with `props` as its properties (any of the element's: any value) and its children.
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag @param {Object<string, any>} [props] @param {...(Node | string | null)} children
 * @returns {HTMLElementTagNameMap[K]} */
function el(tag, props = {}, ...children) {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children.filter((c) => c != null));
  return node;
}

export class LinkPanel {
  /** notice(text, ms) says over the board what a button did. @param {(text: string, ms?: number) => void} notice */
  constructor(notice) {
    this.notice = notice;
    /** @type {{rows: LinkRow[], over: boolean, moved: boolean} | null} */
    this.state = null; // {rows: [{seat, name, colour, link}], over, moved}
    this.box = el("section", { id: "link-panel", hidden: true });
    document.querySelector("#game").append(this.box);
  }

  /** Show the links to send: rows [{seat, name, colour, link}], one for the player to move next, or at the end
   * (over) one for each other player; a link still null is on its way (its buttons wait for it). moved: this
   * browser's player has just moved (the link sends their move), else the page waits for the other's.
   * @param {LinkRow[]} rows @param {{over?: boolean, moved?: boolean}} [flags] */
  show(rows, { over = false, moved = false } = {}) {
    this.state = { rows, over, moved };
    this.render();
    this.box.hidden = false;
    document.querySelector("#app").classList.add("sending");
  }

  hide() {
    this.state = null;
    this.box.hidden = true;
    document.querySelector("#app").classList.remove("sending");
  }

  get shown() {
    return !!this.state;
  }

  render() {
    const { rows, over, moved } = this.state;
    const next = rows[0];
    const title = over ? t("links.title_over") : moved ? t("links.title") : t("links.waiting", { name: next.name });
    this.box.replaceChildren(
      el("h2", { textContent: title }),
      el("p", { className: "link-turn", textContent: over ? t("links.over") : t("links.turn_of", { name: next.name }) }),
      el("ul", { className: "link-rows" }, ...rows.map((row) => this.row(row))),
      el("p", { className: "link-note", textContent: t(over ? "links.note_over" : "links.note", { name: next.name }) }));
  }

  /** One player's link: the text to select, Copy, and Share where the browser has a share sheet.
   * @param {LinkRow} row @returns {HTMLLIElement} */
  row({ seat, name, colour, link }) {
    const text = el("input", { className: "link-text", readOnly: true, value: link ?? "…", type: "url" });
    text.setAttribute("aria-label", t("links.for", { name }));
    text.addEventListener("focus", () => text.select());
    const copy = el("button", { type: "button", className: "link-copy primary", textContent: t("links.copy"), disabled: !link });
    copy.addEventListener("click", () => this.copy(text, name));
    const share = navigator.share ? el("button", { type: "button", className: "link-share", textContent: t("links.share"), disabled: !link }) : null;
    share?.addEventListener("click", () => this.share(link, name));
    const who = el("span", { className: "link-who" }, el("span", { className: "who" }), t("links.for", { name }));
    /** @type {HTMLElement} */ (who.firstChild).style.background = colour;
    const li = el("li", {}, who, text, el("div", { className: "link-buttons" }, copy, share));
    li.dataset.seat = String(seat);
    return li;
  }

  /** Copy the link; where the clipboard is refused (an embed's frame may be), select its text for the person.
   * @param {HTMLInputElement} text @param {string} name */
  async copy(text, name) {
    try {
      await navigator.clipboard.writeText(text.value);
      this.notice(t("links.copied", { name }));
    } catch {
      text.focus();
      text.select();
      this.notice(t("links.copy_by_hand"), 6000);
    }
  }

  /** Hand the link to the system's share sheet. @param {string} link @param {string} name */
  async share(link, name) {
    try {
      await navigator.share({ title: t("links.share_title"), text: t("links.share_text", { name }), url: link });
    } catch (error) {
      if (error.name !== "AbortError") this.notice(t("links.copy_by_hand"), 6000); // AbortError: the person closed it
    }
  }

  /** Show the texts in the current language. */
  translate() {
    if (this.state) this.render();
  }
}
