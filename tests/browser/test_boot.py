"""The real game page (index.html) boots to playable, cleanly, from the site root and from a sub-path."""

import threading

import build
from conftest import new_tab


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
