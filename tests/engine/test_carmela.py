"""Carmela, the memory game (docs/rules/carmela.md), on hand-worked positions of small grids.

Every game below is built with the options ``grid`` (the face-down grid, square 0 first) and ``starts``; the grid
is the whole game, so a grid of a few tiles ends when they are taken. A tile whose picture has no other copy left
in the grid is a single. Tiles used (Carcassonne's letters, at r0; y grows to the south):
    D start: city N, road W-E          E city N              C city all round (+)     X crossroads
    U road W-E                         V road W-S            W roads E S W            K city N, road S-W
    F city W-E (+)   G city W-E        M city N-W (+)  N city N-W          Q city N E W (+)   R city N E W
So on a start D at 0,0: a city tile caps it from 0,-1 turned r2, a road tile continues it at 1,0 or -1,0.
"""

import copy
import re
from collections import Counter

import pytest

import tilegames
from tilegames import RuleError, search, share
from tilegames.games.carmela import players
from tilegames.games.carmela.game import STARTS, picture
from tilegames.games.carmela.moves import Flip, Stop
from tilegames.maprules import MapRules
from tilegames.rng import Rng
from tilegames.tilegame import TileGame

NAMES = ["Ann", "Bo", "Cy", "Di", "Ed", "Fay", "Gus", "Hal", "Ivy", "Jo"]


def game(grid, starts=("D", "D"), variants=(), seed=1):
    players = [{"name": n} for n in NAMES[: len(starts)]]
    return tilegames.new_game(
        {
            "game": "carmela",
            "players": players,
            "variants": list(variants),
            "options": {"grid": list(grid), "starts": list(starts)},
        },
        seed,
    )


def play(g, *moves):
    """Play ``moves``; return the events of all of them."""
    out = []
    for m in moves:
        out += g.play(m)
    return out


def kinds(events):
    return [e["type"] for e in events]


def scores(events, kind=None):
    return [
        (e["kind"], e["points"], e["players"])
        for e in events
        if e["type"] == "score" and (kind is None or e["kind"] == kind)
    ]


def views(g):
    return [g.view(p) for p in [None, *range(g.nplayers)]]


# --- singles ------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("tile", ["C", "X"])
def test_a_one_of_a_kind_tile_is_taken_as_soon_as_flipped_and_the_turn_ends(tile):
    g = game([tile, "U", "U"])
    events = g.play("flip 0")
    assert kinds(events) == ["flip", "take"]
    assert (g.phase, g.current_player, g.hand) == ("place", 0, tile)
    assert g.grid[0] is None and g.taken == [1, 0]
    g.play(str(g.legal_moves()[0]))
    assert (g.phase, g.current_player) == ("flip", 1)  # placed: the turn passed on


def test_the_last_of_a_kind_is_a_single_once_its_twins_are_taken():
    g = game(["U", "U", "U", "V", "V"])
    play(g, "flip 0", "flip 1", "stop", "U 1,0 r0", "U -1,0 r0")
    assert (g.phase, g.current_player) == ("flip", 0)  # a pair: Ann goes again
    events = g.play("flip 2")  # the last U
    assert kinds(events) == ["flip", "take"]
    g.play("U 2,0 r0")
    assert (g.phase, g.current_player) == ("flip", 1)


def test_the_last_two_of_a_kind_are_a_pair_not_two_singles():
    g = game(["V", "U", "U", "V", "C"])
    play(g, "flip 1")
    assert g.phase == "flip" and g.up == [1]  # another U lies face down: no single
    play(g, "flip 2")
    assert g.phase == "decide"  # the second U: its twin is face up, so it matches


def test_a_single_on_the_second_flip_hides_the_first_and_ends_the_turn():
    g = game(["U", "C", "U", "V", "V"])
    events = play(g, "flip 0", "flip 1")
    assert kinds(events) == ["flip", "flip", "hide", "take"]
    assert events[2]["tiles"] == [[0, "U"]]
    assert g.grid[0] == "U" and g.grid[1] is None and g.up == []
    assert g.view(None)["grid"][0] == {"state": "down"}
    play(g, "C 0,-1 r0")
    assert (g.phase, g.current_player) == ("flip", 1)


def test_a_single_on_a_challenge_flip_hides_the_matched_pair_and_ends_the_turn():
    # docs/rules/carmela.md section 4, a decision: a single is taken on any flip; the tiles flipped before it that turn go face down again.
    g = game(["U", "U", "X", "V", "V"])
    play(g, "flip 0", "flip 1")
    assert g.phase == "decide"
    events = g.play("flip 2")
    assert kinds(events) == ["flip", "hide", "take"]
    assert events[1]["tiles"] == [[0, "U"], [1, "U"]]
    assert events[2]["tiles"] == ["X"] and g.taken == [1, 0]
    assert g.grid[:2] == ["U", "U"] and g.up == []
    g.play("X 1,0 r0")
    assert (g.phase, g.current_player) == ("flip", 1)


