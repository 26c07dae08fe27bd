"""Guided lessons, played as a newcomer plays them: by clicks only, following what the page marks (the square ringed
on the board, or the control marked .lesson-target), never the engine's answer. Each lesson is played to its end in
English at 1280x800 and in Japanese on a phone, with one wrong move answered and a reload in the middle that comes
back to the same step; leaving a lesson keeps its game as an ordinary one and offers a real game."""

import json
from pathlib import Path

import pytest
from playwright.sync_api import expect

from conftest import PHONE, new_tab
from test_play import stored

ROOT = Path(__file__).resolve().parents[2]
GAMES = ("carcassonne", "hunters", "carmela")
MOVES = "window.__game.record().then((r) => r.moves.length)"
FAST = "localStorage.setItem('carcassonne.watch.speed', 'fast')"  # the computer's fixed moves, shown briefly


def first_lessons():
    """(game, lesson data) of each game's first lesson, the one the welcome offers."""
    found = []
    for game in GAMES:
        path = ROOT / "js" / "games" / game / "lessons" / "base.json"
        if path.exists():
            found.append((game, json.loads(path.read_text(encoding="utf-8"))))
    return found


LESSONS = first_lessons()
READY_TO_ACT = """() => { const g = window.__game;
  if (!g || g.busy || !g.view) return false;
  if (g.view.over) return true;
  const target = g.lessonTarget;
  return !!target && (target.kind === 'square' || !!document.querySelector('.lesson-target')); }"""


@pytest.fixture(scope="module")
def desktop(browser, site_url):
    tab = new_tab(browser, site_url + "?lang=en", viewport={"width": 1280, "height": 800})
    tab.page.evaluate(FAST)
    yield tab
    tab.close()


@pytest.fixture(scope="module")
def phone_ja(browser, site_url):
    tab = new_tab(browser, site_url + "?lang=ja", **PHONE)
    tab.page.evaluate(FAST)
    yield tab
    tab.close()


def start_lesson(page, game):
    """Open the welcome from the title and click the game's Learn."""
    if page.locator("#btn-home").is_visible():
        page.click("#btn-home")
    else:  # a phone's top bar has no room for the title: the Games dialog opens the welcome
        page.click("#btn-games")
        page.click("#games-welcome")
    learn = page.locator(f'#welcome .welcome-card[data-game="{game}"] .welcome-learn')
    expect(learn).to_be_visible()
    before = page.evaluate("window.__game.saveId")
    learn.click()
    # The lesson's game opens a moment after the click, and until it has, the coach and the save are the last game's
    # (the last lesson's, perhaps of the same game): wait for its own save, open.
    page.wait_for_function(
        """([game, before]) => { const g = window.__game;
          return g.saveId !== before && g.setup?.game === game && !g.busy && !!document.querySelector('#coach[data-step]'); }""",
        arg=[game, before],
    )


def next_title(game, lesson, page):
    """The title of the lesson that `lesson` offers next, in the page's language."""
    lang = page.evaluate("document.documentElement.lang")
    return load_lesson(game, lesson["next"])["title"][lang]


def load_lesson(game, lesson_id):
    return json.loads((ROOT / "js" / "games" / game / "lessons" / f"{lesson_id}.json").read_text(encoding="utf-8"))


def step(page):
    return int(page.locator("#coach").get_attribute("data-step"))


# The board's camera has not moved since the last look (polled each animation frame): a glide to the step's square
# (a new step, a refused move) is over, so a square's centre is where a tap lands.
CAMERA_STILL = """() => { const now = JSON.stringify(window.__game.camera);
  const still = now === window.__lessonCamera; window.__lessonCamera = now; return still; }"""


def act(page):
    """Do what the page marks: tap the ringed square, or click the marked control."""
    target = page.evaluate("window.__game.lessonTarget")
    if target["kind"] == "square":
        page.wait_for_function(CAMERA_STILL, polling="raf")
        at = page.evaluate(f"window.__game.squareCentre({target['x']}, {target['y']})")
        page.mouse.click(at["x"], at["y"])
    else:
        page.locator(".lesson-target").click()


