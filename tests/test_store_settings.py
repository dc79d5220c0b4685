"""Settings: defaults, a check per key, round-trip through the settings file; unknown keys
ignored and bad values reset, each with a note (issue 7, "Settings")."""

import json

import pytest

from game.store import SETTINGS, Settings, Store, StorePaths


def test_every_setting_has_a_valid_default_matching_the_dataclass():
    defaults = Settings()
    for key, setting in SETTINGS.items():
        assert setting.check(setting.default) == getattr(defaults, key), key


def test_settings_round_trip_through_the_file(tmp_path):
    store = Store(StorePaths.inside(tmp_path))
    assert store.load_settings() == Settings()  # no file yet: defaults, silently
    chosen = Settings().changed(
        window_size=[1600, 900],
        fullscreen=True,
        card_size="large",
        sound_volume=0,
        mute=True,
        animation_speed="instant",
        bot_pacing="slow",
        hand_sort="rank",
        colour_blind_faces=True,
        high_contrast=True,
        large_text=True,
        confirm_discard=True,
    )
    assert store.save_settings(chosen)
    assert Store(StorePaths.inside(tmp_path)).load_settings() == chosen
    assert store.take_notices() == []


@pytest.mark.parametrize(
    ("key", "value", "words"),
    [
        ("animation_speed", "ludicrous", "one of slow, normal, fast, instant"),
        ("sound_volume", 101, "from 0 to 100"),
        ("sound_volume", True, "whole number"),
        ("window_size", [100, 100], "two whole numbers from 480"),
        ("mute", "yes", "true or false"),
        ("language", "tlh", "one of system, "),
        ("colour", "red", "no setting called"),
    ],
)
def test_changed_refuses_bad_values(key, value, words):
    with pytest.raises(ValueError, match=words):
        Settings().changed(**{key: value})


def test_bad_values_reset_unknown_keys_ignored_good_ones_kept(tmp_path):
    store = Store(StorePaths.inside(tmp_path))
    path = store.paths.settings_file
    path.parent.mkdir(parents=True)
    path.write_text(
        json.dumps(
            {
                "format": 1,
                "kind": "wildmeld-settings",
                "mute": True,
                "sound_volume": 5000,
                "animation_speed": 3,
                "telemetry": True,
                "window_size": [800, 600],
            }
        )
    )
    loaded = store.load_settings()
    assert loaded == Settings(mute=True, window_size=(800, 600))
    notices = store.take_notices()
    assert any("Sound volume should be a whole number from 0 to 100" in n for n in notices)
    assert any("Animation speed should be one of" in n for n in notices)
    assert any("'telemetry' is not known" in n for n in notices)
    assert len(notices) == 3
    assert path.exists()  # a few bad values are fixed, not a reason to move the file


def test_a_file_that_is_not_settings_is_moved_aside(tmp_path):
    store = Store(StorePaths.inside(tmp_path))
    path = store.paths.settings_file
    path.parent.mkdir(parents=True)
    path.write_text('{"format": 1, "kind": "wildmeld-game"}')
    assert store.load_settings() == Settings()
    (notice,) = store.take_notices()
    assert "not a Wildmeld settings file" in notice and "Default settings are used" in notice


def test_cloth_choices_are_the_cloths_the_table_can_draw():
    from game.ui.theme import CLOTHS

    assert set(SETTINGS["cloth"].choices) == set(CLOTHS)
