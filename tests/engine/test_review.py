"""The review of a game by the hard player's judgement (py/tilegames/review.py): what each move lost, exactly."""

import json

import pytest

import tilegames
from tilegames import RuleError, api, search
from tilegames.review import Review, budget, kept
from tilegames.rng import Rng


def blunder_game(game: str, moves: int = 30, at: int = 14):
    """A game where seat 0 (medium) plants a blunder at move ``at``, its worst move one move ahead when that is at
    least 10 points worse than its best, and seat 1 plays the hard player on the review's own budget."""
    g = tilegames.new_game({"game": game, "players": 2}, 8)
    rng, planted = Rng(8), None
    while len(g.moves) < moves and not g.is_over():
        if g.current_player == 1:
            move = search.hard(g, search.public_rng(g), samples=budget(g))
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
    # what sets the better move apart, in a hint's terms: never a reason the move played shares
    before = tilegames.replay({**record, "moves": record["moves"][: planted - 1]})
    assert worst["reasons"] and not [r for r in worst["reasons"] if r in before.explain(worst["played"])]
    hard = [s for s in steps if s["seat"] == 1]
    assert hard and all(s["loss"] == 0 and s["best"] == s["played"] for s in hard)
    assert all(len(s["margins"]) == 2 for s in steps)


def test_a_better_move_that_keeps_a_piece_the_move_played_laid_says_so():
    game = tilegames.new_game({"game": "carcassonne", "players": 2}, 8)  # Ann holds an E: a city cap
    assert kept(game, "E 0,-1 r2 meeple@field.NL", "E 0,-1 r2") == [{"why": "keeps", "piece": "meeple"}]
    assert kept(game, "E 0,-1 r2 meeple@field.NL", "E 0,1 r1 meeple@city.E") == []  # a meeple laid either way
    assert kept(game, "E 0,-1 r2", "E 0,-1 r2 meeple@city.S") == []
    assert game.moves == []  # judged on copies


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


# --- Carmela: flips and decisions by the odds of what all had seen, placements by hard's plan -------------------------


def carmela(grid, starts=("D", "D"), seed=1):
    setup = {"game": "carmela", "players": len(starts), "options": {"grid": list(grid), "starts": list(starts)}}
    return tilegames.new_game(setup, seed)


def reviewed(game):
    review = Review(game.record())
    return [review.step() for _ in game.moves]


def test_carmela_flips_that_ignore_what_was_seen_lose_a_pair_twice_and_guesses_lose_nothing():
    """Ignoring a pair or twin everyone saw loses the pair (its tiles and the next turn: 3.5 points) and hands it to
    the next player, who takes it: twice a pair, times the chance the flip made misses; the reason says when it
    was seen."""
    g = carmela(["U", "V", "U", "V", "W", "W", "X"])
    for move in ("flip 0", "flip 1", "flip 2", "flip 4", "flip 3"):
        g.play(move)
    # Ann saw U on 0 and V on 1 (a miss); Bo turned U on 2 and, its twin seen on 0 at move 1, flipped 4 (a W): a pair
    # thrown away, and left to Ann. Then Ann, the U pair seen on 0 and 2 (move 3), flipped a tile not seen.
    steps = reviewed(g)
    assert [s["loss"] for s in steps[:3]] == [0, 0, 0]  # guesses: nothing seen to do better with
    assert steps[3]["best"] == "flip 0" and steps[3]["loss"] == pytest.approx(7.0) and steps[3]["odds"] == 1.0
    assert steps[3]["reasons"] == [{"why": "twin_seen", "square": 0, "move": 1}]
    # A tile not seen (3, 5 or 6) matches a seen one (V on 1, W on 4) at 2 in 3, and then Ann goes on to the U pair:
    # only a miss, at 1 in 3, loses it twice over.
    assert steps[4]["best"] == "flip 0" and steps[4]["loss"] == pytest.approx(2 * 3.5 / 3, abs=0.01)
    assert steps[4]["reasons"] == [{"why": "pair_seen", "square": 0, "move": 3}]


def test_carmela_stop_or_challenge_is_judged_by_its_odds():
    g = carmela(["U", "U", "U", "U", "V"])
    g.play("flip 0")
    g.play("flip 1")
    g.play("stop")  # two U of the three unseen tiles: a third U at 2 in 3, worth the risk
    step = reviewed(g)[2]
    assert step["odds"] == pytest.approx(2 / 3, abs=1e-3)
    assert step["loss"] > 0 and step["best"].startswith("flip ")
    assert step["reasons"] == [{"why": "challenge", "odds": pytest.approx(2 / 3, abs=1e-3)}]


def test_carmela_hard_placements_lose_nothing_and_the_chart_has_every_seat():
    full = tilegames.new_game({"game": "carmela", "players": 2}, 4)
    g = carmela(full.grid[:24], starts=[m.board.tiles[(0, 0)].name for m in full.maps], seed=4)
    rng = Rng(4)
    while not g.is_over():
        if g.current_player == 1 and g.phase == "place":
            move = search.choose(g, "hard", search.public_rng(g))  # as the page's hard plays
        else:
            move = search.choose(g, "medium", rng)
        g.play(move)
    steps = reviewed(g)
    placed = [s for s in steps if s["seat"] == 1 and " " in s["played"] and not s["played"].startswith("flip")]
    assert placed and all(s["loss"] == 0 for s in placed)
    assert all(len(s["margins"]) == 2 for s in steps)
    final = steps[-1]["margins"]
    scores = g.scores()
    assert final == [scores[0] - scores[1], scores[1] - scores[0]]


@pytest.mark.parametrize("game", ["carcassonne", "hunters"])
def test_judging_a_position_agrees_with_the_review_of_the_same_move_and_changes_nothing(game):
    """api.judge, an embed's position question, says of a move what the review says of it at the same point of the
    same record (the planted blunder: the same best move and loss), refuses an illegal move, and leaves the game."""
    record, planted = blunder_game(game)
    review = Review(record)
    steps = [review.step() for _ in range(planted)]
    api.load(json.dumps({**record, "moves": record["moves"][: planted - 1]}))
    before = api.record()
    judged = json.loads(api.judge(json.dumps(record["moves"][planted - 1])))
    expected = {k: v for k, v in steps[-1].items() if k not in ("move", "margins")}
    assert judged == expected and judged["loss"] >= 10
    with pytest.raises(RuleError):
        api.judge(json.dumps("Z 99,99 r0"))
    assert api.record() == before


@pytest.mark.parametrize(
    "setup",
    [
        {"game": "carcassonne", "players": 2},
        {"game": "carcassonne", "players": 4, "variants": ["river", "abbot"]},
        {"game": "hunters", "players": 2},
        {"game": "hunters", "players": 3, "variants": ["classic"]},
        {"game": "carmela", "players": 2},
    ],
)
def test_a_hint_followed_is_never_a_loss_the_review_lists(setup):
    """The Hint and the Review judge alike: at positions of a seeded game of medium players (every seventh move), the
    review finds that the move the hint shows (api.hint) loses nothing, and the hint leaves the game as it was."""
    g = tilegames.new_game(setup, 4)
    rng = Rng(4)
    judged = 0
    while not g.is_over() and judged < 4:
        if len(g.moves) % 7 == 3 and len(g.legal_moves()) > 1:
            api.load(json.dumps(g.record()))
            before = api.record()
            hinted = json.loads(api.hint())
            assert api.record() == before
            found = tilegames.review.judge(g, hinted)
            assert (found["loss"], found["best"]) == (0.0, hinted), (len(g.moves), found)
            judged += 1
        g.play(search.choose(g, "medium", rng))
    assert judged == 4
