"""Carmela: Carcassonne as a memory game (docs/rules/carmela.md). Every tile but the players' start tiles lies face
down in a grid; a player flips two, takes them if their pictures match (and goes again), may challenge for a third
and more, and places each tile taken into their own map by Carcassonne's rules, with a meeple decision after each.

The maps are Carcassonne's: one ``MapRules`` per player (a map with Carcassonne's rules: placements, deploying,
scoring by its kinds); the scores and events are the game's ``Scoreboard``. ``self.board`` is the map being placed
on.

What is hidden: the face-down tiles. Views show only face-up tiles and what was taken; flips reach the events of
the move that made them (everyone saw them), while the game's log keeps only where a flip was, not what it showed:
remembering is the players' work.
"""

from __future__ import annotations

from collections import Counter

from ... import explain, limits
from ...board import Board, Feature
from ...errors import RuleError
from ...maprules import NO_HOOKS, MapRules
from ...moves import TileMove
from ...protocol import Evaluation, Game
from ...rng import Rng
from ...rules import Ruleset
from ...scoreboard import Scoreboard
from ...views import map_view, placements as placement_view
from .moves import Aside, Flip, Place, Stop, parse

STARTS = ("D", "J", "K")  # the start tiles are dealt from the tiles with one city edge and one road
# Pictures match ignoring pennants and gardens: a tile's picture is its letter, each pennant tile taking the
# letter of its plain twin (F=G, M=N, O=P, Q=R, S=T); garden copies (Eg, Mg, ...) share their letter already.
PENNANT_TWINS = {"G": "F", "N": "M", "P": "O", "R": "Q", "T": "S"}


def picture(name: str) -> str:
    """The picture a tile matches by."""
    return PENNANT_TWINS.get(name[0], name[0])


