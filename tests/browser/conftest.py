"""Browser tests: Playwright (pytest-playwright 0.10.0) driving Debian's chromium against the built site/.

Fixtures
--------
``site_url``  (session)  base URL of a server for site/ on a free localhost port (``python3 build.py`` first);
                         tests/browser/pages/ is served under ``<site_url>_test/``.
``app``       (module)   one booted game page (index.html) shared by the tests of a module: ``app.page``,
                         ``app.watch`` (a ``Watch``), ``app.boot_seconds``. Pyodide boots once per module, not per test.
``open_tab``  (function) ``open_tab(url)`` -> a new ``Tab`` in its own context, booted and watched; closed after the test.
``phone``     (module)   one booted game page in a phone-like touch context (``PHONE``), shared by a module's tests.
Every tab's ``watch`` records console errors and warnings, uncaught errors and any request to another origin,
so a test can ``tab.watch.assert_clean()``. When a test fails, a screenshot of the pages it used
is saved under test-artifacts/ (also the stock ``page`` fixture's artifacts go there).
"""

import re
import sys
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import Frame, Page

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "test-artifacts"
# A phone-sized touch screen, as Playwright's context options.
PHONE = {"viewport": {"width": 390, "height": 844}, "device_scale_factor": 2, "is_mobile": True, "has_touch": True}
BOOT_TIMEOUT_MS = 90_000  # 4-10 s on 2 idle cores; generous for a busy CI machine
sys.path.insert(0, str(ROOT))
import build  # noqa: E402  (the repo's build.py: its server has the right MIME types)
import chromium  # noqa: E402  (the repo's chromium.py: the browser and its flags, as the benches launch it)


def pytest_configure(config):
    """Send pytest-playwright's artifacts to test-artifacts/ and keep screenshots of failures."""
    if config.getoption("--output", default=None) == "test-results":
        config.option.output = str(ARTIFACTS)
    if config.getoption("--screenshot", default=None) == "off":
        config.option.screenshot = "only-on-failure"


# The site's pages refuse eval (their Content-Security-Policy). Playwright's wait_for_function evals a plain expression
# again at every poll, which the policy refuses; a function it evals once, when eval is still allowed, then calls.
# So every wait_for_function here gets its expression as a function ("() => (<expression>)").
FUNCTION = re.compile(r"\s*(async\s+)?(function\b|\([^()]*\)\s*=>|[\w$]+\s*=>)")


def _waits_with_a_function(wait_for_function):
    def wait(self, expression, **kwargs):
        """wait_for_function with `expression` as a function (see FUNCTION)."""
        return wait_for_function(self, expression if FUNCTION.match(expression) else f"() => ({expression})", **kwargs)

    return wait


Page.wait_for_function = _waits_with_a_function(Page.wait_for_function)
Frame.wait_for_function = _waits_with_a_function(Frame.wait_for_function)


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    """Launch Debian's chromium (never a downloaded browser) with the flags of chromium.py."""
    try:
        return {**browser_type_launch_args, **chromium.launch_args()}
    except RuntimeError as e:
        pytest.fail(str(e))


# The page puts its engine and game on window only for a test (js/test-hooks.js): every context a test opens says so.
TEST_HOOKS = "window.__testHooks = true;"


@pytest.fixture(scope="session")
def browser(browser):
    """pytest-playwright's browser, whose every new context (and page) runs TEST_HOOKS before the page's scripts."""
    new_context = browser.new_context

    def with_hooks(**options):
        context = new_context(**options)
        context.add_init_script(TEST_HOOKS)
        return context

    browser.new_context_as_shipped = new_context  # a page as players get it: no handles on window
    browser.new_context = with_hooks
    browser.new_page = lambda **options: with_hooks(**options).new_page()
    return browser


@pytest.fixture(scope="session")
def site_url():
    """Base URL (ending in /) of a server for the built site/ in a background thread."""
    if not (build.SITE / "build.json").exists():
        pytest.fail("site/ is not built: run python3 build.py")
    server = build.make_server(build.SITE, port=0, quiet=True, mounts={"/_test/": ROOT / "tests" / "browser" / "pages"})
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}/"
    server.shutdown()
    server.server_close()


