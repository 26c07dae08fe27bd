"""The embed as a writer pastes it: README.md's own iframe snippet (its sandbox and allow attributes) in an article on
another site, at a phone's width. A reader starts a new game of every game from the New game dialog, plays a variant's
lesson to its end and goes on to a real game of that variant; a snippet that lacks a permission the page needs is told
so by the page, naming it."""

import json
import sys
from pathlib import Path
from urllib.parse import quote

import pytest
from playwright.sync_api import expect

from article import Article
from conftest import PHONE
from test_lessons import READY_TO_ACT  # a lesson's step ready for the reader's tap

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "py"))
from tilegames import new_game, share  # noqa: E402  (the engine under CPython: the article's recorded games)
from tilegames.rng import Rng  # noqa: E402

GAMES = ("carcassonne", "hunters", "carmela")
PHONE_ARTICLE = {**PHONE, "viewport": {"width": 390, "height": 844}}


@pytest.fixture(scope="module")
def article(browser, site_url):
    """One article at a phone's width with the README's snippet (a game against the easy computer), shared."""
    article = Article(browser, site_url, "players=2&level=easy&size=small&lang=en", **PHONE_ARTICLE)
    yield article
    article.close()


def topbar(frame, selector):
    """A top-bar control of the embed, from its menu when the bar is too narrow to hold it."""
    control = frame.locator(selector)
    if not control.is_visible() and frame.locator("#btn-menu").is_visible():
        frame.click("#btn-menu")
    return control


def test_the_snippet_is_the_one_the_readme_gives(article):
    """The iframe in the article carries exactly the README's sandbox and allow attributes."""
    iframe = article.page.locator("iframe")
    sandbox = set(iframe.get_attribute("sandbox").split())
    assert {"allow-scripts", "allow-same-origin", "allow-popups"} <= sandbox
    assert "allow-forms" not in sandbox  # the page must work without it: nothing of it is a form submission
    assert "clipboard-write" in iframe.get_attribute("allow")
    assert article.frame.evaluate("location.origin") != article.page.evaluate("location.origin")


@pytest.mark.parametrize("game", GAMES)
def test_a_new_game_of_each_game_starts_from_the_new_game_dialog(article, game):
    """New game, the game chosen, a seat added, Start: the new game is on the board (Start did nothing in a sandbox
    without allow-forms while the dialog was a form)."""
    frame = article.frame
    before = frame.evaluate("window.__game.saveId")
    frame.locator("#btn-new").click()
    expect(frame.locator("#setup")).to_be_visible()
    frame.locator("#setup-game").select_option(game)
    if frame.locator(".setup-row").count() < 3:
        frame.locator("#setup-add").click()
    seats = frame.locator(".setup-row").count()
    frame.locator("#setup-start").click()
    expect(frame.locator("#setup")).to_be_hidden()
    frame.wait_for_function(
        f"""(before) => {{ const g = window.__game; return g.saveId !== before && !g.busy && g.view
            && g.setup.game === '{game}' && g.view.players.length === {seats}; }}""",
        arg=before,
    )
    article.screenshot(f"article-new-{game}")
    assert not article.problems(), article.problems()


def act(article):
    """Do what the lesson marks, by a tap: the ringed square, or the marked control."""
    target = article.frame.evaluate("window.__game.lessonTarget")
    if target["kind"] == "square":
        article.tap(target["x"], target["y"])
    else:
        article.frame.locator(".lesson-target").click()


def test_a_variant_lesson_to_its_end_then_a_real_game_of_that_variant(browser, site_url):
    """lesson=carcassonne/abbot opens the Abbot's lesson; played by its marks to the end, Play a real game opens New
    game for Carcassonne with the Abbot ticked, and Start starts it (in Japanese, in the README's sandbox)."""
    article = Article(browser, site_url, "lesson=carcassonne/abbot&lang=ja&size=small", **PHONE_ARTICLE)
    try:
        frame = article.frame
        frame.wait_for_function("!!document.querySelector('#coach[data-step]')")
        assert frame.evaluate("window.__game.setup.variants") == ["abbot"]
        for _ in range(40):
            frame.wait_for_function(READY_TO_ACT, timeout=60_000)
            if frame.evaluate("window.__game.view.over"):
                break
            act(article)
        expect(frame.locator("#end")).to_be_visible()
        article.screenshot("article-lesson-abbot-end-ja")
        frame.locator("#end-new").click()  # the end screen's Play a real game
        expect(frame.locator("#setup")).to_be_visible()
        assert frame.locator("#setup-game").input_value() == "carcassonne"
        expect(frame.locator("#setup-variants input[value=abbot]")).to_be_checked()
        frame.locator("#setup-start").click()
        frame.wait_for_function(
            "() => { const g = window.__game; return !g.busy && g.view && g.view.moves === 0 && !g.lessonTarget; }"
        )
        assert frame.evaluate("window.__game.setup.variants") == ["abbot"]
        expect(frame.locator("#coach")).to_be_hidden()
        assert not article.problems(), article.problems()
    finally:
        article.close()


