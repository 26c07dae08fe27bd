"""Starting games from a setup, and game records: setup + seed + moves, replayed through the game protocol.

One record serves saving, replays, undo, sharing and tests. Besides its three keys a record file may carry
notes for people and tools (``title``, ``explain``, ``expect``); any other key is refused by name.
"""

from __future__ import annotations

from . import legacy, limits
from .errors import RuleError
from .games import GAMES, default_game
from .moves import ChoiceMove
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
            late = _answered_late(game, moves, i)
            if late is None:
                raise RuleError(f"move {i + 1} ({moves[i]!r}): {e}") from None
            game = late
            i += 1  # the answer and the move it was about are both played
        i += 1
    return game


def _answered_late(game: Game, moves: list, i: int) -> Game | None:
    """Play ``moves[i]`` and ``moves[i + 1]`` as the engine before 2026-11 meant them, if ``moves[i]`` is refused only
    because that engine asked the shaman's question in another place. Then the question
    came after its tile was placed and scored (``legacy.old_question``), if the placer had a tribe member on the map
    by then; now it comes before the placement, if they have one. So an old record may hold the answer after the
    placement (``moves[i]`` is the placement, refused while today's question waits), an answer today's engine did
    not ask (``moves[i]``, after a placement that today asked nothing about), or no answer (the placer's only members
    went home with what the tile completed). ``legacy.today`` is that turn in today's order. A record that ends at
    the placement was saved while the old question was open: it is asked again, then the placement is made again
    (``game``, the placement unplayed). Returns the game both moves were played on (``game`` itself, or that turn
    played again); None refuses: only what the old engine wrote is read this way."""
    text = moves[i]
    question = getattr(game, "question", None)
    if not isinstance(text, str) or not hasattr(game, "question"):
        return None  # only tile games ask questions
    if question is not None:
        if text.split(" ", 1)[0] != question.tile:
            return None  # not the placement of the tile the question is about: a refused move like any other
        asked = _old_question(game, text)
        if asked is False:
            return None
        if asked is not None and i + 1 == len(moves):
            return game  # saved while the old question was open
        answer = _old_answer(asked, moves[i + 1]) if asked is not None else None
        if asked is not None and answer is None:
            return None
        now = legacy.today(game, text, answer)
        if now is None:
            return None
        for move in now:
            game.play(move)
        if asked is None:  # the old turn was the placement alone: the move after it is played here
            _play_next(game, moves, i)
        return game
    # An answer after a placement today's engine asked nothing about (nor before it): that turn is played again.
    if not game.moves or not _is_answer(game, text) or (len(game.moves) > 1 and _is_answer(game, game.moves[-2])):
        return None
    placement = game.moves[-1]
    before = replay({**game.record(), "moves": game.moves[:-1]})
    asked = _old_question(before, placement)
    answer = _old_answer(asked, text) if asked else None
    now = legacy.today(before, placement, answer) if answer is not None else None
    if now is None:
        return None
    for move in now:
        before.play(move)
    _play_next(before, moves, i)
    return before


def _old_question(game: Game, placement: str) -> tuple[str, list[dict]] | None | bool:
    """``legacy.old_question``, or False if ``placement`` is not a legal placement of the tile in hand."""
    try:
        return legacy.old_question(game, placement)
    except RuleError:
        return False


def _old_answer(asked: tuple[str, list[dict]] | None | bool, move: object) -> dict | None:
    """The answer of the old question ``asked`` that ``move`` gives, or None."""
    if not isinstance(asked, tuple):
        return None
    verb, answers = asked
    return next((a for a in answers if move == f"{verb} {a['answer']}"), None)


def _is_answer(game: Game, text: object) -> bool:
    try:
        return isinstance(game.parse_move(text), ChoiceMove) if isinstance(text, str) else False
    except RuleError:
        return False


def _play_next(game: Game, moves: list, i: int) -> None:
    """Play ``moves[i + 1]``, if there is one, on ``game`` (RuleError names it)."""
    if i + 1 < len(moves):
        try:
            game.play(moves[i + 1])
        except RuleError as e:
            raise RuleError(f"move {i + 2} ({moves[i + 1]!r}): {e}") from None
