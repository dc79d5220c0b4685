"""Sting's cards: the deck (ST-1), the notation (ST-2), hand points (ST-10)."""

from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.rules.cards import format_cards
from game.rules.sting.deck import (
    COLOURS,
    StingCard,
    full_deck,
    hand_points,
    hand_value,
    is_action,
    is_numbered,
    is_wild,
    numbered,
    parse_card,
    parse_cards,
)


def test_st1_deck_has_104_cards():
    deck = full_deck()
    assert len(deck) == 104
    counts = Counter(str(card) for card in deck)
    for colour in COLOURS:
        for number in range(1, 11):
            assert counts[f"{colour}{number}"] == 2
    assert {face: counts[face] for face in ("W", "W2", "W3", "WS", "PP", "TB")} == {
        "W": 4,
        "W2": 4,
        "W3": 2,
        "WS": 2,
        "PP": 8,
        "TB": 4,
    }


def test_st1_beginners_deck_is_the_80_numbered_cards():
    deck = full_deck(beginners=True)
    assert len(deck) == 80
    assert all(is_numbered(card) for card in deck)
    assert Counter(deck) == Counter(card for card in full_deck() if is_numbered(card))


def test_st1_deck_order_is_fixed():
    assert full_deck() == full_deck()


def test_st2_notation_round_trips():
    deck = full_deck()
    assert parse_cards(format_cards(deck)) == deck
    for card in deck:
        assert parse_card(str(card)) == card
        assert isinstance(card, StingCard)


def test_st2_parsing_is_case_insensitive_and_takes_commas():
    assert parse_cards("r1, y10 w2 ws pp tb") == parse_cards("R1 Y10 W2 WS PP TB")
    assert str(parse_cards("y10")[0]) == "Y10"


@pytest.mark.parametrize(
    "text, token", [("R1 R11", "R11"), ("X5", "X5"), ("R1 W4", "W4"), ("R0", "R0")]
)
def test_st2_bad_token_is_named(text, token):
    with pytest.raises(ValueError, match=token):
        parse_cards(text)


def test_st2_wilds_and_actions():
    assert [is_wild(card) for card in parse_cards("W W2 W3 WS PP TB R1")] == [
        True,
        True,
        True,
        True,
        False,
        False,
        False,
    ]
    assert [is_action(card) for card in parse_cards("W PP TB R1")] == [False, True, True, False]


def test_st2_card_fields():
    card = numbered("G", 7)
    assert (card.colour, card.number, card.face, card.name) == ("G", 7, "", "green 7")
    assert parse_card("W3").name == "Triple Sting"
    with pytest.raises(ValueError):
        numbered("G", 11)


def test_st10_hand_points():
    hand = parse_cards("R1 Y10 W W2 W3 WS PP TB")
    assert [hand_value(card) for card in hand] == [1, 1, 5, 10, 15, 5, 1, 1]
    assert hand_points(hand) == 39
    assert [hand_value(card, numeric=True) for card in hand[:2]] == [1, 10]
    assert hand_points(hand, numeric=True) == 39 - 2 + 11


@given(st.lists(st.sampled_from(full_deck()), max_size=20))
def test_st2_any_hand_round_trips(cards):
    assert parse_cards(format_cards(cards)) == cards
