#!/usr/bin/env python3
"""Watch the real page play whole games by itself: the main thread while it draws every turn, to the end screen.

    python3 bench/play_browser.py [--players N] [--level L] [--seed S]

Builds site/ (a no-op when up to date), serves it on a free localhost port and opens embed.html in Debian's
chromium with no human player (embed.html?players=N&humans=0&level=L&variants=river,abbot,sightseeing&seed=S), so
the page plays a complete game as a player would watch it: each computer turn thinks, shows its tile, places it,
scores, glides the view and redraws. Printed: turns played, wall time, the longest main-thread task (tasks over
50 ms, PerformanceObserver "longtask") and the longest gap between animation frames during play (from the board
being ready to the end screen; the boot's own long tasks are listed apart), then the final scores.
The issue's figure: no main-thread task longer than 100 ms during play.
Nothing is asserted: timings depend on the machine.
"""

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
from bench.ai_browser import WATCH_LONG_TASKS  # noqa: E402
from bench.boot import TEST_HOOKS  # noqa: E402
from bench.served import booted_page  # noqa: E402

# Before any script of the page: count animation frames once the board is ready and keep the longest gap between two.
WATCH_FRAMES = """
window.__frames = { count: 0, maxGap: 0, last: 0 };
const tick = (now) => {
  const f = window.__frames;
  if (document.documentElement.dataset.ready === "true") {
    if (f.last) f.maxGap = Math.max(f.maxGap, now - f.last);
    f.last = now;
    f.count++;
  }
  requestAnimationFrame(tick);
};
requestAnimationFrame(tick);
"""
GAME_MINUTES = 15


def main():
    """Build, serve, watch one game, print its figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=5, help="computer players, 2-5 (default 5)")
    parser.add_argument("--level", default="medium", choices=["easy", "medium", "hard"])
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    query = f"players={args.players}&humans=0&level={args.level}&variants=river,abbot,sightseeing&seed={args.seed}"
    scripts = [TEST_HOOKS, WATCH_LONG_TASKS, WATCH_FRAMES]
    with booted_page(f"embed.html?{query}", scripts, viewport={"width": 1280, "height": 800}, engine=False) as page:
        started = time.monotonic()
        play_from = page.evaluate("performance.now()")
        page.wait_for_function("() => document.querySelector('#end').open", timeout=GAME_MINUTES * 60_000, polling=500)
        seconds = time.monotonic() - started
        result = page.evaluate("""() => ({
            turns: window.__game.view.turn,
            tasks: window.__longTasks,
            frames: window.__frames,
            scores: window.__game.view.players.map((p) => `${p.name} ${p.score}`),
        })""")
        print(
            f"{args.players} computers ({args.level}), seed {args.seed}: {result['turns']} turns in {seconds:.0f} s, "
            f"{result['frames']['count']} frames"
        )
        if result["tasks"] is not None:
            boot = [task["ms"] for task in result["tasks"] if task["start"] < play_from]
            print("boot's tasks over 50 ms: " + (", ".join(f"{ms:.0f} ms" for ms in boot) or "none"))
        tasks = result["tasks"] and [task["ms"] for task in result["tasks"] if task["start"] >= play_from]
        if tasks is None:
            print("longest main-thread task: not measurable (no longtask entries in this browser)")
        elif tasks:
            over = sum(ms > 100 for ms in tasks)
            print(
                f"longest main-thread task in play: {max(tasks):.0f} ms ({len(tasks)} over 50 ms, {over} over 100 ms)"
            )
        else:
            print("longest main-thread task in play: none over 50 ms (the longtask threshold)")
        print(f"longest gap between animation frames in play: {result['frames']['maxGap']:.0f} ms")
        print("final scores: " + ", ".join(result["scores"]))


if __name__ == "__main__":
    main()
