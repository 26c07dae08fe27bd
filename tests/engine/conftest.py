"""Shared helpers for the engine tests (run under CPython and inside Pyodide)."""

import json
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
