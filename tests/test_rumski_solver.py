"""Rumski best play (RU-16): the exact solver against a brute force, and scripted rearrangements.

The brute force tries every subset of the hand and every way to cut the cards
into melds checked by `is_meld` (RU-4); it is slow, so positions are small.
"""

from collections import Counter
from functools import cache
from itertools import combinations

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from game.rules.rumski.deck import COLOURS, WILD, RumskiCard, card_points, parse_cards
from game.rules.rumski.melds import is_meld
from game.rules.rumski.solver import (
    IMPOSSIBLE,
    best_placement,
    can_arrange,
    max_playable,
    placed_hand_cards,
)
from tools.bench.rumski import random_position


def cards_key(cards):
    return tuple(sorted(cards))


@cache
def brute_can_arrange(cards: tuple) -> bool:
    """Every way to cut `cards` into melds, trying the first card in each meld it can join."""
    if not cards:
        return True
    first, rest = cards[0], cards[1:]
    for size in range(2, len(rest) + 1):
        for others in combinations(range(len(rest)), size):
            meld = [first, *(rest[i] for i in others)]
            if is_meld(meld):
                left = tuple(card for i, card in enumerate(rest) if i not in others)
                if brute_can_arrange(left):
                    return True
    return False


def brute_max_playable(community, hand, must_place=()) -> int:
    optional = list(hand)
    for card in must_place:
        optional.remove(card)
    for size in range(len(optional), -1, -1):
        for chosen in combinations(optional, size):
            if brute_can_arrange(cards_key([*community, *must_place, *chosen])):
                return size + len(must_place)
    return IMPOSSIBLE


def brute_best_worth(community, hand, worth) -> int | None:
    """The greatest total worth of hand cards that can join, or None."""
    best = None
    for size in range(len(hand) + 1):
        for chosen in combinations(hand, size):
            total = sum(worth(card) for card in chosen)
            if (best is None or total > best) and brute_can_arrange(
                cards_key([*community, *chosen])
            ):
                best = total
    return best


def assert_arrangement(community, hand, arrangement, expected_count, must_place=()):
    """Every meld legal; exactly the Community plus `expected_count` hand cards."""
    assert arrangement is not None
    for meld in arrangement:
        assert is_meld(meld), meld
    joined = placed_hand_cards(community, arrangement)
    laid = Counter(card for meld in arrangement for card in meld)
    assert laid - Counter(community) == Counter(joined)
    assert not Counter(community) - laid  # every Community card is still there
    assert not Counter(joined) - Counter(hand)  # only cards from the hand joined
    assert not Counter(must_place) - Counter(joined)
    assert len(joined) == expected_count


# Small positions crowd a few neighbouring numbers of three colours, so that
# groups, runs, holes and spare wilds all come up.
NEIGHBOURHOOD = [RumskiCard(c, n) for c in COLOURS[:3] for n in range(4, 9)] + [
    RumskiCard("B", 6),
    RumskiCard("Y", 6),
    RumskiCard("G", 1),
    RumskiCard("G", 2),
    RumskiCard("G", 13),
    RumskiCard("G", 12),
]


@st.composite
def small_positions(draw, most=10):
    cards = draw(st.lists(st.sampled_from(NEIGHBOURHOOD), unique=True, max_size=most))
    wilds = draw(st.integers(0, min(3, most - len(cards))))
    cards += [WILD] * wilds
    cards = draw(st.permutations(cards))
    split = draw(st.integers(0, len(cards)))
    return list(cards[:split]), list(cards[split:])


@settings(max_examples=300, deadline=None)
@given(small_positions())
def test_ru16_solver_agrees_with_brute_force(position):
    community, hand = position
    expected = brute_max_playable(community, hand)
    assert max_playable(community, hand) == expected
    arrangement = best_placement(community, hand)
    if expected == IMPOSSIBLE:
        assert arrangement is None
    else:
        assert_arrangement(community, hand, arrangement, expected)
    assert can_arrange(community) == brute_can_arrange(cards_key(community))


@settings(max_examples=150, deadline=None)
@given(small_positions(most=9), st.data())
def test_ru16_must_place_agrees_with_brute_force(position, data):
    community, hand = position
    chosen = data.draw(st.lists(st.integers(0, max(0, len(hand) - 1)), unique=True))
    must_place = [hand[i] for i in chosen if i < len(hand)]
    expected = brute_max_playable(community, hand, must_place)
    assert max_playable(community, hand, must_place) == expected
    arrangement = best_placement(community, hand, must_place)
    if expected == IMPOSSIBLE:
        assert arrangement is None
    else:
        assert_arrangement(community, hand, arrangement, expected, must_place)


