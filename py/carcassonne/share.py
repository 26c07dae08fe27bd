"""Compact share codes for game records, small enough for a URL fragment.

A code is ``c2.<setup>.<moves>``: the setup and seed as base64url JSON, then each move as its index among the
legal moves of its turn (in ``Game.legal_moves`` order), written as base64url varints. A 71-move game takes
about 100 characters of moves. Decoding replays the game, so a code that is not a legal game is refused.
Codes written before 2026-11 (``c1``) numbered the moves of an older list; ``legacy`` reads them.
"""

from __future__ import annotations

import base64
import binascii
from collections.abc import Iterator

from .errors import RuleError
from .jsontext import dumps, loads
from .legacy import replay_c1
from .protocol import Game
from .record import new_game, replay

PREFIX = "c2"
OLDER = ("c1",)  # prefixes still read


def _b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


def _unb64(text: str) -> bytes:
    try:
        return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
    except (binascii.Error, ValueError):
        raise RuleError("the share code is damaged (not base64url)") from None


def encode(game: Game) -> str:
    """The share code of a game: its setup, seed and every move so far."""
    head = dumps({"setup": game.setup, "seed": game.seed})
    again = new_game(game.setup, game.seed)
    out = bytearray()
    for text in game.moves:
        index = [str(m) for m in again.legal_moves()].index(text)
        while True:
            byte, index = index & 0x7F, index >> 7
            out.append(byte | (0x80 if index else 0))
            if not index:
                break
        again.play(text)
    return f"{PREFIX}.{_b64(head.encode())}.{_b64(bytes(out))}"


def decode(code: str) -> dict:
    """The game record (setup, seed, moves) of a share code; RuleError says what is wrong with it."""
    if not isinstance(code, str) or code.count(".") != 2:
        raise RuleError(f"this is not a game share code (expected {PREFIX}.<setup>.<moves>)")
    prefix, head, body = code.strip().split(".")
    if prefix != PREFIX and prefix not in OLDER:
        raise RuleError(f"unknown share code version {prefix!r}")
    try:
        info = loads(_unb64(head).decode(), "share code's setup")
    except (UnicodeDecodeError, RuleError):
        raise RuleError("the share code is damaged (its setup is unreadable)") from None
    if not isinstance(info, dict) or "setup" not in info or "seed" not in info:
        raise RuleError("the share code is damaged (no setup or seed)")
    unknown = sorted(set(info) - {"setup", "seed"}, key=str)
    if unknown:
        raise RuleError(f"the share code is damaged (unknown key {unknown[0]!r})")
    game = new_game(info["setup"], info["seed"])
    indices = _indices(_unb64(body), game)
    if prefix != PREFIX:
        replay_c1(game, indices, RuleError)
        return game.record()
    for index in indices:
        moves = game.legal_moves()
        if index >= len(moves):
            raise RuleError(f"the share code is damaged (move {len(game.moves) + 1} is not a legal move)")
        game.play(moves[index])
    return game.record()


def _indices(data: bytes, game: Game) -> Iterator[int]:
    """The move numbers written in ``data`` (varints), read as they are needed; ``game`` names a damaged one."""
    i = 0
    while i < len(data):
        index = shift = 0
        while True:
            if i >= len(data):
                raise RuleError("the share code is damaged (it ends inside a move)")
            byte = data[i]
            i += 1
            index |= (byte & 0x7F) << shift
            shift += 7
            if shift > 28:  # no turn has 2**28 legal moves: a longer number is damage, not a move
                raise RuleError(f"the share code is damaged (move {len(game.moves) + 1} is not a legal move)")
            if not byte & 0x80:
                break
        yield index


def load(code: str) -> Game:
    """The game a share code describes."""
    return replay(decode(code))
