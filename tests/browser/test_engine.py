"""The engine worker (js/engine/worker.js via js/engine/client.js) on its own test page: boot, progress, calls, errors."""

import pytest

READY_OR_ERROR = "document.documentElement.dataset.ready === 'true' || 'error' in document.documentElement.dataset"


@pytest.fixture(scope="module")
def tab(browser, site_url):
    """One booted test page for the module."""
    from conftest import new_tab

    tab = new_tab(browser, f"{site_url}_test/engine.html", ready=READY_OR_ERROR)
    yield tab
    tab.close()


def test_boots_cleanly(tab):
    assert tab.page.evaluate("document.documentElement.dataset.error") is None
    tab.watch.assert_clean()


def test_progress_stages_in_order(tab):
    progress = tab.page.evaluate("window.progress")
    stages = [p["stage"] for p in progress]
    assert stages[0] == "download" and stages[-1] == "ready"
    order = ["download", "python", "engine", "ready"]
    assert [s for s in order if s in stages] == order
    assert stages == sorted(stages, key=order.index), stages
    assert all(0 <= p["fraction"] <= 1 and p["text"] for p in progress)
    downloads = [p["fraction"] for p in progress if p["stage"] == "download"]
    assert downloads == sorted(downloads) and downloads[-1] == 1
    # Real byte progress, not just start and end. (How many steps depends on how the bytes arrive: on a busy
    # machine a few large reads; a compressed transfer reaches the 0.99 cap early.)
    assert any(0 < f < 1 for f in downloads), downloads


def test_unknown_function_rejects(tab):
    error = tab.page.evaluate("engine.call('no_such_function').then(() => null, (e) => e.message)")
    assert error == "the engine has no function no_such_function"
    tab.watch.assert_clean()


def test_call_returns_parsed_json(tab):
    tiles = tab.page.evaluate("engine.call('tileset', {game: 'carcassonne', variants: []})")
    assert "D" in tiles["tiles"]
    setup = {
        "game": "carcassonne",
        "variants": [],
        "seed": 7,
        "players": [
            {"name": "Ann", "color": "#d33", "type": "human"},
            {"name": "Bob", "color": "#33d", "type": "computer", "level": "easy"},
        ],
    }
    view = tab.page.evaluate("(setup) => engine.call('new_game', setup)", setup)
    assert view["turn"] >= 1 and view["hand"]
    tab.watch.assert_clean()


def test_python_exception_rejects_with_its_message(tab):
    error = tab.page.evaluate("engine.call('tileset', 'not a setup').then(() => null, (e) => [e.message, e.type])")
    assert error == ["the setup must be an object", "RuleError"]
    tab.watch.assert_clean()


def test_works_from_a_sub_path(browser):
    """The worker finds Pyodide and the site's Python archive relative to itself, not to the server's root."""
    import threading

    import build
    from conftest import ROOT, new_tab

    server = build.make_server(
        port=0,
        quiet=True,
        mounts={"/games/carcassonne/": build.SITE, "/games/carcassonne/_test/": ROOT / "tests" / "browser" / "pages"},
    )
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        url = f"http://127.0.0.1:{server.server_address[1]}/games/carcassonne/_test/engine.html"
        tab = new_tab(browser, url, ready=READY_OR_ERROR)
        try:
            assert tab.page.evaluate("engine.call('tileset', {game: 'carcassonne', variants: []})")["tiles"]
            tab.watch.assert_clean()
        finally:
            tab.close()
    finally:
        server.shutdown()
        server.server_close()
