"""The engine as a family engine: a core that names no game, map layers, named piles and hooks, views that hide.

The layer and pile tests build a small made-up game from the core alone (rivers cut by lakes for fishers but
joined through them for huts, a bonus pile granted on completion), to show that a new game needs no change to
the core or to another game.
"""

import ast
import io
import json
import os
import subprocess
import sys
import tokenize
from pathlib import Path

import pytest

import tilegames
from conftest import FIXTURES
from tilegames import RuleError, api, share
from tilegames.board import Layer
from tilegames.maprules import MapRules
from tilegames.rng import Rng
from tilegames.rules import Kind, PieceRule, Plugin, Ruleset
from tilegames.tilegame import TileGame
from tilegames.tiles import Vocabulary, parse_counts, parse_tiles

PACKAGE = Path(tilegames.__file__).parent
CORE = sorted(p for p in PACKAGE.glob("*.py"))
# Words of the games: their names, variants, feature kinds, pieces and tokens.
GAME_WORDS = {
    "carcassonne",
    "hunters",
    "carmela",
    "river",
    "abbot",
    "sightseeing",
    "city",
    "cities",
    "road",
    "field",
    "cloister",
    "garden",
    "lake",
    "forest",
    "meadow",
    "meeple",
    "tourist",
    "landmark",
    "pennant",
    "farmer",
    "knight",
    "thief",
    "monk",
    "fisher",
    "hut",
    "recall",
}


def _code_words(path: Path) -> set[str]:
    """The names and string contents of a module's code (docstrings and comments left out: they may give examples)."""
    source = path.read_text(encoding="utf-8")
    docstrings = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef)) and ast.get_docstring(node) is not None:
            docstrings.add(node.body[0].lineno)
    stdlib = {
        name
        for node in ast.walk(ast.parse(source))
        if isinstance(node, ast.ImportFrom) and not node.level
        for a in node.names
        for name in (a.name, a.asname)
    }  # dataclasses' field is no game's field
    words = set()
    for tok in tokenize.generate_tokens(io.StringIO(source).readline):
        if tok.type == tokenize.NAME and tok.string not in stdlib:
            words.add(tok.string.lower())
        elif tok.type == tokenize.STRING and tok.start[0] not in docstrings:
            words.update(w.lower() for w in "".join(c if c.isalnum() else " " for c in tok.string).split())
    return words


@pytest.mark.parametrize("path", CORE, ids=lambda p: p.name)
def test_the_shared_core_names_no_game_variant_or_feature_kind(path):
    if path.name in ("__init__.py", "__main__.py") or path.name == "api.py":
        pytest.skip("the package's front doors: checked for imports below")
    assert _code_words(path) & GAME_WORDS == set()


def _imports(path: Path) -> set[str]:
    """The package modules that ``path`` imports when it runs (as dotted names under tilegames); imports under
    ``if TYPE_CHECKING:`` are left out: only the type checker reads them."""
    rel = path.relative_to(PACKAGE.parent).with_suffix("")
    parts = list(rel.parts)
    if parts[-1] == "__init__":
        parts = parts[:-1]
    package = parts if path.name == "__init__.py" else parts[:-1]
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for_types = {
        id(n)
        for block in ast.walk(tree)
        if isinstance(block, ast.If) and isinstance(block.test, ast.Name) and block.test.id == "TYPE_CHECKING"
        for n in ast.walk(block)
    }
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.level and id(node) not in for_types:
            base = package[: len(package) - node.level + 1]
            target = base + (node.module.split(".") if node.module else [])
            if node.module is None:
                out.update(".".join(target + [a.name]) for a in node.names)
            else:
                out.add(".".join(target))
    return out


