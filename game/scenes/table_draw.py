"""Drawing the shared table: the painter's picture (felt, seats, piles, hand, melds,
move log, messages: `game.ui.table_view.TablePainter`), the bots' hands when shown for
practice, the hint lit on it — the hand cards it names and the places it points
to glow gold until the game moves on — and the keyboard's focus ring over it all.

A mixin of `table.TableScene`; the pure drawing helpers live in `game.ui`.
"""

from __future__ import annotations

import pygame

from game.ui import hints, hud
from game.ui.look import GOLD


class TableDraw:
    """What `TableScene` draws each frame."""

    def draw(self, surface: pygame.Surface) -> None:
        self.painter.draw(surface)
        if self.open_hands:
            self.painter.draw_bot_hands(surface)
        self.draw_hint(surface)
        self.keys.draw(surface)

    def hint_rects(self) -> tuple[list[pygame.Rect], list[pygame.Rect]]:
        """(cards in the hand, places) the current hint lights; nothing once the game
        has moved on."""
        if self.hint is None or self.hint[0] != self.controller.version:
            self.hint = None
            return [], []
        cards, places = hints.marks(self.hint[1])
        wanted = list(cards)
        lit = []
        for sprite in self.hand_sprites + [s for group in self.staged for s in group]:
            if sprite.card in wanted:
                wanted.remove(sprite.card)
                lit.append(pygame.Rect(sprite.rect))
        zones = {
            "stock": self.layout.stock_rect,
            "discard": self.layout.discard_rect,
            "meld": self.layout.meld_rect,
        }
        finder = getattr(self, "target_rect", None)  # a game table's own places
        rings = []
        for place in places:
            rect = zones.get(place) or (finder(place) if finder is not None else None)
            if rect is not None:
                rings.append(pygame.Rect(rect))
        return lit, rings

    def draw_hint(self, surface: pygame.Surface) -> None:
        lit, rings = self.hint_rects()
        for rect in lit + rings:
            hud.draw_glow(surface, rect, GOLD)
            width = max(2, self.layout.unit // 250)
            pygame.draw.rect(surface, GOLD, rect.inflate(6, 6), width, border_radius=rect.h // 12)
