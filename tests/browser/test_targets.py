"""Every square where the tile in hand fits is marked on the board, however it is turned now: the squares it fits
at the rotation shown look one way, the squares it fits only turned another way look another, and a free square
where it fits in no rotation looks like the bare table. Checked on the board's pixels, as a player sees them.

One booted page for the module.
"""

from test_play import start_game, view

# The mean colour of each board square's inside (its frame of 12% left out) on the canvas, as drawn now.
SQUARE_LOOKS = """(squares) => {
  const canvas = document.querySelector("#board");
  const box = canvas.getBoundingClientRect();
  const k = canvas.width / box.width;
  const half = Math.round(window.__game.camera.scale * k * 0.38);
  // Read from a copy: the board's own canvas read twice makes Chromium warn (willReadFrequently).
  const copy = Object.assign(document.createElement("canvas"), { width: canvas.width, height: canvas.height });
  const copyCtx = copy.getContext("2d");
  copyCtx.drawImage(canvas, 0, 0);
  const image = copyCtx.getImageData(0, 0, canvas.width, canvas.height);
  return squares.map(([x, y]) => {
    const c = window.__game.squareCentre(x, y);
    const [cx, cy] = [Math.round((c.x - box.left) * k), Math.round((c.y - box.top) * k)];
    const sum = [0, 0, 0];
    let n = 0;
    for (let py = cy - half; py < cy + half; py++) {
      for (let px = cx - half; px < cx + half; px++, n++) {
        const i = (py * image.width + px) * 4;
        for (let j = 0; j < 3; j++) sum[j] += image.data[i + j];
      }
    }
    return sum.map((v) => v / n);
  });
}"""


def distance(a, b):
    return sum((p - q) ** 2 for p, q in zip(a, b)) ** 0.5


def classify(v, rot):
    """The free squares next to the map: {"shown": fits at rot, "turned": fits only at another, "none": fits not}."""
    board = {(t["x"], t["y"]) for t in v["board"]}
    free = {(x + dx, y + dy) for x, y in board for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))} - board
    fits = {(p["x"], p["y"]) for p in v["placements"]}
    shown = {(p["x"], p["y"]) for p in v["placements"] if p["rot"] == rot}
    return {"shown": shown, "turned": fits - shown, "none": free - fits}


def looks(page, squares):
    page.mouse.move(1, 1)  # no hover preview over a square
    page.wait_for_timeout(100)
    return page.evaluate(SQUARE_LOOKS, [list(s) for s in squares])


def test_every_square_the_tile_fits_is_marked(app):
    """Seed 6 deals an O: it fits one free square as shown, two more turned, and the fourth not at all."""
    page = app.page
    start_game(page, 6, [("Ann", "human"), ("Bo", "human")])
    v = view(page)
    kinds = classify(v, page.evaluate("window.__game.rot"))
    assert [len(kinds[k]) for k in ("shown", "turned", "none")] == [1, 2, 1]
    app.screenshot("targets-all-rotations")
    order = [*kinds["shown"], *kinds["turned"], *kinds["none"]]
    shown, *turned, bare = looks(page, order)
    for square in turned:
        assert distance(square, bare) > 12, "a square the tile fits turned looks like the bare table"
        assert distance(square, shown) > 12, "a square it fits turned looks like one it fits as it is"
    # Turned so that it fits another square, that square is now the bright one.
    page.click("#btn-rotate")
    kinds_now = classify(v, page.evaluate("window.__game.rot"))
    assert kinds_now["shown"] != kinds["shown"]
    now = dict(zip(order, looks(page, order)))
    for square in kinds_now["shown"]:
        assert distance(now[square], shown) < distance(now[square], turned[0])
    # The status line says what the arrow means, in either language; a look at a phone's width.
    assert "↻" in page.locator("#status").inner_text()
    page.set_viewport_size({"width": 390, "height": 844})
    page.click("#btn-lang")
    page.wait_for_function("document.documentElement.lang === 'ja'")
    assert "↻" in page.locator("#status").inner_text()
    app.screenshot("targets-phone-ja")
    page.click("#btn-lang")
    page.wait_for_function("document.documentElement.lang === 'en'")
    page.set_viewport_size({"width": 1280, "height": 720})
    app.watch.assert_clean()
