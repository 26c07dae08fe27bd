"""Bad input through the engine's JSON facade, counted: each input is a real game's record, share code, setup or move
a few random edits away (characters replaced, dropped or added), or an oversized part, handed to the call that reads
it. Prints, per kind, how many inputs were accepted, refused with a RuleError, refused with anything else (a crash
a page would show as an uncaught error), and refused while changing the current game (data lost).

Run: python3 bench/fuzz.py [--inputs N] [--seed S]   (CPython; the same seed gives the same inputs)
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

from tilegames import RuleError, api  # noqa: E402

SETUPS = (
    {"players": 3, "variants": ["river", "abbot", "sightseeing"], "seed": 11},
    {"game": "hunters", "players": 3, "seed": 105},
    {"game": "carmela", "players": 2, "seed": 4},
)
CALLS = {  # kind of input -> the facade calls that read it
    "record": ("load", "movers", "share_record"),
    "share code": ("decode_share", "open_share"),
    "setup": ("new_game", "tileset"),
    "move": ("play", "explain"),
}


def games(rng: random.Random) -> list[dict]:
    """A record, a share code (where the game allows one), a setup and a legal move of each game, 12 moves in."""
    out = []
    for setup in SETUPS:
        view = json.loads(api.new_game(json.dumps(setup)))
        for _ in range(12):
            moves = [o["move"] for p in view["placements"] for o in p["options"]] or [
                m["move"] for m in (view.get("question") or {}).get("answers", [])
            ]
            if not moves:  # Carmela's grid: the engine's own list
                moves = [json.loads(api.suggest('"easy"'))]
            view = json.loads(api.play(json.dumps(rng.choice(moves))))
        record = json.loads(api.record())
        texts = {
            "record": json.dumps(record),
            "setup": json.dumps(setup),
            "move": json.dumps(json.loads(api.suggest('"easy"'))),
        }
        if setup.get("game") != "carmela":  # a memory game in progress has no share code
            texts["share code"] = api.share()
        out.append({"record": record, "texts": texts})
    return out


def edited(text: str, rng: random.Random) -> str:
    """``text`` after 1 to 4 random edits."""
    for _ in range(rng.randint(1, 4)):
        i = rng.randrange(len(text) + 1)
        ch = (
            rng.choice('{}[]",:.0123456789 abcdefghijklmnopqrstuvwxyzHKD-_\\\u00e9\u3042')
            if rng.random() < 0.9
            else chr(rng.randrange(0x20, 0x3000))
        )
        op = rng.choice("rda")
        text = (
            text[:i] + ch + text[i + 1 :]
            if op == "r"
            else text[:i] + text[i + 1 :]
            if op == "d"
            else text[:i] + ch + text[i:]
        )
    return text


def oversized(kind: str, text: str, rng: random.Random) -> str:
    """``text`` with one part grown far past any real size."""
    n = rng.choice((1_000, 50_000, 600_000))
    value = json.loads(text)
    if kind == "record":
        value["moves"] = value["moves"] * (n // max(1, len(value["moves"])) + 1)
    elif kind == "setup":
        value["players"] = [{"name": "Ann", "motto": "x" * n}, {"name": "Bo"}]
    elif kind == "move":
        value = value + " " + "9" * n
    else:  # a share code: its moves part repeated
        head, moves, *rest = value.split(".")[1:]
        value = ".".join(["c3", head, moves * (n // max(1, len(moves)) + 1), *rest])
    return json.dumps(value)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--inputs", type=int, default=7_000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    made = games(rng)
    tally: dict[str, Counter] = {kind: Counter() for kind in CALLS}
    for n in range(args.inputs):
        game = made[n % len(made)]
        kind = rng.choice([k for k in CALLS if k in game["texts"]])
        source = game["texts"][kind]
        text = oversized(kind, source, rng) if rng.random() < 0.05 else edited(source, rng)
        api.load(json.dumps(game["record"]))
        before = api.record(), api.view()
        for call in CALLS[kind]:
            try:
                getattr(api, call)(text)
                outcome = "accepted"
            except RuleError:
                outcome = "refused"
            except Exception:  # noqa: BLE001 - the finding: what a page would show as an uncaught error
                outcome = "crashed"
            changed = outcome != "accepted" and (api.record(), api.view()) != before
            tally[kind]["changed the game" if changed else outcome] += 1
            if outcome == "accepted":
                api.load(json.dumps(game["record"]))
                before = api.record(), api.view()
    total: Counter = Counter()
    for kind, counts in tally.items():
        total.update(counts)
        print(
            f"{kind:11} {sum(counts.values()):6,} calls: " + ", ".join(f"{k} {v:,}" for k, v in sorted(counts.items()))
        )
    print(f"{'all':11} {sum(total.values()):6,} calls: " + ", ".join(f"{k} {v:,}" for k, v in sorted(total.items())))


if __name__ == "__main__":
    main()
