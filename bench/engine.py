"""Engine speed: random games per second (2 players unless --players), and legal placements + meeple spots mid-game.

    python3 bench/engine.py [--games 300] [--game hunters] [--variants river,abbot,sightseeing] [--players 4]
    python3 bench/engine.py --compare REF [--rounds 5] [--games 60] [--game ...] [--variants ...]  (REF beside this)
    node bench/engine_pyodide.mjs [--game hunters]                                         (the first, under Pyodide)

Random games use the random player: ``game.random_move(rng)`` when the engine has it, else the ``ai`` module's
``random_move(game, rng)`` (the same policy: a uniformly random placement, then a uniformly random deploy choice,
farmers included). ``--compare`` checks REF (a commit, branch or tag) out into a temporary git worktree and, round
after round, times REF's engine and the working tree's, alternating which goes first, each in its own subprocess
running this file's measurements; it prints each round, the medians and the ratios. Timing uses
``time.perf_counter``; figures are printed, never asserted.
"""

from __future__ import annotations

import argparse
import functools
import importlib
import importlib.util
import json
import os
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))


PLAYERS = [2]  # players per game: 2, unless --players says otherwise (not with --compare)


def _setup(variants: list[str], game: str | None = None) -> dict:
    """The game setup both measurements play: ``PLAYERS`` players of ``game`` (None: the default game), with
    ``variants``."""
    # No "game" or "variants" key unless given, so the default setup is exactly the one older benches (and engines
    # from before the game registry, for --compare) used.
    setup = {"players": PLAYERS[0]}
    if game:
        setup["game"] = game
    if variants:
        setup["variants"] = list(variants)
    return setup


def engine_module(module: str = ""):
    """The engine's package, or its ``module``, under either name: ``tilegames``, or ``carcassonne`` (the package's
    name before 2026-11-27, which --compare meets in older commits)."""
    for package in ("tilegames", "carcassonne"):
        if importlib.util.find_spec(package) is not None:
            return importlib.import_module(f"{package}.{module}" if module else package)
    raise SystemExit("bench: no engine package (tilegames or carcassonne) on the path")


def _random_mover(game):
    """Return ``rng -> move`` playing the random player for ``game``, whichever API the engine has."""
    if hasattr(game, "random_move"):
        return game.random_move
    random_move = engine_module("ai").random_move  # older engines: the random player lives in the package's ai module
    return functools.partial(random_move, game)  # a C-level call, so the old API pays no extra Python frame


def random_games(games: int, seed: int = 1, variants: list[str] = (), game: str | None = None) -> dict:
    """Play ``games`` random games (``PLAYERS`` players); return games/s and moves/s."""
    new_game, Rng = engine_module().new_game, engine_module("rng").Rng

    moves = 0
    start = time.perf_counter()
    for i in range(games):
        g = new_game(_setup(variants, game), seed + i)
        rng = Rng(seed + i + 10_000)
        random_move = _random_mover(g)
        while not g.is_over():
            g.play(random_move(rng))
            moves += 1
    elapsed = time.perf_counter() - start
    return {
        "games": games,
        "moves": moves,
        "seconds": round(elapsed, 3),
        "games_per_s": round(games / elapsed, 1),
        "moves_per_s": round(moves / elapsed),
    }


