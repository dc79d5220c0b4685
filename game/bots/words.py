"""A bot's reason, as a player reads it (issue 10 "Why?"; issue 7, language-ready).

Every reason has two parts joined by an em dash: what the bot did, then why, from
what it computed — "discarded the king of spades — nothing in the hand pairs with
it, and it is the dearest such card (13 points)". Each part is a `Phrase`: a key of
the reasons catalogue (`game/text/en/reasons.py`) and its fields, a field perhaps a
`Phrase` itself. `because` is the one place that joins them into a `Reason`, so the
log, the hint and the tests can rely on the shape (`WHY`).

A `Reason` is its English sentence (a `str`: the bot holds no language state, as a
rules engine's refusal does not), and it keeps its phrases so that the app words it in
the player's language (`game.text.reason_words`, `reason_why`).

Fair play (issue 18): while a hand is live the move log shows every seat a bot's reason,
so it may name only what the table sees — the card taken or thrown, counts, the melds
and the pile. Where a why names the bot's hidden cards ("with the 3 of diamonds it
cuts …") or a figure of its hidden hand (the deadwood it leaves, its outs, the cards a
play would leave: DESIGN boundary 3), the bot says so where it builds it:
`secret(why, public)` marks the phrase and gives what may be said instead (or None).
`Reason.public` is the why with every secret part replaced; the log shows it
(`worded(public=True)`), and the whole reason is kept for the Hand histories after the
hand and for a hint to the bot's own seat.

Each game's card knows its own spoken name (`CrownsCard.worded` "queen of hearts",
`StingCard.worded` "red 7", `RumskiCard.worded` "red 7"), the same words the move log
uses; a phrase's field holds the card itself (or several, `named`; a colour or a meld,
`game.text.said`), so that it is named in the language the reason is worded in.
Other seats are given by number (a field `seat`, `own` or `turn`), and the bot's own
seat too where it matters whose it is; the English says "seat 2" or "seat 2's hand", and
the table names each in the form its sentence asks ("{seat:hand}": `game.text.said.Seat`),
so the same reason reads "Bo's hand" in the log and "your hand" as a hint, in each
language's own words.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from game.text import en, fields_of
from game.text.said import Listed, listed  # noqa: F401 - listed: the games' reasons list

WHY = " — "  # between what a bot did and why it did it

Say = Callable[..., str]  # (key, **fields) -> words: `game.text.tr`, or `in_english`


def in_english(key: str, /, **fields: object) -> str:
    """The English words of a reasons key, read from the English table itself."""
    return en.words(key, **fields)


@dataclass(frozen=True)
class Phrase:
    """A piece of a reason: a catalogue key and its fields (name, value) in order; a
    value that is a `Phrase` is worded first, in the same language."""

    key: str
    fields: tuple[tuple[str, Any], ...] = ()
    secret: bool = False  # it names cards the table can't see (`secret`)
    instead: Phrase | None = None  # what a secret phrase says in public; None: nothing

    def public(self) -> Phrase | None:
        """This phrase as the table may hear it while the hand is live: every secret part
        replaced by what it says instead; None where nothing of it may be said."""
        if self.secret:
            return None if self.instead is None else self.instead.public()
        told = {
            name: value.public() if isinstance(value, Phrase) else value
            for name, value in self.fields
        }
        if self.key == JOINED:  # "first; then": what is left of the two
            first, then = told["first"], told["then"]
            if first is None or then is None:
                return first or then
        elif None in told.values():
            return None
        if told == dict(self.fields):
            return self
        return Phrase(self.key, tuple(told.items()))

    def worded(self, say: Say = in_english) -> str:
        return say(self.key, **dict(self.fields))  # `say` words the fields (said.resolved)

    def __str__(self) -> str:
        return self.worded()


def phrase(key: str, /, **fields: object) -> Phrase:
    """The phrase of reasons key `key`, `fields` filled in; KeyError naming a key the
    reasons catalogue lacks, or fields other than its template fills
    (`phrase("reason.discarded", card="king of spades")`)."""
    if key not in en.TEXT:
        raise KeyError(f"the catalogue has no key {key!r}")
    wanted = fields_of(en.TEXT[key])
    if wanted != set(fields):
        raise KeyError(f"{key!r} fills {sorted(wanted)}, not {sorted(fields)}")
    return Phrase(key, tuple(fields.items()))


JOINED = "reason.and_then"  # "{first}; {then}": either part may stand alone


def secret(why: Phrase, public: Phrase | None = None) -> Phrase:
    """`why`, which names cards hidden from the table (the bot's own hand) or a figure
    of them, marked so that the live move log says `public` instead (None: no why at
    all) — "with the 3 of diamonds it cuts the deadwood from 20 to 16" becomes "it fits
    cards it holds"."""
    return Phrase(why.key, why.fields, secret=True, instead=public)


class Reason(str):
    """A bot's reason: its English sentence, keeping what it did (`what`) and why
    (`why`, None for a reason with no why, such as a random bot's)."""

    what: Phrase
    why: Phrase | None

    def __new__(cls, what: Phrase, why: Phrase | None = None) -> Reason:
        reason = super().__new__(cls, str(what) if why is None else f"{what}{WHY}{why}")
        reason.what = what
        reason.why = why
        return reason

    def __reduce__(self) -> tuple:
        return (Reason, (self.what, self.why))  # bots may answer from another process

    @property
    def public(self) -> Phrase | None:
        """The why as the table may hear it during the hand (`Phrase.public`)."""
        return None if self.why is None else self.why.public()

    def worded(self, say: Say = in_english, public: bool = False) -> str:
        """The whole reason in the language `say` speaks; `public`: as the move log shows
        it while the hand is live, naming no card hidden from the table."""
        why = self.public if public else self.why
        if why is None:
            return self.what.worded(say)
        return f"{self.what.worded(say)}{WHY}{why.worded(say)}"

    def explained(self, say: Say = in_english) -> str:
        """The why alone (the whole reason where it has none), as a hint adds it."""
        return (self.why or self.what).worded(say)

    def also(self, more: Phrase) -> Reason:
        """This reason with `more` said after its why: 'it sheds 3 cards; its wilds …'."""
        if self.why is None:
            return Reason(self.what, more)
        return Reason(self.what, phrase(JOINED, first=self.why, then=more))


def because(what: Phrase, why: Phrase) -> Reason:
    """One reason: 'drew from the stock — the 9 of hearts fits nothing'."""
    return Reason(what, why)


def explanation(reason: str) -> str:
    """The why of a reason (after the dash), in English: what a hint adds to the move."""
    if isinstance(reason, Reason):
        return reason.explained()
    return reason.split(WHY, 1)[-1]


def named(cards: Iterable[Any]) -> Phrase:
    """'the red 5', 'the red 5 and red 6', 'the red 5, red 6 and red 7' (the cards
    worded in the reason's language)."""
    cards = Listed(cards)
    return phrase("names.the", cards=cards) if cards else phrase("names.nothing")
