"""Seeded tournament between computer levels, alternating seats; prints win rates and average margins.

    python3 bench/tournament.py --games 200 medium easy
    python3 bench/tournament.py --games 200 --hard-samples 300 hard medium
    python3 bench/tournament.py --games 200 --medium-weights hard hard medium   # what the search alone adds
    python3 bench/tournament.py --games 200 --game hunters [--variant classic] medium easy
    python3 bench/tournament.py --games 200 --game hunters hard greedy
    python3 bench/tournament.py --games 200 hard@256 hard@32                    # does more search time pay?
    python3 bench/tournament.py --games 200 hard@256+ hard@576-                 # a deeper look-ahead, at equal time?
    python3 bench/tournament.py --games 100 --players 4 --variant river --variant abbot --variant sightseeing hard medium

Besides the page's levels, ``greedy`` is a bench-only yardstick: the move with the best immediate score difference;
``random`` plays any legal move.
``hard@N`` is hard with N samples a move, whatever ``--hard-samples`` says (two hards of different budgets); it
chooses its depth from that budget as the page's hard does (``search.DEEP_SAMPLES``). ``hard@N+`` always looks one
ply deeper (its own move after every other player's reply), ``hard@N-`` never does (every other player answers).

Game i uses seed i. With 2 players the first level sits first in even games and second in odd ones; with
``--players N`` the first level takes one seat (seat i % N) and the second level every other, and the figure is the
first level's share of the wins (a shared first place split), beside the table's average share 1/N. Hard plays with
a fixed number of samples per move (reproducible, independent of machine load) rather than a time budget.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import sys
import time
from multiprocessing import Pool

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "py"))

from carcassonne import GAMES, new_game, search  # noqa: E402
from carcassonne.rng import Rng  # noqa: E402


def greedy(game, rng: Rng, **_):
    """The move with the best score difference right after it (points now, nothing for potential); ties at random."""
    me = game.current_player
    best, best_diff = [], None
    for move in game.legal_moves():
        trial = game.clone()
        trial.play(move)
        scores = trial.scores()
        diff = scores[me] - max((s for p, s in enumerate(scores) if p != me), default=0)
        if best_diff is None or diff > best_diff:
            best, best_diff = [move], diff
        elif diff == best_diff:
            best.append(move)
    return rng.choice(best)


def random_player(game, rng: Rng, **_):
    """Any legal move, uniformly: the floor every level must clear."""
    return game.random_move(rng)


PLAYERS = {**search.PLAYERS, "hint": search.hint, "greedy": greedy, "random": random_player}  # hint: the Hint button's


def options_of(level: str, game, budget: dict, medium_weights: str | None) -> dict:
    """The keyword arguments a level's player gets: ``hard@N`` N samples, ``+`` or ``-`` its depth forced."""
    name, _, samples = level.partition("@")
    if samples:
        answers = len(game.setup["players"])  # depth: the move, then every other player's answer
        forced = {"+": answers + 1, "-": answers}.get(samples[-1])
        return {"samples": int(samples.rstrip("+-")), **({"depth": forced} if forced else {})}
    if name == "hard":
        return budget
    if name == "medium" and medium_weights:
        return {"evaluation": game.evaluation(medium_weights)}
    return {}


def play_one(args) -> dict:
    """One seeded game: the first level in one seat (seat ``seed % players``), the second level in every other.
    Returns the first level's score, the best score of the others, its share of the win (ties split) and the
    time each level spent."""
    seed, first, second, budget, variants, medium_weights, name, players = args
    seats = [second] * players
    seats[seed % players] = first
    game = new_game({"game": name, "players": players, "variants": variants}, seed)
    rng = Rng(seed * 31 + 7)
    spent = {first: 0.0, second: 0.0}
    moves = {first: 0, second: 0}
    while not game.is_over():
        level = seats[game.current_player]
        start = time.perf_counter()
        move = PLAYERS[level.partition("@")[0]](game, rng, **options_of(level, game, budget, medium_weights))
        spent[level] += time.perf_counter() - start
        moves[level] += 1
        game.play(move)
    scores = game.scores()
    mine = scores[seed % players]
    best = max(scores)
    share = 1 / scores.count(best) if mine == best else 0.0
    others = max(s for p, s in enumerate(scores) if p != seed % players)
    return {"seed": seed, "first": mine, "second": others, "share": share, "spent": spent, "moves": moves}


