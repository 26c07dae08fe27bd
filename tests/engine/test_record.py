"""The game record (setup + seed + moves), move notation, undo, and refusing bad input without change."""

import json

import pytest

import tilegames
from tilegames import RuleError, TileMove
from tilegames.rng import Rng


def played(seed, turns, players=2):
    game = tilegames.new_game({"players": players}, seed)
    rng = Rng(seed)
    for _ in range(turns):
        game.play(game.random_move(rng))
    return game


@pytest.mark.parametrize("text", ["K 1,0 r2 meeple@road.S", "X -3,12 r0", "Eg 0,-1 r2 abbot@garden", "D 4,4 r1 recall"])
def test_notation_round_trips(text):
    assert str(TileMove.parse(text)) == text


@pytest.mark.parametrize("text", ["", "K", "K 1 r2", "K 1,0 r4", "K 1,0 2", "K a,0 r1", "K 1,0 r1 meeple@"])
def test_malformed_notation_is_refused_with_a_reason(text):
    with pytest.raises(RuleError, match="malformed move"):
        TileMove.parse(text)


def test_same_seed_same_game_and_different_seed_different_draws():
    a, b, c = played(11, 20), played(11, 20), played(12, 20)
    assert a.record() == b.record()
    assert a.record()["moves"] != c.record()["moves"]


def test_replay_reproduces_every_state():
    game = played(4, 30, players=3)
    again = tilegames.replay(json.loads(json.dumps(game.record())))
    assert again.view(0) == game.view(0)
    assert again.rng.state == game.rng.state and again.bag == game.bag


def test_undo_is_the_record_minus_its_last_move():
    game = played(6, 10)
    before = game.view()
    record = game.record()
    move = game.random_move(Rng(99))
    game.play(move)
    undone = tilegames.replay({**game.record(), "moves": game.record()["moves"][:-1]})
    assert undone.record() == record
    assert undone.view()["board"] == before["board"] and undone.view()["players"] == before["players"]


BAD_MOVES = [
    ("Z 1,0 r0", "tile in hand"),
    ("{hand} 50,50 r0", "touch the map"),
    ("{hand} 0,0 r0", "taken"),
    ("{hand} {x},{y} r{rot} meeple@castle.N", "cannot deploy"),
    ("{hand} {x},{y} r{rot} wizard@road.N", "cannot deploy"),
    ("nonsense", "malformed"),
    (42, "must be text"),
]


@pytest.mark.parametrize("template,reason", BAD_MOVES)
def test_illegal_move_leaves_the_game_exactly_as_it_was(template, reason):
    game = played(8, 12)
    (x, y), rot = game.placements()[0]
    move = template.format(hand=game.hand, x=x, y=y, rot=rot) if isinstance(template, str) else template
    before = (json.dumps(game.view(0)), json.dumps(game.record()), game.rng.state, list(game.bag))
    with pytest.raises(RuleError, match=reason):
        game.play(move)
    assert (json.dumps(game.view(0)), json.dumps(game.record()), game.rng.state, list(game.bag)) == before
    game.play(game.legal_moves()[0])  # and it still plays on


@pytest.mark.parametrize(
    "record,reason",
    [
        ([], "must be an object"),
        ({"setup": {"players": 2}, "seed": 1}, "lacks 'moves'"),
        ({"setup": {"players": 2}, "seed": "x", "moves": []}, "seed"),
        ({"setup": {"players": 9}, "seed": 1, "moves": []}, "2 to 5 players"),
        ({"setup": {"players": 1}, "seed": 1, "moves": []}, "2 to 5 players"),
        ({"setup": {"game": "chess", "players": 2}, "seed": 1, "moves": []}, "unknown game"),
        ({"setup": {"players": 2, "variants": ["dragons"]}, "seed": 1, "moves": []}, "unknown variant"),
        ({"setup": {"players": [{"name": ""}, {}]}, "seed": 1, "moves": []}, "name"),
        ({"setup": {"players": 2}, "seed": 1, "moves": "K 1,0 r0"}, "list of moves"),
        ({"setup": {"players": 2}, "seed": 1, "moves": ["X 9,9 r0"]}, "move 1"),
    ],
)
def test_bad_records_are_refused_with_a_reason(record, reason):
    with pytest.raises(RuleError, match=reason):
        tilegames.replay(record)


def test_random_state_lives_in_the_game():
    import random

    random.seed(1)
    a = played(21, 15)
    random.seed(2)
    b = played(21, 15)
    assert a.record() == b.record()
