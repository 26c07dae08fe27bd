"""Play by link: the catalog says which games allow it, a setup's "link" id is checked, a link game's record
round-trips through a share code, and ``movers`` tells who made each move."""

import base64
import json

import pytest

from tilegames import RuleError, api, new_game, share
from tilegames.rng import Rng

HUMANS = [{"name": "Ann", "type": "human"}, {"name": "Bo", "type": "human"}, {"name": "Cy", "type": "computer"}]


def call(fn, *args):
    return json.loads(getattr(api, fn)(*[json.dumps(a) for a in args]))


def test_the_catalog_says_which_games_may_be_played_by_link():
    games = call("catalog")["games"]
    assert {name: g["by_link"] for name, g in games.items()} == {
        "carcassonne": True,
        "hunters": True,
        "carmela": False,  # its face-down grid is the game; a link's seed would give it away
    }


@pytest.mark.parametrize("game", ["carcassonne", "hunters"])
def test_a_link_game_keeps_its_id_in_the_record_and_the_share_code(game):
    v = call("new_game", {"game": game, "players": HUMANS, "seed": 4, "link": "k3-x_9"})
    call("play", v["placements"][0]["options"][0]["move"])
    record = call("record")
    assert record["setup"]["link"] == "k3-x_9"
    assert call("decode_share", call("share")) == record


def test_a_game_without_a_link_has_no_link_key():
    call("new_game", {"players": HUMANS, "seed": 4})
    assert "link" not in call("record")["setup"]


@pytest.mark.parametrize(
    "setup,reason",
    [
        ({"game": "carmela", "players": HUMANS, "link": "abc"}, "carmela cannot be played by link"),
        ({"players": HUMANS, "link": ""}, "'link' must be the game's id"),
        ({"players": HUMANS, "link": "a b"}, "'link' must be the game's id"),
        ({"players": HUMANS, "link": "x" * 33}, "'link' must be the game's id"),
        ({"players": HUMANS, "link": 7}, "'link' must be the game's id"),
        ({"players": [HUMANS[0], HUMANS[2]], "link": "abc"}, "two human players or more"),
    ],
)
def test_a_bad_link_setup_is_refused_and_the_game_stays(setup, reason):
    before = call("new_game", {"players": HUMANS, "seed": 1})
    with pytest.raises(RuleError, match=reason):
        call("new_game", {**setup, "seed": 2})
    assert call("view") == before


def test_a_tampered_code_with_a_bad_link_setup_is_refused():
    game = new_game({"players": HUMANS}, 3)
    code = share.encode(game)
    _, head, body, _ = code.split(".")
    info = json.loads(base64.urlsafe_b64decode(head + "=" * (-len(head) % 4)))
    info["setup"]["link"] = "not an id!"
    head = base64.urlsafe_b64encode(json.dumps(info).encode()).decode().rstrip("=")
    tampered = f"c2.{head}.{body}"  # an older code, without the check that would refuse it sooner
    with pytest.raises(RuleError, match="'link' must be the game's id"):
        share.decode(tampered)


def test_movers_names_the_seat_before_each_move():
    game = new_game({"game": "hunters", "players": HUMANS, "link": "m"}, 6)
    rng = Rng(6)
    seats = []
    while len(game.moves) < 30 and not game.is_over():
        seats.append(game.current_player)
        game.play(game.random_move(rng))
    before = call("new_game", {"players": HUMANS, "seed": 1})
    assert call("movers", game.record()) == seats
    assert call("view") == before  # the current game is not touched
    assert set(seats) == {0, 1, 2}


def test_movers_refuses_a_bad_record_with_the_move_it_stumbled_on():
    record = new_game({"players": HUMANS}, 2).record()
    with pytest.raises(RuleError, match=r"move 1 \('Z 9,9 r0'\)"):
        call("movers", {**record, "moves": ["Z 9,9 r0"]})
    with pytest.raises(RuleError, match="must be an object"):
        call("movers", [1, 2])
