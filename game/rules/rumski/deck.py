"""Rumski's cards: the 70-card deck, RU-2 notation and card points.

Implements RU-1 (five colours numbered 1–13, one of each, plus 5 wilds),
RU-2 (colour then number: `P1`, `R13`; a wild is `W`; case-insensitive,
`str(card)` round-trips) and the card values of RU-14.
"""

from __future__ import annotations

import functools

from game.rules.cards import JOKER, Card, colour_words, parse_tokens
from game.text import en
from game.text.said import Say

COLOURS = "GRPBY"  # green, red, purple, blue, yellow (RU-1)
LOWEST, HIGHEST = 1, 13
NUMBERS = range(LOWEST, HIGHEST + 1)
WILDS_IN_DECK = 5


class RumskiCard(Card):
    """A Rumski card: `suit` is the colour letter and `rank` the number 1–13, or the
    wild (`face` JOKER, no colour or number)."""

    __slots__ = ()

    @property
    def is_wild(self) -> bool:
        """The wild card, which stands for whatever card its place in a meld needs."""
        return self.face == JOKER

    @property
    def colour(self) -> str:
        """The colour letter ('' for the wild)."""
        return self.suit

    @property
    def number(self) -> int:
        """The printed number (0 for the wild)."""
        return self.rank

    @property
    def name(self) -> str:
        """What a player calls the card, in English: 'red 7', 'wild'."""
        return english_name(self)

    def worded(self, say: Say = en.words) -> str:
        """The card's name in the language `say` speaks."""
        if self.is_wild:
            return say("names.wild")
        return say("names.numbered", colour=colour_words(self.suit), number=self.rank)


@functools.cache
def english_name(card: RumskiCard) -> str:
    return card.worded()


WILD = RumskiCard("", 0, JOKER)


def numbered(colour: str, number: int) -> RumskiCard:
    """The card of `colour` and `number`; ValueError if no such card is in the deck."""
    if colour not in COLOURS or len(colour) != 1:
        raise ValueError(f"colour must be one of {', '.join(COLOURS)}")
    if number not in NUMBERS:
        raise ValueError(f"number must be {LOWEST}–{HIGHEST}")
    return RumskiCard(colour, number)


def parse_card(token: str) -> RumskiCard:
    """One card from its RU-2 notation (case-insensitive): `P1`, `r13`, `W`."""
    token = token.strip().upper()
    if token == JOKER:
        return WILD
    if len(token) < 2 or not token[1:].isdigit():
        raise ValueError("write a colour (G R P B Y) then a number 1–13, or W for a wild")
    return numbered(token[0], int(token[1:]))


def parse_cards(text: str) -> list[RumskiCard]:
    """Cards from RU-2 notation separated by spaces or commas: `"P1 R13 W"`.

    ValueError naming the first bad token.
    """
    return parse_tokens(text, parse_card)


def full_deck() -> list[RumskiCard]:
    """The 70 cards of RU-1, in a fixed order: colour by colour, 1–13, then the wilds."""
    return [RumskiCard(c, n) for c in COLOURS for n in NUMBERS] + [WILD] * WILDS_IN_DECK


def card_points(card: Card) -> int:
    """What a card left in a loser's hand is worth to the winner (RU-14)."""
    if card.face == JOKER:
        return 25
    return 5 if card.rank <= 9 else 10
