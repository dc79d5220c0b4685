"""Rumski melds: the group and run check of RU-4 and every way to read a meld.

A *group* is 3–5 cards of one number in different colours; a *run* is 3 or
more cards of one colour in consecutive numbers within 1–13, with no wrap
from 13 to 1. A meld holds at most one wild, which stands for the card its
place needs: a missing colour in a group; in a run the gap it fills, or —
when the run has no gap — a card just below or just above it, as the player
chooses (RU-4).
"""

from __future__ import annotations

import functools
from collections.abc import Iterable
from typing import NamedTuple

from game.rules.rumski.deck import COLOURS, HIGHEST, LOWEST, WILD, RumskiCard

GROUP = "group"
RUN = "run"
MIN_MELD = 3
MAX_GROUP = len(COLOURS)


class Layout(NamedTuple):
    """One legal reading of a meld.

    kind: GROUP or RUN.
    cards: the meld's cards in table order — a run from low to high, a group in
        colour order (G R P B Y) — with the wild at the place it stands for.
    wild_as: the card the wild stands for, or None when the meld has no wild.
    """

    kind: str
    cards: tuple[RumskiCard, ...]
    wild_as: RumskiCard | None


def layouts(cards: Iterable[RumskiCard]) -> list[Layout]:
    """Every legal reading of `cards` as one meld (RU-4); empty if it is no meld.

    More than one reading only when the meld has a wild whose place is not
    forced: a run with no gap (the wild below or above it) or a group short of
    two or three colours (one reading per missing colour).
    """
    return list(_layouts(tuple(cards)))


def is_meld(cards: Iterable[RumskiCard]) -> bool:
    """Whether `cards` form one legal group or run (RU-4)."""
    return bool(_layouts(tuple(cards)))


# Bots, hints and the engine's checks ask about the same few hundred melds again and
# again; a reading depends on nothing but the cards, so it is kept.
@functools.lru_cache(maxsize=1 << 16)
def _layouts(cards: tuple[RumskiCard, ...]) -> tuple[Layout, ...]:
    return tuple(_readings(cards))


def _readings(cards: tuple[RumskiCard, ...]) -> list[Layout]:
    naturals = [card for card in cards if not card.is_wild]
    wilds = len(cards) - len(naturals)
    if len(cards) < MIN_MELD or wilds > 1 or len(set(naturals)) != len(naturals):
        return []
    if len({card.rank for card in naturals}) == 1:
        return _group_layouts(naturals, wilds)
    if len({card.suit for card in naturals}) == 1:
        return _run_layouts(naturals, wilds)
    return []


def _group_layouts(naturals: list[RumskiCard], wilds: int) -> list[Layout]:
    if len(naturals) + wilds > MAX_GROUP:
        return []
    number = naturals[0].rank
    colours = {card.suit for card in naturals}
    by_colour = sorted(naturals, key=lambda card: COLOURS.index(card.suit))
    if not wilds:
        return [Layout(GROUP, tuple(by_colour), None)]
    readings = []
    for missing in COLOURS:
        if missing in colours:
            continue
        wild_as = RumskiCard(missing, number)
        ordered = sorted([*naturals, wild_as], key=lambda card: COLOURS.index(card.suit))
        readings.append(Layout(GROUP, tuple(WILD if c == wild_as else c for c in ordered), wild_as))
    return readings


def _run_layouts(naturals: list[RumskiCard], wilds: int) -> list[Layout]:
    colour = naturals[0].suit
    ordered = sorted(naturals, key=lambda card: card.rank)
    low, high = ordered[0].rank, ordered[-1].rank
    gaps = [n for n in range(low, high + 1) if n not in {card.rank for card in naturals}]
    if len(gaps) > wilds:
        return []
    if not wilds:
        return [Layout(RUN, tuple(ordered), None)]
    # A gap forces the wild's place; with none the player chooses a free end within 1–13.
    places = gaps or [n for n in (low - 1, high + 1) if LOWEST <= n <= HIGHEST]
    readings = []
    for place in places:
        wild_as = RumskiCard(colour, place)
        run = sorted([*naturals, wild_as], key=lambda card: card.rank)
        readings.append(Layout(RUN, tuple(WILD if c == wild_as else c for c in run), wild_as))
    return readings
