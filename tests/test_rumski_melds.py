"""Rumski meld check (RU-4): groups, runs, at most one wild, and what the wild stands for."""

import pytest

from game.rules.rumski.deck import RumskiCard, parse_cards
from game.rules.rumski.melds import GROUP, RUN, is_meld, layouts


@pytest.mark.parametrize(
    "text",
    [
        "P1 P2 P3",
        "R11 R12 R13",
        "G1 G2 G3 G4 G5 G6 G7 G8 G9 G10 G11 G12 G13",
        "G5 R5 P5",
        "G5 R5 P5 B5 Y5",
        "P1 W P3",
        "W P2 P3",
        "G5 W R5",
        "G5 R5 P5 B5 W",
        "Y7 Y9 Y8",
    ],
)
def test_ru4_legal_melds(text):
    assert is_meld(parse_cards(text))


@pytest.mark.parametrize(
    "text",
    [
        "P1 P2",  # too short
        "P1 W",
        "P12 P13 P1",  # no wrap from 13 to 1
        "P13 W P2",
        "P1 P2 P4",  # not consecutive
        "P1 R2 P3",  # mixed colours in a run
        "G5 R5 P6",  # mixed numbers in a group
        "G5 R5 W W",  # two wilds
        "P1 W W P4",
        "G5 R5 P5 B5 Y5 W",  # a group of six
        "P1 P1 P2",  # the same card twice
        "R1 R3 R5 W",
        "W W W",
    ],
)
def test_ru4_illegal_melds(text):
    assert not is_meld(parse_cards(text))
    assert layouts(parse_cards(text)) == []


def test_ru4_wild_in_a_gap_is_forced():
    (reading,) = layouts(parse_cards("P1 W P3"))
    assert reading.kind == RUN
    assert reading.wild_as == RumskiCard("P", 2)
    assert [str(c) for c in reading.cards] == ["P1", "W", "P3"]


def test_ru4_wild_at_a_free_run_end_has_two_readings():
    readings = layouts(parse_cards("W B5 B6"))
    assert [str(r.wild_as) for r in readings] == ["B4", "B7"]
    assert [str(c) for c in readings[1].cards] == ["B5", "B6", "W"]


def test_ru4_run_end_at_1_or_13_forces_the_wild_inward():
    assert [str(r.wild_as) for r in layouts(parse_cards("B1 B2 W"))] == ["B3"]
    assert [str(r.wild_as) for r in layouts(parse_cards("W B12 B13"))] == ["B11"]


def test_ru4_wild_in_a_group_stands_for_a_missing_colour():
    readings = layouts(parse_cards("Y9 W G9 R9"))
    assert {r.kind for r in readings} == {GROUP}
    assert sorted(str(r.wild_as) for r in readings) == ["B9", "P9"]
    assert [str(c) for c in readings[0].cards] == ["G9", "R9", "W", "Y9"]


def test_ru4_group_without_wild_reads_in_colour_order():
    (reading,) = layouts(parse_cards("Y4 G4 B4"))
    assert reading == (GROUP, tuple(parse_cards("G4 B4 Y4")), None)
