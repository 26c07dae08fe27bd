"""Command line: play seeded random games, or replay and validate a game record file.

    python -m tilegames play --games 10 --seed 1 --players 2 [--game NAME] [--variant V ...] [--save PREFIX]
    python -m tilegames replay game.json [-v]

Exit codes: 0 done, 1 the record is not a valid game (or does not score as it expects), 2 bad input (options,
an unreadable file, a folder that does not exist).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from typing import Any

from .errors import RuleError
from .games import GAMES, default_game
from .jsontext import loads
from .record import new_game, replay
from .rng import Rng

GAMES_LIMIT = 10**6  # games one command plays: more is a typo, not a plan (a million take hours)


def _play(args: argparse.Namespace) -> int:
    if not 1 <= args.games <= GAMES_LIMIT:
        raise RuleError(f"--games must be from 1 to {GAMES_LIMIT:,}, not {args.games}")
    if not 0 <= args.seed < 2**63 - args.games:
        raise RuleError("--seed must be a whole number from 0 to 2**63 minus the number of games")
    if args.save:
        folder = os.path.dirname(os.path.abspath(args.save))
        if not os.path.isdir(folder):
            raise RuleError(f"--save: the folder {folder} does not exist")
    setup = {"game": args.game, "variants": args.variant or [], "players": args.players}
    start = time.perf_counter()
    for i in range(args.games):
        seed = args.seed + i
        game = new_game(setup, seed)
        rng = Rng(seed ^ 0x5EED)
        while not game.is_over():
            game.play(game.random_move(rng))
        points = game.scores()
        winners = [p for p, s in enumerate(points) if s == max(points)]
        scores = " ".join(f"{s:3d}" for s in points)
        print(f"seed {seed}: scores {scores}  winners {winners}  moves {len(game.moves)}")
        if args.save:
            path = f"{args.save}-{seed}.json"
            try:
                with open(path, "w", encoding="utf-8") as fh:
                    json.dump(game.record(), fh, indent=1)
            except OSError as e:
                raise RuleError(f"cannot write {path}: {e.strerror}") from None
    elapsed = time.perf_counter() - start
    print(f"{args.games} games in {elapsed:.2f} s ({args.games / elapsed:.1f} games/s)")
    return 0


def _read_record(path: str) -> Any:
    """The JSON value in file ``path``; RuleError says why it cannot be read."""
    try:
        with open(path, "rb") as fh:
            data = fh.read()
    except OSError as e:
        raise RuleError(f"cannot read {path}: {e.strerror}") from None
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        raise RuleError(f"cannot read {path}: it is not UTF-8 text (byte {e.start})") from None
    return loads(text, f"file {path}")


def _replay(args: argparse.Namespace) -> int:
    record = _read_record(args.file)
    try:
        game = replay(record)
        expected = _expected_scores(record, len(game.setup["players"]))
    except RuleError as e:
        print(f"invalid record {args.file}: {e}", file=sys.stderr)
        return 1
    chosen = game.view(None).get("stacked_deck")
    if chosen:
        options = ", ".join(f"options.{k}" for k in chosen)
        print(f"note: this record chooses its tiles' order ({options}): they come as it says, not shuffled")
    names = [p["name"] for p in game.setup["players"]]
    if args.verbose:
        for event in game.log:
            if event["type"] == "score":
                who = ", ".join(names[p] for p in event["players"])
                print(f"{'final ' if event['final'] else ''}{event['text']} -> {who}")
    points = game.scores()
    state = "finished" if game.is_over() else f"in progress, {len(game.legal_moves())} legal moves"
    print(f"valid record: {len(game.moves)} moves, {state}")
    for name, score in zip(names, points):
        print(f"  {name}: {score}")
    if expected is not None and expected != points:
        print(f"expected scores {expected}, got {points}", file=sys.stderr)
        return 1
    return 0


def _expected_scores(record: dict, players: int) -> list[int] | None:
    """The scores a record says it must end with (its "expect": {"scores": [...]}), None if it says none; RuleError
    for an "expect" that cannot be read, so a junk expectation never passes as met."""
    if "expect" not in record:
        return None
    expect = record["expect"]
    if not isinstance(expect, dict):
        raise RuleError("'expect' must be an object such as {\"scores\": [7, 3]}")
    scores = expect.get("scores")
    if scores is None:
        return None
    if not isinstance(scores, list) or len(scores) != players or not all(type(s) is int for s in scores):
        raise RuleError(f"'expect.scores' must be a list of {players} whole numbers, one per player")
    return scores


def main(argv: list[str] | None = None) -> int:
    """Run the command line; returns the exit code."""
    parser = argparse.ArgumentParser(prog="python -m tilegames", description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("play", help="play seeded random games and print the results")
    p.add_argument("--games", type=int, default=10)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--game", default=default_game(), choices=list(GAMES))
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
