"""Hunters & Gatherers through the real page: a whole game against the computer by clicks (tribe members, huts and
bonus tiles included), its end screen against the engine's replay under CPython; the classic rules from the new-game
dialog and the rules panel; the embed's game=hunters.

Moves go through the on-screen controls (helpers from test_play.py); window.__game (js/test-hooks.js) only says where to
click.
"""

import json

import pytest
from playwright.sync_api import expect

from test_play import ROOT, choose, confirm, engine_api, replay_scores, settle, start_game, view
from tilegames import replay as carcassonne_replay

PLAYERS = [("Ann", "human"), ("Robo", "easy")]  # Ann moves by clicks; Robo is the engine's easy computer player


def pick(placements, turn, bonus):
    """A deterministic choice for Ann that deploys often (always on a bonus tile): (placement, option index)."""
    placement = placements[(turn * 7) % len(placements)]
    options = placement["options"]
    with_piece = [i for i, o in enumerate(options) if o.get("segment") is not None]
    if with_piece and (bonus or turn % 3 != 2):
        return placement, with_piece[turn % len(with_piece)]
    return placement, next(i for i, o in enumerate(options) if o["piece"] is None)


def game_seed(limit=60):
    """The first seed whose game (Ann by pick, Robo by the easy computer, both as the page plays them) has Ann place a
    bonus tile with a piece on it and build a hut, and scores forests, rivers, meadows and huts."""
    for seed in range(1, limit):
        setup = {
            "game": "hunters",
            "variants": [],
            "seed": seed,
            "players": [
                {"name": n, "type": "human" if k == "human" else "computer", **({} if k == "human" else {"level": k})}
                for n, k in PLAYERS
            ],
        }
        v = json.loads(engine_api.new_game(json.dumps(setup)))
        turn, bonus_piece, hut, kinds = 0, False, False, set()
        while not v["over"]:
            if v["current_player"] == 0 and "question" in v:
                move = v["question"]["answers"][turn % len(v["question"]["answers"])]["move"]
            elif v["current_player"] == 0:
                bonus = v["drawn_from"] == "bonus"
                placement, option = pick(v["placements"], turn, bonus)
                move = placement["options"][option]["move"]
                bonus_piece |= bonus and "@" in move
                hut |= "hut@" in move
                turn += 1
            else:
                move = json.loads(engine_api.suggest(json.dumps("easy")))
            v = json.loads(engine_api.play(json.dumps(move)))
            kinds |= {e["kind"] for e in v["events"] if e["type"] == "score" and e["points"]}
        if bonus_piece and hut and {"forest", "river", "meadow", "hut"} <= kinds:
            return seed
    pytest.skip("no seed where Ann places a bonus tile with a piece and builds a hut")


def ann_to_play(page):
    """Wait until Ann may move (the computer's turn done) or the game is over."""
    page.wait_for_function(
        "window.__game.view.over || (window.__game.view.current_player === 0 && !window.__game.busy)", timeout=30_000
    )
    settle(page)


