#!/usr/bin/env python3
"""Time the game page's boot against a bare loadPyodide() boot, cold and warm, in one Chromium run.

    python3 bench/boot.py [--warm N]

Builds site/ (a no-op when up to date), serves it on a free localhost port with bench/ under /_bench/, and opens,
in one persistent Chromium profile (so a second visit is served from the HTTP cache, like a returning visitor):
  game  index.html, from navigation until <html data-ready="true">
  bare  bench/bare.html, from navigation until a bare loadPyodide() resolves (same Pyodide files)
  bare in a worker  bench/bare-worker.html: the same, in a module worker, where the game boots too
  engine alone  bench/engine-only.html: the game's worker (Pyodide + micropip + engine) with no page around it
Each page is timed once cold (browser cache cleared first) and N times warm (median). Times come from the page's
own clock (performance.now(), zero at navigation start). The ratio game/bare is the figure to compare across
machines: absolute times depend on the CPU (4-10 s on 2 cores).
"""
import argparse
import shutil
import statistics
import sys
import tempfile
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
import build  # noqa: E402

from playwright.sync_api import sync_playwright  # noqa: E402

TIMEOUT_MS = 60_000
CHROMIUM_ARGS = [  # as in tests/browser/conftest.py: no background traffic, no DNS but this machine
    "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
    "--disable-sync", "--no-first-run", "--disable-default-apps", "--disable-domain-reliability",
    "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost",
]
# Runs before any script of the page (and before <html> exists, hence the whole document is observed):
# notes the moment data-ready becomes "true", on the page's clock.
RECORD_READY = """
new MutationObserver((_, observer) => {
  if (document.documentElement?.dataset.ready === "true") {
    window.readyAt = performance.now();
    observer.disconnect();
  }
}).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-ready"] });
"""


def boot_ms(context, url):
    """Milliseconds from navigation to data-ready="true" on a new page of `context`, or None on timeout."""
    page = context.new_page()
    try:
        page.goto(url)
        page.wait_for_function("window.readyAt !== undefined", timeout=TIMEOUT_MS)
        return page.evaluate("window.readyAt")
    except Exception as error:  # a page that never gets ready (e.g. the front end is missing) is reported, not fatal
        print(f"  {url}: not ready ({type(error).__name__})", file=sys.stderr)
        return None
    finally:
        page.close()


def measure(context, url, warm_runs):
    """(cold ms, median warm ms) for `url`: the cold visit starts with an empty browser cache."""
    page = context.new_page()
    page.context.new_cdp_session(page).send("Network.clearBrowserCache")
    page.close()
    cold = boot_ms(context, url)
    warm = [ms for ms in (boot_ms(context, url) for _ in range(warm_runs)) if ms is not None]
    return cold, (statistics.median(warm) if warm else None)


def main():
    """Build, serve, measure, print a table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--warm", type=int, default=3, help="warm visits per page (median reported; default 3)")
    args = parser.parse_args()
    build.build()
    server = build.make_server(port=0, quiet=True, mounts={"/_bench/": ROOT / "bench"})
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}/"
    results = {}
    with sync_playwright() as playwright, tempfile.TemporaryDirectory() as profile:
        context = playwright.chromium.launch_persistent_context(
            profile, executable_path=shutil.which("chromium"), args=CHROMIUM_ARGS, headless=True)
        context.add_init_script(RECORD_READY)
        results["game"] = measure(context, base, args.warm)
        results["bare"] = measure(context, f"{base}_bench/bare.html", args.warm)
        results["worker"] = measure(context, f"{base}_bench/bare-worker.html", args.warm)
        results["engine"] = measure(context, f"{base}_bench/engine-only.html", args.warm)
        context.close()
    server.shutdown()

    def cell(ms):
        return f"{ms / 1000:8.2f}" if ms is not None else "     n/a"

    print("boot, navigation to ready (s)            cold     warm")
    print(f"game: index.html data-ready         {cell(results['game'][0])} {cell(results['game'][1])}")
    print(f"bare: loadPyodide() on the page     {cell(results['bare'][0])} {cell(results['bare'][1])}")
    print(f"bare: loadPyodide() in a worker     {cell(results['worker'][0])} {cell(results['worker'][1])}")
    print(f"engine worker alone (no page)       {cell(results['engine'][0])} {cell(results['engine'][1])}")
    for name, key in (("ratio game / bare on the page ", "bare"), ("ratio game / bare in a worker ", "worker")):
        ratios = [f"{g / b:8.2f}" if g and b else "     n/a" for g, b in zip(results["game"], results[key])]
        print(f"{name}      {ratios[0]} {ratios[1]}")


if __name__ == "__main__":
    main()
