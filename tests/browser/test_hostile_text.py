"""Names from a share link or record are text, never markup: a name carrying an <img onerror> tag, a right-to-left
override and a 40-letter word (the engine's longest name) show literally wherever names appear (score board, status,
log, end screen, Games dialog), nothing in them runs or loads, and they break neither the layout nor the words
around them. A colour from a record that is not a colour is not used.

One booted page for the module; the games are opened from share links made by the engine under CPython.
"""

import json
import sys
from pathlib import Path

import pytest

from test_play import settle

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "py"))
import tilegames.api as engine_api  # noqa: E402

MARKUP = '<img src=x onerror="window.__pwned=1">'
RTL = "\u202eAnn <b>bold</b>"  # a right-to-left override that nothing closes
LONG = "W" * 40
NAMES = [MARKUP, RTL, LONG]
SHOWN = {MARKUP: MARKUP, RTL: RTL[1:], LONG: LONG}  # what a reader sees of each (the override is invisible)
BAD_COLOUR = "url(http://evil.example/c.png)"
PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 720}


@pytest.fixture(scope="module")
def games():
    """Share codes of one seeded game of the three hostile names: after 5 moves (the long name to play) and at its end."""
    players = [{"name": n, "color": c, "type": "human"} for n, c in zip(NAMES, [BAD_COLOUR, "#0072b2", "#f0e442"])]
    view = json.loads(engine_api.new_game(json.dumps({"game": "carcassonne", "players": players, "seed": 5})))
    codes = {}
    while not view["over"]:
        if view["moves"] == 5:
            codes["partial"] = json.loads(engine_api.share())
        view = json.loads(engine_api.play(engine_api.suggest('"easy"')))
    codes["over"] = json.loads(engine_api.share())
    codes["winners"] = view["winners"]
    return codes


def plain(text):
    """Text as read: without the invisible marks that set a right-to-left name apart (U+2068, U+2069)."""
    return text.replace("\u2068", "").replace("\u2069", "")


def open_link(page, code, moves):
    page.evaluate(f"location.hash = '#g={code}'")
    page.wait_for_function(f"window.__game.view && window.__game.view.moves === {moves}")
    settle(page)
    page.evaluate("document.querySelector('#notice').hidden = true")


# Where two pieces of text are drawn (their bounding boxes), in the first element of a selector that shows
# both, found across that element's text nodes.
RECTS_OF_TEXTS = """([selector, texts]) => {
  const root = [...document.querySelectorAll(selector)].find((e) => texts.every((t) => e.textContent.includes(t)));
  if (!root) return null;
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  let whole = "";
  const nodes = [];
  for (let n = walker.nextNode(); n; n = walker.nextNode()) { nodes.push([n, whole.length]); whole += n.data; }
  const point = (i) => { const [n, start] = nodes.findLast(([, s]) => s <= i); return [n, i - start]; };
  return texts.map((text) => {
    const at = whole.indexOf(text);
    const range = document.createRange();
    range.setStart(...point(at));
    const [end, offset] = point(at + text.length - 1);
    range.setEnd(end, offset + 1);
    const r = range.getBoundingClientRect();
    return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
  });
}"""


def reads_in_order(page, selector, first, then):
    """True when text `then` is drawn after text `first` (to its right, or on a line below) in the first element of
    `selector` that shows both."""
    rects = page.evaluate(RECTS_OF_TEXTS, [selector, [first, then]])
    assert rects, f"no {selector} shows {first!r} and {then!r}"
    a, b = rects
    return b["left"] >= a["right"] - 1 or b["top"] >= a["bottom"] - 1


def overflowing(page, selectors):
    """The selectors whose element is wider inside than its box (text pushed out of sight or a sideways scroll)."""
    return page.evaluate(
        "(sels) => sels.filter((s) => { const e = document.querySelector(s); return e && e.scrollWidth > e.clientWidth + 1; })",
        selectors,
    )


def assert_nothing_ran(app):
    page = app.page
    assert page.evaluate("window.__pwned") is None
    assert page.locator("img, b").count() == 0, "a name's markup became elements"
    assert app.watch.foreign_requests == [], "a colour from the record loaded something"


def test_names_in_play_are_plain_text(app, games):
    """Score board, status line, log and Games dialog show the names literally, in place, in a layout that holds."""
    page = app.page
    open_link(page, games["partial"], 5)
    assert page.locator("#players .name").all_inner_texts() == NAMES
    assert page.locator("#players .badge").all_inner_texts() == ["I", "A", "W"]  # a letter, not an invisible mark
    badge = page.locator("#players .badge").first.evaluate("(e) => e.style.background")
    assert "url" not in badge and badge, "a colour that is not one is replaced by the palette's"
    log = page.locator("#log").inner_text()
    assert MARKUP in log and RTL in log and LONG in log
    assert LONG in page.locator("#status").inner_text()
    # The words after a right-to-left name still read after it, left to right.
    assert reads_in_order(page, "#log li.place", SHOWN[RTL], "placed tile")
    for size in (DESKTOP, PHONE):
        page.set_viewport_size(size)
        page.wait_for_timeout(200)
        if size is PHONE:
            page.click("#btn-info")
        assert overflowing(page, ["#hand-panel", "#status", "#info", "#log"]) == []
        app.screenshot(f"hostile-play-{size['width']}")
        if size is PHONE:
            page.click("#btn-info-close")

        page.click("#btn-games")
        page.wait_for_selector("#games[open]")
        row = "#saved-games li:first-child .saved-what strong"
        assert plain(page.locator(row).inner_text()) == " · ".join(NAMES)
        assert reads_in_order(page, row, SHOWN[RTL], LONG)
        assert overflowing(page, ["#games", "#saved-games", row]) == []
        app.screenshot(f"hostile-games-{size['width']}")
        page.click("#games-close")
    page.set_viewport_size(DESKTOP)
    assert_nothing_ran(app)


def test_names_on_the_end_screen_are_plain_text(app, games):
    """The end table and the winner line show the names literally; the winner line reads in order."""
    page = app.page
    open_link(page, games["over"], 71)
    page.wait_for_selector("#end[open]", timeout=10_000)
    cells = page.locator("#end-table tbody td:first-child").all_inner_texts()
    assert [c.lstrip("●\u00a0 ") for c in cells] == NAMES
    winner = page.locator("#end-winner").inner_text()
    assert all(NAMES[i] in winner for i in games["winners"])
    assert reads_in_order(page, "#end-winner", SHOWN[NAMES[games["winners"][-1]]], "win")
    for size in (DESKTOP, PHONE):
        page.set_viewport_size(size)
        page.wait_for_timeout(200)
        assert overflowing(page, ["#end", "#end .table-wrap", "#end-winner"]) == []
        app.screenshot(f"hostile-end-{size['width']}")
    page.set_viewport_size(DESKTOP)
    page.click("#end-board")
    assert_nothing_ran(app)
    app.watch.assert_clean()
