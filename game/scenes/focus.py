"""Keyboard focus (issue 7, "Keyboard play"): where it is and how the keys move it.

`FocusRing` walks a scene's pygame_gui buttons: the arrows or Tab move a visible ring
from button to button, Enter or Space presses the one it is on (the main menu, the
pause menu, the game-over scene). `TableFocus` walks a card table's areas — the hand,
the piles, the melds, the buttons: Tab / Up to the next area, Shift+Tab / Down to the
one before, Left / Right inside it. Each table says what its areas hold and what Enter
does there (`crowns.keys.CrownsKeys`, `rumski.keys.RumskiKeys`). Both draw the same ring
(`hud.draw_focus_ring`). `HelpRows` is a table's list of those keys for the keys panel.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame
import pygame_gui

from game.text import tr
from game.ui.hud import draw_focus_ring

PRESS_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


class HelpRows:
    """A table's rows for the keys panel (F1, `keys_help`): pairs of catalogue keys, read
    as (key, what it does) in the language chosen when the panel lists them."""

    def __init__(self, *rows: tuple[str, str]) -> None:
        self.rows = rows

    def __iter__(self) -> Iterator[tuple[str, str]]:
        return iter([(tr(key), tr(what)) for key, what in self.rows])


class FocusRing:
    """Which button of a grid (rows of button keys) has the keyboard focus."""

    def __init__(self) -> None:
        self.grid: list[list[str]] = []
        self.focus = (0, 0)  # (row, column)

    def set_grid(self, grid: list[list[str]]) -> None:
        """The buttons as laid out; the focus stays put when the layout did not change
        (the scene was only covered for a while)."""
        if grid != self.grid:
            self.grid, self.focus = [list(row) for row in grid], (0, 0)

    @property
    def focused(self) -> str:
        row, column = self.focus
        return self.grid[row][column] if self.grid else ""

    def focus_on(self, key: str) -> None:
        """Put the ring on the button `key` (one pressed with the mouse: the focus is
        there when the player comes back to this screen)."""
        for row, keys in enumerate(self.grid):
            if key in keys:
                self.focus = (row, keys.index(key))

    def on_key(self, key: int, mod: int = 0) -> str | None:
        """Move the ring for an arrow or Tab (Shift+Tab: back); for Enter or Space, the
        key of the button to press. None when there is nothing to press."""
        if not self.grid:
            return None
        row, column = self.focus
        if key in PRESS_KEYS:
            return self.focused
        if key in (pygame.K_UP, pygame.K_DOWN):
            row = (row + (1 if key == pygame.K_DOWN else -1)) % len(self.grid)
            self.focus = (row, min(column, len(self.grid[row]) - 1))
        elif key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_TAB):
            order = [(r, c) for r, keys in enumerate(self.grid) for c in range(len(keys))]
            back = key == pygame.K_LEFT or (key == pygame.K_TAB and mod & pygame.KMOD_SHIFT)
            step = -1 if back else 1
            self.focus = order[(order.index(self.focus) + step) % len(order)]
        return None

    def pressed(self, event: pygame.event.Event, buttons: dict[str, Any]) -> str | None:
        """The key of the button `event` presses: the one clicked, or the focused one
        for Enter or Space; any other key goes to `on_key` (arrows and Tab move the
        ring, Shift+Tab back). None when nothing is pressed."""
        if event.type == pygame.KEYDOWN:
            return self.on_key(event.key, getattr(event, "mod", 0))
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            clicked = (key for key, button in buttons.items() if button is event.ui_element)
            return next(clicked, None)
        return None

    def draw(self, surface: pygame.Surface, buttons: dict[str, Any]) -> None:
        """The ring around the focused button's edge (the button is drawn over its middle)."""
        button = buttons.get(self.focused)
        if button is not None and button.alive():  # not round a covered screen's button
            draw_focus_ring(surface, button.rect)


