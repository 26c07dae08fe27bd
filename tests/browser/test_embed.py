"""The embed: the sample article (embed-example.html) with the game in a sandboxed iframe, playable and clean;
the embed's URL options; a clear message where the sandbox leaves the embed no origin; and on a blog on another
site, where Chromium refuses the embed storage, the banner and the full-page link that keep the game."""

import json
from urllib.parse import quote, urlsplit

from playwright.sync_api import TimeoutError as PlaywrightTimeoutError, expect

from conftest import ARTIFACTS, BOOT_TIMEOUT_MS, Watch

FRAME_READY = "document.querySelector('iframe')?.contentDocument?.documentElement?.dataset.ready === 'true'"
# What the article's iframe shows, for a failure message: its address, whether its page loaded, its loading screen.
FRAME_STATE = """() => {
  const iframe = document.querySelector('iframe'), doc = iframe?.contentDocument;
  return {src: iframe?.src, url: doc?.URL, readyState: doc?.readyState, ready: doc?.documentElement?.dataset.ready,
          error: doc?.documentElement?.dataset.error, stage: doc?.querySelector('#loading .load-stage')?.textContent,
          detail: doc?.querySelector('#loading .load-detail')?.textContent};
}"""
# Chromium warns about allow-scripts + allow-same-origin only when the iframe has the embedding page's own origin,
# as the sample article shipped with the site does; on a blog (another origin) the warning does not apply.
SAME_ORIGIN_SANDBOX_WARNING = "can escape its sandboxing"


# Desktop Chromium on Linux has no Web Share: it notes the snippet's allow="... web-share" as unknown (a phone's knows it).
NO_WEB_SHARE = "Unrecognized feature: 'web-share'"


def problems(tab):
    return [p for p in tab.watch.problems() if SAME_ORIGIN_SANDBOX_WARNING not in p and NO_WEB_SHARE not in p]


def test_sample_article_plays_in_a_sandboxed_iframe(open_tab, site_url):
    """One move by clicks inside the iframe, the computer answers; no console problem, no off-origin request."""
    tab = open_tab(site_url + "embed-example.html", ready=None)
    page = tab.page
    wait_for_the_embed(tab)
    iframe = page.locator("iframe")
    page.evaluate("document.querySelector('iframe').scrollIntoView({block: 'center'})")  # as a reader scrolls to it
    sandbox = set(iframe.get_attribute("sandbox").split())
    assert {"allow-scripts", "allow-same-origin"} <= sandbox
    assert not {"allow-top-navigation", "allow-popups-to-escape-sandbox"} & sandbox
    frame = next(f for f in page.frames if "embed.html" in f.url)
    assert frame.evaluate("document.documentElement.dataset.size") == "small"
    players = frame.evaluate("window.__game.view.players")
    assert [(p["type"], p.get("level")) for p in players] == [("human", None), ("computer", "easy")]

    play_a_tile(page, frame)
    tab.screenshot("embed-article")
    # On the game's own site the embed keeps its game: no banner, and a reload of the article resumes it.
    assert frame.locator("#embed-keep").count() == 0
    record = frame.evaluate("window.__game.record()")
    assert linked(frame) == (urlsplit(frame.url)._replace(path="/index.html", query="lang=en").geturl(), record)
    page.reload()
    wait_for_the_embed(tab)
    frame = next(f for f in page.frames if "embed.html" in f.url)
    assert frame.evaluate("window.__game.record()") == record
    assert not problems(tab), problems(tab)


def wait_for_the_embed(tab):
    """Wait until the article's iframe has booted its game; if it does not, fail with what the iframe shows."""
    try:
        tab.page.wait_for_function(FRAME_READY, timeout=BOOT_TIMEOUT_MS)
    except PlaywrightTimeoutError:
        tab.screenshot("embed-article-did-not-boot")
        state = tab.page.evaluate(FRAME_STATE)
        raise AssertionError(f"the article's embed did not boot: {state}\n" + "\n".join(tab.watch.problems())) from None


