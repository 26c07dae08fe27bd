"""How a computer player judges a Carcassonne position: points, the chance that open features complete given the
tiles still to come, meeple economy, field value; and a fast greedy reply for look-ahead.

``Supply`` is the ``Evaluation`` the engine's search (``tilegames.search``) uses: made once per decision with
the level's weights. Hard's weights (``HARD_WEIGHTS``) were tuned by play against medium (bench/tournament.py):
farmers valued lower, meeples in hand higher and the last ones dearest. Easy plays a beginner (``BEGINNER_WEIGHTS``): it sees the points on
the scoreboard and what its own meeples hold (farmers too, as hopefully as medium), and overlooks the rivals' open
features and meeples (what they may steal, or lose to a block), that the game ends (the tiles left) and small
differences between moves.
"""

from __future__ import annotations

import math
from typing import Callable

from ...board import MAIN, Pos
from ...geometry import RING, STEP
from ...moves import TileMove
from ...outlook import TilesToCome
from ...protocol import Evaluation, Move, PlacingGame
from ...rng import Rng
from ...tilegame import TileGame
from ...values import Settings

CENTRE_KINDS = ("cloister", "garden")


class Weights(Settings):
    """The evaluation's constants (the defaults are medium's)."""

    meeple: float = 1.1  # points a meeple in hand is worth while many tiles remain
    meeple_cap: int = 4  # only the first few meeples in hand count
    # If given, what each meeple in hand is worth instead, the last one first (past the list: ``meeple`` each).
    meeples: tuple[float, ...] = ()
    softness: float = 2.5  # chance a square gets a tile: m / (m + softness) for m fitting tiles to come
    horizon: int = 12  # fewer tiles than this left: every chance shrinks in proportion
    field_city: float = 3.0  # a farmer's points for each open city its field touches, times its chance
    # Fields count in full only in the last this-many turns of each player, and in proportion before (0: always in
    # full). A farmer stays to the end: valued in full early, it takes a meeple the rest of the game needs.
    field_late: float = 0.0
    rivals: bool = True  # False: the other players count by their score only, not their open features or meeples
    noise: float = 0.5  # easy's pick: at random among the moves valued within this many points of its best


WEIGHTS = Weights()
# Found by medium-against-medium matches (200 paired games each): with a farmer counting 1 point, not 3, for each
# open city, medium won 92% against its own default weights; softness 4 and meeples at 1.8 added a little more.
# Weighing fields by how near the end is (field_late 8) then won 81.0% of 100 games of hard@32 against hard@32
# without it (95% 72.2-87.5%, margin +15.8); not counting fields at all won 75.5% on the same seeds.
# A meeple in hand is dearer the fewer are left (3, 2.2, 1.6 and 1.2 points, the last first, where each was 1.8): a
# player down to its last meeple keeps it for a feature worth it, and parks fewer on cloisters it cannot fill. That
# took 56.0% of the wins of 200 games of hard@32 against hard@32 with 1.8 each (95% 49.1-62.7%, margin +3.2, 95%
# +0.5 to +5.8), at the same time a move (77 ms against 82).
HARD_WEIGHTS = Weights(meeple=1.8, meeples=(3.0, 2.2, 1.6, 1.2), softness=4.0, field_city=1.0, field_late=8.0)
# A beginner: every meeple in hand is worth a point, to the last tile, so it places one on anything worth more (a
# farmer on a field by a city or two) and runs short; it never counts the tiles left, so it starts features late and
# keeps meeples to the end; it cannot tell apart moves less than a point and a half apart. Medium beat it 84.2% of
# 200 games (bench/tournament.py; 77.8% with a point of noise). Most of that is its blindness to the rivals: seeing
# them, it lost only 64% of 100 games to medium. It does not overlook fields: without them it beat medium 83%, since
# medium's own farmers cost it more than they bring.
BEGINNER_WEIGHTS = Weights(meeple=1.0, meeple_cap=7, horizon=1, rivals=False, noise=1.5)


