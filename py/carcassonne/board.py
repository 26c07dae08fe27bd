"""One map of placed tiles with its features, kept up to date incrementally as tiles land.

Every segment of every placed tile gets a global id. Segments joined across edges are merged in a
union-find; each root holds a ``Feature`` (its tiles, open edge count, tokens, pieces). An edge feature is
complete when no open edge is left; a centre feature when its 8 neighbours are placed.

That grouping is the map's main layer. A game may group the same segments by further rules, its ``Layer``s
(for example water systems: rivers joined through the lakes that end them for fishers); each layer is a
union-find of its own over the segments of its kinds, with its own features and pieces.
Empty squares next to the map are kept in ``open`` with the edge kinds a tile there must match, so the legal
placements of a tile are found without scanning the map.
"""

from __future__ import annotations

from dataclasses import dataclass

from .geometry import FACING_HALF, OPPOSITE, RING, STEP
from .tiles import CENTRE, EDGE, Oriented, TileType

Pos = tuple[int, int]
MAIN = ""  # the name of the main layer


@dataclass(frozen=True)
class Layer:
    """A further grouping of segments: which kinds it holds, and whether a segment joins the ones it links to."""

    name: str
    kinds: frozenset
    join_links: bool = False


class Feature:
    """A connected feature: kind, tiles it covers, open edges, tokens, pieces, linked segments."""

    __slots__ = ("kind", "tiles", "open", "tokens", "pieces", "links", "segs", "done")

    def __init__(self, kind: str, pos: Pos, open_edges: int, tokens: dict | None, gid: int):
        self.kind = kind
        self.tiles = {pos}
        self.open = open_edges
        self.tokens = tokens  # token -> count, or None; never changed in place (merges make a new dict)
        self.pieces: list = []  # Piece objects
        self.links: set[int] | None = None  # global ids of linked segments (a field: the cities it touches)
        self.segs = [gid]
        self.done = False

    def count(self, token: str) -> int:
        """How many ``token``s the feature's segments carry."""
        return self.tokens.get(token, 0) if self.tokens else 0

    def copy(self) -> "Feature":
        """An independent copy (pieces are shared: they never change once deployed)."""
        f = Feature.__new__(Feature)
        f.kind, f.open, f.tokens, f.done = self.kind, self.open, self.tokens, self.done
        f.tiles, f.pieces, f.segs = set(self.tiles), list(self.pieces), list(self.segs)
        f.links = set(self.links) if self.links else None
        return f


def _merge(fa: Feature, fb: Feature) -> None:
    """Fold feature ``fb`` into ``fa``."""
    fa.tiles |= fb.tiles
    fa.open += fb.open
    if fb.tokens:
        if fa.tokens:
            merged = dict(fa.tokens)
            for t, n in fb.tokens.items():
                merged[t] = merged.get(t, 0) + n
            fa.tokens = merged
        else:
            fa.tokens = fb.tokens
    fa.segs += fb.segs
    if fb.pieces:
        fa.pieces += fb.pieces
    if fb.links:
        if fa.links:
            fa.links |= fb.links
        else:
            fa.links = fb.links


class Piece:
    """A piece on the map: owner, supply name (meeple, abbot), role, the segment it stands on and its layer."""

    __slots__ = ("player", "piece", "role", "gid", "layer")

    def __init__(self, player: int, piece: str, role: str, gid: int, layer: str = MAIN):
        self.player, self.piece, self.role, self.gid, self.layer = player, piece, role, gid, layer


class UnionFind:
    """Segments grouped into features: ``parent`` links of a union-find, and a ``Feature`` at each root."""

    parent: list[int]
    feats: list[Feature | None]

    def find(self, gid: int) -> int:
        """The root id of the feature that segment ``gid`` belongs to."""
        parent = self.parent
        while parent[gid] != gid:
            parent[gid] = parent[parent[gid]]
            gid = parent[gid]
        return gid

    def union(self, a: int, b: int) -> int:
        """Merge the features of segments ``a`` and ``b``; return the root."""
        ra, rb = self.find(a), self.find(b)
        if ra == rb:
            return ra
        fa, fb = self.feats[ra], self.feats[rb]
        if len(fa.segs) < len(fb.segs):
            ra, rb, fa, fb = rb, ra, fb, fa
        self.parent[rb] = ra
        _merge(fa, fb)
        self.feats[rb] = None
        return ra


