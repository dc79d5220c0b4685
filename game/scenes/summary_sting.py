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
from game.ui.hud import panel
from game.ui.layout import card_width
from game.ui.sting_view import draw_chip, draw_cost_chip


class StingSummaryScene(SummaryScene):
    """The round summary with a cost chip on every meld and on the hand left (ST-10).
    A seat that went out scores 0 (ST-9): its melds show no cost."""

    def __init__(self, app: Any, summary: Any, table: Any, numeric: bool = False):
        super().__init__(app, summary, table)
        self.numeric = numeric

    def draw_cards(
        self, surface: pygame.Surface, row: Any, x: float, y: float, height: int, right: int
    ) -> None:
        """The melds (each with its cost), then the cards left in the hand, dimmed."""
        faces = self.app.faces
        width = card_width(height)
        groups = [list(meld) for meld in row.melds] + ([list(row.leftover)] if row.leftover else [])
        count = sum(len(group) for group in groups)
        if not count:
            return
        gaps = len(groups) - 1
        room = right - x
        step = min(width * 0.62, max(4.0, (room - width - gaps * width * 0.35) / max(1, count - 1)))
        chip_px = max(10, int(height * 0.2))
        for group_index, group in enumerate(groups):
            leftover = bool(row.leftover) and group_index == len(groups) - 1
            for card in group:
                surface.blit(faces.face(card, "sting", height), (x, y))
                if leftover:
                    veil = panel(width, height, (0, 0, 0, 90), max(3, height // 14))
                    surface.blit(veil, (x, y))
                x += step
            corner = (int(x - step + width) - 2, int(y + height) - 2)
            if leftover:
                points = hand_points(group, self.numeric)
                draw_chip(surface, f"hand {points}", False, corner, chip_px)
            elif not row.went_out:  # ST-9: melds in front of who went out cost nothing
                draw_cost_chip(surface, group, self.numeric, corner, chip_px)
            x += width - step + width * 0.35