class Supply(TilesToCome, Evaluation[PlacingGame]):
    """How many of the tiles still to come fit each kind of empty square (cached per decision), and the
    evaluation that weighs open features by it.

    Also cached per decision: what a feature is worth in a given state of the squares around it. A look-ahead clone
    shares every feature its move did not change, so most features of a candidate's position are valued once per
    decision rather than once per candidate. A feature is known by its object and its size (segments, open edges):
    a map changes a feature it owns in place, but never without adding segments or closing edges.
    """

    def __init__(self, game: PlacingGame, weights: Weights = WEIGHTS):
        super().__init__(game, weights.softness, weights.horizon)
        self.weights = weights
        self.noise = weights.noise
        self.values: dict[tuple, tuple] = {}  # feature state + needs around it -> (value, the feature)

    def value(self, game: PlacingGame, me: int) -> float:
        """``evaluate`` with this supply."""
        return evaluate(game, me, self)

    def after(self, game: PlacingGame, me: int) -> Callable[[PlacingGame, Move], float]:
        """``value`` of a position one placement past ``game``, judged from ``game`` by what it changed (``Standing``)."""
        standing = Standing(game, self)

        def judge(trial: PlacingGame, move: Move) -> float:
            assert isinstance(move, TileMove)  # Carcassonne asks no question: every move places a tile
            return standing.after(trial, me, move.pos)

        return judge

    def feature_value(self, game: PlacingGame, board, f) -> float | None:
        """Expected points of feature ``f`` of the map ``board`` for its majority (None: not a main-layer kind)."""
        if f.kind not in game.rules.kinds or f.done:
            return None
        return _feature_value(game, f, self, board)

    def reply(self, game: PlacingGame, rng: Rng) -> TileMove:
        """A fast greedy reply for the other players in a search."""
        assert isinstance(game, TileGame)  # a search imagines replies in a tile game only (Carmela has its own)
        return _quick_move(game, rng, self)

    def around(self, board, f) -> tuple[tuple, tuple[Pos, ...]]:
        """(a key for ``f`` and the needs of the squares it may still grow into, those squares): for a centre
        feature the 8 around it, else its empty neighbours (a tile on one of those would change ``f``)."""
        if f.kind in CENTRE_KINDS:
            (x, y) = next(iter(f.tiles))
            squares = tuple((x + dx, y + dy) for dx, dy in RING)
            tiles, free = board.tiles, board.open
            return (id(f), tuple([1 if q in tiles else free.get(q) for q in squares])), squares
        state = (id(f), len(f.segs), f.open)
        squares = self.open_squares(board, f, halves=f.kind == "field")
        free = board.open
        return (state, tuple([free.get(q) for q in squares])), squares


def _completion_chance(board, f, supply: Supply, around: tuple | None = None) -> float:
    key, squares = around or supply.around(board, f)  # ``around``: what ``supply.around`` gave for ``f``, if known
    known = supply.values.get(("chance", key))
    if known is not None:
        return known[0]
    chance = 1.0
    tiles, free = board.tiles, board.open
    for q in squares:
        if q not in tiles:
            chance *= supply.chance(free.get(q, (None, None, None, None)))
    supply.values[("chance", key)] = (chance, f)
    return chance


def _feature_value(game: PlacingGame, f, supply: Supply, board=None) -> float:
    """Expected points of a feature of ``board`` (the game's map by default) for its majority, from its kind's own
    scorers."""
    kind = game.rules.kinds[f.kind]
    board = board or game.board
    if f.kind == "field":
        final = kind.final(f, board, game)[0] if kind.final else 0
        # Cities this field touches that are still open may yet complete: 3 each, weighed by their chance.
        extra = 0.0
        for root in {board.find(c) for c in f.links or ()}:
            city = board.feats[root]
            assert city is not None  # a root of the main layer holds its feature
            if not city.done:
                extra += supply.weights.field_city * _completion_chance(board, city, supply)
        late = supply.weights.field_late
        if late:
            return (final + extra) * min(1.0, late / max(1.0, supply.total / game.nplayers))
        return final + extra
    around = supply.around(board, f)
    key = around[0]
    known = supply.values.get(key)
    if known is not None:
        return known[0]
    final = kind.final(f, board, game)[0] if kind.final else 0
    value: float = final
    if kind.complete is not None:
        p = _completion_chance(board, f, supply, around)
        value = final + p * (kind.complete(f, board, game)[0] - final)
    supply.values[key] = (value, f)
    return value


def evaluate(game: PlacingGame, me: int, supply: Supply | None = None) -> float:
    """How good the position is for ``me``: my expected total minus the best other player's.

    ``supply`` may be shared across a search: positions a move or two apart have nearly the same tiles to come.
    """
    supply = supply or Supply(game)
    if game.over:
        return _margin(game, me, supply, ())
    held = [(_holders(f), _feature_value(game, f, supply)) for f in game.board.features() if f.pieces and not f.done]
    return _margin(game, me, supply, held)


