"""A tile-placement game in progress: setup + seed + moves, with the turn flow of RULES.md section 1.

Turn: the current player holds a drawn tile that fits somewhere (tiles that fit nowhere are discarded and
another drawn); a move places it, optionally deploys one piece on it, then every feature it completed is
scored and its pieces return. After the turn in which the last tile is placed, final scoring ends the game.
"""

from __future__ import annotations

from collections import Counter

from . import rules as rules_mod
from .board import Board, Feature, Piece
from .errors import RuleError
from .moves import Move
from .rng import Rng

RECORD_KEYS = ("setup", "seed", "moves")


def normalize_setup(setup) -> dict:
    """A checked copy of a setup dict: game, variants, players (list of dicts), options."""
    if not isinstance(setup, dict):
        raise RuleError("the setup must be an object with 'game', 'variants' and 'players'")
    unknown = set(setup) - {"game", "variants", "players", "options", "seed"}
    if unknown:
        raise RuleError(f"unknown setup key {sorted(unknown)[0]!r}")
    game = setup.get("game", "carcassonne")
    variants = setup.get("variants", [])
    if not isinstance(variants, list) or not all(isinstance(v, str) for v in variants):
        raise RuleError("'variants' must be a list of variant names")
    if len(set(variants)) != len(variants):
        raise RuleError("a variant is named twice")
    players = setup.get("players", 2)
    if isinstance(players, bool) or not isinstance(players, (int, list)):
        raise RuleError("'players' must be a number of players or a list of players")
    if isinstance(players, int):
        players = [{} for _ in range(players)]
    out = []
    for i, p in enumerate(players):
        if not isinstance(p, dict):
            raise RuleError(f"player {i + 1} must be an object like {{\"name\": \"Ann\"}}")
        p = dict(p)
        name = p.setdefault("name", f"Player {i + 1}")
        if not isinstance(name, str) or not name.strip() or len(name) > 40:
            raise RuleError(f"player {i + 1} needs a name of 1 to 40 characters")
        out.append(p)
    options = setup.get("options", {})
    if not isinstance(options, dict):
        raise RuleError("'options' must be an object")
    return {"game": game, "variants": sorted(variants), "players": out, "options": dict(options)}


def check_seed(seed) -> int:
    """The seed as an int, or RuleError."""
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < 2 ** 63:
        raise RuleError("the seed must be a whole number from 0 to 2**63-1")
    return seed


