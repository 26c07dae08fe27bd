"""JSON-string facade of the engine for the browser worker: every function takes and returns JSON text.

The worker keeps one current game in this module. A function that fails raises ``RuleError`` (or
``ValueError``) with a message meant for a person; the game is then exactly as it was.

Conventions
-----------
* Coordinates: ``x`` grows to the east, ``y`` grows to the south (screen order). The start tile is at 0,0.
* Edges ``N E S W``; half-edges ``NL NR EL ER SL SR WL WR`` (L/R = left/right half seen from the tile centre,
  so NL is the west half of the north edge, EL the north half of the east edge, SL the east half of the south
  edge, WL the south half of the west edge).
* ``rot``: quarter turns clockwise, 0-3. The tile's own north edge ends up facing direction ``rot``.
* Move notation (one line of text): ``<tile> <x>,<y> r<rot> [<deploy>]`` where deploy is
  ``meeple@<spot>``, ``abbot@<spot>``, ``tourist@<spot>`` or ``recall``.
  The answer to a question the turn asks before a placement (Hunters & Gatherers' shaman, on drawing it: which
  tribe member to take back) is a move of its own: ``<verb> <answer>``, e.g. ``return 3,4@forest.N`` or ``return none``.
  A spot names a segment of the placed tile in board orientation: ``<kind>.<first edge or half-edge>``
  (``city.N``, ``road.E``, ``field.NL``) or just the kind for tile-centre features (``cloister``, ``garden``).
  Example: ``K 1,0 r2 meeple@road.S``.

Functions
---------
``catalog()``           -> ``{"games": {"carcassonne": {"title": "Carcassonne", "players": [2, 5],
                            "levels": ["easy", "medium", "hard"], "default_level": "medium", "variants": [{"name": "river", "title": "River"}, ...],
                            "by_link": true}}}`` (games in registry order: the first is the default; ``by_link``:
                           the game may be played by link, see ``new_game``)
``tileset(setup)``      -> ``{"tiles": {name: Tile}}`` every tile type the setup can use (art + rules data):
    Tile = ``{"name": "K", "count": 3, "edges": ["city","field","road","road"],   # N E S W, unrotated
              "segments": [{"id": 0, "kind": "road", "edges": ["S","W"]},
                           {"id": 1, "kind": "city", "edges": ["N"], "pennants": 0},
                           {"id": 2, "kind": "field", "edges": ["WR","EL","ER","SL"], "cities": [1]},
                           {"id": 3, "kind": "cloister", "landmark": false}, {"id": 4, "kind": "garden"},
                           {"id": 5, "kind": "river", "edges": ["W","E"]}]}``
    Edge kinds: city, road, field, river. Segment kinds: city, road, field, cloister, garden, river.
``new_game(setup)``     -> view. setup = ``{"game": "carcassonne", "variants": [], "seed": 7,
                           "players": [{"name": "Ann", "color": "#d33", "type": "human"|"computer",
                                        "level": "easy"}]}`` (2-5 players; extra player keys are kept as given).
                           ``"link": "<id>"`` marks a game played by link (friends far apart, each move sent on in
                           a share link): the id names the game in every browser; only for a game whose catalog
                           entry says ``by_link``, with two human players or more.
``view(player=null)``   -> view of the current game as seen by that player (null: a spectator).
``play(move)``          -> view after the move (the move is a notation string, as found in ``options``).
``record()``            -> ``{"setup": {...}, "seed": 7, "moves": ["D 0,1 r0", ...]}``
``load(record)``        -> view of the replayed record (a saved game, a replay, a share link).
``share(kind="share")`` -> the current game as a compact share code (text for a URL fragment); kind "turn" for a
                           turn link's code, which the link follows with its seat
``share_record(record)`` -> a game record's share code (checked by replaying it); the current game stays
``decode_share(code)``  -> the record a share code describes, checked by replaying it; the current game stays
``open_share(code)``    -> ``{"record": ..., "kind": "share" | "turn", "checked": bool}``: decode_share's record, the
                           kind of link its code was made for, and false for an older code that carries no check
``replay_at(record, n)`` -> the view after the first ``n`` moves of a record, plus ``"total_moves"`` and ``"log"``
                           (every event of those moves, as ``log()`` gives them); the current game is not touched
                           (for a replay viewer stepping back and forth)
``movers(record)``      -> the seat that made each move of a record, in order (checked by replaying it); the
                           current game is not touched (to show a player what happened since their last move)
``feature_at(where)``   -> what a point of the map belongs to. where = ``{"x": 1, "y": 0, "segment": 2}`` (a segment
                           of the tile placed there), plus ``"map": <seat>`` in a game with a map per player. Returns
                           ``{"features": [Feature, ...]}``, one per layer holding that segment (main layer first):
    Feature = ``{"kind": "city", "layer": null, "tiles": [[x, y], ...], "segments": [[x, y, segment], ...],
                 "pieces": [{"player": 0, "count": 2}], "holders": [0],    # the majority: who scores it
                 "complete": false,                  # null: the kind never completes (a field)
                 "now": Worth | null,                # if the game ended now (once complete: what it scored)
                 "if_complete": Worth | null}``      # completed as it stands
    Worth = ``{"points": 6, "text": "city: 2 tiles x2 + 1 pennant x2 = 6", "detail": {...}}`` (as a score event's)
    Games add facts: Hunters & Gatherers' water systems (``"kind": "water"``, layer ``"water"``: huts), Sightseeing's landmark
    (``"kind": "landmark"``, scored as a cloister) with its tourists in ``"also"``: pieces that stand there and score on
    their own, ``[{"player", "role", "points", "text", "detail"}]``.
``log()``               -> every event since the start, in order (the same objects as ``events``).
``scores_over_game()``  -> ``{"series": [[0, 0, 4, ...], ...], "moves": 72, "final": true}``: each player's score
                           (seat order) after 0, 1, ... moves of the current game, then, once the game is over,
                           after the final scoring (``final``: the last value of each series is that step)
``suggest(level="medium", seconds=2.5)`` -> a move string for the current player from the computer player of
                           that level (easy, medium, hard; hard searches for ``seconds``).
``hint()``              -> the move string a hint shows the current player: the move the review judges best
                           (``review.best``: the review's race on its own samples, so a hint followed loses nothing)
``review_start(record)`` -> ``{"moves": 71, "margins": [0.0, 0.0]}``: start reviewing a record by the hard player's
                           judgement (``tilegames.review``; the current game is not touched): how many moves, and
                           each player's expected final margin at the start
``review_next()``       -> the next move's review, or null once every move is done: ``{"move": 1, "seat": 0,
                           "played": "L 1,0 r0", "best": "L 0,-1 r2 meeple@city.S", "value": -3.1, "best_value": 1.6,
                           "loss": 4.7, "choices": 12, "reasons": [Reason, ...] (the best move's, as explain gives
                           them; empty when the move played was the best), "margins": [1.2, -1.2]}`` (values in
                           points of expected final margin for the mover; margins: every player's after the move)
``judge(move)``         -> a legal move of the current player reviewed as review_next does (without "move" and
                           "margins"): how it compares with the hard player's best move here (an embed's position
                           question); the game is not changed
``explain(move)``       -> ``{"reasons": [Reason, ...]}``: why a legal move of the current player is good for them
                           (a hint says it in a line), most telling first; the game is not changed. Reason =
    ``{"why": "completes", "kind": "city", "points": 8}`` (a feature it completed scored for the mover),
    ``{"why": "scores", "kind": "garden", "points": 4}`` (it scored for the mover otherwise: an abbot called back),
    ``{"why": "claims", "kind": "road", "worth": 4}`` (the piece deployed stands on an open feature worth about that),
    ``{"why": "joins" | "steals", "kind": "city", "player": 1}`` (the tile joined player 1's feature to one of the
    mover's: now shared, or the mover's alone), ``{"why": "blocks", "kind": "cloister", "player": 1, "worth": 3}``
    (player 1's feature is now expected to bring about that much less). None: nothing to tell (an answer, a flip).

View
----
The shapes of the view and of every other answer (``View``, ``ViewPlayer``, ``Placement``, ``Question``,
``GameEvent``, ``Feature``, ``MoveReview`` ...) are written once, in ``js/engine/types.js``, where the page's type
check reads them; tests/engine/test_contract.py holds this module's real answers of every game to them, key by key.
In words: a view shows what its viewer may see (the tiles to come by count, never their order; Carmela's grid never
shows a face-down tile); ``question`` is there only while the mover owes an answer about the tile drawn (then
``hand`` is that tile and ``placements`` empty); ``events`` are what the last move caused, as ``log()`` keeps them
(but a flip's tile and a hide's tiles, which the log leaves out: memory is the players').
Carmela's moves: ``flip <square>``, ``stop``, a placement as above, ``aside``, and into another player's map
``map<seat> K 1,0 r2``.
Roles: knight (city), thief (road), farmer (field, lying), monk (cloister), abbot, tourist (lying sideways).
"""