# --- pairs, mismatches, challenges -------------------------------------------------------------------------


def test_a_match_takes_both_placed_one_at_a_time_each_with_a_meeple_decision_then_flips_again():
    g = game(["U", "U", "V", "V"])
    play(g, "flip 0", "flip 1")
    assert g.phase == "decide" and [str(m) for m in g.legal_moves()] == ["stop", "flip 2", "flip 3"]
    events = g.play("stop")
    assert kinds(events) == ["take"] and events[0]["tiles"] == ["U", "U"] and events[0]["meeples"] == 0
    assert (g.phase, g.hand, g.queue) == ("place", "U", ["U", "U"])
    moves = {str(m) for m in g.legal_moves()}
    assert {"U 1,0 r0", "U 1,0 r0 meeple@road.E", "U 1,0 r0 meeple@field.NL"} <= moves
    g.play("U 1,0 r0 meeple@road.E")
    assert (g.phase, g.hand, g.supply[0]["meeple"]) == ("place", "U", 0)
    assert not any(m.move.piece for m in g.legal_moves())  # the one meeple is out: no deploy choice left
    g.play("U -1,0 r0")
    assert (g.phase, g.current_player, g.hand) == ("flip", 0, None)
    assert g.taken == [2, 0] and g.tile_points == [2, 0]
    assert [e["tiles"] for e in g.log if e["type"] == "take"] == [["U", "U"]]  # the log keeps what was taken


def test_a_mismatch_hides_both_and_passes_the_turn_and_only_the_events_say_what_they_were():
    g = game(["U", "V", "U", "V"])
    before = len(g.log)
    events = play(g, "flip 0", "flip 1")
    assert [(e["type"], e.get("tile")) for e in events if e["type"] == "flip"] == [("flip", "U"), ("flip", "V")]
    assert events[-1] == {"type": "hide", "player": 0, "why": "miss", "tiles": [[0, "U"], [1, "V"]]}
    assert (g.phase, g.current_player, g.up) == ("flip", 1, [])
    assert g.grid == ["U", "V", "U", "V"] and g.taken == [0, 0]
    assert g.log[before:] == [
        {"type": "flip", "player": 0, "index": 0},
        {"type": "flip", "player": 0, "index": 1},
        {"type": "hide", "player": 0, "why": "miss", "indices": [0, 1]},
    ]
    assert "U" not in str(g.log[before:]) and "V" not in str(g.log[before:])


@pytest.mark.parametrize(
    "grid, flips, extra",
    [
        (["U", "U", "U", "V", "V"], [0, 1, 2], 1),
        (["U", "U", "U", "U", "V", "V"], [0, 1, 2, 3], 2),
    ],
)
def test_a_challenge_won_takes_every_tile_flipped_and_a_meeple_for_each_past_the_pair(grid, flips, extra):
    g = game(grid)
    for i in flips:
        g.play(f"flip {i}")
        assert g.phase == ("decide" if len(g.up) >= 2 else "flip")
    events = g.play("stop")
    assert events[0] == {"type": "take", "player": 0, "tiles": ["U"] * len(flips), "squares": flips, "meeples": extra}
    assert g.supply[0]["meeple"] == 1 + extra
    # The extra meeples may go out at once: every meeple on the tiles just taken (the road, then the fields).
    spots = ["meeple@road.E", "meeple@field.NL", "meeple@field.ER"][: 1 + extra] + [""]
    for x, spot in zip([1, 2, 3, 4], spots):
        g.play(f"U {x},0 r0 {spot}".strip())
    assert g.supply[0]["meeple"] == 0
    assert (g.phase, g.current_player, g.taken[0]) == ("flip", 0, len(flips))


def test_a_challenge_lost_hides_everything_takes_nothing_and_passes_the_turn():
    g = game(["U", "U", "V", "V"])
    play(g, "flip 0", "flip 1")
    events = g.play("flip 2")
    assert kinds(events) == ["flip", "hide"]
    assert events[1]["tiles"] == [[0, "U"], [1, "U"], [2, "V"]]
    assert (g.phase, g.current_player, g.up, g.taken) == ("flip", 1, [], [0, 0])
    assert g.grid == ["U", "U", "V", "V"] and g.supply[0]["meeple"] == 1


def test_the_last_match_of_the_grid_is_taken_without_a_stop():
    g = game(["U", "U"])
    events = play(g, "flip 0", "flip 1")
    assert kinds(events) == ["flip", "flip", "take"]  # nothing left to challenge for
    assert g.phase == "place"