def test_a_snippet_without_allow_popups_is_told_what_it_lacks(browser, site_url):
    """The README's snippet less allow-popups: Full page opens no tab, and the page's own dialog gives the address
    to copy and names the missing permission."""
    article = Article(
        browser, site_url, "players=2&lang=en", drop=("allow-popups",), viewport={"width": 1024, "height": 800}
    )
    try:
        frame = article.frame
        topbar(frame, "#btn-full").click()
        copy = frame.locator("#ask-copy")
        expect(copy.locator(".ask-missing")).to_contain_text("allow-popups")
        assert copy.locator("textarea").input_value().startswith(article.game_origin + "/index.html")
        assert len(article.context.pages) == 1
        copy.locator("button").click()
        expect(copy).to_have_count(0)
        # Chromium's own word, in the frame's console, that it refused the tab: the reason for the page's dialog.
        assert [p for p in article.problems() if "allow-popups" not in p] == []
    finally:
        article.close()


def recorded(game_name, moves, seed=7, players=("Ann", "Bo")):
    """A share code of a seeded game of `game_name` played `moves` random moves in (its record: the article's game)."""
    game = new_game({"game": game_name, "players": [{"name": n} for n in players]}, seed)
    rng = Rng(seed)
    for _ in range(moves):
        if game.is_over():
            break
        game.play(game.random_move(rng))
    return share.encode(game), game


REPLAY_STEP = "document.querySelector('#replay-bar .replay-step')?.textContent"


def test_a_replay_embed_opens_at_its_move_steps_and_plays_on(browser, site_url):
    """g=<code>&move=5&seat=2: the replay viewer after move 5 of 12, stepped by buttons and keys, without a way back
    to a game under it; Play on from here opens the game at that move, the reader in seat 2 (Bo), the computer in
    seat 1, saved as a new game; the replay's record is not saved over anything."""
    code, _ = recorded("carcassonne", 12)
    article = Article(browser, site_url, f"g={quote(code)}&move=5&seat=2&level=easy&lang=en", **PHONE_ARTICLE)
    try:
        frame = article.frame
        bar = frame.locator("#replay-bar")
        expect(bar).to_be_visible()
        expect(bar.locator(".replay-step")).to_have_text("After move 5 of 12")
        assert frame.evaluate("window.__game.view.moves") == 5
        expect(bar.locator(".replay-close")).to_be_hidden()  # the embed is the replay: nothing lies under it
        article.screenshot("article-replay-move5")
        bar.locator("[data-go=next]").click()
        expect(bar.locator(".replay-step")).to_have_text("After move 6 of 12")
        frame.locator("#board").focus()
        frame.locator("#board").press("ArrowLeft")
        expect(bar.locator(".replay-step")).to_have_text("After move 5 of 12")
        frame.wait_for_function("window.__game.view.moves === 5 && !window.__game.busy")
        assert frame.evaluate("window.__game.saveId") is None  # shown, never saved
        bar.locator(".replay-playon").click()
        frame.wait_for_function("() => { const g = window.__game; return g.saveId && !g.busy && g.view.moves >= 5; }")
        expect(bar).to_be_hidden()
        players = frame.evaluate("window.__game.setup.players")
        assert [(p["name"], p["type"], p.get("level")) for p in players] == [
            ("Ann", "computer", "easy"),
            ("Bo", "human", None),
        ]
        moves = frame.evaluate("window.__game.record().then((r) => r.moves)")
        assert moves[:5] == share.decode(code)["moves"][:5]  # the game's own first five moves, then the reader's
        article.screenshot("article-replay-played-on")
        assert not article.problems(), article.problems()
    finally:
        article.close()


