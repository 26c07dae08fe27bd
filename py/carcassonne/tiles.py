"""Tile types parsed from one compact line each, and their rotated forms (cached tables).

Line format (segments separated by ``|``; the order gives each segment its id)::

    K  road S W | city N | field WR EL ER SL > N | field WL SR

* ``road``/``city``/``river`` list the edges (N E S W) the segment reaches; ``+`` after a city is a pennant.
* ``field`` lists half-edges (NL NR EL ER SL SR WL WR); ``> N S`` names the cities it touches by one of
  their edges (for farmers).
* ``cloister``, ``garden`` and ``landmark`` (a cloister that is also a landmark) sit in the tile centre.
* Tags in square brackets after the name: ``[nodeploy]`` (no piece may go on this tile).
"""

from __future__ import annotations

from dataclasses import dataclass, field as dc_field

from .geometry import EDGE_INDEX, EDGE_NAMES, HALF_INDEX, HALF_NAMES, rotate_edge, rotate_half

EDGE_KINDS = ("city", "road", "river")  # segment kinds that occupy whole edges
CENTRE_KINDS = ("cloister", "garden")


@dataclass(frozen=True)
class Segment:
    """One feature piece of a tile: its kind and the edges (or half-edges) it reaches."""

    kind: str
    edges: tuple[int, ...] = ()  # edge indices, or half-edge indices for fields
    pennants: int = 0
    cities: tuple[int, ...] = ()  # for fields: ids of the city segments of this tile it touches
    landmark: bool = False

    @property
    def is_centre(self) -> bool:
        """True for features in the tile centre (cloister, garden)."""
        return self.kind in CENTRE_KINDS


@dataclass(frozen=True)
class TileType:
    """A tile picture: its name, segments and tags; ``edges`` are the kinds on N, E, S, W."""

    name: str
    segments: tuple[Segment, ...]
    tags: frozenset = frozenset()
    edges: tuple[str, ...] = ()
    _oriented: dict = dc_field(default_factory=dict, compare=False, repr=False, hash=False)
    # Cache: required edge kinds of a square -> the distinct rotations that fit there.
    fits: dict = dc_field(default_factory=dict, compare=False, repr=False, hash=False)

    def _picture(self, rot: int) -> tuple:
        """What the tile looks like at ``rot``: edge kinds and each segment's edges (equal means same picture)."""
        o = self.oriented(rot)
        return o.edges, tuple(sorted(zip(o.seg_edges, (s.kind for s in self.segments))))

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
        table = self._oriented.get("canonical")
        if table is None:
            table = self._oriented["canonical"] = tuple(
                next(c for c in self.rotations if self._picture(c) == self._picture(r)) for r in range(4))
        return table[rot % 4]

    def rotations_fitting(self, need: tuple) -> tuple[int, ...]:
        """The distinct rotations whose edges match ``need`` (N E S W kinds, None = anything)."""
        rots = self.fits.get(need)
        if rots is None:
            rots = self.fits[need] = tuple(
                r for r in self.rotations
                if all(k is None or k == e for k, e in zip(need, self.oriented(r).edges)))
        return rots

    def oriented(self, rot: int) -> "Oriented":
        """The tile turned ``rot`` quarter turns clockwise (built once, then cached)."""
        o = self._oriented.get(rot)
        if o is None:
            o = self._oriented[rot] = Oriented(self, rot)
        return o

    def art(self) -> dict:
        """The tile as plain data for drawing (unrotated)."""
        segs = []
        for i, s in enumerate(self.segments):
            d = {"id": i, "kind": s.kind}
            if s.kind == "field":
                d["edges"] = [HALF_NAMES[h] for h in s.edges]
                d["cities"] = list(s.cities)
            elif not s.is_centre:
                d["edges"] = [EDGE_NAMES[e] for e in s.edges]
            if s.kind == "city":
                d["pennants"] = s.pennants
            if s.kind == "cloister":
                d["landmark"] = s.landmark
            segs.append(d)
        return {"name": self.name, "edges": list(self.edges), "segments": segs, "tags": sorted(self.tags)}


