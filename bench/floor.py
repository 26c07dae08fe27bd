"""A floor for the engine's speed: a random 2-player base game with none of the engine's other jobs, beside the engine.

    python3 bench/floor.py [--rounds 7] [--games 200]     (wall time, engine and floor in alternating rounds)
    python3 bench/floor.py --instructions [--games 20]    (instructions a move, counted by valgrind's callgrind)

The floor plays the engine's random player on the engine's own tiles, need tables and random generator, with none of
what the engine does for anything but a random game: no events or log, no move text or move values, no rule hooks
or variants, no layers, no copy-on-write for look-ahead clones, no cached deploy choices, no checks. Each turn it
draws a tile, lists its placements (the engine's one comprehension), picks one, lists the spots whose feature holds
no meeple, picks one (or none), places the tile with a union-find keeping open edges, tiles, meeples and a field's
cities, scores and frees the roads, cities and cloisters it completed, and at the end scores what is left, fields
by their completed cities. Its games are not the engine's (the same kind of game, other draws), so figures are
per move. What the engine costs beyond the floor is what everything it must
also do (a page, records, variants, computer players) costs; a target for the engine can be set against it.
It is a plain floor, not a bound: another way of finding placements (kept up to date as tiles land, say, instead
of listed each turn) could go below it.
Figures are printed, never asserted.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
sys.path.insert(0, os.path.join(ROOT, "py"))
sys.path.insert(0, ROOT)

from bench.engine import random_games  # noqa: E402
from bench.instructions import callgrind  # noqa: E402
from tilegames import new_game  # noqa: E402
from tilegames.board import Board  # noqa: E402
from tilegames.geometry import OPPOSITE, RING, STEP  # noqa: E402
from tilegames.rng import Rng  # noqa: E402
from tilegames.tiles import NEED_STEPS, need_id, need_with  # noqa: E402

RULES = new_game({"players": 2}, 1).rules
ANY_ID = need_id((None, None, None, None))
AROUND = ((0, 0),) + RING


def floor_game(seed: int) -> int:
    """Play one random 2-player base game the floor's way; return the moves played."""
    rng = Rng(seed)
    bag = [name for name in sorted(RULES.counts) for _ in range(RULES.counts[name])]
    rng.shuffle(bag)
    tiles, base, need_ids = {}, {}, {}
    # Per segment id; the entries of a union-find root are its feature's.
    parent, kind, open_edges, covered, meeples, cities = [], [], [], [], [], []
    cloisters = {}  # square -> segment id of a cloister not yet surrounded
    completed = set()  # roots of completed features
    supply, points = [7, 7], [0, 0]

    def find(a):
        while parent[a] != a:
            parent[a] = parent[parent[a]]
            a = parent[a]
        return a

    def place(pos, o):
        x, y = pos
        b = len(parent)
        tiles[pos] = o
        base[pos] = b
        need_ids.pop(pos, None)
        for i, s in enumerate(o.tile.segments):
            parent.append(b + i)
            kind.append(s.kind)
            open_edges.append(s.open_edges)
            covered.append({pos})
            meeples.append([])
            cities.append({b + c for c in s.links} if s.links else None)
        for d, (dx, dy) in enumerate(STEP):
            npos = (x + dx, y + dy)
            no = tiles.get(npos)
            if no is None:  # an empty square: step its need
                k, edge = OPPOSITE[d], o.edges[d]
                i = need_ids.get(npos, ANY_ID)
                need_ids[npos] = NEED_STEPS[i][k].get(edge) or need_with(i, k, edge)
                continue
            back = no.backs[OPPOSITE[d]]
            for local, slot, whole in o.sides[d]:
                ra, rb = find(b + local), find(base[npos] + back[slot])
                if ra != rb:
                    if len(covered[ra]) < len(covered[rb]):
                        ra, rb = rb, ra
                    parent[rb] = ra
                    covered[ra] |= covered[rb]
                    open_edges[ra] += open_edges[rb]
                    meeples[ra] += meeples[rb]
                    if cities[rb]:
                        cities[ra] = cities[ra] | cities[rb] if cities[ra] else cities[rb]
                if whole:
                    open_edges[ra] -= 2
        done = []
        for i in o.tile.edge_ids:
            r = find(b + i)
            if open_edges[r] == 0 and r not in completed:
                completed.add(r)
                done.append(r)
        for i in o.tile.centre_ids:
            cloisters[pos] = b + i
        for dx, dy in AROUND:
            q = (x + dx, y + dy)
            c = cloisters.get(q)
            if c is not None and all((q[0] + ex, q[1] + ey) in tiles for ex, ey in RING):
                del cloisters[q]
                done.append(c)
        return done

    def score(r, value):
        if not meeples[r]:
            return
        counts = [meeples[r].count(p) for p in (0, 1)]
        for p in (0, 1):
            if counts[p] == max(counts):
                points[p] += value
        for p in meeples[r]:
            supply[p] += 1
        meeples[r] = []

    def worth(r, final):
        k = kind[r]
        if k == "cloister":
            x, y = next(iter(covered[r]))
            return 9 if not final else 1 + sum((x + dx, y + dy) in tiles for dx, dy in RING)
        if k == "field":
            return 3 * len({c for c in map(find, cities[r] or ()) if c in completed})
        return len(covered[r]) * (2 if k == "city" and not final else 1)

    place((0, 0), RULES.tiles[RULES.start].oriented(0))
    player, moves = 0, 0
    while bag:
        tile = RULES.tiles[bag.pop()]
        fits = Board._fits_table(tile)
        placements = [(pos, rot) for pos, need in need_ids.items() for rot in fits[need]]
        if not placements:
            continue  # fits nowhere: discarded
        pos, rot = rng.choice(placements)
        o = tile.oriented(rot)
        spots = [None]
        if supply[player]:
            busy = [False] * len(o.tile.segments)
            for d, (dx, dy) in enumerate(STEP):
                npos = (pos[0] + dx, pos[1] + dy)
                no = tiles.get(npos)
                if no is not None:
                    back = no.backs[OPPOSITE[d]]
                    for local, slot, _ in o.sides[d]:
                        if meeples[find(base[npos] + back[slot])]:
                            busy[local] = True
            spots += [i for i, taken in enumerate(busy) if not taken]
        spot = rng.choice(spots)
        done = place(pos, o)
        if spot is not None:
            meeples[find(base[pos] + spot)].append(player)
            supply[player] -= 1
        for r in done:
            score(r, worth(r, final=False))
        moves += 1
        player = 1 - player
    for r in range(len(parent)):
        if parent[r] == r and meeples[r]:
            score(r, worth(r, final=True))
    return moves


