"""The app opens a real window (dummy driver), runs frames and saves screenshots."""

import pygame
import pytest

from game import app


@pytest.fixture(autouse=True)
def own_folders(tmp_path, monkeypatch):
    """The app reads the player's settings: give it folders of its own."""
    for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "HOME", "APPDATA", "LOCALAPPDATA"):
        monkeypatch.setenv(name, str(tmp_path / name.lower()))


def test_app_runs_frames_and_saves_screenshot(tmp_path):
    shot = tmp_path / "frame.png"
    assert app.main(["--frames", "3", "--screenshot", str(shot)]) == 0
    image = pygame.image.load(str(shot))
    assert image.get_size()[0] >= 1024


def test_autoplay_plays_bots_in_the_real_app(tmp_path):
    shot = tmp_path / "auto.png"
    code = app.main(
        [
            "--autoplay",
            "crowns",
            "--seats",
            "3",
            "--frames",
            "90",
            "--speed",
            "instant",
            "--seed",
            "4",
            "--screenshot",
            str(shot),
        ]
    )
    assert code == 0
    assert pygame.image.load(str(shot)).get_size() == app.START_SIZE


def test_bad_flag_is_a_clear_error(capsys):
    with pytest.raises(SystemExit) as stopped:
        app.main(["--autoplay", "chess"])
    assert stopped.value.code == 2
    assert "invalid choice" in capsys.readouterr().err


def test_bad_seat_count_is_refused(capsys):
    assert app.main(["--autoplay", "crowns", "--seats", "20"]) == 2
    assert "--seats" in capsys.readouterr().err


def test_window_size_flag():
    assert app.parse_args(["--size", "1920x1080"]).size == (1920, 1080)
    assert app.parse_args(["--size", "800x500"]).size == app.MIN_SIZE