class Oriented:
    """A tile type at one rotation: edge kinds and which segment holds each edge and half-edge."""

    __slots__ = ("tile", "rot", "edges", "edge_seg", "half_seg", "seg_edges", "spots", "name")

    def __init__(self, tile: TileType, rot: int):
        self.tile = tile
        self.name = tile.name
        self.rot = rot
        self.edges = tuple(tile.edges[(d - rot) % 4] for d in range(4))
        self.edge_seg = [-1] * 4
        self.half_seg = [-1] * 8
        self.seg_edges = []
        self.spots = []
        for i, s in enumerate(tile.segments):
            if s.kind == "field":
                turned = tuple(sorted(rotate_half(h, rot) for h in s.edges))
                for h in turned:
                    self.half_seg[h] = i
                spot = f"field.{HALF_NAMES[turned[0]]}"
            elif s.is_centre:
                turned = ()
                spot = s.kind
            else:
                turned = tuple(sorted(rotate_edge(e, rot) for e in s.edges))
                for e in turned:
                    self.edge_seg[e] = i
                spot = f"{s.kind}.{EDGE_NAMES[turned[0]]}"
            self.seg_edges.append(turned)
            self.spots.append(spot)


def parse_tile(line: str) -> TileType:
    """Parse one tile line of the format above; raises ValueError naming the fault."""
    head, _, body = line.strip().partition(" ")
    tags = frozenset()
    body = body.strip()
    if body.startswith("["):
        tag_text, _, body = body[1:].partition("]")
        tags = frozenset(tag_text.split())
    name = head
    parts = [p.split() for p in body.split("|")]
    segments: list[Segment] = []
    city_links: list[list[str]] = []
    for words in parts:
        kind, args = words[0], words[1:]
        pennants = args.count("+")
        args = [a for a in args if a != "+"]
        links: list[str] = []
        if ">" in args:
            cut = args.index(">")
            args, links = args[:cut], args[cut + 1:]
        if kind in EDGE_KINDS:
            seg = Segment(kind, tuple(EDGE_INDEX[a] for a in args), pennants=pennants)
        elif kind == "field":
            seg = Segment("field", tuple(HALF_INDEX[a] for a in args))
        elif kind in CENTRE_KINDS:
            seg = Segment(kind)
        elif kind == "landmark":
            seg = Segment("cloister", landmark=True)
        else:
            raise ValueError(f"tile {name}: unknown feature kind {kind!r}")
        segments.append(seg)
        city_links.append(links)
    # Resolve "> N" (a city by one of its edges) into segment ids.
    resolved = []
    for seg, links in zip(segments, city_links):
        if links:
            ids = []
            for edge_name in links:
                e = EDGE_INDEX[edge_name]
                match = [i for i, s in enumerate(segments) if s.kind == "city" and e in s.edges]
                if not match:
                    raise ValueError(f"tile {name}: field links to {edge_name} but no city is there")
                ids.append(match[0])
            seg = Segment(seg.kind, seg.edges, seg.pennants, tuple(sorted(set(ids))), seg.landmark)
        resolved.append(seg)
    edges = ["field"] * 4
    for s in resolved:
        if s.kind in EDGE_KINDS:
            for e in s.edges:
                if edges[e] != "field":
                    raise ValueError(f"tile {name}: edge {EDGE_NAMES[e]} is claimed twice")
                edges[e] = s.kind
    halves = [h for s in resolved if s.kind == "field" for h in s.edges]
    if len(halves) != len(set(halves)):
        raise ValueError(f"tile {name}: a half-edge belongs to two fields")
    for e in range(4):
        own = {2 * e, 2 * e + 1} & set(halves)
        expected = set() if edges[e] == "city" else {2 * e, 2 * e + 1}
        if own != expected:
            raise ValueError(f"tile {name}: the field halves of edge {EDGE_NAMES[e]} do not fit its kind")
    return TileType(name, tuple(resolved), tags, tuple(edges))


def parse_tiles(text: str) -> dict[str, TileType]:
    """Parse a block of tile lines (blank lines and ``#`` comments skipped) into types by name."""
    tiles = {}
    for line in text.splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            tile = parse_tile(line)
            tiles[tile.name] = tile
    return tiles


def parse_counts(text: str) -> dict[str, int]:
    """Parse ``A2 B4 ...`` into ``{"A": 2, "B": 4}``."""
    counts = {}
    for word in text.split():
        i = next(i for i, ch in enumerate(word) if ch.isdigit())
        counts[word[:i]] = int(word[i:])
    return counts