def linked(frame, selector="#btn-full"):
    """(page, record) of a full-page link in the embed: the page it opens and the game its fragment carries."""
    page, _, code = frame.get_attribute(selector, "href").partition("#g=")
    return page, frame.evaluate("(code) => window.__engine.call('decode_share', decodeURIComponent(code))", code)


def play_a_tile(page, frame):
    """The reader places a tile by clicks in the embed and confirms it; the computer answers."""
    placement = frame.evaluate("window.__game.view.placements[0]")
    for _ in range(4):
        if frame.evaluate("window.__game.rot") == placement["rot"]:
            break
        frame.click("#btn-rotate")
    box = frame.frame_element().bounding_box()
    at = frame.evaluate(f"window.__game.squareCentre({placement['x']}, {placement['y']})")
    page.mouse.click(box["x"] + at["x"], box["y"] + at["y"])
    frame.wait_for_function("window.__game.tentative !== null")
    frame.click("#btn-confirm")
    frame.wait_for_function("window.__game.view.moves >= 2 && !window.__game.busy", timeout=30_000)


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
    assert [p["name"] for p in setup["players"]] == ["プレイヤー1", "プレイヤー2", "CPU3"]  # by seat
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


class Blog:
    """A blog page on another site than the game (localhost around 127.0.0.1) with the embed in an iframe, in its own
    watched context: every request goes to the blog or the game's own site (others are recorded)."""

    def __init__(self, browser, site_url, path, init_script=None):
        self.game_origin = site_url.rstrip("/")
        self.blog_origin = self.game_origin.replace("127.0.0.1", "localhost")
        self.watch = Watch(origin=self.game_origin, also=(self.blog_origin,))
        self.expected = []  # texts of the console lines a test expects (Watch.problems() leaves them out)
        self.context = browser.new_context()
        self.watch.attach(self.context)
        if init_script:
            self.context.add_init_script(init_script)
        self.page = self.context.new_page()
        self.page.goto(self.blog_origin + path)
        self.frame = self.ready(self.page, "embed.html")

    def ready(self, page, name):
        """The frame of `page` whose address holds `name`, once the game in it has booted (failing at once on a
        problem)."""
        for _ in range(BOOT_TIMEOUT_MS // 250):
            frame = next((f for f in page.frames if name in f.url), None)
            if frame and frame.evaluate("document.documentElement?.dataset.ready === 'true'"):
                return frame
            assert not self.problems(), self.problems()
            page.wait_for_timeout(250)
        raise AssertionError(f"{name} did not boot")

    def problems(self):
        """The watch's problems but the expected ones."""
        return [p for p in self.watch.problems() if not any(text in p for text in self.expected)]

    def screenshot(self, name):
        """Save a PNG of the blog page as test-artifacts/<name>.png."""
        ARTIFACTS.mkdir(exist_ok=True)
        self.page.screenshot(path=str(ARTIFACTS / f"{name}.png"))

    def close(self):
        self.context.close()


def test_embed_on_another_origin(browser, site_url):
    """A blog on another origin: the sandboxed embed boots, plays (computers only), and every request goes to the
    blog or the game's own site, nowhere else; no console problem at all."""
    blog = Blog(browser, site_url, "/_test/blog-other-origin.html")
    try:
        frame = blog.frame
        assert frame.evaluate("location.origin") == blog.game_origin != blog.page.evaluate("location.origin")
        frame.wait_for_function("window.__game.view.moves >= 2", timeout=30_000)
        blog.watch.assert_clean()
    finally:
        blog.close()


# The sandbox the README gives a blog, and the one it gave before the embed could ask for storage or open a tab.
SANDBOX = (
    "allow-scripts allow-same-origin allow-downloads allow-modals allow-popups allow-storage-access-by-user-activation"
)
OLD_SANDBOX = "allow-scripts allow-same-origin allow-downloads allow-modals"
EMBED = "players=2&humans=1&level=easy&seed=3&size=small"


def blog_url(sandbox, embed=EMBED):
    return f"/_test/blog-cross-site.html?sandbox={quote(sandbox)}&embed={quote(embed)}"


def test_cross_site_embed_without_storage_opens_the_game_in_full_page(browser, site_url):
    """Chromium refuses storage to the embed on another site (third-party cookies blocked, its default): the embed
    says so over the board, offers to keep the game, and its full-page link opens the game in progress in the
    game's own page, top-level, where it is saved: a reload there resumes it."""
    blog = Blog(browser, site_url, blog_url(SANDBOX))
    try:
        frame, page = blog.frame, blog.page
        # What the browser does (the reason for the banner): the frame's localStorage throws.
        assert frame.evaluate(
            "(() => { try { localStorage.length; return 'ok'; } catch (e) { return e.name; } })()"
        ) == ("SecurityError")
        banner = frame.locator("#embed-keep")
        # A few words in the top bar: the board starts below the bar, which is no taller for them, and nothing covers it.
        assert banner.locator(".keep-more").inner_text() == "⚠ Not saved ▾"
        bar, board = frame.locator(".topbar").bounding_box(), frame.locator("#board-wrap").bounding_box()
        line = banner.bounding_box()
        assert (
            bar["height"] < 60 and line["y"] >= bar["y"] and line["y"] + line["height"] <= bar["y"] + bar["height"] + 1
        )
        assert board["y"] >= bar["y"] + bar["height"] - 1
        expect(banner.locator("p")).to_be_hidden()
        banner.locator(".keep-more").click()  # the reason and the ways to keep the game, on demand, under the bar
        expect(banner.locator("p")).to_be_visible()
        assert banner.locator("p").inner_text() == (
            "Your browser does not let a game embedded in another site save it: a reload starts a new game. "
            "Open it in full page to keep it."
        )
        assert banner.locator("#keep-ask").inner_text() == "Keep this game after a reload"
        assert banner.locator("#keep-full").inner_text() == "Open in full page ↗"
        blog.screenshot("embed-keep-banner")
        banner.locator(".keep-close").click()  # the reader plays on; the top bar's link is still there
        assert banner.count() == 0
        play_a_tile(page, frame)
        record = frame.evaluate("window.__game.record()")
        full_page = f"{blog.game_origin}/index.html?lang=en"
        assert linked(frame) == (full_page, record)
        # The tab keeps the frame's sandbox (no allow-popups-to-escape-sandbox): Chromium warns of it, as above.
        blog.expected.append(SAME_ORIGIN_SANDBOX_WARNING)
        with blog.context.expect_page() as opened:
            frame.click("#btn-full")
        tab = opened.value
        full = blog.ready(tab, "index.html")
        assert tab.url == full_page  # the share link's fragment is read and cleared
        assert full.evaluate("window.top === window && !document.documentElement.dataset.embed")
        assert full.evaluate("window.__game.record()") == record
        tab.reload()
        full = blog.ready(tab, "index.html")
        assert full.evaluate("window.__game.record()") == record
        assert not blog.problems(), blog.problems()
    finally:
        blog.close()


def test_cross_site_embed_where_the_browser_refuses_storage_access(browser, site_url):
    """Keep this game asks the browser for storage on the click (the Storage Access API). Chromium refuses it at
    once to a sandbox without allow-storage-access-by-user-activation: the banner says so (in Japanese here) and
    keeps the link, which, without allow-popups, gives its address to copy instead of opening a tab."""
    blog = Blog(browser, site_url, blog_url(OLD_SANDBOX, EMBED + "&lang=ja"))
    try:
        frame = blog.frame
        banner = frame.locator("#embed-keep")
        banner.locator(".keep-more").click()
        assert banner.locator("#keep-ask").inner_text() == "再読み込み後もこのゲームを残す"
        assert banner.locator("#keep-full").inner_text() == "ゲームのページで開く ↗"
        blog.screenshot("embed-keep-banner-ja")
        blog.expected.append("allow-storage-access-by-user-activation")  # Chromium's word for the blogger
        banner.locator("#keep-ask").click()
        frame.wait_for_function("!document.querySelector('#keep-ask')")
        assert banner.locator("p").inner_text() == (
            "ここでは許可されませんでした。ゲームのページで開けば、続きをそこで遊べて保存もされます。"
        )
        blog.expected.append("allow-popups")  # Chromium's word that the tab was refused
        banner.locator("#keep-full").click()
        # No tab: the page's own dialog gives the address to copy, and names what the iframe lacks (in Japanese).
        copy = frame.locator("#ask-copy")
        expect(copy.locator(".ask-missing")).to_contain_text("allow-popups")
        assert len(blog.context.pages) == 1
        _, record = linked(frame, "#keep-full")
        assert copy.locator("textarea").input_value() == frame.get_attribute("#keep-full", "href")
        copy.locator("button").click()
        expect(copy).to_have_count(0)
        assert record == frame.evaluate("window.__game.record()")
        assert not blog.problems(), blog.problems()
    finally:
        blog.close()


# The browser's answer to the Storage Access API, stood in for in the game's frames (Chromium 156 here grants access
# only after a prompt no test can answer, and even when told yes in advance its handle's localStorage still throws):
# the site's storage is window.given (holding SAVES), granted on a click, or already granted with GRANTED.
GIVEN_STORAGE = """
if (location.pathname.endsWith("/embed.html")) {
  const data = new Map(SAVES === null ? [] : [["carcassonne.saves.v1", SAVES]]);
  window.given = { getItem: (k) => data.get(k) ?? null, setItem: (k, v) => data.set(k, String(v)) };
  document.requestStorageAccess = async () => ({ localStorage: window.given });
  const query = navigator.permissions.query.bind(navigator.permissions);
  navigator.permissions.query = async (d) => (d.name === "storage-access" && GRANTED ? { state: "granted" } : query(d));
}
"""


def given_storage(saves=None, granted=False):
    return GIVEN_STORAGE.replace("SAVES", json.dumps(saves)).replace("GRANTED", json.dumps(granted))


def test_cross_site_embed_keeps_the_game_where_the_browser_gives_storage(browser, site_url):
    """Where the browser gives the embed its site's storage on the click, the game in play is saved there at once
    and after every move, and the banner gives way to a word that it is kept; on the next visit, the browser
    remembering the reader's yes, the embed takes the storage without a click and resumes the game."""
    saves = "window.given.getItem('carcassonne.saves.v1')"
    blog = Blog(browser, site_url, blog_url(SANDBOX), init_script=given_storage())
    try:
        frame = blog.frame
        frame.click("#embed-keep .keep-more")
        frame.click("#keep-ask")
        frame.wait_for_function("!document.querySelector('#embed-keep')")
        expect(frame.locator("#notice")).to_have_text("This game is kept now: a reload resumes it.")
        kept = json.loads(frame.evaluate(saves))
        slot, game_id = next(iter(kept["current"].items()))
        assert slot.startswith("embed:") and game_id == frame.evaluate("window.__game.saveId")
        assert [g["moves"] for g in kept["games"]] == [0]
        play_a_tile(blog.page, frame)
        moves = frame.evaluate("window.__game.view.moves")
        frame.wait_for_function(f"JSON.parse({saves}).games[0].moves === {moves}")
        record = frame.evaluate("window.__game.record()")
        kept = frame.evaluate(saves)
        assert not blog.problems(), blog.problems()
    finally:
        blog.close()
    blog = Blog(browser, site_url, blog_url(SANDBOX), init_script=given_storage(kept, granted=True))
    try:
        assert blog.frame.locator("#embed-keep").count() == 0
        assert blog.frame.evaluate("window.__game.record()") == record
        assert not blog.problems(), blog.problems()
    finally:
        blog.close()


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
