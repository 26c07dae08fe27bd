"""The real page for a benchmark: site/ built, served on a free localhost port, and a page of it open in Debian's
chromium once it has booted.

    with booted_page(scripts=[TEST_HOOKS]) as page: ...
"""

import sys
import threading
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
from playwright.sync_api import Page, sync_playwright  # noqa: E402

import build  # noqa: E402
import chromium  # noqa: E402

BOOT_MS = 120_000  # a page's boot on a loaded machine: 4-10 s here, far longer under load


@contextmanager
def booted_page(
    path: str = "", scripts: Sequence[str] = (), viewport: dict | None = None, engine: bool = True
) -> Iterator[Page]:
    """Build site/ (a no-op when up to date), serve it, open ``path`` of it (``scripts`` run before the page's own)
    and wait until the page says it is ready (and, with ``engine``, the test hooks' engine client is there)."""
    build.build()
    server = build.make_server(port=0, quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(**chromium.launch_args())
            page = browser.new_page(**({"viewport": viewport} if viewport else {}))
            for script in scripts:
                page.add_init_script(script)
            page.goto(f"http://127.0.0.1:{server.server_address[1]}/{path}")
            ready = "document.documentElement.dataset.ready === 'true'" + (" && window.__engine" if engine else "")
            page.wait_for_function(f"() => {ready}", timeout=BOOT_MS)
            yield page
            browser.close()
    finally:
        server.shutdown()