class Grouping(UnionFind):
    """The union-find of one further layer: segments of its kinds, merged by its rule."""

    def __init__(self, layer: Layer):
        self.layer = layer
        self.parent: list[int] = []
        self.feats: list[Feature | None] = []

    def clone(self) -> "Grouping":
        """An independent copy."""
        g = Grouping(self.layer)
        g.parent = list(self.parent)
        g.feats = [f.copy() if f is not None else None for f in self.feats]
        return g

    def add(self, pos: Pos, o: Oriented, base: int, contacts: list) -> None:
        """Take in a tile just placed on ``pos`` (segment ids from ``base``) and the contacts it made."""
        kinds = self.layer.kinds
        segs = o.tile.segments
        for i, s in enumerate(segs):
            gid = base + i
            self.parent.append(gid)
            inside = s.kind in kinds
            self.feats.append(Feature(s.kind, pos, len(o.seg_edges[i]) if s.shape == EDGE else 0,
                                      s.token_counts, gid) if inside else None)
        for local, other, whole_edge in contacts:
            if segs[local].kind in kinds and self.feats[self.find(other)] is not None:
                root = self.union(base + local, other)
                if whole_edge:
                    self.feats[root].open -= 2
        if self.layer.join_links:
            for i, s in enumerate(segs):
                for link in s.links:
                    if s.kind in kinds and segs[link].kind in kinds:
                        self.union(base + i, base + link)

    def features(self) -> list[Feature]:
        """Every group of this layer."""
        return [f for f in self.feats if f is not None]


