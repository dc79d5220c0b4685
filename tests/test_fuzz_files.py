"""File fuzzing with real games (issue 9, part 4): what the store's own tests do not cover.

The store's tests (`test_store_*.py`) damage every kind of file in named ways and
throw arbitrary JSON at a toy game. Here the files are saves of real Crowns, Sting
and Rumski games, mutated at random — a move's card or field changed, moves dropped,
swapped or repeated, bits flipped, the file cut short — and every outcome must be one
of two: refused whole (nothing returned, one notice naming the file, the file moved
aside or, for an import, left where the player put it, other files untouched), or
loaded whole (every move of the file replayed, the engine's invariants holding).
Never half a game. And the real app started over a folder of damaged files keeps
running.

A failing example prints the game, the seed and the mutation (hypothesis shows them).
"""

import copy
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from game.store import SavedGame, Seat, Settings, Store, StorePaths, encode_game

GAMES = ("crowns", "sting", "rumski")
SEATS = (Seat("Ann"), Seat("Bo", "bot", "easy"), Seat("Cy", "bot", "medium"))
FUZZ = settings(
    # More examples for a longer campaign: WILDMELD_FUZZ_EXAMPLES=2000 (docs/reliability.md).
    max_examples=int(os.environ.get("WILDMELD_FUZZ_EXAMPLES", "60")),
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)


def played_game(game: str, seed: int, moves: int = 60):
    """A real game part-played by random bots, as the store would save it."""
    from game.bots import make_bot
    from game.rules import load

    state = load(game).new_game(len(SEATS), seed)
    bots = [make_bot(game, "random", seat, seed + seat) for seat in range(len(SEATS))]
    while len(state.actions) < moves and not state.is_over:
        state.apply(bots[state.to_act].choose(state.observe(state.to_act)))
    return SavedGame(game, seed, SEATS, actions=tuple(state.actions))


SAVES = {game: encode_game(played_game(game, 90 + i)) for i, game in enumerate(GAMES)}


def mutate(data: dict, choice: st.DataObject) -> dict:
    """One structural change a damaged or hand-edited save might have."""
    data = copy.deepcopy(data)
    actions = data["actions"]
    kind = choice.draw(
        st.sampled_from(["leaf", "drop", "swap", "repeat", "field", "seed", "seats"]),
        label="mutation",
    )
    if kind in ("drop", "swap", "repeat", "leaf") and actions:
        at = choice.draw(st.integers(0, len(actions) - 1), label="move")
        if kind == "drop":
            del actions[at]
        elif kind == "swap":
            other = choice.draw(st.integers(0, len(actions) - 1), label="with move")
            actions[at], actions[other] = actions[other], actions[at]
        elif kind == "repeat":
            actions.insert(at, copy.deepcopy(actions[at]))
        else:
            actions[at] = replace_leaf(actions[at], choice)
    elif kind == "field":
        key = choice.draw(st.sampled_from(sorted(data)), label="key")
        data[key] = choice.draw(odd_values, label="value")
    elif kind == "seed":
        data["seed"] = choice.draw(st.integers(-(2**70), 2**70), label="seed")
    else:
        data["seats"] = data["seats"][: choice.draw(st.integers(0, 5), label="seats kept")]
    return data


odd_values = (
    st.none()
    | st.booleans()
    | st.integers(-(2**64), 2**64)
    | st.text(max_size=6)
    | st.sampled_from(["R5", "W", "10X", "PP", "", "Z9", "crowns", "sting"])
    | st.lists(st.integers(), max_size=3)
    | st.dictionaries(st.text(max_size=3), st.integers(), max_size=2)
)


def replace_leaf(value, choice):
    """`value` with one leaf, anywhere inside it, replaced by an odd value."""
    if isinstance(value, dict) and value:
        key = choice.draw(st.sampled_from(sorted(value)), label="field")
        return {**value, key: replace_leaf(value[key], choice)}
    if isinstance(value, list) and value:
        at = choice.draw(st.integers(0, len(value) - 1), label="item")
        return [*value[:at], replace_leaf(value[at], choice), *value[at + 1 :]]
    return choice.draw(odd_values, label="leaf")


