"""Small checks that a value read from JSON has the shape a store file needs.

Each raises ValueError with a sentence naming the place (`seats[1].name`) and what was
expected, so a refused file's message says exactly what is wrong with it.
"""

from __future__ import annotations

from typing import Any

from game.text import tr

BIGGEST = 2**63 - 1  # no count or seed in our files comes near this


def _kind(value: Any) -> str:
    if value is None:
        return tr("store.kind_null")
    if isinstance(value, bool):
        return tr("store.kind_bool")
    if isinstance(value, float):
        return f"{value:g}"  # the number itself: "seed should be a whole number, not 12.5"
    if isinstance(value, int):
        return tr("store.kind_number")
    if isinstance(value, str):
        return tr("store.kind_text")
    if isinstance(value, list):
        return tr("store.kind_list")
    if isinstance(value, dict):
        return tr("store.kind_object")
    return type(value).__name__


def expect_dict(value: Any, where: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise ValueError(tr("store.not_object", where=where, kind=_kind(value)))
    return value


def expect_list(value: Any, where: str, max_items: int) -> list[Any]:
    if not isinstance(value, list):
        raise ValueError(tr("store.not_list", where=where, kind=_kind(value)))
    if len(value) > max_items:
        raise ValueError(tr("store.too_many", where=where, count=len(value), limit=max_items))
    return value


def expect_int(value: Any, where: str, lowest: int = -BIGGEST, highest: int = BIGGEST) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(tr("store.not_whole", where=where, kind=_kind(value)))
    if not lowest <= value <= highest:
        raise ValueError(tr("store.out_of_range", where=where, lowest=lowest, highest=highest))
    return value


def expect_bool(value: Any, where: str) -> bool:
    if not isinstance(value, bool):
        raise ValueError(tr("store.not_bool", where=where, kind=_kind(value)))
    return value


def expect_str(value: Any, where: str, max_length: int = 200) -> str:
    if not isinstance(value, str):
        raise ValueError(tr("store.not_text", where=where, kind=_kind(value)))
    if len(value) > max_length:
        raise ValueError(tr("store.too_long", where=where, limit=max_length))
    return value


def expect_choice(value: Any, where: str, choices: tuple[str, ...]) -> str:
    if value not in choices or not isinstance(value, str):
        raise ValueError(tr("store.not_choice", where=where, choices=", ".join(choices)))
    return value


def expect_format(data: dict[str, Any], kind: str, newest: int) -> int:
    """The file's `"format"` number; a file from a newer Wildmeld is refused by name."""
    if data.get("kind") != kind:
        raise ValueError(tr("store.not_wildmeld", kind=kind.removeprefix("wildmeld-")))
    version = expect_int(data.get("format"), "format", 1)
    if version > newest:
        raise ValueError(tr("store.newer_format", version=version, newest=newest))
    return version
