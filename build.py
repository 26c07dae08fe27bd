#!/usr/bin/env python3
"""Build the static site into site/, and serve it.

    python3 build.py               build site/
    python3 build.py serve         build, then serve site/ on http://127.0.0.1:8000 (--port to change)
    python3 build.py test-wheels   print (JSON) the wheels and standard library tests/pyodide/run.mjs loads in Node

The site is self-contained: the Pyodide runtime (from npm), one Python archive (pyodide/python_stdlib.zip: the
standard library modules the game imports and the engine built from py/), the front end (index.html, js/, css/, ...)
and build.json, a manifest of every asset. Nothing is fetched from another origin at run time. Standard library
only; downloads and wheels are cached in .cache/.

Python starts faster with bytecode ready: the engine (built as a wheel, which the tests in Pyodide install) and the
standard library modules the game imports get .pyc files compiled by Pyodide's own Python (run by Node), made once
per input and cached; the archive holds only that bytecode.

Some files are made here rather than copied: icons/icon-<size>.png (the app icon, drawn by a tiny rasteriser below),
js/bundle.js (the front end's modules in one file, by esbuild from npm), index.html (loading that bundle), embed.html
(that page marked as the embed page) and sw.js (the service worker, given the build's hash and its files' SHA-256, so that
every new build is a new service worker with a new cache).
"""

import argparse
import base64
import email.utils
import filecmp
import functools
import gzip
import hashlib
import http.server
import importlib.util
import json
import math
import os
import re
import shutil
import struct
import subprocess
import sys
import time
import zipfile
import zlib
from pathlib import Path

ROOT = Path(__file__).resolve().parent
SITE = ROOT / "site"
CACHE = ROOT / ".cache"
PYODIDE_NPM = ROOT / "node_modules" / "pyodide"
# Copied as they are; python_stdlib.zip is shipped trimmed, with bytecode added (precompiled_stdlib).
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "pyodide-lock.json")
# What pytest needs inside Pyodide; the versions come from Pyodide's own lock file. Fetched only by `test-wheels`
# (tests/pyodide/run.mjs asks for them), never by a build: serving the game needs none of them.
PYODIDE_TEST_PACKAGES = ("pytest", "pluggy", "iniconfig", "packaging", "pygments")
# Top-level entries that are never part of the front end (eslint.config.js: a development tool's settings).
NOT_FRONT_END = {"py", "tests", "bench", "site", "node_modules", "test-artifacts", "dist", "build", "eslint.config.js"}
FRONT_END_SUFFIXES = {".html", ".js", ".mjs", ".css", ".ico", ".png", ".svg", ".webmanifest"}
# SOURCE_DATE_EPOCH for the wheel: 1980-01-01, the earliest zip time, so equal sources give equal bytes.
WHEEL_EPOCH = "315532800"
MIME_TYPES = {
    ".wasm": "application/wasm",  # anything else makes Pyodide hang (instantiateStreaming refuses it)
    ".mjs": "text/javascript",
    ".js": "text/javascript",
    ".json": "application/json",
    ".whl": "application/zip",
    ".zip": "application/zip",
    ".html": "text/html",
    ".css": "text/css",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".webmanifest": "application/manifest+json",
}


def log(message):
    """Print one progress line of the build."""
    print(f"build: {message}", file=sys.stderr, flush=True)


def node_modules_current():
    """True if node_modules holds every package at the version package-lock.json pins."""
    lock = json.loads((ROOT / "package-lock.json").read_text())
    for key, entry in lock["packages"].items():
        if not key:
            continue
        manifest = ROOT / key / "package.json"
        if entry.get("optional") and not manifest.exists():
            continue  # another platform's build of a tool (esbuild's binaries): npm installs only this one's
        if not manifest.exists() or json.loads(manifest.read_text()).get("version") != entry.get("version"):
            return False
    return True


# What a build runs besides this Python, checked first so that a fresh machine is told what to install instead of
# failing in the middle: Node.js (Pyodide's own Python compiles and tours the engine, esbuild bundles, zlib does
# brotli), npm (installs package-lock.json's pins) and pip (downloads the test wheels). The least
# versions: Python 3.11, the engine's requires-python (the build imports it); Node 18, what pyodide and esbuild ask
# (package-lock.json's "engines"); ./test.sh also runs ESLint 10, which asks Node 20.19.
PYTHON_MIN = (3, 11)
NODE_MIN = (18, 0)
NODE_LINT_MIN = (20, 19)
NODE_HINT = (
    "Debian: apt-get install nodejs npm; Debian 12's nodejs is 18, which builds but is too old for ./test.sh's "
    "ESLint: NodeSource's nodejs 20 or newer has both"
)


def check_python():
    """Stop with what to install unless this Python is recent enough for the build."""
    if sys.version_info < PYTHON_MIN:
        need = ".".join(map(str, PYTHON_MIN))
        raise SystemExit(
            f"build.py needs Python >= {need}, and this is {sys.version.split()[0]}: run it with a newer "
            f"python3 (Debian 12's python3 is 3.11)"
        )


def check_node():
    """Stop with what to install unless Node.js is on PATH and recent enough; warn if too old for ./test.sh."""
    need = ".".join(map(str, NODE_MIN))
    node = shutil.which("node")
    if node is None:
        raise SystemExit(
            f"build.py needs Node.js >= {need} and npm, and finds no `node` on PATH: install them ({NODE_HINT})"
        )
    said = subprocess.run([node, "--version"], capture_output=True, text=True).stdout.strip()
    found = re.match(r"v(\d+)\.(\d+)", said)
    version = (int(found.group(1)), int(found.group(2))) if found else (0, 0)
    if version < NODE_MIN:
        raise SystemExit(
            f"build.py needs Node.js >= {need}, and `node --version` says {said or 'nothing'}: install "
            f"a newer one ({NODE_HINT})"
        )
    if version < NODE_LINT_MIN:
        log(f"Node.js {said} builds the site, but ./test.sh's ESLint needs >= {'.'.join(map(str, NODE_LINT_MIN))}")


