"""River, Abbot and Sightseeing as plugins (docs/rules/carcassonne.md sections 5-7): their rules, alone and combined."""

import itertools

import pytest

import tilegames
from tilegames import RuleError, new_game
from tilegames.rng import Rng


def stacked(variants, deck, players=2):
    return {"players": players, "variants": variants, "options": {"deck": deck, "deck_only": True}}


# --- River ------------------------------------------------------------------------------------------
def test_river_starts_at_the_spring_and_deals_river_tiles_first():
    game = new_game({"players": 2, "variants": ["river"]}, 4)
    assert game.board.tiles[(0, 0)].name == "RA"
    drawn = [game.hand] + game.bag[::-1]
    assert all(t.startswith("R") and len(t) == 2 for t in drawn[:10]) and drawn[10] == "RL"
    assert "RL" not in drawn[11:] and len(drawn) == 71 + 11  # 71 land tiles (no start D) + 11 river tiles


def test_river_tile_must_extend_the_open_end():
    game = new_game(stacked(["river"], ["RD", "RL"]), 1)
    assert game.placements() == [((1, 0), 0)]  # only east of the spring, flowing on
    with pytest.raises(RuleError, match="touch the map"):
        game.play("RD 5,5 r0")
    with pytest.raises(RuleError):
        game.play("RD 0,1 r1")


def test_river_u_turn_is_refused():
    game = new_game(stacked(["river"], ["RG", "RJ", "RL"]), 1)
    game.play("RG 1,0 r0")  # turns right: now flowing south
    rots = [rot for pos, rot in game.placements()]
    assert game.placements() and all(pos == (1, 1) for pos, rot in game.placements())
    assert 1 not in rots  # r1 would turn right again, back towards the spring
    with pytest.raises(RuleError, match="variant rule forbids it"):
        game.play("RJ 1,1 r1")
    game.play("RJ 1,1 r2")


def test_no_piece_on_spring_lake_or_river():
    game = new_game(stacked(["river"], ["RK", "RL", "U"]), 1)
    spots = [spot for piece, spot in game.options((1, 0), 1)]
    assert spots and not any(s and s.startswith("river") for s in spots)
    game.play("RK 1,0 r1")
    assert game.options((2, 0), 0) == [(None, None)]  # the lake takes no piece


def test_lake_keeps_the_turn():
    game = new_game(stacked(["river"], ["RD", "RL", "U", "U"]), 1)
    game.play("RD 1,0 r0")
    assert game.current_player == 1
    game.play("RL 2,0 r0")
    assert game.current_player == 1 and game.hand == "U"


# --- Abbot ------------------------------------------------------------------------------------------
def test_abbot_only_on_cloister_or_garden_and_meeple_never_in_a_garden():
    game = new_game(stacked(["abbot"], ["Eg", "B"]), 1)
    opts = game.options((0, -1), 2)
    assert ("abbot", "garden") in opts and ("meeple", "garden") not in opts
    assert not any(piece == "abbot" and spot != "garden" for piece, spot in opts)
    with pytest.raises(RuleError, match="cannot deploy"):
        game.play("Eg 0,-1 r2 meeple@garden")
    assert game.supply[0] == {"meeple": 7, "abbot": 1}


def test_recall_only_with_the_abbot_on_the_map():
    game = new_game(stacked(["abbot"], ["B", "U", "U"]), 1)
    assert ("recall", None) not in game.options((0, 1), 0)
    game.play("B 0,1 r0 abbot@cloister")
    game.play("U 1,0 r0")
    assert ("recall", None) in game.options((-1, 0), 0)
    events = game.play("U -1,0 r0 recall")
    assert [e["points"] for e in events if e["type"] == "score"] == [4]  # cloister + D + two U diagonal
    assert game.supply[0]["abbot"] == 1 and game.by_kind[0]["cloister"] == 4


# --- Sightseeing ------------------------------------------------------------------------------------
def test_landmarks_replace_the_cloisters():
    game = new_game({"players": 2, "variants": ["sightseeing"]}, 2)
    drawn = [game.hand] + game.bag
    assert drawn.count("LA") == 2 and drawn.count("LB") == 4
    assert "A" not in drawn and "B" not in drawn and len(drawn) == 71


def test_tourist_only_on_a_landmark_and_it_never_returns():
    game = new_game(stacked(["sightseeing", "abbot"], ["LB", "Eg"]), 1)
    opts = game.options((0, 1), 0)
    assert {("meeple", "cloister"), ("tourist", "cloister"), ("abbot", "cloister")} <= set(opts)
    game.play("LB 0,1 r0 tourist@cloister")
    assert not any(p == "tourist" for p, s in game.options((0, -1), 2))
    game.play("Eg 0,-1 r2")
    assert game.supply[0]["meeple"] == 6 and game.is_over()


# --- every combination ------------------------------------------------------------------------------
COMBOS = [list(c) for n in range(4) for c in itertools.combinations(["abbot", "river", "sightseeing"], n)]


