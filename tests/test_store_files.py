"""Atomic writes and refusing bad files: a crash mid-write keeps the old file; every kind
of damaged file is refused with a message naming it, moved aside, and nothing else is
touched (issue 7, "Bad files")."""

import json
import os

import pytest
import store_toy as toy
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.store import GameResult, Settings, Store, StorePaths
from game.store import files as files_module
from game.store.codec import SavedGame, Seat
from game.store.files import BadFile, load_checked, write_json_atomic
from game.store.paths import HOME_VARIABLE


def test_atomic_write_replaces_whole_file(tmp_path):
    path = tmp_path / "deep" / "thing.json"
    write_json_atomic(path, {"a": 1})
    write_json_atomic(path, {"a": 2, "text": "é"})
    assert json.loads(path.read_text("utf-8")) == {"a": 2, "text": "é"}
    assert [p.name for p in path.parent.iterdir()] == ["thing.json"]


def test_crash_between_write_and_rename_keeps_the_old_file(tmp_path, monkeypatch):
    path = tmp_path / "autosave.json"
    write_json_atomic(path, {"move": 1})
    written = {}

    def crash(source, target):
        with open(source, encoding="utf-8") as stream:
            written["text"] = stream.read()  # the new file was complete before the crash
        raise OSError(5, "power cut")

    monkeypatch.setattr(files_module.os, "replace", crash)
    with pytest.raises(OSError):
        write_json_atomic(path, {"move": 2})
    assert json.loads(written["text"]) == {"move": 2}
    assert json.loads(path.read_text()) == {"move": 1}
    assert [p.name for p in tmp_path.iterdir()] == ["autosave.json"]  # no temp file left


def test_store_write_failure_becomes_a_notice(tmp_path, monkeypatch):
    store = Store(StorePaths.inside(tmp_path))
    store.save_settings(Settings(mute=True))

    def crash(source, target):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(files_module.os, "replace", crash)
    assert store.save_settings(Settings(mute=False)) is False
    assert "(the disk is full)" in store.take_notices()[0]
    assert store.load_settings().mute is True


def test_wildmeld_home_overrides_the_user_folders(tmp_path, monkeypatch):
    monkeypatch.setenv(HOME_VARIABLE, str(tmp_path))
    paths = StorePaths.for_user()
    assert paths.settings_file == tmp_path / "config" / "settings.json"
    assert paths.autosave_file == tmp_path / "data" / "autosave.json"
    monkeypatch.delenv(HOME_VARIABLE)
    assert "Wildmeld" in str(StorePaths.for_user().data_dir)


