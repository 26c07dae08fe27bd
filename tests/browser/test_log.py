"""A readable game log: each tile placed is shown as a small picture of it (never the engine's code such as Mg or
RH), every piece put on the map is told (who, which role), and a scoring worth nothing to anyone (a "+0" line)
is left out. The tile in hand is not labelled with its code either. In English and Japanese.

One booted page for the module; the game is a whole seeded game (Abbot and Sightseeing) made by the engine under
CPython and opened from its share link. A player may be called "You" (a lesson's learner is): Carmela's and Hunters &
Gatherers' own lines read right for that name too, as Carcassonne's do, from fixture games opened by share link.
"""

import json
import re
import sys
from pathlib import Path

import pytest

from test_play import settle, start_game
from tilegames import replay, share

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "py"))
import tilegames.api as engine_api  # noqa: E402

ROLES = {
    "en": {"knight": "knight", "thief": "thief", "farmer": "farmer", "monk": "monk", "abbot": "abbot"},
    "ja": {"knight": "騎士", "thief": "盗賊", "farmer": "農夫", "monk": "修道士", "abbot": "修道院長"},
}


@pytest.fixture(scope="module")
def game():
    """(share code, the engine's log, tile codes) of the first seed from 4 on whose game, played to the end by the
    easy computer for Ann and Bo, has a scoring worth nothing (which the log must leave out)."""
    players = [{"name": "Ann", "type": "human"}, {"name": "Bo", "type": "human"}]
    for seed in range(4, 40):
        setup = {"game": "carcassonne", "variants": ["abbot", "sightseeing"], "players": players, "seed": seed}
        view = json.loads(engine_api.new_game(json.dumps(setup)))
        while not view["over"]:
            view = json.loads(engine_api.play(engine_api.suggest('"easy"')))
        log = json.loads(engine_api.log())
        if any(e["type"] == "score" and e["points"] == 0 for e in log):
            break
    tiles = json.loads(engine_api.tileset(json.dumps(setup)))["tiles"]
    return json.loads(engine_api.share()), log, set(tiles)


def lines(page):
    """The log's lines, oldest first: [{text, cls, pictures: [tile codes]}]."""
    return page.evaluate(
        """() => [...document.querySelectorAll("#log li")].reverse().map((li) => ({
          text: li.innerText, cls: li.className,
          pictures: [...li.querySelectorAll("canvas.tile-pic")].map((c) => c.dataset.tile),
        }))"""
    )


def assert_readable(page, log, codes, lang):
    shown = lines(page)
    placed = [line for line in shown if line["cls"] == "place"]
    events = [e for e in log if e["type"] == "place" and e["player"] is not None]
    assert [line["pictures"] for line in placed] == [[e["tile"]] for e in events], "one picture of each tile placed"
    code = re.compile(r"\b(" + "|".join(sorted(codes, key=len, reverse=True)) + r")\b")
    for line in shown:
        assert not code.search(line["text"].replace("Ann", "").replace("Bo", "")), f"a tile code in {line['text']!r}"
        assert not re.search(r"\+0\b", line["text"]), f"a scoring worth nothing: {line['text']!r}"
    # Every piece put on the map is on the line of the tile it went on, by its role.
    deployed = [e for e in log if e["type"] == "deploy"]
    assert deployed
    told = [line["text"] for line in placed if any(word in line["text"] for word in ROLES[lang].values())]
    assert len(told) == len(deployed)
    for line, e in zip(told, deployed):
        assert ROLES[lang][e["role"]] in line and ("Ann" if e["player"] == 0 else "Bo") in line
    assert [line for line in shown if line["cls"] == "final-head"], "the final scoring is told"


def test_the_log_shows_tiles_pieces_and_only_real_scorings(app, game):
    page = app.page
    code, log, codes = game
    page.evaluate(f"location.hash = '#g={code}'")
    page.wait_for_function("window.__game.view && window.__game.view.over")
    settle(page)
    page.wait_for_selector("#end[open]", timeout=10_000)
    page.click("#end-board")
    page.evaluate("document.querySelector('#notice').hidden = true")
    assert_readable(page, log, codes, "en")
    assert any(e["type"] == "score" and e["points"] == 0 for e in log), "the game has scorings worth nothing"
    page.locator("#log li.place", has_text="knight").first.scroll_into_view_if_needed()
    app.screenshot("log-en")
    page.click("#btn-lang")
    page.wait_for_function("document.documentElement.lang === 'ja'")
    page.wait_for_function(
        "[...document.querySelectorAll('#log li.place')].some((li) => li.innerText.includes('配置'))"
    )
    assert_readable(page, log, codes, "ja")
    app.screenshot("log-ja")
    page.set_viewport_size({"width": 390, "height": 844})
    page.click("#btn-info")
    page.wait_for_timeout(300)
    app.screenshot("log-ja-phone")
    page.click("#btn-info-close")
    page.click("#btn-lang")
    page.wait_for_function("document.documentElement.lang === 'en'")
    page.set_viewport_size({"width": 1280, "height": 720})
    app.watch.assert_clean()


