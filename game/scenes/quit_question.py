"""Esc on the main menu asks "Quit Wildmeld?" over the dimmed menu: Quit or Stay.

The safe answer is the easy one: the focus starts on Stay, so Enter or Space stays, and
Esc (again) stays too; Quit is reached with Left / Right / Tab (or the mouse). Quit
quits as the menu's own Quit button does: the menu hands over what its button does.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame
import pygame_gui

from game.scenes.base import Scene
from game.scenes.focus import FocusRing
from game.text import tr
from game.ui.hud import draw_label, fitting_size, modal_panel
from game.ui.look import GOLD
from game.ui.theme import button_width

ENTRIES = (("quit", "@danger"), ("stay", "@primary"))  # (key, style), left to right
BOX_AT = 0.47  # of the window height: the panel's top, where the menu's buttons were


def labels() -> dict[str, str]:
    """Each answer's button words."""
    return {"quit": tr("menu.quit"), "stay": tr("quit.stay")}


class QuitQuestionScene(Scene):
    """The question over the menu; `quit` does what the menu's Quit button does."""

    opaque = False

    def keys_title(self) -> str:
        return tr("quit.title")

    def keys_help(self) -> list[tuple[str, str]]:
        return [
            (tr("keys.left_right_tab"), tr("keys.move_buttons")),
            (tr("keys.enter_space"), tr("keys.press_it")),
            (tr("keys.esc"), tr("quit.keys_stay")),
        ]

    def __init__(self, app: Any, quit: Callable[[], None]):
        super().__init__(app)
        self.quit = quit
        self.buttons: dict[str, Any] = {}
        self.ring = FocusRing()
        self.box = pygame.Rect(0, 0, 0, 0)

    def build_ui(self, size: tuple[int, int]) -> None:
        from game.ui.manager import text_scale

        width, height = size
        scale = text_scale(size, bool(self.app.settings.get("large_text")))
        words = labels()
        gap = int(0.03 * height)
        button_h = int(0.065 * height)
        wide = max([int(0.22 * height)] + [button_width(words[k], scale, s) for k, s in ENTRIES])
        box_w = max(int(0.62 * height), 2 * wide + 3 * gap)
        self.box = pygame.Rect(0, 0, box_w, int(0.25 * height))
        self.box.midtop = (width // 2, int(BOX_AT * height))
        x = width // 2 - wide - gap // 2
        self.buttons = {}
        self.ring.set_grid([[key for key, _ in ENTRIES]])
        self.ring.focus_on("stay")
        for key, style in ENTRIES:
            rect = pygame.Rect(x, self.box.bottom - gap - button_h, wide, button_h)
            object_id = pygame_gui.core.ObjectID(class_id=style)
            self.buttons[key] = self.add(
                pygame_gui.elements.UIButton(rect, words[key], self.app.ui, object_id=object_id)
            )
            x += wide + gap

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.choose("stay")
        elif pressed := self.ring.pressed(event, self.buttons):
            self.choose(pressed)

    def choose(self, key: str) -> None:
        self.app.stack.pop()  # the menu again, whichever the answer
        if key == "quit":
            self.quit()

    def draw(self, surface: pygame.Surface) -> None:
        width, height = surface.get_size()
        shade = pygame.Surface((width, height), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 160))
        surface.blit(shade, (0, 0))
        box = self.box
        surface.blit(modal_panel(box.width, box.height, (10, 26, 18), int(0.025 * height)), box)
        title = tr("quit.title")
        room = box.width - int(0.06 * height)
        px = fitting_size(title, int(0.055 * height), room, int(0.03 * height), True)
        draw_label(surface, title, px, (box.centerx, box.y + int(0.075 * height)), GOLD, True)
        self.ring.draw(surface, self.buttons)
