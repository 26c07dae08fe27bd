"""Random games per second of every registered game (and variant set), side by side in alternating rounds.

    python3 bench/games.py [--rounds 7] [--games 40] [--players 2]

Each round plays ``--games`` seeded random games of each entry (in a rotating order, so the machine's drift hits
all alike) through the game protocol only: ``new_game``, ``random_move``, ``play``, ``is_over``. Prints each
round, the medians and each entry's speed relative to the first. Timing uses ``time.perf_counter``; CPython.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "py"))

import tilegames  # noqa: E402
from tilegames.rng import Rng  # noqa: E402


def entries() -> list[tuple[str, list[str]]]:
    """(game, variants) to time: each registered game plain, and with all its variants when it has some."""
    out = []
    for name, spec in tilegames.GAMES.items():
        out.append((name, []))
        if spec.variants:
            out.append((name, [v.name for v in spec.variants]))
    return out


def games_per_second(game: str, variants: list[str], games: int, players: int, seed: int = 1) -> tuple[float, int]:
    """Play ``games`` random games; return (games per second, moves played)."""
    moves = 0
    start = time.perf_counter()
    for i in range(games):
        g = tilegames.new_game({"game": game, "players": players, "variants": variants}, seed + i)
        rng = Rng(seed + i + 10_000)
        while not g.is_over():
            g.play(g.random_move(rng))
            moves += 1
    return games / (time.perf_counter() - start), moves


def main(argv=None) -> dict:
    """Run the rounds and print the table and one JSON line."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--players", type=int, default=2)
    args = parser.parse_args(argv)
    todo = entries()
    labels = [f"{g}" + (f"+{','.join(v)}" if v else "") for g, v in todo]
    rows = {label: [] for label in labels}
    moves = {}
    for r in range(args.rounds):
        order = list(range(len(todo)))[r % len(todo) :] + list(range(len(todo)))[: r % len(todo)]
        for k in order:
            speed, moves[labels[k]] = games_per_second(*todo[k], args.games, args.players)
            rows[labels[k]].append(speed)
        print(f"round {r + 1}: " + "  ".join(f"{label} {rows[label][-1]:.1f}" for label in labels), flush=True)
    medians = {label: statistics.median(v) for label, v in rows.items()}
    first = labels[0]
    print(
        f"median games/s over {args.rounds} rounds of {args.games} games ({args.players} players, CPython "
        f"{sys.version.split()[0]}):"
    )
    for label in labels:
        print(
            f"  {label:<40} {medians[label]:7.1f}  x{medians[label] / medians[first]:.2f} of {first}  "
            f"({moves[label] / args.games:.0f} moves a game)"
        )
    result = {"rounds": args.rounds, "games": args.games, "players": args.players, "median_games_per_s": medians}
    print(json.dumps(result))
    return result


if __name__ == "__main__":
    main()