def check_pip(purpose):
    """Stop with what to install unless pip is there for this Python (to download `purpose` from PyPI)."""
    if importlib.util.find_spec("pip") is None:
        raise SystemExit(
            f"build.py needs pip to download {purpose} from PyPI: install it (Debian: apt-get install "
            f"python3-pip; or python3 -m ensurepip)"
        )


def ensure_node_modules():
    """Run `npm ci` unless node_modules already matches package-lock.json (after checking for Node.js and npm)."""
    check_node()
    if not node_modules_current():
        if shutil.which("npm") is None:
            raise SystemExit(
                f"build.py needs npm to install package-lock.json's packages into node_modules/: "
                f"install it ({NODE_HINT})"
            )
        log("npm ci")
        subprocess.run(["npm", "ci", "--no-audit", "--no-fund"], cwd=ROOT, check=True, stdout=sys.stderr)


def pyodide_lock():
    """The lock file of the Pyodide release in node_modules."""
    return json.loads((PYODIDE_NPM / "pyodide-lock.json").read_text())


def pyodide_version():
    """The Pyodide release in node_modules, e.g. "314.0.7"."""
    return json.loads((PYODIDE_NPM / "package.json").read_text())["version"]


def pypi_wheels(names, dest):
    """Paths of the pure-Python wheels of `names` at Pyodide's lock versions, downloaded from PyPI into dest once."""
    lock = pyodide_lock()
    python = ".".join(lock["info"]["python"].split(".")[:2])
    dest.mkdir(parents=True, exist_ok=True)
    wanted = {name: lock["packages"][name]["version"] for name in names}
    # Wheel file names use the normalised project name (PEP 427): lower case, runs of -_. as one underscore.
    found = {name: sorted(dest.glob(f"{name.replace('-', '_')}-{version}-*.whl")) for name, version in wanted.items()}
    missing = [f"{name}=={version}" for name, version in wanted.items() if not found[name]]
    if missing:
        check_pip(" ".join(missing))
        log(f"pip download {' '.join(missing)}")
        subprocess.run(
            [
                sys.executable,
                "-m",
                "pip",
                "download",
                "--quiet",
                "--disable-pip-version-check",
                "--python-version",
                python,
                "--only-binary=:all:",
                "--no-deps",
                "-d",
                str(dest),
                *missing,
            ],
            check=True,
            stdout=sys.stderr,
        )
        found = {
            name: sorted(dest.glob(f"{name.replace('-', '_')}-{version}-*.whl")) for name, version in wanted.items()
        }
    return [found[name][-1] for name in names]


def engine_sources():
    """The files of py/ that go into the engine wheel's build, sorted (no caches, no build output)."""
    skip_dirs = {"__pycache__", "build", "dist", ".pytest_cache"}
    files = []
    for path in sorted((ROOT / "py").rglob("*")):
        parts = path.relative_to(ROOT / "py").parts
        if (
            path.is_file()
            and not any(p in skip_dirs or p.endswith(".egg-info") for p in parts)
            and path.suffix != ".pyc"
        ):
            files.append(path)
    return files


def digest(pairs):
    """A hex SHA-256 over (name, bytes) pairs, in the order given."""
    total = hashlib.sha256()
    for name, data in pairs:
        total.update(name.encode() + b"\0" + hashlib.sha256(data).digest())
    return total.hexdigest()


def engine_wheel():
    """Path of the engine wheel built from py/, rebuilt only when a source file changed."""
    key = digest((str(p.relative_to(ROOT)), p.read_bytes()) for p in engine_sources())[:16]
    out = CACHE / "engine" / key
    wheels = sorted(out.glob("*.whl"))
    if wheels:
        return wheels[0]
    if out.parent.exists():
        shutil.rmtree(out.parent)  # keep only the current build
    out.mkdir(parents=True)
    log("building the engine wheel")
    env = dict(os.environ, SOURCE_DATE_EPOCH=WHEEL_EPOCH)
    try:
        import flit_core.buildapi  # noqa: F401  (present after `pip install -r requirements-dev.txt`)

        builder = [sys.executable, "-c", "import sys, flit_core.buildapi as b; b.build_wheel(sys.argv[1])", str(out)]
    except ImportError:  # a fresh machine: pip fetches the build backend named in py/pyproject.toml
        check_pip("the engine wheel's build backend (flit_core)")
        builder = [sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "-w", str(out), "."]
    subprocess.run(builder, cwd=ROOT / "py", env=env, check=True, stdout=subprocess.DEVNULL)
    return sorted(out.glob("*.whl"))[0]


def add_to_zip(target, name, data, compression=zipfile.ZIP_DEFLATED):
    """Add a file to an open ZipFile with a fixed timestamp: the same inputs give the same bytes."""
    info = zipfile.ZipInfo(name, time.gmtime(int(WHEEL_EPOCH))[:6])
    info.compress_type = compression
    info.external_attr = 0o644 << 16
    target.writestr(info, data)


