"""Property tests of the Crowns solver (CR-10, CR-13) against a brute-force search."""

from __future__ import annotations

import itertools
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from game.rules.crowns import (
    JOKER_CARD,
    CrownsCard,
    best_arrangement,
    can_go_out,
    card_value,
    cards_value,
    is_meld,
    melds_everything,
    min_deadwood,
    min_deadwood_after_discard,
)


def brute_deadwood(cards: list[CrownsCard], wild_rank: int) -> int:
    """Least leftover value by trying every meld holding the first card (CR-13)."""
    if not cards:
        return 0
    first, rest = cards[0], cards[1:]
    best = card_value(first, wild_rank) + brute_deadwood(rest, wild_rank)
    for size in range(2, len(rest) + 1):
        for chosen in itertools.combinations(range(len(rest)), size):
            if is_meld([first, *(rest[i] for i in chosen)], wild_rank):
                others = [card for i, card in enumerate(rest) if i not in chosen]
                best = min(best, brute_deadwood(others, wild_rank))
    return best


def hands(max_size: int, suits: str = "CDHSX", low: int = 3, high: int = 13):
    """Hands drawn from two packs (at most two copies of a card, six jokers)."""
    natural = st.builds(CrownsCard, st.sampled_from(suits), st.integers(low, high))
    card = st.one_of(natural, natural, natural, natural, natural, st.just(JOKER_CARD))

    def fits_two_packs(hand: list[CrownsCard]) -> bool:
        counts = Counter(hand)
        return all(n <= (6 if c == JOKER_CARD else 2) for c, n in counts.items())

    return st.lists(card, max_size=max_size).filter(fits_two_packs)


wild_ranks = st.integers(3, 13)
dense = hands(8, suits="CDX", low=4, high=9)  # few suits and ranks: many melds to find


@settings(max_examples=250, deadline=None)
@given(st.one_of(dense, hands(7)), wild_ranks)
def test_cr13_min_deadwood_agrees_with_brute_force(hand, wild_rank):
    assert min_deadwood(hand, wild_rank) == brute_deadwood(hand, wild_rank)


@settings(max_examples=300, deadline=None)
@given(st.one_of(dense, hands(14), hands(14, suits="CD")), wild_ranks)
def test_cr13_best_arrangement_is_legal_and_leaves_min_deadwood(hand, wild_rank):
    melds, leftover = best_arrangement(hand, wild_rank)
    assert all(is_meld(meld, wild_rank) for meld in melds)  # CR-10
    placed = [card for meld in melds for card in meld] + list(leftover)
    assert Counter(placed) == Counter(hand)
    assert cards_value(leftover, wild_rank) == min_deadwood(hand, wild_rank)


@settings(max_examples=150, deadline=None)
@given(st.one_of(dense, hands(14)).filter(bool), wild_ranks)
def test_cr11_best_discard_search_matches_trying_every_discard(hand, wild_rank):
    each = []
    for index in range(len(hand)):
        each.append(min_deadwood(hand[:index] + hand[index + 1 :], wild_rank))
    assert min_deadwood_after_discard(hand, wild_rank) == min(each)


@settings(max_examples=400, deadline=None)
@given(st.one_of(dense, hands(15), hands(15, suits="CD")), wild_ranks)
def test_cr11_can_go_out_is_the_least_deadwood_after_a_discard_being_zero(hand, wild_rank):
    assert can_go_out(hand, wild_rank) == (min_deadwood_after_discard(hand, wild_rank) == 0)
    assert melds_everything(hand, wild_rank) == (min_deadwood(hand, wild_rank) == 0)


def test_cr11_can_go_out_scripted_hands():
    card = CrownsCard
    run, book = [card("C", 4), card("C", 5), card("C", 6)], [card("D", 9), card("H", 9)]
    assert can_go_out([*run, card("S", 12)], 3)  # lay the run, throw the queen
    assert not can_go_out([*run, card("S", 12), card("X", 13)], 3)  # two cards over
    assert can_go_out([*run, *book, JOKER_CARD, card("S", 12)], 3)  # the joker makes the book
    assert not can_go_out([JOKER_CARD, card("S", 12), card("X", 7), card("D", 4)], 3)
    assert melds_everything([*run, *book, JOKER_CARD], 3)
    assert not melds_everything([*run, *book], 3)


def test_cr13_wilds_left_alone_count_only_when_nothing_melds():
    assert min_deadwood([JOKER_CARD, CrownsCard("C", 5), CrownsCard("D", 9)], 3) == 64
    assert min_deadwood([JOKER_CARD, JOKER_CARD], 3) == 100
    assert min_deadwood([JOKER_CARD] * 3, 3) == 0
