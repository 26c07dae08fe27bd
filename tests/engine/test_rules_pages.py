"""The rules pages (docs/rules/): one per game in both languages, with the same sections, and every section that
the engine's code and tests cite exists; their pictures name what the game has, and every piece, animal, bonus power
and kind of tile feature the engine's data holds has its picture, with words, in both languages. (Skipped inside
Pyodide, which is given the tests but not the docs.)"""

import json
import re
from itertools import combinations
from pathlib import Path

import pytest

from tilegames import api
from tilegames.games import GAMES
from tilegames.record import new_game

ROOT = Path(__file__).resolve().parents[2]
RULES = ROOT / "docs" / "rules"
if not RULES.is_dir():
    pytest.skip("the repository's docs/ is not here", allow_module_level=True)

# A picture line as js/panels/rules-page.js reads it (docs/rules/README.md), and a map's tile in it.
PICTURE = re.compile(r"^\[picture ([a-z]+)((?: [^\s\]]+)*)\](.*)$")
PLACE = re.compile(r"^(\w+)@(-?\d+),(-?\d+)(?:r[0-3])?$")
TURN = re.compile(r"^r[0-3]$")
HUNTERS_STRINGS = ROOT / "js" / "games" / "hunters" / "strings.js"
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


def decisions(page: Path, mark: str) -> list[str]:
    """The section of each Decision mark of a rules page, in order (None before the first section)."""
    found, section = [], None
    for line in page.read_text(encoding="utf-8").splitlines():
        if m := SECTION.match(line):
            section = m[1]
        found += [section] * line.count(mark)
    return found


@pytest.mark.parametrize("game", list(GAMES))
def test_both_languages_mark_the_same_decisions_in_the_same_sections(game):
    # An open reading marked in one language only would be a rule stated plainly in the other.
    english = decisions(RULES / f"{game}.md", "**Decision:**")
    assert english == decisions(RULES / f"{game}.ja.md", "**判断:**")


# Readings the seeds leave open that a rules page once stated as plain rules (issue 50 item 8): (game, words of the
# English line, words of the Japanese line). Each line must carry its language's Decision mark.
OPEN_READINGS = [
    ("hunters", "the first seat takes the first turn", "最初の手番は最初の席"),
    ("hunters", "a tile counts once for a feature", "そのタイルは 1 枚として数えます"),
    ("hunters", "you get one bonus tile in a turn", "ボーナスタイルは 1 枚だけ"),
    ("carmela", "the first seat starts", "最初の席の人がスタートプレイヤー"),
]


@pytest.mark.parametrize("game,english,japanese", OPEN_READINGS, ids=lambda v: v[:24])
def test_a_reading_the_seeds_leave_open_is_marked_as_a_decision_in_both_languages(game, english, japanese):
    for page, words, mark in ((f"{game}.md", english, "**Decision:**"), (f"{game}.ja.md", japanese, "**判断:**")):
        lines = [line for line in (RULES / page).read_text(encoding="utf-8").splitlines() if words in line]
        assert len(lines) == 1, f"{page}: one line says {words!r}"
        assert mark in lines[0], f"{page}: {words!r} is a Decision"


@pytest.mark.parametrize("page", sorted(p.name for p in RULES.glob("*.md") if p.name != "README.md"))
def test_a_rules_page_keeps_to_what_the_rules_panel_draws(page):
    # js/panels/rules-page.js draws headings, paragraphs, "- " items and **bold**; anything else would show as raw marks.
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


# ---------------------------------------------------------------------------------------------------- pictures


def pictures(page: Path) -> list[tuple[str, tuple[str, ...], str]]:
    """The picture lines of a rules page, in order: (kind, words, caption)."""
    found = []
    for line in page.read_text(encoding="utf-8").splitlines():
        if m := PICTURE.match(line):
            found.append((m[1], tuple(m[2].split()), m[3].strip()))
    return found


