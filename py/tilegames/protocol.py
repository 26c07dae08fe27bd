"""The game protocol: what every game of the engine implements, and all that the facade, the command line,
records, share codes and computer players use of a game.

A game is a value that changes only through ``play``. Its record (setup + seed + moves) replays it exactly.
A move is a value whose ``str`` is one readable line that the game's ``parse_move`` reads back.

To add a game: write a package under ``tilegames/games/`` whose game class implements ``Game`` below and
which exposes a ``GameDef``, then name it in ``tilegames/games/__init__.py`` (the only place that names games).
"""

from __future__ import annotations

from collections import Counter
from typing import Callable, Generic, Mapping, Protocol, Self, Sequence, TypeVar

from .board import Board, Feature, Pos
from .errors import RuleError
from .rng import Rng
from .rules import MapDoor
from .values import Value

# A move of some game: a value whose ``str`` is its one-line text (``play`` takes either).
Move = object
# A computer player: ``(game, rng, **budget) -> move``, never changing ``game``.
Player = Callable[..., Move]


class Game:
    """The interface of a game in progress. Subclasses implement every method that raises here."""

    setup: dict  # checked setup: game, variants, players, options
    seed: int
    moves: list[str]  # the moves so far, as their text
    log: list[dict]  # every event since the start
    events: list[dict]  # what the last move caused
    current_player: int  # the seat whose move it is (meaningless once the game is over)

    def legal_moves(self) -> Sequence[Move]:
        """Every legal move of the current player (empty once the game is over)."""
        raise NotImplementedError

    def play(self, move: Move) -> list[dict]:
        """Play a move (a move value or its text); return its events. Illegal: RuleError, and no change."""
        raise NotImplementedError

    def is_over(self) -> bool:
        """True once the game has ended and been scored."""
        raise NotImplementedError

    def scores(self) -> list[int]:
        """The players' scores, in seat order."""
        raise NotImplementedError

    def view(self, player: int | None) -> dict:
        """What ``player`` (None: a spectator) may know now, as plain data: never a hidden order or face."""
        raise NotImplementedError

    def clone(self) -> Self:
        """An independent copy for look-ahead (its log is not kept)."""
        raise NotImplementedError

    def parse_move(self, text: str) -> Move:
        """The move that ``text`` writes; RuleError says what is malformed (legality is checked by ``play``)."""
        raise NotImplementedError

    def determinize(self, rng: Rng, player: int) -> Self:
        """A copy in which what ``player`` cannot see (draw order, face-down tiles) is drawn anew with ``rng``,
        consistent with ``player``'s view: a possible world for a computer player to search."""
        raise NotImplementedError

    def evaluation(self, level: str) -> Evaluation[Self]:
        """The game's judgement of positions for a computer player of ``level``."""
        raise NotImplementedError

    def computer(self, level: str) -> Player | None:
        """The game's own computer player of ``level`` (``(game, rng, **budget) -> move``), for a game whose players
        need more than the shared search (a memory of what they saw); None: the shared search plays it."""
        return None

    def feature_at(self, x: object, y: object, segment: object, owner: object = None) -> list[dict]:
        """What a segment of a placed tile belongs to (of ``owner``'s map, in a game with a map per player): its
        features as a screen shows them. RuleError for a game without map features, or no such segment."""
        raise RuleError("this game has no map to look at")

    def explain(self, move: Move) -> list[dict]:
        """Why ``move`` (legal now, else RuleError) is good for the mover, as reasons a screen words (see
        ``tilegames.explain``), most telling first; the game is not changed. Empty: the game gives none."""
        self.clone().play(move)  # the move is checked all the same
        return []

    def judge(self, move: Move, samples: int | None, rng: Rng) -> dict | None:
        """The game's own judgement of ``move`` (legal now) for a review (``tilegames.review.judge`` says what it
        holds), for a game whose moves the hard player's race cannot judge (flips from memory); None: the race.
        ``samples``: a search's budget (None: the game's hard player's own)."""
        return None

    def margins(self) -> list[float] | None:
        """Every player's expected final margin, by the game's own judgement; None: its hard evaluation's."""
        return None

    def record(self) -> dict:
        """The game record: setup, seed and moves (JSON-ready)."""
        return {"setup": self.setup, "seed": self.seed, "moves": list(self.moves)}

    def random_move(self, rng: Rng) -> Move:
        """A random legal move (games may weigh it, e.g. a placement first, then a deploy choice)."""
        return rng.choice(self.legal_moves())


