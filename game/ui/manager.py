"""The app window's pygame_gui manager: the Wildmeld theme with the bundled font, widget
text scaled with the window (and the large-text setting), the mouse read in the window
surface's pixels, and pygame_gui's own words in the language the app speaks.

Scenes build a manager again when a setting changes it (high contrast, large text);
the app builds the first one.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

START_SIZE = (1280, 800)  # the window's first size; widget text is scaled to it


def theme_path() -> str | None:
    """The pygame_gui theme as an absolute path (pygame_gui resolves relative paths
    against the working directory, which is wrong inside a bundle)."""
    try:
        from game.assets import asset_path

        path = Path(asset_path("theme.json"))
    except ImportError:
        path = Path(__file__).resolve().parent.parent / "assets" / "theme.json"
    return str(path) if path.is_file() else None


def text_scale(size: tuple[int, int], large_text: bool = False) -> float:
    """Widget text grows with the window (sizes are fractions of its height)."""
    from game.ui.theme import LARGE_TEXT

    scale = min(2.0, max(0.85, size[1] / START_SIZE[1]))
    return round(scale * (LARGE_TEXT if large_text else 1.0), 2)


def make_ui_manager(
    size: tuple[int, int], high_contrast: bool = False, large_text: bool = False
) -> Any:
    """The pygame_gui manager with the Wildmeld theme and bundled font, reading the
    mouse in the window surface's pixels (a Retina Mac's are twice its points)."""
    from game.window import pixel_ratio

    try:
        from game.ui.theme import ui_manager

        manager = ui_manager(size, high_contrast, text_scale(size, large_text))
    except (ImportError, OSError):
        import pygame_gui

        manager = pygame_gui.UIManager(size, theme_path())
    ratio = pixel_ratio()
    manager.mouse_pos_scale_factor = [ratio, ratio]
    speak_widgets(manager)
    return manager


def speak_widgets(manager: Any) -> None:
    """pygame_gui's own words (the file picker's buttons and tooltips) in the language
    the app speaks, from our catalogue (pygame_gui has no Dutch of its own)."""
    import i18n  # pygame_gui's translations

    from game.text import language, widget_words

    code = language()
    for key, words in widget_words().items():
        i18n.add_translation(key, words, locale=code)
    manager.set_locale(code)
