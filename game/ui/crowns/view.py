"""Drawing the Crowns table: the shared table's painter, with Crowns' melds — each
opponent's laid melds, small, in its place round the table (CR-11, CR-12; its fan of
backs until then), the viewer's laid melds above the hand, and the melds being arranged
with the "new meld" slot while it is the viewer's turn.

Reads the table scene; never changes it.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.rules.crowns import meld_reading
from game.text import tr
from game.ui import hud
from game.ui.cards import card_width
from game.ui.look import INK_SOFT, text
from game.ui.meld_area import lay_melds
from game.ui.table_view import TablePainter
from game.ui.wild_mark import draw_wild_mark


class CrownsPainter(TablePainter):
    """Draws the Crowns table scene."""

    def draw_seats(self, surface: pygame.Surface, observation: Any) -> None:
        to_act = self.table.controller.to_act
        totals = observation.totals
        counts = observation.hand_counts
        for seat in range(len(self.table.names)):
            if seat == self.table.viewer:
                continue
            spot = self.table.spot(seat)
            radius = spot.radius
            cx, cy = spot.centre
            laid = observation.laid[seat] if seat < len(observation.laid) else ()
            arriving = self.table.animator.landing(f"seat:{seat}")
            count = max(0, counts[seat] - arriving)
            if laid:
                if not self.table.animator.landing(f"melds:{seat}"):
                    self.draw_small_melds(surface, laid, spot)
            elif count:
                self.draw_backs(surface, count, self.fan_centre(spot))
            hud.draw_badge(surface, (cx, cy), radius, self.table.names[seat], seat, seat == to_act)
            self.draw_seat_words(surface, spot, self.table.names[seat], totals[seat], counts[seat])
        self.draw_viewer_badge(surface, totals[self.table.viewer], to_act)

    def readings(self, melds: Any) -> list[tuple]:
        """Each laid meld as it reads (CR-10, `meld_reading`): its cards in reading order
        (a run from its lowest rank up) and what each wild stands for."""
        wild_rank = self.table.observation.wild_rank
        return [meld_reading(meld, wild_rank) for meld in melds]

    def small_meld_places(self, melds: Any, spot: Any) -> tuple[list[tuple], int]:
        """(card, top-left) of an opponent's laid melds, small, inside its cards' place
        (overlapped more, or smaller, when they are many), in reading order, and the
        cards' height."""
        melds = [cards for cards, _ in self.readings(melds)]
        places, height = lay_melds(
            range(len(melds)),
            [len(meld) for meld in melds],
            spot.melds,
            self.table.layout.small_meld_height,
            centred=True,
        )
        return [
            (card, rect.topleft)
            for place in places
            for card, rect in zip(melds[place.key], place.cards, strict=True)
        ], height

    def own_meld_places(self, melds: Any) -> list[tuple]:
        """(card, top-left) of the viewer's laid melds, in the row above the hand, in
        reading order."""
        melds = [cards for cards, _ in self.readings(melds)]
        layout = self.table.layout
        width = card_width(layout.meld_height)
        step = layout.meld_row_step([len(meld) for meld in melds])
        x = layout.meld_rect.x
        places = []
        for meld in melds:
            for index, card in enumerate(meld):
                places.append((card, (x + index * step, layout.meld_top)))
            x += width + step * (len(meld) - 1) + layout.meld_gap
        return places

    def draw_small_melds(self, surface: pygame.Surface, melds: Any, spot: Any) -> None:
        table = self.table
        faces = table.app.faces
        places, height = self.small_meld_places(melds, spot)
        for card, place in places:
            wild = table.adapter.is_wild(card, table.observation)
            surface.blit(faces.face(card, table.adapter.game, height, wild), place)
        self.draw_wild_marks(surface, melds, places, height)

    def draw_wild_marks(
        self, surface: pygame.Surface, melds: Any, places: list[tuple], height: int
    ) -> None:
        """On each wild of the laid `melds` (drawn at `places`, in reading order), the
        card it stands for (issue 18): its rank in a book, its rank and suit in a run."""
        blind = self.table.app.faces.colour_blind
        start = 0
        for cards, stands_for in self.readings(melds):
            spots = [pos for _, pos in places[start : start + len(cards)]]
            start += len(cards)
            for index, stands in stands_for:
                x, y = spots[index]
                after = spots[index + 1][0] if index + 1 < len(spots) else x + card_width(height)
                book = not stands.suit
                draw_wild_mark(
                    surface, stands, "crowns", height, (x, y), int(after - x), book, blind
                )

    def draw_melds(self, surface: pygame.Surface, observation: Any) -> None:
        """The viewer's laid melds, or the melds being arranged and the new-meld slot."""
        layout = self.table.layout
        viewer = self.table.viewer
        laid = observation.laid[viewer] if viewer < len(observation.laid) else ()
        if laid and not self.table.staged:
            if not self.table.animator.landing(f"melds:{viewer}"):
                places = self.own_meld_places(laid)
                for card, place in places:
                    self.draw_card(surface, card, layout.meld_height, place, True)
                self.draw_wild_marks(surface, laid, places, layout.meld_height)
            return
        arranging = self.table.my_turn and self.table.adapter.can_arrange(observation)
        if not (arranging or self.table.staged):
            return
        rects = self.table.meld_group_rects()
        glowing = (
            {t.name for t in self.table.drag.targets if t.accepts} if self.table.drag else set()
        )
        slot = rects[-1]
        slot = pygame.Rect(slot.x, slot.y, card_width(layout.meld_height), layout.meld_height)
        pygame.draw.rect(surface, (235, 245, 235), slot, 2, border_radius=layout.meld_height // 12)
        hud.draw_label(surface, "+", layout.font_big, slot.center, INK_SOFT, True)
        px = int(layout.font_small * 0.85 / layout.text_scale)  # the slot does not grow
        new_meld = tr("table.new_meld")
        while px > 9 and text(new_meld, px).get_width() > slot.width - 6:
            px -= 1  # a small window's slot is narrow: the words stay inside it
        hud.draw_label(
            surface, new_meld, px, (slot.centerx, slot.bottom - layout.font_small), INK_SOFT
        )
        for index, rect in enumerate(rects):
            if f"meld:{index}" in glowing:
                hud.draw_glow(surface, rect if index < len(rects) - 1 else slot)
        for group in self.table.staged:
            for sprite in group:
                if not sprite.dragging:
                    self.draw_card(surface, sprite.card, sprite.height, (sprite.x, sprite.y), True)
            self.mark_planned(surface, group)

    def mark_planned(self, surface: pygame.Surface, group: list) -> None:
        """A meld being arranged that is a meld shows what its wilds stand for too, each
        on its own wild where the player put it (the reading keeps the wilds' order)."""
        if any(sprite.dragging or sprite.moving for sprite in group):
            return
        _, stands_for = meld_reading(
            [sprite.card for sprite in group], self.table.observation.wild_rank
        )
        wilds = [
            sprite
            for sprite in group
            if self.table.adapter.is_wild(sprite.card, self.table.observation)
        ]
        blind = self.table.app.faces.colour_blind
        for (_, stands), sprite in zip(stands_for, wilds, strict=False):
            after = [other.x for other in group if other.x > sprite.x]
            room = int((min(after) if after else sprite.x + card_width(sprite.height)) - sprite.x)
            pos = (sprite.x, sprite.y)
            draw_wild_mark(
                surface, stands, "crowns", sprite.height, pos, room, not stands.suit, blind
            )
