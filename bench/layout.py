#!/usr/bin/env python3
"""Every table on every screen: the layout contract of tests/browser/layout.py, checked over the whole matrix.

    python3 bench/layout.py [--viewports 390x844,embed-column-360] [--games carmela] [--langs ja] [--out DIR]

The matrix: every viewport of layout.VIEWPORTS (seven screens, the embed at 720x560 and at 320x420, the smallest it
supports, and the embed in a 360 px article column), every game at its fewest, a typical and its most seats (seat 0 a person, the others easy computers), both
languages, and every step of a turn (a square, a rotation, a spot; the shaman's question; Carmela's first flip and
her stop-or-challenge after a match; the end screen); and every lesson of every game, at its first step and at its
first question (the bonus tiles' shaman), its coach's buttons among what must be reachable; and the embed's modes,
a replay (its viewer, on every screen) and a position asked as a question (in an embed). For each case: is every control the step needs in the viewport
or brought there by the page's own scrolling, clickable (nothing over its centre), and no name or label cut?

Prints a line per case as it goes, then the table of cases and their problems, "N cases, M passing", and each fault
with the cases that have it. Saves one screenshot per case under --out (default test-artifacts/layout/), and the
results as results.json there. Serves the built site/ (python3 build.py first) on a free localhost port and drives
Debian's chromium, one booted page per viewport. The whole matrix takes about half an hour on two cores.
"""

import argparse
import json
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "browser"))
from playwright.sync_api import sync_playwright  # noqa: E402

import build  # noqa: E402
import chromium  # noqa: E402
import layout  # noqa: E402  (tests/browser/layout.py: the contract and how to reach each step)


def listed(text, allowed, what):
    """The comma-separated names of `text` (all of `allowed` when empty), each checked against `allowed`."""
    names = [n.strip() for n in text.split(",") if n.strip()] or list(allowed)
    unknown = [n for n in names if n not in allowed]
    if unknown:
        sys.exit(f"unknown {what}: {', '.join(unknown)} (known: {', '.join(allowed)})")
    return names


def cases_of(viewport, games, langs):
    """The cases of one viewport: (viewport, game, seats, lang, step), in the order they are run."""
    turns = [
        (viewport, game, seats, lang, step)
        for lang in langs
        for game in games
        for seats in layout.GAMES[game]
        for step in layout.steps(game)
    ]
    lessons = [  # each lesson of each game, at the seats it is played with
        (viewport, game, len(layout.lesson_data(game, step.split(":")[1])["setup"]["players"]), lang, step)
        for lang in langs
        for game in games
        for step in layout.lesson_steps(game)
    ]
    modes = [  # the embed's modes (replay, position) on a game of each table size's first
        (viewport, game, layout.GAMES[game][0], lang, step)
        for lang in langs
        for game in games
        for step in layout.mode_steps(viewport)
    ]
    return turns + lessons + modes


def run_case(screen, case, out):
    """Bring `screen` to `case`, check it and screenshot it; its problems (a failure to get there is one)."""
    viewport, game, seats, lang, step = case
    try:
        screen.show(game, seats, lang, step)
        problems = screen.problems(step)
    except layout.StepNotReached as error:
        return [f"not reached: {error}"]
    except Exception as error:  # a timeout, a page that broke: the case fails, the matrix goes on
        problems = [f"could not check this step: {str(error).splitlines()[0]}"]
        screen.at = None  # open the next case afresh
    screen.screenshot(out / viewport / f"{game}-{seats}-{lang}-{step}.png")
    return problems


def build_hash():
    """The content hash of the built site (site/build.json): the build the cases ran on."""
    return json.loads((build.SITE / "build.json").read_text())["hash"]


