"""A game reviewed by the hard player's judgement: for every move, what the move played and the best move found are
worth to their mover, in one currency, points of expected final margin (the mover's expected final score minus the
best other player's), so that the points each move lost are known; and every player's expected margin after each
move, for a chart over the game.

The judgement is the hard player's race (``search.race``) over the hard player's best candidates and the move
played, on a fixed number of samples drawn from the mover's view and seeded from the public moves
(``search.public_rng``), never from the clock: the same record always gets the same review, and a move that the
hard player chose on the same budget loses nothing. A review goes one move a call (``Review.step``), so a page can
show each result as it comes and stop between two moves.
"""

from __future__ import annotations

from collections import Counter

from . import search
from .protocol import Game
from .record import replay

SAMPLES = 128  # samples a move's race draws at a table of two, the hard player's budget for a review; a larger table
# takes longer a sample (every other player answers), so the budget is SAMPLES / players (at least MIN_SAMPLES)
MIN_SAMPLES = 24
CANDIDATES = 8  # the hard player's best moves one move ahead that race against the move played
# A change to what a move's review says: bump FORMAT in js/saves/reviews.js, so the page makes its kept reviews again.


def judge(game: Game, move: str, samples: int | None = None, candidates: int = CANDIDATES) -> dict:
    """The hard player's judgement of ``move`` (legal now) for the current player: the values of the move played and
    of the best move found, the best move, and the points lost (``game`` is not changed). ``samples``: the race's
    (None: ``budget``, or the game's own hard budget for a game that judges its own moves)."""
    own = game.judge(move, samples, search.public_rng(game))
    if own is not None:
        return own
    evaluation = game.evaluation("hard")
    played = search.canonical(game, move)
    ranked = search.ranked_moves(game, evaluation)
    pool, texts, keep = search.with_played(ranked, played, candidates)
    if len(ranked) == 1:
        value = ranked[0][0]
        return {"played": played, "best": played, "value": value, "best_value": value, "loss": 0.0, "choices": 1}
    found = search.race(game, pool, search.public_rng(game), evaluation, samples=samples or budget(game), keep=keep)
    value, best_value = found.mean(keep), found.mean(found.best)
    return {
        "played": played,
        "best": texts[found.best],
        "value": round(value, 2),
        "best_value": round(best_value, 2),
        "loss": round(max(0.0, best_value - value), 2),
        "choices": len(ranked),
    }


def best(game: Game) -> str:
    """The move the review judges best for the current player now: what a hint shows, so that a hint followed is
    never a move the review lists as a loss. The race starts from the best move one move ahead (``search.hint``),
    which is among the hard player's candidates, so the review of the move it finds races the same candidates on
    the same samples and finds it again."""
    return str(judge(game, str(search.hint(game, search.public_rng(game))))["best"])


def budget(game: Game) -> int:
    """The samples a move's race draws in a review at this game's table."""
    return max(MIN_SAMPLES, SAMPLES // len(game.setup["players"]))


def kept(game: Game, played: str, best: str) -> list[dict]:
    """``[{"why": "keeps", "piece"}]`` when the best move keeps in hand a piece that the move played put on the
    board (a farmer laid early, say), else ``[]``: a reason only a comparison of the two moves gives."""
    me = game.current_player

    def deployed(move: str) -> Counter:
        events = game.clone().play(move)
        return Counter(e["piece"] for e in events if e.get("type") == "deploy" and e.get("player") == me)

    spared = deployed(played) - deployed(best)
    return [{"why": "keeps", "piece": min(spared)}] if spared else []


def margins(game: Game) -> list[float]:
    """Each player's expected final margin as the hard player judges the position (once over: the final margin)."""
    own = game.margins()
    if own is not None:
        return own
    if game.is_over():
        scores = game.scores()
        return [float(s - max(t for q, t in enumerate(scores) if q != p)) for p, s in enumerate(scores)]
    evaluation = game.evaluation("hard")
    return [round(evaluation.value(game, p), 2) for p in range(len(game.setup["players"]))]


def reviewed(game: Game, move: str, samples: int | None = None) -> dict:
    """One move's review, ``move`` legal now (``game`` is not changed): its mover's seat, the judgement (``judge``),
    and the best move's reasons in a hint's terms (those the move played does not share, and a piece it keeps that
    the move played laid: ``kept``)."""
    out = {"seat": game.current_player, **judge(game, move, samples)}
    if out["best"] == out["played"]:
        out["reasons"] = []
    elif "reasons" not in out:  # a game that judges its own moves may say why (a pair seen); else as a hint says,
        # less what the move played did as well: what sets the better move apart
        also = game.explain(out["played"])
        out["reasons"] = [r for r in game.explain(out["best"]) if r not in also] + kept(
            game, out["played"], out["best"]
        )
    return out


class Review:
    """The review of one record, a move at a time."""

    def __init__(self, record: dict, samples: int | None = None):
        self.moves = replay(record).moves  # checked, in the order the game played them
        self.game = replay({**record, "moves": []})
        self.samples = samples
        self.done = 0  # moves reviewed so far

    def start(self) -> dict:
        """What is known before the first move: how many moves, and every player's expected margin at the start."""
        return {"moves": len(self.moves), "margins": margins(self.game)}

    def step(self) -> dict | None:
        """The next move's review (None once every move is reviewed): its number (1 first), ``reviewed``'s review,
        and every player's margin after it."""
        if self.done >= len(self.moves):
            return None
        game, move = self.game, self.moves[self.done]
        out = {"move": self.done + 1, **reviewed(game, move, self.samples)}
        game.play(move)
        self.done += 1
        out["margins"] = margins(game)
        return out
