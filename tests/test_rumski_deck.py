"""Rumski cards: the 70-card deck (RU-1), notation (RU-2) and card points (RU-14)."""

from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.rules.cards import format_cards
from game.rules.rumski.deck import (
    COLOURS,
    WILD,
    RumskiCard,
    card_points,
    full_deck,
    parse_cards,
)


def test_ru1_deck_has_one_of_each_colour_and_number_and_five_wilds():
    deck = full_deck()
    assert len(deck) == 70
    naturals = [card for card in deck if not card.is_wild]
    assert len(naturals) == len(set(naturals)) == 65
    assert {card.suit for card in naturals} == set(COLOURS)
    assert {card.rank for card in naturals} == set(range(1, 14))
    assert Counter(deck)[WILD] == 5


def test_ru2_notation_is_colour_then_number_and_case_insensitive():
    assert parse_cards("p1 R13, w") == [RumskiCard("P", 1), RumskiCard("R", 13), WILD]
    assert [str(card) for card in parse_cards("g7 Y10 W")] == ["G7", "Y10", "W"]
    assert WILD.is_wild and not RumskiCard("B", 2).is_wild


@pytest.mark.parametrize("token", ["X3", "P0", "P14", "P", "13", "WW", "P1a"])
def test_ru2_bad_token_is_named(token):
    with pytest.raises(ValueError, match=token):
        parse_cards(f"P1 {token}")


@given(st.lists(st.sampled_from(full_deck()), max_size=20))
def test_ru2_str_round_trips(cards):
    assert parse_cards(format_cards(cards)) == cards


def test_ru14_card_points():
    assert [card_points(c) for c in parse_cards("G1 R9 P10 B13 W")] == [5, 5, 10, 10, 25]
    assert sum(card_points(card) for card in full_deck()) == 5 * (9 * 5 + 4 * 10) + 5 * 25
