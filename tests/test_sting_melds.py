"""Sting's meld checker against the rules (ST-7, ST-8), its layouts (ST-5a, ST-5b, ST-5d)
and meld scores (ST-10), with property tests against a brute-force checker."""

from itertools import product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.rules.sting.deck import COLOURS, full_deck, numbered, parse_cards
from game.rules.sting.melds import (
    is_valid_meld,
    layout_in_order,
    layouts,
    meld_score,
)


def valid(text):
    return is_valid_meld(parse_cards(text))


# --- a brute-force reading of ST-7/ST-8, written independently of the checker --------

WILD_LIMIT_BY_LENGTH = {3: 1, 4: 2, 5: 2, 6: 2, 7: 3, 8: 3, 9: 3, 10: 3}
WILDS = {"W", "W2", "W3", "WS"}


def brute_force_runs(cards):
    """Every table order (tuple of card strings) in which `cards` form a legal run,
    found by trying every numbered card for every wild."""
    names = [str(card) for card in cards]
    if len(names) not in WILD_LIMIT_BY_LENGTH or any(n in ("PP", "TB") for n in names):
        return set()
    wild_names = [n for n in names if n in WILDS]
    natural = [card for card in cards if str(card) not in WILDS]
    if len(wild_names) > WILD_LIMIT_BY_LENGTH[len(names)] or not natural:
        return set()
    orders = set()
    for stand_ins in product(full_deck(beginners=True)[:40], repeat=len(wild_names)):
        represented = natural + list(stand_ins)
        if len({card.colour for card in represented}) != 1:
            continue
        numbers = sorted(card.number for card in represented)
        if numbers != list(range(numbers[0], numbers[0] + len(numbers))):
            continue
        by_number = {card.number: str(card) for card in natural}
        by_number.update({s.number: w for s, w in zip(stand_ins, wild_names, strict=True)})
        order = tuple(by_number[n] for n in numbers)
        if any(a in WILDS and b in WILDS for a, b in zip(order, order[1:], strict=False)):
            continue
        orders.add(order)
    return orders


def brute_force_is_set(cards):
    names = [str(card) for card in cards]
    if not 3 <= len(names) <= 4 or any(n in ("PP", "TB") for n in names):
        return False
    natural = [card for card in cards if str(card) not in WILDS]
    wilds = len(names) - len(natural)
    if wilds > WILD_LIMIT_BY_LENGTH[len(names)] or not natural:
        return False
    return len({c.number for c in natural}) == 1 and len({c.colour for c in natural}) == len(
        natural
    )


def near_melds():
    """Candidate melds 3–10 cards long that are often legal and often just not."""
    deck = full_deck()
    wild = st.sampled_from(["W", "W2", "W3", "WS"])

    @st.composite
    def run_like(draw):
        colour = draw(st.sampled_from(COLOURS))
        length = draw(st.integers(3, 10))
        low = draw(st.integers(-1, 12 - length))
        names = [f"{colour}{n}" for n in range(low, low + length) if 1 <= n <= 10]
        for index in draw(st.lists(st.integers(0, 9), max_size=4)):
            if index < len(names):
                names[index] = draw(wild)
        if draw(st.booleans()):
            names.append(draw(st.sampled_from([*map(str, deck[:80]), "W", "PP"])))
        names = names[:10]
        return draw(st.permutations(parse_cards(" ".join(names)))) if names else []

    @st.composite
    def set_like(draw):
        number = draw(st.integers(1, 10))
        colours = draw(st.lists(st.sampled_from(COLOURS), min_size=1, max_size=5))
        names = [f"{c}{number}" for c in colours]
        names += draw(st.lists(wild, max_size=3))
        return draw(st.permutations(parse_cards(" ".join(names))))

    anything = st.lists(st.sampled_from(deck), min_size=3, max_size=10)
    return st.one_of(run_like(), set_like(), anything).filter(lambda cards: 3 <= len(cards) <= 10)


@settings(max_examples=400, deadline=None)
@given(near_melds())
def test_st7_st8_checker_agrees_with_brute_force(cards):
    runs = brute_force_runs(cards)
    is_set = brute_force_is_set(cards)
    assert is_valid_meld(cards) == (bool(runs) or is_set), cards
    found = layouts(cards)
    if is_set:
        assert [layout.kind for layout in found] == ["set"]
    else:
        # Every legal run order the brute force finds is a layout, and nothing else.
        assert {tuple(map(str, layout.cards)) for layout in found} == runs