def test_no_import_circle_and_only_the_registry_and_its_users_reach_the_games():
    modules = {}
    for path in PACKAGE.rglob("*.py"):
        rel = path.relative_to(PACKAGE.parent).with_suffix("").parts
        name = ".".join(rel[:-1] if rel[-1] == "__init__" else rel)
        modules[name] = _imports(path)
    for name, deps in modules.items():
        if not name.startswith("tilegames.games") and name not in (
            "tilegames",
            "tilegames.__main__",
            "tilegames.api",
            "tilegames.record",
            "tilegames.share",
        ):
            assert not any(d.startswith("tilegames.games") for d in deps), f"{name} reaches into the games"
    # Depth-first search for a cycle among the package's own modules.
    state = {}

    def visit(name, path):
        state[name] = "open"
        for dep in sorted(d for d in modules.get(name, ()) if d in modules):
            assert state.get(dep) != "open", "import circle: " + " -> ".join(path + [dep])
            if dep not in state:
                visit(dep, path + [dep])
        state[name] = "done"

    for name in sorted(modules):
        if name not in state:
            visit(name, [name])


def test_every_game_hook_is_held_by_mypy_to_the_door_it_is_given():
    # A hook whose parameters are unannotated is not checked against rules.Host: mypy let plug-ins read members the
    # door does not have, or a None as a feature. Each hook a game's plug-in overrides is annotated as Plugin's is.
    import inspect

    from tilegames.rules import HOOKS

    def annotations(fn):  # in the order of the parameters, whatever their names
        sig = inspect.signature(fn)
        return [p.annotation for p in sig.parameters.values()], sig.return_annotation

    for name, game in tilegames.GAMES.items():
        tilegames.new_game({"game": name, "variants": [v.name for v in game.variants]}, 1)  # imports its plug-ins
    found = []
    todo = list(Plugin.__subclasses__())
    while todo:
        cls = todo.pop()
        todo += cls.__subclasses__()
        if cls.__module__.startswith("tilegames.games"):
            found.append(cls)
            for hook in ("configure", *HOOKS):
                if hook in vars(cls):
                    own = annotations(vars(cls)[hook])
                    assert own == annotations(getattr(Plugin, hook)), f"{cls.__module__}.{cls.__name__}.{hook}: {own}"
    assert {c.__name__ for c in found} >= {"River", "Abbot", "Sightseeing", "Tribe", "Classic"}


# --- a made-up game built from the core alone -----------------------------------------------------------
WORDS = Vocabulary(edges={"river": True}, area="field", centres=("lake",), tokens={"f": "fish"})
TILES = parse_tiles(
    WORDS,
    """
I  river N S f | field NL WR WL SR | field NR EL ER SL
L  lake f f > N S | river N | river S | field NL WR WL SR | field NR EL ER SL
E  lake > S | river S | field NL NR EL ER SL SR WL WR
F  field NL NR EL ER SL SR WL WR
Q  river N E S W | field NR EL | field ER SL | field SR WL | field WR NL
T  lake > N | lake > S | river N | river S | field NL WR WL SR | field NR EL ER SL
""",
)


def _points(f, board, game):
    return len(f.tiles) + f.count("fish"), "river", {"what": "river"}


class Bonus(Plugin):
    """Completing a river earns the completing player a tile from the bonus pile."""

    def __init__(self, pile):
        self.pile = pile

    def configure(self, rules):
        rules.piles["bonus"] = self.pile

    def completed(self, game, board, feature, player):
        if feature.kind == "river":
            game.grant(player, "bonus")


def made_up_game(start, deck, bonus=None):
    rules = Ruleset(
        tiles=TILES,
        counts=parse_counts("I3 L2 E2 F2"),
        start=start,
        kinds={"river": Kind("river", _points), "lake": Kind("lake"), "field": Kind("field")},
        supply={"tribe": 5, "hut": 2},
        pieces={
            "fisher": PieceRule("tribe", {"river": "fisher"}, blockers=frozenset({"fisher"})),
            "hut": PieceRule("hut", {"river": "hut", "lake": "hut"}, layer="water", blockers=frozenset({"hut"})),
        },
        final_order=[],
        layers=(Layer("water", frozenset({"river", "lake"}), join_links=True),),
    )
    if bonus:
        rules.plugins.append(Bonus(bonus))
        rules.plugins[-1].configure(rules)
    setup = {
        "game": "made-up",
        "variants": [],
        "players": [{"name": "A"}, {"name": "B"}],
        "options": {"deck": deck, "deck_only": True},
    }
    return TileGame(setup, 1, rules)


