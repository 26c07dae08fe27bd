"""Each Hunters & Gatherers tile type matches the reference (shared/reference/tiles.md section 3): zones, counts."""

import re
from collections import Counter

import pytest

from tilegames.games.hunters import tiles as hg
from tilegames.geometry import EDGE_NAMES, HALF_NAMES

# Table 3.3 restated verbatim: one row per physical tile, ChaCuN ids, edges N E S W and zones.
ROWS = """
| 0 | NORMAL | `N=R(0,1,2) E=M2 S=F3 W=F4` | 0:meadow; 1:river->lake8; 2:meadow; 3:forest; 4:forest; 8:lake(fish 2) |
| 1 | NORMAL | `N=M0 E=R(0,1,2) S=F3 W=R(4,5,0)` | 0:meadow; 1:river->lake8; 2:meadow; 3:forest; 4:meadow; 5:river->lake8; 8:lake(fish 3) |
| 2 | NORMAL | `N=M0 E=R(0,1,2) S=F3 W=F3` | 0:meadow; 1:river->lake8; 2:meadow; 3:forest+menhir; 8:lake(fish 1) |
| 3 | NORMAL | `N=R(0,1,2) E=R(2,3,4) S=M4 W=R(4,5,0)` | 0:meadow; 1:river->lake8; 2:meadow; 3:river->lake8; 4:meadow; 5:river->lake8; 8:lake(fish 1) |
| 4 | NORMAL | `N=R(0,1,2) E=F3 S=R(4,5,0) W=M0` | 0:meadow; 1:river->lake8; 2:meadow[deer]; 3:forest; 4:meadow; 5:river->lake8; 8:lake(fish 1) |
| 5 | NORMAL | `N=M0 E=R(0,1,2) S=R(2,3,4) W=R(4,5,0)` | 0:meadow[aurochs]; 1:river->lake8; 2:meadow; 3:river->lake8; 4:meadow; 5:river->lake8; 8:lake(fish 1) |
| 6 | NORMAL | `N=R(0,1,2) E=R(2,3,4) S=M4 W=R(4,5,0)` | 0:meadow; 1:river->lake8; 2:meadow; 3:river->lake8; 4:meadow[deer]; 5:river->lake8; 8:lake(fish 1) |
| 7 | NORMAL | `N=R(0,1,2) E=R(2,3,4) S=R(4,5,0) W=M0` | 0:meadow[tiger]; 1:river->lake8; 2:meadow; 3:river->lake8; 4:meadow; 5:river->lake8; 8:lake(fish 1) |
| 8 | NORMAL | `N=R(0,1,2) E=R(2,3,4) S=M4 W=R(4,5,0)` | 0:meadow[mammoth]; 1:river->lake8; 2:meadow[deer]; 3:river->lake8; 4:meadow; 5:river->lake8; 8:lake(fish 1) |
| 9 | NORMAL | `N=R(0,1,2) E=R(2,3,4) S=R(4,5,0) W=M0` | 0:meadow; 1:river->lake8; 2:meadow; 3:river->lake8; 4:meadow; 5:river->lake8; 8:lake(fish 2) |
| 10 | NORMAL | `N=R(0,1,2) E=R(2,3,4) S=M4 W=R(4,5,0)` | 0:meadow; 1:river->lake8; 2:meadow; 3:river->lake8; 4:meadow[deer]; 5:river->lake8; 8:lake(fish 1) |
| 11 | NORMAL | `N=R(0,1,2) E=R(2,3,4) S=F5 W=R(6,7,0)` | 0:meadow; 1:river->lake8; 2:meadow; 3:river->lake8; 4:meadow; 5:forest; 6:meadow; 7:river->lake8; 8:lake(fish 1) |
| 12 | NORMAL | `N=R(0,1,2) E=M2 S=R(2,3,4) W=R(4,5,0)` | 0:meadow; 1:river->lake8; 2:meadow; 3:river->lake8; 4:meadow[deer]; 5:river->lake8; 8:lake(fish 1) |
| 13 | NORMAL | `N=R(0,1,2) E=R(2,3,4) S=R(4,5,6) W=R(6,7,0)` | 0:meadow[deer]; 1:river->lake8; 2:meadow; 3:river->lake8; 4:meadow; 5:river->lake8; 6:meadow[deer]; 7:river->lake8; 8:lake(fish 2) |
| 14 | NORMAL | `N=R(0,1,2) E=F3 S=F4 W=F5` | 0:meadow; 1:river; 2:meadow[tiger]; 3:forest; 4:forest; 5:forest |
| 15 | NORMAL | `N=M0 E=R(0,1,2) S=R(2,1,0) W=M0` | 0:meadow[deer]; 1:river; 2:meadow |
| 16 | NORMAL | `N=M0 E=R(0,1,2) S=R(2,1,0) W=M0` | 0:meadow; 1:river; 2:meadow[deer] |
| 17 | NORMAL | `N=R(0,1,2) E=R(2,1,0) S=R(0,3,4) W=R(4,3,0)` | 0:meadow; 1:river; 2:meadow[deer]; 3:river; 4:meadow[tiger] |
| 18 | NORMAL | `N=M0 E=R(0,1,2) S=R(2,1,0) W=M0` | 0:meadow[tiger]; 1:river; 2:meadow |
| 19 | NORMAL | `N=M0 E=R(0,1,2) S=R(2,1,0) W=M0` | 0:meadow[deer]; 1:river(fish 1); 2:meadow |
| 20 | NORMAL | `N=R(0,1,2) E=R(2,1,3) S=F4 W=M0` | 0:meadow[aurochs]; 1:river(fish 2); 2:meadow; 3:meadow; 4:forest |
| 21 | NORMAL | `N=M0 E=R(0,1,2) S=R(2,1,0) W=M0` | 0:meadow; 1:river; 2:meadow[aurochs] |
| 22 | NORMAL | `N=R(0,1,2) E=M2 S=F3 W=R(2,1,0)` | 0:meadow; 1:river; 2:meadow[aurochs]; 3:forest |
| 23 | NORMAL | `N=R(0,1,2) E=R(2,1,0) S=F3 W=F3` | 0:meadow[aurochs]; 1:river; 2:meadow; 3:forest+menhir |
| 24 | NORMAL | `N=R(0,1,2) E=M2 S=F3 W=R(4,5,0)` | 0:meadow; 1:river->lake8; 2:meadow[aurochs]; 3:forest; 4:meadow; 5:river->lake8; 8:lake(fish 1) |
| 25 | NORMAL | `N=R(0,1,2) E=R(2,1,0) S=F3 W=M0` | 0:meadow; 1:river; 2:meadow[deer]; 3:forest |
| 26 | NORMAL | `N=R(0,1,2) E=R(2,1,0) S=F3 W=F4` | 0:meadow; 1:river; 2:meadow; 3:forest; 4:forest |
| 27 | NORMAL | `N=M0 E=R(0,1,2) S=R(2,1,0) W=F3` | 0:meadow; 1:river; 2:meadow[deer]; 3:forest |
| 28 | NORMAL | `N=R(0,1,2) E=M2 S=F3 W=R(2,1,0)` | 0:meadow; 1:river(fish 1); 2:meadow; 3:forest |
| 29 | NORMAL | `N=F0 E=R(1,2,3) S=R(3,2,1) W=F0` | 0:forest+menhir; 1:meadow; 2:river; 3:meadow |
| 30 | NORMAL | `N=M0 E=M0 S=F1 W=F1` | 0:meadow[deer]; 1:forest+menhir |
| 31 | NORMAL | `N=F0 E=M1 S=M1 W=F0` | 0:forest+menhir; 1:meadow[tiger] |
| 32 | NORMAL | `N=F0 E=M1 S=M1 W=F0` | 0:forest+menhir; 1:meadow[tiger] |
| 33 | NORMAL | `N=F0 E=M1 S=M1 W=F0` | 0:forest+menhir; 1:meadow |
| 34 | NORMAL | `N=M0 E=M1 S=M2 W=F3` | 0:meadow; 1:meadow; 2:meadow[deer]; 3:forest |
| 35 | NORMAL | `N=M0 E=F1 S=M0 W=M0` | 0:meadow[mammoth]; 1:forest |
| 36 | NORMAL | `N=M0 E=M0 S=F1 W=M0` | 0:meadow[aurochs]; 1:forest |
| 37 | NORMAL | `N=F0 E=M1 S=M1 W=M1` | 0:forest; 1:meadow[deer] |
| 38 | NORMAL | `N=M0 E=F1 S=M2 W=F1` | 0:meadow[deer]; 1:forest+menhir; 2:meadow |
| 39 | NORMAL | `N=M0 E=F1 S=M2 W=F1` | 0:meadow; 1:forest+menhir; 2:meadow |
| 40 | NORMAL | `N=M0 E=F1 S=M2 W=F1` | 0:meadow; 1:forest+menhir; 2:meadow |
| 41 | NORMAL | `N=M0 E=F1 S=M0 W=F2` | 0:meadow[deer]; 1:forest; 2:forest |
| 42 | NORMAL | `N=F0 E=F0 S=M1 W=M2` | 0:forest+menhir; 1:meadow; 2:meadow |
| 43 | NORMAL | `N=F0 E=F0 S=F1 W=M2` | 0:forest+menhir; 1:forest; 2:meadow |
| 44 | NORMAL | `N=F0 E=F1 S=M2 W=F0` | 0:forest+menhir; 1:forest; 2:meadow[deer] |
| 45 | NORMAL | `N=R(0,1,2) E=F3 S=R(4,1,5) W=F6` | 0:meadow; 1:river(fish 1); 2:meadow; 3:forest; 4:meadow[deer]; 5:meadow; 6:forest |
| 46 | NORMAL | `N=M0 E=R(0,1,2) S=F3 W=R(2,1,0)` | 0:meadow; 1:river; 2:meadow; 3:forest |
| 47 | NORMAL | `N=M0 E=R(0,1,2) S=F3 W=R(2,1,0)` | 0:meadow; 1:river(fish 1); 2:meadow[deer]; 3:forest |
| 48 | NORMAL | `N=M0 E=R(0,1,2) S=M2 W=R(2,1,0)` | 0:meadow; 1:river; 2:meadow[tiger] |
| 49 | NORMAL | `N=M0 E=R(0,1,2) S=M2 W=R(2,1,0)` | 0:meadow[deer]; 1:river; 2:meadow[tiger] |
| 50 | NORMAL | `N=R(0,1,2) E=M2 S=R(2,1,0) W=M0` | 0:meadow[deer]; 1:river; 2:meadow |
| 51 | NORMAL | `N=M0 E=R(0,1,2) S=M2 W=R(2,1,0)` | 0:meadow[aurochs]; 1:river; 2:meadow |
| 52 | NORMAL | `N=M0 E=R(0,1,2) S=M2 W=R(2,1,0)` | 0:meadow[deer]; 1:river; 2:meadow |
| 53 | NORMAL | `N=M0 E=R(0,1,2) S=M2 W=R(2,1,0)` | 0:meadow; 1:river; 2:meadow[mammoth] |
| 54 | NORMAL | `N=F0 E=R(1,2,3) S=R(3,2,4) W=F0` | 0:forest+menhir; 1:meadow; 2:river; 3:meadow[deer]; 4:meadow |
| 55 | NORMAL | `N=F0 E=F0 S=F1 W=R(2,3,4)` | 0:forest+menhir; 1:forest; 2:meadow; 3:river; 4:meadow |
| 56 | START | `N=M0 E=F1 S=F1 W=R(2,3,0)` | 0:meadow[aurochs]; 1:forest+menhir; 2:meadow; 3:river->lake8; 8:lake(fish 1) |
| 57 | NORMAL | `N=R(0,1,2) E=F3 S=F4 W=F4` | 0:meadow; 1:river->lake8; 2:meadow; 3:forest; 4:forest+menhir; 8:lake(fish 2) |
| 58 | NORMAL | `N=F0 E=F0 S=R(1,2,3) W=F0` | 0:forest+menhir; 1:meadow; 2:river->lake8; 3:meadow; 8:lake(fish 1) |
| 59 | NORMAL | `N=R(0,1,2) E=M2 S=F3 W=M0` | 0:meadow; 1:river->lake8; 2:meadow[tiger]; 3:forest; 8:lake(fish 1) |
| 60 | NORMAL | `N=M0 E=F1 S=M2 W=F1` | 0:meadow; 1:forest+menhir; 2:meadow[deer] |
| 61 | NORMAL | `N=M0 E=M0 S=M0 W=M0` | 0:meadow[mammoth] |
| 62 | NORMAL | `N=M0 E=M0 S=M0 W=M0` | 0:meadow[deer] |
| 63 | NORMAL | `N=F0 E=F0 S=M1 W=F0` | 0:forest+menhir; 1:meadow |
| 64 | NORMAL | `N=F0 E=F0 S=M1 W=F2` | 0:forest+menhir; 1:meadow; 2:forest |
| 65 | NORMAL | `N=F0 E=F0 S=M1 W=F0` | 0:forest+menhir; 1:meadow[tiger] |
| 66 | NORMAL | `N=F0 E=F0 S=R(1,2,3) W=M4` | 0:forest+menhir; 1:meadow; 2:river; 3:meadow; 4:meadow |
| 67 | NORMAL | `N=F0 E=F1 S=M2 W=M2` | 0:forest; 1:forest; 2:meadow[deer] |
| 68 | NORMAL | `N=F0 E=M1 S=R(1,2,3) W=M3` | 0:forest; 1:meadow; 2:river; 3:meadow |
| 69 | NORMAL | `N=F0 E=R(1,2,3) S=R(3,2,1) W=F0` | 0:forest+menhir; 1:meadow; 2:river; 3:meadow |
| 70 | NORMAL | `N=R(0,1,2) E=R(2,3,4) S=F5 W=F5` | 0:meadow; 1:river; 2:meadow; 3:river; 4:meadow; 5:forest+menhir |
| 71 | NORMAL | `N=R(0,1,2) E=F3 S=R(4,5,6) W=F3` | 0:meadow; 1:river; 2:meadow; 3:forest+menhir; 4:meadow; 5:river->lake8; 6:meadow; 8:lake(fish 2) |
| 72 | NORMAL | `N=R(0,1,2) E=F3 S=R(2,1,0) W=F4` | 0:meadow[tiger]; 1:river; 2:meadow; 3:forest; 4:forest |
| 73 | NORMAL | `N=R(0,1,2) E=F3 S=R(2,1,0) W=F4` | 0:meadow; 1:river; 2:meadow[deer]; 3:forest; 4:forest |
| 74 | NORMAL | `N=R(0,1,2) E=F3 S=R(2,1,0) W=F4` | 0:meadow; 1:river(fish 1); 2:meadow; 3:forest; 4:forest |
| 75 | NORMAL | `N=M0 E=F1 S=F1 W=M0` | 0:meadow; 1:forest+menhir |
| 76 | NORMAL | `N=M0 E=M0 S=F1 W=F1` | 0:meadow[aurochs]; 1:forest+menhir |
| 77 | NORMAL | `N=M0 E=F1 S=F1 W=M0` | 0:meadow; 1:forest+menhir |
| 78 | NORMAL | `N=F0 E=F0 S=M1 W=M1` | 0:forest+menhir; 1:meadow[deer] |
| 79 | MENHIR | `N=M0 E=F1 S=R(2,3,4) W=F1` | 0:meadow; 1:forest+mushrooms; 2:meadow; 3:river; 4:meadow |
| 80 | MENHIR | `N=R(0,1,2) E=M2 S=M2 W=R(2,3,0)` | 0:meadow; 1:river->lake8; 2:meadow[mammoth,aurochs]; 3:river->lake8; 8:lake(fish 1) |
| 81 | MENHIR | `N=M0 E=F1 S=F1 W=M0` | 0:meadow[mammoth,tiger]; 1:forest+menhir |
| 82 | MENHIR | `N=R(0,1,2) E=M2 S=M2 W=F3` | 0:meadow; 1:river->lake8; 2:meadow[deer]; 3:forest; 8:lake(fish 2) |
| 83 | MENHIR | `N=R(0,1,2) E=R(2,3,0) S=R(0,4,5) W=R(5,6,0)` | 0:meadow[deer,deer]; 1:river->lake8; 2:meadow; 3:river->lake8; 4:river->lake9; 5:meadow; 6:river->lake9; 8:lake(fish 2); 9:lake(fish 2) |
| 84 | MENHIR | `N=R(0,1,2) E=R(2,1,0) S=F3 W=M0` | 0:meadow; 1:river; 2:meadow[mammoth]; 3:forest |
| 85 | MENHIR | `N=M0 E=M0 S=M0 W=M0` | 0:meadow{WILD_FIRE} |
| 86 | MENHIR | `N=R(0,1,2) E=R(2,3,4) S=R(4,5,0) W=M0` | 0:meadow[aurochs]; 1:river->lake8; 2:meadow; 3:river->lake8; 4:meadow[tiger]; 5:river->lake8; 8:lake(fish 1) |
| 87 | MENHIR | `N=M0 E=F1 S=F1 W=R(2,3,0)` | 0:meadow; 1:forest+mushrooms; 2:meadow; 3:river->lake8; 8:lake(fish 2) |
| 88 | MENHIR | `N=R(0,1,2) E=R(2,1,0) S=F3 W=M0` | 0:meadow{SHAMAN}; 1:river(fish 1); 2:meadow; 3:forest |
| 89 | MENHIR | `N=R(0,1,2) E=F3 S=F3 W=R(4,5,0)` | 0:meadow; 1:river->lake8; 2:meadow; 3:forest; 4:meadow; 5:river->lake8; 8:lake(fish 3) |
| 90 | MENHIR | `N=M0 E=M0 S=F1 W=M0` | 0:meadow[mammoth,aurochs]; 1:forest |
| 91 | MENHIR | `N=R(0,1,2) E=R(2,3,4) S=M4 W=R(4,5,0)` | 0:meadow; 1:river->lake8; 2:meadow; 3:river->lake8; 4:meadow; 5:river->lake8; 8:lake(fish 1){RAFT} |
| 92 | MENHIR | `N=F0 E=F0 S=M1 W=M1` | 0:forest; 1:meadow{PIT_TRAP} |
| 93 | MENHIR | `N=R(0,1,2) E=R(2,3,4) S=M4 W=R(4,5,0)` | 0:meadow; 1:river->lake8; 2:meadow; 3:river->lake8; 4:meadow; 5:river->lake8; 8:lake(fish 1){LOGBOAT} |
| 94 | MENHIR | `N=F0 E=M1 S=M1 W=M1` | 0:forest; 1:meadow{HUNTING_TRAP} |
"""

