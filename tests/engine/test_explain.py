"""Why a hinted move is good (api.explain): what it completes, claims, joins, steals or blocks, for hand-checked
positions of each game; the current game never changes, and a bad move is refused with a clear message."""

import json
from pathlib import Path

import pytest

from tilegames import RuleError, api

FIXTURES = Path(__file__).parent / "fixtures"


def load(name: str, moves: int | None = None) -> list[str]:
    """The current game becomes fixture ``name`` after its first ``moves`` moves; the fixture's moves."""
    data = json.loads((FIXTURES / f"{name}.json").read_text())
    api.load(json.dumps({"setup": data["setup"], "seed": data["seed"], "moves": data["moves"][:moves]}))
    return data["moves"]


def explain(move: str) -> list[dict]:
    return json.loads(api.explain(json.dumps(move)))["reasons"]


def test_closing_a_shared_city_completes_it_for_the_mover():
    moves = load("shared_city", 4)  # Ann's cap closes the city she shares with Bo: 6 tiles, 1 pennant
    assert explain(moves[4]) == [{"why": "completes", "kind": "city", "points": 14}]


def test_a_knight_on_a_new_city_claims_it():
    moves = load("shared_city", 0)  # Ann's F with a pennant, beside the start's city: 2 tiles, 1 pennant
    ((claim),) = explain(moves[0])
    assert claim["why"] == "claims" and claim["kind"] == "city" and claim["worth"] >= 3  # 3 open, 6 completed


def test_a_tile_joining_anns_city_to_bos_shares_it():
    moves = load("shared_city", 3)  # Bo's corner joins his city to Ann's: one knight each
    assert explain(moves[3]) == [{"why": "joins", "kind": "city", "player": 0}]


def test_a_tile_that_leaves_a_cloisters_neighbour_hard_to_fill_blocks_it():
    api.new_game(json.dumps({"game": "carcassonne", "players": [{"name": "Ann"}, {"name": "Bo"}], "seed": 5}))
    for move in ["L 1,0 r2", "U 2,0 r0 meeple@road.E", "B 2,-1 r0 meeple@cloister", "G 2,1 r0 meeple@field.SL"]:
        api.play(json.dumps(move))
    api.play(json.dumps("Q 1,1 r0 meeple@field.SL"))
    # Ann's cloister on 2,-1 needs 1,-1 filled: a tile there must show field east and road south (28 of the
    # tiles to come fit). Bo's N on 0,-1 turns its city west: now only 3 tiles to come fit that square.
    (block,) = explain("N 0,-1 r2")
    assert block["why"] == "blocks" and block["kind"] == "cloister" and block["player"] == 0
    assert block["worth"] >= 1
    assert explain("N 0,-1 r3") == []  # turned so that its field faces that square: no harm done


def test_calling_an_abbot_back_scores_without_completing():
    moves = load("abbot_recall", 2)  # Ann's abbot on a garden with 3 tiles around: called back for 4
    assert moves[2].endswith("recall")
    assert explain(moves[2]) == [{"why": "scores", "kind": "garden", "points": 4}]


def test_hunters_reasons_use_the_games_own_kinds():
    moves = load("hunters_shared_forest", 0)
    assert [r["why"] for r in explain(moves[0])] == ["claims"] and explain(moves[0])[0]["kind"] == "forest"
    moves = load("hunters_shared_forest", 3)
    assert explain(moves[3]) == [{"why": "completes", "kind": "forest", "points": 10}]
    moves = load("hunters_shrine", None)
    i = moves.index("H67 1,1 r1")
    load("hunters_shrine", i)
    assert explain(moves[i]) == [{"why": "steals", "kind": "meadow", "player": 1}]


def test_hunters_tells_a_forest_that_can_no_longer_complete_as_blocked_and_a_held_one_extended_as_grown():
    position = json.loads((FIXTURES / "positions" / "hunters_forest_blocked.json").read_text())
    api.load(json.dumps({key: position[key] for key in ("setup", "seed", "moves")}))
    (block,) = explain("H65 2,0 r0")  # Ann's forest: from a 44% chance to complete to none
    assert block["why"] == "blocks" and block["kind"] == "forest" and block["player"] == 0 and block["worth"] >= 2
    (grow,) = explain("H65 5,4 r1")  # Bo's own forest, one tile larger and as easy to close
    assert grow["why"] == "grows" and grow["kind"] == "forest" and grow["worth"] >= 1


def test_carmela_explains_a_placement_into_another_players_map():
    moves = load("carmela_any_map_steal", 1)
    assert explain(moves[1]) == [{"why": "completes", "kind": "city", "points": 4}]


def test_explaining_never_changes_the_game_and_refuses_bad_moves():
    moves = load("shared_city", 4)
    before, view = api.record(), api.view()
    explain(moves[4])
    assert api.record() == before and api.view() == view
    with pytest.raises(RuleError, match="the tile in hand is E"):
        explain("K 9,9 r0")
    with pytest.raises(RuleError, match="cannot go on 5,5"):
        explain("E 5,5 r0")
    with pytest.raises(RuleError):
        explain("nonsense")
    with pytest.raises(RuleError, match="a move must be a line of text"):
        api.explain("42")
    assert api.record() == before and api.view() == view
