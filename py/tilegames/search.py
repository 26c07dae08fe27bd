"""Computer players over the game protocol: legal moves, play, clone, determinize, and the game's evaluation.

* ``easy``: a beginner: one-move look-ahead with the game's easy evaluation, which sees the points it can take now
  and the features it can claim but overlooks what a beginner of that game overlooks (the game says what: for
  example what the rivals hold, or the pieces and tiles left), and a little noise: a random pick among the moves
  valued within the evaluation's ``noise`` of the best, which it cannot tell apart. Legal, plausible, beatable.
* ``medium``: one-move look-ahead with the game's evaluation.
* ``hard``: Monte Carlo search over its best candidates: each sample draws a possible world from the player's
  own view (``determinize``: the hidden tile order), lets the following players answer with the game's fast
  reply, and evaluates; candidates race on the same samples until the time or sample budget runs out. A budget
  that buys enough samples also looks one ply deeper: the player's own next move after the replies.
* ``hint``: what the Hint button shows a person: one-move look-ahead with hard's evaluation (it weighs meeples and
  fields as hard does, where medium would farm early), as quick as medium; a game with its own computer players
  hints with its own medium.

Every player is a function ``(game, rng, **budget) -> move`` and never changes ``game``.
"""

from __future__ import annotations

import math
import time
import zlib
from typing import Any, TypeVar

from .protocol import Evaluation, Game, Move, Player
from .rng import Rng

G = TypeVar("G", bound=Game)

LEVELS = ("easy", "medium", "hard")
DEFAULT_LEVEL = "medium"  # what a computer seat plays unless a level is chosen
# Hard looks one ply deeper (its own next move after every reply) when its budget buys at least this many samples
# at that depth. 2-player base game, bench/tournament.py: with the extra ply, 256 samples beat 32 in 70.5% of 200
# games (56.8% without it); at equal time, 256 deep samples against 576 shallow ones won 24-1-19 (44 games).
DEEP_SAMPLES = 128
# An evaluation that asks for more whole rounds a sample (``Evaluation.rounds``) gets them when the budget buys at least
# this many samples at that depth, else one round. Hunters & Gatherers, 4 players, one hard seat against three medium,
# seeds 10-59, 200 games each: 80 two-round samples won 35.8% (margin +5.5), 58 only 28.7% (+3.0), where one round at
# 112 won 32.8% (+4.5).
ROUNDS_SAMPLES = 80


def public_rng(game: Game) -> Rng:
    """A generator seeded from the public moves only (never the game's seed, which fixes the hidden tile order),
    so the same position gets the same suggestion and a computer player learns nothing it may not see."""
    return Rng(zlib.crc32("\n".join(game.moves).encode()) ^ (len(game.moves) * 0x9E3779B97F4A7C15))


def ranked_moves(game: G, evaluation: Evaluation[G]) -> list[tuple[float, Move]]:
    """Every legal move with the value of the position after it for the mover, best first."""
    judge = evaluation.after(game, game.current_player)
    out = []
    for move in game.legal_moves():
        trial = game.clone()
        trial.play(move)
        out.append((judge(trial, move), move))
    out.sort(key=lambda vm: -vm[0])
    return out


def easy(game: Game, rng: Rng, **_budget: Any) -> Move:
    """A beginner's move: a random pick among the moves the easy evaluation values within its ``noise`` of the best."""
    evaluation = game.evaluation("easy")
    ranked = ranked_moves(game, evaluation)
    best = ranked[0][0]
    return rng.choice([move for value, move in ranked if value >= best - evaluation.noise])


def medium(game: G, rng: Rng | None = None, evaluation: Evaluation[G] | None = None, **_budget: Any) -> Move:
    """The move whose resulting position evaluates best (one-move look-ahead)."""
    return ranked_moves(game, evaluation or game.evaluation("medium"))[0][1]


def hard(
    game: G,
    rng: Rng,
    seconds: float = 2.0,
    samples: int | None = None,
    candidates: int = 8,
    depth: int | None = None,
    stats: dict | None = None,
    evaluation: Evaluation[G] | None = None,
) -> Move:
    """Monte Carlo search over what the player cannot see, within ``seconds`` from the call (or about ``samples``
    samples): the best candidate of a ``race`` among the best ``candidates`` moves one move ahead."""
    start = time.perf_counter()
    evaluation = evaluation or game.evaluation("hard")
    pool = [move for _, move in ranked_moves(game, evaluation)[:candidates]]
    if len(pool) == 1:
        return pool[0]
    # The ranking spent part of the budget (a large share of it on a slow or busy machine): the race has the rest.
    left = max(0.0, seconds - (time.perf_counter() - start))
    found = race(game, pool, rng, evaluation, left, samples, depth)
    if stats is not None:
        stats.update(found.stats)
    return pool[found.best]


class Race:
    """What a ``race`` found: each candidate's value in each round it ran, the candidates still in at the end, the
    best of them, and figures of the search (``stats``)."""

    def __init__(self, values: list[list[float]], alive: list[int], stats: dict):
        self.values, self.alive, self.stats = values, alive, stats
        self.best = max(alive, key=lambda k: sum(values[k]))

    def mean(self, k: int) -> float:
        """Candidate ``k``'s mean value over the rounds it ran."""
        return sum(self.values[k]) / max(1, len(self.values[k]))


