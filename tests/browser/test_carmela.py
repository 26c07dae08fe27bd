"""Carmela through the real page: a whole (small) game by clicks (random flips) against the computer, from the face-down grid to the
end screen, its scores against the engine's replay under CPython; a missed pair shown, then turned back; the maps'
tabs; the embed's game=carmela with ten seats.

A small game comes through a share link whose setup sets a grid of a few tiles (the option tests use); the full
grid plays the same way, only longer. Moves go through the on-screen controls (helpers from test_play.py).
"""

import json
import random

from playwright.sync_api import expect

from test_play import choose, replay_scores, settle, view
from tilegames import share
from tilegames.record import new_game

GRID = ["A", "U", "B", "V", "U", "X", "B", "V", "A", "W"]  # four pairs, a single (X), a last of a kind (W)


def small_game_link(players):
    setup = {"game": "carmela", "players": players, "options": {"grid": GRID, "starts": ["D", "J"]}}
    return "#g=" + share.encode(new_game(setup, 3))


def my_turn(page):
    """Wait until Me may move (no engine call, computer turn or missed pair on show) or the game is over."""
    page.wait_for_function(
        "window.__game.view.over || (window.__game.view.current_player === 0 && !window.__game.busy"
        " && !document.querySelector('.grid-cell.remember'))",
        timeout=60_000,
    )
    settle(page)


def test_a_whole_small_game_by_clicks_against_the_computer(app):
    """Me flips by clicking the grid (at random: no hint for a flip), stops after a match, places each tile taken on her map by
    clicks; Robo (easy) plays its turns on screen; the end screen's scores are the engine's replay."""
    page = app.page
    players = [{"name": "Me", "type": "human"}, {"name": "Robo", "type": "computer", "level": "easy"}]
    page.evaluate("localStorage.setItem('carmela.memorise', '1.5')")
    page.evaluate(f"location.hash = '{small_game_link(players)}'")
    page.wait_for_function(
        "window.__game.view && window.__game.view.game === 'carmela' && window.__game.view.moves === 0"
    )
    settle(page)
    expect(page.locator("header h1")).to_have_text("Carmela")
    expect(page.locator("#map-tabs button")).to_have_text(["Tiles", "Me", "Robo"])
    expect(page.locator(".grid-cell.down")).to_have_count(len(GRID))
    app.screenshot("carmela-grid")
    rng, shots, misses = random.Random(4), set(), 0
    while True:
        my_turn(page)
        v = view(page)
        if v["over"]:
            break
        if v["phase"] == "place":  # the tile taken goes into Me's map: the board shows it
            expect(page.locator("#map-tabs button[aria-selected='true']")).to_have_text("Me")
            placement = rng.choice(v["placements"])
            choose(page, placement, rng.randrange(len(placement["options"])))
            if "place" not in shots:
                app.screenshot("carmela-place")
                shots.add("place")
            page.click("#btn-confirm")
        elif v["phase"] == "decide":
            expect(page.locator(".grid-stop")).to_be_visible()
            page.click(".grid-stop")
        else:
            expect(page.locator("#map-tabs button[aria-selected='true']")).to_have_text("Tiles")
            expect(page.locator("#btn-hint")).to_be_disabled()  # no hint for a flip: remembering is the game
            squares = [i for i, c in enumerate(v["grid"]) if c["state"] == "down"]
            page.click(f".grid-cell[data-square='{rng.choice(squares)}']")
        page.wait_for_function(f"window.__game.view.moves > {v['moves']}")
        after = view(page)
        if any(e["type"] == "hide" and e.get("why") == "miss" for e in after["events"]):
            misses += 1  # the pair stays face up to be remembered, then turns back
            expect(page.locator(".grid-cell.remember")).to_have_count(2)
            if "miss" not in shots:
                app.screenshot("carmela-miss")
                shots.add("miss")
            expect(page.locator(".grid-cell.remember")).to_have_count(0, timeout=5_000)
    page.wait_for_selector("#end[open]", timeout=15_000)
    app.screenshot("carmela-end")
    record = page.evaluate("window.__game.record()")
    expected, replayed = replay_scores(record)
    assert [int(t) for t in page.locator("#end-table td.total").all_inner_texts()] == expected
    assert [int(s) for s in page.locator("#players .score").all_inner_texts()] == expected
    assert sum(p["taken"] for p in replayed["players"]) == len(GRID)
    heads = page.locator("#end-table thead th").all_inner_texts()
    assert "Tiles" in heads
    for i, p in enumerate(replayed["players"]):
        cells = page.locator(f"#end-table tbody tr[data-player='{i}'] td").all_inner_texts()
        assert int(cells[heads.index("Tiles")]) == p["by_kind"]["tiles"] == p["tile_points"]
    page.click("#end-board")
    page.click("#map-tabs button[data-map='1']")  # each map can be looked at
    expect(page.locator("#map-tabs button[aria-selected='true']")).to_have_text("Robo")
    assert page.locator("#table-panel").is_hidden()
    app.watch.assert_clean()


