"""Why a move of a tile-placement game is good, as data a screen words in any language.

A move is played on a copy of the game and the two positions are compared, for the mover:

* ``{"why": "completes", "kind", "points"}``: a feature the move completed scored points for the mover;
* ``{"why": "scores", "kind", "points"}``: the move scored points for the mover otherwise (an abbot called back);
* ``{"why": "joins" | "steals", "kind", "player"}``: the placed tile joined a feature held by ``player`` to one of
  the mover's, so that the mover now shares it (joins) or holds it alone (steals);
* ``{"why": "claims", "kind", "worth"}``: the piece deployed stands on an open feature worth about ``worth``;
* ``{"why": "grows", "kind", "worth"}``: an open feature the mover already held is now expected to bring about
  ``worth`` points more (it grew, or its last open squares got easier to fill);
* ``{"why": "blocks", "kind", "player", "worth"}``: a feature held by ``player`` (not the mover) is now expected to
  bring its holder about ``worth`` points less (a square it needs can no longer be filled, say).

Kinds are the game's own words, passed through as data. Worths come from the game's evaluation (its expected
points of a feature) where it gives them, else from what the feature would score completed as it stands.
"""

from __future__ import annotations

from .board import Board, Feature, Piece
from .protocol import Evaluation, PlacingGame

LEVEL = "medium"  # the evaluation whose expectations worths are taken from: the hint's computer player's
BLOCKED = 1.0  # a drop of expected points smaller than this is no block worth telling
GROWN = 1.0  # a rise of expected points smaller than this is no growth worth telling
ORDER = ("completes", "scores", "steals", "joins", "claims", "grows", "blocks")  # the reasons most worth telling first


def explain(game: PlacingGame, move: object) -> list[dict]:
    """Why ``move`` (legal now, else RuleError) is good for the mover: reasons, most telling first; ``game`` is
    not changed."""
    m = game.check(move)
    me = game.current_player
    after = game.clone()
    events = after.play(m)
    placed = next((e for e in events if e.get("type") == "place" and e.get("player") == me), None)
    if placed is None:
        return []  # a move that places no tile (an answer, a flip) has no reason to give
    owner = placed.get("map")
    before_map, after_map = game.map_of(owner), after.map_of(owner)
    maker = game.evaluations.get(LEVEL)
    judge: Evaluation | None = maker(game) if maker else None

    def worth(g: PlacingGame, board: Board, f: Feature, layer: str) -> float:
        known = judge.feature_value(g, board, f) if judge is not None else None
        if known is not None:
            return known
        facts = g.feature_facts(board, f, layer)
        best = facts["if_complete"] or facts["now"]
        return float(best["points"]) if best else 0.0

    reasons: list[dict] = []
    told: set[int] = set()  # features a joins or steals reason names already: their growth goes without saying
    for e in events:
        if e.get("type") == "score" and not e.get("final") and me in e.get("players", ()):
            why = "completes" if _completed(after_map, e["segments"]) else "scores"  # else a piece called back
            reasons.append({"why": why, "kind": e["kind"], "points": e["points"]})
    for e in events:
        if e.get("type") == "deploy" and e.get("player") == me:
            rule = game.rules.pieces.get(e["piece"])
            if rule is None or rule.loose:
                continue
            gid = after_map.gid((e["x"], e["y"]), e["segment"])
            f = after_map.feature(gid, rule.layer)
            if f is not None and not f.done:
                reasons.append(
                    {"why": "claims", "kind": f.kind, "worth": round(worth(after, after_map, f, rule.layer))}
                )
    for layer in (None, *after_map.layers):
        name = layer or ""
        feats = after_map.features(layer) if layer else after_map.features()
        for f in feats:
            if f.done or not f.pieces:
                continue
            holders = game.majority(f.pieces)
            others = {p.player for p in f.pieces if p.player != me}
            if me not in holders or not others:
                continue
            # Held by whom before the move: the features its opponents' pieces stood on then.
            was = [_feature_of(before_map, p, name) for p in f.pieces if p.player != me]
            if any(me in game.majority(w.pieces) for w in was if w is not None):
                continue  # the mover already shared it
            victim = min(p for w in was if w is not None for p in game.majority(w.pieces))
            why = "joins" if victim in holders else "steals"
            reasons.append({"why": why, "kind": f.kind, "player": victim})
            told.add(id(f))
    grown = None
    for held in after_map.features():
        if held.done or id(held) in told or me not in game.majority(held.pieces):
            continue
        olds = [o for o in (_feature_of(before_map, p, "") for p in held.pieces if p.player == me) if o is not None]
        if not olds:
            continue  # held only through the piece just deployed: that claims it
        rise = worth(after, after_map, held, "") - max(worth(game, before_map, o, "") for o in olds)
        if rise >= GROWN and (grown is None or rise > grown[0]):
            grown = (rise, held)
    if grown is not None:
        reasons.append({"why": "grows", "kind": grown[1].kind, "worth": round(grown[0])})
    block = None
    for f in before_map.features():
        if f.done or not f.pieces or me in game.majority(f.pieces):
            continue
        now = after_map.feature(f.segs[0])
        if now is None or now.done or me in game.majority(now.pieces):
            continue
        drop = worth(game, before_map, f, "") - worth(after, after_map, now, "")
        if drop >= BLOCKED and (block is None or drop > block[0]):
            block = (drop, f)
    if block is not None:
        drop, f = block
        victim = min(game.majority(f.pieces))
        reasons.append({"why": "blocks", "kind": f.kind, "player": victim, "worth": round(drop)})
    reasons.sort(key=lambda r: (ORDER.index(r["why"]), -r.get("points", r.get("worth", 0))))
    return reasons


def _feature_of(board: Board, piece: Piece, layer: str) -> Feature | None:
    """The feature ``piece`` stood on in ``board`` (None: the piece was not on that map then)."""
    if piece.gid >= len(board.seg_pos):
        return None
    f = board.feature(piece.gid, layer) if layer else board.feature(piece.gid)
    return f if f is not None and piece in f.pieces else None


def _completed(board: Board, segments: list) -> bool:
    """True if the segments a score event names (``[x, y, segment]``) make a feature of ``board`` that is complete."""
    if not segments:
        return False
    x, y, i = segments[0]
    f = board.feature(board.gid((x, y), i))
    return f is not None and f.done