@dataclass
class Watch:
    """What a browser context did that a clean page never does: console errors and warnings, uncaught errors,
    requests to another origin than ``origin`` (or one of ``also``) that the page's policy did not refuse.

    Requests are watched, not intercepted: such a request cannot leave this machine anyway (chromium.ARGS resolve no
    other host), and intercepting them all (Playwright's route) puts the test process in the path of every request,
    where Playwright's tracker has reports of worker requests that Chromium pauses and nobody releases (issue
    #27376): the sample article's embed, a worker in an iframe, once never booted on CI."""

    origin: str
    also: tuple = ()
    console: list = field(default_factory=list)
    errors: list = field(default_factory=list)
    foreign_requests: list = field(default_factory=list)

    def attach(self, context):
        """Start recording the events of `context` (its pages and their workers)."""
        context.on("console", self._on_console)
        context.on("weberror", lambda error: self.errors.append(str(error.error)))
        context.on("request", self._on_request)
        context.on("requestfailed", self._on_request_failed)

    def _on_console(self, message):
        if message.type in ("error", "warning"):
            self.console.append(f"{message.type}: {message.text} ({message.location.get('url', '')})")

    def _on_request(self, request):
        parts = urlsplit(request.url)
        origin = f"{parts.scheme}://{parts.netloc}"
        if parts.scheme in ("http", "https", "ws", "wss") and origin != self.origin and origin not in self.also:
            self.foreign_requests.append(request.url)

    def _on_request_failed(self, request):
        # The browser reports a request its page's policy refused, then says so here: it never left the browser.
        if request.failure == "csp" and request.url in self.foreign_requests:
            self.foreign_requests.remove(request.url)

    def problems(self):
        """Every recorded problem, one line each."""
        return [
            *self.console,
            *(f"uncaught: {e}" for e in self.errors),
            *(f"request to another origin: {u}" for u in self.foreign_requests),
        ]

    def assert_clean(self):
        """Fail if any console error or warning, uncaught error or off-origin request happened."""
        assert not self.problems(), "\n".join(self.problems())


@dataclass
class Tab:
    """A page in its own browser context, watched from before its first request."""

    context: object
    page: object
    watch: Watch
    boot_seconds: float = 0.0

    def screenshot(self, name):
        """Save a PNG of the page as test-artifacts/<name>.png and return its path."""
        ARTIFACTS.mkdir(exist_ok=True)
        path = ARTIFACTS / f"{re.sub(r'[^A-Za-z0-9_.-]+', '_', name)}.png"
        self.page.screenshot(path=str(path))
        return path

    def close(self):
        """Close the tab's context."""
        self.context.close()


def new_tab(
    browser,
    url,
    ready="document.documentElement.dataset.ready === 'true'",
    timeout=BOOT_TIMEOUT_MS,
    welcome=False,
    **options,
):
    """Open `url` in a new context (Playwright's context `options`, e.g. PHONE) and wait until the JS expression
    `ready` is true (None: do not wait). A first visit's welcome is closed unless `welcome` (its own tests keep it).

    A boot that logs a problem (see Watch) fails at once instead of waiting for the timeout."""
    parts = urlsplit(url)
    watch = Watch(origin=f"{parts.scheme}://{parts.netloc}")
    context = browser.new_context(**options)
    watch.attach(context)
    page = context.new_page()
    tab = Tab(context, page, watch)
    start = time.perf_counter()
    page.goto(url)
    while ready and not page.evaluate(f"Boolean({ready})"):
        if watch.problems() or time.perf_counter() - start > timeout / 1000:
            tab.screenshot(f"boot-failed-{parts.path}")
            tab.close()
            raise AssertionError(f"{url} did not boot ({ready}):\n" + "\n".join(watch.problems()))
        page.wait_for_timeout(100)
    tab.boot_seconds = time.perf_counter() - start
    if ready and not welcome:
        page.evaluate("document.querySelector('#welcome[open]')?.close()")
    return tab


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item, call):
    """Remember each phase's report on the test item, so fixtures can tell whether the test failed."""
    report = yield
    setattr(item, f"report_{report.when}", report)
    return report


def _failed(request):
    return getattr(request.node, "report_call", None) is not None and request.node.report_call.failed


@pytest.fixture(scope="module")
def _app_tab(browser, site_url):
    tab = new_tab(browser, site_url)
    yield tab
    tab.close()


@pytest.fixture
def app(_app_tab, request):
    """The booted game page of this module (index.html), shared by its tests; screenshot on failure."""
    yield _app_tab
    if _failed(request):
        _app_tab.screenshot(f"failed-{request.node.nodeid}")


@pytest.fixture(scope="module")
def phone(browser, site_url):
    """One booted game page of this module in a phone-like touch context (PHONE), watched like every tab."""
    tab = new_tab(browser, site_url, **PHONE)
    yield tab
    tab.close()


@pytest.fixture
def open_tab(browser, request):
    """open_tab(url, ready=...) -> a new booted, watched Tab; screenshots on failure, closed after the test."""
    tabs = []

    def open_(url, **kwargs):
        tabs.append(new_tab(browser, url, **kwargs))
        return tabs[-1]

    yield open_
    for number, tab in enumerate(tabs):
        if _failed(request):
            tab.screenshot(f"failed-{request.node.nodeid}-{number}")
        tab.close()
