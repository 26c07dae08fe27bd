"""Compact share codes for game records, small enough for a URL fragment.

A code is ``c3.<setup>.<moves>.<check>``: the setup and seed as base64url JSON; each move as its index among the
legal moves of its turn (in ``Game.legal_moves`` order), written as base64url varints (a 71-move game takes about
100 characters); then, in base64url, the number of moves, whether the code is a turn link's (a seat follows it in
the link) and the first 6 bytes of the SHA-256 of the code before it and of those two. A code that was changed, cut or added to is
refused: the check no longer matches (a chance of 1 in 2**48 that damage goes unseen), or the moves are not the
number it says. Decoding also replays the game, so a code that is not a legal game is refused.
Older codes had no check: ``c2`` (2026-11) is read as it was written, ``c1`` (before) through ``legacy``; both
open with a word that they could not be checked.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
from collections.abc import Iterator

from . import limits
from .errors import RuleError
from .jsontext import dumps, loads
from .legacy import replay_c1
from .protocol import Game
from .record import new_game, replay

PREFIX = "c3"
OLDER = ("c2", "c1")  # prefixes still read, without a check
DIGEST = 6  # bytes of SHA-256 in the check
_HIGH = bytes(range(0x80, 0x100))  # the bytes of a varint that say more follow
KINDS = ("share", "turn")  # a share link's code, a turn link's (the link names the seat after it)


def _b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


def _unb64(text: str) -> bytes:
    try:
        return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
    except (binascii.Error, ValueError):
        raise RuleError("the share code is damaged (not base64url)") from None


def _varint(n: int) -> bytes:
    out = bytearray()
    while True:
        byte, n = n & 0x7F, n >> 7
        out.append(byte | (0x80 if n else 0))
        if not n:
            return bytes(out)


def _digest(text: str, count: int, kind: int) -> bytes:
    """The check's digest: of the code before it, and of what the check itself says (moves, kind)."""
    return hashlib.sha256(f"{text}.{count}.{kind}".encode()).digest()[:DIGEST]


def encode(game: Game, kind: str = "share") -> str:
    """The share code of a game: its setup, seed and every move so far, checked; ``kind`` "turn" for a turn link's."""
    if kind not in KINDS:
        raise RuleError(f"a share code is of kind {' or '.join(KINDS)}, not {kind!r}")
    head = dumps({"setup": game.setup, "seed": game.seed})
    again = new_game(game.setup, game.seed)
    out = bytearray()
    for text in game.moves:
        out += _varint([str(m) for m in again.legal_moves()].index(text))
        again.play(text)
    text = f"{PREFIX}.{_b64(head.encode())}.{_b64(bytes(out))}"
    check = _varint(len(game.moves)) + bytes([KINDS.index(kind)]) + _digest(text, len(game.moves), KINDS.index(kind))
    return f"{text}.{_b64(check)}"


def decode(code: str) -> dict:
    """The game record (setup, seed, moves) of a share code; RuleError says what is wrong with it."""
    record: dict = read(code)["record"]
    return record


def read(code: str) -> dict:
    """{record, kind ("share" or "turn"), checked (False for a code of a version without a check)} of a share code;
    RuleError says what is wrong with it."""
    if not isinstance(code, str) or code.count(".") not in (2, 3):
        raise RuleError(f"this is not a game share code (expected {PREFIX}.<setup>.<moves>.<check>)")
    parts = code.strip().split(".")
    prefix = parts[0]
    if prefix != PREFIX and prefix not in OLDER:
        raise RuleError(f"unknown share code version {prefix!r}")
    if (prefix == PREFIX) != (len(parts) == 4):
        raise RuleError("the share code is damaged (a part is missing or added)")
    head, body = parts[1], parts[2]
    expected = _check(parts) if prefix == PREFIX else None
    try:
        info = loads(_unb64(head).decode(), "share code's setup")
    except (UnicodeDecodeError, RuleError):
        raise RuleError("the share code is damaged (its setup is unreadable)") from None
    if not isinstance(info, dict) or "setup" not in info or "seed" not in info:
        raise RuleError("the share code is damaged (no setup or seed)")
    unknown = sorted(set(info) - {"setup", "seed"}, key=str)
    if unknown:
        raise RuleError(f"the share code is damaged (unknown key {unknown[0]!r})")
    data = _unb64(body)
    count = len(data.translate(None, _HIGH))  # a move's varint ends at its one byte below 0x80
    if expected is not None:
        limits.moves_within(expected[0], "share code")
    limits.moves_within(count, "share code")  # before any replay: a code at the text limit holds 700,000 moves
    game = new_game(info["setup"], info["seed"])
    indices = _indices(data, game)
    if prefix == "c1":
        replay_c1(game, indices, RuleError)
        return {"record": game.record(), "kind": "share", "checked": False}
    for index in indices:
        moves = game.legal_moves()
        if index >= len(moves):
            raise RuleError(f"the share code is damaged (move {len(game.moves) + 1} is not a legal move)")
        game.play(moves[index])
    if expected is None:
        return {"record": game.record(), "kind": "share", "checked": False}
    count, kind = expected
    if len(game.moves) != count:
        raise RuleError(f"the share code is damaged (it holds {len(game.moves)} moves, not the {count} it says)")
    return {"record": game.record(), "kind": kind, "checked": True}


def _check(parts: list[str]) -> tuple[int, str]:
    """(number of moves, kind) a c3 code's check part says, once its digest matches the rest of the code."""
    data = _unb64(parts[3])
    count = shift = i = 0
    while True:
        if i >= len(data) or shift > 28:
            raise RuleError("the share code is damaged (its check is unreadable)")
        byte = data[i]
        i += 1
        count |= (byte & 0x7F) << shift
        shift += 7
        if not byte & 0x80:
            break
    if (
        len(data) != i + 1 + DIGEST
        or data[i] >= len(KINDS)
        or data[i + 1 :] != _digest(".".join(parts[:3]), count, data[i])
    ):
        raise RuleError("the share code is damaged (its check does not match: a character was changed, lost or added)")
    return count, KINDS[data[i]]


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
