"""What a computer player's look-ahead costs: microseconds per candidate move (clone, play it, evaluate), early and
late in a game and on a larger map, and seconds per hard move at a fixed number of samples.

    python3 bench/lookahead.py [--positions 12]
    python3 bench/lookahead.py --compare REF [--rounds 3]     (REF's engine beside the working tree's)

A candidate's cost is the time of ``search.ranked_moves`` (every legal move cloned, played and evaluated with the
hard evaluation) divided by the number of legal moves, over seeded random positions at a given turn. Hard's cost
is ``search.hard`` with a fixed sample count (its result does not depend on the machine's speed). ``--compare``
checks REF out into a temporary git worktree and, round after round, measures REF's engine and the working tree's
in subprocesses, alternating which goes first; it prints each round and the medians. ``time.perf_counter``;
figures are printed, never asserted.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

from engine import engine_module  # bench/engine.py: the engine's package under either name

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
# label -> (setup, turn): the positions measured
CASES = {
    "base 2p, turn 8": ({"players": 2}, 8),
    "base 2p, turn 60": ({"players": 2}, 60),
    "all variants 5p, turn 80": ({"players": 5, "variants": ["river", "abbot", "sightseeing"]}, 80),
    "hunters 2p, turn 60": ({"game": "hunters", "players": 2}, 60),
}
HARD_SAMPLES = 96


def positions(setup: dict, turn: int, count: int) -> list:
    """``count`` seeded random positions at ``turn`` (or as late as each game gets)."""
    new_game, Rng = engine_module().new_game, engine_module("rng").Rng

    out = []
    for seed in range(1, count + 1):
        game = new_game(setup, seed)
        rng = Rng(seed + 500)
        while game.turn < turn and not game.is_over():
            game.play(game.random_move(rng))
        if not game.is_over():
            out.append(game)
    return out


def measure(count: int) -> dict:
    """Per case: microseconds per candidate, tiles on the map, and seconds per hard move at HARD_SAMPLES."""
    engine, search, Rng = engine_module(), engine_module("search"), engine_module("rng").Rng

    result = {"engine": os.path.dirname(os.path.dirname(os.path.abspath(engine.__file__)))}
    for label, (setup, turn) in CASES.items():
        games = positions(setup, turn, count)
        candidates, seconds = 0, 0.0
        for game in games:
            start = time.perf_counter()
            candidates += len(search.ranked_moves(game, game.evaluation("hard")))
            seconds += time.perf_counter() - start
        start = time.perf_counter()
        for i, game in enumerate(games[:4]):
            search.hard(game, Rng(i), samples=HARD_SAMPLES)
        hard = (time.perf_counter() - start) / min(4, len(games))
        result[label] = {
            "us_per_candidate": round(1e6 * seconds / candidates, 1),
            "tiles_on_map": round(statistics.mean(len(g.board.tiles) for g in games), 1),
            "hard_s": round(hard, 3),
        }
    return result


def measure_in(tree: str, count: int) -> dict:
    """``measure`` in a fresh subprocess whose only engine is ``tree``'s ``py/``."""
    env = dict(os.environ, PYTHONPATH=os.path.join(tree, "py"), PYTHONHASHSEED="0")
    cmd = [sys.executable, os.path.abspath(__file__), "--measure", "--positions", str(count)]
    done = subprocess.run(cmd, stdout=subprocess.PIPE, text=True, env=env, check=True)
    result = json.loads(done.stdout.strip().splitlines()[-1])
    if os.path.realpath(result["engine"]) != os.path.realpath(os.path.join(tree, "py")):
        raise RuntimeError(f"measured the engine in {result['engine']}, expected {tree}/py")
    return result


def show(label: str, result: dict) -> None:
    for case in CASES:
        r = result[case]
        print(
            f"{label:>8} {case:<26} {r['us_per_candidate']:>8} us/candidate  {r['hard_s']:>6} s/hard move "
            f"({HARD_SAMPLES} samples)  {r['tiles_on_map']} tiles on the map",
            flush=True,
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=12, help="random positions per case")
    parser.add_argument("--compare", metavar="REF", help="also measure the engine of REF (commit, branch or tag)")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--measure", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.measure:
        print(json.dumps(measure(args.positions)))
        return
    if not args.compare:
        show("tree", measure_in(ROOT, args.positions))
        return
    tmp = tempfile.mkdtemp(prefix="lookahead-bench-")
    ref_tree = os.path.join(tmp, "ref")
    subprocess.run(["git", "-C", ROOT, "worktree", "add", "--detach", "--quiet", ref_tree, args.compare], check=True)
    rows = []
    try:
        for r in range(args.rounds):
            order = [("ref", ref_tree), ("tree", ROOT)]
            row = {}
            for label, tree in order if r % 2 == 0 else order[::-1]:
                row[label] = measure_in(tree, args.positions)
                show(f"{label} r{r + 1}", row[label])
            rows.append(row)
    finally:
        subprocess.run(["git", "-C", ROOT, "worktree", "remove", "--force", ref_tree], capture_output=True)
        shutil.rmtree(tmp, ignore_errors=True)
    print(f"medians of {args.rounds} rounds (ref = {args.compare}, tree = the working tree):")
    for case in CASES:
        ref, tree = ([row[side][case] for row in rows] for side in ("ref", "tree"))
        us = [statistics.median(x["us_per_candidate"] for x in side) for side in (ref, tree)]
        hard = [statistics.median(x["hard_s"] for x in side) for side in (ref, tree)]
        print(
            f"  {case:<26} us/candidate {us[0]:>7} -> {us[1]:>7} ({us[0] / us[1]:.2f}x)   "
            f"s/hard move {hard[0]:>6} -> {hard[1]:>6} ({hard[0] / hard[1]:.2f}x)"
        )


if __name__ == "__main__":
    main()
