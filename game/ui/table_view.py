"""Drawing the shared card table: felt, header, piles, hand, drag, messages, the bots'
hands shown for practice; each game's painter adds its seats and melds (`draw_seats`,
`draw_melds`: `game.ui.crowns.view`, `game.ui.sting.view`, `game.ui.rumski.view`).

The slow-changing part (felt, header, seats, piles, log) is drawn once into a layer
and reused until something on it changes; each frame then blits that layer and
draws only what moves (the hand, flying cards, the dragged card, thinking dots,
the message strip). Reads the table scene; never changes it.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pygame

from game.text import language, tr
from game.ui import hud
from game.ui.cards import card_width
from game.ui.look import GOLD, INK, INK_SOFT, felt, font, shadowed_text, text
from game.ui.seat_places import fit_words, score_lines, thinking_centre
from game.ui.tooltip import draw_whole_words
from game.window import mouse_pos

PICKED_LINE = 3  # px: a selected hand card's gold outline


def picked_outline(
    rect: pygame.Rect, over: pygame.Rect | None, over_picked: bool = False
) -> tuple[list[pygame.Rect], list[pygame.Rect]]:
    """Where a selected hand card's gold outline goes, as (clips, strokes): its rounded
    frame is drawn inside the card's own `rect`, clipped to the part that shows (`clips`:
    the card less the card `over` it, the next in the fan), and closed along that card's
    edge (`strokes`) unless that card is selected too (its own frame then marks the
    edge). So the outline lies only on the selected card's own face — never over a
    neighbour's — and frames all of it that shows (issue 18 leftovers: a trial player
    could not tell which of two overlapping cards an outline belonged to)."""
    if over is None or not over.colliderect(rect) or over.left <= rect.left:
        return [rect], []
    line = PICKED_LINE
    left = pygame.Rect(rect.left, rect.top, over.left - rect.left, rect.height)
    clips, strokes = [left], []
    if over.top > rect.top:  # the card over it lies lower: the top of this one shows
        clips.append(pygame.Rect(over.left, rect.top, rect.right - over.left, over.top - rect.top))
    if over_picked:
        return clips, strokes
    top = max(rect.top, over.top - line)
    strokes.append(pygame.Rect(over.left - line, top, line, rect.bottom - top))
    if over.top - line > rect.top:
        strokes.append(
            pygame.Rect(over.left - line, over.top - line, rect.right - over.left + line, line)
        )
    return clips, strokes


def draw_picked_outline(
    surface: pygame.Surface, rect: pygame.Rect, over: pygame.Rect | None, over_picked: bool
) -> None:
    """A selected hand card's gold outline (`picked_outline` says where)."""
    clips, strokes = picked_outline(rect, over, over_picked)
    kept = surface.get_clip()
    for clip in clips:
        surface.set_clip(clip.clip(kept))
        pygame.draw.rect(surface, GOLD, rect, PICKED_LINE, border_radius=rect.h // 13)
    surface.set_clip(kept)
    for stroke in strokes:
        surface.fill(GOLD, stroke)


class TablePainter:
    """Draws one table scene."""

    def __init__(self, table: Any):
        self.table = table
        self.layer: pygame.Surface | None = None
        self.layer_key: tuple = ()
        self.message_rect: pygame.Rect | None = None  # the message strip, as last drawn
        self.cut_names: list[tuple[pygame.Rect, str]] = []  # names cut short: where, whole

    def flight_shadow_offset(self, height: int) -> tuple[int, int]:
        x, y = self.table.app.faces.shadow_at((0, 0), height)
        return (int(x), int(y))

    def draw_card(
        self, surface: pygame.Surface, card: Any, height: int, pos: tuple[float, float], up: bool
    ) -> None:
        faces = self.table.app.faces
        surface.blit(faces.shadow(height), faces.shadow_at(pos, height))
        if up and card is not None:
            wild = self.table.adapter.is_wild(card, self.table.observation)
            picture = faces.face(card, self.table.adapter.game, height, wild)
        else:
            picture = faces.back(height)
        surface.blit(picture, pos)

    def glowing(self) -> frozenset:
        """Drop targets lit while dragging (only where the engine would accept)."""
        drag = self.table.drag
        if drag is None:
            return frozenset()
        return frozenset(target.name for target in drag.targets if target.accepts)

    def current_layer_key(self) -> tuple:
        table = self.table
        landing = Counter(
            flight.lands_on for flight in table.animator.flights if flight.tween.started
        )
        return (
            table.layout.size,
            table.controller.version,
            table.viewer,
            table.my_turn,
            table.drag is None,
            self.glowing(),
            tuple(sorted(landing.items())),
            len(table.log),
            table.log[-1] if table.log else "",
            getattr(table, "log_opened", 0),  # a "Why?" opened or closed
            table.app.settings.get("cloth", "green"),
            table.app.faces.colour_blind,  # the setting changed over the paused table
            table.layout.text_scale,
            language(),  # chosen over the paused table: its words said again
            table.thinking,  # a seat's plate says so (`plate_detail`)
        )

    def draw(self, surface: pygame.Surface) -> None:
        table = self.table
        observation = table.observation
        surface.blit(self.refreshed_layer(observation), (0, 0))
        self.draw_thinking(surface)
        self.draw_melds(surface, observation)
        self.draw_hand(surface)
        table.animator.draw(surface)
        if table.drag is not None:
            self.draw_drag(surface)
        self.draw_message(surface)

    def refreshed_layer(self, observation: Any) -> pygame.Surface:
        """The still part of the table (felt, header, seats, piles, log), drawn again only
        when `current_layer_key` or the window's size changes."""
        size = self.table.layout.size
        key = self.current_layer_key()
        if self.layer is None or key != self.layer_key or self.layer.get_size() != size:
            self.layer_key = key
            if self.layer is None or self.layer.get_size() != size:
                self.layer = pygame.Surface(size).convert()
            self.layer.blit(felt(size, self.table.app.settings.get("cloth", "green")), (0, 0))
            self.cut_names = []
            self.draw_layer(self.layer, observation)
        return self.layer

    def draw_layer(self, layer: pygame.Surface, observation: Any) -> None:
        """What the still layer holds (a game's painter draws its own)."""
        table, layout = self.table, self.table.layout
        self.draw_header(layer, observation)
        self.draw_seats(layer, observation)
        self.draw_piles(layer, observation)
        hud.draw_log(layer, layout.log_rect, table.log, layout.font_small, layout.log_lines)

    def draw_thinking(self, surface: pygame.Surface) -> None:
        table = self.table
        seat = table.thinking
        if seat is None:
            return
        if seat == table.viewer:
            bx, by = table.layout.viewer_badge
            radius = int(table.layout.unit * 0.04)
            hud.draw_thinking(surface, (bx, by - radius - radius // 2), radius // 3, table.clock)
            return
        spot = table.spot(seat)
        dots = thinking_centre(spot.centre, spot.radius, spot.words_above)
        hud.draw_thinking(surface, dots, spot.radius // 3, table.clock)
        if seat in getattr(table, "boxes", {}):
            return  # its plate says so, in its detail line's place (`plate_detail`)
        # The word beside the dots: an expert thinks about a second (issue 19).
        words, px = tr("table.thinking"), table.layout.font_small
        anchor, place = "midleft", (dots[0] + spot.radius, dots[1])
        if place[0] + shadowed_text(words, px).get_width() > surface.get_width():
            anchor, place = "midright", (dots[0] - spot.radius, dots[1])  # by the right edge
        hud.draw_label(surface, words, px, place, INK_SOFT, anchor=anchor)

    def plate_detail(self, seat: int, detail: str) -> str:
        """The line under a seat's name on its plate (Sting's, Rumski's): its `detail`,
        or while it is a bot thinking, that it is (issue 19: an expert thinks about a
        second), where the word beside its dots would lie over its name."""
        return tr("table.thinking") if seat == self.table.thinking else detail

    def header_sizes(self, words: tuple[str, str, str]) -> tuple[int, int]:
        """The sizes of the header's title and of its other words (`words`: the title,
        the hand line, the wild line): the layout's, or both smaller alike, down to
        HEADER_LEAST of them, until the header fits the top bar the seats keep clear of
        (German and French say it about a third longer than English)."""
        layout = self.table.layout
        for step in range(int((1 - HEADER_LEAST) * 20) + 1):
            scale = 1 - step / 20
            big, small = int(layout.font_big * scale), max(11, int(layout.font_header * scale))
            if header_width(words, big, small) <= layout.top_bar.width:
                break
        return big, small

    def draw_header(self, surface: pygame.Surface, observation: Any) -> None:
        layout = self.table.layout
        hand_line, wild_line = self.table.adapter.header(observation)
        words = self.table.adapter.title.upper()
        px, small = self.header_sizes((words, hand_line, wild_line))
        pad = px // 2
        wide, high = font(small, True).size(wild_line)
        chip = hud.panel(wide + 2 * pad, high + pad // 2, (*GOLD, 235))
        width = header_width((words, hand_line, wild_line), px, small)
        height = max(font(px, True).size(words)[1], chip.get_height()) + pad
        x, y = layout.top_bar.topleft
        self.header_rect = pygame.Rect(x, y, width, height)  # as drawn: lessons point at it
        surface.blit(hud.panel(width, height), (x, y))
        middle = y + height // 2
        # Its words keep to the top bar, which the seats keep clear of (`Layout`).
        room = layout.top_bar
        named = hud.draw_text(
            surface, words, px, GOLD, (x + pad, middle), "midleft", True, room=room
        )
        at = (named.right + pad, middle)
        said = hud.draw_text(surface, hand_line, small, INK, at, "midleft", room=room)
        rect = chip.get_rect(midleft=(said.right + 2 * pad, middle))
        surface.blit(chip, rect)
        hud.draw_text(
            surface, wild_line, small, (60, 40, 0), rect.center, "center", True, room=room
        )

    def draw_seats(self, surface: pygame.Surface, observation: Any) -> None:
        """Every other seat (badge, name, score, cards) and the viewer's badge: each game's
        painter places them its own way."""
        raise NotImplementedError

    def draw_melds(self, surface: pygame.Surface, observation: Any) -> None:
        """The melds by the viewer's hand, drawn each frame (each game's painter)."""
        raise NotImplementedError

    def draw_viewer_badge(self, surface: pygame.Surface, points: int, to_act: int | None) -> None:
        """The viewer's own badge left of the hand: name and points, ringed on their turn."""
        layout = self.table.layout
        bx, by = layout.viewer_badge
        radius = int(layout.unit * 0.04)
        viewer = self.table.viewer
        name = self.table.names[viewer]
        hud.draw_badge(surface, (bx, by), radius, name, viewer, to_act == viewer)
        # Centred under the badge, between the window's edge and the hand: a long name
        # is cut short with "…" as an opponent's is, never run off the window or under
        # the cards.
        room = 2 * min(bx, layout.hand_left - bx) - 4
        shown = fit_words(name, layout.font_body, room, bold=True)
        place = (bx, by + radius + layout.font_body)
        room_rect = pygame.Rect(bx - room // 2, by + radius, room, 2 * layout.font_body)
        drawn = hud.draw_label(surface, shown, layout.font_body, place, bold=True, room=room_rect)
        self.note_cut(drawn, shown, name)
        hud.draw_label(
            surface,
            tr("table.points", points=points),
            layout.font_small,
            (bx, by + radius + int(layout.font_body * 2.1)),
            INK_SOFT,
        )

    def draw_seat_words(
        self, surface: pygame.Surface, spot: Any, name: str, points: int, count: int
    ) -> None:
        """An opponent's name and score in the block the layout keeps for them, clear of
        every seat's cards (`seat_places`)."""
        style = self.table.layout.label_style
        block = spot.label
        name_y, *score_ys = style.line_centres(block)
        shown = fit_words(name, style.name_px, block.width, bold=True)
        place = (block.centerx, name_y)
        drawn = hud.draw_label(surface, shown, style.name_px, place, bold=True, room=block)
        self.note_cut(drawn, shown, name)
        for words, y in zip(score_lines(points, count, style.split), score_ys, strict=True):
            place = (block.centerx, y)
            hud.draw_label(surface, words, style.score_px, place, INK_SOFT, room=block)

    def note_cut(self, drawn: pygame.Rect, shown: str, whole: str) -> None:
        """Keep where a name was drawn cut short (`shown` of `whole`): the pointer resting
        on it shows it whole (`draw_name_tip`)."""
        if shown != whole:
            self.cut_names.append((drawn, whole))

    def pointer(self) -> tuple[int, int]:
        """Where the pointer is, in the table's pixels."""
        return mouse_pos()

    def draw_name_tip(self, surface: pygame.Surface) -> pygame.Rect | None:
        """A name cut short on its plate (`note_cut`), said whole in a tooltip while the
        pointer rests on it, as the summaries and the game over do; none while a card is
        carried or a scene lies over the table. Returns where the tip lies."""
        table = self.table
        if table.drag is not None or table.app.stack.top is not table:
            return None
        return draw_whole_words(surface, self.cut_names, self.pointer(), table.layout.font_small)

    def fan_centre(self, spot: Any) -> tuple[int, int]:
        """Where an opponent's fanned backs go: the middle of its cards' place."""
        return spot.cards.center

    def draw_backs(self, surface: pygame.Surface, count: int, centre: tuple[int, int]) -> None:
        layout = self.table.layout
        height = layout.back_height
        width = card_width(height)
        shown = min(count, layout.backs_shown)
        step = width * 0.22
        span = width + step * (shown - 1)
        x = centre[0] - span / 2
        y = centre[1] - height / 2
        back = self.table.app.faces.back(height)
        for index in range(shown):
            surface.blit(back, (x + index * step, y))

    def draw_over(self, surface: pygame.Surface) -> None:
        """What belongs to the pointer, over everything else of the table (the hint's glow
        and rings too); drawn last by the table: a cut name said whole (Sting adds its
        cards' help, Rumski its buttons' tips)."""
        self.draw_name_tip(surface)

    def draw_bot_hands(self, surface: pygame.Surface) -> None:
        """ "Show bot hands" practice: each bot's cards face up, small, over where its backs
        lie (or under its seat box). A table whose observation carries `hands` (Sting's
        open hands) draws them in its own seats instead."""
        table = self.table
        observation = table.observation
        if getattr(observation, "hands", None) is not None:
            return
        boxes = getattr(table, "boxes", {})
        height = table.layout.back_height
        for seat in range(len(table.names)):
            cards = table.bot_hand(seat) if seat != table.viewer else None
            if not cards:
                continue
            if seat in boxes:  # a seat panel (Rumski): a smaller row just under it
                box = boxes[seat]
                small = max(16, int(box.height * 0.8))
                self.draw_face_row(surface, cards, (box.x + 4, box.bottom + 2), box.width, small)
                continue
            laid = getattr(observation, "laid", ())
            if seat < len(laid) and laid[seat]:
                continue  # laid down: the melds show every card it has left
            # In the seat's own place (as wide as its melds may lie), clear of all words.
            place = table.spot(seat).melds
            step = card_width(height) * 0.42
            span = min(place.width, int(card_width(height) + step * (len(cards) - 1)) + 1)
            left = (place.centerx - span // 2, place.centery - height // 2)
            self.draw_face_row(surface, cards, left, span)

    def draw_face_row(
        self,
        surface: pygame.Surface,
        cards: Any,
        topleft: tuple[int, int],
        room: int,
        height: int = 0,
    ) -> None:
        """Small face-up cards from `topleft`, overlapping to fit `room` pixels."""
        faces = self.table.app.faces
        adapter = self.table.adapter
        observation = self.table.observation
        height = height or self.table.layout.back_height
        width = card_width(height)
        step = min(width * 0.42, (room - width) / max(1, len(cards) - 1))
        for index, card in enumerate(cards):
            face = faces.face(card, adapter.game, height, adapter.is_wild(card, observation))
            surface.blit(face, (int(topleft[0] + index * step), topleft[1]))

    def draw_piles(self, surface: pygame.Surface, observation: Any) -> None:
        layout = self.table.layout
        faces = self.table.app.faces
        height = layout.pile_height
        stock = layout.stock_rect
        glowing = (
            {t.name for t in self.table.drag.targets if t.accepts} if self.table.drag else set()
        )
        if observation.stock_count:
            layers = min(6, 1 + observation.stock_count // 12)
            for layer in range(layers):
                offset = (layers - 1 - layer) * max(1, height // 90)
                pos = (stock.x - offset, stock.y - offset)
                if layer == 0:
                    surface.blit(faces.shadow(height), faces.shadow_at(pos, height))
                surface.blit(faces.back(height), pos)
        else:
            pygame.draw.rect(surface, (255, 255, 255, 60), stock, 2, border_radius=height // 14)
        stock_words, discard_words = layout.pile_word_places()
        stock_count = tr("table.stock", count=observation.stock_count)
        [(anchor, place)] = stock_words.items()
        hud.draw_label(surface, stock_count, layout.font_small, place, INK_SOFT, anchor=anchor)
        rect = layout.discard_rect
        visible = self.draw_discard_pile(surface, observation.discard_pile, 2)
        [(anchor, place)] = discard_words.items()
        discard = tr("table.discard")
        hud.draw_label(surface, discard, layout.font_small, place, INK_SOFT, anchor=anchor)
        if "discard" in glowing:
            hud.draw_glow(surface, rect)
        if self.table.my_turn and observation.phase == "draw" and self.table.drag is None:
            # Gentle invitation: both piles can be clicked or dragged.
            hud.draw_glow(surface, stock, GOLD)
            if visible:
                hud.draw_glow(surface, rect, GOLD)

    def draw_discard_pile(self, surface: pygame.Surface, pile: Any, depth: int) -> Any:
        """The discard pile: its top card square on the pile's place and up to `depth - 1`
        cards under it peeking out to the lower right, or an empty outline. Cards still
        flying to the pile are left out until they land; returns the cards lying there."""
        height = self.table.layout.pile_height
        rect = self.table.layout.discard_rect
        hidden = self.table.animator.landing("discard")
        visible = pile[: len(pile) - hidden] if hidden else pile
        if not visible:
            pygame.draw.rect(surface, (230, 240, 230), rect, 2, border_radius=height // 14)
        shown = visible[-depth:]
        for below, card in zip(range(len(shown) - 1, -1, -1), shown, strict=True):
            self.draw_card(surface, card, height, (rect.x + 3 * below, rect.y + 2 * below), True)
        return visible

    def draw_hand(self, surface: pygame.Surface) -> None:
        up = self.table.face_up
        shown = [s for s in self.table.hand_sprites if not (s.dragging or s.waiting)]
        for index, sprite in enumerate(shown):
            rect = sprite.rect
            self.draw_card(surface, sprite.card, sprite.height, rect.topleft, up)
            if sprite.selected and up:
                over = shown[index + 1] if index + 1 < len(shown) else None
                if over is None:
                    draw_picked_outline(surface, rect, None, False)
                else:
                    draw_picked_outline(surface, rect, over.rect, over.selected)
            if sprite is self.table.focused:  # walked to with the arrow keys
                hud.draw_focus_ring(surface, rect)
        drag = self.table.drag
        drawing = drag is not None and drag.source in ("stock", "discard")
        if drawing and any(t.name == "hand" and t.accepts for t in drag.targets):
            hud.draw_glow(surface, self.table.layout.hand_rect.inflate(-8, -8))

    def draw_drag(self, surface: pygame.Surface) -> None:
        faces = self.table.app.faces
        for sprite in self.table.drag.sprites:
            height = sprite.height
            position = (sprite.x, sprite.y)
            surface.blit(faces.shadow(height, True), faces.shadow_at(position, height, True))
            if sprite.card is None:
                picture = faces.back(height)
            else:
                wild = self.table.adapter.is_wild(sprite.card, self.table.observation)
                picture = faces.face(sprite.card, self.table.adapter.game, height, wild)
            surface.blit(picture, (sprite.x, sprite.y))

    def draw_message(self, surface: pygame.Surface) -> None:
        """The message strip (or the prompt in its place); `message_rect` keeps where it
        was drawn, so a tooltip keeps clear of it. Words too long for one line of the
        window (a hint with its why, at a small window with large text) go on over more
        lines, growing down from the strip's top, rather than off the window's edges."""
        self.message_rect = None
        table = self.table
        if table.message_left > 0:
            words, pad = table.message, 1.0
            alpha = int(255 * min(1.0, table.message_left / 0.4))
            back = hud.MESSAGE_BAD if table.message_bad else hud.MESSAGE_BACK
        elif table.my_turn and not table.pending:
            words, pad, alpha, back = table.adapter.prompt(table.observation), 1 / 3, 255, None
        else:
            return
        px, centre = self.message_place(words, pad)
        layout = table.layout
        room = layout.size[0] - 2 * layout.margin
        if text(words, px).get_width() + int(2 * pad * px) > room:
            px, lines = hud.fit_lines(words, layout.font_body, room, self.message_sheet_height())
            sheet = hud.message_panel(lines, px, back or hud.PANEL)
            sheet.set_alpha(alpha)
            top = centre[1] - (int(px * 1.3) + px) // 2  # where one line's panel starts
            place = self.message_sheet_place(sheet.get_rect(midtop=(layout.size[0] // 2, top)))
            self.message_rect = surface.blit(sheet, place)
        elif back is not None:
            self.message_rect = hud.draw_message(
                surface, words, centre, px, alpha, table.message_bad
            )
        else:
            drawn = hud.draw_label(surface, words, px, centre, INK, backed=True)
            self.message_rect = drawn.inflate(px, px // 2)  # its panel, a little wider

    def message_sheet_place(self, place: pygame.Rect) -> pygame.Rect:
        """Where words too long for one line lie (`place`: growing down from the strip's
        top); a game's painter may keep them clear of what lies below."""
        return place

    def message_sheet_height(self) -> int:
        """How tall words too long for one line may lie (0: as tall as they take)."""
        return 0

    def message_obstacles(self) -> list[pygame.Rect]:
        """What the message strip must not cover: the opponents' places, the move log."""
        layout = self.table.layout
        return [layout.seat_box(spot) for spot in layout.spots] + [layout.log_rect]

    def message_place(self, words: str, pad: float) -> tuple[int, tuple[int, int]]:
        """The strip's text size and centre (its panel `pad` text sizes wider each side):
        as laid out; or, when an opponent's place lies in its way at either side (large
        text, large cards at a small window), moved between them and made a little
        smaller (not below 0.85) so it fits; if it still cannot, as laid out."""
        layout = self.table.layout
        px, (x, y) = layout.font_body, layout.message_centre
        band = pygame.Rect(0, y - px, layout.size[0], 2 * px)
        left, right = layout.margin, layout.size[0] - layout.margin
        for box in self.message_obstacles():
            if box.colliderect(band):
                if box.centerx < x:
                    left = max(left, box.right + layout.margin // 2)
                else:
                    right = min(right, box.left - layout.margin // 2)
        for size in range(px, int(px * 0.85) - 1, -1):
            half = (text(words, size).get_width() + int(2 * pad * size)) // 2
            if half * 2 <= right - left:
                return size, (min(max(x, left + half), right - half), y)
        return px, (x, y)


HEADER_LEAST = 0.7  # of the layout's sizes: the header's words set no smaller


def header_width(words: tuple[str, str, str], big: int, small: int) -> int:
    """How wide the table's header is: its title at `big`, then the hand line and the
    wild line's chip at `small`, with their gaps (`draw_header`)."""
    title, hand_line, wild_line = words
    pad = big // 2
    widths = font(big, True).size(title)[0] + font(small).size(hand_line)[0]
    return widths + font(small, True).size(wild_line)[0] + 2 * pad + 5 * pad
