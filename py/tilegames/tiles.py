"""Tile types parsed from one compact line each, in a game's own vocabulary, and their rotated forms (cached).

Line format (segments separated by ``|``; the order gives each segment its id)::

    K  road S W | city N | field WR EL ER SL > N | field WL SR

* The first word of a segment is its kind. The game's ``Vocabulary`` says which kinds hold whole edges
  (N E S W), which one is made of half-edges (NL NR EL ER SL SR WL WR) and which sit in the tile centre.
* Words the vocabulary lists as tokens put a token on the segment (Carcassonne: ``+`` is a pennant); a token
  may be written more than once.
* ``> N S`` links the segment to the segments of this tile that hold those edges (a field to the cities it
  touches, for farmers); a game's map layers may also join linked segments.
* A vocabulary alias names a kind with tokens in one word (Carcassonne: ``landmark`` is a cloister with a
  landmark token).
* Tags in square brackets after the name: ``[nodeploy]`` (no piece may go on this tile).
"""

from __future__ import annotations

from functools import cached_property

from .geometry import EDGE_INDEX, EDGE_NAMES, HALF_INDEX, HALF_NAMES, rotate_edge, rotate_half
from .values import Value

EDGE, AREA, CENTRE = "edge", "area", "centre"  # the shapes a segment can have
NEEDS: list[tuple] = []  # every need seen (N E S W kinds, None = anything), numbered by its place in this list
NEED_IDS: dict[tuple, int] = {}  # need -> its number in NEEDS
# need number -> side (N E S W) -> kind -> the number of that need with that side set to that kind: a placed tile sets
# one side of each empty square beside it, and a lookup here is much cheaper than building and hashing a new need.
NEED_STEPS: list[tuple[dict, dict, dict, dict]] = []


def need_id(need: tuple) -> int:
    """The number of ``need`` in NEEDS (given one the first time it is seen)."""
    i = NEED_IDS.get(need)
    if i is None:
        i = NEED_IDS[need] = len(NEEDS)
        NEEDS.append(need)
        NEED_STEPS.append(({}, {}, {}, {}))
    return i


def need_with(i: int, side: int, kind: str) -> int:
    """The number of need number ``i`` with ``side`` (0-3: N E S W) set to ``kind``."""
    j = NEED_STEPS[i][side].get(kind)
    if j is None:
        need = NEEDS[i]
        j = NEED_STEPS[i][side][kind] = need_id(need[:side] + (kind,) + need[side + 1 :])
    return j


class Vocabulary(Value):
    """The words of a game's tile lines: kinds of edges, of the area and of centres, tokens and aliases."""

    __slots__ = FIELDS = ("edges", "area", "centres", "tokens", "aliases")

    def __init__(
        self,
        edges: dict[str, bool],
        area: str,
        centres: tuple[str, ...] = (),
        tokens: dict[str, str] | None = None,
        aliases: dict[str, tuple[str, tuple[str, ...]]] | None = None,
    ):
        self.edges = edges  # kinds holding whole edges -> does the area run beside them (a band: yes; an area: no)
        self.area = area  # the kind made of half-edges; an edge that no edge kind holds is of this kind
        self.centres = centres
        self.tokens = {} if tokens is None else tokens  # word in a line -> the token it puts on a segment
        self.aliases = {} if aliases is None else aliases  # word -> (kind, tokens)

    def shape(self, kind: str) -> str | None:
        """EDGE, AREA or CENTRE for a kind of this vocabulary; None for an unknown word."""
        if kind in self.edges:
            return EDGE
        if kind == self.area:
            return AREA
        return CENTRE if kind in self.centres else None


