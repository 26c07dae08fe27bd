"""Instructions per random game of each game, counted by valgrind's callgrind: a speed figure that the machine's
load does not move (the same count twice for the same code, whatever else runs).

    python3 bench/instructions.py [--games 20] [--game carcassonne --game hunters] [--variant classic]
    python3 bench/instructions.py --engine before=/tmp/old/py --engine after=py --game carcassonne  (engines side by side)

For each game it runs 1 and 1 + ``--games`` seeded random games (2 players) in a fresh CPython under callgrind and
prints the difference per game and per move, so the start-up and the first game's warm-up (parsing tiles, filling
caches) cancel out, and each game's speed relative to the first. ``--engine LABEL=DIR`` counts the engine package
in DIR (a ``py/`` folder, for example of an older commit's worktree) beside the others, each game for each engine;
an engine it cannot count (no engine package in DIR, or its games fail to play) stops it with one line saying which
engine and commit, and why. Needs ``valgrind`` (Debian package). Slow: about 50x CPython.
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
import importlib, os, sys
root = sys.argv[1]
sys.path.insert(0, root)
for name in ("tilegames", "carcassonne"):  # the engine's package, after and before its rename
    try:
        engine = importlib.import_module(name)
    except ModuleNotFoundError:
        continue
    if os.path.abspath(engine.__file__).startswith(os.path.join(root, "")):
        break  # not one installed elsewhere
else:
    sys.exit(f"{root} holds no engine package (tilegames or carcassonne)")
Rng = importlib.import_module(name + ".rng").Rng
game, n, variants = sys.argv[2], int(sys.argv[3]), sys.argv[4:]
moves = 0
for i in range(n):
    g = engine.new_game({"game": game, "players": 2, "variants": variants}, 1 + i)
    rng = Rng(1 + i + 10_000)
    while not g.is_over():
        g.play(g.random_move(rng))
        moves += 1
print(moves)
"""


def callgrind(argv: list[str], env: dict | None = None) -> tuple[int, str]:
    """Run ``argv`` (a command line) under valgrind's callgrind; return the instructions it counted and the
    command's standard output."""
    run = subprocess.run(
        ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", *argv],
        capture_output=True,
        text=True,
        check=True,
        env=env,
    )
    return int(re.search(r"Collected : (\d+)", run.stderr).group(1)), run.stdout


class CannotCount(Exception):
    """An engine whose games cannot be counted; the message says which and why."""


def instructions(script: str, root: str, game: str, games: int, variants: list[str]) -> tuple[int, int]:
    """The instructions callgrind counts for one run of ``games`` random games of the engine in ``root``, and the
    moves they played. CannotCount if the run fails."""
    try:
        counted, out = callgrind([sys.executable, script, root, game, str(games), *variants])
    except FileNotFoundError:
        raise CannotCount("valgrind is not installed (apt-get install -y valgrind)") from None
    except subprocess.CalledProcessError as e:
        said = [line for line in e.stderr.splitlines() if line.strip() and not line.startswith("==")]  # not valgrind's
        commit = subprocess.run(["git", "-C", root, "log", "-1", "--format=%h"], capture_output=True, text=True)
        at = f" (commit {commit.stdout.strip()})" if commit.returncode == 0 else " (not in a git checkout)"
        why = said[-1] if said else f"exit status {e.returncode}"
        raise CannotCount(f"cannot count the engine in {root}{at} on {game}: {why}") from None
    return counted, int(out.split()[-1])


def main(argv=None) -> dict:
    """Count and print each game's instructions per game."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--game", action="append", help="default: carcassonne and hunters")
    parser.add_argument("--variant", action="append", default=[], help="variants for every game but the first")
    parser.add_argument("--engine", action="append", default=[], help="LABEL=DIR: the engine package in DIR")
    args = parser.parse_args(argv)
    games = args.game or ["carcassonne", "hunters"]
    engines = dict(e.split("=", 1) for e in args.engine) or {"tree": ROOT}
    per_game, per_move = {}, {}
    with tempfile.NamedTemporaryFile("w", suffix=".py", delete=False) as f:
        f.write(PLAY)
    try:
        for k, game in enumerate(games):
            variants = args.variant if k else []
            for name, root in engines.items():
                label = game + (f"+{','.join(variants)}" if variants else "") + (f" ({name})" if args.engine else "")
                one, one_moves = instructions(f.name, os.path.abspath(root), game, 1, variants)
                many, many_moves = instructions(f.name, os.path.abspath(root), game, 1 + args.games, variants)
                per_game[label] = (many - one) / args.games
                per_move[label] = (many - one) / (many_moves - one_moves)
    except CannotCount as e:
        sys.exit(f"instructions.py: {e}")
    finally:
        os.unlink(f.name)
    first = next(iter(per_game))
    print(f"instructions per random 2-player game (callgrind, {args.games} games, CPython {sys.version.split()[0]}):")
    for label, n in per_game.items():
        print(
            f"  {label:<40} {n / 1e6:8.2f} M a game  x{per_game[first] / n:.2f} of {first}"
            f"   {per_move[label] / 1e3:8.1f} k a move  x{per_move[first] / per_move[label]:.2f}"
        )
    print(json.dumps({"games": args.games, "instructions_per_game": per_game, "instructions_per_move": per_move}))
    return per_game


if __name__ == "__main__":
    main()