def good_neighbours(store: Store) -> dict[Path, bytes]:
    """Good settings and a good slot, which no bad file may touch."""
    store.save_settings(Settings(card_size="large"))
    slot = store.save_slot("keep me", played_game("crowns", 5, moves=10))
    return {path: path.read_bytes() for path in (store.paths.settings_file, slot)}


def assert_whole_or_refused(store, loaded, data, path: Path, moved: bool) -> str:
    """The one rule: a game is loaded with every move, or refused with one notice."""
    notices = store.take_notices()
    if loaded is None:
        assert len(notices) == 1, notices
        assert path.name in notices[0]
        aside = [p for p in path.parent.iterdir() if ".corrupt-" in p.name]
        assert (not path.exists() and len(aside) == 1) if moved else path.exists()
        return "refused"
    assert notices == []
    assert len(loaded.state.actions) == len(data["actions"]), "half a game was loaded"
    loaded.state.check_invariants()
    return "loaded"


@FUZZ
@given(game=st.sampled_from(GAMES), choice=st.data())
def test_a_mutated_real_autosave_is_loaded_whole_or_refused_whole(tmp_path, game, choice):
    folder = tmp_path / f"case-{os.urandom(8).hex()}"
    store = Store(StorePaths.inside(folder))
    neighbours = good_neighbours(store)
    data = mutate(SAVES[game], choice)
    store.paths.autosave_file.parent.mkdir(parents=True, exist_ok=True)
    store.paths.autosave_file.write_text(json.dumps(data))
    loaded = store.load_autosave()
    outcome = assert_whole_or_refused(store, loaded, data, store.paths.autosave_file, moved=True)
    event(f"autosave {game}: {outcome}")
    for path, content in neighbours.items():
        assert path.read_bytes() == content, f"{path.name} was touched"


@FUZZ
@given(game=st.sampled_from(GAMES), choice=st.data())
def test_a_damaged_import_is_refused_and_left_where_the_player_put_it(tmp_path, game, choice):
    folder = tmp_path / f"case-{os.urandom(8).hex()}"
    store = Store(StorePaths.inside(folder / "store"))
    text = json.dumps(SAVES[game]).encode()
    damage = choice.draw(st.sampled_from(["flip", "cut", "splice"]), label="damage")
    at = choice.draw(st.integers(0, len(text) - 1), label="at")
    if damage == "flip":
        text = (
            text[:at] + bytes([text[at] ^ (1 << choice.draw(st.integers(0, 7)))]) + text[at + 1 :]
        )
    elif damage == "cut":
        text = text[:at]
    else:
        text = text[:at] + choice.draw(st.binary(min_size=1, max_size=8), label="bytes") + text[at:]
    shared = folder / "shared game.json"
    shared.parent.mkdir(parents=True, exist_ok=True)
    shared.write_bytes(text)
    loaded = store.import_game(shared)
    if loaded is not None:  # a flip inside a name or a date can leave a valid game
        data = json.loads(text)
        outcome = assert_whole_or_refused(store, loaded, data, shared, moved=False)
    else:
        outcome = assert_whole_or_refused(store, None, None, shared, moved=False)
        assert shared.read_bytes() == text, "the player's file was changed"
    event(f"import {game} {damage}: {outcome}")


def test_damaged_slots_and_recent_games_are_left_out_and_the_good_ones_listed(tmp_path):
    store = Store(StorePaths.inside(tmp_path))
    good = [store.save_slot(f"good {g}", played_game(g, 7, moves=20)) for g in GAMES]
    for name, content in {
        "cut.json": json.dumps(SAVES["sting"])[:200],
        "bad move.json": json.dumps({**SAVES["rumski"], "actions": [{"kind": "Fly"}]}),
        "binary.json": "\x00\x01 not json \udcff",
        "wrong game.json": json.dumps({**SAVES["crowns"], "game": "poker"}),
    }.items():
        (store.paths.slots_dir / name).write_bytes(content.encode("utf-8", "surrogateescape"))
    listed = {entry.path for entry in store.list_slots()}
    notices = store.take_notices()
    assert listed == set(good)
    assert len(notices) == 4, notices
    left = sorted(p.name for p in store.paths.slots_dir.iterdir())
    assert sum(".corrupt-" in name for name in left) == 4, left
    for path in good:
        assert store.load_save(path).state.actions