@pytest.mark.parametrize("variants", COMBOS, ids=lambda c: "+".join(c) or "base")
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_playouts_keep_the_invariants(variants, seed):
    players = 2 + seed
    game = new_game({"players": players, "variants": variants}, seed)
    start = {k: v for k, v in game.rules.supply.items()}
    rng = Rng(seed)
    scores = list(game.scores())
    total = sum(game.rules.counts.values()) + 1
    while not game.is_over():
        game.play(game.random_move(rng))
        on_map = {}
        for p in game.pieces():
            key = (p.player, game.rules.pieces[p.piece].supply)
            on_map[key] = on_map.get(key, 0) + 1
        for p in range(players):
            for key, n in start.items():
                assert game.supply[p][key] + on_map.get((p, key), 0) == n
            assert game.scores()[p] >= scores[p]
        scores = list(game.scores())
        assert not any(f.done and f.pieces for f in game.board.features())
    assert len(game.board.tiles) + len(game.discarded) == total
    assert tilegames.replay(game.record()).view() == game.view()


def test_variants_are_named_and_unknown_ones_refused():
    assert {"river", "abbot", "sightseeing"} <= {v.name for v in tilegames.GAMES["carcassonne"].variants}
    with pytest.raises(RuleError, match="unknown variant"):
        new_game({"players": 2, "variants": ["dragons"]}, 1)


def test_recall_option_tells_its_points_and_the_abbots_square_before_it_is_chosen():
    game = new_game(stacked(["abbot"], ["B", "U", "U"]), 1)
    game.play("B 0,1 r0 abbot@cloister")
    game.play("U 1,0 r0")
    placement = next(p for p in game.view()["placements"] if (p["x"], p["y"], p["rot"]) == (-1, 0, 0))
    recall = next(o for o in placement["options"] if o["piece"] == "recall")
    assert (recall["points"], recall["x"], recall["y"]) == (4, 0, 1)  # the new tile counts: it is in the square
    assert recall["area"] == {"x0": -1, "y0": 0, "x1": 1, "y1": 2}  # the page lights this square, computing nothing
    assert recall["piece_at"] == {"x": 0, "y": 1, "segment": 0}  # and rings the abbot that comes back
    events = game.play(recall["move"])
    score = next(e for e in events if e["type"] == "score")
    assert score["points"] == 4 and sorted(map(tuple, score["tiles"])) == [(-1, 0), (0, 0), (0, 1), (1, 0)]


def test_recall_on_the_tile_that_surrounds_the_abbots_garden_scores_the_recall():
    """The tile placed completes the 3x3 square around the abbot's garden, and its player recalls the abbot with it:
    the recall scores the 9 tiles (once), the abbot comes home. (A random playout found this turn; it once failed
    to find the abbot, which the tile had just surrounded.)"""
    moves = (
        "X -1,0 r0 meeple@road.N|H 0,-1 r0|Mg 0,1 r2|Ug -1,-1 r1 meeple@field.NL|R 1,1 r2|L -2,0 r0 meeple@road.W|"
        "L -3,0 r0 meeple@field.SR|E 0,2 r0 meeple@field.EL|B -1,2 r0 meeple@cloister|V -2,2 r1 meeple@field.NL|"
        "F -3,-1 r1|D -1,-2 r1|N 1,-1 r1 meeple@city.N|Hg -2,-1 r0 meeple@city.S|A -2,3 r0 meeple@cloister|"
        "E -4,-1 r0 meeple@field.EL|J -2,-2 r2|U -2,1 r1|G -3,3 r1 meeple@city.N|W -2,-3 r1 meeple@road.W|"
        "L -2,-4 r3 meeple@field.NR|Ig 2,-1 r3|K 0,3 r3|V -1,-4 r0 meeple@road.S|A -5,-1 r1|D -3,2 r2|U -1,-3 r1|"
        "O -3,-3 r0 meeple@city.N|W -5,-2 r2 meeple@road.N|V 0,-3 r3 meeple@road.E|Ng -5,0 r2|U -6,-1 r0|K 1,-3 r0|"
        "P -5,1 r1|V -5,-3 r3|U -7,-1 r0|W -8,-1 r2|U -6,-3 r1|V -8,0 r3|M -7,-2 r0|P -4,-2 r2|"
        "B 0,-4 r0 abbot@cloister|V -9,-1 r3|R 2,0 r1 recall|Vg -6,-2 r2 abbot@garden|V -1,-5 r2"
    ).split("|")
    game = new_game({"players": 2, "variants": ["abbot"]}, 2679)
    for move in moves:
        game.play(move)
    assert game.hand == "F" and game.current_player == 0 and game.supply[0]["abbot"] == 0
    before = game.scores()[0]
    events = game.play("F -7,-3 r1 recall")  # the last empty square around the garden on -6,-2
    scores = [e for e in events if e["type"] == "score"]
    assert [(e["text"], e["points"]) for e in scores] == [("abbot recalled from garden: 9 tiles = 9", 9)]
    assert game.scores()[0] == before + 9 and game.supply[0]["abbot"] == 1
