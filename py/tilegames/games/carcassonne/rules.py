"""The rules of Carcassonne as data (docs/rules/carcassonne.md): tiles, feature kinds, meeples, then each variant's changes."""

from __future__ import annotations

from ...rules import Kind, PieceRule, Ruleset
from . import tiles
from .scoring import (
    centre_points_complete,
    centre_points_final,
    city_points_complete,
    city_points_final,
    field_points,
    road_points,
)
from .variants import VARIANTS


def ruleset(variant_names: list[str]) -> Ruleset:
    """The base game (72 tiles, 7 meeples each), then each named variant's ``configure`` in that order."""
    rules = Ruleset(
        tiles=dict(tiles.BASE),
        counts={n: c - (n == tiles.BASE_START) for n, c in tiles.BASE_COUNTS.items()},
        start=tiles.BASE_START,
        kinds={
            "road": Kind("road", road_points, road_points),
            "city": Kind("city", city_points_complete, city_points_final),
            "cloister": Kind("cloister", centre_points_complete, centre_points_final),
            "garden": Kind("garden", centre_points_complete, centre_points_final),
            "field": Kind("field", None, field_points),
        },
        supply={"meeple": 7},
        pieces={
            "meeple": PieceRule("meeple", {"road": "thief", "city": "knight", "cloister": "monk", "field": "farmer"})
        },
        final_order=["road", "city", "cloister", "garden", "field"],
    )
    for name in variant_names:
        v = VARIANTS[name]()
        v.configure(rules)
        rules.plugins.append(v)
    return rules
