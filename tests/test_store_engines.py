"""Saves of real games: random legal play in Crowns, Sting and Rumski, every action
encoded to JSON and decoded, and the saved game replayed to an identical state
(DESIGN.md boundary 6)."""

import json
import random

import pytest

from game import rules
from game.store import SavedGame, Seat, Store, StorePaths, decode_action, encode_action
from game.store.codec import check_codec

MOVES = 160  # enough for melds, wilds and a hand change without slowing the suite


def module_or_skip(name):
    try:
        module = rules.load(name)
    except ImportError:
        pytest.skip(f"{name} is not written yet")
    if not hasattr(module, "new_game") or not hasattr(module, "legal_actions"):
        pytest.skip(f"{name} has no engine yet")
    return module


def random_game(module, seats, seed):
    chooser = random.Random(seed)
    state = module.new_game(seats, seed)
    for _ in range(MOVES):
        if state.is_over:
            break
        legal = module.legal_actions(state.observe(state.to_act))
        state.apply(chooser.choice(legal))
    return state


def same_game(a, b, seats):
    return (
        all(a.observe(seat) == b.observe(seat) for seat in range(seats))
        and list(a.totals) == list(b.totals)
        and a.to_act == b.to_act
        and list(a.actions) == list(b.actions)
    )


@pytest.mark.parametrize("name", rules.GAME_NAMES)
def test_every_action_type_of_the_game_can_be_saved(name):
    assert check_codec(module_or_skip(name)) == []


@pytest.mark.parametrize("name", rules.GAME_NAMES)
@pytest.mark.parametrize("seed", [3, 2026])
def test_saved_real_game_replays_to_an_identical_state(tmp_path, name, seed):
    module = module_or_skip(name)
    seats = min(module.SEATS) + 1 if len(module.SEATS) > 1 else min(module.SEATS)
    state = random_game(module, seats, seed)
    for action in state.actions:
        assert decode_action(module, json.loads(json.dumps(encode_action(action)))) == action
    store = Store(StorePaths.inside(tmp_path))
    names = tuple(Seat(f"Seat {i}", "bot", "random") for i in range(seats))
    assert store.autosave(SavedGame(name, seed, names, actions=tuple(state.actions)))
    loaded = Store(StorePaths.inside(tmp_path)).load_autosave()
    assert loaded is not None, store.take_notices()
    assert same_game(loaded.state, state, seats)


@pytest.mark.parametrize("name", rules.GAME_NAMES)
def test_saved_game_of_a_state_records_the_hand_reached(name):
    module = module_or_skip(name)
    seats = min(module.SEATS) + 1 if len(module.SEATS) > 1 else min(module.SEATS)
    state = random_game(module, seats, 11)
    names = tuple(Seat(f"Seat {i}") for i in range(seats))
    saved = SavedGame.of_state(name, 11, names, {}, state)
    assert saved.hand >= 1 and saved.actions == tuple(state.actions)
    assert saved.totals == tuple(state.totals) and saved.finished == state.is_over


def test_kill_and_resume_through_the_controller_restores_the_same_turn(tmp_path):
    """Issue 7: a save written mid-game; a new store and controller start from it; the
    engine state is identical and it is the same player's turn."""
    module = module_or_skip("crowns")
    from game.controller import Controller, SeatPlan

    plans = [SeatPlan("Ann"), SeatPlan("Bo"), SeatPlan("Cy")]
    seats = tuple(Seat(plan.name) for plan in plans)
    first = Controller("crowns", plans, 77, {}, post=lambda event: None)
    store = Store(StorePaths.inside(tmp_path))
    chooser = random.Random(5)
    for _ in range(40):
        legal = module.legal_actions(first.observe(first.to_act))
        assert first.request(chooser.choice(legal)) is None
        saved = SavedGame.of_record(first.record(), seats, totals=tuple(first.totals))
        assert store.autosave(saved)  # after every applied action
    del store  # the app is killed

    loaded = Store(StorePaths.inside(tmp_path)).load_autosave()
    again = Controller("crowns", plans, 77, {}, actions=loaded.saved.actions, post=lambda e: None)
    assert again.to_act == first.to_act
    assert all(again.observe(seat) == first.observe(seat) for seat in range(len(plans)))
    assert again.totals == first.totals and again.record() == first.record()
