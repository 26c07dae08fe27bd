"""One map and its rules: where a tile fits, what may be deployed on it, placing and deploying, scoring what it
completes, and what a screen shows of a feature.

A game's turn flow holds one (``TileGame``) or one per player (Carmela) and decides whose move it is and which tile
is in hand; the map rules write scores, supplies and events to the game, which each call names (``host``: the map
door, ``rules.MapDoor``), and call the hooks they were given with it (a tile game's plug-ins, which take the wider
``rules.Host``; Carmela's maps take none). The map does not keep the game: a game and its map would then hold each
other, and every copy a search makes would wait for the garbage collector (measured: 9% more instructions in a hard
player's search) instead of going as soon as it is dropped.
"""

from __future__ import annotations

from collections import Counter
from typing import Generic, Mapping, Protocol, Sequence, TypeVar

from .board import MAIN, Board, Feature, Piece, Pos
from .errors import RuleError
from .moves import TileMove
from .rules import HOOKS, Kind, MapDoor, Ruleset, Scorer
from .tiles import Oriented, TileType

D = TypeVar("D", bound=MapDoor)  # the game a map is played for, as its hooks take it
D_in = TypeVar("D_in", bound=MapDoor, contravariant=True)


class MapHooks(Protocol[D_in]):
    """The plug-in hooks a map's rules call (``rules.Plugin``'s of the same names), taking the game as ``D_in``."""

    def allowed(self, game: D_in, tile: TileType, found: list[tuple[Pos, int]]) -> list[tuple[Pos, int]]: ...

    def placed(self, game: D_in, tile: TileType, pos: Pos, rot: int) -> None: ...

    def options(self, game: D_in, pos: Pos, rot: int) -> list[tuple[str, str | None]]: ...

    def deploy(self, game: D_in, player: int, piece: str, spot: str | None, pos: Pos) -> bool: ...

    def completed(self, game: D_in, board: Board, feature: Feature, player: int) -> None: ...

    def appraise(self, game: D_in, board: Board, feature: Feature, layer: str) -> dict: ...


NO_HOOKS: Mapping[str, Sequence[MapHooks]] = {name: () for name in HOOKS}  # a map played with no plug-ins


