"""How Carcassonne's features score (docs/rules/carcassonne.md): each scorer is ``(feature, map, game) ->
(points, text, detail)`` (the game is not needed here).

``detail`` names the wording (``what``) and its numbers, so a page can itemise a score in its own language.
"""

from __future__ import annotations


def _plural(n: int, word: str, words: str = "") -> str:
    return f"{n} {word if n == 1 else (words or word + 's')}"


def road_points(f, board, game=None) -> tuple[int, str, dict]:
    """A road: 1 per tile, complete or not."""
    n = len(f.tiles)
    return n, f"road: {_plural(n, 'tile')} = {n}", {"what": "road", "tiles": n}


def city_points_complete(f, board, game=None) -> tuple[int, str, dict]:
    """A completed city: 2 per tile + 2 per pennant."""
    n, p = len(f.tiles), f.count("pennant")
    text = f"city: {_plural(n, 'tile')} x2" + (f" + {_plural(p, 'pennant')} x2" if p else "")
    return 2 * n + 2 * p, f"{text} = {2 * n + 2 * p}", {"what": "city", "tiles": n, "pennants": p}


def city_points_final(f, board, game=None) -> tuple[int, str, dict]:
    """An incomplete city at the end: 1 per tile + 1 per pennant."""
    n, p = len(f.tiles), f.count("pennant")
    text = f"incomplete city: {_plural(n, 'tile')}" + (f" + {_plural(p, 'pennant')}" if p else "")
    return n + p, f"{text} = {n + p}", {"what": "city_open", "tiles": n, "pennants": p}


def centre_points_complete(f, board, game=None) -> tuple[int, str, dict]:
    """A surrounded cloister or garden: 9."""
    return 9, f"{f.kind}: 9 tiles = 9", {"what": f.kind, "tiles": 9}


def centre_points_final(f, board, game=None) -> tuple[int, str, dict]:
    """An incomplete cloister or garden: 1 + 1 per surrounding tile."""
    (pos,) = f.tiles
    n = 1 + board.surrounded(pos)
    return n, f"incomplete {f.kind}: {_plural(n, 'tile')} = {n}", {"what": f"{f.kind}_open", "tiles": n}


def field_points(f, board, game=None) -> tuple[int, str, dict]:
    """A field at the end: 3 per completed city it touches."""
    roots = {board.find(c) for c in f.links or ()}
    n = sum(1 for r in roots if board.feats[r].done)
    return (
        3 * n,
        f"field: {_plural(n, 'completed city', 'completed cities')} x3 = {3 * n}",
        {"what": "field", "cities": n},
    )