def test_the_grid_in_japanese_on_a_phone(app):
    """The grid, its status and the memorise setting are in Japanese; the setting is kept."""
    page = app.page
    players = [{"name": "Me", "type": "human"}, {"name": "Bo", "type": "human"}]
    page.evaluate(f"location.hash = '{small_game_link(players)}'")
    page.wait_for_function(
        "window.__game.view && window.__game.view.game === 'carmela' && window.__game.view.moves === 0"
    )
    settle(page)
    page.set_viewport_size({"width": 390, "height": 760})
    page.click("#btn-lang")
    page.wait_for_function("document.documentElement.lang === 'ja'")
    try:
        expect(page.locator(".grid-status")).to_have_text("Me: 裏向きのタイルを1枚めくってください。")
        page.select_option(".grid-memorise", "5")
        assert page.evaluate("localStorage.getItem('carmela.memorise')") == "5"
        page.click(".grid-cell[data-square='0']")  # A, then U: a miss between two people
        page.wait_for_function("window.__game.view.moves === 1")
        expect(page.locator(".grid-status")).to_have_text("Me: 2枚目をめくってください。同じ絵なら2枚とも獲得です。")
        page.click(".grid-cell[data-square='1']")
        page.wait_for_function("window.__game.view.moves === 2")
        expect(page.locator(".grid-cell.remember")).to_have_count(2)
        expect(page.locator(".grid-status")).to_have_text("覚えてください…")
        app.screenshot("carmela-ja-phone")
        expect(page.locator("#log")).to_contain_text("Me がめくったタイルは一致しませんでした。")
        box = page.locator(".grid-cells").bounding_box()
        assert box["width"] <= 390  # the grid fits the phone's width
    finally:
        page.evaluate("localStorage.setItem('carmela.memorise', '1.5')")
        page.click("#btn-lang")
        page.wait_for_function("document.documentElement.lang === 'en'")
        page.set_viewport_size({"width": 1280, "height": 720})
    app.watch.assert_clean()


def test_embed_plays_carmela_with_ten_seats(open_tab, site_url):
    """embed.html?game=carmela&players=10 seats ten computers (the embed's own maximum is the game's), and they play."""
    tab = open_tab(site_url + "embed.html?game=carmela&players=10&humans=0&level=easy&seed=2")
    page = tab.page
    setup = page.evaluate("window.__game.setup")
    assert setup["game"] == "carmela" and len(setup["players"]) == 10
    assert len({p["color"] for p in setup["players"]}) == 10  # ten colours
    page.wait_for_function("window.__game.view.moves >= 2", timeout=30_000)
    assert json.dumps(view(page)["grid"]).count('"tile"') <= 2  # only face-up tiles are named
    tab.screenshot("carmela-embed")
    tab.watch.assert_clean()


def test_a_tile_that_fits_only_other_maps_can_be_set_aside_with_its_button(app):
    """Optional rule: the hand panel offers "Set it aside" for a tile that fits no square of the mover's map; the board
    shows a map where it does fit meanwhile."""
    from tilegames.rng import Rng

    g = new_game(
        {
            "game": "carmela",
            "variants": ["any_map"],
            "players": [{"name": n, "type": "human"} for n in ("Ann", "Bo", "Cy")],
        },
        24,
    )
    rng = Rng(24)
    while not (g.phase == "place" and g.may_set_aside()):
        g.play(g.random_move(rng))
    page = app.page
    page.evaluate(f"location.hash = '#g={share.encode(g)}'")
    page.wait_for_function(f"window.__game.view && window.__game.view.moves === {len(g.moves)} && !window.__game.busy")
    settle(page)
    me = g.current_player
    shown = page.locator("#map-tabs button[aria-selected='true']").get_attribute("data-map")
    assert shown != str(me) and shown != "panel"  # a map the tile fits
    button = page.locator("#options button.other-move")
    expect(button).to_have_text("Set it aside")
    app.screenshot("carmela-aside")
    button.click()
    page.wait_for_function(f"window.__game.view.moves === {len(g.moves) + 1}")
    assert view(page)["players"][me]["set_aside"] == [g.hand]
    expect(page.locator("#log")).to_contain_text("set aside")

    # A game in progress is not replayed: stepping back would show the tiles that went face down.
    page.click("#btn-games")
    page.wait_for_selector("#games[open]")
    page.click("#games-replay-current")
    expect(page.locator("#notice")).to_contain_text("can be replayed once it is over")
    assert not page.evaluate("window.__game.replaying")
    app.watch.assert_clean()