@pytest.mark.parametrize(
    "a, b",
    [
        ("F", "G"),
        ("M", "N"),
        ("Mg", "N"),
        ("O", "P"),
        ("Q", "R"),
        ("Q", "Rg"),
        ("S", "T"),
        ("E", "Eg"),
        ("U", "Ug"),
        ("V", "Vg"),
    ],
)
def test_pictures_match_ignoring_pennants_and_gardens(a, b):
    g = game([a, b, "W", "W"])
    play(g, "flip 0", "flip 1")
    assert g.phase == "decide"
    g.play("stop")
    assert g.queue == [a, b]


@pytest.mark.parametrize(
    "grid",
    [
        ["H", "I", "Hg", "Ig"],
        ["O", "J", "O", "J"],
        ["P", "K", "P", "K"],
        ["N", "E", "Ng", "Eg"],
        ["A", "B", "A", "B"],
        ["L", "W", "L", "W"],
    ],
)
def test_different_pictures_do_not_match(grid):
    g = game(grid)
    play(g, "flip 0", "flip 1")
    assert (g.phase, g.current_player) == ("flip", 1)


def test_pictures():
    assert [picture(t) for t in ["G", "N", "Ng", "P", "R", "Rg", "T", "Eg", "D", "C"]] == [
        "F",
        "M",
        "M",
        "O",
        "Q",
        "Q",
        "S",
        "E",
        "D",
        "C",
    ]


# --- placing and scoring -----------------------------------------------------------------------------------


def test_a_tile_that_fits_nowhere_is_set_aside_and_still_scores_its_point():
    # E on 0,-1 closes the start's city: every open square of Ann's map then needs a field or a road, so C
    # (city all round) fits nowhere. It is set aside, the turn ends, and it counts 1 at the end.
    g = game(["E", "C", "U", "U", "V", "V"])
    events = play(g, "flip 0", "E 0,-1 r2 meeple@city.S")
    assert scores(events) == [("city", 4, [0])] and g.supply[0]["meeple"] == 1  # the knight came back
    play(g, "flip 2", "flip 4")  # Bo: a mismatch
    events = g.play("flip 1")  # Ann: C, a single
    assert kinds(events) == ["flip", "take", "set_aside"]
    assert (g.phase, g.current_player, g.hand) == ("flip", 1, None)
    assert g.set_aside == [["C"], []] and g.taken == [2, 0] and g.tile_points == [2, 0]
    assert g.view(None)["players"][0]["set_aside"] == ["C"]
    play(g, "flip 2", "flip 3", "stop", "U 1,0 r0", "U -1,0 r0", "flip 4", "flip 5", "V 2,0 r0", "V -2,0 r2")
    assert g.is_over()
    assert scores(g.log, "tiles") == [("tiles", 2, [0]), ("tiles", 4, [1])]
    assert g.scores() == [4 + 2, 0 + 4]


def test_features_score_during_play_and_meeples_return_as_in_carcassonne():
    # Ann: U U (a thief on the first), then X, a single, closes the road's east end; then (Bo mismatches) Ann's
    # pair of W closes the west end: road W(-1,0) - D - U(1,0) - X(2,0) = 4 tiles for the thief, who comes back
    # in time to go out again on the second W.
    g = game(["U", "U", "X", "W", "V", "W", "V", "A"])
    play(g, "flip 0", "flip 1", "stop", "U 1,0 r0 meeple@road.E", "U 0,1 r0")
    assert g.supply[0]["meeple"] == 0
    events = play(g, "flip 2", "X 2,0 r0")
    assert scores(events) == [] and g.current_player == 1  # one end open still
    play(g, "flip 4", "flip 3")  # Bo: V W, a mismatch
    play(g, "flip 3", "flip 5", "stop")
    events = g.play("W -1,0 r0")
    assert scores(events) == [("road", 4, [0])]
    assert [e["type"] for e in events] == ["place", "score", "return"]
    assert g.supply[0]["meeple"] == 1 and g.points == [4, 0]
    assert any(m.move.piece for m in g.legal_moves())  # the thief may go out again on the second W


def test_final_scoring_is_carcassonnes_per_map_plus_one_per_tile_taken_start_tile_excluded():
    # Ann: U V, a mismatch. Bo: M, a single, on his start's city with a knight. Ann: U U (a thief on the road),
    # then V V, the last pair. Ann's open road V-U-D-U-V: 5, and 4 tiles taken: 9. Bo's open city D + M
    # (a pennant): 2 + 1 = 3, and 1 tile taken: 4. Each map in seat order, its meeples then its tiles.
    g = game(["U", "U", "V", "M", "V"])
    play(g, "flip 0", "flip 2", "flip 3", "M 0,-1 r2 meeple@city.E")
    play(g, "flip 0", "flip 1", "stop", "U 1,0 r0 meeple@road.E", "U -1,0 r0")
    play(g, "flip 2", "flip 4", "V 2,0 r0", "V -2,0 r2")
    assert g.is_over()
    assert scores(g.log) == [("road", 5, [0]), ("tiles", 4, [0]), ("city", 3, [1]), ("tiles", 1, [1])]
    assert g.scores() == [9, 4] and g.winners == [0]