from . import history, limits, search, share as _share
from .errors import RuleError
from .games import GAMES
from .jsontext import dumps as _dump, loads as _load_json
from .protocol import Game
from .record import checked_record, checked_setup, game_def, new_game as _new_game, replay as _replay
from .review import Review, best as review_best, reviewed

_game: Game | None = None
_review: Review | None = None  # the review under way (review_start, review_next)


def _current() -> Game:
    if _game is None:
        raise RuleError("no game has been started")
    return _game


def _setup_and_seed(value: object) -> tuple[dict, object]:
    if not isinstance(value, dict):
        raise RuleError("the setup must be an object")
    setup = dict(value)
    seed = setup.pop("seed", 0)
    return setup, seed


def catalog() -> str:
    """The games this engine plays (registry order), their player counts, levels (and the default one), variants,
    and whether each may be played by link."""
    games = {}
    for name, game in GAMES.items():
        games[name] = {
            "title": game.title,
            "players": list(game.players),
            "levels": list(search.LEVELS),
            "default_level": search.DEFAULT_LEVEL,
            "variants": [{"name": v.name, "title": v.title} for v in game.variants],
            "by_link": game.by_link,
        }
    return _dump({"games": games})


def tileset(setup: str) -> str:
    """Every tile type the setup can use, as drawing data, and the setup's variants (what the art shows may hang on
    them: a feature no piece can use in this game, say)."""
    parsed, _ = _setup_and_seed(_load_json(setup, "setup"))
    checked = checked_setup(parsed)
    return _dump({**game_def(parsed).tileset(checked), "variants": checked["variants"]})  # rules only: no game dealt


