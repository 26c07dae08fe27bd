"""Piece spot markers (js/board/tilegeom.js layoutSpots, drawn by js/board/render.js): for every tile type of every game, the
circles a placement shows sit wholly inside the tile, never overlap one another, stand on their own feature (inside
an area, so they hide neither its wall nor a neighbour; on a road or a river, or beside it, touching it, where its
stub is too short for its spots), and leave a road's or a river's line in sight; on the page,
a crowded tile's spots are drawn so, and a small one still takes a tap.

The spots wanted on each tile type are the engine's: every segment each of the ruleset's piece rules may stand on
(a landmark: monk, tourist and abbot). Screenshots go to test-artifacts/ (spots-*).
"""

import json
import math

import pytest

from test_play import click_square, settle, view
from tilegames import share
from tilegames.games.carcassonne.rules import ruleset as carcassonne_rules
from tilegames.games.hunters.rules import ruleset as hunters_rules
from tilegames.record import replay

GAMES = [  # (game, variants, ruleset): together every tile type the engine has, with every piece that can go on it
    ("carcassonne", ["river", "abbot", "sightseeing"], carcassonne_rules(["river", "abbot", "sightseeing"])),
    ("hunters", [], hunters_rules([])),
    ("hunters", ["classic"], hunters_rules(["classic"])),
]
MIN_RADIUS_PX = 8.9  # a spot no smaller than this takes a tap (the page counts 4 px around it, and at least 11)


def wanted(rules, tile) -> list[int]:
    """The segments of `tile` a piece may be deployed on, once per piece rule (the engine's order of options)."""
    if "nodeploy" in tile.tags:
        return []
    return [i for rule in rules.pieces.values() for i in rule.spots(tile)]


def open_game(page, game, variants, tile=None):
    """Open a game of `game` by share link (with `tile` in hand when given)."""
    setup = {"game": game, "variants": variants, "players": [{"name": "Ann"}, {"name": "Bo"}]}
    if tile:
        setup["options"] = {"deck": [tile], "deck_only": True}
    code = share.encode(replay({"setup": setup, "seed": 3, "moves": []}))
    page.evaluate(f"location.hash = '#g={code}'")
    page.wait_for_function(
        f"window.__game.view && window.__game.setup.game === '{game}' && !window.__game.busy"
        + (f" && window.__game.view.hand === '{tile}'" if tile else "")
    )
    settle(page)


