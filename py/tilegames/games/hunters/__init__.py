"""Carcassonne: Hunters & Gatherers (docs/rules/hunters.md): the 2nd-edition rules, or the 2002 rules as ``classic``.

A tile-placement game on one map (``tilegames.tilegame``) with its own words and tiles (``tiles``), a water
layer that joins rivers through lakes for huts (``rules``), how rivers and forests score (``scoring``), the
bonus tiles and the end (``powers``), and how a computer player judges a position (``evaluate``).
"""

from __future__ import annotations

from ...protocol import GameDef, VariantInfo
from ...tilegame import TileGame
from ...views import tileset as tile_drawings

# The registry's word on the game, kept apart from its rules: the rules are imported only once a game of it is started
# or drawn, so a page that opens Carcassonne does not pay for importing them while it boots (``rules.Classic`` is this).
CLASSIC = VariantInfo("classic", "Classic rules (2002)")


def start(setup: dict, seed: int) -> TileGame:
    """A new game for a checked setup."""
    from .evaluate import EVALUATIONS
    from .rules import ruleset

    return TileGame(setup, seed, ruleset(setup["variants"]), EVALUATIONS)


def tileset(setup: dict) -> dict:
    """Every tile type the setup can use, as drawing data (kinds, edges, tokens, which rivers end in which lake)."""
    from .rules import ruleset

    return tile_drawings(ruleset(setup["variants"]))


GAME = GameDef(
    name="hunters",
    title="Hunters & Gatherers",
    players=(2, 5),
    variants=(CLASSIC,),
    options=frozenset({"deck", "deck_only", "piles"}),  # stack the land pile, or any pile (the bonus tiles)
    by_link=True,
    start=start,
    tileset=tileset,
)