def print_table(results):
    """The table of cases and their problems, then how many pass."""
    print()
    head = f"{'viewport':<17} {'game':<12} {'seats':>5} {'lang':<4} {'step':<9} problems"
    print(head)
    print("-" * len(head))
    for (viewport, game, seats, lang, step), problems in results:
        lines = problems or ["ok"]
        print(f"{viewport:<17} {game:<12} {seats:>5} {lang:<4} {step:<9} {lines[0]}")
        for line in lines[1:]:
            print(f"{'':<51} {line}")
    passing = sum(1 for _, problems in results if not problems)
    print(f"\n{len(results)} cases, {passing} passing")


def print_faults(results):
    """Each fault (a problem without its particulars: layout.fault_of) and the cases that have it."""
    faults = {}
    for case, problems in results:
        for problem in problems:
            faults.setdefault(layout.fault_of(problem), []).append(case)
    if not faults:
        return
    print("\nFaults, each with the cases that have it:")
    for fault, cases in sorted(faults.items(), key=lambda item: -len(item[1])):
        print(f"\n{fault}  [{len(cases)} cases]")
        for case in cases:
            print("    " + " ".join(map(str, case)))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--viewports", default="", help="comma-separated, of: " + ", ".join(layout.VIEWPORTS))
    parser.add_argument("--games", default="", help="comma-separated, of: " + ", ".join(layout.GAMES))
    parser.add_argument("--langs", default="", help="comma-separated, of: " + ", ".join(layout.LANGS))
    parser.add_argument("--out", default=str(ROOT / "test-artifacts" / "layout"), help="folder for the screenshots")
    args = parser.parse_args()
    viewports = listed(args.viewports, layout.VIEWPORTS, "viewport")
    games = listed(args.games, layout.GAMES, "game")
    langs = listed(args.langs, layout.LANGS, "language")
    out = Path(args.out)
    if not (build.SITE / "build.json").exists():
        sys.exit("site/ is not built: run python3 build.py")

    server = build.make_server(build.SITE, port=0, quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base_url = f"http://127.0.0.1:{server.server_address[1]}/"
    total = sum(len(cases_of(v, games, langs)) for v in viewports)
    results = []
    builds = {}  # viewport -> the build of site/ its page booted on (another engineer may rebuild meanwhile)
    started = time.monotonic()
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(**chromium.launch_args("--headless"))
        for viewport in viewports:
            cases = cases_of(viewport, games, langs)
            builds[viewport] = build_hash()
            print(f"{viewport}: booting on site/ build {builds[viewport]}", flush=True)
            try:
                screen = layout.open_screen(browser, base_url, viewport)
            except Exception as error:
                problem = f"the page did not boot: {str(error).splitlines()[0]}"
                results += [(case, [problem]) for case in cases]
                print(f"{viewport}: {problem}", flush=True)
                continue
            for case in cases:
                begun = time.monotonic()
                problems = run_case(screen, case, out)
                results.append((case, problems))
                print(
                    f"[{len(results)}/{total}] {' '.join(map(str, case))}: "
                    f"{len(problems)} problem{'s' * (len(problems) != 1)} ({time.monotonic() - begun:.1f} s, "
                    f"{(time.monotonic() - started) / 60:.1f} min in all)",
                    flush=True,
                )
            screen.close()
        browser.close()
    server.shutdown()

    print_table(results)
    print_faults(results)
    builds_seen = sorted(set(builds.values()))
    if len(builds_seen) > 1:  # site/ was rebuilt during the run: its viewports saw different pages
        print("\nsite/ was rebuilt during the run; the viewports booted on:")
        for seen in builds_seen:
            print(f"    build {seen}: {', '.join(v for v, b in builds.items() if b == seen)}")
    out.mkdir(parents=True, exist_ok=True)
    (out / "results.json").write_text(
        json.dumps(
            [{"case": list(case), "build": builds[case[0]], "problems": problems} for case, problems in results],
            ensure_ascii=False,
            indent=1,
        )
    )
    print(f"\nScreenshots and results.json in {out}")


if __name__ == "__main__":
    main()