# Identical tiles as the reference lists them ("types with count 2-3").
IDENTICAL = [{6, 10}, {25, 27}, {29, 69}, {30, 78}, {31, 32}, {33, 75, 77}, {38, 60}, {39, 40}, {50, 52}]
# The reference's totals table, per pile.
TOTALS = {
    "start": dict(
        deer=0,
        aurochs=1,
        mammoth=0,
        tiger=0,
        menhir_tiles=1,
        mushroom_forests=0,
        lakes=1,
        lake_fish=1,
        river_fish=0,
        river_tiles=1,
        forest_tiles=1,
    ),
    "regular": dict(
        deer=30,
        aurochs=9,
        mammoth=4,
        tiger=11,
        menhir_tiles=29,
        mushroom_forests=0,
        lakes=19,
        lake_fish=26,
        river_fish=7,
        river_tiles=52,
        forest_tiles=55,
    ),
    "bonus": dict(
        deer=3,
        aurochs=3,
        mammoth=4,
        tiger=2,
        menhir_tiles=1,
        mushroom_forests=2,
        lakes=9,
        lake_fish=15,
        river_fish=1,
        river_tiles=11,
        forest_tiles=10,
    ),
}
LAKE_FISH = {"start": {1: 1}, "regular": {1: 13, 2: 5, 3: 1}, "bonus": {1: 4, 2: 4, 3: 1}}
SPRING_ENDS = {14: 1, 55: 1, 66: 1, 68: 1, 70: 2, 71: 1, 79: 1}  # river zones ending inside the tile, no lake
POWERS = {
    "WILD_FIRE": "fire",
    "SHAMAN": "shaman",
    "HUNTING_TRAP": "hunting_trap",
    "PIT_TRAP": "pit_trap",
    "LOGBOAT": "canoe",
    "RAFT": "raft",
}
KINDS = {"M": "meadow", "F": "forest", "R": "river"}
ZONE = re.compile(
    r"(\d):(meadow|forest|river|lake)(?:\+(menhir|mushrooms))?(?:\[([a-z,]+)\])?"
    r"(?:\(fish (\d)\))?(?:->lake(\d))?(?:\{([A-Z_]+)\})?"
)


