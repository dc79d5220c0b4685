"""Words said inside other words, in the language of the sentence that holds them
(issue 20: card names and terms in the chosen language).

A field of a catalogue entry may hold, instead of finished words, something that words
itself: a card (`Card.worded`), a bot's `Phrase`, or one of the small values here — a
key to say (`Said`: a colour, "jacks", "a book of 8s"), things to list (`Listed`:
"the red 5, red 6 and red 7"), or a seat (`Seat`: "Bo's meld", "your meld", by the
names the table gives, `naming`). `game.text.tr` words such fields in the chosen language,
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
    """The fields with every value that words itself worded by `say` — a seat's number
    in a field of `SEAT_FIELDS` as the seat (`Seat`)."""
    return {name: worded(seated(name, value), say) for name, value in fields.items()}


# The fields that hold a seat wherever a sentence names one ("{seat:meld}", "{own}",
# "{turn:turn}"): bots and engines give the seat's number, and it is worded as a `Seat`.
SEAT_FIELDS = frozenset({"seat", "own", "turn"})


def seated(name: str, value: Any) -> Any:
    """`value`, as a `Seat` where the field `name` holds a seat's number."""
    return Seat(value) if name in SEAT_FIELDS and type(value) is int else value


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


class SaidWords(str):
    """What a `Said` says in the language spoken when it was said — a `str` like any
    other words — that can be said again (`said_now`): a notice a screen keeps while
    the player changes the language (a settings file's reset value) speaks the new one.
    `keep` (making file-borne words safe to draw, say) is applied to each wording."""

    said: Said
    keep: Callable[[str], str]

    def __new__(cls, said: Said, keep: Callable[[str], str] = str) -> SaidWords:
        from game.text import tr

        words = super().__new__(cls, keep(said.worded(tr)))
        words.said, words.keep = said, keep
        return words

    def __reduce__(self) -> tuple:  # copied or pickled, it is said again then
        return (SaidWords, (self.said, self.keep))


def said_now(words: str) -> str:
    """`words` in the language spoken now: said again if they can be (`SaidWords`)."""
    if isinstance(words, SaidWords):
        from game.text import tr

        return words.keep(words.said.worded(tr))
    return words


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


# How a template may word a seat (`{seat}`, `{seat:meld}` …): the form after the colon
# (the seat as an object, as the object of "to" or "in front of", as a subject, "'s" …),
# each a pair of catalogue entries, `names.seat_<form>` (another seat, "{name}'s meld")
# and `names.seat_<form>_you` (the person the table calls You, "your meld"); no form is
# `names.seat` / `names.seat_you`. Each language words each form its own way ("die
# Kombination von {name}" / "deine Kombination"), so a sentence never builds a
# possessive out of a name itself.
SEAT_FORMS = ("", "dative", "subject", "s", "meld", "own_meld", "hand", "total", "turn")


class Seat(int):
    """A seat named inside a sentence (a bot's reason, a rules engine's refusal): its
    number, worded when the sentence is — by the names the table gives (`naming`: "Bo",
    "Bo's meld", or "you", "your meld" for the person called You), else by its number
    ("seat 2", as a bot or an engine, which never see names, hold the English)."""

    def worded(self, say: Say) -> SeatWords:
        return SeatWords(int(self), say)

    def __repr__(self) -> str:
        return f"Seat({int(self)})"

    def __reduce__(self) -> tuple:  # bots may answer from another process
        return (Seat, (int(self),))


class SeatWords:
    """A seat as the sentence holding it says it: each form its template asks for
    (`format(words, "meld")`), in `say`'s language, with `say`'s names (`naming`)."""

    __slots__ = ("number", "say")

    def __init__(self, number: int, say: Say):
        self.number = number
        self.say = say

    def __format__(self, form: str) -> str:
        if form not in SEAT_FORMS:
            raise ValueError(f"no seat form {form!r} (known: {', '.join(SEAT_FORMS[1:])})")
        from game.text.names import is_you

        key = f"names.seat_{form}" if form else "names.seat"
        names = getattr(self.say, "names", ())
        if not 0 <= self.number < len(names):  # no names, or no such seat (a bad action's)
            return self.say(key, name=self.say("names.seat_number", number=self.number))
        name = names[self.number]
        return self.say(f"{key}_you") if is_you(name) else self.say(key, name=name)

    def __str__(self) -> str:
        return format(self, "")


def naming(say: Say, names: Iterable[str]) -> Say:
    """`say`, its seats (`Seat`) named by `names` (each seat's name at the table), in
    every field and every phrase inside a field."""

    def named(key: str, /, **fields: Any) -> str:
        return say(key, **resolved(fields, named))

    named.names = tuple(names)  # type: ignore[attr-defined]
    return named
