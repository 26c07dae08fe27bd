"""Plain-data pictures of a tile-placement game for one player: map, supplies, scores, tile in hand, legal moves.

What a view shows is public or the viewer's own: counts of the tiles still to come, never their order.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .board import Board, Piece
from .moves import TileMove
from .rules import Ruleset

if TYPE_CHECKING:  # tilegame imports this module
    from .tilegame import TileGame


def tileset(rules: Ruleset) -> dict:
    """Every tile type these rules can use, with its count in the set, as drawing data."""
    counts = dict(rules.counts)
    counts[rules.start] = counts.get(rules.start, 0) + 1
    for pile in rules.piles.values():
        for name, n in pile.items():
            counts[name] = counts.get(name, 0) + n
    return {"tiles": {name: {**t.art(), "count": counts.get(name, 0)} for name, t in rules.tiles.items()}}


def _placements(game: TileGame) -> list[dict]:
    hand = game.hand
    if hand is None:  # no tile is left (while a question comes first, game.placements() is empty)
        return []
    out = []
    tiles = game.rules.tiles
    pieces = game.rules.pieces
    describers = game.hooks["describe"]
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


def placements(game: TileGame) -> list[dict]:
    """The legal placements of the tile in hand on the game's map, each with its deploy options as move texts."""
    return _placements(game) if not game.is_over() else []


def view(game: TileGame, player: int | None = None) -> dict:
    """What ``player`` (None: a spectator) may see now; the draw order stays hidden."""
    shown = map_view(game.board, game.pieces())
    players = []
    for i, info in enumerate(game.setup["players"]):
        players.append(
            {**info, "score": game.points[i], "supply": dict(game.supply[i]), "by_kind": dict(game.by_kind[i])}
        )
    out = {
        "game": game.setup["game"],
        "variants": game.setup["variants"],
        "turn": game.turn,
        "current_player": None if game.over else game.current_player,
        "over": game.over,
        "viewer": player,
        "players": players,
        **shown,
        "hand": None if game.question else game.hand,  # a question first: the tile it is about is named there
        "placements": placements(game),
        "remaining": {"total": len(game.bag), "by_tile": dict(sorted(game.remaining().items()))},
        "discarded": list(game.discarded),
        "events": list(game.events),
        "moves": len(game.moves),
    }
    if (
        game.rules.piles
    ):  # further piles (a bonus stack): how many tiles each still holds, and which pile the hand came from
        out["piles"] = {name: len(pile) for name, pile in game.piles.items()}
        out["drawn_from"] = game.drawn_from
        out["remaining"]["piles"] = {
            name: dict(sorted(game.remaining(name).items())) for name in game.rules.piles
        }  # their tiles by name, as by_tile for the main one
    q = game.question
    if q is not None:  # the mover answers before the turn goes on; each answer with what a screen shows of it
        out["question"] = {
            "verb": q.verb,
            "player": q.player,
            "tile": q.tile,  # the tile drawn, placed once the question is answered
            "answers": [{**a, "move": f"{q.verb} {a['answer']}"} for a in q.answers],
        }
    chosen = [k for k in ("deck", "piles") if game.setup["options"].get(k)]
    if chosen:  # the setup chose the draw order: not shuffled
        out["stacked_deck"] = chosen
    if game.over:
        out["winners"] = game.winners
    return out
