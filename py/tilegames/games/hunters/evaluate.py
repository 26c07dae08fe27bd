"""How a computer player judges a Hunters & Gatherers position, in points: each player's score, what the features
they hold should still bring, and what their tribe members, huts and bonus tiles to come are worth; and a fast
greedy reply for the other players in a search.

* Forests and rivers score only if completed (fishers and gatherers on unfinished ones leave unscored at the end):
  their points on completion, grown by the tiles that would close them, times the chance that a fitting tile
  still comes for each open square (from the tiles left to draw).
* Meadows (hunters) and water systems (huts) never complete and score at the end: the animals and lake fish they
  hold now, as the final scoring counts them (tigers, fire, pit trap, raft), plus what their open squares and
  river ends may still bring while tiles remain.
* A bonus tile owed is an extra turn with a rich tile. Tribe members and huts in hand are worth points while tiles
  remain, nothing at the end; so is a tribe member on a forest or river, by the chance that it comes back.

Medium uses ``WEIGHTS``; hard uses ``HARD_WEIGHTS``, which prize tribe members (the meeple economy). Easy plays a
beginner (``BEGINNER_WEIGHTS``): it sees the scoreboard and what its own pieces hold, and overlooks what the rivals'
pieces hold, that the game ends (the tiles left) and small differences between moves.
"""

from __future__ import annotations

import math
from typing import Callable

from ...board import Pos
from ...geometry import STEP
from ...moves import TileMove
from ...outlook import TilesToCome
from ...protocol import Evaluation, Move
from ...rng import Rng
from ...rules import MAIN_PILE
from ...tilegame import TileGame
from ...values import Settings
from .powers import Tribe
from .rules import WATER

FREE = (None, None, None, None)  # the needs of a square that touches nothing
# The quick reply of the other players in a search looks at up to REPLY_NEAR placements next to a held forest or
# river and REPLY_ANY anywhere, each without a piece, then at every deploy choice on the best REPLY_DEPLOY of them.
# Against the best move one move ahead, over 119 positions of seeded 4-player medium games (178 of 2-player), it lost
# 0.78 points a reply (1.03), where the earlier reply (4 near, 2 anywhere, every deploy choice of each) lost 1.87
# (1.67), for 1.02 times the evaluations (1.01). With it, hard on 256 samples beat medium with hard's weights in 67.0%
# of 200 seeded 2-player games (95% 60.2-73.1%; margin +19.6), where it won 64.5% (margin +13.6) with the earlier one.
REPLY_NEAR, REPLY_ANY, REPLY_DEPLOY = 16, 4, 2


class Weights(Settings):
    """The evaluation's constants."""

    softness: float = 2.5  # chance a square gets a tile: m / (m + softness) for m fitting tiles to come
    horizon: int = 12  # fewer tiles than this left: every chance shrinks in proportion
    forest_grow: float = 2.0  # points a forest gains per open square before it completes (a tile is 2)
    river_grow: float = 1.0  # points a river gains per open square before it completes (a tile is 1)
    meadow_grow: float = 0.5  # animal points each open square of a meadow may still bring, while tiles remain
    water_grow: float = 0.5  # lake fish each open river end of a water system may still bring, while tiles remain
    grow_tiles: int = 40  # fewer tiles than this left: meadows and water systems grow in proportion
    tribe: float = 1.5  # points a tribe member in hand (or likely back from a forest or river) is worth, the first few
    tribe_cap: int = 6
    hut: float = 2.0  # points a hut in hand is worth while many tiles remain
    supply_tiles: int = 12  # fewer tiles than this left: tribe members and huts in hand are worth less in proportion
    bonus: float = 4.0  # points a bonus tile owed is worth
    rivals: bool = True  # False: the other players count by their score only, not their pieces or features
    noise: float = 0.5  # easy's pick: at random among the moves valued within this many points of its best
    two_rounds_from: int = 0  # at a table of this many players or more a search sample plays two whole rounds on


