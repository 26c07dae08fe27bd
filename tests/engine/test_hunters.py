"""Hunters & Gatherers rules (docs/rules/hunters.md), on hand-worked positions of real tiles.

Tiles by their reference lines (py/tilegames/games/hunters/tiles.py), as used below:
    H56 start: meadow N (aurochs) | forest E S (menhir) | meadow WL | river W into a lake (1 fish)
    H19 meadow (deer) | river E-S (1 fish) | meadow      H14 river N from a spring, forests E S W, tiger in a meadow
    H36 forest S, meadow (aurochs)                        H37 forest N, meadow (deer)
    H61 meadow all round (mammoth)                        H65 forest N E W (menhir), meadow S (tiger)
    bonus: H85 fire, H92 pit trap, H93 canoe lake, H91 raft lake, H94 hunting trap (each: its meadow or lake)
Every game below: Ann (seat 0) and Bo (seat 1), the land pile stacked and nothing else (the game ends with it).
"""

import pytest

import tilegames
from conftest import load_fixture
from tilegames import RuleError
from tilegames.games.hunters.powers import Tribe
from tilegames.games.hunters.tiles import LAND
from tilegames.rng import Rng


def game(deck, variants=(), bonus=None):
    options = {"deck": list(deck), "deck_only": True}
    if bonus:
        options["piles"] = {"bonus": list(bonus)}
    return tilegames.new_game(
        {
            "game": "hunters",
            "players": [{"name": "Ann"}, {"name": "Bo"}],
            "variants": list(variants),
            "options": options,
        },
        1,
    )


def scores(events, kind=None):
    return [
        (e["kind"], e["points"], e["players"])
        for e in events
        if e["type"] == "score" and (kind is None or e["kind"] == kind)
    ]


@pytest.mark.parametrize("variants, points", [((), 5), (("classic",), 4)])
def test_a_completed_river_scores_its_tiles_and_fish(variants, points):
    # Start lake (1 fish) - H19 (1 fish in the river) - H14's spring: 3 tiles; the river's own fish count in the
    # 2nd edition only: 3 + 1 + 1 = 5, classic 3 + 1 = 4. Bo completes it; Ann's fisher scores and comes back.
    g = game(["H19", "H14"], variants)
    g.play("H19 -1,0 r0 tribe@river.E")
    events = g.play("H14 -1,1 r0")
    assert scores(events) == [("river", points, [0])]
    assert g.supply[0]["tribe"] == (6 if not variants else 5)


def test_a_lake_ends_the_river_for_fishers_but_not_the_water_system_for_huts():
    g = game(["H19", "H14"])
    g.play("H19 -1,0 r0 hut@river.E")  # a hut claims the start's lake and river and H19's river: one water system
    options = [str(m) for m in g.legal_moves() if m.x == -1 and m.y == 1]
    assert "H14 -1,1 r0 tribe@river.N" in options  # huts and fishers never block each other
    assert "H14 -1,1 r0 hut@river.N" not in options  # the water system has a hut


def test_completing_a_menhir_forest_gives_the_completer_one_bonus_tile_placed_at_once():
    g = game(["H36", "H37"], bonus=["H85", "H92"])
    g.play("H36 0,1 r2 tribe@forest.N")  # Ann's gatherer in the start's menhir forest
    events = g.play("H37 1,0 r3")  # Bo closes it: Ann scores 3 tiles x2, Bo draws the bonus tile
    assert scores(events) == [("forest", 6, [0])]
    assert (g.current_player, g.hand, g.drawn_from) == (1, "H85", "bonus")
    assert g.view(1)["piles"] == {"main": 0, "bonus": 15}  # the stacked tiles lie on top of the other 14
    bonus_left = g.view(1)["remaining"]["piles"]["bonus"]
    assert sum(bonus_left.values()) == 15 and "H85" not in bonus_left and bonus_left["H92"] == 1
    g.play("H85 0,-1 r0")
    assert g.is_over()  # the last land tile's turn, bonus tile included, ended the game
    assert g.view(None)["piles"]["bonus"] == 15  # one bonus tile only


