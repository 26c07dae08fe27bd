"""Play by link: three friends, each in their own browser context, play one game by passing turn links (a share link
plus the seat it is for). Each browser shows the moves made since its player's last turn, framed on the map; it
refuses a move out of turn, says so when a link is stale, refuses a tampered link without changing anything, and
keeps both games when a link contradicts the one it has. A computer seat is played by the browser that reaches it;
at the end every other player gets a last link. Works in the embed, and offline after the first visit.

Each friend's context boots once (Ann at the page, Bo and Cy at their first link) and is reused; a later link is
opened in the same page, as a click on a link to an open tab does (a hashchange).
"""

import base64
import json
import sys
from pathlib import Path

import pytest
from playwright.sync_api import expect

from conftest import new_tab
from test_play import choose, click_square, confirm, settle, start_game, stored, view

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "py"))
from tilegames import new_game, share  # noqa: E402  (the engine under CPython, to write links by hand)

SAVES = "carcassonne.saves.v1"
PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 720}


class Friends:
    """One booted browser context per friend, each booted on first use (at `url`) and reused after that."""

    def __init__(self, browser, site_url):
        self.browser = browser
        self.site_url = site_url
        self.tabs = {}

    def tab(self, name, url=None):
        """The friend's tab; the first call boots it at `url` (default: the page)."""
        if name not in self.tabs:
            self.tabs[name] = new_tab(self.browser, url or self.site_url)
            self.tabs[name].context.grant_permissions(["clipboard-read", "clipboard-write"])
            settle(self.tabs[name].page)
        return self.tabs[name]

    def close(self):
        for tab in self.tabs.values():
            tab.close()


@pytest.fixture(scope="module")
def friends(browser, site_url):
    group = Friends(browser, site_url)
    yield group
    group.close()


def hide_notice(page):
    page.evaluate("document.querySelector('#notice').hidden = true")


def click_empty_square(page):
    """Click an empty square next to the map, as a try at placing a tile there (a placed tile tells of its feature)."""
    taken = {(t["x"], t["y"]) for t in view(page)["board"]}
    x, y = next(
        (x + dx, y + dy)
        for x, y in sorted(taken)
        for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))
        if (x + dx, y + dy) not in taken
    )
    click_square(page, x, y)


def notice(page):
    page.wait_for_selector("#notice:not([hidden])")
    return page.locator("#notice").inner_text()


def open_link(friends, name, link):
    """Open a link in a friend's browser (booting it at the link the first time); the notice it gave, once shown."""
    if name in friends.tabs:
        page = friends.tabs[name].page
        hide_notice(page)
        page.goto(link)  # the same page with a new fragment: the page opens it without reloading
    else:
        page = friends.tab(name, link).page
    text = notice(page)
    settle(page)  # the link's new moves are played on the board one by one
    return text


