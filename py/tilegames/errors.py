"""The one exception the engine raises for bad input: an illegal or malformed move, record or setup."""

MESSAGE_LIMIT = 300  # characters of a message: one that quotes a huge bad value is cut, so a page can show it


class RuleError(ValueError):
    """Bad input; the message says what is wrong and the game is left exactly as it was."""

    def __init__(self, message: str = "") -> None:
        text = str(message)
        super().__init__(text if len(text) <= MESSAGE_LIMIT else text[: MESSAGE_LIMIT - 1] + "…")
