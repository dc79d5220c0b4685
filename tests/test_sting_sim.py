"""Sting under random legal play (OpenSpiel's random-simulation test): seeded games in
which every action is checked against the invariants — every card once (ST-1), every
table meld legal (ST-7, ST-8), no hidden information in any seat's Observation (shuffling
the cards a seat cannot see changes nothing it sees) — and the seed plus the actions
replay the same game, as a whole state (DESIGN.md boundaries 1, 3 and 6)."""

import random

import pytest

from game.rules import sting
from game.rules.cards import new_rng
from game.rules.engine import check_hidden

# (seats, seed, options): every option is exercised at least once.
GAMES = [
    (2, 1, {"rounds": 2}),
    (3, 2, {"rounds": 1, "numeric": True}),
    (4, 3, {"rounds": 1, "no_substitution": True}),
    (5, 4, {"rounds": 1, "beginners": True}),
    (6, 5, {"rounds": 1, "deal": 7}),
    (3, 6, {"target": 25}),
    (4, 7, {"rounds": 1, "open_hands": True, "first_dealer": 3}),
]


def play_randomly(seats, seed, options, check_every_step):
    state = sting.new_game(seats, seed, options)
    chooser = new_rng(seed * 7 + 1)
    shuffler = random.Random(seed)
    kinds = set()
    while not state.is_over:
        seat = state.to_act
        seen = sting.observe(state, seat)
        grouped = sting.actions_by_kind(seen)
        assert grouped, "a seat to act always has a legal action"
        if check_every_step and len(state.actions) % 15 == 0:
            for offered in sting.legal_actions(seen, limit=150):
                state.clone().apply(offered)  # the generator offers legal actions only
        action = sting.random_action(seen, chooser)
        kinds.add(type(action).__name__)
        state.apply(action)
        if check_every_step:
            state.check_invariants()
            assert state.clone() == state
            check_hidden(state, shuffler)  # every seat, ST-14's open hands included
    return state, kinds


@pytest.mark.parametrize("seats, seed, options", GAMES)
@pytest.mark.parametrize("repeat", range(3))
def test_st1_st7_st8_random_games_keep_every_invariant_and_hide_what_they_should(
    seats, seed, options, repeat
):
    seed += 1000 * repeat
    state, kinds = play_randomly(seats, seed, options, check_every_step=True)
    assert state.winners() and len(state.totals) == seats
    assert all(total >= 0 for total in state.totals)
    again = sting.new_game(seats, seed, options)
    for action in state.actions:
        again.apply(action)
    assert again == state, "seed + actions replay the same game"
    for seat in range(seats):
        assert again.observe(seat) == state.observe(seat)
    assert {"Draw", "Discard", "LayMeld"} <= kinds


def test_observe_function_is_what_the_seat_sees():
    """`sting.observe(state, seat)` is the seat's own view: its hand, no other, no draw pile."""
    state = sting.new_game(4, 9)
    for seat in range(4):
        seen = sting.observe(state, seat)
        assert seen == state.observe(seat) and seen.seat == seat
        assert list(seen.hand) == state.hands[seat]
        assert seen.hands is None and not hasattr(seen, "draw_pile")  # hands closed (ST-14)


def test_st5_random_play_uses_every_kind_of_action():
    kinds = set()
    for seed in range(8):
        _, used = play_randomly(3, 100 + seed, {"rounds": 1}, check_every_step=False)
        kinds |= used
    expected = {"Draw", "Discard", "LayMeld", "AddToMeld", "Substitute", "PassAPile"}
    expected |= {"TakeItBack", "AcceptPass"}
    assert kinds == expected


def test_golden_transcript_of_a_seeded_random_game():
    """Catches silent changes to the rules or to the move generator: a change that
    alters this game must be deliberate, and then these numbers are updated with it."""
    state = sting.new_game(3, 2026, {"rounds": 2})
    chooser = new_rng(99)
    while not state.is_over:
        state.apply(sting.random_action(state.observe(state.to_act), chooser))
    assert state.round_scores == [(0, 80, 39), (0, 29, 22)]
    assert state.totals == [0, 109, 61] and len(state.actions) == 227