def test_the_tile_in_hand_is_not_labelled_with_its_code(app):
    """Under the tile in hand: how many tiles are left, not "K · 0°"; the tile's picture says what it shows."""
    page = app.page
    start_game(page, 4, [("Ann", "human"), ("Bo", "human")])
    hand = page.evaluate("window.__game.view.hand")
    under = page.locator("#hand-count").inner_text()
    assert under == f"Tiles left: {page.evaluate('window.__game.view.remaining.total')}"
    assert hand not in under.split()
    label = page.locator("#hand-canvas").get_attribute("aria-label")
    assert re.fullmatch(r"tile: (City|Road|Field|Cloister|Garden)(, (City|Road|Field|Cloister|Garden))*", label), label
    app.watch.assert_clean()


# Carmela's and Hunters & Gatherers' own log lines, each made by a fixture game with "You" at a seat: (fixture, seat,
# the line's class as js/panels/log.js gives it, an event type).
YOU_LINES = [
    ("carmela_singles_and_set_aside", 0, ["take", "set_aside"]),  # a single taken, a tile set aside
    ("carmela_challenge_lost_then_won", 0, ["hide", "take"]),  # no match, then a pair taken
    ("carmela_challenge_lost_then_won", 1, ["take"]),  # a challenge won: tiles and a meeple
    ("hunters_shaman", 1, ["return"]),  # the shaman takes a hunter back
]
# "You" with a verb for he or she ("You takes", "You wins", "You flips"), or as an owner ("You's").
NOT_FOR_YOU = re.compile(r"\bYou(?:'s\b|\s+(?:\w+ )?(?:takes|wins|flips|finds|sets|draws|gets|puts|places)\b)")


@pytest.mark.parametrize("fixture,seat,kinds", YOU_LINES, ids=lambda v: v if isinstance(v, str) else None)
def test_the_games_own_log_lines_read_right_for_a_player_called_you(app, fixture, seat, kinds):
    page = app.page
    fx = json.loads((ROOT / "tests" / "engine" / "fixtures" / f"{fixture}.json").read_text(encoding="utf-8"))
    players = [{**p, "name": "You" if i == seat else p["name"]} for i, p in enumerate(fx["setup"]["players"])]
    played = replay({**fx, "setup": {**fx["setup"], "players": players}})
    page.evaluate(f"location.hash = '#g={share.encode(played)}'")
    page.wait_for_function(f"window.__game.view && window.__game.view.moves === {len(fx['moves'])}")
    settle(page)
    if page.evaluate("window.__game.view.over"):
        # a finished game's end screen opens a moment after its last move shows: close it once it is there
        page.wait_for_selector("#end[open]", timeout=15_000)
        page.evaluate("document.querySelector('#end').close()")
    yours = [e for e in played.log if e.get("player") == seat and e["type"] in kinds]
    assert {e["type"] for e in yours} == set(kinds), "the fixture makes the lines this test reads"
    try:
        for lang in ("en", "ja"):
            if lang == "ja":
                page.click("#btn-lang")
                page.wait_for_function("document.documentElement.lang === 'ja'")
            shown = [line["text"] for line in lines(page)]
            for line in shown:
                assert not NOT_FOR_YOU.search(line), line
                assert "{" not in line, line
            assert sum(line.startswith("You") for line in shown) >= len(yours), shown
            page.locator(f"#log li.{kinds[-1]}").last.scroll_into_view_if_needed()  # the game's first such line
            app.screenshot(f"log-you-{fixture}-{seat}-{lang}")
    finally:
        if page.evaluate("document.documentElement.lang") == "ja":
            page.click("#btn-lang")
            page.wait_for_function("document.documentElement.lang === 'en'")
    app.watch.assert_clean()
