"""Rules types of tile-placement games: feature kinds with their scoring, pieces, draw piles, and rule plug-ins.

A game builds a ``Ruleset`` from its setup: its base definition and its own plug-ins first, then each variant's
``configure``. During play the game calls the plug-ins' hooks (all do nothing by default), so base rules never ask
which variant is on. A map's rules see the game through ``MapDoor``, a plug-in through ``Host`` (the map door and a
drawn-tile turn's own members) only.
"""

from __future__ import annotations

from functools import cached_property
from typing import Callable, Generic, Iterable, Protocol, Sequence, TypeVar

from .board import MAIN, Board, Feature, Layer, Piece, Pos
from .tiles import Segment, TileType
from .values import Value

MAIN_PILE = "main"  # the draw pile every tile-placement game has

# (feature, map, game) -> (points, text, detail): the game gives the scorer its plug-ins' state and settings.
# ``text`` is the one wording of the score (the log's and the feature tip's); ``detail`` names it (``what``) and
# gives its numbers, so a page can itemise a score in its own language.
Scorer = Callable[[Feature, Board, "MapDoor"], tuple[int, str, dict]]
# (feature, map, game) -> the players who score it (by default the majority of its pieces)
Holders = Callable[[Feature, Board, "MapDoor"], list[int]]


class Kind(Value):
    """A feature kind: how it scores when completed during the game (``complete``) and at the end (``final``;
    None: never), who scores it (``holders``; None: the majority of its pieces), and whether pieces on one left
    unfinished go home unscored at the end (``go_home``), before the final scoring."""

    __slots__ = FIELDS = ("name", "complete", "final", "holders", "go_home")

    def __init__(
        self,
        name: str,
        complete: Scorer | None = None,
        final: Scorer | None = None,
        holders: Holders | None = None,
        go_home: bool = False,
    ):
        self.name = name
        self.complete = complete
        self.final = final
        self.holders = holders
        self.go_home = go_home


class PieceRule(Value):
    """A way to deploy: which supply it takes from, its role on each kind of segment, the layer it claims,
    and which pieces already there block it (None: any piece)."""

    FIELDS = ("supply", "roles", "only", "loose", "layer", "blockers")

    def __init__(
        self,
        supply: str,
        roles: dict[str, str],
        only: Callable[[Segment], bool] | None = None,
        loose: bool = False,
        layer: str = MAIN,
        blockers: frozenset[str] | None = None,
    ):
        self.supply = supply
        self.roles = roles
        self.only = only  # a further condition on the segment
        self.loose = loose  # the piece leaves its feature at once: never scored with it
        self.layer = layer
        self.blockers = blockers

    def role_for(self, seg: Segment) -> str | None:
        """The role a piece of this kind takes on ``seg``, or None if it may not go there."""
        if self.only is not None and not self.only(seg):
            return None
        return self.roles.get(seg.kind)

    def spots(self, tile: TileType) -> tuple[int, ...]:
        """The ids of the segments of ``tile`` that a piece of this kind may go on."""
        if self.only is None:  # by kind alone: the tile keeps the answer (deploy choices ask every turn)
            return tile.ids_of(self._kinds)
        return tuple(i for i, seg in enumerate(tile.segments) if self.role_for(seg))

    @cached_property
    def _kinds(self) -> frozenset:
        return frozenset(kind for kind, role in self.roles.items() if role)


S = TypeVar("S")  # a plug-in's own state


class MapDoor(Protocol):
    """What the rules of a map read and do of the game they are played in, whatever its turn is like (a drawn
    tile's, or Carmela's flips): the map being placed on, the mover and the tile placed, the players' supplies, the
    score and the events. Changes go through these (and the features of ``board``) only."""

    rules: Ruleset
    board: Board
    current_player: int
    hand: str | None  # the tile being placed
    turn: int
    supply: list[dict[str, int]]  # each player's pieces in hand: to read (deploy choices read it for every square)
    loose: list[Piece]  # pieces that left their feature for good (tourists)

    def state_of(self, plugin: Plugin[S]) -> S:
        """``plugin``'s own state in this game (its ``initial`` until it sets one)."""
        ...

    def set_state(self, plugin: Plugin[S], value: S) -> None:
        """Replace ``plugin``'s state in this game (a state is a value: never changed in place)."""
        ...

    def supply_of(self, player: int, supply: str) -> int:
        """How many pieces of ``supply`` ``player`` has in hand."""
        ...

    def give(self, player: int, supply: str, n: int) -> None:
        """Add ``n`` pieces (fewer if negative) to ``player``'s ``supply``."""
        ...

    def award(self, players: list[int], points: int, kind: str) -> None:
        """Add ``points`` to each of ``players`` under ``kind`` in their breakdown."""
        ...

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
        """Record a scoring event."""
        ...

    def event(self, **event: object) -> None:
        """Record an event of the move being played."""
        ...

    def pieces(self) -> list[Piece]:
        """Every piece on the map."""
        ...

    def majority(self, pieces: Sequence[Piece]) -> list[int]:
        """The players with the most pieces among ``pieces``."""
        ...

    def return_pieces(self, board: Board, f: Feature) -> None:
        """Give every piece on feature ``f`` of ``board`` back to its owner."""
        ...