class MapRules(Generic[D]):
    """A map played by a ruleset and the hooks it is given (a ruleset's plug-ins, or none): placements, deploy
    choices, placing, scoring, feature facts."""

    __slots__ = ("rules", "hooks", "board", "_options")  # one per game copy a search makes: kept small

    def __init__(self, rules: Ruleset, board: Board, hooks: Mapping[str, Sequence[MapHooks[D]]]):
        self.rules = rules
        self.hooks = hooks
        self.board = board
        # Deploy choices by (square, rotation) for the tile in hand: the game forgets them when the tile in hand or
        # the supplies change (``forget``).
        self._options: dict[tuple[Pos, int], list[tuple[str | None, str | None]]] = {}

    def copy(self) -> MapRules[D]:
        """An independent copy of this map (for a copy of the game)."""
        m: MapRules[D] = MapRules.__new__(MapRules)
        m.rules, m.hooks = self.rules, self.hooks
        m.board = self.board.clone()
        m._options = dict(self._options)
        return m

    def forget(self) -> None:
        """Drop the deploy choices worked out so far (the tile in hand or a supply changed)."""
        self._options = {}

    # --- where a tile goes ----------------------------------------------------------------------------------------
    def fitting(self, host: D, tile: TileType) -> list[tuple[Pos, int]]:
        """Every legal (square, rotation) for ``tile``: the edges match and every plug-in allows it."""
        found = self.board.fitting(tile)
        for v in self.hooks["allowed"]:
            found = v.allowed(host, tile, found)
        return found

    def placeable(self, host: D, tile: TileType, pos: Pos, rot: int) -> bool:
        """True if (``pos``, ``rot``) is among ``fitting(tile)``, ``rot`` one of its distinct rotations; asked of the
        map and the hooks directly, which is cheaper than listing every placement."""
        return self.board.fits(tile, pos, rot) and all(
            v.allowed(host, tile, [(pos, rot)]) for v in self.hooks["allowed"]
        )

    def options(self, host: D, hand: str, pos: Pos, rot: int, player: int) -> list[tuple[str | None, str | None]]:
        """The deploy choices (piece, spot) for ``player``'s tile ``hand`` placed on ``pos`` at ``rot``."""
        key = (pos, rot)
        cached = self._options.get(key)
        if cached is not None:
            return cached
        tile = self.rules.tiles[hand]
        o = tile.oriented(rot)
        opts: list[tuple[str | None, str | None]] = [(None, None)]
        if "nodeploy" not in tile.tags:
            supply = host.supply[player]  # read on every deploy choice: the dict, not a method call
            board = self.board
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
                    contacts = contacts or board.contacts(pos, o)
                    busy = board.occupied_segments(pos, o, rule.layer, rule.blockers, contacts)
                opts += [(token, o.spots[i]) for i in spots if not busy[i]]
        for v in self.hooks["options"]:
            opts += v.options(host, pos, rot)
        self._options[key] = opts
        return opts

    # --- a placement --------------------------------------------------------------------------------------------
    def place_tile(self, host: D, player: int, m: TileMove) -> None:
        """Put move ``m``'s tile on this map for ``player``, deploy its piece, then score what it completed."""
        board = self.board
        tile = self.rules.tiles[m.tile]
        o = tile.oriented(m.rot)
        done = board.place(m.pos, o)
        host.event(type="place", player=player, tile=m.tile, x=m.x, y=m.y, rot=m.rot)
        for v in self.hooks["placed"]:
            v.placed(host, tile, m.pos, m.rot)
        if m.piece:
            self.deploy(host, player, m, o)
        for f in done:
            self.score(host, f, final=False)
            self.return_pieces(host, f)
            f.done = True
            for v in self.hooks["completed"]:
                v.completed(host, board, f, player)

    def deploy(self, host: D, player: int, m: TileMove, o: Oriented) -> None:
        """Put ``player``'s piece of move ``m`` on the tile it placed on this map."""
        board = self.board
        name = m.piece
        assert name is not None  # asked only for a move that deploys
        rule = self.rules.pieces.get(name)
        if rule is None:
            for v in self.hooks["deploy"]:
                if v.deploy(host, player, name, m.spot, m.pos):
                    return
            raise AssertionError(f"no rule deploys {name}")
        assert m.spot is not None  # a piece of a rule goes on a spot of the tile
        i = o.spots.index(m.spot)
        seg = o.tile.segments[i]
        gid = board.gid(m.pos, i)
        role = rule.role_for(seg)
        assert role is not None  # check() allowed this piece on this segment
        piece = Piece(player, name, role, gid, rule.layer)
        host.give(player, rule.supply, -1)
        if rule.loose:
            host.loose.append(piece)
        else:
            f = board.feature(gid, rule.layer)
            assert f is not None  # the piece's layer holds the kinds its rule may stand on
            board.own(f).pieces.append(piece)
        host.event(type="deploy", player=player, piece=m.piece, role=piece.role, x=m.x, y=m.y, segment=i)

    # --- scoring ------------------------------------------------------------------------------------------------
    def kind_of(self, f: Feature, layer: str = MAIN) -> Kind | None:
        """The kind of the rules feature ``f`` of ``layer`` scores as (None: it is never scored)."""
        if layer == MAIN:
            return self.rules.kinds.get(f.kind)
        name = self.board.layers[layer].layer.scores_as
        return self.rules.kinds.get(name) if name else None

    def holders(self, host: D, kind: Kind | None, f: Feature) -> list[int]:
        """The players who score feature ``f`` of ``kind``: its kind's rule, else the majority of its pieces."""
        if kind is not None and kind.holders is not None:
            return kind.holders(f, self.board, host)
        return host.majority(f.pieces)

    def score(self, host: D, f: Feature, final: bool, layer: str = MAIN) -> None:
        """Score feature ``f`` of ``layer`` for its holders by its kind's scorer (complete or final)."""
        if not f.pieces:  # most features completed hold no piece: nothing to score
            return
        kind = self.rules.kinds[f.kind] if layer == MAIN else self.kind_of(f, layer)
        assert kind is not None  # only features of a scored kind are scored
        scorer = kind.complete if not final else kind.final
        if scorer is None:
            return
        points, text, detail = scorer(f, self.board, host)
        winners = self.holders(host, kind, f)
        host.award(winners, points, kind.name)
        host.score_event(kind.name, winners, points, text, f, final, detail=detail, board=self.board)

    def score_unfinished(self, host: D) -> None:
        """The end of the game on this map: pieces on unfinished features of kinds that send them home go home
        unscored; then the unfinished features holding pieces score, kind by kind in the rules' order; then those of
        every further layer that scores."""
        board, kinds = self.board, self.rules.kinds
        for f in board.features():
            if f.pieces and not f.done and kinds[f.kind].go_home:
                self.return_pieces(host, f)
        order = {k: i for i, k in enumerate(self.rules.final_order)}
        feats = [f for f in board.features() if f.pieces and not f.done and f.kind in order]
        feats.sort(key=lambda f: order[f.kind])  # stable: map order within a kind
        for f in feats:
            self.score(host, f, final=True)
        for name, grouping in board.layers.items():
            if grouping.layer.scores_as:
                for f in grouping.features():
                    if f.pieces and not f.done:
                        self.score(host, f, final=True, layer=name)

    def return_pieces(self, host: D, f: Feature) -> None:
        """Give every piece on ``f`` back to its owner's supply."""
        if not f.pieces:
            return
        board = self.board
        f = board.own(f)
        for p in f.pieces:
            host.give(p.player, self.rules.pieces[p.piece].supply, 1)
            (x, y), segment = board.where(p.gid)
            host.event(type="return", player=p.player, piece=p.piece, x=x, y=y, segment=segment)
        f.pieces = []

    # --- looking at the map -------------------------------------------------------------------------------------
    def pieces(self) -> list[Piece]:
        """Every piece standing in a feature of this map (every layer; loose pieces are the game's)."""
        board = self.board
        out = [p for f in board.features() for p in f.pieces]
        for layer in board.layers:
            out += [p for f in board.features(layer) for p in f.pieces]
        return out

    def feature_at(self, host: D, x: object, y: object, segment: object) -> list[dict]:
        """What segment ``segment`` of the tile on ``x``,``y`` belongs to: one feature per layer holding it, main layer
        first, each as ``feature_facts`` describes it. RuleError if there is no such segment."""
        board = self.board
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
                out.append(self.feature_facts(host, f, layer))
        return out

    def feature_facts(self, host: D, f: Feature, layer: str = MAIN) -> dict:
        """Feature ``f`` as a screen shows it: its kind, tiles and segments, the pieces on it per player and who
        holds it (the majority), whether it is complete (None: it never completes), its worth ``now`` (what it
        scores if the game ends now, or scored when completed; None: nothing) and ``if_complete`` (what it scores
        completed as it stands; None: not scored so), each ``{"points", "text", "detail"}``. Plug-ins add facts
        (``appraise``)."""
        board = self.board
        kind = self.kind_of(f, layer)
        counts = Counter(p.player for p in f.pieces)
        facts: dict = {
            "kind": f.kind if layer == MAIN or kind is None else layer,  # a layer that scores is named as itself
            "layer": layer or None,
            "tiles": sorted([x, y] for x, y in f.tiles),
            "segments": board.segments_of(f),
            "pieces": [{"player": p, "count": n} for p, n in sorted(counts.items())],
            "holders": self.holders(host, kind, f),
            "complete": f.done if kind is not None and kind.complete is not None else None,
            "now": None,
            "if_complete": None,
        }
        if kind is not None:
            if f.done:
                facts["now"] = _worth(kind.complete, f, board, host)
            else:
                facts["now"] = _worth(kind.final, f, board, host)
                facts["if_complete"] = _worth(kind.complete, f, board, host)
        for v in self.hooks["appraise"]:
            facts.update(v.appraise(host, board, f, layer))
        return facts


def _worth(scorer: Scorer | None, f: Feature, board: Board, host: MapDoor) -> dict | None:
    """What ``scorer`` gives feature ``f`` of ``board`` as plain data, or None without a scorer."""
    if scorer is None:
        return None
    points, text, detail = scorer(f, board, host)
    return {"points": points, "text": text, "detail": detail}
