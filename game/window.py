"""The game window on the player's desktop (issue 21 items 2–4, issue 18 item 20).

- `prepare_display()` sets the SDL hints that must be in place before the display
  starts: the app name and X11/Wayland window class "Wildmeld" (docks pin it and find
  `wildmeld.desktop` by it) and, on Windows, per-monitor DPI awareness, so Windows
  does not stretch a low-resolution bitmap on a 125–200 % screen. Layout stays in
  logical units: every scene sizes itself from the window's height, so a window with
  twice the pixels draws the same layout twice as sharp.
- macOS: the display module's window (`pygame.display.set_mode`) never asks SDL for a
  high-DPI drawable, so a Retina screen would stretch a half-resolution picture. There
  the game opens a `pygame.Window(allow_high_dpi=True)` instead (`open_window`): its
  surface has the screen's real pixels while the window's size, and the mouse, are in
  points; `pixel_ratio()` relates the two, `to_pixels()` turns a mouse event's points
  into the surface's pixels for the scenes, and pygame_gui scales its own (see
  game.ui.manager.make_ui_manager). Elsewhere the ratio is 1 and nothing changes.
- `set_minimum_size()`: the window cannot be made smaller than `MIN_SIZE` (the
  window manager stops the drag) — nothing re-creates the window.
- `WindowMemory` follows the window's size, position and maximized state through its
  events; `remember_window()` stores them, with full screen, in the settings when the
  game closes, and `restore_window()` puts the window back on the next start, clamped
  by `clamp()` to the screens there are now.
- `sizes_now()` is what the window really is, and the windowed size the settings keep,
  for the Settings row (a window manager or a small screen can give the window another
  size than asked, and the player can drag or maximize it); `resize_window()` gives it
  the size picked there, fitted to the screens (`fit_to_screens`).
"""

from __future__ import annotations

import contextlib
import os
import sys
import warnings
from dataclasses import dataclass
from typing import Any

APP_NAME = "Wildmeld"
MIN_SIZE = (1024, 640)

# Read by SDL when the video system starts or the window is made (env = hint).
HINTS = {
    "SDL_APP_NAME": APP_NAME,  # SDL_HINT_APP_NAME: X11 WM_CLASS class, Wayland app id
    "SDL_VIDEO_X11_WMCLASS": APP_NAME,  # what SDL 2 before 2.0.22 read instead
    "SDL_VIDEO_WAYLAND_WMCLASS": APP_NAME,
}
PLATFORM_HINTS = {
    # SDL_HINT_WINDOWS_DPI_AWARENESS (SDL 2.24+): the window gets real pixels per monitor.
    "win32": {"SDL_WINDOWS_DPI_AWARENESS": "permonitorv2"},
    # macOS: never turn the high-DPI drawable off (Info.plist's NSHighResolutionCapable
    # asks for it; see installer.spec).
    "darwin": {"SDL_VIDEO_HIGHDPI_DISABLED": "0"},
}
UNKNOWN_SCREENS = ("dummy", "offscreen")  # headless drivers: no real screens to fit
HIGH_DPI_WINDOW = sys.platform == "darwin"  # a pygame.Window with a high-DPI drawable
MOUSE_EVENTS = ("MOUSEMOTION", "MOUSEBUTTONDOWN", "MOUSEBUTTONUP")
_opened: Any = None  # that pygame.Window, while the game uses one


def display_hints(platform: str | None = None) -> dict[str, str]:
    """Every SDL hint Wildmeld sets before the display starts on `platform`."""
    return HINTS | PLATFORM_HINTS.get(platform or sys.platform, {})


def prepare_display(environ: Any = None, platform: str | None = None) -> None:
    """Set the hints as environment variables, which SDL reads as hints. Call before
    `pygame.init()`/`pygame.display.init()`. The name is always set: importing pygame
    sets SDL_VIDEO_X11_WMCLASS to the script's name ("__main__.py"); the platform's
    hints are left as the player set them, if they did."""
    environ = os.environ if environ is None else environ
    environ.update(HINTS)
    for name, value in PLATFORM_HINTS.get(platform or sys.platform, {}).items():
        environ.setdefault(name, value)


def open_window(size: tuple[int, int]) -> Any:
    """macOS: the game's own high-DPI `pygame.Window` of `size` points, named Wildmeld;
    None where the display module's window serves (pygame.display.set_mode)."""
    global _opened
    _opened = None
    if not HIGH_DPI_WINDOW:
        return None
    import pygame

    _opened = pygame.Window(APP_NAME, size, resizable=True, allow_high_dpi=True)
    return _opened