def test_final_scoring_per_map_with_a_field():
    # Ann takes U U and puts a farmer north of the road, in the field of the start's city.
    g = game(["E", "U", "U"])
    play(g, "flip 1", "flip 2", "stop", "U 1,0 r0 meeple@field.NL", "U -1,0 r0")
    play(g, "flip 0", "E 0,-1 r2")  # Ann again: E, a single, closes the start's city
    assert g.is_over()
    # Ann's farmer: the field north of the road touches one completed city: 3. Tiles: 3.
    assert scores(g.log) == [("field", 3, [0]), ("tiles", 3, [0]), ("tiles", 0, [1])]
    assert g.scores() == [6, 0]
    assert g.view(None)["winners"] == [0]


# --- the optional rule -------------------------------------------------------------------------------------


def test_without_the_optional_rule_a_tile_goes_into_your_own_map_only():
    g = game(["U", "U", "V", "V"])
    play(g, "flip 0", "flip 1", "stop")
    with pytest.raises(RuleError, match="your own map"):
        g.play("map1 U 1,0 r0")
    assert all(m.owner is None for m in g.legal_moves())


def test_any_map_gives_the_tile_point_to_the_maps_owner_and_the_meeple_scores_for_its_placer():
    # Ann puts U into Bo's map with a thief (D + U: an open road of 2), the other U into her own. Bo then takes
    # V V and puts one into his map, continuing the road Ann's thief holds (3 tiles), the other into Ann's.
    g = game(["U", "U", "V", "V"], variants=["any_map"])
    play(g, "flip 0", "flip 1", "stop")
    moves = {str(m) for m in g.legal_moves()}
    assert "map1 U 1,0 r0 meeple@road.E" in moves and "U 1,0 r0" in moves
    events = g.play("map1 U 1,0 r0 meeple@road.E")
    assert {e["map"] for e in events} == {1} and g.supply == [{"meeple": 0}, {"meeple": 1}]
    g.play("U 1,0 r0")
    assert g.tile_points == [1, 1] and g.taken == [2, 0]
    play(g, "flip 2", "flip 3")  # Ann again: the last pair, taken at once
    g.play("map1 V 2,0 r0")
    g.play("map0 V 2,0 r0")  # Ann's own map, written as map0: the same move
    assert g.is_over()
    assert g.moves[-1] == "V 2,0 r0"
    # Map 0: no meeple; tiles 2 (U, V). Map 1: Ann's thief on D-U-V: 3 for Ann; tiles 2 for Bo.
    assert scores(g.log) == [("tiles", 2, [0]), ("road", 3, [0]), ("tiles", 2, [1])]
    assert g.scores() == [5, 2]


def test_any_map_bad_map_number():
    g = game(["U", "U", "V", "V"], variants=["any_map"])
    play(g, "flip 0", "flip 1", "stop")
    with pytest.raises(RuleError, match="no map 5"):
        g.play("map5 U 1,0 r0")


# --- the deal ----------------------------------------------------------------------------------------------


def base_set(g):
    """The 72 tiles of the base set, by name (the set's own start tile is one more D)."""
    counts = Counter({n: c for n, c in g.rules.counts.items() if c})
    counts[g.rules.start] += 1
    return counts


def test_ten_players_get_every_start_tile_and_the_grid_holds_the_rest():
    g = tilegames.new_game({"game": "carmela", "players": 10}, 5)
    starts = [m.board.tiles[(0, 0)].name for m in g.maps]
    assert sorted(starts) == ["D"] * 4 + ["J"] * 3 + ["K"] * 3
    assert not set(g.grid) & set(STARTS) and len(g.grid) == 62
    assert Counter(g.grid) + Counter(starts) == base_set(g)
    assert sum(base_set(g).values()) == 72


@pytest.mark.parametrize("players", [2, 5])
def test_the_default_deal_shuffles_the_rest_of_the_start_tiles_into_the_grid(players):
    g = tilegames.new_game({"game": "carmela", "players": players}, 9)
    starts = [m.board.tiles[(0, 0)].name for m in g.maps]
    assert all(s in STARTS for s in starts)
    assert Counter(g.grid) + Counter(starts) == base_set(g)
    assert all(p["supply"] == {"meeple": 1} for p in g.view(None)["players"])


@pytest.mark.parametrize(
    "options, message",
    [
        ({"grid": "UU"}, "option 'grid' must be a list"),
        ({"grid": []}, "option 'grid' must be a list"),
        ({"grid": ["U", 3]}, "option 'grid' must be a list"),
        ({"grid": ["Z"]}, "does not have: 'Z'"),
        ({"grid": ["C", "C"]}, "more C tiles"),
        ({"grid": ["D", "D", "D"], "starts": ["D", "D"]}, "more D tiles"),
        ({"starts": ["D"]}, "one start tile"),
        ({"starts": ["D", "U"]}, "one start tile"),
        ({"starts": "DD"}, "one start tile"),
    ],
)
def test_a_bad_grid_or_starts_option_is_refused_clearly(options, message):
    with pytest.raises(RuleError, match=message):
        tilegames.new_game({"game": "carmela", "players": 2, "options": options}, 1)


