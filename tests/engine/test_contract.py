"""The engine's JSON contract is written once, in js/engine/types.js (the JSDoc types that tsc holds the page to);
this test holds the engine's real answers to it, key by key and type by type: every key an answer has is declared
there, with a type its value fits, and every key declared required is in every answer. Views of every game and
variant are taken at every kind of decision that seeded random games reach, by every seat and by a spectator
(skipped inside Pyodide, which mounts tests/ only)."""

import json
import re
from pathlib import Path

import pytest

from tilegames import GAMES, api, new_game
from tilegames.rng import Rng

TYPES = Path(__file__).resolve().parents[2] / "js" / "engine" / "types.js"
if not TYPES.exists():
    pytest.skip("js/ is not here (the engine suite inside Pyodide)", allow_module_level=True)


# --- reading types.js: its typedefs as small type trees ------------------------------------------------------------
# A type is ("name", text) for a primitive or a typedef's name, ("lit", value), ("array", t), ("tuple", [t, ...]),
# ("map", t) for Object<string, t>, ("union", [t, ...]), ("and", [t, ...]) or ("object", {key: (t, optional)}).
class Reader:
    """A recursive-descent reader of the JSDoc type expressions types.js uses."""

    TOKEN = re.compile(r'\s*(Object<string,|import\("[^"]*"\)\.|"[^"]*"|[A-Za-z_$][\w$]*|\[\]|\?:|[{}\[\]()<>,:|&])')

    def __init__(self, text: str):
        self.tokens, at = [], 0
        text = text.strip()
        while at < len(text):
            m = self.TOKEN.match(text, at)
            assert m, f"cannot read the type {text!r} at {text[at:]!r}"
            self.tokens.append(m.group(1))
            at = m.end()
            while at < len(text) and text[at].isspace():
                at += 1
        self.i = 0

    def peek(self):
        return self.tokens[self.i] if self.i < len(self.tokens) else None

    def take(self, expected=None):
        token = self.peek()
        assert expected is None or token == expected, f"expected {expected!r}, found {token!r} in {self.tokens}"
        self.i += 1
        return token

    def whole(self):
        t = self.union()
        assert self.peek() is None, f"left over: {self.tokens[self.i :]}"
        return t

    def union(self):
        parts = [self.both()]
        while self.peek() == "|":
            self.take()
            parts.append(self.both())
        return parts[0] if len(parts) == 1 else ("union", parts)

    def both(self):
        parts = [self.postfix()]
        while self.peek() == "&":
            self.take()
            parts.append(self.postfix())
        return parts[0] if len(parts) == 1 else ("and", parts)

    def postfix(self):
        t = self.primary()
        while self.peek() == "[]":
            self.take()
            t = ("array", t)
        return t

    def primary(self):
        token = self.take()
        if token == "(":
            t = self.union()
            self.take(")")
            return t
        if token == "Object<string,":
            t = self.union()
            self.take(">")
            return ("map", t)
        if token == "[":
            items = [self.union()]
            while self.peek() == ",":
                self.take()
                items.append(self.union())
            self.take("]")
            return ("tuple", items)
        if token == "{":
            keys = {}
            while self.peek() != "}":
                key = self.take()
                optional = self.take() == "?:"
                keys[key] = (self.union(), optional)
                if self.peek() == ",":
                    self.take()
            self.take("}")
            return ("object", keys)
        if token.startswith('"'):
            return ("lit", token[1:-1])
        if token.startswith("import("):
            return ("name", self.take())
        return ("name", token)


def braced(text: str, at: int) -> tuple[str, int]:
    """The text inside the braces that open at ``text[at]``, and the index after them."""
    depth = 0
    for i in range(at, len(text)):
        depth += {"{": 1, "}": -1}.get(text[i], 0)
        if depth == 0:
            return text[at + 1 : i], i + 1
    raise AssertionError(f"unclosed brace at {at}")


def typedefs() -> dict:
    """Every typedef of types.js by name, as a type tree."""
    out = {}
    for block in re.findall(r"/\*\*(.*?)\*/", TYPES.read_text(encoding="utf-8"), re.S):
        text = re.sub(r"^\s*\* ?", "", block, flags=re.M)
        at = text.find("@typedef")
        if at < 0:
            continue
        body, end = braced(text, text.index("{", at))
        name = re.match(r"\s*(\w+)", text[end:]).group(1)
        if body.strip() != "object":
            out[name] = Reader(body).whole()
            continue
        keys = {}
        for m in re.finditer(r"@property\s*(?=\{)", text):
            kind, end = braced(text, m.end())
            key = re.match(r"\s*(\[?)(\w+)", text[end:])
            keys[key.group(2)] = (Reader(kind).whole(), bool(key.group(1)))
        out[name] = ("object", keys)
    return out


