"""Carcassonne: Hunters & Gatherers (RULES.md section 2): the 2nd-edition rules, or the 2002 rules as ``classic``.

A tile-placement game on one map (``carcassonne.tilegame``) with its own words and tiles (``tiles``), a water
layer that joins rivers through lakes for huts (``rules``), how rivers and forests score (``scoring``), the
bonus tiles and the end (``powers``), and how a computer player judges a position (``evaluate``).
"""

from __future__ import annotations

from ...protocol import GameDef, VariantInfo
from ...tilegame import TileGame
from ...views import tileset as tile_drawings
from .evaluate import EVALUATIONS
from .rules import VARIANTS, ruleset


def start(setup: dict, seed: int) -> TileGame:
    """A new game for a checked setup."""
    return TileGame(setup, seed, ruleset(setup["variants"]), EVALUATIONS)


def tileset(setup: dict) -> dict:
    """Every tile type the setup can use, as drawing data (kinds, edges, tokens, which rivers end in which lake)."""
    return tile_drawings(ruleset(setup["variants"]))


GAME = GameDef(
    name="hunters",
    title="Hunters & Gatherers",
    players=(2, 5),
    variants=tuple(VariantInfo(v.name, v.title) for v in VARIANTS.values()),
    options=frozenset({"deck", "deck_only", "piles"}),  # stack the land pile, or any pile (the bonus tiles)
    by_link=True,
    start=start,
    tileset=tileset,
)
