"""Reading share codes written before 2026-11 (``c1``), which are in people's chats and saved pages.

A ``c1`` code numbers each move by its place among the legal moves as the engine listed them then, and that list
changed in two ways: a tile turned to a rotation that kept its outline but moved its animals, fish or lake was not
offered (one rotation per outline), and the shaman's question came after its tile was placed, not before. Here the
old list is rebuilt from today's engine, so an old code opens the game it was made from.

The shaman's old order is also how game records saved before 2026-11 hold its turn (``record`` reads them):
``old_question`` is what the engine asked then, and ``today`` the moves of today's order that leave the same game.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from .errors import RuleError
from .moves import TileMove
from .protocol import Game
from .tiles import TileType


def outline_rotations(tile: TileType) -> frozenset[int]:
    """The rotations the engine told apart before 2026-11: by edges and segment shapes alone."""
    seen, rots = set(), set()
    for rot in range(4):
        o = tile.oriented(rot)
        outline = o.edges, tuple(sorted(zip(o.seg_edges, (s.kind for s in tile.segments))))
        if outline not in seen:
            seen.add(outline)
            rots.add(rot)
    return frozenset(rots)


def listed(game: Game) -> list:
    """The legal moves of ``game`` as a ``c1`` code numbers them: one rotation per outline."""
    tiles = getattr(getattr(game, "rules", None), "tiles", {})
    return [m for m in game.legal_moves() if not isinstance(m, TileMove) or m.rot in outline_rotations(tiles[m.tile])]


def old_question(game: Game, placement: object) -> tuple[str, list[dict]] | None:
    """The question the engine asked before 2026-11 after ``placement`` of the tile in hand (a move of ``game``, whose
    question about that tile, if today's engine asks one first, is set aside): its verb and answers, or None. It was
    asked once the tile was placed and what it completed had scored, before the turn passed on or the game ended.
    RuleError if ``placement`` is not a legal placement of the tile in hand."""
    then: Any = game.clone()
    then.question = None
    m = then.check(placement)
    if not isinstance(m, TileMove):
        raise RuleError(f"{placement} is not a placement")
    player = then.current_player
    then.events = []
    then.map.place_tile(then, player, m)  # placed and scored: the turn is not over yet, nor is the game
    for v in then.hooks["asks"]:
        asked: tuple[str, list[dict]] | None = v.asks(then, player, m.tile)
        if asked:
            return asked
    return None


def today(game: Game, placement: object, answer: dict | None) -> list[str] | None:
    """Today's moves for a turn of the engine before 2026-11 on ``game``: ``placement``, then ``answer`` (one of
    ``old_question``'s answers; None if it asked nothing), played in the order today's engine asks them; None if no
    order of today's leaves the game as that turn did. Taking back the member just put on the tile (on a part of it
    not completed, or it had gone home already) leaves the tile as if it had been placed without one."""
    q: Any = getattr(game, "question", None)
    m = game.parse_move(placement) if isinstance(placement, str) else placement
    if not isinstance(m, TileMove):
        return None
    at = answer.get("piece_at") if answer else None
    if answer is not None and at is not None and (at["x"], at["y"]) != (m.x, m.y):  # a member placed before
        if q is None or answer["answer"] not in [a["answer"] for a in q.answers]:
            return None
        return [f"{q.verb} {answer['answer']}", str(m)]
    if at is not None:  # the member the placement deployed, taken back at once: as if never deployed
        if m.piece is None:
            return None
        m = TileMove(m.tile, m.x, m.y, m.rot)
    keep = [f"{q.verb} {q.answers[0]['answer']}"] if q is not None else []  # first: keep everyone (the shaman's none)
    return keep + [str(m)]


def replay_c1(game: Game, indices: Iterator[int], damaged: type[Exception]) -> None:
    """Play on ``game`` the moves a ``c1`` code's ``indices`` number; ``damaged(message)`` for a number past the
    list. A question now asked before a placement was asked after it then, if anything was left to ask
    (``old_question``): its placement comes first in the code, then its answer, and both are played as ``today``
    says."""

    def pick(moves: list) -> Any:
        index = next(indices, None)
        if index is None:
            return None
        if index >= len(moves):
            raise damaged(f"the share code is damaged (move {len(game.moves) + 1} is not a legal move)")
        return moves[index]

    asking = hasattr(game, "question")  # only tile games ask questions
    while True:
        then = game
        if getattr(game, "question", None) is not None:
            then = game.clone()  # the game as it was before the question came first: the placement listed then
            then.question = None  # type: ignore[attr-defined]
        move = pick(listed(then))
        if move is None:
            return  # a code that stops where a question is now asked: it waits for the answer, then the placement
        if not asking or not isinstance(move, TileMove):
            game.play(move)
            continue
        asked = old_question(game, move)
        answer = pick(asked[1]) if asked else None
        if asked and answer is None:
            return  # the code stops at the old question: the placement is made again (after today's question)
        now = today(game, move, answer)
        if now is None:
            raise damaged(f"the share code is damaged (move {len(game.moves) + 1} is not a legal move)")
        for text in now:
            game.play(text)
