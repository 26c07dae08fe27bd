"""The embed: the sample article (embed-example.html) with the game in a sandboxed iframe, playable and clean;
the embed's URL options; and a clear message where the sandbox leaves the embed no origin."""

from urllib.parse import urlsplit

from conftest import BOOT_TIMEOUT_MS, Watch

FRAME_READY = "document.querySelector('iframe')?.contentDocument?.documentElement?.dataset.ready === 'true'"
# Chromium warns about allow-scripts + allow-same-origin only when the iframe has the embedding page's own origin,
# as the sample article shipped with the site does; on a blog (another origin) the warning does not apply.
SAME_ORIGIN_SANDBOX_WARNING = "can escape its sandboxing"


def problems(tab):
    return [p for p in tab.watch.problems() if SAME_ORIGIN_SANDBOX_WARNING not in p]


def test_sample_article_plays_in_a_sandboxed_iframe(open_tab, site_url):
    """One move by clicks inside the iframe, the computer answers; no console problem, no off-origin request."""
    tab = open_tab(site_url + "embed-example.html", ready=None)
    page = tab.page
    page.wait_for_function(FRAME_READY, timeout=BOOT_TIMEOUT_MS)
    iframe = page.locator("iframe")
    page.evaluate("document.querySelector('iframe').scrollIntoView({block: 'center'})")  # as a reader scrolls to it
    sandbox = set(iframe.get_attribute("sandbox").split())
    assert {"allow-scripts", "allow-same-origin"} <= sandbox
    assert not {"allow-top-navigation", "allow-popups-to-escape-sandbox"} & sandbox
    frame = next(f for f in page.frames if "embed.html" in f.url)
    assert frame.evaluate("document.documentElement.dataset.size") == "small"
    players = frame.evaluate("window.__game.view.players")
    assert [(p["type"], p.get("level")) for p in players] == [("human", None), ("computer", "easy")]

    v = frame.evaluate("window.__game.view")
    placement = v["placements"][0]
    for _ in range(4):
        if frame.evaluate("window.__game.rot") == placement["rot"]:
            break
        frame.click("#btn-rotate")
    box = iframe.bounding_box()
    at = frame.evaluate(f"window.__game.squareCentre({placement['x']}, {placement['y']})")
    page.mouse.click(box["x"] + at["x"], box["y"] + at["y"])
    frame.wait_for_function("window.__game.tentative !== null")
    frame.click("#btn-confirm")
    frame.wait_for_function("window.__game.view.moves >= 2 && !window.__game.busy", timeout=30_000)
    tab.screenshot("embed-article")
    assert not problems(tab), problems(tab)


def test_embed_options_from_the_url(open_tab, site_url):
    """players, humans, level, variants, lang, size and seed all reach the game."""
    tab = open_tab(site_url + "embed.html?players=3&humans=2&level=hard&variants=river,abbot&lang=ja&size=large&seed=5")
    page = tab.page
    setup = page.evaluate("window.__game.setup")
    assert setup["seed"] == 5 and setup["variants"] == ["river", "abbot"]
    assert [(p["type"], p.get("level")) for p in setup["players"]] == [
        ("human", None),
        ("human", None),
        ("computer", "hard"),
    ]
    # the players' default names are in the page's language too
    assert [p["name"] for p in setup["players"]] == ["プレイヤー1", "プレイヤー2", "コンピューター1"]
    assert page.evaluate("document.documentElement.lang") == "ja"
    assert page.evaluate("document.documentElement.dataset.size") == "large"
    assert sorted(page.evaluate("window.__game.view.variants")) == ["abbot", "river"]
    tab.screenshot("embed-options")
    tab.watch.assert_clean()


def test_sandbox_without_same_origin_explains_itself(open_tab, site_url):
    """Without allow-same-origin the page cannot load its modules; it says what the iframe needs."""
    tab = open_tab(site_url + "_test/embed-opaque.html", ready=None)
    frame = tab.page.frame_locator("iframe")
    stage = frame.locator("#loading .load-stage")
    stage.wait_for(timeout=BOOT_TIMEOUT_MS)
    tab.page.wait_for_function("true")
    assert "allow-same-origin" in stage.inner_text(timeout=10_000)


