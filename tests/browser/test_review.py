"""A finished game's review (js/play/review.js): Review on the end screen runs the engine's review a move a call with
a progress bar and Cancel; the chart of every player's expected final margin and each player's biggest mistakes
show as they come; a mistake (or a point of the chart) opens the replay before that move with the move played and
the better move's ghost on the map. The review is exact (the page's equals the engine's own under CPython), kept
with the saved games (a reload reopens it without asking the engine, a cancelled one is picked up again), and never
shown for another record. In English and Japanese, at desktop and phone width (320 px too).

Finished games are short: a stacked deck of eight tiles (the engine's "deck" option), played at random by the
engine under CPython, imported through the Games dialog as a person would.
"""

import json
import math
import sys
from pathlib import Path

import pytest

from test_accessibility import violations
from test_library import import_record, open_games, reload
from test_play import settle

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "py"))
import tilegames  # noqa: E402  (the same engine, run by CPython, plays the games and reviews them)
import tilegames.api as engine_api  # noqa: E402
from tilegames.review import Review  # noqa: E402
from tilegames.rng import Rng  # noqa: E402

REVIEWS = "carcassonne.reviews.v1"
MISTAKE_POINTS, LARGEST = 3, 3  # js/panels/review-panel.js
DECKS = {"carcassonne": ["E", "D", "U", "V", "B", "K", "L", "J"], "hunters": [f"H{n}" for n in range(19, 27)]}
PLAYERS = [
    {"name": "Ann", "color": "#d55e00", "type": "human"},
    {"name": "Bob", "color": "#0072b2", "type": "computer", "level": "easy"},
]


def finished(seed, game="carcassonne", players=PLAYERS, moves_seed=None):
    """The record of a short finished game (a stacked deck of eight tiles), its moves played at random (drawn with
    `moves_seed`, else the game's seed)."""
    setup = {"game": game, "variants": [], "players": players}
    if game in DECKS:
        setup["options"] = {"deck": DECKS[game], "deck_only": True}
    g = tilegames.new_game(setup, seed)
    rng = Rng(seed if moves_seed is None else moves_seed)
    while not g.is_over():
        g.play(g.random_move(rng))
    return g.record()


def reference(record):
    """The engine's review of a record under CPython: {moves, start, steps}."""
    review = Review(record)
    start = review.start()
    steps = []
    while (step := review.step()) is not None:
        steps.append(step)
    return {"moves": start["moves"], "start": start["margins"], "steps": steps}


def expected_mistakes(steps, players):
    """js/panels/review-panel.js's rule: per seat (people first), the LARGEST biggest losses of a point or more and
    every loss of MISTAKE_POINTS or more, in the order played."""
    order = [i for i, p in enumerate(players) if p["type"] != "computer"]
    order += [i for i, p in enumerate(players) if p["type"] == "computer"]
    out = []
    for seat in order:
        mine = [s for s in steps if s["seat"] == seat and round(s["loss"]) >= 1 and s["best"] != s["played"]]
        largest = sorted(mine, key=lambda s: (-s["loss"], s["move"]))[:LARGEST]
        out += [
            {"seat": seat, "move": s["move"], "points": round(s["loss"])}
            for s in mine
            if s["loss"] >= MISTAKE_POINTS or s in largest
        ]
    return out


def review(page):
    return page.evaluate("window.__game.review")


def end_screen(page):
    page.wait_for_selector("#end[open]", timeout=15_000)
    page.wait_for_function("window.__game.review && window.__game.review.key")


def review_done(page, timeout=120_000):
    """Wait until the end screen's review is complete and no longer running; its snapshot."""
    page.wait_for_function(
        "(() => { const r = window.__game.review; return r && !r.running && r.total && r.done === r.total; })()",
        timeout=timeout,
    )
    return review(page)


def start_review(page):
    end_screen(page)
    page.click("#end-review-start")
    page.wait_for_selector("#end-review:not([hidden])")


def switch_to(page, lang):
    if page.evaluate("document.documentElement.lang") != lang:
        page.click("#btn-lang")
        page.wait_for_function(f"document.documentElement.lang === '{lang}'")


def open_mistake(page, move):
    """Click the mistake of move `move` on the end screen; wait for the replay before it, with its mark drawn."""
    page.click(f"#review-mistakes .review-mistake[data-move='{move}']")
    page.wait_for_selector("#end", state="hidden")
    page.wait_for_function(f"window.__game.replaying && window.__game.view.moves === {move - 1}")
    page.wait_for_function("window.__game.review.mark !== null")
    return review(page)


