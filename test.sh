#!/usr/bin/env bash
# Runs every test: installs what is missing (fresh Debian machine, as root), builds site/, then runs the static
# checks (lint.sh: Ruff, mypy, ESLint), the engine suite under CPython, the engine suite inside Pyodide (Node), whole
# games on the site's trimmed standard library (Node), and the browser suite (Chromium). Every suite runs; the exit
# status is non-zero if any failed (pytest's 5, "no tests collected", included).
set -euo pipefail
cd "$(dirname "$0")"

missing=()
command -v chromium >/dev/null || missing+=(chromium)
fc-list :lang=ja 2>/dev/null | grep -q . || missing+=(fonts-noto-cjk) # screenshots of the Japanese UI show words, not boxes
if [ ${#missing[@]} -ne 0 ]; then
  apt-get update
  DEBIAN_FRONTEND=noninteractive apt-get install -y "${missing[@]}"
fi
python3 -m pip install --quiet --disable-pip-version-check --root-user-action=ignore -r requirements-dev.txt
python3 build.py  # runs npm ci itself when node_modules does not match package-lock.json

# Two lanes side by side: the browser suite, its files on two pytest-xdist workers (a file's tests share one booted
# page, and much of a browser test's time is the page's own pauses: a computer's turn, a glide), and the rest (lint,
# then the engine suites, each on two processes). TEST_LANES=1 runs them one after another. Each suite prints its time;
# the browser lane's output is shown when it ends, so no lines interleave.
status=$(mktemp -d)
trap 'rm -rf "$status"' EXIT
suite() {
  local name=$1 start=$SECONDS code=0
  shift
  echo "=== ${name}: $*"
  "$@" || code=$?
  echo "=== ${name}: exit ${code} after $((SECONDS - start)) s"
  if [ "$code" -ne 0 ]; then echo "${name} (exit ${code})" >>"$status/failed"; fi
}
browser() { suite "browser" python3 -m pytest tests/browser -q -n 2 --dist loadfile --durations=10; }
# The engine suite inside Pyodide as two Node processes side by side, each every other test (one Pyodide is one
# core); the second's output follows the first's. The wheels they load are made first, once: two processes making
# them at the same time (after an engine change since the build) would write the same folders.
pyodide() {
  local code=0 other
  python3 build.py test-wheels >/dev/null || return $?
  node tests/pyodide/run.mjs --shard=1/2 tests/engine -q --durations=10 >"$status/pyodide-1.log" 2>&1 &
  other=$!
  node tests/pyodide/run.mjs --shard=0/2 tests/engine -q --durations=10 || code=$?
  wait "$other" || code=$?
  cat "$status/pyodide-1.log"
  return "$code"
}
started=$SECONDS
if [ "${TEST_LANES:-2}" = 1 ]; then
  browser
else
  browser >"$status/browser.log" 2>&1 &
  lane=$!
fi
suite "lint" ./lint.sh
suite "engine, CPython" python3 -m pytest tests/engine -q -n 2 --dist loadfile --durations=10
suite "engine, Pyodide" pyodide
suite "site's trimmed standard library" node tests/pyodide/trimmed.mjs
if [ "${TEST_LANES:-2}" != 1 ]; then
  wait "$lane" || true
  cat "$status/browser.log"
fi
echo "=== every suite: $((SECONDS - started)) s"

if [ -s "$status/failed" ]; then
  echo "test.sh: FAILED: $(paste -sd ' ' "$status/failed")"
  exit 1
fi
echo "test.sh: all suites passed"
