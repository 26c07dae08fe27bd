"""A tile-placement game in progress: draw a tile, place it on a map, deploy a piece, score what it completed.

The turn flow of Carcassonne-like games, with every rule taken from a ``Ruleset`` (tiles, kinds and their
scorers, pieces, piles) and its variants' hooks. The current player holds a drawn tile that fits somewhere
(tiles that fit nowhere are discarded and another drawn); a move places it, optionally deploys one piece on it,
then every feature it completed is scored and its pieces return. After the turn in which the last tile of the
main pile is placed, final scoring ends the game.

Questions: a variant may ask the mover something on drawing a tile, before placing it (which piece to take back);
the answer is the mover's next move (``return 3,4@forest.N``), and the placement comes after it.
Named piles: the main pile, and further piles a ruleset declares (a bonus stack). A hook may ``grant`` a player
an extra placement from a pile: it is that player's next move, before the turn passes on.
Maps: scoring and deploying take the map (a ``Board``) as a parameter; this flow plays on one map.
"""

from __future__ import annotations

from collections import Counter
from typing import Callable, Iterable, Mapping, Self, Sequence

from . import explain, views
from .board import MAIN, Board, Feature, Piece, Pos
from .errors import RuleError
from .moves import ChoiceMove, TileMove, parse
from .protocol import Evaluation, Game, Move
from .rng import Rng
from .rules import HOOKS, Ruleset, Scorer, Variant
from .tiles import Oriented, TileType
from .values import Value

MAIN_PILE = "main"


class Question(Value):
    """A question a variant (``asker``) asked ``player`` who drew ``tile``, before placing it: the next move is a
    ``verb`` with one of ``answers`` (each has its "answer" text and what a screen shows of it)."""

    __slots__ = FIELDS = ("asker", "player", "verb", "answers", "tile")

    def __init__(self, asker: Variant, player: int, verb: str, answers: tuple[dict, ...], tile: str):
        self.asker = asker
        self.player = player
        self.verb = verb
        self.answers = answers
        self.tile = tile