class Board(UnionFind):
    """Placed tiles, the squares open for placement, and the features of the map (main layer and others)."""

    def __init__(self, layers: tuple[Layer, ...] = ()):
        self.tiles: dict[Pos, Oriented] = {}
        self.base: dict[Pos, int] = {}  # first global segment id of each placed tile
        self.open: dict[Pos, tuple] = {}  # empty square -> required edge kinds (None = free)
        self.parent: list[int] = []
        self.feats: list[Feature | None] = []
        self.seg_pos: list[Pos] = []
        self.centres: dict[Pos, list[int]] = {}
        self.order: list[Pos] = []  # placement order
        self.layers: dict[str, Grouping] = {layer.name: Grouping(layer) for layer in layers}

    def clone(self) -> "Board":
        """An independent copy, much cheaper than deepcopy (tile types are shared)."""
        b = Board.__new__(Board)
        b.tiles, b.base, b.open = dict(self.tiles), dict(self.base), dict(self.open)
        b.parent, b.seg_pos, b.order = list(self.parent), list(self.seg_pos), list(self.order)
        b.feats = [f.copy() if f is not None else None for f in self.feats]
        b.centres = {pos: list(g) for pos, g in self.centres.items()}
        b.layers = {name: g.clone() for name, g in self.layers.items()}
        return b

    def feature(self, gid: int, layer: str = MAIN) -> Feature | None:
        """The feature that segment ``gid`` belongs to in ``layer`` (None: the layer does not hold it)."""
        if layer == MAIN:
            return self.feats[self.find(gid)]
        g = self.layers[layer]
        return g.feats[g.find(gid)]

    # --- placement --------------------------------------------------------------------------------
    def fitting(self, tile: TileType) -> list[tuple[Pos, int]]:
        """Every (square, rotation) where ``tile`` touches the map and matches every touching edge."""
        fits = tile.fits
        out = []
        for pos, need in self.open.items():
            rots = fits.get(need)
            if rots is None:
                rots = tile.rotations_fitting(need)
            for rot in rots:
                out.append((pos, rot))
        return out

    def fits(self, tile: TileType, pos: Pos, rot: int) -> bool:
        """True if ``tile`` at ``rot`` may be placed on ``pos``."""
        need = self.open.get(pos)
        return need is not None and rot in tile.rotations_fitting(need)

    def place(self, pos: Pos, o: Oriented) -> list[Feature]:
        """Put a tile on the map, merge its features; return the main-layer features it completed."""
        x, y = pos
        base = len(self.parent)
        self.tiles[pos] = o
        self.base[pos] = base
        self.open.pop(pos, None)
        self.order.append(pos)
        segs = o.tile.segments
        for i, s in enumerate(segs):
            gid = base + i
            self.parent.append(gid)
            f = Feature(s.kind, pos, len(o.seg_edges[i]) if s.shape == EDGE else 0, s.token_counts, gid)
            if s.links:
                f.links = {base + c for c in s.links}
            self.feats.append(f)
            self.seg_pos.append(pos)
            if s.shape == CENTRE:
                self.centres.setdefault(pos, []).append(gid)
        for d in range(4):
            npos = (x + STEP[d][0], y + STEP[d][1])
            if npos not in self.tiles:
                need = self.open.get(npos)
                need = list(need) if need else [None, None, None, None]
                need[OPPOSITE[d]] = o.edges[d]
                self.open[npos] = tuple(need)
        union, feats = self.union, self.feats
        contacts = self._contacts(pos, o)
        for local, other, whole_edge in contacts:
            root = union(base + local, other)
            if whole_edge:
                feats[root].open -= 2  # the two open edges that met are closed
        for g in self.layers.values():
            g.add(pos, o, base, contacts)
        done = []
        for i, s in enumerate(segs):
            if s.shape == EDGE:
                f = self.feats[self.find(base + i)]
                if f.open == 0 and not f.done and f not in done:
                    done.append(f)
        for dx, dy in ((0, 0),) + RING:
            q = (x + dx, y + dy)
            if q in self.centres and self.surrounded(q) == 8:
                for gid in self.centres[q]:
                    f = self.feats[gid]
                    if not f.done:
                        done.append(f)
        return done

    def _contacts(self, pos: Pos, o: Oriented) -> list[tuple[int, int, bool]]:
        """Segments of ``o`` on ``pos`` touching placed neighbours: (own segment, their segment id, whole edge?)."""
        x, y = pos
        out = []
        tiles, base = self.tiles, self.base
        for d in range(4):
            npos = (x + STEP[d][0], y + STEP[d][1])
            no = tiles.get(npos)
            if no is None:
                continue
            nbase = base[npos]
            local = o.edge_seg[d]
            if local >= 0:
                out.append((local, nbase + no.edge_seg[OPPOSITE[d]], True))
            for h in (2 * d, 2 * d + 1):
                local = o.half_seg[h]
                if local >= 0:
                    out.append((local, nbase + no.half_seg[FACING_HALF[h]], False))
        return out

    def surrounded(self, pos: Pos) -> int:
        """How many of the 8 squares around ``pos`` hold a tile."""
        x, y = pos
        tiles = self.tiles
        return sum((x + dx, y + dy) in tiles for dx, dy in RING)

    def occupied_segments(self, pos: Pos, o: Oriented, layer: str = MAIN,
                          blockers: frozenset | None = None) -> list[bool]:
        """For each segment of ``o`` if placed on ``pos``: would its feature in ``layer`` already hold a piece
        (of a supply in ``blockers``; None: any piece)?"""
        segs = o.tile.segments
        roots: list[set] = [set() for _ in segs]
        if layer == MAIN and blockers is None:  # the common case, kept lean: any piece on the main layer
            find, feats = self.find, self.feats
            for local, other, _ in self._contacts(pos, o):
                roots[local].add(find(other))
            busy = [any(feats[r].pieces for r in rs) for rs in roots]
            joined = False
        else:
            g = self.layers[layer] if layer != MAIN else None
            find, feats = (g.find, g.feats) if g else (self.find, self.feats)
            joined = g is not None and g.layer.join_links
            for local, other, _ in self._contacts(pos, o):
                roots[local].add(find(other))

            def holds(root: int) -> bool:
                f = feats[root]
                return f is not None and any(blockers is None or p.piece in blockers for p in f.pieces)

            busy = [any(holds(r) for r in rs) for rs in roots]
        # Two segments of the new tile joined through one outside feature (or a link) become one feature.
        changed = True
        while changed:
            changed = False
            for i in range(len(segs)):
                for j in range(len(segs)):
                    if busy[i] and not busy[j] and (roots[i] & roots[j] or joined and (
                            j in segs[i].links or i in segs[j].links)):
                        busy[j] = changed = True
        return busy

    def features(self, layer: str = MAIN) -> list[Feature]:
        """Every feature of ``layer``, in the order its first segment was placed."""
        if layer != MAIN:
            return self.layers[layer].features()
        return [f for f in self.feats if f is not None]
