"""Reading share codes written before 2026-11 (``c1``), which are in people's chats and saved pages.

A ``c1`` code numbers each move by its place among the legal moves as the engine listed them then, and that list
changed in two ways: a tile turned to a rotation that kept its outline but moved its animals, fish or lake was not
offered (one rotation per outline), and the shaman's question came after its tile was placed, not before. Here the
old list is rebuilt from today's engine, so an old code opens the game it was made from.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

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


def replay_c1(game: Game, indices: Iterator[int], damaged: type[Exception]) -> None:
    """Play on ``game`` the moves a ``c1`` code's ``indices`` number; ``damaged(message)`` for a number past the
    list. A question now asked before a placement was asked after it then: its placement comes first in the code,
    then its answer (none when nothing was left to ask), and both are played in today's order."""

    def pick(moves: list) -> Any:
        index = next(indices, None)
        if index is None:
            return None
        if index >= len(moves):
            raise damaged(f"the share code is damaged (move {len(game.moves) + 1} is not a legal move)")
        return moves[index]

    while True:
        q = getattr(game, "question", None)
        if q is None:
            move = pick(listed(game))
            if move is None:
                return
            game.play(move)
            continue
        then = game.clone()  # the game as it was before the question came first: the placement listed then
        then.question = None  # type: ignore[attr-defined]  # only tile games ask questions
        placement = pick(listed(then))
        if placement is None:
            return  # the code stops where the question is now asked: it waits for the answer, then the placement
        then.play(placement)
        asked = q.asker.asks(then, q.player, q.tile)
        answer = pick([a["answer"] for a in asked[1]]) if asked else None
        if asked and answer is None:
            return  # the code stops at the answer: ask it again, before the placement
        today = [a["answer"] for a in q.answers]
        game.play(f"{q.verb} {answer if answer in today else today[0]}")  # first: keep everyone (the shaman's none)
        game.play(str(placement))