def display_window() -> Any:
    """The game's window as a `pygame.Window`: its own (macOS), else the display
    module's (None before set_mode)."""
    import pygame

    if _opened is not None:
        return _opened
    with warnings.catch_warnings():  # pygame-ce 2.5 asks new code to use Window itself
        warnings.simplefilter("ignore", DeprecationWarning)
        try:
            return pygame.Window.from_display_module()
        except pygame.error:
            return None


def set_minimum_size(size: tuple[int, int] = MIN_SIZE) -> None:
    """The window can't be made smaller than `size`. (Every set_mode resets it.)"""
    window = display_window()
    if window is not None:
        window.minimum_size = size


def pixel_ratio() -> float:
    """The surface's pixels per window unit: 2 on a Retina screen, else 1."""
    window = _opened
    if window is None or not window.size[0]:
        return 1.0
    return window.get_surface().get_width() / window.size[0]


def to_pixels(event: Any) -> Any:
    """A mouse event with its position (and motion) in the surface's pixels."""
    import pygame

    ratio = pixel_ratio()
    if ratio == 1.0 or event.type not in {getattr(pygame, name) for name in MOUSE_EVENTS}:
        return event
    data = dict(event.dict)
    for key in ("pos", "rel"):
        if key in data:
            data[key] = (round(data[key][0] * ratio), round(data[key][1] * ratio))
    return pygame.event.Event(event.type, data)


def mouse_pos() -> tuple[int, int]:
    """`pygame.mouse.get_pos()` in the surface's pixels."""
    import pygame

    x, y = pygame.mouse.get_pos()
    ratio = pixel_ratio()
    return round(x * ratio), round(y * ratio)


# -- where the window is ----------------------------------------------------------------


@dataclass(frozen=True)
class Geometry:
    """The window as the settings keep it: its windowed size and position (None:
    centred), and whether it was maximized or full screen."""

    size: tuple[int, int]
    position: tuple[int, int] | None = None
    maximized: bool = False
    fullscreen: bool = False


Rect = tuple[int, int, int, int]  # x, y, width, height


def screens() -> list[Rect]:
    """The screens there are now, as SDL lays them out by default: side by side from
    the primary one at (0, 0) (pygame-ce 2.5 gives their sizes, not their places).
    Empty on a headless driver."""
    import pygame

    if pygame.display.get_driver() in UNKNOWN_SCREENS:
        return []
    rects, x = [], 0
    for width, height in pygame.display.get_desktop_sizes():
        rects.append((x, 0, width, height))
        x += width
    return rects


def overlap(a: Rect, b: Rect) -> int:
    """Area shared by two rectangles."""
    width = min(a[0] + a[2], b[0] + b[2]) - max(a[0], b[0])
    height = min(a[1] + a[3], b[1] + b[3]) - max(a[1], b[1])
    return max(0, width) * max(0, height)


def clamp(geometry: Geometry, rects: list[Rect]) -> Geometry:
    """`geometry` made to fit the screens `rects`: no larger than the largest screen
    (nor smaller than MIN_SIZE where the screen allows it), and moved wholly onto the
    screen it overlaps most — centred (position None) when it is on none of them.
    With no screens known, unchanged."""
    if not rects:
        return geometry
    widest = max(rect[2] for rect in rects)
    tallest = max(rect[3] for rect in rects)
    width = max(min(geometry.size[0], widest), min(MIN_SIZE[0], widest))
    height = max(min(geometry.size[1], tallest), min(MIN_SIZE[1], tallest))
    position = geometry.position
    if position is not None:
        window = (position[0], position[1], width, height)
        best = max(rects, key=lambda rect: overlap(window, rect))
        if overlap(window, best) == 0:
            position = None
        else:
            x = max(best[0], min(position[0], best[0] + best[2] - width))
            y = max(best[1], min(position[1], best[1] + best[3] - height))
            position = (x, y)
    return Geometry((width, height), position, geometry.maximized, geometry.fullscreen)


def fit_to_screens(size: tuple[int, int], rects: list[Rect] | None = None) -> tuple[int, int]:
    """The size a window asked to be `size` can have on the screens `rects` (the real
    ones when None): `clamp`'s, never larger than the largest screen."""
    rects = screens() if rects is None else rects
    return clamp(Geometry((int(size[0]), int(size[1]))), rects).size


def first_size(screen: Rect) -> tuple[int, int]:
    """The window's size on the very first start: three quarters of the screen's height
    at 16:10 (within 90 % of its width), so it looks the same on a 100 % and a 200 %
    screen once Windows gives the game real pixels (never below MIN_SIZE)."""
    height = round(screen[3] * 0.75)
    width = min(round(height * 1.6), round(screen[2] * 0.9))
    height = min(height, round(width / 1.6))
    return max(width, MIN_SIZE[0]), max(height, MIN_SIZE[1])


