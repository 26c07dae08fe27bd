"""The command line: seeded random games and record validation."""

import json

import pytest

from conftest import FIXTURES
from tilegames.__main__ import main


def test_play_prints_results(capsys):
    assert main(["play", "--games", "2", "--seed", "5", "--players", "3"]) == 0
    out = capsys.readouterr().out
    assert "seed 5: scores" in out and "seed 6: scores" in out and "games/s" in out


def test_replay_validates_a_fixture_and_its_expected_scores(capsys):
    assert main(["replay", str(FIXTURES / "shared_city.json"), "-v"]) == 0
    out = capsys.readouterr().out
    assert "city: 6 tiles x2 + 1 pennant x2 = 14 -> Ann, Bo" in out and "valid record" in out


def test_replay_rejects_a_bad_record(tmp_path, capsys):
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"setup": {"players": 2}, "seed": 1, "moves": ["D 5,5 r0"]}))
    assert main(["replay", str(bad)]) == 1
    assert "move 1" in capsys.readouterr().err
    wrong = json.loads((FIXTURES / "two_tile_city.json").read_text())
    wrong["expect"]["scores"] = [5, 0]
    bad.write_text(json.dumps(wrong))
    assert main(["replay", str(bad)]) == 1


@pytest.mark.parametrize(
    "content, message",
    [
        (b'{"setup": "\xff\xfe"}', "not UTF-8"),
        (b"[" * 100_000, "nested too deeply"),
        (b"", "not valid JSON"),
    ],
)
def test_replay_of_an_unreadable_file_says_why_and_exits_2(tmp_path, capsys, content, message):
    bad = tmp_path / "bad.json"
    bad.write_bytes(content)
    assert main(["replay", str(bad)]) == 2
    err = capsys.readouterr().err
    assert message in err and "Traceback" not in err


def test_replay_of_a_missing_file_exits_2(tmp_path, capsys):
    assert main(["replay", str(tmp_path / "none.json")]) == 2
    assert "cannot read" in capsys.readouterr().err


def test_replay_says_when_a_record_stacks_the_deck(capsys):
    assert main(["replay", str(FIXTURES / "two_tile_city.json")]) == 0
    assert "chooses its tiles' order (options.deck)" in capsys.readouterr().out


@pytest.mark.parametrize(
    "args, message",
    [
        (["--games", "-1"], "--games must be from 1 to"),
        (["--games", "0"], "--games must be from 1 to"),
        (["--save", "/no/such/folder/game"], "does not exist"),
        (["--players", "9"], "2 to 5 players, not 9"),
        (["--variant", "dragons"], "unknown variant 'dragons'"),
    ],
)
def test_play_with_bad_options_says_why_and_exits_2(capsys, args, message):
    assert main(["play", *args]) == 2
    assert message in capsys.readouterr().err


def test_play_saves_records_that_replay(tmp_path, capsys):
    assert main(["play", "--games", "1", "--seed", "3", "--save", str(tmp_path / "g")]) == 0
    assert main(["replay", str(tmp_path / "g-3.json")]) == 0
    assert "valid record: 71 moves, finished" in capsys.readouterr().out


@pytest.mark.parametrize("junk", ["yes", {"scores": "high"}, {"scores": [1]}, {"scores": [1.5, 2]}])
def test_a_record_whose_expectation_is_junk_is_refused(tmp_path, capsys, junk):
    record = json.loads((FIXTURES / "two_tile_city.json").read_text())
    record["expect"] = junk
    bad = tmp_path / "junk.json"
    bad.write_text(json.dumps(record))
    assert main(["replay", str(bad)]) == 1  # never passes as met
    assert "expect" in capsys.readouterr().err


def test_an_absurd_number_of_games_is_blamed_on_games_not_seed(capsys):
    assert main(["play", "--games", str(10**30)]) == 2
    err = capsys.readouterr().err
    assert "--games must be from 1 to 1,000,000" in err and "--seed" not in err
