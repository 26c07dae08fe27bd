"""Debian's chromium as the browser tests and the benches launch it through Playwright: its flags, written once.

    import chromium
    browser = playwright.chromium.launch(**chromium.launch_args())

tests/browser/conftest.py and the benches that open the page (bench/boot.py, ai_browser.py, ...) import it from the
repository's root, which they put on ``sys.path`` as they do for build.py.
"""

import shutil

# Quiet: no first-run UI, no background traffic, and no DNS for anything but this machine.
ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-default-apps",
    "--disable-domain-reliability",
    "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost",
]


def launch_args(*flags: str, **options) -> dict:
    """Playwright's launch arguments: Debian's chromium (never a browser Playwright downloads) with ``ARGS`` and any
    further ``flags``, and ``options`` (``headless``, ...). RuntimeError, saying how to install it, when missing."""
    path = shutil.which("chromium")
    if not path:
        raise RuntimeError("Debian's chromium is not installed: apt-get install -y chromium")
    return {"executable_path": path, "args": [*ARGS, *flags], **options}