def midgame_legal(samples: int = 200, seed: int = 1, variants: list[str] = (), game: str | None = None) -> dict:
    """Time computing every placement with its meeple spots for the tile in hand at turn 35 (cold caches)."""
    new_game, Rng = engine_module().new_game, engine_module("rng").Rng

    times = []
    counts = []
    for i in range(samples):
        g = new_game(_setup(variants, game), seed + i)
        rng = Rng(seed + i)
        random_move = _random_mover(g)
        while g.turn < 35 and not g.is_over():
            g.play(random_move(rng))
        # Empty the caches the engine filled while choosing the last move, so legal_moves() computes from scratch;
        # an engine without them has nothing cached to empty.
        if hasattr(g, "_placements"):
            g._placements = None
        if hasattr(g, "map"):
            g.map.forget()
        elif hasattr(g, "_options"):  # an engine before the map's rules were a component
            g._options = {}
        start = time.perf_counter()
        moves = g.legal_moves()
        times.append(time.perf_counter() - start)
        counts.append(len(moves))
    times.sort()
    return {
        "samples": samples,
        "mean_ms": round(1000 * sum(times) / len(times), 3),
        "median_ms": round(1000 * times[len(times) // 2], 3),
        "max_ms": round(1000 * times[-1], 3),
        "mean_moves": round(sum(counts) / len(counts), 1),
    }


def measure(games: int, samples: int, variants: list[str], game: str | None = None) -> dict:
    """Both measurements of the engine this process imports, plus where that engine came from."""
    engine = engine_module()
    return {
        "python": sys.version.split()[0],
        "platform": sys.platform,
        "engine": os.path.dirname(os.path.dirname(os.path.abspath(engine.__file__))),
        "game": game,
        "variants": list(variants),
        "random_games": random_games(games, variants=variants, game=game),
        "midgame_legal": midgame_legal(samples, variants=variants, game=game),
    }


def _git(*args: str) -> str:
    """Run git in this repository and return its stripped output; exit with git's message if it fails."""
    done = subprocess.run(["git", "-C", ROOT, *args], capture_output=True, text=True)
    if done.returncode:
        raise SystemExit(f"git {' '.join(args)}: {done.stderr.strip() or 'failed'}")
    return done.stdout.strip()


def _measure_in(tree: str, games: int, samples: int, variants: list[str], game: str | None) -> dict:
    """Run ``measure`` in a fresh subprocess whose only engine is ``tree``'s ``py/``."""
    cmd = [sys.executable, os.path.abspath(__file__), "--measure", "--games", str(games), "--samples", str(samples)]
    if game:
        cmd += ["--game", game]
    if variants:
        cmd += ["--variants", ",".join(variants)]
    # A fixed hash seed, so that even an engine whose moves followed set order would play the same games every run.
    env = dict(os.environ, PYTHONPATH=os.path.join(tree, "py"), PYTHONHASHSEED="0")
    done = subprocess.run(cmd, stdout=subprocess.PIPE, text=True, env=env)  # its errors go straight to stderr
    if done.returncode:
        raise SystemExit(f"measuring the engine in {tree}/py failed (its error is above)")
    result = json.loads(done.stdout.strip().splitlines()[-1])
    # The whole comparison is void if a subprocess picked up another engine (say an installed one), so check it.
    if os.path.realpath(result["engine"]) != os.path.realpath(os.path.join(tree, "py")):
        raise RuntimeError(f"measured the engine in {result['engine']}, expected {tree}/py")
    return result


def compare(ref: str, rounds: int, games: int, samples: int, variants: list[str], game: str | None) -> dict:
    """Time REF's engine and the working tree's in alternating rounds; print a table and one JSON line."""
    found = subprocess.run(
        ["git", "-C", ROOT, "rev-parse", "--verify", "--quiet", ref + "^{commit}"], capture_output=True, text=True
    )
    if found.returncode:
        raise SystemExit(f"--compare {ref}: not a commit, branch or tag of this repository")
    commit = found.stdout.strip()
    head = _git("rev-parse", "HEAD")
    dirty = bool(_git("status", "--porcelain", "--", "py"))
    tmp = tempfile.mkdtemp(prefix="engine-bench-")
    ref_tree = os.path.join(tmp, "ref")
    trees = {"ref": ref_tree, "tree": ROOT}
    results = []
    # A plain kill (SIGTERM) would skip the clean-up below; make it unwind like Ctrl-C does.
    previous = signal.signal(signal.SIGTERM, lambda signum, frame: sys.exit(128 + signum))
    try:
        _git("worktree", "add", "--detach", "--quiet", ref_tree, commit)
        for r in range(rounds):
            # Alternate who goes first, so a machine that speeds up or slows down over a round favours neither.
            order = ["ref", "tree"] if r % 2 == 0 else ["tree", "ref"]
            row = {"round": r + 1, "first": order[0]}
            for side in order:
                row[side] = _measure_in(trees[side], games, samples, variants, game)
            row["games_ratio"] = round(
                row["tree"]["random_games"]["games_per_s"] / row["ref"]["random_games"]["games_per_s"], 3
            )
            row["legal_ratio"] = round(
                row["ref"]["midgame_legal"]["mean_ms"] / row["tree"]["midgame_legal"]["mean_ms"], 3
            )
            results.append(row)
            _print_row(row)
    finally:
        # Always drop the temporary worktree, also after an error or Ctrl-C, so no stale checkout stays registered.
        subprocess.run(["git", "-C", ROOT, "worktree", "remove", "--force", ref_tree], capture_output=True)
        shutil.rmtree(tmp, ignore_errors=True)
        signal.signal(signal.SIGTERM, previous)

    def median(key):
        return round(statistics.median(key(row) for row in results), 3)

    summary = {
        "ref_games_per_s": median(lambda row: row["ref"]["random_games"]["games_per_s"]),
        "tree_games_per_s": median(lambda row: row["tree"]["random_games"]["games_per_s"]),
        "games_ratio": median(lambda row: row["games_ratio"]),
        "ref_legal_mean_ms": median(lambda row: row["ref"]["midgame_legal"]["mean_ms"]),
        "tree_legal_mean_ms": median(lambda row: row["tree"]["midgame_legal"]["mean_ms"]),
        "legal_ratio": median(lambda row: row["legal_ratio"]),
    }
    _print_row({"round": "median", "first": "", **summary})
    # Same seeds and the same policy should play the very same games; if the totals differ the engines' rules (or
    # their random players' use of the rng) differ, and the ratio compares different workloads: say so.
    workloads = {
        (row[side]["random_games"]["moves"], row[side]["midgame_legal"]["mean_moves"])
        for row in results
        for side in ("ref", "tree")
    }
    if len(workloads) > 1:
        print(f"note: the two engines played different games (moves played, mean legal moves: {sorted(workloads)})")
    print(
        f"ref = {ref} ({commit[:10]}), tree = working tree ({head[:10]}{', py/ modified' if dirty else ''}); "
        f"ratios > 1: the working tree is faster (games/s tree/ref; legal-moves ms ref/tree, median of the rounds)"
    )
    result = {
        "python": sys.version.split()[0],
        "platform": sys.platform,
        "ref": ref,
        "ref_commit": commit,
        "tree_commit": head,
        "tree_py_modified": dirty,
        "game": game,
        "variants": list(variants),
        "games": games,
        "samples": samples,
        "rounds": [_figures(row) for row in results],
        "median": summary,
    }
    print(json.dumps(result))
    return result


def _figures(row: dict) -> dict:
    """A round with only each side's figures (the subprocesses' python and engine path say nothing new)."""
    return {
        key: ({k: value[k] for k in ("random_games", "midgame_legal")} if key in ("ref", "tree") else value)
        for key, value in row.items()
    }


def _print_row(row: dict) -> None:
    """Print one line of the comparison table (its header before round 1)."""
    if row["round"] == 1:
        print(
            f"{'round':>6} {'first':>5} | {'ref g/s':>8} {'tree g/s':>8} {'ratio':>6} | "
            f"{'ref ms':>7} {'tree ms':>7} {'ratio':>6}",
            flush=True,
        )
    if "ref" in row:
        row = {
            "round": row["round"],
            "first": row["first"],
            "ref_games_per_s": row["ref"]["random_games"]["games_per_s"],
            "tree_games_per_s": row["tree"]["random_games"]["games_per_s"],
            "games_ratio": row["games_ratio"],
            "ref_legal_mean_ms": row["ref"]["midgame_legal"]["mean_ms"],
            "tree_legal_mean_ms": row["tree"]["midgame_legal"]["mean_ms"],
            "legal_ratio": row["legal_ratio"],
        }
    print(
        f"{row['round']:>6} {row['first']:>5} | {row['ref_games_per_s']:>8} {row['tree_games_per_s']:>8} "
        f"{row['games_ratio']:>6.3f} | {row['ref_legal_mean_ms']:>7} {row['tree_legal_mean_ms']:>7} "
        f"{row['legal_ratio']:>6.3f}",
        flush=True,
    )


def main(argv=None) -> dict:
    """Run both measurements (or a comparison with --compare) and print them as one JSON line plus a summary."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, help="random games per run (default 300, 60 with --compare)")
    parser.add_argument("--samples", type=int, default=200, help="mid-game positions timed per run")
    parser.add_argument("--game", help="the game to play, e.g. hunters (default: the engine's default game)")
    parser.add_argument("--variants", default="", help="comma-separated, e.g. river,abbot,sightseeing")
    parser.add_argument("--players", type=int, default=2, help="players per game (default 2; not with --compare)")
    parser.add_argument("--compare", metavar="REF", help="also time the engine of REF (commit, branch or tag)")
    parser.add_argument("--rounds", type=int, default=5, help="alternating rounds with --compare")
    parser.add_argument("--measure", action="store_true", help=argparse.SUPPRESS)  # one side of a comparison
    args = parser.parse_args(argv)
    if args.rounds < 1:
        parser.error("--rounds must be at least 1")
    variants = [v for v in args.variants.split(",") if v]
    if args.compare and args.players != 2:
        parser.error("--compare times 2-player games only")
    PLAYERS[0] = args.players
    if args.compare:
        return compare(args.compare, args.rounds, args.games or 60, args.samples, variants, args.game)
    if args.measure:
        # A comparison's subprocess: PYTHONPATH alone says which engine to import, so print just the figures.
        result = measure(args.games or 300, args.samples, variants, args.game)
        print(json.dumps(result))
        return result
    sys.path.insert(0, os.path.join(ROOT, "py"))  # the working tree's engine (Pyodide has it installed already)
    result = measure(args.games or 300, args.samples, variants, args.game)
    del result["engine"]
    g, m = result["random_games"], result["midgame_legal"]
    print(
        f"{result['python']} on {result['platform']}: {g['games_per_s']} random {args.players}-player games/s "
        f"({g['moves_per_s']} moves/s); legal placements+spots at turn 35: mean {m['mean_ms']} ms, "
        f"median {m['median_ms']} ms, max {m['max_ms']} ms over {m['mean_moves']} moves on average"
        + (f" (game: {args.game})" if args.game else "")
        + (f" (variants: {', '.join(variants)})" if variants else "")
    )
    print(json.dumps(result))
    return result


if __name__ == "__main__":
    main()
