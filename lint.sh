#!/usr/bin/env bash
# The static checks, run by test.sh before the suites and by a contributor alone: Ruff (lint, then format check) over
# the Python, mypy over the engine, ESLint over the page's JavaScript and the TypeScript compiler's check of its JSDoc
# types (nothing emitted; noImplicitAny too for the files in HELD). Every check runs; the exit status is non-zero if
# any found something. Settings: pyproject.toml (Ruff, mypy), eslint.config.js and tsconfig.json.
set -uo pipefail
cd "$(dirname "$0")"
PYTHON_PATHS=(py tests bench build.py chromium.py)

# The pinned checkers (requirements-dev.txt), installed when missing or at another version.
if ! python3 - <<'EOF'
import importlib.metadata as metadata, re, sys

pins = dict(re.findall(r"^(ruff|mypy)==(\S+)", open("requirements-dev.txt").read(), re.M))
def installed(name):
    try:
        return metadata.version(name)
    except metadata.PackageNotFoundError:
        return None
sys.exit(any(installed(name) != version for name, version in pins.items()))
EOF
then
  python3 -m pip install --quiet --disable-pip-version-check --root-user-action=ignore \
    $(grep -E '^(ruff|mypy)==' requirements-dev.txt) || exit 1
fi
# ESLint and tsc come from node_modules: npm ci when it does not match package-lock.json, as the build does.
python3 -c 'import build; build.ensure_node_modules()' || exit 1

# Files held to noImplicitAny too (every parameter and binding typed); the rest of js/ is checked without it until
# typed (the rest of js/play, app.js, boot.js, embed.js, test-hooks.js: 227 implicit anys that would bury a new
# one). A file joins by a pattern here.
HELD='^js/(board/|engine/|games/|panels/|saves/|state/|words/|play/(hints|link-play|move-show)\.js)'
held_types() {
  local found
  found=$(node_modules/.bin/tsc -p tsconfig.json --noImplicitAny --pretty false | grep -E "$HELD")
  [ -z "$found" ] || { echo "$found"; return 1; }
}

failed=()
check() {
  local name=$1
  shift
  echo "--- ${name}: $*"
  "$@" || failed+=("${name}")
}
check "ruff check" python3 -m ruff check "${PYTHON_PATHS[@]}"
check "ruff format" python3 -m ruff format --check --output-format concise "${PYTHON_PATHS[@]}"
check "mypy" python3 -m mypy
check "eslint" node_modules/.bin/eslint js sw.js
check "tsc" node_modules/.bin/tsc -p tsconfig.json
check "tsc noImplicitAny" held_types

if [ ${#failed[@]} -ne 0 ]; then
  echo "lint.sh: FAILED: ${failed[*]} (formatting: python3 -m ruff format ${PYTHON_PATHS[*]})"
  exit 1
fi
echo "lint.sh: all checks passed"
