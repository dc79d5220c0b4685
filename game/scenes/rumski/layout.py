"""The Rumski table's geometry: where the seat boxes, the piles, the log, the Community
and the must-play tray lie for the window and the seats, the places of the Community's
melds (new ones on empty table), and laying the cards out again after a change
(`relayout`), so every Community card and hand card glides to its place.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.rules import rumski
from game.scenes.rumski.adapter import is_wild
from game.text import tr
from game.ui.animation import SETTLE
from game.ui.cards import card_width
from game.ui.layout import SeatSpot
from game.ui.meld_area import MeldPlace, roomy_melds
from game.ui.move_log import row_height
from game.ui.rumski.community_edit import lone_wild
from game.ui.sprites import CardSprite, fan_positions

COMMUNITY_TALLEST = 0.13  # of the window's height: Community cards stay smaller than the hand's


class RumskiLayout:
    """Layout of `RumskiTableScene`."""

    def tray_wanted(self, community: tuple) -> bool:
        return self.must_play_count() > 0 or any(lone_wild(meld) for meld in community)

    def tray_words(self) -> str:
        """The tray's label for what waits in it: "Must play" while a wild must go into a
        meld this turn (RU-8: taken from the pile, or freed from the Community — also
        while it is carried); "Not a meld yet" when every wild alone in it is one of your
        own played from your hand this turn, which may as well go back to it (issue 18
        leftovers: a wild dropped alone on "+ new meld" was labelled "Must play")."""
        observation = self.observation
        alone = sum(lone_wild(meld) for meld in self.shown)
        own = sum(is_wild(card) for card in observation.staged)
        if alone and not self.must_play_count() and alone <= own:
            return tr("rumski.tray_not_a_meld")
        return tr("table.must_play")

    def bot_rows_shown(self) -> bool:
        """The "Show bot hands" practice is on and some other seat is a bot: each seat box
        holds a row of that bot's cards face up, under its name."""
        if not self.open_hands or self.hot_seat:
            return False
        return any(
            seat.is_bot for index, seat in enumerate(self.controller.seats) if index != self.viewer
        )

    def place_table(self) -> None:
        """Seat boxes along the top, piles in a column at the left, the Community in the
        middle, the move log under the piles, the prompt between the log and the buttons.
        Heights follow the words (large text) and the bots' cards when they are shown."""
        bot_rows = self.bot_rows_shown()
        key = (self.layout.size, self.shown, self.viewer, self.tray_wanted(self.shown), bot_rows)
        if key == self.geometry_key:
            return
        self.geometry_key = key
        ctop = self.place_seats(bot_rows)
        self.place_piles_and_log(ctop)
        layout = self.layout
        u = layout.unit
        width = layout.size[0]
        left = layout.margin + int(0.02 * u) + card_width(int(0.15 * u)) + int(0.05 * u)
        bottom = self.log_rect.y - int(0.015 * u)
        self.community_rect = pygame.Rect(left, ctop, width - layout.margin - left, bottom - ctop)
        # The prompt and refusals sit between the Community and the hand, clear of the
        # move log at the left and the buttons at the right.
        middle = (self.log_rect.right + layout.buttons_left) // 2
        layout.message_centre = (middle, bottom + int(0.045 * u))
        self.message_room = layout.buttons_left - self.log_rect.right - int(0.024 * u)
        self.places, self.slot_rect, self.tray_rect = self.places_for(self.shown)

    def place_seats(self, bot_rows: bool) -> int:
        """The other seats' boxes in a row under the title, tall enough for their words
        (large text) and, when shown, the bots' cards; returns the Community's top."""
        layout = self.layout
        u = layout.unit
        px = layout.font_small
        seats = len(self.names)
        others = [(self.viewer + step) % seats for step in range(1, seats)]
        gap = int(0.012 * u)
        top = layout.top_bar.bottom + gap
        room = layout.size[0] - 2 * layout.margin
        box_w = min(int(0.36 * u), (room - gap * (len(others) - 1)) // max(1, len(others)))
        box_h = max(int(0.065 * u), int(px * 2.75))  # a name line and a detail line
        self.bot_row_height = max(16, int(0.058 * u)) if bot_rows else 0
        self.seat_line_h = box_h  # the name and detail lines; the bots' row goes under them
        if bot_rows:
            box_h += self.bot_row_height + int(0.012 * u)
        self.boxes = {
            seat: pygame.Rect(layout.margin + index * (box_w + gap), top, box_w, box_h)
            for index, seat in enumerate(others)
        }
        label_h = int(px * 1.35)  # the "Community" label, between the boxes and the area
        return top + box_h + label_h + int(0.008 * u)

    def place_piles_and_log(self, top: int) -> None:
        """The stock and the discard pile in a column at the left from `top`, and the
        move log under them, ending above your badge. The log wants three lines and an
        opened "Why?" of two more rows; the piles share what is left above it, but never
        shrink below a readable size: then the log gives up its reason's rows (it keeps
        its three lines)."""
        layout = self.layout
        u = layout.unit
        px = layout.font_small
        log_bottom = layout.hand_top - int(0.012 * u)
        log_top = log_bottom - int(row_height(px) * 4.5) - px
        pile_label = int(px * 1.6) + 8  # the pile's count under it (rumski.view)
        height = min(int(0.15 * u), (log_top - top - 2 * pile_label - int(0.02 * u)) // 2)
        height = max(int(0.11 * u), height)
        layout.pile_height = height
        pile_w = card_width(height)
        x = layout.margin + int(0.02 * u) + (card_width(int(0.15 * u)) - pile_w) // 2
        layout.stock_rect = pygame.Rect(x, top, pile_w, height)
        layout.discard_rect = pygame.Rect(x, top + height + pile_label, pile_w, height)
        log_top = max(log_top, layout.discard_rect.bottom + pile_label)
        log_top = min(log_top, log_bottom - row_height(px) * 3 - px)
        # As wide as a third of the felt left of the buttons allows (a wide window gives
        # its lines and reasons more room), leaving the rest to the prompt.
        log_w = int((layout.buttons_left - layout.margin) * 0.36)
        log_w = max(int(0.36 * u), min(int(0.48 * u), log_w))
        self.log_rect = pygame.Rect(layout.margin, log_top, log_w, log_bottom - log_top)

    def places_for(
        self, community: tuple
    ) -> tuple[list[MeldPlace], pygame.Rect | None, pygame.Rect | None]:
        """Where each meld of `community` lies (in its order), the new-meld slot, and the
        must-play tray (RU-8) at the Community's right when anything waits in it."""
        if not self.community_rect.width:
            self.place_table()  # the Community's area is known from the first layout on
        u = self.layout.unit
        inner = self.community_rect.inflate(-int(0.02 * u), -int(0.02 * u))
        tray = None
        if self.tray_wanted(community):
            tray_w = int(card_width(int(0.11 * u)) * 2.2)
            tray_h = min(inner.height, int(0.16 * u))
            tray = pygame.Rect(inner.right - tray_w, inner.y, tray_w, tray_h)
            inner.width -= tray_w + int(0.02 * u)
        rows = [i for i, meld in enumerate(community) if not lone_wild(meld)]
        # The Community uses its room (issue 18): melds wrap onto more rows and spread
        # their cards, as large as fits, never larger than COMMUNITY_TALLEST.
        laid, height, slot = roomy_melds(
            rows,
            [len(community[i]) for i in rows],
            inner,
            int(COMMUNITY_TALLEST * u),
            int(0.05 * u),
            slot=2,
        )
        by_index = {place.key: place for place in laid}
        places = []
        waiting = 0
        for index in range(len(community)):
            if index in by_index:
                places.append(by_index[index])
                continue
            card_h = int(0.09 * u)
            rect = pygame.Rect(0, 0, card_width(card_h), card_h)
            step = int(card_h * 0.35)
            rect.topleft = (tray.x + int(0.01 * u) + waiting * step, tray.y + int(0.05 * u))
            waiting += 1
            places.append(MeldPlace(index, rect, (rect,)))
        return places, slot, tray

    def rest_community(self, duration: float) -> None:
        """Every Community card not being carried glides (or, with no `duration`, jumps:
        a resized window, where a move being shown is cut short) to its place."""
        self.place_table()
        if duration <= 0:
            self.community_cards.timeline = []
        for meld, place in zip(self.community_cards.melds, self.places, strict=False):
            for sprite, rect in zip(meld, place.cards, strict=False):
                if sprite.dragging:
                    continue
                sprite.height = rect.height
                if duration <= 0:
                    sprite.hidden = False
                    sprite.place(rect.topleft)
                    sprite.target = rect.topleft
                else:
                    sprite.move_to(rect.topleft, duration)

    def spot(self, seat: int) -> Any:
        self.place_table()
        box = self.boxes[seat]
        radius = int(self.layout.unit * 0.022)
        centre_y = box.y + (self.seat_line_h or box.height) // 2  # beside the name
        return SeatSpot((box.x + radius + 8, centre_y), radius, (0.0, 1.0))

    def target_rect(self, place: str) -> pygame.Rect | None:
        """A hint's places on this table: for a Community play, the melds it changes
        (or the new-meld slot when it only lays new melds)."""
        if place != "community":
            return None
        hinted = getattr(self.hint[1], "community", ()) if self.hint else ()
        kept = {tuple(sorted(meld)) for meld in hinted}
        changed = [
            place.rect for place in self.places if tuple(sorted(self.shown[place.key])) not in kept
        ]
        if changed:
            return changed[0].unionall(changed[1:])
        return self.slot_rect or self.community_rect

    def community_at(self, pos: tuple[int, int]) -> tuple[int, int] | None:
        self.place_table()
        for place in self.places:
            index = place.card_at(pos)
            if index is not None:
                return place.key, index
        return None

    def still_in_hand(self, seat: int | None) -> int:
        """Cards `seat` has played to the Community that are still on their way from its
        seat (its card count drops as each one sets off)."""
        if seat is None or seat != self.community_cards.source:
            return 0
        return sum(1 for sprite in self.community_cards if getattr(sprite, "hidden", False))

    def must_play_count(self) -> int:
        """RU-8: wilds in your hand that must be in the Community when the turn ends."""
        observation = self.observation
        if not (self.my_turn and observation.phase == rumski.PLAY):
            return 0
        held = sum(is_wild(card) for card in observation.hand)
        placed = sum(is_wild(card) for card in observation.staged)
        return min(held, max(0, observation.wilds_to_place - placed))

    def tray_sprites(self) -> list[CardSprite]:
        """The hand's must-play wilds, shown in the tray rather than in the hand."""
        count = self.must_play_count()
        if not count:
            return []
        wilds = [sprite for sprite in self.hand_sprites if is_wild(sprite.card)]
        return wilds[-count:]

    def relayout(self, instant: bool = False, delays: dict | None = None) -> None:
        """The hand fanned at the bottom; must-play wilds wait in the tray (RU-8)."""
        tray = self.tray_sprites()
        layout = self.layout
        if not tray:
            for sprite in self.hand_sprites:
                sprite.height = layout.hand_height
            super().relayout(instant, delays)
            return
        fanned = [sprite for sprite in self.hand_sprites if sprite not in tray]
        positions = fan_positions(
            len(fanned),
            card_width(layout.hand_height),
            layout.hand_centre_x,
            layout.hand_top,
            layout.hand_max_width,
            arc=layout.unit * (0.012 if len(fanned) > 6 else 0.0),
        )
        duration = 0 if instant else SETTLE * self.scale
        for sprite, position in zip(fanned, positions, strict=True):
            sprite.height = layout.hand_height
            sprite.move_to(position, duration)
            self.lift(sprite)
        self.place_table()
        lone = sum(lone_wild(meld) for meld in self.shown)
        height = int(0.09 * layout.unit)
        for index, sprite in enumerate(tray, start=lone):
            sprite.height = height
            x = self.tray_rect.x + int(0.01 * layout.unit) + index * int(height * 0.35)
            sprite.move_to((x, self.tray_rect.y + int(0.05 * layout.unit)), duration)
            sprite.lift_target = layout.select_lift * 0.3 if sprite.selected else 0.0
