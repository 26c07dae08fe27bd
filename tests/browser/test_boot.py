"""The real game page (index.html) boots to playable, cleanly, from the site root and from a sub-path."""

import gzip
import json
import re
import sys
import threading
import urllib.request

import build
from conftest import new_tab

sys.path.insert(0, str(build.ROOT / "py"))
import tilegames  # noqa: E402  (the engine's package, where the version is written)


def test_boots_to_ready_cleanly(app):
    """data-ready="true" with no console error or warning and no request to another origin."""
    assert app.page.evaluate("document.documentElement.dataset.ready") == "true"
    app.watch.assert_clean()
    app.screenshot("boot")
    print(f"index.html booted in {app.boot_seconds:.1f} s")


def test_boots_from_a_sub_path(browser):
    """The page uses only relative URLs, so the site works wherever it is served (or copied)."""
    server = build.make_server(port=0, quiet=True, mounts={"/some/folder/": build.SITE})
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        tab = new_tab(browser, f"http://127.0.0.1:{server.server_address[1]}/some/folder/")
        tab.watch.assert_clean()
        tab.close()
    finally:
        server.shutdown()
        server.server_close()


def test_a_first_visit_downloads_compressed_files(site_url):
    """The server sends the build's brotli or gzip copy of the big files when the browser accepts it (the first
    visit is ~5 MB instead of 16), the same bytes once decoded, and the plain file to a client that accepts none."""
    for rel in ("pyodide/pyodide.asm.wasm", "pyodide/python_stdlib.zip", "index.html"):
        plain = (build.SITE / rel).read_bytes()
        for accept, encoding in (("gzip", "gzip"), ("gzip, deflate, br", "br"), ("identity", None)):
            request = urllib.request.Request(f"{site_url}{rel}", headers={"Accept-Encoding": accept})
            with urllib.request.urlopen(request) as response:
                body = response.read()
                assert response.headers.get("Content-Encoding") == encoding, (rel, accept)
            if encoding == "gzip":
                assert gzip.decompress(body) == plain
            elif encoding == "br":
                assert len(body) < len(plain) / 2 and body == (build.SITE / (rel + ".br")).read_bytes()
            else:
                assert body == plain


def test_a_worker_that_fails_to_load_is_started_again(browser, site_url):
    """One lost request for the engine worker's script (a busy server, a flaky connection) does not stop the game:
    the page starts the worker once more, boots to its first game and answers a move."""
    from conftest import Watch

    context = browser.new_context()
    watch = Watch(origin=site_url.rstrip("/"))
    watch.attach(context)
    asked = []

    def lose_the_first(route):
        asked.append(route.request.url)
        if len(asked) == 1:
            route.abort("connectionreset")
        else:
            route.continue_()

    context.route("**/js/engine/worker.js", lose_the_first)
    try:
        page = context.new_page()
        page.goto(site_url)
        page.wait_for_function(
            "document.documentElement.dataset.ready === 'true' || 'error' in document.documentElement.dataset",
            timeout=90_000,
        )
        assert page.evaluate("document.documentElement.dataset.error") is None
        assert len(asked) == 2  # lost once, then loaded
        assert page.evaluate("window.__game.view.moves") == 0 and page.locator("#board").is_visible()
        # Only the lost request itself may show in the console.
        assert all("worker.js" in line or "ERR_CONNECTION_RESET" in line for line in watch.problems()), watch.problems()
    finally:
        context.close()


def test_a_stalled_download_says_so_and_offers_a_reload_that_boots(browser, site_url):
    """A request that never ends (the standard library's archive, held here) leaves the loading screen silent: after
    STALL_MS (js/boot.js) it says the boot is taking much longer than usual and shows Reload, in the page's
    language; the reload, with the connection back, boots the game."""
    from conftest import Watch

    context = browser.new_context()
    watch = Watch(origin=site_url.rstrip("/"))
    watch.attach(context)
    held = []

    def hold_the_first(route):
        if route.request.service_worker is not None:  # the booted page's offline copy, fetched in the background
            route.continue_()
            return
        held.append(route)  # the first is never continued: that download stalls
        if len(held) > 1:
            route.continue_()

    context.route("**/python_stdlib.zip", hold_the_first)
    try:
        page = context.new_page()
        page.goto(site_url + "?lang=ja")
        retry = page.locator("#loading .load-retry")
        retry.wait_for(state="visible", timeout=40_000)
        assert held, "the archive was never asked for"
        assert "いつもよりかなり時間がかかっています" in page.locator("#loading .load-detail").inner_text()
        assert retry.inner_text() == "再読み込み"
        assert page.evaluate("document.documentElement.dataset.ready") is None
        page.screenshot(path=str(build.ROOT / "test-artifacts" / "boot-stalled-ja.png"))
        retry.click()
        page.wait_for_function("document.documentElement.dataset.ready === 'true'", timeout=90_000)
        assert page.locator("#loading").is_hidden() and len(held) == 2
        assert watch.problems() == [], watch.problems()
    finally:
        context.close()


def test_rules_name_the_version_and_build(app):
    """The Rules dialog ends with the version (written once, in the engine's package) and this build's hash."""
    page = app.page
    page.click("#btn-rules")
    about = page.locator("#rules-about")
    about.wait_for(state="visible")
    built = json.loads((build.SITE / "build.json").read_text())
    assert built["version"] == tilegames.__version__
    text = about.inner_text()
    assert f"Version {tilegames.__version__} (build {built['hash'][:8]})" in text and "MIT licence" in text
    assert re.fullmatch(r"\d+\.\d+\.\d+", tilegames.__version__)
    about.scroll_into_view_if_needed()
    app.screenshot("rules-about")
    page.click("#rules-close")
    app.watch.assert_clean()
