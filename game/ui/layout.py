"""Where everything sits on the table, as fractions of the window height.

`TableLayout(size, seat_count)` is recomputed on every resize; nothing on the table
uses fixed pixels. The player at the bottom is the viewer; the other seats go
around an ellipse, evenly spread over its upper part so that up to 13 opponents
never reach into the hand.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game.ui.cards import card_width
from game.ui.meld_area import spread_step
from game.ui.seat_places import (
    badge_rect,
    ideal_cards,
    label_block,
    label_style,
    place_cards,
    widen,
    words_above,
)

# A crowded table's arc (9-14 seats), in degrees: its lowest seats sit high enough
# that their words keep clear of the row of your melds and of the buttons.
CROWDED_ARC = (164.0, 376.0)


@dataclass(frozen=True)
class SeatSpot:
    """One opponent's place: the badge centre, its radius, the way to the table centre;
    round the ellipse also its words' block and where its cards lie (`seat_places`)."""

    centre: tuple[int, int]
    radius: int
    towards_centre: tuple[float, float]  # unit vector from the seat to the table centre
    label: pygame.Rect | None = None  # the name and score lines
    cards: pygame.Rect | None = None  # the fan of backs
    melds: pygame.Rect | None = None  # the melds laid: the fan's place, wider if it can be
    words_above: bool = False  # the words over the badge (the thinking dots then under it)


