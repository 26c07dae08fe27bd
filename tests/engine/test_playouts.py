"""Seeded random playouts checking the invariants of the rules after every move."""

import pytest

import tilegames
from tilegames.rng import Rng

SEEDS = range(12)


def pieces_by_player(game):
    counts = [0] * game.nplayers
    for p in game.pieces():
        counts[p.player] += 1
    return counts


@pytest.mark.parametrize("seed", SEEDS)
def test_random_playout_invariants(seed):
    players = 2 + seed % 4
    game = tilegames.new_game({"players": players}, seed)
    rng = Rng(seed * 7919 + 1)
    scores = list(game.scores())
    total_tiles = sum(game.rules.counts.values()) + 1
    while not game.is_over():
        game.play(game.random_move(rng))
        on_map = pieces_by_player(game)
        for p in range(players):
            assert game.supply[p]["meeple"] + on_map[p] == 7, "meeples are conserved"
            assert game.scores()[p] >= scores[p], "scores never fall"
        scores = list(game.scores())
        for f in game.board.features():
            assert not (f.done and f.pieces), "no piece stays on a completed feature"
            if f.kind in ("road", "city"):
                assert f.done == (f.open == 0)
        assert len(game.board.tiles) + len(game.discarded) + len(game.bag) + (game.hand is not None) == total_tiles
    assert len(game.board.tiles) + len(game.discarded) == total_tiles, "every tile placed or discarded"
    assert sum(game.scores()) == sum(e["points"] * len(e["players"]) for e in game.log if e["type"] == "score")
    again = tilegames.replay(game.record())
    assert again.view() == game.view()


def test_features_merge_like_a_full_recount():
    """The incremental features equal a from-scratch flood fill of the final map."""
    from tilegames.geometry import FACING_HALF, OPPOSITE, STEP

    game = tilegames.new_game({"players": 2}, 77)
    rng = Rng(5)
    while not game.is_over():
        game.play(game.random_move(rng))
    board = game.board
    # Recount: link every pair of touching segments, then compare the partition with the union-find.
    links = {}

    def link(a, b):
        links.setdefault(a, set()).add(b)
        links.setdefault(b, set()).add(a)

    for (x, y), o in board.tiles.items():
        base = board.base[(x, y)]
        for d in range(4):
            npos = (x + STEP[d][0], y + STEP[d][1])
            no = board.tiles.get(npos)
            if no is None:
                continue
            if o.edge_seg[d] >= 0:
                link(base + o.edge_seg[d], board.base[npos] + no.edge_seg[OPPOSITE[d]])
            for h in (2 * d, 2 * d + 1):
                if o.half_seg[h] >= 0:
                    link(base + o.half_seg[h], board.base[npos] + no.half_seg[FACING_HALF[h]])
    seen = set()
    for gid in range(len(board.parent)):
        if gid in seen:
            continue
        group, todo = set(), [gid]
        while todo:
            g = todo.pop()
            if g not in group:
                group.add(g)
                todo.extend(links.get(g, ()))
        seen |= group
        assert {board.find(g) for g in group} == {board.find(gid)}
        assert sorted(board.feature(gid).segs) == sorted(group)