def parse_row(row):
    """One table row -> (id, pile kind, edge kinds N E S W, features), features as sorted comparable tuples."""
    tid, pile, edges, zones = [c.strip() for c in row.strip().strip("|").split("|")]
    places, edge_kinds = {}, []
    sides = re.findall(r"([NESW])=(?:([MF])(\d)|R\((\d),(\d),(\d)\))", edges)
    assert "".join(side for side, *_ in sides) == "NESW", row
    for side, letter, zone, a, river, b in sides:
        if letter == "M":  # a meadow edge: both halves
            places.setdefault(zone, []).extend([side + "L", side + "R"])
        elif letter == "F":
            places.setdefault(zone, []).append(side)
        else:  # a river edge: meadow a on the L half, the river, meadow b on the R half
            places.setdefault(a, []).append(side + "L")
            places.setdefault(river, []).append(side)
            places.setdefault(b, []).append(side + "R")
        edge_kinds.append(KINDS[letter or "R"])
    parsed, ends = [], {}
    for text in zones.split("; "):
        zone, kind, extra, animals, fish, lake, power = ZONE.fullmatch(text).groups()
        tokens = ([extra] if extra else []) + (animals.split(",") if animals else []) + ["fish"] * int(fish or 0)
        tokens += [POWERS[power]] if power else []
        if lake:
            ends.setdefault(lake, []).append(tuple(sorted(places[zone])))
        parsed.append((zone, kind, tuple(sorted(tokens))))
    features = sorted(
        (kind, tuple(sorted(places.get(zone, ()))), tokens, tuple(sorted(ends.get(zone, ()))))
        for zone, kind, tokens in parsed
    )
    return int(tid), pile, tuple(edge_kinds), features


