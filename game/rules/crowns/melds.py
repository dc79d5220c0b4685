"""Crowns melds: is a group of cards a book or a run (CR-10).

A *book* is 3 or more cards of one rank, any suits; a *run* is 3 or more cards of one
suit in consecutive ranks from 3 to K, with no wrap-around. Wilds (jokers and cards of
the hand's wild rank, CR-2) stand anywhere in either. The best arrangement of a whole
hand is the solver's (`solver.py`, CR-13).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import NamedTuple

from game.rules.cards import JOKER, Card

MAX_RUN = 11  # CR-10: 3..K, no wrap-around
LOWEST, HIGHEST = 3, 13  # CR-10: a run's ranks


class StandsFor(NamedTuple):
    """The card a wild stands for in a meld: its `rank`, and its `suit` in a run ('' in a
    book, where it is that rank in any suit)."""

    suit: str
    rank: int


def book_rank(meld: Sequence[Card], wild_rank: int) -> int | None:
    """The rank of a meld that is a book (0 for all wilds), or None."""
    ranks = {card.rank for card in meld if not (card.face == JOKER or card.rank == wild_rank)}
    if len(ranks) > 1:
        return None
    return ranks.pop() if ranks else 0


def is_meld(cards: Sequence[Card], wild_rank: int) -> bool:
    """A book or a run of 3 or more cards, wilds anywhere (CR-10)."""
    if len(cards) < 3:
        return False
    naturals = [card for card in cards if not (card.face == JOKER or card.rank == wild_rank)]
    if len({card.rank for card in naturals}) <= 1:
        return True  # a book (or all wilds)
    if len(cards) > MAX_RUN or len({card.suit for card in naturals}) != 1:
        return False
    ranks = [card.rank for card in naturals]
    if len(set(ranks)) != len(ranks):
        return False
    return max(ranks) - min(ranks) + 1 <= len(cards)


def meld_reading(
    meld: Sequence[Card], wild_rank: int
) -> tuple[tuple[Card, ...], tuple[tuple[int, StandsFor], ...]]:
    """A meld (CR-10) as it reads, and what each wild in it stands for, by its index in
    that reading: a book as laid, each wild its rank in any suit (a lone natural card
    with wilds reads as a book too); a run from its lowest rank up, each wild in the gap
    it fills or at an end — above the highest card while there is room below a king,
    then below the lowest — standing for that rank of the run's suit. Wilds alone, or
    cards that are no meld, read as laid and stand for nothing."""
    cards = tuple(meld)
    if not is_meld(cards, wild_rank):
        return cards, ()
    wilds = [card for card in cards if card.face == JOKER or card.rank == wild_rank]
    naturals = [card for card in cards if not (card.face == JOKER or card.rank == wild_rank)]
    if not naturals:
        return cards, ()
    rank = book_rank(cards, wild_rank)
    if rank:
        stands = StandsFor("", rank)
        return cards, tuple((index, stands) for index, card in enumerate(cards) if card in wilds)
    by_rank = {card.rank: card for card in naturals}
    low, high = min(by_rank), max(by_rank)
    spare = len(wilds) - (high - low + 1 - len(naturals))
    while spare > 0:
        if high < HIGHEST:
            high += 1
        else:
            low -= 1
        spare -= 1
    suit = naturals[0].suit
    reading, stands_for, waiting = [], [], list(wilds)
    for place, at in enumerate(range(low, high + 1)):
        if at in by_rank:
            reading.append(by_rank[at])
        else:
            reading.append(waiting.pop(0))
            stands_for.append((place, StandsFor(suit, at)))
    return tuple(reading), tuple(stands_for)


def is_arrangement(melds: Iterable[Sequence[Card]], wild_rank: int) -> bool:
    """Every meld is a book or a run (CR-10)."""
    return all(is_meld(meld, wild_rank) for meld in melds)
