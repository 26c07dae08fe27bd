"""The rules pages (docs/rules/): one per game in both languages, with the same sections, and every section that
the engine's code and tests cite exists. (Skipped inside Pyodide, which is given the tests but not the docs.)"""

import re
from pathlib import Path

import pytest

from carcassonne.games import GAMES

ROOT = Path(__file__).resolve().parents[2]
RULES = ROOT / "docs" / "rules"
if not RULES.is_dir():
    pytest.skip("the repository's docs/ is not here", allow_module_level=True)

CITATION = re.compile(r"docs/rules/(\w+)\.md(?: sections? ([\d.]+)(?:(?:-| and )([\d.]+))?)?")
SECTION = re.compile(r"^#{2,3} (\d+(?:\.\d+)?)\.? ", re.M)


def sections(page: Path) -> list[str]:
    """The section numbers of a rules page, in order ("2", "2.1", ...)."""
    return SECTION.findall(page.read_text(encoding="utf-8"))


@pytest.mark.parametrize("game", list(GAMES))
def test_every_game_has_its_rules_page_in_both_languages_with_the_same_sections(game):
    english, japanese = RULES / f"{game}.md", RULES / f"{game}.ja.md"
    assert sections(english) and sections(english) == sections(japanese)
    assert "**Decision:**" in english.read_text(encoding="utf-8")
    assert "**判断:**" in japanese.read_text(encoding="utf-8")


@pytest.mark.parametrize("page", sorted(p.name for p in RULES.glob("*.md") if p.name != "README.md"))
def test_a_rules_page_keeps_to_what_the_rules_panel_draws(page):
    # js/rules-page.js draws headings, paragraphs, "- " items and **bold**; anything else would show as raw marks.
    for line in (RULES / page).read_text(encoding="utf-8").splitlines():
        assert not re.match(r"\s*(\||<|```|>|\d+\. |\* |  +- )", line), f"{page}: {line[:60]}"
        assert "](" not in line and line.count("**") % 2 == 0, f"{page}: {line[:60]}"


def test_every_rules_section_the_code_and_tests_cite_exists():
    cited = 0
    for path in [*ROOT.glob("py/**/*.py"), *ROOT.glob("tests/**/*.py"), *ROOT.glob("tests/**/*.json")]:
        for m in CITATION.finditer(path.read_text(encoding="utf-8")):
            page = RULES / f"{m[1]}.md"
            assert page.is_file(), f"{path.name} cites {m[0]}"
            for number in filter(None, (m[2], m[3])):
                assert number.rstrip(".") in sections(page), f"{path.name} cites {m[0]}"
            cited += 1
    assert cited >= 30  # the engine's rules modules and the tests of every game
