#!/usr/bin/env python3
"""Build the static site into site/, and serve it.

    python3 build.py               build site/
    python3 build.py serve         build, then serve site/ on http://127.0.0.1:8000 (--port to change)
    python3 build.py test-wheels   print (JSON) the wheels tests/pyodide/run.mjs loads into Pyodide under Node

The site is self-contained: the Pyodide runtime (from npm), micropip (from PyPI), the engine wheel built from py/,
the front end (index.html, js/, css/, ...) and build.json, a manifest of every asset. Nothing is fetched from
another origin at run time. Standard library only; downloads and wheels are cached in .cache/.
"""
import argparse
import filecmp
import functools
import hashlib
import http.server
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent
SITE = ROOT / "site"
CACHE = ROOT / ".cache"
PYODIDE_NPM = ROOT / "node_modules" / "pyodide"
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")
# What pytest needs inside Pyodide; the versions come from Pyodide's own lock file.
PYODIDE_TEST_PACKAGES = ("pytest", "pluggy", "iniconfig", "packaging", "pygments")
# Top-level entries that are never part of the front end.
NOT_FRONT_END = {"py", "tests", "bench", "site", "node_modules", "test-artifacts", "dist", "build"}
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
        if not manifest.exists() or json.loads(manifest.read_text()).get("version") != entry.get("version"):
            return False
    return True


def ensure_node_modules():
    """Run `npm ci` unless node_modules already matches package-lock.json."""
    if not node_modules_current():
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
        log(f"pip download {' '.join(missing)}")
        subprocess.run(
            [sys.executable, "-m", "pip", "download", "--quiet", "--disable-pip-version-check",
             "--python-version", python, "--only-binary=:all:", "--no-deps", "-d", str(dest), *missing],
            check=True, stdout=sys.stderr,
        )
        found = {name: sorted(dest.glob(f"{name.replace('-', '_')}-{version}-*.whl")) for name, version in wanted.items()}
    return [found[name][-1] for name in names]


def engine_sources():
    """The files of py/ that go into the engine wheel's build, sorted (no caches, no build output)."""
    skip_dirs = {"__pycache__", "build", "dist", ".pytest_cache"}
    files = []
    for path in sorted((ROOT / "py").rglob("*")):
        parts = path.relative_to(ROOT / "py").parts
        if path.is_file() and not any(p in skip_dirs or p.endswith(".egg-info") for p in parts) \
                and path.suffix != ".pyc":
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
        builder = [sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "-w", str(out), "."]
    subprocess.run(builder, cwd=ROOT / "py", env=env, check=True, stdout=subprocess.DEVNULL)
    return sorted(out.glob("*.whl"))[0]


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


def sync(files, site):
    """Make `site` hold exactly `files` ({site path: source path}), copying only what changed."""
    for rel, source in files.items():
        target = site / rel
        if target.is_file() and filecmp.cmp(source, target, shallow=False):
            continue
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(source, target)  # a fresh mtime, so Last-Modified revalidation sees the change
    for path in sorted(site.rglob("*"), reverse=True):
        rel = path.relative_to(site).as_posix()
        if path.is_file() and rel not in files and rel != "build.json":
            path.unlink()
        elif path.is_dir() and not any(path.iterdir()):
            path.rmdir()


def build():
    """Build site/ and return its manifest (the content of site/build.json)."""
    ensure_node_modules()
    files = {f"pyodide/{name}": PYODIDE_NPM / name for name in PYODIDE_FILES}
    micropip = pypi_wheels(["micropip"], CACHE / "wheels")[0]
    files[f"pyodide/{micropip.name}"] = micropip
    wheel = engine_wheel()
    files[f"wheels/{wheel.name}"] = wheel
    files.update(front_end_files())
    SITE.mkdir(exist_ok=True)
    sync(files, SITE)
    manifest = {
        "pyodide": pyodide_version(),
        "engine_wheel": f"wheels/{wheel.name}",
        "micropip_wheel": f"pyodide/{micropip.name}",
        "hash": digest((rel, (SITE / rel).read_bytes()) for rel in sorted(files))[:16],
        "assets": sorted([*files, "build.json"]),
    }
    text = json.dumps(manifest, indent=1) + "\n"
    if not (SITE / "build.json").exists() or (SITE / "build.json").read_text() != text:
        (SITE / "build.json").write_text(text)
    pypi_wheels(PYODIDE_TEST_PACKAGES, CACHE / "pyodide-test-wheels")  # for tests/pyodide/run.mjs
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
                return super().translate_path("/" + path[len(prefix):])
        return super().translate_path(path)

    def end_headers(self):
        """Add Cache-Control: no-cache (cached copies are used only after a 304)."""
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def log_message(self, format, *args):
        """Log requests unless the server is quiet."""
        if not self.quiet:
            super().log_message(format, *args)


class Server(http.server.ThreadingHTTPServer):
    """A threading HTTP server that ignores clients hanging up mid-response."""

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


def test_wheels():
    """{"engine_wheel": path, "wheels": [paths]}: what tests/pyodide/run.mjs installs into Pyodide."""
    ensure_node_modules()
    return {
        "engine_wheel": str(engine_wheel()),
        "wheels": [str(p) for p in pypi_wheels(PYODIDE_TEST_PACKAGES, CACHE / "pyodide-test-wheels")],
    }


def main(argv=None):
    """Command line: build (default), serve, or test-wheels."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("command", nargs="?", default="build", choices=["build", "serve", "test-wheels"])
    parser.add_argument("--port", type=int, default=8000, help="port for serve (default 8000)")
    args = parser.parse_args(argv)
    if args.command == "test-wheels":
        print(json.dumps(test_wheels()))
        return
    build()
    if args.command == "serve":
        serve(args.port)


if __name__ == "__main__":
    main()