def wrong_move(page):
    """Make a legal move other than the step's, by clicks, and check the lesson answers it and offers the step again."""
    before = step(page)
    moves = page.evaluate(MOVES)
    target = page.evaluate("window.__game.lessonTarget")
    if target["kind"] == "square":  # another square the tile fits, then Confirm
        other = page.evaluate(f"""(() => {{ const p = window.__game.view.placements.find((p) =>
            (p.x !== {target["x"]} || p.y !== {target["y"]}) && (p.map ?? null) === {json.dumps(target["map"])});
            return p ? {{x: p.x, y: p.y}} : null; }})()""")
        page.wait_for_function(CAMERA_STILL, polling="raf")
        at = page.evaluate(f"window.__game.squareCentre({other['x']}, {other['y']})")
        page.mouse.click(at["x"], at["y"])
        page.click("#btn-confirm")
    else:  # another control that plays a move (a face-down tile of a memory game's grid)
        page.locator(f'#app [data-move]:not([disabled]):not([data-move="{target["move"]}"]):visible').first.click()
    expect(page.locator("#coach .coach-why")).to_be_visible()
    assert step(page) == before
    assert page.evaluate(MOVES) == moves  # the refused move was never played
    page.wait_for_function(READY_TO_ACT)


def play_lesson(tab, game, lesson, shots, real, wrong=False, reload_at=None):
    """Follow the lesson's marks to its end; returns the final scores."""
    page = tab.page
    learner_steps = [i for i, s in enumerate(lesson["steps"]) if "say" in s]
    start_lesson(page, game)
    shot_steps = {learner_steps[0], learner_steps[len(learner_steps) // 2]}
    for _ in range(len(lesson["steps"]) * 6):
        page.wait_for_function(READY_TO_ACT)
        if page.evaluate("window.__game.view.over"):
            break
        now = step(page)
        if now in shot_steps:
            tab.screenshot(f"{shots}-step{now}")
            shot_steps.discard(now)
        if wrong and now == learner_steps[0]:
            wrong_move(page)
            wrong = False
        if reload_at is not None and now >= reload_at:
            stored(page)
            page.reload()  # leave by reload and come back: the same game, at the same step, guided again
            page.wait_for_function("document.documentElement.dataset.ready === 'true'")
            page.wait_for_function("!!document.querySelector('#coach[data-step]')")
            assert step(page) == now
            reload_at = None
            continue
        act(page)
    expect(page.locator("#end")).to_be_visible()
    expect(page.locator("#end-lesson")).to_be_visible()
    expect(page.locator("#end-new")).to_have_text(real)  # a finished lesson offers a real game
    if "next" in lesson:  # and the lesson that comes after it, by its title
        expect(page.locator("#end-next")).to_contain_text(next_title(game, lesson, page))
    else:
        expect(page.locator("#end-next")).to_have_count(0)
    tab.screenshot(f"{shots}-end")
    page.click("#end-board")
    expect(page.locator("#coach .coach-real")).to_be_visible()
    return page.evaluate("window.__game.view.players.map((p) => p.score)")


@pytest.mark.parametrize(("game", "lesson"), LESSONS, ids=[g for g, _ in LESSONS])
def test_a_lesson_played_by_its_marks_in_english_on_a_laptop(desktop, game, lesson):
    middle = [i for i, s in enumerate(lesson["steps"]) if "say" in s][3]
    scores = play_lesson(desktop, game, lesson, f"lesson-{game}-en", "Play a real game", wrong=True, reload_at=middle)
    assert scores == lesson["expect"]["scores"]
    expect(desktop.page.locator("#end-winner")).to_have_count(1)
    if "next" in lesson:  # the coach offers the next lesson too, which starts at its first step
        page = desktop.page
        page.locator("#coach .coach-next").click()
        following = load_lesson(game, lesson["next"])
        page.wait_for_function("document.querySelector('#coach')?.dataset.step === '0'")
        expect(page.locator("#coach .coach-title")).to_have_text(following["title"]["en"])
        expect(page.locator("#coach .coach-count")).to_have_text(
            f"Step 1 of {sum('say' in s for s in following['steps'])}"
        )
    desktop.watch.assert_clean()


@pytest.mark.parametrize(("game", "lesson"), LESSONS, ids=[g for g, _ in LESSONS])
def test_a_lesson_played_by_its_marks_in_japanese_on_a_phone(phone_ja, game, lesson):
    scores = play_lesson(phone_ja, game, lesson, f"lesson-{game}-ja-phone", "本番のゲームを遊ぶ")
    assert scores == lesson["expect"]["scores"]
    expect(phone_ja.page.locator("#coach .coach-say").first).to_contain_text(lesson["end"]["ja"][:12])
    phone_ja.watch.assert_clean()


VARIANT_LESSONS = ("river", "abbot", "sightseeing")


@pytest.mark.parametrize("lesson_id", VARIANT_LESSONS)
def test_a_variant_lesson_played_from_the_rules_panel(desktop, lesson_id):
    """Carcassonne's short variant lessons, each started from the Rules panel and played by its marks."""
    page = desktop.page
    lesson = json.loads((ROOT / "js" / "games" / "carcassonne" / "lessons" / f"{lesson_id}.json").read_text("utf-8"))
    if page.evaluate("window.__game.setup?.game") != "carcassonne":
        start_lesson(page, "carcassonne")
    page.click("#btn-rules")
    page.locator(f'#rules .rules-lesson[data-lesson="{lesson_id}"]').click()
    page.wait_for_function(
        f"window.__game.setup?.variants?.join() === {json.dumps(','.join(lesson['setup']['variants']))}"
        " && document.querySelector('#coach')?.dataset.step === '0'"
    )
    wrong = True
    for _ in range(len(lesson["steps"]) * 6):
        page.wait_for_function(READY_TO_ACT)
        if page.evaluate("window.__game.view.over"):
            break
        target = page.evaluate("window.__game.lessonTarget")
        if wrong and target["kind"] == "square":  # one wrong move, where the map has room for one
            others = page.evaluate(
                f"window.__game.view.placements.filter((p) => p.x !== {target['x']} || p.y !== {target['y']}).length"
            )
            if others:
                wrong_move(page)
                wrong = False
        act(page)
    expect(page.locator("#end-lesson")).to_be_visible()
    desktop.screenshot(f"lesson-carcassonne-{lesson_id}-end")
    page.click("#end-board")
    assert page.evaluate("window.__game.view.players.map((p) => p.score)") == lesson["expect"]["scores"]
    desktop.watch.assert_clean()


def test_leaving_a_lesson_keeps_its_game_and_offers_a_real_one(desktop):
    page = desktop.page
    start_lesson(page, "carcassonne")
    page.wait_for_function(READY_TO_ACT)
    page.click("#coach .coach-leave")
    expect(page.locator("#setup")).to_be_visible()  # a real game, of the same game, is offered at once
    assert page.locator("#setup-game").input_value() == "carcassonne"
    page.click("#setup-cancel")
    expect(page.locator("#coach")).to_have_count(0)  # the lesson's game stays, unguided
    assert page.evaluate("window.__game.lessonTarget") is None
    page.reload()  # and a reload does not bring the lesson back
    page.wait_for_function("document.documentElement.dataset.ready === 'true'")
    expect(page.locator("#coach")).to_have_count(0)
    desktop.watch.assert_clean()


def test_the_rules_panel_replays_a_games_lessons(desktop):
    page = desktop.page
    page.click("#btn-rules")
    lesson = page.locator('#rules .rules-lesson[data-lesson="base"]')
    expect(lesson).to_be_visible()  # the lessons of the game in play, above its rules
    lesson.click()
    expect(page.locator("#rules")).to_be_hidden()
    page.wait_for_function("!!document.querySelector('#coach[data-step=\"0\"]')")
    expect(page.locator("#coach .coach-count")).to_have_text(
        f"Step 1 of {sum('say' in s for s in LESSONS[0][1]['steps'])}"
    )
    desktop.watch.assert_clean()


def test_an_embed_opens_on_the_lesson_its_article_asks_for(open_tab, site_url):
    tab = open_tab(site_url + "embed.html?lesson=hunters&lang=ja", viewport={"width": 720, "height": 560})
    page = tab.page
    page.wait_for_function("window.__game.setup?.game === 'hunters' && !!document.querySelector('#coach[data-step]')")
    expect(page.locator("#coach .coach-title")).to_have_text("原始の営み: はじめてのゲーム")
    expect(page.locator("#welcome")).to_be_hidden()
    page.wait_for_function(READY_TO_ACT)
    while step(page) == 0:  # the reader's first move (a square, a turn, a spot, Confirm), then a reload
        act(page)
        page.wait_for_function(READY_TO_ACT)
    reached = step(page)
    stored(page)
    page.reload()
    page.wait_for_function("document.documentElement.dataset.ready === 'true'")
    page.wait_for_function("!!document.querySelector('#coach[data-step]')")
    assert step(page) >= reached
    tab.screenshot("lesson-embed-720x560-ja")
    tab.watch.assert_clean()


def follow_to_end(page):
    """Do what the page marks, step after step, until the game is over (no wrong move)."""
    for _ in range(200):
        page.wait_for_function(READY_TO_ACT)
        if page.evaluate("window.__game.view.over"):
            return
        act(page)
    raise AssertionError("the lesson did not end")


REVIEW_DONE = "(() => { const r = window.__game.review; return r && !r.running && r.total && r.done === r.total; })()"


@pytest.mark.parametrize(("game", "lesson"), LESSONS, ids=[g for g, _ in LESSONS])
def test_the_review_of_a_lesson_played_as_told_lists_no_mistake(desktop, game, lesson):
    """Every move of a lesson played as the coach says is the lesson's: the review lists none as a mistake (though
    the hard player would have played some otherwise), and its replay names each the lesson's, with what it taught."""
    page = desktop.page
    start_lesson(page, game)
    follow_to_end(page)
    page.wait_for_selector("#end[open]", timeout=15_000)
    page.click("#end-review-start")
    page.wait_for_function(REVIEW_DONE, timeout=240_000)
    seen = page.evaluate("window.__game.review")
    learner = lesson["learner"]
    costly = [s for s in seen["steps"] if round(s["loss"]) >= 1 and s["best"] != s["played"]]
    assert any(s["seat"] == learner for s in costly), "the lesson has moves the hard player would not play"
    assert seen["mistakes"] == []
    mistakes = page.locator("#review-mistakes")
    expect(mistakes).to_contain_text("This game was a lesson: every move in it was the lesson's")
    assert "−" not in mistakes.inner_text() and mistakes.locator(".review-mistake").count() == 0
    # The lesson's note comes first, then the heading with its rule and list (not the note between them).
    parts = mistakes.evaluate("(box) => [...box.children].map((e) => e.className || e.tagName.toLowerCase())")
    assert parts[:3] == ["review-lesson", "h4", "review-rule"], parts
    mistakes.scroll_into_view_if_needed()
    desktop.screenshot(f"lesson-review-{game}")

    # The replay before the learner's costliest move: the lesson's move, with what its step taught; no better move.
    worst = max((s for s in costly if s["seat"] == learner), key=lambda s: s["loss"])
    page.click("#end-replay")
    page.wait_for_function("window.__game.replaying")
    page.keyboard.press("Home")
    page.wait_for_function("window.__game.view.moves === 0")
    for n in range(1, worst["move"]):
        page.keyboard.press("ArrowRight")
        page.wait_for_function(f"window.__game.view.moves === {n}")
    page.wait_for_function("!!window.__game.review.strip")
    taught = lesson["steps"][worst["move"] - 1]
    strip = page.evaluate("window.__game.review")
    you = lesson["names"]["en"][learner]
    assert f"Next, move {worst['move']} · {you}: the lesson's move" in strip["strip"]
    assert (taught.get("done") or taught["say"])["en"] in strip["strip"]
    assert strip["mark"] is None  # no ghost of a "better" move on the map
    desktop.screenshot(f"lesson-review-{game}-replay")
    page.click("#replay-bar .replay-close")
    page.wait_for_selector("#end[open]", timeout=15_000)
    page.click("#end-board")
    desktop.watch.assert_clean()


# The review has judged a move of the learner's that the hard player would have played otherwise (a lesson's move).
COSTLY_LESSON_MOVE = """(learner) => { const r = window.__game.review;
  return r.steps.some((s) => s.seat === learner && Math.round(s.loss) >= 1 && s.best !== s.played); }"""


def test_a_lesson_game_replayed_from_the_games_dialog_names_the_lessons_moves(desktop):
    """A finished lesson's game, reviewed, then replayed from Games after a reload and another game (its end screen
    never opened again): the replay's bar names the lesson's moves the lesson's, never a loss of points."""
    page = desktop.page
    lesson = LESSONS[0][1]
    learner = lesson["learner"]
    start_lesson(page, "carcassonne")
    lesson_id = page.evaluate("window.__game.saveId")
    follow_to_end(page)
    page.wait_for_selector("#end[open]", timeout=15_000)
    page.wait_for_function("window.__game.review.key")
    if page.evaluate("window.__game.review.done") == 0:  # (a review of the same lesson's game is kept: reused)
        page.click("#end-review-start")  # judged until the learner's first move the hard player would not play
    page.wait_for_function(COSTLY_LESSON_MOVE, arg=learner, timeout=240_000)
    if page.evaluate("window.__game.review.running"):
        page.click("#review-cancel")
    page.wait_for_function("!window.__game.review.running")
    costly = next(
        s
        for s in page.evaluate("window.__game.review.steps")
        if s["seat"] == learner and round(s["loss"]) >= 1 and s["best"] != s["played"]
    )
    page.click("#end-board")
    page.click("#coach .coach-real")  # a real game in play, so nothing on the page shows the lesson's any more
    page.click("#setup-start")
    page.wait_for_function(f"window.__game.saveId !== {json.dumps(lesson_id)} && !window.__game.busy")
    stored(page)
    page.reload()
    page.wait_for_function("document.documentElement.dataset.ready === 'true' && !window.__game.busy")
    page.click("#btn-games")
    page.click(f'#saved-games li[data-id="{lesson_id}"] .saved-replay')
    page.wait_for_function("window.__game.replaying")
    page.keyboard.press("Home")
    page.wait_for_function("window.__game.view.moves === 0")
    for n in range(1, costly["move"]):
        page.keyboard.press("ArrowRight")
        page.wait_for_function(f"window.__game.view.moves === {n}")
    page.wait_for_function("!!window.__game.review.strip")
    strip = page.evaluate("window.__game.review")
    you = lesson["names"]["en"][learner]
    assert f"Next, move {costly['move']} · {you}: the lesson's move" in strip["strip"], strip["strip"]
    taught = lesson["steps"][costly["move"] - 1]
    assert (taught.get("done") or taught["say"])["en"] in strip["strip"]
    assert "lost" not in strip["strip"] and strip["mark"] is None  # no loss, no ghost of a "better" move
    desktop.screenshot("lesson-replay-from-games")
    page.click("#replay-bar .replay-close")
    page.wait_for_function("!window.__game.replaying")
    desktop.watch.assert_clean()


def test_a_wrong_piece_on_the_right_square_keeps_the_tile_and_asks_only_for_the_piece(desktop):
    page = desktop.page
    start_lesson(page, "carcassonne")
    page.wait_for_function(READY_TO_ACT)
    assert step(page) == 0
    while page.evaluate("window.__game.lessonTarget.kind") != "option":  # the square, turned the lesson's way
        act(page)
        page.wait_for_function(READY_TO_ACT)
    placed = page.evaluate("window.__game.tentative")
    wanted = page.evaluate("window.__game.lessonTarget.move")
    assert placed["move"] != wanted  # the tile is placed with no meeple, where the lesson puts a thief
    moves = page.evaluate(MOVES)
    page.click("#btn-confirm")
    expect(page.locator("#coach .coach-piece")).to_have_text(
        "Your tile is in the right place, turned the right way: only the piece is not the lesson's. "
        "Choose the marked spot, then Confirm."
    )
    expect(page.locator("#coach .coach-why").last).to_be_visible()  # and why the lesson wants its piece
    assert page.evaluate(MOVES) == moves  # refused, not played
    kept = page.evaluate("window.__game.tentative")
    assert (kept["x"], kept["y"], kept["rot"]) == (placed["x"], placed["y"], placed["rot"])  # the tile stays put
    target = page.evaluate("window.__game.lessonTarget")
    assert (target["kind"], target["move"]) == ("option", wanted)  # the page marks the lesson's spot on that tile
    desktop.screenshot("lesson-wrong-piece")
    act(page)  # the marked spot
    page.wait_for_function(READY_TO_ACT)
    act(page)  # Confirm
    page.wait_for_function("window.__game.record().then((r) => r.moves.length >= 1)")
    page.wait_for_function("document.querySelector('#coach')?.dataset.step !== '0'")
    assert page.evaluate("window.__game.record()")["moves"][0] == wanted
    desktop.watch.assert_clean()


def test_play_a_real_game_before_the_final_scores_shows_one_dialog_at_a_time(desktop):
    """The coach's Play a real game, pressed as the lesson ends (before its final scores come up), opens New game
    alone: the final scores wait for it, and come up if it is cancelled."""
    page = desktop.page
    if page.evaluate("window.__game.setup?.game") != "carcassonne":
        start_lesson(page, "carcassonne")
    page.click("#btn-rules")
    page.locator('#rules .rules-lesson[data-lesson="abbot"]').click()  # a short lesson
    page.wait_for_function(
        "window.__game.setup?.variants?.join() === 'abbot' && !!document.querySelector('#coach[data-step=\"0\"]')"
    )
    follow_to_end(page)
    page.click("#coach .coach-real")
    expect(page.locator("#setup")).to_be_visible()
    expect(page.locator("#setup-variants input[value=abbot]")).to_be_checked()  # a real game of what was taught
    page.wait_for_function("window.__game.endHeld || document.querySelector('#end').open")  # the scores' time came
    assert page.evaluate("[...document.querySelectorAll('dialog[open]')].map((d) => d.id)") == ["setup"]
    desktop.screenshot("lesson-play-real-one-dialog")
    page.click("#setup-cancel")
    expect(page.locator("#end")).to_be_visible()  # the final scores were kept for after
    assert page.evaluate("[...document.querySelectorAll('dialog[open]')].map((d) => d.id)") == ["end"]
    page.click("#end-board")
    desktop.watch.assert_clean()


BONUS = load_lesson("hunters", "bonus")


def step_kinds(lesson):
    """The learner's steps by kind: {kind: [step index]}, kind "answer" (a question's), "bonus" (a bonus tile's
    placement) or "land" (a land tile's)."""
    bonus = list(lesson["setup"]["options"]["piles"]["bonus"])
    kinds = {"land": [], "bonus": [], "answer": []}
    for i, s in enumerate(lesson["steps"]):
        tile = s["move"].split()[0]
        kind = "answer" if tile == "return" else "bonus" if bonus and tile == bonus[0] else "land"
        if kind == "bonus":
            bonus.pop(0)
        if "say" in s:
            kinds[kind].append(i)
    return kinds


def wrong_option(page):
    """On the lesson's square and turn (or its question), confirm another option than the step's, by clicks: another
    piece, none, or another answer; the lesson answers with its reason and plays nothing."""
    before, moves = step(page), page.evaluate(MOVES)
    while page.evaluate("window.__game.lessonTarget").get("kind") not in ("option", "confirm"):
        act(page)  # the marked square, then the marked turn
        page.wait_for_function(READY_TO_ACT)
    target = page.evaluate("window.__game.lessonTarget")
    page.locator(f'#options button[data-move]:not([data-move="{target["move"]}"])').first.click()
    page.click("#btn-confirm")
    # The step's own reason, under the line that says only the piece was wrong (the tile kept on its square).
    expect(page.locator("#coach .coach-why:not(.coach-piece)")).to_have_text(
        BONUS["steps"][before]["why"][page_lang(page)]
    )
    assert step(page) == before and page.evaluate(MOVES) == moves
    page.wait_for_function(READY_TO_ACT)


def page_lang(page):
    return page.evaluate("document.documentElement.lang")


def play_bonus_lesson(tab, shots):
    """Play the bonus tiles' lesson by its marks from the step it is on to its end, with one wrong move of each kind
    of step (a land tile's square, its piece, a bonus tile's square, the shaman's answer) answered with the step's
    reason; screenshots of a few steps. Returns the final scores."""
    page = tab.page
    kinds = step_kinds(BONUS)
    wrong = {
        kinds["land"][0]: "option",
        kinds["land"][1]: "square",
        kinds["bonus"][0]: "square",
    }  # the first fits one square
    wrong[kinds["answer"][0]] = "option"
    shot_steps = {kinds["bonus"][0], kinds["bonus"][1], kinds["answer"][0], kinds["bonus"][-1]}
    for _ in range(len(BONUS["steps"]) * 6):
        page.wait_for_function(READY_TO_ACT)
        if page.evaluate("window.__game.view.over"):
            break
        now = step(page)
        if now in shot_steps:
            tab.screenshot(f"{shots}-step{now}")
            shot_steps.discard(now)
        how = wrong.pop(now, None)
        if how == "square":
            wrong_move(page)
            expect(page.locator("#coach .coach-why")).to_have_text(BONUS["steps"][now]["why"][page_lang(page)])
        elif how == "option":
            wrong_option(page)
        act(page)
    assert not wrong, f"steps never reached for a wrong move: {wrong}"
    expect(page.locator("#end")).to_be_visible()
    expect(page.locator("#end-lesson")).to_contain_text(BONUS["end"][page_lang(page)].split("\n\n")[0][:20])
    expect(page.locator("#end-next")).to_have_count(0)  # the last lesson of its game offers no next one
    tab.screenshot(f"{shots}-end")
    page.click("#end-board")
    expect(page.locator("#coach .coach-real")).to_be_visible()
    return page.evaluate("window.__game.view.players.map((p) => p.score)")


def final_meadows(page):
    """The final scoring's meadow lines of the game in play, as the engine gave them: [(players, points, pit)]."""
    return page.evaluate("""window.__game.view.events.filter((e) => e.type === 'score' && e.final && e.kind === 'meadow')
        .map((e) => [e.players, e.points, e.detail.pit])""")


def test_the_bonus_tiles_lesson_from_the_welcome_in_english_on_a_laptop(desktop):
    """Started from the welcome's further lessons, played by its marks to its end, where the pit trap doubles the
    learner's meadow in the final scoring."""
    page = desktop.page
    page.click("#btn-home")
    more = page.locator('#welcome .welcome-card[data-game="hunters"] .welcome-more [data-lesson="bonus"]')
    expect(more).to_have_text(f"{BONUS['title']['en']} · {BONUS['minutes']} min")
    more.click()
    expect(page.locator("#welcome")).to_be_hidden()
    page.wait_for_function("document.querySelector('#coach')?.dataset.step === '0'")
    expect(page.locator("#coach .coach-title")).to_have_text(BONUS["title"]["en"])
    assert play_bonus_lesson(desktop, "lesson-hunters-bonus-en") == BONUS["expect"]["scores"]
    assert [[0], 10, 5] in final_meadows(page)  # mammoth 3 + aurochs 2, and again beside the pit trap
    desktop.watch.assert_clean()


def test_the_bonus_tiles_lesson_from_the_rules_in_japanese_on_a_phone(phone_ja):
    page = phone_ja.page
    if page.evaluate("window.__game.setup?.game") != "hunters":
        start_lesson(page, "hunters")
    page.click("#btn-rules")
    page.locator('#rules .rules-lesson[data-lesson="bonus"]').click()
    expect(page.locator("#rules")).to_be_hidden()
    page.wait_for_function("document.querySelector('#coach')?.dataset.step === '0'")
    expect(page.locator("#coach .coach-title")).to_have_text(BONUS["title"]["ja"])
    assert play_bonus_lesson(phone_ja, "lesson-hunters-bonus-ja-phone") == BONUS["expect"]["scores"]
    expect(page.locator("#coach .coach-say").last).to_contain_text(BONUS["end"]["ja"].split("\n\n")[1][:12])
    phone_ja.watch.assert_clean()
