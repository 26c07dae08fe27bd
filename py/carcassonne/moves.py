"""The move of a tile-placement turn and its one-line text notation: ``K 1,0 r2 meeple@road.S``."""

from __future__ import annotations

import re
from dataclasses import dataclass

from .errors import RuleError

_MOVE = re.compile(r"^\s*(\w+)\s+(-?\d+)\s*,\s*(-?\d+)\s+r([0-3])(?:\s+(\w+)(?:@([\w.]+))?)?\s*$")


@dataclass(frozen=True)
class Move:
    """Place ``tile`` on (x, y) turned ``rot`` quarter turns; then deploy ``piece`` on ``spot``, or recall."""

    tile: str
    x: int
    y: int
    rot: int
    piece: str | None = None  # meeple, abbot, tourist, recall
    spot: str | None = None

    def __str__(self) -> str:
        text = f"{self.tile} {self.x},{self.y} r{self.rot}"
        if self.piece and self.spot:
            text += f" {self.piece}@{self.spot}"
        elif self.piece:
            text += f" {self.piece}"
        return text

    @property
    def pos(self) -> tuple[int, int]:
        """The square the tile goes on."""
        return (self.x, self.y)

    @classmethod
    def parse(cls, text: str) -> "Move":
        """Read a move from its notation; raises RuleError saying what is malformed."""
        if not isinstance(text, str):
            raise RuleError(f"a move must be text like 'K 1,0 r2 meeple@road.S', not {type(text).__name__}")
        m = _MOVE.match(text)
        if not m:
            raise RuleError(f"malformed move {text!r}: expected '<tile> <x>,<y> r<0-3> [piece@spot]', "
                            "e.g. 'K 1,0 r2 meeple@road.S'")
        tile, x, y, rot, piece, spot = m.groups()
        return cls(tile, int(x), int(y), int(rot), piece, spot)
