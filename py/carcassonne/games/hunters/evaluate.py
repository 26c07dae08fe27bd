"""How a computer player judges a Hunters & Gatherers position: points, what open rivers and forests would score
if completed (weighed by how many open edges they have and how many tiles are left), the animals of meadows and
the fish of water systems it holds now, and tribe members and huts still in hand; and a fast greedy reply.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from ...moves import TileMove
from ...protocol import Evaluation
from ...rng import Rng
from ...tilegame import TileGame
from .powers import Tribe
from .scoring import animal_counts, animal_points, segments


@dataclass(frozen=True)
class Weights:
    """The evaluation's constants."""

    edge_chance: float = 0.7  # chance that each open edge of a river or forest gets closed
    horizon: int = 12  # fewer tiles than this left: every chance shrinks in proportion
    tribe: float = 1.5  # points a tribe member in hand is worth while many tiles remain (the first few only)
    tribe_cap: int = 3
    hut: float = 2.0  # points a hut in hand is worth while many tiles remain


WEIGHTS = Weights()


class Judge(Evaluation):
    """The evaluation, made once per decision."""

    def __init__(self, game: TileGame, weights: Weights = WEIGHTS):
        self.weights = weights
        self.tribe = next(v for v in game.rules.variants if isinstance(v, Tribe))

    def value(self, game: TileGame, me: int) -> float:
        """My expected total minus the best other player's."""
        totals = [float(s) for s in game.points]
        if not game.over:
            board, w = game.board, self.weights
            left = min(1.0, len(game.bag) / w.horizon)
            for f in board.features():
                if not f.pieces or f.done:
                    continue
                kind = game.rules.kinds[f.kind]
                if f.kind == "meadow":
                    worth = animal_points(animal_counts([s for _, _, s in segments(board, f)], False),
                                          self.tribe.animals)
                elif kind.complete is not None:
                    worth = kind.complete(f, board)[0] * (w.edge_chance ** f.open) * left
                else:
                    continue
                for player in game.majority(f.pieces):
                    totals[player] += worth
            for f in board.features("water"):
                if f.pieces:
                    fish = sum(s.count("fish") for _, _, s in segments(board, f) if s.kind in self.tribe.hut_fish)
                    for player in game.majority(f.pieces):
                        totals[player] += fish
            for p in range(game.nplayers):
                supply = game.supply[p]
                totals[p] += left * (w.tribe * min(supply.get("tribe", 0), w.tribe_cap) + w.hut * supply.get("hut", 0))
        others = [t for p, t in enumerate(totals) if p != me]
        return totals[me] - (max(others) if others else 0.0)

    def reply(self, game: TileGame, rng: Rng) -> TileMove:
        """The best by evaluation among a few random placements and all their deploy choices."""
        me = game.current_player
        if game.question is not None:  # an answer (the shaman's return), not a placement: take the best
            return max(game.legal_moves(), key=lambda move: self._after(game, move, me))
        placements = game.placements()
        chosen = {rng.choice(placements) for _ in range(4)}
        best, best_value = None, -math.inf
        for pos, rot in sorted(chosen):
            for piece, spot in game.options(pos, rot):
                move = TileMove(game.hand, pos[0], pos[1], rot, piece, spot)
                v = self._after(game, move, me)
                if v > best_value:
                    best, best_value = move, v
        return best

    def _after(self, game: TileGame, move, me: int) -> float:
        trial = game.clone()
        trial.play(move)
        return self.value(trial, me)


EVALUATIONS = {level: Judge for level in ("easy", "medium", "hard")}