WEIGHTS = Weights()
# Hard's weights, tuned by play (bench/tournament.py): a tribe member is worth far more than a few points, since one
# left on an unfinished forest or river at the end scores nothing. Medium with these beat medium with WEIGHTS 87-0-13.
# That was at 2 players. At 4 they bring little: one seat of medium with them against three plain medium seats won
# 28.2% of 200 seeded games (95% 22.5-34.9%; the same seat with medium's own weights 25.0%, and valuing its chance
# of winning rather than its lead 25.0%). Hard's search (hard@112, the page's budget) won 32.8% of 200 games on
# other deals (seeds 10-59; 95% 26.7-39.6%; margin +4.5 points), 1.31 times the average share. The tiles decide much
# there: a cheat that sees the real tile order and plays medium's best candidates out exactly (bench/tournament.py
# seer@K) won 40.8% of 120 4-player games one round ahead (1.63 times the average share; on 80 of hard's deals 40.6%,
# hard 32.5%), 62.5% of 40 two rounds ahead. So at 4 players and more hard's samples play two whole rounds when its
# budget buys enough (search.ROUNDS_SAMPLES): 80 of them won 35.8% of 200 games on the same deals (29.4-42.6%; margin
# +5.5), 58 only 28.7%. The page's budget buys 84-85 a move inside Pyodide here (bench/budget_pyodide.mjs, load 3).
HARD_WEIGHTS = Weights(tribe=10.0, two_rounds_from=4)
# A beginner: it never counts the tiles left (its features grow and its pieces in hand are worth the same to the end),
# and it cannot tell apart moves within 2 points. With 1 point, a medium seat at a table of four won only 42.2% of 200
# games against three easy ones (1.69 times the average share); with 2 points 63.0% of 100 (bench/tournament.py).
BEGINNER_WEIGHTS = Weights(horizon=1, grow_tiles=1, supply_tiles=1, rivals=False, noise=2.0)


