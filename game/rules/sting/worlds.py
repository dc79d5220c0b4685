"""A Sting state built from one seat's Observation and a chosen deal of what it can't see.

The expert bot (`game.bots.search`) plays sampled worlds forward: states that look to
its seat exactly as its Observation does, the hidden cards (the other hands, the draw
pile) dealt as it chose. `world` builds one through the engine's own constructor, so a
bot never handles the true state; `world(state.observe(seat), true hands, true draw
pile, seed)` observes as the true state does (tests/test_expert.py).

One thing a seat cannot see is not rebuilt: whether the seat to act has already played
to the table this turn (it only counts towards the ST-12 stall guard, after a rebuilt
draw pile); a world says it has not.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.rules.sting.deck import StingCard
from game.rules.sting.engine import StingObservation, StingState, new_game


def world(
    observation: StingObservation,
    hands: Sequence[Sequence[StingCard]],
    draw_pile: Sequence[StingCard],
    seed: int,
) -> StingState:
    """The state `observation` shows, with `hands` (every seat's, the observing seat's as
    it sees it) and `draw_pile` (bottom to top) as the hidden cards; later shuffles (the
    draw pile rebuilt, the next deals) come from `seed`. ValueError if a hand's size
    differs from the observed count or the cards don't add up to the deck."""
    o = observation
    if len(hands) != o.seats or tuple(map(len, hands)) != o.hand_counts:
        raise ValueError("the hands given do not match the observed hand counts")
    if len(draw_pile) != o.draw_count:
        raise ValueError(f"the draw pile holds {o.draw_count} cards, not {len(draw_pile)}")
    state = new_game(o.seats, seed, dict(o.options))
    state._totals = list(o.totals)
    state.round_scores = list(o.round_scores)
    state.round = o.round
    state.dealer = o.dealer
    state.next_meld_id = max(o.melds, default=-1) + 1
    state.hands = [list(hand) for hand in hands]
    state.draw_pile = list(draw_pile)
    state.discard_pile = list(o.discard_pile)
    state.melds = dict(o.melds)
    state.phase = o.phase
    state.turn = o.turn
    state.drawn = o.drawn
    state.pending = o.pending
    state.no_pass_back = o.no_pass_back
    state.played_to_table = False
    state.rebuilt = o.rebuilt
    state.quiet_turns = o.quiet_turns
    state.opening_events = []
    state.check_invariants()  # every card once, every meld legal
    return state
