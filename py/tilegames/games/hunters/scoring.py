"""How Hunters & Gatherers' features score (docs/rules/hunters.md), for both rule sets.

Every kind scores through the ruleset's kinds, ``(feature, map, game) -> (points, text, detail)``: rivers and forests
when completed (here), hunters' meadows and huts' water systems at the end (``powers.Tribe``, which knows the animals'
values and the animals a trap has spent) from the counts gathered here.
"""

from __future__ import annotations

ANIMALS = ("mammoth", "aurochs", "deer")  # in the order a score line names them
SECOND_EDITION_ANIMALS = {"mammoth": 3, "aurochs": 2, "deer": 1}
CLASSIC_ANIMALS = {"mammoth": 2, "aurochs": 2, "deer": 2}


def segments(board, f):
    """(position, segment id, tile segment) of every segment of feature ``f``, in placing order."""
    return [(board.seg_pos[gid], gid, board.segment(gid)) for gid in sorted(f.segs)]


def tile_segments(board, f) -> list:
    """The tile segment of every segment of feature ``f``, in no particular order."""
    segment = board.segment
    return [segment(gid) for gid in f.segs]


def end_lakes(board, f) -> list:
    """The lakes that a river feature ends in (each lake once)."""
    lakes = {}
    for gid in f.segs:
        pos, local = board.where(gid)
        for k, seg in enumerate(board.tiles[pos].tile.segments):
            if seg.kind == "lake" and local in seg.links:
                lakes[board.gid(pos, k)] = seg
    return list(lakes.values())


def _river(f, board, river_fish: bool) -> tuple[int, str, dict]:
    n = len(f.tiles)
    lake_fish = sum(seg.count("fish") for seg in end_lakes(board, f))
    fish = lake_fish + (f.count("fish") if river_fish else 0)
    return n + fish, f"river: {n} tiles + {fish} fish = {n + fish}", {"what": "river", "tiles": n, "fish": fish}


def river_points(f, board, game=None) -> tuple[int, str, dict]:
    """A completed river (2nd edition): 1 per tile + 1 per fish in the river and in the lakes at its ends."""
    return _river(f, board, river_fish=True)


def river_points_classic(f, board, game=None) -> tuple[int, str, dict]:
    """A completed river (classic): 1 per tile + 1 per fish in the lakes at its ends."""
    return _river(f, board, river_fish=False)


def _forest(f, mushroom_points: int) -> tuple[int, str, dict]:
    n, m = len(f.tiles), f.count("mushrooms")
    points = 2 * n + mushroom_points * m
    extra = f" + {m} mushroom{'s' if m > 1 else ''} x{mushroom_points}" if m else ""
    return (
        points,
        f"forest: {n} tiles x2{extra} = {points}",
        {"what": "forest", "tiles": n, "mushrooms": m, "mushroom_points": mushroom_points},
    )


def forest_points(f, board, game=None) -> tuple[int, str, dict]:
    """A completed forest (2nd edition): 2 per tile + 3 per mushroom tile."""
    return _forest(f, 3)


def forest_points_classic(f, board, game=None) -> tuple[int, str, dict]:
    """A completed forest (classic): 2 per tile + 2 per mushroom patch."""
    return _forest(f, 2)


def animal_counts(parts, fire: bool) -> dict:
    """The animals of meadow segments ``parts`` that score: each tiger cancels one deer (none if ``fire``)."""
    return scoring_animals({a: sum(seg.count(a) for seg in parts) for a in (*ANIMALS, "tiger")}, fire)


def scoring_animals(tokens: dict, fire: bool) -> dict:
    """The animals among ``tokens`` (token -> count) that score: each tiger cancels one deer (none if ``fire``)."""
    counts = {a: tokens.get(a, 0) for a in ANIMALS}
    tigers = 0 if fire else tokens.get("tiger", 0)
    cancelled = min(tigers, counts["deer"])
    counts["deer"] -= cancelled
    counts["cancelled"] = cancelled
    return counts


def animal_points(counts: dict, values: dict) -> int:
    """What the scoring animals of ``counts`` are worth."""
    return sum(values[a] * counts[a] for a in ANIMALS)
