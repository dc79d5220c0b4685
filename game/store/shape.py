"""Small checks that a value read from JSON has the shape a store file needs.

Each raises ValueError with a sentence naming the place (`seats[1].name`) and what was
expected, so a refused file's message says exactly what is wrong with it.
"""

from __future__ import annotations

from typing import Any

BIGGEST = 2**63 - 1  # no count or seed in our files comes near this


def _kind(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true/false"
    if isinstance(value, int | float):
        return "a number"
    if isinstance(value, str):
        return "text"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "an object"
    return type(value).__name__


def expect_dict(value: Any, where: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise ValueError(f"{where} should be an object, not {_kind(value)}")
    return value


def expect_list(value: Any, where: str, max_items: int) -> list[Any]:
    if not isinstance(value, list):
        raise ValueError(f"{where} should be a list, not {_kind(value)}")
    if len(value) > max_items:
        raise ValueError(f"{where} has {len(value)} entries, more than the {max_items} allowed")
    return value


def expect_int(value: Any, where: str, lowest: int = -BIGGEST, highest: int = BIGGEST) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"{where} should be a whole number, not {_kind(value)}")
    if not lowest <= value <= highest:
        raise ValueError(f"{where} should be between {lowest} and {highest}")
    return value


def expect_bool(value: Any, where: str) -> bool:
    if not isinstance(value, bool):
        raise ValueError(f"{where} should be true or false, not {_kind(value)}")
    return value


def expect_str(value: Any, where: str, max_length: int = 200) -> str:
    if not isinstance(value, str):
        raise ValueError(f"{where} should be text, not {_kind(value)}")
    if len(value) > max_length:
        raise ValueError(f"{where} is longer than {max_length} characters")
    return value


def expect_choice(value: Any, where: str, choices: tuple[str, ...]) -> str:
    if value not in choices or not isinstance(value, str):
        raise ValueError(f"{where} should be one of {', '.join(choices)}")
    return value


def expect_format(data: dict[str, Any], kind: str, newest: int) -> int:
    """The file's `"format"` number; a file from a newer Wildmeld is refused by name."""
    if data.get("kind") != kind:
        raise ValueError(f"it is not a Wildmeld {kind.removeprefix('wildmeld-')} file")
    version = expect_int(data.get("format"), "format", 1)
    if version > newest:
        raise ValueError(
            f"it was written by a newer version of Wildmeld (format {version}; "
            f"this version reads format {newest})"
        )
    return version