class Game:
    """One game: its rules, map, players' scores and supplies, the draw pile and the move record."""

    def __init__(self, setup: dict, seed: int):
        self.setup = normalize_setup(setup)
        self.seed = check_seed(seed)
        self.rules = rules_mod.build(self.setup["game"], self.setup["variants"])
        n = len(self.setup["players"])
        low, high = self.rules.players
        if not low <= n <= high:
            raise RuleError(f"{self.setup['game']} is for {low} to {high} players, not {n}")
        self.nplayers = n
        self.rng = Rng(seed)
        self.board = Board()
        self.points = [0] * n
        self.by_kind = [Counter() for _ in range(n)]
        self.supply = [dict(self.rules.supply) for _ in range(n)]
        self.loose: list[Piece] = []  # pieces that left their feature for good (tourists)
        self.state: dict = {}  # variants' own state, by key; values are never mutated in place
        self.current_player = 0
        self.turn = 1
        self.moves: list[str] = []
        self.log: list[dict] = []
        self.events: list[dict] = []
        self.discarded: list[str] = []
        self.hand: str | None = None
        self.over = False
        self._placements: list | None = None
        self._placements_set: set | None = None
        self._options: dict = {}
        tiles = self.rules.tiles
        self.board.place((0, 0), tiles[self.rules.start].oriented(0))
        self._event(type="place", player=None, tile=self.rules.start, x=0, y=0, rot=0)
        for v in self.rules.variants:
            v.placed(self, tiles[self.rules.start], (0, 0), 0)
        bag = [name for name in sorted(self.rules.counts) for _ in range(self.rules.counts[name])]
        self.rng.shuffle(bag)
        for v in self.rules.variants:
            bag = v.arrange(self, bag)
        self.bag = self._stack(bag, self.setup["options"])
        self._start_turn()

    def clone(self) -> "Game":
        """An independent copy for look-ahead (rules and tile types are shared; the log is not copied)."""
        g = Game.__new__(Game)
        g.__dict__.update(self.__dict__)
        g.rng = Rng(0)
        g.rng.state = self.rng.state
        g.board = self.board.clone()
        g.points = list(self.points)
        g.by_kind = [Counter(c) for c in self.by_kind]
        g.supply = [dict(s) for s in self.supply]
        g.loose, g.moves, g.bag = list(self.loose), list(self.moves), list(self.bag)
        g.discarded, g.log, g.events = list(self.discarded), [], []
        g.state = dict(self.state)
        g._options = dict(self._options)
        return g

    def _stack(self, bag: list[str], options: dict) -> list[str]:
        """Put ``options["deck"]`` on top of the pile, in order; ``deck_only`` drops the rest."""
        deck = options.get("deck")
        if deck is None:
            return bag
        if not isinstance(deck, list) or not all(isinstance(t, str) for t in deck):
            raise RuleError("option 'deck' must be a list of tile names")
        rest = list(bag)
        for name in deck:
            if name not in self.rules.tiles:
                raise RuleError(f"option 'deck' names an unknown tile {name!r}")
            if name not in rest:
                raise RuleError(f"option 'deck' asks for more {name} tiles than the game has")
            rest.remove(name)
        if options.get("deck_only"):
            rest = []
        return rest + deck[::-1]  # drawn from the end

    # --- queries ----------------------------------------------------------------------------------
    def scores(self) -> list[int]:
        """The players' current scores, in seat order."""
        return list(self.points)

    def is_over(self) -> bool:
        """True once the final scoring is done."""
        return self.over

    def placements(self) -> list[tuple[tuple[int, int], int]]:
        """Every legal (square, rotation) for the tile in hand (distinct rotations only)."""
        if self._placements is None:
            self._placements = self._fitting(self.hand) if self.hand else []
        return self._placements

    def _placement_set(self) -> set:
        if self._placements_set is None:
            self._placements_set = set(self.placements())
        return self._placements_set

    def _fitting(self, name: str) -> list:
        tile = self.rules.tiles[name]
        found = self.board.fitting(tile)
        for v in self.rules.variants:
            found = [(pos, rot) for pos, rot in found if v.allows(self, tile, pos, rot)]
        return found

    def options(self, pos, rot: int) -> list[tuple[str | None, str | None]]:
        """The deploy choices (piece, spot) for the tile in hand placed on ``pos`` at ``rot``."""
        key = (pos, rot)
        opts = self._options.get(key)
        if opts is not None:
            return opts
        tile = self.rules.tiles[self.hand]
        o = tile.oriented(rot)
        opts = [(None, None)]
        if "nodeploy" not in tile.tags:
            busy = self.board.occupied_segments(pos, o)
            supply = self.supply[self.current_player]
            for token, rule in self.rules.pieces.items():
                if supply.get(rule.supply, 0) <= 0:
                    continue
                for i, seg in enumerate(tile.segments):
                    if not busy[i] and rule.role_for(seg):
                        opts.append((token, o.spots[i]))
        for v in self.rules.variants:
            opts += v.options(self, pos, rot)
        self._options[key] = opts
        return opts

    def legal_moves(self) -> list[Move]:
        """Every legal move of the current player (each placement with each of its deploy choices)."""
        if self.over:
            return []
        hand = self.hand
        return [Move(hand, pos[0], pos[1], rot, piece, spot)
                for pos, rot in self.placements() for piece, spot in self.options(pos, rot)]

    def record(self) -> dict:
        """The game record: setup, seed and moves (JSON-ready)."""
        return {"setup": self.setup, "seed": self.seed, "moves": list(self.moves)}

    def remaining(self) -> Counter:
        """How many of each tile are still to be drawn (the tile in hand not included)."""
        return Counter(self.bag)

    # --- the turn ---------------------------------------------------------------------------------
    def check(self, move) -> Move:
        """The move in canonical form if it is legal now; raises RuleError saying why not."""
        if self.over:
            raise RuleError("the game is over: no more moves")
        m = move if isinstance(move, Move) else Move.parse(move)
        if m.tile != self.hand:
            raise RuleError(f"the tile in hand is {self.hand}, not {m.tile}")
        tile = self.rules.tiles[m.tile]
        rot = tile.canonical(m.rot)
        pos = m.pos
        if (pos, rot) not in self._placement_set():
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
            raise RuleError(f"cannot deploy {m.piece}{'@' + m.spot if m.spot else ''} there; "
                            f"possible: {allowed}")
        return Move(m.tile, m.x, m.y, rot, m.piece, m.spot)

    def play(self, move) -> list[dict]:
        """Play a legal move (a Move or its notation); return its events. Illegal: RuleError, no change."""
        m = self.check(move)
        self.events = []
        player = self.current_player
        tile = self.rules.tiles[m.tile]
        o = tile.oriented(m.rot)
        done = self.board.place(m.pos, o)
        self._event(type="place", player=player, tile=m.tile, x=m.x, y=m.y, rot=m.rot)
        for v in self.rules.variants:
            v.placed(self, tile, m.pos, m.rot)
        if m.piece:
            self._deploy(player, m, o)
        for f in done:
            self._score(f, final=False)
            self._return_pieces(f)
            f.done = True
        self.moves.append(str(m))
        if not any(v.keeps_turn(self, m.tile) for v in self.rules.variants):
            self.current_player = (player + 1) % self.nplayers
        self.turn += 1
        self._start_turn()
        return self.events

    def _deploy(self, player: int, m: Move, o) -> None:
        rule = self.rules.pieces.get(m.piece)
        if rule is None:
            for v in self.rules.variants:
                if v.deploy(self, player, m.piece, m.spot, m.pos):
                    return
            raise AssertionError(f"no rule deploys {m.piece}")
        i = o.spots.index(m.spot)
        seg = o.tile.segments[i]
        gid = self.board.base[m.pos] + i
        piece = Piece(player, m.piece, rule.role_for(seg), gid)
        self.supply[player][rule.supply] -= 1
        if rule.loose:
            self.loose.append(piece)
        else:
            self.board.feature(gid).pieces.append(piece)
        self._event(type="deploy", player=player, piece=m.piece, role=piece.role, x=m.x, y=m.y, segment=i)

    def _start_turn(self) -> None:
        self._placements = self._placements_set = None
        self._options = {}
        while self.bag:
            name = self.bag.pop()
            self.hand = name
            self._placements = self._placements_set = None
            if self.placements():
                return
            self.discarded.append(name)
            self._event(type="discard", tile=name)
        self.hand = None
        self._placements = []
        self._finish()

    # --- scoring ----------------------------------------------------------------------------------
    def _majority(self, pieces) -> list[int]:
        counts = Counter(p.player for p in pieces)
        top = max(counts.values())
        return sorted(p for p, c in counts.items() if c == top)

    def award(self, players: list[int], points: int, kind: str) -> None:
        """Add ``points`` to each of ``players`` under ``kind`` in their breakdown."""
        for p in players:
            self.points[p] += points
            self.by_kind[p][kind] += points

    def _score(self, f: Feature, final: bool) -> None:
        kind = self.rules.kinds[f.kind]
        scorer = kind.final if final else kind.complete
        if scorer is None or not f.pieces:
            return
        points, text, detail = scorer(f, self.board)
        winners = self._majority(f.pieces)
        self.award(winners, points, f.kind)
        self.score_event(f.kind, winners, points, text, f, final, detail=detail)

    def score_event(self, kind: str, players: list[int], points: int, text: str, f: Feature | None,
                    final: bool, tiles=None, detail: dict | None = None) -> None:
        """Record a scoring event with the tiles and segments of what scored, and its numbers in ``detail``."""
        board = self.board
        segs = []
        if f is not None:
            for gid in sorted(f.segs):
                x, y = board.seg_pos[gid]
                segs.append([x, y, gid - board.base[(x, y)]])
            tiles = f.tiles
        self._event(type="score", kind=kind, players=players, points=points, text=text, detail=detail or {},
                    tiles=sorted([x, y] for x, y in tiles or ()), segments=segs, final=final)

    def _return_pieces(self, f: Feature) -> None:
        for p in f.pieces:
            self.supply[p.player][self.rules.pieces[p.piece].supply] += 1
            x, y = self.board.seg_pos[p.gid]
            self._event(type="return", player=p.player, piece=p.piece, x=x, y=y,
                        segment=p.gid - self.board.base[(x, y)])
        f.pieces = []

    def _finish(self) -> None:
        order = {k: i for i, k in enumerate(self.rules.final_order)}
        feats = [f for f in self.board.features() if f.pieces and not f.done and f.kind in order]
        feats.sort(key=lambda f: order[f.kind])  # stable: map order within a kind
        for f in feats:
            self._score(f, final=True)
        for v in self.rules.variants:
            v.final_scoring(self)
        self.over = True
        top = max(self.points)
        self.winners = [p for p, s in enumerate(self.points) if s == top]
        self._event(type="end", scores=list(self.points), winners=self.winners)

    def _event(self, **event) -> None:
        self.events.append(event)
        self.log.append(event)

    # --- pieces -----------------------------------------------------------------------------------
    def pieces(self) -> list[Piece]:
        """Every piece on the map (in features and loose)."""
        out = [p for f in self.board.features() for p in f.pieces]
        return out + self.loose


def new_game(setup: dict, seed: int) -> Game:
    """Start a game from a setup (game, variants, players, options) and a seed."""
    return Game(setup, seed)


def replay(record) -> Game:
    """The game that a record (setup + seed + moves) describes; RuleError names the first bad part."""
    if not isinstance(record, dict):
        raise RuleError("a game record must be an object with 'setup', 'seed' and 'moves'")
    missing = [k for k in RECORD_KEYS if k not in record]
    if missing:
        raise RuleError(f"the game record lacks {missing[0]!r}")
    moves = record["moves"]
    if not isinstance(moves, list):
        raise RuleError("'moves' must be a list of moves")
    game = Game(record["setup"], record["seed"])
    for i, move in enumerate(moves):
        try:
            game.play(move)
        except RuleError as e:
            raise RuleError(f"move {i + 1} ({move!r}): {e}") from None
    return game
