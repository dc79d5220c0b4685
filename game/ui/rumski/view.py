"""Drawing Rumski's table: the Community as rows of melds, each outlined legal (green)
or not yet legal (red) while the turn is worked out; picked Community cards; wilds
that must be played; the discard pile lit only for cards that follow it.

Rules shown: RU-4/RU-7 (legal melds), RU-8 (wilds to place), RU-9 (what may be
discarded), RU-6 (who has opened). Reads the table scene; never changes it.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.rules import rumski
from game.rules.rumski.melds import GROUP
from game.text import tr
from game.ui import hud
from game.ui.hud import fitting_size
from game.ui.look import GOLD, INK, INK_SOFT, text, wrap
from game.ui.rumski.community_edit import lone_wild, reading_as_laid
from game.ui.seat_places import cards_held, fit_words
from game.ui.table_view import TablePainter
from game.ui.tooltip import draw_tooltip
from game.ui.wild_mark import draw_wild_mark

LEGAL = (110, 220, 130)
ILLEGAL = (235, 90, 80)
PICKED = (255, 200, 90)


def wild_in(meld: tuple) -> tuple[int, Any, bool] | None:
    """The wild of a legal meld as it lies: (its index, the card it stands for, whether
    the meld is a group, whose wild has no fixed colour); None for a meld with none."""
    reading = reading_as_laid(meld)
    if reading is None or reading.wild_as is None:
        return None
    if reading.cards == tuple(meld):
        index = reading.cards.index(rumski.WILD)
    else:
        index = next(i for i, card in enumerate(meld) if card.is_wild)
    return index, reading.wild_as, reading.kind == GROUP


def layout_px(px: int, times: float) -> int:
    return int(px * times)


def draw_fitted(
    surface: pygame.Surface,
    words: str,
    px: int,
    room: pygame.Rect,
    anchor: str = "topleft",
    bold: bool = False,
) -> tuple[pygame.Rect, str]:
    """`words` at `room`'s `anchor`, in a size that fits its width: down to three
    quarters of `px`, then cut with an ellipsis (a narrow seat box with large text).
    Names are bold and bright, the rest soft; returns where they lie and as shown."""
    size = fitting_size(words, px, room.width, max(9, int(px * 0.75)), bold)
    shown = fit_words(words, size, room.width, bold)
    colour = INK if bold else INK_SOFT
    where = getattr(room, anchor)
    return hud.draw_text(surface, shown, size, colour, where, anchor, bold, room=room), shown


class RumskiPainter(TablePainter):
    """Draws one Rumski table scene."""

    unsettled_now: frozenset = frozenset()  # as of the last layer key
    tip_rect: pygame.Rect | None = None  # a button's tip, as last drawn

    def current_layer_key(self) -> tuple:
        table = self.table
        arriving = table.still_in_hand(table.controller.to_act)
        self.unsettled_now = self.unsettled()
        key = (table.shown, self.unsettled_now, table.tray_rect, arriving, table.bot_row_height)
        return (*super().current_layer_key(), *key)

    def unsettled(self) -> frozenset:
        """The Community cards not at rest (moving, carried, or not yet set off): drawn
        each frame; the rest are drawn once into the layer, even mid-rearrangement."""
        return frozenset(
            id(sprite)
            for sprite in self.table.community_cards
            if sprite.moving or sprite.dragging or getattr(sprite, "hidden", False)
        )

    def draw(self, surface: pygame.Surface) -> None:
        table = self.table
        observation = table.observation
        table.place_table()
        surface.blit(self.refreshed_layer(observation), (0, 0))
        self.draw_thinking(surface)
        if self.unsettled_now:  # some Community cards are on the move
            self.draw_moving(surface)
        self.draw_live(surface, observation)
        self.draw_hand(surface)
        table.animator.draw(surface)
        self.draw_message(surface)
        if table.drag is not None:  # the carried cards pass over everything
            self.draw_drag(surface)

    def draw_layer(self, layer: pygame.Surface, observation: Any) -> None:
        table = self.table
        self.draw_header(layer, observation)
        self.draw_seats(layer, observation)
        self.draw_bot_rows(layer)
        self.draw_piles(layer, observation)
        self.draw_community(layer, observation)
        hud.draw_log(layer, table.log_rect, table.log, table.layout.font_small, 3)

    def draw_over(self, surface: pygame.Surface) -> None:
        """A button's tip (issue 18, new-user trial: pygame_gui's own tip over the Hint
        button covered End turn and the hand's last card): in the room above the hand,
        right of the middle and just left of the buttons, under the message strip; none
        while a scene lies over the table."""
        table = self.table
        self.tip_rect = None
        found = table.button_tip()
        if found is None or table.app.stack.top is not table:
            self.draw_name_tip(surface)
            return
        words, button = found
        layout = table.layout
        strip = self.message_rect
        top = strip.bottom if strip is not None else layout.message_centre[1]
        top += layout.font_small // 3
        bottom = layout.hand_top
        room = pygame.Rect(layout.hand_left, top, button.left - layout.hand_left, bottom - top)
        self.tip_rect = draw_tooltip(
            surface, words, (room.right, bottom), layout.font_small, room, (), bottom
        )

    def draw_seats(self, surface: pygame.Surface, observation: Any) -> None:
        table = self.table
        layout = table.layout
        to_act = table.controller.to_act
        px = layout.font_small
        for seat, box in table.boxes.items():
            surface.blit(hud.panel(box.width, box.height, (10, 30, 22, 130), px // 2), box)
            spot = table.spot(seat)
            hud.draw_badge(
                surface, spot.centre, spot.radius, table.names[seat], seat, seat == to_act
            )
            x = spot.centre[0] + spot.radius + px // 2
            points = tr("table.points", points=observation.totals[seat])
            right = box.right - px // 2
            room = pygame.Rect(right - box.width // 3, box.y + px // 3, box.width // 3, px)
            score, _ = draw_fitted(surface, points, int(px * 0.9), room, "topright")
            room = pygame.Rect(x, box.y + px // 4, score.left - px // 2 - x, int(px * 1.2))
            name = table.names[seat]
            self.note_cut(*draw_fitted(surface, name, px, room, bold=True), name)
            state = tr("rumski.opened" if observation.opened[seat] else "rumski.not_opened")
            count = observation.hand_counts[seat] + table.still_in_hand(seat)
            detail = tr("rumski.seat_detail", cards=cards_held(count), state=state)
            detail = self.plate_detail(seat, detail)
            room = pygame.Rect(x, box.y + int(px * 1.45), box.right - x - px // 3, px)
            draw_fitted(surface, detail, int(px * 0.9), room)
        self.draw_viewer_badge(surface, observation.totals[table.viewer], to_act)

    def draw_bot_hands(self, surface: pygame.Surface) -> None:
        """Drawn with the seats, in the layer (`draw_bot_rows`): a card carried over a
        seat box passes over them, and a bot's hand is read once per move."""

    def draw_bot_rows(self, surface: pygame.Surface) -> None:
        """ "Show bot hands" practice: each bot's cards face up in a row along the bottom
        of its seat box (the box is made tall enough for them, `place_table`)."""
        table = self.table
        height = table.bot_row_height
        if not height:
            return
        pad = max(4, table.layout.font_small // 3)
        for seat, box in table.boxes.items():
            cards = table.bot_hand(seat)
            if cards:
                topleft = (box.x + pad, box.bottom - height - pad // 2)
                self.draw_face_row(surface, cards, topleft, box.width - 2 * pad, height)

    def draw_piles(self, surface: pygame.Surface, observation: Any) -> None:
        layout = self.table.layout
        faces = self.table.app.faces
        height = layout.pile_height
        stock = layout.stock_rect
        if observation.stock_count:
            surface.blit(faces.shadow(height), faces.shadow_at(stock.topleft, height))
            surface.blit(faces.back(height), stock.topleft)
        else:
            pygame.draw.rect(surface, (230, 240, 230), stock, 2, border_radius=height // 14)
        hud.draw_label(
            surface,
            tr("table.stock", count=observation.stock_count),
            layout.font_small,
            (stock.centerx, stock.bottom + int(layout.font_small * 0.8) + 6),
            INK_SOFT,
        )
        pile = observation.discard_pile
        rect = layout.discard_rect
        visible = self.draw_discard_pile(surface, pile, 3)
        hud.draw_label(
            surface,
            tr("rumski.discard_count", count=len(pile)),
            layout.font_small,
            (rect.centerx, rect.bottom + int(layout.font_small * 0.8) + 6),
            INK_SOFT,
        )
        if self.table.my_turn and observation.phase == rumski.DRAW:
            hud.draw_glow(surface, stock, GOLD)  # an invitation: draw from either pile
            if visible:
                hud.draw_glow(surface, rect, GOLD)

    def draw_community(self, surface: pygame.Surface, observation: Any) -> None:
        table = self.table
        rect = table.community_rect
        px = table.layout.font_small
        surface.blit(hud.panel(rect.width, rect.height, (0, 0, 0, 60), px), rect)
        place = (rect.x + px // 2, rect.y - 2)
        hud.draw_text(surface, tr("rumski.community"), px, INK_SOFT, place, "bottomleft", True)
        tray = table.tray_rect
        if tray is not None:
            surface.blit(hud.panel(tray.width, tray.height, (60, 40, 0, 120), px // 2), tray)
            pygame.draw.rect(surface, GOLD, tray, 2, border_radius=px // 2)
            self.draw_tray_words(surface, table.tray_words(), tray, px)
        for sprite in table.community_cards:
            if id(sprite) not in self.unsettled_now:
                self.draw_card(surface, sprite.card, sprite.height, (sprite.x, sprite.y), True)
        self.draw_wild_marks(surface)
        if table.slot_rect is not None and table.my_turn and observation.phase == rumski.PLAY:
            slot = table.slot_rect
            pygame.draw.rect(surface, (235, 245, 235), slot, 2, border_radius=px // 2)
            hud.draw_label(surface, "+", layout_px(px, 2), slot.center, INK_SOFT, True)
            hud.draw_label(
                surface,
                tr("table.new_meld"),
                int(px * 0.8),
                (slot.centerx, slot.bottom - px),
                INK_SOFT,
            )

    def draw_tray_words(
        self, surface: pygame.Surface, words: str, tray: pygame.Rect, px: int
    ) -> None:
        """The tray's label across its top, over the cards waiting in it: on one line
        when it fits the tray, else smaller on two ("Pas encore une combinaison")."""
        room = tray.width - px // 2
        if text(words, px, GOLD, True).get_width() <= room:
            hud.draw_label(surface, words, px, (tray.centerx, tray.y + px), GOLD, True)
            return
        small = max(10, int(px * 0.8))
        step = text(" ", small, GOLD, True).get_height()
        for row, line in enumerate(wrap(words, small, room, True)[:2]):
            centre = (tray.centerx, tray.y + small // 4 + step // 2 + row * step)
            hud.draw_label(surface, line, small, centre, GOLD, True)

    def draw_wild_marks(self, surface: pygame.Surface) -> None:
        """Each wild at rest in a legal meld shows the card it stands for (RU-4): its
        place in a run, or in a group its number (the colour is any the group lacks)."""
        blind = self.table.app.faces.colour_blind
        for meld in self.table.community_cards.melds:
            if any(id(sprite) in self.unsettled_now for sprite in meld):
                continue
            found = wild_in(tuple(sprite.card for sprite in meld))
            if found is not None:
                index, stands_for, group = found
                sprite = meld[index]
                pos, height = (sprite.x, sprite.y), sprite.height
                room = meld[index + 1].x - sprite.x if index + 1 < len(meld) else height
                draw_wild_mark(surface, stands_for, "rumski", height, pos, room, group, blind)

    def draw_moving(self, surface: pygame.Surface) -> None:
        """The Community's cards that glide (a rearrangement being shown), over the ones
        at rest in the layer."""
        moving = [
            sprite
            for sprite in self.table.community_cards
            if sprite.moving and not sprite.dragging and not getattr(sprite, "hidden", False)
        ]
        faces = self.table.app.faces
        for sprite in moving:  # lifted, with a dragged card's shadow: a hand is moving it
            height = sprite.height
            position = (sprite.x, sprite.y)
            surface.blit(faces.shadow(height, True), faces.shadow_at(position, height, True))
            wild = self.table.adapter.is_wild(sprite.card, self.table.observation)
            surface.blit(faces.face(sprite.card, self.table.adapter.game, height, wild), position)

    def draw_message(self, surface: pygame.Surface) -> None:
        """The prompt, a hint or a refusal, between the move log and the buttons: made
        smaller, then wrapped to two lines, so it never runs over either."""
        table = self.table
        layout = table.layout
        if table.message_left > 0:
            words = table.message
            alpha = int(255 * min(1.0, table.message_left / 0.4))
            back = hud.MESSAGE_BAD if table.message_bad else hud.MESSAGE_BACK
        elif table.my_turn and not table.pending:
            words, alpha, back = table.adapter.prompt(table.observation), 255, hud.PANEL
        else:
            return
        if not words or alpha <= 0:
            return
        room = table.message_room or layout.size[0]
        px, lines = hud.fit_lines(words, layout.font_body, room)
        panel = hud.message_panel(lines, px, back)
        height = panel.get_height()
        panel.set_alpha(alpha)
        cx, cy = layout.message_centre
        cy = max(cy, table.community_rect.bottom + 4 + height // 2)  # clear of the Community
        surface.blit(panel, panel.get_rect(center=(cx, cy)))

    def draw_live(self, surface: pygame.Surface, observation: Any) -> None:
        """Each frame: legal / illegal outlines, picked cards, glowing drop targets (the
        keyboard's focus ring is drawn over the whole table: `focus.TableFocus.draw`)."""
        table = self.table
        community = table.shown
        working = table.my_turn and observation.phase == rumski.PLAY
        calm = table.community_cards.calm
        if calm and (working or observation.staged):
            for place in table.places:
                if lone_wild(community[place.key]):
                    continue
                legal = rumski.is_meld(community[place.key])
                colour = LEGAL if legal else ILLEGAL
                pygame.draw.rect(surface, colour, place.rect.inflate(8, 8), 3, border_radius=8)
        for meld, index in table.picked:
            if meld < len(table.places) and index < len(table.places[meld].cards):
                card_rect = table.places[meld].cards[index]
                pygame.draw.rect(surface, PICKED, card_rect.inflate(4, 4), 3, border_radius=6)
        if working and calm:
            for place in table.places:
                if lone_wild(community[place.key]):
                    hud.draw_glow(surface, place.cards[0], GOLD)
            for sprite in table.tray_sprites():
                hud.draw_glow(surface, sprite.rect, GOLD)
        drag = table.drag
        if drag is not None:
            for target in drag.targets:
                if target.accepts and target.name != "hand":
                    hud.draw_glow(surface, target.rect)
