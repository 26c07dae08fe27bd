"""One map of placed tiles with its features, kept up to date incrementally as tiles land.

Every segment of every placed tile gets a global id. Segments joined across edges are merged in a
union-find; each root holds a ``Feature`` (its tiles, open edge count, tokens, pieces). An edge feature is
complete when no open edge is left; a centre feature when its 8 neighbours are placed.

That grouping is the map's main layer. A game may group the same segments by further rules, its ``Layer``s
(for example water systems: rivers joined through the lakes that end them for fishers); each layer is a
union-find of its own over the segments of its kinds, with its own features and pieces.
Empty squares next to the map are kept in ``open`` with the edge kinds a tile there must match, so the legal
placements of a tile are found without scanning the map.

Clones share their features until one of them changes a feature (copy on write): a computer player clones the map
for every move it weighs, and a move changes a few features of many. A feature is changed only through the map
that ``own``s it: ``board.own(f)`` gives that map's own copy, to change at will.
"""

from __future__ import annotations

from .geometry import OPPOSITE, RING, STEP
from .tiles import NEED_STEPS, NEEDS, Oriented, Segment, TileType, need_id, need_with
from .values import Value

Pos = tuple[int, int]
MAIN = ""  # the name of the main layer
AROUND = ((0, 0),) + RING  # a square and the 8 around it
ANY = (None, None, None, None)  # what an empty square requires before a tile touches it
ANY_ID = need_id(ANY)


class Layer(Value):
    """A further grouping of segments: which ``kinds`` it holds, whether a segment joins the ones it links to, and
    the kind of the rules its groups score as (``scores_as``; None: they are not scored)."""

    __slots__ = FIELDS = ("name", "kinds", "join_links", "scores_as")

    def __init__(self, name: str, kinds: frozenset, join_links: bool = False, scores_as: str | None = None):
        self.name = name
        self.kinds = kinds
        self.join_links = join_links
        self.scores_as = scores_as


class Feature:
    """A connected feature: kind, tiles it covers, open edges, tokens, pieces, linked segments."""

    __slots__ = ("kind", "tiles", "open", "tokens", "pieces", "links", "segs", "done", "owner")

    def __init__(self, kind: str, pos: Pos, open_edges: int, tokens: dict | None, gid: int, owner: object = None):
        self.kind = kind
        self.tiles = {pos}
        self.open = open_edges
        self.tokens = tokens  # token -> count, or None; never changed in place (merges make a new dict)
        self.pieces: list[Piece] = []
        self.links: set[int] | None = None  # global ids of linked segments (a field: the cities it touches)
        self.segs = [gid]
        self.done = False
        self.owner = owner  # the tag of the one grouping that may change this object (None: none may)

    def count(self, token: str) -> int:
        """How many ``token``s the feature's segments carry."""
        return self.tokens.get(token, 0) if self.tokens else 0

    def copy(self, owner: object = None) -> "Feature":
        """An independent copy, changed only by ``owner`` (pieces are shared: they never change once deployed)."""
        f = Feature.__new__(Feature)
        f.kind, f.open, f.tokens, f.done, f.owner = self.kind, self.open, self.tokens, self.done, owner
        f.tiles, f.pieces, f.segs = set(self.tiles), list(self.pieces), list(self.segs)
        f.links = set(self.links) if self.links else None
        return f


def _add_tokens(f: Feature, counts: dict) -> None:
    """Add token ``counts`` to feature ``f``'s (in a new dict: token dicts are shared, never changed in place)."""
    if f.tokens:
        merged = dict(f.tokens)
        for t, n in counts.items():
            merged[t] = merged.get(t, 0) + n
        f.tokens = merged
    else:
        f.tokens = counts


def _merge(fa: Feature, fb: Feature) -> None:
    """Fold feature ``fb`` into ``fa``."""
    fa.tiles |= fb.tiles
    fa.open += fb.open
    if fb.tokens:
        _add_tokens(fa, fb.tokens)
    fa.segs += fb.segs
    if fb.pieces:
        fa.pieces += fb.pieces
    if fb.links:
        if fa.links:
            fa.links |= fb.links
        else:
            fa.links = set(fb.links)  # fb may live on in a clone: never share a set that changes in place