def damaged_home(home: Path) -> None:
    """Every file the app reads, damaged in a different way."""
    store = Store(StorePaths.inside(home))
    store.save_slot("fine", played_game("crowns", 3, moves=8))
    paths = store.paths
    paths.settings_file.parent.mkdir(parents=True, exist_ok=True)
    paths.settings_file.write_bytes(b'{"format": 1, "kind": "wildmeld-settings", "window_size": [')
    paths.stats_file.parent.mkdir(parents=True, exist_ok=True)
    paths.stats_file.write_bytes(b"[" * 50_000)
    paths.autosave_file.write_text(json.dumps({**SAVES["crowns"], "seed": "twelve"}))
    (paths.slots_dir / "broken.json").write_bytes(b"\x00\xff" * 100)
    paths.recent_dir.mkdir(parents=True, exist_ok=True)
    (paths.recent_dir / "old.json").write_text(json.dumps({**SAVES["sting"], "format": 99}))


def test_the_app_starts_over_a_folder_of_damaged_files_and_keeps_running(tmp_path):
    """End to end: the real `python -m game`, for 90 frames, over damaged files."""
    damaged_home(tmp_path)
    before = sorted(p.name for p in tmp_path.rglob("*") if p.is_file())
    env = {
        **os.environ,
        "WILDMELD_HOME": str(tmp_path),
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
    }
    done = subprocess.run(
        [sys.executable, "-m", "game", "--frames", "90", "--size", "1024x700"],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert "Traceback" not in done.stderr
    after = sorted(p.name for p in tmp_path.rglob("*") if p.is_file())
    assert "fine.json" in after, "a good save was lost"
    assert any(".corrupt-" in name for name in after), (before, after)


def test_the_app_scenes_that_read_files_open_over_damaged_files(tmp_path, monkeypatch):
    """In process: the menu (Continue), statistics and recent games scenes open over
    damaged files, show their notices, and draw frames without an exception."""
    import scene_driver

    from game.scenes.menu import MenuScene
    from game.scenes.replay import RecentGamesScene
    from game.scenes.stats import StatsScene

    damaged_home(tmp_path)
    monkeypatch.setenv("WILDMELD_HOME", str(tmp_path))
    app = scene_driver.make_app((1024, 700))
    app.load_player_settings(keep_size=True)
    assert app.store is not None
    app.stack.push(MenuScene(app))
    scene_driver.pump(app, 3)
    for scene in (StatsScene(app, app.store), RecentGamesScene(app, app.store)):
        app.stack.push(scene)
        scene_driver.pump(app, 3)
        app.stack.pop()
    assert app.running
    names = [p.name for p in tmp_path.rglob("*.json")]
    assert "fine.json" in names
    assert sum(".corrupt-" in name for name in names) >= 3


@pytest.mark.slow
def test_a_hundred_megabyte_save_is_refused_without_reading_it(tmp_path):
    """A real (not sparse) 100 MB autosave: refused by its size, moved aside, and the app's
    store goes on with the other files."""
    store = Store(StorePaths.inside(tmp_path))
    neighbours = good_neighbours(store)
    path = store.paths.autosave_file
    block = (json.dumps(SAVES["crowns"]) + " ").encode() * 64
    with open(path, "wb") as stream:
        while stream.tell() < 100 << 20:
            stream.write(block)
    assert store.load_autosave() is None
    (notice,) = store.take_notices()
    assert "MB" in notice and not path.exists()
    for neighbour, content in neighbours.items():
        assert neighbour.read_bytes() == content


def test_fuzz_corpus_of_real_saves_loads_whole(tmp_path):
    """The unmutated saves load whole: the fuzz starts from good files."""
    store = Store(StorePaths.inside(tmp_path))
    for game, data in SAVES.items():
        path = tmp_path / f"{game}.json"
        path.write_text(json.dumps(data))
        loaded = store.import_game(path)
        assert assert_whole_or_refused(store, loaded, data, path, moved=False) == "loaded"
