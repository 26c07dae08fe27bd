"""Carmela's own judgement of a move for a review (``tilegames.review``), in points for the mover.

* A flip is judged against what everyone had seen (the public history, remembered perfectly, as a strong player
  would): ignoring a pair seen face up, or the seen twin of the tile just turned, loses a pair's worth (its two
  tiles and the turn after) twice over, times the chance that the flip made misses: the mover's turn ends, and the
  pair all have seen stays on the grid for the next player to take.
* Stop or challenge is judged by the odds of a third copy among the tiles not seen (a seen one is a sure win): a
  challenge is worth its chance of one more tile and meeple against losing the tiles matched and the turn after.
* A placement is judged by the hard player's plan (``players.race``) over its best placements and the one made.
"""

from __future__ import annotations

from collections import Counter

from ...rng import Rng
from ...search import canonical, with_played
from .game import Carmela, picture
from .players import CANDIDATES, CHARACTERS, SAMPLES, TURN_VALUE, MapOutlook, _odds, _pair_odds, _ranked, race

PAIR = 2 + TURN_VALUE  # what a sure pair brings: its two tiles, and the turn after
LEFT = PAIR  # what a pair all have seen, left on the grid by a miss, costs the mover: the next player takes it
HARD = CHARACTERS["hard"].weights  # the review judges as the hard player places
# Hard's judgement of one map, counting the other players by their points only (their maps are not on it).
OWN = HARD.but(rivals=False)


def judge(game: Carmela, move: str, samples: int | None, rng: Rng) -> dict:
    """The judgement of ``move`` (legal now) for the current player: the values of the move played and of the best
    move, the best move, the points lost, and for a flip or a decision the odds it had. A placement's race draws
    ``samples`` futures (None: as many as the hard player draws, so that its own placements lose nothing)."""
    played = canonical(game, move)
    choices = len(game.legal_moves())
    if game.phase == "place":
        return _placement(game, played, SAMPLES if samples is None else samples, rng, choices)
    known = game.known()
    unknown = [i for i in game.face_down() if i not in known]
    left = Counter(picture(t) for t in game.grid if t is not None)
    i = _at(played)
    if game.phase == "decide":  # after a match: stop, or flip for a third copy
        kind = picture(game.tile_on(game.up[0]))
        sure = sorted(j for j, t in known.items() if picture(t) == kind)
        p = 1.0 if sure else _odds(kind, known, unknown, left, game.up)
        win, lose = 1 + HARD.meeple, len(game.up) + TURN_VALUE  # a tile and a meeple; the tiles and turn
        dare = win if sure else p * win - (1 - p) * lose
        values = {"stop": 0.0, "sure": win, "unseen": dare, "seen": -lose}
        value = values["stop" if i < 0 else "sure" if i in sure else "unseen" if i in unknown else "seen"]
        best = f"flip {sure[0]}" if sure else "stop" if dare <= 0 else played if i in unknown else f"flip {unknown[0]}"
        why = [{"why": "challenge" if dare > 0 else "stop", "odds": round(p, 3)}]
        return _result(played, best, value, max(0.0, dare), choices, why, odds=p)
    if game.up:  # the second flip: the seen twin of the tile turned, else a tile not seen
        kind = picture(game.tile_on(game.up[0]))
        twins = sorted(j for j, t in known.items() if picture(t) == kind)
        p = _odds(kind, known, unknown, left, game.up)
        value = PAIR if i in twins else PAIR * p if i in unknown else 0.0
        if twins and i not in twins:  # a miss leaves the twins, both seen now, to the next player
            value -= LEFT * (1 - value / PAIR)
        best = f"flip {twins[0]}" if twins else played if i in unknown or not unknown else f"flip {unknown[0]}"
        why = [{"why": "twin_seen", "square": twins[0], "move": _seen_at(game, twins[:1])}] if twins else []
        return _result(played, best, value, PAIR if twins else PAIR * p, choices, why, odds=1.0 if twins else p)
    # The first flip: one of a pair seen face up, else a tile not seen (or a seen one whose twin is not seen).
    pairs = Counter(picture(t) for t in known.values())
    seen = sorted(j for j, t in known.items() if pairs[picture(t)] >= 2)
    guess = PAIR * _pair_odds(known, unknown, left)
    if i in seen:
        value = PAIR
    elif i in known:
        value = PAIR * _odds(picture(known[i]), known, unknown, left, [])
    else:
        value = guess
    best = f"flip {seen[0]}" if seen else played if value >= guess else f"flip {unknown[0]}"
    why = []
    if seen:
        pair = [j for j in seen if picture(known[j]) == picture(known[seen[0]])]
        why = [{"why": "pair_seen", "square": seen[0], "move": _seen_at(game, pair)}]
        if i not in seen:  # unless this flip starts another pair, the turn ends and the next player takes the pair
            value -= LEFT * (1 - value / PAIR)
    return _result(played, best, value, PAIR if seen else max(value, guess), choices, why)


def _seen_at(game: Carmela, squares: list[int]) -> int:
    """The move (counted from 1) after which all of ``squares`` had been seen face up: when a pair or twin became
    known to everyone (the last of their flips)."""
    flips = {f"flip {i}" for i in squares}
    return max((k + 1 for k, move in enumerate(game.moves) if move in flips), default=0)


def _at(played: str) -> int:
    """The grid square a flip's text names (-1 for any other move)."""
    return int(played.split()[1]) if played.startswith("flip ") else -1


def _result(
    played: str, best: str, value: float, best_value: float, choices: int, why: list | None = None, **more: float
) -> dict:
    """A judgement; ``why``: the better move's reasons (a flip's: the pair or twin seen, a decision's: its odds)."""
    loss = max(0.0, best_value - value)
    out = {
        "played": played,
        "best": played if loss == 0 else best,
        "value": round(value, 2),
        "best_value": round(max(value, best_value), 2),
        "loss": round(loss, 2),
        "choices": choices,
    }
    if why is not None and loss > 0:
        out["reasons"] = why
    return out | {k: round(v, 3) for k, v in more.items()}


def _placement(game: Carmela, played: str, samples: int, rng: Rng, choices: int) -> dict:
    me = game.current_player
    world = game.determinize(rng, me)
    evaluation = MapOutlook(world, HARD)
    ranked = _ranked(world, me, evaluation)
    pool, texts, keep = with_played(ranked, played, CANDIDATES)
    if len(pool) == 1:
        return _result(played, played, ranked[0][0], ranked[0][0], choices)
    means, alive = race(world, me, pool, evaluation, rng, samples, keep=keep)
    best = max(alive, key=lambda k: (means[k], -k))
    return _result(played, texts[best], means[keep], means[best], choices)


def margins(game: Carmela) -> list[float]:
    """Each player's expected final margin: their points and tile points, what their own map's open features and
    meeples in hand should still bring (hard's judgement), less the best other player's."""
    expected = []
    for p in range(game.nplayers):
        g = game.clone()
        g.use_map(p)
        if not g.over:
            g.points = [a + t for a, t in zip(g.points, g.tile_points)]
        others = max(s for q, s in enumerate(g.points) if q != p)
        expected.append(MapOutlook(g, OWN).value(g, p) + others)
    return [round(e - max(x for q, x in enumerate(expected) if q != p), 2) for p, e in enumerate(expected)]
