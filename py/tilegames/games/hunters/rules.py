"""The rules of Hunters & Gatherers as data (docs/rules/hunters.md): the 2nd edition by default, ``classic`` for 2002."""

from __future__ import annotations

from ...board import Layer
from ...rules import Kind, PieceRule, Plugin, Ruleset
from . import CLASSIC, tiles
from .powers import BONUS_PILE, Tribe
from .scoring import CLASSIC_ANIMALS, forest_points, forest_points_classic, river_points, river_points_classic

# Huts claim water systems: rivers joined through the lakes that end them (for fishers a lake ends a river).
WATER = Layer("water", frozenset({"river", "lake"}), join_links=True, scores_as="hut")


class Classic(Plugin):
    """The 2002 rulebook: 5 tribe members and 2 huts, 12 bonus tiles, every animal 2, huts score all the fish
    of their water system, rivers the fish of their end lakes only, mushrooms 2 each; tile 88 is the shrine."""

    name = CLASSIC.name
    title = CLASSIC.title

    def configure(self, rules: Ruleset) -> None:
        rules.supply.update(tribe=5, hut=2)
        rules.piles[BONUS_PILE] = dict(tiles.CLASSIC_BONUS_COUNTS)
        rules.kinds["river"] = Kind("river", river_points_classic, go_home=True)
        rules.kinds["forest"] = Kind("forest", forest_points_classic, go_home=True)
        tribe = next(v for v in rules.plugins if isinstance(v, Tribe))
        tribe.animals = dict(CLASSIC_ANIMALS)
        tribe.hut_fish = ("lake", "river")
        tribe.shrine = True


VARIANTS = {v.name: v for v in (Classic,)}


def ruleset(variant_names: list[str]) -> Ruleset:
    """The 2nd-edition game (78 land tiles, 16 bonus tiles, 6 tribe members and 3 huts each), then the variants."""
    tribe = Tribe()
    rules = Ruleset(
        tiles={**tiles.LAND, **tiles.BONUS},
        counts=dict(tiles.LAND_COUNTS),
        start=tiles.START,
        kinds={
            # Tribe members on a forest or river left unfinished go home unscored.
            "forest": Kind("forest", forest_points, go_home=True),
            "river": Kind("river", river_points, go_home=True),
            # Hunters score their meadow at the end; the shrine's placer alone, in the 2002 rules.
            "meadow": Kind("meadow", final=tribe.meadow_points, holders=tribe.meadow_holders),
            "lake": Kind("lake"),
            "hut": Kind("hut", final=tribe.hut_points),  # the water layer's systems, scored at the end for huts
        },
        supply={"tribe": 6, "hut": 3},
        pieces={
            # A tribe member is a gatherer in a forest, a fisher on a river, a hunter lying in a meadow; only
            # tribe members block it. A hut claims the water system and only huts block it.
            "tribe": PieceRule(
                "tribe", {"forest": "gatherer", "river": "fisher", "meadow": "hunter"}, blockers=frozenset({"tribe"})
            ),
            "hut": PieceRule("hut", {"river": "hut", "lake": "hut"}, layer=WATER.name, blockers=frozenset({"hut"})),
        },
        final_order=["meadow"],  # then the water layer (huts)
        piles={BONUS_PILE: dict(tiles.BONUS_COUNTS)},
        layers=(WATER,),
        plugins=[tribe],
    )
    for name in variant_names:
        v = VARIANTS[name]()
        v.configure(rules)
        rules.plugins.append(v)
    return rules