def test_a_position_embed_judges_the_readers_move_and_shows_the_games_and_the_best(browser, site_url):
    """mode=position&move=6: the position after move 6, Ann to play, asked in a row above the board; the reader's
    move, confirmed, is judged and not played (nothing saved); the answer says how it compares with the hard
    computer's choice and with the game's move, and puts each on the board; Play on from here plays it on as Ann."""
    code, _ = recorded("carcassonne", 12)
    article = Article(browser, site_url, f"mode=position&g={quote(code)}&move=6&lang=en", **PHONE_ARTICLE)
    try:
        frame = article.frame
        row = frame.locator("#position")
        expect(row.locator(".position-head")).to_contain_text("After move 6 of the game: Ann to play.")
        expect(row.locator(".position-say")).to_contain_text("You are Ann")
        assert frame.evaluate("[window.__game.view.moves, window.__game.saveId]") == [6, None]
        placement = frame.evaluate("window.__game.view.placements[0]")
        for _ in range(4):
            if frame.evaluate("window.__game.rot") == placement["rot"]:
                break
            frame.click("#btn-rotate")
        article.tap(placement["x"], placement["y"])
        frame.wait_for_function("window.__game.tentative !== null")
        frame.click("#btn-confirm")
        expect(row.locator(".position-yours")).to_be_visible(timeout=60_000)
        assert frame.evaluate("[window.__game.view.moves, window.__game.saveId]") == [6, None]  # judged, unplayed
        assert min(frame.evaluate(BOARD_IN_SIGHT)) >= BOARD_MIN_PX  # the answer's words scroll: the board stays
        yours = row.locator(".position-yours").inner_text()
        assert yours == "Your move is the one the hard computer prefers." or "points behind" in yours
        expect(row.locator(".position-game")).to_contain_text("Ann")  # what Ann played at move 7 of the game
        article.screenshot("article-position-answered")
        game_move = share.decode(code)["moves"][6]
        if row.locator(".position-show-game").count():
            row.locator(".position-show-game").click()
            frame.wait_for_function(f"window.__game.tentative?.move === {json.dumps(game_move)}")
        row.locator(".position-again").click()
        expect(row.locator(".position-say")).to_be_visible()
        row.locator(".position-play-on").click()
        frame.wait_for_function("() => { const g = window.__game; return g.saveId && !g.busy && g.view.moves >= 6; }")
        expect(row).to_have_count(0)
        assert [p["type"] for p in frame.evaluate("window.__game.setup.players")] == ["human", "computer"]
        assert not article.problems(), article.problems()
    finally:
        article.close()


BOARD_IN_SIGHT = """() => { const r = document.querySelector('#board-wrap').getBoundingClientRect();
  return [Math.round(r.width), Math.round(Math.min(r.bottom, innerHeight) - Math.max(r.top, 0))]; }"""
BOARD_MIN_PX = 200  # what a reader needs of the board to play on it, at every step


@pytest.mark.parametrize(("lang", "frame_size"), [("ja", "iframe"), ("en", "page")])
def test_every_step_of_a_lesson_leaves_the_board_room_on_a_phone(browser, site_url, lang, frame_size):
    """Hunters & Gatherers' lesson, the wordiest, followed to its end in the README's 560 px iframe in an article at
    a phone's width (Japanese), and in a 320x568 page of its own (English): the board keeps 200 px each way at every
    step (the coach's words scroll rather than squeeze it)."""
    options = f"lesson=hunters&size=small&lang={lang}"
    if frame_size == "iframe":
        article = Article(browser, site_url, options, **PHONE_ARTICLE)
    else:
        article = Article(browser, site_url, options, **{**PHONE, "viewport": {"width": 320, "height": 568}})
        article.page.goto(f"{article.game_origin}/embed.html?{options}")
        article.frame = article.ready()
    try:
        frame = article.frame
        frame.wait_for_function("!!document.querySelector('#coach[data-step]')")
        smallest = None
        for _ in range(60):
            frame.wait_for_function(READY_TO_ACT, timeout=60_000)
            if frame.evaluate("window.__game.view.over"):
                break  # the end screen's turn: nothing left to play on the board
            size = frame.evaluate(BOARD_IN_SIGHT)
            step = frame.evaluate("document.querySelector('#coach')?.dataset.step")
            if smallest is None or min(size) < min(smallest[0]):
                smallest = (size, step)
            act(article)
        article.screenshot(f"article-lesson-hunters-{lang}-{frame_size}-end")
        assert min(smallest[0]) >= BOARD_MIN_PX, f"the board shrank to {smallest[0]} px at step {smallest[1]}"
    finally:
        article.close()


