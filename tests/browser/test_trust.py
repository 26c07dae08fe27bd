"""What a player can trust: the shipped page hands nobody a handle on its engine (which would read a memory game's
face-down tiles), a memory game in progress is not given away by a share link and its export warns, and a link made
before links carried a check still opens, saying it could not be checked."""

import sys
from pathlib import Path

from playwright.sync_api import expect

from test_play import choose, confirm, settle, start_game, stored

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "py"))
from tilegames import limits, new_game, share  # noqa: E402  (the engine under CPython, to write links by hand)
from tilegames.rng import Rng  # noqa: E402


def test_the_shipped_page_puts_no_engine_or_game_on_window(browser, site_url):
    context = browser.new_context_as_shipped()  # as a player opens it: no test hooks asked for
    try:
        page = context.new_page()
        page.goto(site_url + "?lang=en")
        page.wait_for_function("document.documentElement.dataset.ready === 'true'", timeout=90_000)
        names = page.evaluate("Object.keys(window).filter((k) => k.startsWith('__'))")
        assert "__engine" not in names and "__game" not in names, names
        assert page.evaluate("typeof window.__engine === 'undefined' && typeof window.__game === 'undefined'")
    finally:
        context.close()


def test_a_memory_game_in_progress_is_not_shared_and_its_export_warns(app, tmp_path):
    page = app.page
    start_game(page, 5, [("Ann", "human"), ("Bo", "human")], game="carmela")
    page.click('.grid-cell[data-move="flip 0"]')  # a move, so the game is saved and in progress
    settle(page)
    page.click("#btn-games")
    share_button = page.locator("#games-share")
    expect(share_button).to_be_disabled()
    assert "give away its face-down tiles" in share_button.get_attribute("title")
    page.click("#games-export-current")  # the record comes from the engine, then the page asks
    assert "face-down tile" in page.locator("#ask-confirm p").inner_text()
    page.click("#ask-confirm button[data-value=false]")  # no: no file, the dialog done
    expect(page.locator("#ask-confirm")).to_have_count(0)
    expect(page.locator("#games")).to_be_hidden()
    page.click("#btn-games")
    page.click("#games-export-current")
    with page.expect_download() as download:
        page.click("#ask-confirm button[data-value=true]")  # agreed: the player's own file
    assert download.value.suggested_filename.endswith(".json")
    app.watch.assert_clean()


def test_an_older_link_opens_and_says_it_could_not_be_checked(app):
    page = app.page
    game = new_game({"players": [{"name": "Ann"}, {"name": "Bo"}]}, 9)
    rng = Rng(9)
    for _ in range(6):
        game.play(game.random_move(rng))
    _, head, moves, _ = share.encode(game).split(".")
    page.evaluate(f"location.hash = '#g=c2.{head}.{moves}'")  # as a chat app keeps a link of 2026-11
    expect(page.locator("#notice")).to_contain_text("could not be checked")
    page.wait_for_function("window.__game.view && window.__game.view.moves === 6")
    app.watch.assert_clean()


def play_first(page, index=0):
    """Play, by clicks, option "no piece" of the placement `index` of the view's list (-1: the last)."""
    placement = page.evaluate(f"window.__game.view.placements.at({index})")
    choose(page, placement, 0)
    confirm(page)
    return placement


def saves(page):
    return {
        g["id"]: g["record"]["moves"]
        for g in page.evaluate("JSON.parse(localStorage.getItem('carcassonne.saves.v1')).games")
    }


def game_in_play(context, site_url, seed):
    """A new page of `context` with a two-person game of seed `seed` started and its first move played, by clicks."""
    page = context.new_page()
    page.goto(site_url + "?lang=en")
    page.wait_for_function("document.documentElement.dataset.ready === 'true'", timeout=90_000)
    page.evaluate("document.querySelector('#welcome[open]')?.close()")
    start_game(page, seed, [("Ann", "human"), ("Bo", "human")])
    play_first(page)
    return page


