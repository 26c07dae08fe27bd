"""Fuzzing the JSON facade (Hypothesis): any text as a move, setup, record, share code or argument gives either
a result or a clear RuleError, and an error leaves the game exactly as it was.

Skipped inside Pyodide, which has no Hypothesis wheel; the CPython suite runs it.
"""

import json

import pytest

hypothesis = pytest.importorskip("hypothesis")
from hypothesis import HealthCheck, given, settings, strategies as st  # noqa: E402

from tilegames import RuleError, api  # noqa: E402

SETTINGS = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)


@pytest.fixture(scope="module")
def game():
    """A game in progress (with a few moves) and its record and share code."""
    api.new_game(json.dumps({"players": 3, "variants": ["river", "abbot", "sightseeing"], "seed": 11}))
    for _ in range(6):
        api.play(json.dumps(json.loads(api.view())["placements"][-1]["options"][-1]["move"]))
    return {"record": json.loads(api.record()), "share": json.loads(api.share())}


def state():
    return api.record(), api.view(), api.log()


def mutations(text: str):
    """Texts a few edits away from ``text``: characters replaced, dropped or added."""
    return st.lists(
        st.tuples(st.sampled_from("rda"), st.integers(0, max(0, len(text) - 1)), st.characters()),
        min_size=1,
        max_size=4,
    ).map(lambda edits: _edit(text, edits))


def _edit(text, edits):
    for op, i, ch in edits:
        i = min(i, len(text))
        text = (
            text[:i] + ch + text[i + 1 :]
            if op == "r"
            else text[:i] + text[i + 1 :]
            if op == "d"
            else text[:i] + ch + text[i:]
        )
    return text


def holds(call, *args, changes_game=True):
    """Call the facade: a result or a RuleError; an error (or a call that must not change it) leaves the game."""
    before = state()
    try:
        call(*args)
    except RuleError:
        assert state() == before
        return
    if not changes_game:
        assert state() == before
    api.load(json.dumps(GAME["record"]))  # back to the game under test for the next example


GAME = {}


@pytest.fixture(autouse=True)
def _current(game):
    GAME.update(game)
    api.load(json.dumps(game["record"]))


@SETTINGS
@given(st.text(max_size=60))
def test_any_text_as_a_move(text):
    holds(api.play, json.dumps(text))
    holds(api.play, text)  # not even JSON


@SETTINGS
@given(JSON)
def test_any_json_value_as_a_move_setup_record_or_code(value):
    text = json.dumps(value)
    holds(api.play, text)
    holds(api.new_game, text)
    holds(api.load, text)
    holds(api.decode_share, text, changes_game=False)
    holds(api.tileset, text, changes_game=False)
    holds(api.view, text, changes_game=False)
    holds(api.suggest, text, changes_game=False)


@SETTINGS
@given(st.data())
def test_records_a_few_edits_from_a_real_one(data):
    text = data.draw(mutations(json.dumps(GAME["record"])))
    holds(api.load, text)
    holds(api.replay_at, text, "3", changes_game=False)


@SETTINGS
@given(st.data())
def test_share_codes_a_few_edits_from_a_real_one(data):
    code = data.draw(mutations(GAME["share"]))
    holds(api.decode_share, json.dumps(code), changes_game=False)


@SETTINGS
@given(
    st.dictionaries(
        st.sampled_from(["game", "variants", "players", "options", "seed", "deck", "name"]), JSON, max_size=5
    )
)
def test_setups_made_of_the_right_words(setup):
    holds(api.new_game, json.dumps(setup))
    holds(api.tileset, json.dumps(setup), changes_game=False)