def test_more_start_tiles_than_the_set_has_are_refused():
    with pytest.raises(RuleError, match="more start tiles"):
        tilegames.new_game({"game": "carmela", "players": 4, "options": {"starts": ["J"] * 4}}, 1)


def test_an_unknown_option_is_refused():
    with pytest.raises(RuleError, match="unknown option 'deck'"):
        tilegames.new_game({"game": "carmela", "players": 2, "options": {"deck": ["U"]}}, 1)


# --- bad moves change nothing ------------------------------------------------------------------------------


def flipping():
    return game(["U", "U", "V", "V", "C"])


def one_up():
    g = flipping()
    g.play("flip 0")
    return g


def deciding():
    g = flipping()
    play(g, "flip 0", "flip 1")
    return g


def placing():
    g = flipping()
    play(g, "flip 0", "flip 1", "stop")
    return g


def after_a_take():
    g = flipping()
    play(g, "flip 0", "flip 1", "stop", "U 1,0 r0", "U -1,0 r0")
    return g


@pytest.mark.parametrize(
    "position, move, message",
    [
        (flipping, "flip", "there is no square"),
        (flipping, "flip -1", "there is no square"),
        (flipping, "flip 1 2", "there is no square"),
        (flipping, "hello", "malformed"),
        (flipping, "", "malformed"),
        (flipping, 3, "not a move"),
        (flipping, None, "not a move"),
        (flipping, "flip 5", "no tile on square 5"),
        (flipping, "flip 999", "no tile on square 999"),
        (one_up, "flip 0", "already face up"),
        (after_a_take, "flip 0", "no tile on square 0"),
        (flipping, "stop", "nothing to stop"),
        (one_up, "stop", "nothing to stop"),
        (flipping, "U 1,0 r0", "no tile to place"),
        (deciding, "U 1,0 r0", "no tile to place"),
        (placing, "flip 2", "first place the tile"),
        (placing, "stop", "first place the tile"),
        (placing, "V 1,0 r0", "the tile to place is U"),
        (placing, "U 5,5 r0", "cannot go on 5,5"),
        (placing, "U 0,-1 r0", "cannot go on 0,-1"),
        (placing, "U 1,0 r0 meeple@city.N", "cannot deploy"),
        (placing, "U 1,0 r0 abbot@road.E", "cannot deploy"),
        (placing, "map1 U 1,0 r0", "your own map"),
    ],
)
def test_a_bad_move_is_refused_and_leaves_the_game_exactly_as_it_was(position, move, message):
    g = position()
    before = (views(g), copy.deepcopy(g.log), list(g.moves), g.record(), list(g.grid), list(g.up), g.phase)
    with pytest.raises(RuleError, match=message):
        g.play(move)
    assert (views(g), g.log, g.moves, g.record(), g.grid, g.up, g.phase) == before


def test_no_move_once_the_game_is_over():
    g = game(["C"])
    play(g, "flip 0", "C 0,-1 r0")
    assert g.is_over() and g.legal_moves() == []
    with pytest.raises(RuleError, match="over"):
        g.play("flip 0")


# --- hidden information ------------------------------------------------------------------------------------


def full_grid(seed):
    """A whole grid and start tiles for three players, dealt by a seeded game."""
    g = tilegames.new_game({"game": "carmela", "players": 3}, seed)
    return list(g.grid), [m.board.tiles[(0, 0)].name for m in g.maps]


def twin_games(seed, hidden):
    """Two games alike in all that is public, whose tiles on the ``hidden`` squares lie in other places."""
    grid, starts = full_grid(seed)
    other = list(grid)
    tiles = [grid[i] for i in hidden]
    turned = tiles[1:] + tiles[:1]
    for i, t in zip(hidden, turned):
        other[i] = t
    assert other != grid and Counter(other) == Counter(grid)
    return game(grid, starts, seed=seed), game(other, starts, seed=seed)


