"""Share codes: a whole game in a short URL-safe text, and damaged codes refused with a reason."""

import json
import re

import pytest

from tilegames import RuleError, api, new_game, share
from tilegames.rng import Rng


def finished(seed, variants=()):
    game = new_game({"players": [{"name": "Ann"}, {"name": "ボブ"}], "variants": list(variants)}, seed)
    rng = Rng(seed)
    while not game.is_over():
        game.play(game.random_move(rng))
    return game


@pytest.mark.parametrize("variants", [(), ("river", "abbot", "sightseeing")])
def test_a_finished_game_round_trips_and_stays_short(variants):
    game = finished(5, variants)
    code = share.encode(game)
    assert re.fullmatch(r"[A-Za-z0-9_.-]+", code)
    assert len(code.split(".")[2]) < 160  # the moves: about one character and a half each
    again = share.load(code)
    assert again.record() == game.record() and again.view() == game.view()


def test_a_game_in_progress_round_trips():
    game = new_game({"players": 3}, 8)
    rng = Rng(1)
    for _ in range(9):
        game.play(game.random_move(rng))
    assert share.decode(share.encode(game)) == game.record()


@pytest.mark.parametrize(
    "code,reason",
    [
        ("hello", "not a game share code"),
        ("c9.a.b", "version"),
        ("c1.!!!.AA", "damaged"),
        ("c1.e30.AA", "no setup or seed"),
    ],
)
def test_damaged_codes_are_refused(code, reason):
    with pytest.raises(RuleError, match=reason):
        share.decode(code)


def test_a_move_past_the_legal_ones_is_refused():
    game = finished(2)
    _, head, _, _ = share.encode(game).split(".")
    # An older code, without a check: its moves are read until one does not fit.
    with pytest.raises(RuleError, match="move 1 is not a legal move"):
        share.decode(f"c2.{head}.fw")  # index 127 at move 1
    with pytest.raises(RuleError, match="ends inside a move"):
        share.decode(f"c2.{head}.gA")


def test_a_share_link_opens_as_the_page_opens_it_and_a_bad_one_keeps_the_game():
    api.new_game(json.dumps({"players": 2, "seed": 4}))
    code = json.loads(api.share())
    before = api.view()
    with pytest.raises(RuleError):
        api.decode_share(json.dumps("c1.bad.code"))
    assert api.view() == before
    assert json.loads(api.load(api.decode_share(json.dumps(code))))["turn"] == 1


def test_api_decode_share_leaves_the_current_game():
    api.new_game(json.dumps({"players": 2, "seed": 4}))
    other = finished(3)
    current = api.view()
    record = json.loads(api.decode_share(json.dumps(share.encode(other))))
    assert record == other.record() and api.view() == current
    with pytest.raises(RuleError, match="not a game share code"):
        api.decode_share(json.dumps("nope"))


def test_a_code_says_its_kind_and_that_it_was_checked():
    game = finished(3)
    assert share.read(share.encode(game)) == {"record": game.record(), "kind": "share", "checked": True}
    assert share.read(share.encode(game, "turn"))["kind"] == "turn"
    with pytest.raises(RuleError, match="kind"):
        share.encode(game, "other")


def test_an_older_code_still_opens_and_says_it_was_not_checked():
    game = finished(4)
    _, head, body, _ = share.encode(game).split(".")
    assert share.read(f"c2.{head}.{body}") == {"record": game.record(), "kind": "share", "checked": False}


@pytest.mark.parametrize(
    "damage,reason",
    [
        (lambda c: c[:-1], "check does not match"),  # the last character lost in a chat app
        (lambda c: c[: c.rindex(".")], "a part is missing"),  # the check lost
        (lambda c: c + "A", "check does not match"),
        (lambda c: c.replace(".", "..", 1), "not a game share code"),
    ],
)
def test_a_damaged_code_is_refused_with_the_reason(damage, reason):
    with pytest.raises(RuleError, match=reason):
        share.read(damage(share.encode(finished(6))))


def test_a_check_that_matches_a_different_count_of_moves_is_refused():
    game = finished(7)
    text = share.encode(game)
    cut = share.new_game(game.setup, game.seed)
    for move in game.moves[:-1]:
        cut.play(move)
    # The moves of one code under the check of another: the digest names the text, the count the moves.
    prefix, head, body, _ = text.split(".")
    other = share.encode(cut).split(".")[3]
    with pytest.raises(RuleError, match="damaged"):
        share.read(f"{prefix}.{head}.{body}.{other}")


def mutations(code: str, rng, n: int):
    """``n`` damaged copies of ``code``: a character changed, cut at the end or inside, one inserted or appended."""
    alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_."
    for i in range(n):
        at = rng.randrange(len(code))
        how = i % 4
        if how == 0:
            yield code[:at] + rng.choice(alphabet.replace(code[at], "")) + code[at + 1 :]
        elif how == 1:
            yield code[: len(code) - 1 - rng.randrange(min(20, len(code) - 1))]
        elif how == 2:
            yield code[:at] + rng.choice(alphabet) + code[at:]
        else:
            yield code + "".join(rng.choice(alphabet) for _ in range(1 + rng.randrange(3)))


@pytest.mark.parametrize(
    "setup",
    [
        {"game": "carcassonne", "players": 3, "variants": ["river"]},
        {"game": "hunters", "players": 2},
        {"game": "carmela", "players": 2},
    ],
    ids=["carcassonne", "hunters", "carmela"],
)
def test_ten_thousand_damaged_links_are_refused_or_the_very_same_game(setup):
    import random

    game = new_game(setup, 11)
    rng = Rng(11)
    for _ in range(40):
        if game.is_over():
            break
        game.play(game.random_move(rng))
    code = share.encode(game, "turn")
    refused = same = 0
    for damaged in mutations(code, random.Random(setup["game"]), 10_000):
        try:
            read = share.read(damaged)
        except RuleError:
            refused += 1
            continue
        assert read == share.read(code), damaged  # accepted only when it is exactly the same game and kind
        same += 1
    assert refused + same == 10_000 and refused > 9_900


def test_a_records_share_code_opens_the_same_record_and_leaves_the_current_game():
    """api.share_record (the Embed dialog's code of a replayed record): its code decodes to the record itself; a bad
    record is refused; the current game is untouched."""
    api.new_game(json.dumps({"players": [{"name": "Ann"}, {"name": "Bo"}], "seed": 3}))
    before = api.record()
    other = new_game({"game": "hunters", "players": 2}, 5)
    rng = Rng(5)
    for _ in range(9):
        other.play(other.random_move(rng))
    code = json.loads(api.share_record(json.dumps(other.record())))
    assert json.loads(api.decode_share(json.dumps(code))) == json.loads(json.dumps(other.record()))
    with pytest.raises(RuleError):
        api.share_record(json.dumps({**other.record(), "moves": ["nonsense"]}))
    assert api.record() == before
