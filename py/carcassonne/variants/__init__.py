"""Variant plugins of Carcassonne; importing this package registers them in ``rules.VARIANTS``."""

from . import abbot, river, sightseeing  # noqa: F401