def _join(f: Feature, s: Segment, gid: int, pos: Pos, base: int) -> None:
    """Fold segment ``s`` (id ``gid``, of the tile on ``pos`` whose segments start at ``base``) into feature ``f``: what
    ``_merge`` does with a feature of that segment alone, without making one."""
    f.tiles.add(pos)
    f.open += s.open_edges
    f.segs.append(gid)
    if s.token_counts:
        _add_tokens(f, s.token_counts)
    if s.links:
        links = {base + c for c in s.links}
        if f.links:
            f.links |= links
        else:
            f.links = links


class Piece:
    """A piece on the map: owner, supply name (meeple, abbot), role, the segment it stands on and its layer."""

    __slots__ = ("player", "piece", "role", "gid", "layer")

    def __init__(self, player: int, piece: str, role: str, gid: int, layer: str = MAIN):
        self.player, self.piece, self.role, self.gid, self.layer = player, piece, role, gid, layer


class UnionFind:
    """Segments grouped into features: ``parent`` links of a union-find, and a ``Feature`` at each root, shared
    with clones until changed: ``tag`` marks the features this grouping may change in place."""

    parent: list[int]
    feats: list[Feature | None]
    tag: object

    def _own_root(self, root: int) -> Feature:
        """The feature at ``root``, copied first unless this grouping owns it: one it may change."""
        f = self.feats[root]
        assert f is not None  # a root holds its feature
        if f.owner is not self.tag:
            f = self.feats[root] = f.copy(self.tag)
        return f

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
        assert fa is not None and fb is not None  # a root of segments united holds their feature
        if len(fa.segs) < len(fb.segs):
            ra, rb, fa, fb = rb, ra, fb, fa
        self.parent[rb] = ra
        if fa.owner is not self.tag:
            fa = self._own_root(ra)
        _merge(fa, fb)  # fb is only read: it leaves this grouping
        self.feats[rb] = None
        return ra


