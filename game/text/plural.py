"""Words by number (issue 20): a catalogue entry worded by number is a tuple of forms,
one per plural form of its language, and the field `count` picks the form.

A language's plural rule is the gettext expression of its PO header (`Plural-Forms`,
written by Babel from the CLDR rules: German "n != 1", French "(n == 0 || n == 1) ? 0 :
…"), evaluated by the standard library's `gettext.c2py`; English's own is `ENGLISH`.
English entries have two forms, (one, other): `("{count} card", "{count} cards")`.
"""

from __future__ import annotations

import functools
import gettext
from collections.abc import Callable

ENGLISH = "(n != 1)"
Entry = str | tuple[str, ...]  # a template, or its forms by number


@functools.cache
def rule(expression: str) -> Callable[[int], int]:
    """The form index for a count under a gettext plural expression."""
    return gettext.c2py(expression)


def form(entry: Entry, fields: dict, expression: str = ENGLISH) -> str:
    """The template of `entry` for these fields: itself, or the form its `count` asks for
    (KeyError naming `count` when a worded-by-number entry is not given it)."""
    if isinstance(entry, str):
        return entry
    if "count" not in fields:
        raise KeyError(f"count: the words {entry[-1]!r} are chosen by number")
    index = rule(expression)(abs(int(fields["count"])))
    return entry[min(index, len(entry) - 1)]


def forms(entry: Entry) -> tuple[str, ...]:
    """Every template of an entry (one for a plain one)."""
    return (entry,) if isinstance(entry, str) else entry
