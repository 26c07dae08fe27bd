"""One map of placed tiles with its features, kept up to date incrementally as tiles land.

Every segment of every placed tile gets a global id. Segments joined across edges are merged in a
union-find; each root holds a ``Feature`` (its tiles, open edge count, pennants, pieces). A road or city is
complete when no open edge is left; a centre feature (cloister, garden) when its 8 neighbours are placed.
Empty squares next to the map are kept in ``open`` with the edge kinds a tile there must match, so the legal
placements of a tile are found without scanning the map.
"""

from __future__ import annotations

from .geometry import FACING_HALF, OPPOSITE, RING, STEP
from .tiles import EDGE_KINDS, Oriented, TileType

Pos = tuple[int, int]


class Feature:
    """A connected feature: kind, tiles it covers, open edges, pennants, pieces, touching cities."""

    __slots__ = ("kind", "tiles", "open", "pennants", "pieces", "cities", "segs", "done")

    def __init__(self, kind: str, pos: Pos, open_edges: int, pennants: int, gid: int):
        self.kind = kind
        self.tiles = {pos}
        self.open = open_edges
        self.pennants = pennants
        self.pieces: list = []  # Piece objects
        self.cities: set[int] | None = None  # fields: global ids of touching city segments
        self.segs = [gid]
        self.done = False


    def copy(self) -> "Feature":
        """An independent copy (pieces are shared: they never change once deployed)."""
        f = Feature.__new__(Feature)
        f.kind, f.open, f.pennants, f.done = self.kind, self.open, self.pennants, self.done
        f.tiles, f.pieces, f.segs = set(self.tiles), list(self.pieces), list(self.segs)
        f.cities = set(self.cities) if self.cities else None
        return f


class Piece:
    """A piece on the map: owner, supply name (meeple, abbot), role, and the segment it stands on."""

    __slots__ = ("player", "piece", "role", "gid")

    def __init__(self, player: int, piece: str, role: str, gid: int):
        self.player, self.piece, self.role, self.gid = player, piece, role, gid


class Board:
    """Placed tiles, the squares open for placement, and the features of the map."""

    def __init__(self):
        self.tiles: dict[Pos, Oriented] = {}
        self.base: dict[Pos, int] = {}  # first global segment id of each placed tile
        self.open: dict[Pos, tuple] = {}  # empty square -> required edge kinds (None = free)
        self.parent: list[int] = []
        self.feats: list[Feature | None] = []
        self.seg_pos: list[Pos] = []
        self.centres: dict[Pos, list[int]] = {}
        self.order: list[Pos] = []  # placement order

    def clone(self) -> "Board":
        """An independent copy, much cheaper than deepcopy (tile types are shared)."""
        b = Board.__new__(Board)
        b.tiles, b.base, b.open = dict(self.tiles), dict(self.base), dict(self.open)
        b.parent, b.seg_pos, b.order = list(self.parent), list(self.seg_pos), list(self.order)
        b.feats = [f.copy() if f is not None else None for f in self.feats]
        b.centres = {pos: list(g) for pos, g in self.centres.items()}
        return b

    # --- union-find -------------------------------------------------------------------------------
    def find(self, gid: int) -> int:
        """The root id of the feature that segment ``gid`` belongs to."""
        parent = self.parent
        while parent[gid] != gid:
            parent[gid] = parent[parent[gid]]
            gid = parent[gid]
        return gid

    def feature(self, gid: int) -> Feature:
        """The feature that segment ``gid`` belongs to."""
        return self.feats[self.find(gid)]

    def _union(self, a: int, b: int) -> int:
        ra, rb = self.find(a), self.find(b)
        if ra == rb:
            return ra
        fa, fb = self.feats[ra], self.feats[rb]
        if len(fa.segs) < len(fb.segs):
            ra, rb, fa, fb = rb, ra, fb, fa
        self.parent[rb] = ra
        fa.tiles |= fb.tiles
        fa.open += fb.open
        fa.pennants += fb.pennants
        fa.segs += fb.segs
        if fb.pieces:
            fa.pieces += fb.pieces
        if fb.cities:
            if fa.cities:
                fa.cities |= fb.cities
            else:
                fa.cities = fb.cities
        self.feats[rb] = None
        return ra

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
        """Put a tile on the map, merge its features; return the features it completed."""
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
            f = Feature(s.kind, pos, len(o.seg_edges[i]) if s.kind in EDGE_KINDS else 0, s.pennants, gid)
            if s.cities:
                f.cities = {base + c for c in s.cities}
            self.feats.append(f)
            self.seg_pos.append(pos)
            if s.is_centre:
                self.centres.setdefault(pos, []).append(gid)
        for d in range(4):
            npos = (x + STEP[d][0], y + STEP[d][1])
            if npos not in self.tiles:
                need = self.open.get(npos)
                need = list(need) if need else [None, None, None, None]
                need[OPPOSITE[d]] = o.edges[d]
                self.open[npos] = tuple(need)
        union, feats = self._union, self.feats
        for local, other, whole_edge in self._contacts(pos, o):
            root = union(base + local, other)
            if whole_edge:
                feats[root].open -= 2  # the two open edges that met are closed
        done = []
        for i, s in enumerate(segs):
            if s.kind in EDGE_KINDS:
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

    def occupied_segments(self, pos: Pos, o: Oriented) -> list[bool]:
        """For each segment of ``o`` if placed on ``pos``: would its feature already hold a piece?"""
        segs = o.tile.segments
        roots: list[set] = [set() for _ in segs]
        find = self.find
        for local, other, _ in self._contacts(pos, o):
            roots[local].add(find(other))
        feats = self.feats
        busy = [any(feats[r].pieces for r in rs) for rs in roots]
        # Two segments of the new tile joined through one outside feature become one feature.
        changed = True
        while changed:
            changed = False
            for i in range(len(segs)):
                for j in range(len(segs)):
                    if busy[i] and not busy[j] and roots[i] & roots[j]:
                        busy[j] = changed = True
        return busy

    def features(self) -> list[Feature]:
        """Every feature of the map, in the order its first segment was placed."""
        return [f for f in self.feats if f is not None]
