"""The page's js/ is layered: a part imports only parts on lower floors (and its own room's files), so that each
floor can be read, tested and changed without those above it. Types imported in JSDoc count: a type from above is
an arrow back up too. Read from the files alone; no browser."""

import re
from pathlib import Path

JS = Path(__file__).resolve().parents[2] / "js"
# Top floor first. A room is a folder of js/ or a file at its top; any room may import from any floor below its own.
FLOORS = [
    ["main.js"],  # the entry: which page this is
    ["app.js"],  # builds the page's parts and wires them
    ["boot.js"],  # the loading screen and the engine's start
    ["play"],  # the game in play: turn flow, computer, lessons, review
    ["test-hooks.js"],
    ["saves"],  # storage and the Library
    ["panels"],  # dialogs and panels
    ["state"],  # the game in play as data, and the door the parts are handed
    ["games"],  # each game's drawings, words and table parts
    ["board", "embed.js"],  # the canvas; the embed's options
    ["engine"],  # the engine's worker and client, and the shapes of its JSON (types.js), which every floor reads
    ["words", "site.js"],  # languages; where the site's files are
]
FLOOR = {room: i for i, rooms in enumerate(FLOORS) for room in rooms}
IMPORT = re.compile(r"""(?:\bimport\s*\(\s*|\bfrom\s*|^\s*import\s*)["']([^"']+)["']""", re.M)


def arrows():
    """Every (importing file, imported file) of js/, both relative to js/."""
    for path in sorted(JS.rglob("*.js")):
        for target in IMPORT.findall(path.read_text(encoding="utf-8")):
            imported = (path.parent / target).resolve()
            if target.startswith(".") and imported.is_relative_to(JS):  # (not the vendored runtime, beside js/)
                yield path.relative_to(JS), imported.relative_to(JS)


def test_every_room_of_js_has_a_floor():
    rooms = {p.name for p in JS.iterdir() if p.is_dir() or p.suffix == ".js"}
    assert rooms == set(FLOOR)


def test_js_imports_only_downward():
    up = [
        f"{a} imports {b}" for a, b in arrows() if a.parts[0] != b.parts[0] and FLOOR[b.parts[0]] <= FLOOR[a.parts[0]]
    ]
    assert not up, "arrows up or sideways: " + "; ".join(up)


def test_an_arrow_back_up_is_found():
    # The reading must see each way of importing that js/ uses, or the test above could not fail.
    seen = set(arrows())
    assert (Path("app.js"), Path("play/session.js")) in seen  # import { } from, over several lines too
    assert any(a.parts[0] == "engine" and b == Path("engine/types.js") for a, b in seen)  # JSDoc import("...")
    assert FLOOR["panels"] < FLOOR["games"]
