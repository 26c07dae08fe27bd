"""A change that should move no game moves none: a few seeded games of every game and variant set, random and
between the levels, play as their kept records say, move by move (skipped inside Pyodide, which mounts tests/
only). The whole proof, 160 random games a set, is ``python3 bench/same_games.py --check bench/same_games.json``.

A change meant to move games rewrites the records: ``python3 bench/same_games.py --small --write
tests/engine/same_games.json`` (and says why in its commit)."""

import json
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
if not (ROOT / "bench" / "same_games.py").exists():
    pytest.skip("bench/ is not here (the engine suite inside Pyodide)", allow_module_level=True)
sys.path.insert(0, str(ROOT))
from bench import same_games  # noqa: E402

KEPT = json.loads((Path(__file__).parent / "same_games.json").read_text())


def first_change(kept: dict, now: dict) -> str | None:
    """Where game ``now`` first parts from its kept record, in words (None: nowhere)."""
    for i, (was, move) in enumerate(zip(kept["moves"], now["moves"])):
        if was != move:
            return f"move {i + 1} is now {move!r}, was {was!r}"
        if kept["events"][i] != now["events"][i]:
            return f"move {i + 1} ({move!r}) tells other events"
    if len(kept["moves"]) != len(now["moves"]):
        return f"the game ends after {len(now['moves'])} moves, was {len(kept['moves'])}"
    if kept["end"] != now["end"]:
        return "the end (scores, log, views or feature tips) differs"
    return None


def test_the_kept_games_cover_every_game_and_variant_set():
    sets = {f"{name}[{','.join(v)}]" for name in same_games.games.GAMES for v in same_games.variant_sets(name)}
    assert set(KEPT) == sets
    levels = [key for key, kept in KEPT.items() if any(g["seats"] != ["random"] for g in kept)]
    assert {key.split("[")[0] for key in levels} == set(same_games.games.GAMES)


@pytest.mark.parametrize("key", sorted(KEPT))
def test_every_kept_game_plays_again_move_for_move(key):
    for kept in KEPT[key]:
        now = same_games.traced({k: kept[k] for k in ("setup", "seed", "seats")}, until=kept["moves"])
        where = first_change(kept, now)
        assert where is None, (
            f"{key}, seed {kept['seed']}, {kept['setup']['players']} players, {kept['seats']}: {where}"
        )


def test_a_changed_move_is_named():
    kept = KEPT["carcassonne[]"][0]
    changed = {**kept, "moves": [*kept["moves"][:4], "elsewhere", *kept["moves"][5:]]}
    assert first_change(changed, kept) == f"move 5 is now {kept['moves'][4]!r}, was 'elsewhere'"
    shorter = {**kept, "moves": kept["moves"][:-1], "events": kept["events"][:-1]}
    assert (
        first_change(kept, shorter) == f"the game ends after {len(kept['moves']) - 1} moves, was {len(kept['moves'])}"
    )
