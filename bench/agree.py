#!/usr/bin/env python3
"""Do the Hint and the Review judge alike? For positions of seeded games between medium players, the points the
review's judgement (``review.judge``, the page's review budget) says the Hint's move (``review.best``, what the page's
Hint shows; ``--one-ply``: ``search.hint``, the best move one move ahead, the page's hint before) loses.

    python3 bench/agree.py [--game NAME ...] [--positions 200] [--every 3] [--one-ply]

Plays seeded 2-player games of medium players and, at every ``--every``-th position where a move is to be chosen
(more than one legal move), asks for the Hint's move and has the review judge it, until ``--positions`` positions
per game. Prints, per game, the distribution of the loss (share of positions with no loss, at most 1 point, at
most 3, the 95th percentile and the most) and the worst positions (seed, move number, the hint, the review's best).
The issue's target: a loss of at most 1 point in 95% of positions. Nothing is timed.
"""

import argparse
import json
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "py"))
from tilegames import new_game, review, search  # noqa: E402
from tilegames.rng import Rng  # noqa: E402

GAMES = ("carcassonne", "hunters", "carmela")


def measure(game: str, positions: int, every: int, one_ply: bool = False) -> dict:
    """The review's loss of the Hint's move at ``positions`` positions of seeded medium games of ``game``."""
    rows = []
    seed = 0
    while len(rows) < positions:
        seed += 1
        g = new_game({"game": game, "players": 2}, seed)
        rng = Rng(seed)
        k = 0
        while not g.is_over() and len(rows) < positions:
            if k % every == 0 and len(g.legal_moves()) > 1:
                hinted = str(search.hint(g, search.public_rng(g))) if one_ply else review.best(g)
                judged = review.judge(g, hinted)
                rows.append((judged["loss"], seed, len(g.moves), hinted, judged["best"]))
            g.play(search.choose(g, "medium", rng))
            k += 1
    losses = sorted(r[0] for r in rows)
    n = len(losses)
    return {
        "game": game,
        "positions": n,
        "none": round(sum(x == 0 for x in losses) / n, 3),
        "within_1": round(sum(x <= 1 for x in losses) / n, 3),
        "within_3": round(sum(x <= 3 for x in losses) / n, 3),
        "p95": losses[min(n - 1, int(0.95 * n))],
        "most": losses[-1],
        "mean": round(statistics.mean(losses), 2),
        "worst": [list(r) for r in sorted(rows, key=lambda r: -r[0])[:5]],
    }


def main(argv: list[str] | None = None) -> list[dict]:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", action="append", choices=GAMES)
    parser.add_argument("--positions", type=int, default=200)
    parser.add_argument("--every", type=int, default=3)
    parser.add_argument("--one-ply", action="store_true", help="the hint as it was: the best move one move ahead")
    args = parser.parse_args(argv)
    out = []
    for game in args.game or GAMES:
        row = measure(game, args.positions, args.every, args.one_ply)
        print(
            f"{game:<12} {row['positions']} positions: the review finds the hint's move loses nothing in "
            f"{row['none']:.0%}, at most 1 point in {row['within_1']:.0%}, at most 3 in {row['within_3']:.0%}; "
            f"95th percentile {row['p95']}, most {row['most']}, mean {row['mean']}",
            file=sys.stderr,
            flush=True,
        )
        for loss, seed, move, hinted, best in row["worst"]:
            print(
                f"    loss {loss:5.2f}  seed {seed} move {move}: hint {hinted}, review's best {best}", file=sys.stderr
            )
        out.append(row)
    return out


if __name__ == "__main__":
    print(json.dumps(main()))
