"""Saved games: autosave and resume, named slots, recent games, export/import; a save the
engine refuses on replay is refused whole (DESIGN.md boundary 6, issue 7)."""

import copy
import json
from datetime import UTC, datetime, timedelta, timezone

import store_toy as toy

from game.store import SavedGame, Seat, Store, StorePaths
from game.store.saves import RECENT_KEPT, describe

SEATS = (Seat("Ann"), Seat("Bot 2", "bot", "medium"))


def make_store(tmp_path, start=datetime(2026, 11, 22, 2, 30, tzinfo=UTC)):
    moments = iter(start + timedelta(seconds=s) for s in range(10_000))
    return Store(StorePaths.inside(tmp_path), load=toy.load, clock=lambda: next(moments))


def saved_from(state, seed=7, **extra):
    return SavedGame("toy", seed, SEATS, actions=tuple(state.actions), **extra)


def same_state(a, b):
    return (a.hands, a.stock, a.turn, a.drawn, a.actions) == (
        b.hands,
        b.stock,
        b.turn,
        b.drawn,
        b.actions,
    )


def test_kill_and_resume_restores_an_identical_game(tmp_path):
    state = toy.new_game(2, 7)
    store = make_store(tmp_path)
    for _ in range(3):  # autosave after every applied action, as the controller does
        seat = state.to_act
        for action in (toy.Draw(seat), toy.Discard(seat, max(state.hands[seat]))):
            state.apply(action)
            assert store.autosave(saved_from(state, hand=1))
    del store  # the app is killed; a new one starts

    fresh = make_store(tmp_path)
    peek = fresh.peek_autosave()
    assert (peek.game, peek.seats, peek.hand, peek.saved_at) == ("toy", SEATS, 1, peek.saved_at)
    assert peek.saved_at.startswith("2026-11-22T02:30")
    loaded = fresh.load_autosave()
    assert same_state(loaded.state, state)
    assert loaded.state.to_act == state.to_act == 1
    assert fresh.take_notices() == []


def test_replay_reproduces_every_intermediate_state(tmp_path):
    store = make_store(tmp_path)
    state = toy.new_game(3, 11)
    snapshots = []
    for _ in range(5):
        seat = state.to_act
        for action in (toy.Draw(seat), toy.Discard(seat, min(state.hands[seat]))):
            state.apply(action)
            snapshots.append(copy.deepcopy(state))
    seats = (*SEATS, Seat("Cy"))
    store.add_recent(SavedGame("toy", 11, seats, actions=tuple(state.actions), finished=True))
    (entry,) = store.list_recent()
    replayed = toy.new_game(3, 11)
    for action, snapshot in zip(entry.saved.actions, snapshots, strict=True):
        replayed.apply(action)
        assert same_state(replayed, snapshot)


def test_save_with_an_illegal_move_is_refused_moved_aside_app_keeps_going(tmp_path):
    store = make_store(tmp_path)
    state = toy.play()
    store.autosave(saved_from(state))
    data = json.loads(store.paths.autosave_file.read_text())
    data["actions"].append({"type": "Discard", "seat": 1, "card": "1H"})  # not 1's turn
    store.paths.autosave_file.write_text(json.dumps(data))
    assert store.load_autosave() is None
    (notice,) = store.take_notices()
    assert "autosave.json" in notice and "move 13 (Discard) breaks rule TOY-1" in notice
    assert "moved aside as autosave.corrupt-" in notice
    assert not store.paths.autosave_file.exists()
    assert store.peek_autosave() is None and store.take_notices() == []


def test_save_whose_setup_the_engine_refuses_is_refused(tmp_path):
    store = make_store(tmp_path)
    store.autosave(SavedGame("toy", 7, SEATS, options={"speed": 3}))
    assert store.load_autosave() is None
    assert "cannot be set up as saved (unknown option 'speed'" in store.take_notices()[0]


