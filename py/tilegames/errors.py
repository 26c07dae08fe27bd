"""The one exception the engine raises for bad input: an illegal or malformed move, record or setup."""


class RuleError(ValueError):
    """Bad input; the message says what is wrong and the game is left exactly as it was."""
