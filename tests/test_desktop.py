"""Issue 21 item 3: Wildmeld at home on a Linux desktop. The desktop entry validates
(desktop-file-validate), names the window class the game sets and an icon the hicolor
theme holds at every size; Settings (Linux only) add the entry and icons to the player's
XDG data folder and remove them again."""

import shutil
import struct
import subprocess

import pygame
import pytest
from scene_driver import make_app, pump

from game import desktop
from game.scenes.settings import SettingsScene
from game.store import Store, StorePaths
from game.window import APP_NAME

VALIDATOR = shutil.which("desktop-file-validate")


def validate(path) -> str:
    """desktop-file-validate's complaints ('' when the file is valid)."""
    run = subprocess.run([VALIDATOR, str(path)], capture_output=True, text=True)
    return (run.stdout + run.stderr).strip() if run.returncode or run.stdout.strip() else ""


def png_side(data: bytes) -> tuple[int, int]:
    return struct.unpack(">II", data[16:24])


@pytest.mark.skipif(VALIDATOR is None, reason="desktop-file-validate is not installed")
@pytest.mark.parametrize(
    ("command", "folder"),
    [
        (["Wildmeld"], None),  # the zip's entry
        (["/opt/My Games/Wildmeld/Wildmeld"], None),  # a folder with a space
        (["/home/me/wild$meld/.venv/bin/python", "-m", "game"], "/home/me/wild$meld"),
    ],
)
def test_the_desktop_entry_validates(tmp_path, command, folder):
    path = tmp_path / desktop.DESKTOP_FILE
    path.write_text(desktop.desktop_entry(command, folder))
    assert validate(path) == ""


def test_the_entry_names_the_window_class_and_the_icon():
    text = desktop.desktop_entry(["Wildmeld"])
    assert f"StartupWMClass={APP_NAME}\n" in text
    assert f"Icon={desktop.ICON_NAME}\n" in text
    assert desktop.exec_line(["/a b/c", "-m", "x%y"]) == '"/a b/c" -m x%%y'


def test_written_files_are_the_entry_and_an_icon_per_hicolor_size(tmp_path):
    written = desktop.write_desktop_files(tmp_path, ["Wildmeld"])
    entry = tmp_path / "applications" / desktop.DESKTOP_FILE
    assert written[0] == entry and entry.is_file()
    for size, path in desktop.icon_paths(tmp_path).items():
        assert png_side(path.read_bytes()) == (size, size), path
    assert len(written) == 1 + len(desktop.ICON_SIZES)


def test_the_data_folder_is_xdg_data_home_or_local_share(tmp_path):
    assert desktop.user_data_folder({"XDG_DATA_HOME": str(tmp_path)}) == tmp_path
    home = {"HOME": str(tmp_path), "XDG_DATA_HOME": "relative/is/ignored"}
    assert desktop.user_data_folder(home) == tmp_path / ".local" / "share"


def test_offered_on_linux_only():
    assert desktop.offered("linux")
    assert not desktop.offered("win32") and not desktop.offered("darwin")


def settings_scene(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setattr(desktop, "offered", lambda platform=None: True)
    app = make_app()
    app.store = Store(StorePaths.inside(tmp_path / "home"))
    scene = SettingsScene(app)
    app.stack.push(scene)
    pump(app, 2)
    return app, scene


def button(scene, key):
    return next(b for b in scene.buttons if b.key == key)


def test_settings_add_wildmeld_to_the_applications_menu_and_take_it_out(tmp_path, monkeypatch):
    app, scene = settings_scene(tmp_path, monkeypatch)
    entry = tmp_path / "data" / "applications" / desktop.DESKTOP_FILE
    add = button(scene, "desktop")
    assert add.label == "Add to the applications menu"
    scene.click(add.rect.center, 1)
    pump(app, 2)
    assert entry.is_file() and "Exec=" in entry.read_text()
    assert all(path.is_file() for path in desktop.icon_paths(tmp_path / "data").values())
    assert scene.notices[-1] == "Wildmeld is in your applications menu now."
    remove = button(scene, "desktop")
    assert remove.label == "Remove from the applications menu"
    scene.click(remove.rect.center, 1)
    pump(app, 2)
    assert not entry.exists()
    assert not any(path.exists() for path in desktop.icon_paths(tmp_path / "data").values())
    assert button(scene, "desktop").label == "Add to the applications menu"


def test_a_folder_that_cannot_be_written_is_said_and_loses_nothing(tmp_path, monkeypatch):
    app, scene = settings_scene(tmp_path, monkeypatch)
    (tmp_path / "data").write_text("a file where the folder should be")
    scene.click(button(scene, "desktop").rect.center, 1)
    pump(app, 2)
    assert scene.notices[-1].startswith("The applications menu could not be changed:")
    assert app.stack.top is scene


def test_the_button_is_reached_by_keyboard_and_fits_the_smallest_window(tmp_path, monkeypatch):
    app, scene = settings_scene(tmp_path, monkeypatch)
    keys = [b.key for b in scene.buttons]
    assert keys == ["defaults", "desktop", "back"]
    window = pygame.Rect((0, 0), app.size)
    assert all(window.contains(b.rect) for b in scene.buttons)
    assert not button(scene, "desktop").rect.colliderect(button(scene, "back").rect)


def test_not_offered_elsewhere(tmp_path, monkeypatch):
    monkeypatch.setattr(desktop, "offered", lambda platform=None: False)
    app = make_app()
    app.store = Store(StorePaths.inside(tmp_path))
    scene = SettingsScene(app)
    app.stack.push(scene)
    pump(app, 2)
    assert [b.key for b in scene.buttons] == ["defaults", "back"]
