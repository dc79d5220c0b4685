"""Crowns melds: is a group of cards a book or a run (CR-10).

A *book* is 3 or more cards of one rank, any suits; a *run* is 3 or more cards of one
suit in consecutive ranks from 3 to K, with no wrap-around. Wilds (jokers and cards of
the hand's wild rank, CR-2) stand anywhere in either. The best arrangement of a whole
hand is the solver's (`solver.py`, CR-13).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from game.rules.cards import JOKER, Card

MAX_RUN = 11  # CR-10: 3..K, no wrap-around


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


def is_arrangement(melds: Iterable[Sequence[Card]], wild_rank: int) -> bool:
    """Every meld is a book or a run (CR-10)."""
    return all(is_meld(meld, wild_rank) for meld in melds)
