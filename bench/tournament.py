"""Seeded tournament between computer players as the page plays them: "A vs B" at a table, seats rotating.

    python3 bench/tournament.py hard vs medium                          # 10 games of Carcassonne, 2 players
    python3 bench/tournament.py --games 200 hard vs medium, medium vs easy, easy vs random
    python3 bench/tournament.py --game carmela --players 5 hard vs medium
    python3 bench/tournament.py --game hunters --variant classic --jobs 2 medium vs easy
    python3 bench/tournament.py --game carcassonne --variant river --variant abbot --players 4 hard vs medium
    python3 bench/tournament.py hard@256 vs hard@32                     # does more search time pay?
    python3 bench/tournament.py hard@256+ vs hard@576-                  # a deeper look-ahead, at equal time?
    python3 bench/tournament.py --medium-weights hard hard vs medium    # what hard's search adds to its weights
    python3 bench/tournament.py --game carmela medium:placing=hard vs medium  # hard's placing alone, medium's memory
    python3 bench/tournament.py --game hunters --players 4 seer@2 vs medium   # how much do the hidden tiles decide?
    python3 bench/tournament.py hard@32~meeples=3/2.2/1.6/1.2 vs hard@32    # two sets of weights, one engine

Levels: ``easy``, ``medium``, ``hard``: the game's own computer players (``Game.computer(level)``, else the shared
search), called as the page's ``suggest()`` calls them; ``random``: a uniform random legal move; ``greedy``: the
move with the best score difference right after it (a yardstick); ``seer@K``: a cheat that sees the real tile order
and knows the others play medium, to measure how much the hidden tiles decide (``seer``). Hard searches a fixed
number of samples a move (``--hard-samples``; Carmela's own hard player its own fixed number), so that a run does
not depend on the machine's load; ``--page-time`` gives it the page's time budget instead (js/computer.js
hardSeconds: 1.2 s at 2 players, 0.3 s more a further player, at most 2.1 s), which is the page's call exactly but
not reproducible. ``hard@N`` is hard with N samples (Carmela's ``hard@0``: hard without its placement plan);
``hard@N+`` always looks one ply deeper (its own move after every other player's reply), ``hard@N-`` never does, ``hard@N*R`` plays each sample R whole rounds on (every
player R moves, itself first), and ``hard@N^medium`` (or ``^easy``) has the other players in its samples answer as
that level does instead of with the game's fast reply. In Carmela, ``LEVEL:placing=OTHER`` plays LEVEL but places
tiles as OTHER does (Carmela's players take ``placing``), to measure placing apart from memory. ``~name=value``
after a level changes one weight of its evaluation (``a/b/c`` for a list of them; nothing for none), to compare two
sets of weights in one engine.

A takes ``--seats`` seats (default 1) and B the others. Each deal (seed) is played once in every arrangement of the
seats, so every arrangement comes equally often and both sides meet the same tiles; ``--games`` is rounded up to a
whole number of deals. The same command gives the same figures (but the times). Per pairing it prints each side's
wins (sole first place), the ties (first place shared between the sides) apart, A's share of the wins (a shared first
place split among those sharing it) with its Wilson 95% interval, and the mean score margin (A's mean seat score minus
B's); at a table of more than 2, each side's share a seat against the table's average share (1/n).
"""

from __future__ import annotations

import argparse
import itertools
import json
import math
import os
import statistics
import sys
import time
from multiprocessing import Pool

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "py"))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from budget import page_seconds  # noqa: E402  (the page's budget is said once, beside the bench that measures it)

from tilegames import GAMES, new_game  # noqa: E402
from tilegames.rng import Rng  # noqa: E402

LEVELS = ("easy", "medium", "hard")  # the page's (api.suggest)
YARDSTICKS = ("random", "greedy")  # and seer@<rounds>, which needs its rounds


def computer(game, level: str):
    """The computer player of ``level`` that the page's suggest() plays: the game's own, else the shared search."""
    player = game.computer(level)
    if player is None:  # the game leaves its levels to the shared search (as search.choose does)
        from tilegames import search

        player = search.PLAYERS[level]
    return player


def greedy(game, rng: Rng):
    """The move with the best score difference right after it (points now, nothing for potential); ties at random."""
    me = game.current_player
    best, best_diff = [], None
    for move in game.legal_moves():
        trial = game.clone()
        trial.play(move)
        scores = trial.scores()
        diff = scores[me] - max((s for p, s in enumerate(scores) if p != me), default=0)
        if best_diff is None or diff > best_diff:
            best, best_diff = [move], diff
        elif diff == best_diff:
            best.append(move)
    return rng.choice(best)


