"""Drawing Sting's table: a meld area in front of every player with each meld's cost
and the player's penalty, the staging slot, the "must play" tray, the Take-It-Back
prompt, the quick reference, and open hands.

Rules shown: ST-5a (melds lie in front of a player), ST-5d (the freed wild waits in the
tray), ST-5e/f (the pass being chosen; the receiver's prompt), ST-8/ST-10 (wild marks
and each meld's points with its multiplier; each player's penalty so far), ST-14 (open
hands). Reads the table scene; never changes it.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.rules.sting import is_valid_meld, meld_score
from game.rules.sting.melds import RUN
from game.text import tr
from game.ui import hud
from game.ui.cards import card_width
from game.ui.look import GOLD, INK, INK_SOFT, font, text, wrap
from game.ui.seat_places import cards_held, fit_words
from game.ui.sting.reference import draw_panel, help_line, place_panel
from game.ui.table_view import TablePainter
from game.ui.tooltip import draw_tooltip
from game.ui.wild_mark import draw_wild_mark

AREA = (10, 30, 22, 120)
AREA_OWN = (30, 22, 10, 120)
PICKED = (255, 200, 90)
INDEX_SHOWS = 0.27  # of a card's width: enough of an overlapped card shows its index
CHIP_CARDS = 2.5  # a meld at least this many times the small text tall shows its cost chip


def take_back_title(passer: str, points: int, exchanges: int = 1) -> str:
    """ST-5f: the Take-It-Back question's title: who passed you the meld with a
    Pass-A-Pile (the first card of the exchange), or sent it back with a Take-It-Back."""
    key = "sting.take_back_title" if exchanges <= 1 else "sting.sent_back_title"
    return tr(key, name=passer, points=points)


def take_back_question(offered: bool = True) -> str:
    """ST-5f: what the receiver of a pass is asked, under the title (told that the
    meld stays, when Take it back is not offered: no Take-It-Back card in a solo game)."""
    return tr("sting.take_back_question" if offered else "sting.no_take_back")


def take_back_questions() -> tuple[str, ...]:
    """Every question `take_back_question` may ask (the panel is wide enough for each)."""
    return take_back_question(True), take_back_question(False)


def multiplier(cards: Any) -> int:
    """ST-10: ×2 per Double Sting, ×3 per Triple Sting."""
    result = 1
    for card in cards:
        if card.face == "W2":
            result *= 2
        elif card.face == "W3":
            result *= 3
    return result


def cost_words(cards: Any, numeric: bool) -> tuple[str, bool]:
    """ST-10: what a meld costs, in words ("3×2 = 6" or "3 pts"), and whether a
    multiplier raised it (then the chip is drawn gold)."""
    points = meld_score(cards, numeric)
    times = multiplier(cards)
    if times > 1:
        return f"{points // times}×{times} = {points}", True
    return tr("table.points", points=points), False


def draw_cost_chip(
    surface: pygame.Surface,
    cards: Any,
    numeric: bool,
    bottomright: tuple[int, int],
    px: int,
    room: int = 0,
    within: pygame.Rect | None = None,
) -> pygame.Rect | None:
    """A meld's cost on a small chip whose bottom-right corner is `bottomright` (its
    rect returned). With `room` (px), a chip wider than that shrinks so the cards still
    show: a multiplied meld keeps only its multiplier ("×2", the news on a small meld;
    the player's penalty chip has the sum), a plain one (a point a card) shows none.
    `within`: the meld's cards, where the chip belongs (`draw_chip`)."""
    words, raised = cost_words(cards, numeric)
    if room and text(words, max(10, px), INK, True).get_width() + px // 2 > room:
        if not raised:
            return None
        words = f"×{multiplier(cards)}"
    return draw_chip(surface, words, raised, bottomright, px, within)


def draw_chip(
    surface: pygame.Surface,
    words: str,
    raised: bool,
    bottomright: tuple[int, int],
    px: int,
    within: pygame.Rect | None = None,
) -> pygame.Rect:
    """`words` on a small rounded chip (gold when `raised`), placed by its bottom-right;
    returns where it lies. `within`: what the chip belongs to (a meld, a seat's row),
    the room its words keep to (`hud.draw_text`)."""
    px = max(10, px)
    wide, high = font(px, True).size(words)
    back = hud.panel(
        wide + px // 2,
        high + 2,
        (*GOLD, 235) if raised else (0, 0, 0, 150),
        high // 2,
    )
    spot = back.get_rect(bottomright=bottomright)
    surface.blit(back, spot)
    ink = (40, 26, 0) if raised else INK
    hud.draw_text(surface, words, px, ink, spot.center, "center", True, room=within)
    return spot


def fan_step(width: int, count: int, room: int, most: float, least: float = 0.1) -> float | None:
    """How far apart `count` cards `width` wide lie to fit in `room`: `most` of a card
    width at best, `least` at worst; None if even that does not fit."""
    if count <= 1:
        return 0.0 if width <= room else None
    step = min(width * most, (room - width) / (count - 1))
    return step if step >= width * least else None


CHIP_PAD = 4  # px: a penalty chip's height beyond its words'


def chip_top(px: int) -> int:
    """How far below its panel's top a penalty chip (words `px` high) starts."""
    return px // 3


def chip_reach(px: int) -> int:
    """How far below its panel's top a penalty chip reaches: the words row atop the
    melds in front of you is at least this tall, so no card lies under the chip."""
    return chip_top(px) + text(" ", px, bold=True).get_height() + CHIP_PAD


class StingPainter(TablePainter):
    """Draws one Sting table scene."""

    def __init__(self, table: Any):
        super().__init__(table)
        self.chip_left: dict[int, int] = {}  # each seat's penalty chip: a hand stops there
        self.chip_rects: dict[int, pygame.Rect] = {}  # each seat's penalty chip, as drawn
        self.stage_chip: pygame.Rect | None = None  # the staged meld's cost, or "not a meld"
        self.row_end: dict[int, int] = {}  # ST-14: where each open hand's row ends
        self.help_rect: pygame.Rect | None = None  # the hovered card's help, as last drawn

    def message_obstacles(self) -> list[pygame.Rect]:
        """None: the opponents sit in their boxes along the top, clear of the strip."""
        return []

    def message_place(self, words: str, pad: float) -> tuple[int, tuple[int, int]]:
        """The strip as every table lays it, raised clear of the meld area in front of
        you (issue 18: it touched "In front of you"), though not into the piles' words."""
        px, (x, y) = super().message_place(words, pad)
        high, low = self.table.message_band()
        half = (text(words, px).get_height() + px) // 2 + 1
        return px, (x, max(high + half, min(y, low - half)))

    def message_sheet_place(self, place: pygame.Rect) -> pygame.Rect:
        """Words on two lines or more lie in the strip's band, between the piles' words
        and "In front of you" (issue 18 leftovers: a two-line hint covered that label):
        they grow up from its bottom, never down over the melds in front of you."""
        _, low = self.table.message_band()
        if place.bottom > low:
            place = place.move(0, max(-place.top, low - place.bottom))
        return place

    def message_sheet_height(self) -> int:
        """The band between the piles' words and the melds in front of you: words on two
        lines are set small enough to lie in it (`message_sheet_place`)."""
        high, low = self.table.message_band()
        return max(0, low - high)

    def current_layer_key(self) -> tuple:
        table = self.table
        return (
            *super().current_layer_key(),
            table.mirror_version,
            table.passing,
            table.swap is not None and table.swap[:2],
            table.staged_discard is not None,
        )

    def draw(self, surface: pygame.Surface) -> None:
        table = self.table
        layout = table.layout
        observation = table.observation
        table.place_table()
        surface.blit(self.refreshed_layer(observation), (0, 0))
        self.draw_thinking(surface)
        self.draw_glows(surface)
        self.draw_staging(surface)
        self.draw_hand(surface)
        table.animator.draw(surface)
        if table.drag is not None:
            self.draw_drag(surface)
        self.draw_focus(surface)
        self.draw_prompt(surface, observation)
        self.draw_message(surface)
        if table.chooser is not None:
            table.chooser.draw(surface, table.app.faces, layout.font_small)
        if table.show_reference:
            rect, px = place_panel(table.reference_band, layout.font_small)
            draw_panel(surface, rect, px)

    def draw_layer(self, layer: pygame.Surface, observation: Any) -> None:
        table = self.table
        self.draw_header(layer, observation)
        self.draw_areas(layer, observation)
        self.draw_seats(layer, observation)
        self.draw_piles(layer, observation)
        hud.draw_log(layer, table.log_rect, table.log, table.layout.font_small, 6)

    def draw_over(self, surface: pygame.Surface) -> None:
        """What belongs to the pointer, drawn after the hint's glow and rings: the hovered
        special card's help, or a cut name said whole."""
        self.help_rect = self.draw_help(surface, self.table.observation)
        if self.help_rect is None:
            self.draw_name_tip(surface)

    def draw_help(self, surface: pygame.Surface, observation: Any) -> pygame.Rect | None:
        """The hovered special card's help (`game.ui.tooltip`), near the pointer, clear of
        the message strip and the Take-It-Back question; none while anything modal is
        over the table (the wild chooser, the quick reference, a scene on top)."""
        table = self.table
        if (table.hover_card is None and table.hover_tray is None) or table.drag is not None:
            return None
        if table.chooser is not None or table.show_reference or table.app.stack.top is not table:
            return None
        if table.hover_card is not None:
            card, pointer, top = table.hover_card
            words = help_line(card)
        else:
            (pointer, top), words = table.hover_tray, tr("sting.tray_help")
        if not words:
            return None
        layout = table.layout
        avoid = [rect for rect in (self.message_rect,) if rect is not None]
        if table.my_turn and observation.phase == "take_back" and observation.pending:
            avoid.append(table.answer_box())
        bounds = pygame.Rect(0, 0, layout.hand_right, layout.size[1])
        return draw_tooltip(surface, words, pointer, layout.font_small, bounds, avoid, top)

    # -- the layer ------------------------------------------------------------------------
    def draw_areas(self, surface: pygame.Surface, observation: Any) -> None:
        """Every player's meld area, its melds (with cost) and the penalty they make."""
        table = self.table
        layout = table.layout
        numeric = bool(observation.options.get("numeric"))
        px = layout.font_small
        swap = table.swap
        # ST-5f: the meld the Take-It-Back question is about is ringed while it is asked.
        pending = observation.pending if observation.phase == "take_back" else None
        asked = pending.meld_id if pending is not None and table.my_turn else None
        chips = []  # the penalty chips, drawn over the melds
        for seat, box in table.boxes.items():
            own = seat == table.viewer
            colour = AREA_OWN if own else AREA
            surface.blit(hud.panel(box.width, box.height, colour, px // 2), box)
            if table.passing is not None and own:
                pygame.draw.rect(surface, PICKED, box, 2, border_radius=px // 2)
            penalty = sum(
                meld_score(cards, numeric) for owner, cards in table.melds.values() if owner == seat
            )
            size = px  # the chip's words'
            back = self.penalty_chip(penalty, size)
            where = back.get_rect(topright=(box.right - px // 2, box.y + chip_top(px)))
            self.chip_left[seat] = where.x
            self.row_end[seat] = box.right
            crowded = where.x < self.seat_text_right(seat, observation) + px // 2
            if not own and table.open_row and self.chip_meets_words(seat, where, observation):
                # ST-14 on a narrow panel: a smaller chip in the top corner, over the
                # detail line, leaves the open hand the panel's whole width; a long
                # name leaves it no room there: then the chip ends the hand's row.
                size = int(px * 0.85)
                back = self.penalty_chip(penalty, size)
                where = back.get_rect(topright=(box.right - px // 3, box.y + 2))
                if self.chip_meets_words(seat, where, observation):
                    row_middle = box.y + table.open_row_top + table.open_row // 2
                    where = back.get_rect(midright=(box.right - px // 3, row_middle))
                    self.row_end[seat] = where.x
                self.chip_left[seat] = where.x
            elif not own and (table.narrow_panels or crowded):
                # A narrow panel: the chip goes to its foot, clear of the name.
                where = back.get_rect(bottomright=(box.right - px // 2, box.bottom - px // 3))
                self.chip_left[seat] = box.right
            chips.append((back, penalty, size, where, box))
            self.chip_rects[seat] = where
            if own:
                words, place = tr("sting.in_front_of_you"), (box.x + px // 2, box.y + px // 4)
                hud.draw_text(surface, words, px, INK_SOFT, place, bold=True, room=box)
        for meld_id, place in table.places.items():
            owner, cards = table.melds[meld_id]
            if swap is not None and swap[0] == meld_id:
                cards = list(cards)
                cards[swap[1]] = swap[2].card
            height = place.cards[0].height
            flying = False
            for index, (card, rect) in enumerate(zip(cards, place.cards, strict=True)):
                if table.animator.landing(f"card:{meld_id}:{index}"):
                    flying = True
                    continue
                self.draw_card(surface, card, height, rect.topleft, True)
            self.draw_wild_marks(surface, observation.melds.get(meld_id), cards, place)
            # The cost lies on the cards: not alone over the felt while they fly there.
            if height >= px * CHIP_CARDS and not flying:  # on smaller cards it hides them
                corner = (place.rect.right - 2, place.rect.bottom - 2)
                room = int(place.rect.w * 0.7)
                draw_cost_chip(surface, cards, numeric, corner, int(px * 0.8), room, place.rect)
            if table.passing == meld_id or meld_id == asked:
                pygame.draw.rect(surface, PICKED, place.rect.inflate(6, 6), 3, border_radius=6)
        for back, penalty, size, where, box in chips:
            surface.blit(back, where)
            ink = (40, 26, 0) if penalty else INK_SOFT
            words = tr("sting.penalty", penalty=penalty)
            hud.draw_text(surface, words, size, ink, where.center, "center", True, room=box)

    def draw_wild_marks(self, surface: pygame.Surface, meld: Any, cards: Any, place: Any) -> None:
        """Each wild in a meld shows the card it stands for (ST-5a ruling: the engine
        records it): its place in a run; in a set its number (any colour the set lacks,
        ST-5d ruling). Only for a meld shown as the engine holds it (not mid-flight)."""
        if meld is None or tuple(meld.cards) != tuple(cards):
            return
        blind = self.table.app.faces.colour_blind
        group = meld.layout.kind != RUN
        for index, stands_for in meld.layout.stands_for:
            rect = place.cards[index]
            if self.table.animator.landing(f"card:{meld.meld_id}:{index}"):
                continue
            room = place.cards[index + 1].x - rect.x if index + 1 < len(place.cards) else rect.w
            height, pos = rect.height, rect.topleft
            draw_wild_mark(surface, stands_for, "sting", height, pos, room, group, blind)

    def penalty_chip(self, penalty: int, px: int) -> pygame.Surface:
        """ST-10: the back of a player's penalty chip (gold once it is more than 0), as
        wide as its words (`draw_areas` writes them on it, in their seat's panel)."""
        wide, high = font(px, True).size(tr("sting.penalty", penalty=penalty))
        high += CHIP_PAD
        return hud.panel(wide + px, high, (*GOLD, 230) if penalty else (0, 0, 0, 110), high // 2)

    def seat_detail(self, seat: int, observation: Any) -> str:
        """An opponent's line under their name: total so far and cards held."""
        cards = cards_held(observation.hand_counts[seat])
        return tr("table.score_line", points=observation.totals[seat], cards=cards)

    def seat_words(self, seat: int, observation: Any) -> list[tuple[str, int, bool, pygame.Rect]]:
        """An opponent's name and, under it, the detail line, each cut short to the room
        its panel leaves it: each line's words, size, boldness and where it lies
        (`draw_seats` draws them; the penalty chip keeps clear of them)."""
        layout = self.table.layout
        spot = self.table.spot(seat)
        cx, cy = spot.centre
        px, small = layout.font_small, int(layout.font_small * 0.9)
        name_x = cx + spot.radius + int(px * 0.6)
        room = self.table.boxes[seat].right - px // 2 - name_x
        name = fit_words(self.table.names[seat], px, room, True)
        detail = fit_words(
            self.plate_detail(seat, self.seat_detail(seat, observation)), small, room
        )
        name_rect = text(name, px, INK, True).get_rect(bottomleft=(name_x, cy + 2))
        detail_rect = text(detail, small, INK_SOFT).get_rect(topleft=(name_x, cy + 1))
        return [(name, px, True, name_rect), (detail, small, False, detail_rect)]

    def seat_text_right(self, seat: int, observation: Any) -> int:
        """Where an opponent's name and detail line end (as `draw_seats` draws them)."""
        return max(rect.right for *_, rect in self.seat_words(seat, observation))

    def chip_meets_words(self, seat: int, chip: pygame.Rect, observation: Any) -> bool:
        """Whether the penalty chip at `chip` would touch the name or the detail line (a
        short name leaves it room at the top right, above the detail line)."""
        words = [rect for *_, rect in self.seat_words(seat, observation)]
        return chip.inflate(self.table.layout.font_small // 2, 0).collidelist(words) >= 0

    def draw_seats(self, surface: pygame.Surface, observation: Any) -> None:
        table = self.table
        layout = table.layout
        to_act = table.controller.to_act
        counts = observation.hand_counts
        hands = observation.hands
        for seat in range(len(table.names)):
            if seat == table.viewer:
                continue
            spot = table.spot(seat)
            cx, cy = spot.centre
            radius = spot.radius
            arriving = table.animator.landing(f"seat:{seat}")
            count = max(0, counts[seat] - arriving)
            hud.draw_badge(surface, (cx, cy), radius, table.names[seat], seat, seat == to_act)
            room = table.boxes[seat]
            for words, px, bold, rect in self.seat_words(seat, observation):
                colour = INK if bold else INK_SOFT
                hud.draw_text(surface, words, px, colour, rect.topleft, bold=bold, room=room)
                if bold:
                    self.note_cut(rect, words, table.names[seat])
            hand_x = self.seat_text_right(seat, observation) + layout.font_small
            # The hand fans out up to the penalty chip, never under it (narrow panels).
            right = self.chip_left.get(seat, table.boxes[seat].right) - layout.font_small // 2
            if hands is not None:  # ST-14
                self.draw_open_hand(surface, hands[seat], *self.open_hand_row(seat, observation))
            elif count:
                self.draw_backs_small(surface, count, (hand_x, cy - radius), right)
        self.draw_viewer_badge(surface, observation.totals[table.viewer], to_act)

    def draw_backs_small(
        self, surface: pygame.Surface, count: int, topleft: tuple[int, int], right: int
    ) -> None:
        """An opponent's hand as a little fan of backs, beside their name, up to `right`
        (the count beside the name says how many; the fan only shows it)."""
        height = int(self.table.spot_height())
        shown = min(count, 8)
        step = fan_step(card_width(height), shown, right - topleft[0], 0.22)
        if step is None:
            return
        back = self.table.app.faces.back(height)
        for index in range(shown):
            surface.blit(back, (topleft[0] + index * step, topleft[1]))

    def open_hand_row(self, seat: int, observation: Any) -> tuple[tuple[int, int], int]:
        """ST-14: where an opponent's open hand starts (top-left) and the x it ends at:
        beside the name on a wide panel, up to the penalty chip; else on a row of its
        own under the name, as wide as the chip leaves it."""
        table = self.table
        px = table.layout.font_small
        box = table.boxes[seat]
        if not table.open_row:
            spot = table.spot(seat)
            left = self.seat_text_right(seat, observation) + px
            return (left, spot.centre[1] - spot.radius), self.chip_left.get(
                seat, box.right
            ) - px // 2
        end = self.row_end.get(seat, box.right)
        return (box.x + px // 2, box.y + table.open_row_top), end - px // 2

    def open_hand_fit(self, count: int, room: int) -> tuple[int, float | None]:
        """ST-14: the height of an open hand's cards and how far apart they lie, so that
        `count` of them fit `room` px with each card's index showing (smaller cards
        only when even that does not fit; step None when nothing fits)."""
        height = self.table.open_row or int(self.table.spot_height())
        step = fan_step(card_width(height), count, room, 0.55, INDEX_SHOWS)
        while step is None and height > 12:
            height = int(height * 0.9)
            step = fan_step(card_width(height), count, room, 0.55, INDEX_SHOWS)
        return height, step

    def draw_open_hand(
        self, surface: pygame.Surface, cards: Any, topleft: tuple[int, int], right: int
    ) -> None:
        """ST-14 open hands: an opponent's cards face up, small, overlapped so that each
        card's index shows (`open_hand_fit`), from `topleft` to `right`."""
        height, step = self.open_hand_fit(len(cards), right - topleft[0])
        if step is None:
            return
        faces = self.table.app.faces
        for index, card in enumerate(cards):
            surface.blit(faces.face(card, "sting", height), (topleft[0] + index * step, topleft[1]))

    def draw_piles(self, surface: pygame.Surface, observation: Any) -> None:
        layout = self.table.layout
        faces = self.table.app.faces
        height = layout.pile_height
        stock = layout.stock_rect
        if observation.draw_count:
            layers = min(6, 1 + observation.draw_count // 12)
            for layer in range(layers):
                offset = (layers - 1 - layer) * max(1, height // 90)
                pos = (stock.x - offset, stock.y - offset)
                if layer == 0:
                    surface.blit(faces.shadow(height), faces.shadow_at(pos, height))
                surface.blit(faces.back(height), pos)
        else:
            pygame.draw.rect(surface, (230, 240, 230), stock, 2, border_radius=height // 14)
        hud.draw_label(
            surface,
            tr("sting.draw_pile", count=observation.draw_count),
            layout.font_small,
            (stock.centerx, stock.bottom + layout.font_small),
            INK_SOFT,
        )
        rect = layout.discard_rect
        pile = observation.discard_pile
        if self.table.staged_discard is not None:  # ST-5c: its top card waits in the slot
            pile = pile[:-1]  # the card under it shows (new-user trial: it showed twice)
        self.draw_discard_pile(surface, pile, 2)
        hud.draw_label(
            surface,
            tr("table.discard"),
            layout.font_small,
            (rect.centerx, rect.bottom + layout.font_small),
            INK_SOFT,
        )
        if self.table.my_turn and observation.phase == "draw" and self.table.drag is None:
            hud.draw_glow(surface, stock, GOLD)

    # -- each frame -----------------------------------------------------------------------
    def draw_glows(self, surface: pygame.Surface) -> None:
        drag = self.table.drag
        if drag is None:
            return
        for target in drag.targets:
            if target.accepts and target.name != "hand":
                hud.draw_glow(surface, target.rect)

    def draw_staging(self, surface: pygame.Surface) -> None:
        """The staging slot (a new meld being built) and the must-play tray."""
        table = self.table
        layout = table.layout
        if not (table.my_turn or table.staged_group() or table.tray is not None):
            return
        px = layout.font_small
        slot = table.stage_rect
        pygame.draw.rect(surface, (235, 245, 235), slot, 2, border_radius=px // 2)
        group = table.staged_group()
        if not group:
            words = tr("sting.new_meld_drop")
            if text(words, px).get_width() > slot.w - px:
                words = tr("sting.new_meld")
            hud.draw_label(surface, words, px, slot.center, INK_SOFT)
        for sprite in sorted(group, key=lambda sprite: sprite.x):  # left to right: overlaps
            if not sprite.dragging:
                self.draw_card(surface, sprite.card, sprite.height, (sprite.x, sprite.y), True)
                if sprite is table.staged_discard or getattr(sprite, "freed", False):
                    pygame.draw.rect(
                        surface, PICKED, sprite.rect, 3, border_radius=sprite.height // 13
                    )
        self.stage_chip = None
        if group and not any(sprite.dragging for sprite in group):
            # What the staged meld would cost whoever it is laid before (ST-10), or that
            # it is not a meld yet (ST-7, ST-8).
            cards = [sprite.card for sprite in group]
            # In the slot's words row, above the cards it speaks of (never over them).
            corner = (slot.right - px // 2, slot.y + table.stage_label_row() - 1)
            if is_valid_meld(cards):
                numeric = bool(table.observation.options.get("numeric"))
                chip_px = int(px * 0.9)
                self.stage_chip = draw_cost_chip(surface, cards, numeric, corner, chip_px, 0, slot)
            else:
                words = tr("sting.not_a_meld")
                self.stage_chip = draw_chip(surface, words, False, corner, int(px * 0.9), slot)
        tray = table.tray_rect
        must = self.tray_words() == (tr("table.must_play"),)
        if must:
            hud.draw_glow(surface, tray, PICKED)
        pygame.draw.rect(surface, (235, 245, 235), tray, 1, border_radius=px // 2)
        if table.tray is not None and not table.tray.dragging:
            sprite = table.tray
            self.draw_card(surface, sprite.card, sprite.height, (sprite.x, sprite.y), True)
        # The labels sit inside the tray: the message strip above may reach over it.
        if must:
            corner = (tray.right - px // 3, tray.bottom - px // 3)
            draw_chip(surface, tr("table.must_play"), True, corner, int(px * 0.9), tray)
        elif table.tray is None:  # its name, and what it is for (more on hover)
            name, sub = self.tray_words()
            x, y = tray.centerx, tray.centery
            hud.draw_label(surface, name, px, (x, y - px // 2), INK_SOFT, True)
            hud.draw_label(surface, sub, int(px * 0.8), (x, y + px // 2), INK_SOFT)

    def tray_words(self) -> tuple[str, ...]:
        """What the tray says: "Must play" over the freed wild waiting in it (ST-5d, also
        while it is carried); else its name and what it is for — an empty tray never says
        "Must play", not even while its wild lies staged in the New meld slot (issue 18
        leftovers: the empty tray said it)."""
        table = self.table
        if table.tray is not None and table.swap is not None:
            return (tr("table.must_play"),)
        return (tr("sting.tray"), tr("sting.tray_sub"))

    def draw_hand(self, surface: pygame.Surface) -> None:
        super().draw_hand(surface)
        table = self.table
        if table.pass_sprite is not None and table.pass_sprite in table.hand_sprites:
            rect = table.pass_sprite.rect
            pygame.draw.rect(surface, PICKED, rect.inflate(6, 6), 3, border_radius=rect.h // 13)

    def draw_focus(self, surface: pygame.Surface) -> None:
        """Keyboard play: the pile's top card picked up (lifted off the pile) and the
        place Enter plays to (the focused hand card is ringed where it lies)."""
        table = self.table
        top = table.picked_top()
        if top is not None:
            pile = table.layout.discard_rect
            lifted = pile.move(0, -pile.height // 5)
            self.draw_card(surface, top, pile.height, lifted.topleft, True)
            pygame.draw.rect(surface, PICKED, lifted.inflate(6, 6), 3, border_radius=8)
        if table.target_index >= 0:
            names = table.target_names()
            rect = table.target_rect(names[table.target_index % len(names)])
            if rect is not None:
                hud.draw_focus_ring(surface, rect)

    def draw_prompt(self, surface: pygame.Surface, observation: Any) -> None:
        """ST-5f: the receiver of a pass is told who passed it (or sent it back) and by
        which card, and asked (Take it back offered as `may_take_back` says)."""
        table = self.table
        if not (table.my_turn and observation.phase == "take_back" and observation.pending):
            return
        layout = table.layout
        pending = observation.pending
        meld = observation.melds.get(pending.meld_id)
        numeric = bool(observation.options.get("numeric"))
        points = meld_score(meld.cards, numeric) if meld is not None else 0
        box = table.answer_box()
        surface.blit(hud.modal_panel(box.w, box.h, (12, 22, 30), layout.font_small), box)
        title = take_back_title(table.names[pending.passer], points, pending.exchanges)
        question = take_back_question(table.may_take_back())
        room = box.w - 2 * layout.font_body
        y = box.y + layout.font_body // 2
        for words, px, colour, bold in (
            (title, layout.font_body, GOLD, True),
            (question, layout.font_small, INK, False),
        ):
            for row in wrap(words, px, room, bold):
                picture = text(row, px, colour, bold)
                surface.blit(picture, picture.get_rect(midtop=(box.centerx, y)))
                y += int(px * 1.3)
