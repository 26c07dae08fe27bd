"""Every guided lesson (js/games/<game>/lessons/<id>.json, played by js/play/lesson.js) is a real game the engine plays
from its own setup: each step's move is legal when it comes, the learner's steps are the learner's turns and say
what to do in both languages, and the game ends with the scores the lesson's words promise. So a lesson never
breaks silently when a rule or a tile changes. (Skipped inside Pyodide, which is given the tests but not js/.)"""

import json
import re
from pathlib import Path

import pytest

from tilegames import record
from tilegames.games import GAMES

ROOT = Path(__file__).resolve().parents[2]
GAMES_JS = ROOT / "js" / "games"
if not GAMES_JS.is_dir():
    pytest.skip("the repository's js/ is not here", allow_module_level=True)

LANGS = ("en", "ja")
LESSONS = sorted(GAMES_JS.glob("*/lessons/*.json"))


def lesson_ids(game: str) -> list[str]:
    """The lesson ids a game's entry module lists (its `lessons` export), in order."""
    text = (GAMES_JS / game / "index.js").read_text(encoding="utf-8")
    found = re.search(r"export const lessons = \[([^\]]*)\]", text)
    return re.findall(r'"([\w-]+)"', found.group(1)) if found else []


def load(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def setup_of(lesson: dict, game: str, lang: str = "en") -> dict:
    """The setup the page starts a lesson with (js/play/lesson.js: Lessons.start), without its colours."""
    names = lesson["names"][lang]
    players = [{**p, "name": names[i]} for i, p in enumerate(lesson["setup"]["players"])]
    return {**lesson["setup"], "game": game, "players": players}


def test_every_game_has_a_lesson_and_lists_exactly_the_lessons_in_its_folder():
    for game in GAMES:
        on_disk = sorted(p.stem for p in (GAMES_JS / game / "lessons").glob("*.json"))
        assert lesson_ids(game), f"{game} has no lesson"
        assert sorted(lesson_ids(game)) == on_disk, game


def test_a_lessons_next_is_a_later_lesson_of_its_game():
    """The lesson a lesson's end offers next (its `next`) is one its game lists after it, so the chain only moves on."""
    chained = 0
    for path in LESSONS:
        game, lesson = path.parent.parent.name, load(path)
        if "next" in lesson:
            ids = lesson_ids(game)
            assert lesson["next"] in ids[ids.index(path.stem) + 1 :], f"{game}/{path.stem}: next {lesson['next']!r}"
            chained += 1
    assert chained, "no lesson offers a next one"


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: f"{p.parent.parent.name}/{p.stem}")
def test_a_lesson_plays_to_its_promised_end_with_every_step_legal_when_it_comes(path):
    game = path.parent.parent.name
    lesson = load(path)
    seed = lesson["setup"]["seed"]
    played = record.new_game(setup_of(lesson, game), seed)
    learner = lesson["learner"]
    for i, step in enumerate(lesson["steps"]):
        assert not played.is_over(), f"step {i}: the game is over before the lesson"
        legal = {str(m) for m in played.legal_moves()}
        assert step["move"] in legal, f"step {i}: {step['move']} is not legal here"
        # The learner's steps are exactly the learner's turns: the page plays the others as the computer.
        assert ("say" in step) == (played.current_player == learner), f"step {i}: words on the wrong seat's move"
        played.play(step["move"])
    assert played.is_over(), "the lesson's last step must end the game (its end words speak of the final scoring)"
    assert played.scores() == lesson["expect"]["scores"]


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: f"{p.parent.parent.name}/{p.stem}")
def test_a_lesson_speaks_both_languages_and_is_short(path):
    lesson = load(path)
    texts = [lesson["title"], lesson["end"]]
    for step in lesson["steps"]:
        if "say" in step:
            assert "why" in step, f"{step['move']}: a learner's step says why another move is refused"
            texts += [step[k] for k in ("say", "done", "why") if k in step]
        else:
            assert not {"done", "why"} & set(step), f"{step['move']}: a computer's step has no words"
    for text in texts:
        assert set(text) == set(LANGS) and all(text[lang].strip() for lang in LANGS), text
    for lang in LANGS:
        names = lesson["names"][lang]
        assert len(names) == len(lesson["setup"]["players"]) and len(set(names)) == len(names)
    moves = sum("say" in step for step in lesson["steps"])
    # The "about 8 to 15 of the player's turns" for a first game, counted in the learner's moves (a memory
    # game's turn is several: two flips, a stop, a tile to place for each taken); a variant's lesson is shorter.
    assert 3 <= moves <= 20
    assert 1 <= lesson["minutes"] <= 10