class TileGame(Game):
    """One game: its rules, map, players' scores and supplies, the draw piles and the move record."""

    def __init__(
        self,
        setup: dict,
        seed: int,
        rules: Ruleset,
        evaluations: Mapping[str, Callable[[TileGame], Evaluation[TileGame]]] | None = None,
    ):
        self.setup = setup
        self.seed = seed
        self.rules = rules
        self.evaluations = evaluations or {}  # level -> a factory of Evaluation for this game
        self.hooks = {hook: rules.using(hook) for hook in HOOKS}
        n = len(setup["players"])
        self.nplayers = n
        self.rng = Rng(seed)
        self.board = Board(rules.layers)
        self.points = [0] * n
        self.by_kind: list[Counter[str]] = [Counter() for _ in range(n)]
        self.supply = [dict(rules.supply) for _ in range(n)]
        self.loose: list[Piece] = []  # pieces that left their feature for good (tourists)
        self.state: dict = {}  # variants' own state, by key; values are never mutated in place
        self.current_player = 0
        self.turn = 1
        self.moves: list[str] = []
        self.log: list[dict] = []
        self.events: list[dict] = []
        self.discarded: list[str] = []
        self.hand: str | None = None
        self.drawn_from = MAIN_PILE
        self.granted: list[tuple[int, str]] = []  # extra placements owed: (player, pile), first first
        self.question: Question | None = None  # asked of the mover before placing the tile drawn, answered next
        self.over = False
        self.winners: list[int] = []
        self._placements: list[tuple[Pos, int]] | None = None
        self._options: dict[tuple[Pos, int], list[tuple[str | None, str | None]]] = {}
        self._vouch = object()  # the mark of moves this game made for the present state (see ``check``)
        tiles = rules.tiles
        self.board.place((0, 0), tiles[rules.start].oriented(0))
        self.event(type="place", player=None, tile=rules.start, x=0, y=0, rot=0)
        for v in self.hooks["placed"]:
            v.placed(self, tiles[rules.start], (0, 0), 0)
        bag = self._shuffled(rules.counts)
        for v in self.hooks["arrange"]:
            bag = v.arrange(self, bag)
        options = setup["options"]
        self.bag = self._stack(bag, options.get("deck"), "deck", only=options.get("deck_only"))
        self.piles = {MAIN_PILE: self.bag, **{name: self._shuffled(c) for name, c in rules.piles.items()}}
        stacked = options.get("piles", {})
        if not isinstance(stacked, dict) or not set(stacked) <= set(rules.piles):
            raise RuleError(f"option 'piles' must map pile names ({', '.join(rules.piles) or 'none'}) to tile lists")
        for name, order in stacked.items():
            self.piles[name] = self._stack(self.piles[name], order, f"piles.{name}")
        self._start_turn()

    def _shuffled(self, counts: dict[str, int]) -> list[str]:
        pile = [name for name in sorted(counts) for _ in range(counts[name])]
        self.rng.shuffle(pile)
        return pile

    def clone(self) -> Self:
        """An independent copy for look-ahead (rules and tile types are shared; the log starts empty)."""
        g = type(self).__new__(type(self))  # a game built on this class clones as itself
        g.__dict__.update(self.__dict__)
        g.rng = Rng(0)
        g.rng.state = self.rng.state
        g.board = self.board.clone()
        g.points = list(self.points)
        g.by_kind = [Counter(c) for c in self.by_kind]
        g.supply = [dict(s) for s in self.supply]
        g.loose, g.moves, g.bag = list(self.loose), list(self.moves), list(self.bag)
        g.piles = {name: g.bag if name == MAIN_PILE else list(p) for name, p in self.piles.items()}
        g.granted = list(self.granted)
        g.discarded, g.log = list(self.discarded), []
        g.events = self.events  # shared until the copy plays: play() starts a new list
        g.state = dict(self.state)
        g._options = dict(self._options)
        return g

    def determinize(self, rng: Rng, player: int) -> Self:
        """A copy whose undrawn tiles (every pile) are in a new order drawn with ``rng``; ``rng`` plays on."""
        g = self.clone()
        g.rng = rng
        for name in sorted(g.piles):
            rng.shuffle(g.piles[name])
        return g

    def evaluation(self, level: str) -> Evaluation[Self]:
        """The game's judgement of positions for a computer player of ``level``."""
        return self.evaluations[level](self)

    def parse_move(self, text: str) -> TileMove | ChoiceMove:
        """The move that ``text`` writes (``K 1,0 r2 meeple@road.S``, ``return none``)."""
        return parse(text)

    def view(self, player: int | None = None) -> dict:
        """What ``player`` (None: a spectator) may see now: the draw order stays hidden."""
        return views.view(self, player)

    def _stack(self, pile: list[str], order: object, what: str, only: bool = False) -> list[str]:
        """``pile`` with the tiles of ``order`` on top, drawn in that order (option ``what``); ``only``: nothing else."""
        if order is None:
            return pile
        if not isinstance(order, list) or not all(isinstance(t, str) for t in order):
            raise RuleError(f"option '{what}' must be a list of tile names")
        rest = list(pile)
        left = Counter(pile)
        for name in order:
            if name not in self.rules.tiles:
                raise RuleError(f"option '{what}' names an unknown tile {name!r}")
            if not left[name]:
                raise RuleError(f"option '{what}' asks for more {name} tiles than the pile has")
            left[name] -= 1
            rest.remove(name)
        return ([] if only else rest) + order[::-1]  # drawn from the end

    # --- queries ----------------------------------------------------------------------------------
    def scores(self) -> list[int]:
        """The players' current scores, in seat order."""
        return list(self.points)

    def is_over(self) -> bool:
        """True once the final scoring is done."""
        return self.over

    def placements(self) -> list[tuple[Pos, int]]:
        """Every legal (square, rotation) for the tile in hand (distinct rotations only); none while a question
        about it is asked."""
        if self.question is not None:
            return []
        if self._placements is None:
            self._placements = self._fitting(self.hand) if self.hand else []
        return self._placements

    def _placeable(self, tile: TileType, pos: Pos, rot: int) -> bool:
        """True if (``pos``, ``rot``) is among placements() for ``tile`` in hand, ``rot`` one of its distinct
        rotations; asked of the map and the hooks directly, which is cheaper than listing every placement."""
        return self.board.fits(tile, pos, rot) and all(
            v.allowed(self, tile, [(pos, rot)]) for v in self.hooks["allowed"]
        )

    def _fits_somewhere(self, name: str) -> bool:
        """True if tile ``name`` has a legal placement. Whether, not yet where: a look-ahead that plays a move and only
        judges the position never asks where the next tile goes. Variants that limit placements see the list."""
        if self.hooks["allowed"]:
            return bool(self.placements())
        return self.board.fits_somewhere(self.rules.tiles[name])

    def _fitting(self, name: str) -> list[tuple[Pos, int]]:
        tile = self.rules.tiles[name]
        found = self.board.fitting(tile)
        for v in self.hooks["allowed"]:
            found = v.allowed(self, tile, found)
        return found

    def options(self, pos: Pos, rot: int) -> list[tuple[str | None, str | None]]:
        """The deploy choices (piece, spot) for the tile in hand placed on ``pos`` at ``rot``."""
        key = (pos, rot)
        cached = self._options.get(key)
        if cached is not None:
            return cached
        assert self.hand is not None  # deploy choices are asked of the tile in hand
        tile = self.rules.tiles[self.hand]
        o = tile.oriented(rot)
        opts: list[tuple[str | None, str | None]] = [(None, None)]
        if "nodeploy" not in tile.tags:
            supply = self.supply[self.current_player]
            # Which segments are taken (busy), for the last (layer, blockers) walked (claim).
            claim: tuple | None = None
            busy: list[bool] = []
            contacts = None
            for token, rule in self.rules.pieces.items():
                if supply.get(rule.supply, 0) <= 0:
                    continue
                spots = rule.spots(tile)
                if not spots:
                    continue  # nowhere on this tile for this piece: no need to walk the map
                if claim != (rule.layer, rule.blockers):  # rules that claim alike share one walk
                    claim = (rule.layer, rule.blockers)
                    contacts = contacts or self.board.contacts(pos, o)
                    busy = self.board.occupied_segments(pos, o, rule.layer, rule.blockers, contacts)
                opts += [(token, o.spots[i]) for i in spots if not busy[i]]
        for v in self.hooks["options"]:
            opts += v.options(self, pos, rot)
        self._options[key] = opts
        return opts

    def legal_moves(self) -> list[TileMove | ChoiceMove]:
        """Every legal move of the current player (each placement with each of its deploy choices, or each
        answer to the question asked)."""
        if self.over:
            return []
        q = self.question
        if q is not None:
            return [ChoiceMove(q.verb, a["answer"]) for a in q.answers]
        hand = self.hand
        assert hand is not None  # a game in play holds a tile or asks a question
        vouch = self._vouch
        return [
            TileMove(hand, pos[0], pos[1], rot, piece, spot, vouch)
            for pos, rot in self.placements()
            for piece, spot in self.options(pos, rot)
        ]

    def random_move(self, rng: Rng) -> TileMove | ChoiceMove:
        """A uniformly random placement, then a uniformly random deploy choice for it (or a random answer)."""
        if self.question is not None:
            return rng.choice(self.legal_moves())
        assert self.hand is not None  # a game in play holds a tile or asks a question
        pos, rot = rng.choice(self.placements())
        piece, spot = rng.choice(self.options(pos, rot))
        return TileMove(self.hand, pos[0], pos[1], rot, piece, spot, self._vouch)

    def remaining(self, pile: str = MAIN_PILE) -> Counter[str]:
        """How many of each tile are still to be drawn from ``pile`` (the tile in hand not included)."""
        return Counter(self.piles[pile])

    # --- the turn ---------------------------------------------------------------------------------
    def check(self, move: Move) -> TileMove | ChoiceMove:
        """The move in canonical form if it is legal now; raises RuleError saying why not."""
        # A move this game listed for the present state, canonical and legal, is taken as it is: computer players
        # and random playouts play only such moves, and checking them again cost 6% of a random game.
        if isinstance(move, TileMove) and move.vouch is self._vouch:
            return move
        if self.over:
            raise RuleError("the game is over: no more moves")
        m = move if isinstance(move, (TileMove, ChoiceMove)) else parse(move)
        q = self.question
        if q is not None:
            answers = [a["answer"] for a in q.answers]
            if not isinstance(m, ChoiceMove) or m.verb != q.verb or m.answer not in answers:
                raise RuleError(f"first answer the question: {', '.join(f'{q.verb} {a}' for a in answers)}")
            return m
        if isinstance(m, ChoiceMove):
            raise RuleError(f"no question is asked now; place the tile in hand ({self.hand})")
        if m.tile != self.hand:
            raise RuleError(f"the tile in hand is {self.hand}, not {m.tile}")
        tile = self.rules.tiles[m.tile]
        rot = tile.canonical(m.rot)
        pos = m.pos
        if not self._placeable(tile, pos, rot):
            if pos in self.board.tiles:
                why = "that square is taken"
            elif pos not in self.board.open:
                why = "it must touch the map along an edge"
            elif not self.board.fits(tile, pos, rot):
                why = "its edges do not match the neighbouring tiles"
            else:
                why = "a variant rule forbids it"
            raise RuleError(f"{m.tile} cannot go on {m.x},{m.y} at r{m.rot}: {why}")
        opts = self.options(pos, rot)
        if (m.piece, m.spot) not in opts:
            allowed = ", ".join(f"{p}@{s}" if s else str(p) for p, s in opts if p) or "none"
            raise RuleError(f"cannot deploy {m.piece}{'@' + m.spot if m.spot else ''} there; possible: {allowed}")
        return m if rot == m.rot else TileMove(m.tile, m.x, m.y, rot, m.piece, m.spot)  # moves never change

    def play(self, move: Move) -> list[dict]:
        """Play a legal move (a move value or its notation); return its events. Illegal: RuleError, no change."""
        m = self.check(move)
        self.events = []
        player = self.current_player
        if isinstance(m, ChoiceMove):
            q = self.question
            assert q is not None  # check() lets an answer through only while a question is asked
            self.question = None
            q.asker.answer(self, player, q.verb, next(a for a in q.answers if a["answer"] == m.answer))
            self.moves.append(str(m))
            self.turn += 1
            self._options, self._vouch = {}, object()  # the answer may change the supply: deploy choices anew
            return self.events
        self.place_tile(self.board, player, m)
        self.moves.append(str(m))
        self._end_turn(player, m.tile)
        return self.events

    def place_tile(self, board: Board, player: int, m: TileMove) -> None:
        """Put move ``m``'s tile on ``board`` for ``player``, deploy its piece, then score what it completed."""
        tile = self.rules.tiles[m.tile]
        o = tile.oriented(m.rot)
        done = board.place(m.pos, o)
        self.event(type="place", player=player, tile=m.tile, x=m.x, y=m.y, rot=m.rot)
        for v in self.hooks["placed"]:
            v.placed(self, tile, m.pos, m.rot)
        if m.piece:
            self.deploy(board, player, m, o)
        for f in done:
            self.score(board, f, final=False)
            self.return_pieces(board, f)
            f.done = True
            for v in self.hooks["completed"]:
                v.completed(self, board, f, player)

    def _end_turn(self, player: int, tile: str) -> None:
        if not self.keeps_turn(tile) and not self.granted:
            self.current_player = (player + 1) % self.nplayers
        self.turn += 1
        self._start_turn()

    def keeps_turn(self, tile: str) -> bool:
        """True if placing ``tile`` does not use up the turn (the same player draws again)."""
        hooks = self.hooks["keeps_turn"]
        return bool(hooks) and any(v.keeps_turn(self, tile) for v in hooks)  # asked every turn: most games have none

    def grant(self, player: int, pile: str) -> None:
        """Owe ``player`` a placement from ``pile`` as their next move (a bonus tile), if the pile has a tile."""
        if self.piles.get(pile):
            self.granted.append((player, pile))

    def deploy(self, board: Board, player: int, m: TileMove, o: Oriented) -> None:
        """Put ``player``'s piece of move ``m`` on the tile it placed on ``board``."""
        name = m.piece
        assert name is not None  # asked only for a move that deploys
        rule = self.rules.pieces.get(name)
        if rule is None:
            for v in self.hooks["deploy"]:
                if v.deploy(self, player, name, m.spot, m.pos):
                    return
            raise AssertionError(f"no rule deploys {name}")
        assert m.spot is not None  # a piece of a rule goes on a spot of the tile
        i = o.spots.index(m.spot)
        seg = o.tile.segments[i]
        gid = board.gid(m.pos, i)
        role = rule.role_for(seg)
        assert role is not None  # check() allowed this piece on this segment
        piece = Piece(player, name, role, gid, rule.layer)
        self.supply[player][rule.supply] -= 1
        if rule.loose:
            self.loose.append(piece)
        else:
            f = board.feature(gid, rule.layer)
            assert f is not None  # the piece's layer holds the kinds its rule may stand on
            board.own(f).pieces.append(piece)
        self.event(type="deploy", player=player, piece=m.piece, role=piece.role, x=m.x, y=m.y, segment=i)

    def _start_turn(self) -> None:
        self._placements = None
        self._options = {}
        self._vouch = object()  # moves listed before this turn are checked again
        pile = None  # a granted pile is drawn from until one of its tiles fits (or it runs out)
        while True:
            if pile is None or not self.piles[pile]:
                if pile not in (None, MAIN_PILE):  # no tile of a granted pile fitted: the turn passes on
                    self.current_player = (self.current_player + 1) % self.nplayers
                if self.granted:
                    self.current_player, pile = self.granted.pop(0)
                else:
                    pile = MAIN_PILE
            stack = self.piles[pile]
            if not stack:
                if pile == MAIN_PILE:
                    break
                continue
            name = stack.pop()
            self.hand, self.drawn_from = name, pile
            self._placements = None
            if self._fits_somewhere(name):
                self._ask(name)
                return
            self.discarded.append(name)
            self.event(type="discard", tile=name)
        self.hand = None
        self._placements = []
        self._finish()

    def _ask(self, tile: str) -> None:
        """Put the first question a variant asks on drawing ``tile`` to the current player."""
        for v in self.hooks["asks"]:
            asked = v.asks(self, self.current_player, tile)
            if asked:
                self.question = Question(v, self.current_player, asked[0], tuple(asked[1]), tile)
                return

    # --- scoring ----------------------------------------------------------------------------------
    @staticmethod
    def majority(pieces: Sequence[Piece]) -> list[int]:
        """The players with the most pieces among ``pieces`` (all of them on a tie)."""
        if len(pieces) == 1:  # most features scored hold one piece
            return [pieces[0].player]
        counts = Counter(p.player for p in pieces)
        top = max(counts.values(), default=0)  # no piece: nobody
        return sorted(p for p, c in counts.items() if c == top)

    def award(self, players: list[int], points: int, kind: str) -> None:
        """Add ``points`` to each of ``players`` under ``kind`` in their breakdown."""
        for p in players:
            self.points[p] += points
            self.by_kind[p][kind] += points

    def score(self, board: Board, f: Feature, final: bool) -> None:
        """Score feature ``f`` of ``board`` for its majority by its kind's scorer (complete or final)."""
        kind = self.rules.kinds[f.kind]
        scorer = kind.final if final else kind.complete
        if scorer is None or not f.pieces:
            return
        points, text, detail = scorer(f, board)
        winners = self.majority(f.pieces)
        self.award(winners, points, f.kind)
        self.score_event(f.kind, winners, points, text, f, final, detail=detail, board=board)

    def score_event(
        self,
        kind: str,
        players: list[int],
        points: int,
        text: str,
        f: Feature | None,
        final: bool,
        tiles: Iterable[Pos] | None = None,
        detail: dict | None = None,
        board: Board | None = None,
    ) -> None:
        """Record a scoring event with the tiles and segments of what scored, and its numbers in ``detail``."""
        board = board or self.board
        segs = []
        if f is not None:
            segs = _segments(board, f)
            tiles = f.tiles
        self.event(
            type="score",
            kind=kind,
            players=players,
            points=points,
            text=text,
            detail=detail or {},
            tiles=[[x, y] for x, y in sorted(tiles or ())],
            segments=segs,
            final=final,
        )

    def return_pieces(self, board: Board, f: Feature) -> None:
        """Give every piece on ``f`` back to its owner's supply."""
        if not f.pieces:
            return
        f = board.own(f)
        for p in f.pieces:
            self.supply[p.player][self.rules.pieces[p.piece].supply] += 1
            (x, y), segment = board.where(p.gid)
            self.event(type="return", player=p.player, piece=p.piece, x=x, y=y, segment=segment)
        f.pieces = []

    def _finish(self) -> None:
        order = {k: i for i, k in enumerate(self.rules.final_order)}
        board = self.board
        feats = [f for f in board.features() if f.pieces and not f.done and f.kind in order]
        feats.sort(key=lambda f: order[f.kind])  # stable: map order within a kind
        for f in feats:
            self.score(board, f, final=True)
        for v in self.hooks["final_scoring"]:
            v.final_scoring(self)
        self.over = True
        top = max(self.points)
        self.winners = [p for p, s in enumerate(self.points) if s == top]
        self.event(type="end", scores=list(self.points), winners=self.winners)

    def event(self, **event: object) -> None:
        """Record an event of the move being played (in its events and in the log)."""
        self.events.append(event)
        self.log.append(event)

    # --- looking at the map -----------------------------------------------------------------------
    def map_of(self, owner: object) -> Board:
        """The map of ``owner`` (a game with one map takes None); RuleError for a map the game has not."""
        if owner is not None:
            raise RuleError("this game has one map: ask without naming one")
        return self.board

    def feature_at(self, x: object, y: object, segment: object, owner: object = None) -> list[dict]:
        """What segment ``segment`` of the tile on ``x``,``y`` (of ``owner``'s map) belongs to: one feature per layer
        holding it, main layer first, each as ``feature_facts`` describes it. RuleError if there is no such segment."""
        board = self.map_of(owner)
        for what, n in (("x", x), ("y", y), ("segment", segment)):
            if isinstance(n, bool) or not isinstance(n, int):
                raise RuleError(f"{what} must be a whole number")
        assert isinstance(x, int) and isinstance(y, int) and isinstance(segment, int)  # checked just above
        o = board.tiles.get((x, y))
        if o is None:
            raise RuleError(f"no tile lies on {x},{y}")
        if not 0 <= segment < len(o.tile.segments):
            raise RuleError(f"the tile on {x},{y} has no segment {segment}")
        gid = board.gid((x, y), segment)
        out = []
        for layer in (MAIN, *board.layers):
            f = board.feature(gid, layer)
            if f is not None:
                out.append(self.feature_facts(board, f, layer))
        return out

    def feature_facts(self, board: Board, f: Feature, layer: str = MAIN) -> dict:
        """Feature ``f`` of ``board`` as a screen shows it: its kind, tiles and segments, the pieces on it per player
        and who holds it (the majority), whether it is complete (None: it never completes), its worth ``now`` (what
        it scores if the game ends now, or scored when completed; None: nothing) and ``if_complete`` (what it scores
        completed as it stands; None: not scored so), each ``{"points", "text", "detail"}``. Variants add facts
        (``appraise``)."""
        kind = self.rules.kinds.get(f.kind) if layer == MAIN else None
        counts = Counter(p.player for p in f.pieces)
        facts: dict = {
            "kind": f.kind,
            "layer": layer or None,
            "tiles": sorted([x, y] for x, y in f.tiles),
            "segments": _segments(board, f),
            "pieces": [{"player": p, "count": n} for p, n in sorted(counts.items())],
            "holders": self.majority(f.pieces),
            "complete": f.done if kind is not None and kind.complete is not None else None,
            "now": None,
            "if_complete": None,
        }
        if kind is not None:
            if f.done:
                facts["now"] = _worth(kind.complete, f, board)
            else:
                facts["now"] = _worth(kind.final, f, board)
                facts["if_complete"] = _worth(kind.complete, f, board)
        for v in self.hooks["appraise"]:
            facts.update(v.appraise(self, board, f, layer))
        return facts

    def explain(self, move: Move) -> list[dict]:
        """Why ``move`` is good for the mover: what it completes, claims, joins or blocks (``carcassonne.explain``)."""
        return explain.explain(self, move)

    # --- pieces -----------------------------------------------------------------------------------
    def pieces(self) -> list[Piece]:
        """Every piece on the map (in features of every layer, and loose)."""
        board = self.board
        out = [p for f in board.features() for p in f.pieces]
        for layer in board.layers:
            out += [p for f in board.features(layer) for p in f.pieces]
        return out + self.loose


def _segments(board: Board, f: Feature) -> list[list[int]]:
    """Every segment of feature ``f`` of ``board`` as ``[x, y, segment]`` (the tile's square, its own segment id)."""
    out = []
    for gid in sorted(f.segs):
        (x, y), i = board.where(gid)
        out.append([x, y, i])
    return out


def _worth(scorer: Scorer | None, f: Feature, board: Board) -> dict | None:
    """What ``scorer`` gives feature ``f`` of ``board`` as plain data, or None without a scorer."""
    if scorer is None:
        return None
    points, text, detail = scorer(f, board)
    return {"points": points, "text": text, "detail": detail}
