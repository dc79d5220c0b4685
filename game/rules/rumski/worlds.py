"""A Rumski state built from one seat's Observation and a chosen deal of what it can't see.

The expert bot (`game.bots.search`) plays sampled worlds forward: states that look to
its seat exactly as its Observation does, the hidden cards (the other hands, the stock)
dealt as it chose. `world` builds one through the engine's own constructor, so a bot
never handles the true state; `world(state.observe(seat), true hands, true stock, seed)`
observes as the true state does (tests/test_expert.py).

What a seat may not see of the turn in play is not rebuilt: which cards the seat to act
took from the pile this turn (a world knows only how many wilds it must place, RU-8,
unless the caller says which, `taken`) and the pile as it was before (`pile_before`,
what a Take-It-Back puts back); and the RU-13 count of turns with nothing to draw
(a world starts it at 0).
"""

from __future__ import annotations

from collections.abc import Sequence

from game.rules.engine import FIRST_DEALER
from game.rules.rumski.actions import FROM_PILE, FROM_TOP
from game.rules.rumski.deck import WILD, RumskiCard
from game.rules.rumski.engine import RumskiState, new_game
from game.rules.rumski.observation import RumskiObservation


def world(
    observation: RumskiObservation,
    hands: Sequence[Sequence[RumskiCard]],
    stock: Sequence[RumskiCard],
    seed: int,
    taken: Sequence[RumskiCard] | None = None,
    pile_before: Sequence[RumskiCard] | None = None,
) -> RumskiState:
    """The state `observation` shows, with `hands` (every seat's, the observing seat's as
    it sees it) and `stock` (bottom to top) as the hidden cards; later shuffles (a
    rebuilt stock, the next deals) come from `seed`. `taken`: the cards the seat to act
    took from the discard pile this turn, if known (else its wilds to place), and
    `pile_before` the pile before it took them (else the pile with them back on top).
    ValueError if a hand's size differs from the observed count or the cards don't add
    up to the deck."""
    o = observation
    if len(hands) != o.seats or tuple(map(len, hands)) != o.hand_counts:
        raise ValueError("the hands given do not match the observed hand counts")
    if len(stock) != o.stock_count:
        raise ValueError(f"the stock holds {o.stock_count} cards, not {len(stock)}")
    state = new_game(o.seats, seed, {"target": o.target, FIRST_DEALER: o.dealer})
    state._totals = list(o.totals)
    state.round_number = o.round_number
    state.dealer = o.dealer
    state.round_log = []
    state.deal_events = []
    state.hands = [list(hand) for hand in hands]
    state.stock = list(stock)
    state.discard_pile = list(o.discard_pile)
    state.community = o.community
    state.opened = list(o.opened)
    state.laid_before = list(o.laid_before)
    state.stock_rebuilt = o.stock_rebuilt
    state.quiet_turns = o.quiet_turns
    state.stall_turns = o.stall_turns
    state.dry_turns = 0
    state.turn = o.to_act
    state._start_turn()
    state.community_at_draw = o.community_at_draw
    state.phase = o.phase
    state.drew = o.drew
    state.took_back = o.took_back
    if o.drew:  # the seat to act has drawn: its turn so far
        state.staged = o.staged
        state.hand_at_draw = (*o.hand, *o.staged)
        if o.drew in (FROM_TOP, FROM_PILE):
            state.taken = tuple(taken) if taken is not None else (WILD,) * o.wilds_to_place
            back = (*o.discard_pile, *state.taken)
            state.pile_before_take = tuple(pile_before) if pile_before is not None else back
    state.check_invariants()  # every card once, the Community legal between turns
    return state
