"""Tile data of Hunters & Gatherers, 2nd edition (95 tiles: start, 78 land, 16 bonus), in the game's own words.

Written from ``shared/reference/tiles.md`` section 3 (ChaCuN ids). The tile line format is described in
``tilegames/tiles.py``; the words are Hunters & Gatherers' own (``VOCABULARY``):

* ``forest`` holds whole edges and no meadow runs beside it; ``river`` holds whole edges with a meadow half on
  each side; ``meadow`` is made of half-edges; ``lake`` sits inside the tile (never on an edge).
* A river that ends in a lake is linked from that lake: ``lake fish fish > N E`` is a lake with two fish where
  the rivers holding N and E end. A river that ends inside the tile with no lake is a spring end.
* Tokens are words: ``fish``, ``deer``, ``aurochs``, ``mammoth``, ``tiger``, ``menhir`` (on a forest),
  ``mushrooms`` (on a forest), and the powers ``fire``, ``shaman``, ``hunting_trap``, ``pit_trap`` (on a meadow),
  ``canoe``, ``raft`` (on a lake). A token is written once per item (``deer deer`` is two deer).
* Tile types are named ``H<id>`` after the lowest ChaCuN id among identical tiles; ``IDS`` lists every
  physical tile of each type.
"""

from ...tiles import Vocabulary, parse_tiles

TOKENS = (
    "fish",
    "deer",
    "aurochs",
    "mammoth",
    "tiger",
    "menhir",
    "mushrooms",
    "fire",
    "shaman",
    "hunting_trap",
    "pit_trap",
    "canoe",
    "raft",
)
VOCABULARY = Vocabulary(
    edges={"forest": False, "river": True},
    area="meadow",
    centres=("lake",),
    tokens={word: word for word in TOKENS},
)

# One type per distinct tile, in the reference's order (table 3.3); segments follow the ChaCuN zone order.
LAND = parse_tiles(
    VOCABULARY,
    """
H0   meadow NL | river N | meadow NR EL ER | forest S | forest W | lake fish fish > N
H1   meadow NL NR EL WR | river E | meadow ER | forest S | meadow WL | river W | lake fish fish fish > E W
H2   meadow NL NR EL | river E | meadow ER | forest S W menhir | lake fish > E
H3   meadow NL WR | river N | meadow NR EL | river E | meadow ER SL SR WL | river W | lake fish > N E W
H4   meadow NL SR WL WR | river N | meadow NR deer | forest E | meadow SL | river S | lake fish > N S
H5   meadow NL NR EL WR aurochs | river E | meadow ER SL | river S | meadow SR WL | river W | lake fish > E S W
H6   meadow NL WR | river N | meadow NR EL | river E | meadow ER SL SR WL deer | river W | lake fish > N E W  # also 10
H7   meadow NL SR WL WR tiger | river N | meadow NR EL | river E | meadow ER SL | river S | lake fish > N E S
H8   meadow NL WR mammoth | river N | meadow NR EL deer | river E | meadow ER SL SR WL | river W | lake fish > N E W
H9   meadow NL SR WL WR | river N | meadow NR EL | river E | meadow ER SL | river S | lake fish fish > N E S
H11  meadow NL WR | river N | meadow NR EL | river E | meadow ER | forest S | meadow WL | river W | lake fish > N E W
H12  meadow NL WR | river N | meadow NR EL ER SL | river S | meadow SR WL deer | river W | lake fish > N S W
H13  meadow NL WR deer | river N | meadow NR EL | river E | meadow ER SL | river S | meadow SR WL deer | river W | lake fish fish > N E S W
H14  meadow NL | river N | meadow NR tiger | forest E | forest S | forest W
H15  meadow NL NR EL SR WL WR deer | river E S | meadow ER SL
H16  meadow NL NR EL SR WL WR | river E S | meadow ER SL deer
H17  meadow NL ER SL WR | river N E | meadow NR EL deer | river S W | meadow SR WL tiger
H18  meadow NL NR EL SR WL WR tiger | river E S | meadow ER SL
H19  meadow NL NR EL SR WL WR deer | river E S fish | meadow ER SL
H20  meadow NL WL WR aurochs | river N E fish fish | meadow NR EL | meadow ER | forest S
H21  meadow NL NR EL SR WL WR | river E S | meadow ER SL aurochs
H22  meadow NL WR | river N W | meadow NR EL ER WL aurochs | forest S
H23  meadow NL ER aurochs | river N E | meadow NR EL | forest S W menhir
H24  meadow NL WR | river N | meadow NR EL ER aurochs | forest S | meadow WL | river W | lake fish > N W
H25  meadow NL ER WL WR | river N E | meadow NR EL deer | forest S  # also 27
H26  meadow NL ER | river N E | meadow NR EL | forest S | forest W
H28  meadow NL WR | river N W fish | meadow NR EL ER WL | forest S
H29  forest N W menhir | meadow EL SR | river E S | meadow ER SL  # also 69
H30  meadow NL NR EL ER deer | forest S W menhir  # also 78
H31  forest N W menhir | meadow EL ER SL SR tiger  # also 32
H33  forest N W menhir | meadow EL ER SL SR  # also 75, 77
H34  meadow NL NR | meadow EL ER | meadow SL SR deer | forest W
H35  meadow NL NR SL SR WL WR mammoth | forest E
H36  meadow NL NR EL ER WL WR aurochs | forest S
H37  forest N | meadow EL ER SL SR WL WR deer
H38  meadow NL NR deer | forest E W menhir | meadow SL SR  # also 60
H39  meadow NL NR | forest E W menhir | meadow SL SR  # also 40
H41  meadow NL NR SL SR deer | forest E | forest W
H42  forest N E menhir | meadow SL SR | meadow WL WR
H43  forest N E menhir | forest S | meadow WL WR
H44  forest N W menhir | forest E | meadow SL SR deer
H45  meadow NL | river N S fish | meadow NR | forest E | meadow SL deer | meadow SR | forest W
H46  meadow NL NR EL WR | river E W | meadow ER WL | forest S
H47  meadow NL NR EL WR | river E W fish | meadow ER WL deer | forest S
H48  meadow NL NR EL WR | river E W | meadow ER SL SR WL tiger
H49  meadow NL NR EL WR deer | river E W | meadow ER SL SR WL tiger
H50  meadow NL SR WL WR deer | river N S | meadow NR EL ER SL  # also 52
H51  meadow NL NR EL WR aurochs | river E W | meadow ER SL SR WL
H53  meadow NL NR EL WR | river E W | meadow ER SL SR WL mammoth
H54  forest N W menhir | meadow EL | river E S | meadow ER SL deer | meadow SR
H55  forest N E menhir | forest S | meadow WL | river W | meadow WR
H56  meadow NL NR WR aurochs | forest E S menhir | meadow WL | river W | lake fish > W  # start tile
H57  meadow NL | river N | meadow NR | forest E | forest S W menhir | lake fish fish > N
H58  forest N E W menhir | meadow SL | river S | meadow SR | lake fish > S
H59  meadow NL WL WR | river N | meadow NR EL ER tiger | forest S | lake fish > N
H61  meadow NL NR EL ER SL SR WL WR mammoth
H62  meadow NL NR EL ER SL SR WL WR deer
H63  forest N E W menhir | meadow SL SR
H64  forest N E menhir | meadow SL SR | forest W
H65  forest N E W menhir | meadow SL SR tiger
H66  forest N E menhir | meadow SL | river S | meadow SR | meadow WL WR
H67  forest N | forest E | meadow SL SR WL WR deer
H68  forest N | meadow EL ER SL | river S | meadow SR WL WR
H70  meadow NL | river N | meadow NR EL | river E | meadow ER | forest S W menhir
H71  meadow NL | river N | meadow NR | forest E W menhir | meadow SL | river S | meadow SR | lake fish fish > S
H72  meadow NL SR tiger | river N S | meadow NR SL | forest E | forest W
H73  meadow NL SR | river N S | meadow NR SL deer | forest E | forest W
H74  meadow NL SR | river N S fish | meadow NR SL | forest E | forest W
H76  meadow NL NR EL ER aurochs | forest S W menhir
""",
)