# Compiles every .py under the folders given as arguments with the Pyodide runtime's own Python (run by Node), into
# __pycache__/*.pyc beside the source. Unchecked-hash pycs: valid whatever mtime unzipping gives the source. Each
# names its file relative to the folder (tilegames/board.py), as a traceback from the site's archive shows it.
PY_COMPILE_JS = """
import { loadPyodide } from "%(pyodide)s";
const pyodide = await loadPyodide();
for (const [i, dir] of process.argv.slice(1).entries()) {
  pyodide.FS.mkdirTree(`/mnt/${i}`);
  pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: dir }, `/mnt/${i}`);
  pyodide.runPython(`
import compileall, py_compile, sys
if not compileall.compile_dir("/mnt/${i}", quiet=1, ddir="",
                              invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH):
    sys.exit("compileall failed")
`);
}
"""


def precompiled(wheel):
    """A copy of a pure-Python wheel with bytecode for Pyodide's Python added, made once and cached.

    Python in the browser otherwise compiles every module it imports at each page load;
    Pyodide's own package builds ship bytecode for the same reason. The sources stay in, for tracebacks.
    """
    key = digest(
        [("pyodide", pyodide_version().encode()), ("script", PY_COMPILE_JS.encode()), (wheel.name, wheel.read_bytes())]
    )[:16]
    out = CACHE / "precompiled" / key / wheel.name
    if out.exists():
        return out
    log(f"compiling {wheel.name} for Pyodide")
    work = out.parent / "unpacked"
    shutil.rmtree(work, ignore_errors=True)
    with zipfile.ZipFile(wheel) as source:
        source.extractall(work)
        names = source.namelist()
    script = PY_COMPILE_JS % {"pyodide": (PYODIDE_NPM / "pyodide.mjs").as_uri()}
    subprocess.run(["node", "--input-type=module", "-e", script, str(work)], check=True, stdout=sys.stderr)
    pycs = sorted(p.relative_to(work).as_posix() for p in work.rglob("*.pyc"))
    if not pycs:
        raise SystemExit(f"build: no bytecode compiled for {wheel.name}")
    record = next(n for n in names if n.endswith(".dist-info/RECORD"))
    lines = (work / record).read_text().splitlines()
    for name in pycs:
        data = (work / name).read_bytes()
        sha = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
        lines.append(f"{name},sha256={sha},{len(data)}")
    (work / record).write_text("\n".join(lines) + "\n")
    partial = out.with_suffix(".partial")
    with zipfile.ZipFile(partial, "w", zipfile.ZIP_DEFLATED) as target:
        for name in [n for n in names if n != record] + pycs + [record]:  # RECORD last, as wheel tools write it
            add_to_zip(target, name, (work / name).read_bytes())
    partial.rename(out)
    shutil.rmtree(work)
    return out


# Boots Pyodide the way js/worker.js does, loading the engine wheel with it, and tours everything the page can ask
# of it: every game with no variant and with all, played to its end, each computer level, records, share codes,
# replays, undo and bad input (an error crossing into JavaScript too: Pyodide formats it with Python code). Then it
# compiles each module that this imported from the standard library zip, with its path in that zip as the file name
# tracebacks show, writing <name>.pyc files (where zipimport looks: beside <name>.py) under the folder given, and
# lists those modules' files in kept.json: the standard library the site ships.
STDLIB_COMPILE_JS = r"""
import { loadPyodide } from "%(pyodide)s";
const [engineWheel, out] = process.argv.slice(1);
const pyodide = await loadPyodide();
// The engine imported from a zip on sys.path, as the page imports it from the site's archive: installing the wheel
// would import the package loader's modules, which the page never needs.
pyodide.FS.writeFile("/engine.whl", (await import("node:fs")).readFileSync(engineWheel));
pyodide.runPython("import sys; sys.path.insert(0, '/engine.whl')");
pyodide.FS.mkdirTree("/out");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: out }, "/out");
const api = pyodide.pyimport("tilegames.api");
try { api.play("no such move"); } catch (error) { if (!String(error).includes("RuleError")) throw error; }
await pyodide.runPythonAsync(`
import json, os, sys
from tilegames import api
from tilegames.rng import Rng

def refused(call, *args):
    try:
        call(*args)
    except Exception:
        return
    raise AssertionError(f"{call.__name__}{args} was not refused")

for name, spec in json.loads(api.catalog())["games"].items():
    for variants in ([], [v["name"] for v in spec["variants"]]):
        setup = json.dumps({"game": name, "players": [{"name": "A"}, {"name": "B"}], "variants": variants, "seed": 1})
        api.tileset(setup); api.new_game(setup); api.view(); api.view("0")
        for level in ("easy", "medium", "hard"):
            api.play(api.suggest(json.dumps(level), "0.05"))
        rng = Rng(7)
        while not json.loads(api.view())["over"]:
            api.play(json.dumps(str(api._current().random_move(rng))))
        record = api.record()
        code = json.loads(api.share())
        api.log(); api.replay_at(record, "5"); api.movers(record)
        api.load(api.decode_share(json.dumps(code))); api.open_share(json.dumps(code))
        api.load(record)
refused(api.load, "{"); refused(api.new_game, '{"game": "chess"}'); refused(api.decode_share, '"!!"')
imported = list(sys.modules.values())  # before py_compile, which only this script needs
import py_compile, zipfile
stdlib = next(p for p in sys.path if p.endswith(".zip"))
kept = []
with zipfile.ZipFile(stdlib) as archive:
    for module in imported:
        path = getattr(module, "__file__", None) or ""
        if path.startswith(stdlib + "/") and path.endswith(".py"):
            name = path[len(stdlib) + 1:]
            kept.append(name)
            with open("/tmp/source.py", "wb") as source:
                source.write(archive.read(name))
            os.makedirs(os.path.dirname(f"/out/{name}"), exist_ok=True)
            py_compile.compile("/tmp/source.py", cfile=f"/out/{name}c", dfile=path, doraise=True,
                               invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
with open("/out/kept.json", "w") as f:
    json.dump(sorted(kept), f)
`);
"""


