#!/usr/bin/env python3
"""Time a whole game's review in the real page: seconds to the first move's result and to the last, by game and table.

    python3 bench/review_browser.py [--game NAME ...] [--players N ...] [--seed N]

Plays a seeded game of medium computer players to its end on CPython (the record a person would review), builds
site/ (a no-op when up to date), serves it on a free localhost port and boots index.html in Debian's chromium. The
page then reviews each record through the engine's worker as the page's review does (``review_start``, then
``review_next`` until it answers null, one call a move) and the times are taken in the page. Nothing is asserted:
timings depend on the machine and its load, which the output gives.
"""

import argparse
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "py"))
from bench.boot import TEST_HOOKS  # noqa: E402
from bench.served import booted_page  # noqa: E402
from tilegames import new_game, search  # noqa: E402
from tilegames.rng import Rng  # noqa: E402

REVIEW = """
async (record) => {
  const engine = window.__engine;
  const t0 = performance.now();
  const start = await engine.call("review_start", record);
  let first = null, moves = 0;
  for (;;) {
    const step = await engine.call("review_next");
    if (step === null) break;
    if (first === null) first = performance.now() - t0;
    moves++;
  }
  return { moves, total: start.moves, first: first / 1000, seconds: (performance.now() - t0) / 1000 };
}
"""
TABLES = {"carcassonne": (2, 4), "hunters": (2, 4), "carmela": (2, 5)}


def finished(game: str, players: int, seed: int) -> dict:
    """The record of a seeded game of medium players, played to its end."""
    g = new_game({"game": game, "players": players}, seed)
    rng = Rng(seed)
    while not g.is_over():
        g.play(search.choose(g, "medium", rng))
    return g.record()


def main():
    """Build, serve, boot the page, review each game, print a table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", action="append", choices=list(TABLES), help="games to review (default: all)")
    parser.add_argument("--players", type=int, action="append", help="table sizes (default: 2 and the largest)")
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    with booted_page(scripts=[TEST_HOOKS]) as page:
        print(f"load before: {os.getloadavg()[0]:.1f}")
        print(f"{'game':<12} {'players':>7} {'moves':>5} {'first s':>8} {'total s':>8} {'ms/move':>8}")
        for game in args.game or list(TABLES):
            for players in args.players or TABLES[game]:
                record = finished(game, players, args.seed)
                r = page.evaluate(REVIEW, record)
                assert r["moves"] == r["total"] == len(record["moves"]), r
                print(
                    f"{game:<12} {players:>7} {r['moves']:>5} {r['first']:>8.2f} {r['seconds']:>8.1f} "
                    f"{1000 * r['seconds'] / r['moves']:>8.0f}",
                    flush=True,
                )
        print(f"load after: {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
