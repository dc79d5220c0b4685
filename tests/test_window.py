"""Issue 21 items 2–4 and issue 18 item 20: the window on the desktop. SDL's hints (app
name / window class, DPI awareness) are set before the display starts; the window has a
minimum size instead of being re-made when it gets too small, and is named "Wildmeld";
a 2× window draws the same layout with twice the pixels; the window's size, position,
maximized and full-screen state are stored with the settings and restored, clamped to
the screens there are now."""

import os
import shutil
import subprocess
import sys
import time

import pygame
import pytest
from patience import PATIENCE
from scene_driver import make_app, pump

from game import window as win
from game.app import MIN_SIZE, App
from game.scenes.menu import MenuScene
from game.scenes.settings import SettingsScene
from game.store import Settings, Store, StorePaths


def test_hints_are_set_before_pygame_display_starts(monkeypatch):
    for name in win.display_hints():
        monkeypatch.delenv(name, raising=False)
    seen = {}
    real_init, real_display_init = pygame.init, pygame.display.init

    def init():
        seen.setdefault("init", {name: os.environ.get(name) for name in win.display_hints()})
        return real_init()

    def display_init():
        seen.setdefault("display", {name: os.environ.get(name) for name in win.display_hints()})
        return real_display_init()

    monkeypatch.setattr(pygame, "init", init)
    monkeypatch.setattr(pygame.display, "init", display_init)
    make_app()
    assert seen["init"] == win.display_hints()
    assert seen["init"]["SDL_APP_NAME"] == "Wildmeld"
    assert seen["init"]["SDL_VIDEO_X11_WMCLASS"] == "Wildmeld"


def test_windows_asks_per_monitor_dpi_awareness_and_macos_keeps_high_dpi():
    assert win.display_hints("win32")["SDL_WINDOWS_DPI_AWARENESS"] == "permonitorv2"
    assert win.display_hints("darwin")["SDL_VIDEO_HIGHDPI_DISABLED"] == "0"
    assert "SDL_WINDOWS_DPI_AWARENESS" not in win.display_hints("linux")
    environ = {"SDL_WINDOWS_DPI_AWARENESS": "system", "SDL_VIDEO_X11_WMCLASS": "__main__.py"}
    win.prepare_display(environ, "win32")
    assert environ["SDL_WINDOWS_DPI_AWARENESS"] == "system", "a player's own choice is kept"
    assert environ["SDL_VIDEO_X11_WMCLASS"] == "Wildmeld", "pygame's import-time name is not"


def test_the_window_is_named_wildmeld_and_has_a_minimum_size():
    app = make_app()
    assert pygame.display.get_caption()[0] == "Wildmeld"
    assert tuple(win.display_window().minimum_size) == MIN_SIZE
    app.toggle_fullscreen()
    app.toggle_fullscreen()  # set_mode forgets the minimum: it is set again
    assert tuple(win.display_window().minimum_size) == MIN_SIZE


def test_a_too_small_window_is_made_larger_not_made_again(monkeypatch):
    app = make_app()
    win.display_window().minimum_size = (1, 1)  # a window manager that ignores it
    win.display_window().size = (800, 500)
    made = []
    real = pygame.display.set_mode
    monkeypatch.setattr(pygame.display, "set_mode", lambda *a, **k: made.append(a) or real(*a, **k))
    pygame.event.get()  # the surface follows the window
    app.handle(pygame.event.Event(pygame.VIDEORESIZE, size=(800, 500), w=800, h=500))
    assert made == []
    assert tuple(win.display_window().size) == MIN_SIZE
    app.resized((1440, 900))  # a size chosen in the settings, or restored
    assert made == [] and app.size == (1440, 900)


def button_rects(scene) -> dict[str, pygame.Rect]:
    return {key: pygame.Rect(button.rect) for key, button in scene.buttons.items()}


