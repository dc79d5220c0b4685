"""Rumski solver benchmark: `max_playable` and `best_placement` (RU-16) on random positions.

A position is a legal Community of 30–50 cards, built from random groups and
runs (some with a wild), and a hand of 10–20 cards from the rest of the deck —
wilds included — all drawn from a seeded generator, so every run measures the
same positions. Measured: `max_playable`, `best_placement`, and `best_placement`
weighted by points as the bots ask for it, in ms.

Times are this process's CPU time (`time.process_time`), not wall time: on a machine
shared with other work, wall time mostly measures the waiting for a CPU.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable

from game.rules.cards import new_rng
from game.rules.rumski.deck import (
    COLOURS,
    HIGHEST,
    LOWEST,
    WILD,
    RumskiCard,
    card_points,
    full_deck,
)
from game.rules.rumski.solver import best_placement, max_playable
from tools.bench.timing import summarize

POSITIONS_QUICK = 60
POSITIONS_FULL = 400
WILD_CHANCE = 0.15  # how often a built meld takes a wild in place of one of its cards


def random_meld(rng: random.Random, pool: set) -> list[RumskiCard] | None:
    """One random legal group or run made of cards still in `pool` (the wild standing
    for a card that may or may not be in the pool), or None if this draw found none."""
    if rng.random() < 0.5:
        number = rng.randint(LOWEST, HIGHEST)
        colours = [c for c in COLOURS if RumskiCard(c, number) in pool]
        size = rng.randint(3, 5)
        cards = [RumskiCard(c, number) for c in rng.sample(colours, min(size, len(colours)))]
    else:
        colour = rng.choice(COLOURS)
        length = rng.randint(3, 6)
        start = rng.randint(LOWEST, HIGHEST - length + 1)
        cards = [RumskiCard(colour, n) for n in range(start, start + length)]
    if len(cards) < 3:
        return None
    if WILD in pool and rng.random() < WILD_CHANCE:
        cards[rng.randrange(len(cards))] = WILD
    if any(card not in pool for card in cards if not card.is_wild):
        return None
    return cards


def random_position(seed: int, community_size=(30, 50), hand_size=(10, 20)) -> tuple:
    """(community, hand): a legal random Community and a random hand, from `seed`."""
    rng = new_rng(seed)
    target = rng.randint(*community_size)
    wilds = full_deck().count(WILD)
    pool = set(full_deck())
    community: list[RumskiCard] = []
    attempts = 0
    while len(community) < target and attempts < 2000:
        attempts += 1
        meld = random_meld(rng, pool | ({WILD} if wilds else set()))
        if meld is None or len(community) + len(meld) > community_size[1]:
            continue
        community.extend(meld)
        pool -= set(meld)
        wilds -= meld.count(WILD)
    rest = sorted(pool - {WILD}) + [WILD] * wilds
    hand = rng.sample(rest, min(len(rest), rng.randint(*hand_size)))
    rng.shuffle(community)
    return community, hand


def cpu_seconds(function: Callable[[], object]) -> float:
    """The CPU time `function` takes."""
    start = time.process_time()
    function()
    return time.process_time() - start


def shed_points(card: RumskiCard) -> int:
    """A bot's weighting: as many cards as possible, then the most points (RU-14)."""
    return 100 + card_points(card)


def run(quick: bool) -> dict:
    """Time the solver on seeded random positions: the count, one arrangement, and one
    arrangement weighted by points as the bots ask for it."""
    count = POSITIONS_QUICK if quick else POSITIONS_FULL
    positions = [random_position(seed) for seed in range(count)]
    count_times, placement_times, weighted_times = [], [], []
    for community, hand in positions:
        count_times.append(cpu_seconds(lambda c=community, h=hand: max_playable(c, h)))
        placement_times.append(cpu_seconds(lambda c=community, h=hand: best_placement(c, h)))
        weighted_times.append(
            cpu_seconds(lambda c=community, h=hand: best_placement(c, h, worth=shed_points))
        )
    return {
        "max_playable": summarize(count_times),
        "best_placement": summarize(placement_times),
        "best_placement_by_points": summarize(weighted_times),
    }
