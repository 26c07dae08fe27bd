"""Value records for the engine's small immutable things (moves, tile types, kinds, layers): classes with their own
``__init__`` that compare, hash and print by their fields.

They were frozen dataclasses. A dataclass is compiled from generated source when its module is imported, and that is
paid on every cold visit: in the page's worker, the 13 dataclasses on the engine's import path took 13-30 ms of the
36-62 ms that importing it took (six cold visits, measured around ``dataclasses._process_class``). A class written
out costs next to nothing to define, and its ``__init__`` is a plain function call. ``Settings`` are the records
whose every field has a default (a computer player's weights).
"""

from __future__ import annotations

from typing import TypeVar

S = TypeVar("S", bound="Settings")


class Value:
    """A record equal to another of its class whose ``FIELDS`` are equal; hashed and shown by them. Its fields are
    set once, in ``__init__``, and never changed."""

    __slots__ = ()
    FIELDS: tuple[str, ...] = ()

    def _values(self) -> tuple:
        return tuple([getattr(self, name) for name in self.FIELDS])

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Value) or other.__class__ is not self.__class__:
            return NotImplemented
        return self._values() == other._values()

    def __hash__(self) -> int:
        return hash(self._values())

    def __repr__(self) -> str:
        shown = ", ".join(f"{name}={getattr(self, name)!r}" for name in self.FIELDS)
        return f"{type(self).__name__}({shown})"


class Settings(Value):
    """A Value whose fields are its subclass's annotated class attributes, each the field's default. Made with
    keywords only, each one of those fields (``Weights(noise=1.0)``)."""

    def __init_subclass__(cls, **kwargs: object):
        super().__init_subclass__(**kwargs)
        cls.FIELDS = tuple(cls.__annotations__)  # its own, in the order written (not inherited: Python 3.10+)

    def __init__(self, **given: object):
        unknown = sorted(set(given) - set(self.FIELDS))
        if unknown:
            raise TypeError(f"{type(self).__name__} has no setting {', '.join(unknown)}")
        self.__dict__.update(given)

    def but(self: S, **changes: object) -> S:
        """These settings with ``changes`` to some of their fields (the others as they are)."""
        return type(self)(**({name: getattr(self, name) for name in self.FIELDS} | changes))
