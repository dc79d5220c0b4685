"""Replays: a saved game watched move by move reproduces every intermediate state,
forwards and back (issue 7, "Replays")."""

import copy

import pytest
import store_toy as toy

from game.store import SavedGame, Seat
from game.store.replay import SNAPSHOT_EVERY, Replayer, describe_action

SEATS = (Seat("Ann"), Seat("Bo", "bot", "easy"))


def played(turns=3 * SNAPSHOT_EVERY):
    state = toy.new_game(2, 9)
    snapshots = [copy.deepcopy(state)]
    for _ in range(turns):
        if state.is_over:
            break
        seat = state.to_act
        for action in (toy.Draw(seat), toy.Discard(seat, max(state.hands[seat]))):
            state.apply(action)
            snapshots.append(copy.deepcopy(state))
    return SavedGame("toy", 9, SEATS, actions=tuple(state.actions)), snapshots


def same(a, b):
    return (a.hands, a.stock, a.turn, a.drawn, a.actions) == (
        b.hands,
        b.stock,
        b.turn,
        b.drawn,
        b.actions,
    )


def test_stepping_forward_reproduces_every_intermediate_state():
    saved, snapshots = played()
    replayer = Replayer(saved, toy.load)
    assert same(replayer.state, snapshots[0])
    while not replayer.at_end:
        replayer.step()
        assert same(replayer.state, snapshots[replayer.position])
    assert replayer.step() == []


def test_seeking_back_and_forth_lands_on_the_same_states():
    saved, snapshots = played()
    replayer = Replayer(saved, toy.load)
    for target in (replayer.length, 3, SNAPSHOT_EVERY + 1, 0, replayer.length - 1, 7, 99999):
        replayer.seek(target)
        position = min(target, replayer.length)
        assert replayer.position == position and same(replayer.state, snapshots[position])
    replayer.seek(5)
    replayer.back()
    assert replayer.position == 4 and same(replayer.state, snapshots[4])


def test_each_moves_events_are_kept_for_the_move_list_however_the_replay_moves():
    saved, _ = played(turns=SNAPSHOT_EVERY)
    original = toy.new_game(2, 9)
    expected = [original.apply(action) for action in saved.actions]
    replayer = Replayer(saved, toy.load)
    assert replayer.events == []  # the deal: no move yet
    for target in (replayer.length, 2, SNAPSHOT_EVERY + 3, 0, replayer.length):
        replayer.seek(target)
        assert replayer.played == expected
        assert replayer.events == (expected[target - 1] if target else [])


def test_a_move_the_engine_refuses_stops_the_replay_with_a_reason():
    saved, _ = played(turns=1)
    broken = SavedGame(
        "toy", 9, SEATS, actions=(*saved.actions, toy.Discard(1, toy.parse_cards("1H")[0]))
    )
    replayer = Replayer(broken, toy.load)
    replayer.seek(2)
    with pytest.raises(ValueError, match="move 3 cannot be replayed"):
        replayer.step()
    assert replayer.position == 2


def test_moves_read_as_a_log_line():
    card = toy.parse_cards("10H")[0]
    assert describe_action(toy.Discard(0, card), ("Ann", "Bo")) == "Ann: Discard 10H"
    assert (
        describe_action(toy.Show(1, ((card,), (card, card))), ("Ann", "Bo"))
        == "Bo: Show [10H] [10H 10H]"
    )
    assert describe_action(toy.Draw(2), ("Ann",)) == "Seat 3: Draw"
