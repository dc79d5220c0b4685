"""A player's name as the app keeps and shows it: `clean_name`, the one home of what a
name may hold.

A name is typed in the new-game setup and read back from save files, and it is drawn at
the table (the seat badge shows its first letter). Characters that draw nothing or
change how the rest is drawn — control characters (category Cc, such as NUL or a tab),
format characters (Cf: U+200B zero-width space, U+200F right-to-left mark, U+202E
right-to-left override, U+FEFF byte-order mark …), surrogates, private-use and
unassigned code points, line and paragraph separators — are dropped; any other space
becomes a plain space; runs of spaces become one; the ends are trimmed. A name with
nothing left is given the default its caller names.
"""

from __future__ import annotations

import functools
import unicodedata

DROPPED = frozenset({"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"})  # draw nothing, or reorder
TYPED = frozenset({"Cc", "Cf", "Zl", "Zp"})  # of those, what a keyboard or a paste can bring
# Where the characters of TYPED are: the Basic Multilingual Plane, the Supplementary
# Multilingual Plane and the tags of plane 14 (no other plane has any).
TYPED_RANGES = (range(0x20000), range(0xE0000, 0xE1000))


def clean_name(name: str, default: str, longest: int | None = None) -> str:
    """`name` with every invisible or reordering character dropped, spaces made plain
    and trimmed (and cut to `longest` characters, if given); `default` when nothing
    visible is left."""
    kept = []
    for character in name:
        category = unicodedata.category(character)
        if category == "Zs":
            kept.append(" ")
        elif category not in DROPPED:
            kept.append(character)
    cleaned = " ".join("".join(kept).split())
    if longest is not None:
        cleaned = cleaned[:longest].rstrip()
    return cleaned or default


@functools.cache
def untypable() -> tuple[str, ...]:
    """Every character a name field refuses as it is typed or pasted (a field showing
    only such characters would draw nothing, and pygame_gui fails drawing that)."""
    return tuple(
        chr(code)
        for codes in TYPED_RANGES
        for code in codes
        if unicodedata.category(chr(code)) in TYPED
    )


def is_you(name: str) -> bool:
    """Whether `name` is the word a table calls its one person by when no name was typed
    ("You", "Du", "Vous" …): in the language spoken now or any other (a game saved in
    English and loaded in French still knows its person)."""
    from game.text import CATALOGUES, en, plural

    said = name.strip().casefold()
    for catalogue in CATALOGUES.values():
        words = catalogue.get("setup.you", en.TEXT["setup.you"])
        if said == plural.forms(words)[0].casefold():
            return True
    return False


def shown_name(name: str) -> str:
    """A person's name as the language spoken now shows it: the word for You (`is_you`)
    in this language, any other name as it is."""
    from game.text import tr

    return tr("setup.you") if is_you(name) else name
