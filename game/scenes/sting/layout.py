"""Where things lie on the Sting table: each opponent's panel across the top (badge,
name, open hand, meld area, penalty), your own melds above your hand beside the staging
slot and the tray, the move log (left clear of the Take-It-Back panel, which
`sting.pass_pile` places), the quick reference's band; and the staged cards' preview in the
slot.

Rules shown by this layout (`shared/rules/sting.md`): ST-5a (the staging slot, where a
new meld is built, previewed as it would lie), ST-5d (the tray for the freed wild),
ST-10 (each meld laid tall enough to show its cost), ST-14 (an open hand beside an
opponent's name, or in a row of its own).
"""

from __future__ import annotations

from typing import Any

import pygame

from game.rules import sting
from game.text import tr
from game.ui.cards import card_width
from game.ui.layout import SeatSpot
from game.ui.look import text
from game.ui.meld_area import GAP, MeldPlace, lay_melds, meld_span, roomy_melds, spread_step
from game.ui.seat_places import cards_held
from game.ui.sprites import CardSprite
from game.ui.sting.view import CHIP_CARDS, chip_reach

MELD_SMALLEST = 14  # px: melds shrink this far rather than spill out of their panel
NEW_MELD = 3  # cards: the felt an opponent's panel keeps free for a new meld (ST-5a)
OPPONENT_MELDS = 0.13  # of the window height: an opponent's melds at most (their panel's
# height allows some 0.12 at 16:10 and 16:9)
BADGE_INSET = 6  # px: an opponent's badge (and the hand of backs beside it) from the panel's top
HEADER_GAP = 0.006  # of the window height: between an opponent's hand of backs and melds
OPEN_HAND = 0.056  # of the window height: an open hand's row, at least (ST-14)
OPEN_HAND_TALLEST = 0.066  # … and at most, when the melds have room to spare
NARROW_PANEL = 0.36  # of the window height: an opponent's panel narrower puts its penalty below
LABEL_ROW = 0.034  # of the window height: the words row atop your meld area and the staging
# slot ("In front of you"; the staged meld's cost, or "not a meld yet"), above their cards


def one_line_strip(px: int) -> int:
    """The height of the message strip's one-line panel at text size `px`
    (`hud.draw_message`: the words' height and half a size above and below)."""
    return text(" ", px).get_height() + px  # a line of any words is this high


