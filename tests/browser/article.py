"""An article on another site than the game, embedding it with README.md's own iframe snippet, as a writer pastes it.

    article = Article(browser, site_url, "players=2&level=easy")   # README's snippet with these options
    article.frame        # the game's frame, booted
    article.tap(x, y)    # a tap on square (x, y) of the board shown in the frame

The article is served as http://localhost:<port>/_test/article.html and the game as http://127.0.0.1:<port>/:
ports aside, another site, so the browser treats the embed as a real blog's third party (Chromium refuses it
storage). The snippet is read from README.md each time, so the README and what the tests embed cannot drift.
"""

import re
from pathlib import Path
from urllib.parse import quote

from conftest import ARTIFACTS, BOOT_TIMEOUT_MS, Watch

README = Path(__file__).resolve().parents[2] / "README.md"
EXAMPLE_SRC = re.compile(r'src="https://example\.org/carcassonne/(embed\.html)\?[^"]*"')


def readme_snippet():
    """The iframe snippet of README.md's embed section (its first ```html block)."""
    found = re.search(r"```html\n(<iframe\b.*?</iframe>)\n```", README.read_text(encoding="utf-8"), re.S)
    assert found, "README.md has no ```html iframe snippet"
    return found.group(1)


def snippet_for(game_origin, options, drop=(), snippet=None):
    """README's snippet with the game's address and `options` in place of the example's (or `snippet` as it is: the
    Embed dialog's, which names the game's address itself), less the sandbox tokens or allow features in `drop`."""
    if snippet is None:
        snippet = readme_snippet()
        assert EXAMPLE_SRC.search(snippet), "the snippet's address is not the README's example one"
        snippet = EXAMPLE_SRC.sub(lambda m: f'src="{game_origin}/{m.group(1)}?{options}"', snippet)
    for word in drop:
        snippet, count = re.subn(rf"\s*\b{re.escape(word)}\b;?", "", snippet)
        assert count, f"the snippet has no {word}"
    return snippet


class Article:
    """The article page with the game embedded, in its own watched context (`options`: Playwright's, e.g. a phone)."""

    def __init__(self, browser, site_url, embed, drop=(), snippet=None, **options):
        self.game_origin = site_url.rstrip("/")
        self.origin = self.game_origin.replace("127.0.0.1", "localhost")
        self.watch = Watch(origin=self.game_origin, also=(self.origin,))
        self.context = browser.new_context(**options)
        self.watch.attach(self.context)
        self.page = self.context.new_page()
        self.snippet = snippet_for(self.game_origin, embed, drop, snippet)
        self.page.goto(f"{self.origin}/_test/article.html#{quote(self.snippet)}")
        self.frame = self.ready()

    def ready(self):
        """The game's frame once it has booted (failing at once on a problem in the console)."""
        for _ in range(BOOT_TIMEOUT_MS // 250):
            frame = next((f for f in self.page.frames if f.url.startswith(self.game_origin)), None)
            if frame and frame.evaluate("document.documentElement?.dataset.ready === 'true'"):
                return frame
            assert not self.problems(), self.problems()
            self.page.wait_for_timeout(250)
        raise AssertionError("the embed did not boot")

    def problems(self):
        """What the watch recorded, but the article's word that this browser has no Web Share (desktop Linux
        Chromium does not know the snippet's `web-share`; a phone's does, and shares a turn link through it)."""
        return [p for p in self.watch.problems() if "Unrecognized feature: 'web-share'" not in p]

    def tap(self, x, y):
        """Tap (click) the board's square (x, y) in the frame, as a reader does."""
        main = self.frame == self.page.main_frame  # the game opened as a page of its own
        box = {"x": 0, "y": 0} if main else self.frame.frame_element().bounding_box()
        at = self.frame.evaluate(f"window.__game.reveal({x}, {y}); window.__game.squareCentre({x}, {y})")
        self.page.mouse.click(box["x"] + at["x"], box["y"] + at["y"])

    def screenshot(self, name):
        """Save a PNG of the article as test-artifacts/<name>.png and return its path."""
        ARTIFACTS.mkdir(exist_ok=True)
        path = ARTIFACTS / f"{name}.png"
        self.page.screenshot(path=str(path))
        return path

    def close(self):
        self.context.close()
