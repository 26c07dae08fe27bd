#!/usr/bin/env python3
"""Time the game page's boot against a bare loadPyodide() boot, cold and warm, in one Chromium run.

    python3 bench/boot.py [--rounds N] [--cold] [--settle S] [--site before=/path/to/another/built/site]

Builds site/ (a no-op when up to date) and serves it twice on free localhost ports:
  game  index.html on the first origin, from navigation until <html data-ready="true"> (its service worker on)
  bare, stock  bench/bare.html on the second origin, as /stock/_bench/bare.html, where ../pyodide/ is Pyodide as
        released on npm: the bare loadPyodide() boot the issue compares with (no service worker on that origin)
  bare, site's files  the same page as /_bench/bare.html, with the site's pyodide/ folder: how fast Pyodide alone
        boots with the bytecode build.py adds to its standard library
  bare in a worker  bench/bare-worker.html: the same loadPyodide() in a module worker, as the game boots its engine
  <label>  each --site: that build's index.html on an origin of its own, measured as `game` is (an older build
        beside this one in the same run)
One persistent Chromium profile; one unmeasured visit first (the browser's own start-up). Each round visits every
page once cold (HTTP cache, Cache Storage and service workers cleared first) and once warm (a returning visitor: the
third visit after the cold one, the two between having stayed 5 s), in turn, so that the machine's drift (large on
a shared VM) hits all pages alike; every other round visits them in reverse order. --cold skips the warm visits: a
round then takes about a sixth of the time, so that the 20-50 rounds a 30 ms difference needs on this machine fit
in a few minutes. Each measured cold visit follows a rest (--settle, 1 s), so that it does not share the machine
with the last visit's winding down. Times come from the page's own clock (performance.now(), zero at navigation
start); medians over the rounds are printed. Each ratio is the median of the rounds' own ratios: the figure to
compare across machines (absolute times depend on the CPU), with a 95% interval for that median (distribution-free:
order statistics of the rounds' ratios), so that a target such as 1.3x can be called met, missed or not yet told.
Serving this build a second time (--site again=site) shows what the bench's own spread is in that run. For each
cold visit of a game page, the engine worker's boot marks (js/engine/worker.js: its script runs, Python has started, the
engine is imported) are read on the same clock: the breakdown printed after the ratios says where a boot's time goes,
with how long the page's main thread was busy.
"""

import argparse
import math
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
from playwright.sync_api import sync_playwright  # noqa: E402

import build  # noqa: E402
import chromium  # noqa: E402

TIMEOUT_MS = 60_000
STAY_MS = 5_000
# Runs before any script of the page (and before <html> exists, hence the whole document is observed):
# notes the moment data-ready becomes "true", on the page's clock, and resolves window.readyPromise with it.
# The bench awaits that promise: Playwright's wait_for_function would poll on every animation frame, work on the
# page's main thread that no visitor's browser does and that slows a worker booting beside it on a 2-core machine.
# The page's engine and game handles, on window only for a test or bench (js/test-hooks.js).
TEST_HOOKS = "window.__testHooks = true;"

RECORD_READY = """
window.readyPromise = new Promise((resolve) => {
  new MutationObserver((_, observer) => {
    if (document.documentElement?.dataset.ready === "true") {
      window.readyAt = performance.now();
      observer.disconnect();
      resolve(window.readyAt);
    }
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-ready"] });
});
"""


# The engine worker's boot marks (js/engine/worker.js), moved to the page's clock.
WORKER_MARKS = """(pageOrigin) => Object.fromEntries(performance.getEntriesByType("mark")
  .filter((m) => m.name.startsWith("boot:")).map((m) => [m.name, m.startTime + performance.timeOrigin - pageOrigin]))"""