WORTHS = {
    "points": card_points,
    "hold wilds back": lambda card: -1 if card.is_wild else 100 + card_points(card),
    "shun fives": lambda card: -3 if card.rank == 5 else 2,
}


@settings(max_examples=120, deadline=None)
@given(small_positions(most=8), st.sampled_from(sorted(WORTHS)))
def test_ru16_worth_agrees_with_brute_force(position, worth_name):
    community, hand = position
    worth = WORTHS[worth_name]
    expected = brute_best_worth(community, hand, worth)
    arrangement = best_placement(community, hand, worth=worth)
    if expected is None:
        assert arrangement is None
    else:
        joined = placed_hand_cards(community, arrangement)
        assert_arrangement(community, hand, arrangement, len(joined))
        assert sum(worth(card) for card in joined) == expected


@settings(max_examples=20, deadline=None)
@given(st.integers(0, 10**6), st.sampled_from([None, *sorted(WORTHS)]))
def test_ru16_arrangement_is_legal_on_big_random_positions(seed, worth_name):
    community, hand = random_position(seed)
    count = max_playable(community, hand)
    assert 0 <= count <= len(hand)
    if worth_name is None:
        assert_arrangement(community, hand, best_placement(community, hand), count)
    else:
        arrangement = best_placement(community, hand, worth=WORTHS[worth_name])
        assert_arrangement(
            community, hand, arrangement, len(placed_hand_cards(community, arrangement))
        )


@settings(max_examples=10, deadline=None)
@given(st.integers(0, 10**6))
def test_ru8_ru16_a_must_place_wild_joins_big_random_positions(seed):
    community, hand = random_position(seed)
    if WILD not in hand:
        assume(community.count(WILD) < 5)  # the deck has five
        hand = [*hand, WILD]
    count = max_playable(community, hand, must_place=[WILD])
    arrangement = best_placement(community, hand, must_place=[WILD])
    assert_arrangement(community, hand, arrangement, count, must_place=[WILD])
    assert count <= max_playable(community, hand)


def melds_as_sets(arrangement):
    return {frozenset(Counter(meld).items()) for meld in arrangement}


def meld_set(text):
    return frozenset(Counter(parse_cards(text)).items())


def test_ru4_ru16_one_card_placed_by_splitting_a_run_and_taking_from_another():
    # Community: P1–P7 and G4–G7. Y4 fits nowhere as things lie; it joins when
    # P4 leaves the middle of P1–P7 (splitting it into P1–P3 and P5–P7) and G4
    # leaves the end of G4–G7, making the new group G4 P4 Y4.
    community = parse_cards("P1 P2 P3 P4 P5 P6 P7 G4 G5 G6 G7")
    hand = parse_cards("Y4")
    assert max_playable(community, hand) == 1
    arrangement = best_placement(community, hand)
    assert_arrangement(community, hand, arrangement, 1)
    assert melds_as_sets(arrangement) == {
        meld_set("P1 P2 P3"),
        meld_set("P5 P6 P7"),
        meld_set("G5 G6 G7"),
        meld_set("G4 P4 Y4"),
    }


def test_ru4_ru16_one_card_joins_two_groups_broken_into_runs():
    # Groups of 4s and 6s (G R P each) and the hand's R5: the groups give up
    # their reds, and R4 R5 R6 is a run; the groups stay legal as G P B.
    community = parse_cards("G4 R4 P4 B4 G6 R6 P6 B6")
    hand = parse_cards("R5")
    assert max_playable(community, hand) == 1
    arrangement = best_placement(community, hand)
    assert_arrangement(community, hand, arrangement, 1)
    assert meld_set("R4 R5 R6") in melds_as_sets(arrangement)


def test_ru16_a_card_that_fits_nowhere_stays_in_the_hand():
    community = parse_cards("P1 P2 P3 G7 R7 B7")
    hand = parse_cards("Y11 P5")
    assert max_playable(community, hand) == 0
    assert melds_as_sets(best_placement(community, hand)) == {
        meld_set("P1 P2 P3"),
        meld_set("G7 R7 B7"),
    }


