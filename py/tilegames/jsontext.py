"""JSON text in and out of the engine, with every failure of untrusted text turned into a clear RuleError."""

from __future__ import annotations

import json
import re
from typing import Any

from .errors import RuleError
from .limits import DEPTH as DEPTH_LIMIT, TEXT as TEXT_LIMIT

_STRING = re.compile(r'"(?:[^"\\]|\\.)*"')
_BRACKET = re.compile(r"[\[\]{}]")


def _depth(text: str) -> int:
    """How deeply the arrays and objects of JSON ``text`` nest (brackets inside strings do not count)."""
    depth = deepest = 0
    for m in _BRACKET.finditer(_STRING.sub("", text)):
        depth += 1 if m.group() in "[{" else -1
        deepest = max(deepest, depth)
    return deepest


def loads(text: object, what: str) -> Any:
    """The value that JSON ``text`` holds; RuleError naming ``what`` if it is not JSON text or too deep."""
    if not isinstance(text, str):
        raise RuleError(f"the {what} must be JSON text")
    if len(text) > TEXT_LIMIT:
        raise RuleError(f"the {what} is too long ({len(text):,} characters; at most {TEXT_LIMIT:,})")
    opened = text.count("[") + text.count("{")  # at most that deep: most texts need no closer look
    if opened > DEPTH_LIMIT and _depth(text) > DEPTH_LIMIT:  # checked before parsing: the parser would recurse
        raise RuleError(f"the {what} is nested too deeply to be a game's data")
    try:
        return json.loads(text)
    except json.JSONDecodeError as e:
        raise RuleError(f"the {what} is not valid JSON: {e.msg} at line {e.lineno} column {e.colno}") from None
    except RecursionError:
        raise RuleError(f"the {what} is nested too deeply to be a game's data") from None
    except ValueError as e:  # e.g. a number with more digits than Python converts
        raise RuleError(f"the {what} holds a value that cannot be read: {e}") from None


def dumps(data: object) -> str:
    """Compact JSON text (UTF-8 kept as is)."""
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False)