def test_two_tabs_on_one_game_never_overwrite_each_other(browser, site_url):
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    try:
        a = game_in_play(context, site_url, 3)
        b = context.new_page()  # tab B: the same game, resumed
        b.goto(site_url + "?lang=en")
        b.wait_for_function("document.documentElement.dataset.ready === 'true' && window.__game.view?.moves === 1")
        game_id = a.evaluate("window.__game.saveId")
        assert b.evaluate("window.__game.saveId") == game_id

        play_first(a)  # A moves on: B says so, and offers A's game
        expect(b.locator("#notice")).to_contain_text("played on in another tab (it has 2 moves there)")
        expect(b.locator("#notice .notice-action")).to_have_text("Show that game")

        play_first(b, -1)  # B, behind, moves another way: kept as its own game, A's untouched
        expect(b.locator("#notice")).to_contain_text("kept as a game of their own")
        forked = b.evaluate("window.__game.saveId")
        assert forked != game_id
        play_first(a)  # A goes on with its own game
        kept = saves(a)
        assert len(kept[game_id]) == 3 and len(kept[forked]) == 2
        assert kept[game_id][:1] == kept[forked][:1] and kept[game_id][1] != kept[forked][1]  # nothing lost

        play_first(b)  # B's own game goes on, saved under its id
        assert len(saves(b)[forked]) == 3 and len(saves(b)[game_id]) == 3

        play_first(a)  # A played last: a reload of either tab resumes A's game, not B's branch
        stored(a)
        a.reload()
        a.wait_for_function("document.documentElement.dataset.ready === 'true' && window.__game.view?.moves === 4")
        assert a.evaluate("window.__game.saveId") == game_id
    finally:
        context.close()


def test_a_full_storage_points_to_export_and_a_reload_says_what_was_lost(browser, site_url):
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    try:
        page = game_in_play(context, site_url, 4)
        # Fill the site's storage to the brim, as years of other pages' data could.
        page.evaluate("""() => { const chunk = 'x'.repeat(256 * 1024);
          for (let i = 0; ; i++) { try { localStorage.setItem('junk' + i, chunk); } catch { break; } }
          for (let n = 1024; n >= 1; n = Math.floor(n / 2)) {
            for (let i = 0; ; i++) { try { localStorage.setItem(`bit${n}-${i}`, 'y'.repeat(n)); } catch { break; } } } }""")
        play_first(page)  # this move cannot be saved
        expect(page.locator("#notice")).to_contain_text("1 move played here could not be saved")
        expect(page.locator("#notice")).to_contain_text("a reload would lose it. Games › Export to a file still keeps")
        page.evaluate("document.querySelector('#notice').hidden = true")
        play_first(page)  # nor this one: the page counts both
        expect(page.locator("#notice")).to_contain_text("2 moves played here could not be saved")
        expect(page.locator("#notice")).to_contain_text("a reload would lose them")
        page.reload()
        page.wait_for_function("document.documentElement.dataset.ready === 'true' && window.__game.view?.moves === 1")
        expect(page.locator("#notice")).to_contain_text(
            "Storage was full: 2 moves played here before the reload could not be saved"
        )
    finally:
        context.close()


def test_a_seat_on_a_link_of_a_game_not_played_by_link_is_said_to_be_ignored(app):
    page = app.page
    game = new_game({"players": [{"name": "Ann"}, {"name": "Bo"}]}, 12)
    page.evaluate(f"location.hash = '#g={share.encode(game)}&seat=1'")
    expect(page.locator("#notice")).to_contain_text("not played by link: every seat is played here")
    app.watch.assert_clean()