@pytest.mark.parametrize("seed", [3, 4])
def test_nothing_public_and_no_computer_player_reveals_a_face_down_tile(seed):
    """Two games equal in everything public but for face-down tiles never flipped: identical views (every seat,
    spectator), logs, determinized copies and computer moves at every level, move after move."""
    a, b = twin_games(seed, hidden=list(range(40, 68)))
    hidden = set(range(40, 68))
    rng = Rng(seed)
    steps = 0
    while not a.is_over() and steps < 250:
        assert views(a) == views(b)
        assert a.log == b.log and a.moves == b.moves
        assert [str(m) for m in a.legal_moves()] == [str(m) for m in b.legal_moves()]
        me = a.current_player
        da, db = a.determinize(Rng(steps), me), b.determinize(Rng(steps), me)
        assert da.grid == db.grid and views(da) == views(b)
        for level in search.LEVELS:
            ma = search.choose(a, level, Rng(steps))
            mb = search.choose(b, level, Rng(steps))
            assert str(ma) == str(mb), (level, steps)
        move = a.random_move(rng)
        if isinstance(move, Flip) and move.index in hidden:  # keep the hidden squares face down
            flips = [m for m in a.legal_moves() if not (isinstance(m, Flip) and m.index in hidden)]
            if not flips:
                break
            move = rng.choice(flips)
        a.play(move)
        b.play(str(move))
        steps += 1
    assert steps > 50 and sum(a.taken) > 10  # the test saw matches, placements and mismatches
    assert a.grid != b.grid


def test_the_log_keeps_where_a_flip_was_never_what_it_showed():
    g = tilegames.new_game({"game": "carmela", "players": 3}, 8)
    rng = Rng(2)
    while not g.is_over():
        g.play(g.random_move(rng))
    for e in g.log:
        if e["type"] == "flip":
            assert set(e) == {"type", "player", "index"}
        if e["type"] == "hide":
            assert set(e) == {"type", "player", "why", "indices"}
    takes = [t for e in g.log if e["type"] == "take" for t in e["tiles"]]
    assert len(takes) == sum(g.taken) == len(g.grid)  # what was taken is public, and the log keeps it


def test_determinize_keeps_the_public_things_and_deals_only_the_face_down_tiles():
    g = game(["U", "U", "V", "V", "W", "W", "A", "A", "B", "B", "E", "E", "C"])
    play(g, "flip 0", "flip 1", "stop", "U 1,0 r0 meeple@road.E", "U -1,0 r0")
    play(g, "flip 2", "flip 4")  # Ann: V W, a mismatch; Bo:
    play(g, "flip 6")  # one tile face up
    before = views(g), list(g.grid)
    grids = set()
    for s in range(12):
        d = g.determinize(Rng(s), 1)
        assert views(d) == before[0]  # maps, scores, supplies, face-up and taken squares, what remains
        assert [d.grid[i] for i in (0, 1, 6)] == [None, None, "A"]
        assert [d.grid[i] for i in (2, 4)] == ["V", "W"]  # seen by all: they stay where they were seen
        assert Counter(d.grid) == Counter(g.grid)
        grids.add(tuple(d.grid))
        d.play("flip 7")  # the copy plays on alone
    assert len(grids) > 1  # the face-down tiles are dealt anew
    assert (views(g), g.grid) == before  # the game itself is untouched


def test_computer_players_play_whole_games_at_every_level():
    for level in search.LEVELS:
        g = tilegames.new_game({"game": "carmela", "players": 3, "variants": ["any_map"]}, 11)
        rng = Rng(1)
        while not g.is_over():
            g.play(search.choose(g, level, rng))
        assert sum(g.taken) == len(g.grid)


# --- computer players: each level's character; none can use a tile it has not seen -------------------------


def positions(seed, players_=2, every=9):
    """Every ``every``-th position of a seeded game played by medium players (flips, decisions and placements)."""
    g = tilegames.new_game({"game": "carmela", "players": players_}, seed)
    rng = Rng(seed)
    out = []
    while not g.is_over():
        if len(g.moves) % every == 0 or (g.phase == "place" and len(g.moves) % 3 == 0):
            out.append(g.clone())
        g.play(search.choose(g, "medium", rng))
    return out


@pytest.mark.parametrize("seed, seats", [(2, 2), (5, 5)])
def test_no_level_chooses_differently_when_the_tiles_never_seen_are_reshuffled(seed, seats):
    """A player who knows where the computer's unseen tiles lie must not be able to predict or catch it: deal the
    never-seen face-down tiles anew three times, and every level (hard's plan included) chooses the same move."""
    checked = {"flip": 0, "decide": 0, "place": 0}
    for g in positions(seed, seats)[::2]:
        me = g.current_player
        worlds = [g.determinize(Rng(100 + k), me) for k in range(3)]
        assert len({tuple(w.grid) for w in worlds}) > 1 or len(g.face_down()) - len(g.known()) < 2
        for level in search.LEVELS:
            budget = {"samples": 8} if level == "hard" else {}
            moves = {str(players.choose(w, level, Rng(7), **budget)) for w in worlds}
            assert len(moves) == 1, (level, len(g.moves), moves)
        checked[g.phase] += 1
    assert checked["place"] >= 5 and checked["flip"] >= 5


