"""Random-play simulation of Rumski: whole seeded games of random legal play.

After every action: the 70 cards are there exactly once (RU-1) and, between turns,
every Community meld is legal (RU-7, RU-10) — `check_invariants`; every listed legal
action is accepted; no seat's observation leaks another hand or the stock (shuffling
the cards it cannot see changes nothing it sees); a clone equals the original; and
seed + actions replays the identical game, stock order and all (DESIGN.md boundary 6).
"""

import random

import pytest

from game.bots.rumski import make_bot
from game.rules import rumski
from game.rules.engine import Record, check_hidden, replay

GAMES = [(3, 11), (2, 21), (4, 31), (6, 41)]
MORE_GAMES = [(3, 12), (2, 22), (5, 51)]  # the slow slice
TARGET = {"target": 100}  # the lowest target: short games, still several rounds each


def play_random_game(seats, seed):
    state = rumski.new_game(seats, seed, TARGET)
    bots = [make_bot("random", seat, seed * 10 + seat) for seat in range(seats)]
    rng = random.Random(seed)
    steps = 0
    while not state.is_over:
        seat = state.to_act
        observation = rumski.observe(state, seat)
        legal = rumski.legal_actions(observation)
        assert legal, f"no legal action for seat {seat} in {observation}"
        action = bots[seat].choose(observation)
        assert action in legal
        for other in legal:  # every listed action is one the engine accepts
            state.clone().apply(other)
        state.apply(action)
        state.check_invariants()
        steps += 1
        assert steps < 50_000, "random play did not finish"
        if not state.is_over:
            check_hidden(state, rng)
        assert state.clone() == state
    return state


@pytest.mark.parametrize("seats,seed", GAMES)
def test_ru1_ru7_ru10_random_games_keep_invariants_hide_hands_and_replay(seats, seed):
    state = play_random_game(seats, seed)
    assert state.is_over
    (winner,) = state.winners()
    assert state.totals[winner] >= state.target  # RU-15
    again = replay(rumski, Record("rumski", seats, seed, dict(TARGET), list(state.actions)))
    assert again == state  # the whole state: hands, stock order, rng, scores


@pytest.mark.slow
@pytest.mark.parametrize("seats,seed", MORE_GAMES)
def test_ru1_ru7_ru10_more_random_games(seats, seed):
    test_ru1_ru7_ru10_random_games_keep_invariants_hide_hands_and_replay(seats, seed)


def test_ru13_replay_compares_the_stock_order():
    """The replay check has teeth: the same cards in another stock order are another game,
    though no seat can tell them apart."""
    state = rumski.new_game(3, 4)
    other = state.clone()
    other.stock.reverse()
    assert other != state
    assert [other.observe(seat) for seat in range(3)] == [state.observe(seat) for seat in range(3)]


def test_observe_function_is_what_the_seat_sees():
    """`rumski.observe(state, seat)` is the seat's own view: its hand, no other."""
    state = rumski.new_game(3, 8)
    for seat in range(3):
        seen = rumski.observe(state, seat)
        assert seen == state.observe(seat) and seen.seat == seat
        assert list(seen.hand) == state.hands[seat]
        assert not hasattr(seen, "stock") and not hasattr(seen, "hands")


def test_ru3_same_seed_same_deal_and_other_seed_other_deal():
    first, second = rumski.new_game(3, 5), rumski.new_game(3, 5)
    assert [first.observe(s) for s in range(3)] == [second.observe(s) for s in range(3)]
    other = rumski.new_game(3, 6)
    assert [other.observe(s).hand for s in range(3)] != [first.observe(s).hand for s in range(3)]
