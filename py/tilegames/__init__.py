"""Rules engine for the Carcassonne family of tile games, ``tilegames`` (pure standard library).

The shared core (geometry, tile parser, map, rules types, the tile-placement turn flow, records, share codes,
the JSON facade, computer players) names no game; the games live in ``tilegames.games``, whose registry
is the only place that names them (its docstring says how to add one).

>>> import tilegames
>>> game = tilegames.new_game({"game": "carcassonne", "players": 2}, seed=7)
>>> move = game.legal_moves()[0]
>>> events = game.play(move)
>>> game.scores(), game.current_player
([0, 0], 1)
>>> tilegames.replay(game.record()).record() == game.record()
True
"""

from .errors import RuleError
from .games import GAMES
from .moves import TileMove
from .protocol import Game
from .record import new_game, replay

# The one place the version is written: py/pyproject.toml and build.py (site/build.json, which the page shows in
# Rules) read it here. CHANGELOG.md says what each version changed.
__version__ = "0.9.0"
__all__ = ["Game", "TileMove", "RuleError", "new_game", "replay", "GAMES"]