DEFS = typedefs()


# --- holding a value to a type -------------------------------------------------------------------------------------
def problems(value, t, path: str) -> list[str]:
    """What is wrong with ``value`` as type ``t`` (nothing: it fits), each with where."""
    kind, arg = t
    if kind == "name":
        prims = {
            "number": lambda v: isinstance(v, (int, float)) and not isinstance(v, bool),
            "string": lambda v: isinstance(v, str),
            "boolean": lambda v: isinstance(v, bool),
            "null": lambda v: v is None,
            "object": lambda v: isinstance(v, dict),
            "any": lambda v: True,
        }
        if arg in prims:
            return [] if prims[arg](value) else [f"{path}: {json.dumps(value)[:60]} is not a {arg}"]
        assert arg in DEFS, f"{path}: types.js has no typedef {arg}"
        return problems(value, DEFS[arg], path)
    if kind == "lit":
        return [] if value == arg else [f"{path}: {value!r} is not {arg!r}"]
    if kind == "union":
        found = [problems(value, part, path) for part in arg]
        return [] if any(not p for p in found) else min(found, key=len)
    if kind == "array":
        if not isinstance(value, list):
            return [f"{path}: not a list"]
        return [p for i, v in enumerate(value) for p in problems(v, arg, f"{path}[{i}]")]
    if kind == "tuple":
        if not isinstance(value, list) or len(value) != len(arg):
            return [f"{path}: not a list of {len(arg)}"]
        return [p for i, (v, item) in enumerate(zip(value, arg)) for p in problems(v, item, f"{path}[{i}]")]
    if kind == "map":
        if not isinstance(value, dict):
            return [f"{path}: not an object"]
        return [p for k, v in value.items() for p in problems(v, arg, f"{path}.{k}")]
    keys = fields(t)
    if not isinstance(value, dict):
        return [f"{path}: not an object"]
    out = [f"{path}.{k}: not declared in types.js" for k in value if k not in keys]
    out += [
        f"{path}.{k}: declared required, missing"
        for k, (_, optional) in keys.items()
        if not optional and k not in value
    ]
    out += [p for k, v in value.items() if k in keys for p in problems(v, keys[k][0], f"{path}.{k}")]
    return out


def fields(t) -> dict:
    """The keys of an object type (an intersection's from all its parts)."""
    kind, arg = t
    if kind == "name":
        return fields(DEFS[arg])
    if kind == "and":
        return {k: v for part in arg for k, v in fields(part).items()}
    assert kind == "object", t
    return arg


def summary(wrong: list[str]) -> str:
    """The problems found, each kind once (list indices and map keys left out), with how often it was met."""
    kinds: dict[str, int] = {}
    for p in wrong:
        p = re.sub(
            r"\[\d+\]",
            "[]",
            re.sub(r"^(view \d+/\w+|tileset \w+|judge \w+|review_next \w+)", lambda m: m.group(1).split()[0], p),
        )
        p = re.sub(r"\.(tiles|by_tile|supply|by_kind|piles)\.\w+", r".\1.*", p)
        kinds[p] = kinds.get(p, 0) + 1
    return "\n".join(f"{p} ({n}x)" for p, n in kinds.items())


def held(answer: str, name: str, where: str) -> list[str]:
    """What is wrong with api's JSON ``answer`` as types.js's ``name``."""
    return problems(json.loads(answer), ("name", name), where)


# --- the engine's answers ------------------------------------------------------------------------------------------
def variant_sets(name: str) -> list[list[str]]:
    names = [v.name for v in GAMES[name].variants]
    return [[]] + [[v] for v in names] + ([names] if len(names) > 1 else [])


CASES = [(name, variants) for name in GAMES for variants in variant_sets(name)]