def precompiled_stdlib(engine):
    """(the standard library the site ships, the whole one for the test suite): Pyodide's standard library zip
    trimmed to the modules the game imports, and the whole zip; both with those modules' bytecode added.

    Pyodide ships the standard library as sources only, so Python compiles each module it imports at every page
    load: without bytecode, starting Python and installing the engine costs ~3x more (see bench/boot.py). The site
    ships only the bytecode of what the game imports (zipimport takes .pyc files without sources; a traceback
    through the standard library then names files and lines without quoting them), stored uncompressed: the
    server's gzip or brotli compresses across files. pytest inside Pyodide needs much more: the whole zip for tests.
    """
    stock = PYODIDE_NPM / "python_stdlib.zip"
    key = digest(
        [
            ("pyodide", pyodide_version().encode()),
            ("script", STDLIB_COMPILE_JS.encode()),
            ("layout", b"shipped: bytecode only, stored"),
            ("stdlib", stock.read_bytes()),
            (engine.name, engine.read_bytes()),
        ]
    )[:16]
    trimmed, whole = CACHE / "stdlib" / key / stock.name, CACHE / "stdlib" / key / "whole" / stock.name
    if trimmed.exists() and whole.exists():
        return trimmed, whole
    if trimmed.parent.parent.exists():
        shutil.rmtree(trimmed.parent.parent)  # keep only the current one
    log("touring the game in Pyodide to compile the standard library modules it imports")
    work = trimmed.parent / "pyc"
    work.mkdir(parents=True)
    script = STDLIB_COMPILE_JS % {"pyodide": (PYODIDE_NPM / "pyodide.mjs").as_uri()}
    subprocess.run(
        ["node", "--input-type=module", "-e", script, str(engine), str(work)],
        check=True,
        stdout=sys.stderr,
    )
    kept = set(json.loads((work / "kept.json").read_text()))
    pycs = sorted(p.relative_to(work).as_posix() for p in work.rglob("*.pyc"))
    if not pycs or len(pycs) != len(kept):
        raise SystemExit("build: the standard library modules the game imports were not all compiled")
    whole.parent.mkdir()
    with zipfile.ZipFile(stock) as source:
        infos = source.infolist()
        with zipfile.ZipFile(whole.with_suffix(".partial"), "w", zipfile.ZIP_DEFLATED) as target:
            for info in infos:
                target.writestr(info, source.read(info))
            for name in pycs:
                add_to_zip(target, name, (work / name).read_bytes())
        with zipfile.ZipFile(trimmed.with_suffix(".partial"), "w", zipfile.ZIP_STORED) as target:
            for name in pycs:
                add_to_zip(target, name, (work / name).read_bytes(), zipfile.ZIP_STORED)
    whole.with_suffix(".partial").rename(whole)
    trimmed.with_suffix(".partial").rename(trimmed)
    shutil.rmtree(work)
    return trimmed, whole


def python_archive(trimmed, engine):
    """The site's one Python archive, made once and cached: the trimmed standard library with the engine package's
    bytecode added (tilegames/<module>.pyc, where zipimport looks).

    Python imports the engine straight from the archive it mounts at start-up, so the page fetches no wheel, and
    Pyodide's loader neither reads its package lock nor unpacks one: both cost the boot time (bench/boot.py)."""
    key = digest([(trimmed.name, trimmed.read_bytes()), (engine.name, engine.read_bytes())])[:16]
    out = CACHE / "archive" / key / trimmed.name
    if out.exists():
        return out
    if out.parent.parent.exists():
        shutil.rmtree(out.parent.parent)  # keep only the current one
    out.parent.mkdir(parents=True)
    with zipfile.ZipFile(engine) as wheel, zipfile.ZipFile(trimmed) as stdlib:
        engine_pycs = {}
        for name in wheel.namelist():
            found = re.fullmatch(r"(tilegames/(?:[\w/]*/)?)__pycache__/(\w+)\.cpython-\d+\.pyc", name)
            if found:
                engine_pycs[found.group(1) + found.group(2) + ".pyc"] = wheel.read(name)
        if "tilegames/api.pyc" not in engine_pycs:
            raise SystemExit(f"build: {engine.name} holds no bytecode of tilegames.api")
        with zipfile.ZipFile(out.with_suffix(".partial"), "w", zipfile.ZIP_STORED) as target:
            for info in stdlib.infolist():
                target.writestr(info, stdlib.read(info))
            for name, data in sorted(engine_pycs.items()):
                add_to_zip(target, name, data, zipfile.ZIP_STORED)
    out.with_suffix(".partial").rename(out)
    return out


def front_end_files():
    """{site path: source path} of the front end: top-level web files and folders of the repo."""
    files = {}
    for entry in sorted(ROOT.iterdir()):
        if entry.name.startswith(".") or entry.name in NOT_FRONT_END:
            continue
        if entry.is_file() and entry.suffix in FRONT_END_SUFFIXES:
            files[entry.name] = entry
        elif entry.is_dir():
            for path in sorted(entry.rglob("*")):
                rel = path.relative_to(ROOT)
                if path.is_file() and not any(p.startswith(".") or p == "__pycache__" for p in rel.parts):
                    files[rel.as_posix()] = path
    return files


