"""The layout contract (layout.py) on a few cases of the matrix that bench/layout.py runs whole: at each step of a
turn, every control the step needs is on the screen or reachable by the page's own scrolling, nothing covers it, and
no name or label is cut. The cases: a phone in Japanese with Carcassonne's most seats, a laptop with Carmela's ten
seats after a match (Confirm among what must be reachable), a phone held sideways with Hunters & Gatherers' five
(the shaman's question in Japanese too), the embed in a 360 px article column (Carmela's grid with ten too), and the
smallest embed, 320x420, with Hunters & Gatherers and Carmela in Japanese: the cases the matrix found broken before.

Seat 0 is a person, the others easy computers. One booted page per viewport for the module.
"""

import pytest

import layout
from conftest import ARTIFACTS


@pytest.fixture(scope="module")
def screens(browser, site_url):
    """screens(viewport) -> the module's booted layout.Screen at that viewport (booted at its first use)."""
    opened = {}

    def screen(viewport):
        if viewport not in opened:
            opened[viewport] = layout.open_screen(browser, site_url, viewport)
        return opened[viewport]

    yield screen
    for screen in opened.values():
        screen.close()


def check(screens, viewport, game, seats, lang, step):
    """Bring the case to its step and assert the contract holds; a screenshot of a failing case is kept."""
    screen = screens(viewport)
    screen.show(game, seats, lang, step)
    problems = screen.problems(step)
    if problems:
        screen.screenshot(ARTIFACTS / f"layout-{viewport}-{game}-{seats}-{lang}-{step}.png")
    assert not problems, f"{viewport} {game} {seats} seats {lang}, {step}:\n" + "\n".join(problems)


@pytest.mark.parametrize("step", layout.steps("carcassonne"))
def test_a_phone_in_japanese_with_five_at_carcassonne(screens, step):
    check(screens, "390x844", "carcassonne", 5, "ja", step)


@pytest.mark.parametrize("step", ["decide", "square", "rotation", "spot"])
def test_a_laptop_with_ten_at_carmela_after_a_match(screens, step):
    """After a match: stop or challenge, then the tiles taken are placed (Confirm must be reachable)."""
    check(screens, "1366x768", "carmela", 10, "en", step)


@pytest.mark.parametrize("step", layout.steps("hunters"))
def test_a_phone_held_sideways_with_five_at_hunters_and_gatherers(screens, step):
    check(screens, "844x390", "hunters", 5, "en", step)


@pytest.mark.parametrize("step", layout.steps("carcassonne"))
def test_the_embed_in_a_360_px_article_column(screens, step):
    check(screens, "embed-column-360", "carcassonne", 2, "en", step)


def test_the_shamans_question_in_japanese_on_a_phone_held_sideways(screens):
    """The long question and its answers ran below the screen's edge, out of reach."""
    check(screens, "844x390", "hunters", 5, "ja", "question")


@pytest.mark.parametrize("step", ["flip", "decide"])
def test_carmelas_grid_with_ten_in_a_360_px_article_column(screens, step):
    """The grid's first columns were left of the panel, out of reach."""
    check(screens, "embed-column-360", "carmela", 10, "en", step)


@pytest.mark.parametrize("step", ["rotation", "spot", "question"])
def test_the_smallest_embed_with_three_at_hunters_and_gatherers_in_japanese(screens, step):
    """The player cards and the hand panel left the board 42-105 px, and a crowded tile's spots fell off it."""
    check(screens, "embed-320x420", "hunters", 3, "ja", step)


@pytest.mark.parametrize("step", ["rotation", "spot"])
def test_the_smallest_embed_with_ten_at_carmela_in_japanese(screens, step):
    """The map tabs over the board covered a placed tile's spots."""
    check(screens, "embed-320x420", "carmela", 10, "ja", step)


@pytest.mark.parametrize("step", layout.lesson_steps("hunters"))
def test_hunters_and_gatherers_lessons_on_a_phone_in_japanese(screens, step):
    """Each lesson at its first step, and the bonus tiles' lesson at the shaman's question: the coach's buttons, the
    answers and Confirm all reachable on a phone."""
    check(screens, "390x844", "hunters", 2, "ja", step)


@pytest.mark.parametrize("lang", layout.LANGS)
@pytest.mark.parametrize("viewport", ["embed-320x420", "320x568", "embed-column-360"])
def test_the_shamans_question_in_a_lesson_on_a_short_narrow_screen(screens, viewport, lang):
    """The coach's row above the board and the question's words below it left the board 59 px tall in the smallest
    embed, none of it on a 320x568 phone and 47 px in an article's column."""
    check(screens, viewport, "hunters", 2, lang, "lesson:bonus:question")


@pytest.mark.parametrize("step", ["mode:replay", "mode:position"])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_embeds_modes_in_a_360_px_article_column(screens, step, lang):
    """The replay viewer and a position asked as a question, in the README's iframe in an article's column."""
    check(screens, "embed-column-360", "carcassonne", 2, lang, step)