@pytest.mark.parametrize("scene_class", [MenuScene, SettingsScene])
def test_twice_the_pixels_draw_the_same_layout(scene_class, tmp_path):
    layouts, shots = [], []
    for size in ((1280, 800), (2560, 1600)):
        app = make_app(size)
        app.store = Store(StorePaths.inside(tmp_path))
        scene = scene_class(app)
        app.stack.push(scene)
        pump(app, 2)
        assert app.size == size
        if scene_class is SettingsScene:
            rects = dict(scene.rows) | {b.key: b.rect for b in scene.buttons}
        else:
            rects = button_rects(scene)
        layouts.append(rects)
        shots.append(app.screen.copy())
    small, large = layouts
    assert small.keys() == large.keys() and len(small) >= 5
    for key, rect in small.items():
        doubled = pygame.Rect(rect.x * 2, rect.y * 2, rect.w * 2, rect.h * 2)
        got = large[key]
        assert all(abs(a - b) <= 3 for a, b in zip(got, doubled, strict=True)), (key, rect, got)
    assert shots[1].get_size() == (2560, 1600)


# -- remembering the window ---------------------------------------------------------------

SCREENS = [(0, 0, 1920, 1080), (1920, 0, 2560, 1440)]


def test_clamp_keeps_a_window_that_fits_and_moves_one_that_hangs_off():
    fits = win.Geometry((1280, 800), (100, 50))
    assert win.clamp(fits, SCREENS) == fits
    hangs = win.clamp(win.Geometry((1280, 800), (1500, 900)), SCREENS)
    assert hangs.position == (1920, 640), "moved wholly onto the screen it is mostly on"
    gone = win.clamp(win.Geometry((1280, 800), (9000, 50), maximized=True), SCREENS)
    assert gone.position is None and gone.maximized, "a screen that is gone: centred"
    huge = win.clamp(win.Geometry((5000, 3000), (0, 0)), SCREENS)
    assert huge.size == (2560, 1440)
    tiny_screen = win.clamp(win.Geometry((1280, 800)), [(0, 0, 800, 600)])
    assert tiny_screen.size == (800, 600)
    assert win.clamp(fits, []) == fits, "no screens known (headless): unchanged"


def test_memory_keeps_the_windowed_size_through_maximize_and_full_screen():
    memory = win.WindowMemory((1280, 800))

    def event(kind, **data):
        memory.observe(pygame.event.Event(kind, data), fullscreen=False)

    event(pygame.WINDOWMOVED, x=40, y=30)
    event(pygame.WINDOWSIZECHANGED, x=1400, y=900)
    event(pygame.WINDOWSIZECHANGED, x=1920, y=1050)  # maximizing: the size comes first
    event(pygame.WINDOWMAXIMIZED)
    event(pygame.WINDOWMOVED, x=0, y=0)
    assert (memory.size, memory.position, memory.maximized) == ((1400, 900), (40, 30), True)
    event(pygame.WINDOWRESTORED)
    assert not memory.maximized
    memory.observe(pygame.event.Event(pygame.WINDOWSIZECHANGED, x=3840, y=2160), fullscreen=True)
    assert memory.size == (1400, 900)


def store_app(tmp_path, size=(1280, 800)) -> App:
    app = make_app(size)
    app.store = Store(StorePaths.inside(tmp_path))
    return app


def test_the_window_is_stored_with_the_settings_and_restored(tmp_path):
    app = store_app(tmp_path)
    app.store.save_settings(Settings().changed(cloth="blue"))
    pygame.display.set_window_position((120, 90))
    app.resized((1440, 900))
    win.remember_window(app)
    saved = Store(StorePaths.inside(tmp_path)).load_settings()
    assert (saved.window_size, saved.window_position) == ((1440, 900), (120, 90))
    assert not saved.window_maximized and not saved.fullscreen
    assert saved.cloth == "blue", "the other settings are kept"

    again = store_app(tmp_path)
    used = win.restore_window(again, saved, SCREENS)
    assert used == win.Geometry((1440, 900), (120, 90))
    assert again.size == (1440, 900)
    assert pygame.display.get_window_position() == (120, 90)


