#!/usr/bin/env python3
"""A first visit's main thread: its long tasks until the engine is ready, what ran in each, and how busy the page's
own work keeps it once Python has started, in Chromium over a throttled network (5 Mbps / 80 ms, cold).

    python3 bench/main_thread.py [--rounds 3] [--no-samples]

Builds site/ (a no-op when up to date) and serves it as bench/first_visit.py does (precompressed files sent with
Content-Encoding), throttled with that bench's first network profile. Each round is a cold visit (a fresh browser
context: no HTTP cache, Cache Storage or service worker) recorded in a Chrome trace (DevTools' timeline and V8's
sampling CPU profiler, a sample about every 0.2 ms) from navigation until <html data-ready="true">. From the trace,
on the page's renderer main thread, on the page's clock (ms from navigation):
  long tasks  every task over 50 ms that began before ready: its start and duration; what ran it (the bundle's top
        level, promise callbacks, a message from the engine's worker, a rendering update, an animation frame); its
        time by kind of work (JS, GC, compile, style, layout, paint+commit, other: each trace event's own time); and
        the functions with the most samples in it, inclusive and self, by their names and lines in js/ (the site's
        source map, site/js/bundle.js.map, undoes the bundle's minifying; "(program)" is the browser's own work
        outside JavaScript, "[bench]" the bench's scripts)
  busy  the main thread's task time between Python's start (the engine worker's "boot:python" mark,
        js/engine/worker.js) and ready: the page's building and its first game; and before Python started
Beside the trace, a PerformanceObserver for "longtask" entries, installed before any script of the page, counts the
long tasks as the page sees them (a cross-check of the trace's). The machine's load average is printed at the start
and the end: on a shared machine only figures of one run compare. The issue's figures: no task over 100 ms before
ready, and under 200 ms of main-thread time from Python's start to ready. Medians over the rounds; the summary takes
two rounds' tasks for the same when the same function of js/ is the outermost in most of their samples (or, for a
task that is mostly the browser's work, the same kind of work), the n-th such in each round. The sampler slows
JavaScript down a little: --no-samples records the timeline alone (durations without it, and no functions).
Nothing is asserted: timings depend on the machine.
"""

import argparse
import bisect
import json
import os
import re
import statistics
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
from playwright.sync_api import sync_playwright  # noqa: E402

import build  # noqa: E402
import chromium  # noqa: E402
from bench.ai_browser import WATCH_LONG_TASKS  # noqa: E402
from bench.boot import RECORD_READY, wait_ready  # noqa: E402
from bench.first_visit import PROFILES, TIMEOUT_MS, serve, throttled_page  # noqa: E402

LONG_MS = 50  # what a long task is (the longtask API's threshold)
GOAL_TASK_MS = 100  # the issue's: no task longer before ready
GOAL_BUSY_MS = 200  # the issue's: main-thread time from Python's start to ready
TIMELINE = ["devtools.timeline", "disabled-by-default-devtools.timeline", "blink.user_timing", "toplevel", "v8"]
SAMPLER = ["disabled-by-default-v8.cpu_profiler"]
# What ran a task: the trace events that start work on the main thread, by their names (the longest one in a task).
ENTRIES = {
    "ParseHTML": "parsing the HTML",
    "EvaluateScript": "a script",
    "v8.evaluateModule": "the bundle's top level",
    "EventDispatch": "an event",
    "TimerFire": "a timer",
    "FireAnimationFrame": "an animation frame",
    "HandlePostMessage": "a message",
    "BlinkScheduler_PerformMicrotaskCheckpoint": "promise callbacks",
    "RunMicrotasks": "promise callbacks",
    "FunctionCall": "a callback",
}
# The kinds of work in a task, by the trace events whose own time (less the events inside them) it is; the rest is
# the browser's other work (the scheduler, loading, messages).
WORK = (
    ("JS", lambda name: name in ENTRIES or name.startswith(("v8.call", "v8.run", "v8.new", "V8.Execute"))),
    ("GC", lambda name: "GC" in name),
    ("compile", lambda name: name.startswith(("v8.compile", "V8.Compile", "v8.parse", "V8.Parse"))),
    ("style", lambda name: name in ("UpdateLayoutTree", "ParseAuthorStyleSheet", "RecalculateStyles")),
    ("layout", lambda name: name in ("Layout", "UpdateLayout")),
    ("paint+commit", lambda name: name in ("PrePaint", "Paint", "Layerize", "Commit", "UpdateLayer", "PaintImage")),
    ("other", lambda name: True),
)
# A frame's rendering steps: a task whose time is mostly these, outside any JavaScript, is a rendering update.
RENDERING = ("UpdateLayoutTree", "Layout", "PrePaint", "Paint", "Layerize", "Commit", "UpdateLayer")
TOP = 6  # functions listed per task, inclusive and self