def close_replay(page):
    page.click("#replay-bar .replay-close")
    page.wait_for_selector("#end[open]", timeout=15_000)
    settle(page)


def test_review_shows_the_chart_and_the_mistakes_and_a_ghost_of_the_better_move(app, tmp_path):
    """A short game reviewed from its end screen: the same results as the engine's own review, a chart line per
    player from the start margins on, the mistakes by the rule, the time taken; a mistake opens the replay before
    its move with both moves on the map, and a point of the chart opens the replay there."""
    page = app.page
    record = finished(1)
    ref = reference(record)
    import_record(page, tmp_path, record)
    end_screen(page)
    assert page.is_visible("#end-review-start") and page.is_hidden("#end-review")
    start_review(page)
    page.wait_for_function("window.__game.review.done >= 1")
    assert page.is_visible("#review-progress") and page.is_visible("#review-cancel")
    label = page.locator("label[for='review-progress']").inner_text()
    assert label.startswith("Reviewing: ") and f"of {len(record['moves'])} moves done" in label
    page.wait_for_selector("#review-chart-canvas")  # the first results show as they come
    done = review_done(page)
    assert done["steps"] == ref["steps"], "the page's review is the engine's, move for move"
    assert done["calls"] == 1 + len(record["moves"])  # review_start, then review_next a move
    assert page.is_hidden("#review-progress") and page.is_hidden("#end-review-start")
    line = page.locator("#review-line").inner_text()
    assert line.startswith(f"Reviewed {len(record['moves'])} moves in") and line.endswith(" s.")
    chart = done["chart"]
    assert chart["moves"] == len(record["moves"]) and not chart["final"]
    assert [line["colour"] for line in chart["lines"]] == [p["color"] for p in PLAYERS]
    for p, values in enumerate(line["values"] for line in chart["lines"]):
        assert values == [ref["start"][p], *(s["margins"][p] for s in ref["steps"])]
    wanted = expected_mistakes(ref["steps"], PLAYERS)
    assert done["mistakes"] == wanted and wanted, "the record has mistakes to show"
    shown = page.locator("#review-mistakes .review-mistake").all_inner_texts()
    assert [t.split("\n")[0] for t in shown] == [f"Move {m['move']}: −{m['points']} points" for m in wanted]
    assert all("\nBetter: " in t for t in shown)
    app.screenshot("review-done-desktop-en")
    found = violations(page, "end screen with its review")

    worst = max((s for s in ref["steps"] if s["seat"] == 0), key=lambda s: s["loss"])
    seen = open_mistake(page, worst["move"])
    mark = seen["mark"]
    assert mark["played"]["move"] == worst["played"] and mark["best"]["move"] == worst["best"]
    strip = seen["strip"]
    assert f"Next, move {worst['move']} · Ann: lost {round(worst['loss'])} points" in strip and "Better: " in strip
    # The replay is at the position before that move, and says so with the same number the mistake has.
    before = page.locator("#replay-bar .replay-step").inner_text()
    total = len(record["moves"])
    assert before == (
        f"After move {worst['move'] - 1} of {total}" if worst["move"] > 1 else f"The start (before move 1 of {total})"
    )
    app.screenshot("review-mistake-desktop-en")
    found += violations(page, "replay of a reviewed move")
    assert found == [], "\n".join(found)
    page.click("#replay-bar [data-go='next']")  # the move played is on the board now: the next move's review
    page.wait_for_function(f"window.__game.view.moves === {worst['move']}")
    assert f"Next, move {worst['move'] + 1} · Bob (computer)" in review(page)["strip"]
    assert page.locator("#replay-bar .replay-step").inner_text() == f"After move {worst['move']} of {total}"
    close_replay(page)

    page.wait_for_function("window.__game.review.chart && window.__game.review.chart.width > 0")
    canvas = page.locator("#review-chart-canvas")
    canvas.scroll_into_view_if_needed()
    box = canvas.bounding_box()
    page.mouse.click(box["x"] + box["width"] - 12, box["y"] + box["height"] / 2)  # the last move's point
    page.wait_for_function(f"window.__game.replaying && window.__game.view.moves === {len(record['moves']) - 1}")
    close_replay(page)

    # The chart is a slider for the keyboard: the arrows mark a point, worded for a screen reader; Enter opens it.
    page.wait_for_function("window.__game.review.chart && window.__game.review.chart.width > 0")
    canvas.focus()
    for key in ("End", "ArrowLeft", "ArrowLeft"):
        canvas.press(key)
    at = len(record["moves"]) - 2
    assert canvas.get_attribute("role") == "slider" and canvas.get_attribute("aria-valuenow") == str(at)
    leads = ref["steps"][at - 1]["margins"]
    text = canvas.get_attribute("aria-valuetext")
    lead = math.floor(leads[0] + 0.5)  # whole points, as Math.round rounds
    assert text.startswith(f"Move {at}: Ann {'+' if lead > 0 else ''}{lead}".replace("-", "−")), text
    assert review(page)["chart"]["marked"] == at  # drawn on the chart while it has the focus
    app.screenshot("review-chart-keyboard")
    canvas.press("Enter")
    page.wait_for_function(f"window.__game.replaying && window.__game.view.moves === {at - 1}")
    close_replay(page)
    page.click("#end-board")
    app.watch.assert_clean()