def test_hard_forgets_less_than_medium_and_medium_less_than_easy_but_no_one_remembers_everything():
    g = max(positions(3, 2), key=lambda p: len(p.known()))  # many tiles seen face up, and face down again
    known = g.known()
    assert len(known) >= 10
    remembered = {level: players.remembered(g, 0, level) for level in search.LEVELS}
    for level, memory in remembered.items():
        assert all(known[i] == t for i, t in memory.items()), level  # a memory is of what was seen, where it was
    sizes = [len(remembered[level]) for level in ("easy", "medium", "hard")]
    assert sizes[0] < sizes[1] < sizes[2] < len(known), sizes


# After Ann's pair of U (squares 0, 1) the grid still holds, face down, the tiles on squares 2 and up.
EVEN = ["U", "U", "U", "U", "V"]  # two U among three unknown tiles: a third U at 2 in 3
LONG = ["U", "U", "U", "V", "V", "W", "W"]  # one U among five: 1 in 5


@pytest.mark.parametrize(
    "grid, choices",
    [
        (EVEN, {"easy": "stop", "medium": "flip", "hard": "flip"}),
        (LONG, {"easy": "stop", "medium": "stop", "hard": "stop"}),
    ],
)
def test_after_a_pair_each_level_challenges_as_its_character_says(grid, choices):
    """Easy takes the pair it sees; medium dares at even odds or better; hard when the odds pay for the stakes."""
    g = game(grid)
    play(g, "flip 0", "flip 1")
    assert g.phase == "decide"
    for level, choice in choices.items():
        move = players.choose(g, level, Rng(1))
        assert isinstance(move, Flip if choice == "flip" else Stop), level


def test_a_level_that_remembers_a_third_copy_challenges_for_it():
    g = game(["U", "V", "U", "V", "U", "W", "W"], starts=("D", "D"))
    play(g, "flip 0", "flip 1")  # Ann: U, V: a miss; everyone saw U on 0
    play(g, "flip 3", "flip 5")  # Bo: V, W: a miss
    play(g, "flip 2", "flip 4")  # Ann: U, U: a pair, and a third U was seen on square 0 four flips ago
    remembering = [level for level in search.LEVELS if 0 in players.remembered(g, 0, level)]
    assert "hard" in remembering
    for level in search.LEVELS:
        move = str(players.choose(g, level, Rng(1)))
        assert (move == "flip 0") == (level in remembering), level


def test_hard_plans_the_same_move_for_the_same_position_and_record():
    """The plan draws its futures from the generator it is given, not the clock: a review can replay it."""
    g = next(p for p in positions(4, 3) if p.phase == "place" and len(p.legal_moves()) > 6)
    assert len({str(players.choose(g, "hard", Rng(11), samples=12)) for _ in range(3)}) == 1


def test_placing_as_another_level_changes_only_the_placing():
    """The bench's medium:placing=hard: medium's flips and memory with hard's placing."""
    for g in positions(6, 2)[::3]:
        mixed = str(players.choose(g, "medium", Rng(3), placing="hard", samples=8))
        if g.phase == "place":
            assert mixed == str(players.choose(g, "hard", Rng(3), samples=8))
        else:
            assert mixed == str(players.choose(g, "medium", Rng(3)))


# --- seeded random playouts --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "players, variants, seed",
    [
        (2, [], 1),
        (2, ["any_map"], 2),
        (3, [], 3),
        (4, ["any_map"], 4),
        (5, [], 5),
        (6, ["any_map"], 6),
        (8, [], 7),
        (10, [], 8),
        (10, ["any_map"], 9),
    ],
)
def test_random_playouts_keep_the_invariants(players, variants, seed):
    g = tilegames.new_game({"game": "carmela", "players": players, "variants": variants}, seed)
    rng = Rng(seed * 7919 + 1)
    full = base_set(g)
    grid = list(g.grid)
    starts = [m.board.tiles[(0, 0)].name for m in g.maps]
    assert Counter(grid) + Counter(starts) == full and sum(full.values()) == 72
    won = [0] * players  # extra meeples won by challenges
    scores = g.scores()
    while not g.is_over():
        for e in g.play(g.random_move(rng)):
            if e["type"] == "take":
                won[e["player"]] += e["meeples"]
        out = Counter(p.player for p in g.all_pieces())
        for p in range(players):
            assert g.supply[p]["meeple"] >= 0
            assert g.supply[p]["meeple"] + out[p] == 1 + won[p], "meeples are conserved"
            assert g.scores()[p] >= scores[p], "scores never fall"
        scores = g.scores()
        on_maps = sum(len(m.board.tiles) for m in g.maps)
        aside = sum(len(s) for s in g.set_aside)
        assert sum(t is not None for t in g.grid) + on_maps + aside + len(g.queue) == 72
        for m in g.maps:
            assert not any(f.done and f.pieces for f in m.board.features()), "no meeple stays on a completed feature"
    # Every tile taken exactly once: the grid is empty, and the takes are the grid square by square.
    assert g.grid == [None] * len(grid)
    taken = {}
    for e in g.log:
        if e["type"] == "take":
            for square, tile in zip(e["squares"], e["tiles"]):
                assert square not in taken
                taken[square] = tile
    assert taken == dict(enumerate(grid))
    placed = Counter(o.name for m in g.maps for o in m.board.tiles.values())
    assert placed + Counter(t for s in g.set_aside for t in s) == full
    assert sum(g.taken) == sum(g.tile_points) == len(grid) == 72 - players
    if not variants:
        assert g.tile_points == g.taken
    else:
        assert any(m.startswith("map") for m in g.moves)  # the optional rule was used
    assert sum(won) > 0  # a challenge was won
    # A score is the tile points plus what the player's meeples scored.
    for p in range(players):
        meeples = sum(e["points"] for e in g.log if e["type"] == "score" and e["kind"] != "tiles" and p in e["players"])
        assert g.scores()[p] == g.tile_points[p] + meeples
    assert [e["points"] for e in g.log if e["type"] == "score" and e["kind"] == "tiles"] == g.tile_points
    # The record replays the game; the share code carries it.
    again = tilegames.replay(g.record())
    assert views(again) == views(g) and again.log == g.log
    code = share.encode(g)
    assert share.decode(code) == g.record()
    assert views(share.load(code)) == views(g)


