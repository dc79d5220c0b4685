"""The settings scene: every setting in `game.store.SETTINGS` as one row, changed with
the mouse or the keyboard, saved and applied at once (issue 7, "Settings"); the
language, too, is applied at once: every word after it is asked of `game.text`.

Keys: Up/Down move the focus ring, Left/Right change the focused setting, Enter or Space
steps it on (or presses a button), Esc goes back. Clicking a value steps it on,
right-clicking steps it back; clicking the volume bar sets the volume there.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Collection
from typing import Any

import pygame

from game import desktop, window
from game.scenes.base import Scene
from game.scenes.store_ui import (
    Button,
    Look,
    button_at,
    draw_background,
    draw_notices,
    draw_panel,
    draw_text,
    notices_height,
    settings_of,
    store_of,
)
from game.store import SETTINGS, Setting, Settings
from game.text import SYSTEM, chosen_language, language, language_name, set_language, tr
from game.text.said import Said, SaidWords
from game.ui.hud import font
from game.ui.manager import text_scale
from game.ui.theme import button_width, contrast_cloth

WINDOW_SIZES = ((1024, 640), (1280, 800), (1440, 900), (1600, 1000), (1920, 1080), (2560, 1440))
VOLUME_STEP = 10
# Of the window's height: where the rows begin, a row's height where there is room (its
# button sets the least), the labels' words and the keys' hint under the buttons.
TOP_SHARE, ROW_SHARE, LABEL_SHARE, HINT_SHARE = 0.12, 0.048, 0.026, 0.02


def apply_to_app(
    app: Any, settings: Settings, changed: str | Collection[str] | None = None
) -> None:
    """Make `settings` take effect now (`changed` names the setting just changed, or
    the settings Defaults changed; None: all of them, as the app starts — the window's
    size and place are then `window.restore_window`'s).
    The app's own `apply_settings` does it fully when it has one; otherwise the parts
    this scene can reach are set directly: every value goes into `app.settings` under
    its own name (and the names the table already reads), the sound volume, full
    screen, the window size and the widget theme for high contrast and large text.
    The language is chosen first (when it is the one changed, or all are), so whatever
    the app builds next speaks it; the widgets are built again in it (as for high
    contrast). Another setting changed leaves the language alone: one given with
    `--lang` stays for the run."""
    keys = {changed} if isinstance(changed, str) else None if changed is None else set(changed)
    spoken = language()
    if keys is None or "language" in keys:
        set_language(chosen_language(settings.language))
    if language() != spoken:
        keys = (keys or set()) | {"language"}
    keys = keys or set()
    hook = getattr(app, "apply_settings", None)
    if callable(hook):
        hook(settings)
        return
    app.player_settings = settings
    shared = getattr(app, "settings", None)
    if isinstance(shared, dict):
        shared.update(dataclasses.asdict(settings))
        shared.update(
            speed=settings.animation_speed,
            # High contrast lays a near-black felt of the chosen cloth under every scene
            # (the file keeps the cloth itself for when it is turned off).
            cloth=contrast_cloth(settings.cloth) if settings.high_contrast else settings.cloth,
            volume=settings.sound_volume / 100,
            muted=settings.mute,
        )
    faces = getattr(app, "faces", None)
    if faces is not None and hasattr(faces, "colour_blind"):  # every scene's cards, now
        faces.colour_blind = settings.colour_blind_faces
    sounds = getattr(app, "sounds", None)
    for target in (sounds, getattr(sounds, "_sounds", None)):
        if target is not None and hasattr(target, "volume"):
            target.volume = settings.sound_volume / 100
            target.muted = settings.mute
    if hasattr(app, "toggle_fullscreen") and bool(getattr(app, "fullscreen", False)) != (
        settings.fullscreen
    ):
        app.toggle_fullscreen()
    if "window_size" in keys and hasattr(app, "window_memory"):
        window.resize_window(app, settings.window_size)
    rebuilt = {"high_contrast", "large_text", "language"}
    if keys & rebuilt and getattr(app, "ui", None) is not None:
        # The scenes below build their widgets again from app.ui when uncovered; the
        # text grows with the window as when the app starts or the window is resized.
        from game.ui.manager import make_ui_manager

        app.ui = make_ui_manager(app.size, settings.high_contrast, settings.large_text)


def remember(app: Any, **changes: Any) -> None:
    """Keep `changes` among the player's settings without a settings scene (New game's
    last choices): in force now (`app.settings`, and `app.player_settings` when the app
    keeps one, so the settings scene saves them too) and in the settings file when the
    app has a store (the real app; tests and tools have none). A file that cannot be
    written loses only these (the store says so among its notices)."""
    store = getattr(app, "store", None)
    kept = getattr(app, "player_settings", None)
    if isinstance(kept, Settings):
        current = kept
    elif store is not None:
        current = store.load_settings()
    else:
        current = Settings()
    settings = current.changed(**changes)
    if isinstance(kept, Settings):
        app.player_settings = settings
    app.settings.update({key: getattr(settings, key) for key in changes})
    if store is not None:
        store.save_settings(settings)


def values_of(setting: Setting, current: Any) -> list[Any]:
    """The values Left/Right step through for `setting`."""
    if isinstance(setting.default, bool):
        return [False, True]
    if setting.choices is not None:
        return list(setting.choices)
    if setting.key == "window_size":  # the sizes the screens can hold, and the size now
        sizes = [size for size in WINDOW_SIZES if window.fit_to_screens(size) == size]
        if tuple(current) not in sizes:
            sizes.append(tuple(current))
        return sorted(sizes)
    return list(range(setting.low or 0, (setting.high or 0) + 1, VOLUME_STEP))


def shown(setting: Setting, value: Any) -> str:
    """A value as the row shows it."""
    if isinstance(value, bool):
        return tr("settings.on") if value else tr("settings.off")
    if setting.key == "window_size":
        return f"{value[0]} × {value[1]}"
    if setting.key == "sound_volume":
        return f"{value}%"
    if setting.key == "language":  # each language by its own name: "Deutsch"
        if value == SYSTEM:
            return tr("settings.language_system", language=language_name(chosen_language(value)))
        return language_name(value)
    return tr(f"settings.choice_{str(value).replace('-', '_')}")


class SettingsScene(Scene):
    """All settings, one per row, plus Defaults and Back."""

    def keys_title(self) -> str:
        return tr("settings.title")

    def keys_help(self) -> list[tuple[str, str]]:
        return [
            (tr("keys.up_down_tab"), tr("settings.keys_move")),
            (tr("keys.left_right"), tr("settings.keys_change")),
            (tr("keys.enter_space"), tr("settings.keys_step")),
            (tr("keys.esc"), tr("keys.back")),
        ]

    def __init__(self, app: Any, store: Any = None):
        super().__init__(app)
        self.store = store or store_of(app)
        self.settings = settings_of(app)
        self.keys = [key for key, setting in SETTINGS.items() if setting.row]
        self.focus = 0  # index into keys, then the buttons after them
        self.first = 0  # the first row shown: rows that do not all fit scroll
        self.shown = len(self.keys)  # how many rows are shown (`layout`)
        self.rows: dict[str, pygame.Rect] = {}  # the rows shown, and their values' buttons
        self.value_rects: dict[str, pygame.Rect] = {}
        self.list_rect = pygame.Rect(0, 0, 0, 0)
        self.label_px = 10
        self.buttons: list[Button] = []
        self.notices: list[str] = self.store.take_notices()
        self.in_menu = desktop.offered() and desktop.in_menu()  # Linux's applications menu
        self.window_now: tuple[int, int] = tuple(self.settings.window_size)
        self.follow_window()

    def follow_window(self) -> None:
        """The window as it really is (`window.sizes_now`): its Window size row shows the
        size it is now, and the settings keep its windowed size, which the next start
        restores — a window manager or a small screen may have given another size than
        the one asked, or the player dragged or maximized it; and Full screen says
        whether it is (F11 turns it on and off anywhere). Each frame: either can change
        while Settings is open."""
        sizes = window.sizes_now(self.app)
        if sizes is None:  # a stand-in app without a window: the size asked
            self.window_now = tuple(self.settings.window_size)
            return
        self.window_now, windowed = sizes
        fullscreen = bool(getattr(self.app, "fullscreen", False))  # F11 toggles it too
        if (tuple(self.settings.window_size), self.settings.fullscreen) != (windowed, fullscreen):
            self.settings = self.settings.changed(window_size=windowed, fullscreen=fullscreen)
            if isinstance(getattr(self.app, "player_settings", None), Settings):
                self.app.player_settings = self.settings

    # -- changing ----------------------------------------------------------------
    def change(self, key: str, value: Any) -> None:
        """Set one setting, save the file, apply it now."""
        if value == self.value(key):
            return
        self.settings = self.settings.changed(**{key: value})
        self.store.save_settings(self.settings)
        apply_to_app(self.app, self.settings, key)
        self.notices.extend(self.store.take_notices())

    def value(self, key: str) -> Any:
        """A setting's value as its row shows it: the window's size as it is now."""
        return self.window_now if key == "window_size" else getattr(self.settings, key)

    def step(self, key: str, direction: int) -> None:
        """Move `key` to its next (+1) or previous (-1) value, wrapping round."""
        setting = SETTINGS[key]
        self.follow_window()
        current = self.value(key)
        values = values_of(setting, current)
        if setting.key == "sound_volume":  # a bar: stop at the ends, don't wrap
            self.change(key, max(0, min(100, current + direction * VOLUME_STEP)))
            return
        index = values.index(current if not isinstance(current, tuple) else tuple(current))
        self.change(key, values[(index + direction) % len(values)])

    def reset(self) -> None:
        """Defaults: every setting back to its default, applied as if each one that
        differs had been changed by hand (the window takes the default size, as
        picking it on its row does)."""
        self.follow_window()
        before = {key: self.value(key) for key in SETTINGS}
        self.settings = Settings()
        self.store.save_settings(self.settings)
        changed = [key for key, value in before.items() if value != getattr(self.settings, key)]
        apply_to_app(self.app, self.settings, changed)
        done = SaidWords(Said("settings.reset_done"))
        if self.notices[-1:] != [done]:  # pressed again: said once
            self.notices.append(done)

    def back(self) -> None:
        self.app.stack.pop()

    def press(self, key: str) -> None:
        if key == "defaults":
            self.reset()
        elif key == "back":
            self.back()
        elif key == "desktop":
            self.toggle_menu_entry()

    def toggle_menu_entry(self) -> None:
        """Linux: add Wildmeld to the applications menu, or take it out again."""
        from game import desktop

        try:
            if desktop.in_menu():
                desktop.remove_from_menu()
                self.notices.append(SaidWords(Said("settings.desktop_removed")))
            else:
                desktop.add_to_menu()
                self.notices.append(SaidWords(Said("settings.desktop_added")))
        except OSError as problem:
            said = Said("settings.desktop_failed", problem=problem)
            self.notices.append(SaidWords(said))
        self.in_menu = desktop.in_menu()

    # -- input -------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        count = len(self.keys) + len(self.buttons)
        if event.type == pygame.MOUSEWHEEL and event.y:  # layout keeps it in the list
            self.first = max(0, self.first - (1 if event.y > 0 else -1))
        elif event.type == pygame.KEYDOWN:
            self.keep_in_view()  # the row the keys change is in sight, before and after
            if event.key == pygame.K_ESCAPE:
                self.back()
            elif event.key in (pygame.K_UP, pygame.K_DOWN, pygame.K_TAB):
                down = event.key == pygame.K_DOWN or (
                    event.key == pygame.K_TAB and not event.mod & pygame.KMOD_SHIFT
                )
                self.focus = (self.focus + (1 if down else -1)) % max(1, count)
            elif event.key in (pygame.K_LEFT, pygame.K_RIGHT) and self.focus < len(self.keys):
                self.step(self.keys[self.focus], 1 if event.key == pygame.K_RIGHT else -1)
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                if self.focus < len(self.keys):
                    self.step(self.keys[self.focus], 1)
                else:
                    self.press(self.buttons[self.focus - len(self.keys)].key)
            self.keep_in_view()
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3):
            self.click(event.pos, 1 if event.button == 1 else -1)

    def keep_in_view(self) -> None:
        """Scroll only as far as the focused row needs to be shown."""
        if self.focus < len(self.keys):
            self.first = min(max(self.first, self.focus - self.shown + 1), self.focus)

    def click(self, pos: tuple[int, int], direction: int) -> None:
        button = button_at(self.buttons, pos)
        if button is not None:
            self.press(button.key)
            return
        for index, key in enumerate(self.keys):
            if self.rows.get(key, pygame.Rect(0, 0, 0, 0)).collidepoint(pos):
                self.focus = index
                bar = self.value_rects.get(key)
                if key == "sound_volume" and bar is not None and bar.collidepoint(pos):
                    share = (pos[0] - bar.x) / max(1, bar.width)
                    self.change(key, max(0, min(100, round(share * 100))))
                else:
                    self.step(key, direction)
                return

    # -- drawing -----------------------------------------------------------------
    def value_words(self, key: str, value: Any) -> str:
        """What a value's button says: the value between the arrows that step it."""
        return f"‹   {shown(SETTINGS[key], value)}   ›"

    def layout(self, size: tuple[int, int]) -> None:
        """Rows that hold their words: each value's button as high as the theme's words
        need (taller with large text) and as wide as the longest value of any row, the
        labels beside them; the column as wide as both (within the window). Rows that do
        not all fit above Defaults and Back scroll (`first`, the first row shown)."""
        width, height = size
        look = Look.of(self.settings)
        style = look.button_style(size)
        face = font(style.font_px, style.bold)
        cap, below = face.metrics("H")[0][3], -face.get_descent()
        edge = style.shadow_width + style.border_width
        # The words' room (fit_words) inside the shadow, and the border clear of them.
        value_height = cap + 2 * below + 2 * edge
        label_px = look.px(height, LABEL_SHARE)
        label_width = max(font(label_px).size(SETTINGS[key].label)[0] for key in self.keys)
        value_width = 2 * (style.padding + edge) + max(
            face.size(self.value_words(key, value))[0]
            for key in self.keys
            if key != "sound_volume"  # a bar
            for value in values_of(SETTINGS[key], self.value(key))
        )
        least_row = value_height + max(3, height // 200)  # the buttons stand apart
        # Beside the words: half a row before the label and after it, a third after the value.
        room_beside = least_row + least_row // 3
        column = pygame.Rect(0, int(height * TOP_SHARE), int(height * 1.1), 0)
        column.width = min(width - 40, max(column.width, label_width + value_width + room_beside))
        column.x = (width - column.width) // 2
        value_width = max(value_width, int(column.width * 0.42))
        value_width = min(value_width, column.width - label_width - room_beside)
        # Defaults and Back under the rows, and under them the keys' hint, or the store's
        # notices in its place (they may be taller): all inside the window.
        hint_band = height // 80 + int(look.px(height, HINT_SHARE) * 1.4)
        band = max(hint_band, notices_height(height, self.notices, look)) + height // 50
        button_height = max(int(height * 0.055), value_height + 2 * (height // 200))
        lowest = height - band - button_height
        room = lowest - height // 40 - column.y  # the rows', with the panel round them
        count = len(self.keys)
        row_height = max(least_row, min(int(height * ROW_SHARE), room // count))
        self.shown = max(1, min(count, room // row_height))
        self.first = max(0, min(self.first, count - self.shown))
        self.rows, self.value_rects = {}, {}
        for place, key in enumerate(self.keys[self.first : self.first + self.shown]):
            row = pygame.Rect(column.x, column.y + place * row_height, column.width, row_height)
            self.rows[key] = row
            value = pygame.Rect(0, 0, value_width, value_height)
            value.midright = (row.right - row_height // 3, row.centery)
            self.value_rects[key] = value
        self.label_px = label_px
        self.list_rect = pygame.Rect(column.x, column.y, column.width, self.shown * row_height)
        bottom = self.list_rect.bottom + row_height // 2
        scale = text_scale(size, look.large_text)
        words = {"defaults": tr("settings.defaults"), "back": tr("settings.back")}
        side = max(int(height * 0.2), *(button_width(w, scale) for w in words.values()))
        button_size = (side, button_height)
        self.buttons = [
            Button("defaults", words["defaults"], pygame.Rect((column.x, bottom), button_size)),
            Button(
                "back",
                words["back"],
                pygame.Rect((column.right - button_size[0], bottom), button_size),
            ),
        ]
        if desktop.offered():  # Linux: the applications menu, between the two
            gap = row_height // 2
            middle = pygame.Rect(0, bottom, column.width - 2 * (button_size[0] + gap), 0)
            middle.height, middle.centerx = button_size[1], column.centerx
            words = "settings.desktop_remove" if self.in_menu else "settings.desktop_add"
            self.buttons.insert(1, Button("desktop", tr(words), middle))

    def draw(self, surface: pygame.Surface) -> None:
        width, height = surface.get_size()
        look = Look.of(self.settings)
        self.follow_window()
        self.layout((width, height))
        colours = look.palette
        draw_background(surface, look)
        draw_text(
            surface, tr("settings.title"), look.px(height, 0.06), colours.highlight,
            (width // 2, int(height * 0.06)), "center", bold=True,
        )  # fmt: skip
        draw_panel(surface, self.list_rect.inflate(height // 40, height // 40), look)
        for key, row in self.rows.items():
            setting, value_rect = SETTINGS[key], self.value_rects[key]
            value = self.value(key)
            if self.keys.index(key) == self.focus:
                pygame.draw.rect(surface, colours.glow, row.inflate(-4, -2), 3, row.height // 4)
            draw_text(
                surface, setting.label, self.label_px, colours.text,
                (row.x + row.height // 2, row.centery), "midleft",
                max_width=value_rect.x - row.x - row.height,
            )  # fmt: skip
            if key == "sound_volume":
                self.draw_bar(surface, value_rect, value, look)
            else:
                Button(key, self.value_words(key, value), value_rect).draw(surface, look)
        if self.shown < len(self.keys):
            self.draw_scroll_bar(surface, look)
        for index, button in enumerate(self.buttons):
            button.focused = self.focus == len(self.keys) + index
            button.draw(surface, look)
        if self.notices:  # in the hint's place
            draw_notices(surface, self.notices, look)
            return
        draw_text(
            surface, tr("settings.hint"), look.px(height, HINT_SHARE), colours.text_dim,
            (width // 2, self.buttons[0].rect.bottom + height // 50), "midtop",
        )  # fmt: skip

    def draw_scroll_bar(self, surface: pygame.Surface, look: Look) -> None:
        """A thin bar at the list's right edge: where the rows shown lie among them all."""
        area = self.list_rect
        track = pygame.Rect(area.right + surface.get_height() // 160, area.y, 4, area.height)
        pygame.draw.rect(surface, look.palette.panel[:3], track, border_radius=2)
        count = len(self.keys)
        thumb = track.copy()
        thumb.height = max(8, track.height * self.shown // count)
        thumb.y += (track.height - thumb.height) * self.first // (count - self.shown)
        pygame.draw.rect(surface, look.palette.text_dim, thumb, border_radius=2)

    def draw_bar(self, surface: pygame.Surface, rect: pygame.Rect, value: int, look: Look) -> None:
        """The volume as a filled bar with its number."""
        track = rect.inflate(0, -rect.height // 2)
        pygame.draw.rect(surface, (0, 0, 0), track, 0, track.height // 2)
        filled = track.copy()
        filled.width = int(track.width * value / 100)
        if filled.width:
            pygame.draw.rect(surface, look.palette.highlight, filled, 0, track.height // 2)
        pygame.draw.rect(surface, look.palette.text_dim, track, 1, track.height // 2)
        volume = f"{value}%"
        if self.settings.mute:
            volume = tr("settings.muted", volume=volume)
        draw_text(
            surface, volume, max(10, int(rect.height * 0.62)), look.palette.text,
            (track.x - rect.height // 3, track.centery), "midright",
        )  # fmt: skip