@settings(max_examples=200, deadline=None)
@given(near_melds())
def test_st5a_layouts_read_back_in_order(cards):
    for layout in layouts(cards):
        again = layout_in_order(layout.cards)
        assert again is not None and again.kind == layout.kind
        if layout.kind == "run":
            assert again == layout
            assert [c.number for c in layout.represents] == list(range(layout.low, layout.high + 1))
        # A wild always stands for a numbered card of the meld's colour or number.
        for index, stands in layout.stands_for:
            assert layout.cards[index].face and not stands.face


# --- scripted cases, one rule limit at a time ----------------------------------------


@pytest.mark.parametrize(
    "text, expected",
    [
        ("R5 B5 G5", True),
        ("R5 B5 G5 Y5", True),
        ("R5 B5", False),  # too short
        ("R5 B5 R5", False),  # two of one colour
        ("R5 B5 G5 Y5 R5", False),  # a set holds at most 4
        ("R5 B5 G6", False),  # mixed numbers, mixed colours
        ("Y5 B5 W", True),
    ],
)
def test_st7_sets(text, expected):
    assert valid(text) is expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ("R1 R2 R3", True),
        ("R3 R1 R2", True),  # any order
        ("R1 R2 R3 R4 R5 R6 R7 R8 R9 R10", True),  # the longest run
        ("R1 R2", False),
        ("R1 R2 R4", False),  # not consecutive
        ("R1 R2 B3", False),  # one colour only
        ("R1 R2 R2 R3", False),  # a number twice
        ("R9 R10 R1", False),  # runs don't wrap past 10
    ],
)
def test_st7_runs(text, expected):
    assert valid(text) is expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ("R1 R2 W", True),  # 3 cards: 1 wild
        ("R1 W W2", False),  # 3 cards: not 2
        ("R5 B5 W", True),
        ("R5 W W", False),
        ("R1 W R3 W2", True),  # 4 cards: 2 wilds
        ("R5 B5 W W2", True),
        ("R1 W R3 W2 R5 W3", False),  # 6 cards: not 3
        ("R1 W R3 W2 R5 R6", True),
        ("R1 W R3 W2 R5 W3 R7", True),  # 7 cards: 3 wilds
        ("R1 W R3 W2 R5 W3 R7 W", False),  # 8 cards: not 4
        ("R5 W W2 W3", False),  # 4 cards: not 3
    ],
)
def test_st8_wild_limits_by_length(text, expected):
    assert valid(text) is expected


@pytest.mark.parametrize("wild", ["W", "W2", "W3", "WS"])
def test_st8_every_kind_of_wild_counts(wild):
    assert valid(f"R1 R2 {wild}")
    assert not valid(f"R1 W {wild}")
    assert not valid(f"R1 R2 R3 {wild} {wild} W")


@pytest.mark.parametrize(
    "text, expected",
    [
        ("R1 W W2 R4 R5", False),  # R2 and R3 both wild: side by side
        ("R1 W R3 W2 R5", True),
        ("R3 R4 W W2", True),  # one at each end: R2 and R5
        ("R1 R2 W W2", False),  # both would go above R2 (nothing below 1): side by side
        ("R9 R10 W W2", False),
        ("R5 R6 R7 W W2 W3 R8", False),  # 3 spare wilds need 3 ends
    ],
)
def test_st8_no_two_wilds_side_by_side_in_a_run(text, expected):
    assert valid(text) is expected


def test_st8_never_only_wilds():
    for text in ("W W2 W3", "W W2 W3 WS", "WS WS W"):
        assert not valid(text)


def test_st8_wilds_cannot_carry_a_run_past_1_or_10():
    assert not valid("R1 R2 R3 R4 R5 R6 R7 R8 R9 R10 W")  # 11 cards
    assert not valid("R9 R10 W W")  # R8 and R11? no: both below would touch
    assert [layout.stands_for[0][1] for layout in layouts(parse_cards("R9 R10 W"))] == [
        numbered("R", 8)
    ]
    assert [layout.stands_for[0][1] for layout in layouts(parse_cards("R1 R2 W"))] == [
        numbered("R", 3)
    ]


@pytest.mark.parametrize("action", ["PP", "TB"])
def test_st8_action_cards_never_meld(action):
    assert not valid(f"R1 R2 R3 {action}")
    assert not valid(f"R5 B5 {action}")


def test_st5a_wild_at_an_open_end_has_two_layouts():
    found = layouts(parse_cards("R2 R3 W"))
    assert sorted(str(layout.stands_for[0][1]) for layout in found) == ["R1", "R4"]