def rule_sets(game: str) -> list[list[str]]:
    """Every combination of a game's variants, none first: a picture or a power line may hang on any of them."""
    names = [v.name for v in GAMES[game].variants]
    return [list(c) for n in range(len(names) + 1) for c in combinations(names, n)]


def tileset(game: str, variants) -> dict:
    """The engine's tiles for a game under variants, as the page is given them (api.tileset)."""
    return json.loads(api.tileset(json.dumps({"game": game, "variants": list(variants)})))["tiles"]


def game_rules(game: str, variants):
    """The rules (a Ruleset) of a game under variants, from a game started with them."""
    return new_game({"game": game, "variants": list(variants), "players": [{"name": "A"}, {"name": "B"}]}, 1).rules


def roles(game: str) -> set[str]:
    """Every role a piece of the game takes, under any of its rule sets."""
    return {r for v in rule_sets(game) for rule in game_rules(game, v).pieces.values() for r in rule.roles.values()}


def powers(game: str) -> set[str]:
    """The bonus powers: tokens of tiles drawn from a further pile (Hunters & Gatherers' bonus tiles) that no tile of
    the main draw carries."""
    land, bonus = set(), set()
    for v in rule_sets(game):
        rules = game_rules(game, v)
        for name in [*rules.counts, rules.start]:
            land |= set(rules.tiles[name].tokens)
        for pile in rules.piles.values():
            for name in pile:
                bonus |= set(rules.tiles[name].tokens)
    return bonus - land


# The power lines that differ under the 2002 rules: tile 88 is the shrine, mushrooms score per patch (the hand's
# line for a tile, js/games/hunters/strings.js powerKey).
CLASSIC_LINES = {"shaman": "shrine", "mushrooms": "mushrooms_classic"}


def power_lines(game: str) -> set[str]:
    """The power lines the hand shows (power.<name> in js/games/hunters/strings.js), one per power and rule set."""
    lines = set()
    for v in rule_sets(game):
        rules = game_rules(game, v)
        for pile in rules.piles.values():
            for name in pile:
                for token in set(rules.tiles[name].tokens) & powers(game):
                    lines.add(CLASSIC_LINES.get(token, token) if "classic" in v else token)
    return lines


def animals(game: str) -> set[str]:
    """The creatures of meadows and waters on the game's tiles (Hunters & Gatherers' animals and fish): tokens on a
    meadow, river or lake that are no power."""
    tiles = tileset(game, rule_sets(game)[-1])
    return {
        token
        for tile in tiles.values()
        for s in tile["segments"]
        if s["kind"] in ("meadow", "river", "lake")
        for token in s.get("tokens", {})
    } - powers(game)


def features(tile: dict, leave_out: set[str]) -> set[str]:
    """What a tile shows: its segments' kinds, a pennant, a landmark and its tokens (but those in leave_out)."""
    found = set()
    for s in tile["segments"]:
        found |= {s["kind"]} - leave_out
        found |= {"pennant"} if s.get("pennants") else set()
        found |= {"landmark"} if s.get("landmark") else set()
        found |= set(s.get("tokens", {})) - leave_out
    return found


def pictured_tiles(game: str, words: tuple[str, ...], kind: str) -> tuple[list[str], list[str]]:
    """The tiles a "tile" or "map" picture names and the variants it draws them under."""
    if kind == "tile":
        return [words[0]], [w for w in words[1:] if not TURN.match(w)]
    places = [PLACE.match(w) for w in words]
    return [m[1] for m in places if m], [w for w, m in zip(words, places) if not m]


PAGES = [(game, lang) for game in GAMES for lang in ("en", "ja")]


def page_of(game: str, lang: str) -> Path:
    return RULES / f"{game}{'.ja' if lang == 'ja' else ''}.md"


@pytest.mark.parametrize("game", list(GAMES))
def test_both_languages_show_the_same_pictures_each_with_its_own_words(game):
    english, japanese = pictures(page_of(game, "en")), pictures(page_of(game, "ja"))
    assert [p[:2] for p in english] == [p[:2] for p in japanese]
    for kind, words, caption in english + japanese:
        # A power's words are the game's own line, in both languages (see below); every other picture has a caption.
        assert bool(caption) != (kind == "power"), f"{game}: [picture {kind} {' '.join(words)}] {caption}"