def meadow_game(bonus_move=None, variants=(), bonus=("H85",)):
    """Ann's hunter in a meadow of a mammoth (H61), the start's aurochs and a tiger (H65); Ann's gatherer closes
    nothing; Bo completes the start's menhir forest and places the bonus tile east of H61, joining H37's deer."""
    g = game(["H61", "H65", "H36", "H37"], variants, bonus=bonus)
    g.play("H61 0,-1 r0 tribe@meadow.NL")
    g.play("H65 0,-2 r0")
    g.play("H36 0,1 r2 tribe@forest.N")
    g.play("H37 1,0 r3")
    return g, g.play(bonus_move) if bonus_move else []


@pytest.mark.parametrize("variants, points", [((), 3 + 2), (("classic",), 2 + 2)])
def test_hunters_score_their_meadow_at_the_end_by_the_rule_sets_values(variants, points):
    # A mammoth, an aurochs and a tiger with no deer to take (never below zero): 2nd edition 3 + 2; classic 2 each.
    g, _ = meadow_game(bonus_move="H85 0,2 r0", variants=variants)  # the fire far away, in H36's meadow
    assert scores(g.log, "meadow") == [("meadow", points, [0])]
    end = next(e for e in g.log if e["type"] == "score" and e["kind"] == "meadow")
    assert (end["detail"]["mammoth"], end["detail"]["aurochs"], end["detail"]["cancelled"]) == (1, 1, 0)


def test_the_fire_drives_off_every_tiger_of_its_meadow():
    g, _ = meadow_game(bonus_move="H85 1,-1 r0")  # the fire joins the meadow: the deer scores, 3 + 2 + 1
    assert scores(g.log, "meadow") == [("meadow", 6, [0])]


def test_the_hunting_trap_scores_at_once_for_its_placer_and_spends_those_animals():
    # The trap's meadow on its tile and the 8 around: mammoth, aurochs, deer, tiger: Bo scores 3 + 2 at once.
    g, events = meadow_game(bonus_move="H94 1,-1 r0", bonus=("H94",))
    assert scores(events, "trap") == [("trap", 5, [1])]
    assert scores(g.log, "meadow") == [("meadow", 0, [0])]  # Ann's hunter finds nothing left


def test_the_pit_trap_doubles_the_animals_around_it_and_a_tiger_takes_a_deer():
    # The pit trap joins H37's deer: mammoth 3 + aurochs 2 + deer 1 taken by the tiger = 5, all near the pit: twice.
    g, _ = meadow_game(bonus_move="H92 1,-1 r0", bonus=("H92",))
    assert scores(g.log, "meadow") == [("meadow", 5 + 5, [0])]
    end = next(e for e in g.log if e["type"] == "score" and e["kind"] == "meadow")
    assert (end["detail"]["deer"], end["detail"]["cancelled"], end["detail"]["pit"]) == (0, 1, 5)


def test_the_pit_trap_never_doubles_a_deer_a_tiger_ate():
    # hunters_pit_trap_tiger's meadow: the tiger stands away from the pit and every deer beside it. It must eat one
    # of those, so one deer is doubled, not two (counting the 3x3 again with only its own tigers gave 13).
    g = tilegames.replay(load_fixture("hunters_pit_trap_tiger"))
    end = next(e for e in g.log if e["type"] == "score" and e["kind"] == "meadow")
    assert end["points"] == 12 and end["detail"]["doubled"] == {"mammoth": 1, "aurochs": 1, "deer": 1, "eaten": 1}


@pytest.mark.parametrize("eaten, doubled_deer", [(0, 2), (1, 2), (2, 1), (3, 0)])
def test_the_tigers_eat_the_deer_away_from_the_pit_trap_first(eaten, doubled_deer):
    # Two deer beside the pit (H37 at 1,0 and H62 at 0,-2) and one far away (H37 at 5,5): the tigers eat the far one
    # first, the reading that leaves the most to double.
    deer = LAND["H37"].segments[1]
    assert deer.count("deer") == 1
    live = [((1, 0), deer), ((0, -2), deer), ((5, 5), deer)]
    assert Tribe._doubled(live, [(1, -1)], eaten)["deer"] == doubled_deer


