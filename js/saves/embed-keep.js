// How the embed keeps its game. A frame on another site than the page around it may be refused storage (Chromium
// refuses it whenever third-party cookies are blocked, its default): a reload would then start over. So the embed
// has, in its top bar, an "Open in full page" link that always carries the game in progress (index.html with the
// game's share link, the seat too in a game played by link): the game goes on in the site's own page, where it is
// saved. Where storage is refused, a few words in the top bar (never over the board, whose first click is the
// reader's, and taking none of its height) say so; its details, under the bar on demand, say why, give the same link
// and, where the browser has the Storage Access API, a button that asks for the site's storage (on a click, as the
// browser requires).

import { t, getLang, applyI18n } from "../words/i18n.js";
import { shareLink } from "./records.js";
import { turnLink } from "./links.js";
import { showCopy } from "../panels/ask.js";

const PAGE = "index.html"; // the site's own page, beside embed.html

export class EmbedKeep {
  /** keep() -> asks for storage (the Library's keep), true once given; notice(text) shows a message.
   * @param {() => Promise<boolean>} keep @param {(text: string) => void} notice */
  constructor(keep, notice) {
    this.keep = keep;
    this.notice = notice;
    /** @type {string | null} */
    this.code = null; // the share code of the game in progress, and the seat this browser plays in it (or null)
    /** @type {number | null} */
    this.seat = null;
    /** @type {HTMLAnchorElement[]} */
    this.links = [];
    /** @type {HTMLElement | null} */
    this.banner = null;
    this.refused = false; // the browser said no to the button: it is not offered again
    const link = this.makeLink("btn-full", "keep.full_short");
    link.dataset.i18nTitle = "keep.full";
    document.querySelector("#btn-new").before(link); // before the game's own buttons: in sight on a narrow embed
  }

  /** A link to the full page that opens it in a new tab (or, where the frame may not open one, shows its address).
   * @param {string} id @param {string} key the words' key @returns {HTMLAnchorElement} */
  makeLink(id, key) {
    const link = Object.assign(document.createElement("a"), { id, target: "_blank", rel: "noopener" });
    link.dataset.i18n = key;
    link.textContent = t(key);
    link.href = this.href();
    link.addEventListener("click", (event) => {
      event.preventDefault();
      const page = window.open(this.href(), "_blank");
      if (page) page.opener = null; // the game's page needs nothing from this frame
      else showCopy(t("keep.copy"), this.href(), "allow-popups"); // a sandbox without allow-popups: copy it by hand
    });
    this.links.push(link);
    return link;
  }

  /** The full page's address: the game in progress in its fragment, in the embed's language. */
  href() {
    const page = new URL(PAGE, location.href);
    if (this.code !== null) {
      page.href = this.seat === null ? shareLink(this.code, page.href) : turnLink(this.code, this.seat, page.href);
    }
    page.searchParams.set("lang", getLang()); // the same reader goes on: in the same language (a turn link drops it)
    return page.href;
  }

  /** The game in progress changed: its share code, and the seat this browser plays (null: every seat).
   * @param {string} code @param {number | null} seat */
  shared(code, seat) {
    this.code = code;
    this.seat = seat;
    for (const link of this.links) link.href = this.href();
  }

  /** Say in the top bar that this frame cannot keep the game; the reason and the ways to keep it (the full-page
   * link, the browser's storage) open below it on demand. */
  showRefused() {
    if (this.banner) return;
    /** An element with its properties and the key of its words (applyI18n fills them).
     * @template {keyof HTMLElementTagNameMap} K @param {K} tag @param {Object<string, string>} [props]
     * @param {string} [key] */
    const make = (tag, props, key) => {
      const node = Object.assign(document.createElement(tag), props);
      if (key) node.dataset.i18n = key;
      return node;
    };
    const banner = make("div", { id: "embed-keep" });
    banner.setAttribute("role", "status");
    // A few words in the top bar, which costs the board no height; the details open under the bar on demand.
    const more = make("button", { type: "button", className: "keep-more" }, "keep.brief");
    more.setAttribute("aria-expanded", "false");
    more.addEventListener("click", () => {
      const open = banner.classList.toggle("open");
      more.setAttribute("aria-expanded", String(open));
    });
    const close = make("button", { type: "button", className: "keep-close" }, "menu.close");
    close.addEventListener("click", () => this.hide());
    const line = make("div", { className: "keep-line" });
    line.append(more);
    const details = make("div", { className: "keep-details" });
    const buttons = make("div", { className: "keep-buttons" });
    buttons.append(this.makeLink("keep-full", "keep.full"));
    if (typeof document.requestStorageAccess === "function") {
      const ask = make("button", { type: "button", id: "keep-ask", className: "primary" }, "keep.ask");
      ask.addEventListener("click", () => this.ask(ask));
      buttons.append(ask);
    }
    buttons.append(close);
    details.append(make("p"), buttons);
    banner.append(line, details);
    // The details close again on a tap elsewhere (they lie over the board while open).
    document.addEventListener("pointerdown", (event) => {
      if (banner.classList.contains("open") && !banner.contains(/** @type {Node} */ (event.target))) {
        banner.classList.remove("open");
        more.setAttribute("aria-expanded", "false");
      }
    });
    this.banner = banner;
    this.translate();
    const bar = document.querySelector("#app > .topbar");
    bar.querySelector(".topbar-buttons").before(banner); // in the top bar, beside its buttons (which make room)
  }

  /** The reader asked to keep the game: the browser gives storage (the banner goes) or not (it says so).
   * @param {HTMLButtonElement} button */
  async ask(button) {
    button.disabled = true;
    if (await this.keep()) {
      this.hide();
      this.notice(t("keep.kept"));
    } else {
      this.refused = true;
      button.remove();
      this.translate();
    }
  }

  hide() {
    this.banner?.remove();
    this.banner = null;
    this.links = this.links.filter((link) => link.isConnected);
  }

  /** Show every word in the current language (the links' addresses carry the language too). */
  translate() {
    for (const link of this.links) link.href = this.href();
    if (!this.banner) return;
    this.banner.querySelector("p").dataset.i18n = this.refused ? "keep.refused" : "keep.unavailable";
    applyI18n(this.banner);
  }
}
