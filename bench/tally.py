#!/usr/bin/env python3
"""Add up batches of one pairing that bench/tournament.py played apart (``--first-seed``), into one figure.

    python3 bench/tally.py FILE [FILE ...]

Each file holds tournament.py's output; its JSON lines are read, grouped by pairing and table, and each group is
reported as tournament.py reports one run: wins, share with its Wilson 95% interval over all the games, mean margin,
and a seat's share against the table's average. Batches must be different deals: ones that name the same first seed
are refused (older output does not name it: the caller vouches for it, as the note that quotes the figure says).
"""

import argparse
import json
import math
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from bench.tournament import report, wilson  # noqa: E402

SAME_TABLE = ("pairing", "game", "variants", "players", "samples", "page_time", "medium_weights", "seats")


def pooled_sd(batches: list[dict]) -> float:
    """The standard deviation of a game's margin over all the batches' games, from each batch's mean and spread."""
    games = sum(b["games"] for b in batches)
    mean = sum(b["margin"] * b["games"] for b in batches) / games
    square = sum((b["margin_sd"] ** 2 + b["margin"] ** 2) * b["games"] for b in batches) / games
    return math.sqrt(max(0.0, square - mean * mean))


def combine(batches: list[dict]) -> dict:
    """One pairing's figures from its batches (each a JSON line of tournament.py)."""
    seeds = [b["first_seed"] for b in batches if "first_seed" in b]
    if len(seeds) != len(set(seeds)):
        raise ValueError(f"{batches[0]['pairing']}: two batches start at the same seed ({sorted(seeds)})")
    games = sum(b["games"] for b in batches)

    def mean(key: str, i: int | None = None) -> float:
        return sum((b[key] if i is None else b[key][i]) * b["games"] for b in batches) / games

    share = [mean("share", 0), mean("share", 1)]
    low, high = wilson(share[0], games)
    return {
        **{k: batches[0][k] for k in SAME_TABLE},
        "games": games,
        "deals": sum(b["deals"] for b in batches),
        "wins": [sum(b["wins"][i] for b in batches) for i in (0, 1)],
        "ties": sum(b["ties"] for b in batches),
        "share": [round(s, 6) for s in share],
        "margin": round(mean("margin"), 4),
        **({"margin_sd": round(pooled_sd(batches), 4)} if all("margin_sd" in b for b in batches) else {}),
        "interval95": [round(low, 6), round(high, 6)],
        "ms_per_move": [round(mean("ms_per_move", i), 1) for i in (0, 1)],
        "seconds": round(sum(b["seconds"] for b in batches), 1),
        "batches": len(batches),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="+", type=Path)
    args = parser.parse_args()
    groups: dict[str, list[dict]] = {}
    for path in args.files:
        for line in path.read_text().splitlines():
            if line.startswith("{"):
                batch = json.loads(line)
                groups.setdefault(json.dumps([batch[k] for k in SAME_TABLE]), []).append(batch)
    for batches in groups.values():
        figures = combine(batches)
        a, b = figures["pairing"].split(" vs ")
        print(report((a, b), figures) + f"\n  ({figures['batches']} batches)")
        print(json.dumps(figures))


if __name__ == "__main__":
    main()