def test_the_dugout_canoe_scores_two_per_lake_of_its_water_system():
    g, events = meadow_game(bonus_move="H93 -1,0 r0", bonus=("H93",))  # joins the start's river and lake
    assert scores(events, "canoe") == [("canoe", 4, [1])]


@pytest.mark.parametrize(
    "variants, bonus, points",
    [
        ((), "H91", 1 + 1 + 2),  # lakes' fish 1 + 1, and the raft adds 1 per lake
        ((), "H93", 1 + 1),
    ],
)
def test_huts_score_the_fish_of_their_water_system_at_the_end(variants, bonus, points):
    g, _ = meadow_game(bonus_move=f"{bonus} -1,0 r0 hut@lake", variants=variants, bonus=(bonus,))
    assert scores(g.log, "hut") == [("hut", points, [1])]


def test_classic_huts_count_the_fish_in_rivers_too():
    g = game(["H19", "H14"], ("classic",))
    g.play("H19 -1,0 r0 hut@river.E")  # the system: the start's lake (1 fish) and H19's river (1 fish)
    g.play("H14 -1,1 r0")
    assert scores(g.log, "hut") == [("hut", 2, [0])]


def test_tribe_members_on_unfinished_forests_and_rivers_leave_unscored():
    g = game(["H36", "H19"])
    g.play("H36 0,1 r2 tribe@forest.N")
    g.play("H19 -1,0 r0 tribe@river.E")
    assert g.is_over() and scores(g.log) == []
    assert g.supply == [{"tribe": 6, "hut": 3}, {"tribe": 6, "hut": 3}]


def test_classic_supply_and_bonus_stack():
    g = tilegames.new_game({"game": "hunters", "players": 3, "variants": ["classic"]}, 4)
    assert g.supply[0] == {"tribe": 5, "hut": 2} and g.view(0)["piles"]["bonus"] == 12
    assert tilegames.new_game({"game": "hunters", "players": 3}, 4).view(0)["piles"] == {"main": 77, "bonus": 16}


def test_stacking_an_unknown_pile_is_refused():
    with pytest.raises(RuleError, match="option 'piles'"):
        tilegames.new_game({"game": "hunters", "players": 2, "options": {"piles": {"gold": ["H85"]}}}, 1)


@pytest.mark.parametrize("variants", [(), ("classic",)])
@pytest.mark.parametrize("seed", range(6))
def test_random_playouts_keep_the_rules_invariants(variants, seed):
    g = tilegames.new_game({"game": "hunters", "players": 2 + seed % 4, "variants": list(variants)}, seed)
    rules = g.rules
    pieces = dict(rules.supply)
    land = sum(rules.counts.values()) + 1
    rng, before = Rng(seed + 50), g.scores()
    bonus_placed = 0
    while not g.is_over():
        from_bonus = g.drawn_from == "bonus"
        answering = g.question is not None
        events = g.play(g.random_move(rng))
        bonus_placed += from_bonus and not answering
        on_map = [0] * g.nplayers
        for p in g.pieces():
            on_map[p.player] += 1
        for player in range(g.nplayers):
            assert sum(g.supply[player].values()) + on_map[player] == sum(pieces.values()), "pieces are conserved"
        assert all(a >= b for a, b in zip(g.scores(), before)), "scores never fall"
        before = g.scores()
        assert sum(e["type"] == "place" for e in events) == (0 if answering else 1)
    placed_land = sum(1 for pos, o in g.board.tiles.items() if o.name in rules.counts or o.name == rules.start)
    discarded_land = sum(1 for t in g.discarded if t in rules.counts)
    assert placed_land + discarded_land == land, "every land tile placed or discarded"
    assert bonus_placed == len(g.board.tiles) - placed_land
    assert tilegames.replay(g.record()).view(0) == g.view(0)


