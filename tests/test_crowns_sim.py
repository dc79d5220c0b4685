"""Random-simulation tests of the Crowns engine, in the style of OpenSpiel's (CR-1 .. CR-15).

Many seeded games of random legal play; after every action: every card accounted for exactly
once and hand sizes right (`check_invariants`), no seat's observation shows a card it cannot
see (shuffling those cards changes nothing it sees), a clone equals the original; at the end,
replaying seed + actions gives an identical state, the stock's order included.
"""

from __future__ import annotations

import dataclasses
import random
from collections import Counter

import pytest

from game.bots.crowns import make_bot
from game.rules import crowns
from game.rules.engine import Record, check_hidden, replay
from tools import sim


def check_everything(state: crowns.CrownsState, rng: random.Random, every_seat: bool) -> None:
    state.check_invariants()  # every card once, hand sizes (CR-1, CR-4, CR-5, CR-14)
    if not state.is_over:  # no seat sees another hand or the stock (DESIGN.md boundary 3)
        check_hidden(state, rng, None if every_seat else [state.to_act])
    assert state.clone() == state


def play_random(seats: int, seed: int, every_seat: bool = True) -> crowns.CrownsState:
    """A game of random legal play, every check after every action; hidden information
    for every seat, or (`every_seat` False, for big tables) for the seat to act next."""
    state = crowns.new_game(seats, seed)
    bots = [make_bot("random", seat, seed * 31 + seat) for seat in range(seats)]
    rng = random.Random(seed)
    check_everything(state, rng, every_seat)
    while not state.is_over:
        seat = state.to_act
        observation = crowns.observe(state, seat)
        action = bots[seat].choose(observation)
        assert action in crowns.legal_actions(observation)
        state.apply(action)
        check_everything(state, rng, every_seat)
    return state


def check_finished(state: crowns.CrownsState, seats: int, seed: int) -> None:
    expected = 2 if seats <= 7 else 4  # CR-4: four packs for 8-14 seats
    assert Counter(state.deck) == Counter(crowns.deck(expected))
    assert len(state.deck) == 116 * expected // 2
    assert state.hand_number == crowns.HANDS
    record = Record("crowns", seats, seed, {}, list(state.actions))
    again = replay(crowns, record)
    assert again == state  # the whole state: hands, stock order, rng, scores
    assert again.winners() == state.winners()


@pytest.mark.parametrize(
    "seats,seed,every_seat", [(1, 1, True), (2, 2, True), (4, 4, True), (9, 9, False)]
)
def test_cr1_to_cr15_random_play_keeps_every_card_and_replays_exactly(seats, seed, every_seat):
    check_finished(play_random(seats, seed, every_seat), seats, seed)


@pytest.mark.slow
@pytest.mark.parametrize("seats,seed", [(3, 3), (5, 5), (7, 7), (8, 8), (9, 9), (14, 14)])
def test_cr1_to_cr15_random_play_more_games_every_seat_watched(seats, seed):
    check_finished(play_random(seats, seed), seats, seed)


def test_cr4_observe_function_is_what_the_seat_sees():
    """`crowns.observe(state, seat)` (issue 2) is the seat's own view: its hand, no other."""
    state = crowns.new_game(3, 7)
    for seat in range(3):
        seen = crowns.observe(state, seat)
        assert seen == state.observe(seat) and seen.seat == seat
        assert list(seen.hand) == state.hands[seat]
        assert seen.hand_counts == tuple(len(hand) for hand in state.hands)
        assert not hasattr(seen, "stock") and not hasattr(seen, "hands")


def test_cr6_hidden_check_catches_an_observation_that_shows_the_stock(monkeypatch):
    """`check_hidden` has teeth: an observe that lets the top of the stock into the hand
    it shows is caught (the shuffle moves that card for every seat)."""
    state = crowns.new_game(3, 5)
    check_hidden(state, random.Random(1))
    honest = crowns.CrownsState.observe

    def leaky(self, seat):
        seen = honest(self, seat)
        return dataclasses.replace(seen, hand=seen.hand + tuple(self.stock[-1:]))

    monkeypatch.setattr(crowns.CrownsState, "observe", leaky)
    with pytest.raises(AssertionError, match="cannot see"):
        check_hidden(state, random.Random(1), [0])


def test_sim_check_replays_the_whole_state():
    """`python -m tools.sim --check` compares the replay as a whole: a stock in another
    order fails it, though every seat sees the same."""
    state = crowns.new_game(2, 6)
    for _ in range(5):
        state.apply(crowns.legal_actions(state.observe(state.to_act))[0])
    sim.check_replay(crowns, state, 6, 2, {})
    tampered = state.clone()
    tampered.stock.reverse()
    with pytest.raises(AssertionError, match="no seat sees the difference"):
        sim.check_replay(crowns, tampered, 6, 2, {})


def test_cr14_replay_compares_the_stock_order():
    """The replay check has teeth: the same cards in another stock order are another game."""
    state = crowns.new_game(2, 3)
    other = state.clone()
    other.stock.reverse()
    assert other != state
    assert [other.observe(seat) for seat in range(2)] == [state.observe(seat) for seat in range(2)]


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
    assert hashlib.sha256("\n".join(log).encode()).hexdigest()[:16] == "240f28180f2a85de"
