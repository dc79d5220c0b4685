"""Crowns cards: the five-suit deck, its notation and card values (CR-1, CR-2, CR-3).

A Crowns card prints rank then suit (`3C`, `10X`, `QH`, `KS`); a joker prints `W`.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable

from game.rules.cards import JOKER, Card, parse_tokens
from game.text import en
from game.text.said import Said, Say

SUITS = "CDHSX"  # clubs, diamonds, hearts, spades, stars (CR-1)
RANKS = tuple(range(3, 14))  # 3 .. 10, J=11, Q=12, K=13 (CR-1)
JOKERS_PER_PACK = 3  # CR-1: 55 suited cards + 3 jokers = 58 per pack
JOKER_VALUE = 50  # CR-3
WILD_VALUE = 20  # CR-3: a card of the current wild rank
_RANK_TEXT = {11: "J", 12: "Q", 13: "K"}
FACES = (11, 12, 13)  # jack, queen, king: named in words (names.rank_11 …)
_TEXT_RANK = {text: rank for rank, text in _RANK_TEXT.items()}


class CrownsCard(Card):
    """A Crowns card: `suit` one of CDHSX and `rank` 3..13, or a joker (face `W`)."""

    __slots__ = ()

    def __str__(self) -> str:
        if self.face:
            return self.face
        return f"{_RANK_TEXT.get(self.rank, self.rank)}{self.suit}"

    def __repr__(self) -> str:
        return f"<{self}>"

    @property
    def name(self) -> str:
        """What a player calls the card, in English: 'queen of hearts', '10 of stars',
        'joker' (the words of game/text/en/names.py)."""
        return english_name(self)

    def worded(self, say: Say = en.words) -> str:
        """The card's name in the language `say` speaks."""
        if self.face:
            return say("names.joker")
        rank = say(f"names.rank_{self.rank}") if self.rank in FACES else self.rank
        return say("names.crowns_card", rank=rank, suit=Said(f"names.suit_{self.suit}"))


@functools.cache
def english_name(card: CrownsCard) -> str:
    return card.worded()


JOKER_CARD = CrownsCard("", 0, JOKER)


def parse_card(token: str) -> CrownsCard:
    """One card from its text (CR-2); ValueError saying what is wrong."""
    token = token.strip().upper()
    if token == JOKER:
        return JOKER_CARD
    if len(token) < 2:
        raise ValueError("a card is a rank then a suit, like 3C, 10X, QH, or W for a joker")
    rank_text, suit = token[:-1], token[-1]
    if suit not in SUITS:
        raise ValueError(f"unknown suit {suit!r}: suits are C D H S X")
    if rank_text in _TEXT_RANK:
        rank = _TEXT_RANK[rank_text]
    elif rank_text.isdigit() and int(rank_text) in RANKS and not rank_text.startswith("0"):
        rank = int(rank_text)
    elif rank_text == "T":
        raise ValueError("write ten as 10, not T")
    else:
        raise ValueError(f"unknown rank {rank_text!r}: ranks are 3-10, J, Q, K")
    return CrownsCard(suit, rank)


def parse_cards(text: str) -> list[CrownsCard]:
    """Cards from text like "3C 10X QH W" (CR-2), case-insensitive; ValueError names a bad token."""
    return parse_tokens(text, parse_card)


def pack() -> list[CrownsCard]:
    """One pack: every suited card once and three jokers (CR-1)."""
    cards = [CrownsCard(suit, rank) for suit in SUITS for rank in RANKS]
    return cards + [JOKER_CARD] * JOKERS_PER_PACK


def packs_for(seats: int) -> int:
    """Two packs for 1-7 seats, four for 8-14 (CR-4)."""
    return 2 if seats <= 7 else 4


def deck(packs: int) -> list[CrownsCard]:
    """`packs` packs together, in a fixed order (shuffle with the game's rng)."""
    return [card for _ in range(packs) for card in pack()]


def is_wild(card: Card, wild_rank: int) -> bool:
    """Jokers are always wild; so is every card of the hand's wild rank (CR-5)."""
    return card.face == JOKER or card.rank == wild_rank


def card_value(card: Card, wild_rank: int) -> int:
    """What a card costs when left unmelded (CR-3)."""
    if card.face == JOKER:
        return JOKER_VALUE
    if card.rank == wild_rank:
        return WILD_VALUE
    return card.rank


def cards_value(cards: Iterable[Card], wild_rank: int) -> int:
    """Total value of `cards` (CR-3)."""
    return sum(card_value(card, wild_rank) for card in cards)


def sort_key(card: Card) -> tuple[int, int, int]:
    """Display order: by suit, then rank; jokers last."""
    if card.face:
        return (len(SUITS), 0, 0)
    return (SUITS.index(card.suit), card.rank, 0)
