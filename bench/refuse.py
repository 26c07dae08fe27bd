"""How long the engine takes to refuse the biggest inputs a page can hand it: a share link and a game record at the
1,000,000-character text limit, each holding a legal Carmela game that never ends (every flip a miss), and a setup
with one player field of that size. Prints one line per input: what happened and the milliseconds it took.

Run: python3 bench/refuse.py [--runs N]  (CPython; the engine is the same code in Pyodide, about 3x slower there)
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

from tilegames import RuleError, api, share  # noqa: E402
from tilegames.jsontext import TEXT_LIMIT  # noqa: E402

SETUP = {"game": "carmela", "players": 2}  # seed 0: the first two squares never match, so "flip 0" always misses


def biggest_link() -> str:
    """A c3 share code just under the text limit whose moves are all "the first legal move": an endless table."""
    head = share._b64(json.dumps({"setup": SETUP, "seed": 0}, separators=(",", ":")).encode())
    room = TEXT_LIMIT - 2 - len(head) - 40  # quotes of the JSON string, the prefix, the check
    count = room * 3 // 4  # base64 writes 3 bytes in 4 characters; each move is one byte (index 0)
    text = f"{share.PREFIX}.{head}.{share._b64(bytes(count))}"
    check = share._varint(count) + bytes([0]) + share._digest(text, count, 0)
    return json.dumps(f"{text}.{share._b64(check)}")


def biggest_record() -> str:
    """A game record just under the text limit: the same endless table as moves by name."""
    moves, size = [], 100
    while size < TEXT_LIMIT - 20:
        move = f"flip {len(moves) % 2}"  # flip 0, flip 1: a miss, and the next player does the same
        moves.append(move)
        size += len(move) + 3
    return json.dumps({"setup": SETUP, "seed": 0, "moves": moves}, separators=(",", ":"))


def big_field() -> str:
    """A setup whose one extra player field fills the text limit."""
    pad = "x" * (TEXT_LIMIT - 200)
    return json.dumps({"game": "carcassonne", "players": [{"name": "Ann", "motto": pad}, {"name": "Bo"}]})


def timed(call, *args, runs: int) -> tuple[str, float]:
    """What ``call`` did (its error's start, or "accepted") and its median time in ms over ``runs`` runs."""
    times, outcome = [], ""
    for _ in range(runs):
        start = time.perf_counter()
        try:
            call(*args)
            outcome = "accepted"
        except RuleError as e:
            outcome = f"refused: {str(e)[:90]}"
        except Exception as e:  # noqa: BLE001 - a crash is the finding, not a reason to stop
            outcome = f"CRASHED {type(e).__name__}: {str(e)[:80]}"
        times.append((time.perf_counter() - start) * 1000)
    return outcome, statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    link, record, setup = biggest_link(), biggest_record(), big_field()
    api.new_game(json.dumps({"players": 2, "seed": 1}))
    for name, call, text in (
        ("biggest link, open_share", api.open_share, link),
        ("biggest link, decode_share", api.decode_share, link),
        ("biggest record, load", api.load, record),
        ("biggest record, movers", api.movers, record),
        ("biggest record, replay_at", lambda r: api.replay_at(r, "3"), record),
        ("biggest record, review_start", api.review_start, record),
        ("setup with a 1 MB player field, new_game", api.new_game, setup),
    ):
        outcome, ms = timed(call, text, runs=args.runs)
        print(f"{name:44} {len(text):>9,} chars  {ms:9.1f} ms  {outcome}")


if __name__ == "__main__":
    main()