# ---------------------------------------------------------------- the app icon
# A meeple on a green rounded square, in the loading logo's coordinates (viewBox -30 -40 160 160), rasterised with
# 4x vertical supersampling and exact horizontal coverage: small enough to need no imaging library.
ICON_SIZES = (192, 512)
ICON_VERSION = 1  # bump when the drawing changes (the PNGs are cached in .cache/icons/)


def _quad(p0, p1, p2, steps=8):
    """Points of a quadratic Bezier curve after p0, up to and including p2."""
    return [
        tuple((1 - t) ** 2 * a + 2 * (1 - t) * t * b + t * t * c for a, b, c in zip(p0, p1, p2))
        for t in (i / steps for i in range(1, steps + 1))
    ]


def _meeple_outline():
    """The loading logo's meeple body (its head is a circle) as a polygon."""
    return [
        (6, 100),
        (40, 100),
        *_quad((40, 100), (50, 76), (60, 100)),
        (94, 100),
        *_quad((94, 100), (96, 94), (92, 88)),
        (70, 56),
        *_quad((70, 56), (92, 52), (99, 44)),
        *_quad((99, 44), (102, 30), (90, 30)),
        (10, 30),
        *_quad((10, 30), (-2, 30), (1, 44)),
        *_quad((1, 44), (8, 52), (30, 56)),
        (8, 88),
        *_quad((8, 88), (4, 94), (6, 100)),
    ]


def _polygon_spans(points, y):
    xs = sorted(
        x0 + (y - y0) * (x1 - x0) / (y1 - y0)
        for (x0, y0), (x1, y1) in zip(points, points[1:] + points[:1])
        if (y0 <= y) != (y1 <= y)
    )
    return list(zip(xs[::2], xs[1::2]))


def _circle_spans(cx, cy, r, y):
    d = r * r - (y - cy) ** 2
    return [(cx - math.sqrt(d), cx + math.sqrt(d))] if d > 0 else []


def _rounded_square_spans(x, y0, side, r, y):
    if not y0 <= y <= y0 + side:
        return []
    dy = max(y0 + r - y, y - (y0 + side - r), 0)
    inset = r - math.sqrt(max(r * r - dy * dy, 0))
    return [(x + inset, x + side - inset)]


def _merged(spans):
    out = []
    for a, b in sorted(spans):
        if out and a <= out[-1][1]:
            out[-1] = (out[-1][0], max(out[-1][1], b))
        else:
            out.append((a, b))
    return out


def _icon_shapes():
    """[(colour, spans(y) -> x intervals)] painted in order."""
    body = _meeple_outline()
    return [
        ("#88b04b", lambda y: _rounded_square_spans(-30, -40, 160, 26, y)),
        ("#d55e00", lambda y: _merged(_polygon_spans(body, y) + _circle_spans(50, 19.46, 20, y))),
    ]


def png_bytes(size, rgba):
    """A size x size RGBA PNG file from 8-bit RGBA pixel bytes."""
    raw = b"".join(b"\0" + bytes(rgba[y * size * 4 : (y + 1) * size * 4]) for y in range(size))

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    header = struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")


def draw_icon(size, supersample=4):
    """The app icon as PNG bytes, size x size pixels."""
    scale = size / 160
    img = [0.0] * (size * size * 4)  # straight (not premultiplied) RGBA, alpha 0..1
    for colour, spans in _icon_shapes():
        rgb = [int(colour[i : i + 2], 16) for i in (1, 3, 5)]
        for py in range(size):
            cover = [0.0] * size
            for s in range(supersample):
                for x0, x1 in spans(-40 + (py + (s + 0.5) / supersample) / scale):
                    a, b = max(0.0, (x0 + 30) * scale), min(float(size), (x1 + 30) * scale)
                    if b <= a:
                        continue
                    i, j = int(a), int(b)
                    if i == j:
                        cover[i] += (b - a) / supersample
                        continue
                    cover[i] += (i + 1 - a) / supersample
                    for k in range(i + 1, j):
                        cover[k] += 1 / supersample
                    if j < size:
                        cover[j] += (b - j) / supersample
            for px, c in enumerate(cover):
                if c <= 0:
                    continue
                c = min(c, 1.0)
                o = (py * size + px) * 4
                under = img[o + 3] * (1 - c)
                alpha = c + under
                for ch in range(3):
                    img[o + ch] = (rgb[ch] * c + img[o + ch] * under) / alpha
                img[o + 3] = alpha
    pixels = bytearray(round(v * 255) if i % 4 == 3 else round(v) for i, v in enumerate(img))
    return png_bytes(size, pixels)


def icon_files():
    """{site path: cached PNG path} of the app icons, drawn once per ICON_VERSION."""
    out = {}
    for size in ICON_SIZES:
        path = CACHE / "icons" / f"v{ICON_VERSION}-{size}.png"
        if not path.exists():
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(draw_icon(size))
        out[f"icons/icon-{size}.png"] = path
    return out


def engine_data_files():
    """{site path: cached JSON path} of what the page shows before Python has started (a first visit's welcome): the
    engine's catalog and each game's tileset, asked of the engine itself (pure Python) so they never differ."""
    sys.path.insert(0, str(ROOT / "py"))
    try:
        from tilegames import api  # noqa: PLC0415  (the engine being shipped, imported only to build)
    finally:
        sys.path.pop(0)
    catalog = api.catalog()
    answers = {"data/catalog.json": catalog}
    for game in json.loads(catalog)["games"]:
        answers[f"data/tileset-{game}.json"] = api.tileset(json.dumps({"game": game}))
    out = {}
    for rel, text in answers.items():
        path = CACHE / "engine-data" / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        if not path.is_file() or path.read_text(encoding="utf-8") != text:
            path.write_text(text, encoding="utf-8")
        out[rel] = path
    return out


