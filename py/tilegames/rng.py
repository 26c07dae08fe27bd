"""A small seeded random generator (SplitMix64) whose state lives in the game, identical on every Python."""

from __future__ import annotations

from typing import Sequence, TypeVar

T = TypeVar("T")
MASK = (1 << 64) - 1


class Rng:
    """SplitMix64: 64-bit state, same sequence for the same seed on CPython and Pyodide alike."""

    __slots__ = ("state",)

    def __init__(self, seed: int):
        self.state = seed & MASK

    def next64(self) -> int:
        """The next 64-bit value."""
        self.state = z = (self.state + 0x9E3779B97F4A7C15) & MASK
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in ``range(n)`` (rejection sampling, no modulo bias)."""
        limit = (1 << 64) - (1 << 64) % n
        while True:
            # next64, written out: its call was a large part of drawing a number, which a random game does every move
            self.state = z = (self.state + 0x9E3779B97F4A7C15) & MASK
            z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
            v = z ^ (z >> 31)
            if v < limit:
                return v % n

    def shuffle(self, items: list) -> None:
        """Shuffle ``items`` in place (Fisher-Yates)."""
        # below(i + 1) and next64, written out (the same numbers): shuffling the bag was about half of starting a game.
        state = self.state
        for i in range(len(items) - 1, 0, -1):
            n = i + 1
            limit = (1 << 64) - (1 << 64) % n
            while True:
                state = z = (state + 0x9E3779B97F4A7C15) & MASK
                z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
                z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
                v = z ^ (z >> 31)
                if v < limit:
                    break
            j = v % n
            items[i], items[j] = items[j], items[i]
        self.state = state

    def choice(self, items: Sequence[T]) -> T:
        """One element of a non-empty sequence."""
        return items[self.below(len(items))]