class Segment(Value):
    """One feature piece of a tile: its kind, shape, the edges (or half-edges) it reaches, tokens and links."""

    __slots__ = ("kind", "shape", "edges", "tokens", "links", "token_counts", "open_edges")
    FIELDS = ("kind", "shape", "edges", "tokens", "links")

    def __init__(
        self,
        kind: str,
        shape: str,
        edges: tuple[int, ...] = (),
        tokens: tuple[str, ...] = (),
        links: tuple[int, ...] = (),
    ):
        self.kind = kind
        self.shape = shape
        self.edges = edges  # edge indices, or half-edge indices for the area
        self.tokens = tokens  # sorted, with repeats
        self.links = links  # ids of the segments of this tile it is linked to
        # Worked out now: the map reads these for every segment it places.
        # The tokens as counts, or None when it has none (most segments); one dict per segment: never change it.
        counts: dict[str, int] = {}
        for t in tokens:
            counts[t] = counts.get(t, 0) + 1
        self.token_counts = counts or None
        # How many open edges the segment gives its feature on a tile with no neighbours (whole edges only).
        self.open_edges = len(edges) if shape == EDGE else 0

    @property
    def is_centre(self) -> bool:
        """True for features in the tile centre (cloister, garden)."""
        return self.shape == CENTRE

    def count(self, token: str) -> int:
        """How many ``token``s the segment carries."""
        return self.tokens.count(token)


class TileType(Value):
    """A tile picture: its name, segments and tags; ``edges`` are the kinds on N, E, S, W."""

    FIELDS = ("name", "segments", "tags", "edges")

    def __init__(self, name: str, segments: tuple[Segment, ...], tags: frozenset = frozenset(), edges: tuple = ()):
        self.name = name
        self.segments = segments
        self.tags = tags
        self.edges = edges
        self._oriented: dict = {}
        # Cache: ``fits`` as a list indexed by need_id, which the map's search for placements reads fastest.
        self.fits_by_id: list = []
        self._ids_of: dict = {}  # cache of ids_of

    # Cached: the map asks these of every tile it places.
    @cached_property
    def edge_ids(self) -> tuple[int, ...]:
        """The ids of the segments that hold whole edges."""
        return tuple(i for i, s in enumerate(self.segments) if s.shape == EDGE)

    @cached_property
    def centre_ids(self) -> tuple[int, ...]:
        """The ids of the segments in the tile centre."""
        return tuple(i for i, s in enumerate(self.segments) if s.shape == CENTRE)

    @cached_property
    def tokens(self) -> frozenset:
        """Every token on the tile."""
        return frozenset(t for s in self.segments for t in s.tokens)

    def ids_of(self, kinds: frozenset) -> tuple[int, ...]:
        """The ids of the segments whose kind is in ``kinds`` (worked out once per set of kinds)."""
        ids = self._ids_of.get(kinds)
        if ids is None:
            ids = self._ids_of[kinds] = tuple(i for i, s in enumerate(self.segments) if s.kind in kinds)
        return ids

    def _picture(self, rot: int) -> tuple:
        """What the tile looks like at ``rot``: every segment's kind, edges, tokens and links (equal: same picture)."""
        # Tokens and links count: an animal in the north meadow or a lake fed from the west is another picture than
        # the same outline turned, and a player may choose it. A link is told by the edges of the segment it names.
        o = self.oriented(rot)
        edges = o.seg_edges
        return tuple(
            sorted(
                (s.kind, edges[i], s.tokens, tuple(sorted(edges[k] for k in s.links)))
                for i, s in enumerate(self.segments)
            )
        )

    @property
    def rotations(self) -> tuple[int, ...]:
        """The rotations that give different pictures (a cross-roads has one, a straight road two)."""
        rots = self._oriented.get("distinct")
        if rots is None:
            seen, rots = set(), []
            for rot in range(4):
                if self._picture(rot) not in seen:
                    seen.add(self._picture(rot))
                    rots.append(rot)
            rots = self._oriented["distinct"] = tuple(rots)
        return rots

    def canonical(self, rot: int) -> int:
        """The rotation among ``rotations`` that gives the same picture as ``rot``."""
        table: tuple[int, ...] | None = self._oriented.get("canonical")
        if table is None:
            table = self._oriented["canonical"] = tuple(
                next(c for c in self.rotations if self._picture(c) == self._picture(r)) for r in range(4)
            )
        return table[rot % 4]

    def rotations_fitting(self, need: tuple) -> tuple[int, ...]:
        """The distinct rotations whose edges match ``need`` (N E S W kinds, None = anything)."""
        return self.fits.get(need, ())

    @cached_property
    def fits(self) -> dict[tuple, tuple[int, ...]]:
        """Every need this tile fits -> the distinct rotations that fit it."""
        # A rotation fits exactly the 16 needs made of its own edges with any sides left free (None): listing those
        # once per tile type is far cheaper than matching every need the maps meet against every tile type.
        fits: dict[tuple, tuple[int, ...]] = {}
        for rot in self.rotations:
            edges = self.oriented(rot).edges
            for free in range(16):
                need = tuple(None if free >> side & 1 else edges[side] for side in range(4))
                fits[need] = fits.get(need, ()) + (rot,)
        return fits

    def oriented(self, rot: int) -> "Oriented":
        """The tile turned ``rot`` quarter turns clockwise (built once, then cached)."""
        o = self._oriented.get(rot)
        if o is None:
            o = self._oriented[rot] = Oriented(self, rot)
        return o

    def art(self) -> dict:
        """The tile as plain data for drawing (unrotated): edge kinds, and each segment's edges, tokens, links."""
        segs = []
        for i, s in enumerate(self.segments):
            d: dict = {"id": i, "kind": s.kind}
            if s.shape == AREA:
                d["edges"] = [HALF_NAMES[h] for h in s.edges]
            elif s.shape == EDGE:
                d["edges"] = [EDGE_NAMES[e] for e in s.edges]
            counts = s.token_counts  # None exactly when the segment has no tokens
            if counts:
                d["tokens"] = dict(counts)
            if s.links:
                d["links"] = list(s.links)
            segs.append(d)
        return {"name": self.name, "edges": list(self.edges), "segments": segs, "tags": sorted(self.tags)}


