"""Hot-seat cover: hides every hand until the next player says they are ready.

Shown before each human turn when two or more people share the screen. It is
opaque and draws no card at all, so the next player's hand cannot be seen by
whoever is holding the screen before them. Esc opens the pause menu over it (save,
rules, quit) without showing any hand; F1 says how to reveal.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.scenes.base import Scene
from game.text import tr
from game.ui.hud import draw_badge, draw_label, fitting_size
from game.ui.look import GOLD, INK_SOFT, felt
from game.ui.seat_places import fit_words


class CoverScene(Scene):
    """ "Pass to Ana — click when ready"."""

    def __init__(
        self, app: Any, name: str, ready: Callable[[], None], seat: int = 0, table: Any = None
    ):
        super().__init__(app)
        self.name = name
        self.seat = seat  # for the badge's colour
        self.ready = ready
        self.table = table  # what the pause menu saves or quits

    def keys_title(self) -> str:
        return tr("cover.pass_to", name=self.name)

    def keys_help(self) -> list[tuple[str, str]]:
        return [
            (tr("cover.keys_ready"), tr("cover.keys_reveal", name=self.name)),
            (tr("keys.esc"), tr("cover.keys_pause")),
        ]

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if self.table is not None:
                self.app.open("pause", self.table)  # the cover stays
            return
        clicked = event.type == pygame.MOUSEBUTTONUP and event.button == 1
        pressed = event.type == pygame.KEYDOWN and event.key in (
            pygame.K_RETURN,
            pygame.K_SPACE,
            pygame.K_KP_ENTER,
        )
        if clicked or pressed:
            self.app.stack.pop()
            self.ready()

    def draw(self, surface: pygame.Surface) -> None:
        width, height = surface.get_size()
        surface.blit(felt((width, height), self.app.settings.get("cloth", "green")), (0, 0))
        shade = pygame.Surface((width, height), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 90))
        surface.blit(shade, (0, 0))
        draw_badge(
            surface,
            (width // 2, int(0.36 * height)),
            int(0.07 * height),
            self.name,
            self.seat,
            True,
        )
        # As large as the window's width holds it (a long name in a longer language
        # shrinks it), at the smallest cut short.
        words, room = tr("cover.pass_to", name=self.name), int(0.94 * width)
        px = fitting_size(words, int(0.07 * height), room, max(12, int(0.03 * height)), True)
        draw_label(
            surface,
            fit_words(words, px, room, True),
            px,
            (width // 2, int(0.5 * height)),
            GOLD,
            True,
        )
        draw_label(
            surface,
            tr("cover.ready"),
            int(0.03 * height),
            (width // 2, int(0.58 * height)),
            INK_SOFT,
        )