def test_cancel_keeps_what_was_done_and_continue_goes_on(app, tmp_path):
    """Cancel stops between two moves and keeps them (the game is untouched: its replay still works); Continue goes
    on from there in the engine's review without starting again, and ends with the engine's own results."""
    page = app.page
    record = finished(2)
    ref = reference(record)
    import_record(page, tmp_path, record)
    start_review(page)
    page.wait_for_function("window.__game.review.done >= 2")
    page.click("#review-cancel")
    page.wait_for_function("!window.__game.review.running")
    settle(page)
    stopped = review(page)
    assert 2 <= stopped["done"] < len(record["moves"]), "cancelled before the end"
    assert stopped["steps"] == ref["steps"][: stopped["done"]]
    assert page.locator("#review-line").inner_text() == f"Review stopped after {stopped['done']} of 8 moves."
    assert page.is_visible("#review-continue") and page.is_hidden("#review-progress")
    assert stopped["chart"]["lines"][0]["values"][-1] == ref["steps"][stopped["done"] - 1]["margins"][0]
    app.screenshot("review-cancelled")
    page.click("#end-replay")  # the game is as it was: its replay and its record
    page.wait_for_function("window.__game.replaying")
    assert page.evaluate("window.__game.record()") == record
    close_replay(page)
    calls = review(page)["calls"]
    page.click("#review-continue")
    done = review_done(page)
    assert done["steps"] == ref["steps"]
    assert done["calls"] - calls == len(record["moves"]) - stopped["done"], "no new start: the engine went on"
    page.click("#end-board")
    app.watch.assert_clean()


def test_a_reload_reopens_the_review_at_once_and_picks_up_a_cancelled_one(app, tmp_path):
    """A review is saved with its game: after a reload the end screen shows it whole with no call to the engine's
    review. A cancelled one after a reload catches up on the moves done (the same again) and goes on."""
    page = app.page
    record = finished(3)
    ref = reference(record)
    import_record(page, tmp_path, record)
    start_review(page)
    first = review_done(page)
    stored = json.loads(page.evaluate(f"localStorage.getItem('{REVIEWS}')"))
    assert stored["reviews"][first["key"]]["steps"] == ref["steps"]
    reload(page)
    end_screen(page)
    page.wait_for_selector("#end-review:not([hidden]) #review-chart-canvas")
    again = review(page)
    assert again["calls"] == 0 and again["key"] == first["key"]
    assert again["steps"] == ref["steps"] and again["done"] == again["total"] == len(record["moves"])
    assert again["mistakes"] == first["mistakes"] and page.is_hidden("#end-review-start")
    assert page.locator("#review-line").inner_text().startswith("Reviewed 8 moves in")
    page.click("#end-board")

    other = finished(4)
    ref = reference(other)
    import_record(page, tmp_path, other)
    start_review(page)
    page.wait_for_function("window.__game.review.done >= 3")
    page.click("#review-cancel")
    page.wait_for_function("!window.__game.review.running")
    settle(page)
    kept = review(page)["done"]
    reload(page)
    end_screen(page)
    assert review(page)["done"] == kept and review(page)["calls"] == 0
    page.click("#review-continue")
    page.wait_for_function("window.__game.review.running")
    done = review_done(page)
    assert done["steps"] == ref["steps"]
    assert done["calls"] == 1 + len(other["moves"]), "started again, caught up, went on"
    page.click("#end-board")
    app.watch.assert_clean()


