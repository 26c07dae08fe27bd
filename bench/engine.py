"""Engine speed: random 2-player games per second, and legal placements + meeple spots mid-game.

    python3 bench/engine.py [--games 300]       (CPython)
    node bench/engine_pyodide.mjs               (the same, inside Pyodide under Node)

Random games use the random player of ``carcassonne.ai``: a uniformly random placement, then a uniformly random
deploy choice (farmers included). Timing uses ``time.perf_counter``; figures are printed, never asserted.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "py"))

from carcassonne import new_game  # noqa: E402
from carcassonne.ai import random_move  # noqa: E402
from carcassonne.rng import Rng  # noqa: E402


def random_games(games: int, seed: int = 1) -> dict:
    """Play ``games`` random 2-player games; return games/s and moves/s."""
    moves = 0
    start = time.perf_counter()
    for i in range(games):
        game = new_game({"players": 2}, seed + i)
        rng = Rng(seed + i + 10_000)
        while not game.is_over():
            game.play(random_move(game, rng))
            moves += 1
    elapsed = time.perf_counter() - start
    return {"games": games, "seconds": round(elapsed, 3), "games_per_s": round(games / elapsed, 1),
            "moves_per_s": round(moves / elapsed)}


def midgame_legal(samples: int = 200, seed: int = 1) -> dict:
    """Time computing every placement with its meeple spots for the tile in hand at turn 35 (cold caches)."""
    times = []
    counts = []
    for i in range(samples):
        game = new_game({"players": 2}, seed + i)
        rng = Rng(seed + i)
        while game.turn < 35 and not game.is_over():
            game.play(random_move(game, rng))
        game._placements, game._options = None, {}
        start = time.perf_counter()
        moves = game.legal_moves()
        times.append(time.perf_counter() - start)
        counts.append(len(moves))
    times.sort()
    return {"samples": samples, "mean_ms": round(1000 * sum(times) / len(times), 3),
            "median_ms": round(1000 * times[len(times) // 2], 3), "max_ms": round(1000 * times[-1], 3),
            "mean_moves": round(sum(counts) / len(counts), 1)}


def main(argv=None) -> dict:
    """Run both measurements and print them as one JSON line plus a readable summary."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--samples", type=int, default=200)
    args = parser.parse_args(argv)
    result = {"python": sys.version.split()[0], "platform": sys.platform,
              "random_games": random_games(args.games), "midgame_legal": midgame_legal(args.samples)}
    g, m = result["random_games"], result["midgame_legal"]
    print(f"{result['python']} on {result['platform']}: {g['games_per_s']} random 2-player games/s "
          f"({g['moves_per_s']} moves/s); legal placements+spots at turn 35: mean {m['mean_ms']} ms, "
          f"median {m['median_ms']} ms, max {m['max_ms']} ms over {m['mean_moves']} moves on average")
    print(json.dumps(result))
    return result


if __name__ == "__main__":
    main()