def boot_ms(context, url, stay_ms=0, stages=None):
    """Milliseconds from navigation to data-ready="true" on a new page of `context` (kept open `stay_ms` longer),
    or None on timeout. A list `stages` gets the engine worker's boot marks of this visit ({name: ms}, if any) and
    "main": how long the page's main thread was busy until then (Chromium's TaskDuration), in ms."""
    page = context.new_page()
    try:
        if stages is not None:
            cdp = context.new_cdp_session(page)
            cdp.send("Performance.enable")
        page.goto(url)
        wait_ready(page)
        if stages is not None:
            busy = {m["name"]: m["value"] for m in cdp.send("Performance.getMetrics")["metrics"]}["TaskDuration"]
            worker = next((w for w in page.workers if w.url.endswith("/js/engine/worker.js")), None)
            origin = page.evaluate("performance.timeOrigin")
            stages.append({**(worker.evaluate(WORKER_MARKS, origin) if worker else {}), "main": busy * 1000})
        page.wait_for_timeout(stay_ms)
        return page.evaluate("window.readyAt")
    except Exception as error:  # a page that never gets ready (e.g. the front end is missing) is reported, not fatal
        print(f"  {url}: not ready ({type(error).__name__})", file=sys.stderr)
        return None
    finally:
        page.close()


def wait_ready(page, timeout_ms=TIMEOUT_MS):
    """Wait until `page` (opened with RECORD_READY) is ready, without polling it; a timeout raises."""
    page.evaluate(
        """(ms) => Promise.race([window.readyPromise,
             new Promise((_, fail) => setTimeout(() => fail(new Error(`not ready after ${ms} ms`)), ms))])""",
        timeout_ms,
    )


def forget(context, origins):
    """Clear the browser's HTTP cache and every storage (Cache Storage, service workers) of `origins`."""
    page = context.new_page()
    cdp = page.context.new_cdp_session(page)
    cdp.send("Network.clearBrowserCache")
    for origin in origins:
        cdp.send("Storage.clearDataForOrigin", {"origin": origin, "storageTypes": "all"})
    page.close()


def serve(directory=build.SITE):
    """Start a server for `directory` with bench/ under /_bench/ and /stock/_bench/ (whose ../pyodide/ is npm's
    Pyodide); returns (server, origin)."""
    mounts = {"/_bench/": ROOT / "bench", "/stock/_bench/": ROOT / "bench", "/stock/pyodide/": build.PYODIDE_NPM}
    server = build.make_server(directory, port=0, quiet=True, mounts=mounts)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}"


def median(values):
    """The median of the values that are not None, or None."""
    values = [v for v in values if v is not None]
    return statistics.median(values) if values else None


def median_interval(values, level=0.95):
    """A distribution-free interval holding the true median with probability ``level`` at least: the k-th smallest and
    the k-th largest of the values that are not None, k as large as the binomial distribution allows; or None when
    there are too few values (fewer than 6 for 95%)."""
    values = sorted(v for v in values if v is not None)
    n = len(values)
    # P(fewer than k of n values fall below the median) = P(Binomial(n, 1/2) < k); both tails together <= 1 - level.
    k, below = 0, 0.0
    while k < n and 2 * (below + math.comb(n, k) / 2**n) <= 1 - level:
        below += math.comb(n, k) / 2**n
        k += 1
    return (values[k - 1], values[n - k]) if k else None