@pytest.mark.skipif(sys.platform == "emscripten", reason="Pyodide starts no processes: CPython runs this one")
def test_the_engine_imports_a_games_rules_only_once_a_game_of_it_is_started():
    """The page boots into Carcassonne: importing the engine and listing the games leaves the other games' rules,
    turns and computer players unimported (a tenth of the engine's import inside Pyodide), and starting one imports
    them."""
    script = """
import json, sys
from tilegames import api
catalog = json.loads(api.catalog())
before = sorted(sys.modules)
api.new_game(json.dumps({"game": "hunters", "players": [{"name": "A"}, {"name": "B"}]}))
api.new_game(json.dumps({"game": "carmela", "players": [{"name": "A"}, {"name": "B"}]}))
print(json.dumps({"catalog": catalog, "before": before, "after": sorted(sys.modules)}))
"""
    env = dict(os.environ, PYTHONPATH=str(PACKAGE.parent))
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, env=env, check=True)
    got = json.loads(done.stdout)
    later = ["tilegames.games.hunters.rules", "tilegames.games.hunters.tiles", "tilegames.games.carmela.game"]
    assert not [m for m in later if m in got["before"]]
    assert all(m in got["after"] for m in later)
    # The catalog still names every game with its variants, from the registry alone.
    assert got["catalog"]["games"]["hunters"]["variants"] == [{"name": "classic", "title": "Classic rules (2002)"}]
    assert [v["name"] for v in got["catalog"]["games"]["carmela"]["variants"]] == ["any_map"]


def test_tokens_come_from_the_games_words():
    assert TILES["I"].segments[0].count("fish") == 1 and TILES["L"].segments[0].count("fish") == 2
    assert TILES["L"].segments[0].links == (1, 2)  # the lake is linked to both rivers
    with pytest.raises(ValueError, match="unknown feature kind 'city'"):
        parse_tiles(WORDS, "X city N")


def test_a_lake_ends_rivers_for_fishers_but_joins_them_for_huts():
    game = made_up_game("I", ["L", "I", "I"])
    game.play("L 0,1 r0 fisher@river.N")  # the start river and the lake's north river: one river zone
    options = game.options((0, 2), 0)
    assert ("fisher", "river.N") in options  # the lake cut the river: the south zone is free for fishers
    assert ("hut", "river.N") in options  # no hut in this water system yet
    game.play("I 0,2 r0 hut@river.N")
    options = game.options((0, -1), 0)
    assert ("fisher", "river.N") not in options  # joins the zone that holds A's fisher
    assert ("hut", "river.N") not in options  # through the lake this is B's hut's water system
    water = game.board.features("water")
    assert len(water) == 1 and water[0].count("fish") == 1 + 2 + 1  # two rivers and the lake in one system
    assert [p.piece for p in water[0].pieces] == ["hut"]
    assert sorted(p["piece"] for t in game.view(None)["board"] for p in t["pieces"]) == ["fisher", "hut"]


def test_a_completion_hook_grants_a_bonus_tile_from_a_named_pile_to_the_completing_player():
    game = made_up_game("E", ["E", "F"], bonus={"F": 2})
    events = game.play("E 0,1 r2 fisher@river.N")  # lake to lake: the river is complete
    assert [e["points"] for e in events if e["type"] == "score"] == [2]
    assert (game.current_player, game.hand, game.drawn_from) == (0, "F", "bonus")  # A places the bonus tile now
    assert game.view(0)["piles"] == {"main": 1, "bonus": 1}
    game.play(game.legal_moves()[0])
    assert (game.current_player, game.drawn_from) == (1, "main")  # then the turn passes as usual
    again = tilegames.tilegame.TileGame(game.setup, game.seed, game.rules)
    for move in game.moves:
        again.play(move)
    assert again.view(None) == game.view(None)


def test_a_bonus_tile_that_fits_nowhere_is_discarded_and_the_turn_passes_on():
    game = made_up_game("E", ["E", "F"], bonus={"Q": 2})  # Q needs rivers on all four sides: none is open
    game.play("E 0,1 r2")
    assert [e["tile"] for e in game.events if e["type"] == "discard"] == ["Q", "Q"]
    assert (game.current_player, game.hand, game.drawn_from) == (1, "F", "main")


