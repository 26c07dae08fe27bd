"""Whole games through the JSON facade, run inside Pyodide on the standard library the site ships (trimmed to what
the game imports: tests/pyodide/trimmed.mjs): every game, with no variant and with all, computer players of every
level, records, share codes, replays, undo and bad input. A module the trim left out fails here with ImportError."""

import json

from tilegames import api


def refused(call, *args) -> str:
    """The message of the error ``call(*args)`` raises (it must raise)."""
    try:
        call(*args)
    except Exception as error:  # any error is the refusal expected here
        return str(error)
    raise AssertionError(f"{call.__name__}{args} was not refused")


def play_out(name: str, variants: list, players: int) -> dict:
    """Play one game to its end with computer players and check what a player relies on; return its last view."""
    setup = {"game": name, "players": [{"name": f"P{i}"} for i in range(players)], "variants": variants, "seed": 3}
    api.tileset(json.dumps(setup))
    api.new_game(json.dumps(setup))
    levels = ("easy", "medium", "hard")
    turn = 0
    while not json.loads(api.view())["over"]:
        before = api.view()
        refused(api.play, json.dumps("not a move"))
        assert api.view() == before, "a refused move changed the game"
        api.play(api.suggest(json.dumps(levels[turn % 3]), "0.02"))
        turn += 1
    final = json.loads(api.view())
    scores = [p["score"] for p in final["players"]]
    record = api.record()
    assert [p["score"] for p in json.loads(api.load(record))["players"]] == scores
    code = json.loads(api.share())
    assert [p["score"] for p in json.loads(api.load(api.decode_share(json.dumps(code))))["players"]] == scores
    json.loads(api.replay_at(record, "3"))
    json.loads(api.log())
    taken_back = {**json.loads(record), "moves": json.loads(record)["moves"][:-1]}
    assert not json.loads(api.load(json.dumps(taken_back)))["over"], "the record minus its last move is not over"
    return final


def main() -> None:
    """Tour every game of the catalog."""
    for name, spec in json.loads(api.catalog())["games"].items():
        for variants in ([], [v["name"] for v in spec["variants"]]):
            final = play_out(name, variants, 3)
            print(
                f"trimmed standard library: {name} {variants or ''} played to its end, scores "
                f"{[p['score'] for p in final['players']]}"
            )
    print(refused(api.load, "{"))
    print(refused(api.new_game, json.dumps({"game": "chess"})))


main()
