"""The Embed dialog, as a writer uses it: from Games, the end screen or the replay bar, it writes README.md's snippet
for this game (a new one like it, its replay at a move, a position as a question), with the reader's options; pasted
into an article on another site, the snippet opens the same game at the same move; its preview boots the embed."""

import re
from urllib.parse import parse_qs, urlsplit

from playwright.sync_api import expect

from article import Article, readme_snippet
from test_play import choose, confirm, settle, start_game


def attributes(snippet):
    """An iframe snippet's attributes (whitespace in a value folded), its src left out."""
    found = dict(re.findall(r'(\w[\w-]*)="([^"]*)"', snippet))
    found.pop("src")
    return {k: " ".join(v.split()) for k, v in found.items()}


def embed_query(snippet):
    """The embed options of a snippet's src."""
    src = re.search(r'src="([^"]*)"', snippet).group(1).replace("&amp;", "&")
    return {k: v[0] for k, v in parse_qs(urlsplit(src).query).items()}


def play_moves(page, n):
    """Play the human seat's first placement, without a piece, n times (the computer answering between)."""
    for _ in range(n):
        settle(page)
        choose(page, page.evaluate("window.__game.view.placements[0]"), 0)
        confirm(page)
        page.wait_for_function("!window.__game.busy && !window.__game.view.over")
        page.wait_for_function("window.__game.view.current_player === 0")


def test_the_dialog_writes_the_readmes_snippet_and_it_opens_the_same_position(app, browser, site_url):
    """Games › Embed…, This position at move 3: the snippet has exactly the README's attributes; pasted into an article
    on another site, it opens the position after move 3 of this game, asked as a question."""
    page = app.page
    start_game(page, 21, [("Ann", "human"), ("Bo", "easy")])
    play_moves(page, 2)
    record = page.evaluate("window.__game.record()")
    page.click("#btn-games")
    page.click("#games-embed")
    dialog = page.locator("#embed-dialog")
    expect(dialog).to_be_visible()
    dialog.locator("input[value=position]").check()
    dialog.locator("#embed-move").fill("3")
    dialog.locator("#embed-move").dispatch_event("change")
    expect(page.locator("#embed-snippet")).to_have_value(re.compile("move=3"))
    snippet = page.locator("#embed-snippet").input_value()
    assert attributes(snippet) == {**attributes(readme_snippet()), "title": "Carcassonne"}
    options = embed_query(snippet)
    assert options["mode"] == "position" and options["move"] == "3" and options["size"] == "small"
    app.screenshot("embed-dialog-position")
    page.click("#embed-close")
    article = Article(browser, site_url, None, snippet=snippet, viewport={"width": 1024, "height": 800})
    try:
        frame = article.frame
        expect(frame.locator("#position .position-head")).to_contain_text("After move 3 of the game: Bo to play.")
        assert frame.evaluate("window.__game.record()")["moves"] == record["moves"][:3]
        assert not article.problems(), article.problems()
    finally:
        article.close()


def test_the_replay_bars_embed_is_the_replay_at_the_move_shown_and_previews(app):
    """In the replay viewer at move 2, Embed… writes a replay embed at move 2; a new game like this one has its
    players and level; the phone preview boots the snippet's own address at 360 px."""
    page = app.page
    start_game(page, 22, [("Ann", "human"), ("Bo", "easy"), ("Cy", "easy")])
    play_moves(page, 1)
    page.click("#btn-games")
    page.click("#games-replay-current")
    bar = page.locator("#replay-bar")
    expect(bar).to_be_visible()
    bar.locator("[data-go=first]").click()
    bar.locator("[data-go=next]").click()
    bar.locator("[data-go=next]").click()
    expect(bar.locator(".replay-step")).to_contain_text("After move 2 of")
    bar.locator(".replay-embed").click()
    dialog = page.locator("#embed-dialog")
    expect(dialog.locator("input[value=replay]")).to_be_checked()
    options = embed_query(page.locator("#embed-snippet").input_value())
    assert options["move"] == "2" and "g" in options and "mode" not in options
    dialog.locator("input[value=play]").check()
    dialog.locator("#embed-level").select_option("hard")
    options = embed_query(page.locator("#embed-snippet").input_value())
    assert (options["game"], options["players"], options["level"]) == ("carcassonne", "3", "hard")
    dialog.locator("#embed-preview-phone").click()
    preview = page.frame_locator(".embed-preview iframe")
    assert page.locator(".embed-preview iframe").get_attribute("width") == "360"
    expect(preview.locator("html[data-ready=true]")).to_have_count(1, timeout=90_000)
    expect(preview.locator("#btn-new")).to_be_visible()
    app.screenshot("embed-dialog-preview")
    page.click("#embed-close")
    bar.locator(".replay-close").click()
    app.watch.assert_clean()