def test_st5a_different_wilds_in_different_places_are_different_layouts():
    found = {str(layout) for layout in layouts(parse_cards("R1 W R3 W3 R5"))}
    assert found == {"R1 W R3 W3 R5", "R1 W3 R3 W R5"}


def test_st5a_layout_in_order_records_the_chosen_place():
    low = layout_in_order(parse_cards("W R2 R3"))
    high = layout_in_order(parse_cards("R2 R3 W"))
    assert str(low.stands_for[0][1]) == "R1" and str(high.stands_for[0][1]) == "R4"
    assert layout_in_order(parse_cards("R3 R2 W")) is None
    assert layout_in_order(parse_cards("W R1 R2")) is None  # no R0
    assert layout_in_order(parse_cards("W B5 R5")).kind == "set"


def test_st5d_wild_in_a_run_stands_for_its_position():
    layout = layout_in_order(parse_cards("R1 R2 W"))
    assert layout.substitutable(numbered("R", 3)) == (2,)
    assert layout.substitutable(numbered("R", 4)) == ()
    assert layout.substitutable(numbered("B", 3)) == ()
    swapped = layout.substitute(2, numbered("R", 3))
    assert str(swapped) == "R1 R2 R3" and swapped.stands_for == ()


def test_st5d_wild_in_a_set_stands_for_any_lacking_colour():
    layout = layouts(parse_cards("R5 B5 W W2"))[0]
    for colour in "GY":
        assert layout.substitutable(numbered(colour, 5)) == (2, 3)
    assert layout.substitutable(numbered("R", 5)) == ()
    assert layout.substitutable(numbered("G", 6)) == ()
    swapped = layout.substitute(3, numbered("Y", 5))
    assert sorted(map(str, swapped.cards)) == ["B5", "R5", "W", "Y5"]
    assert str(swapped.stands_for[0][1]) == "G5"


def test_st5d_super_sting_is_never_substituted():
    assert layout_in_order(parse_cards("R1 R2 WS")).substitutable(numbered("R", 3)) == ()
    assert layouts(parse_cards("R5 B5 WS"))[0].substitutable(numbered("G", 5)) == ()
    with pytest.raises(ValueError):
        layout_in_order(parse_cards("R1 R2 WS")).substitute(2, numbered("R", 3))


def test_st5b_adding_keeps_laid_cards_in_place():
    layout = layout_in_order(parse_cards("R2 R3 W"))  # W is R4
    assert [str(x) for x in layout.additions(parse_cards("R5"))] == ["R2 R3 W R5"]
    assert [str(x) for x in layout.additions(parse_cards("R1"))] == ["R1 R2 R3 W"]
    assert not layout.can_add(parse_cards("R4"))  # R4's place is the wild's
    assert not layout.can_add(parse_cards("W2 R6"))  # R5 would be a second wild beside W
    assert not layout.can_add(parse_cards("W2 R6 R7"))  # W2 as R5 would touch W
    assert {str(x) for x in layout.additions(parse_cards("W2"))} == {"W2 R2 R3 W"}
    assert not layout.can_add([])


def test_st5b_adding_a_wild_at_an_open_end_offers_both_ends():
    layout = layout_in_order(parse_cards("R4 R5 R6"))
    assert {str(x) for x in layout.additions(parse_cards("W"))} == {"W R4 R5 R6", "R4 R5 R6 W"}


def test_st5b_adding_to_a_set():
    layout = layouts(parse_cards("R5 B5 W"))[0]
    assert layout.can_add(parse_cards("G5"))
    assert not layout.can_add(parse_cards("G5 Y5"))  # 5 cards
    assert not layout.can_add(parse_cards("R5"))
    assert not layout.can_add(parse_cards("W2 W3"))  # 5 cards


def test_st8_four_card_set_may_hold_two_wilds():
    layout = layouts(parse_cards("R5 B5 W"))[0]
    assert layout.can_add(parse_cards("W2"))


@pytest.mark.parametrize(
    "text, numeric, points",
    [
        ("R1 R2 R3", False, 3),
        ("R1 R2 R3", True, 6),
        ("R1 R2 W2", False, 6),
        ("R1 R2 W3", False, 9),
        ("R1 W2 R3 W3", False, 24),  # both: ×6, as printed
        ("R1 W2 R3 W3", True, (1 + 1 + 3 + 1) * 6),  # wilds score 1 in numeric
        ("R1 W2 R3 W2 R5", False, 20),  # each further W2 doubles again (ruling)
        ("R5 B5 WS", True, 11),
    ],
)
def test_st10_meld_score(text, numeric, points):
    assert meld_score(parse_cards(text), numeric) == points
