"""The registry of games: the only place in the engine that names them.

Adding a game:

1. Write a package ``tilegames/games/<name>/`` whose game class implements ``tilegames.protocol.Game`` and
   which exposes ``GAME``, a ``protocol.GameDef``. A tile-placement game on one map builds on
   ``tilegames.tilegame.TileGame`` with a ``Ruleset`` of its own (tiles, kinds and their scorers, pieces, piles,
   layers, plug-ins); a game with another turn implements the protocol directly and may still hold maps with their
   rules (``tilegames.maprules.MapRules``, as Carmela holds one per player) on a ``Scoreboard``.
2. Import it below and add it to ``GAMES``. The JSON facade, the command line, records, share codes and the
   computer players then know it; the page finds its drawing code in ``js/games/<name>/``.
3. Add its tests under ``tests/engine/`` (tiles against the reference, replayed records with expected scores,
   seeded random playouts: ``tests/engine/test_family.py`` plays every registered game to its end).

Adding a rule to a game: a feature kind and its scorer (``rules.Kind``: ``(feature, map, game) -> (points, text,
detail)``) or a piece (``rules.PieceRule``) in the game's ``rules.py``; a rule that acts at a point of the turn is a
plug-in (``rules.Plugin``: it overrides the hooks it needs and sees the game through ``rules.Host``); a variant a
player ticks is a plug-in listed in the game's variants.
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