REFERENCE = {tid: (pile, edges, features) for tid, pile, edges, features in map(parse_row, ROWS.strip().splitlines())}
ALL = {**hg.LAND, **hg.BONUS}
TYPE_OF = {tid: name for name, ids in hg.IDS.items() for tid in ids}


def engine_features(tile):
    """The engine's segments as the same comparable tuples (lakes: the edges of the rivers they end)."""
    out = []
    for s in tile.segments:
        names = HALF_NAMES if s.kind == "meadow" else EDGE_NAMES
        ends = tuple(sorted(tuple(sorted(EDGE_NAMES[e] for e in tile.segments[k].edges)) for k in s.links))
        out.append((s.kind, tuple(sorted(names[e] for e in s.edges)), s.tokens, ends))
    return sorted(out)


def turn(name, rot):
    """An edge or half-edge name turned ``rot`` quarter turns clockwise (a half keeps its L/R side)."""
    return "NESW"[("NESW".index(name[0]) + rot) % 4] + name[1:]


def canonical(edges, features):
    """The smallest form of a tile over its four rotations (equal for tiles identical up to rotation)."""
    forms = []
    for rot in range(4):
        turned = tuple(
            sorted(
                (
                    kind,
                    tuple(sorted(turn(p, rot) for p in places)),
                    tokens,
                    tuple(sorted(tuple(sorted(turn(e, rot) for e in river)) for river in ends)),
                )
                for kind, places, tokens, ends in features
            )
        )
        forms.append((tuple(edges[(d - rot) % 4] for d in range(4)), turned))
    return min(forms)