def test_two_lakes_on_a_tile_have_spots_of_their_own():
    spots = TILES["T"].oriented(1).spots
    assert spots[:2] == ["lake.E", "lake.W"] and len(set(spots)) == len(spots)


# --- views that hide -------------------------------------------------------------------------------------
def _midgame(variants=(), players=3, moves=15):
    game = tilegames.new_game({"players": players, "variants": list(variants)}, 5)
    rng = Rng(8)
    for _ in range(moves):
        game.play(game.random_move(rng))
    return game


@pytest.mark.parametrize("variants", [(), ("river", "abbot", "sightseeing")])
def test_games_that_differ_only_in_the_order_of_undrawn_tiles_look_the_same_to_everyone(variants):
    game = _midgame(variants)
    other = tilegames.replay(game.record())
    other.bag.reverse()
    assert other.bag != game.bag
    for player in (None, 0, 1, 2):
        assert json.dumps(other.view(player)) == json.dumps(game.view(player))
    assert game.view(0)["remaining"]["total"] == len(game.bag)  # counts stay public
    world = game.determinize(Rng(3), 1)  # what a computer player searches: another order, the same view
    assert world.bag != game.bag and sorted(world.bag) == sorted(game.bag)
    assert json.dumps(world.view(1)) == json.dumps(game.view(1))


# --- records and links made before the family engine ----------------------------------------------------
BEFORE = json.loads((FIXTURES / "before" / "games_made_by_ae75990.json").read_text(encoding="utf-8"))


@pytest.mark.parametrize("case", BEFORE, ids=lambda c: c["name"])
def test_records_and_share_links_from_before_replay_to_the_same_scores(case):
    game = tilegames.replay(case["record"])
    expect = case["expect"]
    assert game.scores() == expect["scores"] and game.is_over() == expect["over"]
    assert [dict(c) for c in game.by_kind] == expect["by_kind"] and len(game.log) == expect["log_events"]
    assert share.decode(case["share"]) == case["record"]  # an old c1 link
    assert share.encode(game).startswith("c3.") and share.decode(share.encode(game)) == case["record"]


# Hunters & Gatherers games made before every orientation was a move and the shaman asked before its placement
# (9dcfa28, random moves, the shaman's question answered with a return): a c1 link numbers the moves of the old list.
HUNTERS_BEFORE = json.loads((FIXTURES / "before" / "hunters_games_made_by_9dcfa28.json").read_text(encoding="utf-8"))


@pytest.mark.parametrize("case", HUNTERS_BEFORE, ids=lambda c: c["name"])
def test_hunters_records_and_links_from_before_the_new_orientations_open_the_same_game(case):
    game = tilegames.replay(case["record"])
    linked = tilegames.replay(share.decode(case["share"]))
    expect = case["expect"]
    assert linked.moves == game.moves and linked.scores() == game.scores() == expect["scores"]
    assert game.is_over() == expect["over"]
    if expect.get("asked_again"):  # saved while the shaman's question was open: asked again, before the placement
        assert game.question is not None and len(game.moves) == expect["moves"] - 1
    else:
        assert len(game.moves) == expect["moves"]
    assert share.decode(share.encode(game)) == game.record()


# --- bad input found when the engine was tried ----------------------------------------------------------
def test_no_recall_on_a_tile_that_keeps_the_turn():
    game = tilegames.new_game(
        {"players": 2, "variants": ["river", "abbot"], "options": {"deck": ["RJ", "RL", "U"], "deck_only": True}}, 1
    )
    game.play("RJ 1,0 r0 abbot@garden")
    assert game.hand == "RL" and game.keeps_turn("RL")
    assert [str(m) for m in game.legal_moves()] == ["RL 1,1 r1"]  # the lake: no recall, no deploy
    with pytest.raises(RuleError, match="cannot deploy recall"):
        game.play("RL 1,1 r1 recall")
    game.play("RL 1,1 r1")
    assert game.current_player == 1 and any(str(m).endswith("recall") for m in game.legal_moves()) is False


