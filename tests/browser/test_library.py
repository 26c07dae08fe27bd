"""Never lose a game: autosave and resume after reload, record files (export, import, a bad file), share links
(round trip in a new tab, a bad link), damaged storage, the replay viewer, and the language switch.

One booted page for the module (``app``), reloaded where a test needs a fresh boot; one more tab for the share link.
"""

import json

from playwright.sync_api import expect

from conftest import BOOT_TIMEOUT_MS
from test_play import choose, confirm, settle, start_game, stored, view
from tests.engine.test_lessons import nesting  # the lessons' own check of their words

SAVES = "carcassonne.saves.v1"


def record(page):
    return page.evaluate("window.__game.record()")


def play_moves(page, n):
    """Play n human moves by clicks (no meeple: the quickest legal choice)."""
    for _ in range(n):
        v = view(page)
        placement = v["placements"][len(v["placements"]) // 2]
        choose(page, placement, next(i for i, o in enumerate(placement["options"]) if o["piece"] is None))
        confirm(page)


def reload(page, damaged=False):
    """Reload the page once the game in play is saved (`damaged`: storage was spoilt on purpose, reload at once)."""
    if not damaged:
        stored(page)
    page.reload()
    page.wait_for_function("document.documentElement.dataset.ready === 'true'", timeout=BOOT_TIMEOUT_MS)
    settle(page)


def notice(page):
    page.wait_for_selector("#notice:not([hidden])")
    return page.locator("#notice").inner_text()


def open_games(page):
    page.click("#btn-games")
    page.wait_for_selector("#games[open]")


def test_autosave_and_resume_after_reload(app):
    """Every move is saved; a reload resumes the exact position (a computer's turn included)."""
    page = app.page
    start_game(page, 11, [("Ann", "human"), ("Cy", "computer")])
    play_moves(page, 2)  # each followed by the computer's reply
    before = record(page)
    assert len(before["moves"]) == 4
    saved_id = page.evaluate("window.__game.saveId")
    stored = json.loads(page.evaluate(f"localStorage.getItem('{SAVES}')"))
    assert next(g for g in stored["games"] if g["id"] == saved_id)["record"] == before
    reload(page)
    assert record(page) == before
    assert page.evaluate("window.__game.saveId") == saved_id
    assert [p["name"] for p in view(page)["players"]] == ["Ann", "Cy"]
    app.watch.assert_clean()


def log_lines(page):
    """The game log as shown, newest line first."""
    return page.locator("#log li").all_inner_texts()


def test_log_keeps_the_whole_game_after_reload(app):
    """After a reload the game log still tells every move from the start, not just the last one."""
    page = app.page
    start_game(page, 16, [("Ann", "human"), ("Cy", "computer")])
    play_moves(page, 2)  # each followed by the computer's reply
    before = log_lines(page)
    assert sum("placed tile" in line for line in before) == 4
    reload(page)
    assert log_lines(page) == ["Game resumed after 4 moves.", *before]
    app.watch.assert_clean()


def test_saved_games_list_continue_and_delete(app):
    """The Games dialog lists saved games; one can be continued, another deleted."""
    page = app.page
    first = page.evaluate("window.__game.saveId")
    first_record = record(page)
    start_game(page, 12, [("Dee", "human"), ("Eve", "human")])
    play_moves(page, 1)  # an untouched game is dropped from the list when another opens
    second = page.evaluate("window.__game.saveId")
    assert second != first
    open_games(page)
    app.screenshot("library-games")
    assert page.locator(f"#saved-games li[data-id='{second}'] .saved-delete").count() == 0  # not the game in play
    page.click(f"#saved-games li[data-id='{first}'] .saved-continue")
    page.wait_for_selector("#games", state="hidden")
    page.wait_for_function(f"window.__game.saveId === '{first}'")
    settle(page)
    assert record(page) == first_record
    open_games(page)
    page.click(f"#saved-games li[data-id='{second}'] .saved-delete")
    page.click("#ask-confirm button[data-value=true]")  # the page's own question: it works where modals are refused
    page.wait_for_selector(f"#saved-games li[data-id='{second}']", state="detached")
    page.click("#games-close")


def test_export_import_round_trip(app, tmp_path):
    """Export writes the record file; importing it gives the same game, saved as a new entry."""
    page = app.page
    exported = record(page)
    open_games(page)
    with page.expect_download() as download:
        page.click("#games-export-current")
    path = tmp_path / download.value.suggested_filename
    download.value.save_as(path)
    assert path.name.endswith(".json")
    data = json.loads(path.read_text())
    assert data == exported and set(data) == {"setup", "seed", "moves"}

    start_game(page, 13, [("Fay", "human"), ("Gil", "human")])
    open_games(page)
    page.set_input_files("#games-file", str(path))
    page.wait_for_selector("#games", state="hidden")
    page.wait_for_function(f"window.__game.view.moves === {len(exported['moves'])}")
    settle(page)
    assert record(page) == exported
    assert "imported" in notice(page)


def test_a_record_that_stacks_the_deck_says_so_when_it_is_opened(app, tmp_path):
    """A record file may choose its draw order (options.deck, as the engine's fixtures do): opening it says so."""
    page = app.page
    stacked = tmp_path / "stacked.json"
    stacked.write_text(
        json.dumps(
            {
                "setup": {
                    "game": "carcassonne",
                    "variants": [],
                    "options": {"deck": ["E", "U"]},
                    "players": [{"name": "Ann", "type": "human"}, {"name": "Bo", "type": "human"}],
                },
                "seed": 3,
                "moves": [],
            }
        )
    )
    open_games(page)
    page.set_input_files("#games-file", str(stacked))
    page.wait_for_selector("#games", state="hidden")
    text = notice(page)
    assert "imported" in text and "not shuffled" in text
    assert page.evaluate("window.__game.view.hand") == "E"  # the record's first tile, as it chose
    app.watch.assert_clean()


def test_bad_file_changes_nothing(app, tmp_path):
    """A file that is not JSON, and a record with an illegal move, each get a clear message; the game stays."""
    page = app.page
    before = record(page)
    saved = page.evaluate(f"localStorage.getItem('{SAVES}')")
    bad_move = {**before, "moves": [*before["moves"], "Z 99,99 r0"]}
    for name, text, words in [
        ("junk.json", "this is not json", "not JSON"),
        ("illegal.json", json.dumps(bad_move), "not a game record"),
    ]:
        file = tmp_path / name
        file.write_text(text)
        open_games(page)
        page.set_input_files("#games-file", str(file))
        message = page.locator("#games .games-error").inner_text()  # shown where the person is looking
        assert "not a game record" in message and words in message and "Nothing was changed" in message
        if name == "illegal.json":
            app.screenshot("library-bad-file")
        page.click("#games-close")
        assert record(page) == before
        assert page.evaluate(f"localStorage.getItem('{SAVES}')") == saved
    app.watch.assert_clean()


def test_share_link_round_trip_and_bad_link(app, open_tab):
    """The share link opens the same game in a new tab; a broken link gets a clear message and changes nothing."""
    page = app.page
    app.context.grant_permissions(["clipboard-read", "clipboard-write"])
    shared = record(page)
    open_games(page)
    page.click("#games-share")
    page.wait_for_selector("#games", state="hidden")
    link = page.evaluate("navigator.clipboard.readText()")
    code = link.split("#g=", 1)[1]
    assert len(code) < 400, f"a compact code, not the JSON record: {code}"

    other = open_tab(link)
    assert other.page.evaluate("window.__game.record()") == shared
    assert other.page.evaluate("location.hash") == ""  # a reload resumes the saved copy, not the link again
    other.watch.assert_clean()

    before = record(page)
    open_games(page)
    page.fill("#games-link", link.replace("#g=c3.", "#g=c3.x"))
    page.click("#games-link-open")
    expect(page.locator("#games .games-error")).to_contain_text("share link is broken")
    assert nesting(page.locator("#games .games-error").inner_text()) <= 1  # the engine's words in parentheses, once
    page.click("#games-close")
    page.evaluate("document.querySelector('#notice').hidden = true")
    page.evaluate("location.hash = '#g=nonsense'")  # pasted into the address bar of an open page
    assert "share link is broken" in notice(page)
    assert nesting(notice(page)) <= 1
    assert record(page) == before
    app.watch.assert_clean()


def test_replay_viewer_steps_back_and_forth(app):
    """The replay viewer shows any position of the game and returns to the game in play unchanged."""
    page = app.page
    start_game(page, 14, [("Hal", "human"), ("Ivy", "human")])
    play_moves(page, 3)
    before = record(page)
    open_games(page)
    page.click("#games-replay-current")
    page.wait_for_selector("#replay-bar:not([hidden])")
    assert page.evaluate("window.__game.replaying")
    assert page.locator(".replay-step").inner_text() == "After move 3 of 3"
    tiles = lambda: len(view(page)["board"])  # noqa: E731
    assert tiles() == 4
    page.click("#replay-bar [data-go='prev']")
    page.wait_for_function("window.__game.view.board.length === 3")
    page.click("#replay-bar [data-go='first']")
    page.wait_for_function("window.__game.view.board.length === 1")
    expect(page.locator(".replay-step")).to_have_text("The start (before move 1 of 3)")
    page.keyboard.press("ArrowRight")
    page.wait_for_function("window.__game.view.board.length === 2")
    app.screenshot("library-replay")
    page.click("#replay-bar .replay-close")
    page.wait_for_selector("#replay-bar", state="hidden")
    page.wait_for_function("!window.__game.replaying && window.__game.view.board.length === 4")
    settle(page)
    assert record(page) == before
    assert page.locator("#hand-panel").is_visible()

    # A new game started from inside the replay viewer is played, not replayed.
    open_games(page)
    page.click("#games-replay-current")
    page.wait_for_selector("#replay-bar:not([hidden])")
    start_game(page, 15, [("Jo", "human"), ("Kim", "human")])
    assert not page.evaluate("window.__game.replaying")
    page.wait_for_selector("#replay-bar", state="hidden")
    play_moves(page, 1)


def finished_record():
    """A whole game of 11 tiles (options.deck) whose map is wider and taller than the board shows at play size:
    a road of 7 tiles east of the start, where the second player (a computer named "Player 2") puts a thief and
    wins 8-0, then 4 cloisters southwards."""
    moves = [f"U {x},0 r0" for x in range(1, 8)] + [f"B 0,{y} r0" for y in range(1, 5)]
    moves[1] += " meeple@road.E"
    players = [{"name": "Ann", "type": "human"}, {"name": "Player 2", "type": "computer", "level": "easy"}]
    return {
        "setup": {
            "game": "carcassonne",
            "variants": [],
            "players": players,
            "options": {"deck": ["U"] * 7 + ["B"] * 4, "deck_only": True},
        },
        "seed": 1,
        "moves": moves,
    }


def import_record(page, tmp_path, data):
    """Open a record file from the Games dialog, as a person would, and wait for its position."""
    path = tmp_path / "game.json"
    path.write_text(json.dumps(data))
    open_games(page)
    page.set_input_files("#games-file", str(path))
    page.wait_for_selector("#games", state="hidden")
    page.wait_for_function(f"window.__game.view.moves === {len(data['moves'])}")
    settle(page)


def test_a_finished_game_reloads_showing_its_whole_map(app, tmp_path):
    """Reloading a finished game shows every tile of its map, not a close-up of the last one."""
    page = app.page
    import_record(page, tmp_path, finished_record())
    page.wait_for_selector("#end[open]")
    reload(page)
    assert view(page)["over"]
    for tile in view(page)["board"]:
        for dx, dy in ((-0.45, -0.45), (0.45, 0.45)):  # two corners of each square
            at = page.evaluate(f"window.__game.squareCentre({tile['x'] + dx}, {tile['y'] + dy})")
            assert at["inside"], f"tile {tile['x']},{tile['y']} is off screen"
    page.wait_for_selector("#end[open]")
    app.screenshot("library-finished-reload")
    page.click("#end-board")
    app.watch.assert_clean()


def test_replay_shows_the_position_around_the_board(app):
    """Around the board the replay viewer shows the position it is at, not the game in play: the last tile framed
    in the colour of the player who placed it, the tiles left then, and the log up to that move; back in the game,
    the game's own again."""
    page = app.page
    start_game(page, 17, [("Hal", "human"), ("Ivy", "human")])
    play_moves(page, 3)
    hal, ivy = (p["color"] for p in view(page)["players"])
    live = {"log": log_lines(page), "left": page.locator("#remaining-title").inner_text()}
    assert page.evaluate("window.__game.frameColour") == hal
    open_games(page)
    page.click("#games-replay-current")
    page.wait_for_selector("#replay-bar:not([hidden])")
    page.click("#replay-bar [data-go='prev']")
    page.wait_for_function("window.__game.view.board.length === 3")
    assert page.evaluate("window.__game.frameColour") == ivy  # move 2 was Ivy's
    left = view(page)["remaining"]["total"]
    assert page.locator("#remaining-title").inner_text() == f"Tiles left: {left}" != live["left"]
    shown = log_lines(page)
    assert sum("placed tile" in line for line in shown) == 2
    assert shown == live["log"][-len(shown) :]  # the game's log as it was after move 2
    app.screenshot("library-replay-position")
    page.click("#replay-bar .replay-close")
    page.wait_for_function("!window.__game.replaying && window.__game.view.board.length === 4")
    settle(page)
    assert log_lines(page) == live["log"]
    assert page.locator("#remaining-title").inner_text() == live["left"]
    assert page.evaluate("window.__game.frameColour") == hal
    app.watch.assert_clean()


def test_end_message_says_a_computer_won(app, tmp_path):
    """A computer seat that wins under a name of its own ("Player 2") is said to be the computer, in both languages."""
    page = app.page
    page.click("#btn-lang")
    page.wait_for_function("document.documentElement.lang === 'ja'")
    import_record(page, tmp_path, finished_record())
    page.wait_for_selector("#end[open]")
    assert page.locator("#end-winner").inner_text() == "Player 2 (コンピューター) の勝ち!"
    app.screenshot("library-end-computer-ja")
    page.click("#end-board")
    page.click("#btn-lang")
    page.wait_for_function("document.documentElement.lang === 'en'")
    import_record(page, tmp_path, finished_record())
    page.wait_for_selector("#end[open]")
    assert page.locator("#end-winner").inner_text() == "Player 2 (computer) wins!"
    app.screenshot("library-end-computer")
    page.click("#end-board")
    app.watch.assert_clean()


def test_language_switch(app):
    """The switch turns every visible string to Japanese and back; the rules panel too."""
    page = app.page
    page.click("#btn-lang")
    page.wait_for_function("document.documentElement.lang === 'ja'")
    assert page.locator("#btn-new").inner_text() == "新しいゲーム"
    assert page.locator("#btn-games").inner_text() == "ゲーム"
    assert "残りタイル" in page.locator("#remaining-title").inner_text()
    page.click("#btn-rules")
    assert page.locator("#rules h2").inner_text() == "ルール"
    # The Japanese rules page of the repository (docs/rules/carcassonne.ja.md), decisions marked as such.
    expect(page.locator("#rules .rules-page h3").first).to_have_text("カルカソンヌ")
    expect(page.locator("#rules .rules-body")).to_contain_text("ミープル")
    expect(page.locator("#rules .rules-page strong", has_text="判断:").first).to_be_visible()
    app.screenshot("library-rules-ja")
    page.click("#rules-close")
    page.click("#btn-lang")
    page.wait_for_function("document.documentElement.lang === 'en'")
    assert page.locator("#btn-new").inner_text() == "New game"
    page.click("#btn-rules")
    assert page.locator("#rules h2").inner_text() == "Rules"
    expect(page.locator("#rules .rules-page h3").first).to_have_text("Carcassonne")
    page.click("#rules-close")
    missing = page.evaluate("""import('./js/words/i18n.js').then(({ STRINGS }) => [
        ...Object.keys(STRINGS.en).filter((k) => !(k in STRINGS.ja)).map((k) => 'ja lacks ' + k),
        ...Object.keys(STRINGS.ja).filter((k) => !(k in STRINGS.en)).map((k) => 'en lacks ' + k)])""")
    assert missing == [], "every string in both languages"
    game = "'./js/games/' + window.__game.view.game + '/index.js'"  # the game's own words and rules
    missing = page.evaluate(f"""import({game}).then(({{ strings }}) => [
        ...Object.keys(strings.en).filter((k) => !(k in strings.ja)).map((k) => 'ja lacks ' + k),
        ...Object.keys(strings.ja).filter((k) => !(k in strings.en)).map((k) => 'en lacks ' + k)])""")
    assert missing == [], "every game string in both languages"
    sections = page.evaluate(f"import({game}).then(({{ rulesHelp }}) => [rulesHelp.en.length, rulesHelp.ja.length])")
    assert sections[0] == sections[1]  # what the game's screen adds to its rules, in both languages
    pages = page.evaluate("""Promise.all(['docs/rules/carcassonne.md', 'docs/rules/carcassonne.ja.md'].map((u) =>
        fetch(u).then((r) => r.text()).then((text) => text.split('\\n').filter((l) => l.startsWith('## ')).length)))""")
    assert pages[0] == pages[1] >= 7  # the site serves both rules pages, with the same sections


def test_score_lines_follow_the_language(app):
    """Score lines are worded from the engine's numbers: English from the engine, Japanese from the page's table."""
    from pathlib import Path

    from tilegames import replay, share

    fixture = json.loads((Path(__file__).parents[1] / "engine/fixtures/majority_returns.json").read_text())
    page = app.page
    page.evaluate(f"location.hash = '#g={share.encode(replay(fixture))}'")
    has = "(text) => document.querySelector('#log').innerText.includes(text)"
    page.wait_for_function(has, arg="city: 4 tiles x2 = 8")
    page.click("#btn-lang")
    page.wait_for_function(has, arg="都市: 4枚×2 + 紋章0個×2 = 8点")
    assert "未完成の修道院: 4枚 = 4点" in page.locator("#log").inner_text()
    page.click("#btn-lang")
    page.wait_for_function(has, arg="incomplete cloister: 4 tiles = 4")
    app.watch.assert_clean()


def test_damaged_storage_gives_a_message(app):
    """Unreadable saved data: a clear message, a new game, and the data kept aside; a record the engine refuses:
    a clear message and a new game. Never a blank page."""
    page = app.page
    page.evaluate(f"localStorage.setItem('{SAVES}', '{{not json')")
    reload(page, damaged=True)
    assert "damaged" in notice(page)
    assert page.evaluate(f"localStorage.getItem('{SAVES}.damaged')") == "{not json"
    assert view(page)["moves"] == 0

    foreign = {
        "version": 1,
        "games": [{"id": "x", "record": {"setup": {"game": "chess"}, "seed": 1, "moves": ["e4"]}}],
        "current": {"app": "x"},
    }
    page.evaluate(f"localStorage.setItem('{SAVES}', {json.dumps(json.dumps(foreign))})")
    reload(page, damaged=True)
    assert "could not be resumed" in notice(page)
    assert view(page)["moves"] == 0 and page.locator("#board").is_visible()
    app.screenshot("library-damaged")
    app.watch.assert_clean()
