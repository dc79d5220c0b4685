"""Keyboard focus over a scene's pygame_gui buttons (issue 7, "Keyboard play"): the
arrows or Tab move a visible ring from button to button, Enter or Space presses the one
it is on. Used by the main menu, the pause menu and the game-over scene.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.ui.hud import GLOW

PRESS_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


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

    def on_key(self, key: int) -> str | None:
        """Move the ring for an arrow or Tab; for Enter or Space, the key of the button
        to press. None when there is nothing to press."""
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
            step = -1 if key == pygame.K_LEFT else 1
            self.focus = order[(order.index(self.focus) + step) % len(order)]
        return None

    def draw(self, surface: pygame.Surface, buttons: dict[str, Any]) -> None:
        """The ring around the focused button's edge (the button is drawn over its middle)."""
        button = buttons.get(self.focused)
        if button is None:
            return
        height = surface.get_height()
        ring = button.rect.inflate(int(0.014 * height), int(0.014 * height))
        pygame.draw.rect(surface, GLOW, ring, max(2, height // 250), ring.height // 3)
