"""Sting melds said in words, short, as a player reads them: "red 3-4-5", "three 7s with
a Wild Sting" (for the move log and the table's messages), from the words of
game/text/en/names.py, in the language of the sentence holding them.

A single card's words are its own (`StingCard.worded`: "red 7", "Double Sting"); this
module only names a whole meld (ST-7: a set or a run; ST-8: the wilds in it).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from game.rules.cards import Card, colour_words
from game.rules.sting.deck import SPECIAL_KEYS
from game.rules.sting.melds import RUN, layout_in_order, layouts
from game.rules.sting.plays import sting_card
from game.text.said import Listed, Said, number_words

LISTED_UP_TO = 5  # a run of more cards says "red 2 to 8" instead of every number


def meld_words(cards: Sequence[Card], wilds: bool = True) -> Said | Listed:
    """A meld in a few words: 'red 3-4-5', 'blue 2 to 8 with a Double Sting',
    'three 7s', 'four 10s with two Wild Stings' ('four 10s' without `wilds`, where
    the meld is only pointed at). Cards that make no meld are listed. Said in the
    language of the sentence holding it (`str()`: English)."""
    cards = [sting_card(card) for card in cards]
    layout = layout_in_order(cards)
    if layout is None:
        found = layouts(cards)
        if not found:
            return Listed(cards)
        layout = found[0]
    if layout.kind == RUN:
        numbers = [card.rank for card in layout.represents]
        colour = colour_words(layout.colour)
        if len(numbers) <= LISTED_UP_TO:
            words = Said("names.sting_run", colour=colour, numbers="-".join(map(str, numbers)))
        else:
            words = Said("names.sting_long_run", colour=colour, low=numbers[0], high=numbers[-1])
    else:
        words = Said("names.sting_set", how_many=number_words(len(cards)), number=layout.number)
    held = Counter(card.face for card in cards if card.face)
    if held and wilds:
        order = list(SPECIAL_KEYS)
        named = [
            Said(
                "names.sting_specials",
                count=count,
                how_many=number_words(count),
                special=Said(SPECIAL_KEYS[face]),
            )
            for face, count in sorted(held.items(), key=lambda item: order.index(item[0]))
        ]
        words = Said("names.sting_with", meld=words, wilds=Listed(named))
    return words