def seer(game, rounds: int, candidates: int = 8):
    """Of medium's best ``candidates`` moves, the one whose position is best by medium's evaluation after playing
    on the real tiles until this player's ``rounds``-th turn from now, everyone (itself too) moving as medium: a
    ceiling, not a player. Against medium players that decide alone (as in Carcassonne and Hunters & Gatherers) it
    foresees ``rounds`` rounds exactly, so it tells what even perfect foresight that far is worth."""
    from tilegames import search

    me = game.current_player
    judge = game.evaluation("medium")
    pool = [move for _, move in search.ranked_moves(game, judge)[:candidates]]
    best, best_value = pool[0], -math.inf
    for move in pool:
        trial = game.clone()  # the real game's clone: its piles keep the real order
        trial.play(move)
        turns = 0
        while not trial.is_over():
            turns += trial.current_player == me
            if turns == rounds:
                break
            trial.play(computer(trial, "medium")(trial, Rng(0)))
        value = (judge if trial.is_over() else trial.evaluation("medium")).value(trial, me)
        if value > best_value:
            best, best_value = move, value
    return best


def weighed(game, level: str, changes: list[str]):
    """``level``'s evaluation of ``game`` with some of its weights changed (``name=value``; ``a/b`` for a tuple)."""
    evaluation = game.evaluation(level)
    weights = evaluation.weights
    given: dict = {}
    for change in changes:
        name, _, text = change.partition("=")
        if name not in weights.FIELDS:
            raise ValueError(f"{level} has no weight {name!r}; its weights: {', '.join(weights.FIELDS)}")
        kind = type(getattr(weights, name))
        given[name] = tuple(float(t) for t in text.split("/") if t) if kind is tuple else kind(float(text))
    return type(evaluation)(game, weights.but(**given))


class Answering:
    """An evaluation whose samples' answers are those of the computer player of ``level``: ``inner``'s judgement, a
    slower but stronger reply than the game's fast one."""

    def __init__(self, inner, level: str):
        self.inner, self.level, self.rounds = inner, level, inner.rounds

    def value(self, game, me: int) -> float:
        return self.inner.value(game, me)

    def after(self, game, me: int):
        return self.inner.after(game, me)

    def reply(self, game, rng: Rng):
        return computer(game, self.level)(game, rng)


def choose(game, level: str, rng: Rng, table: dict):
    """The move of ``level`` (a level name, ``hard@N[+|-|*R][^LEVEL]``, or a yardstick) for the current player."""
    level, *changes = level.split("~")
    level, _, placing = level.partition(":placing=")
    level, _, answering = level.partition("^")
    name, _, samples = level.partition("@")
    if name == "random":
        return rng.choice(game.legal_moves())
    if name == "greedy":
        return greedy(game, rng)
    if name == "seer":
        return seer(game, int(samples))
    budget: dict = {}
    if samples:
        answers = table["players"]  # depth: the move, then every other player's answer
        samples, _, rounds = samples.partition("*")
        forced = {"+": answers + 1, "-": answers}.get(samples[-1]) or (rounds and answers * int(rounds))
        budget = {"samples": int(samples.rstrip("+-")), **({"depth": forced} if forced else {})}
    elif name == "hard":
        if table["page_time"]:
            budget = {"seconds": page_seconds(table["players"])}
        elif game.computer("hard") is None:  # the shared search: a fixed sample budget instead of the page's time
            budget = {"samples": table["samples"]}
        # else the game's own hard player, which decides by a fixed number of samples unless the time runs short
    elif name == "medium" and table["medium_weights"] == "hard":
        budget = {"evaluation": game.evaluation("hard")}
    if placing:
        budget["placing"] = placing
    if changes:  # to the weights it plays with
        budget["evaluation"] = weighed(game, "hard" if "evaluation" in budget else name, changes)
    if answering:
        budget["evaluation"] = Answering(budget.get("evaluation") or game.evaluation(name), answering)
    return computer(game, name)(game, rng, **budget)


