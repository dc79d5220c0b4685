"""The pause menu (Esc): resume, save as… (a named slot), rules, settings, quit to the menu.
Keys: Up/Down (or Tab) move the focus ring, Enter presses, Esc resumes."""

from __future__ import annotations

from typing import Any

import pygame
import pygame_gui

from game.scenes.base import Scene, push_optional
from game.scenes.focus import FocusRing
from game.text import tr
from game.text.said import Said, worded
from game.ui.hud import draw_label, modal_panel
from game.ui.look import GOLD

ENTRIES = (  # (key, style)
    ("resume", "@primary"),
    ("save_as", None),
    ("rules", None),
    ("settings", None),
    ("quit", "@danger"),
)


def labels() -> dict[str, str]:
    """Each entry's button words."""
    return {
        "resume": tr("pause.resume"),
        "save_as": tr("pause.save_as"),
        "rules": tr("pause.rules"),
        "settings": tr("pause.settings"),
        "quit": tr("pause.quit"),
    }


class PauseScene(Scene):
    """Dims the table and offers the way out; the game waits underneath."""

    opaque = False

    def keys_title(self) -> str:
        return tr("pause.title")

    def keys_help(self) -> list[tuple[str, str]]:
        return [
            (tr("keys.up_down_tab"), tr("keys.move_buttons")),
            (tr("keys.enter_space"), tr("keys.press_it")),
            (tr("keys.esc"), tr("pause.keys_back")),
        ]

    def __init__(self, app: Any, table: Any):
        super().__init__(app)
        self.table = table
        self.buttons: dict[str, Any] = {}
        self.note = ""
        self.ring = FocusRing()

    @property
    def note(self) -> str:
        """The passing word under the buttons ("Saved as 'Friday night'."), said in the
        language spoken now: it is kept unsaid (a `Said`), so a language chosen in
        Settings over this menu says it again."""
        return worded(self._note, tr)

    @note.setter
    def note(self, note: Said | str) -> None:
        self._note = note

    def build_ui(self, size: tuple[int, int]) -> None:
        width, height = size
        button_width, button_height = int(0.42 * height), int(0.065 * height)
        gap = int(0.018 * height)
        top = int(0.35 * height)
        self.buttons = {}
        self.ring.set_grid([[key] for key, _ in ENTRIES])
        words = labels()
        for index, (key, style) in enumerate(ENTRIES):
            rect = pygame.Rect(0, 0, button_width, button_height)
            rect.midtop = (width // 2, top + index * (button_height + gap))
            object_id = pygame_gui.core.ObjectID(class_id=style) if style else None
            self.buttons[key] = self.add(
                pygame_gui.elements.UIButton(rect, words[key], self.app.ui, object_id=object_id)
            )

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.stack.pop()
        elif pressed := self.ring.pressed(event, self.buttons):
            self.choose(pressed)

    def choose(self, key: str) -> None:
        app = self.app
        if key == "resume":
            app.stack.pop()
        elif key == "save_as":
            app.open("save_as", self.table)
        elif key == "quit":
            from game.scenes.keeper import SAVE_WAIT_SECONDS

            self.table.close(SAVE_WAIT_SECONDS)  # the menu's Continue shows the last move
            app.go("menu")
        else:
            args = (self.table.adapter.game,) if key == "rules" else ()
            if not push_optional(app, key, *args):
                self.note = Said("menu.not_built")

    def draw(self, surface: pygame.Surface) -> None:
        width, height = surface.get_size()
        shade = pygame.Surface((width, height), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 160))
        surface.blit(shade, (0, 0))
        if self.app.stack.top is not self:
            # Covered (Save as…, the keys): its buttons are gone, and its empty panel
            # showed below the smaller one over it. The table stays dimmed.
            return
        box = pygame.Rect(0, 0, int(0.56 * height), int(0.68 * height))
        box.midtop = (width // 2, int(0.17 * height))
        surface.blit(modal_panel(box.width, box.height, (10, 26, 18), int(0.025 * height)), box)
        draw_label(
            surface,
            tr("pause.title"),
            int(0.07 * height),
            (width // 2, int(0.26 * height)),
            GOLD,
            True,
        )
        self.ring.draw(surface, self.buttons)
        if self.note:
            draw_label(surface, self.note, int(0.026 * height), (width // 2, int(0.8 * height)))
