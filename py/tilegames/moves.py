"""The moves of a tile-placement turn and their one-line text notation: a placement ``K 1,0 r2 meeple@road.S``,
and the answer to a question the turn asks before a placement ``return 3,4@forest.N`` (or ``return none``)."""

from __future__ import annotations

import re

from .errors import RuleError
from .values import Value

# Coordinates have at most 6 digits: no map grows that far, and a 5,000-digit number is refused as malformed
# before int() would refuse it with a message about digits.
_MOVE = re.compile(
    r"^\s*(\w{1,8})\s+(-?\d{1,6})\s*,\s*(-?\d{1,6})\s+r([0-3])(?:\s+(\w{1,16})(?:@([\w.]{1,16}))?)?\s*$", re.ASCII
)


class TileMove(Value):
    """Place ``tile`` on (x, y) turned ``rot`` quarter turns; then deploy ``piece`` on ``spot``, or do what a plug-in
    names ``piece`` (no spot). ``vouch``, no part of the move's value, marks the game state that listed the move."""

    __slots__ = ("tile", "x", "y", "rot", "piece", "spot", "vouch")
    FIELDS = ("tile", "x", "y", "rot", "piece", "spot")

    def __init__(
        self,
        tile: str,
        x: int,
        y: int,
        rot: int,
        piece: str | None = None,
        spot: str | None = None,
        vouch: object = None,
    ):
        self.tile = tile
        self.x = x
        self.y = y
        self.rot = rot
        self.piece = piece
        self.spot = spot
        self.vouch = vouch

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
    def parse(cls, text: object) -> "TileMove":
        """Read a move from its notation; raises RuleError saying what is malformed."""
        if not isinstance(text, str):
            raise RuleError(f"a move must be text like '<tile> <x>,<y> r<0-3> [piece@spot]', not {type(text).__name__}")
        m = _MOVE.match(text)
        if not m:
            raise RuleError(
                f"malformed move {text[:80]!r}: expected '<tile> <x>,<y> r<0-3> [piece@spot]' "
                "(a tile name, a square, a quarter-turn count, what to deploy where)"
            )
        tile, x, y, rot, piece, spot = m.groups()
        return cls(tile, int(x), int(y), int(rot), piece, spot)


_CHOICE = re.compile(r"^\s*([a-z_]{1,16})\s+([\w.,@-]{1,40})\s*$", re.ASCII)


class ChoiceMove(Value):
    """The answer to a question the turn asks before a placement: ``<verb> <answer>``."""

    __slots__ = FIELDS = ("verb", "answer")

    def __init__(self, verb: str, answer: str):
        self.verb = verb
        self.answer = answer

    def __str__(self) -> str:
        return f"{self.verb} {self.answer}"


def parse(text: object) -> TileMove | ChoiceMove:
    """A placement or an answer from its notation; raises RuleError saying what is malformed."""
    if isinstance(text, str) and not _MOVE.match(text):
        m = _CHOICE.match(text)
        if m:
            return ChoiceMove(*m.groups())
    return TileMove.parse(text)
