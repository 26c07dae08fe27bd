"""Carmela's computer players: each plays from its own view and its memory of the flips it saw, in a character.

A level is a ``Character`` (``CHARACTERS``), the same three as in every game:

* easy, a beginner: remembers a flip for about 5 flips; places each tile for the points it can see (Carcassonne's
  beginner judgement, one move ahead, picking among moves it cannot tell apart); after a pair it stops unless it
  remembers a third copy.
* medium, a regular player: remembers a flip for about 30 flips; places one move ahead with Carcassonne's full
  judgement; challenges when the odds it counts are at least even.
* hard, a strong player: remembers for about 100 flips (it forgets too, less than medium); plans its map: tries its
  best placements against many draws of the tiles it may still take, placing them in turn up to the final scoring
  when the game is that near its end, and judges a map knowing that only its share of the tiles to come will reach
  it; challenges when the odds pay for the tiles at stake; takes a tile it knows is the last of its picture when
  no pair is in sight.

Everyone sees every flip, so a player's memory is the flips so far (``Carmela.seen``), of which it keeps each one
with a chance that falls with its age. Whether a flip is kept is fixed per flip, player and level (a hash, not a
fresh draw each turn), so a forgotten tile stays forgotten. Before deciding, the player's game is a
``determinize``d copy: the face-down tiles never seen are dealt anew, so nothing it computes, its plans included,
can depend on where an unseen tile lies.

Flips: a remembered pair first; then an unknown tile, then its remembered twin if there is one.
"""

from __future__ import annotations

import math
import time
from collections import Counter
from dataclasses import dataclass, replace

from ...geometry import RING
from ...rng import Rng
from ..carcassonne.evaluate import BEGINNER_WEIGHTS, HARD_WEIGHTS, WEIGHTS, Supply, Weights
from .game import Carmela, picture
from .moves import Flip, Stop


@dataclass(frozen=True)
class Character:
    """How a level plays Carmela."""

    memory: float  # how many flips a memory lasts, on average
    weights: Weights  # Carcassonne's judgement it places tiles with
    share: bool  # judges its map knowing that only its share of the tiles to come reach it (``MapOutlook``)
    plans: bool  # looks ahead over the tiles it may still take (else one move ahead)
    odds: str  # when it challenges without a remembered copy: "never", "even" (p >= 1/2), "pays" (by the stakes)
    singles: bool  # takes a remembered last tile of its picture when no pair is in sight
    noise: float = 0.0  # places at random among the moves valued within this many points of its best


CHARACTERS = {
    "easy": Character(
        5.0, BEGINNER_WEIGHTS, share=False, plans=False, odds="never", singles=False, noise=BEGINNER_WEIGHTS.noise
    ),
    "medium": Character(30.0, WEIGHTS, share=False, plans=False, odds="even", singles=False),
    # Carcassonne's hard weights, each meeple at 1.8 (with one meeple to start, a dearer last one is not measured here)
    "hard": Character(100.0, HARD_WEIGHTS.but(meeples=()), share=True, plans=True, odds="pays", singles=True),
}
TURN_VALUE = 1.5  # points another turn is worth: the chance of a further pair, and its tiles
# Hard's plan: its best CANDIDATES placements (one move ahead) race over SAMPLES draws of the future, each placing
# the rest of the tiles in hand and HORIZON more tiles it may take; the worse half drops out after 8 and 16 draws.
# It earns its time: one hard seat with it against two without (bench/tournament.py hard vs hard@0, 3 players, 198
# seeded games) took 40.9% of the wins (95% 34.3-47.9%; an even share 33.3%), at 299 ms a move against 4 ms.
CANDIDATES = 6
SAMPLES = 24
HORIZON = 3
PLAN_SECONDS = 0.6  # at most this long on a plan, whatever the page allows (a Carmela move stays under 1 s)


def remembered(game: Carmela, me: int, level: str, lasting: float | None = None) -> dict[int, str]:
    """The face-down tiles that player ``me`` of ``level`` remembers, by grid square (``lasting``: its memory
    in flips, if not the level's)."""
    lasting = CHARACTERS[level].memory if lasting is None else lasting
    n = len(game.seen)
    down = set(game.face_down())
    out: dict[int, str] = {}
    for k, (square, tile) in enumerate(game.seen):
        if square not in down:
            continue
        keep = math.exp(-(n - k) / lasting)
        if _chance(k, me, level) < keep:
            out[square] = tile
        else:
            out.pop(square, None)  # a newer sighting forgotten: the older one is no better
    return out


def _chance(k: int, me: int, level: str) -> float:
    """A fixed uniform number for flip ``k``, player ``me`` and ``level``."""
    salt = sum(ord(c) for c in level)
    return Rng((k * 0x9E3779B1 + me * 0x85EBCA6B + salt) & 0xFFFFFFFF).below(1_000_000) / 1_000_000


