#!/usr/bin/env python3
"""Where Carmela's review puts a memory mistake: in seeded games between a forgetful seat and a strong one, how often
a flip that ignored a pair or twin everyone had seen is the forgetful player's largest loss of the game.

    python3 bench/carmela_memory.py [--games 20] [--engine before=/path/to/py --engine after=py]

Plays ``--games`` seeded 2-player Carmela games of easy (who forgets) against hard, seats alternating, on each
engine (the same seeds, so the same games while the players are unchanged), reviews every move of the easy seat
(``review.judge``), and prints per engine: the easy seat's memory mistakes (reason ``pair_seen`` or ``twin_seen``),
their mean loss, the mean loss of its other mistakes of a point or more, and the share of games whose largest loss
is a memory mistake (of the games that have one). Nothing is timed.
"""

import argparse
import json
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

WORK = """
import json, sys
sys.path.insert(0, sys.argv[1])
from tilegames import new_game, review, search
from tilegames.rng import Rng
rows = []
for seed in range(int(sys.argv[2])):
    easy = seed % 2
    g = new_game({"game": "carmela", "players": 2}, 100 + seed)
    rng = Rng(seed)
    losses = []
    while not g.is_over():
        level = "easy" if g.current_player == easy else "hard"
        move = search.choose(g, level, rng)
        if level == "easy" and len(g.legal_moves()) > 1:
            r = review.judge(g, str(move))
            memory = any(x.get("why") in ("pair_seen", "twin_seen") for x in r.get("reasons", []))
            losses.append((r["loss"], memory))
        g.play(move)
    rows.append(losses)
print(json.dumps(rows))
"""


def measure(py: str, games: int) -> dict:
    """The easy seat's losses in ``games`` games, judged by the engine in ``py``."""
    out = subprocess.run([sys.executable, "-c", WORK, py, str(games)], capture_output=True, text=True, check=True)
    rows = json.loads(out.stdout)
    memory = [loss for game in rows for loss, m in game if m and loss > 0]
    other = [loss for game in rows for loss, m in game if not m and loss >= 1]
    with_memory = [game for game in rows if any(m and loss > 0 for loss, m in game)]
    first = [game for game in with_memory if max(game)[1]]  # the largest loss (a memory one first on a tie)
    return {
        "games": len(rows),
        "memory_mistakes": len(memory),
        "memory_mean": round(statistics.mean(memory), 2) if memory else None,
        "other_mean": round(statistics.mean(other), 2) if other else None,
        "largest_is_memory": f"{len(first)} of {len(with_memory)}",
    }


def main(argv=None) -> dict:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--engine", action="append", default=[], help="LABEL=DIR: the engine package in DIR")
    args = parser.parse_args(argv)
    engines = dict(e.split("=", 1) for e in args.engine) or {"tree": str(ROOT / "py")}
    found = {}
    for label, py in engines.items():
        row = found[label] = measure(str(Path(py).resolve()), args.games)
        print(
            f"{label:<10} {row['games']} games: {row['memory_mistakes']} memory mistakes of easy, mean loss "
            f"{row['memory_mean']}; its other mistakes (1 point or more) mean {row['other_mean']}; the largest "
            f"loss of a game is a memory one in {row['largest_is_memory']} games that have one",
            file=sys.stderr,
        )
    print(json.dumps(found))
    return found


if __name__ == "__main__":
    main()
