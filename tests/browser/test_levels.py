"""The computer levels' characters (issue 36): the new-game dialog says, under the seats, how each computer level
chosen at some seat plays (one line each, in level order, none when every seat is a person), in English and Japanese,
each computer seat's choice described by its line; the lines stay inside a 320 px phone's dialog; and every game's
rules page ends with its section on the computer players, in both languages.

One booted page for the module."""

from playwright.sync_api import expect

GAMES = ["carcassonne", "hunters", "carmela"]
# The last section of every rules page, and its three parts (docs/rules/<game>.md and <game>.ja.md).
SECTION = {"en": "9. Computer players", "ja": "9. コンピューター"}
PARTS = {"en": ["9.1 Easy", "9.2 Medium", "9.3 Hard"], "ja": ["9.1 弱い", "9.2 普通", "9.3 強い"]}
# A few words of each line, as a person reads them (the whole lines come from js/words/i18n.js below).
WORDS = {
    "en": {
        "easy": "Easy: plays like a beginner",
        "medium": "Medium: plays like a regular player",
        "hard": "Hard: plays like a strong player",
    },
    "ja": {"easy": "弱い: 初心者のように", "medium": "普通: 中級者のように", "hard": "強い: 上級者のように"},
}
STRINGS = "import('./js/words/i18n.js').then(({ STRINGS }) => STRINGS)"
# The level lines under the seats: each line's level, text, id, and whether it lies inside the dialog (left and right).
LINES = """() => {
  const dialog = document.querySelector('#setup').getBoundingClientRect();
  const list = document.querySelector('#setup-levels');
  return { shown: !list.hidden && list.offsetParent !== null, lines: [...list.children].map((li) => {
    const box = li.getBoundingClientRect();
    return { level: li.dataset.level, text: li.textContent, id: li.id, inside: box.left >= dialog.left && box.right <= dialog.right };
  }) };
}"""


def set_language(page, lang):
    """Switch the page to lang with the top bar's button (no dialog open)."""
    if page.evaluate("document.documentElement.lang") != lang:
        page.click("#btn-lang")
        page.wait_for_function(f"document.documentElement.lang === '{lang}'")


def open_setup(page, game, seats):
    """Open the new-game dialog for `game` with as many seats as `seats`, each "human" or a computer level."""
    page.click("#btn-new")
    page.wait_for_selector("#setup[open]")
    page.select_option("#setup-game", game)
    rows = page.locator("#setup-players li")
    while rows.count() > len(seats):
        rows.nth(rows.count() - 1).locator("button.remove").click()
    while rows.count() < len(seats):
        page.click("#setup-add")
    for i, kind in enumerate(seats):
        seat(page, i, kind)


def seat(page, i, kind):
    """Set seat i (from 0) to a person ("human") or the computer at a level."""
    page.locator("#setup-players li").nth(i).locator("select.setup-type").select_option(kind)


def shown_levels(page):
    lines = page.evaluate(LINES)
    return [line["level"] for line in lines["lines"]] if lines["shown"] else []


def described_by(page, i):
    return page.locator("#setup-players li").nth(i).locator("select.setup-type").get_attribute("aria-describedby")


def test_the_new_game_dialog_says_how_each_computer_level_in_use_plays(app):
    page = app.page
    for lang in ("en", "ja"):
        set_language(page, lang)
        strings = page.evaluate(STRINGS)[lang]
        open_setup(page, "carcassonne", ["human", "hard", "easy"])
        # Easy before hard (the levels' order, not the seats'), medium nowhere.
        assert shown_levels(page) == ["easy", "hard"]
        for line in page.evaluate(LINES)["lines"]:
            level = line["level"]
            assert line["text"] == f"{strings[f'setup.level_{level}']} {strings[f'setup.level_{level}_about']}"
            assert line["text"].startswith(WORDS[lang][level]), line
            assert line["id"] == f"setup-level-{level}"
        expect(page.locator("#setup-levels")).not_to_contain_text(WORDS[lang]["medium"])
        # Each computer seat's choice is described by its level's line; a person's by none.
        assert [described_by(page, i) for i in range(3)] == [None, "setup-level-hard", "setup-level-easy"]

        seat(page, 2, "human")  # the easy seat becomes a person: its line goes
        assert shown_levels(page) == ["hard"]
        assert described_by(page, 2) is None
        seat(page, 1, "human")  # no computer left: no line at all
        assert shown_levels(page) == []
        expect(page.locator("#setup-levels")).to_be_hidden()
        seat(page, 1, "medium")
        assert shown_levels(page) == ["medium"]
        assert page.locator("#setup-levels li").inner_text().startswith(WORDS[lang]["medium"])
        page.click("#setup-cancel")
        page.wait_for_selector("#setup", state="hidden")
    set_language(page, "en")
    app.watch.assert_clean()


def test_the_level_lines_fit_a_320_px_phone(app):
    page = app.page
    size = page.viewport_size
    page.set_viewport_size({"width": 320, "height": 568})
    try:
        for lang in ("en", "ja"):
            set_language(page, lang)
            open_setup(page, "hunters", ["human", "easy", "medium", "hard"])
            page.locator("#setup-levels").scroll_into_view_if_needed()
            lines = page.evaluate(LINES)
            assert [line["level"] for line in lines["lines"]] == ["easy", "medium", "hard"]
            assert all(line["inside"] for line in lines["lines"]), lines
            # The dialog never scrolls sideways (its game choice ran past a 320 px phone's edge once).
            assert page.evaluate("(d) => d.scrollWidth <= d.clientWidth", page.locator("#setup").element_handle())
            app.screenshot(f"levels-320-{lang}")
            page.click("#setup-cancel")
            page.wait_for_selector("#setup", state="hidden")
    finally:
        page.set_viewport_size(size)
        set_language(page, "en")
    app.watch.assert_clean()


def test_every_rules_page_ends_with_its_computer_players(app):
    page = app.page
    for lang in ("en", "ja"):
        set_language(page, lang)
        for game in GAMES:
            page.click("#btn-games")  # the Games dialog opens the welcome, whose cards open each game's rules
            page.click("#games-welcome")
            page.locator(f"#welcome .welcome-card[data-game='{game}'] .welcome-rules").click()
            rules = page.locator("#rules .rules-page")
            expect(rules.locator("h4").last).to_have_text(SECTION[lang])
            parts = rules.locator("h4").last.locator("xpath=following-sibling::h5")
            expect(parts).to_have_text(PARTS[lang])
            page.click("#rules-close")
            page.click("#welcome-close")
    set_language(page, "en")
    app.watch.assert_clean()