class Oriented:
    """A tile type at one rotation: edge kinds and which segment holds each edge and half-edge."""

    __slots__ = ("tile", "rot", "edges", "edge_seg", "half_seg", "seg_edges", "spots", "name", "sides", "backs")

    def __init__(self, tile: TileType, rot: int):
        self.tile = tile
        self.name = tile.name
        self.rot = rot
        self.edges = tuple(tile.edges[(d - rot) % 4] for d in range(4))
        self.edge_seg = [-1] * 4
        self.half_seg = [-1] * 8
        self.seg_edges: list[tuple[int, ...]] = []
        self.spots: list[str] = []  # each segment's spot name (``city.N``), as moves write it
        for i, s in enumerate(tile.segments):
            if s.shape == AREA:
                turned = tuple(sorted(rotate_half(h, rot) for h in s.edges))
                for h in turned:
                    self.half_seg[h] = i
                spot = f"{s.kind}.{HALF_NAMES[turned[0]]}"
            elif s.shape == CENTRE:
                turned = ()
                spot = s.kind
                if sum(t.kind == s.kind for t in tile.segments) > 1:  # two lakes: each named by a river it ends
                    linked = sorted(rotate_edge(tile.segments[k].edges[0], rot) for k in s.links)
                    spot = f"{s.kind}.{EDGE_NAMES[linked[0]]}" if linked else f"{s.kind}.{i}"
            else:
                turned = tuple(sorted(rotate_edge(e, rot) for e in s.edges))
                for e in turned:
                    self.edge_seg[e] = i
                spot = f"{s.kind}.{EDGE_NAMES[turned[0]]}"
            self.seg_edges.append(turned)
            self.spots.append(spot)
        # What touches a neighbour across each side, so the map joins segments without testing every half-edge:
        # ``sides[d]``: (segment, slot, whole edge?) for what side d holds, slot 0 its edge, 1 and 2 its half-edges;
        # ``backs[d]``: the segments of side d by the slot of the facing side that meets them (its 1 meets our 2).
        self.sides = tuple(
            tuple(
                (i, slot, slot == 0)
                for slot, i in enumerate((self.edge_seg[d], self.half_seg[2 * d], self.half_seg[2 * d + 1]))
                if i >= 0
            )
            for d in range(4)
        )
        self.backs = tuple((self.edge_seg[d], self.half_seg[2 * d + 1], self.half_seg[2 * d]) for d in range(4))