def reference_canonical(tid):
    """The canonical form of a reference row."""
    _, edges, features = REFERENCE[tid]
    return canonical(edges, features)


def engine_canonical(tile):
    """The canonical form of an engine type."""
    return canonical(tile.edges, engine_features(tile))


def test_reference_restated_whole():
    assert sorted(REFERENCE) == list(range(95))
    assert sorted(TYPE_OF) == list(range(95)) and sum(len(ids) for ids in hg.IDS.values()) == 95


@pytest.mark.parametrize("tid", range(95))
def test_tile_matches_reference(tid):
    pile, edges, features = REFERENCE[tid]
    name = TYPE_OF[tid]
    tile = ALL[name]
    if tid == min(hg.IDS[name]):  # the type keeps this tile's orientation
        assert tile.edges == edges
        assert engine_features(tile) == features
    assert engine_canonical(tile) == reference_canonical(tid)  # a copy may be turned: same up to rotation
    assert name == f"H{min(hg.IDS[name])}"
    if pile == "START":
        assert name == hg.START and name in hg.LAND and name not in hg.LAND_COUNTS
    elif pile == "MENHIR":
        assert name in hg.BONUS and name in hg.BONUS_COUNTS
    else:
        assert name in hg.LAND and name in hg.LAND_COUNTS