@pytest.mark.parametrize("name, variants", CASES, ids=[f"{n}[{','.join(v)}]" for n, v in CASES])
def test_every_view_of_seeded_games_is_what_types_js_says(name, variants):
    low, high = GAMES[name].players
    kinds, wrong = set(), []
    for seed, players in ((1, low), (2, high)):
        players_setup = [
            {"name": f"P{i}", "color": "#123456", "type": "human" if i else "computer", "level": "easy"}
            for i in range(players)
        ]
        setup = {"game": name, "variants": variants, "players": players_setup, "seed": seed}
        wrong += held(api.new_game(json.dumps(setup)), "View", "new_game")
        game = new_game({k: v for k, v in setup.items() if k != "seed"}, seed)
        rng = Rng(seed)
        while True:
            for seat in [None, *range(players)]:
                view = game.view(seat)
                kinds.add((view.get("phase"), "question" in view, bool(view["placements"]), view["over"]))
                wrong += problems(json.loads(json.dumps(view)), ("name", "View"), f"view {len(game.moves)}/{seat}")
            if game.is_over():
                break
            game.play(game.random_move(rng))
        record = {"setup": game.setup, "seed": seed, "moves": game.moves}
        wrong += held(api.replay_at(json.dumps(record), json.dumps(len(game.moves) // 2)), "ReplayView", "replay_at")
        api.load(json.dumps(record))
        wrong += held(api.scores_over_game(), "ScoresOverGame", "scores_over_game")
        for t in game.view(None)["board"][:6]:
            for segment in range(3):
                where = {"x": t["x"], "y": t["y"], "segment": segment}
                if name == "carmela":
                    where["map"] = 0
                try:
                    found = json.loads(api.feature_at(json.dumps(where)))
                except Exception:
                    continue  # a tile with fewer segments
                wrong += [p for f in found["features"] for p in problems(f, ("name", "Feature"), "feature_at")]
    assert not wrong, summary(wrong)
    assert any(over for *_, over in kinds) and any(placing for _, _, placing, _ in kinds)
    if name == "carmela":  # every kind of Carmela's decisions (the shaman's question: a test of its own below)
        assert {phase for phase, *_ in kinds} >= {"flip", "decide", "place", "over"}


def test_the_shamans_question_is_what_types_js_says():
    # Random games seldom draw the shaman (a bonus tile): this record's player is asked on drawing it.
    record = json.loads((Path(__file__).parent / "fixtures" / "hunters_shaman.json").read_text())
    seats = [{**p, "color": "#123456", "type": "human"} for p in record["setup"]["players"]]  # as the page sets up
    game = new_game({**record["setup"], "players": seats}, record["seed"])
    wrong, asked = [], 0
    for move in record["moves"]:
        for seat in [None, *range(len(game.setup["players"]))]:
            view = json.loads(json.dumps(game.view(seat)))
            asked += "question" in view
            wrong += problems(view, ("name", "View"), f"view {len(game.moves)}/{seat}")
        game.play(game.parse_move(move))
    assert asked and not wrong, summary(wrong)


def test_the_catalog_and_tilesets_are_what_types_js_says():
    wrong = held(api.catalog(), "Catalog", "catalog")
    for name, variants in CASES:
        wrong += held(api.tileset(json.dumps({"game": name, "variants": variants})), "Tileset", f"tileset {name}")
    assert not wrong, summary(wrong)


def test_a_review_and_a_judgement_are_what_types_js_says():
    wrong = []
    for name in GAMES:
        game = new_game({"game": name}, 3)
        rng = Rng(3)
        for _ in range(6):
            game.play(game.random_move(rng))
        record = {"setup": game.setup, "seed": 3, "moves": game.moves}
        api.load(json.dumps(record))
        move = game.legal_moves()[0]
        wrong += held(api.judge(json.dumps(str(move))), "Judged", f"judge {name}")
        api.review_start(json.dumps(record))
        wrong += held(api.review_next(), "MoveReview", f"review_next {name}")
    assert not wrong, summary(wrong)


def test_a_key_the_types_do_not_declare_is_found():
    # The check must be able to fail: an undeclared key, a missing required one and a wrong type are all named.
    seats = [{"name": n, "color": "#123456", "type": "human"} for n in ("Ann", "Bo")]
    view = json.loads(api.new_game(json.dumps({"game": "carcassonne", "seed": 1, "players": seats})))
    assert problems(view, ("name", "View"), "v") == []
    view["surprise"] = 1
    view["players"][0]["score"] = "many"
    del view["hand"]
    found = problems(view, ("name", "View"), "v")
    assert "v.surprise: not declared in types.js" in found
    assert "v.hand: declared required, missing" in found
    assert any(p.startswith("v.players[0].score:") for p in found)
