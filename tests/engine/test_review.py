"""The review of a game by the hard player's judgement (py/tilegames/review.py): what each move lost, exactly."""

import json

import pytest

import tilegames
from tilegames import RuleError, api, search
from tilegames.review import SAMPLES, Review
from tilegames.rng import Rng


def blunder_game(game: str, moves: int = 30, at: int = 14):
    """A game where seat 0 (medium) plants a blunder at move ``at``, its worst move one move ahead when that is at
    least 10 points worse than its best, and seat 1 plays the hard player on the review's own budget."""
    g = tilegames.new_game({"game": game, "players": 2}, 8)
    rng, planted = Rng(8), None
    while len(g.moves) < moves and not g.is_over():
        if g.current_player == 1:
            move = search.hard(g, search.public_rng(g), samples=SAMPLES)
        elif planted is None and len(g.moves) >= at:
            ranked = search.ranked_moves(g, g.evaluation("hard"))
            move = ranked[-1][1] if ranked[0][0] - ranked[-1][0] >= 10 else search.choose(g, "medium", rng)
            if ranked[0][0] - ranked[-1][0] >= 10:
                planted = len(g.moves) + 1
        else:
            move = search.choose(g, "medium", rng)
        g.play(move)
    assert planted is not None
    return g.record(), planted


@pytest.mark.parametrize("game", ["carcassonne", "hunters"])
def test_a_planted_blunder_is_its_players_largest_loss_and_the_hard_players_own_moves_lose_nothing(game):
    record, planted = blunder_game(game)
    review = Review(record)
    assert review.start()["moves"] == len(record["moves"])
    steps = []
    while (step := review.step()) is not None:
        steps.append(step)
    assert [s["move"] for s in steps] == list(range(1, len(record["moves"]) + 1))
    assert [s["played"] for s in steps] == record["moves"]
    mine = [s for s in steps if s["seat"] == 0]
    worst = max(mine, key=lambda s: s["loss"])
    assert worst["move"] == planted and worst["loss"] >= 5, (planted, worst)
    assert worst["best"] != worst["played"] and worst["best_value"] > worst["value"]
    hard = [s for s in steps if s["seat"] == 1]
    assert hard and all(s["loss"] == 0 and s["best"] == s["played"] for s in hard)
    assert all(len(s["margins"]) == 2 for s in steps)


def test_a_review_is_the_same_every_time():
    record, _ = blunder_game("carcassonne")
    runs = []
    for _ in range(2):
        review = Review(record)
        runs.append([review.step() for _ in range(16)])
    assert runs[0] == runs[1] and any(s["loss"] > 0 for s in runs[0])


def test_a_record_that_does_not_replay_is_refused():
    game = tilegames.new_game({"game": "carcassonne", "players": 2}, 8)
    for _ in range(2):
        game.play(game.legal_moves()[0])
    record = game.record()
    with pytest.raises(RuleError, match="move 3"):
        Review({**record, "moves": record["moves"][:2] + ["X 40,40 r0"]})


def test_the_api_reviews_a_move_a_call_and_leaves_the_current_game_alone():
    game = tilegames.new_game({"game": "carcassonne", "players": 2}, 3)
    for _ in range(6):
        game.play(game.legal_moves()[0])
    record = game.record()
    api.new_game(json.dumps({"game": "hunters", "players": [{"name": "A"}, {"name": "B"}]}))
    before = api.record()
    assert json.loads(api.review_start(json.dumps(record)))["moves"] == 6
    steps = [json.loads(api.review_next()) for _ in range(7)]
    assert [s["move"] for s in steps[:6]] == [1, 2, 3, 4, 5, 6] and steps[6] is None
    assert api.record() == before
    with pytest.raises(RuleError, match="move 1"):
        api.review_start(json.dumps({**record, "moves": ["nonsense"]}))
    assert api.record() == before


def test_carmela_is_not_reviewed_by_the_shared_search():
    game = tilegames.new_game({"game": "carmela", "players": 2}, 1)
    with pytest.raises(RuleError, match="not ready"):
        Review(game.record())