DAMAGE = {
    "truncated": lambda good: good[: len(good) // 2],
    "bit-flipped": lambda good: good[:5] + bytes([good[5] ^ 0x40]) + good[6:],
    "not-json": lambda good: b"<html>hello</html>",
    "empty": lambda good: b"",
    "wrong-types": lambda good: json.dumps({"format": 1, "kind": [], "games": 5}).encode(),
    "a-list": lambda good: b"[1, 2, 3]",
    "huge-number": lambda good: good.replace(b'"format": 1', b'"format": 1' + b"0" * 5000),
    "huge-float": lambda good: good.replace(b'"format": 1', b'"format": 1e999'),
    "nan": lambda good: good.replace(b'"format": 1', b'"format": NaN'),
    "deep-nesting": lambda good: b"[" * 100_000 + b"]" * 100_000,
    "non-utf8": lambda good: good.replace(b"{", b"{\xff\xfe", 1),
    "newer-version": lambda good: good.replace(b'"format": 1', b'"format": 99'),
    "duplicate-key": lambda good: good.replace(b'"format": 1', b'"format": 1, "format": 1'),
}


def good_files(store):
    """One good file of every kind, so each test can check the others stay untouched."""
    store.save_settings(Settings(card_size="large"))
    store.record_result(
        GameResult("crowns", (Seat("Ann"), Seat("B", "bot", "easy")), (10, 20), (0,))
    )
    state = toy.play()
    store.autosave(SavedGame("toy", 7, (Seat("Ann"), Seat("Bo")), actions=tuple(state.actions)))
    return {
        "settings": store.paths.settings_file,
        "stats": store.paths.stats_file,
        "autosave": store.paths.autosave_file,
    }


READERS = {
    "settings": lambda store: store.load_settings() == Settings(),
    "stats": lambda store: store.load_stats().games == {},
    "autosave": lambda store: store.load_autosave() is None,
}


@pytest.mark.parametrize("damage", DAMAGE, ids=str)
@pytest.mark.parametrize("kind", READERS, ids=str)
def test_damaged_file_is_refused_moved_aside_and_others_untouched(tmp_path, kind, damage):
    store = Store(StorePaths.inside(tmp_path), load=toy.load)
    paths = good_files(store)
    before = {name: path.read_bytes() for name, path in paths.items()}
    target = paths[kind]
    target.write_bytes(DAMAGE[damage](before[kind]))
    damaged = target.read_bytes()

    assert READERS[kind](store)  # defaults / nothing, and no exception
    notices = store.take_notices()
    assert len(notices) == 1
    assert target.name in notices[0] and "moved aside" in notices[0]
    assert not target.exists()
    aside = [p for p in target.parent.iterdir() if ".corrupt-" in p.name]
    assert len(aside) == 1 and aside[0].read_bytes() == damaged
    for name, path in paths.items():
        if name != kind:
            assert path.read_bytes() == before[name], name


def test_huge_file_is_refused_by_its_size_before_reading(tmp_path, monkeypatch):
    store = Store(StorePaths.inside(tmp_path))
    path = store.paths.settings_file
    path.parent.mkdir(parents=True)
    with open(path, "wb") as stream:
        stream.truncate(100 << 20)  # sparse: 100 MB without writing 100 MB

    def no_reading(*args, **kwargs):
        raise AssertionError("the file was opened")

    monkeypatch.setattr(files_module, "open", no_reading, raising=False)
    assert store.load_settings() == Settings()
    (notice,) = store.take_notices()
    assert "100.0 MB, more than the 64.0 KB allowed" in notice
    assert not path.exists()


def test_an_unreadable_file_is_reported_and_left_in_place(tmp_path, monkeypatch):
    store = Store(StorePaths.inside(tmp_path))
    store.save_settings(Settings(mute=True))

    def refuse(*args, **kwargs):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(files_module, "open", refuse, raising=False)
    assert store.load_settings() == Settings()
    assert "could not be read (Permission denied)" in store.take_notices()[0]
    assert store.paths.settings_file.exists()


def test_move_aside_never_overwrites_an_earlier_bad_file(tmp_path):
    path = tmp_path / "stats.json"
    names = set()
    for _ in range(3):
        path.write_text("{")
        with pytest.raises(BadFile) as refused:
            load_checked(path, "statistics file", dict, max_bytes=100)
        names.add(refused.value.moved_to.name)
    assert len(names) == 3


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner),
    max_leaves=20,
)
shaped = st.fixed_dictionaries(
    {
        "format": st.just(1) | json_values,
        "kind": st.sampled_from(["wildmeld-settings", "wildmeld-stats", "wildmeld-game"]),
    },
    optional={
        "games": json_values,
        "seats": json_values,
        "actions": st.lists(json_values, max_size=3),
        "game": st.sampled_from(["toy", "crowns"]) | json_values,
        "mute": json_values,
        "window_size": json_values,
        "seed": json_values,
    },
)


@settings(
    max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(data=shaped | json_values)
def test_no_json_content_escapes_as_an_exception(tmp_path, data):
    store = Store(StorePaths.inside(tmp_path / "fuzz"), load=toy.load)
    text = json.dumps(data)
    for path in (store.paths.settings_file, store.paths.stats_file, store.paths.autosave_file):
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    store.load_settings()
    store.load_stats()
    store.load_autosave()
    assert all(isinstance(notice, str) for notice in store.take_notices())
    for leftover in (tmp_path / "fuzz").rglob("*.json"):
        os.unlink(leftover)


def test_temporary_files_left_by_a_crash_are_swept_only_when_stale(tmp_path):
    store = Store(StorePaths.inside(tmp_path))
    store.save_settings(Settings())
    folder = store.paths.config_dir
    stale, fresh = folder / ".settings.json.abc.tmp", folder / ".settings.json.def.tmp"
    stale.write_text("{")
    fresh.write_text("{")
    old = stale.stat().st_mtime - 2 * 3600
    os.utime(stale, (old, old))
    Store(StorePaths.inside(tmp_path))
    assert not stale.exists() and fresh.exists()
    assert store.paths.settings_file.exists()


def test_a_number_too_long_is_refused_in_plain_words(tmp_path):
    path = tmp_path / "stats.json"
    path.write_text('{"format": ' + "9" * 5000 + "}")
    with pytest.raises(BadFile, match="a number with 5000 digits, far too long"):
        load_checked(path, "statistics file", dict, max_bytes=1 << 20)
