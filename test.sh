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

failed=()
suite() {
  local name=$1 start=$SECONDS code=0
  shift
  echo "=== ${name}: $*"
  "$@" || code=$?
  echo "=== ${name}: exit ${code} after $((SECONDS - start)) s"
  if [ "$code" -ne 0 ]; then failed+=("${name} (exit ${code})"); fi
}
suite "lint" ./lint.sh
suite "engine, CPython" python3 -m pytest tests/engine -q --durations=10
suite "engine, Pyodide" node tests/pyodide/run.mjs
suite "site's trimmed standard library" node tests/pyodide/trimmed.mjs
suite "browser" python3 -m pytest tests/browser -q --durations=10

if [ ${#failed[@]} -ne 0 ]; then
  echo "test.sh: FAILED: ${failed[*]}"
  exit 1
fi
echo "test.sh: all suites passed"