BASE64 = {c: i for i, c in enumerate("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")}


def vlq(segment):
    """The numbers of one source-map segment (base64 VLQ)."""
    values, value, shift = [], 0, 0
    for char in segment:
        digit = BASE64[char]
        value += (digit & 31) << shift
        if digit & 32:
            shift += 5
        else:
            values.append(-(value >> 1) if value & 1 else value >> 1)
            value = shift = 0
    return values


class SourceMap:
    """A version 3 source map (esbuild's for site/js/bundle.js): bundle positions back to js/ files, lines, names."""

    def __init__(self, path):
        data = json.loads(path.read_text())
        # esbuild names the sources relative to where it wrote the map (.cache/bundle/js/): keep from js/ on.
        self.sources = [re.sub(r"^(\.\./)+", "", source) for source in data["sources"]]
        self.names = data["names"]
        self.lines = []  # per line of the bundle: sorted [(column, source, line, column, name or -1)]
        source = line = column = name = 0
        for text in data["mappings"].split(";"):
            segments, generated = [], 0
            for segment in filter(None, text.split(",")):
                values = vlq(segment)
                generated += values[0]
                if len(values) >= 4:
                    source, line, column = source + values[1], line + values[2], column + values[3]
                    if len(values) >= 5:
                        name += values[4]
                    segments.append((generated, source, line, column, name if len(values) >= 5 else -1))
            self.lines.append(segments)

    def function(self, bundle, line, column, minified):
        """(name, "js/file.js:line") of the function V8 reports at 0-based (line, column) of the bundle (its text,
        ``bundle``, by lines) under the name ``minified``; None when the map has nothing there. The name is the
        source's when the map names the minified one at or just before the function's start; else V8's name if the
        bundle has it just before the function's parameters (a method's, which the minifier keeps), else "(anonymous)":
        V8 infers a name for an arrow function from the minified code around it, which can be another thing's."""
        segments = self.lines[line] if 0 <= line < len(self.lines) else []
        at = bisect.bisect_right(segments, (column, 1 << 30)) - 1
        if at < 0:
            return None
        _, source, src_line, _, _ = segments[at]
        where = f"{self.sources[source]}:{src_line + 1}"
        text = bundle[line] if line < len(bundle) else ""
        first = minified.split(".")[0]  # V8 names `a.b=function` "a.b"
        for generated, _, _, _, name in reversed(segments[max(0, at - 12) : at + 2]):
            if (
                name >= 0
                and first
                and generated <= column + 1
                and text.startswith(minified, generated)
                and not re.match(r"[\w$]", text[generated + len(minified) : generated + len(minified) + 1])
            ):
                return self.names[name] + minified[len(first) :], where
        # V8 reports a function at its parameters: its own name, if any, ends the text before them.
        own = rf"(?<![\w$]){re.escape(minified.split('.')[-1])}\s*(?:[=:]\s*(?:async\s*)?(?:function\s*\*?\s*)?)?$"
        if minified and re.search(own, text[max(0, column - 60) : column]):
            return minified, where
        return "(anonymous)", where


def nested(events):
    """The events (trace 'X' events with ts and dur, µs) not inside an earlier one of them, in order."""
    outer, end = [], -1
    for event in sorted(events, key=lambda e: (e["ts"], -e["dur"])):
        if event["ts"] >= end:
            outer.append(event)
            end = event["ts"] + event["dur"]
    return outer


def overlap(event, start, end):
    """µs of ``event`` inside [start, end)."""
    return max(0, min(event["ts"] + event["dur"], end) - max(event["ts"], start))


