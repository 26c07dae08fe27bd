"""What every tile-placement game keeps beside its maps: the players' scores and their breakdown, the pieces in hand,
the plug-ins' state and the events of the game. Map rules (``maprules``) and plug-ins write to it through its
methods; a game's turn flow (``TileGame``, Carmela's) builds on it, so a field added here is every game's at once.
"""

from __future__ import annotations

from collections import Counter
from typing import Iterable, Sequence

from .board import Board, Feature, Piece, Pos
from .rules import Plugin, Ruleset, S


class Scoreboard:
    """Scores, supplies, loose pieces, plug-in state and the event log of one game."""

    board: Board  # the map being played on (set by the game)

    def __init__(self, setup: dict, rules: Ruleset):
        self.setup = setup
        self.rules = rules
        n = self.nplayers = len(setup["players"])
        self.points = [0] * n
        self.by_kind: list[Counter[str]] = [Counter() for _ in range(n)]
        self.supply = [dict(rules.supply) for _ in range(n)]
        self.loose: list[Piece] = []  # pieces that left their feature for good (tourists)
        self.plugin_state: dict[str, object] = {}  # plug-in name -> its state, a value never changed in place
        self.log: list[dict] = []
        self.events: list[dict] = []

    def copy_scores(self, g: Scoreboard) -> None:
        """Give ``g`` (a shallow copy of this game) its own scores, supplies, loose pieces and plug-in state."""
        g.points = list(self.points)
        g.by_kind = [Counter(c) for c in self.by_kind]
        g.supply = [dict(s) for s in self.supply]
        g.loose = list(self.loose)
        g.plugin_state = dict(self.plugin_state)
        g.log = []
        g.events = self.events  # shared until the copy plays: play() starts a new list

    # --- what plug-ins may do (``rules.Host``) --------------------------------------------------------------------
    def state_of(self, plugin: Plugin[S]) -> S:
        """``plugin``'s own state in this game (its ``initial`` until it sets one)."""
        return self.plugin_state.get(plugin.name, plugin.initial)  # type: ignore[return-value]  # set_state's S

    def set_state(self, plugin: Plugin[S], value: S) -> None:
        """Replace ``plugin``'s state in this game."""
        self.plugin_state[plugin.name] = value

    def supply_of(self, player: int, supply: str) -> int:
        """How many pieces of ``supply`` ``player`` has in hand."""
        return self.supply[player][supply]

    def give(self, player: int, supply: str, n: int) -> None:
        """Add ``n`` pieces (fewer if negative) to ``player``'s ``supply``."""
        self.supply[player][supply] += n

    @staticmethod
    def majority(pieces: Sequence[Piece]) -> list[int]:
        """The players with the most pieces among ``pieces`` (all of them on a tie)."""
        if len(pieces) == 1:  # most features scored hold one piece
            return [pieces[0].player]
        counts = Counter(p.player for p in pieces)
        top = max(counts.values(), default=0)  # no piece: nobody
        return sorted(p for p, c in counts.items() if c == top)

    def award(self, players: list[int], points: int, kind: str) -> None:
        """Add ``points`` to each of ``players`` under ``kind`` in their breakdown."""
        for p in players:
            self.points[p] += points
            self.by_kind[p][kind] += points

    def score_event(
        self,
        kind: str,
        players: list[int],
        points: int,
        text: str,
        f: Feature | None,
        final: bool,
        tiles: Iterable[Pos] | None = None,
        detail: dict | None = None,
        board: Board | None = None,
    ) -> None:
        """Record a scoring event with the tiles and segments of what scored (``f`` of ``board``, the map played on
        by default), and its numbers in ``detail``."""
        board = board or self.board
        segs = []
        if f is not None:
            segs = board.segments_of(f)
            tiles = f.tiles
        self.event(
            type="score",
            kind=kind,
            players=players,
            points=points,
            text=text,
            detail=detail or {},
            tiles=[[x, y] for x, y in sorted(tiles or ())],
            segments=segs,
            final=final,
        )

    def event(self, **event: object) -> None:
        """Record an event of the move being played (in its events and in the log)."""
        self.events.append(event)
        self.log.append(event)

    def scores(self) -> list[int]:
        """The players' current scores, in seat order."""
        return list(self.points)
