"""One size limit for every part of a game's data, the same in play, save, load, share and replay: a part over it
is refused at once with a message, before any game is replayed from it, and the current game stays as it was."""

import json

import pytest

from tilegames import RuleError, api, limits, share
from tilegames.record import new_game, replay

ENDLESS = {"game": "carmela", "players": 2}  # seed 0: "flip 0" then "flip 1" always miss, so the table never clears
CALLS_ON_A_RECORD = ("load", "movers", "review_start", "share_record")


def endless(count):
    """The record of ``count`` moves of the endless table (count up to the limit: the game ends at it)."""
    game = new_game(ENDLESS, 0)
    for _ in range(count):
        game.play(game.legal_moves()[0])
    return game


def endless_moves(count):
    """``count`` moves of the endless table by name, past the limit too."""
    return [f"flip {i % 2}" for i in range(count)]


def code_of(moves_count):
    """A c3 share code of the endless table with ``moves_count`` moves, its check right (as a tool would write)."""
    head = share._b64(json.dumps({"setup": ENDLESS, "seed": 0}).encode())
    text = f"{share.PREFIX}.{head}.{share._b64(bytes(moves_count))}"  # every move: the first legal one
    check = share._varint(moves_count) + bytes([0]) + share._digest(text, moves_count, 0)
    return f"{text}.{share._b64(check)}"


@pytest.fixture
def current():
    """A game in progress, and a function that says whether it is still exactly as it was."""
    api.new_game(json.dumps({"players": 2, "seed": 5}))
    api.play(json.dumps(json.loads(api.view())["placements"][0]["options"][0]["move"]))
    before = api.record(), api.view()
    return lambda: (api.record(), api.view()) == before


def test_an_endless_carmela_table_ends_in_a_draw_at_the_move_limit():
    game = endless(limits.MOVES - 1)
    assert not game.is_over()
    game.play(game.legal_moves()[0])
    view = game.view(0)
    assert game.is_over() and game.legal_moves() == []
    assert view["draw"] is True and view["winners"] == [0, 1]
    assert view["events"][-1] == {
        "type": "end",
        "scores": [0, 0],
        "winners": [0, 1],
        "draw": True,
        "moves": limits.MOVES,
    }


def test_a_drawn_game_saves_shares_and_opens_again_as_it_was():
    game = endless(limits.MOVES)
    again = replay(json.loads(json.dumps(game.record())))
    assert again.is_over() and again.view(0)["draw"] is True
    opened = share.load(share.encode(game))
    assert opened.moves == game.moves and opened.view(None)["draw"] is True


def test_an_ordinary_carmela_game_ends_long_before_the_limit():
    # The limit is for a table that misses on purpose: games played by the computer end well inside it.
    from tilegames import search
    from tilegames.rng import Rng

    for seed in range(3):
        game = new_game({"game": "carmela", "players": 3}, seed)
        rng = Rng(seed)
        while not game.is_over():
            game.play(search.choose(game, "easy", rng))
        assert not game.view(None).get("draw") and len(game.moves) < limits.MOVES // 2


@pytest.mark.parametrize("call", CALLS_ON_A_RECORD + ("replay_at",))
def test_a_record_over_the_move_limit_is_refused_before_it_is_replayed(call, current, monkeypatch):
    record = json.dumps({"setup": ENDLESS, "seed": 0, "moves": endless_moves(limits.MOVES + 1)})
    monkeypatch.setattr("tilegames.record.new_game", _no_replay)
    args = (record, "2") if call == "replay_at" else (record,)
    with pytest.raises(RuleError, match=f"has {limits.MOVES + 1:,} moves; no game has more than {limits.MOVES:,}"):
        getattr(api, call)(*args)
    assert current()


def _no_replay(*_):
    raise AssertionError("a record over the limit was replayed")


