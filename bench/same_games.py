"""Fingerprints of whole games, to show that a change of the engine's structure changed no game.

For every game and every set of its variants, plays N seeded random games (table sizes cycling from 2 to the
game's most) and a few seeded games between the computer players (easy, medium, and hard on a fixed sample budget,
so no clock is involved), and hashes everything a player could see: each move's text and events, the game's log,
the final scores, every seat's final view, and what a feature tip shows of every segment of every map at the end.
Prints one SHA-256 per game and variant set.

    python3 bench/same_games.py                      # print the fingerprints (160 random games a set)
    python3 bench/same_games.py --write FILE         # and keep them in FILE (JSON)
    python3 bench/same_games.py --check FILE         # compare with FILE; exit 1 on any difference
    python3 bench/same_games.py --small --write tests/engine/same_games.json

``--small`` plays a few of those games per set (``small_games``) and keeps each as its record with a digest of every
move's events and of its end, so that the engine suite (tests/engine/test_same_games.py) replays them in seconds and
names the first move that changed.
"""

from __future__ import annotations

import argparse
import hashlib
import itertools
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

from tilegames import games, new_game  # noqa: E402
from tilegames.rng import Rng  # noqa: E402
from tilegames.search import choose  # noqa: E402


def variant_sets(game: str) -> list[list[str]]:
    """Every subset of the game's variants, the empty one first."""
    names = [v.name for v in games.GAMES[game].variants]
    return [list(c) for r in range(len(names) + 1) for c in itertools.combinations(names, r)]


def fingerprint(h, game) -> None:
    """Add what a player could see at the end of ``game`` to hash ``h``."""
    h.update(json.dumps(game.log, sort_keys=True, default=str).encode())
    h.update(json.dumps(game.scores()).encode())
    for seat in [None, *range(len(game.setup["players"]))]:
        h.update(json.dumps(game.view(seat), sort_keys=True, default=str).encode())
    # What a feature tip shows of every segment of every map: the same scorers' words as the log's.
    shown = game.view(None)
    maps = [(m["owner"], m["board"]) for m in shown["maps"]] if "maps" in shown else [(None, shown["board"])]
    for owner, tiles in maps:
        for t in tiles:
            for i in range(len(game.rules.tiles[t["tile"]].segments)):
                facts = game.feature_at(t["x"], t["y"], i, owner)
                h.update(json.dumps(facts, sort_keys=True, default=str).encode())


def play_out(h, game, mover) -> None:
    """Play ``game`` to its end with ``mover`` (game -> move), hashing each move and its events."""
    while not game.is_over():
        move = mover(game)
        events = game.play(move)
        h.update(str(move).encode())
        h.update(json.dumps(events, sort_keys=True, default=str).encode())
    fingerprint(h, game)


def one_set(name: str, variants: list[str], count: int) -> str:
    """The fingerprint of ``count`` random games and a few computer games of ``name`` with ``variants``."""
    low, high = games.GAMES[name].players
    h = hashlib.sha256()
    for i in range(count):
        players = low + i % (high - low + 1)
        game = new_game({"game": name, "variants": variants, "players": players}, 1000 + i)
        play_out(h, game, mover_of(("random",), Rng(i * 7919 + 1)))
    levels = ("easy", "medium", "hard")
    for i, (a, b) in enumerate(itertools.combinations(levels, 2)):
        game = new_game({"game": name, "variants": variants, "players": 2}, 5000 + i)
        play_out(h, game, mover_of((a, b), Rng(i + 17)))
    return h.hexdigest()


def digest(thing) -> str:
    """A short hash of ``thing``'s JSON (what a player could see of a move's events, or of a game's end)."""
    return hashlib.sha256(json.dumps(thing, sort_keys=True, default=str).encode()).hexdigest()[:12]


def mover_of(seats: tuple[str, ...], rng: Rng):
    """game -> move for seats playing ``seats`` in turn (``random``, or a level; hard on 16 samples, no clock)."""

    def mover(g):
        level = seats[g.current_player % len(seats)]
        if level == "random":
            return g.random_move(rng)
        return choose(g, level, rng, **({"samples": 16} if level == "hard" else {}))

    return mover


