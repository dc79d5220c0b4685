"""A Crowns state built from one seat's Observation and a chosen deal of what it can't see.

The expert bot (`game.bots.search`) plays sampled worlds forward: states that look to
its seat exactly as its Observation does, the hidden cards (the other hands, the stock)
dealt as it chose. `world` builds one through the engine's own constructor, so a bot
never handles the true state; `world(state.observe(seat), true hands, true stock, seed)`
observes as the true state does (tests/test_expert.py).
"""

from __future__ import annotations

from collections.abc import Sequence

from game.rules.crowns import CrownsCard, CrownsObservation, CrownsState, new_game


def unfinished(observation: CrownsObservation) -> tuple[list[bool], list[int]]:
    """CR-12: after someone went out, which seats have finished (gone out or taken their
    final turn) and which are still to take it after the seat to act, in turn order."""
    seats, went_out = observation.seats, observation.went_out
    finished = [False] * seats
    if went_out is None:
        return finished, []
    order = [(went_out + step) % seats for step in range(1, seats)]
    finished[went_out] = True
    at = order.index(observation.to_act) if observation.to_act in order else len(order)
    for seat in order[:at]:
        finished[seat] = True
    return finished, order[at + 1 :]


def world(
    observation: CrownsObservation,
    hands: Sequence[Sequence[CrownsCard]],
    stock: Sequence[CrownsCard],
    seed: int,
) -> CrownsState:
    """The state `observation` shows, with `hands` (every seat's, the observing seat's as
    it sees it) and `stock` (bottom to top) as the hidden cards; later shuffles (stock
    rebuilds, the next deals) come from `seed`. ValueError if the cards don't add up
    to the deck or a hand's size differs from the observed count."""
    o = observation
    if len(hands) != o.seats or tuple(map(len, hands)) != o.hand_counts:
        raise ValueError("the hands given do not match the observed hand counts")
    if len(stock) != o.stock_count:
        raise ValueError(f"the stock holds {o.stock_count} cards, not {len(stock)}")
    state: CrownsState = new_game(o.seats, seed, {"first_dealer": o.dealer})
    state.totals = list(o.totals)
    state.hand_number = o.hand_number
    state.dealer = o.dealer
    state.phase = o.phase
    state._to_act = o.to_act
    state.hands = [list(hand) for hand in hands]
    state.stock = list(stock)
    state.discard_pile = list(o.discard_pile)
    state.laid = [list(melds) for melds in o.laid]
    state.taken = [list(cards) for cards in o.taken] or [[] for _ in range(o.seats)]
    state.discarded = [list(cards) for cards in o.discarded] or [[] for _ in range(o.seats)]
    state.went_out = o.went_out
    state.finished, state.final_left = unfinished(o)
    state.taken_from_discard = o.taken_from_discard
    state.rebuilds = o.rebuilds
    state.turn = o.turn
    state.opening_events = []
    state.check_invariants()  # every card once, hands of the right size
    return state