def test_named_slots_list_newest_first_and_load(tmp_path):
    store = make_store(tmp_path)
    first = toy.play(seed=1, turns=1)
    second = toy.play(seed=2, turns=2)
    store.save_slot("Sunday game", saved_from(first, seed=1))
    path = store.save_slot("Before the big discard!", saved_from(second, seed=2))
    assert path.name.startswith("before-the-big-discard-")  # and the title's hash
    entries = store.list_slots()
    assert [e.saved.title for e in entries] == ["Before the big discard!", "Sunday game"]
    assert same_state(store.load_save(entries[1].path).state, first)
    store.save_slot("sunday GAME", saved_from(second, seed=2))  # same name: overwritten
    assert len(store.list_slots()) == 2
    store.delete_slot(entries[0].path)
    assert [e.saved.title for e in store.list_slots()] == ["sunday GAME"]


def test_a_bad_slot_is_left_out_of_the_list_with_a_notice(tmp_path):
    store = make_store(tmp_path)
    store.save_slot("good", saved_from(toy.play()))
    bad = store.save_slot("bad", saved_from(toy.play()))
    bad.write_text('{"format": 1, "kind": "wildmeld-game", "game": "toy", "seats": [')
    assert [e.saved.title for e in store.list_slots()] == ["good"]
    assert f"{bad.name} could not be used: it ends too early" in store.take_notices()[0]
    assert [e.saved.title for e in store.list_slots()] == ["good"]  # stays aside, no repeat


def test_recent_games_keep_only_the_newest(tmp_path):
    store = make_store(tmp_path)
    for seed in range(RECENT_KEPT + 3):
        store.add_recent(saved_from(toy.play(seed=seed, turns=1), seed=seed, finished=True))
    recent = store.list_recent()
    assert len(recent) == RECENT_KEPT
    assert recent[0].saved.seed == RECENT_KEPT + 2 and recent[-1].saved.seed == 3


def test_export_then_import_shares_a_deal(tmp_path):
    sender = make_store(tmp_path / "ann")
    state = toy.play(seed=5)
    target = tmp_path / "to-a-friend.json"
    assert sender.export_game(saved_from(state, seed=5), target)
    friend = make_store(tmp_path / "bo")
    loaded = friend.import_game(target)
    assert same_state(loaded.state, state) and loaded.saved.seats == SEATS


def test_bad_import_is_refused_but_left_where_the_player_put_it(tmp_path):
    store = make_store(tmp_path / "home")
    target = tmp_path / "from-a-friend.json"
    target.write_text('{"format": 3, "kind": "wildmeld-game"}')
    assert store.import_game(target) is None
    (notice,) = store.take_notices()
    assert "from-a-friend.json" in notice and "newer version" in notice
    assert target.exists()
    assert store.import_game(tmp_path / "missing.json") is None
    assert "There is no file missing.json" in store.take_notices()[0]


def test_finishing_a_game_keeps_it_counts_it_and_drops_the_autosave(tmp_path):
    from game.store import GameResult

    store = make_store(tmp_path)
    state = toy.play()
    store.autosave(saved_from(state))
    result = GameResult("toy", SEATS, tuple(state.totals), tuple(state.winners()), hands=1)
    finished = store.finish_game(saved_from(state, finished=True), result)
    assert finished.kept and store.peek_autosave() is None
    assert len(store.list_recent()) == 1
    assert finished.stats.line("toy").played == 1 and store.load_stats() == finished.stats


def test_describe_names_game_hand_seats_and_time_in_local_time(monkeypatch):
    from game.store import saves

    monkeypatch.setattr(saves, "CLOCK_ZONE", timezone(timedelta(hours=1)))  # Berlin, winter
    saved = SavedGame("crowns", 1, SEATS, hand=3, saved_at="2026-11-22T02:30:59Z")
    described = "Crowns · hand 3 · Ann vs Bot 2 (medium bot) · saved Nov 22, 2026, 3:30\u202fAM"
    assert describe(saved) == described
    monkeypatch.setattr(saves, "CLOCK_ZONE", timezone(timedelta(hours=-3)))
    assert describe(saved).endswith("saved Nov 21, 2026, 11:30\u202fPM")  # the day before, there
    assert describe(SavedGame("rumski", 1, SEATS, hand=2)).startswith("Rumski · round 2 · ")
