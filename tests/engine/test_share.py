"""Share codes: a whole game in a short URL-safe text, and damaged codes refused with a reason."""

import json
import re

import pytest

from carcassonne import RuleError, api, new_game, share
from carcassonne.rng import Rng
from carcassonne.views import view


def finished(seed, variants=()):
    game = new_game({"players": [{"name": "Ann"}, {"name": "ボブ"}], "variants": list(variants)}, seed)
    rng = Rng(seed)
    while not game.is_over():
        game.play(game.random_move(rng))
    return game


@pytest.mark.parametrize("variants", [(), ("river", "abbot", "sightseeing")])
def test_a_finished_game_round_trips_and_stays_short(variants):
    game = finished(5, variants)
    code = share.encode(game)
    assert re.fullmatch(r"[A-Za-z0-9_.-]+", code)
    assert len(code.split(".")[2]) < 160  # the moves: about one character and a half each
    again = share.load(code)
    assert again.record() == game.record() and view(again) == view(game)


def test_a_game_in_progress_round_trips():
    game = new_game({"players": 3}, 8)
    rng = Rng(1)
    for _ in range(9):
        game.play(game.random_move(rng))
    assert share.decode(share.encode(game)) == game.record()


@pytest.mark.parametrize(
    "code,reason",
    [
        ("hello", "not a game share code"),
        ("c9.a.b", "version"),
        ("c1.!!!.AA", "damaged"),
        ("c1.e30.AA", "no setup or seed"),
    ],
)
def test_damaged_codes_are_refused(code, reason):
    with pytest.raises(RuleError, match=reason):
        share.decode(code)


def test_a_move_past_the_legal_ones_is_refused():
    game = finished(2)
    prefix, head, _ = share.encode(game).split(".")
    with pytest.raises(RuleError, match="move 1 is not a legal move"):
        share.decode(f"{prefix}.{head}.fw")  # index 127 at move 1
    with pytest.raises(RuleError, match="ends inside a move"):
        share.decode(f"{prefix}.{head}.gA")


def test_api_share_and_load_keep_the_game_on_error():
    api.new_game(json.dumps({"players": 2, "seed": 4}))
    code = json.loads(api.share())
    before = api.view()
    with pytest.raises(RuleError):
        api.load_share(json.dumps("c1.bad.code"))
    assert api.view() == before
    assert json.loads(api.load_share(json.dumps(code)))["turn"] == 1


def test_api_decode_share_leaves_the_current_game():
    api.new_game(json.dumps({"players": 2, "seed": 4}))
    other = finished(3)
    current = api.view()
    record = json.loads(api.decode_share(json.dumps(share.encode(other))))
    assert record == other.record() and api.view() == current
    with pytest.raises(RuleError, match="not a game share code"):
        api.decode_share(json.dumps("nope"))