def level_spec(text: str) -> str:
    """A level's name, ``hard@<samples>[+|-|*<rounds>][^<level>]``, either with ``:placing=<level>`` in Carmela,
    or ``seer@<rounds>`` (anything else: ValueError), and any ``~name=value`` changes to its evaluation's weights."""
    level, *changes = text.split("~")
    if any("=" not in change for change in changes):
        raise ValueError(f"{text!r}: a weight is changed as ~name=value")
    level, colon, placing = level.partition(":placing=")
    if colon and placing not in LEVELS:
        raise ValueError(f"{text!r}: placing= takes one of {', '.join(LEVELS)}")
    level, caret, answering = level.partition("^")
    if caret and answering not in ("easy", "medium"):
        raise ValueError(f"{text!r}: ^ takes easy or medium (the level the other players answer as)")
    name, at, samples = level.partition("@")
    count, star, rounds = samples.removesuffix("+").removesuffix("-").partition("*")
    plain = name in LEVELS + YARDSTICKS and not at and not caret
    hard = name == "hard" and count.isdigit() and (not star or rounds.isdigit() and int(rounds) >= 1)
    seen = name == "seer" and samples.isdigit() and int(samples) >= 1
    if not (plain or hard or seen):
        raise ValueError(
            f"{text!r}: expected one of {', '.join(LEVELS + YARDSTICKS)}, hard@<samples>[+|-] or seer@<rounds>"
        )
    return text


def pairings(words: list[str]) -> list[tuple[str, str]]:
    """The pairings that words such as ``hard vs medium, medium vs easy`` (or ``hard medium``) name."""
    levels = [level_spec(w) for w in " ".join(words).replace(",", " ").split() if w != "vs"]
    if not levels or len(levels) % 2:
        raise ValueError("name the pairings as A vs B (levels in pairs)")
    return list(zip(levels[::2], levels[1::2]))


def play_one(job: tuple) -> dict:
    """One seeded game: A in the seats ``mine``, B in the others. Returns the scores, each seat's side (0: A, 1: B),
    and the time and moves each side spent."""
    levels, mine, seed, table = job
    sides = [0 if seat in mine else 1 for seat in range(table["players"])]
    game = new_game({"game": table["game"], "players": table["players"], "variants": table["variants"]}, seed)
    # Each seat its own generator: one player's draws never move another's.
    rngs = [Rng(seed * 7919 + seat) for seat in range(len(sides))]
    spent, moves = [0.0, 0.0], [0, 0]
    while not game.is_over():
        seat = game.current_player
        side = sides[seat]
        start = time.perf_counter()
        move = choose(game, levels[side], rngs[seat], table)
        spent[side] += time.perf_counter() - start
        moves[side] += 1
        game.play(move)
    return {"seed": seed, "sides": sides, "scores": game.scores(), "spent": spent, "moves": moves}