@pytest.mark.parametrize("game,lang", PAGES)
def test_every_picture_names_what_the_game_has(game, lang):
    variants = {v.name for v in GAMES[game].variants}
    for kind, words, _ in pictures(page_of(game, lang)):
        line = f"{game} ({lang}): [picture {kind} {' '.join(words)}]"
        assert kind in ("tile", "map", "piece", "animal", "power"), line
        if kind in ("tile", "map"):
            names, more = pictured_tiles(game, words, kind)
            if names == ["face-down"]:
                assert not more, line
                continue
            assert names and set(more) <= variants, line
            assert set(names) <= set(tileset(game, more)), line
        else:
            assert len(words) == 1, line
            assert words[0] in {"piece": roles, "animal": animals, "power": power_lines}[kind](game), line


@pytest.mark.parametrize("game,lang", PAGES)
def test_every_piece_animal_and_power_has_its_picture(game, lang):
    shown = {
        (kind, words[0]) for kind, words, _ in pictures(page_of(game, lang)) if kind in ("piece", "animal", "power")
    }
    wanted = {("piece", r) for r in roles(game)} | {("animal", a) for a in animals(game)}
    wanted |= {("power", p) for p in power_lines(game)}
    assert wanted <= shown, sorted(wanted - shown)


def unused_centres(game: str) -> set[str]:
    """The kinds inside a tile (no edge) that no piece may use under any of the game's rule sets: Carmela's gardens,
    which its art leaves out as a symbol nobody could explain (js/games/carcassonne/index.js createArt)."""
    tiles = tileset(game, rule_sets(game)[-1]).values()
    centres = {s["kind"] for t in tiles for s in t["segments"] if not s.get("edges")}
    used = {k for v in rule_sets(game) for rule in game_rules(game, v).pieces.values() for k in rule.roles}
    return centres - used


@pytest.mark.parametrize("game,lang", PAGES)
def test_every_kind_of_tile_feature_is_on_a_picture(game, lang):
    leave_out = animals(game) | powers(game) | unused_centres(game)  # pictured on their own, or never drawn
    everything = set().union(*(features(t, leave_out) for t in tileset(game, rule_sets(game)[-1]).values()))
    shown = set()
    for kind, words, _ in pictures(page_of(game, lang)):
        if kind in ("tile", "map") and words[0] != "face-down":
            names, variants = pictured_tiles(game, words, kind)
            tiles = tileset(game, variants)
            shown |= set().union(*(features(tiles[n], leave_out) for n in names))
    assert everything <= shown, sorted(everything - shown)


@pytest.mark.parametrize("name", sorted(power_lines("hunters")))
def test_every_power_line_is_worded_in_both_languages(name):
    # The hand and the rules page show the same line: power.<name> of the game's strings, in the page's language.
    english, japanese = HUNTERS_STRINGS.read_text(encoding="utf-8").split("\n  ja: {")
    for words in (english, japanese):
        assert re.search(rf'^    "power\.{name}": "[^"]+",$', words, re.M), name


@pytest.mark.parametrize("page", sorted(p.name for p in RULES.glob("*.md") if p.name != "README.md"))
def test_a_row_of_pictures_stands_apart_from_the_text(page):
    # The panel and GitHub agree on where a row starts and ends only with a blank line around it.
    lines = ["", *(RULES / page).read_text(encoding="utf-8").splitlines(), ""]
    for before, line, after in zip(lines, lines[1:], lines[2:]):
        if PICTURE.match(line):
            assert before == "" or PICTURE.match(before), f"{page}: {line}"
            assert after == "" or PICTURE.match(after), f"{page}: {line}"
        elif line.startswith("[picture"):
            pytest.fail(f"{page}: not a picture line as the panel reads one: {line}")
