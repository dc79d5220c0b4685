"""Sting's wild chooser: when a wild placed on the table could stand for more than one
card (R2 R3 W: R1 or R4?), the player picks the meld as it will lie.

Rule: ST-5a ruling (where a wild's place in a run is not forced, the player chooses it
when laying or adding; the engine records the card each wild stands for). The choices
come from the engine (`plays.wild_readings`); this module only places, draws and
hit-tests them. Reads nothing of the game state; never changes it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame

from game.text import tr
from game.ui import hud
from game.ui.cards import card_width
from game.ui.look import GOLD, INK, INK_SOFT, text

CHOSEN = (255, 200, 90)


@dataclass
class WildChooser:
    """The action waiting for its wilds' choice, the `readings` (wilds_as, layout) to
    choose from, the one highlighted (`index`), and where each is drawn."""

    action: Any
    readings: list[tuple[tuple, Any]]
    wilds: tuple  # the wild cards placed, in the order `wilds_as` names them
    index: int = 0
    box: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    rects: list[pygame.Rect] = field(default_factory=list)
    card_height: int = 0

    def label(self, index: int) -> str:
        """'Wild Sting as red 1' (every wild of the reading), what the choice means in words."""
        wilds_as, _ = self.readings[index]
        return ", ".join(
            tr("sting.chooser_reading", wild=wild, card=stands)
            for wild, stands in zip(self.wilds, wilds_as, strict=True)
        )

    def place(self, centre: tuple[int, int], unit: int, px: int = 0) -> None:
        """Lay the panel out around `centre`: one row per reading, the cards in table
        order and the words beside them (`px`, the text size, if given: wide enough for
        the words however small `unit` makes the cards)."""
        self.card_height = int(unit * 0.085)
        width = card_width(self.card_height)
        longest = max(len(layout.cards) for _, layout in self.readings)
        cards_w = int(width + width * 0.42 * (longest - 1))
        row_w = cards_w + int(unit * 0.42)
        if px:
            labels = [self.label(i) for i in range(len(self.readings))]
            words = max(text(label, px, INK, True).get_width() for label in labels)
            row_w = max(row_w, cards_w + int(width * 0.6) + 8 + words + px)
            row_w = max(row_w, text(tr("sting.chooser_hint"), px - 1).get_width() + px)
        row_h = int(self.card_height * 1.18)
        title = max(int(unit * 0.075), int(px * 3.2))  # the title and the hint under it
        pad = int(unit * 0.02)
        self.box = pygame.Rect(0, 0, row_w + 2 * pad, title + row_h * len(self.readings) + pad)
        self.box.center = centre
        self.rects = [
            pygame.Rect(self.box.x + pad, self.box.y + title + i * row_h, row_w, row_h - 4)
            for i in range(len(self.readings))
        ]

    def option_at(self, pos: tuple[int, int]) -> int | None:
        for index, rect in enumerate(self.rects):
            if rect.collidepoint(pos):
                return index
        return None

    def step(self, by: int) -> None:
        self.index = (self.index + by) % len(self.readings)

    @property
    def wilds_as(self) -> tuple:
        return self.readings[self.index][0]

    def draw(self, surface: pygame.Surface, faces: Any, px: int) -> pygame.Rect:
        """The panel: a title, then each reading as its cards and its words (each kept
        to its row, `hud.draw_text`'s room); returns where it lies."""
        box = self.box
        surface.blit(hud.modal_panel(box.w, box.h, (12, 22, 30), px // 2), box)
        pygame.draw.rect(surface, GOLD, box, 2, border_radius=px // 2)
        title = tr("sting.chooser_title")
        hud.draw_label(surface, title, px + 2, (box.centerx, box.y + px), GOLD, True, room=box)
        hint, under = tr("sting.chooser_hint"), (box.centerx, box.y + int(px * 2.3))
        hud.draw_label(surface, hint, px - 1, under, INK_SOFT, room=box)
        height = self.card_height
        width = card_width(height)
        for index, rect in enumerate(self.rects):
            _, layout = self.readings[index]
            if index == self.index:
                pygame.draw.rect(surface, CHOSEN, rect, 3, border_radius=px // 2)
            x = rect.x + 6
            y = rect.y + (rect.h - height) // 2
            for card in layout.cards:
                surface.blit(faces.face(card, "sting", height), (x, y))
                x += width * 0.42
            words, at = self.label(index), (int(x + width * 0.6 + 8), rect.centery)
            hud.draw_text(surface, words, px, INK, at, "midleft", index == self.index, room=rect)
        return box