def new_game(setup: str) -> str:
    """Start a new game (the setup includes its seed) and return the view."""
    global _game
    parsed, seed = _setup_and_seed(_load_json(setup, "setup"))
    _game = _new_game(parsed, seed)
    return view()


def view(player: str = "null") -> str:
    """The view of the current game for ``player`` (JSON number, or null for a spectator)."""
    who = _load_json(player, "player")
    game = _current()
    if who is not None and (
        isinstance(who, bool) or not isinstance(who, int) or not 0 <= who < len(game.setup["players"])
    ):
        raise RuleError(f"no player {who!r} in this game")
    return _dump(game.view(who))


def play(move: str) -> str:
    """Play one move (its notation, as a JSON string) and return the new view."""
    text = _load_json(move, "move")
    if isinstance(text, str) and len(text) > limits.MOVE:  # no move is that long: refused before it is parsed
        raise RuleError(f"the move is too long ({len(text):,} characters; a move takes at most {limits.MOVE})")
    _current().play(text)
    return view()


def record() -> str:
    """The current game's record: setup, seed and moves."""
    return _dump(_current().record())


def load(record: str) -> str:
    """Replace the current game by the replay of a record; on error the current game stays."""
    global _game
    _game = _replay(_load_json(record, "game record"))
    return view()


def share(kind: str = '"share"') -> str:
    """The current game as a compact share code (kind "turn": a turn link's code)."""
    return _dump(_share.encode(_current(), _load_json(kind, "share code kind")))


def share_record(record: str) -> str:
    """A game record's share code (checked by replaying it), without touching the current game."""
    return _dump(_share.encode(_replay(_load_json(record, "game record"))))


def decode_share(code: str) -> str:
    """The game record of a share code (checked by replay), without touching the current game."""
    return _dump(_share.load(_load_json(code, "share code")).record())


