"""Placement, deployment and turn rules of the base game (docs/rules/carcassonne.md sections 2-3)."""

import pytest

import tilegames
from conftest import stacked
from tilegames import RuleError, TileMove, new_game


def test_first_tile_must_touch_the_start_tile_by_an_edge():
    game = new_game(stacked(["B"]), 1)
    squares = {pos for pos, rot in game.placements()}
    # Only south: the start tile shows a city north and roads east and west; B is all field.
    assert squares == {(0, 1)}
    with pytest.raises(RuleError, match="touch the map"):
        game.play("B 1,1 r0")


def test_a_road_tile_fits_beside_the_road_ends_too():
    game = new_game(stacked(["A"]), 1)
    assert sorted(game.placements()) == [((-1, 0), 3), ((0, 1), 0), ((0, 1), 1), ((0, 1), 3), ((1, 0), 1)]


def test_every_touching_edge_must_match():
    game = new_game(stacked(["E", "K"]), 1)
    # The cap's city must face the start tile's city; the other rotations put a field against it.
    assert [rot for pos, rot in game.placements() if pos == (0, -1)] == [2]
    with pytest.raises(RuleError, match="edges do not match"):
        game.play("E 0,-1 r0")


def test_placements_offer_each_distinct_rotation_once():
    game = new_game(stacked(["X"]), 1)
    # A crossroads looks the same every way round: it fits west and east of the start tile, once each.
    assert sorted(game.placements()) == [((-1, 0), 0), ((1, 0), 0)]


def test_a_rotation_that_looks_the_same_is_accepted_and_recorded_canonically():
    game = new_game(stacked(["U"]), 1)
    game.play("U 1,0 r2")
    assert game.moves == ["U 1,0 r0"]


def test_meeple_only_on_an_unoccupied_connected_feature():
    game = new_game(stacked(["U", "U"]), 1)
    game.play("U 1,0 r0 meeple@road.E")
    spots = {spot for piece, spot in game.options((-1, 0), 0)}
    assert "road.E" not in spots  # the road through the start tile already holds Ann's thief
    assert {"field.NL", "field.ER"} <= spots
    with pytest.raises(RuleError, match="cannot deploy"):
        game.play("U -1,0 r0 meeple@road.E")


def test_two_segments_joined_through_a_feature_count_as_one():
    # The start city and a second cap meet through the 3-sided city: a knight anywhere on it is refused.
    game = tilegames.replay({"setup": stacked(["N", "R", "E"]), "seed": 1, "moves": ["N 0,-1 r2 meeple@city.E"]})
    spots = {spot for piece, spot in game.options((1, -1), 3)}
    assert "city.N" not in spots


def test_no_deploy_without_supply():
    # Players who deploy whenever they can soon run out; then only "no meeple" is offered.
    game = new_game({"players": 2}, 3)
    seen_empty = False
    while not game.is_over():
        pos, rot = game.placements()[0]
        options = game.options(pos, rot)
        if game.supply[game.current_player]["meeple"] == 0:
            seen_empty = True
            assert options == [(None, None)]
        piece, spot = options[-1]
        game.play(TileMove(game.hand, pos[0], pos[1], rot, piece, spot))
    assert seen_empty


def test_nothing_in_the_gardens_without_the_abbot():
    game = new_game(stacked(["Eg"]), 1)
    assert all(spot != "garden" for piece, spot in game.options((0, -1), 2))


def test_tile_that_fits_nowhere_is_discarded_and_another_drawn():
    # Ring the start tile's city so no tile can reach it, then draw a 4-sided city: it fits nowhere.
    game = new_game(stacked(["E", "C", "U"]), 1)
    game.play("E 0,-1 r2")
    assert game.discarded == ["C"]
    assert game.hand == "U"
    assert {"type": "discard", "tile": "C"} in game.events


def test_game_ends_after_the_last_tile_with_final_scoring():
    game = new_game(stacked(["V"]), 1)
    events = game.play("V 1,0 r0 meeple@road.S")
    assert game.is_over() and game.hand is None and game.legal_moves() == []
    assert events[-1]["type"] == "end"
    assert game.scores() == [2, 0]
    with pytest.raises(RuleError, match="over"):
        game.play("V 2,0 r0")


def test_legal_moves_are_placements_times_options():
    game = new_game({"players": 3}, 5)
    moves = game.legal_moves()
    assert len(moves) == sum(len(game.options(pos, rot)) for pos, rot in game.placements())
    assert all(isinstance(m, TileMove) for m in moves)
    assert len(set(map(str, moves))) == len(moves)


def test_a_listed_move_is_checked_again_once_the_game_has_moved_on():
    """Moves a game lists for its present state skip the second check, but only there: after another move, in a
    clone that played on, or in another game, an old listed move that is illegal now is refused as any other."""
    game = new_game({"players": 2}, 5)
    listed = game.legal_moves()
    other = new_game({"players": 2}, 6)  # another game at the same turn, another tile in hand
    stale = next(m for m in listed if m.tile != other.hand)
    with pytest.raises(RuleError):
        other.play(stale)
    ahead = game.clone()
    ahead.play(listed[0])
    before = ahead.moves[:]
    with pytest.raises(RuleError):
        ahead.play(listed[-1])  # the same turn's move, a turn later: its square or tile no longer fits
    assert ahead.moves == before
    game.play(listed[-1])  # the game that listed it, still in that state, takes it
    assert game.moves[-1] == str(listed[-1])
