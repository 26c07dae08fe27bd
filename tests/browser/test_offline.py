"""Offline play and installability: the service worker precaches the build under a cache named by its hash; with
the server shut down a new tab boots from that cache and plays; a new build replaces the old cache.

One browser context (locale ja-JP, so it also shows the language chosen from the browser's) on a server of its own,
serving a copy of site/ that the test can turn into "the next build".
"""

import hashlib
import json
import shutil
import sys
import threading
from urllib.parse import quote

import pytest
from playwright.sync_api import expect

import build
from conftest import BOOT_TIMEOUT_MS, Watch
from test_play import choose, confirm, view

sys.path.insert(0, str(build.ROOT / "py"))
from tilegames import new_game, share  # noqa: E402  (the engine under CPython: a record for the embed's modes)
from tilegames.rng import Rng  # noqa: E402


def recorded_code():
    """A share code of a 6-move Carcassonne game (the engine under CPython)."""
    game = new_game({"players": [{"name": "Ann"}, {"name": "Bo"}]}, 4)
    rng = Rng(4)
    for _ in range(6):
        game.play(game.random_move(rng))
    return share.encode(game)


# Notes in window.__installed what becomes of the next worker the registration installs: "redundant" (refused) or
# "installed" / "activated".
WATCH_INSTALL = """navigator.serviceWorker.getRegistration().then((r) => r.addEventListener("updatefound", () => {
  const worker = r.installing;
  worker.addEventListener("statechange", () => {
    if (worker.state !== "installing") window.__installed = worker.state;
  });
}))"""


def write_worker(folder, text):
    """Deploy a new sw.js into a copy of the site (without the build's precompressed copies of the old one)."""
    (folder / "sw.js").write_text(text)
    for packed in folder.glob("sw.js.*"):
        packed.unlink()


def serve(folder, port=0):
    server = build.make_server(folder, port=port, quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def stop(server):
    server.shutdown()
    server.server_close()


def boot(page, url):
    page.goto(url)
    page.wait_for_function("document.documentElement.dataset.ready === 'true'", timeout=BOOT_TIMEOUT_MS)


def until(page, expression, timeout=60):
    """Poll an async JS expression until it resolves truthy (wait_for_function does not await promises)."""
    for _ in range(int(timeout * 4)):
        if page.evaluate(expression):
            return
        page.wait_for_timeout(250)
    raise AssertionError(f"never true: {expression}")


def cache_names(page):
    return page.evaluate("caches.keys()")


@pytest.fixture
def site_copy(tmp_path):
    folder = tmp_path / "site"
    shutil.copytree(build.SITE, folder)
    return folder


def test_offline_boot_play_and_update(browser, site_copy):
    server = serve(site_copy)
    port = server.server_address[1]
    url = f"http://127.0.0.1:{port}/"
    build_hash = json.loads((site_copy / "build.json").read_text())["hash"]
    context = browser.new_context(locale="ja-JP")
    watch = Watch(origin=url.rstrip("/"))
    watch.attach(context)
    try:
        page = context.new_page()
        boot(page, url)
        assert page.evaluate("document.documentElement.lang") == "ja", "the browser's language picks Japanese"
        assert page.locator("#btn-new").inner_text() == "新しいゲーム"
        page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=60_000)
        assert cache_names(page) == [f"carcassonne-{build_hash}"]
        cached = page.evaluate(f"caches.open('carcassonne-{build_hash}').then((c) => c.keys()).then((r) => r.length)")
        manifest = json.loads((site_copy / "build.json").read_text())
        assert cached == len(manifest["assets"])  # every asset but sw.js itself, plus "./"

        # Installable: a manifest with icons that Chromium accepts.
        cdp = context.new_cdp_session(page)
        errors = [e["errorId"] for e in cdp.send("Page.getInstallabilityErrors")["installabilityErrors"]]
        assert set(errors) <= {"in-incognito"}, errors  # Playwright's contexts are incognito; nothing else is missing

        stop(server)
        offline = context.new_page()
        boot(offline, url)
        v = view(offline)
        placement = v["placements"][0]
        choose(offline, placement, next(i for i, o in enumerate(placement["options"]) if o["piece"] is None))
        confirm(offline)
        assert view(offline)["moves"] >= 1
        page.screenshot(path=str(build.ROOT / "test-artifacts" / "offline-first-tab.png"))
        offline.screenshot(path=str(build.ROOT / "test-artifacts" / "offline-new-tab.png"))
        offline.close()
        # The embed's modes need nothing more from the network: a replay and a position question open offline too.
        code = quote(recorded_code())
        for query, shown in (
            (f"g={code}&move=3", "#replay-bar .replay-playon"),
            (f"mode=position&g={code}&move=3", "#position .position-say"),
        ):
            embed = context.new_page()
            boot(embed, f"{url}embed.html?{query}")
            expect(embed.locator(shown)).to_be_visible()
            embed.close()

        # The next build: a new hash in sw.js. The browser picks it up, caches it, and drops the old cache.
        sw = site_copy / "sw.js"
        worker = sw.read_text()
        write_worker(site_copy, worker.replace(build_hash, "nextbuild0000000"))
        server = serve(site_copy, port)
        page.evaluate("navigator.serviceWorker.getRegistration().then((r) => r.update())")
        until(page, "caches.keys().then((k) => k.join() === 'carcassonne-nextbuild0000000')")

        # A deploy half done: the new sw.js is there, but one of the files it lists is still the old build's. The
        # new worker refuses to install; the build before it stays cached and in use.
        built = hashlib.sha256((site_copy / "build.json").read_bytes()).hexdigest()
        assert f'"build.json": "{built}"' in worker  # the worker lists each file with its SHA-256
        write_worker(site_copy, worker.replace(build_hash, "halfdone00000000").replace(built, "0" * 64))
        page.evaluate(WATCH_INSTALL)
        page.evaluate("navigator.serviceWorker.getRegistration().then((r) => r.update())")
        page.wait_for_function("window.__installed !== undefined", timeout=60_000)
        assert page.evaluate("window.__installed") == "redundant"
        assert cache_names(page) == ["carcassonne-nextbuild0000000"]
        assert page.evaluate("navigator.serviceWorker.controller.scriptURL").endswith("/sw.js")
        assert page.evaluate("navigator.serviceWorker.controller.state") == "activated"
        watch.assert_clean()
    finally:
        context.close()
        stop(server)