def _holders(f) -> list[int]:
    """The players with the most pieces on feature ``f`` (all of them on a tie), in the order they first appear."""
    counts: dict = {}
    for p in f.pieces:
        counts[p.player] = counts.get(p.player, 0) + 1
    top = max(counts.values())
    return [player for player, n in counts.items() if n == top]


def _margin(game: PlacingGame, me: int, supply: Supply, held, spent: str | None = None) -> float:
    """``evaluate`` from the held features' (holders, value) in map order: the order fixes the sum to the last bit,
    so that an evaluation made piece by piece (``Standing``) gives exactly the same number. ``spent``: a supply
    ``me`` has one fewer of than ``game`` says (a piece the position judged deploys beyond ``game``)."""
    w = supply.weights
    totals = [float(s) for s in game.points]
    if not game.over:
        for holders, value in held:
            for player in holders:
                if w.rivals or player == me:
                    totals[player] += value
        # A meeple in hand is worth more while many tiles remain (and only the first few matter).
        turns_left = supply.total / game.nplayers
        for player in range(game.nplayers):
            if not w.rivals and player != me:
                continue
            spare = min(game.supply[player].get("meeple", 0) - (spent == "meeple" and player == me), w.meeple_cap)
            worth = sum(w.meeples[:spare]) + w.meeple * max(0, spare - len(w.meeples))
            totals[player] += worth * min(1.0, turns_left / w.horizon)
    others = [t for p, t in enumerate(totals) if p != me]
    return totals[me] - (max(others) if others else 0.0)


class Standing:
    """A position's held features (those with pieces, not complete), each with its holders, its value and the
    empty squares its value depends on; ``after`` evaluates a position one tile later from it, judging again only
    what that tile could change: ``evaluate`` without looking over the whole map.

    A tile on a square changes the features it joins (the map copies a feature before changing it, so a changed
    one is a new object), the needs of the four squares beside it, and what a centre around it or a field beside a
    city it touches is worth; every other feature keeps its value.
    """

    def __init__(self, game: PlacingGame, supply: Supply):
        self.supply = supply
        board = game.board
        # (root, feature, holders, value, the squares its value depends on)
        self.held = [
            (root, f, _holders(f), _feature_value(game, f, supply), _depends(board, f, supply))
            for root, f in enumerate(board.feats)
            if f is not None and f.pieces and not f.done
        ]

    def contested(self, game: PlacingGame) -> set[Pos]:
        """Empty squares where a tile would touch a held feature (joins, steals, completions)."""
        board, supply = game.board, self.supply
        squares: set[Pos] = set()
        for _, f, _, _, depends in self.held:
            if f.kind in CENTRE_KINDS:
                squares.update(q for q in depends if q in board.open)
            else:  # a field's value depends on its cities' squares, but a tile joins it on its own
                squares.update(supply.open_squares(board, f, halves=True) if f.kind == "field" else depends)
        return squares

    def after(self, game: PlacingGame, me: int, pos: Pos) -> float:
        """``evaluate(game, me)`` for ``game`` one tile (placed on ``pos``) past this standing."""
        if game.over:
            return _margin(game, me, self.supply, ())
        return _margin(game, me, self.supply, [(holders, value) for _, holders, value in self.held_after(game, pos)])

    def held_after(self, game: PlacingGame, pos: Pos) -> list[tuple[int, list[int], float]]:
        """(root, holders, value) of each held feature of ``game`` one tile (placed on ``pos``) past this standing,
        in map order; ``game`` not over."""
        supply = self.supply
        board = game.board
        feats = board.feats
        x, y = pos
        touched = {pos, *((x + dx, y + dy) for dx, dy in STEP)}  # the squares whose needs the tile changed
        held = []
        seen = set()
        for root, f, holders, value, squares in self.held:
            now = feats[root]
            seen.add(root)
            if now is f and touched.isdisjoint(squares):
                held.append((root, holders, value))
            elif now is not None and now.pieces and not now.done:
                held.append((root, _holders(now), _feature_value(game, now, supply)))
        for root, joined in board.held_on(pos, seen):
            held.append((root, _holders(joined), _feature_value(game, joined, supply)))
        held.sort(key=lambda item: item[0])  # map order, as ``evaluate`` adds them up
        return held


def _depends(board, f, supply: Supply) -> tuple[Pos, ...]:
    """The empty squares whose needs feature ``f``'s value depends on: its own, or for a field those of the open
    cities it touches (a city a tile changes has that tile's square among its own)."""
    if f.kind != "field":
        return _squares(board, f, supply)
    squares: list[Pos] = []
    for root in {board.find(c) for c in f.links or ()}:
        city = board.feats[root]
        assert city is not None  # a root of the main layer holds its feature
        if not city.done:
            squares += _squares(board, city, supply)
    return tuple(squares)


