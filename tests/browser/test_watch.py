"""Watching computers play, and the board's motion and sound (issue 15, items 13 and 14), through the real page.

While a computer is to play, the hand panel shows Pause, Step and the speed in place of the hand's buttons; Step plays
exactly one computer move, Instant plays a watched game to its end without pauses. A placed tile and a piece move
into place unless the system asks for reduced motion. Sound is off until switched on; both choices outlast a reload.
The page's hooks (js/test-hooks.js: motion, sounds, held) say what it did; every action goes through its controls.
"""

import pytest
from playwright.sync_api import expect

from test_play import settle, start_game, stored, view

COMPUTERS = [("Robo", "computer"), ("Tron", "computer")]


def set_speed(page, speed):
    page.select_option("#watch-speed", speed)
    assert page.evaluate("window.__game.speed") == speed


def moves(page):
    return view(page)["moves"]


def wait_held(page):
    """Wait until a computer turn waits for Resume or Step (at most the move on its way is played first)."""
    page.wait_for_function("window.__game.held", timeout=20_000)


def test_pause_and_step_play_exactly_one_move_per_click(app):
    """A game of computers, paused, plays one move per Step (button or N key) and nothing in between."""
    page = app.page
    start_game(page, 31, COMPUTERS)
    watch = page.locator("#watch")
    # In place of the hand's buttons, once the page has drawn the first computer turn.
    expect(watch).to_be_visible()
    assert page.locator(".hand-buttons").is_hidden()
    set_speed(page, "fast")
    page.wait_for_function("window.__game.view.moves >= 2", timeout=20_000)
    page.click("#btn-pause")
    assert page.evaluate("window.__game.paused")
    wait_held(page)
    held = moves(page)
    assert "Paused" in page.locator("#thinking").inner_text()
    assert "Paused" in page.locator("#status").inner_text()  # the hand panel says so too
    page.wait_for_timeout(800)  # several fast turns' worth: nothing moves while paused
    assert moves(page) == held
    for n, how in enumerate(["click", "click", "key"], start=1):
        if how == "click":
            page.click("#btn-step")
        else:
            page.keyboard.press("n")
        page.wait_for_function(f"window.__game.view.moves === {held + n} && window.__game.held", timeout=20_000)
        page.wait_for_timeout(600)
        assert moves(page) == held + n, f"Step {n} played more than one move"
        assert page.evaluate("window.__game.paused")
    page.keyboard.press("p")  # resume by key
    page.wait_for_function(f"window.__game.view.moves >= {held + 5}", timeout=20_000)
    assert not page.evaluate("window.__game.paused")
    set_speed(page, "normal")
    start_game(page, 1, [("Ann", "human"), ("Bo", "human")])  # people play: no watch controls
    assert watch.is_hidden() and page.locator(".hand-buttons").is_visible()
    app.watch.assert_clean()


@pytest.mark.parametrize("game", ["carcassonne", "carmela"])
def test_instant_plays_a_watched_game_to_its_end(open_tab, site_url, game):
    """At Instant, an embedded game of computers (humans=0) runs to the end screen without pauses between moves."""
    tab = open_tab(f"{site_url}embed.html?game={game}&players=2&humans=0&level=easy&seed=32")
    page = tab.page
    set_speed(page, "instant")  # the controls show on a computer's turn
    page.wait_for_selector("#end[open]", timeout=120_000)
    assert view(page)["over"]
    assert page.locator("#watch").is_hidden()  # nobody is to play
    tab.watch.assert_clean()


@pytest.mark.parametrize(
    "game, players",
    [
        ("carcassonne", [("Robo", "computer"), ("Ann", "human")]),
        ("hunters", [("Robo", "computer"), ("Ann", "human")]),
    ],
)
def test_placed_tiles_move_into_place_unless_motion_is_reduced(app, game, players):
    """A computer's tile (and piece) moves into place; with reduced motion the next one appears at once."""
    page = app.page
    started = page.evaluate("window.__game.motion.started")
    start_game(page, 33, players, game=game)
    page.wait_for_function("window.__game.view.moves === 1", timeout=20_000)
    settle(page)
    assert page.evaluate("window.__game.motion.started") > started  # the tile, and any piece, moved in
    page.emulate_media(reduced_motion="reduce")
    try:
        started = page.evaluate("window.__game.motion.started")
        start_game(page, 34, players, game=game)
        page.wait_for_function("window.__game.view.moves === 1", timeout=20_000)
        settle(page)
        placed = view(page)["last_placed"]
        assert placed and any(t["x"] == placed["x"] and t["y"] == placed["y"] for t in view(page)["board"])
        assert page.evaluate("window.__game.motion") == {"started": started, "moving": 0}
    finally:
        page.emulate_media(reduced_motion="no-preference")
    app.watch.assert_clean()


def test_sound_is_off_by_default_and_its_switch_outlasts_a_reload(app):
    """No tone until the player switches sound on; then a tone when their turn comes; the choices survive a reload."""
    page = app.page
    button = page.locator("#btn-sound")
    assert button.get_attribute("aria-pressed") == "false"
    start_game(page, 35, [("Robo", "computer"), ("Ann", "human")])
    page.wait_for_function("window.__game.view.moves === 1", timeout=20_000)
    settle(page)
    assert page.evaluate("window.__game.sounds") == []  # Ann's turn came, silently
    button.click()
    assert button.get_attribute("aria-pressed") == "true"
    assert page.evaluate("window.__game.sounds") == ["turn"]  # switching on says so
    start_game(page, 35, [("Robo", "computer"), ("Ann", "human")])
    page.wait_for_function("window.__game.view.moves === 1", timeout=20_000)
    page.wait_for_function("window.__game.sounds.length === 2")
    assert page.evaluate("window.__game.sounds") == ["turn", "turn"]
    start_game(page, 36, COMPUTERS)
    set_speed(page, "slow")
    stored(page)
    page.reload()
    page.wait_for_function("document.documentElement.dataset.ready === 'true'", timeout=90_000)
    assert button.get_attribute("aria-pressed") == "true"
    assert page.evaluate("window.__game.speed") == "slow"
    assert page.locator("#watch-speed").input_value() == "slow"  # the resumed game of computers shows it
    button.click()  # off again
    set_speed(page, "normal")
    assert button.get_attribute("aria-pressed") == "false"
    app.watch.assert_clean()
