#!/usr/bin/env python3
"""How the review judges each level's moves: the points a move loses, by the level that chose it.

    python3 bench/review_levels.py [--game NAME] [--games N] [--samples N] [--first-seed N]

Plays seeded 2-player games of hard (``--samples`` a move, about what the page's time budget buys; Carmela's hard
keeps its own) against medium, seats alternating, reviews each game as the page does (``review.Review``, on its own
budget and seed), and prints per level: moves, the mean points lost, and the share of moves that lose 1 point or
more and 3 or more (the page lists every loss of 3 or more as a mistake). A review worth reading flags few of hard's
moves and more of medium's; hard on a budget of its own is not the review's search, so its moves may lose a little.
On CPython.
"""

import argparse
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "py"))
from tilegames import new_game, search  # noqa: E402
from tilegames.review import Review  # noqa: E402
from tilegames.rng import Rng  # noqa: E402

MISTAKE = 3.0  # the page's mistake threshold (js/panels/review-panel.js MISTAKE_POINTS)


def played(game: str, seed: int, hard_seat: int, samples: int) -> tuple[dict, list[str]]:
    """A seeded game of hard (at ``hard_seat``) against medium; its record and each move's level."""
    g = new_game({"game": game, "players": 2}, seed)
    rng, levels = Rng(seed), []
    budget = {} if g.computer("hard") else {"samples": samples}  # a game's own hard player keeps its own budget
    while not g.is_over():
        if g.current_player == hard_seat:
            move, level = search.choose(g, "hard", rng, **budget), "hard"
        else:
            move, level = search.choose(g, "medium", rng), "medium"
        g.play(move)
        levels.append(level)
    return g.record(), levels


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="carcassonne", choices=["carcassonne", "hunters", "carmela"])
    parser.add_argument("--games", type=int, default=6)
    parser.add_argument("--samples", type=int, default=96)
    parser.add_argument("--first-seed", type=int, default=1)
    args = parser.parse_args()
    losses: dict[str, list[float]] = {"hard": [], "medium": []}
    for k in range(args.games):
        record, levels = played(args.game, args.first_seed + k, k % 2, args.samples)
        review = Review(record)
        review.start()
        while (step := review.step()) is not None:
            losses[levels[step["move"] - 1]].append(step["loss"])
        print(f"game {k + 1}: {len(record['moves'])} moves", flush=True)
    print(f"{args.game}, {args.games} games, hard@{args.samples} vs medium, each reviewed")
    print(f"{'level':<7} {'moves':>5} {'mean loss':>9} {'>= 1 pt':>8} {'>= 3 pts':>9}")
    for level, values in losses.items():
        n = len(values)
        print(
            f"{level:<7} {n:>5} {statistics.mean(values):>9.2f} {sum(v >= 1 for v in values) / n:>8.1%} "
            f"{sum(v >= MISTAKE for v in values) / n:>9.1%}"
        )


if __name__ == "__main__":
    main()
