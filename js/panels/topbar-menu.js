// The embed's top bar in a narrow frame: New game and the phone's Tiles & log stay in the bar, and what does not fit
// beside them (Games, Rules, the language, the sound, Full page) goes into a menu under ☰, moved there as it is (the
// same buttons, so their ids and handlers stay). The menu always holds what only it offers: Choose a game (the
// welcome), unless the article pins its game, and Embed. A wider frame keeps every button in the bar.

import { t } from "../words/i18n.js";
import { el } from "./dom.js";

export class TopbarMenu {
  /** bar: the top bar's buttons (.topbar-buttons); movable: its buttons that may go into the menu, in their order;
   * extras: buttons that live in the menu only.
   * @param {HTMLElement} bar @param {HTMLElement[]} movable @param {HTMLElement[]} extras */
  constructor(bar, movable, extras) {
    this.bar = bar;
    this.movable = movable;
    this.button = /** @type {HTMLButtonElement} */ (el("button", {
      type: "button", id: "btn-menu", "aria-expanded": "false", "aria-controls": "topbar-menu", "aria-haspopup": "true",
      onclick: () => this.toggle(),
    }, "☰"));
    this.panel = /** @type {HTMLElement} */ (el("div", { id: "topbar-menu", hidden: true }));
    this.extras = /** @type {HTMLElement} */ (el("div", { class: "menu-extras" }, ...extras));
    this.panel.append(this.extras);
    bar.prepend(this.button);
    bar.closest(".topbar").append(this.panel);
    // A choice made in the menu closes it; so does a tap elsewhere, or Esc.
    this.panel.addEventListener("click", (e) => { if (/** @type {Element} */ (e.target).closest("button, a")) this.close(); });
    document.addEventListener("pointerdown", (e) => {
      if (!this.panel.hidden && !this.panel.contains(/** @type {Node} */ (e.target)) && e.target !== this.button) this.close();
    });
    document.addEventListener("keydown", (e) => {
      if (e.key === "Escape" && !this.panel.hidden) {
        this.close();
        this.button.focus();
      }
    });
    new ResizeObserver(() => this.fit()).observe(bar.closest(".topbar"));
    this.translate();
  }

  /** Put the movable buttons in the bar if they all fit there, else in the menu (measured: words differ by language). */
  fit() {
    const first = this.bar.querySelector("#btn-new");
    for (const b of this.movable) first.before(b);
    const crowded = this.bar.scrollWidth > this.bar.clientWidth + 1;
    if (crowded) this.extras.before(...this.movable);
    this.bar.closest(".topbar").classList.toggle("crowded", crowded);
  }

  toggle() {
    if (this.panel.hidden) this.open();
    else this.close();
  }

  open() {
    this.panel.hidden = false;
    this.button.setAttribute("aria-expanded", "true");
    /** @type {HTMLElement | null} */ (this.panel.querySelector("button, a"))?.focus();
  }

  close() {
    this.panel.hidden = true;
    this.button.setAttribute("aria-expanded", "false");
  }

  /** The menu button's words in the page's language, and the bar fitted again to the buttons' new words. */
  translate() {
    this.button.title = t("menu.more");
    this.button.setAttribute("aria-label", t("menu.more"));
    this.fit();
  }
}