class Judge(TilesToCome, Evaluation[TileGame]):
    """The evaluation, made once per decision: which tiles are still to come, and how many fit each kind of square.

    Also cached per decision, as Carcassonne's evaluation does: a feature's empty neighbour squares
    (``TilesToCome``), a forest's or river's expected points given the needs of those squares, and a water system's
    hut points. A search's clones share every feature a move did not change, so most features are valued once per
    decision. A feature is known by its object and its size (segments, open edges): a map changes a feature it owns
    in place, but never without adding segments (a tile on an open edge's square joins the feature).
    """

    def __init__(self, game: TileGame, weights: Weights = WEIGHTS):
        # A bonus tile in hand is not one of the land tiles still to come.
        super().__init__(game, weights.softness, weights.horizon, with_hand=game.drawn_from == MAIN_PILE)
        self.weights = weights
        self.noise = weights.noise
        self.rounds = 2 if 0 < weights.two_rounds_from <= game.nplayers else 1
        self.tribe = next(v for v in game.rules.plugins if isinstance(v, Tribe))
        # Each entry keeps its feature, so that the feature's id is not reused while the entry lives.
        self.worths: dict[tuple, tuple] = {}  # feature state + needs around it -> (points, chance, feature)
        self.huts: dict[tuple, tuple] = {}  # water system state -> (its huts' points now, feature)

    def value(self, game: TileGame, me: int) -> float:
        """My expected total minus the best other player's."""
        if game.over:
            return self._margin(game, me, (), ())
        board = game.board
        held = [self._part(game, board, f) for f in board.features() if f.pieces and not f.done]
        return self._margin(
            game, me, held, [self._huts(game, board, f) for f in board.features(WATER.name) if f.pieces]
        )

    def after(self, game: TileGame, me: int) -> Callable[[TileGame, Move], float]:
        """``value`` of a position one move past ``game``, judged from ``game`` by what a placement changed
        (``Standing``); after an answer to a question, judged whole."""
        standing = Standing(self, game)

        def judge(trial: TileGame, move: Move) -> float:
            return standing.after(trial, me, move.pos) if isinstance(move, TileMove) else self.value(trial, me)

        return judge

    def _margin(self, game: TileGame, me: int, held, water) -> float:
        """``value`` from the held features' parts (``_part``) and the water systems' with huts (``_huts``), each in
        map order: the order fixes the sums to the last bit, so that a value judged from what a placement changed
        (``Standing``) is exactly the same number."""
        totals = [float(s) for s in game.points]
        if not game.over:
            w = self.weights
            growing = min(1.0, len(game.bag) / w.grow_tiles)
            soon = min(1.0, len(game.bag) / w.supply_tiles)
            # Tribe members in hand, and those on forests and rivers by the chance that they come back.
            members = [float(supply.get("tribe", 0)) for supply in game.supply]
            for part in held:
                if part is None:
                    continue
                winners, worth, chance, players, meadow_open = part
                if meadow_open is not None and growing:
                    worth += w.meadow_grow * growing * meadow_open
                if chance is not None:  # a member on a forest or river comes back with the chance it completes
                    for player in players:
                        members[player] += chance
                for player in winners:
                    totals[player] += worth
            for winners, huts, river_ends in water:
                worth = huts + w.water_grow * growing * river_ends
                for player in winners:
                    totals[player] += worth
            for p in range(game.nplayers):
                supply = game.supply[p]
                totals[p] += soon * (w.tribe * min(members[p], w.tribe_cap) + w.hut * supply.get("hut", 0))
            for p in _bonus_owed(game):
                totals[p] += w.bonus
            if not w.rivals:
                totals = [t if p == me else float(game.points[p]) for p, t in enumerate(totals)]
        others = [t for p, t in enumerate(totals) if p != me]
        return totals[me] - (max(others) if others else 0.0)

    def feature_value(self, game: TileGame, board, f) -> float | None:
        """Expected points of open feature ``f`` (of ``game``'s board) for its majority (None: a kind that scores
        nothing, or a done feature)."""
        if f.done:
            return None
        part = self._part(game, board, f)
        if part is None:
            return None
        worth, meadow_open = part[1], part[4]
        growing = min(1.0, len(game.bag) / self.weights.grow_tiles)
        if meadow_open is not None and growing:
            worth += self.weights.meadow_grow * growing * meadow_open
        return worth

    def _part(self, game: TileGame, board, f) -> tuple | None:
        """What open feature ``f`` adds to ``value``: (who scores it, its expected points for them, the chance it
        completes, the players of its pieces, and for a meadow (which never completes: chance None) its open
        squares, each worth a little more while tiles remain); None for a kind that scores nothing."""
        if f.kind == "meadow":
            winners, worth = self._meadow(game, f)
            return winners, worth, None, (), len(self.open_squares(board, f, halves=True))
        kind = game.rules.kinds.get(f.kind)
        if kind is None or kind.complete is None:
            return None
        squares = self.open_squares(board, f)
        free = board.open
        needs = tuple([free.get(q, FREE) for q in squares])
        key = (id(f), len(f.segs), f.open, needs)
        known = self.worths.get(key)
        if known is None:
            chance = 1.0
            for need in needs:
                chance *= self.chance(need)
            grow = self.weights.forest_grow if f.kind == "forest" else self.weights.river_grow
            known = self.worths[key] = (chance * (kind.complete(f, board, game)[0] + grow * len(squares)), chance, f)
        return game.majority(f.pieces), known[0], known[1], [p.player for p in f.pieces], None

    def _huts(self, game: TileGame, board, f) -> tuple[list[int], int, int]:
        """What water system ``f`` (with huts) adds to ``value``: (who scores it, its huts' points now, its open river
        ends, each worth a little more while tiles remain)."""
        state = (id(f), len(f.segs))
        huts = self.huts.get(state)
        if huts is None:
            huts = self.huts[state] = (self.tribe.hut_score(board, f)[0], f)
        return game.majority(f.pieces), huts[0], f.open

    def depends(self, game: TileGame, board, f) -> tuple:
        """The empty squares whose needs (or emptiness) open feature ``f``'s part of ``value`` depends on."""
        if f.kind == "meadow":
            return self.open_squares(board, f, halves=True)
        kind = game.rules.kinds.get(f.kind)
        return () if kind is None or kind.complete is None else self.open_squares(board, f)

    def _meadow(self, game: TileGame, f) -> tuple[list[int], float]:
        """Who scores meadow ``f`` and its animals' points now (from its token counts when no power changes them)."""
        tribe = self.tribe
        spent = game.state_of(tribe)
        if f.count("pit_trap") or tribe.shrine and f.count("shaman") or spent:
            return tribe.meadow_score(game, game.board, f)[:2]
        deer = f.count("deer") if f.count("fire") else max(0, f.count("deer") - f.count("tiger"))
        values = tribe.animals
        return game.majority(f.pieces), (
            values["mammoth"] * f.count("mammoth") + values["aurochs"] * f.count("aurochs") + values["deer"] * deer
        )

    def reply(self, game: TileGame, rng: Rng):
        """The best by evaluation of a quick look: a few placements judged without a piece (up to ``REPLY_NEAR``
        where the tile touches a forest or river someone holds, to close, join or steal it, and ``REPLY_ANY``
        anywhere), then every deploy choice on the best ``REPLY_DEPLOY`` of them. A move that is no placement (a
        choice after a bonus tile's power): the best of the legal moves."""
        me = game.current_player
        hand = game.hand
        placements = game.placements() if hand else []
        if hand is None or not placements:
            return self._best(game, game.legal_moves(), me)[0]
        hot = _contested(game.board)
        near = [pr for pr in placements if pr[0] in hot]
        rng.shuffle(near)
        chosen = set(near[:REPLY_NEAR]) | {rng.choice(placements) for _ in range(REPLY_ANY)}
        standing = Standing(self, game)
        bare = [(self._after(game, game.placing(pos, rot), me, standing), (pos, rot)) for pos, rot in sorted(chosen)]
        bare.sort(key=lambda vp: -vp[0])  # stable: equal values keep the squares' order
        (pos, rot) = bare[0][1]
        best, best_value = game.placing(pos, rot), bare[0][0]
        deploys = [
            game.placing(pos, rot, piece, spot)
            for _, (pos, rot) in bare[:REPLY_DEPLOY]
            for piece, spot in game.options(pos, rot)
            if piece is not None
        ]
        move, value = self._best(game, deploys, me, standing)
        return move if value > best_value else best

    def _best(self, game: TileGame, moves: list, me: int, standing: Standing | None = None) -> tuple:
        """(the move of ``moves`` after which ``me``'s value is best, the first of equals; that value), or (None,
        -inf) for no move."""
        best, best_value = None, -math.inf
        for move in moves:
            v = self._after(game, move, me, standing)
            if v > best_value:
                best, best_value = move, v
        return best, best_value

    def _after(self, game: TileGame, move, me: int, standing: Standing | None = None) -> float:
        """``value`` for ``me`` after ``move`` (placements judged from ``standing``, the position before, if given)."""
        trial = game.clone()
        trial.play(move)
        return standing.after(trial, me, move.pos) if standing else self.value(trial, me)


