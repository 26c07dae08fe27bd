// How the embed keeps its game. A frame on another site than the page around it may be refused storage (Chromium
// refuses it whenever third-party cookies are blocked, its default): a reload would then start over. So the embed
// has, in its top bar, an "Open in full page" link that always carries the game in progress (index.html with the
// game's share link, the seat too in a game played by link): the game goes on in the site's own page, where it is
// saved. Where storage is refused, a slim line under the top bar (never over the board, whose first click is the
// reader's) says so with the same link; its details, on demand, say why and, where the browser has the Storage Access
// API, offer a button that asks for the site's storage (on a click, as the browser requires).

import { t, getLang, applyI18n } from "../words/i18n.js";
import { shareLink } from "./records.js";
import { turnLink } from "./links.js";
import { showCopy } from "../panels/ask.js";

const PAGE = "index.html"; // the site's own page, beside embed.html

export class EmbedKeep {
  /** keep() -> asks for storage (the Library's keep), true once given; notice(text) shows a message. */
  constructor(keep, notice) {
    this.keep = keep;
    this.notice = notice;
    this.code = null; // the share code of the game in progress, and the seat this browser plays in it (or null)
    this.seat = null;
    this.links = [];
    this.banner = null;
    this.refused = false; // the browser said no to the button: it is not offered again
    const link = this.makeLink("btn-full", "keep.full_short");
    link.dataset.i18nTitle = "keep.full";
    document.querySelector("#btn-new").before(link); // before the game's own buttons: in sight on a narrow embed
  }

  /** A link to the full page that opens it in a new tab (or, where the frame may not open one, shows its address). */
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

  /** The game in progress changed: its share code, and the seat this browser plays (null: every seat). */
  shared(code, seat) {
    this.code = code;
    this.seat = seat;
    for (const link of this.links) link.href = this.href();
  }

  /** Say under the top bar, in one line, that this frame cannot keep the game, with the full-page link; the reason
   * and the ways to keep it here open below it on demand. */
  showRefused() {
    if (this.banner) return;
    const make = (tag, props, key) => {
      const node = Object.assign(document.createElement(tag), props);
      if (key) node.dataset.i18n = key;
      return node;
    };
    const banner = make("div", { id: "embed-keep" });
    banner.setAttribute("role", "status");
    // Its words in full where there is room, a few on a phone (the details say the rest).
    const more = make("button", { type: "button", className: "keep-more" });
    more.append(make("span", { className: "keep-long" }, "keep.short"), make("span", { className: "keep-brief" }, "keep.brief"));
    more.setAttribute("aria-expanded", "false");
    more.addEventListener("click", () => {
      const open = banner.classList.toggle("open");
      more.setAttribute("aria-expanded", String(open));
    });
    const close = make("button", { type: "button", className: "keep-close", textContent: "✕" });
    close.dataset.i18nLabel = "menu.close";
    close.dataset.i18nTitle = "menu.close";
    close.addEventListener("click", () => this.hide());
    const line = make("div", { className: "keep-line" });
    line.append(more, this.makeLink("keep-full", "keep.full"), close);
    const details = make("div", { className: "keep-details" });
    details.append(make("p"));
    if (typeof document.requestStorageAccess === "function") {
      const ask = make("button", { type: "button", id: "keep-ask", className: "primary" }, "keep.ask");
      ask.addEventListener("click", () => this.ask(ask));
      details.append(ask);
    }
    banner.append(line, details);
    this.banner = banner;
    this.translate();
    document.querySelector("#app > .topbar").after(banner);
  }

  /** The reader asked to keep the game: the browser gives storage (the banner goes) or not (it says so). */
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
