"""The command line: seeded random games and record validation."""

import json

from carcassonne.__main__ import main
from conftest import FIXTURES


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
