"""Carmela's computer players: each plays from its own view and its memory of the flips it saw.

Everyone sees every flip, so a player's memory is the flips so far (``Carmela.seen``), of which it keeps each one
with a chance that falls with its age: easy forgets within a few flips, medium keeps most for a while, hard keeps
everything. Whether a flip is kept is fixed per flip, player and level (a hash, not a fresh draw each turn), so a
forgotten tile stays forgotten. Before deciding, the player's game is a ``determinize``d copy: the face-down tiles
are dealt anew, so nothing it computes can depend on what it did not see.

Flips: a remembered pair first; then an unknown tile, then its remembered twin if there is one. After a match: a
remembered third copy is a sure challenge; hard also weighs the odds of an unknown one and the singles it knows
(a single is taken as soon as it is flipped). Placing: Carcassonne's evaluation, one move ahead, on the map.
"""

from __future__ import annotations

import math
from collections import Counter

from ...rng import Rng
from ..carcassonne.evaluate import WEIGHTS, Supply
from .game import Carmela, picture
from .moves import Flip, Stop

MEMORY = {"easy": 5.0, "medium": 30.0, "hard": math.inf}  # how many flips a memory lasts, on average
TURN_VALUE = 1.5  # points another turn is worth: the chance of a further pair, and its tiles


def remembered(game: Carmela, me: int, level: str) -> dict[int, str]:
    """The face-down tiles that player ``me`` of ``level`` remembers, by grid square."""
    lasting = MEMORY[level]
    n = len(game.seen)
    down = set(game.face_down())
    out: dict[int, str] = {}
    for k, (square, tile) in enumerate(game.seen):
        if square not in down:
            continue
        age = n - k
        keep = math.exp(-age / lasting) if lasting != math.inf else 1.0
        if keep >= 1.0 or _chance(k, me, level) < keep:
            out[square] = tile
        else:
            out.pop(square, None)  # a newer sighting forgotten: the older one is no better
    return out


def _chance(k: int, me: int, level: str) -> float:
    """A fixed uniform number for flip ``k``, player ``me`` and ``level``."""
    salt = sum(ord(c) for c in level)
    return Rng((k * 0x9E3779B1 + me * 0x85EBCA6B + salt) & 0xFFFFFFFF).below(1_000_000) / 1_000_000


def choose(game: Carmela, level: str, rng: Rng, **_):
    """The move of a computer player of ``level`` for the current player, from its own view and memory."""
    me = game.current_player
    g = game.determinize(rng, me)
    if g.phase == "place":
        return _place(g, me)
    memory = remembered(g, me, level)
    unknown = [i for i in g.face_down() if i not in memory]
    left = Counter(picture(t) for t in g.grid if t is not None)  # untaken copies of each picture (public)
    if g.up:
        kind = picture(g.tile_on(g.up[0]))
        twins = sorted(i for i, t in memory.items() if picture(t) == kind)
        if twins:
            return Flip(twins[0])
        if g.phase == "decide":
            return _challenge_or_stop(g, level, kind, memory, unknown, left, rng)
        singles = _known_singles(memory, left)
        if level == "hard" and singles and _odds(kind, memory, unknown, left, g.up) * (2 + TURN_VALUE) < 1:
            return Flip(singles[0])  # a sure tile beats a long shot at a pair
        return Flip(rng.choice(unknown)) if unknown else Flip(rng.choice(g.face_down()))
    pairs = Counter(picture(t) for t in memory.values())
    best = [kind for kind, n in pairs.items() if n >= 2]
    if best:
        kind = max(best, key=lambda k: (pairs[k], k))  # most copies known: the best challenge after
        return Flip(min(i for i, t in memory.items() if picture(t) == kind))
    if level == "hard":
        singles = _known_singles(memory, left)
        if singles and (not unknown or _pair_odds(memory, unknown, left) * (2 + TURN_VALUE) < 1):
            return Flip(singles[0])
    return Flip(rng.choice(unknown)) if unknown else Flip(rng.choice(g.face_down()))


def _known_singles(memory: dict[int, str], left: Counter) -> list[int]:
    """Remembered tiles that are the last of their picture: taken as soon as flipped."""
    return sorted(i for i, t in memory.items() if left[picture(t)] == 1)


def _unknown_copies(kind: str, memory: dict[int, str], left: Counter, up: list[int]) -> int:
    """How many copies of ``kind`` lie face down where the player remembers nothing."""
    known = sum(1 for t in memory.values() if picture(t) == kind)
    return left[kind] - known - len(up)


def _odds(kind: str, memory, unknown: list[int], left: Counter, up: list[int]) -> float:
    """The chance that an unknown face-down tile shows ``kind``."""
    return _unknown_copies(kind, memory, left, up) / len(unknown) if unknown else 0.0


def _pair_odds(memory: dict[int, str], unknown: list[int], left: Counter) -> float:
    """The chance of a pair when flipping an unknown tile, then its remembered twin or another unknown one."""
    if not unknown:
        return 0.0
    known = Counter(picture(t) for t in memory.values())
    hidden = {kind: left[kind] - known[kind] for kind in left}
    u = len(unknown)
    total = 0.0
    for kind, n in hidden.items():
        if n <= 0:
            continue
        p_first = n / u
        if known[kind]:
            total += p_first  # its twin is remembered
        elif u > 1:
            total += p_first * (n - 1) / (u - 1)
    return total


def _challenge_or_stop(g: Carmela, level: str, kind: str, memory, unknown, left, rng: Rng):
    """After a match with no remembered third copy: hard challenges only when the odds pay; the others stop."""
    if level != "hard" or not unknown:
        return Stop()
    p = _odds(kind, memory, unknown, left, g.up)
    gain = 1 + WEIGHTS.meeple  # one more tile and one more meeple
    loss = len(g.up) + TURN_VALUE  # the tiles matched and the turn after
    return Flip(rng.choice(unknown)) if p * gain > (1 - p) * loss else Stop()


def _place(g: Carmela, me: int):
    """The placement (map, square, rotation, meeple) whose map evaluates best one move ahead."""
    supply = Supply(g)
    best, best_value = None, -math.inf
    for move in g.legal_moves():
        trial = g.clone()
        trial.play(move)
        owner = me if move.owner is None else move.owner
        trial.use_map(owner)
        # The tile points count, as the final scoring counts them: a tile put into another map is a point given.
        trial.points = [p + t for p, t in zip(trial.points, trial.tile_points)]
        value = supply.value(trial, me)
        if value > best_value:
            best, best_value = move, value
    return best