def sync(files, site, keep=("build.json",)):
    """Make `site` hold exactly `files` ({site path: source path}) plus `keep`, copying only what changed."""
    for rel, source in files.items():
        target = site / rel
        if target.is_file() and filecmp.cmp(source, target, shallow=False):
            continue
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(source, target)  # a fresh mtime, so Last-Modified revalidation sees the change
    for path in sorted(site.rglob("*"), reverse=True):
        rel = path.relative_to(site).as_posix()
        if path.is_file() and rel not in files and rel not in keep:
            path.unlink()
        elif path.is_dir() and not any(path.iterdir()):
            path.rmdir()


GENERATED = ("build.json", "sw.js", "embed.html")  # and every page (*.html), written with its CSP
# Written beside a site file as <file>.gz and <file>.br when that is smaller: what static hosts call precompressed
# files. `serve` (like such hosts) sends one when the browser accepts it, with Content-Encoding.
COMPRESSIBLE = {".wasm", ".mjs", ".js", ".json", ".html", ".css", ".svg", ".webmanifest", ".zip"}
ENCODINGS = (("br", ".br"), ("gzip", ".gz"))  # in order of preference

# Brotli is not in Python's standard library, but Node's zlib has it: compresses each [source, target] pair given.
BROTLI_JS = """
const zlib = require("node:zlib"), fs = require("node:fs");
for (const [source, target] of JSON.parse(process.argv[1])) {
  const data = fs.readFileSync(source);
  fs.writeFileSync(target + ".partial", zlib.brotliCompressSync(data, { params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_LGWIN]: 24,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length } }));
  fs.renameSync(target + ".partial", target);
}
"""


def compressed_names(rels):
    """The precompressed copies that may stand beside the site files ``rels``."""
    return [rel + suffix for rel in rels if Path(rel).suffix in COMPRESSIBLE for _, suffix in ENCODINGS]


def write_compressed(rels):
    """Write <file>.gz and <file>.br beside each compressible site file in ``rels`` (brotli made once per content
    and cached, being slow at its best setting); leave out, or remove, a copy that would not be smaller."""
    todo, copies = [], []
    for rel in sorted(rels):
        if Path(rel).suffix not in COMPRESSIBLE:
            continue
        data = (SITE / rel).read_bytes()
        brotli = CACHE / "brotli" / (hashlib.sha256(data).hexdigest()[:32] + ".br")
        if not brotli.exists():
            todo.append([str(SITE / rel), str(brotli)])
        copies.append((rel, data, brotli))
    if todo:
        log(f"brotli: compressing {len(todo)} files")
        (CACHE / "brotli").mkdir(parents=True, exist_ok=True)
        subprocess.run(["node", "-e", BROTLI_JS, json.dumps(todo)], check=True)
    for rel, data, brotli in copies:
        for packed, suffix in ((brotli.read_bytes(), ".br"), (gzip.compress(data, 9, mtime=0), ".gz")):
            target = SITE / (rel + suffix)
            if len(packed) < 0.95 * len(data):
                if not (target.is_file() and target.read_bytes() == packed):
                    target.write_bytes(packed)
            elif target.exists():
                target.unlink()


def write_if_changed(path, text):
    """Write text to path unless it already holds exactly that (so its mtime only moves on a change)."""
    if not path.exists() or path.read_text() != text:
        path.write_text(text)


# The front end's modules, bundled into one file for the pages: a cold visit fetched 55 modules over HTTP/1.1's six
# connections, and the engine worker's own requests waited behind them (bench/boot.py). Every game's modules are in
# it (a dynamic import becomes a lazy one inside the file), so opening another game fetches nothing. The sources
# stay in site/js/ (the engine's test page imports them); the service worker does not precache those the bundle
# holds. Minified, with a source map for the browser's tools.
BUNDLE = "js/bundle.js"
ESBUILD = ROOT / "node_modules" / ".bin" / "esbuild"


def bundle_front_end():
    """Bundle js/main.js and every module it reaches into .cache/bundle/; return ({site path: built file}, the site
    paths of the modules bundled)."""
    out = CACHE / "bundle"
    shutil.rmtree(out, ignore_errors=True)
    meta = out / "meta.json"
    command = [str(ESBUILD), "js/main.js", "--bundle", "--format=esm", "--minify", "--sourcemap", "--log-level=warning",
               f"--outfile={out / BUNDLE}", f"--metafile={meta}"]  # fmt: skip
    subprocess.run(command, cwd=ROOT, check=True)
    inputs = json.loads(meta.read_text())["inputs"]
    return {rel: out / rel for rel in (BUNDLE, BUNDLE + ".map")}, sorted(inputs)


def with_bundle(index_html):
    """index.html loading the bundle instead of js/main.js."""
    page, count = re.subn(
        r'<script type="module" src="js/main\.js"></script>',
        f'<script type="module" src="{BUNDLE}"></script>',
        index_html,
    )
    if count != 1:
        raise SystemExit('build: index.html has no <script type="module" src="js/main.js"></script>')
    return page


def embed_page(index_html):
    """The embed page: index.html whose <html> element says data-embed="true" (js/embed.js reads it)."""
    page, count = re.subn(r"<html\b", '<html data-embed="true"', index_html, count=1)
    if not count:
        raise SystemExit("build: index.html has no <html> element")
    return page