def floor_games(games: int) -> int:
    """Play ``games`` games the floor's way (seeds 1, 2, ...); return the moves played."""
    return sum(floor_game(1 + i) for i in range(games))


def engine_games(games: int) -> int:
    """Play ``games`` random games with the engine, as bench/engine.py times them; return the moves played."""
    return random_games(games)["moves"]


PLAYERS = {"engine": engine_games, "floor": floor_games}


def timed(player: str, games: int) -> float:
    """Microseconds a move over ``games`` games of ``player``."""
    start = time.perf_counter()
    moves = PLAYERS[player](games)
    return (time.perf_counter() - start) / moves * 1e6


def instructions(player: str, games: int) -> tuple[int, int]:
    """Instructions callgrind counts for ``games`` games of ``player`` in a fresh CPython, and the moves played."""
    argv = [sys.executable, __file__, "--play", player, "--games", str(games)]
    counted, out = callgrind(argv, env=dict(os.environ, PYTHONHASHSEED="0"))
    return counted, int(out.split()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--games", type=int)
    parser.add_argument("--instructions", action="store_true")
    parser.add_argument("--play", choices=list(PLAYERS), help=argparse.SUPPRESS)  # one run, under callgrind
    args = parser.parse_args()
    if args.play:
        print(PLAYERS[args.play](args.games))
        return
    if args.instructions:
        games = args.games or 20
        per_move = {}
        for player in PLAYERS:
            instructions(player, 1)  # compiles and caches bytecode, which the counted runs then only read
            one, one_moves = instructions(player, 1)
            many, many_moves = instructions(player, 1 + games)
            per_move[player] = (many - one) / (many_moves - one_moves)
        print(f"instructions a move (callgrind, games 2-{1 + games} less game 1, CPython {sys.version.split()[0]}):")
        for player, n in per_move.items():
            print(f"  {player:<7} {n / 1e3:8.1f} k")
        print(f"  engine / floor: {per_move['engine'] / per_move['floor']:.2f}")
        return
    games = args.games or 200
    times = {player: [] for player in PLAYERS}
    for r in range(args.rounds):
        for player in PLAYERS if r % 2 == 0 else reversed(PLAYERS):  # alternate who goes first
            times[player].append(timed(player, games))
        print(f"round {r + 1}: " + "  ".join(f"{p} {t[-1]:.1f} us/move" for p, t in times.items()), flush=True)
    ratios = [e / f for e, f in zip(times["engine"], times["floor"])]
    print(
        f"medians over {args.rounds} rounds of {games} games: engine {statistics.median(times['engine']):.1f} us/move,"
        f" floor {statistics.median(times['floor']):.1f} us/move; engine / floor {statistics.median(ratios):.2f}"
        f" (rounds {min(ratios):.2f}-{max(ratios):.2f})"
    )


if __name__ == "__main__":
    main()