class Carmela(Scoreboard, Game):
    """One game of Carmela: the grid, the players' maps, and the turn (flip, flip, decide, place)."""

    def __init__(
        self, setup: dict, seed: int, rules: Ruleset, evaluations: dict, players, reviews, any_map: bool = False
    ):
        super().__init__(setup, rules)
        n = self.nplayers
        self.seed, self.evaluations = seed, evaluations
        self.players = players  # (game, level, rng, **budget) -> move: the computer players
        self.reviews = reviews  # a review's judgement of moves: judge(game, move, samples, rng), margins(game)
        self.any_map = any_map  # the optional rule: a taken tile may go into any player's map
        self.rng = Rng(seed)
        self.current_player, self.turn = 0, 1
        self.moves: list[str] = []
        self.over = False
        self.winners: list[int] = []
        self.draw = False  # ended at the move limit, not by clearing the grid
        self._placements: list | None = None  # placements of the tile in hand on the map being placed on
        self.tile_points = [0] * n  # 1 per tile taken (set aside too): the taker's, or the map owner's it went to
        self.taken = [0] * n  # tiles each player took
        self.set_aside: list[list[str]] = [[] for _ in range(n)]
        self.seen: list[tuple[int, str]] = []  # every flip so far, in order: what everyone saw, to remember or not
        starts, grid = self._deal(setup["options"])
        # Each player's map with its rules, in seat order. Carmela's turn is not a drawn tile's, which the plug-ins'
        # door (rules.Host) describes: its maps take no plug-ins.
        assert not rules.plugins, "Carmela's maps take no plug-ins"
        self.maps: list[MapRules[Carmela]] = []
        for p in range(n):
            board = Board(rules.layers)
            board.place((0, 0), rules.tiles[starts[p]].oriented(0))
            self.maps.append(MapRules(rules, board, NO_HOOKS))
            self.event(type="place", player=None, map=p, tile=starts[p], x=0, y=0, rot=0)
        self.on = 0  # the map being placed on (whose placements and deploy choices are asked)
        self.board = self.maps[0].board
        self.grid: list[str | None] = grid  # None: taken
        self.up: list[int] = []  # grid squares face up this turn, in the order flipped
        self.queue: list[str] = []  # tiles taken and still to place; the first is in hand
        self.again = False  # the mover flips again once the tiles taken are placed
        self.phase = "flip"  # flip, decide (after a match: challenge or stop), place, over
        self.hand: str | None = None

    def _deal(self, options: dict) -> tuple[list[str], list[str | None]]:
        """Start tiles for the players and the grid, shuffled by the seed, unless the options set them."""
        counts = Counter({name: c for name, c in self.rules.counts.items() if c})
        counts[self.rules.start] += 1  # the set's own start tile is one more D to deal
        deal = [name for name in STARTS for _ in range(counts[name])]
        self.rng.shuffle(deal)
        starts = options.get("starts")
        if starts is None:
            starts = deal[: self.nplayers]
        elif (
            not isinstance(starts, list)
            or len(starts) != self.nplayers
            or not all(isinstance(s, str) and s in STARTS for s in starts)
        ):
            raise RuleError(f"option 'starts' must list one start tile ({', '.join(STARTS)}) per player")
        counts.subtract(starts)
        if min(counts.values()) < 0:
            raise RuleError("option 'starts' asks for more start tiles than the set has")
        grid = options.get("grid")
        if grid is None:
            grid = [name for name in sorted(counts) for _ in range(counts[name])]
            self.rng.shuffle(grid)
            return list(starts), grid
        if not isinstance(grid, list) or not grid or not all(isinstance(t, str) for t in grid):
            raise RuleError("option 'grid' must be a list of tile names (the face-down grid, in order)")
        unknown = [t for t in grid if t not in counts]
        if unknown:
            raise RuleError(f"option 'grid' names a tile the set does not have: {unknown[0]!r}")
        over = Counter(grid) - counts
        if over:
            raise RuleError(f"option 'grid' asks for more {next(iter(over))} tiles than the set has")
        return list(starts), list(grid)

    # --- protocol ---------------------------------------------------------------------------------------
    def clone(self) -> "Carmela":
        """An independent copy for look-ahead (rules and tile types shared; the log starts empty)."""
        g = Carmela.__new__(Carmela)
        g.__dict__.update(self.__dict__)
        g.rng = Rng(0)
        g.rng.state = self.rng.state
        self.copy_scores(g)
        g.maps = [m.copy() for m in self.maps]
        g.board = g.maps[self.on].board
        g.tile_points, g.taken = list(self.tile_points), list(self.taken)
        g.set_aside = [list(s) for s in self.set_aside]
        g.seen, g.grid, g.up, g.queue = list(self.seen), list(self.grid), list(self.up), list(self.queue)
        g.moves = list(self.moves)
        return g

    def determinize(self, rng: Rng, player: int) -> "Carmela":
        """A copy whose never-seen face-down tiles are dealt anew over their squares with ``rng`` (a tile seen
        face up stays where everyone saw it: forgetting it is the player's affair)."""
        g = self.clone()
        seen = self.known()
        down = [i for i in self.face_down() if i not in seen]
        tiles = sorted(g.tile_on(i) for i in down)  # sorted first: the deal must not depend on where they lie
        rng.shuffle(tiles)
        for i, t in zip(down, tiles):
            g.grid[i] = t
        return g

    def evaluation(self, level: str) -> Evaluation:
        """Carcassonne's judgement of a map for a computer player of ``level`` (how the taken tiles are placed)."""
        return self.evaluations[level](self)

    def computer(self, level: str):
        """Carmela's own computer players, who remember what they saw (``players``, given at the start)."""
        return lambda game, rng, **budget: self.players(game, level, rng, **budget)

    def judge(self, move, samples: int | None, rng: Rng) -> dict:
        """A review's judgement of ``move``: flips and decisions by the odds of what all had seen, placements by
        hard's plan (``review``)."""
        return self.reviews.judge(self, move, samples, rng)

    def margins(self) -> list[float]:
        """Every player's expected final margin: their score, tiles and own map, less the best other's."""
        return self.reviews.margins(self)

    def parse_move(self, text: str):
        """The move that ``text`` writes (``flip 3``, ``stop``, ``K 1,0 r2 meeple@road.S``, ``map2 K 1,0 r2``)."""
        return parse(text)

    def tile_on(self, i: int) -> str:
        """The tile on grid square ``i``, one that still holds a tile (face up or face down)."""
        tile = self.grid[i]
        assert tile is not None, f"grid square {i} is empty"
        return tile

    def face_down(self) -> list[int]:
        """The grid squares that hold a face-down tile."""
        up = set(self.up)
        return [i for i, t in enumerate(self.grid) if t is not None and i not in up]

    def targets(self) -> list[int]:
        """The maps the tile in hand may go into: the mover's own (any player's with the optional rule)."""
        return list(range(self.nplayers)) if self.any_map else [self.current_player]

    def map_of(self, owner: object) -> Board:
        """Player ``owner``'s map (every map is public); RuleError for a seat the game has not."""
        if isinstance(owner, bool) or not isinstance(owner, int) or not 0 <= owner < self.nplayers:
            raise RuleError(f"name a player's map: a seat from 0 to {self.nplayers - 1}")
        return self.maps[owner].board

    def _map_rules(self, board: Board) -> MapRules:
        return next(m for m in self.maps if m.board is board)

    def feature_at(self, x: object, y: object, segment: object, owner: object = None) -> list[dict]:
        """What a segment of a tile on player ``owner``'s map belongs to (``MapRules.feature_at``)."""
        return self._map_rules(self.map_of(owner)).feature_at(self, x, y, segment)

    def feature_facts(self, board: Board, f: Feature, layer: str = "") -> dict:
        """Feature ``f`` of one of the maps as a screen shows it (``MapRules.feature_facts``)."""
        return self._map_rules(board).feature_facts(self, f, layer)

    def explain(self, move) -> list[dict]:
        """Why ``move`` is good for the mover (``tilegames.explain``): a placement's reasons; a flip has none."""
        return explain.explain(self, move)

    def use_map(self, owner: int) -> None:
        """Make ``owner``'s map the one placements and options are searched on."""
        if self.on != owner:
            self.on = owner
            self.board = self.maps[owner].board
            self._placements = None

    def placements_on(self, owner: int) -> list:
        """Every legal (square, rotation) for the tile in hand on ``owner``'s map."""
        self.use_map(owner)
        return self.placements()

    def placements(self) -> list:
        """Every legal (square, rotation) for the tile in hand on the map being placed on."""
        if self._placements is None:
            self._placements = self.maps[self.on].fitting(self, self.rules.tiles[self.hand]) if self.hand else []
        return self._placements

    def options(self, pos, rot: int) -> list[tuple[str | None, str | None]]:
        """The deploy choices (piece, spot) for the tile in hand placed on ``pos`` at ``rot`` of the map placed on."""
        assert self.hand is not None  # deploy choices are asked of the tile in hand
        return self.maps[self.on].options(self, self.hand, pos, rot, self.current_player)

    def legal_moves(self) -> list:
        """Every legal move of the current player."""
        if self.over:
            return []
        if self.phase == "place":
            me, hand = self.current_player, self.hand
            assert hand is not None  # placing: the first tile taken is in hand
            out = []
            for owner in self.targets():
                for pos, rot in self.placements_on(owner):
                    for piece, spot in self.options(pos, rot):
                        move = TileMove(hand, pos[0], pos[1], rot, piece, spot)
                        out.append(Place(move, None if owner == me else owner))
            return out + ([Aside()] if self.may_set_aside() else [])
        flips = [Flip(i) for i in self.face_down()]
        return ([Stop()] + flips) if self.phase == "decide" else flips

    def may_set_aside(self) -> bool:
        """True when the tile in hand fits only other players' maps: the mover need not give it away."""
        return self.any_map and not self.placements_on(self.current_player)

    def known(self) -> dict[int, str]:
        """What every face-down tile was when last seen face up (public: all saw every flip), by grid square."""
        down = set(self.face_down())
        return {i: t for i, t in self.seen if i in down}

    def random_move(self, rng: Rng):
        """A random player with a perfect memory: a random flip, then a remembered match if there is one (else a
        random flip, or stop after a match); a random map, square and deploy choice when placing."""
        if self.phase != "place":
            if self.up:
                kind = picture(self.tile_on(self.up[0]))
                match = sorted(i for i, t in self.known().items() if picture(t) == kind)
                if match:
                    return Flip(match[0])
                if self.phase == "decide":
                    return Stop()
            return rng.choice(self.legal_moves())
        assert self.hand is not None  # placing: the first tile taken is in hand
        owners = [o for o in self.targets() if self.placements_on(o)]
        if self.may_set_aside() and rng.below(len(owners) + 1) == 0:
            return Aside()
        owner = rng.choice(owners)
        pos, rot = rng.choice(self.placements_on(owner))
        piece, spot = rng.choice(self.options(pos, rot))
        return Place(
            TileMove(self.hand, pos[0], pos[1], rot, piece, spot), None if owner == self.current_player else owner
        )

    def imagine_take(self, player: int, square: int | None, gone: list[int]) -> None:
        """Look-ahead in a copy: the tiles on ``gone`` leave the grid (other players took them), then ``player``
        takes the one on ``square`` (None: none) to place it; with the grid empty the final scoring follows."""
        self.events = []  # a copy shares its original's events until it plays: never append to those
        for i in gone:
            self.grid[i] = None
        self.current_player, self.up, self.phase = player, [], "flip"
        self.use_map(player)
        if square is not None:
            self._take([square], again=True)
        elif not self.face_down():
            self._finish()

    def remaining(self, pile: str = "grid") -> Counter:
        """The tiles not taken yet (face down or face up), by name: public, since the set and every take are."""
        return Counter(t for t in self.grid if t is not None)

    def is_over(self) -> bool:
        """True once the final scoring is done."""
        return self.over

    def return_pieces(self, board: Board, f: Feature) -> None:
        """Give every piece on feature ``f`` of ``board`` back to its owner's supply."""
        self._map_rules(board).return_pieces(self, f)

    def pieces(self) -> list:
        """Every meeple on the map being placed on (``self.board``)."""
        return [p for f in self.board.features() for p in f.pieces]

    def all_pieces(self) -> list:
        """Every meeple on every map."""
        return [p for m in self.maps for f in m.board.features() for p in f.pieces]

    # --- the turn ---------------------------------------------------------------------------------------
    def check(self, move):
        """The move in canonical form if it is legal now; RuleError says why not."""
        if self.over:
            raise RuleError("the game is over: no more moves")
        m = parse(move) if isinstance(move, str) else move
        if not isinstance(m, (Flip, Stop, Aside, Place)):
            raise RuleError(f"not a move of this game: {move!r}")
        if self.phase == "place":
            if isinstance(m, Aside):
                if not self.may_set_aside():
                    raise RuleError(
                        f"{self.hand} fits your map: it goes there (a tile is set aside only when "
                        "it fits no map of yours)"
                    )
                return m
            if not isinstance(m, Place):
                raise RuleError(f"first place the tile taken ({self.hand}) into your map")
            return self._check_place(m)
        if isinstance(m, (Place, Aside)):
            raise RuleError("there is no tile to place now: flip a face-down tile")
        if isinstance(m, Stop):
            if self.phase != "decide":
                raise RuleError("there is nothing to stop: flip a face-down tile")
            return m
        if not 0 <= m.index < len(self.grid) or self.grid[m.index] is None:
            raise RuleError(f"there is no tile on square {m.index} of the grid")
        if m.index in self.up:
            raise RuleError(f"the tile on square {m.index} is already face up")
        return m

    def _check_place(self, m: Place) -> Place:
        me = self.current_player
        owner = me if m.owner is None else m.owner
        if owner not in self.targets():
            raise RuleError("a tile goes into your own map" if not self.any_map else f"there is no map {owner}")
        t = m.move
        if t.tile != self.hand:
            raise RuleError(f"the tile to place is {self.hand}, not {t.tile}")
        rot = self.rules.tiles[t.tile].canonical(t.rot)
        if (t.pos, rot) not in set(self.placements_on(owner)):
            raise RuleError(f"{t.tile} cannot go on {t.x},{t.y} at r{t.rot} in that map")
        if (t.piece, t.spot) not in self.options(t.pos, rot):
            raise RuleError(f"cannot deploy {t.piece}{'@' + t.spot if t.spot else ''} there")
        return Place(TileMove(t.tile, t.x, t.y, rot, t.piece, t.spot), None if owner == me else owner)

    def play(self, move) -> list[dict]:
        """Play a legal move (a move value or its text); return its events. Illegal: RuleError, no change."""
        m = self.check(move)
        self.events = []
        if isinstance(m, Flip):
            self._flip(m.index)
        elif isinstance(m, Stop):
            self._take(list(self.up), again=True)
        elif isinstance(m, Aside):
            assert self.hand is not None  # check() allows setting aside only while placing
            self.queue.pop(0)
            self._set_aside(self.current_player, self.hand)
            self._next_tile()
        else:
            self._place(m)
        self.moves.append(str(m))
        self.turn += 1
        if len(self.moves) >= limits.MOVES and not self.over:
            self._end_in_a_draw()
        return self.events

    def _flip(self, i: int) -> None:
        player, tile = self.current_player, self.tile_on(i)
        self.seen.append((i, tile))
        self.events.append({"type": "flip", "player": player, "index": i, "tile": tile})
        self.log.append({"type": "flip", "player": player, "index": i})  # where, not what: memory is the players'
        kind = picture(tile)
        if not any(t is not None and j != i and picture(t) == kind for j, t in enumerate(self.grid)):
            self._hide("single")  # a single (one of a kind, or the last of its kind): taken at once, and the turn ends
            self._take([i], again=False)
        elif not self.up or picture(self.tile_on(self.up[0])) == kind:
            self.up.append(i)
            if len(self.up) >= 2:
                if self.face_down():
                    self.phase = "decide"
                else:
                    self._take(list(self.up), again=True)  # nothing left to challenge for
        else:
            self.up.append(i)
            self._hide("miss")
            self._next_player()

    def _hide(self, why: str) -> None:
        """Turn this turn's face-up tiles face down again, after a ``miss`` or a ``single`` (everyone saw them:
        the move's event says what they were; the log only where)."""
        if self.up:
            player = self.current_player
            self.events.append(
                {"type": "hide", "player": player, "why": why, "tiles": [[i, self.grid[i]] for i in self.up]}
            )
            self.log.append({"type": "hide", "player": player, "why": why, "indices": list(self.up)})
        self.up = []

    def _take(self, squares: list[int], again: bool) -> None:
        player = self.current_player
        tiles = [self.tile_on(i) for i in squares]
        for i in squares:
            self.grid[i] = None
        self.up = []
        self.taken[player] += len(tiles)
        extra = max(0, len(tiles) - 2)  # a challenge won: one more meeple for each tile past the pair
        self.supply[player]["meeple"] += extra
        self.event(type="take", player=player, tiles=tiles, squares=squares, meeples=extra)
        self.queue = list(tiles)  # a copy: placing pops the queue, and the event must keep what was taken
        self.again = again
        self._next_tile()

    def _place(self, m: Place) -> None:
        player = self.current_player
        owner = player if m.owner is None else m.owner
        self.use_map(owner)
        self.tile_points[owner] += 1
        first = len(self.events)
        self.maps[owner].place_tile(self, player, m.move)
        for e in self.events[first:]:  # which map it all happened on
            e["map"] = owner
        self.queue.pop(0)
        self._next_tile()

    def _next_tile(self) -> None:
        """Put the next tile taken in hand (setting aside those that fit nowhere), or end the turn."""
        player = self.current_player
        while self.queue:
            self.hand = self.queue[0]
            self._placements = None
            for m in self.maps:
                m.forget()
            if any(self.placements_on(owner) for owner in self.targets()):
                self.use_map(player)
                self.phase = "place"
                return
            self.queue.pop(0)
            self._set_aside(player, self.hand)
        self.hand = None
        if not self.face_down():
            self._finish()
        elif self.again:
            self.phase = "flip"
        else:
            self._next_player()

    def _set_aside(self, player: int, tile: str) -> None:
        self.set_aside[player].append(tile)
        self.tile_points[player] += 1
        self.event(type="set_aside", player=player, tile=tile)

    def _next_player(self) -> None:
        self.current_player = (self.current_player + 1) % self.nplayers
        self.phase = "flip"
        self.use_map(self.current_player)

    def _finish(self) -> None:
        for owner, m in enumerate(self.maps):  # from the start player on: each map's meeples, then its tiles
            first = len(self.events)
            m.score_unfinished(self)
            n = self.tile_points[owner]
            self.award([owner], n, "tiles")
            self.score_event(
                "tiles",
                [owner],
                n,
                f"tiles: {n} x1 = {n}",
                None,
                final=True,
                detail={"what": "tiles", "tiles": n},
                board=m.board,
            )
            for e in self.events[first:]:
                e["map"] = owner
        self.phase, self.over, self.hand = "over", True, None
        top = max(self.points)
        self.winners = [p for p, s in enumerate(self.points) if s == top]
        self.event(type="end", scores=list(self.points), winners=self.winners)

    def _end_in_a_draw(self) -> None:
        """End a table that reached the move limit: nothing more is scored and every player shares the result
        (docs/rules/carmela.md, section 7)."""
        self.phase, self.over, self.hand, self.draw = "over", True, None, True
        self.winners = list(range(self.nplayers))
        self.event(type="end", scores=list(self.points), winners=self.winners, draw=True, moves=len(self.moves))

    # --- what a player sees ------------------------------------------------------------------------------
    def view(self, player: int | None = None) -> dict:
        """What ``player`` (None: a spectator) may see: face-up and taken tiles, every map; never a face-down tile."""
        me = self.current_player
        maps = [
            {"owner": owner, **map_view(m.board, [p for f in m.board.features() for p in f.pieces])}
            for owner, m in enumerate(self.maps)
        ]
        placements = []
        if self.phase == "place":
            for owner in self.targets():
                self.use_map(owner)
                prefix = "" if owner == me else f"map{owner} "
                for p in placement_view(self):
                    options = [{**o, "move": prefix + o["move"]} for o in p["options"]]
                    placements.append({**p, "options": options, "map": owner})
            self.use_map(me)
        up = set(self.up)
        grid = [
            {"state": "taken"} if t is None else {"state": "up", "tile": t} if i in up else {"state": "down"}
            for i, t in enumerate(self.grid)
        ]
        players = [
            {
                **info,
                "score": self.points[i],
                "supply": dict(self.supply[i]),
                "by_kind": dict(self.by_kind[i]),
                "taken": self.taken[i],
                "tile_points": self.tile_points[i],
                "set_aside": list(self.set_aside[i]),
            }
            for i, info in enumerate(self.setup["players"])
        ]
        out = {
            "game": self.setup["game"],
            "variants": self.setup["variants"],
            "turn": self.turn,
            "current_player": None if self.over else me,
            "over": self.over,
            "viewer": player,
            "players": players,
            "phase": self.phase,
            "grid": grid,
            "maps": maps,
            "board": maps[me]["board"],
            "last_placed": maps[me]["last_placed"],
            "hand": self.hand,
            "placements": placements,
            "can_stop": self.phase == "decide",
            "other_moves": [{"move": "aside"}] if self.phase == "place" and self.may_set_aside() else [],
            "remaining": {
                "total": len(self.face_down()),
                "by_tile": dict(
                    sorted(Counter(t for i, t in enumerate(self.grid) if t is not None and i not in up).items())
                ),
            },
            "events": list(self.events),
            "moves": len(self.moves),
            "replay_when_over": True,  # replaying earlier positions would show tiles now face down
        }
        chosen = [k for k in ("grid", "starts") if self.setup["options"].get(k) is not None]
        if chosen:  # the setup laid out the tiles: not shuffled
            out["stacked_deck"] = chosen
        if self.over:
            out["winners"] = self.winners
        if self.draw:
            out["draw"] = True
        return out