def main():
    """Build, serve, measure, print a table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5, help="cold and warm visits per page (default 5)")
    parser.add_argument("--site", action="append", default=[], help="label=folder of another built site")
    parser.add_argument("--cold", action="store_true", help="cold visits only (many rounds in little time)")
    parser.add_argument("--settle", type=float, default=1.0, help="seconds of rest before each measured visit (1)")
    args = parser.parse_args()
    others = dict(s.split("=", 1) for s in args.site)
    build.build()
    (game_server, game), (bare_server, bare) = serve(), serve()
    servers = {label: serve(Path(folder)) for label, folder in others.items()}
    pages = {
        "game": f"{game}/",
        "stock": f"{bare}/stock/_bench/bare.html",
        "site": f"{bare}/_bench/bare.html",
        "worker": f"{bare}/_bench/bare-worker.html",
    }
    pages.update({label: f"{origin}/" for label, (_, origin) in servers.items()})
    origins = [game, bare, *(origin for _, origin in servers.values())]
    times = {(name, when): [] for name in pages for when in ("cold", "warm")}
    stages = {name: [] for name in pages}  # the worker's boot marks of each cold visit
    with sync_playwright() as playwright, tempfile.TemporaryDirectory() as profile:
        context = playwright.chromium.launch_persistent_context(profile, **chromium.launch_args(headless=True))
        context.add_init_script(RECORD_READY)
        boot_ms(context, pages["stock"])  # the browser's first page pays for its own start-up: not measured
        for round_ in range(args.rounds):
            # A page visited late in a round meets the machine a little later than one visited early: alternating
            # the order keeps that from favouring any page.
            for name, url in list(pages.items())[:: -1 if round_ % 2 else 1]:
                forget(context, origins)
                # The last visit's renderer winds down (and its runtime's compiling with it) before this one starts:
                # without the rest, this build served twice measured 0.92 [0.89, 1.01] of itself in one run.
                time.sleep(args.settle)
                times[name, "cold"].append(boot_ms(context, url, stages=stages[name]))
                if args.cold:
                    continue
                # Unmeasured visits that stay a while, as a player does: the first installs the game's service worker;
                # Chromium keeps the compiled wasm once a page has run long enough to optimise it.
                boot_ms(context, url, STAY_MS)
                boot_ms(context, url, STAY_MS)
                times[name, "warm"].append(boot_ms(context, url))
        context.close()
    for server in (game_server, bare_server, *(server for server, _ in servers.values())):
        server.shutdown()

    def cell(ms):
        return f"{ms / 1000:8.2f}" if ms is not None else "     n/a"

    rows = (
        ("game: index.html data-ready      ", "game"),
        *((f"{label}: index.html data-ready"[:34].ljust(34), label) for label in others),
        ("bare loadPyodide(), stock Pyodide", "stock"),
        ("bare loadPyodide(), site's files ", "site"),
        ("bare, site's files, in a worker  ", "worker"),
    )
    print(f"boot, navigation to ready (s), median of {args.rounds}   cold     warm")
    for label, name in rows:
        print(f"{label}        {cell(median(times[name, 'cold']))} {cell(median(times[name, 'warm']))}")
    ratios = [
        ("game", "stock", "ratio game / bare, stock         "),
        ("game", "site", "ratio game / bare, site's files  "),
        ("game", "worker", "ratio game / bare in a worker    "),
    ]
    for label in others:
        ratios += [
            (label, "site", f"ratio {label} / bare, site's files"[:34].ljust(34)),
            (label, "worker", f"ratio {label} / bare in a worker"[:34].ljust(34)),
            ("game", label, f"ratio game / {label}"[:34].ljust(34)),  # the two builds side by side, round by round
        ]
    print("ratios: the median of the rounds' own ratios, [a 95% interval for it]")
    for top, name, label in ratios:
        cells = []
        for when in ("cold", "warm"):
            own = [g / b if g and b else None for g, b in zip(times[top, when], times[name, when])]
            ratio, interval = median(own), median_interval(own)
            cell_ = f"{ratio:8.2f}" if ratio is not None else "     n/a"
            cells.append(cell_ + (f" [{interval[0]:.2f}, {interval[1]:.2f}]" if interval else ""))
        print(f"{label}        {cells[0]}  {cells[1]}")
    print("cold visits, the engine worker's stages (ms from navigation, medians): script runs, Python started,")
    print("engine imported, page ready; then how long the page's main thread was busy until ready (ms): on a machine")
    print("with few cores its work before Python has started (while the runtime compiles) slows the worker down")
    for name, visits in stages.items():
        marks = [visit for visit in visits if visit]
        if marks:
            cells = [median(visit.get(f"boot:{stage}") for visit in marks) for stage in ("worker", "python", "engine")]
            cells += [median(times[name, "cold"]), median(visit.get("main") for visit in marks)]
            shown = " ".join(f"{ms:6.0f}" if ms is not None else "   n/a" for ms in cells)
            print(f"  {name:12} {shown}")
    print(
        "every round (s): "
        + "; ".join(
            f"{name} {when} " + " ".join(cell(ms).strip() for ms in values)
            for (name, when), values in times.items()
            if values  # none warm with --cold
        )
    )


if __name__ == "__main__":
    main()
