"""Phones: the score board does not cut default names to the same "コンピュータ…" in Japanese (the end of each name,
where they differ, stays in sight); in a two-player game both players' cards (the scores with them) are in sight
without scrolling the score board, in either language, whatever the game; a phone held sideways keeps the tile in
hand and Confirm on the screen; and gardens, which only the Abbot can use, are drawn only in a game with the Abbot,
so a newcomer never meets a symbol nothing explains.

One booted page for the module.
"""

from test_play import settle, start_game

PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 720}

# For each name on the score board: its last letter's box, the name's box (what the clipping shows), and whether
# the whole name is wider than that box.
LAST_LETTERS = """() => [...document.querySelectorAll("#players .name")].map((name) => {
  const walker = document.createTreeWalker(name, NodeFilter.SHOW_TEXT);
  let last = null;
  for (let n = walker.nextNode(); n; n = walker.nextNode()) if (n.data) last = n;
  const range = document.createRange();
  range.setStart(last, last.data.length - 1);
  range.setEnd(last, last.data.length);
  const letter = range.getBoundingClientRect(), box = name.getBoundingClientRect();
  const texts = [];
  const all = document.createTreeWalker(name, NodeFilter.SHOW_TEXT);
  for (let n = all.nextNode(); n; n = all.nextNode()) texts.push(n);
  const width = texts.reduce((sum, n) => { const r = document.createRange(); r.selectNodeContents(n); return sum + r.getBoundingClientRect().width; }, 0);
  const cut = width > box.width + 1; // its letters laid out wider than the box shows
  return { text: name.innerText, letter: [letter.left, letter.right], box: [box.left, box.right], cut };
})"""


def switch_language(page, lang):
    if page.evaluate("document.documentElement.lang") != lang:
        page.click("#btn-lang")
        page.wait_for_function(f"document.documentElement.lang === '{lang}'")


def test_default_names_stay_apart_on_a_phone_in_japanese(app):
    page = app.page
    switch_language(page, "ja")
    names = ["プレイヤー1", "コンピューター1", "コンピューター2", "コンピューター3"]
    start_game(page, 8, [(names[0], "human"), *[(n, "computer") for n in names[1:]]])  # the person plays first
    page.set_viewport_size(PHONE)
    page.wait_for_timeout(300)
    shown = page.evaluate(LAST_LETTERS)
    assert [s["text"] for s in shown] == names
    for s in shown:
        assert s["letter"][0] >= s["box"][0] - 1 and s["letter"][1] <= s["box"][1] + 1, f"{s['text']} loses its end"
    app.screenshot("narrow-names-ja")
    page.set_viewport_size(DESKTOP)
    switch_language(page, "en")
    assert any(s["cut"] for s in shown), (
        "at this width some names are too long for their box (the case this test is about)"
    )
    app.watch.assert_clean()


# Each player's card on the score board, and whether it lies wholly inside the board's visible box (no scrolling
# needed to read it).
CARDS_IN_SIGHT = """() => {
  const box = document.querySelector("#players").getBoundingClientRect();
  return [...document.querySelectorAll("#players .player")].map((card) => {
    const r = card.getBoundingClientRect();
    return { text: card.innerText, inSight: r.left >= box.left - 1 && r.right <= box.right + 1 && r.width > 0 };
  });
}"""


def test_both_cards_are_in_sight_on_a_phone_in_a_two_player_game(app):
    """Against a computer, whose card also names its level (the longest line on a card), in every game and both
    languages, on a common phone and on the narrowest (320 px): the cards make room by wrapping their lines, rather
    than pushing the opponent's score off the screen."""
    page = app.page
    for lang in ("ja", "en"):
        switch_language(page, lang)
        for game in ("hunters", "carmela", "carcassonne"):
            page.set_viewport_size(DESKTOP)
            start_game(page, 5, [("Me", "human"), ("Robo", "medium")], game=game)
            for width in (PHONE["width"], 320):
                page.set_viewport_size({**PHONE, "width": width})
                page.wait_for_timeout(300)
                shown = page.evaluate(CARDS_IN_SIGHT)
                assert [s["inSight"] for s in shown] == [True, True], f"{game} in {lang} at {width} px: {shown}"
                if game == "hunters":
                    app.screenshot(f"narrow-two-scores-{lang}-{width}")
    page.set_viewport_size(DESKTOP)
    app.watch.assert_clean()


SIDEWAYS = {"width": 844, "height": 390}  # a phone held sideways: the side panel's layout, little height


def test_a_phone_held_sideways_keeps_the_tile_and_confirm_in_sight(app):
    """With two players or five, the tile in hand and Confirm stay on the screen; the players' list scrolls instead
    (its last card can be brought into sight)."""
    page = app.page
    switch_language(page, "en")
    for players in (2, 5):
        page.set_viewport_size(DESKTOP)
        start_game(page, 5, [("Me", "human"), *[(f"Robo {i}", "computer") for i in range(1, players)]], game="hunters")
        page.set_viewport_size(SIDEWAYS)
        page.wait_for_timeout(300)
        for selector in ("#hand-canvas", "#btn-confirm"):
            box = page.locator(selector).bounding_box()
            assert box["y"] >= 0 and box["y"] + box["height"] <= SIDEWAYS["height"], f"{selector} with {players}: {box}"
        last = page.locator("#players .player").last
        last.scroll_into_view_if_needed()
        box = page.locator("#players").bounding_box()
        card = last.bounding_box()
        assert box["y"] - 1 <= card["y"] and card["y"] + card["height"] <= box["y"] + box["height"] + 1
        app.screenshot(f"sideways-{players}")
    page.set_viewport_size(DESKTOP)
    app.watch.assert_clean()


# The Eg tile (a city and a garden) as the remaining tiles panel pictures it: its pixels, and its tooltip.
GARDEN_TILE = """() => {
  const rem = document.querySelector("#remaining-grid .rem[data-tile='Eg']");
  const source = rem.querySelector("canvas");
  const copy = Object.assign(document.createElement("canvas"), { width: source.width, height: source.height });
  const ctx = copy.getContext("2d");
  ctx.drawImage(source, 0, 0);
  return { pixels: Array.from(ctx.getImageData(0, 0, copy.width, copy.height).data), title: rem.title };
}"""


def garden_tile(app, variants):
    page = app.page
    start_game(page, 5, [("Ann", "human"), ("Bo", "human")], variants=variants)
    settle(page)
    if not page.evaluate("document.querySelector('#remaining').open"):
        page.click("#remaining summary")
    page.wait_for_selector("#remaining-grid .rem[data-tile='Eg'] canvas")
    page.locator("#remaining-grid .rem[data-tile='Eg']").scroll_into_view_if_needed()
    app.screenshot(f"gardens-{'-'.join(variants) or 'base'}")
    return page.evaluate(GARDEN_TILE)


def test_gardens_are_drawn_only_with_the_abbot(app):
    page = app.page
    page.set_viewport_size(DESKTOP)
    plain = garden_tile(app, [])
    abbot = garden_tile(app, ["abbot"])
    page.click("#remaining summary")
    differing = sum(1 for a, b in zip(plain["pixels"], abbot["pixels"]) if abs(a - b) > 24)
    assert differing > len(plain["pixels"]) * 0.02, "the garden is drawn with and without the Abbot alike"
    assert "Garden" in abbot["title"] and "Garden" not in plain["title"]
    app.watch.assert_clean()
