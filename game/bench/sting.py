"""Benchmark part: Sting's meld checker and the Sting bots' decision times.

The meld checker is timed on seeded random candidate melds of 3–10 cards: half
drawn at random from the deck (nearly all illegal), half built near a legal set or
run (about half legal), the mix a bot's search sees.
"""

from __future__ import annotations

import importlib.util
import random
import time

from game.bench.timing import summarize
from game.rules.sting.deck import COLOURS, full_deck, numbered, parse_card
from game.rules.sting.melds import is_valid_meld, layouts

WILD_CARDS = [parse_card(face) for face in ("W", "W2", "W3", "WS")]


def candidate_melds(count: int, seed: int = 1) -> list[list]:
    """Seeded candidate melds, 3–10 cards each."""
    rng = random.Random(seed)
    deck = full_deck()
    candidates = []
    for index in range(count):
        length = rng.randint(3, 10)
        if index % 2:
            candidates.append(rng.sample(deck, length))
            continue
        if rng.random() < 0.3:
            number = rng.randint(1, 10)
            cards = [numbered(colour, number) for colour in rng.sample(COLOURS, min(length, 4))]
        else:
            colour = rng.choice(COLOURS)
            low = rng.randint(1, 11 - length)
            cards = [numbered(colour, n) for n in range(low, low + length)]
        for _ in range(rng.randint(0, 3)):
            cards[rng.randrange(len(cards))] = rng.choice(WILD_CARDS)
        rng.shuffle(cards)
        candidates.append(cards)
    return candidates


def _time_each(function, inputs) -> list[float]:
    samples = []
    clock = time.perf_counter
    for item in inputs:
        start = clock()
        function(item)
        samples.append(clock() - start)
    return samples


def run(quick: bool = False) -> dict:
    """Meld checker timings (microseconds); the bots' decision times once they exist."""
    candidates = candidate_melds(2_000 if quick else 50_000)
    legal = [cards for cards in candidates if is_valid_meld(cards)]
    results = {
        "is_valid_meld": summarize(_time_each(is_valid_meld, candidates), unit="us"),
        "is_valid_meld_legal_fraction": round(len(legal) / len(candidates), 3),
        "layouts_of_legal_melds": summarize(_time_each(layouts, legal), unit="us"),
    }
    if importlib.util.find_spec("game.bots.sting") is None:
        results["bots"] = {"skipped": "no Sting bots yet"}
    return results
