"""What a computer player of a tile-placement game may expect of the tiles still to come: how many of them fit a
square with given edge needs, and the chance that one comes for it (the squares themselves: ``Board.open_squares``).
Games' evaluations build on it."""

from __future__ import annotations

from .board import Board, Feature, Pos
from .protocol import PlacingGame


class TilesToCome:
    """The tiles still to draw (with the one in hand when ``with_hand``), and per kind of empty square how many
    of them fit it (cached: one per decision)."""

    def __init__(self, game: PlacingGame, softness: float, horizon: int, with_hand: bool = True):
        self.tiles = game.rules.tiles
        self.left = game.remaining()
        if game.hand and with_hand:
            self.left[game.hand] += 1
        self.total = sum(self.left.values())
        self.softness = softness  # the chance is m / (m + softness) for m fitting tiles to come
        self.horizon = horizon  # fewer tiles than this left: every chance shrinks in proportion
        self.cache: dict[tuple, int] = {}
        # feature state -> (its empty neighbour squares, the feature: kept so that its id is not reused meanwhile)
        self.squares: dict[tuple, tuple] = {}

    def fitting(self, need: tuple) -> int:
        """How many of the tiles to come fit a square with these edge needs, in some rotation."""
        n = self.cache.get(need)
        if n is None:
            n = self.cache[need] = sum(
                c for name, c in self.left.items() if c and self.tiles[name].rotations_fitting(need)
            )
        return n

    def chance(self, need: tuple) -> float:
        """Chance that a fitting tile still comes for a square with these edge needs."""
        if self.total == 0:
            return 0.0
        m = self.fitting(need)  # more fitting tiles and more draws left both help
        return m / (m + self.softness) * min(1.0, self.total / self.horizon)

    def open_squares(self, board: Board, f: Feature, halves: bool = False) -> tuple[Pos, ...]:
        """The empty squares next to feature ``f`` of ``board`` (``Board.open_squares``), cached per decision by
        the feature's object and size (segments, open edges): a map changes a feature it owns in place, but never
        without adding segments (a tile on an open edge's square joins the feature)."""
        state = (id(f), len(f.segs), f.open, halves)
        known = self.squares.get(state)
        if known is None:
            known = self.squares[state] = (tuple(board.open_squares(f, halves)), f)
        squares: tuple[Pos, ...] = known[0]
        return squares