def parse_tile(vocab: Vocabulary, line: str) -> TileType:
    """Parse one tile line of the format above in ``vocab``; raises ValueError naming the fault."""
    head, _, body = line.strip().partition(" ")
    tags: frozenset[str] = frozenset()
    body = body.strip()
    if body.startswith("["):
        tag_text, _, body = body[1:].partition("]")
        tags = frozenset(tag_text.split())
    name = head
    segments: list[Segment] = []
    link_words: list[list[str]] = []
    for words in (p.split() for p in body.split("|")):
        kind, args = words[0], words[1:]
        kind, tokens = vocab.aliases.get(kind, (kind, ()))
        shape = vocab.shape(kind)
        if shape is None:
            raise ValueError(f"tile {name}: unknown feature kind {kind!r}")
        links: list[str] = []
        if ">" in args:
            cut = args.index(">")
            args, links = args[:cut], args[cut + 1 :]
        all_tokens = list(tokens) + [vocab.tokens[a] for a in args if a in vocab.tokens]
        places = [a for a in args if a not in vocab.tokens]
        index = HALF_INDEX if shape == AREA else EDGE_INDEX
        if shape == CENTRE and places:
            raise ValueError(f"tile {name}: a {kind} sits in the centre and reaches no edge")
        unknown = [a for a in places if a not in index]
        if unknown:
            raise ValueError(f"tile {name}: {unknown[0]!r} is neither an edge of a {kind} nor a token")
        segments.append(Segment(kind, shape, tuple(index[a] for a in places), tuple(sorted(all_tokens))))
        link_words.append(links)
    # Resolve "> N" (a segment by one of its edges) into segment ids.
    resolved = []
    for seg, links in zip(segments, link_words):
        ids = []
        for edge_name in links:
            e = EDGE_INDEX.get(edge_name)
            match = [i for i, s in enumerate(segments) if s.shape == EDGE and e in s.edges]
            if not match:
                raise ValueError(f"tile {name}: a {seg.kind} links to {edge_name} but no segment holds that edge")
            ids.append(match[0])
        resolved.append(Segment(seg.kind, seg.shape, seg.edges, seg.tokens, tuple(sorted(set(ids)))))
    edges = [vocab.area] * 4
    for s in resolved:
        if s.shape == EDGE:
            for e in s.edges:
                if edges[e] != vocab.area:
                    raise ValueError(f"tile {name}: edge {EDGE_NAMES[e]} is claimed twice")
                edges[e] = s.kind
    halves = [h for s in resolved if s.shape == AREA for h in s.edges]
    if len(halves) != len(set(halves)):
        raise ValueError(f"tile {name}: a half-edge belongs to two {vocab.area}s")
    for e in range(4):
        own = {2 * e, 2 * e + 1} & set(halves)
        expected = {2 * e, 2 * e + 1} if vocab.edges.get(edges[e], True) else set()
        if own != expected:
            raise ValueError(f"tile {name}: the {vocab.area} halves of edge {EDGE_NAMES[e]} do not fit its kind")
    return TileType(name, tuple(resolved), tags, tuple(edges))


def parse_tiles(vocab: Vocabulary, text: str) -> dict[str, TileType]:
    """Parse a block of tile lines (blank lines and ``#`` comments skipped) into types by name."""
    tiles = {}
    for line in text.splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            tile = parse_tile(vocab, line)
            tiles[tile.name] = tile
    return tiles


def parse_counts(text: str) -> dict[str, int]:
    """Parse ``A2 B4 ...`` into ``{"A": 2, "B": 4}``."""
    counts = {}
    for word in text.split():
        i = next(i for i, ch in enumerate(word) if ch.isdigit())
        counts[word[:i]] = int(word[i:])
    return counts
