"""Computer players over the generic game interface (placements, options, legal_moves, clone, play).

* ``random_move``: a uniformly random placement, then a uniformly random deploy choice (benchmarks, tests).
* ``easy``: the medium evaluation with a lot of noise: legal, plausible, beatable.
* ``medium``: one-move look-ahead with ``evaluate``: points, the chance that open features complete given the
  tiles still to come, meeple economy, field value.
* ``hard``: Monte Carlo search over its best candidates: each sample draws a possible order of the hidden tiles
  (determinisation), lets the following players answer with a fast greedy policy, and evaluates; candidates race
  on the same samples until the time or sample budget runs out. Its evaluation uses ``HARD_WEIGHTS``, tuned by
  play against medium (bench/tournament.py): farmers valued lower, meeples in hand higher.

Every player is a function ``(game, rng, **budget) -> Move`` and never changes ``game``.
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass

from .game import Game
from .geometry import RING, STEP
from .moves import Move
from .rng import Rng
from .tiles import CENTRE_KINDS

LEVELS = ("easy", "medium", "hard")


def random_move(game: Game, rng: Rng) -> Move:
    """A uniformly random placement, then a uniformly random deploy choice for it."""
    pos, rot = rng.choice(game.placements())
    piece, spot = rng.choice(game.options(pos, rot))
    return Move(game.hand, pos[0], pos[1], rot, piece, spot)


# --- evaluation ---------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Weights:
    """The evaluation's constants (the defaults are medium's and easy's)."""

    meeple: float = 1.1  # points a meeple in hand is worth while many tiles remain
    meeple_cap: int = 4  # only the first few meeples in hand count
    softness: float = 2.5  # chance a square gets a tile: m / (m + softness) for m fitting tiles to come
    horizon: int = 12  # fewer tiles than this left: every chance shrinks in proportion
    field_city: float = 3.0  # a farmer's points for each open city its field touches, times its chance


WEIGHTS = Weights()
# Found by medium-against-medium matches (200 paired games each): with a farmer counting 1 point, not 3, for each
# open city, medium won 92% against its own default weights; softness 4 and meeples at 1.8 added a little more.
HARD_WEIGHTS = Weights(meeple=1.8, softness=4.0, field_city=1.0)


class _Supply:
    """How many of the tiles still to come fit each kind of empty square (cached per evaluation)."""

    def __init__(self, game: Game, weights: Weights = WEIGHTS):
        self.weights = weights
        self.tiles = game.rules.tiles
        self.left = game.remaining()
        if game.hand:
            self.left[game.hand] += 1
        self.total = sum(self.left.values())
        self.cache: dict = {}

    def fitting(self, need) -> int:
        n = self.cache.get(need)
        if n is None:
            n = self.cache[need] = sum(c for name, c in self.left.items()
                                       if c and self.tiles[name].rotations_fitting(need))
        return n

    def chance(self, need) -> float:
        """Chance that a fitting tile still comes for a square with these edge needs."""
        if self.total == 0:
            return 0.0
        m = self.fitting(need)
        w = self.weights  # more fitting tiles and more draws left both help
        return m / (m + w.softness) * min(1.0, self.total / w.horizon)


def _open_squares(board, f) -> set:
    squares = set()
    tiles, base, seg_pos = board.tiles, board.base, board.seg_pos
    halves = f.kind == "field"  # fields are made of half-edges
    for gid in f.segs:
        pos = seg_pos[gid]
        o = tiles[pos]
        for e in o.seg_edges[gid - base[pos]]:
            if halves:
                e //= 2
            q = (pos[0] + STEP[e][0], pos[1] + STEP[e][1])
            if q not in tiles:
                squares.add(q)
    return squares


def _completion_chance(board, f, supply: _Supply) -> float:
    chance = 1.0
    if f.kind in CENTRE_KINDS:
        (x, y) = next(iter(f.tiles))
        for dx, dy in RING:
            q = (x + dx, y + dy)
            if q not in board.tiles:
                chance *= supply.chance(board.open.get(q, (None, None, None, None)))
        return chance
    for q in _open_squares(board, f):
        chance *= supply.chance(board.open.get(q, (None, None, None, None)))
    return chance


def _feature_value(game: Game, f, supply: _Supply) -> float:
    """Expected points of a feature for its majority, from its kind's own scorers."""
    kind = game.rules.kinds[f.kind]
    board = game.board
    final = kind.final(f, board)[0] if kind.final else 0
    if f.kind == "field":
        # Cities this field touches that are still open may yet complete: 3 each, weighed by their chance.
        extra = 0.0
        for root in {board.find(c) for c in f.cities or ()}:
            city = board.feats[root]
            if not city.done:
                extra += supply.weights.field_city * _completion_chance(board, city, supply)
        return final + extra
    if kind.complete is None:
        return final
    p = _completion_chance(board, f, supply)
    return final + p * (kind.complete(f, board)[0] - final)


def evaluate(game: Game, me: int, supply: _Supply | None = None) -> float:
    """How good the position is for ``me``: my expected total minus the best other player's.

    ``supply`` may be shared across a search: positions a move or two apart have nearly the same tiles to come.
    """
    supply = supply or _Supply(game)
    totals = [float(s) for s in game.points]
    if not game.over:
        for f in game.board.features():
            if not f.pieces or f.done:
                continue
            counts: dict = {}
            for p in f.pieces:
                counts[p.player] = counts.get(p.player, 0) + 1
            top = max(counts.values())
            value = _feature_value(game, f, supply)
            for player, n in counts.items():
                if n == top:
                    totals[player] += value
        # A meeple in hand is worth more while many tiles remain (and only the first few matter).
        w = supply.weights
        turns_left = supply.total / game.nplayers
        for p in range(game.nplayers):
            spare = min(game.supply[p].get("meeple", 0), w.meeple_cap)
            totals[p] += w.meeple * spare * min(1.0, turns_left / w.horizon)
    others = [t for p, t in enumerate(totals) if p != me]
    return totals[me] - (max(others) if others else 0.0)


