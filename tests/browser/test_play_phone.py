"""A phone-sized touch screen (390x844): the page fits, and a turn is played by taps alone."""

from test_play import choose, confirm, pick, settle, start_game, view


def test_layout_fits_the_phone(phone):
    """Scores above, the board in between, the tile and its buttons below: nothing spills sideways."""
    page = phone.page
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= 390
    board = page.locator("#board").bounding_box()
    hand = page.locator("#hand-panel").bounding_box()
    players = page.locator("#players").bounding_box()
    assert players["y"] + players["height"] <= board["y"] + 1
    assert board["y"] + board["height"] <= hand["y"] + 1
    assert hand["y"] + hand["height"] <= 844 + 1
    assert board["height"] > 400
    for button in ("#btn-rotate", "#btn-undo", "#btn-confirm"):
        box = page.locator(button).bounding_box()
        assert box["height"] >= 38 and box["x"] >= 0 and box["x"] + box["width"] <= 390
    phone.screenshot("phone-start")
    phone.watch.assert_clean()


def test_a_turn_by_taps(phone):
    """Rotate, place and pick a meeple spot by tapping, then confirm: the engine gets that option's move."""
    page = phone.page
    start_game(page, 21, [("Ann", "human"), ("Bo", "human")])
    for turn in range(3):
        v = view(page)
        placement, option = pick(v["placements"], turn)
        choose(page, placement, option, tap=True)
        if turn == 2:
            phone.screenshot("phone-tentative")
        move = placement["options"][option]["move"]
        confirm(page, tap=True)
        assert page.evaluate("window.__game.record()")["moves"][-1] == move
    settle(page)
    phone.screenshot("phone-after-taps")
    phone.watch.assert_clean()


def test_log_sheet_opens_and_closes(phone):
    """On a phone the tiles left and the game log live in a sheet behind a button."""
    page = phone.page
    sheet = page.locator("#info")
    page.tap("#btn-info")
    page.wait_for_function("document.querySelector('#info').getBoundingClientRect().top < 844 * 0.6")
    page.tap("#remaining summary")
    page.wait_for_selector("#remaining-grid canvas")
    page.wait_for_timeout(300)
    phone.screenshot("phone-sheet")
    assert "Ann placed tile" in sheet.inner_text()
    page.tap("#btn-info-close")
    page.wait_for_function("document.querySelector('#info').getBoundingClientRect().top >= 844 - 1")
    phone.watch.assert_clean()