class TableLayout:
    """Every rect and size of the table for a window of `size` with `seat_count` seats."""

    text_scale = 1.0  # 1.25 with the large-text setting; read when a layout is made
    card_scale = 1.0  # the card-size setting: your hand's cards smaller or larger

    def __init__(self, size: tuple[int, int], seat_count: int):
        width, height = size
        self.size = size
        self.unit = height
        u = height
        self.margin = int(0.025 * u)
        # The large-text setting grows the table's words and the buttons that hold them
        # (TableScene sets the scale from the setting).
        self.text_scale = words = TableLayout.text_scale
        # The hand at the bottom, with the action buttons to its right.
        self.button_size = (int(0.25 * u * words), int(0.052 * u * min(words, 1.1)))
        self.button_gap = int(0.012 * u)
        self.buttons_left = width - self.margin - self.button_size[0]
        self.card_scale = TableLayout.card_scale
        self.hand_height = int(0.2 * u * self.card_scale)
        self.hand_top = height - self.hand_height - int(0.035 * u)
        self.hand_left = self.margin + int(0.14 * u)  # room for the viewer's badge
        self.hand_right = self.buttons_left - self.margin
        self.hand_centre_x = (self.hand_left + self.hand_right) / 2
        self.hand_max_width = self.hand_right - self.hand_left
        self.hover_lift = int(0.028 * u)
        self.select_lift = int(0.05 * u)
        self.hand_rect = pygame.Rect(
            self.hand_left,
            self.hand_top - self.select_lift,
            self.hand_max_width,
            height - self.hand_top + self.select_lift,
        )
        self.viewer_badge = (self.margin + int(0.06 * u), self.hand_top + int(0.07 * u))
        # Melds being arranged (or laid) just above the hand.
        self.meld_height = int(0.115 * u)
        self.meld_top = self.hand_top - self.select_lift - self.meld_height - int(0.02 * u)
        self.meld_rect = pygame.Rect(
            self.hand_left, self.meld_top, self.hand_max_width, self.meld_height
        )
        self.meld_gap = int(0.025 * u)  # between two of your melds in that row
        # Stock and discard pile in the centre.
        crowded = seat_count > 8
        self.pile_height = int((0.14 if crowded else 0.16) * u)
        pile_width = card_width(self.pile_height)
        self.centre = (width // 2, int((0.435 if crowded else 0.40) * u))
        gap = int(0.05 * u)
        self.stock_rect = pygame.Rect(0, 0, pile_width, self.pile_height)
        self.stock_rect.midright = (self.centre[0] - gap // 2, self.centre[1])
        self.discard_rect = pygame.Rect(0, 0, pile_width, self.pile_height)
        self.discard_rect.midleft = (self.centre[0] + gap // 2, self.centre[1])
        # Opponents around an ellipse.
        self.crowded = seat_count > 8
        if self.crowded:  # a flatter, lower ellipse keeps the top-right free for the log
            self.ellipse_radii = (0.42 * width, 0.25 * u)
            self.ellipse_centre = (width / 2, 0.44 * u)
            self.arc = CROWDED_ARC
        else:
            self.ellipse_radii = (0.40 * width, 0.30 * u)
            self.ellipse_centre = (width / 2, 0.39 * u)
            self.arc = (130.0, 410.0)
        self.log_lines = 3 if self.crowded else 5
        self.seat_radius = int(0.034 * u if seat_count <= 8 else 0.028 * u)
        self.back_height = int(0.07 * u if seat_count <= 8 else 0.05 * u)
        self.backs_shown = 13 if seat_count <= 8 else 5  # a fan of at most this many backs
        self.small_meld_height = int(0.06 * u if seat_count <= 8 else 0.048 * u)
        # Heads-up display.
        self.top_bar = pygame.Rect(self.margin, self.margin, int(0.62 * u), int(0.075 * u))
        self.menu_button = pygame.Rect(
            width - self.margin - int(0.18 * u * words),
            self.margin,
            int(0.18 * u * words),
            int(0.05 * u * min(words, 1.1)),
        )
        self.message_centre = (int(self.hand_centre_x), self.meld_top - int(0.032 * u))
        self.font_small = max(11, int(0.021 * u * words))
        self.font_body = max(13, int(0.026 * u * words))
        self.font_big = max(16, int(0.036 * u))  # big already: large text leaves it
        # The header keeps its size: it shares the top edge with the seats there.
        self.font_header = max(13, int(0.026 * u))
        self._lift_piles_over_message()
        self.spots = self._spots(seat_count - 1)
        # The move log, clear of the seats (needs the seats and the text size above).
        self.log_rect = self._log_place(
            pygame.Rect(
                width - self.margin - int(0.44 * u),
                self.margin + int(0.065 * u),
                int(0.44 * u),
                int(0.2 * u),
            )
        )

    def _spots(self, opponents: int) -> list[SeatSpot]:
        """Seats evenly spaced by distance along the arc (equal angles would bunch them
        at the ends of a wide ellipse), each with its words and its cards placed."""
        rx, ry = self.ellipse_radii
        cx, cy = self.ellipse_centre
        start, end = self.arc
        steps = 400
        points, lengths = [], [0.0]
        for step in range(steps + 1):
            # Angles in screen terms (y down): the viewer is at 90 degrees (bottom).
            angle = math.radians(start + (end - start) * step / steps)
            points.append((cx + rx * math.cos(angle), cy + ry * math.sin(angle)))
            if step:
                previous = points[-2]
                lengths.append(lengths[-1] + math.dist(previous, points[-1]))
        seats = []
        for index in range(opponents):
            wanted = lengths[-1] * (index + 0.5) / opponents
            step = min(range(len(lengths)), key=lambda k: abs(lengths[k] - wanted))
            x, y = points[step]
            length = math.hypot(cx - x, cy - y) or 1.0
            seats.append(((int(x), int(y)), ((cx - x) / length, (cy - y) / length)))
        return self._placed(seats)

    def _placed(self, seats: list[tuple]) -> list[SeatSpot]:
        """Each seat's words, then its cards slid towards the centre clear of everyone's
        badge and words and of the table's own things (`seat_places`)."""
        u = self.unit
        radius = self.seat_radius
        self.label_style = style = label_style(
            self.font_small,
            int(self.font_small * 0.9),
            [centre for centre, _ in seats],
            int(0.012 * u),
            int(0.2 * u),
        )
        piles = self.stock_rect.union(self.discard_rect)
        if self.crowded:  # their "Stock" and "Discard" words, beside or under them
            piles.inflate_ip(2 * int(self.font_small * 6), 0)
        else:
            piles.height += int(self.font_small * 1.7)
        table = [
            piles.inflate(self.margin, self.margin),
            self.top_bar,
            self.menu_button,
            self.meld_rect,
            self.hand_rect,
            self.button_rects(5)[0].union(self.button_rects(5)[-1]),
            pygame.Rect(0, self.viewer_badge[1] - int(0.06 * u), self.hand_left, self.size[1]),
        ]
        above = words_above(seats, radius, style, table)
        labels = [
            label_block(c, radius, up, style) for (c, _), up in zip(seats, above, strict=True)
        ]
        badges = [badge_rect(c, radius, up) for (c, _), up in zip(seats, above, strict=True)]
        fan = card_width(self.back_height) * (1 + 0.22 * (self.backs_shown - 1))
        size = (int(fan), max(self.back_height, self.small_meld_height))
        bounds = pygame.Rect((0, 0), self.size).inflate(-self.margin, -self.margin)
        reach = int(0.2 * u)
        taken = badges + labels + table
        # Twice round: the second time each seat knows where all the others' cards lie.
        places: list[pygame.Rect | None] = [None] * len(seats)
        # From both ends of the arc inwards, so the two sides of the table mirror.
        order = sorted(range(len(seats)), key=lambda k: min(k, len(seats) - 1 - k))
        for round_ in range(2):
            for index in order:
                centre, towards = seats[index]
                cards = [rect for k, rect in enumerate(places) if rect and k != index]
                if round_ and places[index].collidelist(cards) < 0:
                    continue  # clear of everyone's cards: no nearer place opened up
                others = [seat[0] for k, seat in enumerate(seats) if k != index]
                ideal = ideal_cards(centre, radius, towards, labels[index], size)
                places[index] = place_cards(
                    centre, towards, ideal, size, taken, cards, others, bounds, reach
                )
        most = max(int(fan), style.width + int(0.02 * u))
        return [
            SeatSpot(centre, radius, towards, label, place, widen(place, most, taken, bounds), up)
            for (centre, towards), label, place, up in zip(
                seats, labels, places, above, strict=True
            )
        ]

    def seat_box(self, spot: SeatSpot) -> pygame.Rect:
        """What an opponent's place covers: badge, words and cards."""
        badge = badge_rect(spot.centre, spot.radius, spot.words_above)
        return badge.union(spot.label).union(spot.cards)

    def _log_place(self, corner: pygame.Rect) -> pygame.Rect:
        """The move log on the right edge: the top-right `corner` when no seat sits
        there, else the tallest stretch of the right edge between the seats there and
        above the buttons — shorter if need be (the log then shows fewer lines), but
        never fewer than two; narrower if only that finds such a stretch (large text
        makes the seats' places taller), else one line; with none, the corner."""
        buttons_top = self.button_rects(5)[0].top - self.margin
        line = int(self.font_small * 1.35)
        step = max(1, int(0.02 * self.unit))
        widths = range(corner.width, int(0.25 * self.unit) - 1, -step)
        for lines, width in [(2, width) for width in widths] + [(1, width) for width in widths]:
            column = pygame.Rect(corner.right - width, corner.y, width, buttons_top - corner.y)
            boxes = sorted(
                (box for box in map(self.seat_box, self.spots) if box.colliderect(column)),
                key=lambda box: box.top,
            )
            clear = self.margin * lines // 4  # one line may come a little closer
            gaps, top = [], column.top
            for box in boxes:
                gaps.append((top, box.top - clear))
                top = max(top, box.bottom + clear)
            gaps.append((top, column.bottom))
            tallest = max(gaps, key=lambda gap: gap[1] - gap[0])
            height = min(corner.height, tallest[1] - tallest[0])
            if height >= line * lines + self.font_small:
                return pygame.Rect(column.x, tallest[0], width, height)
        return corner

    def _lift_piles_over_message(self) -> None:
        """Large cards raise the hand, and the message strip over it, into the piles'
        words ("Stock 98", "Discard") at the smallest window: the piles rise just enough
        that the strip is under their words again."""
        strip_top = self.message_centre[1] - self.font_body  # half the strip, about
        words_bottom = self.stock_rect.bottom
        if not self.crowded:  # the words are under the piles (see pile_word_places)
            words_bottom += self.font_small * 7 // 4  # centred a font_small below
        self.lift_piles(words_bottom + self.margin // 4 - strip_top)

    def lift_piles(self, rise: int) -> None:
        """Raise the stock and the discard pile `rise` px (nothing if it is not above 0)."""
        if rise > 0:
            self.stock_rect.move_ip(0, -rise)
            self.discard_rect.move_ip(0, -rise)
            self.centre = (self.centre[0], self.centre[1] - rise)

    def pile_word_places(self) -> tuple[dict, dict]:
        """Where the piles' words go ("Stock 79", "Discard"), as keyword arguments for a
        rect: under each pile, or on a crowded table beside them (outside), which keeps
        them clear of the message strip that the lower piles of a crowded table reach."""
        stock, discard = self.stock_rect, self.discard_rect
        if self.crowded:
            gap = self.font_small // 2
            return (
                {"midright": (stock.left - gap, stock.centery)},
                {"midleft": (discard.right + gap, discard.centery)},
            )
        return (
            {"center": (stock.centerx, stock.bottom + self.font_small)},
            {"center": (discard.centerx, discard.bottom + self.font_small)},
        )

    def meld_row_step(self, sizes: list[int]) -> float:
        """How far apart the cards of your melds lie in the row above the hand (melds
        of `sizes` cards, a slot counting as a meld of one): the room the row has to
        spare goes to showing more of each card."""

        return spread_step(sizes, self.meld_height, self.meld_rect.width, self.meld_gap)

    def button_rects(self, count: int) -> list[pygame.Rect]:
        """Action buttons stacked right of the hand, bottom-aligned with it."""
        width, height = self.button_size
        bottom = self.size[1] - int(0.035 * self.unit)
        rects = []
        for index in range(count):
            top = bottom - (count - index) * height - (count - index - 1) * self.button_gap
            rects.append(pygame.Rect(self.buttons_left, top, width, height))
        return rects


def summary_card_height(size: tuple[int, int], rows: int) -> int:
    """The card height of the round summary's rows (as `scenes.summary` lays them out),
    so the table can draw those faces ahead of the summary."""
    height = size[1]
    box_top = height // 2 - int(0.02 * height) - int(height * 0.9) // 2
    top = box_top + int(0.12 * height)
    bottom = box_top + int(height * 0.9) - int(0.1 * height)
    row_height = min(int(0.1 * height), (bottom - top) // max(1, rows))
    return int(row_height * 0.84)