def test_counts():
    assert sum(hg.LAND_COUNTS.values()) == 78 and sum(hg.BONUS_COUNTS.values()) == 16
    assert 1 + 78 + 16 == len(REFERENCE)
    assert len(ALL) == len(hg.LAND) + len(hg.BONUS) == len(hg.IDS) == 85
    assert set(hg.LAND_COUNTS) == set(hg.LAND) - {hg.START} and set(hg.BONUS_COUNTS) == set(hg.BONUS)
    assert all(hg.LAND_COUNTS[name] == len(hg.IDS[name]) for name in hg.LAND_COUNTS)
    classic = hg.CLASSIC_BONUS_COUNTS
    assert sum(classic.values()) == 12
    assert sorted(classic) == sorted(f"H{i}" for i in (79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90))
    assert set(classic) <= set(hg.BONUS)


def test_identical_groups():
    groups = {}
    for tid in REFERENCE:
        groups.setdefault(reference_canonical(tid), set()).add(tid)
    shared = sorted(sorted(g) for g in groups.values() if len(g) > 1)
    assert shared == sorted(sorted(g) for g in IDENTICAL)
    assert sorted(sorted(ids) for ids in hg.IDS.values()) == sorted(sorted(g) for g in groups.values())
    canon = [engine_canonical(tile) for tile in ALL.values()]
    assert len(set(canon)) == len(canon) == 85  # no two types show the same tile