class Visit:
    """One cold visit's trace, read: the page's renderer main thread, its tasks and CPU samples, the boot's marks."""

    def __init__(self, trace, origin, ready_ms, source_map, bundle):
        events = trace["traceEvents"] if isinstance(trace, dict) else trace
        start = [
            e
            for e in events
            if e["name"] == "navigationStart" and e["args"].get("data", {}).get("documentLoaderURL") == origin + "/"
        ][-1]
        self.pid, self.tid = start["pid"], start["tid"]
        self.zero = start["ts"]  # the page's clock's zero (its navigation's start), in trace µs
        self.ready = self.zero + ready_ms * 1000
        marks = {e["name"]: e["ts"] for e in events if e.get("cat") == "blink.user_timing" and e["pid"] == self.pid}
        self.python = marks.get("boot:python")  # the engine worker's, on the trace's clock as everything here
        self.main = [
            e for e in events if e["pid"] == self.pid and e["tid"] == self.tid and e.get("ph") == "X" and "dur" in e
        ]
        self.tasks = nested(e for e in self.main if e["name"] == "RunTask")
        self.source_map, self.bundle, self.origin = source_map, bundle, origin
        self.samples = self.read_samples(events)
        self.labels = {}

    def read_samples(self, events):
        """[(µs, node id, weight µs)] of the main thread's CPU profile in time order; its nodes go to self.nodes."""
        profile = next(
            (e for e in events if e["name"] == "Profile" and e["pid"] == self.pid and e["tid"] == self.tid), None
        )
        self.nodes = {}
        if not profile:
            return []
        at, samples = profile["args"]["data"]["startTime"], []
        for chunk in events:
            if chunk["name"] != "ProfileChunk" or chunk["pid"] != self.pid or chunk.get("id") != profile["id"]:
                continue
            data = chunk["args"]["data"]
            for node in data.get("cpuProfile", {}).get("nodes", []):
                self.nodes[node["id"]] = node
            for node, delta in zip(data.get("cpuProfile", {}).get("samples", []), data.get("timeDeltas", [])):
                at += delta
                samples.append((at, node))
        samples.sort()
        # Each sample stands for the time until the next one.
        return [(t, node, max(0, nxt - t)) for (t, node), (nxt, _) in zip(samples, samples[1:] + samples[-1:])]

    def ms(self, ts):
        """A trace time on the page's clock, ms from the navigation's start."""
        return (ts - self.zero) / 1000

    def where(self, frame, line, column):
        """ "name file:line" of a function (a profile's call frame or a trace event's data: url, functionName) that
        V8 reports at the 0-based (line, column) of its script."""
        name, url = frame.get("functionName", ""), frame.get("url", "")
        if url.startswith(self.origin + "/js/bundle.js"):
            found = self.source_map.function(self.bundle, line, column, name)
            # Nothing mapped at the bundle's start: its top level, the modules' own code run once as it loads.
            return f"{found[0]} {found[1]}" if found else f"{name or '(top level)'} js/bundle.js"
        where = url.removeprefix(self.origin + "/") or "index.html"
        return f"{name or '(anonymous)'} {where}:{line + 1}"

    def label(self, node_id):
        """What a profile node is: "name js/file.js:line", or V8's word for work outside JavaScript ("(program)",
        "(garbage collector)"); cached."""
        if node_id not in self.labels:
            frame = self.nodes[node_id]["callFrame"]
            if frame.get("url"):
                self.labels[node_id] = self.where(frame, frame["lineNumber"], frame["columnNumber"])
            elif frame.get("scriptId"):  # a script with no URL: the bench's own (its init scripts, Playwright's)
                self.labels[node_id] = f"[bench] {frame.get('functionName') or '(anonymous)'}"
            else:  # V8's own entries ("(program)": the browser's work outside JavaScript) and the browser's built-ins
                self.labels[node_id] = frame.get("functionName") or "(native)"
        return self.labels[node_id]

    def long_tasks(self):
        """The tasks over LONG_MS that began before ready."""
        return [t for t in self.tasks if t["dur"] > LONG_MS * 1000 and t["ts"] < self.ready]

    def busy_ms(self, start, end):
        """ms of main-thread tasks within [start, end) (trace µs)."""
        return sum(overlap(t, start, end) for t in self.tasks) / 1000

    def inside(self, task):
        """[(event, the events it is inside)] of the main thread's events in ``task``, in order."""
        end = task["ts"] + task["dur"]
        events, stack = [], []
        for event in sorted((e for e in self.main if task["ts"] <= e["ts"] < end), key=lambda e: (e["ts"], -e["dur"])):
            while stack and event["ts"] >= stack[-1]["ts"] + stack[-1]["dur"]:
                stack.pop()
            events.append((event, tuple(stack)))
            stack.append(event)
        return events

    def entry(self, task):
        """What ran ``task``, in words: a rendering update when most of it is rendering outside JavaScript, else
        the longest event in it that starts work; and the longest call of the page's JavaScript it made."""
        events = self.inside(task)
        starters = [e for e, _ in events if e["name"] in ENTRIES]
        rendering = sum(
            e["dur"]
            for e, around in events
            if e["name"] in RENDERING and not any(a["name"] in ENTRIES or a["name"] in RENDERING for a in around)
        )
        words = []
        if rendering > task["dur"] / 2 or not starters:
            words.append("a rendering update (style, layout, paint, commit)" if rendering else "the browser's own work")
        if starters:
            event = max(starters, key=lambda e: e["dur"])
            data = event.get("args", {}).get("data", {})
            if event["name"] == "EventDispatch":
                words.append(f"a {data.get('type', '?')} event")
            elif event["name"] in ("EvaluateScript", "ParseHTML"):
                url = data.get("url") or data.get("beginData", {}).get("url") or ""
                words.append(f"{ENTRIES[event['name']]} ({url.removeprefix(self.origin + '/') or 'index.html'})")
            elif not words or event["name"] != "FunctionCall":
                words.append(ENTRIES[event["name"]])
        # The page's own calls (the bench's scripts, evaluated by Playwright, have no URL of the site).
        calls = [
            e
            for e, _ in events
            if e["name"] == "FunctionCall" and e["args"].get("data", {}).get("url", "").startswith(self.origin)
        ]
        if calls:
            data = max(calls, key=lambda e: e["dur"])["args"]["data"]
            words.append(f"calling {self.where(data, data.get('lineNumber', 1) - 1, data.get('columnNumber', 1) - 1)}")
        return "; ".join(words)

    def work(self, task):
        """{kind: ms} of the work in ``task`` (WORK), by the own time of each trace event in it."""
        own = defaultdict(float)
        for event, around in self.inside(task):
            if around:
                own[around[-1]["name"]] -= event["dur"]
            own[event["name"]] += event["dur"]
        work = defaultdict(float)
        for name, us in own.items():
            work[next(kind for kind, test in WORK if test(name))] += us / 1000
        return {kind: work[kind] for kind, _ in WORK if work[kind] >= 0.5}

    def task_samples(self, task):
        """The samples in ``task``: (node id, ms)."""
        end = task["ts"] + task["dur"]
        for at, node, weight in self.samples[bisect.bisect_left(self.samples, (task["ts"],)) :]:
            if at >= end:
                break
            yield node, min(weight, end - at) / 1000

    def functions(self, task):
        """({label: inclusive ms}, {label: self ms}) of the samples in ``task``."""
        inclusive, own = defaultdict(float), defaultdict(float)
        for node, weight in self.task_samples(task):
            own[self.label(node)] += weight
            seen = set()
            while node is not None:
                if self.nodes[node]["callFrame"].get("url") and self.label(node) not in seen:
                    seen.add(self.label(node))
                    inclusive[self.label(node)] += weight
                node = self.nodes[node].get("parent")
        return inclusive, own

    def outermost(self, task):
        """The outermost function of js/ with the most samples in ``task`` (the summary's name for it), or, when the
        page's JavaScript took less than a quarter of it, what ran it (a rendering update, ...)."""
        counts = defaultdict(float)
        for node, weight in self.task_samples(task):
            outer = None
            while node is not None:
                if " js/" in self.label(node):
                    outer = self.label(node)
                node = self.nodes[node].get("parent")
            if outer:
                counts[outer] += weight
        if sum(counts.values()) < task["dur"] / 4000:
            return self.entry(task).split("; ")[0]
        return max(counts, key=counts.get)


