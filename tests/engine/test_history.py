"""Every player's score over a game (the end screen's chart): summed from each move's score events by the engine."""

import json

import pytest

import tilegames
from tilegames import RuleError, api
from tilegames.history import score_history, score_series
from tilegames.rng import Rng

GAMES = [
    ("carcassonne", [], 2, 1),
    ("carcassonne", ["river", "abbot", "sightseeing"], 5, 2),
    ("hunters", [], 3, 3),
    ("hunters", ["classic"], 4, 4),
    ("carmela", [], 10, 5),
    ("carmela", ["any_map"], 3, 6),
]


def played(game, variants, players, seed):
    """A whole seeded random game, and each move's events as play returned them."""
    g = tilegames.new_game({"game": game, "variants": variants, "players": players}, seed)
    rng = Rng(seed * 31 + 7)
    steps = []
    while not g.is_over():
        steps.append(list(g.play(g.random_move(rng))))
    return g, steps


@pytest.mark.parametrize(("game", "variants", "players", "seed"), GAMES)
def test_series_end_at_the_final_scores_and_never_fall(game, variants, players, seed):
    g, steps = played(game, variants, players, seed)
    history = score_history(g)
    series = history["series"]
    assert history["final"] and history["moves"] == len(g.moves)
    assert len(series) == players and all(len(s) == len(g.moves) + 2 for s in series)
    assert [s[-1] for s in series] == g.scores()
    for s in series:
        assert s[0] == 0
        assert all(a <= b for a, b in zip(s, s[1:])), "a score never falls"
    # The step before the final scoring is the score when the last move was played, its own end scoring aside.
    finals = [e for e in g.log if e["type"] == "score" and e["final"]]
    assert finals and all(e in steps[-1] for e in finals), "only the last move ends the game"
    before = [sum(e["points"] for e in finals if p in e["players"]) for p in range(players)]
    assert [s[-2] for s in series] == [a - b for a, b in zip(g.scores(), before)]
    assert score_series(players, steps) == history


def test_series_of_a_game_in_progress_has_no_final_step():
    g = tilegames.new_game({"players": 3}, 4)
    rng = Rng(2)
    for _ in range(30):
        g.play(g.random_move(rng))
    history = score_history(g)
    assert not history["final"] and history["moves"] == 30
    assert [s[-1] for s in history["series"]] == g.scores()
    assert all(len(s) == 31 for s in history["series"])


def test_score_series_adds_each_event_to_its_players():
    both = {"type": "score", "players": [0, 1], "points": 4, "final": False}
    one = {"type": "score", "players": [1], "points": 3, "final": False}
    end = {"type": "score", "players": [0], "points": 9, "final": True}
    steps = [[{"type": "place"}], [both], [one, {"type": "return"}], [one, end, {"type": "end"}]]
    assert score_series(2, steps) == {"series": [[0, 0, 4, 4, 4, 13], [0, 0, 4, 7, 10, 10]], "moves": 4, "final": True}
    assert score_series(2, []) == {"series": [[0], [0]], "moves": 0, "final": False}


def test_api_scores_over_game_is_the_current_games():
    api.new_game(json.dumps({"game": "hunters", "players": 2, "seed": 5}))
    rng = Rng(9)
    while not json.loads(api.view())["over"]:
        moves = [o["move"] for p in json.loads(api.view())["placements"] for o in p["options"]]
        question = json.loads(api.view()).get("question")
        moves += [a["move"] for a in question["answers"]] if question else []
        api.play(json.dumps(rng.choice(moves)))
    view = json.loads(api.view())
    history = json.loads(api.scores_over_game())
    assert [s[-1] for s in history["series"]] == [p["score"] for p in view["players"]]
    assert history["final"] and history["moves"] == len(json.loads(api.record())["moves"])
    assert json.loads(api.view()) == view, "the current game is not touched"


def test_api_scores_over_game_needs_a_game(monkeypatch):
    monkeypatch.setattr(api, "_game", None)
    with pytest.raises(RuleError, match="no game"):
        api.scores_over_game()
