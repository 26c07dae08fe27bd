"""Accessibility checked by axe-core (npm, pinned in package.json): the game, its dialogs, the end screen and the
embed have no serious or critical violation, in English and Japanese."""

import json

import pytest
from playwright.sync_api import expect

from conftest import ROOT
from test_play import settle

AXE = (ROOT / "node_modules" / "axe-core" / "axe.min.js").read_text(encoding="utf-8")
# A finished game (a short hand-checked fixture) opened by its share link: the end screen shows.
FINISHED = json.loads((ROOT / "tests" / "engine" / "fixtures" / "cloister_same_turn.json").read_text(encoding="utf-8"))


def violations(page, what: str) -> list[str]:
    """axe-core's serious and critical violations on ``page`` now, one line each (rule, where, what it says)."""
    # Evaluated through the browser's DevTools protocol, which the page's Content-Security-Policy does not govern.
    if not page.evaluate("typeof window.axe === 'object'"):
        page.evaluate(AXE)
    found = page.evaluate(
        "axe.run(document).then((r) => r.violations.map((v) => ({id: v.id, impact: v.impact, "
        "help: v.help, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 4)})))"
    )
    return [
        f"{what}: {v['id']} ({v['impact']}) at {v['nodes']}: {v['help']}"
        for v in found
        if v["impact"] in ("serious", "critical")
    ]


def switch_to(page, lang):
    if page.evaluate("document.documentElement.lang") != lang:
        page.click("#btn-lang")
        page.wait_for_function(f"document.documentElement.lang === '{lang}'")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_game_and_its_dialogs_have_no_serious_violation(app, lang):
    page = app.page
    switch_to(page, lang)
    settle(page)
    found = violations(page, "game")
    for button, dialog, close in (
        ("#btn-new", "#setup", "#setup-cancel"),
        ("#btn-games", "#games", "#games-close"),
        ("#btn-rules", "#rules", "#rules-close"),
    ):
        page.click(button)
        expect(page.locator(dialog)).to_be_visible()
        if dialog == "#rules":
            expect(page.locator("#rules .rules-page h3").first).to_be_visible()  # the rules page has arrived
        found += violations(page, dialog)
        page.click(close)
    assert found == [], "\n".join(found)
    app.watch.assert_clean()


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_end_screen_has_no_serious_violation(open_tab, site_url, lang):
    from tilegames import replay, share

    code = share.encode(replay(FINISHED))
    tab = open_tab(f"{site_url}index.html?lang={lang}#g={code}")
    page = tab.page
    page.wait_for_function("window.__game.view && window.__game.view.over")
    expect(page.locator("#end")).to_be_visible()
    expect(page.locator("#end-ruleset")).to_have_text({"en": "Carcassonne", "ja": "カルカソンヌ"}[lang])
    found = violations(page, "end screen")
    assert found == [], "\n".join(found)


@pytest.mark.parametrize(
    ("game", "lang"), [("carcassonne", "en"), ("carcassonne", "ja"), ("hunters", "ja"), ("carmela", "en")]
)
def test_the_embed_has_no_serious_violation(open_tab, site_url, game, lang):
    tab = open_tab(f"{site_url}embed.html?game={game}&players=3&humans=1&level=easy&lang={lang}&seed=4")
    settle(tab.page)
    found = violations(tab.page, "embed")
    assert found == [], "\n".join(found)


def test_the_tab_order_follows_the_screen(app):
    """From the top of the page, Tab goes along the top bar from left to right, then to the board, then to the board's
    zoom buttons and the side panel: the board is reached after the top bar's buttons alone."""
    page = app.page
    switch_to(page, "en")
    settle(page)
    page.mouse.click(1, 1)  # the top bar's corner: the keyboard starts from the top of the page
    stops = []
    for _ in range(12):
        page.keyboard.press("Tab")
        stop = page.evaluate("document.activeElement === document.body ? null : document.activeElement.id")
        if stop is not None:  # the document itself may take a stop before its first control
            stops.append(stop)
        if stop == "board":
            break
    top_bar = page.evaluate(
        "[...document.querySelectorAll('.topbar button:not([hidden])')].filter((b) => b.offsetParent).map((b) => b.id)"
    )
    assert stops == [*top_bar, "board"], stops
    lefts = page.evaluate(f"{top_bar}.map((id) => document.getElementById(id).getBoundingClientRect().left)")
    assert lefts == sorted(lefts)  # along the bar as it is seen


@pytest.mark.parametrize(("game", "lang"), [("carcassonne", "en"), ("hunters", "ja"), ("carmela", "ja")])
def test_a_lesson_and_its_coach_have_no_serious_violation(open_tab, site_url, game, lang):
    tab = open_tab(f"{site_url}embed.html?lesson={game}&lang={lang}")
    page = tab.page
    page.wait_for_function("!!document.querySelector('#coach[data-step]') && !window.__game.busy")
    page.wait_for_function("!!window.__game.lessonTarget")
    found = violations(page, "lesson")
    assert found == [], "\n".join(found)