# The Content-Security-Policy of the site's pages: everything from the site's own origin only, so a request to
# anywhere else is refused by the browser itself. A page carries it in a <meta> (any static host can serve that);
# its inline scripts and styles are allowed by their hashes, added per page. The favicon is a data: URL.
PAGE_POLICY = {
    "default-src": ["'self'"],
    "script-src": ["'self'"],
    "style-src": ["'self'"],
    "img-src": ["'self'", "data:"],
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    "form-action": ["'none'"],
}
# A worker (the engine's, the service worker) takes its policy from its own response header only, never from the
# page's <meta>: `serve` sends this with every script, and hosts that can set headers should too (README). Pyodide
# compiles WebAssembly ('wasm-unsafe-eval'); it needs no eval of JavaScript, blob: or data: URLs.
WORKER_POLICY = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; object-src 'none'; base-uri 'none'"


def csp_hash(text):
    """The CSP source that allows an inline script or style whose text is `text`."""
    return "'sha256-" + base64.b64encode(hashlib.sha256(text.encode()).digest()).decode() + "'"


def with_csp(page):
    """A page with its Content-Security-Policy <meta> (PAGE_POLICY, allowing its own inline scripts and styles by
    hash) right after <meta charset>, before anything the policy governs."""
    policy = {directive: list(sources) for directive, sources in PAGE_POLICY.items()}
    for tag, directive in (("script", "script-src"), ("style", "style-src")):
        for text in re.findall(rf"<{tag}>(.*?)</{tag}>", page, flags=re.S):  # inline: no attributes, no src
            policy[directive].append(csp_hash(text))
    content = "; ".join(" ".join([directive, *sources]) for directive, sources in policy.items())
    meta = f'\n  <meta http-equiv="Content-Security-Policy" content="{content}">'
    page, count = re.subn(r'<meta charset="utf-8">', lambda m: m.group(0) + meta, page, count=1)
    if not count:
        raise SystemExit('build: a page has no <meta charset="utf-8"> to put its Content-Security-Policy after')
    return page


def service_worker(source, manifest):
    """sw.js with the build's hash and its files' SHA-256 (as written in site/) in place of its `const BUILD = ...;`."""
    checked = {
        rel: hashlib.sha256((SITE / rel).read_bytes()).hexdigest() for rel in manifest["assets"] if rel != "sw.js"
    }
    build_line = "const BUILD = " + json.dumps({"hash": manifest["hash"], "files": checked}) + ";"
    text, count = re.subn(r"^const BUILD = .*;$", lambda _: build_line, source, count=1, flags=re.M)
    if not count:
        raise SystemExit("build: sw.js has no `const BUILD = ...;` line")
    return text


ENGINE_WORKER = "js/engine/worker.js"  # given the sizes of the runtime's big files (engine_worker)


def engine_worker(source, files):
    """The engine's worker with the sizes of the runtime's big files in place of its `const SIZES = {};` line: a
    host that sends them compressed gives the compressed size, and the boot counts the bytes it unpacks."""
    sizes = {Path(rel).name: path.stat().st_size for rel, path in files.items() if rel.endswith((".wasm", ".zip"))}
    line = f"const SIZES = {json.dumps(sizes)};"
    text, count = re.subn(r"^const SIZES = \{\};", lambda _: line, source, count=1, flags=re.M)
    if not count:
        raise SystemExit(f"build: {ENGINE_WORKER} has no `const SIZES = {{}};` line")
    return text


def engine_version():
    """The version written in the engine's package (py/tilegames/__init__.py), the project's one place for it."""
    m = re.search(r'^__version__ = "([^"]+)"$', (ROOT / "py" / "tilegames" / "__init__.py").read_text(), re.M)
    if not m:
        raise SystemExit('build: py/tilegames/__init__.py has no `__version__ = "..."` line')
    return m[1]


def build():
    """Build site/ and return its manifest (the content of site/build.json)."""
    wheel, stdlib, _ = shipped_python()
    files = {f"pyodide/{name}": PYODIDE_NPM / name for name in PYODIDE_FILES}
    files[f"pyodide/{stdlib.name}"] = python_archive(stdlib, wheel)
    files.update(front_end_files())
    files.update(icon_files())
    files.update(engine_data_files())
    bundle, bundled = bundle_front_end()
    files.update(bundle)
    worker_source = files.pop("sw.js")
    engine_source = files.pop(ENGINE_WORKER)
    pages = {rel: files.pop(rel).read_text() for rel in [rel for rel in files if rel.endswith(".html")]}
    pages["index.html"] = with_bundle(pages["index.html"])
    pages["embed.html"] = embed_page(pages["index.html"])
    SITE.mkdir(exist_ok=True)
    written = (*GENERATED, *pages, ENGINE_WORKER)
    sync(files, SITE, keep=(*written, *compressed_names([*files, *written])))
    for rel, page in pages.items():
        write_if_changed(SITE / rel, with_csp(page))
    write_if_changed(SITE / ENGINE_WORKER, engine_worker(engine_source.read_text(), files))
    built = sorted([*files, *pages, ENGINE_WORKER])
    # What the pages fetch, for the service worker to precache: not the modules inside the bundle, nor its map.
    fetched = [rel for rel in built if rel not in bundled and not rel.endswith(".map")]
    manifest = {
        "version": engine_version(),
        "pyodide": pyodide_version(),
        "hash": digest((rel, (SITE / rel).read_bytes()) for rel in built)[:16],
        "assets": sorted([*fetched, "build.json", "sw.js"]),
    }
    write_if_changed(SITE / "build.json", json.dumps(manifest, indent=1) + "\n")
    write_if_changed(SITE / "sw.js", service_worker(worker_source.read_text(), manifest))
    write_compressed([*built, "build.json", "sw.js"])  # the sources too: a stale copy would be served instead
    log(f"site/ ready: {len(manifest['assets'])} files, hash {manifest['hash']}")
    return manifest


