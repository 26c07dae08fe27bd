"""Square-grid geometry as small integer tables: edges, half-edges, rotation, neighbours.

Edges and half-edges, clockwise from north (y grows to the south)::

         NL  NR
       +---------+
    WR |    N    | EL
       | W     E |
    WL |    S    | ER
       +---------+
         SR  SL

A half-edge is named as seen from the tile centre looking at its edge (L = left, R = right).
"""

N, E, S, W = 0, 1, 2, 3
EDGE_NAMES = ("N", "E", "S", "W")
HALF_NAMES = ("NL", "NR", "EL", "ER", "SL", "SR", "WL", "WR")
EDGE_INDEX = {name: i for i, name in enumerate(EDGE_NAMES)}
HALF_INDEX = {name: i for i, name in enumerate(HALF_NAMES)}

# Offset of the neighbouring square across each edge.
STEP = ((0, -1), (1, 0), (0, 1), (-1, 0))
# The eight squares around a square (for cloister-like features).
RING = ((-1, -1), (0, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (0, 1), (1, 1))


def opposite(edge: int) -> int:
    """The edge of the neighbour that touches ``edge``."""
    return (edge + 2) % 4


def facing_half(half: int) -> int:
    """The neighbour's half-edge that touches ``half`` (the west half of N meets the west half of S)."""
    edge, side = divmod(half, 2)
    return 2 * opposite(edge) + (1 - side)


def rotate_edge(edge: int, rot: int) -> int:
    """Where a tile's own ``edge`` faces after ``rot`` clockwise quarter turns."""
    return (edge + rot) % 4


def rotate_half(half: int, rot: int) -> int:
    """Where a tile's own half-edge faces after ``rot`` clockwise quarter turns."""
    return (half + 2 * rot) % 8


FACING_HALF = tuple(facing_half(h) for h in range(8))
OPPOSITE = tuple(opposite(e) for e in range(4))