def test_ru16_the_whole_hand_can_join():
    community = parse_cards("R3 R4 R5 G9 B9 Y9")
    hand = parse_cards("R6 R2 P9 W G1 G2")
    # R2..R6, P9 into the 9s, and G1 G2 W as a run.
    assert max_playable(community, hand) == 6


def test_ru16_community_that_cannot_be_arranged():
    community = parse_cards("P1 P2 R9")
    assert not can_arrange(community)
    assert max_playable(community, parse_cards("P3")) == IMPOSSIBLE
    assert best_placement(community, parse_cards("G13")) is None


def test_ru4_ru16_at_most_one_wild_per_meld():
    # Two wilds and P5 P6: P5 P6 W is a run, but the second wild has no meld.
    community = parse_cards("P5 P6 W")
    assert max_playable(community, parse_cards("W")) == 0
    # With P7 P8 there is room for both: P5 P6 W and P7 P8 W (or P5 P6 P7 P8 W
    # and ... no: one wild each, so two melds).
    assert max_playable(community + parse_cards("P7 P8"), parse_cards("W")) == 1


def test_ru4_ru16_wild_fills_a_hole():
    community = parse_cards("B3 B5 W")
    assert can_arrange(community)
    assert max_playable(parse_cards("B3 B4 B5"), parse_cards("W B7")) == 2  # B3..B5 W B7


def test_ru4_ru16_overlapping_runs_through_wilds():
    # P1 P2 W and P3 P4 W: the first wild stands for P3 while P3 is in the other run.
    assert can_arrange(parse_cards("P1 P2 P3 P4 W W"))
    assert not can_arrange(parse_cards("P1 P2 P3 W W W"))


def test_ru16_five_group_takes_a_wild_by_splitting():
    # G5 R5 P5 B5 Y5 plus a wild: the wild cannot join a group of five, but
    # G5 R5 P5 and B5 Y5 W are both legal.
    assert can_arrange(parse_cards("G5 R5 P5 B5 Y5 W"))
    assert not can_arrange(parse_cards("G5 R5 P5 B5 Y5 W W W"))


def test_ru16_thirteen_run_takes_a_wild_by_splitting():
    run = parse_cards(" ".join(f"B{n}" for n in range(1, 14)))
    arrangement = best_placement(run, [WILD])
    assert_arrangement(run, [WILD], arrangement, 1)


def test_ru8_ru16_must_place_wild():
    community = parse_cards("G1 G2 G3")
    assert max_playable(community, [WILD], must_place=[WILD]) == 1
    assert max_playable(parse_cards("G1 G2 G3 W"), [WILD], must_place=[WILD]) == IMPOSSIBLE
    assert best_placement(parse_cards("G1 G2 G3 W"), [WILD], must_place=[WILD]) is None
    with pytest.raises(ValueError, match="not in the hand"):
        max_playable(community, [], must_place=[WILD])


def test_ru16_worth_chooses_between_cards_that_cannot_both_join():
    # One wild, spare in G4 R4 P4 W; the pairs Y10 Y11 and B1 B2 each need it.
    community = parse_cards("G4 R4 P4 W")
    hand = parse_cards("B1 B2 Y10 Y11")
    assert max_playable(community, hand) == 2
    by_points = best_placement(community, hand, worth=card_points)
    assert sorted(placed_hand_cards(community, by_points)) == parse_cards("Y10 Y11")
    low_first = best_placement(community, hand, worth=lambda card: 20 - card_points(card))
    assert sorted(placed_hand_cards(community, low_first)) == parse_cards("B1 B2")


def test_ru16_worth_leaves_a_card_worth_less_than_nothing():
    community = parse_cards("R3 R4 R5")
    hand = parse_cards("R6 R2")
    shun_twos = best_placement(community, hand, worth=lambda card: -1 if card.rank == 2 else 1)
    assert placed_hand_cards(community, shun_twos) == parse_cards("R6")
    hold_wild = best_placement(community, [WILD], worth=lambda card: -1)
    assert placed_hand_cards(community, hold_wild) == []
    forced = best_placement(community, [WILD], must_place=[WILD], worth=lambda card: -1)
    assert placed_hand_cards(community, forced) == [WILD]


def test_ru1_ru16_cards_the_deck_cannot_hold_are_refused():
    with pytest.raises(ValueError, match="twice"):
        max_playable(parse_cards("P1 P2 P3"), parse_cards("P3"))
    with pytest.raises(ValueError, match="wilds"):
        max_playable(parse_cards("P1 P2 P3 W W W"), [WILD] * 3)