def ranked_moves(game: Game, supply: _Supply | None = None) -> list[tuple[float, Move]]:
    """Every legal move with the value of the position after it for the mover, best first."""
    me = game.current_player
    supply = supply or _Supply(game)
    out = []
    for move in game.legal_moves():
        trial = game.clone()
        trial.play(move)
        out.append((evaluate(trial, me, supply), move))
    out.sort(key=lambda vm: -vm[0])
    return out


# --- players ------------------------------------------------------------------------------------------
def easy(game: Game, rng: Rng, **_) -> Move:
    """A plausible move with noise: a random pick among the better half, favouring the best."""
    ranked = ranked_moves(game)
    pool = ranked[: max(1, len(ranked) // 2)]
    weights = [math.exp((v - pool[0][0]) / 4.0) for v, _ in pool]
    pick = rng.below(10_000) / 10_000 * sum(weights)
    for w, (_, move) in zip(weights, pool):
        pick -= w
        if pick <= 0:
            return move
    return pool[-1][1]


def medium(game: Game, rng: Rng | None = None, weights: Weights = WEIGHTS, **_) -> Move:
    """The move whose resulting position evaluates best (one-move look-ahead)."""
    return ranked_moves(game, _Supply(game, weights))[0][1]


def _contested(game: Game) -> set:
    """Empty squares where a tile would touch a feature that holds pieces (joins, steals, completions)."""
    squares = set()
    board = game.board
    for f in board.features():
        if f.pieces and not f.done:
            if f.kind in CENTRE_KINDS:
                (x, y) = next(iter(f.tiles))
                squares.update(q for q in ((x + dx, y + dy) for dx, dy in RING) if q in board.open)
            else:
                squares |= _open_squares(board, f)
    return squares


def _quick_move(game: Game, rng: Rng, supply: _Supply) -> Move:
    """A fast greedy reply for look-ahead: the best by evaluation among placements on contested squares
    (where features with pieces can be joined, stolen or completed) and two random placements."""
    me = game.current_player
    placements = game.placements()
    hot = _contested(game)
    chosen = [pr for pr in placements if pr[0] in hot]
    if len(chosen) > 6:
        chosen = [rng.choice(chosen) for _ in range(6)]
    chosen += [rng.choice(placements) for _ in range(2)]
    best, best_value = None, -math.inf
    for pos, rot in chosen:
        for piece, spot in game.options(pos, rot):
            move = Move(game.hand, pos[0], pos[1], rot, piece, spot)
            trial = game.clone()
            trial.play(move)
            v = evaluate(trial, me, supply)
            if v > best_value:
                best, best_value = move, v
    return best


def hard(game: Game, rng: Rng, seconds: float = 2.0, samples: int | None = None, candidates: int = 8,
         depth: int | None = None, stats: dict | None = None, weights: Weights = HARD_WEIGHTS) -> Move:
    """Monte Carlo search over the hidden tile order, within ``seconds`` (or about ``samples`` samples).

    Each round draws one possible order of the hidden tiles and one set of replies, and plays every candidate
    still in the race against that same future (paired samples: the comparison is fair even with few rounds);
    after rounds 8, 16, 32, ... the worse half of the candidates drops out (not sooner: a few samples are
    too noisy to drop medium's own favourite).
    """
    me = game.current_player
    supply = _Supply(game, weights)
    pool = [move for _, move in ranked_moves(game, supply)[:candidates]]
    if len(pool) == 1:
        return pool[0]
    depth = game.nplayers if depth is None else depth  # every other player answers once
    totals = [0.0] * len(pool)
    alive = list(range(len(pool)))
    deadline = time.perf_counter() + seconds
    rounds = n = plies = 0
    next_cut = 8
    while True:
        if samples is not None and n >= samples:
            break
        if samples is None and time.perf_counter() >= deadline:
            break
        seed = rng.next64()
        results = []
        for i in alive:
            if samples is None and results and time.perf_counter() >= deadline:
                break  # an unfinished round would compare candidates on different futures: drop it
            g = game.clone()
            g.rng = Rng(seed)
            g.rng.shuffle(g.bag)
            g.play(pool[i])
            reply_rng = Rng(seed ^ 0xA5A5)
            for _ in range(depth - 1):
                if g.over:
                    break
                g.play(_quick_move(g, reply_rng, supply))
                plies += 1
            results.append((i, evaluate(g, me, supply)))
        if len(results) < len(alive):
            break
        for i, value in results:
            totals[i] += value
        n += len(results)
        rounds += 1
        if rounds == next_cut and len(alive) > 2:
            alive.sort(key=lambda k: -totals[k])
            alive = alive[: max(2, len(alive) // 2)]
            next_cut *= 2
    if stats is not None:
        stats.update(samples=n, rounds=rounds, plies=plies + n, seconds=seconds)
    best = max(alive, key=lambda k: totals[k])
    return pool[best]


PLAYERS = {"easy": easy, "medium": medium, "hard": hard}


def choose(game: Game, level: str, rng: Rng, **budget) -> Move:
    """The move of a computer player of ``level`` (easy, medium, hard)."""
    return PLAYERS[level](game, rng, **budget)

