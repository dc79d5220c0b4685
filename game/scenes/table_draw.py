"""Drawing the shared table: the painter's picture (felt, seats, piles, hand, melds,
move log, messages: `game.ui.table_view.TablePainter`), the bots' hands when shown for
practice, the hint lit on it — the hand cards it names and the places and buttons
it points to glow gold until the game moves on (`place_rect` finds them; lessons
point with it too) — the keyboard's focus ring over it all, and while saves fail a
banner saying so (`game.ui.unsaved`).

A mixin of `table.TableScene`; the pure drawing helpers live in `game.ui`.
"""

from __future__ import annotations

import pygame

from game.store.saves import local_time
from game.text import tr
from game.ui import hints, hud
from game.ui.look import GOLD
from game.ui.unsaved import draw_unsaved


class TableDraw:
    """What `TableScene` draws each frame."""

    def draw(self, surface: pygame.Surface) -> None:
        self.follow_language()  # seen under a menu too, where no update reaches it
        self.painter.draw(surface)
        if self.open_hands:
            self.painter.draw_bot_hands(surface)
        self.draw_hint(surface)
        hud.draw_grown_log(surface, self.log)  # a long reason being read, over the table
        self.painter.draw_over(surface)  # the pointer's: a card's help over the hint's rings
        self.keys.draw(surface)
        if self.unsaved_words():
            draw_unsaved(surface, self.unsaved_words())

    def unsaved_words(self) -> str:
        """While this game's moves cannot be saved, the banner's words: why, and since
        when on the player's clock; else ''."""
        unsaved = getattr(self.keeper, "unsaved", None)
        if unsaved is None:
            return ""
        return tr("table.unsaved", problem=unsaved.problem, time=local_time(unsaved.since))

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
        rings = [rect for rect in map(self.place_rect, places) if rect is not None]
        return lit, rings

    def place_rect(self, name: str) -> pygame.Rect | None:
        """Where a place named by a hint or a lesson is on this table now: "stock",
        "discard", "meld" (where you arrange melds), "button:KEY" (one of the table's
        buttons, while it is shown), else what the game's table names (`target_rect`:
        Sting's seats and melds, Rumski's Community); None when it is not there."""
        zones = {
            "stock": self.layout.stock_rect,
            "discard": self.layout.discard_rect,
            "meld": self.layout.meld_rect,
        }
        if name in zones:
            return pygame.Rect(zones[name])
        if name.startswith("button:"):
            button = self.buttons.get(name[7:])
            if button is None or not button.visible:
                return None
            return pygame.Rect(button.get_abs_rect())
        finder = getattr(self, "target_rect", None)  # a game table's own places
        rect = finder(name) if finder is not None else None
        return pygame.Rect(rect) if rect is not None else None

    def draw_hint(self, surface: pygame.Surface) -> None:
        lit, rings = self.hint_rects()
        width = max(2, self.layout.unit // 250)
        for rect in lit + rings:
            hud.draw_glow(surface, rect, GOLD)
        for rect in lit:
            pygame.draw.rect(surface, GOLD, rect.inflate(6, 6), width, border_radius=rect.h // 12)
        for rect in rings:  # its top kept: words sit close above a place (a seat's name row)
            ring = pygame.Rect(rect.x - 3, rect.y, rect.width + 6, rect.height + 3)
            pygame.draw.rect(surface, GOLD, ring, width, border_radius=rect.h // 12)
