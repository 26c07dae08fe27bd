#!/usr/bin/env python3
"""Time the computer players inside the real page: seconds per move by level, and the main thread meanwhile.

    python3 bench/ai_browser.py [--moves N] [--warmup N] [--game NAME] [--levels easy,medium,hard]

Builds site/ (a no-op when up to date), serves it on a free localhost port and boots index.html in Debian's
chromium. Then, for a 2-player and a 5-player game (River + Abbot + Sightseeing, fixed seeds), the page itself calls
the engine's worker through the test hook ``window.__engine``: it plays ``--warmup`` medium moves to reach the
middle game, then alternates timed ``suggest`` calls, with the same arguments the game uses (js/play/computer.js
suggestArgs: hard gets hardSeconds(players)), and plays each suggested move. (The page's own board does not follow these
moves: only the worker's game does.)

Printed per level: seconds per move as seen from the page (median, max), and over the whole run the longest
main-thread task (PerformanceObserver "longtask": tasks over 50 ms; none means every task was shorter) and the
longest gap between animation frames. The issue's figures: hard at most 3 s per move in the browser, and no
main-thread task longer than 100 ms during play. Nothing is asserted: timings depend on the machine.
"""

import argparse
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
from bench.boot import TEST_HOOKS  # noqa: E402
from bench.served import booted_page  # noqa: E402

# Before any script of the page: record every long task (over 50 ms) on the page's clock.
WATCH_LONG_TASKS = """
window.__longTasks = [];
try {
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, ms: e.duration });
  }).observe({ type: "longtask", buffered: true });
} catch (error) { window.__longTasks = null; }
"""
# Runs in the page: warm-up moves, then timed suggest + play per level, with a frame counter running meanwhile.
PLAY = """
async ({ setup, warmup, moves, levels }) => {
  const engine = window.__engine;
  const { suggestArgs } = await import("./js/play/computer.js");
  await engine.call("new_game", setup);
  for (let i = 0; i < warmup; i++) await engine.call("play", await engine.call("suggest", "medium"));
  let frames = 0, lastFrame = performance.now(), maxGap = 0, running = true;
  const tick = (now) => {
    maxGap = Math.max(maxGap, now - lastFrame);
    lastFrame = now;
    frames++;
    if (running) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
  const start = performance.now();
  const times = Object.fromEntries(levels.map((l) => [l, []]));
  for (let i = 0; i < moves; i++) {
    for (const level of levels) {
      const view = await engine.call("view");
      if (view.over) break;
      const t0 = performance.now();
      const move = await engine.call("suggest", ...suggestArgs(level, view.players.length));
      times[level].push((performance.now() - t0) / 1000);
      await engine.call("play", move);
    }
  }
  running = false;
  const end = performance.now();
  const tasks = (window.__longTasks || []).filter((t) => t.start >= start && t.start <= end);
  return { times, seconds: (end - start) / 1000, frames, maxGap,
           longTasks: window.__longTasks === null ? null : tasks.map((t) => t.ms),
           // When each task over 100 ms began, in seconds into the timed run, to line it up with the moves.
           longAt: tasks.filter((t) => t.ms > 100).map((t) => [(t.start - start) / 1000, t.ms]),
           args: suggestArgs("hard", (await engine.call("view")).players.length) };
}
"""


# Per game: its variants and the table sizes timed (Carcassonne: every variant on, the heaviest case).
GAMES = {"carcassonne": (["river", "abbot", "sightseeing"], (2, 5)), "hunters": ([], (2, 5)), "carmela": ([], (2, 10))}


def setup(game, players, seed):
    """A game setup for the engine's new_game."""
    return {
        "game": game,
        "variants": GAMES[game][0],
        "seed": seed,
        "players": [{"name": f"P{i + 1}", "type": "computer"} for i in range(players)],
    }


def main():
    """Build, serve, boot the page, time the levels, print a table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=4, help="timed moves per level and game (default 4)")
    parser.add_argument("--warmup", type=int, default=24, help="medium moves played first (default 24)")
    parser.add_argument("--game", choices=list(GAMES), default="carcassonne")
    parser.add_argument("--levels", default="medium,hard", help="comma-separated levels to time (default medium,hard)")
    args = parser.parse_args()
    with booted_page(scripts=[TEST_HOOKS, WATCH_LONG_TASKS]) as page:
        page.wait_for_timeout(1500)  # let the opening game's first paint and glide finish
        print(f"{'game':<10} {'level':<7} {'moves':>5} {'median s':>9} {'max s':>7}")
        tasks, worst_gap, any_tasks = [], 0.0, True
        small, large = GAMES[args.game][1]
        for players, seed in ((small, 101), (large, 303)):
            result = page.evaluate(
                PLAY,
                {
                    "setup": setup(args.game, players, seed),
                    "warmup": args.warmup,
                    "moves": args.moves,
                    "levels": args.levels.split(","),
                },
            )
            for level, times in result["times"].items():
                if times:
                    print(
                        f"{players} players {level:<7} {len(times):>5} {statistics.median(times):>9.2f} "
                        f"{max(times):>7.2f}"
                    )
            if result["longTasks"] is None:
                any_tasks = False
            else:
                tasks += result["longTasks"]
                for at, ms in result["longAt"]:
                    print(f"  {players} players: a {ms:.0f} ms task {at:.1f} s into the timed moves")
            worst_gap = max(worst_gap, result["maxGap"])
        print(f"hard's arguments: suggest{tuple(result['args'])}")
        if any_tasks:
            over = sum(ms > 100 for ms in tasks)
            print(
                f"longest main-thread task: {max(tasks):.0f} ms ({len(tasks)} tasks over 50 ms, {over} over 100 ms)"
                if tasks
                else "longest main-thread task: none over 50 ms (the longtask threshold)"
            )
        else:
            print("longest main-thread task: not measurable (no longtask entries in this browser)")
        print(f"longest gap between animation frames: {worst_gap:.0f} ms")


if __name__ == "__main__":
    main()
