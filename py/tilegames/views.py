"""Plain-data pictures of a tile-placement game: the tile set, a map, the legal placements of the tile in hand.

What a view shows is public or the viewer's own: counts of the tiles still to come, never their order.
"""

from __future__ import annotations

from .board import Board, Piece
from .moves import TileMove
from .protocol import PlacingGame
from .rules import Ruleset


def tileset(rules: Ruleset) -> dict:
    """Every tile type these rules can use, with its count in the set, as drawing data."""
    counts = dict(rules.counts)
    counts[rules.start] = counts.get(rules.start, 0) + 1
    for pile in rules.piles.values():
        for name, n in pile.items():
            counts[name] = counts.get(name, 0) + n
    return {"tiles": {name: {**t.art(), "count": counts.get(name, 0)} for name, t in rules.tiles.items()}}


def _placements(game: PlacingGame) -> list[dict]:
    hand = game.hand
    if hand is None:  # no tile is left (while a question comes first, game.placements() is empty)
        return []
    out = []
    tiles = game.rules.tiles
    pieces = game.rules.pieces
    describers = game.rules.hooks["describe"]
    for (x, y), rot in game.placements():
        tile = tiles[hand]
        o = tile.oriented(rot)
        options = []
        for piece, spot in game.options((x, y), rot):
            opt: dict[str, object] = {"move": str(TileMove(hand, x, y, rot, piece, spot)), "piece": piece}
            if piece and piece not in pieces:
                for v in describers:
                    opt.update(v.describe(game, piece, (x, y), rot))
            if spot is not None:
                i = o.spots.index(spot)
                seg = tile.segments[i]
                rule = pieces.get(piece) if piece is not None else None
                opt.update(spot=spot, segment=i, kind=seg.kind, role=rule.role_for(seg) if rule else piece)
            options.append(opt)
        out.append({"x": x, "y": y, "rot": rot, "options": options})
    return out


def map_view(board: Board, pieces: list[Piece]) -> dict:
    """A map as plain data: its tiles in the order placed, with the ``pieces`` on them, and the last one placed."""
    pieces_at: dict = {}
    for p in pieces:
        pos, segment = board.where(p.gid)
        pieces_at.setdefault(pos, []).append(
            {
                "player": p.player,
                "piece": p.piece,
                "role": p.role,
                "segment": segment,
                "spot": board.tiles[pos].spots[segment],
            }
        )
    tiles = [
        {"x": x, "y": y, "tile": o.name, "rot": o.rot, "pieces": pieces_at.get((x, y), [])}
        for (x, y), o in ((pos, board.tiles[pos]) for pos in board.order)
    ]
    last = board.order[-1] if len(board.order) > 1 else None
    return {"board": tiles, "last_placed": {"x": last[0], "y": last[1]} if last else None}


def placements(game: PlacingGame) -> list[dict]:
    """The legal placements of the tile in hand on the game's map, each with its deploy options as move texts."""
    return _placements(game) if not game.is_over() else []
