"""Instructions per random game of each game, counted by valgrind's callgrind: a speed figure that the machine's
load does not move (the same count twice for the same code, whatever else runs).

    python3 bench/instructions.py [--games 20] [--game carcassonne --game hunters] [--variant classic]

For each game it runs 1 and 1 + ``--games`` seeded random games (2 players) in a fresh CPython under callgrind and
prints the difference per game, so the start-up and the first game's warm-up (parsing tiles, filling caches) cancel
out, and each game's speed relative to the first. Needs ``valgrind`` (Debian package). Slow: about 50x CPython.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "py")

PLAY = """
import sys
sys.path.insert(0, sys.argv[1])
import carcassonne
from carcassonne.rng import Rng
game, n, variants = sys.argv[2], int(sys.argv[3]), sys.argv[4:]
for i in range(n):
    g = carcassonne.new_game({"game": game, "players": 2, "variants": variants}, 1 + i)
    rng = Rng(1 + i + 10_000)
    while not g.is_over():
        g.play(g.random_move(rng))
"""


def instructions(script: str, game: str, games: int, variants: list[str]) -> int:
    """The instructions callgrind counts for one run of ``games`` random games."""
    out = subprocess.run(
        [
            "valgrind",
            "--tool=callgrind",
            "--callgrind-out-file=/dev/null",
            sys.executable,
            script,
            ROOT,
            game,
            str(games),
            *variants,
        ],
        capture_output=True,
        text=True,
        check=True,
    ).stderr
    return int(re.search(r"Collected : (\d+)", out).group(1))


def main(argv=None) -> dict:
    """Count and print each game's instructions per game."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--game", action="append", help="default: carcassonne and hunters")
    parser.add_argument("--variant", action="append", default=[], help="variants for every game but the first")
    args = parser.parse_args(argv)
    games = args.game or ["carcassonne", "hunters"]
    per_game = {}
    with tempfile.NamedTemporaryFile("w", suffix=".py", delete=False) as f:
        f.write(PLAY)
    try:
        for k, game in enumerate(games):
            variants = args.variant if k else []
            label = game + (f"+{','.join(variants)}" if variants else "")
            one = instructions(f.name, game, 1, variants)
            many = instructions(f.name, game, 1 + args.games, variants)
            per_game[label] = (many - one) / args.games
    finally:
        os.unlink(f.name)
    first = next(iter(per_game))
    print(f"instructions per random 2-player game (callgrind, {args.games} games, CPython {sys.version.split()[0]}):")
    for label, n in per_game.items():
        print(f"  {label:<30} {n / 1e6:8.2f} M   speed x{per_game[first] / n:.2f} of {first}")
    print(json.dumps({"games": args.games, "instructions_per_game": per_game}))
    return per_game


if __name__ == "__main__":
    main()
