"""The welcome: a first visit asks what to play (a card per game, drawn by its own tiles, with its player counts, Play
and Rules); a returning visitor goes straight back to the game in play; the title and the Games dialog open it again."""

import re
from pathlib import Path

import pytest
from playwright.sync_api import expect

from conftest import PHONE, new_tab
from test_accessibility import AXE
from test_play import stored

ROOT = Path(__file__).resolve().parents[2]

PICTURES_DRAWN = """() => [...document.querySelectorAll('#welcome .welcome-picture')].map((c) => {
  const data = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
  let painted = 0;
  for (let i = 3; i < data.length; i += 4) if (data[i] > 0) painted++;
  return c.dataset.drawn ? painted / (c.width * c.height) : 0;
})"""


def name_mismatches(page):
    """The welcome's controls whose accessible name does not hold their visible text (axe-core's
    label-content-name-mismatch, an experimental rule its default run leaves out), once the Learn buttons are named."""
    expect(page.locator("#welcome .welcome-learn").first).to_have_attribute("aria-label", re.compile(r"\d"))
    if not page.evaluate("typeof window.axe === 'object'"):
        page.evaluate(AXE)
    return page.evaluate(
        "axe.run('#welcome', {runOnly: {type: 'rule', values: ['label-content-name-mismatch']}})"
        ".then((r) => r.violations.flatMap((v) => v.nodes.map((n) => n.target.join(' '))))"
    )


def test_a_first_visit_asks_what_to_play_and_a_return_goes_on_with_the_game(browser, site_url):
    tab = new_tab(browser, site_url + "?lang=en", welcome=True, viewport={"width": 1280, "height": 800})
    try:
        page = tab.page
        welcome = page.locator("#welcome")
        expect(welcome).to_be_visible()
        cards = welcome.locator(".welcome-card")
        expect(cards.locator("h3")).to_have_text(["Carcassonne", "Hunters & Gatherers", "Carmela (memory game)"])
        expect(cards.locator(".welcome-players")).to_have_text(["2–5 players", "2–5 players", "2–10 players"])
        expect(cards.locator(".welcome-blurb").nth(2)).to_contain_text("memory game")
        page.wait_for_function(f"({PICTURES_DRAWN})().every((share) => share > 0.5)")  # every card's tiles, painted
        tab.screenshot("welcome")
        assert name_mismatches(page) == []  # "Learn · 6 min" is how its name starts, for voice control too

        cards.nth(1).locator(".welcome-rules").click()  # a game's rules from its card, over the welcome
        expect(page.locator("#rules .rules-page h3").first).to_have_text("Carcassonne: Hunters & Gatherers")
        page.click("#rules-close")
        expect(welcome).to_be_visible()

        cards.nth(1).locator(".welcome-play").click()  # Play: the new-game dialog, set to that game
        expect(page.locator("#setup")).to_be_visible()
        assert page.locator("#setup-game").input_value() == "hunters"
        page.click("#setup-start")
        page.wait_for_function("window.__game.view && window.__game.view.game === 'hunters' && !window.__game.busy")
        expect(page.locator("#ruleset")).to_have_text("Hunters & Gatherers · 2nd edition")

        stored(page)
        page.reload()  # a returning visitor: straight back to the game in play
        page.wait_for_function("document.documentElement.dataset.ready === 'true'")
        expect(welcome).to_be_hidden()
        assert page.evaluate("window.__game.view.game") == "hunters"

        page.click("#btn-home")  # the title opens the welcome again
        expect(welcome).to_be_visible()
        page.click("#welcome-close")
        page.click("#btn-games")  # and so does the Games dialog
        page.click("#games-welcome")
        expect(welcome).to_be_visible()
        page.click("#welcome-close")
        tab.watch.assert_clean()
    finally:
        tab.close()


def test_the_welcome_on_a_phone_in_japanese(browser, site_url):
    tab = new_tab(browser, site_url + "?lang=ja", welcome=True, **PHONE)
    try:
        page = tab.page
        welcome = page.locator("#welcome")
        expect(welcome).to_be_visible()
        cards = welcome.locator(".welcome-card")
        expect(cards.locator("h3")).to_have_text(
            ["カルカソンヌ", "原始の営み (ハンター&ギャザラー)", "カルメラ (カルカソンヌ神経衰弱)"]
        )
        expect(cards.locator(".welcome-players")).to_have_text(["2〜5人", "2〜5人", "2〜10人"])
        page.wait_for_function(f"({PICTURES_DRAWN})().every((share) => share > 0.5)")
        # Every card's buttons can be reached: the welcome scrolls on a phone, and nothing is wider than the screen.
        last = cards.nth(2).locator(".welcome-play")
        last.scroll_into_view_if_needed()
        box = last.bounding_box()
        assert 0 <= box["x"] and box["x"] + box["width"] <= PHONE["viewport"]["width"]
        assert 0 <= box["y"] and box["y"] + box["height"] <= PHONE["viewport"]["height"]
        tab.screenshot("welcome-phone-ja")
        assert name_mismatches(page) == []
        last.click()
        expect(page.locator("#setup")).to_be_visible()
        assert page.locator("#setup-game").input_value() == "carmela"
        tab.watch.assert_clean()
    finally:
        tab.close()