class StingLayout:
    """The Sting table's geometry, as part of `StingTableScene` (kept on the scene:
    `places`, `areas`, `boxes`, `stage_rect`, `tray_rect`, `log_rect`, `reference_band`,
    recomputed only when `geometry_key` changes)."""

    def place_table(self) -> None:
        """Where each seat's panel, meld area and meld lie (recomputed when they change).

        Opponents sit in a row of panels across the top, each a badge and name over
        the melds in front of them; the viewer's melds lie above the hand, beside the
        staging slot and the tray."""
        key = (self.layout.size, self.mirror_version, self.viewer, self.swap is not None)
        if key == self.geometry_key:
            return
        self.geometry_key = key
        layout = self.layout
        u = layout.unit
        width = layout.size[0]
        seats = len(self.names)
        opponents = [(self.viewer + step) % seats for step in range(1, seats)]
        gap = int(0.012 * u)
        top = layout.top_bar.bottom + gap
        # The message strip lies between the piles' words and the melds in front of you,
        # clear of both (issue 18): where that band is too low for it, the piles rise.
        high, low = self.message_band()
        layout.lift_piles(one_line_strip(layout.font_body) - (low - high))
        open_hands = bool(self.observation.options.get("open_hands"))
        # The panels reach down near the piles, their melds as tall as they can be (issue
        # 18: they lay small); open hands need their row as well: nearer still.
        bottom = layout.stock_rect.y - int((0.012 if open_hands else 0.02) * u)
        room = width - 2 * layout.margin
        box_w = min(int(0.9 * u), (room - gap * (len(opponents) - 1)) // len(opponents))
        left = layout.margin + (room - box_w * len(opponents) - gap * (len(opponents) - 1)) // 2
        self.areas = {}
        self.boxes = {}
        # The name and the detail line under it; an open hand's row starts below them.
        name_row = self.open_row_top = int((0.056 if open_hands else 0.05) * u)
        # Narrow panels (five opponents, or a square window) have no room for the penalty
        # beside the name: it gets a strip at the panel's foot, below the melds, or the
        # end of the open hand's row (ST-14).
        self.narrow_panels = box_w < int(NARROW_PANEL * u)
        footer = int(layout.font_small * 1.6) if self.narrow_panels and not open_hands else 0
        for index, seat in enumerate(opponents):
            self.boxes[seat] = pygame.Rect(left + index * (box_w + gap), top, box_w, bottom - top)
        self.open_row = 0
        if open_hands and not self.open_hand_fits_beside_name(box_w):
            self.open_row = self.open_row_height(opponents, name_row)
        else:
            name_row = self.open_row_top = int(0.05 * u)
        header = name_row + int(self.open_row * 1.1)
        if not self.open_row:  # the melds start clear of the hand beside the name
            header = max(header, self.backs_bottom() + int(HEADER_GAP * u))
        for seat in opponents:
            box = self.boxes[seat]
            self.areas[seat] = pygame.Rect(box.x, box.y + header, box.w, box.h - header - footer)
        own_width = int(layout.hand_max_width * 0.6)
        # Level with the staging slot and the tray, under the message strip (issue 18: it
        # reached up into the strip), down to just above a selected card's lift.
        own = pygame.Rect(
            layout.hand_left, layout.meld_top, own_width, layout.meld_height + int(0.012 * u)
        )
        self.areas[self.viewer] = own
        self.boxes[self.viewer] = own
        right = own.right + int(0.02 * u)
        slot_w = layout.hand_right - right
        self.stage_rect = pygame.Rect(right, layout.meld_top, int(slot_w * 0.7), layout.meld_height)
        self.tray_rect = pygame.Rect(
            self.stage_rect.right + int(0.015 * u),
            layout.meld_top,
            layout.hand_right - self.stage_rect.right - int(0.015 * u),
            layout.meld_height,
        )
        # The move log fills the felt left of the piles (its lines name cards in words),
        # and ends before the draw pile's words, which may be wider than the pile (German
        # "Nachziehstapel 62" in Large text lay under the log).
        words = text(tr("sting.draw_pile", count=88), layout.font_small).get_width()
        left = min(layout.stock_rect.x, layout.stock_rect.centerx - words // 2)
        room = min(left, self.answer_box().x) - layout.margin - int(0.02 * u)
        log_width = min(int(0.6 * u), room)
        self.log_rect = pygame.Rect(
            layout.margin,
            layout.stock_rect.y + int(0.015 * u),
            max(int(0.4 * u), log_width),
            int(0.2 * u),
        )
        self.places = {}
        for seat, area in self.areas.items():
            ids = [meld_id for meld_id, (owner, _) in self.melds.items() if owner == seat]
            sizes = [len(self.melds[meld_id][1]) for meld_id in ids]
            if seat == self.viewer:
                inner = area.inflate(-int(0.012 * u), 0)
                row = self.own_label_row()
                inner.y, inner.h = area.y + row, area.h - row - int(0.002 * u)
                places, _ = self.lay_roomy(ids, sizes, inner, inner.h, inner)
            else:
                places, _ = self.lay_opponent_melds(ids, sizes, self.meld_room(area))
            for place in places:
                self.places[place.key] = place
        # The quick reference opens over the middle of the table (the log, the piles and
        # the message strip), between the opponents' panels and the melds in front of
        # you: it hides no one's melds.
        band_top = max(self.boxes[seat].bottom for seat in opponents) + int(0.015 * u)
        band_bottom = own.y - int(0.01 * u)
        self.reference_band = pygame.Rect(
            layout.margin, band_top, width - 2 * layout.margin, band_bottom - band_top
        )

    def message_band(self) -> tuple[int, int]:
        """The band the message strip keeps inside: from a little below the piles' words
        (centred a font_small under the piles, `pile_word_places`) to a little above the
        melds in front of you (their area's top is the layout's `meld_top`)."""
        layout = self.layout
        words_bottom = layout.stock_rect.bottom + layout.font_small * 7 // 4
        return words_bottom + layout.margin // 4, layout.meld_top - layout.margin // 3

    def lay_opponent_melds(
        self, keys: list, sizes: list[int], inner: pygame.Rect
    ) -> tuple[list[MeldPlace], int]:
        """An opponent's melds in `inner` as tall as the panel lets them lie (issue 18:
        they lay small in its top corner), spread out when they lie as tall in all of it
        but the felt a new meld of three needs (ST-5a: where one is dropped)."""
        tallest = min(int(OPPONENT_MELDS * self.layout.unit), inner.h)
        keep = meld_span(NEW_MELD, tallest) + int(card_width(tallest) * GAP)
        room = pygame.Rect(inner.x, inner.y, max(0, inner.w - keep), inner.h)
        return self.lay_roomy(keys, sizes, inner, tallest, room)

    def lay_roomy(
        self, keys: list, sizes: list[int], inner: pygame.Rect, tallest: int, room: pygame.Rect
    ) -> tuple[list[MeldPlace], int]:
        """Melds in `inner` at most `tallest` px high: overlapped in rows (`lay_melds`),
        or, when they lie as tall spread out in `room` (a part of `inner`), that spread
        (`roomy_melds`): whole cards side by side rather than corners over empty felt
        (new-user trial: an opponent's melds overlapped in half their panel, the melds in
        front of you lay in a heap)."""
        overlapped = lay_melds(keys, sizes, inner, tallest, MELD_SMALLEST)
        spread, height, _ = roomy_melds(keys, sizes, room, tallest, MELD_SMALLEST)
        return (spread, height) if height >= overlapped[1] else overlapped

    def backs_bottom(self) -> int:
        """How far below an opponent's panel top their hand of backs (beside the name)
        reaches (`spot`; the painter draws it from the badge's top)."""
        return BADGE_INSET + self.spot_height()

    def meld_room(self, area: pygame.Rect) -> pygame.Rect:
        """Where an opponent's melds lie inside their meld area."""
        u = self.layout.unit
        return area.inflate(-int(0.014 * u), -int(0.014 * u))

    def open_hand_fits_beside_name(self, box_w: int) -> bool:
        """ST-14: on a wide panel an open hand lies beside the name, between the
        detail line and the penalty chip, as a closed hand does, and leaves the melds
        all the panel's height; on a narrower one it needs a row of its own."""
        layout = self.layout
        px = layout.font_small
        radius = int(layout.unit * 0.022)
        name_x = 8 + 2 * radius + int(px * 0.6)
        widest = tr("table.score_line", points=100, cards=cards_held(12))
        detail = text(widest, int(px * 0.9)).get_width()
        chip = text(tr("sting.penalty", penalty=100), px, bold=True).get_width() + 2 * px
        height = int(self.spot_height() * 0.9)
        needed = card_width(height) * (1 + 0.3 * 11)  # twelve cards, a third showing each
        return box_w - name_x - detail - px - chip >= needed

    def open_row_height(self, opponents: list[int], name_row: int) -> int:
        """ST-14 open hands: the height of the row of face-up cards under each
        opponent's name. The melds come first: the row is the tallest that lets the
        most opponents' melds lie tall enough to show their costs (a panel too crowded
        for that at any row height does not shrink everyone's hand), between OPEN_HAND
        and OPEN_HAND_TALLEST."""
        u = self.layout.unit
        readable = int(self.layout.font_small * CHIP_CARDS)
        sizes = {
            seat: [len(cards) for owner, cards in self.melds.values() if owner == seat]
            for seat in opponents
        }
        # Never so low that the hand's index corners cannot be read: the open hands are
        # what the option is for; melds that cannot show their costs still show their
        # cards (and each panel its penalty).
        smallest = int(OPEN_HAND * u)
        best, most = smallest, -1
        row = max(self.spot_height(), int(OPEN_HAND_TALLEST * u))
        while True:
            count = 0
            for seat in opponents:
                box = self.boxes[seat]
                top = box.y + name_row + int(row * 1.1)
                inner = self.meld_room(pygame.Rect(box.x, top, box.w, box.bottom - top))
                _, height = self.lay_opponent_melds(sizes[seat], sizes[seat], inner)
                count += height >= readable
            if count > most:
                best, most = row, count
            if row <= smallest or most == len(opponents):
                return best
            row = max(smallest, int(row * 0.9))

    def spot(self, seat: int) -> Any:
        """An opponent's badge sits at the top-left of their panel."""
        self.place_table()
        box = self.boxes[seat]
        radius = int(self.layout.unit * 0.022)
        return SeatSpot((box.x + radius + 8, box.y + radius + BADGE_INSET), radius, (0.0, 1.0))

    def spot_height(self) -> int:
        """Height of an opponent's small hand beside their name."""
        return int(self.layout.unit * 0.048)

    def meld_at(self, pos: tuple[int, int]) -> MeldPlace | None:
        self.place_table()
        for place in self.places.values():
            if place.rect.collidepoint(pos):
                return place
        return None

    def free_felt(self, seat: int) -> pygame.Rect | None:
        """Where a new meld is dropped in `seat`'s area (ST-5a): the felt after their last
        meld (the lesson's ring, a hint's glow and the keyboard's focus show it, and a
        drop at its middle lays rather than adds: new-user trial), else the whole area."""
        self.place_table()
        area = self.areas.get(seat)
        if area is None:
            return None
        ids = [meld_id for meld_id, (owner, _) in self.melds.items() if owner == seat]
        places = [self.places[meld_id] for meld_id in ids if meld_id in self.places]
        if not places:
            return pygame.Rect(area)
        last = max(places, key=lambda place: (place.rect.y, place.rect.x))
        left = last.rect.right + card_width(last.rect.h) // 4
        free = pygame.Rect(left, last.rect.y, area.right - left, area.bottom - last.rect.y)
        return free if free.w >= card_width(last.rect.h) else pygame.Rect(area)

    def area_at(self, pos: tuple[int, int]) -> int | None:
        self.place_table()
        for seat, rect in self.areas.items():
            if rect.collidepoint(pos):
                return seat
        return None

    def relayout(self, instant: bool = False, delays: dict | None = None) -> None:
        staged, self.staged = self.staged, []
        super().relayout(instant, delays)  # the hand fan
        self.staged = staged
        self.place_table()
        duration = 0 if instant else 0.2 * self.scale
        group = self.in_table_order(self.staged_group())
        # The staged cards lie under the slot's words row, where their cost (or "not a
        # meld yet") is said without covering them; the rest of the slot shows them.
        row = self.stage_label_row()
        height = self.stage_rect.h - row
        step = spread_step([len(group)], height, self.stage_rect.w - 12, 0)
        for index, sprite in enumerate(group):
            sprite.height = height
            at = (self.stage_rect.x + 6 + index * step, self.stage_rect.y + row)
            sprite.move_to(at, duration)
            sprite.lift_target = 0.0
        if self.tray is not None:
            self.tray.height = height
            self.tray.move_to((self.tray_rect.x + 6, self.tray_rect.y), duration)

    def stage_label_row(self) -> int:
        """The height of the words row atop your meld area and the staging slot, above
        their cards: it grows with the words (Large text), so "In front of you" and the
        staged meld's cost never lie over the cards."""
        return int(LABEL_ROW * self.layout.unit * self.layout.text_scale)

    def own_label_row(self) -> int:
        """The words row atop the melds in front of you: that of the staging slot, and
        at least as tall as your penalty chip reaches, so no meld lies under the chip
        (new-user trial, 1024x640: it covered a corner of the third meld passed to you)."""
        return max(self.stage_label_row(), chip_reach(self.layout.font_small) + 1)

    def in_table_order(self, sprites: list[CardSprite]) -> list[CardSprite]:
        """The staged cards as the meld would lie (a run from its low end, the engine's
        first reading), so the slot previews it; as staged while it is no meld yet."""
        options = sting.layouts([sprite.card for sprite in sprites])
        if not options:
            return sprites
        remaining = list(sprites)
        ordered = []
        for card in options[0].cards:
            sprite = next(s for s in remaining if s.card == card)
            remaining.remove(sprite)
            ordered.append(sprite)
        return ordered

    def staged_group(self) -> list[CardSprite]:
        group = list(self.staged[0]) if self.staged else []
        if self.staged_discard is not None:
            group.append(self.staged_discard)
        return group
