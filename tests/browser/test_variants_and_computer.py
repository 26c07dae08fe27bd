"""Through the real page: a whole River + Abbot + Sightseeing game by clicks, the hint, the thinking indicator, and a
computer-only game that can be paused.

Moves go through the on-screen controls (helpers from test_play.py); the engine under CPython is the reference for
scores, for what a recall earns and for the medium player's suggestion.
"""

import json

import pytest
from playwright.sync_api import expect

from test_play import choose, confirm, engine_api, replay_scores, settle, start_game, view

VARIANTS = ["river", "abbot", "sightseeing"]


def pick_variant_move(v, turn, done):
    """A deterministic choice that tries each variant's decision once: (placement, option index, what or None).

    In order: a tourist, a monk on a landmark, a recall, any abbot; otherwise the same spread as test_play.pick."""

    def first(want):
        for p in v["placements"]:
            for i, o in enumerate(p["options"]):
                if want(p, o):
                    return p, i
        return None

    wishes = [
        ("tourist", lambda p, o: o.get("role") == "tourist"),
        (
            "landmark monk",
            lambda p, o: (
                o.get("role") == "monk"
                and any(q.get("role") == "tourist" and q["segment"] == o["segment"] for q in p["options"])
            ),
        ),
        ("recall", lambda p, o: o["piece"] == "recall"),
    ]
    for what, want in wishes:
        found = what not in done and first(want)
        if found:
            return (*found, what)
    found = first(lambda p, o: o["piece"] == "abbot")
    if found:
        return (*found, "abbot")
    placement = v["placements"][(turn * 7) % len(v["placements"])]
    options = placement["options"]
    with_piece = [i for i, o in enumerate(options) if o.get("segment") is not None]
    if with_piece and turn % 3 != 2:
        return placement, with_piece[turn % len(with_piece)], None
    return placement, next(i for i, o in enumerate(options) if o["piece"] is None), None


def setup(seed):
    return {
        "game": "carcassonne",
        "variants": VARIANTS,
        "seed": seed,
        "players": [{"name": "Ann", "type": "human"}, {"name": "Bo", "type": "human"}],
    }


def variant_seed(limit=40):
    """The first seed whose game, played by pick_variant_move, has a tourist, a landmark monk and a recall."""
    for seed in range(1, limit):
        v = json.loads(engine_api.new_game(json.dumps(setup(seed))))
        done, turn = set(), 0
        while not v["over"]:
            placement, option, what = pick_variant_move(v, turn, done)
            done.add(what)
            v = json.loads(engine_api.play(json.dumps(placement["options"][option]["move"])))
            turn += 1
        if {"tourist", "landmark monk", "recall"} <= done:
            return seed
    pytest.skip("no seed with a tourist, a landmark monk and a recall")


def test_variants_game_by_clicks(app):
    """Two people play River + Abbot + Sightseeing to the end by clicks, choosing a tourist, a monk on a landmark and
    a recall on screen; the recall button names its points, and the final scores shown are the engine's."""
    seed = variant_seed()
    page = app.page
    page.click("#btn-new")
    assert page.locator("#setup-variants .variant-help").count() == len(VARIANTS)  # each variant explained
    page.click("#setup-cancel")
    start_game(page, seed, [("Ann", "human"), ("Bo", "human")], variants=VARIANTS)
    done, turn = set(), 0
    while not view(page)["over"]:
        v = view(page)
        placement, option, what = pick_variant_move(v, turn, done)
        done.add(what)
        move = placement["options"][option]["move"]
        choose(page, placement, option)
        if what == "recall":
            # The engine's own replay says what this recall scores; the button must say the same.
            record = page.evaluate("window.__game.record()")
            after = json.loads(
                engine_api.replay_at(
                    json.dumps({**record, "moves": record["moves"] + [move]}), json.dumps(len(record["moves"]) + 1)
                )
            )
            points = next(e["points"] for e in after["events"] if e["type"] == "score")
            expect(page.locator(f"#options button[data-option='{option}']")).to_contain_text(f"+{points}")
            app.screenshot("variants-recall")
        elif what in ("tourist", "landmark monk"):
            app.screenshot(f"variants-{what.replace(' ', '-')}")
        confirm(page)
        turn += 1
    assert {"tourist", "landmark monk", "recall"} <= done
    page.wait_for_selector("#end[open]", timeout=10_000)
    app.screenshot("variants-end")
    record = page.evaluate("window.__game.record()")
    moves = record["moves"]
    assert any(m.endswith(" recall") for m in moves) and any("tourist@" in m for m in moves)
    expected, _ = replay_scores(record)
    assert [int(t) for t in page.locator("#end-table td.total").all_inner_texts()] == expected
    assert [int(s) for s in page.locator("#players .score").all_inner_texts()] == expected
    page.click("#end-board")
    app.watch.assert_clean()