# Bonus ("menhir") tiles: 79-94, all different.
BONUS = parse_tiles(
    VOCABULARY,
    """
H79  meadow NL NR | forest E W mushrooms | meadow SL | river S | meadow SR
H80  meadow NL WR | river N | meadow NR EL ER SL SR WL mammoth aurochs | river W | lake fish > N W
H81  meadow NL NR WL WR mammoth tiger | forest E S menhir
H82  meadow NL | river N | meadow NR EL ER SL SR deer | forest W | lake fish fish > N
H83  meadow NL ER SL WR deer deer | river N | meadow NR EL | river E | river S | meadow SR WL | river W | lake fish fish > N E | lake fish fish > S W
H84  meadow NL ER WL WR | river N E | meadow NR EL mammoth | forest S
H85  meadow NL NR EL ER SL SR WL WR fire
H86  meadow NL SR WL WR aurochs | river N | meadow NR EL | river E | meadow ER SL tiger | river S | lake fish > N E S
H87  meadow NL NR WR | forest E S mushrooms | meadow WL | river W | lake fish fish > W
H88  meadow NL ER WL WR shaman | river N E fish | meadow NR EL | forest S
H89  meadow NL WR | river N | meadow NR | forest E S | meadow WL | river W | lake fish fish fish > N W
H90  meadow NL NR EL ER WL WR mammoth aurochs | forest S
H91  meadow NL WR | river N | meadow NR EL | river E | meadow ER SL SR WL | river W | lake fish raft > N E W
H92  forest N E | meadow SL SR WL WR pit_trap
H93  meadow NL WR | river N | meadow NR EL | river E | meadow ER SL SR WL | river W | lake fish canoe > N E W
H94  forest N | meadow EL ER SL SR WL WR hunting_trap
""",
)

START = "H56"

# Identical tiles (tiles.md section 3) share the type of the lowest id; every other type is one physical tile.
SHARED = {
    "H6": (6, 10),
    "H25": (25, 27),
    "H29": (29, 69),
    "H30": (30, 78),
    "H31": (31, 32),
    "H33": (33, 75, 77),
    "H38": (38, 60),
    "H39": (39, 40),
    "H50": (50, 52),
}
IDS = {name: SHARED.get(name, (int(name[1:]),)) for name in {**LAND, **BONUS}}

# Derived from IDS: parse_counts cannot read names that contain digits (it reads "H61" as 61 tiles "H").
LAND_COUNTS = {name: len(IDS[name]) for name in LAND if name != START}  # the 78 regular tiles
BONUS_COUNTS = {name: len(IDS[name]) for name in BONUS}  # the 16 bonus tiles
# The classic rule set's 12-tile bonus stack (docs/rules/hunters.md): fire, mushrooms, the shrine (88) and plain tiles.
CLASSIC_BONUS_COUNTS = {f"H{i}": 1 for i in range(79, 91)}
