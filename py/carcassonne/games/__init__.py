"""The registry of games: the only place in the engine that names them.

Adding a game:

1. Write a package ``carcassonne/games/<name>/`` whose game class implements ``carcassonne.protocol.Game``
   (a tile-placement game can build on ``carcassonne.tilegame.TileGame`` with a ``Ruleset`` of its own; a game
   with other moves implements the protocol directly) and which exposes ``GAME``, a ``protocol.GameDef``.
2. Import it below and add it to ``GAMES``. The JSON facade, the command line, records, share codes and the
   computer players then know it; the page finds its drawing code in ``js/games/<name>/``.
3. Add its tests under ``tests/engine/`` (tiles against the reference, replayed records with expected scores,
   seeded random playouts: ``tests/engine/test_family.py`` plays every registered game to its end).
"""

from __future__ import annotations

from ..protocol import GameDef
from .carcassonne import GAME as CARCASSONNE
from .carmela import GAME as CARMELA
from .hunters import GAME as HUNTERS

GAMES: dict[str, GameDef] = {g.name: g for g in (CARCASSONNE, HUNTERS, CARMELA)}


def default_game() -> str:
    """The game a setup means when it names none: the first one registered."""
    return next(iter(GAMES))
