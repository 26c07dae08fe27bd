"""Hand-checked replay fixtures: each record must score exactly what its author worked out."""

import json

import pytest

import tilegames
from conftest import FIXTURES, load_fixture

NAMES = sorted(p.stem for p in FIXTURES.glob("*.json"))


def scoring_lines(game):
    return [f"{','.join(map(str, e['players']))}: {e['text']}" for e in game.log if e["type"] == "score"]


def test_there_are_at_least_ten_fixtures():
    assert len(NAMES) >= 10


@pytest.mark.parametrize("name", NAMES)
def test_fixture_scores_as_worked_out(name):
    fx = load_fixture(name)
    game = tilegames.replay(fx)
    assert game.is_over()
    assert scoring_lines(game) == fx["expect"]["scoring"]
    assert game.scores() == fx["expect"]["scores"]


@pytest.mark.parametrize("name", NAMES)
def test_fixture_leaves_no_piece_on_a_completed_feature(name):
    game = tilegames.replay(load_fixture(name))
    for board in [m.board for m in game.maps] if hasattr(game, "maps") else [game.board]:  # Carmela: a map each
        for f in board.features():
            assert not (f.done and f.pieces)


@pytest.mark.parametrize("name", NAMES)
def test_fixture_record_round_trips_through_json(name):
    game = tilegames.replay(load_fixture(name))
    again = tilegames.replay(json.loads(json.dumps(game.record())))
    assert again.record() == game.record()
    assert again.scores() == game.scores() and again.log == game.log


def test_monk_completed_at_once_is_back_in_supply():
    game = tilegames.replay(load_fixture("cloister_same_turn"))
    assert game.supply[1]["meeple"] == 7
    assert game.supply[0]["meeple"] == 6  # Ann's thief stays on the open road at the end


def test_losing_knight_returns_unscored():
    fx = load_fixture("majority_returns")
    game = tilegames.replay({**fx, "moves": fx["moves"][:-1]})
    assert game.supply[1]["meeple"] == 5  # knight + thief out
    game.play(fx["moves"][-1])
    returned = [e for e in game.events if e["type"] == "return"]
    assert sorted(e["player"] for e in returned) == [0, 0, 1]
    assert game.supply[1]["meeple"] == 6


# How each wording's numbers make its points (docs/rules/carcassonne.md): the page words the details in its language.
DETAIL_POINTS = {
    "road": lambda d: d["tiles"],
    "city": lambda d: 2 * d["tiles"] + 2 * d["pennants"],
    "city_open": lambda d: d["tiles"] + d["pennants"],
    "cloister": lambda d: 9,
    "garden": lambda d: 9,
    "cloister_open": lambda d: d["tiles"],
    "garden_open": lambda d: d["tiles"],
    "recall_cloister": lambda d: d["tiles"],
    "recall_garden": lambda d: d["tiles"],
    "field": lambda d: 3 * d["cities"],
    "tourist": lambda d: 1 + d["n"] + d["e"] + d["s"] + d["w"],
    # Hunters & Gatherers (docs/rules/hunters.md), 2nd-edition values.
    "river": lambda d: d["tiles"] + d["fish"],
    "forest": lambda d: 2 * d["tiles"] + d["mushroom_points"] * d["mushrooms"],
    "meadow": lambda d: sum(d["values"][a] * d[a] for a in ("mammoth", "aurochs", "deer")) + d["pit"],
    "huts": lambda d: d["fish"] + (d["lakes"] if d["raft"] else 0),
    "hunting_trap": lambda d: sum(d["values"][a] * d[a] for a in ("mammoth", "aurochs", "deer")),
    "canoe": lambda d: 2 * d["lakes"],
    # Carmela (docs/rules/carmela.md): 1 point per tile taken, at the end.
    "tiles": lambda d: d["tiles"],
}


@pytest.mark.parametrize("name", NAMES)
def test_score_details_give_the_points(name):
    game = tilegames.replay(load_fixture(name))
    for e in (e for e in game.log if e["type"] == "score"):
        assert DETAIL_POINTS[e["detail"]["what"]](e["detail"]) == e["points"], e["text"]
