"""What a feature of the map is, on hover or a tap (js/panels/feature-tip.js): the engine's facts about the area under the
pointer (api.feature_at) in a small panel, in English and Japanese, with the feature lit on the board; for
Carcassonne, Hunters & Gatherers and Carmela's maps. Positions are opened from the engine's fixtures by share link.

Screenshots go to test-artifacts/ (feature-tip-*), at desktop width and on a phone.
"""

import json

from playwright.sync_api import expect

from test_play import ROOT, engine_api, settle, view
from tilegames import replay as carcassonne_replay, share

FIXTURES = ROOT / "tests" / "engine" / "fixtures"


def open_position(page, name, moves):
    """Open fixture `name` after its first `moves` moves by share link; returns the game (CPython) as reference."""
    fx = json.loads((FIXTURES / f"{name}.json").read_text())
    game = carcassonne_replay({**fx, "moves": fx["moves"][:moves]})
    page.evaluate(f"location.hash = '#g={share.encode(game)}'")
    page.wait_for_function(f"window.__game.view && window.__game.view.moves === {moves} && !window.__game.busy")
    settle(page)
    if game.is_over():  # the end screen opens after the last scorings are shown: wait for it, then see the board
        page.wait_for_selector("#end[open]")
        page.click("#end-board")
    return game


def segment_of(game, x, y, spot, owner=None):
    return game.map_of(owner).tiles[(x, y)].spots.index(spot)


def engine_facts(game, x, y, segment, owner=None):
    """What the engine under CPython says of that area (the page must show the same)."""
    engine_api._game = game
    where = {"x": x, "y": y, "segment": segment, **({"map": owner} if owner is not None else {})}
    return json.loads(engine_api.feature_at(json.dumps(where)))["features"]


def hover(page, x, y, segment):
    """Rest the mouse on the area of `segment` of the tile at x,y (where its piece would stand) until the tip shows."""
    at = page.evaluate(f"window.__game.segmentCentre({x}, {y}, {segment})")
    page.mouse.move(at["x"] + 1, at["y"] + 1)
    page.mouse.move(at["x"], at["y"])
    page.wait_for_function(
        f"(() => {{ const f = window.__game.feature; return f && f.at.x === {x} && f.at.y === {y}"
        f" && f.features[0].segments.some(([a, b, c]) => a === {x} && b === {y} && c === {segment}); }})()"
    )
    return page.evaluate("window.__game.feature")


def picture_above(page, x, y, segment):
    """A PNG of the board square x,y from its top edge down to just above where a piece on `segment` would stand
    (the tip goes below the pointer, so this part shows only the board)."""
    at = page.evaluate(f"window.__game.segmentCentre({x}, {y}, {segment})")
    square = page.evaluate(f"window.__game.squareCentre({x}, {y})")
    size = page.evaluate("window.__game.camera.scale")
    top = square["y"] - size / 2
    return page.screenshot(
        clip={"x": square["x"] - size / 2 + 2, "y": top + 2, "width": size - 4, "height": at["y"] - top - 16}
    )


def switch_lang(page, lang):
    page.click("#btn-lang")
    page.wait_for_function(f"document.documentElement.lang === '{lang}'")


def test_hovering_a_city_tells_its_holders_and_worth_in_both_languages(app):
    """Mid-game, the mouse resting on the open city (two knights, a pennant) shows the engine's facts: the kind, 5 tiles,
    one knight each and both scoring, worth 6 now and 12 completed; the city is lit; moving off a tile hides it.
    In Japanese the same facts are worded in Japanese."""
    page = app.page
    game = open_position(page, "shared_city", 4)
    seg = segment_of(game, 0, -1, "city.N")
    (facts,) = engine_facts(game, 0, -1, seg)
    before = picture_above(page, 0, -1, seg)
    shown = hover(page, 0, -1, seg)
    assert shown["features"] == [facts]
    tip = page.locator("#feature-tip")
    expect(tip).to_be_visible()
    text = tip.inner_text()
    for words in [
        "City",
        "tiles: 5",
        "Not completed yet",
        "Ann ×1",
        "Bo ×1",
        "Scores for: Ann, Bo",
        "If the game ended now: incomplete city: 5 tiles + 1 pennant = 6",
        "Once completed: city: 5 tiles x2 + 1 pennant x2 = 12",
    ]:
        assert words in text, (words, text)
    assert picture_above(page, 0, -1, seg) != before  # the feature is lit on the board
    box, board = tip.bounding_box(), page.locator("#board").bounding_box()
    assert board["x"] <= box["x"] and box["x"] + box["width"] <= board["x"] + board["width"]
    app.screenshot("feature-tip-city")

    # Off the map (an empty square): the tip goes.
    empty = page.evaluate("window.__game.squareCentre(-2, 1)")
    page.mouse.move(empty["x"], empty["y"])
    page.wait_for_function("window.__game.feature === null")
    expect(tip).to_be_hidden()

    switch_lang(page, "ja")
    try:
        hover(page, 0, -1, seg)
        text = tip.inner_text()
        for words in [
            "都市",
            "タイル5枚",
            "未完成",
            "得点するのは:",
            "今終了すると: 未完成の都市: 5枚 + 紋章1個 = 6点",
            "完成すると: 都市: 5枚×2 + 紋章1個×2 = 12点",
        ]:
            assert words in text, (words, text)
        app.screenshot("feature-tip-city-ja")
    finally:
        page.mouse.move(empty["x"], empty["y"])
        switch_lang(page, "en")