def pile_totals(counts):
    """The totals-table numbers for a pile given as {type: copies}."""
    t = Counter()
    fish = Counter()
    for name, n in counts.items():
        tile = ALL[name]
        for s in tile.segments:
            for animal in ("deer", "aurochs", "mammoth", "tiger"):
                t[animal] += n * s.count(animal)
            if s.kind == "forest":
                t["mushroom_forests"] += n * (s.count("mushrooms") > 0)
            if s.kind == "lake":
                t["lakes"] += n
                t["lake_fish"] += n * s.count("fish")
                fish[s.count("fish")] += n
            if s.kind == "river":
                t["river_fish"] += n * s.count("fish")
        t["menhir_tiles"] += n * any(s.kind == "forest" and s.count("menhir") for s in tile.segments)
        t["river_tiles"] += n * ("river" in tile.edges)
        t["forest_tiles"] += n * ("forest" in tile.edges)
    return {key: t[key] for key in TOTALS["start"]}, dict(fish)


@pytest.mark.parametrize("pile", sorted(TOTALS))
def test_totals(pile):
    counts = {"start": {hg.START: 1}, "regular": hg.LAND_COUNTS, "bonus": hg.BONUS_COUNTS}[pile]
    totals, lake_fish = pile_totals(counts)
    assert totals == TOTALS[pile]
    assert lake_fish == LAKE_FISH[pile]


def test_named_tiles_of_the_totals_table():
    def ids_with(test):
        return sorted(tid for tid in REFERENCE if test(ALL[TYPE_OF[tid]]))

    assert ids_with(lambda t: any(s.kind == "river" and s.count("fish") for s in t.segments)) == [
        19,
        20,
        28,
        45,
        47,
        74,
        88,
    ]
    assert ids_with(lambda t: any(s.count("mushrooms") for s in t.segments)) == [79, 87]
    bonus_menhir = [tid for tid in range(79, 95) if any(s.count("menhir") for s in ALL[TYPE_OF[tid]].segments)]
    assert bonus_menhir == [81]
    powers = {p: ids_with(lambda t, p=p: any(s.count(p) for s in t.segments)) for p in POWERS.values()}
    assert powers == {"fire": [85], "shaman": [88], "hunting_trap": [94], "pit_trap": [92], "canoe": [93], "raft": [91]}


def test_spring_ends():
    springs = {}
    for tid in REFERENCE:
        tile = ALL[TYPE_OF[tid]]
        in_lake = {k for s in tile.segments if s.kind == "lake" for k in s.links}
        n = sum(1 for i, s in enumerate(tile.segments) if s.kind == "river" and len(s.edges) == 1 and i not in in_lake)
        if n:
            springs[tid] = n
    assert springs == SPRING_ENDS
