"""Random-simulation tests of the Crowns engine, in the style of OpenSpiel's (CR-1 .. CR-15).

Many seeded games of random legal play; after every action: every card accounted for exactly
once, hand sizes right, the observation hides what it must, clone equals the original; at the
end, replaying seed + actions gives an identical state.
"""

from __future__ import annotations

from collections import Counter

import pytest

from game.bots.crowns import make_bot
from game.rules import crowns
from game.rules.cards import new_rng
from game.rules.engine import Record, replay


def hidden_shuffled(state: crowns.CrownsState, seat: int, seed: int) -> crowns.CrownsState:
    """A copy where every card `seat` cannot see (other hands, stock) is dealt anew."""
    other = state.clone()
    rng = new_rng(seed)
    hidden = list(other.stock)
    for index, hand in enumerate(other.hands):
        if index != seat:
            hidden.extend(hand)
    rng.shuffle(hidden)
    other.stock = [hidden.pop() for _ in range(len(other.stock))]
    for index, hand in enumerate(other.hands):
        if index != seat:
            other.hands[index] = [hidden.pop() for _ in hand]
    return other


def play_random(seats: int, seed: int, check_every: int = 1) -> crowns.CrownsState:
    state = crowns.new_game(seats, seed)
    bots = [make_bot("random", seat, seed * 31 + seat) for seat in range(seats)]
    step = 0
    while not state.is_over:
        seat = state.to_act
        observation = state.observe(seat)
        if step % check_every == 0:
            state.check_invariants()
            assert hidden_shuffled(state, seat, step).observe(seat) == observation
            assert state.clone() == state
        action = bots[seat].choose(observation)
        assert action in crowns.legal_actions(observation)
        state.apply(action)
        step += 1
    state.check_invariants()
    return state


@pytest.mark.parametrize("seats,seed", [(1, 1), (2, 2), (3, 3), (5, 5), (9, 9)])
def test_cr1_to_cr15_random_play_keeps_every_card_and_replays_exactly(seats, seed):
    state = play_random(seats, seed, check_every=3)
    expected = 2 if seats <= 7 else 4  # CR-4: four packs for 8-14 seats
    assert Counter(state.deck) == Counter(crowns.deck(expected))
    assert len(state.deck) == 116 * expected // 2
    assert state.hand_number == crowns.HANDS
    record = Record("crowns", seats, seed, {}, list(state.actions))
    again = replay(crowns, record)
    assert again == state
    assert again.winners() == state.winners()


def test_golden_game_catches_silent_rule_changes():
    """A fixed seeded game between easy bots (CR-4 .. CR-15): if this changes, a rule, the deal,
    the scoring or the easy bot changed; update it only on purpose."""
    import hashlib

    state = crowns.new_game(3, 2024)
    bots = [make_bot("easy", seat, seat) for seat in range(3)]
    log = []
    while not state.is_over:
        action = bots[state.to_act].choose(state.observe(state.to_act))
        log.extend(repr(event) for event in state.apply(action))
    assert len(state.actions) == 282
    assert state.totals == [208, 35, 108]
    assert state.hand_scores[:3] == [(17, 0, 0), (29, 0, 27), (0, 4, 8)]
    assert hashlib.sha256("\n".join(log).encode()).hexdigest()[:16] == "36d4104fa240b390"
