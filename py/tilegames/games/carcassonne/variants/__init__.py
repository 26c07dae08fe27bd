"""Carcassonne's variants (docs/rules/carcassonne.md sections 5-7), each a plugin of hooks; any of them may be combined."""

from .abbot import Abbot
from .river import River
from .sightseeing import Sightseeing

VARIANTS = {v.name: v for v in (Abbot, River, Sightseeing)}  # the order the new-game form lists them