def test_a_huge_player_count_is_refused_before_anything_is_built():
    with pytest.raises(RuleError, match="2 to 5 players, not 10000000"):
        tilegames.new_game({"players": 10**7}, 1)
    with pytest.raises(RuleError, match="2 to 5 players, not 10000000"):
        api.load(json.dumps({"setup": {"players": 10**7}, "seed": 1, "moves": []}))


@pytest.mark.parametrize(
    "call, text, message",
    [
        (api.load, "[" * 100_000, "nested too deeply"),
        (api.new_game, '{"players": ' + "[" * 50_000, "nested too deeply"),
        (api.play, json.dumps("K " + "9" * 5000 + ",0 r0"), "the move is too long"),
        (api.new_game, json.dumps({"players": 2, "options": {"decks": []}}), "unknown option 'decks'"),
        (
            api.load,
            json.dumps({"setup": {"players": 2}, "seed": 1, "moves": [], "comment": "x"}),
            "unknown key 'comment'",
        ),
    ],
)
def test_bad_input_gets_a_clear_error_and_changes_nothing(call, text, message):
    api.new_game(json.dumps({"players": 2, "seed": 4}))
    api.play(json.dumps(json.loads(api.view())["placements"][0]["options"][0]["move"]))
    before = api.record(), api.view()
    with pytest.raises(RuleError, match=message):
        call(text)
    assert (api.record(), api.view()) == before


def test_a_record_that_stacks_the_deck_says_so():
    game = tilegames.new_game({"players": 2, "options": {"deck": ["E"]}}, 1)
    assert game.view(0)["stacked_deck"] == ["deck"]
    assert "stacked_deck" not in tilegames.new_game({"players": 2}, 1).view(0)
    # A memory game's laid-out grid is named as that game names it (its options are grid and starts, not deck).
    memory = tilegames.new_game({"game": "carmela", "players": 2, "options": {"grid": ["U", "U"]}}, 1)
    assert memory.view(0)["stacked_deck"] == ["grid"]


def test_a_map_and_its_rules_are_a_component_so_a_game_can_hold_several():
    game = tilegames.new_game({"players": 2, "options": {"deck": ["E"], "deck_only": True}}, 1)
    own = MapRules(game.rules, tilegames.board.Board(), game.rules.hooks)  # a second map, as each Carmela player has
    tiles = game.rules.tiles
    own.board.place((0, 0), tiles["E"].oriented(0))
    move = tilegames.TileMove("E", 0, -1, 2, "meeple", "city.S")
    done = own.board.place(move.pos, tiles["E"].oriented(2))
    own.deploy(game, 1, move, tiles["E"].oriented(2))
    assert game.supply[1]["meeple"] == 6 and not game.board.features()[1].pieces  # the main map is untouched
    (city,) = done
    own.score(game, city, final=False)
    own.return_pieces(game, city)
    assert game.scores() == [0, 4] and game.supply[1]["meeple"] == 7
    score = next(e for e in game.events if e["type"] == "score")
    assert score["tiles"] == [[0, -1], [0, 0]] and score["segments"] == [[0, 0, 0], [0, -1, 0]]  # in placing order


@pytest.mark.parametrize("name", list(tilegames.GAMES))
@pytest.mark.parametrize("seed", range(3))
def test_every_registered_game_plays_to_its_end_through_the_protocol_alone(name, seed):
    spec = tilegames.GAMES[name]
    players = spec.players[0] + seed % (spec.players[1] - spec.players[0] + 1)
    variants = [v.name for v in spec.variants][: seed + 1] if seed else []
    game = tilegames.new_game({"game": name, "players": players, "variants": variants}, seed)
    rng, scores = Rng(seed), game.scores()
    while not game.is_over():
        moves = game.legal_moves()
        assert moves and all(str(game.parse_move(str(m))) == str(m) for m in moves[:5])  # moves read back
        game.play(game.random_move(rng))
        assert all(a >= b for a, b in zip(game.scores(), scores)), "scores never fall"
        scores = game.scores()
    assert game.legal_moves() == [] and json.loads(json.dumps(game.view(None)))["over"] is True
    again = tilegames.replay(json.loads(json.dumps(game.record())))
    assert again.view(0) == game.view(0) and share.decode(share.encode(game)) == game.record()
