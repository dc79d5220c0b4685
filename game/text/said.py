"""Words said inside other words, in the language of the sentence that holds them
(issue 20: card names and terms in the chosen language).

A field of a catalogue entry may hold, instead of finished words, something that words
itself: a card (`Card.worded`), a bot's `Phrase`, or one of the small values here — a
key to say (`Said`: a colour, "jacks", "a book of 8s"), or things to list (`Listed`:
"the red 5, red 6 and red 7"). `game.text.tr` words such fields in the chosen language,
`game.text.en.words` in English (what a rules engine's refusal and a bot's reason hold
for the logs), both through `resolved`; so a card named inside a refusal or a bot's
reason reaches the screen in the player's language, worded in one place.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

Say = Callable[..., str]  # (key, **fields) -> words: game.text.tr or game.text.en.words


def worded(value: Any, say: Say) -> Any:
    """`value` in words, if it words itself (never a str: a bot's English `Reason` is
    one, and stays as it is); any other value as it is."""
    if isinstance(value, str) or not hasattr(value, "worded"):
        return value
    return value.worded(say)


def resolved(fields: dict[str, Any], say: Say) -> dict[str, Any]:
    """The fields with every value that words itself worded by `say`."""
    return {name: worded(value, say) for name, value in fields.items()}


class Said:
    """A catalogue key and its fields, said when the sentence holding it is said
    ("red" as `Said("names.colour_R")`); `str()` is its English."""

    __slots__ = ("key", "fields")

    def __init__(self, key: str, /, **fields: Any):
        self.key = key
        self.fields = fields

    def worded(self, say: Say) -> str:
        return say(self.key, **self.fields)

    def __str__(self) -> str:
        from game.text import en

        return self.worded(en.words)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Said) and (self.key, self.fields) == (other.key, other.fields)

    def __hash__(self) -> int:
        return hash((self.key, tuple(self.fields.items())))

    def __repr__(self) -> str:
        return f"Said({self.key!r}, **{self.fields!r})"

    def __reduce__(self) -> tuple:  # bots may answer from another process
        return (_said, (self.key, tuple(self.fields.items())))


def _said(key: str, fields: tuple) -> Said:
    return Said(key, **dict(fields))


class Listed(tuple):
    """Things said one after another: "a", "a and b", "a, b and c" (`list.and`)."""

    def worded(self, say: Say) -> str:
        words = [str(worded(item, say)) for item in self]
        if len(words) <= 1:
            return "".join(words)
        return say("list.and", most=", ".join(words[:-1]), last=words[-1])

    def __str__(self) -> str:
        from game.text import en

        return self.worded(en.words)


def listed(items: Iterable[Any]) -> Listed:
    return Listed(items)


def number_words(count: int) -> Said | int:
    """ "two", "three", "four" for 2 to 4 (as a player says how many melds or cards), else
    the number itself."""
    return Said(NUMBER_KEYS[count]) if count in NUMBER_KEYS else count


NUMBER_KEYS = {2: "reason.two", 3: "reason.three", 4: "reason.four"}
