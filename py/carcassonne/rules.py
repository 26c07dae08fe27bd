"""Game definitions as data: feature kinds with their scoring, pieces, tile sets, and variant plugins.

A ``Ruleset`` is built from a setup: the game's base definition first, then each variant's ``configure``.
During play the game calls the variants' hooks (all do nothing by default), so base rules never ask
which variant is on.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

from . import tilesets
from .errors import RuleError
from .tiles import Segment, TileType

Scorer = Callable[["object", "object"], tuple[int, str, dict]]  # (feature, board) -> (points, text, detail)
# ``detail`` names the wording (``what``) and its numbers, so a page can itemise a score in its own language.


def _plural(n: int, word: str, words: str = "") -> str:
    return f"{n} {word if n == 1 else (words or word + 's')}"


def road_points(f, board) -> tuple[int, str, dict]:
    """A road: 1 per tile, complete or not."""
    n = len(f.tiles)
    return n, f"road: {_plural(n, 'tile')} = {n}", {"what": "road", "tiles": n}


def city_points_complete(f, board) -> tuple[int, str, dict]:
    """A completed city: 2 per tile + 2 per pennant."""
    n, p = len(f.tiles), f.pennants
    text = f"city: {_plural(n, 'tile')} x2" + (f" + {_plural(p, 'pennant')} x2" if p else "")
    return 2 * n + 2 * p, f"{text} = {2 * n + 2 * p}", {"what": "city", "tiles": n, "pennants": p}


def city_points_final(f, board) -> tuple[int, str, dict]:
    """An incomplete city at the end: 1 per tile + 1 per pennant."""
    n, p = len(f.tiles), f.pennants
    text = f"incomplete city: {_plural(n, 'tile')}" + (f" + {_plural(p, 'pennant')}" if p else "")
    return n + p, f"{text} = {n + p}", {"what": "city_open", "tiles": n, "pennants": p}


def centre_points_complete(f, board) -> tuple[int, str, dict]:
    """A surrounded cloister or garden: 9."""
    return 9, f"{f.kind}: 9 tiles = 9", {"what": f.kind, "tiles": 9}


def centre_points_final(f, board) -> tuple[int, str, dict]:
    """An incomplete cloister or garden: 1 + 1 per surrounding tile."""
    (pos,) = f.tiles
    n = 1 + board.surrounded(pos)
    return n, f"incomplete {f.kind}: {_plural(n, 'tile')} = {n}", {"what": f"{f.kind}_open", "tiles": n}


def field_points(f, board) -> tuple[int, str, dict]:
    """A field at the end: 3 per completed city it touches."""
    roots = {board.find(c) for c in f.cities or ()}
    n = sum(1 for r in roots if board.feats[r].done)
    return (3 * n, f"field: {_plural(n, 'completed city', 'completed cities')} x3 = {3 * n}",
            {"what": "field", "cities": n})


@dataclass(frozen=True)
class Kind:
    """A feature kind: how it scores when completed during the game and at the end (None: never)."""

    name: str
    complete: Scorer | None = None
    final: Scorer | None = None


@dataclass
class PieceRule:
    """A way to deploy: which supply it takes from and the role it has on each kind of segment."""

    supply: str
    roles: dict[str, str]
    only: Callable[[Segment], bool] | None = None  # a further condition on the segment
    loose: bool = False  # the piece leaves its feature at once (a tourist): never scored with it

    def role_for(self, seg: Segment) -> str | None:
        """The role a piece of this kind takes on ``seg``, or None if it may not go there."""
        if self.only is not None and not self.only(seg):
            return None
        return self.roles.get(seg.kind)


class Variant:
    """A rules plugin. Every hook does nothing by default; the game calls them at fixed points."""

    name = ""
    title = ""
    game = "carcassonne"  # the game this variant belongs to

    def configure(self, rules: "Ruleset") -> None:
        """Change tiles, counts, kinds or pieces before the game starts."""

    def arrange(self, game, bag: list[str]) -> list[str]:
        """The draw pile after shuffling (drawn from the end); may reorder it."""
        return bag

    def allows(self, game, tile: TileType, pos, rot: int) -> bool:
        """False to forbid a placement the edges allow."""
        return True

    def placed(self, game, tile: TileType, pos, rot: int) -> None:
        """Note a tile just placed (before deploying and scoring)."""

    def options(self, game, pos, rot: int) -> list[tuple[str, str | None]]:
        """Extra deploy choices (piece, spot) for this placement."""
        return []

    def describe(self, game, piece: str, pos, rot: int) -> dict:
        """Extra facts the screen may show about a deploy choice this variant added (e.g. its points)."""
        return {}

    def deploy(self, game, player: int, piece: str, spot: str | None, pos) -> bool:
        """Carry out a deploy choice this variant added; True if it did."""
        return False

    def keeps_turn(self, game, tile: str) -> bool:
        """True if placing ``tile`` does not use up the turn."""
        return False

    def final_scoring(self, game) -> None:
        """Score what this variant adds at the end of the game."""


VARIANTS: dict[str, type[Variant]] = {}


def variant(cls: type[Variant]) -> type[Variant]:
    """Register a variant class under its ``name``."""
    VARIANTS[cls.name] = cls
    return cls


@dataclass
class Ruleset:
    """Everything a game needs to know about its rules, built from the setup."""

    game: str
    tiles: dict[str, TileType]
    counts: dict[str, int]
    start: str
    kinds: dict[str, Kind]
    supply: dict[str, int]
    pieces: dict[str, PieceRule]
    final_order: list[str]
    players: tuple[int, int]
    variants: list[Variant] = field(default_factory=list)


def carcassonne(variant_names: list[str]) -> Ruleset:
    """The base game of Carcassonne (RULES.md section 1), then each named variant's changes."""
    from . import variants  # noqa: F401  (importing registers the plugins)
    rules = Ruleset(
        game="carcassonne",
        tiles=dict(tilesets.BASE),
        counts={n: c - (n == tilesets.BASE_START) for n, c in tilesets.BASE_COUNTS.items()},
        start=tilesets.BASE_START,
        kinds={
            "road": Kind("road", road_points, road_points),
            "city": Kind("city", city_points_complete, city_points_final),
            "cloister": Kind("cloister", centre_points_complete, centre_points_final),
            "garden": Kind("garden", centre_points_complete, centre_points_final),
            "field": Kind("field", None, field_points),
        },
        supply={"meeple": 7},
        pieces={"meeple": PieceRule("meeple", {"road": "thief", "city": "knight", "cloister": "monk",
                                               "field": "farmer"})},
        final_order=["road", "city", "cloister", "garden", "field"],
        players=(2, 5),
    )
    for name in variant_names:
        v = VARIANTS[name]()
        v.configure(rules)
        rules.variants.append(v)
    return rules


GAMES: dict[str, Callable[[list[str]], Ruleset]] = {"carcassonne": carcassonne}


def build(game: str, variant_names: list[str]) -> Ruleset:
    """The ruleset of ``game`` with ``variant_names``; raises RuleError for unknown names."""
    from . import variants  # noqa: F401  (importing registers the plugins)
    if game not in GAMES:
        raise RuleError(f"unknown game {game!r}; known games: {', '.join(sorted(GAMES))}")
    unknown = [v for v in variant_names if v not in VARIANTS or VARIANTS[v].game != game]
    if unknown:
        known = ", ".join(sorted(n for n, v in VARIANTS.items() if v.game == game)) or "none"
        raise RuleError(f"unknown variant {unknown[0]!r}; known variants: {known}")
    return GAMES[game](variant_names)
