"""Sting's round summary: the shared summary, with each meld's cost on it.

Rules shown: ST-9 (who went out scores 0), ST-10 (each meld in front of a player
scores a point a card, ×2 for a Double Sting, ×3 for a Triple; the cards left in the
hand score too — they are shown dimmed after the melds).
"""

from __future__ import annotations

from typing import Any

import pygame

from game.rules.sting import hand_points
from game.scenes.summary import SummaryScene
from game.text import tr
from game.ui.look import INK, text
from game.ui.sting.view import draw_chip, draw_cost_chip
from game.ui.theme import larger


class StingSummaryScene(SummaryScene):
    """The round summary with a cost chip on every meld and on the hand left (ST-10).
    A seat that went out scores 0 (ST-9): its melds show no cost."""

    def __init__(self, app: Any, summary: Any, table: Any, numeric: bool = False):
        super().__init__(app, summary, table)
        self.numeric = numeric

    def mark_group(
        self,
        surface: pygame.Surface,
        row: Any,
        group: list,
        leftover: bool,
        corner: tuple[int, int],
        height: int,
        room: int,
    ) -> None:
        """The cost chip of a meld, or the points of the hand left (ST-9, ST-10); on
        a group too narrow for the whole chip, its short form."""
        # Larger with large text, as far as the chip leaves the cards' index corners clear.
        chip_px = larger(
            max(10, int(height * 0.2)),
            self.large_text,
            lambda px: text("0", px, INK, True).get_height() + 2 <= height * 0.45,
        )
        if leftover:
            points = hand_points(group, self.numeric)
            words = tr("sting.hand_chip", points=points)
            if text(words, chip_px, INK, True).get_width() + chip_px // 2 > room:
                words = f"{points}"
            draw_chip(surface, words, False, corner, chip_px)
        elif not row.went_out:  # ST-9: melds in front of who went out cost nothing
            draw_cost_chip(surface, group, self.numeric, corner, chip_px, room)
