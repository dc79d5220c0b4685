"""Benchmark part: Sting's meld checker and the Sting bots' decision times.

The meld checker is timed on seeded random candidate melds of 3–10 cards: half
drawn at random from the deck (nearly all illegal), half built near a legal set or
run (about half legal), the mix a bot's search sees.
"""

from __future__ import annotations

import random
import time

from game.rules.sting.deck import COLOURS, full_deck, numbered, parse_card
from game.rules.sting.melds import is_valid_meld, layouts
from tools.bench.timing import summarize

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
    results.update(bot_timings(games=2 if quick else 20))
    return results


def bot_timings(games: int, seed: int = 1) -> dict:
    """Decision times of each bot level, and of the hard bot's whole turns (draw to
    discard, every decision of one turn added up), in seeded 4-seat games with one
    bot of each level."""
    from game.bots.seeds import bot_seed
    from game.bots.sting import make_bot
    from game.rules.sting import new_game

    levels = ["easy", "medium", "hard", "random"]
    decisions: dict[str, list[float]] = {level: [] for level in levels}
    hard_turns: list[float] = []
    for game in range(games):
        order = levels[game % 4 :] + levels[: game % 4]
        deal = seed * 1_000 + game
        state = new_game(4, deal)
        bots = [make_bot(level, seat, bot_seed(deal, seat)) for seat, level in enumerate(order)]
        turn_seconds = 0.0
        while not state.is_over:
            seat = state.to_act
            observation = state.observe(seat)
            start = time.perf_counter()
            action = bots[seat].choose(observation)
            seconds = time.perf_counter() - start
            decisions[order[seat]].append(seconds)
            if order[seat] == "hard":
                turn_seconds += seconds
                if type(action).__name__ == "Discard":
                    hard_turns.append(turn_seconds)
                    turn_seconds = 0.0
            state.apply(action)
    results = {f"{level}_decision": summarize(decisions[level]) for level in levels}
    results["hard_whole_turn"] = summarize(hard_turns)
    return results


def option_combinations() -> list[dict]:
    """Every combination of the options that change play (ST-14): numeric scoring,
    no substitution, beginners' deck, 7-card deal, and a game to a target score
    instead of rounds; open hands on every other one (bots ignore it)."""
    combos = []
    for bits in range(32):
        options = {
            "numeric": bool(bits & 1),
            "no_substitution": bool(bits & 2),
            "beginners": bool(bits & 4),
            "deal": 7 if bits & 8 else 10,
            "open_hands": bool(bits % 2),
        }
        if bits & 16:
            options["target"] = 40
        else:
            options["rounds"] = 3
        combos.append(options)
    return combos


def soak(games: int, seed: int = 1) -> dict:
    """Mixed games — 2 to 6 seats of random, easy, medium and hard bots, every option
    combination in turn — checking the engine's invariants after every action.
    Returns the games played, the errors and the first error messages."""
    from tools.sim import play_one

    levels = ["random", "easy", "medium", "hard"]
    combos = option_combinations()
    rng = random.Random(seed)
    errors = []
    for game in range(games):
        seats = 2 + game % 5
        seating = [rng.choice(levels) for _ in range(seats)]
        result = play_one("sting", seating, rng.getrandbits(48), 0, combos[game % 32], True)
        if result.error:
            errors.append(result.error)
    return {"games": games, "errors": len(errors), "error_messages": errors[:10]}


if __name__ == "__main__":
    import json
    import sys

    count = int(sys.argv[sys.argv.index("--soak") + 1]) if "--soak" in sys.argv else 64
    print(json.dumps(soak(count)))
