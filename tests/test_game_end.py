"""A game's end is recorded once and never lost (issue 17 items 10 and 11): Recent games
and the statistics are written before the autosave is dropped, a game finished again (the
app stopped after recording it, before dropping its autosave) is kept and counted once,
the menu records a game stopped between its end and that record, and the game-over screen
says when the disk refused the record."""

import errno

import pytest
import store_toy as toy
from patience import PATIENCE
from scene_driver import make_app, pump
from test_store_saves import SEATS, make_store

from game.scenes.gameover import GameOverScene
from game.scenes.menu import MenuScene
from game.store import GameResult, SavedGame, Store, StorePaths, storage
from tools.killloop import ending_table, play_to_game_over


def ended(seed=7):
    state = toy.play(seed=seed, turns=34)
    assert state.is_over
    return state


def saved(state, game_id="sitting-1", seed=7):
    actions = tuple(state.actions)
    return SavedGame("toy", seed, SEATS, actions=actions, finished=True, game_id=game_id)


def result(state, game_id="sitting-1"):
    totals, winners = tuple(state.totals), tuple(state.winners())
    return GameResult("toy", SEATS, totals, winners, hands=1, game_id=game_id)


def played(store):
    return store.load_stats().line("toy").played


def test_a_game_finished_again_is_kept_and_counted_once(tmp_path):
    """Item 11: the app stopped after the game's end was recorded, before its autosave
    was dropped; Continue finished the same game again: 2 games played, the game twice in
    Recent games. Now its id says it was counted already."""
    store = make_store(tmp_path)
    state = ended()
    for _ in range(2):
        store.autosave(saved(state))
        assert store.finish_game(saved(state), result(state)).kept
        assert store.peek_autosave() is None
    assert played(store) == 1 and len(store.list_recent()) == 1
    other = ended(seed=8)  # another game is another game
    store.finish_game(saved(other, "sitting-2", 8), result(other, "sitting-2"))
    assert played(store) == 2 and len(store.list_recent()) == 2
    assert store.load_stats().counted == ("sitting-1", "sitting-2")


@pytest.mark.parametrize("written", ["nothing", "recent", "recent and stats"])
def test_the_menu_records_a_game_stopped_between_its_end_and_its_record(tmp_path, written):
    """A game over is autosaved too; stopped before (or between) the writes of its end,
    the menu records it when it next opens — once, however often it opens."""
    store = make_store(tmp_path)
    state = ended()
    store.autosave(saved(state))
    if written != "nothing":
        store.add_recent(saved(state))
    if written == "recent and stats":
        store.record_result(result(state))
    finished = store.settle_autosave()
    assert finished is not None and finished.kept
    assert store.settle_autosave() is None
    assert played(store) == 1 and len(store.list_recent()) == 1
    assert store.peek_autosave() is None


def full_disk(monkeypatch, store):
    """Writes of Recent games and the statistics fail as on a full disk (autosaves too,
    when `autosaves`); returns the switch that frees the disk again."""
    real = storage.write_json_atomic
    refused = {"on": True}

    def write(path, data):
        if refused["on"] and (path.parent == store.paths.recent_dir or path.name == "stats.json"):
            raise OSError(errno.ENOSPC, "No space left on device")
        return real(path, data)

    monkeypatch.setattr(storage, "write_json_atomic", write)
    return refused


def test_a_game_end_on_a_full_disk_keeps_the_autosave_until_it_is_recorded(tmp_path, monkeypatch):
    """Item 10: Recent games and the statistics could not be written and the autosave was
    deleted anyway: the whole game was lost. Now it stays until both writes succeed."""
    store = make_store(tmp_path)
    refused = full_disk(monkeypatch, store)
    state = ended()
    store.autosave(saved(state))
    finished = store.finish_game(saved(state), result(state))
    assert not finished.kept and finished.problem == "the disk is full"
    assert store.peek_autosave().game_id == "sitting-1"  # the game is still there
    assert store.settle_autosave().problem == "the disk is full"  # still full: still kept
    refused["on"] = False
    assert store.settle_autosave().kept
    assert played(store) == 1 and len(store.list_recent()) == 1
    assert store.peek_autosave() is None


def test_the_game_over_screen_says_when_the_game_could_not_be_recorded(tmp_path, monkeypatch):
    """The game-over screen says the disk refused the record and that the game is not
    lost; the next time the menu opens with room on the disk, the game is recorded."""
    app = make_app()
    app.store = Store(StorePaths.inside(tmp_path))
    refused = full_disk(monkeypatch, app.store)
    app.stack.push(MenuScene(app))
    app.stack.push(ending_table(app, "crowns"))
    over = play_to_game_over(app, seconds=PATIENCE)
    assert isinstance(over, GameOverScene)
    over.kept_by.thread.join(PATIENCE)
    pump(app, 2)
    said = over.unrecorded_words()
    assert "the disk is full" in said and "not lost" in said
    left = app.store.peek_autosave()
    assert left is not None and left.finished
    refused["on"] = False
    over.to_menu()
    assert app.store.peek_autosave() is None
    assert app.store.load_stats().line("crowns", "bot:easy").played == 1
    assert len(app.store.list_recent()) == 1


def test_a_slow_disk_writes_the_newest_autosave_and_the_game_end_waits_for_no_others():
    """Bots at speed queue an autosave a move; on a slow disk the writer writes only the
    newest one waiting (an older one is of no use), so the record of a game's end never
    waits behind a backlog of stale saves — and the newest save is always written."""
    import threading

    from game.scenes.keeper import Keeper

    class SlowStore:
        def __init__(self):
            self.gate = threading.Event()
            self.written = []

        def autosave(self, saved):
            self.gate.wait(PATIENCE)  # the disk is busy with the first write
            self.written.append(saved)
            return True

        def finish_game(self, saved, result):
            self.written.append(("finish", saved))

    store = SlowStore()
    keeper = Keeper(store)
    for move in range(50):
        keeper.jobs.put(("autosave", move, None))
    keeper.jobs.put(("finish", "the end", None))
    keeper.stop()
    store.gate.set()
    keeper.thread.join(PATIENCE)
    assert store.written[-2:] == [49, ("finish", "the end")]
    assert len(store.written) <= 3  # the first (already being written), the newest, the end
