"""Random-play simulation of Rumski: whole seeded games of random legal play.

After every action: the 70 cards are there exactly once (RU-1) and, between turns,
every Community meld is legal (RU-7, RU-10) — `check_invariants`; every listed legal
action is accepted; no observation leaks another hand or the stock (shuffling them
among themselves changes nothing a seat sees); a clone sees the same; and seed +
actions replays the identical game (DESIGN.md boundary 6).
"""

import random

import pytest

from game.bots.rumski import make_bot
from game.rules import rumski
from game.rules.engine import Record, replay

GAMES = [(3, 11), (3, 12), (2, 21), (4, 31), (6, 41)]
TARGET = {"target": 100}  # the lowest target: short games, still several rounds each


def shuffled_unseen(state, seat, rng):
    """A copy of `state` whose stock and other hands hold the same number of cards,
    dealt from the same cards in another order."""
    copy = state.clone()
    others = [s for s in range(copy.seats) if s != seat]
    pool = list(copy.stock) + [card for s in others for card in copy.hands[s]]
    rng.shuffle(pool)
    copy.stock = pool[: len(copy.stock)]
    pool = pool[len(copy.stock) :]
    for s in others:
        size = len(copy.hands[s])
        copy.hands[s], pool = pool[:size], pool[size:]
    return copy


def play_random_game(seats, seed, check_every=1):
    state = rumski.new_game(seats, seed, TARGET)
    bots = [make_bot("random", seat, seed * 10 + seat) for seat in range(seats)]
    rng = random.Random(seed)
    steps = 0
    while not state.is_over:
        seat = state.to_act
        observation = state.observe(seat)
        legal = rumski.legal_actions(observation)
        assert legal, f"no legal action for seat {seat} in {observation}"
        action = bots[seat].choose(observation)
        assert action in legal
        if steps % check_every == 0:
            for other in legal:  # every listed action is one the engine accepts
                state.clone().apply(other)
        state.apply(action)
        state.check_invariants()
        steps += 1
        assert steps < 50_000, "random play did not finish"
        if steps % check_every == 0:
            viewer = rng.randrange(seats)
            seen = state.observe(viewer)
            assert shuffled_unseen(state, viewer, rng).observe(viewer) == seen
            assert state.clone().observe(viewer) == seen
    return state


@pytest.mark.parametrize("seats,seed", GAMES)
def test_ru1_ru7_ru10_random_games_keep_invariants_hide_hands_and_replay(seats, seed):
    state = play_random_game(seats, seed, check_every=7)
    assert state.is_over
    (winner,) = state.winners()
    assert state.totals[winner] >= state.target  # RU-15
    again = replay(rumski, Record("rumski", seats, seed, dict(TARGET), list(state.actions)))
    for seat in range(seats):
        assert again.observe(seat) == state.observe(seat)
    assert again.totals == state.totals


def test_ru3_same_seed_same_deal_and_other_seed_other_deal():
    first, second = rumski.new_game(3, 5), rumski.new_game(3, 5)
    assert [first.observe(s) for s in range(3)] == [second.observe(s) for s in range(3)]
    other = rumski.new_game(3, 6)
    assert [other.observe(s).hand for s in range(3)] != [first.observe(s).hand for s in range(3)]