def test_a_review_is_never_shown_for_another_record(app, tmp_path):
    """Two records of the same setup and tiles that differ in their moves: each end screen shows its own review or
    none, never the other's; the stored reviews are keyed by record, and go with their game when it is deleted."""
    page = app.page
    first = finished(5)
    second = finished(5, moves_seed=6)
    assert second["setup"] == first["setup"] and second["seed"] == first["seed"]
    assert second["moves"] != first["moves"] and len(second["moves"]) == len(first["moves"])
    import_record(page, tmp_path, first)
    start_review(page)
    reviewed = review_done(page)
    first_id = page.evaluate("window.__game.saveId")
    page.click("#end-board")

    import_record(page, tmp_path, second)
    end_screen(page)
    shown = review(page)
    assert shown["key"] != reviewed["key"]
    assert shown["done"] == 0 and shown["steps"] == [] and shown["chart"] is None
    assert page.is_hidden("#end-review") and page.is_visible("#end-review-start")
    start_review(page)
    theirs = review_done(page)
    assert theirs["steps"] == reference(second)["steps"] != reviewed["steps"]
    second_id = page.evaluate("window.__game.saveId")
    page.click("#end-board")

    open_games(page)
    page.click(f"#saved-games li[data-id='{first_id}'] .saved-scores")
    page.wait_for_function(f"window.__game.saveId === {json.dumps(first_id)}")
    end_screen(page)
    page.wait_for_function(f"window.__game.review.key === {json.dumps(reviewed['key'])}")
    assert review(page)["steps"] == reviewed["steps"]
    page.click("#end-board")
    stored = json.loads(page.evaluate(f"localStorage.getItem('{REVIEWS}')"))["reviews"]
    assert {reviewed["key"], theirs["key"]} <= set(stored)

    open_games(page)
    page.click(f"#saved-games li[data-id='{second_id}'] .saved-delete")
    page.click("#ask-confirm button[data-value=true]")
    page.wait_for_selector(f"#saved-games li[data-id='{second_id}']", state="detached")
    page.click("#games-close")
    page.evaluate("window.__game.record()")  # a round trip to the page, after the delete
    stored = json.loads(page.evaluate(f"localStorage.getItem('{REVIEWS}')"))["reviews"]
    assert theirs["key"] not in stored and reviewed["key"] in stored
    app.watch.assert_clean()


def carmela_with_a_pair_ignored():
    """A short Carmela game in which Bo turns a U whose twin all had seen, and flips another tile (move 4)."""
    setup = {
        "game": "carmela",
        "players": [{**p, "type": "human"} for p in PLAYERS],
        "options": {"grid": ["U", "V", "U", "V", "W", "W", "X"], "starts": ["D", "D"]},
    }
    g = tilegames.new_game(setup, 1)
    for move in ("flip 0", "flip 1", "flip 2", "flip 4"):
        g.play(move)
    rng = Rng(1)
    while not g.is_over():
        g.play(g.random_move(rng))
    return g.record()


def test_the_games_dialog_reviews_finished_games_carmela_too(app, tmp_path):
    """Every finished game of a game that reviews has Review in the Games dialog, which opens it (not the game in
    play) and reviews it. Carmela's review names a flip that ignored a twin seen face up, and when it was seen."""
    page = app.page
    record = finished(7, game="hunters")
    ref = reference(record)
    import_record(page, tmp_path, record)
    end_screen(page)
    hunters_id = page.evaluate("window.__game.saveId")
    page.click("#end-board")
    carmela = carmela_with_a_pair_ignored()
    import_record(page, tmp_path, carmela)
    start_review(page)
    memory = review_done(page)
    assert memory["steps"] == reference(carmela)["steps"]
    flip = next(m for m in memory["mistakes"] if m["move"] == 4)
    assert flip == {"seat": 1, "move": 4, "points": 7}  # the pair lost, and left to Ann: twice 3.5 points
    why = page.inner_text("#review-mistakes .review-mistake[data-move='4']")
    assert "Better: Flip its twin, seen at move 1" in why, why
    app.screenshot("review-carmela")
    placed = next(m for m in memory["mistakes"] if " " in memory["steps"][m["move"] - 1]["played"].replace("flip ", ""))
    seen = open_mistake(page, placed["move"])  # a placement: the better one's ghost on the mover's map
    assert seen["mark"]["best"]["move"] == memory["steps"][placed["move"] - 1]["best"]
    app.screenshot("review-carmela-placement")
    close_replay(page)
    page.click("#end-board")

    open_games(page)
    page.click(f"#saved-games li[data-id='{hunters_id}'] .saved-review")
    page.wait_for_function(f"window.__game.saveId === {json.dumps(hunters_id)}")
    end_screen(page)
    done = review_done(page)
    assert done["steps"] == ref["steps"]
    app.screenshot("review-hunters")
    assert done["mistakes"] == expected_mistakes(ref["steps"], PLAYERS) and done["mistakes"]
    seen = open_mistake(page, done["mistakes"][0]["move"])
    assert seen["mark"]["best"]["move"] == ref["steps"][done["mistakes"][0]["move"] - 1]["best"]
    app.screenshot("review-hunters-mistake")
    close_replay(page)
    page.click("#end-board")
    settle(page)
    app.watch.assert_clean()


