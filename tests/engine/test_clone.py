"""Clones for look-ahead share the map's features until they change one (copy on write): a computer player's
thinking must never change the game it thinks about, and a clone must play on exactly as the game itself would."""

import json

import pytest

import tilegames
from tilegames import api
from tilegames.rng import Rng
from tilegames.search import choose

GAMES = [
    (name, variants)
    for name, spec in json.loads(api.catalog())["games"].items()
    for variants in ([], [v["name"] for v in spec["variants"]])
]


def maps(game):
    """Every map of a game: one, or one per player (a game with a map each)."""
    return [m.board for m in game.maps] if hasattr(game, "maps") else [game.board]


def fingerprint(game):
    """Everything a look-ahead could disturb: the record, scores, supplies, the view, every feature of every layer."""
    features = []
    for board in maps(game):
        for layer in ["", *board.layers]:
            for f in board.features(layer):
                pieces = sorted((p.player, p.piece, p.role, p.gid) for p in f.pieces)
                tokens = sorted((f.tokens or {}).items())
                links = sorted(f.links or ())
                features.append((layer, f.kind, sorted(f.tiles), f.open, tokens, pieces, f.done, sorted(f.segs), links))
    return json.dumps(
        [game.record(), game.scores(), getattr(game, "supply", None), game.view(None), features], default=str
    )


def random_game(name, variants, seed, moves):
    game = tilegames.new_game({"game": name, "players": 3, "variants": variants}, seed)
    rng = Rng(seed)
    for _ in range(moves):
        if game.is_over():
            break
        game.play(game.random_move(rng))
    return game


@pytest.mark.parametrize("name,variants", GAMES)
def test_playing_a_clone_to_the_end_leaves_the_game_as_it_was(name, variants):
    for seed, moves in ((1, 10), (2, 30), (3, 55)):
        game = random_game(name, variants, seed, moves)
        before = fingerprint(game)
        rng = Rng(seed + 100)
        for copy in (game.clone(), game.determinize(Rng(seed), game.current_player)):
            while not copy.is_over():
                copy.play(copy.random_move(rng))
            assert fingerprint(game) == before
        # The clone's game equals the same moves replayed from the record: it played on as the game would have.
        clone = game.clone()
        while not clone.is_over():
            clone.play(clone.random_move(rng))
        replayed = tilegames.replay({**game.record(), "moves": clone.moves})
        assert fingerprint(replayed) == fingerprint(clone)


@pytest.mark.parametrize("name,variants", GAMES)
def test_a_clone_and_its_game_play_on_apart(name, variants):
    game = random_game(name, variants, 4, 25)
    clone = game.clone()
    rng_a, rng_b = Rng(5), Rng(6)
    while not (game.is_over() and clone.is_over()):
        if not game.is_over():
            game.play(game.random_move(rng_a))
        if not clone.is_over():
            clone.play(clone.random_move(rng_b))
    for g in (game, clone):
        assert fingerprint(tilegames.replay(g.record())) == fingerprint(g)


@pytest.mark.parametrize("name,variants", GAMES)
@pytest.mark.parametrize("level", ["medium", "hard"])
def test_a_computer_player_thinking_changes_nothing(name, variants, level):
    game = random_game(name, variants, 7, 35)
    before = fingerprint(game)
    move = choose(game, level, Rng(1), seconds=0.05, samples=24)
    assert fingerprint(game) == before
    game.play(move)  # and what it chose is legal in the game itself