def open_share(code: str) -> str:
    """A share code's record, its kind and whether it was checked, without touching the current game."""
    return _dump(_share.read(_load_json(code, "share code")))


def replay_at(record: str, n: str) -> str:
    """The view after the first ``n`` moves of a record and the log of those moves, without touching the current game."""
    rec = checked_record(_load_json(record, "game record"))
    count = _load_json(n, "move count")
    if isinstance(count, bool) or not isinstance(count, int) or not 0 <= count <= len(rec["moves"]):
        raise RuleError(f"the move count must be from 0 to {len(rec['moves'])}")
    game = _replay({**rec, "moves": rec["moves"][:count]})
    return _dump({**game.view(None), "total_moves": len(rec["moves"]), "log": game.log})


def movers(record: str) -> str:
    """The seat that made each move of a record, in order, without touching the current game."""
    rec = checked_record(_load_json(record, "game record"))
    game = _replay({**rec, "moves": []})
    seats = []
    for i, move in enumerate(rec["moves"]):
        seats.append(game.current_player)
        try:
            game.play(move)
        except RuleError as e:
            raise RuleError(f"move {i + 1} ({move!r}): {e}") from None
    return _dump(seats)


def feature_at(where: str) -> str:
    """What a segment of a placed tile belongs to: its features, who holds them and what they are worth."""
    at = _load_json(where, "place on the map")
    if not isinstance(at, dict):
        raise RuleError("a place on the map must be an object with 'x', 'y' and 'segment'")
    game = _current()
    return _dump({"features": game.feature_at(at.get("x"), at.get("y"), at.get("segment"), at.get("map"))})


def log() -> str:
    """Every event of the current game since its start."""
    return _dump(_current().log)


def scores_over_game() -> str:
    """Each player's score after every move of the current game, and after its final scoring once it is over."""
    return _dump(history.score_history(_current()))


def suggest(level: str = f'"{search.DEFAULT_LEVEL}"', seconds: str = "2.5") -> str:
    """A move for the current player from the computer player of ``level`` (easy, medium, hard)."""
    game = _current_turn()
    level = _load_json(level, "level")
    budget = _load_json(seconds, "time budget")
    if level not in search.LEVELS:
        raise RuleError(f"unknown computer level {level!r}; levels: {', '.join(search.LEVELS)}")
    if not isinstance(budget, (int, float)) or isinstance(budget, bool) or not 0 < budget <= 30:
        raise RuleError("the time budget must be a number of seconds from 0 to 30")
    extra = {"seconds": budget} if level == "hard" else {}
    return _dump(str(search.choose(game, level, search.public_rng(game), **extra)))


def hint() -> str:
    """The move a hint shows the current player: the best by the review's judgement (``review.best``)."""
    return _dump(review_best(_current_turn()))


def _current_turn() -> Game:
    """The current game, which must have a move to make."""
    game = _current()
    if game.is_over():
        raise RuleError("the game is over: no more moves")
    return game


def explain(move: str) -> str:
    """Why a legal move of the current player is good for them: what it completes, claims, joins or blocks."""
    game = _current()
    text = _load_json(move, "move")
    if not isinstance(text, str):
        raise RuleError("a move must be a line of text, like 'K 1,0 r2 meeple@road.S'")
    return _dump({"reasons": game.explain(text)})


def judge(move: str) -> str:
    """A legal move of the current player judged against the hard player's best move here, as a review judges it."""
    game = _current_turn()
    text = _load_json(move, "move")
    if not isinstance(text, str):
        raise RuleError("a move must be a line of text, like 'K 1,0 r2 meeple@road.S'")
    search.canonical(game, text)  # an illegal move: its RuleError, and nothing judged
    return _dump(reviewed(game, text))


def review_start(record: str) -> str:
    """Start reviewing a record, a move a call (``review_next``); the current game is not touched."""
    global _review
    rec = _load_json(record, "game record")
    _review = Review(rec)
    return _dump(_review.start())


def review_next() -> str:
    """The next move's review of the record ``review_start`` was given (null once every move is reviewed)."""
    if _review is None:
        raise RuleError("no review has been started")
    return _dump(_review.step())