def test_a_carmela_position_judges_the_flip_the_reader_chooses(browser, site_url):
    """A memory game's position: the grid after move 4 shows only what was face up then; the reader's flip is judged
    (by the odds of what everyone had seen) and not played: nothing is turned over."""
    code, game = recorded("carmela", 10)
    article = Article(browser, site_url, f"mode=position&g={quote(code)}&move=4&lang=en", **PHONE_ARTICLE)
    try:
        frame = article.frame
        row = frame.locator("#position")
        expect(row.locator(".position-say")).to_be_visible()
        face_down = frame.locator('.grid-cell[data-move^="flip"]:not([disabled])')
        expect(face_down.first).to_be_visible()  # the reader's turn: the face-down tiles may be flipped
        before = face_down.count()
        face_down.first.click()
        expect(row.locator(".position-yours")).to_be_visible(timeout=60_000)
        assert frame.evaluate("window.__game.view.moves") == 4 and face_down.count() == before
        article.screenshot("article-position-carmela")
        assert not article.problems(), article.problems()
    finally:
        article.close()


def test_the_menu_reaches_the_welcome_rules_games_and_the_language(browser, site_url):
    """On a phone, the embed's top bar keeps New game and puts the rest under ☰: Choose a game opens the welcome
    (every game: Hunters & Gatherers' Play opens New game set to it), Rules and Games open and close, and the
    language switches, the bar fitted again to its new words."""
    article = Article(browser, site_url, "players=2&level=easy&size=small&lang=en", **PHONE_ARTICLE)
    try:
        menu_tour(article)
    finally:
        article.close()


def menu_tour(article):
    """The menu test's steps, in `article`."""
    frame = article.frame
    expect(frame.locator("#btn-new")).to_be_visible()
    expect(frame.locator("#btn-games")).to_be_hidden()  # no room beside New game: in the menu
    frame.click("#btn-menu")
    expect(frame.locator("#topbar-menu")).to_be_visible()
    frame.click("#btn-welcome")
    expect(frame.locator("#topbar-menu")).to_be_hidden()
    welcome = frame.locator("#welcome")
    expect(welcome).to_be_visible()
    assert welcome.locator(".welcome-card").count() == 3
    welcome.locator('.welcome-card[data-game="hunters"] .welcome-play').click()
    expect(frame.locator("#setup")).to_be_visible()
    assert frame.locator("#setup-game").input_value() == "hunters"
    frame.click("#setup-cancel")
    for button, dialog, close in (("#btn-rules", "#rules", "#rules-close"), ("#btn-games", "#games", "#games-close")):
        topbar(frame, button).click()
        expect(frame.locator(dialog)).to_be_visible()
        frame.click(close)
        expect(frame.locator(dialog)).to_be_hidden()
    topbar(frame, "#btn-lang").click()
    frame.wait_for_function("document.documentElement.lang === 'ja'")
    bar = frame.locator(".topbar-buttons")
    assert bar.evaluate("(b) => b.scrollWidth <= b.clientWidth + 1")  # the Japanese words fit, New game whole
    expect(frame.locator("#btn-new")).to_have_text("新しいゲーム")
    article.screenshot("article-menu-ja")
    topbar(frame, "#btn-lang").click()
    frame.wait_for_function("document.documentElement.lang === 'en'")
    assert not article.problems(), article.problems()


def test_a_pinned_embed_keeps_the_reader_on_its_game(browser, site_url):
    """pin=1: no Choose a game in the menu or in Games, and New game offers no other game."""
    article = Article(browser, site_url, "game=hunters&pin=1&lang=en", **PHONE_ARTICLE)
    try:
        frame = article.frame
        frame.click("#btn-menu")
        expect(frame.locator("#btn-welcome")).to_have_count(0)
        topbar(frame, "#btn-games").click()
        expect(frame.locator("#games-welcome")).to_be_hidden()
        frame.click("#games-close")
        frame.click("#btn-new")
        expect(frame.locator("#setup-game-row")).to_be_hidden()
        frame.click("#setup-start")
        frame.wait_for_function("window.__game.setup.game === 'hunters' && !window.__game.busy")
        assert not article.problems(), article.problems()
    finally:
        article.close()


