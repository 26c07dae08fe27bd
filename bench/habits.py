"""How computer levels play, not only who wins: per level and game, the pieces each deploys (by role), its turns
with an empty hand, the pieces it leaves on features that never complete, the features it held that scored for a
rival only (outnumbered) or for both, the points it gives away (others' points scored by its own tile) and where its
points come from. Seeded games, alternating seats.

    python3 bench/habits.py --games 100 medium easy
    python3 bench/habits.py --games 100 --game hunters medium easy
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections import Counter

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "py"))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from tournament import LEVELS, YARDSTICKS, choose, wilson  # noqa: E402

from tilegames import GAMES, new_game  # noqa: E402
from tilegames.rng import Rng  # noqa: E402


def play_one(seed: int, first: str, second: str, name: str, variants: list[str], samples: int) -> dict:
    """One seeded game; returns each level's habits (by level name)."""
    seats = [first, second] if seed % 2 == 0 else [second, first]
    game = new_game({"game": name, "players": 2, "variants": variants}, seed)
    rng = Rng(seed * 31 + 7)
    table = {"players": 2, "samples": samples, "page_time": False, "medium_weights": "medium"}  # tournament.choose's
    out = {lvl: Counter() for lvl in seats}
    while not game.is_over():
        me = game.current_player
        habits = out[seats[me]]
        habits["turns"] += 1
        habits["empty hand"] += not any(game.supply[me].values())
        scored: list | None = None  # who the last score event of this move paid (its pieces come back right after it)
        for e in game.play(choose(game, seats[me], rng, table)):
            if e["type"] == "return" and scored is not None:
                mine = out[seats[e["player"]]]
                if e["player"] not in scored:
                    mine["features lost to a rival"] += 1
                elif len(scored) > 1:
                    mine["features shared"] += 1
            elif e["type"] == "deploy" and e["player"] == me:
                habits["deploy " + str(e.get("role") or e["piece"])] += 1
            elif e["type"] == "score":
                scored = e["players"]
                when = "at the end" if e["final"] else "in play"
                for p in e["players"]:
                    out[seats[p]][f"points {e['kind']} {when}"] += e["points"]
                    if p != me and not e["final"] and me not in e["players"]:
                        habits["points given away"] += e["points"]
    for f in game.board.features():
        kind = game.rules.kinds.get(f.kind)
        if f.pieces and not f.done and kind is not None and kind.complete is not None:
            for piece in f.pieces:
                out[seats[piece.player]]["pieces left unfinished"] += 1
    scores = game.scores()
    for p, lvl in enumerate(seats):
        out[lvl]["score"] += scores[p]
        out[lvl]["wins"] += scores[p] > scores[1 - p]
    return {lvl: dict(c) for lvl, c in out.items()}


def main(argv=None) -> dict:
    """Play the games and print each level's habits, per game."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("first", choices=LEVELS + YARDSTICKS)
    parser.add_argument("second", choices=LEVELS + YARDSTICKS)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--game", default="carcassonne", choices=list(GAMES))
    parser.add_argument("--variant", action="append", default=[])
    parser.add_argument("--hard-samples", type=int, default=32)
    args = parser.parse_args(argv)
    totals = {args.first: Counter(), args.second: Counter()}
    for seed in range(args.games):
        for lvl, habits in play_one(seed, args.first, args.second, args.game, args.variant, args.hard_samples).items():
            totals[lvl].update(habits)
    keys = sorted(set(totals[args.first]) | set(totals[args.second]))
    width = max(len(k) for k in keys)
    print(f"{args.games} games of {args.game}, per game: {'':{width - 20}}{args.first:>10} {args.second:>10}")
    for k in keys:
        a, b = (totals[lvl][k] / args.games for lvl in (args.first, args.second))
        print(f"  {k:<{width}} {a:10.2f} {b:10.2f}")
    low, high = wilson(totals[args.first]["wins"] / args.games, args.games)
    print(
        f"  ({args.first} won {totals[args.first]['wins']}, 95% interval {low:.1%}-{high:.1%}; ties count for neither)"
    )
    summary = {lvl: {k: round(v / args.games, 3) for k, v in c.items()} for lvl, c in totals.items()}
    print(json.dumps({"game": args.game, "games": args.games, "per_game": summary}))
    return summary


if __name__ == "__main__":
    main()