def play_one(page):
    """Play the current player's move by clicks (no piece: the quickest legal choice)."""
    v = view(page)
    placement = v["placements"][len(v["placements"]) // 2]
    choose(page, placement, next(i for i, o in enumerate(placement["options"]) if o["piece"] is None))
    confirm(page)


def play_in_frame(top, frame):
    """play_one for a page in an iframe of `top`: the tap lands at the square's place in the top page."""
    v = frame.evaluate("window.__game.view")
    placement = v["placements"][len(v["placements"]) // 2]
    while frame.evaluate("window.__game.rot") != placement["rot"]:
        frame.click("#btn-rotate")
    frame.evaluate(f"window.__game.reveal({placement['x']}, {placement['y']})")
    frame.wait_for_timeout(400)  # the camera's glide
    box = top.locator("iframe").bounding_box()
    at = frame.evaluate(f"window.__game.squareCentre({placement['x']}, {placement['y']})")
    top.mouse.click(box["x"] + at["x"], box["y"] + at["y"])
    option = next(i for i, o in enumerate(placement["options"]) if o["piece"] is None)
    frame.click(f"#options button[data-option='{option}']")
    frame.click("#btn-confirm")
    frame.wait_for_function(f"window.__game.view.moves > {v['moves']}")
    settle(frame)


def sent_link(page, seat):
    """The link the send-your-move panel gives for `seat`, once it is there."""
    page.wait_for_selector(f"#link-panel:not([hidden]) li[data-seat='{seat}'] .link-copy:not([disabled])")
    return page.locator(f"#link-panel li[data-seat='{seat}'] .link-text").input_value()


def unb64(text):
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def record(page):
    return page.evaluate("window.__game.record()")


def saves(page):
    return json.loads(page.evaluate(f"localStorage.getItem('{SAVES}')"))


def replayed(record):
    """The game of a record, replayed by the engine under CPython."""
    game = new_game(record["setup"], record["seed"])
    for move in record["moves"]:
        game.play(move)
    return game


def link_of(record, seat, page_url):
    """A turn link written by hand (the engine under CPython), as a friend's browser would send it."""
    return f"{page_url}#g={share.encode(replayed(record), 'turn')}&seat={seat}"


def screenshots(tab, name, before=None):
    """Screenshots of the page at desktop and phone width, in English and Japanese: before() runs before each, else
    the message over the board stays for the first only (it was shown in English)."""
    page = tab.page
    paths = []
    for lang in ("en", "ja"):
        if page.evaluate("document.documentElement.lang") != lang:
            page.click("#btn-lang")
            page.wait_for_function(f"document.documentElement.lang === '{lang}'")
        for size, viewport in (("desktop", DESKTOP), ("phone", PHONE)):
            page.set_viewport_size(viewport)
            page.wait_for_timeout(250)  # the board fits its new size
            if before:
                before()
            elif paths:
                hide_notice(page)
            paths.append(tab.screenshot(f"links-{name}-{size}-{lang}"))
    page.click("#btn-lang")  # back to English, at desktop size
    page.wait_for_function("document.documentElement.lang === 'en'")
    page.set_viewport_size(DESKTOP)
    return paths


def test_three_friends_pass_links(friends):
    """Ann starts a game by link for three; the links go round, each browser shows what it missed, refuses a move
    out of turn, a stale link, a tampered link, and keeps both games when a link contradicts its own."""
    ann = friends.tab("ann")
    page = ann.page
    page.set_viewport_size(DESKTOP)
    # The option is offered for two people or more, and not for a game with tiles face down (the engine says which).
    page.click("#btn-new")
    page.select_option("#setup-game", "carmela")
    rows = page.locator("#setup-players li")
    for i in range(rows.count()):
        rows.nth(i).locator("select.setup-type").select_option("human")
    assert page.locator("#setup-link-row").is_hidden()
    page.select_option("#setup-game", "carcassonne")
    rows.nth(1).locator("select.setup-type").select_option("easy")
    assert page.locator("#setup-link-row").is_hidden()
    rows.nth(1).locator("select.setup-type").select_option("human")
    assert page.locator("#setup-link-row").is_visible()
    page.click("#setup-cancel")
    start_game(page, 31, [("Ann", "human"), ("Bo", "human"), ("Cy", "human")], link=True)
    assert page.evaluate("window.__game.setup.link") and page.evaluate("window.__game.seat") == 0
    page.click("#btn-rules")  # the rules panel says how to play by link, and its limits
    rules = page.locator("#rules .rules-body").inner_text()
    assert "Playing by link" in rules and "its seed included" in rules and "friendly games" in rules
    ann.screenshot("links-rules-en")
    page.click("#rules-close")

    # Ann moves; Bo's turn is Bo's browser's: the page offers the link and takes no move.
    play_one(page)
    assert page.locator("#hand-panel").is_hidden()
    assert page.locator("#link-panel .link-turn").inner_text() == "It is Bo's turn: send Bo the link."
    to_bo = sent_link(page, 1)
    assert to_bo.startswith(friends.site_url + "#g=c3.") and to_bo.endswith("&seat=1")
    page.click("#link-panel .link-copy")
    assert "Link copied: send it to Bo." in notice(page)
    assert page.evaluate("navigator.clipboard.readText()") == to_bo
    hide_notice(page)
    click_empty_square(page)
    assert notice(page) == "It is Bo's turn: send Bo the link."
    assert view(page)["moves"] == 1 and page.evaluate("window.__game.tentative") is None
    screenshots(ann, "send")

    # Bo's browser opens its first link: Ann's move is played on the map, framed in her colour.
    text = open_link(friends, "bo", to_bo)
    bo = friends.tab("bo").page
    assert text == "You play Bo in this game by link. 1 new move since your last turn: framed on the map."
    assert record(bo) == record(page)
    assert bo.evaluate("window.__game.seat") == 1
    last = view(page)["board"][-1]
    colour = view(page)["players"][0]["color"]
    assert bo.evaluate("window.__game.recent") == [{"x": last["x"], "y": last["y"], "colour": colour}]
    assert bo.locator("#hand-panel").is_visible() and bo.locator("#link-panel").is_hidden()
    play_one(bo)
    assert bo.evaluate("window.__game.recent") == []  # seen: only the last tile stays framed
    to_cy = sent_link(bo, 2)

    # Cy's browser never saw the game: it shows both moves since the start.
    text = open_link(friends, "cy", to_cy)
    cy = friends.tab("cy").page
    assert text == "You play Cy in this game by link. 2 new moves since your last turn: framed and numbered on the map."
    assert len(cy.evaluate("window.__game.recent")) == 2
    cy_tab = friends.tab("cy")
    screenshots(cy_tab, "arrival")
    play_one(cy)
    to_ann = sent_link(cy, 0)

    # Back to Ann's browser, which has the game: the link extends it by Bo's and Cy's moves.
    ann_id = page.evaluate("window.__game.saveId")
    text = open_link(friends, "ann", to_ann)
    assert text == "2 new moves since your last turn: framed and numbered on the map."
    assert page.evaluate("window.__game.saveId") == ann_id  # the same saved game, continued
    assert record(page) == record(cy)
    colours = [p["color"] for p in view(page)["players"]]
    assert [r["colour"] for r in page.evaluate("window.__game.recent")] == colours[1:]
    play_one(page)
    to_bo_2 = sent_link(page, 1)

    # A stale link: Bo opens the first link again. The game saved there goes on, untouched.
    bo_before = record(bo)
    assert "older than the game saved here (it stops at move 1; this browser has 2)" in open_link(friends, "bo", to_bo)
    assert record(bo) == bo_before

    # Tampered links: a damaged code (its check no longer matches), a link cut before its seat, an older code without
    # a check whose move the engine refuses, a seat nobody has. Clear messages, nothing changed.
    stored = bo.evaluate(f"localStorage.getItem('{SAVES}')")
    code = to_bo_2.split("#g=", 1)[1].split("&")[0]
    _, head, moves, _ = code.split(".")
    old = to_bo_2.replace(f"#g={code}", f"#g=c2.{head}.{moves}")  # the same link as an older version wrote it
    illegal = base64.urlsafe_b64encode(unb64(moves) + bytes([0xFF, 0x7F])).decode().rstrip("=")  # move 5: choice 16383
    for bad, words in [
        (to_bo_2.replace("#g=c3.", "#g=c3.x"), "its check does not match"),
        (to_bo_2[: to_bo_2.index("&seat")], "has lost its end"),  # a chat app cut the seat off
        (old.replace(f".{moves}&", f".{illegal}&"), "move 5 is not a legal move"),  # the engine refuses it
        (to_bo_2.replace("&seat=1", "&seat=7"), "it names no person of its game (seat 7)"),
        (to_bo_2.replace("&seat=1", "&seat=x"), "it names no person of its game (seat x)"),
    ]:
        text = open_link(friends, "bo", bad)
        assert "This share link is broken" in text and words in text and "Nothing was changed" in text, text
        assert record(bo) == bo_before
        assert bo.evaluate(f"localStorage.getItem('{SAVES}')") == stored
    info = json.loads(unb64(head))
    info["setup"]["players"][1]["name"] = "Mallory"  # the setup changed: the moves no longer replay the same
    forged = base64.urlsafe_b64encode(json.dumps(info).encode()).decode().rstrip("=")
    text = open_link(friends, "bo", old.replace(head, forged))  # a game of the same id with another setup, unchecked
    assert "contradicts the game saved here (move 1 differs). Both are kept" in text
    assert record(bo) == bo_before
    assert [g["names"] for g in saves(bo)["games"] if g.get("copy")] == [["Ann", "Mallory", "Cy"]]

    # Out of turn: Cy is sent Bo's link by mistake. Cy's game moves on, but the move is Bo's to make.
    text = open_link(friends, "cy", to_bo_2)
    assert text.startswith("This link is for Bo, but this browser plays Cy.")
    assert record(cy) == record(page)
    assert cy.locator("#link-panel .link-turn").inner_text() == "It is Bo's turn: send Bo the link."
    assert sent_link(cy, 1) == to_bo_2

    def refuse():
        hide_notice(cy)
        click_empty_square(cy)
        notice(cy)

    screenshots(cy_tab, "out-of-turn", refuse)
    assert view(cy)["moves"] == 4

    # Bo plays on. Then a link that contradicts Cy's game (another move 5, written by hand) is kept beside it.
    assert "2 new moves" in open_link(friends, "bo", to_bo_2)  # Cy's and Ann's
    play_one(bo)
    to_cy_2 = sent_link(bo, 2)
    real = record(bo)
    assert "1 new move" in open_link(friends, "cy", to_cy_2)
    assert record(cy) == real
    again = new_game(real["setup"], real["seed"])
    for move in real["moves"][:4]:
        again.play(move)
    other_move = next(str(m) for m in again.legal_moves() if str(m) != real["moves"][4])
    other = {**real, "moves": [*real["moves"][:4], other_move]}
    text = open_link(friends, "cy", link_of(other, 2, friends.site_url))
    assert "contradicts the game saved here (move 5 differs). Both are kept" in text
    assert record(cy) == real
    kept = [g for g in saves(cy)["games"] if g["record"]["setup"].get("link") == real["setup"]["link"]]
    assert sorted((g["record"]["moves"][-1], g.get("copy", False)) for g in kept) == sorted(
        [(real["moves"][-1], False), (other_move, True)]
    )

    cy.click("#btn-games")  # both are listed: this browser's game, and the link's version beside it
    listed = cy.locator("#saved-games").inner_text()
    assert "by link, as Cy" in listed and "the link's version" in listed
    cy_tab.screenshot("links-games-list")
    cy.click("#games-close")

    # The game goes on from Cy's own game, not the copy: Cy plays, Ann's browser takes it up.
    play_one(cy)
    assert "2 new moves" in open_link(friends, "ann", sent_link(cy, 0))
    assert record(page) == record(cy)
    for name in ("ann", "bo", "cy"):
        friends.tabs[name].watch.assert_clean()


def extended(record, n):
    """`record` with `n` more moves (each turn's first legal move), as another browser could write them."""
    game = replayed(record)
    for _ in range(n):
        game.play(game.legal_moves()[0])
    return {**record, "moves": [str(m) for m in game.moves]}


def test_a_link_with_a_move_at_my_seat_is_refused(friends):
    """Bo plays Ann's turn for her (as if he had opened her link in a private window) and sends her the result:
    Ann's browser plays none of it, says what happened, keeps the link's game apart, and still takes Bo's real move."""
    setup = {
        "game": "carcassonne",
        "variants": [],
        "players": [
            {"name": "Ann", "color": "#d55e00", "type": "human"},
            {"name": "Bo", "color": "#0072b2", "type": "human"},
        ],
        "options": {},
        "link": "forged01",
    }
    ann = friends.tab("ann").page
    open_link(friends, "ann", link_of({"setup": setup, "seed": 8, "moves": []}, 0, friends.site_url))
    play_one(ann)
    mine = record(ann)
    stored = ann.evaluate(f"localStorage.getItem('{SAVES}')")
    forged = extended(mine, 3)  # Bo's move, then Ann's that Bo made, then Bo's next
    text = open_link(friends, "ann", link_of(forged, 0, friends.site_url))
    assert "holds a move at Ann's seat (move 3) that this browser did not make" in text, text
    assert "someone else played Ann's turn" in text and "saved as a separate game" in text
    assert record(ann) == mine and view(ann)["current_player"] == 1
    games = json.loads(ann.evaluate(f"localStorage.getItem('{SAVES}')"))["games"]
    assert [g["record"]["moves"] for g in games if g.get("copy")] == [forged["moves"]]
    own = [g for g in json.loads(stored)["games"] if g["record"]["setup"].get("link") == "forged01"]
    assert [g["record"] for g in games if g["record"]["setup"].get("link") == "forged01" and not g.get("copy")] == [
        own[0]["record"]
    ]
    assert ann.locator("#link-panel .link-turn").inner_text() == "It is Bo's turn: send Bo the link."
    friends.tabs["ann"].screenshot("links-forged")
    real = extended(mine, 1)  # Bo's own move, sent honestly, still comes in
    assert "1 new move" in open_link(friends, "ann", link_of(real, 0, friends.site_url))
    assert record(ann) == real
    friends.tabs["ann"].watch.assert_clean()


def test_a_computer_seat_and_the_end(friends):
    """A computer seat is played by the browser that reaches its turn; at the end each other player gets a link,
    and the last link shows them the end. A reload resumes a game played by link as this browser's seat."""
    setup = {
        "game": "carcassonne",
        "variants": [],
        "players": [
            {"name": "Ann", "color": "#d55e00", "type": "human"},
            {"name": "Bo", "color": "#0072b2", "type": "human"},
            {"name": "Hal", "color": "#009e73", "type": "computer", "level": "easy"},
        ],
        "options": {"deck": ["E", "U", "V", "K"], "deck_only": True},
        "link": "endgame1",
    }
    first = link_of({"setup": setup, "seed": 5, "moves": []}, 0, friends.site_url)
    ann = friends.tab("ann").page
    open_link(friends, "ann", first)
    assert ann.evaluate("window.__game.seat") == 0 and view(ann)["moves"] == 0
    play_one(ann)
    to_bo = sent_link(ann, 1)
    open_link(friends, "bo", to_bo)
    bo = friends.tab("bo").page
    play_one(bo)  # then Hal, the computer, plays in Bo's browser
    bo.wait_for_function("window.__game.view.current_player === 0")
    settle(bo)
    to_ann = sent_link(bo, 0)

    stored(bo)
    bo.reload()  # a reload resumes the game as Bo's, still waiting for Ann
    bo.wait_for_function("document.documentElement.dataset.ready === 'true'")
    settle(bo)
    assert bo.evaluate("window.__game.seat") == 1 and sent_link(bo, 0) == to_ann

    assert "2 new moves" in open_link(friends, "ann", to_ann)
    framed = ann.evaluate("window.__game.recent")
    assert [r["colour"] for r in framed] == ["#0072b2", "#009e73"]  # Bo's tile, then Hal's
    stored(ann)
    ann.reload()  # a phone may reload a page left in the background: the moves Ann has not answered stay framed
    ann.wait_for_function("document.documentElement.dataset.ready === 'true'")
    settle(ann)
    assert ann.evaluate("window.__game.recent") == framed
    play_one(ann)  # the last tile: the game ends in Ann's browser
    assert view(ann)["over"]
    ann.wait_for_selector("#end[open]", timeout=10_000)
    ann.click("#end-board")
    expect(ann.locator("#link-panel h2")).to_have_text("Send the final board")
    to_bo_end = sent_link(ann, 1)
    assert ann.locator("#link-panel li").count() == 1  # Hal, the computer, needs none
    assert "1 new move" in open_link(friends, "bo", to_bo_end)
    bo.wait_for_selector("#end[open]", timeout=10_000)
    assert record(bo) == record(ann)


def test_play_by_link_in_the_embed_and_offline(friends):
    """The embed, in a blog post's iframe, offers play by link in Japanese; its link opens the embed for the next
    player, even offline (after the first visit, from the service worker's cache)."""
    ann = friends.tab("ann")
    ann.page.goto(friends.site_url + "_test/embed-links.html")
    frame = ann.page.frame_locator("iframe")
    ann.page.wait_for_function(
        "document.querySelector('iframe')?.contentDocument?.documentElement?.dataset.ready === 'true'", timeout=90_000
    )
    page = next(f for f in ann.page.frames if "embed.html" in f.url)
    settle(page)
    frame.locator("#btn-new").click()
    assert frame.locator("#setup-link-row").inner_text().startswith("リンクで遊ぶ")
    frame.locator("#setup-link").check()
    frame.locator("#setup-seed").fill("8")
    frame.locator("#setup-start").click()
    page.wait_for_function("window.__game.setup.seed === 8 && window.__game.setup.link && !window.__game.busy")
    play_in_frame(ann.page, page)
    assert (
        frame.locator("#link-panel .link-turn").inner_text()
        == "プレイヤー2 の番です。プレイヤー2 にリンクを送ってください。"
    )
    link = sent_link(page, 1)
    assert link.startswith(friends.site_url + "embed.html?players=2&humans=2#g=c3.")  # Bo's own language
    # Ann's own way to go on in the site's page keeps her seat, and her language.
    full_page = page.get_attribute("#btn-full", "href")
    assert full_page.startswith(friends.site_url + "index.html?lang=ja#g=c3.") and full_page.endswith("&seat=0")
    frame.locator("#link-panel .link-copy").click()
    # The notice follows the clipboard's promise, which a busy machine can keep waiting.
    expect(frame.locator("#notice")).to_have_text("リンクをコピーしました。プレイヤー2 に送ってください。")
    ann.screenshot("links-embed-send-ja")

    bo = friends.tab("bo")
    bo.page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=60_000)
    bo.context.set_offline(True)
    try:
        bo.page.goto(link)  # another page than the one open: a whole load, from the cache
        bo.page.wait_for_function("document.documentElement.dataset.ready === 'true'", timeout=90_000)
        settle(bo.page)
        assert record(bo.page) == record(page)
        assert bo.page.evaluate("window.__game.seat") == 1
        assert bo.page.locator("#hand-panel").is_visible()
        assert "You play プレイヤー2 in this game by link. 1 new move" in bo.page.locator("#notice").inner_text()
    finally:
        bo.context.set_offline(False)
