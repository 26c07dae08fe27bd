"""Compact share codes for game records, small enough for a URL fragment.

A code is ``c1.<setup>.<moves>``: the setup and seed as base64url JSON, then each move as its index among the
legal moves of its turn (in ``Game.legal_moves`` order), written as base64url varints. A 71-move game takes
about 100 characters of moves. Decoding replays the game, so a code that is not a legal game is refused.
"""

from __future__ import annotations

import base64
import binascii
import json

from .errors import RuleError
from .game import Game, replay

PREFIX = "c1"


def _b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


def _unb64(text: str) -> bytes:
    try:
        return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
    except (binascii.Error, ValueError):
        raise RuleError("the share code is damaged (not base64url)") from None


def encode(game: Game) -> str:
    """The share code of a game: its setup, seed and every move so far."""
    head = json.dumps({"setup": game.setup, "seed": game.seed}, separators=(",", ":"), ensure_ascii=False)
    again = Game(game.setup, game.seed)
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
        raise RuleError("this is not a game share code (expected c1.<setup>.<moves>)")
    prefix, head, body = code.strip().split(".")
    if prefix != PREFIX:
        raise RuleError(f"unknown share code version {prefix!r}")
    try:
        info = json.loads(_unb64(head).decode())
    except (UnicodeDecodeError, json.JSONDecodeError):
        raise RuleError("the share code is damaged (its setup is unreadable)") from None
    if not isinstance(info, dict) or "setup" not in info or "seed" not in info:
        raise RuleError("the share code is damaged (no setup or seed)")
    game = Game(info["setup"], info["seed"])
    data = _unb64(body)
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
            if not byte & 0x80:
                break
        moves = game.legal_moves()
        if index >= len(moves):
            raise RuleError(f"the share code is damaged (move {len(game.moves) + 1} is not a legal move)")
        game.play(moves[index])
    return game.record()


def load(code: str) -> Game:
    """The game a share code describes."""
    return replay(decode(code))
