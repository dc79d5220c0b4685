"""Cards in a bot's reason said in words, as a player says them (issue 10 "Why?").

Each game's card knows its own spoken name (`CrownsCard.name` "queen of hearts",
`StingCard.name` "red 7", `RumskiCard.name` "red 7"), the same words the move log
uses; this module only strings several of them together.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any


def named(cards: Iterable[Any]) -> str:
    """'the red 5', 'the red 5 and red 6', 'the red 5, red 6 and red 7'."""
    names = [card.name for card in cards]
    if not names:
        return "nothing"
    if len(names) == 1:
        return f"the {names[0]}"
    return f"the {', '.join(names[:-1])} and {names[-1]}"
