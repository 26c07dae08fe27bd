"""Plain-data pictures of a game for one player: board, supplies, scores, tile in hand, legal moves."""

from __future__ import annotations

from .game import Game
from .rules import Ruleset
from .moves import Move


def tileset(rules: Ruleset) -> dict:
    """Every tile type these rules can use, with its count in the set, as drawing data."""
    counts = dict(rules.counts)
    counts[rules.start] = counts.get(rules.start, 0) + 1
    return {"tiles": {name: {**t.art(), "count": counts.get(name, 0)} for name, t in rules.tiles.items()}}


def _placements(game: Game) -> list[dict]:
    out = []
    tiles = game.rules.tiles
    pieces = game.rules.pieces
    for (x, y), rot in game.placements():
        tile = tiles[game.hand]
        o = tile.oriented(rot)
        options = []
        for piece, spot in game.options((x, y), rot):
            opt = {"move": str(Move(game.hand, x, y, rot, piece, spot)), "piece": piece}
            if piece and piece not in pieces:
                for v in game.rules.variants:
                    opt.update(v.describe(game, piece, (x, y), rot))
            if spot is not None:
                i = o.spots.index(spot)
                seg = tile.segments[i]
                rule = pieces.get(piece)
                opt.update(spot=spot, segment=i, kind=seg.kind,
                           role=rule.role_for(seg) if rule else piece)
            options.append(opt)
        out.append({"x": x, "y": y, "rot": rot, "options": options})
    return out


def view(game: Game, player: int | None = None) -> dict:
    """What ``player`` (None: a spectator) may see now; the draw order stays hidden."""
    board = game.board
    pieces_at: dict = {}
    for p in game.pieces():
        pos = board.seg_pos[p.gid]
        pieces_at.setdefault(pos, []).append(
            {"player": p.player, "piece": p.piece, "role": p.role, "segment": p.gid - board.base[pos],
             "spot": board.tiles[pos].spots[p.gid - board.base[pos]]})
    tiles = [{"x": x, "y": y, "tile": o.name, "rot": o.rot, "pieces": pieces_at.get((x, y), [])}
             for (x, y), o in ((pos, board.tiles[pos]) for pos in board.order)]
    players = []
    for i, info in enumerate(game.setup["players"]):
        players.append({**info, "score": game.points[i], "supply": dict(game.supply[i]),
                        "by_kind": dict(game.by_kind[i])})
    last = board.order[-1] if len(board.order) > 1 else None
    out = {
        "game": game.setup["game"], "variants": game.setup["variants"], "turn": game.turn,
        "current_player": None if game.over else game.current_player, "over": game.over,
        "viewer": player, "players": players, "board": tiles,
        "last_placed": {"x": last[0], "y": last[1]} if last else None,
        "hand": game.hand, "placements": _placements(game) if not game.over else [],
        "remaining": {"total": len(game.bag), "by_tile": dict(sorted(game.remaining().items()))},
        "discarded": list(game.discarded), "events": list(game.events), "moves": len(game.moves),
    }
    if game.over:
        out["winners"] = game.winners
    return out
