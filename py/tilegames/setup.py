"""Checking a setup (game, variants, players, options) and a seed against what a game allows.

Every check happens before anything is built from the input, so a hostile setup (ten million players, an
unknown option) is refused at once with a message that names what is wrong.
"""

from __future__ import annotations

import re

from . import limits
from .errors import RuleError
from .protocol import GameDef

SETUP_KEYS = ("game", "variants", "players", "options", "seed", "link")
LINK_ID = re.compile(r"[A-Za-z0-9_-]{1,32}")  # a game played by link is known by this id in every browser it reaches


def check_seed(seed: object) -> int:
    """The seed as an int, or RuleError."""
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < 2**63:
        raise RuleError("the seed must be a whole number from 0 to 2**63-1")
    return seed


def normalize_setup(setup: object, game: GameDef) -> dict:
    """A checked copy of a setup for ``game``: game, variants (sorted), players (list of dicts), options, and
    ``link`` (the game's id) only for a game played by link."""
    if not isinstance(setup, dict):
        raise RuleError("the setup must be an object with 'game', 'variants' and 'players'")
    unknown = sorted(set(setup) - set(SETUP_KEYS), key=str)
    if unknown:
        raise RuleError(f"unknown setup key {unknown[0]!r}; known keys: {', '.join(SETUP_KEYS)}")
    variants = setup.get("variants", [])
    if not isinstance(variants, list) or not all(isinstance(v, str) for v in variants):
        raise RuleError("'variants' must be a list of variant names")
    known = {v.name for v in game.variants}
    for name in variants:
        if name not in known:
            raise RuleError(f"unknown variant {name!r}; known variants: {', '.join(sorted(known)) or 'none'}")
    if len(set(variants)) != len(variants):
        raise RuleError("a variant is named twice")
    players = setup.get("players", 2)
    if isinstance(players, bool) or not isinstance(players, (int, list)):
        raise RuleError("'players' must be a number of players or a list of players")
    count = players if isinstance(players, int) else len(players)
    low, high = game.players
    if not low <= count <= high:
        raise RuleError(f"{game.name} is for {low} to {high} players, not {count}")
    if isinstance(players, int):
        players = [{} for _ in range(players)]
    out = []
    for i, p in enumerate(players):
        if not isinstance(p, dict):
            raise RuleError(f'player {i + 1} must be an object like {{"name": "Ann"}}')
        p = dict(p)
        name = p.setdefault("name", f"Player {i + 1}")
        if not isinstance(name, str) or not name.strip() or len(name) > limits.NAME:
            raise RuleError(f"player {i + 1} needs a name of 1 to {limits.NAME} characters")
        limits.within(p, limits.PLAYER, f"entry of player {i + 1}")
        out.append(p)
    options = setup.get("options", {})
    if not isinstance(options, dict):
        raise RuleError("'options' must be an object")
    limits.within(options, limits.OPTIONS, "setup's options")
    unknown = sorted(set(options) - game.options, key=str)
    if unknown:
        raise RuleError(
            f"unknown option {unknown[0]!r} for {game.name}; known options: {', '.join(sorted(game.options)) or 'none'}"
        )
    checked = {"game": game.name, "variants": sorted(variants), "players": out, "options": dict(options)}
    if "link" in setup:
        checked["link"] = _link_id(setup["link"], game, out)
    return checked


def _link_id(link: object, game: GameDef, players: list[dict]) -> str:
    """The id of a game played by link, checked: the game allows it and seats two people or more."""
    if not game.by_link:
        raise RuleError(f"{game.name} cannot be played by link: a link would give away what lies face down")
    if not isinstance(link, str) or not LINK_ID.fullmatch(link):
        raise RuleError("'link' must be the game's id: 1 to 32 letters, digits, '-' or '_'")
    if sum(p.get("type") != "computer" for p in players) < 2:
        raise RuleError("a game played by link needs two human players or more")
    return link