def test_full_screen_is_remembered_with_the_size_to_come_back_to(tmp_path):
    app = store_app(tmp_path)
    pygame.display.set_window_position((200, 100))
    app.toggle_fullscreen()
    win.remember_window(app)
    saved = app.store.load_settings()
    assert saved.fullscreen and saved.window_size == (1280, 800)
    assert saved.window_position == (200, 100)
    app.toggle_fullscreen()


def test_a_place_on_a_screen_that_is_gone_opens_centred(tmp_path):
    app = store_app(tmp_path)
    saved = Settings().changed(window_position=(5000, 40), window_size=(1280, 800))
    assert win.restore_window(app, saved, [(0, 0, 1920, 1080)]).position is None


def test_the_settings_file_refuses_a_bad_window_place():
    with pytest.raises(ValueError, match="two whole numbers"):
        Settings().changed(window_position=[1, "x"])
    assert Settings().changed(window_position=None).window_position is None


# -- a real X server ----------------------------------------------------------------------

X_TOOLS = all(shutil.which(tool) for tool in ("Xvfb", "xprop", "xwininfo"))


@pytest.fixture
def x_server():
    """Xvfb on display :18 (this test's own number), stopped afterwards."""
    server = subprocess.Popen(
        ["Xvfb", ":18", "-screen", "0", "1920x1080x24", "-nolisten", "tcp"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        yield ":18"
    finally:
        server.terminate()
        server.wait(timeout=10)


def wm_class(display: str, deadline_s: float = PATIENCE) -> str:
    """WM_CLASS of the top-level window named Wildmeld, once it is there (xprop -name
    reads only a Latin-1 WM_NAME, so the window is found in xwininfo's tree)."""
    end = time.monotonic() + deadline_s
    env = dict(os.environ, DISPLAY=display)
    while time.monotonic() < end:
        tree = subprocess.run(
            ["xwininfo", "-root", "-children"], env=env, capture_output=True, text=True
        ).stdout
        ids = [line.split()[0] for line in tree.splitlines() if '"Wildmeld"' in line]
        if ids:
            found = subprocess.run(
                ["xprop", "-id", ids[0], "WM_CLASS"], env=env, capture_output=True, text=True
            )
            return found.stdout
        time.sleep(0.3)
    return ""


@pytest.mark.skipif(not X_TOOLS, reason="Xvfb, xprop and xwininfo are not installed")
def test_under_x11_the_window_class_is_wildmeld(x_server, tmp_path):
    env = dict(os.environ, DISPLAY=x_server, SDL_VIDEODRIVER="x11", SDL_AUDIODRIVER="dummy")
    for name in win.display_hints():
        env.pop(name, None)  # the game sets them itself
    env["WILDMELD_HOME"] = str(tmp_path)
    game = subprocess.Popen(
        [sys.executable, "-m", "game", "--frames", "100000"],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        found = wm_class(x_server)
    finally:
        game.terminate()
        game.wait(timeout=PATIENCE)
    assert found.split("=", 1)[-1].strip().endswith('"Wildmeld"'), found


def test_a_game_closed_in_full_screen_opens_in_it_and_f11_returns_to_its_size(tmp_path):
    app = store_app(tmp_path)
    saved = Settings().changed(fullscreen=True, window_size=(1440, 900))
    app.toggle_fullscreen()  # what apply_to_app does for a saved full screen
    win.restore_window(app, saved, SCREENS)
    app.toggle_fullscreen()  # F11
    assert app.size == (1440, 900)


def test_the_first_window_suits_the_screen_and_its_scaling():
    assert win.first_size((0, 0, 1920, 1080)) == (1296, 810)
    assert win.first_size((0, 0, 3840, 2160)) == (2592, 1620), "200 %: the same share"
    assert win.first_size((0, 0, 1366, 768)) == MIN_SIZE
    assert win.first_size((0, 0, 1200, 1920)) == (1080, 675), "a tall screen: its width"


def test_a_first_start_opens_at_the_screen_share_and_a_chosen_size_is_kept(tmp_path):
    app = store_app(tmp_path)
    first = win.restore_window(app, Settings(), [(0, 0, 1920, 1080)])
    assert first.size == (1296, 810) and app.size == (1296, 810)
    chosen = Settings().changed(window_size=(1440, 900), window_position=(10, 10))
    assert win.restore_window(app, chosen, [(0, 0, 1920, 1080)]).size == (1440, 900)


# -- Settings' Window size row: the window as it really is -------------------------------


def settings_open(app: App) -> SettingsScene:
    app.stack.push(MenuScene(app))
    scene = SettingsScene(app)
    app.stack.push(scene)
    pump(app, 2)
    return scene


def window_row(app: App, scene: SettingsScene, monkeypatch) -> str:
    """The words the Window size row shows, as the scene draws it."""
    from game.scenes import store_ui

    drawn = []
    with monkeypatch.context() as patch:
        patch.setattr(store_ui.Button, "draw", lambda button, *_: drawn.append(button.label))
        scene.draw(app.screen)
    return next(words for words in drawn if " × " in words)


def step_right(scene: SettingsScene, key: str) -> None:
    scene.focus = scene.keys.index(key)
    scene.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0))


def test_settings_show_the_size_the_player_dragged_the_window_to_and_keep_it(tmp_path, monkeypatch):
    """The row showed the size asked (the file's), not the window's after a drag, and a
    change of another setting wrote that stale size back into the file."""
    app = store_app(tmp_path)
    app.store.save_settings(Settings(window_size=(1280, 800)))
    win.display_window().size = (1100, 700)  # the player drags the window's corner
    scene = settings_open(app)
    assert "1100 × 700" in window_row(app, scene, monkeypatch)
    assert scene.settings.window_size == (1100, 700)
    step_right(scene, "cloth")
    assert app.store.load_settings().window_size == (1100, 700), "the size left, kept"
    step_right(scene, "window_size")  # on from the size it is, not the size once asked
    assert app.size == (1280, 800) == app.store.load_settings().window_size
    win.remember_window(app)
    assert app.store.load_settings().window_size == (1280, 800)


def test_a_size_the_screens_cannot_hold_is_not_offered_and_is_fitted(tmp_path, monkeypatch):
    from game.scenes.settings import values_of
    from game.store import SETTINGS

    monkeypatch.setattr(win, "screens", lambda: [(0, 0, 1366, 768)])
    offered = values_of(SETTINGS["window_size"], (1280, 768))
    assert offered == [(1024, 640), (1280, 768)], "1280 × 800 and larger do not fit"
    app = store_app(tmp_path)
    assert win.resize_window(app, (1920, 1080)) == (1366, 768) == app.size


def test_a_maximized_window_shows_its_size_and_a_size_picked_restores_it(tmp_path, monkeypatch):
    app = store_app(tmp_path)
    memory = app.window_memory
    win.display_window().size = (1600, 1000)  # the window manager maximizes it
    memory.observe(pygame.event.Event(pygame.WINDOWSIZECHANGED, x=1600, y=1000), False)
    memory.observe(pygame.event.Event(pygame.WINDOWMAXIMIZED), False)
    scene = settings_open(app)
    assert "1600 × 1000" in window_row(app, scene, monkeypatch), "what the window is"
    assert scene.settings.window_size == (1280, 800), "what it returns to, kept"
    step_right(scene, "window_size")
    assert not memory.maximized and app.size == (1920, 1080)
    assert app.store.load_settings().window_size == (1920, 1080)


def test_full_screen_by_f11_shows_on_in_settings_and_one_press_leaves_it(tmp_path):
    """F11 left the Full screen row saying Off; the first press on it then did nothing
    (it asked for the full screen the window already had)."""
    app = store_app(tmp_path)
    app.toggle_fullscreen()  # F11 on the menu
    scene = settings_open(app)
    assert scene.settings.fullscreen is True
    step_right(scene, "fullscreen")
    assert app.fullscreen is False and app.store.load_settings().fullscreen is False
    assert app.size == (1280, 800), "back to the windowed size"


def press_defaults(scene: SettingsScene) -> None:
    scene.focus = len(scene.keys) + [b.key for b in scene.buttons].index("defaults")
    scene.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0))


