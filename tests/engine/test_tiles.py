"""Each tile type matches the reference (shared/reference/tiles.md): edges, features, field-city links, counts."""

import re

import pytest

from tilegames.games.carcassonne import tiles as tilesets
from tilegames.geometry import EDGE_NAMES, HALF_NAMES

# The reference table restated: letter -> (edges N E S W, features in JCloisterZone notation).
REFERENCE = {
    "A": ("field field road field", "monastery; road[S]; field[NL NR EL ER SL SR WL WR]"),
    "B": ("field field field field", "monastery; field[NL NR EL ER SL SR WL WR]"),
    "C": ("city city city city", "city[N W S E]+pennant"),
    "D": ("city road field road", "road[W E]; city[N]; field[EL WR](N); field[ER SL SR WL]"),
    "E": ("city field field field", "city[N]; field[WL WR SL SR EL ER](N)"),
    "F": ("field city field city", "city[W E]+pennant; field[NL NR](W); field[SL SR](W)"),
    "G": ("field city field city", "city[W E]; field[NL NR](W); field[SL SR](W)"),
    "H": ("city field city field", "city[N]; city[S]; field[WL WR EL ER](N S)"),
    "I": ("city field field city", "city[N]; city[W]; field[EL ER SL SR](N W)"),
    "J": ("city road road field", "road[E S]; city[N]; field[EL WL WR SR](N); field[ER SL]"),
    "K": ("city field road road", "road[S W]; city[N]; field[WR EL ER SL](N); field[WL SR]"),
    "L": ("city road road road", "road[E]; road[S]; road[W]; city[N]; field[WR EL](N); field[WL SR]; field[ER SL]"),
    "M": ("city field field city", "city[N W]+pennant; field[SL SR EL ER](N)"),
    "N": ("city field field city", "city[N W]; field[SL SR EL ER](N)"),
    "O": ("city road road city", "road[E S]; city[N W]+pennant; field[EL SR](N); field[ER SL]"),
    "P": ("city road road city", "road[E S]; city[N W]; field[EL SR](N); field[ER SL]"),
    "Q": ("city city field city", "city[N E W]+pennant; field[SL SR](N)"),
    "R": ("city city field city", "city[N E W]; field[SL SR](N)"),
    "S": ("city city road city", "road[S]; city[N W E]+pennant; field[SL](N); field[SR](N)"),
    "T": ("city city road city", "road[S]; city[N W E]; field[SL](N); field[SR](N)"),
    "U": ("field road field road", "road[W E]; field[WR NL NR EL]; field[ER SL SR WL]"),
    "V": ("field field road road", "road[W S]; field[WR NL NR EL ER SL]; field[SR WL]"),
    "W": ("field road road road", "road[E]; road[S]; road[W]; field[WR NL NR EL]; field[ER SL]; field[SR WL]"),
    "X": (
        "road road road road",
        "road[N]; road[E]; road[S]; road[W]; field[WR NL]; field[NR EL]; field[ER SL]; field[SR WL]",
    ),
    # River (section 2)
    "RA": ("field river field field", "field[NL NR EL ER SL SR WL WR]; river[E]"),
    "RL": ("field field field river", "field[NL NR EL ER SL SR WL WR]; river[W]"),
    "RC": ("city river city river", "city[N]; city[S]; field[EL WR](N); field[ER WL](S); river[W E]"),
    "RB": (
        "city river road river",
        "city[N]; road[S]; field[EL](N); field[WR](N); field[ER SL]; field[WL SR]; river[W E]",
    ),
    "RH": ("field river road river", "monastery; road[S]; field[WR NL NR EL]; field[ER SL]; field[WL SR]; river[W E]"),
    "RK": ("river road river road", "road[W E]; field[WR NL]; field[NR EL]; field[ER SL]; field[WL SR]; river[N S]"),
    "RD": ("field river field river", "field[WR NL NR EL]; field[WL SL SR ER]; river[W E]"),
    "RE": ("city river river city", "city[N W]; field[SR EL](N); field[ER SL]; river[S E]"),
    "RI": ("road road river river", "road[N E]; field[WR NL ER SL]; field[NR EL]; field[WL SR]; river[W S]"),
    "RG": ("field field river river", "field[WR NL NR EL ER SL]; field[WL SR]; river[W S]"),
}
GARDEN_OF = {"Eg": "E", "Hg": "H", "Ig": "I", "Mg": "M", "Ng": "N", "Rg": "R", "Ug": "U", "Vg": "V", "RJ": "RG"}
ALL = {**tilesets.BASE, **tilesets.RIVER}


