"""Carcassonne (docs/rules/carcassonne.md): the base game and the variants River, Abbot and Sightseeing.

A tile-placement game on one map (``tilegames.tilegame``): its words and tiles (``tiles``), how its
features score (``scoring``), its rules as data (``rules``), its variants (``variants/``) and how a computer
player judges a position (``evaluate``).
"""

from __future__ import annotations

from ...protocol import GameDef, VariantInfo
from ...tilegame import TileGame
from ...views import tileset as tile_drawings
from .evaluate import EVALUATIONS
from .rules import ruleset
from .variants import VARIANTS


def start(setup: dict, seed: int) -> TileGame:
    """A new game for a checked setup."""
    return TileGame(setup, seed, ruleset(setup["variants"]), EVALUATIONS)


def tileset(setup: dict) -> dict:
    """Every tile type the setup can use, as drawing data (with the words the page's Carcassonne art reads)."""
    data = tile_drawings(ruleset(setup["variants"]))
    for tile in data["tiles"].values():
        for seg in tile["segments"]:
            tokens = seg.pop("tokens", {})
            links = seg.pop("links", [])
            if seg["kind"] == "city":
                seg["pennants"] = tokens.get("pennant", 0)
            elif seg["kind"] == "field":
                seg["cities"] = links
            elif seg["kind"] == "cloister":
                seg["landmark"] = "landmark" in tokens
    return data


GAME = GameDef(
    name="carcassonne",
    title="Carcassonne",
    players=(2, 5),
    variants=tuple(VariantInfo(v.name, v.title) for v in VARIANTS.values()),
    options=frozenset({"deck", "deck_only"}),  # stack the draw pile (tests, fixtures, puzzles)
    by_link=True,
    start=start,
    tileset=tileset,
)
