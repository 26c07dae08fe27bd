"""The Python runtime the site ships, as the engine sees it inside Pyodide (tests/pyodide/run.mjs loads it)."""

import json
import sys
import traceback

import pytest

pytestmark = pytest.mark.skipif(sys.platform != "emscripten", reason="only Pyodide runs the shipped standard library")


def test_standard_library_modules_the_engine_imports_load_from_bytecode():
    import tilegames.api  # noqa: F401  (imports what the page's first call needs)

    stdlib = next(path for path in sys.path if path.endswith(".zip"))
    for name in ("json", "json.decoder", "re", "dataclasses", "asyncio", "zipfile"):
        module = sys.modules[name]
        assert module.__file__.startswith(stdlib + "/"), name
        # zipimport names the file it ran: bytecode compiled at build time, not the source compiled at every start
        assert module.__file__.endswith(".pyc"), f"{name} was compiled from source at start-up"


def test_tracebacks_through_the_standard_library_still_show_its_source():
    with pytest.raises(json.JSONDecodeError) as caught:
        json.loads("{")
    frames = traceback.extract_tb(caught.value.__traceback__)
    inside = [frame for frame in frames if frame.filename.endswith("json/decoder.py")]
    assert inside and all(frame.line for frame in inside)


def test_the_engine_is_installed_by_micropip_from_its_wheel():
    # tests/pyodide/run.mjs has micropip install the engine's wheel, as a Pyodide program installs a package: the
    # engine tested here is the installed wheel, its files where micropip put them.
    import importlib.metadata

    import tilegames

    dist = importlib.metadata.distribution("tilegames")
    assert (dist.read_text("INSTALLER") or "").strip() == "micropip"
    assert tilegames.__file__.startswith(str(dist.locate_file("tilegames")))
