#!/usr/bin/env python3
"""What the page's time budget buys a hard move: samples and look-ahead depth, per game and table.

    python3 bench/budget.py [--game NAME ...] [--players N ...]     (under CPython)
    node bench/budget_pyodide.mjs [same arguments]                   (inside Pyodide, as the page runs it)

Plays seeded games of medium players and, at every eleventh move that places a tile, asks the shared search for a
hard move on the page's budget (``page_seconds``: js/play/computer.js hardSeconds; bench/tournament.py uses it
too) with the depth left to the search (one ply deeper, the player's own next move, when the budget buys enough
samples), then prints the samples a move drew (mean, least, most), the share of moves searched beyond one round (one
ply deeper, or whole rounds more where the game's evaluation asks for them), and how long a move took from the call
to the answer (median, 90th percentile, most) against the budget: the share of moves answered within the budget
plus 10%.
A tournament's ``hard@N`` stands for the page's hard player when N is about the mean here, measured inside Pyodide.
Carmela's hard has a budget of its own (not the shared search) and is left out. Timings depend on the machine and
its load, which the output gives; nothing is asserted.
"""

import argparse
import json
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "py"))
from tilegames import new_game, search  # noqa: E402
from tilegames.rng import Rng  # noqa: E402

TABLES = {"carcassonne": (2, 4), "hunters": (2, 4)}


def page_seconds(players: int) -> float:
    """The hard player's time budget on the page (js/play/computer.js hardSeconds)."""
    return min(21, 12 + 3 * max(0, players - 2)) / 10


def measure(game: str, players: int, seeds: int = 2, every: int = 11) -> dict:
    """The samples and depth of hard moves on the page's budget over ``seeds`` seeded games of medium players."""
    rows = []
    for seed in range(1, seeds + 1):
        g = new_game({"game": game, "players": players}, seed)
        rng = Rng(seed)
        k = 0
        while not g.is_over():
            if k % every == every // 2 and g.hand is not None:
                stats: dict = {}
                start = time.perf_counter()
                search.hard(g, Rng(k), seconds=page_seconds(players), stats=stats)
                stats["took"] = time.perf_counter() - start  # from the call to the answer, ranking included
                rows.append(stats)
            g.play(search.choose(g, "medium", rng))
            k += 1
    samples = [r["samples"] for r in rows]
    took = sorted(r["took"] for r in rows)
    budget = page_seconds(players)
    return {
        "game": game,
        "players": players,
        "seconds": page_seconds(players),
        "moves": len(rows),
        "mean": round(statistics.mean(samples), 1),
        "least": min(samples),
        "most": max(samples),
        "deeper": round(sum(r["depth"] > players for r in rows) / len(rows), 3),
        "took_median": round(statistics.median(took), 3),
        "took_p90": round(took[min(len(took) - 1, int(0.9 * len(took)))], 3),
        "took_most": round(took[-1], 3),
        "within": round(sum(t <= budget * 1.1 for t in took) / len(took), 3),
    }


def main(argv: list[str] | None = None) -> list[dict]:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", action="append", choices=list(TABLES))
    parser.add_argument("--players", type=int, action="append")
    args = parser.parse_args(argv)
    load = sys.platform != "emscripten"  # Pyodide has no load average: bench/budget_pyodide.mjs prints Node's
    if load:
        print(f"load before: {os.getloadavg()[0]:.1f}", file=sys.stderr)
    out = []
    for game in args.game or list(TABLES):
        for players in args.players or TABLES[game]:
            row = measure(game, players)
            print(
                f"{game:<12} {players} players, {row['seconds']} s: {row['moves']} moves, samples mean {row['mean']} "
                f"(least {row['least']}, most {row['most']}), beyond one round {row['deeper']:.0%}; answered in "
                f"{row['took_median']:.2f} s (90% {row['took_p90']:.2f}, most {row['took_most']:.2f}), "
                f"{row['within']:.0%} within the budget + 10%",
                file=sys.stderr,
                flush=True,
            )
            out.append(row)
    if load:
        print(f"load after: {os.getloadavg()[0]:.1f}", file=sys.stderr)
    return out


if __name__ == "__main__":
    print(json.dumps(main()))