def test_a_thirty_first_saved_game_says_which_old_one_made_room(app):
    page = app.page
    start_game(page, 6, [("Ann", "human"), ("Bo", "human")])
    play_first(page)
    stored(page)  # the copies below are of the game as saved after its first move
    # Thirty older games, each saved once long ago (the oldest first to go).
    page.evaluate("""() => { const data = JSON.parse(localStorage.getItem('carcassonne.saves.v1'));
      const mine = data.games.find((g) => g.id === window.__game.saveId);
      data.games = [mine, ...Array.from({ length: 30 }, (_, i) => ({ ...mine, id: `old${i}`, updated: 1000 + i,
        names: [`Old${i}`, 'Bo'], over: false }))];
      localStorage.setItem('carcassonne.saves.v1', JSON.stringify(data)); }""")
    play_first(page)
    expect(page.locator("#notice")).to_contain_text("keeps 30 games: the oldest (Old0, Bo, 1 move) was removed")
    assert "old0" not in [
        g["id"] for g in page.evaluate("JSON.parse(localStorage.getItem('carcassonne.saves.v1')).games")
    ]
    app.watch.assert_clean()


def test_five_hundred_saved_games_say_how_many_made_room(app):
    page = app.page
    start_game(page, 7, [("Ann", "human"), ("Bo", "human")])
    play_first(page)
    stored(page)
    # 500 older games, as a store written by another copy of the page could hold (this one keeps 30).
    page.evaluate("""() => { const data = JSON.parse(localStorage.getItem('carcassonne.saves.v1'));
      const mine = data.games.find((g) => g.id === window.__game.saveId);
      data.games = [mine, ...Array.from({ length: 500 }, (_, i) => ({ ...mine, id: `old${i}`, updated: 1000 + i,
        names: [`Old${i}`, 'Bo'], over: false }))];
      localStorage.setItem('carcassonne.saves.v1', JSON.stringify(data)); }""")
    play_first(page)
    stored(page)
    left = page.evaluate("JSON.parse(localStorage.getItem('carcassonne.saves.v1')).games.length")
    assert left == 30
    expect(page.locator("#notice")).to_contain_text(
        f"keeps 30 games: {501 - left} older ones were removed to make room, the oldest first (Old0, Bo"
    )
    app.watch.assert_clean()


def endless_table(moves):
    """A Carmela game of seed 0 where every flip misses ("flip 0" then "flip 1"), ``moves`` moves long."""
    game = new_game({"game": "carmela", "players": [{"name": "Ann"}, {"name": "Bo"}]}, 0)
    for _ in range(moves):
        game.play(game.legal_moves()[0])
    return game


def test_a_link_over_the_move_limit_is_refused_at_once_with_a_message(app):
    page = app.page
    page.evaluate("document.querySelectorAll('dialog[open]').forEach((d) => d.close())")
    start_game(page, 3, [("Ann", "human"), ("Bo", "human")])
    play_first(page)
    before = page.evaluate("JSON.stringify(window.__game.record())")
    _, head, _, _ = share.encode(endless_table(0)).split(".")
    count = limits.MOVES + 1  # each move the first legal one: a table that never ends, as a tool could write it
    text = f"{share.PREFIX}.{head}.{share._b64(bytes(count))}"
    code = f"{text}.{share._b64(share._varint(count) + bytes([0]) + share._digest(text, count, 0))}"
    page.evaluate(f"location.hash = '#g={code}'")
    expect(page.locator("#notice")).to_contain_text(f"no game has more than {limits.MOVES:,}")
    assert page.evaluate("JSON.stringify(window.__game.record())") == before
    app.watch.assert_clean()


def test_a_memory_game_that_never_ends_stops_in_a_draw_at_the_move_limit(app):
    page = app.page
    page.evaluate("document.querySelectorAll('dialog[open]').forEach((d) => d.close())")
    page.evaluate(f"location.hash = '#g={share.encode(endless_table(limits.MOVES - 1))}'")
    page.wait_for_function(f"window.__game.view && window.__game.view.moves === {limits.MOVES - 1}")
    settle(page)
    page.click('.grid-cell[data-move="flip 1"]')  # the last move the limit allows
    expect(page.locator("#end-winner")).to_have_text(
        f"A draw: the game reached its limit of {limits.MOVES} moves before its end, so it stops here."
    )
    app.screenshot("carmela-draw-at-move-limit")
    expect(page.locator("#log")).to_contain_text(f"The game ends in a draw at move {limits.MOVES}.")
    app.watch.assert_clean()
