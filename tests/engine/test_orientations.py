"""Every turn of every tile that looks different is a move of its own (docs/rules/hunters.md section 2).

A tile's pictures are worked out here from its plain data (``TileType.art``) turned by name, apart from the engine's
own comparison, so a fault in one is not repeated in the other.
"""

import pytest

from tilegames import new_game, search
from tilegames.board import Board
from tilegames.errors import RuleError
from tilegames.rng import Rng

# Each game with the variants that bring every tile type it has into play.
SETUPS = {
    "carcassonne": {"game": "carcassonne", "players": 2, "variants": ["river", "abbot", "sightseeing"]},
    "hunters": {"game": "hunters", "players": 2},
    "hunters classic": {"game": "hunters", "players": 2, "variants": ["classic"]},
    "carmela": {"game": "carmela", "players": 2},
}
SIDES = "NESW"
NEIGHBOURS = {(0, -1): 2, (1, 0): 3, (0, 1): 0, (-1, 0): 1}  # square beside (0, 0) -> its side that faces (0, 0)


def turned(place: str, rot: int) -> str:
    """An edge (N) or half-edge (NL) name turned ``rot`` quarter turns clockwise."""
    return SIDES[(SIDES.index(place[0]) + rot) % 4] + place[1:]


def picture(art: dict, rot: int) -> tuple:
    """Everything a player sees of tile ``art`` turned ``rot``: each segment's kind, places, tokens and links."""
    places = [tuple(sorted(turned(p, rot) for p in s.get("edges", []))) for s in art["segments"]]
    return tuple(
        sorted(
            (
                s["kind"],
                places[i],
                tuple(sorted(s.get("tokens", {}).items())),
                tuple(sorted(places[k] for k in s.get("links", []))),
            )
            for i, s in enumerate(art["segments"])
        )
    )


def edge_kinds(art: dict, rot: int) -> list[str]:
    """The kinds on N, E, S, W of tile ``art`` turned ``rot``."""
    return [art["edges"][(side - rot) % 4] for side in range(4)]


def tile_types():
    """(setup name, rules, tile name) for every tile type of every game."""
    for name, setup in SETUPS.items():
        rules = new_game(setup, 1).rules
        for tile in sorted(rules.tiles):
            yield pytest.param(rules, tile, id=f"{name}-{tile}")


@pytest.mark.parametrize(("rules", "name"), list(tile_types()))
def test_the_orientations_offered_are_the_distinct_pictures(rules, name):
    tile = rules.tiles[name]
    art = tile.art()
    start = rules.tiles[rules.start].art()
    board = Board(rules.layers)
    board.place((0, 0), rules.tiles[rules.start].oriented(0))
    offered = board.fitting(tile)
    for square, facing in NEIGHBOURS.items():
        # The rotations whose side toward the start tile matches it; the pictures among them, each once.
        fitting = [r for r in range(4) if edge_kinds(art, r)[facing] == start["edges"][(facing + 2) % 4]]
        pictures = {picture(art, r) for r in fitting}
        rots = [r for pos, r in offered if pos == square]
        assert len(rots) == len(pictures), f"{name} at {square}: {rots} for {len(pictures)} pictures"
        assert {picture(art, r) for r in rots} == pictures


@pytest.mark.parametrize(("rules", "name"), list(tile_types()))
def test_a_rotation_is_only_ever_named_by_one_that_looks_the_same(rules, name):
    tile, art = rules.tiles[name], rules.tiles[name].art()
    for r in range(4):
        assert picture(art, tile.canonical(r)) == picture(art, r)
    assert len(tile.rotations) == len({picture(art, r) for r in range(4)})


def test_the_fully_symmetric_tiles_stay_one_move():
    rules = new_game(SETUPS["carcassonne"], 1).rules
    assert rules.tiles["C"].rotations == (0,) and rules.tiles["X"].rotations == (0,)
    assert rules.tiles["C"].canonical(3) == 0


def test_the_seeds_reproduction_offers_both_sides_of_the_river_for_the_deer():
    # H50: a deer in one meadow of a straight river. North of the start tile both ways round are legal now.
    game = new_game({"game": "hunters", "seed": 1, "players": 2, "options": {"deck": ["H50"]}}, 1)
    rots = sorted(r for pos, r in game.placements() if pos == (0, -1))
    assert rots == [1, 3]


def test_a_move_is_recorded_as_played():
    game = new_game({"game": "hunters", "players": 2, "options": {"deck": ["H53"]}}, 1)
    game.play("H53 -1,0 r2")
    assert game.moves[-1] == "H53 -1,0 r2"
    mammoth_side = new_game({"game": "hunters", "players": 2, "options": {"deck": ["H53"]}}, 1)
    mammoth_side.play("H53 -1,0 r0")
    assert mammoth_side.moves[-1] == "H53 -1,0 r0"
    # The mammoth lies in the other meadow: the turned tile's south half of its west edge holds it, not its north.
    assert game.board.tiles[(-1, 0)].half_seg != mammoth_side.board.tiles[(-1, 0)].half_seg


def test_an_illegal_turn_is_still_refused():
    game = new_game({"game": "hunters", "players": 2, "options": {"deck": ["H53"]}}, 1)
    with pytest.raises(RuleError):
        game.play("H53 0,-1 r1")  # the river would meet the start tile's meadow
    assert game.moves == []


@pytest.mark.parametrize(
    ("tile", "best"), [("H38", "H38 0,-1 r2 tribe@meadow.SL"), ("H73", "H73 -1,0 r3 tribe@meadow.EL")]
)
def test_hard_takes_a_turn_that_only_the_new_orientations_offer(tile, best):
    # The last tile of the game: turned one way its deer joins the start tile's aurochs under the hunter placed
    # with it (3 points), the other way (the only one offered before) it does not (2 points).
    game = new_game({"game": "hunters", "players": 2, "options": {"deck": [tile], "deck_only": True}}, 1)
    move = search.choose(game, "hard", Rng(3))
    assert str(move) == best
    game.play(move)
    assert game.scores() == [3, 0]