def choose(
    game: Carmela,
    level: str,
    rng: Rng,
    seconds: float | None = None,
    samples: int | None = None,
    placing: str | None = None,
    **_,
):
    """The move of a computer player of ``level`` for the current player, from its own view and memory.

    ``seconds``: the page's time budget (a plan stops at ``PLAN_SECONDS`` or this, if sooner); ``samples``: draws
    a plan makes (default ``SAMPLES``); ``placing``: place tiles as that level does (a bench measures placement
    apart from memory)."""
    character = CHARACTERS[level]
    if placing is not None:
        other = CHARACTERS[placing]
        character = replace(character, weights=other.weights, share=other.share, plans=other.plans, noise=other.noise)
    me = game.current_player
    g = game.determinize(rng, me)
    if g.phase == "place":
        deadline = time.perf_counter() + min(PLAN_SECONDS, seconds) if seconds is not None else None
        return _place(g, me, character, rng, SAMPLES if samples is None else samples, deadline)
    memory = remembered(g, me, level, character.memory)
    unknown = [i for i in g.face_down() if i not in memory]
    left = Counter(picture(t) for t in g.grid if t is not None)  # untaken copies of each picture (public)
    if g.up:
        kind = picture(g.tile_on(g.up[0]))
        twins = sorted(i for i, t in memory.items() if picture(t) == kind)
        if twins:
            return Flip(twins[0])
        if g.phase == "decide":
            return _challenge_or_stop(g, character, kind, memory, unknown, left, rng)
        singles = _known_singles(memory, left)
        if character.singles and singles and _odds(kind, memory, unknown, left, g.up) * (2 + TURN_VALUE) < 1:
            return Flip(singles[0])  # a sure tile beats a long shot at a pair
        return Flip(rng.choice(unknown)) if unknown else Flip(rng.choice(g.face_down()))
    pairs = Counter(picture(t) for t in memory.values())
    best = [kind for kind, n in pairs.items() if n >= 2]
    if best:
        kind = max(best, key=lambda k: (pairs[k], k))  # most copies known: the best challenge after
        return Flip(min(i for i, t in memory.items() if picture(t) == kind))
    if character.singles:
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


def _challenge_or_stop(g: Carmela, character: Character, kind: str, memory, unknown, left, rng: Rng):
    """After a match with no remembered third copy: challenge if the odds suit the character, else stop."""
    if character.odds == "never" or not unknown:
        return Stop()
    p = _odds(kind, memory, unknown, left, g.up)
    if character.odds == "even":
        dare = p >= 0.5
    else:
        gain = 1 + character.weights.meeple  # one more tile and one more meeple
        loss = len(g.up) + TURN_VALUE  # the tiles matched and the turn after
        dare = p * gain > (1 - p) * loss
    return Flip(rng.choice(unknown)) if dare else Stop()


class MapOutlook(Supply):
    """Carcassonne's judgement of one player's Carmela map: of the fitting tiles still face down, only the player's
    share (one in n) will reach that map, so an open square's chance of a tile counts that share."""

    def __init__(self, game: Carmela, weights: Weights):
        super().__init__(game, weights)
        self.share = 1 / game.nplayers

    def chance(self, need: tuple) -> float:
        """Chance that a fitting tile still reaches this map for a square with these edge needs."""
        if self.total == 0:
            return 0.0
        m = self.fitting(need) * self.share
        return m / (m + self.softness) * min(1.0, self.total / self.horizon)


def _judge(trial: Carmela, me: int, evaluation: Supply, owner: int) -> float:
    """``me``'s evaluation of ``trial`` on ``owner``'s map, counting the tile points as the final scoring will."""
    trial.use_map(owner)
    if not trial.over:
        trial.points = [p + t for p, t in zip(trial.points, trial.tile_points)]
    return evaluation.value(trial, me)


def _ranked(g: Carmela, me: int, evaluation: Supply) -> list[tuple[float, object]]:
    """Every legal placement (map, square, rotation, meeple) with the value one move ahead, best first (ties: the
    first listed)."""
    out = []
    for k, move in enumerate(g.legal_moves()):
        trial = g.clone()
        trial.play(move)
        out.append((_judge(trial, me, evaluation, me if move.owner is None else move.owner), -k, move))
    out.sort(key=lambda vm: (-vm[0], -vm[1]))
    return [(value, move) for value, _, move in out]


