"""Computer players over the generic game interface (legal_moves, clone, play, scores)."""

from __future__ import annotations

from .game import Game
from .moves import Move
from .rng import Rng


def random_move(game: Game, rng: Rng) -> Move:
    """A uniformly random placement, then a uniformly random deploy choice for it."""
    pos, rot = rng.choice(game.placements())
    piece, spot = rng.choice(game.options(pos, rot))
    return Move(game.hand, pos[0], pos[1], rot, piece, spot)


def _value(game: Game, me: int) -> float:
    """My lead over the best other player, plus half the open points my pieces stand to gain."""
    others = max(s for p, s in enumerate(game.scores) if p != me) if game.nplayers > 1 else 0
    value = game.scores[me] - others
    for f in game.board.features():
        if f.pieces and not f.done and any(p.player == me for p in f.pieces):
            if f.kind in ("road", "city"):
                value += 0.5 * len(f.tiles) * (2 if f.kind == "city" else 1)
            elif f.kind in ("cloister", "garden"):
                (pos,) = f.tiles
                value += 0.5 * (1 + game.board.surrounded(pos))
    value += 0.8 * sum(game.supply[me].values())  # a piece in hand keeps options open
    return value


def greedy_move(game: Game) -> Move:
    """The move that maximises a one-move look-ahead value (a simple opponent until the AI issue)."""
    me = game.current_player
    best, best_value = None, None
    for move in game.legal_moves():
        trial = game.clone()
        trial.play(move)
        v = _value(trial, me)
        if best_value is None or v > best_value:
            best, best_value = move, v
    return best