def _squares(board, f, supply: Supply) -> tuple[Pos, ...]:
    """The squares of ``Supply.around`` without their needs."""
    if f.kind in CENTRE_KINDS:
        (x, y) = next(iter(f.tiles))
        return tuple((x + dx, y + dy) for dx, dy in RING)
    return supply.open_squares(board, f, halves=f.kind == "field")


def _quick_move(game: TileGame, rng: Rng, supply: Supply) -> TileMove:
    """A fast greedy reply for look-ahead: the best by evaluation among placements on contested squares
    (where features with pieces can be joined, stolen or completed) and two random placements."""
    me = game.current_player
    assert game.hand is not None  # Carcassonne asks no question: a game in play holds a tile
    placements = game.placements()
    standing = Standing(game, supply)
    hot = standing.contested(game)
    chosen = [pr for pr in placements if pr[0] in hot]
    if len(chosen) > 6:
        chosen = [rng.choice(chosen) for _ in range(6)]
    chosen += [rng.choice(placements) for _ in range(2)]
    best, best_value = None, -math.inf
    tried = set()
    for pos, rot in chosen:
        if (pos, rot) in tried:
            continue  # a placement drawn twice values the same: the first keeps it
        tried.add((pos, rot))
        bare = None  # the tile alone, played once: each plain deploy choice is judged from it
        for piece, spot in game.options(pos, rot):
            move = game.placing(pos, rot, piece, spot)
            if piece is not None and game.rules.pieces.get(piece) is not None:
                if bare is None:
                    bare = _bare(game, pos, rot, standing)
                v = _with_piece(game, bare, supply, piece, pos, rot, spot)
            else:
                v = None
            if v is None:
                trial = game.clone()
                trial.play(move)
                v = standing.after(trial, me, pos)
            if v > best_value:
                best, best_value = move, v
    assert best is not None  # at least two placements were tried
    return best


def _bare(game: TileGame, pos: Pos, rot: int, standing: Standing) -> tuple[TileGame, list | None]:
    """``game`` after its tile in hand is placed on ``pos`` at ``rot`` with no piece, and that position's held
    features from ``standing`` (None: the game is over)."""
    trial = game.clone()
    trial.play(game.placing(pos, rot))
    return trial, None if trial.over else standing.held_after(trial, pos)


def _with_piece(
    game: TileGame, bare: tuple[TileGame, list | None], supply: Supply, piece: str, pos: Pos, rot: int, spot: str | None
) -> float | None:
    """``evaluate`` for the mover of ``game`` after it places its tile on ``pos`` at ``rot`` with ``piece`` on
    ``spot``, worked out from ``bare`` (``_bare``) without playing the move; None where the piece changes more than
    its feature's holders and its supply (a feature the tile completes scores at once; a loose piece or one of
    another layer). The sum adds the same terms in the same order as ``Standing.after`` of the played move."""
    trial, held = bare
    rule = game.rules.pieces[piece]
    if held is None or rule.loose or rule.layer != MAIN or spot is None:
        return None
    me = game.current_player
    board = trial.board
    assert game.hand is not None  # a placement is judged while a tile is in hand
    i = game.rules.tiles[game.hand].oriented(rot).spots.index(spot)
    root = board.find(board.gid(pos, i))
    f = board.feats[root]
    assert f is not None  # a root of the main layer holds its feature
    if f.done:
        return None
    counts: dict = {}
    for p in f.pieces:
        counts[p.player] = counts.get(p.player, 0) + 1
    counts[me] = counts.get(me, 0) + 1  # the new piece comes last, as deploying appends it
    top = max(counts.values())
    holders = [player for player, n in counts.items() if n == top]
    at = next((k for k, entry in enumerate(held) if entry[0] >= root), len(held))
    if at < len(held) and held[at][0] == root:
        terms = held[:at] + [(root, holders, held[at][2])] + held[at + 1 :]
    else:
        terms = held[:at] + [(root, holders, _feature_value(trial, f, supply))] + held[at:]
    return _margin(trial, me, supply, [(h, v) for _, h, v in terms], spent=rule.supply)


# The evaluation each computer level plays with: level -> (game -> Evaluation).
EVALUATIONS = {
    "easy": lambda game: Supply(game, BEGINNER_WEIGHTS),
    "medium": lambda game: Supply(game, WEIGHTS),
    "hard": lambda game: Supply(game, HARD_WEIGHTS),
}
