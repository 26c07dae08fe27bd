"""The Abbot (docs/rules/carcassonne.md section 6): one abbot per player for cloisters and gardens, recalled for points."""

from __future__ import annotations

from ....board import Feature, Piece, Pos
from ....rules import Host, MapDoor, PieceRule, Plugin, Ruleset


def _abbot_of(game, player: int) -> tuple[Feature, Piece] | None:
    """``player``'s abbot on the map and the cloister or garden it stands on, or None."""
    if game.supply_of(player, "abbot"):
        return None  # in hand (asked for every deploy choice: the usual answer must be quick)
    board = game.board
    # An abbot stands on a cloister or garden not yet surrounded (one surrounded is complete and sends it home):
    # the map keeps those centres by square, a handful where the whole map has hundreds of features. Else the tile
    # being placed has just surrounded it, and its cloister is not scored yet: a recall on that very tile.
    centres = (board.feats[gid] for gids in board.centres.values() for gid in gids)
    return _on(centres, player) or _on(board.features(), player)


def _on(features, player: int) -> tuple[Feature, Piece] | None:
    """The first of ``features`` that holds ``player``'s abbot, and the abbot; or None."""
    for f in features:
        for p in f.pieces:
            if p.piece == "abbot" and p.player == player:
                return f, p
    return None


class Abbot(Plugin):
    """Abbots go on cloisters or gardens only; instead of deploying, a player may recall theirs and score it."""

    name = "abbot"
    title = "Abbot"

    def configure(self, rules: Ruleset) -> None:
        rules.supply["abbot"] = 1
        rules.pieces["abbot"] = PieceRule("abbot", {"cloister": "abbot", "garden": "abbot"})

    def options(self, game: Host, pos: Pos, rot: int) -> list[tuple[str, str | None]]:
        # Recalling is instead of deploying, and a tile that keeps the turn (the River's lake) would let the
        # same player deploy right after: the seed forbids that, so no recall on such a tile.
        if _abbot_of(game, game.current_player) and not (game.hand and game.keeps_turn(game.hand)):
            return [("recall", None)]
        return []

    @staticmethod
    def _square(game, where, also=None) -> list:
        """The placed tiles of the 3x3 square around ``where`` (plus ``also``, a tile about to be placed)."""
        x, y = where
        return [
            (x + dx, y + dy)
            for dx in (-1, 0, 1)
            for dy in (-1, 0, 1)
            if (x + dx, y + dy) in game.board.tiles or (x + dx, y + dy) == also
        ]

    def describe(self, game: MapDoor, piece: str, pos: Pos, rot: int) -> dict:
        if piece != "recall":
            return {}
        found = _abbot_of(game, game.current_player)
        assert found is not None  # a recall is offered only while the player's abbot stands
        f, p = found
        (where,) = f.tiles
        x, y = where
        # The page draws from these: the 3x3 square that scores and the abbot that comes back.
        return {
            "points": len(self._square(game, where, also=pos)),
            "x": x,
            "y": y,
            "area": {"x0": x - 1, "y0": y - 1, "x1": x + 1, "y1": y + 1},
            "piece_at": {"x": x, "y": y, "segment": game.board.where(p.gid)[1]},
        }

    def deploy(self, game: Host, player: int, piece: str, spot: str | None, pos: Pos) -> bool:
        if piece != "recall":
            return False
        found = _abbot_of(game, player)
        assert found is not None  # check() allowed the recall: the player's abbot stands
        f, p = found
        f = game.board.own(f)
        f.pieces.remove(p)
        game.give(player, "abbot", 1)
        (where,) = f.tiles
        square = self._square(game, where)
        points = len(square)
        game.award([player], points, f.kind)
        game.score_event(
            f.kind,
            [player],
            points,
            f"abbot recalled from {f.kind}: {points} tiles = {points}",
            None,
            final=False,
            tiles=square,
            detail={"what": f"recall_{f.kind}", "tiles": points},
        )
        game.event(
            type="return", player=player, piece="abbot", x=where[0], y=where[1], segment=game.board.where(p.gid)[1]
        )
        return True
