"""Rules types of tile-placement games: feature kinds with their scoring, pieces, draw piles, and rule plugins.

A game builds a ``Ruleset`` from its setup: its base definition first, then each variant's ``configure``.
During play the game calls the variants' hooks (all do nothing by default), so base rules never ask
which variant is on.
"""

from __future__ import annotations

from functools import cached_property
from typing import TYPE_CHECKING, Callable

from .board import MAIN, Board, Feature, Layer, Pos
from .tiles import Segment, TileType
from .values import Value

if TYPE_CHECKING:  # tilegame imports this module
    from .tilegame import TileGame

Scorer = Callable[[Feature, Board], tuple[int, str, dict]]  # (feature, board) -> (points, text, detail)
# ``detail`` names the wording (``what``) and its numbers, so a page can itemise a score in its own language.


class Kind(Value):
    """A feature kind: how it scores when completed during the game (``complete``) and at the end (``final``);
    None: never."""

    __slots__ = FIELDS = ("name", "complete", "final")

    def __init__(self, name: str, complete: Scorer | None = None, final: Scorer | None = None):
        self.name = name
        self.complete = complete
        self.final = final


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


class Variant:
    """A rules plugin. Every hook does nothing by default; the game calls them at fixed points."""

    name = ""
    title = ""

    def configure(self, rules: "Ruleset") -> None:
        """Change tiles, counts, kinds, piles or pieces before the game starts."""

    def arrange(self, game: TileGame, bag: list[str]) -> list[str]:
        """The main draw pile after shuffling (drawn from the end); may reorder it."""
        return bag

    def allowed(self, game: TileGame, tile: TileType, found: list[tuple[Pos, int]]) -> list[tuple[Pos, int]]:
        """The placements (square, rotation) of ``found``, which the edges allow, that this variant allows too."""
        return found

    def placed(self, game: TileGame, tile: TileType, pos: Pos, rot: int) -> None:
        """Note a tile just placed (before deploying and scoring)."""

    def options(self, game: TileGame, pos: Pos, rot: int) -> list[tuple[str, str | None]]:
        """Extra deploy choices (piece, spot) for this placement."""
        return []

    def describe(self, game: TileGame, piece: str, pos: Pos, rot: int) -> dict:
        """Extra facts the screen may show about a deploy choice this variant added (e.g. its points)."""
        return {}

    def deploy(self, game: TileGame, player: int, piece: str, spot: str | None, pos: Pos) -> bool:
        """Carry out a deploy choice this variant added; True if it did."""
        return False

    def completed(self, game: TileGame, board: Board, feature: Feature, player: int) -> None:
        """A feature was completed by ``player``'s placement on ``board`` (after it scored and its pieces left)."""

    def asks(self, game: TileGame, player: int, tile: str) -> tuple[str, list[dict]] | None:
        """A question ``player`` must answer on drawing ``tile``, before placing it (its verb and answers, each with
        an ``answer`` text and what a screen shows of it), or None."""
        return None

    def answer(self, game: TileGame, player: int, verb: str, answer: dict) -> None:
        """Carry out ``player``'s answer (one of those ``asks`` offered) to this variant's question."""

    def keeps_turn(self, game: TileGame, tile: str) -> bool:
        """True if placing ``tile`` does not use up the turn."""
        return False

    def final_scoring(self, game: TileGame) -> None:
        """Score what this variant adds at the end of the game."""

    def appraise(self, game: TileGame, board: Board, feature: Feature, layer: str) -> dict:
        """Facts to add to (or replace in) what a screen shows of ``feature`` of ``layer`` on ``board``
        (``TileGame.feature_facts``): what this variant scores of it, who would, what stands on it."""
        return {}


# Rulesets have one rule for each hook: whether a variant overrides it, so play skips hooks nobody uses.
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
        variants: list[Variant] | None = None,
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
        self.variants = [] if variants is None else variants

    def using(self, hook: str) -> list[Variant]:
        """The variants that override ``hook`` (in setup order)."""
        return [v for v in self.variants if getattr(type(v), hook) is not getattr(Variant, hook)]