@pytest.mark.parametrize("level", search.LEVELS)
def test_with_the_optional_rule_a_computer_player_keeps_its_tile_points_when_nothing_pays_for_giving_them(level):
    # Bo (seat 1) holds U with no meeple out anywhere: every placement is worth the same on the maps, so the
    # tile's point decides: his own map. (Placements were compared without it, and ties went to map 0.)
    g = game(["U", "V", "U", "V"], variants=["any_map"])
    play(g, "flip 0", "flip 1", "flip 0", "flip 2", "stop")
    assert (g.current_player, g.phase) == (1, "place")
    move = search.choose(g, level, Rng(1))
    assert move.owner is None, str(move)


def test_with_the_optional_rule_a_tile_that_fits_only_others_maps_may_be_set_aside():
    """A decision of ours: "may be placed into another player's map" is a choice, so a tile that fits no map of the
    mover's own may go into another's or be set aside ('aside'), which keeps its point for the mover."""
    g = tilegames.new_game({"game": "carmela", "players": 3, "variants": ["any_map"]}, 24)
    rng = Rng(24)
    while not (g.phase == "place" and g.may_set_aside()):  # seed 24's random game reaches one after 23 moves
        g.play(g.random_move(rng))
    me, tile = g.current_player, g.hand
    moves = [str(m) for m in g.legal_moves()]
    assert "aside" in moves and all(m == "aside" or m.startswith("map") for m in moves)
    assert g.view(me)["other_moves"] == [{"move": "aside"}]
    points, aside = g.tile_points[me], list(g.set_aside[me])
    events = g.play("aside")
    assert {"type": "set_aside", "player": me, "tile": tile} in events
    assert g.set_aside[me] == aside + [tile] and g.tile_points[me] == points + 1
    assert tilegames.replay(g.record()).view(me) == g.view(me)


def test_aside_is_refused_when_the_tile_fits_the_movers_own_map():
    g = tilegames.new_game({"game": "carmela", "players": 2, "variants": ["any_map"]}, 3)
    rng = Rng(3)
    while g.phase != "place":
        g.play(g.random_move(rng))
    before = g.view(0)
    with pytest.raises(RuleError, match="fits your map"):
        g.play("aside")
    assert g.view(0) == before


def test_carmela_holds_a_map_with_its_rules_per_player_and_no_drawn_turn():
    # Carmela is not the drawn-tile turn flow: it holds one map with Carcassonne's rules per player, played with no
    # plug-in hooks, and it has none of the members a drawn tile's turn gives plug-ins (rules.Host): no stand-ins.
    game = tilegames.new_game({"game": "carmela", "players": 2}, 3)
    assert not isinstance(game, TileGame) and not hasattr(game, "_start_turn")
    assert [type(m) for m in game.maps] == [MapRules, MapRules] and game.maps[0].board is not game.maps[1].board
    assert not any(hooks for m in game.maps for hooks in m.hooks.values())
    assert [m for m in ("grant", "granted", "drawn_from", "keeps_turn") if hasattr(game, m)] == []


@pytest.mark.parametrize(
    ("move", "message"),
    [
        ("flip -1", "there is no square '-1' in the grid"),
        ("flip x", "there is no square 'x' in the grid"),
        ("flip 1000", "there is no tile on square 1000 of the grid"),
    ],
)
def test_a_flip_of_no_square_is_answered_as_a_flip(move, message):
    game = tilegames.new_game({"game": "carmela", "players": 2}, 1)
    before = game.record()
    with pytest.raises(RuleError, match=re.escape(message)):
        game.play(move)
    assert game.record() == before