def wilson(rate: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a win rate over ``n`` games (95% by default; sound near 0% and 100% too)."""
    centre = (rate + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(rate * (1 - rate) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def tally(results: list[dict]) -> dict:
    """Each side's sole wins and share of the wins (shared first places split), the ties between the sides, and the
    mean margin of A's mean seat score over B's and its spread (a game's standard deviation: where luck is large, a
    points edge shows in the margin long before it shows in the wins)."""
    wins, share, ties, margins = [0, 0], [0.0, 0.0], 0, []
    for r in results:
        best = max(r["scores"])
        first = [side for side, score in zip(r["sides"], r["scores"]) if score == best]
        for side in first:
            share[side] += 1 / len(first)
        if len(set(first)) == 1:
            wins[first[0]] += 1
        else:
            ties += 1
        mean = [statistics.mean(s for k, s in zip(r["sides"], r["scores"]) if k == side) for side in (0, 1)]
        margins.append(mean[0] - mean[1])
    n = len(results)
    spread = statistics.pstdev(margins) if n else 0.0
    return {
        "wins": wins,
        "ties": ties,
        "share": [s / n for s in share],
        "margin": sum(margins) / n,
        "margin_sd": spread,
    }


def run(levels: tuple[str, str], table: dict, games: int, seats: int, jobs: int, first_seed: int = 0) -> dict:
    """Play one pairing over whole deals (every arrangement of the seats once a deal); return its figures."""
    arrangements = list(itertools.combinations(range(table["players"]), seats))
    deals = max(1, math.ceil(games / len(arrangements)))
    work = [(levels, mine, seed, table) for seed in range(first_seed, first_seed + deals) for mine in arrangements]
    started = time.perf_counter()
    if jobs > 1:
        with Pool(jobs) as pool:
            results = pool.map(play_one, work, chunksize=1)
    else:
        results = [play_one(job) for job in work]
    figures = tally(results)
    low, high = wilson(figures["share"][0], len(results))
    per_move = [sum(r["spent"][s] for r in results) / max(1, sum(r["moves"][s] for r in results)) for s in (0, 1)]
    return {
        "pairing": f"{levels[0]} vs {levels[1]}",
        **table,
        "seats": [seats, table["players"] - seats],
        "games": len(results),
        "deals": deals,
        "first_seed": first_seed,
        **figures,
        "share": [round(s, 6) for s in figures["share"]],
        "margin": round(figures["margin"], 4),
        "margin_sd": round(figures["margin_sd"], 4),
        "interval95": [round(low, 6), round(high, 6)],
        "ms_per_move": [round(t * 1000, 1) for t in per_move],
        "seconds": round(time.perf_counter() - started, 1),
    }


def spread(f: dict) -> str:
    """The margin's spread as a report says it: a game's standard deviation and the mean's 95% interval."""
    if "margin_sd" not in f:
        return ""  # figures from before the spread was kept
    half = 1.96 * f["margin_sd"] / math.sqrt(max(1, f["games"]))
    return f" (sd {f['margin_sd']:.1f}; 95% {f['margin'] - half:+.1f} to {f['margin'] + half:+.1f})"


def report(levels: tuple[str, str], f: dict) -> str:
    """The lines a pairing's figures print as."""
    a, b = levels
    ties = f"{f['ties']} tie{'s' * (f['ties'] != 1)}"
    lines = [
        f"{a} vs {b}: {f['game']}{''.join('+' + v for v in f['variants'])}, {f['players']} players, {f['games']} games "
        f"({f['deals']} deal{'s' * (f['deals'] != 1)} x {f['games'] // f['deals']} seatings), {f['seconds']:.0f} s",
        f"  wins {a} {f['wins'][0]}, {b} {f['wins'][1]}, {ties} (first place shared: split in the shares); "
        f"{a}'s share of the wins {f['share'][0]:.1%} (95% {f['interval95'][0]:.1%}-{f['interval95'][1]:.1%}); "
        f"mean margin {f['margin']:+.1f} points{spread(f)}; a move {a} {f['ms_per_move'][0]:.0f} ms, {b} {f['ms_per_move'][1]:.0f} ms",
    ]
    if f["players"] > 2:
        average = 1 / f["players"]
        lines.append(
            f"  a seat's share of the wins against the table's average {average:.1%}: "
            + "; ".join(
                f"{level} ({n} seat{'s' * (n != 1)}) {share / n:.1%}, x{share / n / average:.2f}"
                for level, n, share in zip(levels, f["seats"], f["share"])
            )
        )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> list[dict]:
    """Play the pairings and print their figures, then one JSON line each."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "pairings", nargs="+", help=f"A vs B[, C vs D ...]; levels: {', '.join(LEVELS + YARDSTICKS)}, seer@K"
    )
    parser.add_argument("--game", default="carcassonne", choices=list(GAMES))
    parser.add_argument("--variant", action="append", default=[], help="a variant of the game (repeatable)")
    parser.add_argument("--players", type=int, default=2, help="the table's size (default 2)")
    parser.add_argument("--seats", type=int, default=1, help="how many seats A takes (default 1; B the others)")
    parser.add_argument("--games", type=int, default=10, help="games a pairing (default 10; rounded to whole deals)")
    parser.add_argument("--first-seed", type=int, default=0, help="deals use seeds from this one on")
    parser.add_argument("--hard-samples", type=int, default=300, help="samples a hard move searches (default 300)")
    parser.add_argument("--page-time", action="store_true", help="hard searches the page's time budget instead")
    parser.add_argument(
        "--medium-weights", choices=["medium", "hard"], default="medium", help="hard: medium judges with hard's weights"
    )
    parser.add_argument("--jobs", type=int, default=1, help="games played at once, one process each (default 1)")
    args = parser.parse_args(argv)
    try:
        matches = pairings(args.pairings)
    except ValueError as e:
        parser.error(str(e))
    low, high = GAMES[args.game].players
    if not low <= args.players <= high:
        parser.error(f"{args.game} is played by {low} to {high} players")
    if not 1 <= args.seats < args.players:
        parser.error(f"A takes from 1 to {args.players - 1} seats")
    table = {
        "game": args.game,
        "variants": args.variant,
        "players": args.players,
        "samples": args.hard_samples,
        "page_time": args.page_time,
        "medium_weights": args.medium_weights,
    }
    out = []
    for levels in matches:
        figures = run(levels, table, args.games, args.seats, args.jobs, args.first_seed)
        print(report(levels, figures), flush=True)
        out.append(figures)
    for figures in out:
        print(json.dumps(figures))
    return out


if __name__ == "__main__":
    main()
