"""Starting games from a setup, and game records: setup + seed + moves, replayed through the game protocol.

One record serves saving, replays, undo, sharing and tests. Besides its three keys a record file may carry
notes for people and tools (``title``, ``explain``, ``expect``); any other key is refused by name.
"""

from __future__ import annotations

from . import limits
from .errors import RuleError
from .games import GAMES, default_game
from .protocol import Game, GameDef
from .setup import check_seed, normalize_setup

RECORD_KEYS = ("setup", "seed", "moves")
NOTE_KEYS = ("title", "explain", "expect")  # read by people and by `python -m tilegames replay`, never by rules


def game_def(setup: object) -> GameDef:
    """The registered game a setup names (the first registered game when it names none)."""
    name = setup.get("game", default_game()) if isinstance(setup, dict) else None
    if not isinstance(name, str) or name not in GAMES:
        raise RuleError(f"unknown game {name!r}; known games: {', '.join(GAMES)}")
    return GAMES[name]


def checked_setup(setup: object) -> dict:
    """A setup checked against the game it names (see ``setup.normalize_setup``)."""
    return normalize_setup(setup, game_def(setup))


def new_game(setup: object, seed: object) -> Game:
    """Start a game from a setup (game, variants, players, options) and a seed."""
    game = game_def(setup)
    checked = normalize_setup(setup, game)
    return game.start(checked, check_seed(seed))


def checked_record(record: object) -> dict:
    """``record`` if its parts are of the right kinds and sizes (nothing replayed yet); else RuleError naming one."""
    if not isinstance(record, dict):
        raise RuleError("a game record must be an object with 'setup', 'seed' and 'moves'")
    missing = [k for k in RECORD_KEYS if k not in record]
    if missing:
        raise RuleError(f"the game record lacks {missing[0]!r}")
    unknown = sorted(set(record) - set(RECORD_KEYS) - set(NOTE_KEYS), key=str)
    if unknown:
        raise RuleError(
            f"unknown key {unknown[0]!r} in the game record; known keys: {', '.join(RECORD_KEYS + NOTE_KEYS)}"
        )
    moves = record["moves"]
    if not isinstance(moves, list):
        raise RuleError("'moves' must be a list of moves")
    limits.moves_within(len(moves))
    for i, move in enumerate(moves):
        if isinstance(move, str) and len(move) > limits.MOVE:  # other values: the game says what a move is
            raise RuleError(f"move {i + 1} is too long ({len(move):,} characters; a move takes at most {limits.MOVE})")
    for key in NOTE_KEYS:
        if key in record:
            limits.within(record[key], limits.NOTE, f"game record's {key!r}")
    return record


def replay(record: object) -> Game:
    """The game that a record (setup + seed + moves) describes; RuleError names the first bad part."""
    rec = checked_record(record)
    moves = rec["moves"]
    game = new_game(rec["setup"], rec["seed"])
    i = 0
    while i < len(moves):
        try:
            game.play(moves[i])
        except RuleError as e:
            if not _answered_late(game, moves, i):
                raise RuleError(f"move {i + 1} ({moves[i]!r}): {e}") from None
            i += 1  # the answer and the move it was about are both played
        i += 1
    return game


def _answered_late(game: Game, moves: list, i: int) -> bool:
    """Play ``moves[i + 1]`` then ``moves[i]`` if that order is legal: a record saved before a question came before
    the placement it is about (the shaman, until 2026-11) holds the answer after the move; True if played. Such a
    record that ends at the placement was saved while the question was open: it is asked again, then the placement
    is made again (True, the placement left unplayed)."""
    question = getattr(game, "question", None)
    if question is None or not isinstance(moves[i], str) or moves[i].split(" ", 1)[0] != question.tile:
        return False  # not the placement of the tile the question is about: a refused move like any other
    if i + 1 == len(moves):
        return True
    if not isinstance(moves[i + 1], str):
        return False
    asked = [str(m) for m in game.legal_moves()]
    if moves[i + 1] not in asked:
        return False
    game.play(moves[i + 1])
    try:
        game.play(moves[i])
    except RuleError:
        return False  # not a late answer after all: the caller reports the move as refused
    return True
