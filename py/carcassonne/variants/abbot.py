"""The Abbot (RULES.md 1.2): one abbot per player for cloisters and gardens, recalled for points."""

from __future__ import annotations

from ..board import Feature
from ..rules import PieceRule, Ruleset, Variant, variant


def _abbot_of(game, player: int) -> tuple[Feature, object] | None:
    for f in game.board.features():
        for p in f.pieces:
            if p.piece == "abbot" and p.player == player:
                return f, p
    return None


@variant
class Abbot(Variant):
    """Abbots go on cloisters or gardens only; instead of deploying, a player may recall theirs and score it."""

    name = "abbot"
    title = "Abbot"

    def configure(self, rules: Ruleset) -> None:
        rules.supply["abbot"] = 1
        rules.pieces["abbot"] = PieceRule("abbot", {"cloister": "abbot", "garden": "abbot"})

    def options(self, game, pos, rot: int):
        if _abbot_of(game, game.current_player):
            return [("recall", None)]
        return []

    def deploy(self, game, player: int, piece: str, spot, pos) -> bool:
        if piece != "recall":
            return False
        f, p = _abbot_of(game, player)
        f.pieces.remove(p)
        game.supply[player]["abbot"] += 1
        (where,) = f.tiles
        points = 1 + game.board.surrounded(where)
        game.award([player], points, f.kind)
        game.score_event(f.kind, [player], points, f"abbot recalled from {f.kind}: {points} tiles = {points}", f,
                         final=False)
        game._event(type="return", player=player, piece="abbot", x=where[0], y=where[1],
                    segment=p.gid - game.board.base[where])
        return True