def test_carcassonnes_first_lesson_says_meeples_run_out_and_what_becomes_of_a_tile_that_fits_nowhere():
    """The learner's words of the first lesson give the supply the card shows (♟×7) and say of a tile that fits
    nowhere what the rules page says, in both languages."""
    from tilegames.games.carcassonne.rules import ruleset

    lesson = load(GAMES_JS / "carcassonne" / "lessons" / "base.json")
    said = {lang: " ".join(s[k][lang] for s in lesson["steps"] for k in ("say", "done") if k in s) for lang in LANGS}
    meeples = ruleset([]).supply["meeple"]
    assert f"You have {meeples} meeples, the ♟×{meeples} beside your name" in said["en"]
    assert f"手持ちのミープルは{meeples}個です（名前の横の♟×{meeples}）" in said["ja"]
    # The rules page's own words (docs/rules/carcassonne.md 2.1), spaces aside (the Japanese page spaces its digits).
    nowhere = {
        "en": ("fits nowhere", "removed from the game and you draw another"),
        "ja": ("どこにも置けないタイルはゲームから取り除き", "代わりにもう1枚引きます"),
    }
    for lang, suffix in (("en", ""), ("ja", ".ja")):
        page = (ROOT / "docs" / "rules" / f"carcassonne{suffix}.md").read_text(encoding="utf-8")
        lesson_words = said[lang]
        if lang == "ja":
            page, lesson_words = page.replace(" ", ""), lesson_words.replace(" ", "")
        for words in nowhere[lang]:
            assert words in page, f"the rules page ({lang}) no longer says {words!r}"
            assert words in lesson_words, f"the lesson ({lang}) does not say {words!r}"


def test_hunters_lessons_put_every_bonus_power_of_the_2nd_edition_in_play():
    """Together the Hunters & Gatherers lessons place a tile of each power the 2nd edition's bonus tiles have
    (docs/rules/hunters.md section 6); the bonus tiles' lesson answers the shaman's question by taking a member back,
    and the final scoring doubles a meadow beside its pit trap, so the learner sees each power act."""
    from tilegames.games.hunters import tiles

    powers = {"fire", "mushrooms", "shaman", "hunting_trap", "pit_trap", "canoe", "raft"}
    not_powers = {"fish", "deer", "aurochs", "mammoth", "tiger", "menhir"}
    assert powers == {t for tile in tiles.BONUS.values() for t in tile.tokens} - not_powers
    placed, answers, final = set(), [], []
    for path in sorted((GAMES_JS / "hunters" / "lessons").glob("*.json")):
        lesson = load(path)
        played = record.new_game(setup_of(lesson, "hunters"), lesson["setup"]["seed"])
        for step in lesson["steps"]:
            events = played.play(step["move"])
            answers += [e for e in events if e.get("type") == "return" and e.get("reason") == "shaman"]
            final += [e for e in events if e.get("type") == "score" and e.get("final")]
        placed |= {t for o in played.board.tiles.values() for t in o.tile.tokens} & powers
    assert placed == powers
    assert answers, "the shaman's question is answered with a tribe member taken back"
    assert any(e["kind"] == "meadow" and e["detail"]["pit"] > 0 and e["players"] == [0] for e in final)


def nesting(text: str) -> int:
    """How deep ``text``'s parentheses go ("a (b (c))": 2), half- and full-width alike."""
    depth = deepest = 0
    for ch in text:
        depth += ch in "(（"
        deepest = max(deepest, depth)
        depth -= ch in ")）"
    return deepest


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: f"{p.parent.parent.name}/{p.stem}")
def test_a_lessons_words_never_put_brackets_in_brackets(path):
    lesson = load(path)
    texts = [lesson["title"], lesson["end"], *(s[k] for s in lesson["steps"] for k in ("say", "done", "why") if k in s)]
    for text in texts:
        for lang in LANGS:
            assert nesting(text[lang]) <= 1, text[lang]


def test_the_bonus_tiles_lesson_ends_on_the_2002_rules_shrine_by_the_names_the_page_shows():
    """The 2nd edition has no shrine, so the lesson's last words teach it: tile 88 is the shrine under the 2002
    rules, named as New game names those rules and as the tile's power card names the shrine, in each language."""
    strings = (GAMES_JS / "hunters" / "strings.js").read_text(encoding="utf-8")
    rules = re.findall(r'"variant\.classic": "([^"]+)"', strings)  # the English block, then the Japanese
    shrine = re.findall(r'"power\.shrine": "([^":：]+)[:：]', strings)
    last = load(GAMES_JS / "hunters" / "lessons" / "bonus.json")["end"]
    for lang, label, name in zip(LANGS, rules, shrine, strict=True):
        words = last[lang].split("\n\n")[-1]
        assert label.split(" (")[0] in words and name.lower() in words.lower() and "88" in words, (lang, words)


# Japanese words for one Hunters & Gatherers term: the rules page's (docs/rules/hunters.ja.md, and the game's strings)
# and the other words a writer might reach for.
HUNTERS_TERMS = {"猟師": ("狩人",), "鹿": ("シカ",), "丸太舟": ("丸木舟", "丸木船")}


def test_hunters_lessons_name_things_with_the_rules_pages_japanese_words():
    page = (ROOT / "docs" / "rules" / "hunters.ja.md").read_text(encoding="utf-8")
    strings = (GAMES_JS / "hunters" / "strings.js").read_text(encoding="utf-8")
    for path in sorted((GAMES_JS / "hunters" / "lessons").glob("*.json")):
        lesson = load(path)
        texts = [
            lesson["title"],
            lesson["end"],
            *(s[k] for s in lesson["steps"] for k in ("say", "done", "why") if k in s),
        ]
        japanese = "\n".join(text["ja"] for text in texts)
        for word, others in HUNTERS_TERMS.items():
            assert word in page and word in strings, word
            for other in others:
                assert other not in japanese, f"{path.stem}: {other} for the rules page's {word}"
