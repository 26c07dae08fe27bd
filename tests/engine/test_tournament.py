"""bench/tournament.py plays every game through the game's own computer players, as the page does (skipped inside
Pyodide, which mounts tests/ only)."""

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
if not (ROOT / "bench" / "tournament.py").exists():
    pytest.skip("bench/ is not here (the engine suite inside Pyodide)", allow_module_level=True)
sys.path.insert(0, str(ROOT))
from bench import tournament  # noqa: E402


@pytest.mark.parametrize("game, players", [("carcassonne", 2), ("hunters", 2), ("carmela", 3)])
def test_a_short_tournament_of_every_game_completes_and_its_counts_add_up(game, players):
    # Carmela's hard used to crash on its first move when the bench called the shared search instead of the game's own.
    args = ["--game", game, "--players", str(players), "--games", "2", "hard@4 vs random"]
    first = tournament.main(args)
    for figures in first:
        assert figures["games"] == players  # rounded up to one deal in every seating
        assert sum(figures["wins"]) + figures["ties"] == figures["games"]
        assert sum(figures["share"]) == pytest.approx(1)
    if game == "carmela":  # seeded: the same command, the same figures (but the times)
        again = tournament.main(args)
        untimed = [{k: v for k, v in f.items() if k not in ("seconds", "ms_per_move")} for f in first + again]
        assert untimed[: len(first)] == untimed[len(first) :]


def test_batches_played_apart_add_up_to_the_run_that_plays_them_together():
    # 4 deals in two batches of 2 (--first-seed 0 and 2) are the same games as one run of 4 deals.
    from bench import tally

    args = ["--game", "carmela", "--players", "2", "--games", "{games}", "--first-seed", "{seed}", "easy vs random"]
    run = lambda games, seed: tournament.main([a.format(games=games, seed=seed) for a in args])[0]  # noqa: E731
    whole, parts = run(8, 0), [run(4, 0), run(4, 2)]
    added = tally.combine(parts)
    for key in ("games", "deals", "wins", "ties", "share", "interval95", "margin_sd"):
        assert added[key] == pytest.approx(whole[key]), key
    assert added["margin"] == pytest.approx(whole["margin"], abs=1e-3)
    with pytest.raises(ValueError, match="same seed"):
        tally.combine([parts[0], parts[0]])


def test_the_seer_yardstick_picks_a_legal_move_and_leaves_the_real_game_untouched():
    # seer@K plays out candidates on clones of the real game (the real tile order); the game itself must not move.
    from tilegames import new_game

    game = new_game({"game": "hunters", "players": 3}, 5)
    before = (list(game.moves), game.scores(), list(game.bag))
    move = tournament.seer(game, 2)
    assert str(move) in [str(m) for m in game.legal_moves()]
    assert (list(game.moves), game.scores(), list(game.bag)) == before
    with pytest.raises(SystemExit):  # seer needs its rounds
        tournament.main(["--game", "hunters", "seer vs medium"])


def test_a_weight_changed_after_a_level_changes_its_moves_and_nothing_else():
    # medium~meeple=9 prizes every meeple in hand: over a few turns it plays differently from medium, and a level
    # without the change plays as before; a weight it does not have is refused with the list of its weights.
    from tilegames import new_game
    from tilegames.rng import Rng

    table = {"players": 2, "page_time": False, "samples": 8, "medium_weights": "medium"}
    game = new_game({"players": 2}, 3)
    plain, changed, same = [], [], []
    for _ in range(12):
        plain.append(str(tournament.choose(game, "medium", Rng(1), table)))
        changed.append(str(tournament.choose(game, "medium~meeple=9", Rng(1), table)))
        same.append(str(tournament.choose(game, "medium~meeple=1.1", Rng(1), table)))  # medium's own value
        game.play(game.parse_move(plain[-1]))
    assert plain != changed and plain == same
    assert tournament.level_spec("hard@32~meeples=3/2.2") == "hard@32~meeples=3/2.2"
    with pytest.raises(ValueError, match="name=value"):
        tournament.level_spec("hard~meeples")
    with pytest.raises(ValueError, match="no weight 'tribe'"):
        tournament.choose(game, "medium~tribe=3", Rng(1), table)


def test_rounds_and_answers_after_a_hard_level_reach_its_search(monkeypatch):
    # hard@4*2^medium: 4 samples, each played two whole rounds on (8 plies at 4 players), the others answering as
    # medium would; a level the answers cannot take, or no rounds, is refused.
    from tilegames import new_game, search
    from tilegames.rng import Rng

    seen: dict = {}
    real = tournament.computer

    def spy(game, name):
        player = real(game, name)
        if name != "hard":
            return player
        return lambda game, rng, **budget: seen.update(budget) or player(game, rng, **budget)

    monkeypatch.setattr(tournament, "computer", spy)
    game = new_game({"game": "hunters", "players": 4}, 2)
    table = {"players": 4, "page_time": False, "samples": 8, "medium_weights": "medium"}
    move = tournament.choose(game, "hard@4*2^medium", Rng(1), table)
    assert str(move) in [str(m) for m in game.legal_moves()]
    assert (seen["samples"], seen["depth"]) == (4, 8)
    assert str(seen["evaluation"].reply(game, Rng(0))) == str(search.medium(game))
    assert tournament.level_spec("hard@56*2^medium") == "hard@56*2^medium"
    for text in ("hard@4^hard", "hard@4*0", "medium^medium"):
        with pytest.raises(ValueError):
            tournament.level_spec(text)