class Handler(http.server.SimpleHTTPRequestHandler):
    """Serves a folder with the MIME types Pyodide needs, asking browsers to revalidate every file."""

    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **MIME_TYPES}
    mounts = {}  # {URL prefix ending in "/": folder served under it instead of `directory`}
    quiet = False

    def translate_path(self, path):
        """The file for a URL path, looking in the longest matching mount first."""
        for prefix in sorted(self.mounts, key=len, reverse=True):
            if path.startswith(prefix):
                self.directory = str(self.mounts[prefix])
                return super().translate_path("/" + path[len(prefix) :])
        return super().translate_path(path)

    def send_head(self):
        """Send a file's precompressed copy (<file>.br or .gz) with Content-Encoding when the browser accepts it,
        as static hosts do; else the file itself."""
        path = Path(self.translate_path(self.path.split("?", 1)[0].split("#", 1)[0]))
        if path.is_dir():
            path = path / "index.html"
        accepted = {part.split(";")[0].strip() for part in self.headers.get("Accept-Encoding", "").split(",")}
        for encoding, suffix in ENCODINGS:
            packed = path.with_name(path.name + suffix)
            if encoding in accepted and packed.is_file() and path.is_file():
                return self._send_packed(path, packed, encoding)
        return super().send_head()

    def _send_packed(self, path, packed, encoding):
        stat = packed.stat()
        since = self.headers.get("If-Modified-Since")
        if since and self.headers.get("If-None-Match") is None:
            try:
                if int(stat.st_mtime) <= email.utils.parsedate_to_datetime(since).timestamp():
                    self.send_response(http.HTTPStatus.NOT_MODIFIED)
                    self.send_header("Vary", "Accept-Encoding")
                    self.end_headers()
                    return None
            except (TypeError, ValueError, OverflowError, IndexError):
                pass
        self.send_response(http.HTTPStatus.OK)
        self.send_header("Content-Type", self.guess_type(str(path)))
        self.send_header("Content-Encoding", encoding)
        self.send_header("Vary", "Accept-Encoding")
        self.send_header("Content-Length", str(stat.st_size))
        self.send_header("Last-Modified", self.date_time_string(stat.st_mtime))
        self.end_headers()
        return packed.open("rb")

    def end_headers(self):
        """Add Cache-Control: no-cache (cached copies are used only after a 304), and to a script the policy that
        governs it when it runs as a worker (WORKER_POLICY)."""
        self.send_header("Cache-Control", "no-cache")
        if self.path.split("?", 1)[0].endswith((".js", ".mjs")):
            self.send_header("Content-Security-Policy", WORKER_POLICY)
        super().end_headers()

    def log_message(self, format, *args):  # noqa: A002  (the name http.server gives this parameter)
        """Log requests unless the server is quiet."""
        if not self.quiet:
            super().log_message(format, *args)


class Server(http.server.ThreadingHTTPServer):
    """A threading HTTP server that ignores clients hanging up mid-response."""

    # A page opens dozens of module requests at once (several browser contexts in the tests); socketserver's default
    # backlog of 5 makes the rest wait for a retransmitted connect on a busy machine.
    request_queue_size = 64

    def handle_error(self, request, client_address):
        """Drop connection resets and broken pipes; report anything else."""
        if not isinstance(sys.exc_info()[1], (ConnectionResetError, BrokenPipeError)):
            super().handle_error(request, client_address)


def make_server(directory=SITE, port=8000, host="127.0.0.1", mounts=None, quiet=False):
    """An HTTP server for `directory` (plus {URL prefix: folder} mounts) on host:port (0: any free port), not started."""
    handler = type("SiteHandler", (Handler,), {"mounts": dict(mounts or {}), "quiet": quiet})
    return Server((host, port), functools.partial(handler, directory=str(directory)))


def serve(port):
    """Serve site/ on http://127.0.0.1:<port> until interrupted."""
    server = make_server(SITE, port)
    print(f"Serving site/ on http://127.0.0.1:{server.server_address[1]}/ (Ctrl-C stops)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()


def shipped_python():
    """(engine wheel with bytecode, trimmed standard library zip, whole standard library zip): what the site's Python
    archive is made of, and what the test suite runs on."""
    ensure_node_modules()
    engine = precompiled(engine_wheel())
    return engine, *precompiled_stdlib(engine)


def test_wheels():
    """{"engine_wheel", "stdlib", "stdlib_trimmed", "micropip", "wheels": [paths]}: what the tests in tests/pyodide/
    load (the engine wheel with the bytecode the site ships, the whole standard library for pytest, the trimmed one,
    micropip, which installs the engine and pytest's wheels there, and those wheels)."""
    engine, trimmed, whole = shipped_python()
    micropip, *wheels = pypi_wheels(("micropip", *PYODIDE_TEST_PACKAGES), CACHE / "pyodide-test-wheels")
    return {
        "engine_wheel": str(engine),
        "stdlib": str(whole),
        "stdlib_trimmed": str(trimmed),
        "micropip": str(micropip),
        "wheels": [str(p) for p in wheels],
    }


def main(argv=None):
    """Command line: build (default), serve, or test-wheels."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("command", nargs="?", default="build", choices=["build", "serve", "test-wheels"])
    parser.add_argument("--port", type=int, default=8000, help="port for serve (default 8000)")
    args = parser.parse_args(argv)
    check_python()
    if args.command == "test-wheels":
        print(json.dumps(test_wheels()))
        return
    build()
    if args.command == "serve":
        serve(args.port)


if __name__ == "__main__":
    main()