def test_an_embed_opens_on_its_game_unless_it_asks_for_the_welcome(browser, site_url):
    plain = new_tab(browser, site_url + "embed.html?lang=en", welcome=True)
    try:
        expect(plain.page.locator("#welcome")).to_be_hidden()  # the article has chosen the game
    finally:
        plain.close()
    asked = new_tab(browser, site_url + "embed.html?lang=en&welcome=1&game=carmela", welcome=True)
    try:
        expect(asked.page.locator("#welcome .welcome-card")).to_have_count(3)
        asked.watch.assert_clean()
    finally:
        asked.close()


def test_the_welcome_is_of_use_before_the_engine_has_loaded(browser, site_url):
    """A cold first visit whose engine download is held: the welcome is complete (pictures, each Learn's length) while
    the page is not ready; Learn chosen then shows the lesson's first step on the loading screen, and once the
    download goes on, the lesson starts at that step."""
    from conftest import Watch

    context = browser.new_context(viewport={"width": 1280, "height": 800})
    watch = Watch(origin=site_url.rstrip("/"))
    watch.attach(context)
    held = []
    context.route("**/python_stdlib.zip", lambda route: held.append(route))  # the engine waits for this download
    try:
        page = context.new_page()
        page.goto(site_url + "?lang=en")
        page.wait_for_function("document.documentElement.dataset.welcome === 'ready'")
        assert page.evaluate("document.documentElement.dataset.ready") is None  # the engine has not started
        welcome = page.locator("#welcome")
        expect(welcome.locator(".welcome-learn")).to_have_text(["Learn · 6 min", "Learn · 5 min", "Learn · 5 min"])
        page.wait_for_function(f"({PICTURES_DRAWN})().every((share) => share > 0.5)")
        expect(welcome.locator(".welcome-status")).to_contain_text("The game is loading")
        page.screenshot(path=str(ROOT / "test-artifacts" / "welcome-before-engine.png"))
        welcome.locator('.welcome-card[data-game="carmela"] .welcome-learn').click()
        step = page.locator("#loading .load-lesson")
        expect(step).to_contain_text("Carmela: your first game")
        expect(step).to_contain_text("Carmela is Carcassonne as a memory game")
        assert held, "the engine's archive was never asked for"
        for route in held:
            route.continue_()
        context.unroute("**/python_stdlib.zip")
        page.wait_for_function(
            "document.documentElement.dataset.ready === 'true' && window.__game.setup?.game === 'carmela'"
            " && document.querySelector('#coach')?.dataset.step === '0'",
            timeout=90_000,
        )
        expect(page.locator("#coach .coach-say")).to_contain_text("Carmela is Carcassonne as a memory game")
        expect(page.locator("#loading")).to_be_hidden()
        assert watch.problems() == [], watch.problems()
    finally:
        context.close()


@pytest.mark.parametrize("variant", ["river", "abbot", "sightseeing"])
def test_a_variant_lesson_chosen_in_the_welcomes_rules_starts_in_sight(open_tab, site_url, variant):
    """The welcome's Rules of Carcassonne lists its lessons; choosing a variant's starts it with the welcome and
    the rules gone (the welcome stayed open over the lesson), and the lesson's coach in sight."""
    tab = open_tab(site_url + "?lang=en", viewport={"width": 1280, "height": 800})
    page = tab.page
    page.click("#btn-home")
    page.locator('#welcome .welcome-card[data-game="carcassonne"] .welcome-rules').click()
    page.locator(f'#rules .rules-lesson[data-lesson="{variant}"]').click()
    page.wait_for_function(
        f"window.__game.setup?.variants?.join() === '{variant}' && !!document.querySelector('#coach[data-step]')"
    )
    expect(page.locator("#welcome")).to_be_hidden()
    expect(page.locator("#rules")).to_be_hidden()
    expect(page.locator("#coach")).to_be_visible()
    tab.watch.assert_clean()