class TableFocus:
    """Where the keyboard's focus is on one card table. A stop is a tuple naming one
    thing, its first word its kind: ("hand", i), ("stock",), ("button", key)…

    A table's keys say which `AREAS` there are (in Tab's order), which area each kind
    of stop is in (`KINDS`), the stops of each area (`stops`) and where the ring goes
    (`rect`; None for a hand card, which the painter rings where it lifts)."""

    AREAS: tuple[str, ...] = ()  # each table's own, the hand first
    KINDS: dict[str, str] = {}

    def __init__(self, table: Any):
        self.table = table
        self.stop: tuple | None = None
        self.shown = False  # the ring is drawn once the keyboard is used
        self.last: dict[str, tuple] = {}  # each area's stop when the focus left it

    # -- where the focus can go ---------------------------------------------------------
    def stops(self, area: str) -> list[tuple]:
        """Every stop of `area` as the table is now (none: Tab skips the area)."""
        if area == "buttons":
            return [("button", key) for key in self.table.buttons]
        raise NotImplementedError(area)

    def area_of(self, stop: tuple | None) -> str:
        if stop is None:
            return self.AREAS[0]
        return self.KINDS.get(stop[0], "buttons")

    def valid(self) -> tuple | None:
        """The focus, if it still names something on the table."""
        if self.stop is not None and self.stop in self.stops(self.area_of(self.stop)):
            return self.stop
        return None

    def hand_sprite(self) -> Any:
        """The hand card the focus is on, once the keyboard is in use."""
        stop = self.valid() if self.shown else None
        if stop is not None and stop[0] == "hand":
            return self.table.hand_sprites[stop[1]]
        return None

    def rect(self) -> pygame.Rect | None:
        """Where the focus ring goes (None when the keyboard is not in use)."""
        stop = self.valid() if self.shown else None
        if stop is None or stop[0] == "hand":
            return None  # a hand card: the painter rings it where it lifts
        if stop[0] in ("stock", "discard"):
            return getattr(self.table.layout, f"{stop[0]}_rect")
        if stop[0] == "button":
            return self.table.buttons[stop[1]].rect
        return self.place_rect(stop)

    def place_rect(self, stop: tuple) -> pygame.Rect | None:
        """Where a table's own kind of stop lies."""
        return None

    def draw(self, surface: pygame.Surface) -> None:
        rect = self.rect()
        if rect is not None:
            draw_focus_ring(surface, rect)

    # -- moving the focus ------------------------------------------------------------------
    def go(self, stop: tuple) -> None:
        self.stop = stop
        self.last[self.area_of(stop)] = stop
        self.shown = True

    def walk(self, step: int) -> None:
        """Left / Right: the next stop inside the area (wrapping)."""
        stop = self.valid()
        stops = self.stops(self.area_of(stop))
        if not stops:
            self.jump(step)
        elif stop is None:
            self.go(stops[0 if step > 0 else -1])
        else:
            self.go(stops[(stops.index(stop) + step) % len(stops)])

    def jump(self, step: int) -> None:
        """Tab / Up (step 1) and Shift+Tab / Down (-1): the next area that has any stop,
        on the stop it was last on there (else its first)."""
        index = self.AREAS.index(self.area_of(self.valid()))
        for offset in range(1, len(self.AREAS) + 1):
            stops = self.stops(self.AREAS[(index + step * offset) % len(self.AREAS)])
            if stops:
                area = self.area_of(stops[0])
                self.go(self.last[area] if self.last.get(area) in stops else stops[0])
                break
        self.shown = True

    def after_move(self) -> None:
        """Cards left the hand: a focus on the hand stays on a card that is there."""
        count = len(self.table.hand_sprites)

        def kept(stop: tuple | None) -> tuple | None:
            if stop is None or stop[0] != "hand":
                return stop
            return ("hand", min(stop[1], count - 1)) if count else None

        self.stop = kept(self.stop)
        self.last["hand"] = kept(self.last.get("hand"))

    def move(self, key: int, mod: int = 0) -> bool:
        """Tab, Shift+Tab and the arrows move the focus; False for any other key."""
        if key == pygame.K_TAB:
            self.jump(-1 if mod & pygame.KMOD_SHIFT else 1)
        elif key in (pygame.K_UP, pygame.K_DOWN):
            self.jump(1 if key == pygame.K_UP else -1)
        elif key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.walk(1 if key == pygame.K_RIGHT else -1)
        else:
            return False
        return True

    def press(self, key: str) -> None:
        """Enter on a button: what a click on it does, if it is enabled now."""
        table = self.table
        button = table.buttons.get(key)
        if button is not None and not button.is_enabled:
            table.say(tr("table.button_unavailable"), bad=True)
            return
        table.command(key)
