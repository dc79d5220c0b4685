"""A save slot's file (issue 17, item 6): every distinct title has its own file, in any
script; the same title to a player (case, spacing) is the same slot; no file takes a
name Windows keeps for a device; Save as… warns with the title of the save it would
replace; and slots saved under the old names still list, load and are replaced."""

import json

import pygame
import pytest
import store_toy as toy
from test_store_slots import key, save_as, table_at_your_turn

from game.scenes.pause import PauseScene
from game.store import SavedGame, Seat, Store, StorePaths, encode_game
from game.store.saves import legacy_slot_file

SEATS = (Seat("Ann"), Seat("Bo", "bot", "easy"))
TITLES = [
    "Партия",
    "游戏",
    "🃏🃏",
    "🂡",
    "Zoë's game",
    "Zoe's game",
    "!!!",
    "???",
    "CON",
    "nul.txt",
    "Aux",
    "COM1",
    "lpt9.json",
    "prn",
    "x" * 40,
    "x" * 39 + "y",
]
WINDOWS_DEVICES = {"CON", "PRN", "AUX", "NUL"} | {
    f"{p}{n}" for p in ("COM", "LPT") for n in "123456789"
}


def make_store(tmp_path) -> Store:
    return Store(StorePaths.inside(tmp_path), load=toy.load)


def saved(seed: int) -> SavedGame:
    return SavedGame("toy", seed, SEATS, actions=tuple(toy.play(seed=seed, turns=1).actions))


def test_every_distinct_title_keeps_its_own_file(tmp_path):
    store = make_store(tmp_path)
    paths = [store.save_slot(title, saved(seed)) for seed, title in enumerate(TITLES)]
    assert len(set(paths)) == len(TITLES)
    entries = store.list_slots()
    assert sorted(entry.saved.title for entry in entries) == sorted(TITLES)
    for entry in entries:
        assert entry.saved.seed == TITLES.index(entry.saved.title)
    assert store.take_notices() == []


def test_no_slot_file_takes_a_name_windows_keeps_for_a_device(tmp_path):
    store = make_store(tmp_path)
    for seed, title in enumerate(TITLES):
        store.save_slot(title, saved(seed))
    for path in store.paths.slots_dir.iterdir():
        assert path.name.split(".")[0].upper() not in WINDOWS_DEVICES, path.name
        assert path.name.isascii() and not path.stem.endswith((" ", "."))


def test_the_same_title_to_a_player_is_the_same_slot(tmp_path):
    store = make_store(tmp_path)
    first = store.save_slot("Sunday game", saved(1))
    again = store.save_slot("  sunday   GAME ", saved(2))
    assert first == again
    assert [(e.saved.title, e.saved.seed) for e in store.list_slots()] == [("sunday GAME", 2)]


def test_a_title_is_kept_as_its_reader_accepts_it(tmp_path):
    store = make_store(tmp_path)
    path = store.save_slot("Tab\there\x00\u200b", saved(1))  # pasted, say
    assert path is not None
    assert [e.saved.title for e in store.list_slots()] == ["Tabhere"]
    assert store.take_notices() == []


def test_a_slot_saved_under_its_old_name_lists_loads_and_is_replaced(tmp_path):
    store = make_store(tmp_path)
    old = legacy_slot_file(store.paths.slots_dir, "Sunday game")
    assert old.name == "sunday-game.json"
    old.parent.mkdir(parents=True)
    data = encode_game(saved(1))
    old.write_text(json.dumps({**data, "title": "Sunday game"}))
    [entry] = store.list_slots()
    assert entry.saved.title == "Sunday game" and store.load_save(entry.path) is not None
    assert store.slot_path("SUNDAY game") == old
    store.save_slot("SUNDAY game", saved(3))
    assert [(e.saved.title, e.saved.seed) for e in store.list_slots()] == [("SUNDAY game", 3)]
    # An old save.json of another title is never taken for this one's.
    shared = legacy_slot_file(store.paths.slots_dir, "游戏")
    shared.write_text(json.dumps({**data, "title": "Партия"}))
    assert store.slot_path("游戏") != shared
    store.save_slot("游戏", saved(4))
    titles = sorted(e.saved.title for e in store.list_slots())
    assert titles == sorted(["SUNDAY game", "Партия", "游戏"])


def test_save_as_names_the_save_it_would_replace(app):  # noqa: F811 (the fixture)
    table = table_at_your_turn(app)
    save_as(app, table, "Партия")
    key(app, pygame.K_ESCAPE)
    scene = save_as(app, table, "游戏")  # another title: saved at once, nothing replaced
    assert isinstance(app.stack.top, PauseScene), scene.message
    key(app, pygame.K_ESCAPE)
    scene = save_as(app, table, "партия")
    assert app.stack.top is scene
    assert scene.message == "A save called 'Партия' exists: Save again to replace it."
    assert sorted(e.saved.title for e in app.store.list_slots()) == ["Партия", "游戏"]


@pytest.mark.parametrize("title", ["Партия", "CON"])
def test_a_slot_title_reads_back_from_its_file(tmp_path, title):
    store = make_store(tmp_path)
    path = store.save_slot(title, saved(1))
    assert store.slot_path(title) == path and store.slot_title(path) == title
