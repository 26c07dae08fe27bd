"""A tile-placement game in progress: draw a tile, place it on a map, deploy a piece, score what it completed.

The turn flow of Carcassonne-like games, with every rule taken from a ``Ruleset`` (tiles, kinds and their
scorers, pieces, piles) and its plug-ins' hooks. The current player holds a drawn tile that fits somewhere
(tiles that fit nowhere are discarded and another drawn); a move places it, optionally deploys one piece on it,
then every feature it completed is scored and its pieces return. After the turn in which the last tile of the
main pile is placed, final scoring ends the game.

Questions: a plug-in may ask the mover something on drawing a tile, before placing it (which piece to take back);
the answer is the mover's next move (``return 3,4@forest.N``), and the placement comes after it.
Named piles: the main pile, and further piles a ruleset declares (a bonus stack). A hook may ``grant`` a player
an extra placement from a pile: it is that player's next move, before the turn passes on.
One map's rules (placing, deploying, scoring, feature facts) are a component, ``MapRules``; this flow plays on one
map. Scores, supplies and events are the ``Scoreboard`` it builds on.
"""

from __future__ import annotations

from collections import Counter
from typing import Callable, Mapping, Self

from . import explain, views
from .board import Board, Feature, Piece, Pos
from .errors import RuleError
from .maprules import MapRules
from .moves import ChoiceMove, TileMove, parse
from .protocol import Evaluation, Game, Move
from .rng import Rng
from .rules import MAIN_PILE, Plugin, Ruleset
from .scoreboard import Scoreboard
from .values import Value


class Question(Value):
    """A question a plug-in (``asker``) asked ``player`` who drew ``tile``, before placing it: the next move is a
    ``verb`` with one of ``answers`` (each has its "answer" text and what a screen shows of it)."""

    __slots__ = FIELDS = ("asker", "player", "verb", "answers", "tile")

    def __init__(self, asker: Plugin, player: int, verb: str, answers: tuple[dict, ...], tile: str):
        self.asker = asker
        self.player = player
        self.verb = verb
        self.answers = answers
        self.tile = tile