def test_a_tap_on_a_placed_tile_explains_and_never_places(app):
    """On the player's turn a tap on a placed tile shows its feature (a field's farmer and its completed cities) and
    places nothing; a tap on a free square then places the tile as before and takes the tip away."""
    page = app.page
    game = open_position(page, "farmers_and_cities", 3)
    seg = segment_of(game, 1, -2, "field.NL")
    at = page.evaluate(f"window.__game.segmentCentre(1, -2, {seg})")
    page.mouse.click(at["x"], at["y"])
    page.wait_for_function("window.__game.feature !== null")
    assert page.evaluate("window.__game.feature.features") == engine_facts(game, 1, -2, seg)
    assert page.evaluate("window.__game.tentative") is None
    text = page.locator("#feature-tip").inner_text()
    assert "Field" in text and "Scores for: Ann" in text and "field: 1 completed city x3 = 3" in text
    target = view(page)["placements"][0]
    square = page.evaluate(f"window.__game.squareCentre({target['x']}, {target['y']})")
    page.mouse.move(square["x"], square["y"])
    page.mouse.click(square["x"], square["y"])
    page.wait_for_function("window.__game.tentative !== null && window.__game.feature === null")


def test_hunters_river_is_a_river_and_a_water_system(app):
    """A river under the mouse in Hunters & Gatherers: the fishers' river (worth nothing unfinished at the end) and
    the huts' water system it joins, worth its fish to the hut majority."""
    page = app.page
    game = open_position(page, "hunters_hut_water_system", 2)
    seg = segment_of(game, -2, 0, "river.E")
    shown = hover(page, -2, 0, seg)
    assert shown["features"] == engine_facts(game, -2, 0, seg)
    text = page.locator("#feature-tip").inner_text()
    for words in [
        "River",
        "If the game ended now: nothing",
        "Once completed: river: 2 tiles + 3 fish = 5",
        "Water system (huts)",
        "Scores for: Bo",
        "huts: 5 fish = 5",
    ]:
        assert words in text, (words, text)
    app.screenshot("feature-tip-hunters")
    switch_lang(page, "ja")
    try:
        hover(page, -2, 0, seg)
        text = page.locator("#feature-tip").inner_text()
        assert "水系 (小屋)" in text and "小屋: 魚5匹 = 5点" in text
        app.screenshot("feature-tip-hunters-ja")
    finally:
        switch_lang(page, "en")


def test_carmela_explains_features_on_each_players_map(app):
    """In Carmela, with Bo's map on show, the road under the mouse is Bo's map's road and his thief's."""
    page = app.page
    game = open_position(page, "carmela_pennant_city", 10)
    page.locator("#map-tabs button", has_text="Bo").click()
    page.wait_for_function("window.__game.view && document.querySelector('#map-tabs [aria-selected=true]')")
    seg = segment_of(game, 1, 0, "road.E", owner=1)
    shown = hover(page, 1, 0, seg)
    assert shown["at"]["map"] == 1
    assert shown["features"] == engine_facts(game, 1, 0, seg, owner=1)
    assert "Road" in page.locator("#feature-tip").inner_text()


def test_a_tap_on_a_phone_shows_the_tip_inside_the_board(phone):
    """On a phone, a tap on the landmark (Sightseeing) shows its tourist and what the tourist scores, inside the
    board; in Japanese too."""
    page = phone.page
    game = open_position(page, "tourist_rows_with_gaps", 5)
    seg = segment_of(game, 0, 1, "cloister")
    at = page.evaluate(f"window.__game.segmentCentre(0, 1, {seg})")
    page.touchscreen.tap(at["x"], at["y"])
    page.wait_for_function("window.__game.feature !== null")
    assert page.evaluate("window.__game.feature.features") == engine_facts(game, 0, 1, seg)
    tip = page.locator("#feature-tip")
    text = tip.inner_text()
    assert "Landmark" in text and "(tourist) at the end: tourist: landmark + 1 + 1 + 0 + 0 tiles in line" in text
    box, board = tip.bounding_box(), page.locator("#board").bounding_box()
    assert board["x"] <= box["x"] and box["x"] + box["width"] <= board["x"] + board["width"] + 0.5
    phone.screenshot("feature-tip-phone")
    switch_lang(page, "ja")
    page.touchscreen.tap(at["x"], at["y"])
    page.wait_for_function(
        "window.__game.feature !== null && document.querySelector('#feature-tip').innerText.includes('名所')"
    )
    phone.screenshot("feature-tip-phone-ja")
    switch_lang(page, "en")
    phone.watch.assert_clean()