def test_defaults_gives_the_window_the_default_size_as_picking_it_does(tmp_path, monkeypatch):
    """Defaults wrote 1280 × 800 into the file and left the window as it was: Settings
    then showed the old size, and the next start opened at another."""
    app = store_app(tmp_path, size=(1024, 640))
    scene = settings_open(app)
    press_defaults(scene)
    assert app.size == (1280, 800) == app.store.load_settings().window_size
    assert "1280 × 800" in window_row(app, scene, monkeypatch)


def test_defaults_leaves_full_screen_and_a_maximized_window_for_the_default_size(tmp_path):
    app = store_app(tmp_path, size=(1440, 900))
    app.toggle_fullscreen()  # F11
    scene = settings_open(app)
    press_defaults(scene)
    assert app.fullscreen is False and app.size == (1280, 800)

    memory = app.window_memory
    win.display_window().size = (1600, 1000)  # the window manager maximizes it
    memory.observe(pygame.event.Event(pygame.WINDOWSIZECHANGED, x=1600, y=1000), False)
    memory.observe(pygame.event.Event(pygame.WINDOWMAXIMIZED), False)
    pump(app, 2)
    press_defaults(scene)
    assert not memory.maximized and app.size == (1280, 800)


# -- macOS: the game's own high-DPI window (run here with the dummy driver) -------------


