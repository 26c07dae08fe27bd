"""The River (docs/rules/carcassonne.md section 5): the spring starts the map, the river tiles come first, the lake last."""

from __future__ import annotations

from typing import NamedTuple

from ....board import Pos
from ....geometry import OPPOSITE, STEP
from ....rules import Host, Kind, Plugin, Ruleset
from ....tiles import TileType
from .. import tiles


def _river_edges(o) -> list[int]:
    return [d for d in range(4) if o.edges[d] == "river"]


class RiverState(NamedTuple):
    """Where the river goes on: its open end (the square next and the side it flows out of; None: no river yet, or
    the lake closed it) and the way it last turned (1 right, 3 left, 0 not yet)."""

    end: tuple[Pos, int] | None
    last_turn: int


class River(Plugin[RiverState]):
    """River tiles extend the river's open end, never turning the same way twice in a row (no U-turn)."""

    name = "river"
    title = "River"
    initial = RiverState(None, 0)

    def configure(self, rules: Ruleset) -> None:
        rules.tiles.update(tiles.RIVER)
        rules.kinds["river"] = Kind("river")  # it separates fields and is never scored nor occupied
        rules.start = tiles.RIVER_SPRING  # the usual start tile stays in the box
        for name, count in tiles.RIVER_COUNTS.items():
            if name != tiles.RIVER_SPRING:
                rules.counts[name] = count

    def arrange(self, game: Host, bag: list[str]) -> list[str]:
        """Draw order: the river tiles (shuffled), then the lake, then the land tiles (drawn from the end)."""
        river = [t for t in bag if t in tiles.RIVER and t != tiles.RIVER_LAKE]
        land = [t for t in bag if t not in tiles.RIVER]
        lake = [t for t in bag if t == tiles.RIVER_LAKE]
        return land + lake + river

    def allowed(self, game: Host, tile: TileType, found: list[tuple[Pos, int]]) -> list[tuple[Pos, int]]:
        if tile.name not in tiles.RIVER:
            return found  # land tiles: the edges decide (asked once per turn, not once per placement)
        end = game.state_of(self).end
        if end is None:
            return []
        return [(pos, rot) for pos, rot in found if pos == end[0] and self._extends(game, tile.oriented(rot), end)]

    def _extends(self, game: Host, o, end) -> bool:
        """True if ``o`` on the river's open end takes the river in and does not turn the way it last turned."""
        inflow = OPPOSITE[end[1]]
        if o.edges[inflow] != "river":
            return False
        turn = self._turn(o, inflow)
        return not (turn and turn == game.state_of(self).last_turn)

    @staticmethod
    def _turn(o, inflow: int) -> int:
        """0 for straight or an end, 1 for a right turn, 3 for a left turn (seen along the flow)."""
        outs = [d for d in _river_edges(o) if d != inflow]
        if not outs:
            return 0
        return (outs[0] - OPPOSITE[inflow]) % 4

    def placed(self, game: Host, tile: TileType, pos: Pos, rot: int) -> None:
        if tile.name not in tiles.RIVER:
            return
        o = tile.oriented(rot)
        state = game.state_of(self)
        inflow = OPPOSITE[state.end[1]] if state.end else None
        outs = [d for d in _river_edges(o) if d != inflow]
        last_turn = state.last_turn
        if inflow is not None:  # the river had an end, which this tile continues
            last_turn = self._turn(o, inflow) or last_turn
        end = None  # the lake closes the river
        if outs:
            out = outs[0]
            end = ((pos[0] + STEP[out][0], pos[1] + STEP[out][1]), out)
        game.set_state(self, RiverState(end, last_turn))

    def keeps_turn(self, game: Host, tile: str) -> bool:
        return tile == tiles.RIVER_LAKE