def level_spec(text: str) -> str:
    """A level's name, or ``hard@<samples>[+|-]`` (argparse's type: refuses anything else)."""
    name, at, samples = text.partition("@")
    count = samples.removesuffix("+").removesuffix("-")
    if name not in PLAYERS or (at and (name != "hard" or not count.isdigit() or int(count) < 1)):
        raise argparse.ArgumentTypeError(f"{text!r}: expected one of {', '.join(PLAYERS)}, or hard@<samples>[+|-]")
    return text


def wilson(rate: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a win rate over ``n`` games (95% by default; sound near 0% and 100% too)."""
    centre = (rate + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(rate * (1 - rate) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def main(argv=None) -> dict:
    """Run the tournament and print its figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("first", type=level_spec, help=f"{', '.join(PLAYERS)}, or hard@<samples>[+|-]")
    parser.add_argument("second", type=level_spec)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--hard-samples", type=int, default=300)
    parser.add_argument("--variant", action="append", default=[])
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--first-seed", type=int, default=0, help="games use seeds from this one on")
    parser.add_argument("--game", default="carcassonne", choices=list(GAMES))
    parser.add_argument(
        "--players", type=int, default=2, help="table size: one seat of the first level (rotating), the rest the second"
    )
    parser.add_argument(
        "--medium-weights",
        choices=["medium", "hard"],
        default="medium",
        help="the evaluation medium plays with (hard: hard's tuned one, to see what the search alone adds)",
    )
    parser.add_argument("--progress", action="store_true", help="print a line per finished game")
    args = parser.parse_args(argv)
    budget = {"samples": args.hard_samples}
    weights = "hard" if args.medium_weights == "hard" else None  # None: the level's own
    jobs = [
        (seed, args.first, args.second, budget, args.variant, weights, args.game, args.players)
        for seed in range(args.first_seed, args.first_seed + args.games)
    ]
    started = time.perf_counter()
    results = []
    with Pool(args.jobs) as pool:
        for r in pool.imap_unordered(play_one, jobs):
            results.append(r)
            if args.progress:
                w = sum(x["first"] > x["second"] for x in results)
                print(
                    f"  game {len(results)}/{len(jobs)} (seed {r['seed']}): {r['first']}-{r['second']}; "
                    f"{args.first} has won {w}, share {sum(x['share'] for x in results):g}",
                    flush=True,
                )
    wins = sum(r["first"] > r["second"] for r in results)
    ties = sum(r["first"] == r["second"] for r in results)
    margin = sum(r["first"] - r["second"] for r in results) / len(results)
    per_move = {
        lvl: sum(r["spent"][lvl] for r in results) / max(1, sum(r["moves"][lvl] for r in results))
        for lvl in (args.first, args.second)
    }
    rate = sum(r["share"] for r in results) / len(results)  # 2 players: (wins + ties / 2) / games
    low, high = wilson(rate, len(results))
    summary = {
        "first": args.first,
        "second": args.second,
        "games": len(results),
        "wins": wins,
        "ties": ties,
        "win_rate": round(rate, 3),
        "interval95": [round(low, 3), round(high, 3)],
        "average_margin": round(margin, 2),
        "seconds_per_move": {k: round(v, 3) for k, v in per_move.items()},
        "game": args.game,
        "players": args.players,
        "hard_samples": args.hard_samples,
        "variants": args.variant,
        "medium_weights": args.medium_weights,
        "wall_seconds": round(time.perf_counter() - started, 1),
    }
    table = f" (the table's average share {1 / args.players:.1%})" if args.players > 2 else ""
    print(
        f"{args.first} vs {args.second}: {wins} wins, {ties} ties, {len(results) - wins - ties} losses over "
        f"{len(results)} games (share of wins {rate:.1%}, 95% interval {low:.1%}-{high:.1%}, ties split){table}; "
        f"average margin over the best other {margin:+.1f} points; time per move "
        + ", ".join(f"{k} {v * 1000:.0f} ms" for k, v in per_move.items())
    )
    print(json.dumps(summary))
    return summary


if __name__ == "__main__":
    main()