def visit(browser, origin, samples):
    """(trace, ms to ready on the page's clock, [(start ms, ms)] of the longtask observer's entries) of one cold
    visit of ``origin``."""
    context = browser.new_context()
    for script in (RECORD_READY, WATCH_LONG_TASKS):
        context.add_init_script(script)
    page = throttled_page(context, *PROFILES[0][1:])
    try:
        browser.start_tracing(page=page, categories=TIMELINE + (SAMPLER if samples else []))
        page.goto(origin + "/")
        wait_ready(page, TIMEOUT_MS)
        trace = json.loads(browser.stop_tracing())
        ready = page.evaluate("() => window.readyAt")
        observed = page.evaluate("() => (window.__longTasks || []).map((t) => [t.start, t.ms])")
        return trace, ready, observed
    finally:
        context.close()


def ms(value):
    """A duration in ms, for a table."""
    return f"{value:5.0f}" if value is not None else "  n/a"


def main():
    """Build, serve, trace the visits, print each round and the medians."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--no-samples", action="store_true", help="the timeline alone: no CPU profile, no attribution")
    args = parser.parse_args()
    print("load average at start: {:.2f} {:.2f} {:.2f}".format(*os.getloadavg()), flush=True)
    build.build()
    source_map = SourceMap(build.SITE / "js" / "bundle.js.map")
    bundle = (build.SITE / "js" / "bundle.js").read_text().split("\n")
    server, origin = serve(build.SITE)
    rounds = []
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(**chromium.launch_args())
        for r in range(args.rounds):
            trace, ready, observed = visit(browser, origin, not args.no_samples)
            v = Visit(trace, origin, ready, source_map, bundle)
            longs = v.long_tasks()
            python = v.python if v.python is not None else v.ready
            row = {
                "ready": ready,
                "python": v.ms(v.python) if v.python is not None else None,
                "long": len(longs),
                "over goal": sum(t["dur"] > GOAL_TASK_MS * 1000 for t in longs),
                "longest": max((t["dur"] / 1000 for t in longs), default=0),
                "observed": sum(start < ready for start, _ in observed),
                "busy": v.busy_ms(python, v.ready),
                "before": v.busy_ms(v.zero, python),
                "tasks": defaultdict(list),  # by the outermost function of js/ in each: [(start ms, ms)]
            }
            print(
                f"round {r + 1} (load {os.getloadavg()[0]:.2f}): Python started at {ms(row['python'])} ms, ready at "
                f"{ms(ready)} ms; {row['long']} tasks over {LONG_MS} ms before ready (the longtask observer saw "
                f"{row['observed']}); main thread busy {row['busy']:.0f} ms from Python's start to ready, "
                f"{row['before']:.0f} ms before it",
                flush=True,
            )
            for task in longs:
                row["tasks"][v.outermost(task)].append((v.ms(task["ts"]), task["dur"] / 1000))
                phase = "after Python started" if v.python is not None and task["ts"] >= v.python else "before Python"
                work = ", ".join(f"{kind} {value:.0f}" for kind, value in v.work(task).items())
                print(f"  task at {ms(v.ms(task['ts']))} ms ({phase}), {task['dur'] / 1000:.0f} ms: {v.entry(task)}")
                print(f"    work (ms): {work}")
                inclusive, own = v.functions(task)
                for title, table in (("inclusive", inclusive), ("self     ", own)):
                    top = sorted(table.items(), key=lambda item: -item[1])[:TOP]
                    if top:
                        print(f"    {title} (ms): " + " · ".join(f"{value:.0f} {label}" for label, value in top))
            rounds.append(row)
        browser.close()
    server.shutdown()

    def median(key):
        values = [row[key] for row in rounds if row[key] is not None]
        return statistics.median(values) if values else None

    print(f"first visit at {PROFILES[0][0]}, cold: the page's main thread, median of {args.rounds} rounds")
    print(f"  Python started at               {ms(median('python'))} ms from navigation")
    print(f"  ready at                        {ms(median('ready'))} ms")
    print(
        f"  tasks over {LONG_MS} ms before ready   {ms(median('long'))}   (longtask observer: {ms(median('observed'))})"
    )
    print(f"  tasks over {GOAL_TASK_MS} ms before ready  {ms(median('over goal'))}   (goal: none)")
    print(f"  longest task before ready       {ms(median('longest'))} ms")
    print(f"  busy, Python's start to ready   {ms(median('busy'))} ms   (goal: under {GOAL_BUSY_MS} ms)")
    print(f"  busy, navigation to Python      {ms(median('before'))} ms")
    # The same task in every round: the n-th long task whose outermost function is the same.
    keys = {(name, n) for row in rounds for name, tasks in row["tasks"].items() for n in range(len(tasks))}
    seen = {key: [row["tasks"][key[0]][key[1]] for row in rounds if len(row["tasks"][key[0]]) > key[1]] for key in keys}
    print("  long tasks by the outermost function of js/ in them: median start, median ms, in how many rounds")
    for (name, _), tasks in sorted(seen.items(), key=lambda item: statistics.median(s for s, _ in item[1])):
        start, duration = statistics.median(s for s, _ in tasks), statistics.median(d for _, d in tasks)
        print(f"    {ms(start)} ms {ms(duration)} ms  {len(tasks)}/{len(rounds)}  {name}")
    print("load average at end:   {:.2f} {:.2f} {:.2f}".format(*os.getloadavg()))


if __name__ == "__main__":
    main()
