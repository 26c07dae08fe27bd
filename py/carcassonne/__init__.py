"""Rules engine for the Carcassonne family of tile games (pure standard library).

>>> import carcassonne
>>> game = carcassonne.new_game({"game": "carcassonne", "players": 2}, seed=7)
>>> move = game.legal_moves()[0]
>>> events = game.play(move)
>>> game.scores(), game.current_player
([0, 0], 1)
>>> carcassonne.replay(game.record()).record() == game.record()
True
"""

from .errors import RuleError
from .game import Game, new_game, replay
from .moves import Move
from .rules import GAMES, VARIANTS

__version__ = "0.1.0"
__all__ = ["Game", "Move", "RuleError", "new_game", "replay", "GAMES", "VARIANTS"]

