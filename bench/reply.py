"""Instructions the search spends where a player waits, counted by valgrind's callgrind (the machine's load does
not move them): the greedy reply a search imagines for each rival, a hard sample, and the review of a game.

    python3 bench/reply.py                                       # every workload, the engine in py/
    python3 bench/reply.py --engine before=/tmp/old/py --engine after=py   (engines side by side)
    python3 bench/reply.py --work reply --work review2 --work review5

Workloads, all on fixed positions of one seeded Carcassonne game between medium players (table of 2, or 5 for
review5), so every engine counts the same work (``hunters-reply`` and so on: the same on a Hunters & Gatherers game):
  reply     8 greedy replies (``Evaluation.reply``) at every third position
  sample    a race of the hard player's 8 best candidates on 16 samples (``search.race``) at every sixth position
  review2   the review's judgement (``review.judge``, its own sample budget) of every sixth move, 2 players
  review5   the same at a table of 5
Each workload runs once with its work and once without (the same game and positions), and the difference is
printed, so start-up and the game that makes the positions cancel out. Needs ``valgrind`` (Debian package).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from instructions import ROOT, callgrind  # noqa: E402  (bench/instructions.py: one way to run callgrind)

WORK = """
import sys
sys.path.insert(0, sys.argv[1])
from tilegames import new_game, review, search
from tilegames.rng import Rng
work, run = sys.argv[2], sys.argv[3] == "1"
name, work = work.split("-") if "-" in work else ("carcassonne", work)
players = 5 if work == "review5" else 2
game = new_game({"game": name, "players": players}, 7)
rng = Rng(7)
positions = []
while not game.is_over():
    positions.append((game.clone(), search.medium(game, rng)))
    game.play(positions[-1][1])
done = 0
for i, (g, played) in enumerate(positions):
    if g.hand is None:
        continue
    if work == "reply" and i % 3 == 0:
        evaluation = g.evaluation("hard")
        for k in range(8):
            if run:
                evaluation.reply(g, Rng(k))
            done += 1
    elif work == "sample" and i % 6 == 0:
        evaluation = g.evaluation("hard")
        pool = [m for _, m in search.ranked_moves(g, evaluation)[:8]]
        if run and len(pool) > 1:
            search.race(g, pool, Rng(i), evaluation, samples=16)
        done += 1
    elif work.startswith("review") and i % 6 == 0:
        if run:
            review.judge(g, str(played))
        done += 1
print(done)
"""

WORKS = ("reply", "sample", "review2", "review5")
WORKS += tuple(f"hunters-{work}" for work in WORKS)


def count(script: str, root: str, work: str) -> tuple[int, int]:
    """Instructions of ``work`` on the engine in ``root`` (with it minus without it), and how many times it ran."""
    with_it, out = callgrind([sys.executable, script, root, work, "1"])
    without, _ = callgrind([sys.executable, script, root, work, "0"])
    return with_it - without, int(out.split()[-1])


def main(argv=None) -> dict:
    """Count and print each workload's instructions for each engine."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--engine", action="append", default=[], help="LABEL=DIR: the engine package in DIR")
    parser.add_argument("--work", action="append", choices=WORKS, help="default: every workload")
    args = parser.parse_args(argv)
    engines = dict(e.split("=", 1) for e in args.engine) or {"tree": ROOT}
    counts: dict[str, dict[str, float]] = {}
    with tempfile.NamedTemporaryFile("w", suffix=".py", delete=False) as f:
        f.write(WORK)
    try:
        for work in args.work or WORKS:
            for name, root in engines.items():
                n, times = count(f.name, os.path.abspath(root), work)
                counts.setdefault(work, {})[name] = n / times
    finally:
        os.unlink(f.name)
    print(f"instructions per unit of work (callgrind, CPython {sys.version.split()[0]}):")
    first = next(iter(engines))
    for work, by_engine in counts.items():
        for name, n in by_engine.items():
            print(f"  {work:<16} {name:<12} {n / 1e6:10.2f} M   x{by_engine[first] / n:.2f} fewer than {first}")
    print(json.dumps(counts))
    return counts


if __name__ == "__main__":
    main()