G = TypeVar("G", contravariant=True)  # a game, only ever taken in: what judges a game judges its subclasses


class Evaluation(Generic[G]):
    """A game's judgement of positions, made once per decision and shared by every position searched from it."""

    # Points within which the easy player tells no move from another: it picks at random among the moves valued that
    # close to its best.
    noise: float = 0.5
    # Whole rounds a search sample plays on from a candidate. 1: every other player answers once (and the player's
    # own next move follows when the budget buys enough samples); more: every player moves that many times.
    rounds: int = 1

    def value(self, game: G, me: int) -> float:
        """How good ``game`` is for ``me``, in points (more is better)."""
        raise NotImplementedError

    def after(self, game: G, me: int) -> Callable[[G, Move], float]:
        """``value(trial, me)`` of each ``trial`` that is ``game`` one move (the callable's second argument) later:
        a game may judge from ``game`` only what the move changed, as a search weighs every move from one position."""
        return lambda trial, _move: self.value(trial, me)

    def feature_value(self, game: G, board: Board, f: Feature) -> float | None:
        """The points feature ``f`` of ``board`` is expected to bring its holders (None: this evaluation does not
        say); a hint tells from it what a move claims or blocks."""
        return None

    def reply(self, game: G, rng: Rng) -> Move:
        """A fast, reasonable move for the current player of ``game`` (the other players' answers in a search)."""
        raise NotImplementedError


class PlacingGame(MapDoor, Protocol):
    """A tile-placement game in progress as views, hints and evaluations see it: a tile in hand placed on a map
    (``TileGame``; Carmela while a player places the tiles taken)."""

    nplayers: int
    points: list[int]
    supply: list[dict[str, int]]
    over: bool

    @property
    def evaluations(self) -> Mapping[str, Callable]:
        """Level -> a factory of the game's evaluation for a computer player of that level."""
        ...

    def placements(self) -> list[tuple[Pos, int]]:
        """Every legal (square, rotation) for the tile in hand on the map being placed on."""
        ...

    def options(self, pos: Pos, rot: int) -> list[tuple[str | None, str | None]]:
        """The deploy choices (piece, spot) for the tile in hand placed on ``pos`` at ``rot``."""
        ...

    def remaining(self) -> Counter[str]:
        """How many of each tile are still to come."""
        ...

    def map_of(self, owner: object) -> Board:
        """The map of ``owner`` (None in a game with one map)."""
        ...

    def feature_facts(self, board: Board, f: Feature, layer: str = "") -> dict:
        """Feature ``f`` of ``board`` as a screen shows it."""
        ...

    def check(self, move: object) -> object:
        """The move in canonical form if legal; RuleError else."""
        ...

    def play(self, move: object) -> list[dict]:
        """Play a legal move; return its events."""
        ...

    def clone(self) -> Self:
        """An independent copy."""
        ...

    def is_over(self) -> bool:
        """True once the game is over."""
        ...

    def legal_moves(self) -> Sequence[object]:
        """Every legal move of the current player."""
        ...


class VariantInfo(Value):
    """A variant as the catalog lists it."""

    __slots__ = FIELDS = ("name", "title")

    def __init__(self, name: str, title: str):
        self.name = name
        self.title = title


class GameDef(Value):
    """A game as the registry knows it: its name, table size, variants, setup options, whether it may be played by
    link, and how to start one."""

    __slots__ = FIELDS = ("name", "title", "players", "variants", "options", "by_link", "start", "tileset")

    def __init__(
        self,
        name: str,
        title: str,
        players: tuple[int, int],
        variants: tuple[VariantInfo, ...],
        options: frozenset[str],
        by_link: bool,
        start: Callable[[dict, int], Game],
        tileset: Callable[[dict], dict],
    ):
        self.name = name
        self.title = title
        self.players = players
        self.variants = variants
        self.options = options  # the setup options the game understands
        # Whether friends may play it by link (setup "link"). A link carries the seed, so whoever decodes it can
        # learn the draw order: fair enough among friends for a tile game, but not for one whose play is what lies
        # face down.
        self.by_link = by_link
        self.start = start  # (checked setup, seed) -> a new game
        self.tileset = tileset  # checked setup -> every tile the setup can use, as drawing data
