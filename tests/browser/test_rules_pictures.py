"""The rules panel's pictures: every picture line of every game's rules page (docs/rules/), in English and Japanese,
is drawn by the game's own art (its canvas painted, none missing), on a desktop and on a phone; a bonus power's
caption is the line the hand shows while that tile is in hand."""

import json
import re

from playwright.sync_api import expect

from conftest import PHONE, ROOT
from tilegames import replay as carcassonne_replay, share

GAMES = ["carcassonne", "hunters", "carmela"]  # the welcome's cards, in the engine's order
PICTURE = re.compile(r"^\[picture ([a-z]+)((?: [^\s\]]+)*)\]", re.M)

# Every figure of the open rules panel: what it pictures, whether its canvas says it was drawn, the share of its
# pixels painted and how many distinct colours a sample of them has (a flat fill has one), its caption and width.
FIGURES = """() => [...document.querySelectorAll('#rules .rules-picture')].map((f) => {
  const c = f.querySelector('canvas');
  let painted = 0, colours = new Set();
  if (c && c.width) {
    const data = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
    for (let i = 0; i < data.length; i += 4) {
      if (data[i + 3] > 0) painted++;
      if (i % 400 === 0) colours.add(data.slice(i, i + 4).join());
    }
    painted /= c.width * c.height;
  }
  return {
    picture: f.dataset.picture, missing: f.dataset.missing || null, drawn: c?.dataset.drawn === 'true',
    painted, colours: colours.size, caption: f.querySelector('figcaption')?.textContent || '',
    right: f.getBoundingClientRect().right,
  };
})"""
ALL_DRAWN = """() => {
  const figures = [...document.querySelectorAll('#rules .rules-picture')];
  return figures.length > 0 && figures.every((f) => f.dataset.missing || f.querySelector('canvas')?.dataset.drawn);
}"""


def page_pictures(game, lang):
    """The pictures a rules page asks for, in order, as the figures name them ("tile H13", "power pit_trap")."""
    text = (ROOT / "docs" / "rules" / f"{game}{'.ja' if lang == 'ja' else ''}.md").read_text(encoding="utf-8")
    return [f"{m[1]} {' '.join(m[2].split())}" for m in PICTURE.finditer(text)]


def set_language(page, lang):
    """Switch the page to lang with the top bar's button (no dialog open)."""
    if page.evaluate("document.documentElement.lang") != lang:
        page.click("#btn-lang")
        page.wait_for_function(f"document.documentElement.lang === '{lang}'")


def open_rules_of(page, game):
    """Open a game's rules from its welcome card and wait until every picture is drawn (or said missing)."""
    page.click("#btn-games")  # the Games dialog opens the welcome on every screen (a phone hides the title)
    page.click("#games-welcome")
    page.locator(f"#welcome .welcome-card[data-game='{game}'] .welcome-rules").click()
    page.wait_for_function(ALL_DRAWN, timeout=30_000)


def close_rules(page):
    page.click("#rules-close")
    page.click("#welcome-close")


def check_figures(page, game, lang, width):
    """Every picture the page asks for is a figure, drawn and painted, with words, no wider than the screen."""
    figures = page.evaluate(FIGURES)
    assert [f["picture"] for f in figures] == page_pictures(game, lang)
    for f in figures:
        assert not f["missing"] and f["drawn"], f
        assert f["painted"] > 0.5 and f["colours"] > 8, f  # the art (a map has gaps), not a blank or a flat fill
        assert f["caption"].strip(), f
        assert f["right"] <= width, f
    return figures


# What each screenshot centres, per game: rows a person should look at.
SHOTS = {
    "carcassonne": ["piece knight", "tile F", "map", "piece abbot", "piece tourist"],
    "hunters": [
        "tile H50",
        "piece fisher",
        "piece hut",
        "animal fish",
        "power mushrooms",
        "power pit_trap",
        "animal tiger",
    ],
    "carmela": ["tile face-down", "map"],
}


def shoot(tab, game, name):
    """Screenshots of a game's rules panel (test-artifacts/<name>-<n>.png), each with one of its SHOTS in the middle,
    for a person to look at."""
    for n, picture in enumerate(SHOTS[game]):
        tab.page.locator(f"#rules [data-picture^='{picture}']").last.evaluate(
            "(e) => e.scrollIntoView({block: 'center'})"
        )
        tab.screenshot(f"{name}-{n}")


def test_every_picture_of_every_rules_page_is_drawn_in_both_languages(app):
    page = app.page
    page.set_viewport_size({"width": 1280, "height": 800})
    for lang in ("en", "ja"):
        set_language(page, lang)
        for game in GAMES:
            open_rules_of(page, game)
            check_figures(page, game, lang, 1280)
            shoot(app, game, f"rules-pictures-{game}-{lang}")
            close_rules(page)
    set_language(page, "en")
    app.watch.assert_clean()


def test_a_power_caption_is_the_line_the_hand_shows(app):
    """Holding the pit trap (the hunters_pit_trap fixture, as its bonus tile is drawn), the rules panel's pit trap
    says what the hand panel says, in English and in Japanese; every power's caption is the game's line for it."""
    fx = json.loads((ROOT / "tests" / "engine" / "fixtures" / "hunters_pit_trap.json").read_text())
    page = app.page
    page.evaluate(f"location.hash = '#g={share.encode(carcassonne_replay({**fx, 'moves': fx['moves'][:4]}))}'")
    page.wait_for_function("window.__game.view && window.__game.view.hand === 'H92' && !window.__game.busy")
    strings = "import('./js/games/hunters/strings.js').then(({ STRINGS }) => STRINGS)"
    for lang in ("en", "ja"):
        set_language(page, lang)
        note = page.locator("#hand-note").inner_text()
        assert note
        page.click("#btn-rules")
        page.wait_for_function(ALL_DRAWN, timeout=30_000)
        expect(page.locator("#rules [data-picture='power pit_trap'] figcaption")).to_have_text(note)
        lines = page.evaluate(strings)[lang]
        for f in page.evaluate(FIGURES):
            if f["picture"].startswith("power "):
                assert f["caption"] == lines[f"power.{f['picture'].split()[1]}"], f
        page.click("#rules-close")
    set_language(page, "en")
    app.watch.assert_clean()


def test_the_pictures_fit_a_phone_in_both_languages(phone):
    page = phone.page
    width = PHONE["viewport"]["width"]
    for lang in ("en", "ja"):
        set_language(page, lang)
        for game in GAMES:
            open_rules_of(page, game)
            check_figures(page, game, lang, width)
            # Nothing in the panel is wider than it: the page scrolls down, never sideways.
            assert page.evaluate(
                "(() => { const b = document.querySelector('#rules'); return b.scrollWidth <= b.clientWidth; })()"
            )
            shoot(phone, game, f"rules-pictures-phone-{game}-{lang}")
            close_rules(page)
    set_language(page, "en")
    phone.watch.assert_clean()
