"""A bot's reason in words, as a player says them (issue 10 "Why?").

Every reason has two parts joined by an em dash: what the bot did, then why, from
what it computed — "discarded the king of spades — nothing in the hand pairs with
it, and it is the dearest such card (13 points)". `because` is the one place that
joins them, so the log, the hint and the tests can rely on the shape (`WHY`).

Each game's card knows its own spoken name (`CrownsCard.name` "queen of hearts",
`StingCard.name` "red 7", `RumskiCard.name` "red 7"), the same words the move log
uses; this module only strings several of them together. Other seats are spoken of
as "seat 2" (or "seat 2's"), and the bot's own seat too where it matters whose it
is: the table puts the names there (`game.ui.move_log.with_names`), so the same
reason reads "Bo's hand" in the log and "your hand" as a hint.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

WHY = " — "  # between what a bot did and why it did it


def because(what: str, why: str) -> str:
    """One reason sentence: 'drew from the stock — the 9 of hearts fits nothing'."""
    return f"{what}{WHY}{why}"


def explanation(reason: str) -> str:
    """The why of a reason (after the dash): what a hint adds to the move it shows."""
    return reason.split(WHY, 1)[-1]


def listed(words: Iterable[str]) -> str:
    """'a', 'a and b', 'a, b and c'."""
    words = list(words)
    if len(words) <= 1:
        return "".join(words)
    return f"{', '.join(words[:-1])} and {words[-1]}"


def named(cards: Iterable[Any]) -> str:
    """'the red 5', 'the red 5 and red 6', 'the red 5, red 6 and red 7'."""
    names = [card.name for card in cards]
    if not names:
        return "nothing"
    return f"the {listed(names)}"


def counted(count: int, thing: str) -> str:
    """'1 card', '3 cards' (things that take a plain s)."""
    return f"{count} {thing}{'' if count == 1 else 's'}"
