"""Sting melds said in words, short, as a player reads them: "red 3-4-5", "three 7s with
a Wild Sting" (for the move log and the table's messages).

A single card's words are its own (`StingCard.name`: "red 7", "Double Sting"); this
module only names a whole meld (ST-7: a set or a run; ST-8: the wilds in it).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from game.rules.cards import Card
from game.rules.sting.deck import COLOUR_NAMES, SPECIAL_NAMES
from game.rules.sting.melds import RUN, layout_in_order, layouts
from game.rules.sting.plays import sting_card

COUNTS = {1: "a", 2: "two", 3: "three", 4: "four"}
LISTED_UP_TO = 5  # a run of more cards says "red 2 to 8" instead of every number


def meld_words(cards: Sequence[Card], wilds: bool = True) -> str:
    """A meld in a few words: 'red 3-4-5', 'blue 2 to 8 with a Double Sting',
    'three 7s', 'four 10s with two Wild Stings' ('four 10s' without `wilds`, where
    the meld is only pointed at). Cards that make no meld are listed."""
    cards = [sting_card(card) for card in cards]
    layout = layout_in_order(cards)
    if layout is None:
        found = layouts(cards)
        if not found:
            return ", ".join(card.name for card in cards)
        layout = found[0]
    if layout.kind == RUN:
        numbers = [card.rank for card in layout.represents]
        if len(numbers) <= LISTED_UP_TO:
            span = "-".join(map(str, numbers))
        else:
            span = f"{numbers[0]} to {numbers[-1]}"
        words = f"{COLOUR_NAMES[layout.colour]} {span}"
    else:
        words = f"{COUNTS.get(len(cards), len(cards))} {layout.number}s"
    held = Counter(card.face for card in cards if card.face)
    if held and wilds:
        order = list(SPECIAL_NAMES)
        named = [
            f"{COUNTS.get(count, count)} {SPECIAL_NAMES[face]}{'s' if count > 1 else ''}"
            for face, count in sorted(held.items(), key=lambda item: order.index(item[0]))
        ]
        words += " with " + " and ".join(named)
    return words