class Host(MapDoor, Protocol):
    """What a rules plug-in may read and do of the game it plays in: the map door, and the members of a turn that
    draws its tile from a pile (the tile games'; Carmela's plug-in-free maps need none of them)."""

    drawn_from: str  # the pile the tile in hand came from
    granted: list[tuple[int, str]]  # extra placements still owed, (player, pile): to read

    def grant(self, player: int, pile: str) -> None:
        """Owe ``player`` a placement from ``pile`` as their next move."""
        ...

    def keeps_turn(self, tile: str) -> bool:
        """True if placing ``tile`` does not use up the turn."""
        ...


class Plugin(Generic[S]):
    """A rules plug-in: a variant a player ticks, or a part of a game's own rules that acts through the turn's hooks.
    Every hook does nothing by default; the game calls them at fixed points. A plug-in that keeps state of its own
    declares its ``initial`` value and reads and replaces it through the host (``state_of``, ``set_state``)."""

    name = ""
    title = ""
    initial: S

    def configure(self, rules: Ruleset) -> None:
        """Change tiles, counts, kinds, piles or pieces before the game starts."""

    def arrange(self, game: Host, bag: list[str]) -> list[str]:
        """The main draw pile after shuffling (drawn from the end); may reorder it."""
        return bag

    def allowed(self, game: Host, tile: TileType, found: list[tuple[Pos, int]]) -> list[tuple[Pos, int]]:
        """The placements (square, rotation) of ``found``, which the edges allow, that this plug-in allows too."""
        return found

    def placed(self, game: Host, tile: TileType, pos: Pos, rot: int) -> None:
        """Note a tile just placed (before deploying and scoring)."""

    def options(self, game: Host, pos: Pos, rot: int) -> list[tuple[str, str | None]]:
        """Extra deploy choices (piece, spot) for this placement."""
        return []

    def describe(self, game: MapDoor, piece: str, pos: Pos, rot: int) -> dict:
        """Extra facts the screen may show about a deploy choice this plug-in added (e.g. its points)."""
        return {}

    def deploy(self, game: Host, player: int, piece: str, spot: str | None, pos: Pos) -> bool:
        """Carry out a deploy choice this plug-in added; True if it did."""
        return False

    def completed(self, game: Host, board: Board, feature: Feature, player: int) -> None:
        """A feature was completed by ``player``'s placement on ``board`` (after it scored and its pieces left)."""

    def asks(self, game: Host, player: int, tile: str) -> tuple[str, list[dict]] | None:
        """A question ``player`` must answer on drawing ``tile``, before placing it (its verb and answers, each with
        an ``answer`` text and what a screen shows of it), or None."""
        return None

    def answer(self, game: Host, player: int, verb: str, answer: dict) -> None:
        """Carry out ``player``'s answer (one of those ``asks`` offered) to this plug-in's question."""

    def keeps_turn(self, game: Host, tile: str) -> bool:
        """True if placing ``tile`` does not use up the turn."""
        return False

    def final_scoring(self, game: Host) -> None:
        """Score what this plug-in adds at the end of the game."""

    def appraise(self, game: Host, board: Board, feature: Feature, layer: str) -> dict:
        """Facts to add to (or replace in) what a screen shows of ``feature`` of ``layer`` on ``board``
        (``MapRules.feature_facts``): what this plug-in scores of it, who would, what stands on it."""
        return {}


# Rulesets have one rule for each hook: whether a plug-in overrides it, so play skips hooks nobody uses.
HOOKS = (
    "arrange",
    "allowed",
    "placed",
    "options",
    "describe",
    "deploy",
    "completed",
    "asks",
    "answer",
    "keeps_turn",
    "final_scoring",
    "appraise",
)


class Ruleset:
    """Everything a tile-placement game needs to know about its rules, built from the setup."""

    def __init__(
        self,
        tiles: dict[str, TileType],
        counts: dict[str, int],
        start: str,
        kinds: dict[str, Kind],
        supply: dict[str, int],
        pieces: dict[str, PieceRule],
        final_order: list[str],
        piles: dict[str, dict[str, int]] | None = None,
        layers: tuple[Layer, ...] = (),
        plugins: list[Plugin] | None = None,
    ):
        self.tiles = tiles
        self.counts = counts  # the main draw pile
        self.start = start
        self.kinds = kinds
        self.supply = supply
        self.pieces = pieces
        self.final_order = final_order
        self.piles = {} if piles is None else piles  # further named draw piles (a bonus stack)
        self.layers = layers
        self.plugins = [] if plugins is None else plugins  # the game's own, then the variants' (in setup order)

    def using(self, hook: str) -> list[Plugin]:
        """The plug-ins that override ``hook`` (in setup order)."""
        return [v for v in self.plugins if getattr(type(v), hook) is not getattr(Plugin, hook)]

    @cached_property
    def hooks(self) -> dict[str, list[Plugin]]:
        """Hook name -> the plug-ins that override it, worked out once the rules are configured (at the first game)."""
        return {hook: self.using(hook) for hook in HOOKS}