class Standing:
    """A position's held features (those with pieces, not complete), each with its part of ``Judge.value`` and the
    empty squares that part depends on; ``after`` values a position one placement later from it, judging again only
    what that tile could change: ``Judge.value`` without looking over the whole map.

    A tile on a square changes the features it joins (the map copies a feature before changing it, so a changed
    one is a new object) and the needs of the four squares beside it; a hunting trap that spends animals changes
    what every meadow scores. Every other feature keeps its part.
    """

    def __init__(self, judge: Judge, game: TileGame):
        self.judge = judge
        self.spent = game.state_of(judge.tribe)
        board = game.board
        # (root, feature, its part, the squares the part depends on)
        self.held = [
            (root, f, judge._part(game, board, f), judge.depends(game, board, f))
            for root, f in enumerate(board.feats)
            if f is not None and f.pieces and not f.done
        ]
        # (root, water system, its part): a tile changes only the systems it joins (the layer copies them too)
        self.water = [
            (root, f, judge._huts(game, board, f))
            for root, f in enumerate(board.layers[WATER.name].feats)
            if f is not None and f.pieces
        ]

    def after(self, game: TileGame, me: int, pos: Pos) -> float:
        """``Judge.value(game, me)`` for ``game`` one tile (placed on ``pos``) past this standing."""
        judge = self.judge
        if game.over:
            return judge._margin(game, me, (), ())
        board = game.board
        feats = board.feats
        x, y = pos
        touched = {pos, *((x + dx, y + dy) for dx, dy in STEP)}  # the squares whose needs the tile changed
        meadows_kept = game.state_of(judge.tribe) is self.spent  # a state is a value: replaced when changed
        held = []
        seen = set()
        for root, f, part, squares in self.held:
            now = feats[root]
            seen.add(root)
            if now is f and touched.isdisjoint(squares) and (meadows_kept or f.kind != "meadow"):
                held.append((root, part))
            elif now is not None and now.pieces and not now.done:
                held.append((root, judge._part(game, board, now)))
        for root, joined in board.held_on(pos, seen):
            held.append((root, judge._part(game, board, joined)))
        held.sort(key=lambda item: item[0])  # map order, as ``value`` adds them up
        layer = board.layers[WATER.name]
        water = []
        seen.clear()
        first = board.base[pos]
        for root, f, part in self.water:
            now = layer.feats[root]
            seen.add(root)
            if now is f:
                water.append((root, part))
            elif now is not None and now.pieces:
                water.append((root, judge._huts(game, board, now)))
        for gid in range(first, first + len(board.tiles[pos].tile.segments)):
            root = layer.find(gid)
            system = layer.feats[root]
            if root not in seen and system is not None and system.pieces:
                seen.add(root)
                water.append((root, judge._huts(game, board, system)))
        water.sort(key=lambda item: item[0])
        return judge._margin(game, me, [part for _, part in held], [part for _, part in water])


def _contested(board) -> set:
    """The empty squares next to unfinished forests and rivers that hold pieces."""
    squares = set()
    for f in board.features():
        if f.pieces and not f.done and f.kind != "meadow":
            squares |= board.open_squares(f)
    return squares


def _bonus_owed(game: TileGame) -> list[int]:
    """The players who hold or are owed a bonus tile to place (one entry per tile)."""
    owed = [p for p, _ in game.granted]
    if game.hand is not None and game.drawn_from != MAIN_PILE:
        owed.append(game.current_player)
    return owed


EVALUATIONS = {
    "easy": lambda game: Judge(game, BEGINNER_WEIGHTS),
    "medium": lambda game: Judge(game, WEIGHTS),
    "hard": lambda game: Judge(game, HARD_WEIGHTS),
}