def problems(plan, segments) -> list[str]:
    """What is wrong with one tile's spot circles (empty: nothing)."""
    n, label, bands = plan["grid"], plan["label"], {int(k): v for k, v in plan["bands"].items()}
    spots = plan["spots"]
    scale = plan["scale"]

    def at(p):
        x, y = min(n - 1, max(0, int(p[0] * n))), min(n - 1, max(0, int(p[1] * n)))
        return label[y * n + x]

    out = []
    for i, (s, seg) in enumerate(zip(spots, segments)):
        (x, y), r = s["at"], s["r"]
        if min(x, y, 1 - x, 1 - y) < r - 1e-6:
            out.append(f"spot {i} (segment {seg}) crosses the tile's border")
        if r * scale < MIN_RADIUS_PX:
            out.append(f"spot {i} is {r * scale:.1f} px: too small to tap")
        if bands.get(seg):  # on its road or river, or beside it: touching it (a stub too short for its spots)
            cells = [((k % n + 0.5) / n, (k // n + 0.5) / n) for k in range(n * n) if label[k] == seg]
            if min(math.hypot(u - x, v - y) for u, v in cells) > 0.8 * r + 0.75 / n:
                out.append(f"spot {i} stands off its band (segment {seg})")
        elif at((x, y)) != seg:
            out.append(f"spot {i} stands on segment {at((x, y))}, not its own {seg}")
        if not bands.get(seg):
            ring = [
                (x + 0.6 * r * math.cos(a / 8 * math.pi), y + 0.6 * r * math.sin(a / 8 * math.pi)) for a in range(16)
            ]
            if any(at(p) != seg for p in ring):
                out.append(f"spot {i} spills out of its area (segment {seg})")
        for j in range(i):
            (u, v), q = spots[j]["at"], spots[j]["r"]
            if math.hypot(u - x, v - y) < r + q - 1e-6:
                out.append(f"spots {j} and {i} overlap")
    for seg in {s for s in segments if bands.get(s)}:
        cells = [k for k in range(n * n) if label[k] == seg]
        centres = [((k % n + 0.5) / n, (k // n + 0.5) / n) for k in cells]
        hidden = sum(any(math.hypot(p[0] - s["at"][0], p[1] - s["at"][1]) < s["r"] for s in spots) for p in centres)
        if hidden > 0.7 * len(cells):
            out.append(f"the spots hide {hidden}/{len(cells)} of band {seg}'s cells")
    return out


@pytest.mark.parametrize("game,variants,rules", GAMES, ids=["carcassonne", "hunters", "hunters-classic"])
def test_every_tile_types_spots_are_inside_apart_and_on_their_own_feature(app, game, variants, rules):
    page = app.page
    open_game(page, game, variants)
    bad = {}
    for name, tile in sorted(rules.tiles.items()):
        segments = wanted(rules, tile)
        if not segments:
            continue
        plan = page.evaluate("([name, segments]) => window.__game.spotPlan(name, segments)", [name, segments])
        found = problems(plan, segments)
        if found:
            bad[name] = found
    assert not bad, json.dumps(bad, indent=1)


CROWDED = [("carcassonne", ["abbot", "sightseeing"], "LA"), ("hunters", [], "H13"), ("carcassonne", [], "L")]


@pytest.mark.parametrize("game,variants,tile", CROWDED, ids=[c[2] for c in CROWDED])
def test_a_crowded_tiles_spots_on_the_page(app, game, variants, tile):
    """Placed on the board, a crowded tile's spots as drawn are inside its square and apart; the smallest one takes a
    click (its option becomes the choice)."""
    page = app.page
    open_game(page, game, variants, tile)
    p = max(view(page)["placements"], key=lambda p: len(p["options"]))
    while page.evaluate("window.__game.rot") != p["rot"]:
        page.click("#btn-rotate")
    click_square(page, p["x"], p["y"])
    page.wait_for_function("window.__game.tentative !== null")
    drawn = page.evaluate("window.__game.spotCircles()")
    sq = drawn["square"]
    spots = [(i, s) for i, s in enumerate(drawn["spots"]) if s]
    assert len(spots) == len([o for o in p["options"] if o.get("segment") is not None]) >= 5
    for i, s in spots:
        assert sq["x"] - 0.5 <= s["x"] - s["r"] and s["x"] + s["r"] <= sq["x"] + sq["size"] + 0.5, i
        assert sq["y"] - 0.5 <= s["y"] - s["r"] and s["y"] + s["r"] <= sq["y"] + sq["size"] + 0.5, i
        for j, t in spots:
            if j < i:
                assert math.hypot(s["x"] - t["x"], s["y"] - t["y"]) >= s["r"] + t["r"] - 0.5, (i, j)
    i, s = min(spots, key=lambda e: e[1]["r"])
    page.mouse.click(s["x"], s["y"])
    assert page.evaluate("window.__game.tentative.selected") == i
    page.mouse.move(sq["x"] - 40, sq["y"] - 40)
    size = sq["size"]
    app.page.screenshot(
        path=str(app.screenshot(f"spots-{tile}").parent / f"spots-{tile}-tile.png"),
        clip={"x": sq["x"] - size * 0.25, "y": sq["y"] - size * 0.25, "width": size * 1.5, "height": size * 1.5},
    )


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_crowded_spots_on_a_phone_take_taps(phone, lang):
    """On a phone, Hunters & Gatherers' most crowded tile (13 spots) is shown large enough to tap every spot: each
    tap on a spot's circle makes its option the choice; in Japanese too."""
    page = phone.page
    if page.evaluate("document.documentElement.lang") != lang:
        page.click("#btn-lang")
        page.wait_for_function(f"document.documentElement.lang === '{lang}'")
    open_game(page, "hunters", [], "H13")
    p = max(view(page)["placements"], key=lambda p: len(p["options"]))
    while page.evaluate("window.__game.rot") != p["rot"]:
        page.tap("#btn-rotate")
    click_square(page, p["x"], p["y"], tap=True)
    page.wait_for_function("window.__game.tentative !== null")
    page.wait_for_timeout(300)  # the camera glides to the tile
    drawn = page.evaluate("window.__game.spotCircles()")
    spots = [(i, s) for i, s in enumerate(drawn["spots"]) if s]
    assert len(spots) == 13
    for i, s in spots[::-1]:
        if (
            math.hypot(
                s["x"] - drawn["square"]["x"] - drawn["square"]["size"] / 2,
                s["y"] - drawn["square"]["y"] - drawn["square"]["size"] / 2,
            )
            < 40
        ):
            continue  # a tap where the tile was tapped turns it (js/play/controls.js): the lake's spot is picked by button
        page.touchscreen.tap(s["x"], s["y"])
        assert page.evaluate("window.__game.tentative.selected") == i, i
    phone.screenshot(f"spots-phone-{lang}")
    if lang == "ja":
        page.click("#btn-lang")
    phone.watch.assert_clean()