def test_whole_game_against_the_computer(app):
    """Ann plays a whole game by clicks against the easy computer, bonus tiles included; the hand panel names a bonus
    tile, the tiles panel counts the bonus pile, and the end screen's scores are the engine's own replay."""
    seed = game_seed()
    page = app.page
    start_game(page, seed, PLAYERS, game="hunters")
    expect(page.locator("header h1")).to_have_text("Hunters & Gatherers")
    page.click("#remaining summary")  # the tiles left, bonus tiles among them, not greyed out as gone
    expect(page.locator("#remaining-grid .rem[data-tile='H85']")).to_have_text("×1")
    gone = page.locator("#remaining-grid .rem.gone").evaluate_all("els => els.map((e) => e.title)")
    assert not {f"H{i}" for i in range(79, 95)} & set(gone)  # only the start tile and the one in hand are out
    page.click("#remaining summary")
    turn, bonus_turns, shots = 0, 0, set()
    while True:
        ann_to_play(page)
        v = view(page)
        if v["over"]:
            break
        if "question" in v:  # the shaman's: answered with its buttons
            option = turn % len(v["question"]["answers"])
            page.click(f"#options button[data-option='{option}']")
            assert page.evaluate("window.__game.tentative.move") == v["question"]["answers"][option]["move"]
            confirm(page)
            continue
        bonus = v["drawn_from"] == "bonus"
        pile = page.locator("#hand-pile")
        if bonus:
            expect(pile).to_have_text("Bonus tile")
            bonus_turns += 1
        else:
            expect(pile).to_be_hidden()
        expect(page.locator("#remaining-title")).to_contain_text(f"bonus tiles: {v['piles']['bonus']}")
        placement, option = pick(v["placements"], turn, bonus)
        choose(page, placement, option)
        o = placement["options"][option]
        if o.get("segment") is not None:  # the option's button names the role the piece takes
            expect(page.locator(f"#options button[data-option='{option}']")).to_contain_text(
                {"gatherer": "gatherer", "fisher": "fisher", "hunter": "hunter", "hut": "hut"}[o["role"]]
            )
        else:
            expect(page.locator(f"#options button[data-option='{option}']")).to_contain_text("No tribe member")
        if bonus and "bonus" not in shots:
            app.screenshot("hunters-bonus-tile")
            shots.add("bonus")
        if turn == 16:
            app.screenshot("hunters-midgame")
        confirm(page)
        turn += 1
    assert bonus_turns, "the seed was chosen for a bonus tile on Ann's turn"
    page.wait_for_selector("#end[open]", timeout=10_000)
    app.screenshot("hunters-end")

    final = view(page)
    record = page.evaluate("window.__game.record()")
    assert record["setup"]["game"] == "hunters"
    expected, replayed = replay_scores(record)
    assert [p["score"] for p in final["players"]] == expected
    assert [int(t) for t in page.locator("#end-table td.total").all_inner_texts()] == expected
    assert [int(s) for s in page.locator("#players .score").all_inner_texts()] == expected
    heads = page.locator("#end-table thead th").all_inner_texts()
    for i, p in enumerate(replayed["players"]):
        cells = page.locator(f"#end-table tbody tr[data-player='{i}'] td").all_inner_texts()
        assert sum(int(c) for c in cells[1:-1]) == p["score"] == sum(p["by_kind"].values())
        names = {
            "forest": "Forest",
            "river": "River",
            "meadow": "Meadow",
            "hut": "Huts",
            "trap": "Hunting trap",
            "canoe": "Canoe",
        }
        for kind, points in p["by_kind"].items():
            assert int(cells[heads.index(names[kind])]) == points
    winners = [replayed["players"][i]["name"] for i in replayed["winners"]]
    assert all(name in page.locator("#end-winner").inner_text() for name in winners)
    scorings = [e for e in json.loads(engine_api.log()) if e["type"] == "score" and e["points"]]  # not "+0" lines
    log = page.locator("#log").inner_text()
    assert scorings and all(e["text"] in log for e in scorings)

    # In Japanese every score line is worded from the engine's numbers: no key or placeholder left over.
    page.click("#end-board")
    page.click("#btn-lang")
    page.wait_for_function("document.documentElement.lang === 'ja'")
    page.wait_for_timeout(300)
    ja_lines = page.locator("#log li.score").all_inner_texts()
    assert len(ja_lines) == len(scorings)
    assert not [line for line in ja_lines if "score." in line or "{" in line or "animal." in line]
    assert any("草原" in line for line in ja_lines) and any("小屋" in line for line in ja_lines)
    app.screenshot("hunters-log-ja")
    page.click("#btn-lang")
    page.wait_for_function("document.documentElement.lang === 'en'")
    app.watch.assert_clean()


def test_classic_rules_from_the_dialog(app):
    """The dialog's game choice shows each game's variants and player range; the classic rules start with their
    supply and the rules panel explains them."""
    page = app.page
    page.click("#btn-new")
    page.wait_for_selector("#setup[open]")
    page.select_option("#setup-game", "carcassonne")
    assert sorted(page.locator("#setup-variants input").evaluate_all("els => els.map(e => e.value)")) == [
        "abbot",
        "river",
        "sightseeing",
    ]
    page.select_option("#setup-game", "hunters")
    assert page.locator("#setup-variants input").evaluate_all("els => els.map(e => e.value)") == ["classic"]
    expect(page.locator("#setup-variants label")).to_contain_text("Classic rules (2002)")
    expect(page.locator("#setup-variants .variant-help")).to_contain_text("5 tribe members and 2 huts")
    expect(page.locator("#setup-range")).to_have_text("(2–5)")
    app.screenshot("hunters-dialog")
    page.click("#setup-cancel")

    start_game(page, 4, [("Ann", "human"), ("Bo", "human")], variants=["classic"], game="hunters")
    v = view(page)
    assert v["variants"] == ["classic"]
    assert [p["supply"] for p in v["players"]] == [{"tribe": 5, "hut": 2}] * 2
    expect(page.locator("#players .player").first).to_contain_text("tribe ×5")
    expect(page.locator("#players .player").first).to_contain_text("huts ×2")
    # The rule set in force is on screen: over the players, and in the log's first line.
    expect(page.locator("#ruleset")).to_have_text("Hunters & Gatherers · Classic rules (2002)")
    expect(page.locator("#log li").last).to_contain_text("New game: Hunters & Gatherers · Classic rules (2002)")
    # One turn by clicks with a piece, as the classic rules allow.
    placement, option = pick(v["placements"], 0, False)
    choose(page, placement, option)
    confirm(page)
    page.click("#btn-rules")
    rules = page.locator("#rules")
    expect(rules).to_be_visible()
    # The panel shows the repository's rules page (docs/rules/hunters.md), the two rule sets side by side.
    expect(rules.locator("h4", has_text="The 2002 rules and the 2nd edition side by side")).to_be_visible()
    expect(rules.locator("li", has_text="2002 rules: 5 tribe members and 2 huts each")).to_have_count(1)
    expect(rules.locator("h5", has_text="Hunting trap")).to_be_visible()
    expect(rules.locator("strong", has_text="Decision:").first).to_be_visible()
    app.screenshot("hunters-rules")
    page.click("#rules-close")
    app.watch.assert_clean()


