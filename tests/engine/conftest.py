"""Shared helpers for the engine tests (run under CPython and inside Pyodide)."""

import json
import os
from pathlib import Path

import pytest

FIXTURES = Path(__file__).parent / "fixtures"


def load_fixture(name: str) -> dict:
    """A replay fixture: a game record plus what a person worked out it must score."""
    return json.loads((FIXTURES / f"{name}.json").read_text(encoding="utf-8"))


def stacked(deck, players=2, **options):
    """A setup whose draw pile is exactly ``deck`` (drawn in order)."""
    return {"game": "carcassonne", "players": players, "options": {"deck": list(deck), "deck_only": True, **options}}


@pytest.fixture
def fixture_names():
    return sorted(p.stem for p in FIXTURES.glob("*.json"))


def pytest_collection_modifyitems(config, items):
    """Keep every n-th test from the k-th when ENGINE_SHARD is "k/n" (one of n Pyodide processes side by side)."""
    shard = os.environ.get("ENGINE_SHARD")
    if not shard:
        return
    k, n = (int(part) for part in shard.split("/"))
    # Round the tests out one by one, in collection order, so each share gets some of every slow file.
    kept = [item for i, item in enumerate(items) if i % n == k]
    config.hook.pytest_deselected(items=[item for i, item in enumerate(items) if i % n != k])
    items[:] = kept