@pytest.mark.parametrize("width,height", [(390, 844), (320, 568)])
def test_in_japanese_on_a_phone(phone, tmp_path, width, height):
    """On a phone, in Japanese: the review's words, its chart within the end screen's width and readable, a mistake
    with the better move's ghost in the replay."""
    page = phone.page
    page.set_viewport_size({"width": width, "height": height})
    switch_to(page, "ja")
    record = finished(1)
    ref = reference(record)
    import_record(page, tmp_path, record)
    end_screen(page)
    key = review(page)["key"]
    if page.is_visible("#end-review-start"):  # the first width reviews; the second finds it kept
        page.tap("#end-review-start")
        page.wait_for_function("window.__game.review.done >= 1")
        label = page.locator("label[for='review-progress']").inner_text()
        assert label.startswith("振り返り中") and "手済み" in label
        phone.screenshot(f"review-running-phone-{width}-ja")
        found = violations(page, "end screen with its review running, in Japanese")
        assert found == [], "\n".join(found)
    done = review_done(page)
    assert done["key"] == key and done["steps"] == ref["steps"]
    page.locator("#review-chart-canvas").scroll_into_view_if_needed()
    dialog = page.locator("#end").bounding_box()
    canvas = page.locator("#review-chart-canvas").bounding_box()
    assert dialog["x"] <= canvas["x"] and canvas["x"] + canvas["width"] <= dialog["x"] + dialog["width"]
    assert done["chart"]["width"] == round(canvas["width"]) and done["chart"]["height"] >= 160
    assert page.evaluate("document.querySelector('#end').scrollWidth <= document.querySelector('#end').clientWidth")
    assert "手数" not in page.locator("#end-review").inner_text()  # the chart's words are drawn, not text
    assert "手目: −" in page.locator("#review-mistakes").inner_text()
    assert "良い手: " in page.locator("#review-mistakes").inner_text()
    phone.screenshot(f"review-done-phone-{width}-ja")
    move = done["mistakes"][0]["move"]
    page.locator(f"#review-mistakes .review-mistake[data-move='{move}']").scroll_into_view_if_needed()
    seen = open_mistake(page, move)
    assert seen["mark"]["best"] or seen["mark"]["played"]
    assert f"次は{move}手目 · Ann" in seen["strip"] or f"次は{move}手目 · Bob" in seen["strip"]
    if move > 1:  # the replay before the mistake says so in the same numbering
        assert page.locator("#replay-bar .replay-step").inner_text().startswith(f"{move - 1} 手目のあと")
    phone.screenshot(f"review-mistake-phone-{width}-ja")
    found = violations(page, "replay of a reviewed move, in Japanese")
    assert found == [], "\n".join(found)
    page.tap("#replay-bar .replay-close")
    page.wait_for_selector("#end[open]", timeout=15_000)
    page.click("#end-board")
    settle(page)
    phone.watch.assert_clean()


def test_the_embed_reviews_a_game_after_its_end(open_tab, site_url):
    """The embed's end screen offers Review too (a finished game opened in it by its share link)."""
    record = finished(1)
    engine_api.load(json.dumps(record))
    code = json.loads(engine_api.share(json.dumps("share")))
    tab = open_tab(f"{site_url}embed.html?lang=en#g={code}")
    page = tab.page
    start_review(page)
    done = review_done(page)
    assert done["steps"] == reference(record)["steps"]
    assert page.locator("#review-mistakes .review-mistake").count() == len(done["mistakes"]) > 0
    tab.screenshot("review-embed")
    tab.watch.assert_clean()