def reference_features(text):
    """Parse the reference notation into comparable tuples (kind, edge set, pennant, linked city edge sets)."""
    parsed = []
    for part in text.split(";"):
        m = re.fullmatch(r"\s*(\w+)(?:\[([\w ]+)\])?(\+pennant)?(?:\(([\w ]+)\))?\s*", part)
        kind, edges, pennant, links = m.groups()
        parsed.append((kind, frozenset((edges or "").split()), bool(pennant), frozenset((links or "").split())))
    out = []
    for kind, edges, pennant, links in parsed:
        linked = frozenset(e for k, es, _, _ in parsed if k == "city" for e in es if es & links)
        kind = "cloister" if kind == "monastery" else kind
        out.append((kind, edges, pennant, frozenset(linked) if kind == "field" else frozenset()))
    return sorted(out, key=repr)


def engine_features(tile):
    out = []
    for s in tile.segments:
        if s.kind == "garden":
            continue
        names = HALF_NAMES if s.kind == "field" else EDGE_NAMES
        edges = frozenset(names[e] for e in s.edges) if not s.is_centre else frozenset()
        linked = frozenset(EDGE_NAMES[e] for c in s.links for e in tile.segments[c].edges)
        out.append((s.kind, edges, s.count("pennant") > 0, linked))
    return sorted(out, key=repr)


@pytest.mark.parametrize("name", sorted(REFERENCE))
def test_tile_matches_reference(name):
    edges, features = REFERENCE[name]
    tile = ALL[name]
    assert " ".join(tile.edges) == edges
    assert engine_features(tile) == reference_features(features)


@pytest.mark.parametrize("name", sorted(GARDEN_OF))
def test_garden_copy_is_its_plain_tile_plus_a_garden(name):
    tile, plain = ALL[name], ALL[GARDEN_OF[name]]
    assert tile.edges == plain.edges
    assert engine_features(tile) == engine_features(plain)
    assert [s.kind for s in tile.segments].count("garden") == 1


def test_base_set_counts():
    counts = tilesets.BASE_COUNTS
    assert sum(counts.values()) == 72
    letters = {}
    for name, n in counts.items():
        letters[name[0]] = letters.get(name[0], 0) + n
    assert letters == {
        "A": 2,
        "B": 4,
        "C": 1,
        "D": 4,
        "E": 5,
        "F": 2,
        "G": 1,
        "H": 3,
        "I": 2,
        "J": 3,
        "K": 3,
        "L": 3,
        "M": 2,
        "N": 3,
        "O": 2,
        "P": 3,
        "Q": 1,
        "R": 3,
        "S": 2,
        "T": 1,
        "U": 8,
        "V": 9,
        "W": 4,
        "X": 1,
    }
    pennant_tiles = sum(n for name, n in counts.items() if any(s.count("pennant") for s in ALL[name].segments))
    assert pennant_tiles == 10  # C1 F2 M2 O2 Q1 S2
    assert sum(n for name, n in counts.items() if name.endswith("g")) == 8
    assert tilesets.BASE_START == "D"


def test_river_set():
    assert sum(tilesets.RIVER_COUNTS.values()) == 12
    assert "nodeploy" in ALL["RA"].tags and "nodeploy" in ALL["RL"].tags


def test_landmarks_keep_the_cloister_layouts():
    for plain, landmark in tilesets.LANDMARK_REPLACES.items():
        a, b = ALL[plain], tilesets.LANDMARKS[landmark]
        assert a.edges == b.edges
        assert tilesets.LANDMARK_COUNTS[landmark] == tilesets.BASE_COUNTS[plain]
        assert [s.count("landmark") > 0 for s in b.segments if s.kind == "cloister"] == [True]


def test_symmetric_tiles_have_fewer_distinct_rotations():
    assert ALL["C"].rotations == (0,) and ALL["X"].rotations == (0,) and ALL["B"].rotations == (0,)
    assert len(ALL["U"].rotations) == 2 and len(ALL["H"].rotations) == 2
    assert len(ALL["K"].rotations) == 4
    assert ALL["U"].canonical(2) == 0 and ALL["K"].canonical(3) == 3
