#!/usr/bin/env python3
"""A first visit over a slow network: bytes on the wire and seconds until the game is playable, in Chromium with
its network throttled (DevTools' Network.emulateNetworkConditions), for one or more built sites side by side.

    python3 bench/first_visit.py [--rounds 3] [--site before=/path/to/other/site]

Builds site/ (a no-op when up to date) and serves it as `python3 build.py serve` does (precompressed files sent with
Content-Encoding when there are any); each `--site label=folder` is served the same way on its own port (a site
built by an older commit has no precompressed files, so it goes out as that commit's server sent it). Every round
visits each site once per network profile, cold (HTTP cache, Cache Storage and service workers cleared), in turn,
so the machine's drift hits all alike. Bytes on the wire: what the server sent until the page was ready (HTTP
headers and bodies as sent, compressed where it was; TCP/IP overhead not counted). Times, on the page's clock from
navigation start: "welcome", the first useful paint, until a first visit's welcome is complete (<html
data-welcome="ready">: every card's pictures drawn, each Learn with its length; a site without an early welcome shows
it only once playable), and "playable", until <html data-ready="true">. Medians over the rounds.
"""

import argparse
import functools
import statistics
import sys
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
from playwright.sync_api import sync_playwright  # noqa: E402

import build  # noqa: E402
import chromium  # noqa: E402
from bench.boot import RECORD_READY, wait_ready  # noqa: E402

TIMEOUT_MS = 120_000
# (label, download bits per second, latency ms): the two profiles.
PROFILES = (("5 Mbps / 80 ms", 5_000_000, 80), ("20 Mbps / 40 ms", 20_000_000, 40))


class Counted:
    """A socket writer that adds what it writes to a shared total."""

    total = 0
    lock = threading.Lock()

    def __init__(self, raw):
        self.raw = raw

    def write(self, data):
        with Counted.lock:
            Counted.total += len(data)
        return self.raw.write(data)

    def __getattr__(self, name):
        return getattr(self.raw, name)


def serve(folder):
    """Serve ``folder`` on a free localhost port, counting the bytes sent (headers included); (server, origin)."""
    server = build.make_server(folder, port=0, quiet=True)
    handler = server.RequestHandlerClass  # a functools.partial of the handler class, with its folder

    class Counting(handler.func):
        def setup(self):
            super().setup()
            self.wfile = Counted(self.wfile)

    server.RequestHandlerClass = functools.partial(Counting, *handler.args, **handler.keywords)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}"


RECORD_WELCOME = """
new MutationObserver((_, observer) => {
  if (document.documentElement?.dataset.welcome === "ready") {
    window.welcomeSeenAt = performance.now();
    observer.disconnect();
  }
}).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-welcome"] });
"""
# The welcome is of use: complete (data-welcome="ready", this build's early welcome) or, on an older site without that
# mark, open with a card's picture drawn. A CSS selector list, so that Playwright waits in its own world without any
# JavaScript of ours: a string predicate (wait_for_function) is re-evaluated with eval() on every poll, which the
# pages' Content-Security-Policy refuses (no 'unsafe-eval') as soon as the first check finds the welcome not yet there.
WELCOME_SEEN = (
    'html[data-welcome="ready"] #welcome[open] .welcome-card, #welcome[open] .welcome-card canvas[data-drawn]'
)


def throttled_page(context, bits_per_second, latency_ms):
    """A new page of ``context`` with its network throttled (DevTools' emulation on the page applies to its Web
    Worker's fetches too)."""
    page = context.new_page()
    cdp = context.new_cdp_session(page)
    cdp.send("Network.enable")
    cdp.send(
        "Network.emulateNetworkConditions",
        {
            "offline": False,
            "latency": latency_ms,
            "downloadThroughput": bits_per_second / 8,
            "uploadThroughput": bits_per_second / 8,
        },
    )
    return page


def visit(browser, url, bits_per_second, latency_ms):
    """(bytes on the wire, ms to the welcome, ms to ready) for a cold visit of ``url`` in a fresh context, its network
    throttled (throttled_page)."""
    context = browser.new_context()
    context.add_init_script(RECORD_READY)
    context.add_init_script(RECORD_WELCOME)
    page = throttled_page(context, bits_per_second, latency_ms)
    Counted.total = 0
    try:
        page.goto(url)
        wait_ready(page, TIMEOUT_MS)
        wire = Counted.total
        ready = page.evaluate("() => window.readyAt")
        # An older site has no data-welcome mark: its welcome is of use once drawn, after the page is ready.
        page.wait_for_selector(WELCOME_SEEN, state="attached", timeout=TIMEOUT_MS)
        welcome = page.evaluate("() => window.welcomeSeenAt ?? performance.now()")
        return wire, welcome, ready
    finally:
        context.close()


def main():
    """Build, serve, visit, print a table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--site", action="append", default=[], help="label=folder of another built site")
    args = parser.parse_args()
    build.build()
    sites = {"this build": build.SITE, **{s.split("=", 1)[0]: Path(s.split("=", 1)[1]) for s in args.site}}
    servers = {label: serve(folder) for label, folder in sites.items()}
    results = {(label, profile[0]): [] for label in sites for profile in PROFILES}
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(**chromium.launch_args())
        for r in range(args.rounds):
            for profile in PROFILES:
                for label, (_, origin) in servers.items():
                    wire, welcome, ms = visit(browser, origin + "/", profile[1], profile[2])
                    results[label, profile[0]].append((wire, welcome, ms))
                    print(
                        f"round {r + 1}: {label:<12} {profile[0]:<16} {wire / 1e6:6.2f} MB on the wire, "
                        f"welcome after {welcome / 1000:5.1f} s, playable after {ms / 1000:5.1f} s",
                        flush=True,
                    )
        browser.close()
    for server, _ in servers.values():
        server.shutdown()
    print(f"first visit, median of {args.rounds} rounds:")
    for (label, profile), rows in results.items():
        wire = statistics.median(w for w, _, _ in rows)
        welcome = statistics.median(v for _, v, _ in rows)
        ms = statistics.median(t for _, _, t in rows)
        print(
            f"  {label:<12} {profile:<16} {wire / 1e6:6.2f} MB on the wire   welcome after {welcome / 1000:5.1f} s   "
            f"playable after {ms / 1000:5.1f} s"
        )


if __name__ == "__main__":
    main()