@pytest.mark.parametrize("variants, winners", [(("classic",), [1]), ((), [0, 1])])
def test_the_classic_shrine_makes_its_hunter_the_only_scorer_of_its_meadow(variants, winners):
    # Bo's bonus tile H88 east of H37, Bo's hunter on its shrine meadow (with H37's deer); then Ann's H62 joins
    # that meadow to Ann's: one hunter each. Animals: mammoth, aurochs, two deer, a tiger taking one deer.
    g = game(["H61", "H65", "H36", "H37", "H62"], variants, bonus=["H88"])
    g.play("H61 0,-1 r0 tribe@meadow.NL")
    g.play("H65 0,-2 r0")
    g.play("H36 0,1 r2 tribe@forest.N")
    g.play("H37 1,0 r3")
    assert g.question is None  # Bo has no tribe member on the map for the 2nd edition's shaman to take back
    g.play("H88 2,0 r0 tribe@meadow.NL")
    g.play("H62 1,-1 r0")
    points = 2 + 2 + 2 if variants else 3 + 2 + 1  # classic: 2 each; 2nd edition: 3, 2, 1 (a shaman, no shrine)
    assert scores(g.log, "meadow") == [("meadow", points, winners)]


def test_mushrooms_add_to_a_completed_forest_by_the_rule_sets_values():
    from tilegames.board import Feature
    from tilegames.games.hunters.scoring import forest_points, forest_points_classic

    forest = Feature("forest", (0, 0), 0, {"mushrooms": 1}, 0)
    forest.tiles |= {(1, 0), (2, 0)}  # a forest of 3 tiles, one of them with mushrooms
    assert forest_points(forest, None, None)[0] == 3 * 2 + 3  # 2nd edition: 3 per mushroom tile
    assert forest_points_classic(forest, None)[0] == 3 * 2 + 2  # classic: 2 per mushroom patch


def shaman_game():
    """Ann's hunter at 0,-1; Bo's hunter at 1,0 on H37, whose placement completes a menhir forest: Bo draws the
    shaman (H88) as his bonus tile and is asked at once, before placing it."""
    g = game(["H61", "H65", "H36", "H37", "H62"], bonus=["H88"])
    for move in (
        "H61 0,-1 r0 tribe@meadow.NL",
        "H65 0,-2 r0",
        "H36 0,1 r2 tribe@forest.N",
        "H37 1,0 r3 tribe@meadow.NL",
    ):
        g.play(move)
    return g


def test_the_shaman_lets_its_placer_take_back_one_of_their_own_tribe_members():
    g = shaman_game()
    question = g.view(0)["question"]
    assert question["player"] == 1 and g.current_player == 1 and question["tile"] == "H88"
    assert g.view(1)["hand"] == "H88" and g.view(1)["placements"] == []  # the answer comes before the placement
    assert [a["move"] for a in question["answers"]] == ["return none", "return 1,0@meadow.NL"]  # Bo's only
    assert question["answers"][1]["piece_at"] == {"x": 1, "y": 0, "segment": 1}
    events = g.play("return 1,0@meadow.NL")
    assert [e["type"] for e in events] == ["return"] and events[0]["reason"] == "shaman"
    assert g.supply[1]["tribe"] == 6 and [p.player for p in g.pieces()] == [0]  # Ann's hunter stays
    assert g.current_player == 1 and g.hand == "H88" and "question" not in g.view(1)
    g.play("H88 2,0 r0")
    assert g.current_player == 0 and g.hand == "H62"
    g.play("H62 1,-1 r0")
    # H62 joins both hunters' meadows (mammoth, aurochs, two deer, a tiger taking one): Bo's hunter is gone.
    assert g.is_over() and scores(g.log, "meadow") == [("meadow", 3 + 2 + 1, [0])]


def test_keeping_every_tribe_member_leaves_them_on_the_map():
    g = shaman_game()
    g.play("return none")
    assert g.supply[1]["tribe"] == 5 and sorted(p.player for p in g.pieces()) == [0, 1]
    g.play("H88 2,0 r0")
    g.play("H62 1,-1 r0")
    assert scores(g.log, "meadow") == [("meadow", 3 + 2 + 1, [0, 1])]  # one hunter each: both score


