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
from patience import PATIENCE

from game.store import SavedGame, Seat, Settings, Store, StorePaths, encode_game
from game.store import files as files_module
from game.store.saves import SAVE_LIMIT

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
        timeout=PATIENCE,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert "Traceback" not in done.stderr
    after = sorted(p.name for p in tmp_path.rglob("*") if p.is_file())
    assert any(name.startswith("fine-") for name in after), "a good save was lost"
    assert any(".corrupt-" in name for name in after), (before, after)


def test_the_app_scenes_that_read_files_open_over_damaged_files(tmp_path, monkeypatch):
    """In process: the menu (Continue), statistics and recent games scenes open over
    damaged files, show their notices, and draw frames without an exception."""
    import scene_driver

    from game.scenes.menu import MenuScene
    from game.scenes.recent import RecentGamesScene
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
    assert any(name.startswith("fine-") for name in names)
    assert sum(".corrupt-" in name for name in names) >= 3


# ---------------------------------------------------------------- imports, named damage
# A game file a friend sent is the player's, not ours: refused, it stays where the player
# put it, unchanged (the store's own files are moved aside instead).


def as_bytes(data: dict) -> bytes:
    return json.dumps(data).encode()


def with_field(game: str, key: str, value) -> bytes:
    return as_bytes({**SAVES[game], key: value})


def with_move(game: str, number: int, move) -> bytes:
    """The save with its move `number` (from 1) replaced."""
    data = copy.deepcopy(SAVES[game])
    data["actions"][number - 1] = move
    return as_bytes(data)


def text_of(game: str) -> str:
    return json.dumps(SAVES[game])


def seed_written_as(game: str, number: str) -> bytes:
    """The save with its seed written as `number`, which json.dumps would not write."""
    seed = f'"seed": {SAVES[game]["seed"]}'
    assert seed in text_of(game)
    return text_of(game).replace(seed, f'"seed": {number}').encode()


def moves_nested(game: str, depth: int) -> bytes:
    """A first move inside `depth` brackets: the moves' list nested as deep as that."""
    opening = '"actions": ['
    return text_of(game).replace(opening, opening + "[" * depth + "]" * depth + ",", 1).encode()


# name: (the file's bytes, words the notice must hold, after the file's name)
IMPORT_DAMAGE = {
    "50,000 brackets": (b"[" * 50_000 + b"]" * 50_000, "nested too deeply"),
    "moves nested 50,000 deep": (moves_nested("sting", 50_000), "nested too deeply"),
    "a name in Latin-1": (
        text_of("crowns").replace('"Ann"', '"Ann\u00e9"').encode("latin-1"),
        "not UTF-8 text (bad byte at position",
    ),
    "UTF-16 text": (text_of("rumski").encode("utf-16"), "not UTF-8 text"),
    "moves a number": (
        with_field("sting", "actions", 60),
        "actions should be a list, not a number",
    ),
    "seed text": (
        with_field("crowns", "seed", "twelve"),
        "seed should be a whole number, not text",
    ),
    "seed a fraction": (
        with_field("rumski", "seed", 12.5),
        "seed should be a whole number, not 12.5",
    ),
    "seats an object": (
        with_field("crowns", "seats", {"name": "Ann"}),
        "seats should be a list, not an object",
    ),
    "game a number": (with_field("sting", "game", 7), "game should be text, not a number"),
    "a move a list": (with_move("rumski", 4, ["Discard", 2]), "move 4 should be an object"),
    "a move's seat text": (
        with_move("crowns", 1, {"type": "Draw", "seat": "1", "source": "stock"}),
        "move 1.seat should be a whole number, not text",
    ),
    "seed of 41 digits": (seed_written_as("crowns", "1" + "0" * 40), "41 digits, far too long"),
    "seed of 5,000 digits": (seed_written_as("sting", "9" * 5000), "5000 digits, far too long"),
    "seed 2**64": (with_field("rumski", "seed", 2**64), "seed should be between 0 and"),
    "seed 1e999": (seed_written_as("crowns", "1e999"), "the number 1e999, which is too large"),
    "a seat of 2**62": (
        with_move("crowns", 1, {"type": "Draw", "seat": 2**62, "source": "stock"}),
        "move 1 (Draw) breaks rule CR-6",
    ),
    "Sting for 10**15 rounds": (
        as_bytes({**SAVES["sting"], "options": {"rounds": 10**15}}),
        "cannot be set up as saved (option 'rounds' must be at most",
    ),
}


def store_files(store: Store) -> dict[Path, tuple[int, int]]:
    """Every file in the store's data folder, with its size and time of change."""
    found = (p for p in store.paths.data_dir.rglob("*") if p.is_file())
    return {p: (p.stat().st_size, p.stat().st_mtime_ns) for p in found}


def refused_import(store: Store, path: Path, words: str) -> str:
    """The one rule for a bad import: nothing returned, one notice naming the file and
    saying why, the file where the player put it and unchanged, nothing kept or changed
    by the store. Returns the notice."""
    content = path.read_bytes() if path.stat().st_size < SAVE_LIMIT else None
    kept = store_files(store)
    assert store.import_game(path) is None, "a bad file was loaded"
    (notice,) = store.take_notices()
    assert notice.startswith(f"The game file {path.name} could not be used: "), notice
    assert words in notice, notice
    assert path.exists() and (content is None or path.read_bytes() == content)
    assert store_files(store) == kept, "the store kept or changed a file"
    return notice