# Per game and variant set: a random game at the fewest and the most players; and a game of the three levels at 3
# players (2 where only 2 play) in each game's set with no variant, and in Carcassonne's with all, whose variants
# change how the computer judges (the sets' levels games cost most of the suite's seconds).
SMALL_SEEDS = (1000, 1001)
SMALL_LEVELS = ("easy", "medium", "hard")


def small_games(name: str, variants: list[str]) -> list[dict]:
    """The few games of one set the engine suite keeps, each as {setup, seed, seats}."""
    low, high = games.GAMES[name].players
    out = [
        {"setup": {"game": name, "variants": variants, "players": n}, "seed": seed, "seats": ["random"]}
        for n, seed in zip((low, high), SMALL_SEEDS)
    ]
    if not variants or (name == "carcassonne" and len(variants) == len(games.GAMES[name].variants)):
        n = min(3, high)
        out.append(
            {"setup": {"game": name, "variants": variants, "players": n}, "seed": 5000, "seats": SMALL_LEVELS[:n]}
        )
    return out


def traced(spec: dict, until: list[str] | None = None) -> dict:
    """The game ``spec`` names played to its end: its record (setup, seed, moves), each move's events' digest and
    the end's. With ``until`` (a kept record's moves), it stops at the first move that differs from it."""
    game = new_game(spec["setup"], spec["seed"])
    mover = mover_of(tuple(spec["seats"]), Rng(spec["seed"] * 7919 + 1))
    moves, events = [], []
    while not game.is_over():
        move = mover(game)
        events.append(digest(game.play(move)))
        moves.append(str(move))
        if until is not None and (len(until) < len(moves) or until[len(moves) - 1] != moves[-1]):
            break
    end = hashlib.sha256()
    fingerprint(end, game)
    return {**spec, "moves": moves, "events": events, "end": end.hexdigest()[:12]}


def small(name: str, variants: list[str]) -> list[dict]:
    """Every kept game of one set, traced."""
    return [traced(spec) for spec in small_games(name, variants)]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=160, help="random games per game and variant set")
    parser.add_argument("--write", type=Path, help="keep the fingerprints in this JSON file")
    parser.add_argument("--check", type=Path, help="compare with the fingerprints kept in this JSON file")
    parser.add_argument("--small", action="store_true", help="the few games the engine suite replays (with --write)")
    args = parser.parse_args(argv)
    if args.small:
        if not args.write:
            parser.error("--small writes its games (--write FILE); the engine suite checks them")
        kept = {}
        for name in games.GAMES:
            for variants in variant_sets(name):
                key = f"{name}[{','.join(variants)}]"
                start = time.perf_counter()
                kept[key] = small(name, variants)
                print(f"{key:45} {len(kept[key])} games  ({time.perf_counter() - start:.1f} s)", flush=True)
        lines = [
            f"{json.dumps(key)}: [\n" + ",\n".join(json.dumps(g) for g in traced_games) + "\n]"
            for key, traced_games in kept.items()
        ]
        args.write.write_text("{\n" + ",\n".join(lines) + "\n}\n")  # a game a line: a change shows as its games
        return 0
    found = {}
    for name in games.GAMES:
        for variants in variant_sets(name):
            key = f"{name}[{','.join(variants)}]"
            start = time.perf_counter()
            found[key] = one_set(name, variants, args.games)
            print(f"{key:45} {found[key][:16]}  ({time.perf_counter() - start:.1f} s)", flush=True)
    if args.write:
        args.write.write_text(json.dumps({"games": args.games, "fingerprints": found}, indent=1) + "\n")
    if args.check:
        kept = json.loads(args.check.read_text())
        if kept["games"] != args.games:
            print(f"{args.check} was made with --games {kept['games']}")
            return 1
        differ = [k for k in kept["fingerprints"].keys() | found.keys() if kept["fingerprints"].get(k) != found.get(k)]
        for k in sorted(differ):
            print(f"DIFFERENT: {k}")
        print("same games" if not differ else f"{len(differ)} of {len(found)} sets differ")
        return 1 if differ else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
