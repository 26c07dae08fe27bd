"""How big each part of a game's data may be: one place for every limit, each checked before the part is used.

A page hands the engine text from links, files and storage; a part over its limit is refused at once with a message
that names it, before any game is built or replayed from it, and the same limit holds in play, save, load, share
and replay, so that a game the engine plays can always be opened again.
"""

from __future__ import annotations

import json

from .errors import RuleError

TEXT = 1_000_000  # characters of JSON text read at once: a whole game record takes a few kilobytes
DEPTH = 64  # nesting of that text: a record is 4 deep; inside Pyodide a few thousand levels overflow the wasm stack
MOVES = 1_000  # moves in one game: games take 70 to 250 (Carmela's random play about 210); see docs/rules/carmela.md
MOVE = 80  # characters of one move's notation: the longest seen in random games ("map7 Mg -1,-1 r1 meeple@field.SL") 32
NAME = 40  # characters of a player's name
PLAYER = 400  # characters of one player's entry as JSON: name, colour, type, level and any key a page adds
OPTIONS = 4_000  # characters of a setup's options as JSON: a stacked deck of every tile takes under 600
NOTE = 20_000  # characters of a record's note for people (title, explain, expect) as JSON


def size(value: object) -> int:
    """The characters of ``value`` written as compact JSON, as ``jsontext.dumps`` writes it (what a save spends)."""
    return len(json.dumps(value, separators=(",", ":"), ensure_ascii=False))


def within(value: object, limit: int, what: str) -> None:
    """RuleError naming ``what`` if ``value`` takes more than ``limit`` characters as JSON."""
    n = size(value)
    if n > limit:
        raise RuleError(f"the {what} is too big ({n:,} characters; at most {limit:,})")


def moves_within(count: int, what: str = "game record") -> None:
    """RuleError if a ``what`` holds more moves than any game may have."""
    if count > MOVES:
        raise RuleError(f"the {what} has {count:,} moves; no game has more than {MOVES:,}")
