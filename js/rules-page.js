// A game's rules page (docs/rules/<game>.md, or <game>.ja.md in Japanese): the same text the repository keeps, fetched
// from the site and drawn into the rules panel. The pages use a small part of Markdown: "#" to "###" headings,
// paragraphs, "- " list items and **bold**; nothing else is read as markup, and the text is never parsed as HTML.

const pages = new Map(); // url -> Promise of the page's text

/** The address of a game's rules page in a language ("en" or "ja"), relative to the page. */
export function rulesUrl(game, lang) {
  return `docs/rules/${game}${lang === "ja" ? ".ja" : ""}.md`;
}

/** The text of a game's rules page (fetched once; the service worker keeps it for offline play). */
export function fetchRules(game, lang) {
  const url = rulesUrl(game, lang);
  if (!pages.has(url)) {
    const text = fetch(url).then((r) => (r.ok ? r.text() : Promise.reject(new Error(`${url}: ${r.status}`))));
    text.catch(() => pages.delete(url)); // a failed fetch is tried again on the next open
    pages.set(url, text);
  }
  return pages.get(url);
}

/** Text with **bold** runs, as DOM nodes. */
function inline(text) {
  return text.split(/\*\*(.+?)\*\*/).map((part, i) =>
    i % 2 ? Object.assign(document.createElement("strong"), { textContent: part }) : document.createTextNode(part));
}

/** A rules page's Markdown as DOM nodes: headings one level down from the page's (# -> h3), paragraphs, lists. */
export function rulesNodes(markdown) {
  const nodes = [];
  let list = null;
  for (const raw of markdown.split("\n")) {
    const line = raw.trim();
    const heading = /^(#{1,3})\s+(.*)$/.exec(line);
    if (line.startsWith("- ")) {
      if (!list) nodes.push((list = document.createElement("ul")));
      const item = document.createElement("li");
      item.append(...inline(line.slice(2)));
      list.append(item);
      continue;
    }
    list = null;
    if (heading) {
      const h = document.createElement(`h${heading[1].length + 2}`);
      h.append(...inline(heading[2]));
      nodes.push(h);
    } else if (line) {
      const p = document.createElement("p");
      p.append(...inline(line));
      nodes.push(p);
    }
  }
  return nodes;
}
