"""Carmela, the Carcassonne memory game (docs/rules/carmela.md): a face-down grid of Carcassonne's tiles, a map per
player, challenges for three of a kind and more, and computer players who remember what they saw.

The maps and their scoring are Carcassonne's (``games/carcassonne``): its tiles, kinds and scorers, with one
meeple each to start. The turn is this package's (``game``); so are the computer players (``players``), who
play from their own view and their memory of the flips, and a review's judgement of moves (``review``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...protocol import GameDef, VariantInfo
from ..carcassonne import tileset as carcassonne_tileset
from ..carcassonne.evaluate import EVALUATIONS
from ..carcassonne.rules import ruleset as carcassonne_ruleset

if TYPE_CHECKING:
    from .game import Carmela

ANY_MAP = VariantInfo("any_map", "Place into any map (optional rule)")


def ruleset():
    """Carcassonne's base game with one meeple each (the other marks the score)."""
    rules = carcassonne_ruleset([])
    rules.supply = {"meeple": 1}
    return rules


def start(setup: dict, seed: int) -> Carmela:
    """A new game for a checked setup."""
    # Imported here, not above: a page that opens another game does not pay for importing this one's turn and players.
    from . import review
    from .game import Carmela
    from .players import choose

    return Carmela(setup, seed, ruleset(), EVALUATIONS, choose, review, any_map=ANY_MAP.name in setup["variants"])


def tileset(setup: dict) -> dict:
    """Every tile of the base game, drawn as Carcassonne draws them."""
    return carcassonne_tileset({**setup, "variants": []})


GAME = GameDef(
    name="carmela",
    title="Carmela",
    players=(2, 10),
    variants=(ANY_MAP,),
    options=frozenset({"grid", "starts"}),  # set the face-down grid and the start tiles (tests, fixtures)
    by_link=False,  # the face-down grid is the game: a link's seed would give it away
    start=start,
    tileset=tileset,
)