@pytest.fixture
def own_window(monkeypatch):
    """The app as on macOS: a pygame.Window(allow_high_dpi=True), not set_mode."""
    monkeypatch.setattr(win, "HIGH_DPI_WINDOW", True)
    if pygame.get_init():
        pygame.event.clear()  # earlier tests' windows' events are not this window's
    apps = []
    yield apps
    for app in apps:
        app.window.destroy()
    win._opened = None


def test_macos_opens_its_own_window_named_wildmeld_with_a_minimum_size(own_window):
    app = make_app()
    own_window.append(app)
    assert isinstance(app.window, pygame.Window) and win.display_window() is app.window
    assert app.window.title == "Wildmeld"
    assert tuple(app.window.minimum_size) == MIN_SIZE
    app.stack.push(MenuScene(app))
    pump(app, 2)
    assert app.screen.get_size() == app.size == (1280, 800)
    app.resized((1440, 900))
    assert tuple(app.window.size) == (1440, 900) and app.size == (1440, 900)
    app.toggle_fullscreen()
    app.toggle_fullscreen()
    assert tuple(app.window.size) == (1440, 900)


def test_on_a_retina_screen_mouse_points_become_the_surface_pixels(own_window, monkeypatch):
    app = make_app()
    own_window.append(app)
    monkeypatch.setattr(win, "pixel_ratio", lambda: 2.0)  # as a Retina Mac reports it
    moved = win.to_pixels(pygame.event.Event(pygame.MOUSEMOTION, pos=(100, 50), rel=(3, -1)))
    assert (moved.pos, moved.rel) == ((200, 100), (6, -2))
    key = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a)
    assert win.to_pixels(key) is key
    from game.app import make_ui_manager

    assert make_ui_manager((2560, 1600)).mouse_pos_scale_factor == [2.0, 2.0]


def test_on_a_retina_screen_a_click_lands_where_the_scene_drew_it(
    own_window, monkeypatch, tmp_path
):
    app = make_app()
    own_window.append(app)
    app.store = Store(StorePaths.inside(tmp_path))
    monkeypatch.setattr(win, "pixel_ratio", lambda: 2.0)
    app.stack.push(MenuScene(app))
    scene = SettingsScene(app)
    app.stack.push(scene)
    pump(app, 2)
    back = next(b for b in scene.buttons if b.key == "back").rect  # in the surface's pixels
    points = (back.centerx // 2, back.centery // 2)  # where the player's pointer is
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=points, button=1))
    assert app.stack.top is not scene, "the click in points pressed the button drawn in pixels"
