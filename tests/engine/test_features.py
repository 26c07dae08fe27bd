"""What a point of the map belongs to (api.feature_at): kind, tiles, holders, worth now and if completed, for
hand-checked positions of each game (the fixtures' records, cut where the position says most)."""

import json
from pathlib import Path

import pytest

from tilegames import RuleError, api

FIXTURES = Path(__file__).parent / "fixtures"


def load(name: str, moves: int | None = None):
    """The current game becomes fixture ``name`` after its first ``moves`` moves (all by default)."""
    data = json.loads((FIXTURES / f"{name}.json").read_text())
    record = {"setup": data["setup"], "seed": data["seed"], "moves": data["moves"][:moves]}
    api.load(json.dumps(record))
    return api._game


def features(game, x: int, y: int, spot: str, owner: int | None = None) -> list[dict]:
    """The facade's answer for the segment named ``spot`` of the tile on ``x``,``y``."""
    segment = game.map_of(owner).tiles[(x, y)].spots.index(spot)
    where = {"x": x, "y": y, "segment": segment, **({"map": owner} if owner is not None else {})}
    return json.loads(api.feature_at(json.dumps(where)))["features"]


def test_an_open_city_held_by_two_knights_is_worth_its_tiles_now_and_double_completed():
    game = load("shared_city", 4)  # before the cap: start, F (pennant), N, N, Ng
    (city,) = features(game, 0, -1, "city.N")
    assert city["kind"] == "city" and city["layer"] is None
    assert city["tiles"] == [[0, -2], [0, -1], [0, 0], [1, -2], [1, -1]]
    assert [0, 0, 1] in city["segments"] and len(city["segments"]) == 5
    assert city["pieces"] == [{"player": 0, "count": 1}, {"player": 1, "count": 1}]
    assert city["holders"] == [0, 1] and city["complete"] is False
    assert city["now"]["points"] == 6 and city["now"]["detail"] == {"what": "city_open", "tiles": 5, "pennants": 1}
    assert city["if_complete"]["points"] == 12 and city["if_complete"]["detail"]["what"] == "city"
    # The same city seen from another of its tiles is the same feature.
    assert features(game, 1, -2, "city.S") == [city]


def test_a_completed_city_says_what_it_scored_and_holds_nobody():
    game = load("shared_city")
    (city,) = features(game, 2, -1, "city.W")
    assert city["complete"] is True and city["pieces"] == [] and city["holders"] == []
    assert city["now"]["points"] == 14 and city["if_complete"] is None


def test_a_field_never_completes_and_counts_the_completed_cities_it_touches():
    game = load("farmers_and_cities")
    (field,) = features(game, 1, -2, "field.NL")
    assert field["kind"] == "field" and field["complete"] is None and field["if_complete"] is None
    assert field["holders"] == [0] and field["now"]["points"] == 3
    (bos,) = features(game, -1, -1, "field.NL")
    assert bos["holders"] == [1] and bos["now"]["points"] == 6


def test_a_road_is_worth_the_same_open_or_completed():
    game = load("carmela_pennant_city")
    (road,) = features(game, 1, 0, "road.E", owner=1)
    assert road["kind"] == "road" and road["holders"] == [1] and road["tiles"] == [[-1, 0], [0, 0], [1, 0]]
    assert road["now"]["points"] == road["if_complete"]["points"] == 3


def test_carmela_asks_about_each_players_map():
    game = load("carmela_pennant_city")
    (city,) = features(game, 0, -1, "city.N", owner=0)
    assert city["complete"] is True and city["now"]["points"] == 10
    with pytest.raises(RuleError, match="name a player's map"):
        api.feature_at(json.dumps({"x": 0, "y": 0, "segment": 0}))
    with pytest.raises(RuleError, match="no tile lies on 5,5"):
        api.feature_at(json.dumps({"x": 5, "y": 5, "segment": 0, "map": 1}))


def test_a_landmark_shows_its_tourist_and_what_the_tourist_scores_now():
    game = load("tourist_rows_with_gaps", 5)  # before Bo's last tile: north 1 (start), east 1 then a gap
    (landmark,) = features(game, 0, 1, "cloister")
    assert landmark["kind"] == "landmark" and landmark["pieces"] == []  # a tourist leaves the feature at once
    (tourist,) = landmark["also"]
    assert tourist["player"] == 0 and tourist["role"] == "tourist" and tourist["points"] == 3
    assert tourist["detail"] == {"what": "tourist", "n": 1, "e": 1, "s": 0, "w": 0}
    assert landmark["now"]["points"] == 4 and landmark["if_complete"]["points"] == 9


def test_a_hunters_meadow_is_worth_its_animals_to_the_hunter_majority():
    game = load("hunters_meadow_majority")
    (meadow,) = features(game, 0, -1, "meadow.NL")
    assert meadow["kind"] == "meadow" and meadow["complete"] is None
    assert meadow["pieces"] == [{"player": 0, "count": 2}, {"player": 1, "count": 1}] and meadow["holders"] == [0]
    assert meadow["now"]["points"] == 8 and meadow["now"]["detail"]["cancelled"] == 1


def test_a_hunters_river_is_also_a_water_system_that_huts_hold():
    game = load("hunters_hut_water_system")
    river, water = features(game, -2, 0, "river.E")
    assert river["kind"] == "river" and river["complete"] is False
    assert river["now"] is None  # an unfinished river scores nothing at the end
    assert river["if_complete"]["points"] == 5  # 2 tiles + the 3 fish of the lake it ends in
    assert water["kind"] == "water" and water["layer"] == "water" and water["holders"] == [1]
    assert water["now"]["points"] == 5 and water["now"]["detail"]["fish"] == 5


def test_an_abbot_holds_its_cloister_like_a_monk():
    game = load("abbot_at_end", 1)
    (cloister,) = features(game, 0, 1, "cloister")
    assert cloister["pieces"] == [{"player": 0, "count": 1}] and cloister["holders"] == [0]
    assert cloister["now"]["points"] == 2 and cloister["if_complete"]["points"] == 9


def test_a_meadow_with_a_pit_trap_is_worth_what_the_end_will_score():
    game = load("hunters_pit_trap")
    (meadow,) = features(game, 0, -1, "meadow.NL")
    assert meadow["holders"] == [0] and meadow["now"]["points"] == 17 and meadow["now"]["detail"]["pit"] == 7


def test_bad_places_are_refused_and_change_nothing():
    game = load("shared_city", 4)
    before = api.view()
    for where, message in [
        ({"x": 9, "y": 9, "segment": 0}, "no tile lies on 9,9"),
        ({"x": 0, "y": 0, "segment": 99}, "has no segment 99"),
        ({"x": "0", "y": 0, "segment": 0}, "x must be a whole number"),
        ({"x": 0, "y": 0, "segment": 0, "map": 1}, "one map"),
        ([0, 0], "must be an object"),
    ]:
        with pytest.raises(RuleError, match=message):
            api.feature_at(json.dumps(where))
    assert api.view() == before and game is api._game