@pytest.mark.parametrize("damage", IMPORT_DAMAGE, ids=str)
def test_an_import_with_named_damage_is_refused_with_one_clear_notice(tmp_path, damage):
    raw, words = IMPORT_DAMAGE[damage]
    store = Store(StorePaths.inside(tmp_path / "home"))
    path = tmp_path / "from a friend.json"
    path.write_bytes(raw)
    refused_import(store, path, words)


RULE_PREFIX = {"crowns": "CR", "sting": "ST", "rumski": "RU"}


@pytest.mark.parametrize("game", GAMES)
def test_cr6_st5_ru5_an_imported_move_out_of_turn_is_refused_whole(tmp_path, game):
    """An action list the engine rejects: the first move made by a seat whose turn it is
    not. Refused naming the move and the rule (CR-6, ST-5, RU-5), never half loaded."""
    first = SAVES[game]["actions"][0]
    wrong = {**first, "seat": (first["seat"] + 1) % len(SEATS)}
    store = Store(StorePaths.inside(tmp_path / "home"))
    path = tmp_path / f"{game} from a friend.json"
    path.write_bytes(with_move(game, 1, wrong))
    notice = refused_import(store, path, f"move 1 ({first['type']}) breaks rule")
    assert f"rule {RULE_PREFIX[game]}-" in notice, notice


def test_cr8_an_imported_discard_of_a_card_not_held_is_refused_whole(tmp_path):
    from game.rules import load
    from game.store.codec import decode_action

    data = copy.deepcopy(SAVES["crowns"])
    module = load("crowns")
    state = module.new_game(len(SEATS), data["seed"])
    for number, move in enumerate(data["actions"], start=1):
        action = decode_action(module, move)
        if move["type"] == "Discard":
            held = state.observe(action.seat).hand
            others = [card for seat in range(len(SEATS)) for card in state.observe(seat).hand]
            stranger = next(card for card in others if card not in held)
            data["actions"][number - 1] = {**move, "card": str(stranger)}
            break
        state.apply(action)
    store = Store(StorePaths.inside(tmp_path / "home"))
    path = tmp_path / "crowns from a friend.json"
    path.write_bytes(as_bytes(data))
    refused_import(store, path, f"move {number} (Discard) breaks rule CR-8")


def test_moves_swapped_in_an_import_are_refused_whole(tmp_path):
    data = copy.deepcopy(SAVES["crowns"])
    data["actions"][2], data["actions"][3] = data["actions"][3], data["actions"][2]
    store = Store(StorePaths.inside(tmp_path / "home"))
    path = tmp_path / "crowns from a friend.json"
    path.write_bytes(as_bytes(data))
    refused_import(store, path, "move 3 (Discard) breaks rule CR-7")


def test_a_hundred_megabyte_import_is_refused_by_its_size_without_being_read(tmp_path, monkeypatch):
    """Sparse, so the test writes nothing; the store may not even open it."""
    store = Store(StorePaths.inside(tmp_path / "home"))
    path = tmp_path / "huge game.json"
    with open(path, "wb") as stream:
        stream.truncate(100 << 20)

    def no_reading(*args, **kwargs):
        raise AssertionError("the file was opened")

    monkeypatch.setattr(files_module, "open", no_reading, raising=False)
    refused_import(store, path, "it is 100.0 MB, more than the 8.0 MB allowed")
    assert path.stat().st_size == 100 << 20


def test_recent_games_refuses_each_bad_file_dropped_on_it_and_keeps_running(tmp_path):
    """In the app: each damaged file dropped on the Recent games list is refused with
    one notice naming it, nothing is listed or opened; then a good file opens."""
    import pygame
    import scene_driver

    from game.scenes.recent import RecentGamesScene
    from game.scenes.replay import ReplayScene

    app = scene_driver.make_app((1024, 700))
    app.store = Store(StorePaths.inside(tmp_path / "home"))
    scene = RecentGamesScene(app)
    app.stack.push(scene)
    scene_driver.pump(app, 2)
    for number, (damage, (raw, words)) in enumerate(IMPORT_DAMAGE.items()):
        path = tmp_path / f"dropped {number}.json"
        path.write_bytes(raw)
        before = len(scene.notices)
        scene_driver.post(pygame.DROPFILE, file=str(path))
        scene_driver.pump(app, 2)
        assert app.running and app.stack.top is scene, damage
        assert len(scene.notices) == before + 1, (damage, scene.notices[before:])
        assert path.name in scene.notices[-1] and words in scene.notices[-1], damage
        assert scene.entries == [] and path.read_bytes() == raw, damage
    good = tmp_path / "good.json"
    good.write_text(json.dumps(SAVES["sting"]))
    scene_driver.post(pygame.DROPFILE, file=str(good))
    scene_driver.pump(app, 2)
    assert isinstance(app.stack.top, ReplayScene) and len(scene.entries) == 1
    assert good.exists()


@pytest.mark.slow
def test_a_hundred_megabyte_save_is_refused_without_reading_it(tmp_path):
    """A real (not sparse) 100 MB file: imported, refused by its size and left where it
    was; as the autosave, refused and moved aside; the store goes on with the other
    files."""
    store = Store(StorePaths.inside(tmp_path))
    neighbours = good_neighbours(store)
    path = store.paths.autosave_file
    block = (json.dumps(SAVES["crowns"]) + " ").encode() * 64
    with open(path, "wb") as stream:
        while stream.tell() < 100 << 20:
            stream.write(block)
    size = path.stat().st_size
    # Imported, it is refused and stays where the player put it.
    refused_import(store, path, "more than the 8.0 MB allowed")
    assert path.stat().st_size == size
    # As the autosave, it is refused and moved aside.
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