def test_hint_shows_the_engines_hint_without_playing_it(app):
    """The Hint button (and the H key) place the engine's hint (api.hint) as the tentative move; nothing is sent."""
    page = app.page
    start_game(page, 21, [("Ann", "human"), ("Bo", "human")], variants=VARIANTS)
    engine_api.new_game(json.dumps(setup(21)))
    expected = json.loads(engine_api.hint())
    page.click("#btn-hint")
    page.wait_for_function("window.__game.hint !== null")
    settle(page)
    legal = [o["move"] for p in view(page)["placements"] for o in p["options"]]
    hint = page.evaluate("window.__game.hint")
    assert hint == expected and hint in legal
    assert page.evaluate("window.__game.tentative.move") == hint
    assert page.locator("#notice").is_visible()
    app.screenshot("hint")
    page.keyboard.press("Escape")
    assert page.evaluate("window.__game.tentative") is None
    page.focus("#board")
    page.keyboard.press("h")
    page.wait_for_function("window.__game.tentative !== null")
    assert page.evaluate("window.__game.tentative.move") == hint
    assert view(page)["moves"] == 0  # shown, not played
    confirm(page)
    assert page.evaluate("window.__game.record()")["moves"] == [hint]
    app.watch.assert_clean()


def test_thinking_indicator_during_a_computer_turn(app):
    """While a computer player chooses, the board says who is thinking; it goes once the move is played."""
    page = app.page
    start_game(page, 22, [("Robo", "hard"), ("Ann", "human")])
    thinking = page.locator("#thinking")
    thinking.wait_for(state="visible", timeout=5_000)
    assert "Robo" in thinking.inner_text()
    assert page.evaluate("window.__game.thinking")
    assert page.locator("#btn-hint").is_disabled()  # no hints on someone else's turn
    app.screenshot("thinking")
    page.wait_for_function("window.__game.view.moves === 1", timeout=20_000)
    settle(page)
    assert thinking.is_hidden()
    assert page.locator("#btn-hint").is_enabled()
    app.watch.assert_clean()


def test_computer_only_game_runs_and_pauses(app):
    """A game of computers plays itself; Pause holds it on the board, Resume goes on, a new game stops it."""
    page = app.page
    start_game(page, 23, [("Robo", "computer"), ("Tron", "computer")], variants=VARIANTS)
    pause = page.locator("#btn-pause")
    assert pause.is_visible()
    page.wait_for_function("window.__game.view.moves >= 3", timeout=30_000)
    pause.click()
    assert page.evaluate("window.__game.paused")
    held = view(page)["moves"]
    page.wait_for_timeout(2500)  # two computer turns' worth
    assert view(page)["moves"] <= held + 1  # at most the move already on its way to the engine
    assert "Paused" in page.locator("#thinking").inner_text()
    app.screenshot("watch-paused")
    pause.click()
    page.wait_for_function(f"window.__game.view.moves >= {held + 2}", timeout=30_000)
    start_game(page, 1, [("Ann", "human"), ("Bo", "human")])  # leaving by a new game stops the computers
    assert pause.is_hidden()
    page.wait_for_timeout(1500)
    assert view(page)["moves"] == 0
    app.watch.assert_clean()
