"""Small checks that a value read from JSON has the shape a store file needs.

Each raises ValueError with a sentence naming the place (`seats[1].name`) and what was
expected, so a refused file's message says exactly what is wrong with it.
"""

from __future__ import annotations

import re
from typing import Any

from game.text import tr

BIGGEST = 2**63 - 1  # no count or seed in our files comes near this
# A notice about a file says what is wrong in a sentence or two; a refusal that quotes a
# hand-made move of 90,000 cards is cut, so no notice fills the screen (issue 17): the
# reason to REASON_LENGTH characters, the whole notice (with the file's name and where it
# was moved) to NOTICE_LENGTH.
REASON_LENGTH = 240
NOTICE_LENGTH = 600
SURROGATES = range(0xD800, 0xE000)  # halves of a UTF-16 pair: alone, not a character
# What no text field may hold: control characters (Unicode's Cc: C0, DEL, C1) and lone
# surrogates. Format characters (a zero-width joiner inside an emoji) are fine here.
UNFIT = re.compile("[\x00-\x1f\x7f-\x9f\ud800-\udfff]")


def text_problem(text: str, max_length: int) -> str | None:
    """Why `text` may not be stored or shown as a name, title or other text field — a
    control character (NUL, a line break, an escape), a lone surrogate (not valid
    Unicode: no font can draw it, no UTF-8 file can hold it), or more than `max_length`
    characters — in words that follow the field's name ("is longer than 16
    characters"); None when it is fit. Letters of every script, emoji and joiners are
    fit. The one home of this check: every store reader asks it (through `expect_str`),
    and whatever cleans a name as it is typed can ask it too."""
    if len(text) > max_length:
        return tr("store.too_long", limit=max_length)
    found = UNFIT.search(text)
    if found is None:
        return None
    code = ord(found.group())
    key = "store.not_unicode" if code in SURROGATES else "store.control_character"
    return tr(key, code=f"U+{code:04X}")


def fit_words(text: str, limit: int = NOTICE_LENGTH) -> str:
    """`text` made safe to show: every character `text_problem` objects to becomes
    U+FFFD, and past `limit` characters it is cut with an ellipsis."""
    if len(text) > limit:
        text = text[: limit - 1].rstrip() + "…"
    return UNFIT.sub("\ufffd", text)


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
    """`value` if it is text fit to keep and show (`text_problem`)."""
    if not isinstance(value, str):
        raise ValueError(tr("store.not_text", where=where, kind=_kind(value)))
    problem = text_problem(value, max_length)
    if problem is not None:
        raise ValueError(tr("store.unfit_text", where=where, problem=problem))
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
