"""The `language` setting (issue 7, language-ready): its choices are the languages
`game.text` has words for, and the language a settings file names is spoken from the
moment the app applies its settings — at start and when changed in the settings scene.

Only English exists yet, so each test first makes the app speak a probe language,
"xx", that only the setting can undo."""

import dataclasses
import json

import pytest
from scene_driver import make_app

from game import text
from game.scenes.settings import SettingsScene, shown, values_of
from game.store import SETTINGS, Settings, Store, StorePaths
from game.text import tr


@pytest.fixture
def speaking_probe():
    """The app speaks "xx" (one word of its own, English for the rest) until undone."""
    text.CATALOGUES["xx"] = {"menu.quit": "Sortir"}
    text.set_language("xx")
    assert tr("menu.quit") == "Sortir"
    yield
    text.set_language("en")
    del text.CATALOGUES["xx"]


def write_settings(home, **values) -> None:
    path = StorePaths.inside(home).settings_file
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"format": 1, "kind": "wildmeld-settings", **values}))


def test_a_settings_file_choosing_english_is_spoken_from_the_start(
    tmp_path, monkeypatch, speaking_probe
):
    write_settings(tmp_path, language="en")
    monkeypatch.setenv("WILDMELD_HOME", str(tmp_path))
    app = make_app((1024, 700))
    app.load_player_settings(keep_size=True)
    assert app.store.take_notices() == [], "the file was read whole"
    assert text.language() == "en" and tr("menu.quit") == "Quit"


def test_a_language_chosen_in_the_settings_scene_is_spoken_at_once(
    tmp_path, monkeypatch, speaking_probe
):
    text.set_language("en")
    offered = dataclasses.replace(SETTINGS["language"], choices=("en", "xx"))
    monkeypatch.setitem(SETTINGS, "language", offered)  # as if "xx" were a real language
    app = make_app((1024, 700))
    app.store = Store(StorePaths.inside(tmp_path))
    scene = SettingsScene(app, app.store)
    app.stack.push(scene)
    scene.step("language", 1)
    assert text.language() == "xx" and tr("menu.quit") == "Sortir"
    assert Store(StorePaths.inside(tmp_path)).load_settings().language == "xx", "and saved"
    scene.reset()  # Defaults: English again, at once
    assert text.language() == "en" and tr("menu.quit") == "Quit"


def test_the_language_setting_offers_the_languages_game_text_has(monkeypatch):
    setting = SETTINGS["language"]
    assert setting.choices is text.LANGUAGES
    assert values_of(setting, "en") == list(text.LANGUAGES)
    assert [shown(setting, code) for code in text.LANGUAGES] == ["English"]
    with pytest.raises(ValueError, match="Language should be one of en"):
        Settings().changed(language="xx")  # a language without words is refused by name