class TileGame(Scoreboard, Game):
    """One game: its rules, map, players' scores and supplies, the draw piles and the move record."""

    def __init__(
        self,
        setup: dict,
        seed: int,
        rules: Ruleset,
        evaluations: Mapping[str, Callable[[TileGame], Evaluation[TileGame]]] | None = None,
    ):
        super().__init__(setup, rules)
        self.seed = seed
        self.evaluations = evaluations or {}  # level -> a factory of Evaluation for this game
        self.hooks = rules.hooks
        self.rng = Rng(seed)
        self.map: MapRules[TileGame] = MapRules(rules, Board(rules.layers), rules.hooks)
        self.board = self.map.board
        self.current_player = 0
        self.turn = 1
        self.moves: list[str] = []
        self.discarded: list[str] = []
        self.hand: str | None = None
        self.drawn_from = MAIN_PILE
        self.granted: list[tuple[int, str]] = []  # extra placements owed: (player, pile), first first
        self.question: Question | None = None  # asked of the mover before placing the tile drawn, answered next
        self.over = False
        self.winners: list[int] = []
        self._placements: list[tuple[Pos, int]] | None = None
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
        self.copy_scores(g)
        g.map = self.map.copy()
        g.board = g.map.board
        g.moves, g.bag = list(self.moves), list(self.bag)
        g.piles = {name: g.bag if name == MAIN_PILE else list(p) for name, p in self.piles.items()}
        g.granted = list(self.granted)
        g.discarded = list(self.discarded)
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
        shown = views.map_view(self.board, self.pieces())
        players = []
        for i, info in enumerate(self.setup["players"]):
            players.append(
                {**info, "score": self.points[i], "supply": dict(self.supply[i]), "by_kind": dict(self.by_kind[i])}
            )
        out = {
            "game": self.setup["game"],
            "variants": self.setup["variants"],
            "turn": self.turn,
            "current_player": None if self.over else self.current_player,
            "over": self.over,
            "viewer": player,
            "players": players,
            **shown,
            "hand": self.hand,  # also while a question about it comes first (then no placements yet)
            "placements": views.placements(self),
            "remaining": {"total": len(self.bag), "by_tile": dict(sorted(self.remaining().items()))},
            "discarded": list(self.discarded),
            "events": list(self.events),
            "moves": len(self.moves),
        }
        if (
            self.rules.piles
        ):  # further piles (a bonus stack): how many tiles each still holds, and which pile the hand came from
            out["piles"] = {name: len(pile) for name, pile in self.piles.items()}
            out["drawn_from"] = self.drawn_from
            out["main_pile"] = MAIN_PILE  # the pile a turn's tile comes from unless a bonus is owed
            out["remaining"]["piles"] = {
                name: dict(sorted(self.remaining(name).items())) for name in self.rules.piles
            }  # their tiles by name, as by_tile for the main one
        q = self.question
        if q is not None:  # the mover answers before the turn goes on; each answer with what a screen shows of it
            out["question"] = {
                "verb": q.verb,
                "player": q.player,
                "tile": q.tile,  # the tile drawn, placed once the question is answered
                "answers": [{**a, "move": f"{q.verb} {a['answer']}"} for a in q.answers],
            }
        chosen = [k for k in ("deck", "piles") if self.setup["options"].get(k)]
        if chosen:  # the setup chose the draw order: not shuffled
            out["stacked_deck"] = chosen
        if self.over:
            out["winners"] = self.winners
        return out

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
    def is_over(self) -> bool:
        """True once the final scoring is done."""
        return self.over

    def placements(self) -> list[tuple[Pos, int]]:
        """Every legal (square, rotation) for the tile in hand (distinct rotations only); none while a question
        about it is asked."""
        if self.question is not None:
            return []
        if self._placements is None:
            self._placements = self.map.fitting(self, self.rules.tiles[self.hand]) if self.hand else []
        return self._placements

    def _fits_somewhere(self, name: str) -> bool:
        """True if tile ``name`` has a legal placement. Whether, not yet where: a look-ahead that plays a move and only
        judges the position never asks where the next tile goes. Plug-ins that limit placements see the list."""
        if self.hooks["allowed"]:
            return bool(self.placements())
        return self.board.fits_somewhere(self.rules.tiles[name])

    def options(self, pos: Pos, rot: int) -> list[tuple[str | None, str | None]]:
        """The deploy choices (piece, spot) for the tile in hand placed on ``pos`` at ``rot``."""
        assert self.hand is not None  # deploy choices are asked of the tile in hand
        return self.map.options(self, self.hand, pos, rot, self.current_player)

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

    def placing(self, pos: Pos, rot: int, piece: str | None = None, spot: str | None = None) -> TileMove:
        """The move that places the tile in hand on ``pos`` at ``rot`` with deploy choice (``piece``, ``spot``),
        which ``play`` takes without a check: only for a placement and a choice this game listed now
        (``placements``, ``options``)."""
        assert self.hand is not None  # a placement is asked for only while a tile is in hand
        return TileMove(self.hand, pos[0], pos[1], rot, piece, spot, self._vouch)

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
        if not self.map.placeable(self, tile, pos, rot):
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
            self.map.forget()  # the answer may change the supply: deploy choices anew
            self._vouch = object()
            return self.events
        self.map.place_tile(self, player, m)
        self.moves.append(str(m))
        self._end_turn(player, m.tile)
        return self.events

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

    def _start_turn(self) -> None:
        self._placements = None
        self.map.forget()
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
        """Put the first question a plug-in asks on drawing ``tile`` to the current player."""
        for v in self.hooks["asks"]:
            asked = v.asks(self, self.current_player, tile)
            if asked:
                self.question = Question(v, self.current_player, asked[0], tuple(asked[1]), tile)
                return

    # --- scoring ----------------------------------------------------------------------------------
    def return_pieces(self, board: Board, f: Feature) -> None:
        """Give every piece on feature ``f`` of the map back to its owner's supply."""
        assert board is self.board  # this game has one map
        self.map.return_pieces(self, f)

    def _finish(self) -> None:
        self.map.score_unfinished(self)
        for v in self.hooks["final_scoring"]:
            v.final_scoring(self)
        self.over = True
        top = max(self.points)
        self.winners = [p for p, s in enumerate(self.points) if s == top]
        self.event(type="end", scores=list(self.points), winners=self.winners)

    # --- looking at the map -----------------------------------------------------------------------
    def map_of(self, owner: object) -> Board:
        """The map of ``owner`` (a game with one map takes None); RuleError for a map the game has not."""
        if owner is not None:
            raise RuleError("this game has one map: ask without naming one")
        return self.board

    def feature_at(self, x: object, y: object, segment: object, owner: object = None) -> list[dict]:
        """What segment ``segment`` of the tile on ``x``,``y`` belongs to (``MapRules.feature_at``); a game with one
        map takes no ``owner``."""
        self.map_of(owner)
        return self.map.feature_at(self, x, y, segment)

    def feature_facts(self, board: Board, f: Feature, layer: str = "") -> dict:
        """Feature ``f`` of the map as a screen shows it (``MapRules.feature_facts``)."""
        assert board is self.board  # this game has one map
        return self.map.feature_facts(self, f, layer)

    def explain(self, move: Move) -> list[dict]:
        """Why ``move`` is good for the mover: what it completes, claims, joins or blocks (``tilegames.explain``)."""
        return explain.explain(self, move)

    # --- pieces -----------------------------------------------------------------------------------
    def pieces(self) -> list[Piece]:
        """Every piece on the map (in features of every layer, and loose)."""
        return self.map.pieces() + self.loose
