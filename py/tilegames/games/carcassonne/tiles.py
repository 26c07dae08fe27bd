"""Tile data of Carcassonne: the base game, the River, the Sightseeing landmarks.

Written from ``shared/reference/tiles.md`` (facts from JCloisterZone's basic.xml and river.xml, letters as on
Wikicarpedia). The tile line format is described in ``tilegames/tiles.py``; the words are Carcassonne's own
(``VOCABULARY``). Garden copies (used by the Abbot variant) are separate types named with a ``g`` suffix: the
garden replaces one plain copy, so letter totals stay as printed.
"""

from ...tiles import Vocabulary, parse_counts, parse_tiles

# Cities, roads and the river hold whole edges; fields run beside roads and the river but never along a city
# edge; cloisters and gardens sit in the centre. ``+`` is a pennant; a landmark is a cloister with a landmark.
VOCABULARY = Vocabulary(
    edges={"city": False, "road": True, "river": True},
    area="field",
    centres=("cloister", "garden"),
    tokens={"+": "pennant"},
    aliases={"landmark": ("cloister", ("landmark",))},
)

BASE = parse_tiles(
    VOCABULARY,
    """
A   cloister | road S | field NL NR EL ER SL SR WL WR
B   cloister | field NL NR EL ER SL SR WL WR
C   city N E S W +
D   road W E | city N | field EL WR > N | field ER SL SR WL
E   city N | field EL ER SL SR WL WR > N
F   city W E + | field NL NR > W | field SL SR > W
G   city W E | field NL NR > W | field SL SR > W
H   city N | city S | field EL ER WL WR > N S
I   city N | city W | field EL ER SL SR > N W
J   road E S | city N | field EL WL WR SR > N | field ER SL
K   road S W | city N | field WR EL ER SL > N | field WL SR
L   road E | road S | road W | city N | field WR EL > N | field WL SR | field ER SL
M   city N W + | field EL ER SL SR > N
N   city N W | field EL ER SL SR > N
O   road E S | city N W + | field EL SR > N | field ER SL
P   road E S | city N W | field EL SR > N | field ER SL
Q   city N E W + | field SL SR > N
R   city N E W | field SL SR > N
S   road S | city N E W + | field SL > N | field SR > N
T   road S | city N E W | field SL > N | field SR > N
U   road W E | field WR NL NR EL | field ER SL SR WL
V   road W S | field WR NL NR EL ER SL | field SR WL
W   road E | road S | road W | field WR NL NR EL | field ER SL | field SR WL
X   road N | road E | road S | road W | field WR NL | field NR EL | field ER SL | field SR WL
# garden copies (Abbot): one each of E H I M N R U V
Eg  city N | field EL ER SL SR WL WR > N | garden
Hg  city N | city S | field EL ER WL WR > N S | garden
Ig  city N | city W | field EL ER SL SR > N W | garden
Mg  city N W + | field EL ER SL SR > N | garden
Ng  city N W | field EL ER SL SR > N | garden
Rg  city N E W | field SL SR > N | garden
Ug  road W E | field WR NL NR EL | field ER SL SR WL | garden
Vg  road W S | field WR NL NR EL ER SL | field SR WL | garden
""",
)

# Second/third edition counts: 72 tiles, one plain D is the start tile.
BASE_COUNTS = parse_counts("""
A2 B4 C1 D4 E4 Eg1 F2 G1 H2 Hg1 I1 Ig1 J3 K3 L3 M1 Mg1 N2 Ng1 O2 P3 Q1 R2 Rg1 S2 T1 U7 Ug1 V8 Vg1 W4 X1
""")
BASE_START = "D"

# The River (second edition set of 12): R + the C3 picture letter of tiles.md section 2.
RIVER = parse_tiles(
    VOCABULARY,
    """
RA  [nodeploy] river E | field NL NR EL ER SL SR WL WR
RB  city N | road S | field EL > N | field WR > N | field ER SL | field WL SR | river W E
RC  city N | city S | field EL WR > N | field ER WL > S | river W E
RD  field WR NL NR EL | field WL SL SR ER | river W E
RE  city N W | field SR EL > N | field ER SL | river S E
RG  field WR NL NR EL ER SL | field WL SR | river W S
RH  cloister | road S | field WR NL NR EL | field ER SL | field WL SR | river W E
RI  road N E | field WR NL ER SL | field NR EL | field WL SR | river W S
RJ  field WR NL NR EL ER SL | field WL SR | river W S | garden
RK  road W E | field WR NL | field NR EL | field ER SL | field WL SR | river N S
RL  [nodeploy] river W | field NL NR EL ER SL SR WL WR
""",
)
RIVER_COUNTS = parse_counts("RA1 RB1 RC1 RD2 RE1 RG1 RH1 RI1 RJ1 RK1 RL1")
RIVER_SPRING, RIVER_LAKE = "RA", "RL"

# Sightseeing (Carcassonne J): landmarks with the layouts of the cloisters they replace (docs/rules/carcassonne.md section 7).
LANDMARKS = parse_tiles(
    VOCABULARY,
    """
LA  landmark | road S | field NL NR EL ER SL SR WL WR
LB  landmark | field NL NR EL ER SL SR WL WR
""",
)
LANDMARK_COUNTS = parse_counts("LA2 LB4")
LANDMARK_REPLACES = {"A": "LA", "B": "LB"}

ALL_TILES = {**BASE, **RIVER, **LANDMARKS}
