"""Every player's score over a game, summed from the score events each move caused: for the end screen's chart.

The end's scoring (events marked ``final``) is a step of its own after the last move, since it is often the
game's biggest jump and the players should see where it came from.
"""

from __future__ import annotations

from typing import Iterable, Sequence

from .errors import RuleError
from .protocol import Game
from .record import replay


def score_series(players: int, moves: Iterable[Sequence[dict]]) -> dict:
    """Each player's score after 0, 1, ... moves (``moves``: the events each move caused, in order), then after the
    final scoring if any event was final: ``{"series": [[0, 0, 3, ...] per player], "moves": n, "final": bool}``."""
    scores = [0] * players
    series = [[0] for _ in range(players)]
    final = [0] * players
    ended = False
    count = 0
    for events in moves:
        count += 1
        for e in events:
            if e.get("type") != "score":
                continue
            into = final if e.get("final") else scores
            ended = ended or bool(e.get("final"))
            for p in e["players"]:
                into[p] += e["points"]
        for p in range(players):
            series[p].append(scores[p])
    if ended:
        for p in range(players):
            series[p].append(scores[p] + final[p])
    return {"series": series, "moves": count, "final": ended}


def score_history(game: Game) -> dict:
    """``score_series`` of ``game``, found by replaying its record move by move (the log does not say which move
    caused an event); ``game`` is not touched."""
    record = game.record()
    again = replay({**record, "moves": []})
    steps = []
    for i, move in enumerate(record["moves"]):
        try:
            steps.append(list(again.play(move)))
        except RuleError as e:  # not expected: the game was played by these moves
            raise RuleError(f"move {i + 1} ({move!r}): {e}") from None
    return score_series(len(record["setup"]["players"]), steps)