def _place(g: Carmela, me: int, character: Character, rng: Rng, samples: int, deadline: float | None):
    """The character's placement of the tile in hand."""
    evaluation = MapOutlook(g, character.weights) if character.share else Supply(g, character.weights)
    ranked = _ranked(g, me, evaluation)
    if character.noise:
        best = ranked[0][0]
        return rng.choice([move for value, move in ranked if value >= best - character.noise])
    if not character.plans:
        return ranked[0][1]
    pool = [move for _, move in ranked[:CANDIDATES]]
    if len(pool) == 1:
        return pool[0]
    return _plan(g, me, pool, evaluation, rng, samples, deadline)


def _plan(g: Carmela, me: int, pool: list, evaluation: Supply, rng: Rng, samples: int, deadline: float | None):
    """The candidate that does best in a ``race`` of the placements ``pool``."""
    means, alive = race(g, me, pool, evaluation, rng, samples, deadline)
    return pool[max(alive, key=lambda k: (means[k], -k))]


def race(
    g: Carmela,
    me: int,
    pool: list,
    evaluation: Supply,
    rng: Rng,
    samples: int,
    deadline: float | None = None,
    keep: int | None = None,
) -> tuple[list[float], list[int]]:
    """Each candidate placement's mean value over up to ``samples`` futures drawn from the player's view, and the
    candidates still in at the end: the face-down tiles dealt anew (``determinize``), then the rest of the tiles in
    hand and the next few the player may take placed quickly, while the others take their share; judged at the
    end, by the final scoring if the grid ran out. The worse half drops out after 8 and 16 futures, never ``keep``
    (a review keeps the move played in)."""
    totals = [0.0] * len(pool)
    runs = [0] * len(pool)
    alive = list(range(len(pool)))
    n = g.nplayers
    for s in range(samples):
        if deadline is not None and s and time.perf_counter() > deadline:
            break
        seed = rng.next64()
        world = g.determinize(Rng(seed), me)
        order = world.face_down()
        Rng(seed ^ 0x5A5A5A5A).shuffle(order)  # who takes which tile next: the others n - 1, then me
        turns = min(HORIZON, math.ceil(len(order) / n))
        # Judged with the tiles still to come once these turns are over: the rollout's own tiles have come.
        later = _later(world, evaluation, [world.tile_on(i) for i in order[: turns * n]])
        for i in alive:
            t = world.clone()
            place_rng = Rng(seed ^ 0x3C3C3C3C)  # the same quick tries for every candidate
            t.play(pool[i])
            _place_greedily(t, me, evaluation, place_rng)
            rest = list(order)
            for _ in range(turns):
                if t.over:
                    break
                gone, rest = rest[: n - 1], rest[n - 1 :]
                t.imagine_take(me, rest.pop(0) if rest else None, gone)
                _place_greedily(t, me, evaluation, place_rng)
            totals[i] += _judge(t, me, later, me)
            runs[i] += 1
        if s + 1 in (8, 16) and len(alive) > 2:
            alive.sort(key=lambda k: -totals[k])
            cut = alive[: max(2, len(alive) // 2)]
            alive = cut + [keep] if keep is not None and keep not in cut else cut
    return [t / max(1, r) for t, r in zip(totals, runs)], alive


def _later(world: Carmela, evaluation: Supply, taken: list[str]) -> Supply:
    """``evaluation``'s judgement once the tile in hand, the rest of those taken and ``taken`` have left the grid."""
    later = type(evaluation)(world, evaluation.weights)
    later.left.subtract(([world.hand] if world.hand else []) + taken)
    later.total = sum(later.left.values())
    return later


def _place_greedily(t: Carmela, me: int, evaluation: Supply, rng: Rng) -> None:
    """Place the tiles ``me`` holds quickly, each by the best of a few tries one move ahead: every placement by a
    feature that holds a meeple of the map (where a tile joins or completes it), and two more at random."""
    while not t.over and t.phase == "place" and t.current_player == me:
        moves = t.legal_moves()
        hot = _contested(t)
        tries = [m for m in moves if getattr(m, "move", None) is not None and m.move.pos in hot]
        tries += [rng.choice(moves) for _ in range(2)]
        best, best_value = tries[0], -math.inf
        for move in tries:
            trial = t.clone()
            trial.play(move)
            value = _judge(trial, me, evaluation, me if move.owner is None else move.owner)
            if value > best_value:
                best, best_value = move, value
        t.play(best)


def _contested(t: Carmela) -> set:
    """Empty squares of the map placed on where a tile would touch a feature that holds a meeple."""
    board = t.board
    squares: set = set()
    for f in board.features():
        if f.pieces and not f.done:
            if f.kind == "cloister":
                (x, y) = next(iter(f.tiles))
                squares.update((x + dx, y + dy) for dx, dy in RING if (x + dx, y + dy) in board.open)
            else:
                squares |= board.open_squares(f, halves=f.kind == "field")
    return squares
