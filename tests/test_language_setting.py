"""The `language` setting (issue 7, language-ready; issue 20 item 6): its choices are
"as the system" (the default) and the languages `game.text` has words for, each named
in itself; the language a settings file names is spoken from the moment the app applies
its settings — at start and when changed in the settings scene; `--lang CODE` speaks a
language for one run.

Some tests make the app speak a probe language, "xx", that only the setting can undo."""

import dataclasses
import json

import i18n
import pytest
from scene_driver import make_app

from game import text
from game.app import parse_args
from game.scenes.settings import SettingsScene, shown, values_of
from game.store import SETTINGS, Settings, Store, StorePaths
from game.text import SYSTEM, system, tr
from game.text.system import ENVIRONMENT


@pytest.fixture
def speaking_probe():
    """The app speaks "xx" (one word of its own, English for the rest) until undone."""
    text.CATALOGUES["xx"] = {"menu.quit": "Sortir", "gui.cancel": "Annuler"}
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
    offered = dataclasses.replace(SETTINGS["language"], choices=(SYSTEM, "en", "xx"))
    monkeypatch.setitem(SETTINGS, "language", offered)  # as if "xx" were a real language
    no_system_language(monkeypatch)
    app = make_app((1024, 700))
    app.store = Store(StorePaths.inside(tmp_path))
    scene = SettingsScene(app, app.store)
    app.stack.push(scene)
    widgets = app.ui
    scene.step("language", -1)
    assert text.language() == "xx" and tr("menu.quit") == "Sortir"
    assert Store(StorePaths.inside(tmp_path)).load_settings().language == "xx", "and saved"
    assert app.ui is not widgets and app.ui.get_locale() == "xx", "widgets built again in it"
    assert i18n.t("pygame-gui.Cancel") == "Annuler", "pygame_gui's own words: ours"
    scene.step("sound_volume", -1)
    assert text.language() == "xx", "another setting leaves the language alone"
    scene.reset()  # Defaults: as the system (English here), at once
    assert text.language() == "en" and tr("menu.quit") == "Quit"


def no_system_language(monkeypatch):
    """The system names no language (so "as the system" is English)."""
    for variable in ENVIRONMENT:
        monkeypatch.setenv(variable, "C")
    monkeypatch.setattr(system, "named_by_system", list)


SELF_NAMES = {"de": "Deutsch", "en": "English", "es": "Español", "fr": "Français"}
SELF_NAMES["nl"] = "Nederlands"


def test_the_language_setting_offers_the_languages_game_text_has_named_in_themselves(
    monkeypatch,
):
    setting = SETTINGS["language"]
    assert setting.choices == (SYSTEM, *text.LANGUAGES) and setting.default == SYSTEM
    assert values_of(setting, "en") == [SYSTEM, *text.LANGUAGES]
    for code in text.LANGUAGES:
        assert shown(setting, code) == SELF_NAMES[code]
    assert shown(setting, "xq") == "Xq", "a code CLDR does not know: itself"
    no_system_language(monkeypatch)
    assert shown(setting, SYSTEM) == tr("settings.language_system", language="English")
    with pytest.raises(ValueError, match="Language should be one of system, "):
        Settings().changed(language="xx")  # a language without words is refused by name


def test_the_system_language_is_the_first_one_the_system_names_that_the_app_speaks():
    offered = ("de", "en", "fr")

    def spoken(system_names=(), **environ):
        return system.system_language(offered, environ, lambda: list(system_names))

    assert spoken(LANG="fr_CA.UTF-8") == "fr"
    assert spoken(LANGUAGE="pt_BR:de:en", LANG="pt_BR.UTF-8") == "de", "by preference"
    assert spoken(LC_ALL="C", LANG="de_AT@euro") == "de"
    assert spoken(LANG="ja_JP.UTF-8") == "en", "a language without words: English"
    assert spoken(["fr-FR", "en-GB"], LANG="C") == "fr", "the system asked (Windows, macOS)"
    assert spoken() == "en"


def test_by_default_the_app_speaks_the_systems_language(tmp_path, monkeypatch):
    spoken = next(code for code in text.LANGUAGES if code != "en")
    no_system_language(monkeypatch)
    monkeypatch.setenv("LANG", f"{spoken}_XX.UTF-8")
    monkeypatch.setenv("WILDMELD_HOME", str(tmp_path))  # no settings file: never chosen
    app = make_app((1024, 700))
    try:
        app.load_player_settings(keep_size=True)
        assert text.language() == spoken
    finally:
        text.set_language("en")


def test_lang_on_the_command_line_names_a_language_the_app_has(capsys):
    assert parse_args(["--lang", "en"]).lang == "en"
    with pytest.raises(SystemExit):
        parse_args(["--lang", "tlh"])
    error = capsys.readouterr().err
    assert "--lang must be one of " + ", ".join(text.LANGUAGES) + ", not 'tlh'" in error


def test_macos_lists_its_languages_by_preference():
    listed = '(\n    "nl-NL",\n    "en-GB",\n    "de"\n)\n'
    assert system.apple_languages(listed) == ["nl-NL", "en-GB", "de"]
    assert system.system_language(("de", "en", "nl"), {}, lambda: ["nl-NL", "en-GB"]) == "nl"