def race(
    game: G,
    pool: list[Move],
    rng: Rng,
    evaluation: Evaluation[G],
    seconds: float = 2.0,
    samples: int | None = None,
    depth: int | None = None,
    keep: int | None = None,
) -> Race:
    """Candidates ``pool`` race over what the player cannot see, within ``seconds`` (or about ``samples`` samples).

    Each round draws one possible world and one set of replies, and plays every candidate still in the race
    against that same future (paired samples: the comparison is fair even with few rounds); after rounds 8,
    16, 32, ... the worse half of the candidates drops out (not sooner: a few samples are too noisy to drop
    medium's own favourite), but never candidate ``keep`` (a review keeps the move played in to the end). From
    round 8 on, the race also stops early once the leader is clearly ahead of every candidate still in it
    (``clear``), so a clear choice is made sooner.

    ``depth`` plies from the candidate on (None: chosen from the budget and the evaluation's ``rounds``): every
    other player answers once, and when the budget buys at least ``DEEP_SAMPLES`` samples with one ply more, the
    player's own next move follows (a candidate is judged by what it sets up too); an evaluation of more rounds
    plays that many whole rounds instead, when the budget buys at least ``ROUNDS_SAMPLES`` samples so. A sample
    budget decides at once; a time budget after the first round, from that round's time (the round counts either
    way: all candidates share it).
    """
    me = game.current_player
    answers = len(game.setup["players"])  # the candidate, then every other player's answer
    whole = evaluation.rounds if samples is None or samples >= ROUNDS_SAMPLES else 1
    deep = depth is None and whole == 1 and (samples is None or samples >= DEEP_SAMPLES)
    timed = depth is None and samples is None  # a time budget: the first round tells whether it stays deep
    depth = depth if depth is not None else answers * whole if whole > 1 else answers + 1 if deep else answers
    values: list[list[float]] = [[] for _ in pool]  # each round's value of each candidate, while in the race
    alive = list(range(len(pool)))
    start = time.perf_counter()
    deadline = start + seconds
    rounds = n = plies = 0
    next_cut = 8
    while True:
        if samples is not None and n >= samples:
            break
        if samples is None and time.perf_counter() >= deadline:
            break
        seed = rng.next64()
        results: list[tuple[int, float]] = []
        for i in alive:
            if samples is None and results and time.perf_counter() >= deadline:
                break  # an unfinished round would compare candidates on different futures: drop it
            g = game.determinize(Rng(seed), me)
            g.play(pool[i])
            reply_rng = Rng(seed ^ 0xA5A5)
            for _ in range(depth - 1):
                if g.is_over():
                    break
                g.play(evaluation.reply(g, reply_rng))
                plies += 1
            results.append((i, evaluation.value(g, me)))
        if len(results) < len(alive):
            break
        for i, value in results:
            values[i].append(value)
        n += len(results)
        rounds += 1
        if timed and rounds == 1 and depth > answers:
            # samples this budget buys at this depth, if every round cost the first one (later rounds, with fewer
            # candidates, cost less: an underestimate)
            if n * seconds / max(time.perf_counter() - start, 1e-9) < (DEEP_SAMPLES if whole == 1 else ROUNDS_SAMPLES):
                depth = answers
        if rounds >= 8 and rounds % 4 == 0 and clear([values[k] for k in alive]):
            break
        if rounds == next_cut and len(alive) > 2:
            alive.sort(key=lambda k: -sum(values[k]))
            cut = alive[: max(2, len(alive) // 2)]
            alive = cut + [keep] if keep is not None and keep not in cut else cut
            next_cut *= 2
    stats = {"samples": n, "rounds": rounds, "plies": plies + n, "seconds": seconds, "depth": depth}
    return Race(values, alive, stats)


def canonical(game: Game, move: str) -> str:
    """``move`` (legal now, else RuleError) in its canonical form, as ``legal_moves`` writes it."""
    trial = game.clone()
    trial.play(move)
    return trial.moves[-1]


def with_played(ranked: list, played: str, candidates: int) -> tuple[list, list[str], int]:
    """The best ``candidates`` moves of ``ranked`` (value, move) and the move played if not among them, their texts,
    and the index of the move played: the pool of a race that keeps it (``race``'s ``keep``)."""
    pool = [m for _, m in ranked[:candidates]]
    texts = [str(m) for m in pool]
    if played not in texts:
        pool.append(next(m for _, m in ranked if str(m) == played))
        texts.append(played)
    return pool, texts, texts.index(played)


def clear(values: list[list[float]], z: float = 3.0) -> bool:
    """True if the candidate with the best total is ahead of each other one by more than ``z`` standard errors of
    their paired differences (``values``: each candidate's value in each round, rounds alike for all)."""
    totals = [sum(v) for v in values]
    lead = values[totals.index(max(totals))]
    rounds = len(lead)
    for other in values:
        if other is lead:
            continue
        diffs = [a - b for a, b in zip(lead, other)]
        mean = sum(diffs) / rounds
        spread = sum((d - mean) ** 2 for d in diffs) / (rounds - 1)
        if mean <= z * math.sqrt(spread / rounds):
            return False
    return True


def hint(game: Game, rng: Rng, **_budget: Any) -> Move:
    """The best move one move ahead by hard's evaluation (the game's own medium, if it has one): where the hint's
    search starts (``review.best``)."""
    player = game.computer("medium")
    if player is not None:
        return player(game, rng)
    return medium(game, rng, evaluation=game.evaluation("hard"))


PLAYERS: dict[str, Player] = {"easy": easy, "medium": medium, "hard": hard}


def choose(game: Game, level: str, rng: Rng, **budget: Any) -> Move:
    """The move of a computer player of ``level`` (easy, medium, hard): the game's own, else the shared search."""
    player = game.computer(level) or PLAYERS[level]
    return player(game, rng, **budget)
