"""Cards shared by the three games: one card type, notation helpers, decks, seeded shuffles.

A game subclasses `Card` only to print it in its own notation (CR-2, ST-2, RU-2);
everything else — equality, ordering, hashing — is shared.
"""

from __future__ import annotations

import random
import re
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from operator import attrgetter
from typing import TypeVar

from game.text.said import Said

C = TypeVar("C")

# Faces of cards that are not plain suited/numbered cards.
NATURAL = ""
JOKER = "W"  # Crowns' joker, Sting's Wild Sting, Rumski's wild
DOUBLE = "W2"  # Sting: Double Sting
TRIPLE = "W3"  # Sting: Triple Sting
SUPER = "WS"  # Sting: Super Sting
PASS_A_PILE = "PP"  # Sting action card
TAKE_IT_BACK = "TB"  # Sting action card
WILD_FACES = frozenset({JOKER, DOUBLE, TRIPLE, SUPER})
ACTION_FACES = frozenset({PASS_A_PILE, TAKE_IT_BACK})


@dataclass(frozen=True, order=True, slots=True)
class Card:
    """One card. `suit` is a one-letter suit or colour ('' for specials), `rank` its
    number (0 for specials), `face` '' for a natural card or a special face code."""

    suit: str = ""
    rank: int = 0
    face: str = NATURAL

    @property
    def is_natural(self) -> bool:
        """A suited/numbered card (it may still be wild by a game's rule, e.g. Crowns)."""
        return self.face == NATURAL

    @property
    def is_printed_wild(self) -> bool:
        """A card printed as a wild (joker, Sting's W/W2/W3/WS)."""
        return self.face in WILD_FACES

    def __str__(self) -> str:  # colour/suit then number: Sting and Rumski notation
        return self.face or f"{self.suit}{self.rank}"

    def __repr__(self) -> str:
        return f"<{self}>"


# What makes two cards the same card, as Card equality sees it (class and fields), read in C:
# counting these instead of the cards skips the dataclass's Python-level __hash__, which
# made check_invariants most of a checked game's time (docs/reliability.md).
_IDENTITY = attrgetter("__class__", "suit", "rank", "face")


def colour_words(colour: str) -> Said:
    """A colour as Sting's and Rumski's cards name it: 'red' (`names.colour_R`), said in
    the language of the sentence holding it."""
    return Said(f"names.colour_{colour}")


def card_counts(cards: Iterable[Card]) -> dict:
    """How many of each card `cards` holds, for comparing two collections of cards with
    `==` (every engine's check_invariants counts the whole deck after every action).
    A plain dict keyed by each card's identity (class and fields): built and compared in C."""
    return dict(Counter(map(_IDENTITY, cards)))


_SEPARATORS = re.compile(r"[\s,]+")


def parse_tokens(text: str, parse_token: Callable[[str], C]) -> list[C]:
    """Split `text` on spaces/commas and parse each token with `parse_token`.

    `parse_token` raises ValueError for a token it does not know; the error
    raised here names the token and its position.
    """
    cards = []
    for position, token in enumerate(t for t in _SEPARATORS.split(text.strip()) if t):
        try:
            cards.append(parse_token(token.upper()))
        except ValueError as error:
            raise ValueError(f"bad card {token!r} (token {position + 1}): {error}") from None
    return cards


def format_cards(cards: Iterable[Card]) -> str:
    """Cards in their game's notation, separated by spaces."""
    return " ".join(str(card) for card in cards)


def new_rng(seed: int) -> random.Random:
    """The only source of randomness the rules may use: a generator made from a seed."""
    return random.Random(seed)


def shuffled(cards: Iterable[Card], rng: random.Random) -> list[Card]:
    """A new list with `cards` in an order drawn from `rng`."""
    deck = list(cards)
    rng.shuffle(deck)
    return deck


def stacked(deck: list[C], stack: Iterable[C]) -> list[C]:
    """`deck` (top card last) with the cards of `stack` taken out and put on top, so
    that the first card of `stack` leaves the deck first (lessons' scripted deals)."""
    rest = list(deck)
    order = list(stack)
    for card in order:
        rest.remove(card)
    return rest + order[::-1]


def deal_order(hands: list[list[C]], dealer: int) -> list[C]:
    """The cards of `hands` in the order a deal hands them out: one card at a time,
    starting with the player on the dealer's left (CR-5, ST-3, RU-3)."""
    seats = len(hands)
    return [
        hands[(dealer + offset) % seats][index]
        for index in range(len(hands[0]))
        for offset in range(1, seats + 1)
    ]
