"""Where files go when the place asked for cannot hold them (issue 17, item 13): a log
folder that cannot be written puts no "Logging error" traceback on the console, and a
WILDMELD_HOME that names a file is said, by name, in a notice — the platform's folders
keep the games instead."""

import logging
import os
import subprocess
import sys
import tempfile

import pygame
import pytest
from patience import PATIENCE
from scene_driver import make_app, pump

from game import logs
from game.scenes.menu import MenuScene
from game.store import SavedGame, Seat, Store


@pytest.fixture(autouse=True)
def no_log_handlers():
    yield
    for handler in list(logs.logger().handlers):  # leave no file open for the next test
        logs.logger().removeHandler(handler)
        handler.close()


@pytest.fixture
def elsewhere(tmp_path, monkeypatch):
    """The platform's folders and the temporary folder, inside tmp_path."""
    for variable in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME"):
        monkeypatch.setenv(variable, str(tmp_path / "xdg" / variable.lower()))
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path / "tmp"))
    (tmp_path / "tmp").mkdir()
    return tmp_path


def test_a_log_file_that_cannot_be_opened_falls_back_without_a_console_traceback(elsewhere, capfd):
    folder = elsewhere / "logs"
    (folder / logs.LOG_NAME).mkdir(parents=True)  # opening it fails, even for root
    path = logs.start_log(folder)
    assert path == elsewhere / "tmp" / "Wildmeld-logs" / logs.LOG_NAME
    logs.logger().error("something went wrong at the table")
    assert "something went wrong" in path.read_text(encoding="utf-8")
    assert "Logging error" not in capfd.readouterr().err


class FullDisk:
    def write(self, text):
        raise OSError(28, "No space left on device")

    def flush(self):
        pass

    def close(self):
        pass


def test_a_log_write_that_fails_later_is_dropped_quietly(elsewhere, capfd):
    path = logs.start_log(elsewhere / "logs")
    assert path is not None
    (handler,) = logs.logger().handlers
    handler.stream.close()
    handler.stream = FullDisk()  # as if the disk filled mid-game
    logs.logger().error("lost, but quietly")
    assert "Logging error" not in capfd.readouterr().err


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0, reason="root writes anywhere")
def test_a_read_only_log_folder_falls_back(elsewhere, capfd):
    folder = elsewhere / "logs"
    folder.mkdir()
    folder.chmod(0o500)
    try:
        path = logs.start_log(folder)
        logging.getLogger("wildmeld.test").error("noted elsewhere")
    finally:
        folder.chmod(0o700)
    assert path is not None and path.parent != folder
    assert "Logging error" not in capfd.readouterr().err


def test_wildmeld_home_naming_a_file_is_said_by_name_and_the_usual_folders_keep_games(
    elsewhere, monkeypatch
):
    blocker = elsewhere / "portable.txt"
    blocker.write_text("not a folder")
    monkeypatch.setenv("WILDMELD_HOME", str(blocker / "wildmeld"))
    store = Store()
    (notice,) = store.take_notices()
    assert f"{blocker} is a file, not a folder" in notice
    assert store.paths.data_dir.is_relative_to(elsewhere / "xdg")
    assert store.autosave(SavedGame("crowns", 3, (Seat("You"), Seat("Bo", "bot", "easy"))))
    assert store.peek_autosave() is not None and store.take_notices() == []
    assert logs.log_folder().is_relative_to(elsewhere / "xdg")

    app = make_app()
    app.load_player_settings()
    app.stack.push(MenuScene(app))
    pump(app, 2)
    assert any(str(blocker) in words for words in app.stack.top.notices)
    pygame.quit()


def test_the_real_app_over_a_home_that_is_a_file_starts_without_a_traceback(elsewhere):
    blocker = elsewhere / "home-file"
    blocker.write_text("")
    env = {
        **os.environ,
        "WILDMELD_HOME": str(blocker),
        "XDG_CONFIG_HOME": str(elsewhere / "xdg" / "config"),
        "XDG_DATA_HOME": str(elsewhere / "xdg" / "data"),
        "XDG_STATE_HOME": str(elsewhere / "xdg" / "state"),
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
    }
    done = subprocess.run(
        [sys.executable, "-m", "game", "--frames", "20", "--size", "800x500"],
        env=env,
        capture_output=True,
        text=True,
        timeout=PATIENCE,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert "Traceback" not in done.stderr and "Logging error" not in done.stderr
    assert (elsewhere / "xdg" / "state" / "Wildmeld" / "log" / logs.LOG_NAME).exists()