def test_embed_plays_hunters(open_tab, site_url):
    """embed.html?game=hunters&variants=classic starts that game with those rules, and a computer-only embed plays."""
    tab = open_tab(site_url + "embed.html?game=hunters&variants=classic&humans=0&level=easy&seed=9")
    page = tab.page
    setup = page.evaluate("window.__game.setup")
    assert setup["game"] == "hunters" and setup["variants"] == ["classic"] and setup["seed"] == 9
    assert [p["supply"] for p in view(page)["players"]] == [{"tribe": 5, "hut": 2}] * 2
    page.wait_for_function("window.__game.view.moves >= 2", timeout=30_000)
    tab.screenshot("hunters-embed")
    tab.watch.assert_clean()


def test_the_shamans_question_by_clicks_in_both_languages(app):
    """Opened at the shaman's question (a share link of the hunters_shaman fixture): drawn, the shaman asks before it
    is placed; the answers are a button (keep them all) and the hunter on the map; tapping the hunter and confirming
    takes it back, as the log says, and then the shaman tile is placed; in Japanese the question and its answers are
    worded too."""
    from tilegames import share

    fx = json.loads((ROOT / "tests" / "engine" / "fixtures" / "hunters_shaman.json").read_text())
    asked = carcassonne_replay({**fx, "moves": fx["moves"][:4]})
    page = app.page
    page.evaluate(f"location.hash = '#g={share.encode(asked)}'")
    page.wait_for_function("window.__game.view && window.__game.view.question && !window.__game.busy")
    settle(page)
    expect(page.locator("#status")).to_contain_text("Bo: you drew the shaman. Before you place it, you may take back")
    expect(page.locator("#hand-note")).to_have_text("Shaman: take one of your tribe members back before placing it.")
    expect(page.locator("#options button")).to_have_text(["0 · Keep them all", "1 · Take back the hunter"])
    expect(page.locator("#btn-undo")).to_be_disabled()
    assert page.evaluate("window.__game.tentative.move") == "return none"
    spot = page.evaluate("window.__game.spotCentre(1)")  # on the hunter's own square
    centre = page.evaluate("window.__game.squareCentre(1, 0)")
    assert abs(spot["x"] - centre["x"]) < 60 and abs(spot["y"] - centre["y"]) < 60
    page.mouse.click(spot["x"], spot["y"])
    assert page.evaluate("window.__game.tentative.move") == "return 1,0@meadow.NL"
    app.screenshot("hunters-shaman-question")

    page.click("#btn-lang")
    page.wait_for_function("document.documentElement.lang === 'ja'")
    expect(page.locator("#status")).to_contain_text("祈祷師タイルを引きました")
    expect(page.locator("#hand-note")).to_have_text("祈祷師: 置く前に、自分の種族コマを1つ手元に戻せます。")
    expect(page.locator("#options button")).to_have_text(["0 · 戻さない", "1 · 猟師を戻す"])
    app.screenshot("hunters-shaman-question-ja")
    page.click("#btn-lang")
    page.wait_for_function("document.documentElement.lang === 'en'")

    confirm(page)
    v = view(page)
    assert "question" not in v and v["hand"] == "H88" and v["current_player"] == 1  # now Bo places the shaman
    assert v["players"][1]["supply"]["tribe"] == 6
    assert [p["player"] for t in v["board"] for p in t["pieces"]] == [0]  # Ann's hunter; Bo's came home
    expect(page.locator("#log")).to_contain_text("Bo took back a hunter with the shaman.")

    page.click("#btn-games")  # the saved games name their game
    page.wait_for_selector("#games[open]")
    line = page.locator("#saved-games li.saved-game").filter(has_text="Ann · Bo").first
    expect(line.locator(".saved-title")).to_have_text("Hunters & Gatherers")
    page.click("#games-close")
    app.watch.assert_clean()


def test_a_bonus_tile_in_hand_says_what_its_power_does(app):
    """Holding the pit trap (the hunters_pit_trap fixture, as its bonus tile is drawn), the hand panel says what it
    does under the buttons; an ordinary tile says nothing there."""
    from tilegames import share

    fx = json.loads((ROOT / "tests" / "engine" / "fixtures" / "hunters_pit_trap.json").read_text())
    page = app.page
    page.evaluate(f"location.hash = '#g={share.encode(carcassonne_replay({**fx, 'moves': fx['moves'][:3]}))}'")
    page.wait_for_function("window.__game.view && window.__game.view.moves === 3 && !window.__game.busy")
    expect(page.locator("#hand-note")).to_be_hidden()  # H36, a land tile
    page.evaluate(f"location.hash = '#g={share.encode(carcassonne_replay({**fx, 'moves': fx['moves'][:4]}))}'")
    page.wait_for_function("window.__game.view && window.__game.view.hand === 'H92' && !window.__game.busy")
    expect(page.locator("#hand-pile")).to_have_text("Bonus tile")
    expect(page.locator("#hand-note")).to_have_text("Pit trap: the animals around it score double at the end.")
    app.screenshot("hunters-pit-trap-in-hand")