class Grouping(UnionFind):
    """The union-find of one further layer: segments of its kinds, merged by its rule."""

    def __init__(self, layer: Layer):
        self.layer = layer
        self.parent: list[int] = []
        self.feats: list[Feature | None] = []
        self.tag = object()

    def clone(self) -> "Grouping":
        """An independent copy (features shared until either changes them)."""
        g = Grouping(self.layer)
        g.parent = list(self.parent)
        g.feats = list(self.feats)
        self.tag = object()  # this grouping, too, now copies a feature before changing it
        return g

    def add(self, pos: Pos, o: Oriented, base: int, contacts: list) -> None:
        """Take in a tile just placed on ``pos`` (segment ids from ``base``) and the contacts it made."""
        segs = o.tile.segments
        n = len(segs)
        self.parent += range(base, base + n)
        feats = self.feats
        feats += [None] * n  # segments of other kinds stay out of this layer
        kinds = self.layer.kinds
        ids = o.tile.ids_of(kinds)  # the segments of this layer's kinds
        if not ids:
            return  # nothing of this layer on the tile, so none of its contacts are either
        for i in ids:
            s = segs[i]
            feats[base + i] = Feature(s.kind, pos, s.open_edges, s.token_counts, base + i, self.tag)
        for local, other, whole_edge in contacts:
            if local in ids and feats[self.find(other)] is not None:
                root = self.union(base + local, other)
                if whole_edge:
                    self._own_root(root).open -= 2
        if self.layer.join_links:
            for i in ids:
                for link in segs[i].links:
                    if segs[link].kind in kinds:
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
        # The same squares in the same order -> need_id of their needs: fitting a tile looks up one per square, and
        # a number hashes much faster than a tuple of kinds.
        self.need_ids: dict[Pos, int] = {}
        self.parent: list[int] = []
        self.feats: list[Feature | None] = []
        self.seg_pos: list[Pos] = []
        # Centre features not yet surrounded, so a placement finds those it completes without looking around:
        # square -> its centre segment ids and how many of the 8 squares around it are empty, and empty square ->
        # the squares of such centres that it touches.
        self.centres: dict[Pos, tuple[int, ...]] = {}
        self.empty_around: dict[Pos, int] = {}
        self.awaited: dict[Pos, tuple[Pos, ...]] = {}
        self.order: list[Pos] = []  # placement order
        self.layers: dict[str, Grouping] = {layer.name: Grouping(layer) for layer in layers}
        self.tag = object()

    def clone(self) -> "Board":
        """An independent copy, much cheaper than deepcopy (tile types and unchanged features are shared)."""
        b = Board.__new__(Board)
        b.tiles, b.base, b.open, b.need_ids = dict(self.tiles), dict(self.base), dict(self.open), dict(self.need_ids)
        b.parent, b.seg_pos, b.order = list(self.parent), list(self.seg_pos), list(self.order)
        b.feats = list(self.feats)
        b.tag = object()
        self.tag = object()  # this map, too, now copies a feature before changing it
        b.centres, b.empty_around, b.awaited = dict(self.centres), dict(self.empty_around), dict(self.awaited)
        b.layers = {name: g.clone() for name, g in self.layers.items()}
        return b

    def feature(self, gid: int, layer: str = MAIN) -> Feature | None:
        """The feature that segment ``gid`` belongs to in ``layer`` (None: the layer does not hold it); to read
        (``own`` gives one to change)."""
        if layer == MAIN:
            return self.feats[self.find(gid)]
        g = self.layers[layer]
        return g.feats[g.find(gid)]

    # A segment's map-wide id is its tile's first id plus its index on the tile: only the map works it out.
    def gid(self, pos: Pos, segment: int) -> int:
        """The map-wide id of segment ``segment`` of the tile on ``pos``."""
        return self.base[pos] + segment

    def where(self, gid: int) -> tuple[Pos, int]:
        """The square of map-wide segment ``gid`` and its index on that square's tile."""
        pos = self.seg_pos[gid]
        return pos, gid - self.base[pos]

    def segment(self, gid: int) -> Segment:
        """The tile segment that map-wide segment ``gid`` is."""
        pos = self.seg_pos[gid]
        return self.tiles[pos].tile.segments[gid - self.base[pos]]

    def segments_of(self, f: Feature) -> list[list[int]]:
        """Every segment of feature ``f`` as ``[x, y, segment]`` (the tile's square, its index on that tile)."""
        seg_pos, base = self.seg_pos, self.base  # every score event lists them: no call per segment
        out = []
        for gid in sorted(f.segs):
            x, y = pos = seg_pos[gid]
            out.append([x, y, gid - base[pos]])
        return out

    def open_squares(self, f: Feature, halves: bool = False) -> set[Pos]:
        """The empty squares next to feature ``f`` (``halves``: a feature made of half-edges)."""
        squares = set()
        tiles, base, seg_pos = self.tiles, self.base, self.seg_pos
        for gid in f.segs:
            pos = seg_pos[gid]
            for e in tiles[pos].seg_edges[gid - base[pos]]:
                if halves:
                    e //= 2
                q = (pos[0] + STEP[e][0], pos[1] + STEP[e][1])
                if q not in tiles:
                    squares.add(q)
        return squares

    def held_on(self, pos: Pos, skip: set[int]) -> list[tuple[int, Feature]]:
        """(root, feature) of each main-layer feature with pieces, not complete, that the tile on ``pos`` is part of,
        each once in the tile's segment order, leaving out the roots in ``skip``: what a tile joined, for an
        evaluation that judges only what changed."""
        out, seen = [], set(skip)
        first = self.base[pos]
        for gid in range(first, first + len(self.tiles[pos].tile.segments)):
            root = self.find(gid)
            if root not in seen:
                seen.add(root)
                f = self.feats[root]
                assert f is not None  # a root holds its feature
                if f.pieces and not f.done:
                    out.append((root, f))
        return out

    def own(self, f: Feature) -> Feature:
        """This map's own copy of feature ``f`` (of any layer), which it may change: ``f`` itself if it owns it."""
        for g in (self, *self.layers.values()):
            if f.owner is g.tag:
                return f
        for g in (self, *self.layers.values()):
            root = g.find(f.segs[0])
            if g.feats[root] is f:
                return g._own_root(root)
        raise ValueError("the feature is not on this map")

    # --- placement --------------------------------------------------------------------------------
    @staticmethod
    def _fits_table(tile: TileType) -> list:
        """``tile.fits_by_id``, worked out for every need seen so far: need number -> the rotations that fit it."""
        fits = tile.fits_by_id
        # Needs are few (a few hundred at most) and each is looked up once per tile type, so the table is filled
        # whole: listing placements then needs no check for a gap, and a comprehension does it.
        if len(fits) < len(NEEDS):
            by_need = tile.fits
            fits += [by_need.get(need, ()) for need in NEEDS[len(fits) :]]
        return fits

    def fitting(self, tile: TileType) -> list[tuple[Pos, int]]:
        """Every (square, rotation) where ``tile`` touches the map and matches every touching edge."""
        fits = self._fits_table(tile)
        return [(pos, rot) for pos, need in self.need_ids.items() for rot in fits[need]]

    def fits_somewhere(self, tile: TileType) -> bool:
        """True if ``tile`` fits at least one square of the map (what ``fitting`` would list, without the list)."""
        fits = self._fits_table(tile)
        for need in self.need_ids.values():
            if fits[need]:
                return True
        return False

    def fits(self, tile: TileType, pos: Pos, rot: int) -> bool:
        """True if ``tile`` at ``rot`` may be placed on ``pos``."""
        need = self.open.get(pos)
        return need is not None and rot in tile.rotations_fitting(need)

    def _new_feature(self, gid: int, s: Segment, pos: Pos, base: int) -> None:
        """Give segment ``gid`` (``s``, of the tile on ``pos`` whose segments start at ``base``) a feature of its own."""
        f = self.feats[gid] = Feature(s.kind, pos, s.open_edges, s.token_counts, gid, self.tag)
        if s.links:
            f.links = {base + c for c in s.links}

    def place(self, pos: Pos, o: Oriented) -> list[Feature]:
        """Put a tile on the map, merge its features; return the main-layer features it completed."""
        x, y = pos
        tiles, feats, free, need_ids = self.tiles, self.feats, self.open, self.need_ids
        tile = o.tile
        segs = tile.segments
        n = len(segs)
        base = len(feats)
        tiles[pos] = o
        self.base[pos] = base
        free.pop(pos, None)
        need_ids.pop(pos, None)
        self.order.append(pos)
        parent = self.parent
        parent += range(base, base + n)
        self.seg_pos += [pos] * n
        # A new segment gets a feature of its own only if it joins none on the map (the last loop below): most join
        # one, and a feature made only to be merged away was the largest single cost of placing a tile.
        feats += [None] * n
        contacts = []  # what contacts() returns, found in the same walk round the square as the open squares
        edges = o.edges
        for d, (dx, dy) in enumerate(STEP):
            npos = (x + dx, y + dy)
            no = tiles.get(npos)
            if no is None:  # an empty square: a tile there must match this edge
                k = OPPOSITE[d]
                i = need_ids.get(npos, ANY_ID)
                j = NEED_STEPS[i][k].get(edges[d])
                if j is None:
                    j = need_with(i, k, edges[d])
                need_ids[npos] = j
                free[npos] = NEEDS[j]
            else:
                nbase = self.base[npos]
                back = no.backs[OPPOSITE[d]]
                for local, slot, whole_edge in o.sides[d]:
                    contacts.append((local, nbase + back[slot], whole_edge))
        tag = self.tag
        find = self.find
        for local, other, whole_edge in contacts:
            gid = base + local
            root = find(other)
            f = feats[root]
            assert f is not None  # every placed segment is in the main layer: a root holds its feature
            if parent[gid] == gid and feats[gid] is None and len(f.segs) > 1:
                # A segment that has joined nothing yet joins this feature, which stays the root: what a union
                # with a feature of its own would do, the larger one staying the root.
                if f.owner is not tag:
                    f = self._own_root(root)
                parent[gid] = root
                _join(f, segs[local], gid, pos, base)
            else:
                if feats[gid] is None and parent[gid] == gid:
                    self._new_feature(gid, segs[local], pos, base)
                root = self.union(gid, other)
                f = feats[root]
                assert f is not None
            if whole_edge:
                if f.owner is not tag:
                    f = self._own_root(root)
                f.open -= 2  # the two open edges that met are closed
        for i in range(n):
            gid = base + i
            if parent[gid] == gid and feats[gid] is None:
                self._new_feature(gid, segs[i], pos, base)
        for g in self.layers.values():
            g.add(pos, o, base, contacts)
        done = []  # this map's own copies: the turn marks them done and takes their pieces back
        find = self.find
        for i in tile.edge_ids:
            root = find(base + i)
            f = feats[root]
            assert f is not None
            if f.open == 0 and not f.done and f not in done:
                done.append(self._own_root(root))
        if tile.centre_ids or pos in self.awaited:  # else no centre is placed or surrounded: most tiles
            for q in self._surrounded_now(pos, tile.centre_ids, base):
                for gid in self.centres.pop(q):
                    f = feats[gid]  # a centre segment joins no other: it stays its feature's root
                    assert f is not None
                    if not f.done:
                        done.append(self._own_root(gid))
        return done

    def _surrounded_now(self, pos: Pos, centre_ids: tuple[int, ...], base: int) -> list[Pos]:
        """Note the centres of the tile just placed on ``pos``; return the squares whose centres it surrounded."""
        x, y = pos
        tiles, awaited, empty_around = self.tiles, self.awaited, self.empty_around
        out = []
        if centre_ids:
            self.centres[pos] = tuple([base + i for i in centre_ids])
            empty = 0
            for dx, dy in RING:
                q = (x + dx, y + dy)
                if q not in tiles:
                    empty += 1
                    awaited[q] = awaited.get(q, ()) + (pos,)
            if empty:
                empty_around[pos] = empty
            else:
                out.append(pos)
        for q in awaited.pop(pos, ()):
            left = empty_around.pop(q) - 1
            if left:
                empty_around[q] = left
            else:
                out.append(q)
        if len(out) > 1:  # the order of a look around ``pos``: itself, then the ring
            out.sort(key=lambda q: AROUND.index((q[0] - x, q[1] - y)))
        return out

    def contacts(self, pos: Pos, o: Oriented) -> list[tuple[int, int, bool]]:
        """Segments of ``o`` on ``pos`` touching placed neighbours: (own segment, their segment id, whole edge?)."""
        x, y = pos
        out = []
        tiles, base = self.tiles, self.base
        for d, (dx, dy) in enumerate(STEP):
            npos = (x + dx, y + dy)
            no = tiles.get(npos)
            if no is not None:
                nbase = base[npos]
                back = no.backs[OPPOSITE[d]]
                for local, slot, whole_edge in o.sides[d]:
                    out.append((local, nbase + back[slot], whole_edge))
        return out

    def surrounded(self, pos: Pos) -> int:
        """How many of the 8 squares around ``pos`` hold a tile."""
        x, y = pos
        tiles = self.tiles
        return sum((x + dx, y + dy) in tiles for dx, dy in RING)

    def occupied_segments(
        self, pos: Pos, o: Oriented, layer: str = MAIN, blockers: frozenset | None = None, contacts: list | None = None
    ) -> list[bool]:
        """For each segment of ``o`` if placed on ``pos``: would its feature in ``layer`` already hold a piece
        (of a supply in ``blockers``; None: any piece)? ``contacts``: ``self.contacts(pos, o)`` if known."""
        g = self.layers[layer] if layer != MAIN else self
        find, feats = g.find, g.feats
        segs = o.tile.segments
        busy = [False] * len(segs)
        roots = []  # (own segment, the root of the feature it touches)
        for local, other, _ in self.contacts(pos, o) if contacts is None else contacts:
            root = find(other)
            roots.append((local, root))
            f = feats[root]
            if f is not None and f.pieces and not busy[local]:
                busy[local] = blockers is None or any(p.piece in blockers for p in f.pieces)
        if True not in busy:
            return busy
        # Segments of the new tile that touch one outside feature (or that are linked, in a layer joining links)
        # become one feature: a piece on one of them claims them all.
        joined = []
        for a, (i, root) in enumerate(roots):
            joined += [(i, j) for j, other in roots[a + 1 :] if other == root]
        if isinstance(g, Grouping) and g.layer.join_links:
            joined += [(i, j) for i, s in enumerate(segs) for j in s.links]
        changed = True
        while changed:
            changed = False
            for i, j in joined:
                if busy[i] != busy[j]:
                    busy[i] = busy[j] = changed = True
        return busy

    def features(self, layer: str = MAIN) -> list[Feature]:
        """Every feature of ``layer``, in the order its first segment was placed."""
        if layer != MAIN:
            return self.layers[layer].features()
        return [f for f in self.feats if f is not None]
