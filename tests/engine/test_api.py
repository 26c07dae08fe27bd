"""The JSON facade the browser worker calls: JSON text in and out, clear errors, no change on error."""

import json

import pytest

from tilegames import RuleError, api

SETUP = {
    "game": "carcassonne",
    "variants": [],
    "seed": 9,
    "players": [{"name": "Ann", "color": "#d33", "type": "human"}, {"name": "Bo", "type": "computer"}],
}


def call(fn, *args):
    return json.loads(getattr(api, fn)(*[json.dumps(a) for a in args]))


def test_new_game_view_has_what_the_screen_needs():
    v = call("new_game", SETUP)
    assert v["current_player"] == 0 and v["turn"] == 1 and not v["over"]
    assert [p["name"] for p in v["players"]] == ["Ann", "Bo"] and v["players"][0]["color"] == "#d33"
    assert v["players"][0]["supply"] == {"meeple": 7}
    assert v["board"] == [{"x": 0, "y": 0, "tile": "D", "rot": 0, "pieces": []}]
    assert v["hand"] and v["placements"]
    assert v["remaining"]["total"] == 70 and sum(v["remaining"]["by_tile"].values()) == 70
    for p in v["placements"]:
        assert p["options"][0]["piece"] is None
        assert all(o["move"].startswith(f"{v['hand']} {p['x']},{p['y']} r{p['rot']}") for o in p["options"])


def test_play_returns_the_new_view_and_events():
    v = call("new_game", SETUP)
    option = v["placements"][0]["options"][-1]
    after = call("play", option["move"])
    assert after["current_player"] == 1 and after["turn"] == 2
    assert after["events"][0]["type"] == "place"
    assert call("record")["moves"] == [option["move"]]


def test_illegal_play_raises_and_keeps_the_game():
    call("new_game", SETUP)
    before = api.view()
    with pytest.raises(RuleError, match="tile in hand"):
        api.play(json.dumps("Z 1,0 r0"))
    with pytest.raises(RuleError, match="not valid JSON"):
        api.play("{oops")
    assert api.view() == before


def test_a_record_loads_whole_or_minus_its_last_move_and_a_bad_one_changes_nothing():
    v = call("new_game", SETUP)
    call("play", v["placements"][0]["options"][0]["move"])
    record = call("record")
    undone = call("load", {**record, "moves": record["moves"][:-1]})
    assert undone["turn"] == 1 and undone["board"] == v["board"]
    loaded = call("load", record)
    assert loaded["turn"] == 2
    with pytest.raises(RuleError):
        api.load(json.dumps({"setup": {"players": 2}, "seed": 1, "moves": ["bad"]}))
    assert call("view") == loaded  # the failed load changed nothing


def test_tileset_describes_every_tile_for_drawing():
    tiles = call("tileset", SETUP)["tiles"]
    assert sum(t["count"] for t in tiles.values()) == 72
    k = tiles["K"]
    assert k["edges"] == ["city", "field", "road", "road"]
    assert {"id": 1, "kind": "city", "edges": ["N"], "pennants": 0} in k["segments"]


def test_tileset_says_which_variants_are_on():
    """The page's art may draw a feature only where a variant gives it a use (a garden needs the Abbot)."""
    assert call("tileset", SETUP)["variants"] == []
    assert call("tileset", {**SETUP, "variants": ["sightseeing", "abbot"]})["variants"] == ["abbot", "sightseeing"]


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_suggest_gives_a_legal_move_at_every_level(level):
    v = call("new_game", SETUP)
    move = call("suggest", level, 0.2)
    legal = {o["move"] for p in v["placements"] for o in p["options"]}
    assert move in legal
    with pytest.raises(RuleError, match="unknown computer level"):
        call("suggest", "godlike")


def test_hint_gives_the_same_legal_move_for_the_same_position_and_none_once_the_game_is_over():
    v = call("new_game", {**SETUP, "options": {"deck": ["E", "U"], "deck_only": True}})
    legal = {o["move"] for p in v["placements"] for o in p["options"]}
    assert call("hint") == "E 0,-1 r2 meeple@city.S"  # the cap closes the start's city: 4 points
    assert call("hint") in legal and call("hint") == call("hint")
    call("play", call("hint"))
    call("play", call("hint"))
    record = call("record")
    with pytest.raises(RuleError, match="the game is over"):
        api.hint()
    assert call("record") == record


def test_view_per_player_and_bad_player():
    call("new_game", SETUP)
    assert call("view", 1)["viewer"] == 1
    with pytest.raises(RuleError, match="no player"):
        api.view("7")
    assert all(e["type"] for e in call("log"))


def test_catalog_lists_games_and_variants():
    cat = json.loads(api.catalog())["games"]["carcassonne"]
    assert cat["players"] == [2, 5] and cat["levels"] == ["easy", "medium", "hard"] and cat["default_level"] == "medium"
    assert {v["name"] for v in cat["variants"]} == {"river", "abbot", "sightseeing"}


def test_replay_at_steps_through_a_record_without_touching_the_game():
    v = call("new_game", SETUP)
    for _ in range(3):
        v = call("play", v["placements"][0]["options"][0]["move"])
    record = call("record")
    current = api.view()
    first = call("replay_at", record, 1)
    assert first["turn"] == 2 and first["total_moves"] == 3 and len(first["board"]) == 2
    assert call("replay_at", record, 3)["board"] == v["board"]
    assert first["log"] == call("log")[: len(first["log"])]  # the log of the game up to that move
    assert [e["player"] for e in first["log"] if e["type"] == "place"] == [None, 0]  # the start tile, move 1
    assert call("replay_at", record, 3)["log"] == call("log")
    assert api.view() == current
    with pytest.raises(RuleError, match="from 0 to 3"):
        call("replay_at", record, 4)
