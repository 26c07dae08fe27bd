"""Command line: play seeded random games, or replay and validate a game record file.

    python -m carcassonne play --games 10 --seed 1 --players 2
    python -m carcassonne replay game.json
"""

from __future__ import annotations

import argparse
import json
import sys
import time

from . import ai
from .errors import RuleError
from .game import new_game, replay
from .rng import Rng


def _play(args) -> int:
    setup = {"game": args.game, "variants": args.variant or [], "players": args.players}
    start = time.perf_counter()
    for i in range(args.games):
        seed = args.seed + i
        game = new_game(setup, seed)
        rng = Rng(seed ^ 0x5EED)
        while not game.is_over():
            game.play(ai.random_move(game, rng))
        scores = " ".join(f"{s:3d}" for s in game.points)
        print(f"seed {seed}: scores {scores}  winners {game.winners}  moves {len(game.moves)}"
              f"  discarded {len(game.discarded)}")
        if args.save:
            with open(f"{args.save}-{seed}.json", "w") as fh:
                json.dump(game.record(), fh, indent=1)
    elapsed = time.perf_counter() - start
    print(f"{args.games} games in {elapsed:.2f} s ({args.games / elapsed:.1f} games/s)")
    return 0


def _replay(args) -> int:
    try:
        with open(args.file) as fh:
            record = json.load(fh)
    except (OSError, json.JSONDecodeError) as e:
        print(f"cannot read {args.file}: {e}", file=sys.stderr)
        return 2
    try:
        game = replay(record)
    except RuleError as e:
        print(f"invalid record {args.file}: {e}", file=sys.stderr)
        return 1
    for event in game.log:
        if event["type"] == "score" and args.verbose:
            names = ", ".join(game.setup["players"][p]["name"] for p in event["players"])
            print(f"{'final ' if event['final'] else ''}{event['text']} -> {names}")
    state = "finished" if game.is_over() else f"in progress, turn {game.turn}, {game.hand} in hand"
    print(f"valid record: {len(game.moves)} moves, {state}")
    for info, score in zip(game.setup["players"], game.points):
        print(f"  {info['name']}: {score}")
    expected = record.get("expect", {}).get("scores") if isinstance(record.get("expect"), dict) else None
    if expected is not None and expected != game.points:
        print(f"expected scores {expected}, got {game.points}", file=sys.stderr)
        return 1
    return 0


def main(argv: list[str] | None = None) -> int:
    """Run the command line; returns the exit code."""
    parser = argparse.ArgumentParser(prog="python -m carcassonne", description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("play", help="play seeded random games and print the results")
    p.add_argument("--games", type=int, default=10)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--game", default="carcassonne")
    p.add_argument("--variant", action="append", help="a variant to add (repeatable)")
    p.add_argument("--save", metavar="PREFIX", help="write each game's record to PREFIX-<seed>.json")
    r = sub.add_parser("replay", help="replay a game record file and check it")
    r.add_argument("file")
    r.add_argument("-v", "--verbose", action="store_true", help="list every scoring")
    args = parser.parse_args(argv)
    try:
        return _play(args) if args.command == "play" else _replay(args)
    except RuleError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
