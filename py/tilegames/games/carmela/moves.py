"""Carmela's moves and their one-line notation: ``flip 17``, ``stop``, and a placement as in Carcassonne
(``K 1,0 r2 meeple@road.S``), into another player's map with the optional rule (``map2 K 1,0 r2``), or ``aside``
(with that rule, for a tile that fits only other players' maps)."""

from __future__ import annotations

import re

from ...errors import RuleError
from ...moves import TileMove
from ...values import Value

_FLIP = re.compile(r"^\s*flip\s+(\d{1,9})\s*$", re.ASCII)  # a square's number; the game says if it has none
_FLIP_WORD = re.compile(r"^\s*flip\b\s*(.*?)\s*$", re.ASCII | re.DOTALL)
_STOP = re.compile(r"^\s*stop\s*$", re.ASCII)
_ASIDE = re.compile(r"^\s*aside\s*$", re.ASCII)
_MAP = re.compile(r"^\s*map(\d{1,2})\s+(.*)$", re.ASCII | re.DOTALL)


class Flip(Value):
    """Turn the face-down tile at ``index`` of the grid face up (a challenge, after a match)."""

    __slots__ = FIELDS = ("index",)

    def __init__(self, index: int):
        self.index = index

    def __str__(self) -> str:
        return f"flip {self.index}"


class Stop(Value):
    """Take the matched tiles instead of challenging for more."""

    __slots__ = ()

    def __str__(self) -> str:
        return "stop"


class Aside(Value):
    """Set the tile in hand aside (it still counts) rather than give it to another player's map."""

    __slots__ = ()
    owner = None  # it goes into no map

    def __str__(self) -> str:
        return "aside"


class Place(Value):
    """Place the tile in hand into ``owner``'s map (None: the mover's own) and maybe deploy a meeple on it."""

    __slots__ = FIELDS = ("move", "owner")

    def __init__(self, move: TileMove, owner: int | None = None):
        self.move = move
        self.owner = owner

    def __str__(self) -> str:
        return str(self.move) if self.owner is None else f"map{self.owner} {self.move}"


def parse(text) -> Flip | Stop | Aside | Place:
    """A move from its notation; RuleError says what is malformed."""
    if not isinstance(text, str):
        raise RuleError(
            f"a move must be text like 'flip 3', 'stop' or '<tile> <x>,<y> r<0-3> [meeple@spot]', "
            f"not {type(text).__name__}"
        )
    m = _FLIP.match(text)
    if m:
        return Flip(int(m.group(1)))
    m = _FLIP_WORD.match(text)
    if m:  # a flip of something that is not a square number: said as a flip, not as a malformed placement
        raise RuleError(
            f"there is no square {m.group(1)[:20]!r} in the grid: a flip names a square by its number, like 'flip 3'"
        )
    if _STOP.match(text):
        return Stop()
    if _ASIDE.match(text):
        return Aside()
    m = _MAP.match(text)
    if m:
        return Place(TileMove.parse(m.group(2)), int(m.group(1)))
    return Place(TileMove.parse(text))