@pytest.mark.parametrize("call", ("open_share", "decode_share"))
def test_a_link_over_the_move_limit_is_refused_before_it_is_replayed(call, current, monkeypatch):
    code = json.dumps(code_of(limits.MOVES + 1))
    monkeypatch.setattr("tilegames.share.new_game", _no_replay)
    with pytest.raises(RuleError, match=f"share code has {limits.MOVES + 1:,} moves"):
        getattr(api, call)(code)
    assert current()


def test_the_biggest_link_the_page_takes_is_refused_with_a_message():
    # At the text limit a code holds about 750,000 moves; it used to be replayed for seconds before any refusal.
    room = limits.TEXT - 200
    code = code_of(room * 3 // 4)
    assert len(json.dumps(code)) <= limits.TEXT
    with pytest.raises(RuleError, match="no game has more than"):
        api.open_share(json.dumps(code))


def test_a_code_whose_check_claims_more_moves_than_the_limit_is_refused():
    code = code_of(limits.MOVES + 1)
    with pytest.raises(RuleError, match="has 1,001 moves"):
        share.read(code)


def test_a_record_at_the_limit_opens():
    record = endless(limits.MOVES).record()
    assert json.loads(api.load(json.dumps(record)))["draw"] is True
    assert len(json.loads(api.movers(json.dumps(record)))) == limits.MOVES


@pytest.mark.parametrize(
    ("setup", "message"),
    [
        ({"players": [{"name": "Ann", "motto": "x" * 600_000}, {"name": "Bo"}]}, "entry of player 1 is too big"),
        ({"players": [{"name": "Ann"}, {"name": "Bo", "colour": "#" + "f" * 500}]}, "entry of player 2 is too big"),
        ({"players": 2, "options": {"deck": ["D"] * 2_000}}, "setup's options is too big"),
        ({"game": "hunters", "players": 2, "options": {"piles": {"bonus": ["H88"] * 1_000}}}, "options is too big"),
        ({"game": "carmela", "players": 2, "options": {"grid": ["D"] * 1_000}}, "options is too big"),
    ],
)
def test_every_field_of_a_setup_has_a_size_limit(setup, message, current):
    with pytest.raises(RuleError, match=message):
        api.new_game(json.dumps(setup))
    assert current()
    with pytest.raises(RuleError, match=message):
        api.load(json.dumps({"setup": setup, "seed": 1, "moves": []}))
    assert current()


def test_a_setup_within_the_limits_still_starts():
    # The largest entries a page writes: a full name, a colour, a type and a level, and a whole stacked deck.
    player = {"name": "N" * limits.NAME, "color": "#112233", "type": "computer", "level": "medium"}
    tiles = json.loads(api.tileset(json.dumps({"players": 2})))["tiles"]
    deck = [name for name, tile in sorted(tiles.items()) for _ in range(tile["count"])]
    deck.remove("D")  # the start tile
    setup = {"players": [player, {"name": "Bo"}], "options": {"deck": deck}}
    view = json.loads(api.new_game(json.dumps(setup)))
    assert view["players"][0]["name"] == "N" * limits.NAME


@pytest.mark.parametrize(
    "record",
    [
        {"setup": {"players": 2}, "seed": 1, "moves": ["D 0,1 r0" + " " * 200]},
        {"setup": {"players": 2}, "seed": 1, "moves": [], "title": "t" * (limits.NOTE + 1)},
        {"setup": {"players": 2}, "seed": 1, "moves": [], "expect": {"scores": [0] * 10_000}},
    ],
)
def test_every_field_of_a_record_has_a_size_limit(record, current):
    with pytest.raises(RuleError, match="too long|too big"):
        api.load(json.dumps(record))
    assert current()


def test_a_message_about_a_huge_bad_value_stays_short(current):
    # A page shows the message: quoting a 100,000-character game name would fill the screen.
    with pytest.raises(RuleError) as caught:
        api.new_game(json.dumps({"game": "x" * 100_000}))
    assert str(caught.value).startswith("unknown game 'xxx") and len(str(caught.value)) <= 300
    assert current()
