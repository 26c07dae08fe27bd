"""Records and share codes as older versions of the engine wrote them, one set per rule change that altered what a
record holds, open to the game those versions played: the same scores, map and supplies.

``fixtures/before/records_by_rule_change.json``: each case was made by the engine at ``made_by`` (its ``py`` folder
of that commit, from ``git archive``) and its expectation is what that engine said of the game. A record saved
while the shaman's old question was open expects the game before the placement: it is asked again, first.
"""

import json

import pytest

import tilegames
from conftest import FIXTURES
from tilegames import RuleError, api, share

CASES = json.loads((FIXTURES / "before" / "records_by_rule_change.json").read_text(encoding="utf-8"))


def board(game):
    return [
        [t["x"], t["y"], t["tile"], t["rot"], [[p["player"], p["spot"]] for p in t["pieces"]]]
        for t in game.view(None)["board"]
    ]


def opened(case):
    return tilegames.replay(case["record"] if "record" in case else share.decode(case["share"]))


@pytest.mark.parametrize("case", CASES, ids=lambda c: c["name"])
def test_an_old_record_or_code_opens_the_game_its_engine_played(case):
    game = opened(case)
    expect = case["expect"]
    assert game.scores() == expect["scores"] and game.is_over() == expect["over"]
    assert board(game) == expect["board"] and game.supply == expect["supply"]
    assert (game.question is not None) == expect["question"]
    again = tilegames.replay(game.record())  # what it opens to is a record of today's, and a share code of today's
    assert again.moves == game.moves and share.decode(share.encode(game)) == game.record()


def test_every_rule_change_that_altered_records_has_a_case():
    made_by = {c["made_by"] for c in CASES}
    assert {"25c678f^", "0a92c01^", "c010bd0^"} <= made_by  # the shaman's old order, c1 codes, c2 codes
    assert sum(c["share"].startswith("c1.") for c in CASES if "share" in c) >= 3
    assert any(c["share"].startswith("c2.") for c in CASES if "share" in c)


def test_the_issue_50_records_load_through_the_api():
    # Issue 50 item 7: refused at move 4, then at move 5, before the old order was read in these two cases.
    for name, moves in [
        ("shaman_takes_back_the_member_just_put_on_its_tile", ["return none", "H88 1,-1 r0", "H62 0,-1 r0"]),
        ("shaman_first_member_goes_on_its_tile", ["H68 0,1 r0", "H88 1,-1 r0 tribe@meadow.NL", "H62 0,-1 r0"]),
    ]:
        case = next(c for c in CASES if c["name"] == name)
        view = json.loads(api.load(json.dumps(case["record"])))
        assert [p["score"] for p in view["players"]] == case["expect"]["scores"]
        assert json.loads(api.record())["moves"][-3:] == moves


SMALL = next(c for c in CASES if c["name"] == "shaman_answer_after_its_tile")["record"]
RIVER = next(c for c in CASES if c["name"] == "shaman_nothing_left_to_ask")["record"]
ANN = ["H64 1,0 r0 tribe@forest.N", "H46 -1,0 r0 tribe@meadow.NL", "H68 0,1 r0"]


@pytest.mark.parametrize(
    "record, moves, why",
    [
        # The old question never offered a member that went home with what the tile completed (Bo's fisher).
        (RIVER, ["H11 1,0 r1 hut@lake", "H24 0,1 r2 tribe@river.E", "H88 1,1 r3", "return 0,1@river.E"], "move 4"),
        # An answer the old question did not offer either: the other player's hunter.
        (SMALL, [*ANN, "H88 1,-1 r0", "return -1,0@meadow.NL", "H62 0,-1 r0"], "move 4"),
        # An answer after a tile no question was ever about.
        (SMALL, ["H64 1,0 r0", "return none", "H46 -1,0 r0"], "move 2"),
        # Two answers: one in today's order, then another after the placement.
        (SMALL, [*ANN, "return none", "H88 1,-1 r0", "return none", "H62 0,-1 r0"], "move 6"),
        # A placement of the shaman that was never legal, with an answer after it.
        (SMALL, [*ANN, "H88 5,5 r0", "return none", "H62 0,-1 r0"], "move 4"),
    ],
)
def test_what_no_engine_wrote_is_still_refused(record, moves, why):
    with pytest.raises(RuleError, match=why):
        tilegames.replay({**record, "moves": moves})
