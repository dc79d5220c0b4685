"""Sting's cards: the 104-card deck, its notation, and what each card is worth in a hand.

Rules: ST-1 (the deck, and the beginners' 80 numbered cards), ST-2 (notation:
`R1` … `Y10`, wilds `W` `W2` `W3` `WS`, actions `PP` `TB`), ST-10 (points of a
card left in the hand).
"""

from __future__ import annotations

import functools
from collections.abc import Iterable

from game.rules.cards import (
    ACTION_FACES,
    DOUBLE,
    JOKER,
    NATURAL,
    PASS_A_PILE,
    SUPER,
    TAKE_IT_BACK,
    TRIPLE,
    WILD_FACES,
    Card,
    colour_words,
    parse_tokens,
)
from game.text import en
from game.text.said import Say

COLOURS = "RBGY"  # red, blue, green, yellow (the printed "Show" colour, ST-1 ruling)
NUMBERS = range(1, 11)
COPIES_OF_EACH_NUMBER = 2  # two of each colour and number: 80 numbered cards

# ST-1: how many of each special ("word") card the deck holds.
SPECIAL_COUNTS = {
    JOKER: 4,  # Wild Sting
    DOUBLE: 4,  # Double Sting: doubles a meld's score
    TRIPLE: 2,  # Triple Sting: triples a meld's score
    SUPER: 2,  # Super Sting: its meld can't be passed
    PASS_A_PILE: 8,
    TAKE_IT_BACK: 4,
}

# ST-10: points of a card left in the hand (numbered cards: 1, or their number).
_HAND_POINTS = {JOKER: 5, DOUBLE: 10, TRIPLE: 15, SUPER: 5, PASS_A_PILE: 1, TAKE_IT_BACK: 1}

# Each special card's name: the rules page's words for it.
SPECIAL_KEYS = {
    JOKER: "rules.sting.wild_sting",
    DOUBLE: "rules.sting.double_sting",
    TRIPLE: "rules.sting.triple_sting",
    SUPER: "rules.sting.super_sting",
    PASS_A_PILE: "rules.sting.pass_a_pile",
    TAKE_IT_BACK: "rules.sting.take_it_back",
}


class StingCard(Card):
    """A Sting card: numbered (`suit` a colour of COLOURS, `rank` 1–10, `face` '') or
    special (`suit` '', `rank` 0, `face` one of W W2 W3 WS PP TB). `str()` is its ST-2
    notation."""

    __slots__ = ()

    @property
    def colour(self) -> str:
        """'R', 'B', 'G' or 'Y' for a numbered card, '' for a special card."""
        return self.suit

    @property
    def number(self) -> int:
        """1–10 for a numbered card, 0 for a special card."""
        return self.rank

    @property
    def name(self) -> str:
        """What a player calls the card, in English: 'red 7', 'Double Sting'."""
        return english_name(self)

    def worded(self, say: Say = en.words) -> str:
        """The card's name in the language `say` speaks."""
        if self.face:
            return say(SPECIAL_KEYS[self.face])
        return say("names.numbered", colour=colour_words(self.suit), number=self.rank)


@functools.cache
def english_name(card: StingCard) -> str:
    return card.worded()


# Every distinct card once, by its notation: parsing looks cards up here, so equal
# cards are usually the same object (cheap to compare and hash).
_BY_TOKEN: dict[str, StingCard] = {
    **{f"{c}{n}": StingCard(c, n) for c in COLOURS for n in NUMBERS},
    **{face: StingCard("", 0, face) for face in SPECIAL_COUNTS},
}


def numbered(colour: str, number: int) -> StingCard:
    """The numbered card of `colour` and `number` (ValueError if there is none)."""
    try:
        return _BY_TOKEN[f"{colour}{number}"]
    except KeyError:
        raise ValueError(f"there is no {colour}{number} in Sting") from None


def parse_card(token: str) -> StingCard:
    """One card from its ST-2 notation, any case: 'r7', 'Y10', 'w2'."""
    card = _BY_TOKEN.get(token.strip().upper())
    if card is None:
        raise ValueError(
            f"{token!r} is not a Sting card: use a colour R B G Y and 1–10 (R7, Y10), "
            "or W, W2, W3, WS, PP, TB"
        )
    return card


def parse_cards(text: str) -> list[StingCard]:
    """Cards from ST-2 notation separated by spaces or commas, any case.

    ValueError names the bad token. `format_cards(parse_cards(t))` round-trips.
    """
    return parse_tokens(text, parse_card)


def full_deck(beginners: bool = False) -> list[StingCard]:
    """The deck in a fixed order (ST-1): 104 cards, or the 80 numbered cards only
    for beginners (ST-14). Shuffle it with `game.rules.cards.shuffled`."""
    deck = [
        _BY_TOKEN[f"{c}{n}"] for _ in range(COPIES_OF_EACH_NUMBER) for c in COLOURS for n in NUMBERS
    ]
    if not beginners:
        for face, count in SPECIAL_COUNTS.items():
            deck.extend([_BY_TOKEN[face]] * count)
    return deck


def is_wild(card: Card) -> bool:
    """W, W2, W3 and WS stand for any numbered card (ST-2)."""
    return card.face in WILD_FACES


def is_action(card: Card) -> bool:
    """PP and TB are action cards: they never meld (ST-2, ST-8)."""
    return card.face in ACTION_FACES


def is_numbered(card: Card) -> bool:
    """A plain coloured card, 1–10."""
    return card.face == NATURAL


def hand_value(card: Card, numeric: bool = False) -> int:
    """ST-10: points a card left in the hand scores against its holder. Numbered
    cards score 1, or their number with the numeric-scoring option."""
    if card.face:
        return _HAND_POINTS[card.face]
    return card.rank if numeric else 1


def hand_points(cards: Iterable[Card], numeric: bool = False) -> int:
    """ST-10: points of a whole hand."""
    return sum(hand_value(card, numeric) for card in cards)