def test_show_me_takes_one_tap_at_every_step_in_a_phone_embed(browser, site_url):
    """Hunters & Gatherers' lesson in the README's iframe on a phone (touch): one tap on Show me puts the step's move
    in hand at every learner step, bonus tiles' included."""
    article = Article(browser, site_url, "lesson=hunters&size=small&lang=en", **PHONE_ARTICLE)
    try:
        frame = article.frame
        frame.wait_for_function("!!document.querySelector('#coach[data-step]')")
        steps = json.loads((ROOT / "js" / "games" / "hunters" / "lessons" / "base.json").read_text())["steps"]
        shown = 0
        for _ in range(len(steps)):
            frame.wait_for_function(READY_TO_ACT, timeout=60_000)
            if frame.evaluate("window.__game.view.over"):
                break
            move = steps[int(frame.locator("#coach").get_attribute("data-step"))]["move"]
            moves = frame.evaluate("window.__game.view.moves")
            frame.locator("#coach .coach-show").tap()
            frame.wait_for_function("(move) => window.__game.tentative?.move === move", arg=move, timeout=10_000)
            shown += 1
            frame.locator("#btn-confirm").tap()
            frame.wait_for_function("(n) => window.__game.view.moves > n", arg=moves)  # a move played, not a promise
        assert shown == sum(1 for s in steps if "say" in s)
        assert not article.problems(), article.problems()
    finally:
        article.close()


def test_show_me_tapped_while_the_page_waits_is_done_once_the_learner_can_act(browser, site_url):
    """A reader on a phone taps Show me as soon as they have confirmed a move, while the engine still answers it (the
    coach still shows the step just played): the tap is kept, and the next step's move is put in hand once the
    reader can act, with no second tap (issue 49: two or three taps were needed; the page ignored a tap while busy)."""
    article = Article(browser, site_url, "lesson=hunters&size=small&lang=en", **PHONE_ARTICLE)
    try:
        frame = article.frame
        steps = json.loads((ROOT / "js" / "games" / "hunters" / "lessons" / "base.json").read_text())["steps"]
        frame.wait_for_function(READY_TO_ACT, timeout=60_000)
        frame.locator("#coach .coach-show").tap()
        for _ in range(4):
            step = int(frame.locator("#coach").get_attribute("data-step"))
            frame.wait_for_function("(move) => window.__game.tentative?.move === move", arg=steps[step]["move"])
            moves = frame.evaluate("window.__game.view.moves")
            # Confirm, then Show me before the engine has answered (in one task: the page is surely still busy).
            frame.evaluate(
                "() => { document.querySelector('#btn-confirm').click();"
                " document.querySelector('#coach .coach-show').click(); }"
            )
            frame.wait_for_function("(n) => window.__game.view.moves > n", arg=moves)
            frame.wait_for_function(READY_TO_ACT, timeout=60_000)
        assert not article.problems(), article.problems()
    finally:
        article.close()


def test_a_finished_game_is_reviewed_in_the_embed(browser, site_url):
    """A finished game opened in the README's iframe (its share link in the address): the end screen's Review runs
    in the embed, a move a call with its progress, and Cancel stops it keeping what was done."""
    code, game = recorded("carcassonne", 400)  # random moves to the end of the game
    assert game.is_over()
    article = Article(browser, site_url, f"players=2&lang=en#g={quote(code)}", **PHONE_ARTICLE)
    try:
        frame = article.frame
        expect(frame.locator("#end")).to_be_visible()
        frame.locator("#end-review-start").click()
        frame.wait_for_function("() => (window.__game.review?.done ?? 0) >= 2", timeout=120_000)
        frame.locator("#review-cancel").click()
        frame.wait_for_function("() => window.__game.review && !window.__game.review.running")
        expect(frame.locator("#review-continue")).to_be_visible()
        article.screenshot("article-review-cancelled")
        assert not article.problems(), article.problems()
    finally:
        article.close()