class WindowMemory:
    """The window's windowed size and position, followed through its events while it is
    neither maximized nor full screen (what it returns to, and what is stored)."""

    def __init__(self, size: tuple[int, int]):
        self.size = tuple(size)
        self.position: tuple[int, int] | None = None
        self.maximized = False
        self._before: tuple[int, int] = self.size  # the size before the last change

    def observe(self, event: Any, fullscreen: bool) -> None:
        """Note what a window event says (never consumes it)."""
        import pygame

        if event.type == pygame.WINDOWMAXIMIZED:
            # Some window managers report the new size before saying it is maximized:
            # that size is not the windowed one.
            self.maximized = True
            self.size = self._before
        elif event.type == pygame.WINDOWRESTORED:
            self.maximized = False
        elif fullscreen or self.maximized:
            return
        elif event.type == pygame.WINDOWSIZECHANGED:
            self._before, self.size = self.size, (event.x, event.y)
        elif event.type == pygame.WINDOWMOVED:
            self.position = (event.x, event.y)

    def note_window(self) -> None:
        """Read size and position from the window itself (before leaving windowed)."""
        window = display_window()
        if window is not None and not self.maximized:
            self._before = self.size = tuple(window.size)
            self.position = tuple(window.position)

    def geometry(self, fullscreen: bool) -> Geometry:
        """What to store now: read from the window while it is windowed."""
        if not fullscreen:
            self.note_window()
        return Geometry(self.size, self.position, self.maximized, fullscreen)


def sizes_now(app: Any) -> tuple[tuple[int, int], tuple[int, int]] | None:
    """(the size the window is now, its windowed size) in the window's units: the
    second is what it returns to from maximized or full screen, and what the settings
    keep and restore on the next start; the two differ only while it is maximized (in
    full screen both are the windowed size: the window the Settings row speaks of).
    None for an app without a window's memory (a stand-in). Reads, never changes."""
    memory = getattr(app, "window_memory", None)
    if memory is None:
        return None
    if getattr(app, "fullscreen", False):
        return tuple(memory.size), tuple(memory.size)
    now = tuple(app.window_size)
    return (now, tuple(memory.size)) if memory.maximized else (now, now)


def resize_window(app: Any, size: tuple[int, int]) -> tuple[int, int]:
    """Give the window the windowed size `size` the player picked, fitted to the
    screens; returns the size given. A maximized window is restored first (a size
    given while maximized is lost when it is restored); in full screen the size waits
    for the window to leave it."""
    size = fit_to_screens(size)
    memory = app.window_memory
    memory.size = memory._before = size
    if app.fullscreen:
        app.windowed_size = size
        return size
    window = display_window()
    if memory.maximized and window is not None:
        window.restore()
        memory.maximized = False
    app.resized(size)
    return size


def remember_window(app: Any) -> None:
    """Store the window's geometry in the player's settings (the real app only: it
    has a store). A settings file that cannot be written loses only this."""
    store = getattr(app, "store", None)
    if store is None:
        return
    geometry = app.window_memory.geometry(app.fullscreen)
    with contextlib.suppress(OSError, ValueError):
        settings = store.load_settings().changed(
            window_size=geometry.size,
            window_position=geometry.position,
            window_maximized=geometry.maximized,
            fullscreen=geometry.fullscreen,
        )
        store.save_settings(settings)


def restore_window(app: Any, settings: Any, rects: list[Rect] | None = None) -> Geometry:
    """Put the window where `settings` keep it, fitted to the screens (`rects`; the
    real ones when None); returns the geometry used. Full screen is applied by the
    settings themselves (game.scenes.settings.apply_to_app)."""

    wanted = Geometry(
        tuple(settings.window_size),
        None if settings.window_position is None else tuple(settings.window_position),
        settings.window_maximized,
        settings.fullscreen,
    )
    from game.store.settings import SETTINGS

    rects = screens() if rects is None else rects
    default = SETTINGS["window_size"].default
    first = settings.window_position is None and wanted.size == default and rects
    if first:  # never placed yet: a size that suits this screen and its scaling
        wanted = Geometry(first_size(rects[0]), None, wanted.maximized, wanted.fullscreen)
    geometry = clamp(wanted, rects)
    memory = app.window_memory
    memory.size = memory._before = geometry.size
    memory.position = geometry.position
    if geometry.fullscreen:  # leaving full screen (F11) comes back to this size
        app.windowed_size = geometry.size
        memory.maximized = geometry.maximized
        return geometry
    app.resized(geometry.size)
    window = display_window()
    if window is not None and geometry.position is not None:
        window.position = geometry.position
    if window is not None and geometry.maximized:
        window.maximize()
        memory.maximized = True
    return geometry