def test_embed_on_another_origin(browser, site_url):
    """A blog on another origin: the sandboxed embed boots, plays (computers only), and every request goes to the
    blog or the game's own site, nowhere else; no console problem at all."""
    game_origin = site_url.rstrip("/")
    blog_origin = game_origin.replace("127.0.0.1", "localhost")
    watch = Watch(origin=game_origin)
    context = browser.new_context()
    watch.attach(context)
    context.unroute("**/*")

    def route(r):
        parts = urlsplit(r.request.url)
        if parts.scheme in ("http", "https", "ws", "wss") and f"{parts.scheme}://{parts.netloc}" not in (
            game_origin,
            blog_origin,
        ):
            watch.foreign_requests.append(r.request.url)
            r.abort()
        else:
            r.continue_()

    context.route("**/*", route)
    try:
        page = context.new_page()
        page.goto(blog_origin + "/_test/blog-other-origin.html")
        frame_ready = False
        for _ in range(BOOT_TIMEOUT_MS // 250):
            frame = next((f for f in page.frames if "embed.html" in f.url), None)
            if frame and frame.evaluate("document.documentElement?.dataset.ready === 'true'"):
                frame_ready = True
                break
            assert not watch.problems(), watch.problems()
            page.wait_for_timeout(250)
        assert frame_ready
        assert frame.evaluate("location.origin") == game_origin != page.evaluate("location.origin")
        frame.wait_for_function("window.__game.view.moves >= 2", timeout=30_000)
        watch.assert_clean()
    finally:
        context.close()


BAD_OPTIONS = "embed.html?variants=bogus&game=chess&players=99&humans=-3&seed=abc&level=foo&size=huge&lang=xx"


def test_bad_options_say_what_was_used_and_a_game_starts(open_tab, site_url):
    """Options the game cannot use are each named with what was used instead, and the reader still gets a game to
    play, with a seat of their own (humans=-3 is no reason to watch the computers)."""
    tab = open_tab(site_url + BAD_OPTIONS)
    page = tab.page
    box = page.locator("#embed-problems")
    lines = box.locator("li").all_inner_texts()
    assert lines == [
        "lang=xx is not one of en, ja: en is used instead.",
        "size=huge is not one of small, medium, large: medium is used instead.",
        "game=chess is not one of carcassonne, hunters, carmela: carcassonne is used instead.",
        "players=99 is not a whole number from 2 to 5: 5 is used instead.",
        "humans=-3 is not a whole number from 0 to 5: 1 is used instead.",
        "level=foo is not one of easy, medium, hard: medium is used instead.",
        "variants: Carcassonne has no variant bogus (it has abbot, river, sightseeing): left out.",
        f"seed=abc is not a whole number from 0 to 2147483647: a random seed ({page.evaluate('window.__game.setup.seed')}) is used instead.",
    ]
    setup = page.evaluate("window.__game.setup")
    assert setup["game"] == "carcassonne" and setup["variants"] == []
    assert [(p["type"], p.get("level")) for p in setup["players"]] == [("human", None)] + [("computer", "medium")] * 4
    assert page.evaluate("[document.documentElement.lang, document.documentElement.dataset.size]") == ["en", "medium"]
    tab.screenshot("embed-bad-options")
    page.click("#embed-problems button")
    assert box.count() == 0
    # The reader's turn: a tile placed by clicks, confirmed, and the computers answer.
    placement = page.evaluate("window.__game.view.placements[0]")
    for _ in range(4):
        if page.evaluate("window.__game.rot") == placement["rot"]:
            break
        page.click("#btn-rotate")
    page.evaluate(f"window.__game.reveal({placement['x']}, {placement['y']})")
    at = page.evaluate(f"window.__game.squareCentre({placement['x']}, {placement['y']})")
    page.mouse.click(at["x"], at["y"])
    page.click("#btn-confirm")
    page.wait_for_function("window.__game.view.moves >= 2")
    tab.watch.assert_clean()


def test_bad_options_are_told_in_the_page_language(open_tab, site_url):
    """In Japanese the same messages are Japanese; a language switch turns them over too."""
    tab = open_tab(site_url + "embed.html?lang=ja&players=many&level=foo&game=carmela&variants=any_map,nope")
    page = tab.page
    lines = page.locator("#embed-problems li").all_inner_texts()
    assert lines == [
        "players=many は 2〜10 の整数ではありません。代わりに 2 を使います。",
        "level=foo は使えません (easy, medium, hard のいずれか)。代わりに medium を使います。",
        "variants: Carmela に nope というヴァリアントはありません (あるのは any_map)。外しました。",
    ]
    assert page.evaluate("window.__game.setup.variants") == ["any_map"]
    tab.screenshot("embed-bad-options-ja")
    page.click("#btn-lang")
    page.wait_for_function("document.documentElement.lang === 'en'")
    assert (
        page.locator("#embed-problems li").first.inner_text()
        == "players=many is not a whole number from 2 to 10: 2 is used instead."
    )
    tab.watch.assert_clean()
