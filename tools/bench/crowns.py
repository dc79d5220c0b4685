"""Benchmark part: the Crowns solver and bot decision times (CR-13 hot paths).

* `min_deadwood` on seeded random hands of 3-14 cards from two packs, the solver's memo
  cleared before every hand (a cold start: the slowest case), in µs; 14-card hands apart.
* `best_discard`: the medium bot's decision — `min_deadwood` of all 14 one-card discards of
  a 14-card hand, memo cleared first, in ms.
* `medium_decision` / `hard_decision`: every `choose` of those bots over seeded 2-seat
  games of hard against medium, in ms, with the mean (the strength runs need it small).

Times are this process's CPU time (`time.process_time`), not wall time: on a machine
shared with other work, wall time mostly measures the waiting for a CPU.
"""

from __future__ import annotations

import time

from game.bots.crowns import make_bot
from game.bots.seeds import bot_seed
from game.rules.cards import new_rng
from game.rules.crowns import deck, min_deadwood, new_game, solver
from tools.bench.timing import summarize

_clock = time.process_time


def _hands(count: int, seed: int, sizes: tuple[int, int]) -> list[tuple[list, int]]:
    rng = new_rng(seed)
    cards = deck(2)
    return [(rng.sample(cards, rng.randint(*sizes)), rng.randint(3, 13)) for _ in range(count)]


def solver_times(count: int) -> dict:
    every, fourteen = [], []
    for hand, wild_rank in _hands(count, seed=1, sizes=(3, 14)):
        solver._MEMO.clear()
        start = _clock()
        min_deadwood(hand, wild_rank)
        spent = _clock() - start
        every.append(spent)
        if len(hand) == 14:
            fourteen.append(spent)
    return {"min_deadwood": summarize(every, "us"), "min_deadwood_14": summarize(fourteen, "us")}


def best_discard_times(count: int) -> dict:
    spent = []
    for hand, wild_rank in _hands(count, seed=2, sizes=(14, 14)):
        solver._MEMO.clear()
        start = _clock()
        min(min_deadwood(hand[:i] + hand[i + 1 :], wild_rank) for i in range(len(hand)))
        spent.append(_clock() - start)
    return {"best_discard": summarize(spent, "ms")}


def decision_times(games: int) -> dict:
    spent: dict[str, list[float]] = {"medium": [], "hard": []}
    for game in range(games):
        deal = 1000 + game
        state = new_game(2, seed=deal)
        levels = ("hard", "medium") if game % 2 == 0 else ("medium", "hard")
        bots = [make_bot(level, seat, bot_seed(deal, seat)) for seat, level in enumerate(levels)]
        while not state.is_over:
            bot = bots[state.to_act]
            observation = state.observe(state.to_act)
            start = _clock()
            action = bot.choose(observation)
            spent[bot.level].append(_clock() - start)
            state.apply(action)
    results = {}
    for level, samples in spent.items():
        summary = summarize(samples, "ms")
        summary["mean"] = round(1e3 * sum(samples) / max(1, len(samples)), 3)
        results[f"{level}_decision"] = summary
    return results


def run(quick: bool = False) -> dict:
    """Solver and decision timings; `quick` takes fewer samples."""
    results = {}
    results.update(solver_times(1_000 if quick else 10_000))
    results.update(best_discard_times(100 if quick else 1_000))
    results.update(decision_times(2 if quick else 20))
    return results
