"""The end screen's chart of every player's score over the game: one line per player in their colour, ending at the
table's totals, with the final scoring as a step of its own; for every game, after a reload and from the Games dialog.

Finished games come as record files of seeded random games played by the engine under CPython, imported through
the Games dialog as a person would.
"""

import json
import sys
from pathlib import Path

import pytest

from test_library import SAVES, import_record, open_games, reload
from test_play import settle, view

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "py"))
import tilegames  # noqa: E402  (the same engine, run by CPython, plays the games)
from tilegames.rng import Rng  # noqa: E402

NAMES = ["Ann", "<b>Bo</b>", "Cy", "Di", "Ed", "Flo", "Gus", "Hal", "Ivy", "Jo"]
COLOURS = ["#d55e00", "#0072b2", "#f0e442", "#cc79a7", "#2b2b2b", "#56b4e9", "#e69f00", "#f5f5f5", "#009e73", "#8c5a2b"]


def finished(game, variants, players, seed):
    """The record of a whole seeded random game, and its final scores as the engine gives them."""
    setup = {
        "game": game,
        "variants": variants,
        "players": [{"name": NAMES[i], "color": COLOURS[i], "type": "human"} for i in range(players)],
    }
    g = tilegames.new_game(setup, seed)
    rng = Rng(seed)
    while not g.is_over():
        g.play(g.random_move(rng))
    return g.record(), g.scores()


def end_screen(page):
    """Wait for the end screen with its chart drawn; the chart's lines and the table's totals."""
    page.wait_for_selector("#end[open] #end-chart:not([hidden])", timeout=15_000)
    page.wait_for_function("window.__game.chart && window.__game.chart.width > 0")
    totals = [int(t) for t in page.locator("#end-table td.total").all_inner_texts()]
    return page.evaluate("window.__game.chart"), totals


GAMES = [
    ("carcassonne", ["river", "abbot", "sightseeing"], 3, 4),
    ("hunters", [], 4, 2),
    ("carmela", [], 10, 3),
]


@pytest.mark.parametrize(("game", "variants", "players", "seed"), GAMES, ids=[g[0] for g in GAMES])
def test_end_screen_charts_every_players_score(app, tmp_path, game, variants, players, seed):
    """Each player's line in their colour ends at the table's total, after a final scoring step; the legend names
    every player as plain text."""
    page = app.page
    record, scores = finished(game, variants, players, seed)
    import_record(page, tmp_path, record)
    chart, totals = end_screen(page)
    assert totals == scores
    assert len(chart["lines"]) == players
    assert [line["values"][-1] for line in chart["lines"]] == totals
    assert [line["colour"] for line in chart["lines"]] == COLOURS[:players]
    assert chart["final"] and chart["moves"] == len(record["moves"])
    assert all(len(line["values"]) == len(record["moves"]) + 2 for line in chart["lines"])
    assert all(a <= b for line in chart["lines"] for a, b in zip(line["values"], line["values"][1:]))
    assert page.locator("#end-legend li").all_inner_texts() == NAMES[:players]
    assert page.locator("#end-legend b").count() == 0, "a name is shown as text, never as HTML"
    canvas = page.locator("#end-chart-canvas").bounding_box()
    dpr = page.evaluate("devicePixelRatio")
    assert page.evaluate("document.querySelector('#end-chart-canvas').width") == round(canvas["width"] * dpr)
    app.screenshot(f"end-chart-{game}-{players}")
    page.set_viewport_size({"width": 390, "height": 760})  # drawn again at the phone's width
    page.wait_for_function(f"window.__game.chart.width !== {chart['width']}")
    app.screenshot(f"end-chart-{game}-{players}-phone")
    page.set_viewport_size({"width": 1280, "height": 720})
    page.click("#end-board")
    app.watch.assert_clean()


def test_chart_after_reload_and_from_the_games_dialog(app, tmp_path):
    """A finished game shows its chart again after a reload, and the Games dialog's Final scores opens it for the
    game in play and for another finished game."""
    page = app.page
    record, scores = finished("carcassonne", [], 2, 8)
    import_record(page, tmp_path, record)
    end_screen(page)
    page.click("#end-board")
    first = page.evaluate("window.__game.saveId")
    reload(page)
    chart, totals = end_screen(page)
    assert [line["values"][-1] for line in chart["lines"]] == totals == scores
    page.click("#end-board")
    page.wait_for_selector("#end", state="hidden")

    open_games(page)
    page.click(f"#saved-games li[data-id='{first}'] .saved-scores")
    chart, totals = end_screen(page)
    assert totals == scores
    page.click("#end-board")

    other, other_scores = finished("hunters", [], 3, 5)
    import_record(page, tmp_path, other)
    end_screen(page)
    page.click("#end-board")
    open_games(page)
    page.click(f"#saved-games li[data-id='{first}'] .saved-scores")  # not the game in play: it is opened
    page.wait_for_function(f"window.__game.saveId === {json.dumps(first)}")
    chart, totals = end_screen(page)
    assert view(page)["game"] == "carcassonne" and totals == scores
    assert [line["values"][-1] for line in chart["lines"]] == scores != other_scores
    page.click("#end-board")
    stored = json.loads(page.evaluate(f"localStorage.getItem('{SAVES}')"))
    assert {g["id"] for g in stored["games"]} >= {first}
    settle(page)
    app.watch.assert_clean()


@pytest.mark.parametrize("game", ["carcassonne", "hunters"])
def test_screenshots_desktop_and_phone_in_both_languages(app, tmp_path, game):
    """Screenshots of the end screen with its chart (looked at by a person), at desktop and phone width, in English
    and Japanese; the chart fits the dialog at both widths."""
    page = app.page
    record, _ = finished(game, ["river", "abbot"] if game == "carcassonne" else [], 4, 6)
    for lang in ("en", "ja"):
        if page.evaluate("document.documentElement.lang") != lang:
            page.click("#btn-lang")
            page.wait_for_function(f"document.documentElement.lang === '{lang}'")
        for width, height, kind in ((1280, 720, "desktop"), (390, 760, "phone")):
            page.set_viewport_size({"width": width, "height": height})
            import_record(page, tmp_path, record)
            chart, _ = end_screen(page)
            box = page.locator("#end").bounding_box()
            canvas = page.locator("#end-chart-canvas").bounding_box()
            assert box["x"] <= canvas["x"] and canvas["x"] + canvas["width"] <= box["x"] + box["width"]
            assert chart["width"] == round(canvas["width"])
            app.screenshot(f"end-chart-{game}-{kind}-{lang}")
            page.click("#end-board")
    page.set_viewport_size({"width": 1280, "height": 720})
    page.click("#btn-lang")
    page.wait_for_function("document.documentElement.lang === 'en'")
    app.watch.assert_clean()
