"""The real game page (index.html) boots to playable, cleanly, from the site root and from a sub-path."""

import gzip
import threading
import urllib.request

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
