"""Release habits a maintainer relies on: one licence said everywhere, one version, and a deploy that checks first.

Read from the repository's files, so CPython runs these (Pyodide's copy of the tests has no repository around it).
"""

import json
import re
import sys
from pathlib import Path

import pytest

import tilegames

ROOT = Path(__file__).resolve().parent.parent.parent  # (in Pyodide the tests sit elsewhere: skipped below)
pytestmark = pytest.mark.skipif(sys.platform == "emscripten", reason="Pyodide's tests see no repository files")


def test_the_code_is_mit_licensed_wherever_a_licence_is_named():
    assert (ROOT / "LICENSE").read_text().startswith("MIT License")
    assert json.loads((ROOT / "package.json").read_text())["license"] == "MIT"
    assert json.loads((ROOT / "package-lock.json").read_text())["packages"][""]["license"] == "MIT"
    readme = (ROOT / "README.md").read_text()
    assert "trademarks of their owners" in readme and "independent fan implementation" in readme


def test_the_version_is_written_once_and_the_changelog_names_it():
    assert re.fullmatch(r"\d+\.\d+\.\d+", tilegames.__version__)
    assert 'dynamic = ["version"]' in (ROOT / "py" / "pyproject.toml").read_text()
    assert "version" not in json.loads((ROOT / "package.json").read_text())
    assert f"## [{tilegames.__version__}] - " in (ROOT / "CHANGELOG.md").read_text()


def test_the_deploy_publishes_only_after_the_checks_pass():
    workflow = (ROOT / ".github" / "workflows" / "pages.yml").read_text()
    check, deploy = workflow.split("\n  check:\n")[1].split("\n  deploy:\n")
    assert "./lint.sh" in check and "pytest tests/engine" in check
    assert "needs: check" in deploy and "path: site\n" in deploy