@pytest.mark.parametrize(
    "move, why",
    [
        ("H62 1,-1 r0", "first answer the question"),
        ("return 0,-1@meadow.NL", "first answer the question"),
        ("return nobody", "first answer the question"),
        ("shaman none", "first answer the question"),
    ],
)
def test_a_wrong_answer_is_refused_and_changes_nothing(move, why):
    g = shaman_game()
    before = g.view(1)
    with pytest.raises(RuleError, match=why):
        g.play(move)
    assert g.view(1) == before and g.moves[-1] == "H37 1,0 r3 tribe@meadow.NL"


def test_a_player_with_an_empty_supply_may_put_the_member_the_shaman_returns_onto_the_shaman_tile():
    # Random moves from Rng(1) with the shaman on top of the bonus pile: Ann completes a menhir forest with all six
    # tribe members on the map and draws the shaman. Asked first, she takes her gatherer back and may deploy it.
    g = tilegames.new_game({"game": "hunters", "players": 2, "options": {"piles": {"bonus": ["H88"]}}}, 1)
    rng = Rng(1)
    while g.question is None:
        g.play(g.random_move(rng))
    assert (g.question.player, g.question.tile, g.supply[0]["tribe"]) == (0, "H88", 0)
    g.play("return 0,-2@forest.N")
    deploys = [m for m in g.legal_moves() if m.piece == "tribe"]
    assert g.supply[0]["tribe"] == 1 and deploys and all(m.tile == "H88" for m in deploys)


def test_a_record_saved_with_the_answer_after_the_shaman_tile_still_replays():
    # Until 2026-11 the question came after the placement: such a record holds the answer after the move.
    g = shaman_game()
    old = {**g.record(), "moves": [*g.moves, "H88 2,0 r0", "return 1,0@meadow.NL", "H62 1,-1 r0"]}
    again = tilegames.replay(old)
    assert again.moves[-3:] == ["return 1,0@meadow.NL", "H88 2,0 r0", "H62 1,-1 r0"]
    assert again.is_over() and scores(again.log, "meadow") == [("meadow", 3 + 2 + 1, [0])]


def test_an_answer_out_of_turn_is_refused():
    g = game(["H19", "H14"])
    with pytest.raises(RuleError, match="no question is asked"):
        g.play("return none")


def test_the_shaman_asks_nothing_of_a_player_with_no_tribe_member_on_the_map_nor_in_the_classic_rules():
    g = game(["H61", "H65", "H36", "H37", "H62"], bonus=["H88"])
    for move in ("H61 0,-1 r0 tribe@meadow.NL", "H65 0,-2 r0", "H36 0,1 r2 tribe@forest.N", "H37 1,0 r3"):
        g.play(move)
    assert g.question is None and g.hand == "H88"  # Bo has nobody on the map
    g.play("H88 2,0 r0")
    assert g.current_player == 0
    classic = game(["H61", "H65", "H36", "H37", "H62"], ("classic",), bonus=["H88"])
    for move in (
        "H61 0,-1 r0 tribe@meadow.NL",
        "H65 0,-2 r0",
        "H36 0,1 r2 tribe@forest.N",
        "H37 1,0 r3 tribe@meadow.NL",
        "H88 2,0 r0",
    ):
        classic.play(move)
    assert classic.question is None  # tile 88 is the shrine there


def test_an_answer_replays_and_travels_in_a_share_code():
    from tilegames import share

    g = shaman_game()
    g.play("return 1,0@meadow.NL")
    g.play("H88 2,0 r0 tribe@meadow.NL")
    again = share.load(share.encode(g))
    assert again.moves[-2] == "return 1,0@meadow.NL" and again.view(0) == tilegames.replay(g.record()).view(0)
    assert again.supply == g.supply


def test_a_record_saved_while_the_shamans_question_was_open_asks_it_again():
    # Saved until 2026-11 between the shaman's placement and its answer: the placement is made again after it.
    g = shaman_game()
    again = tilegames.replay({**g.record(), "moves": [*g.moves, "H88 2,0 r0"]})
    assert again.moves == g.moves and again.question is not None and again.question.tile == "H88"
    with pytest.raises(RuleError, match="move 5"):  # any other move there is refused as before
        tilegames.replay({**g.record(), "moves": [*g.moves, "H62 1,-1 r0"]})
