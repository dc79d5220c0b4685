"""Rumski at the shared table: the Community, the piles, the must-play tray, your hand.

Rules reachable from the table (`shared/rules/rumski.md`): RU-3 (the deal, animated; a
draw asked for while it is shown is made once the cards are out),
RU-5 (draw from the stock — click it or D —, the top discard — click it or T —, or
Take all — A), RU-6/RU-7 (the Community as rows of melds: drag hand cards into a meld,
between melds or onto empty table for a new one; pick Community cards with a click and
drag them between melds to split, join and move; each meld outlined green when legal,
red when not; while dragging, the melds the cards would complete glow), RU-8 (wilds
taken from the pile or freed from the Community wait in the must-play tray; a wild
taken from the pile may be put back — B — while nothing else has happened), RU-9
(discard by dropping on the pile — it glows only for a card that follows colour or
number —, or Knock), RU-10 (Reset turn goes back to the moment after the draw; End turn
is offered only when the whole Community is legal, a refused end shows the reason).

Every change to the arrangement is sent as one `PlayCommunity` of the whole proposed
Community (staged, checked when the turn ends), so the engine stays the only judge.
Every Community change — yours, a bot's, a reset — is shown as cards gliding, a bot's
move by move (`game.ui.community`). Keyboard play is in `rumski.keys`; Auto-play my
turn (a setting) plays the Hint's move for you (`rumski.assist`), paced like a bot.
With the "Show bot hands" practice each bot's cards lie face up in its seat box.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pygame
import pygame_gui

from game.bots.words import explanation
from game.rules import rumski
from game.rules.rumski.turn import ending_problem
from game.scenes.rumski.adapter import RumskiTable, is_wild, sort_key  # noqa: F401
from game.scenes.rumski.assist import AutoPlay
from game.scenes.rumski.keys import RumskiKeys
from game.scenes.table import TableScene
from game.scenes.table_crowns import Motion
from game.text import tr
from game.ui import events as app_events
from game.ui.animation import MOVE, SETTLE, SNAP_BACK
from game.ui.community import BOT_SPAN, BOT_STEP, CommunitySprites, same_melds, stable_order
from game.ui.community_edit import NEW, TRAY, lone_wild, moved
from game.ui.drag import DRAG_THRESHOLD, Drag, DropTarget, Press
from game.ui.layout import SeatSpot, card_width
from game.ui.meld_area import MeldPlace, place_melds
from game.ui.move_log import row_height
from game.ui.sprites import CardSprite, fan_positions

BUTTONS = (  # (command, its label's catalogue key)
    ("take_all", "rumski.button_take_all"),
    ("reset", "rumski.button_reset"),
    ("knock", "rumski.button_knock"),
    ("end", "rumski.button_end"),
    ("hint", "table.button_hint"),
)
# A hint's move in words, for the moves that name no card (the rest: `describe_action`).
ACTION_WORDS = {
    rumski.DrawStock: "table.action_draw_stock",
    rumski.TakeBack: "rumski.action_put_back",
    rumski.Knock: "rumski.action_knock",
    rumski.ResetTurn: "rumski.action_reset",
    rumski.Reshuffle: "rumski.action_reshuffle",
}


class RumskiTableScene(TableScene):
    """The shared table with Rumski's Community."""

    def make_adapter(self, game: str) -> RumskiTable:
        return RumskiTable()

    def __init__(self, app: Any, controller: Any):
        super().__init__(app, controller)
        from game.ui.rumski_view import RumskiPainter

        self.painter = RumskiPainter(self)
        self.community_cards = CommunitySprites()
        self.community_shown = False  # set from the game once the table is first entered
        self.turn_start: tuple = ()  # the Community when the shown turn drew (for a reset)
        self.places: list[MeldPlace] = []
        self.slot_rect: pygame.Rect | None = None
        self.tray_rect: pygame.Rect | None = None
        self.community_rect = pygame.Rect(0, 0, 0, 0)
        self.boxes: dict[int, pygame.Rect] = {}
        self.seat_line_h = 0  # a seat box's name and detail lines (its height without bots)
        self.bot_row_height = 0  # the bots' face-up row in their boxes, when shown
        self.message_room = 0  # how wide the prompt may be, between the log and the buttons
        self.log_rect = pygame.Rect(0, 0, 0, 0)
        self.picked: set[tuple[int, int]] = set()  # Community cards picked (meld, index)
        self.geometry_key: tuple = ()
        self.keys = RumskiKeys(self)
        self.auto = AutoPlay(self)  # Auto-play my turn, when the setting is on
        self.showing_hint = False  # the Hint's move being played: shown move by move
        self.dealt_at = 0.0  # the table clock when the deal being shown is all out
        self.draw_queued = False  # the stock asked for while the deal was still shown

    @property
    def open_hands(self) -> bool:
        return TableScene.open_hands.fget(self)

    @open_hands.setter
    def open_hands(self, shown: bool) -> None:
        """The bots' cards get a row in their seat boxes: the table is laid out again."""
        TableScene.open_hands.fset(self, shown)
        if getattr(self, "community_rect", None) and self.community_rect.width:
            self.geometry_key = ()
            self.rest_community(0.0)
            self.relayout(instant=True)

    def ready(self) -> bool:
        """Nothing left to animate, the Community's glides included: a bot's next move
        waits until its rearrangement has been seen to the end."""
        return (
            super().ready()
            and not self.community_cards.timeline
            and not any(sprite.moving for sprite in self.community_cards)
        )

    @property
    def shown(self) -> tuple:
        """The Community as the table shows it (the engine's, once its events are played)."""
        return self.community_cards.community

    def enter(self) -> None:
        super().enter()
        if not self.community_shown:
            self.community_shown = True
            observation = self.observation
            self.turn_start = observation.community_at_draw
            places, _, _ = self.places_for(observation.community)
            self.community_cards.jump(observation.community, places)
            self.geometry_key = ()
            self.relayout(instant=True)

    # -- geometry -------------------------------------------------------------------------
    def build_ui(self, size: tuple[int, int]) -> None:
        from game.ui.layout import TableLayout

        layout = self.layout = TableLayout(size, len(self.names))
        # Piles in a column at the left (placed with the seats, `place_table`); the
        # Community takes the middle of the table.
        self.geometry_key = ()
        self.place_table()
        manager = self.app.ui
        self.buttons = {}
        for (key, label), rect in zip(BUTTONS, layout.button_rects(len(BUTTONS)), strict=True):
            self.buttons[key] = self.add(pygame_gui.elements.UIButton(rect, tr(label), manager))
        self.buttons["menu"] = self.add(
            pygame_gui.elements.UIButton(layout.menu_button, tr("table.button_menu"), manager)
        )
        self.button_states = {}
        self.button_labels: dict[str, str] = {}
        self.geometry_key = ()
        self.warm_faces()
        for sprite in self.hand_sprites:
            sprite.height = layout.hand_height
        self.relayout(instant=True)
        self.rest_community(0.0)

    def tray_wanted(self, community: tuple) -> bool:
        return self.must_play_count() > 0 or any(lone_wild(meld) for meld in community)

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
        pile_label = int(px * 1.6) + 8  # the pile's count under it (rumski_view)
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
        laid, height, slot = place_melds(
            rows, [len(community[i]) for i in rows], inner, int(0.11 * u), int(0.05 * u), slot=2
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
            lift = layout.select_lift if sprite.selected else 0.0
            sprite.lift_target = layout.hover_lift if sprite.hovered and not lift else lift
        self.place_table()
        lone = sum(lone_wild(meld) for meld in self.shown)
        height = int(0.09 * layout.unit)
        for index, sprite in enumerate(tray, start=lone):
            sprite.height = height
            x = self.tray_rect.x + int(0.01 * layout.unit) + index * int(height * 0.35)
            sprite.move_to((x, self.tray_rect.y + int(0.05 * layout.unit)), duration)
            sprite.lift_target = layout.select_lift * 0.3 if sprite.selected else 0.0

    # -- input ----------------------------------------------------------------------------
    def command(self, key: str) -> None:
        seat = self.viewer
        observation = self.observation
        mine = self.my_turn
        if key == "take_all" and mine:
            if observation.phase == rumski.PLAY and observation.can_take_back:
                self.intend(rumski.TakeBack(seat))
            else:
                self.intend(rumski.TakeDiscard(seat, True))
        elif key == "take_back" and mine:
            self.intend(rumski.TakeBack(seat))
        elif key == "take_top" and mine:
            self.intend(rumski.TakeDiscard(seat, False))
        elif key == "draw" and mine and self.dealing():
            # Asked for while the cards still fly out: drawn once they are all dealt.
            self.draw_queued = True
            self.say(tr("rumski.still_dealing"))
        elif key == "draw" and mine:
            action = rumski.DrawStock(seat)
            if not observation.stock_count:
                action = (
                    rumski.Reshuffle(seat) if observation.discard_pile else rumski.DrawNothing(seat)
                )
            self.intend(action)
        elif key == "reset" and mine:
            self.picked.clear()
            self.intend(rumski.ResetTurn(seat))
        elif key == "knock" and mine:
            self.intend(rumski.Knock(seat))
        elif key == "end" and mine:
            self.end_turn()
        elif key == "hint" and mine and self.hint and self.hint[0] == self.controller.version:
            # Hint pressed again while its move is lit: play it, shown as a bot's would be
            # (Reset turn undoes a Community play).
            action = self.hint[1]
            self.hint = None
            self.showing_hint = isinstance(action, rumski.PlayCommunity)
            if self.intend(action) is not None:
                self.showing_hint = False
        elif key == "sort":
            self.sort_mode = "rank" if self.sort_mode == "suit" else "suit"
            self.sort_hand()
        elif key in ("take_all", "take_back", "take_top", "draw", "reset", "knock", "end"):
            self.say(tr("table.wait_turn"), bad=True)
        else:
            super().command(key)

    def end_turn(self) -> None:
        """RU-9/RU-10: discard the one picked hand card, or knock with none picked."""
        chosen = [s for s in self.hand_sprites if s.selected]
        if len(chosen) > 1:
            self.say(tr("rumski.discard_or_knock"), bad=True)
            return
        action = (
            rumski.Discard(self.viewer, chosen[0].card) if chosen else rumski.Knock(self.viewer)
        )
        self.intend(action)

    def dealing(self) -> bool:
        """The deal is still being shown (your cards still fly out from the stock)."""
        return self.clock < self.dealt_at

    def on_press(self, pos: tuple[int, int]) -> None:
        if self.drag is not None:
            return
        self.keys.shown = False  # the mouse took over
        # While the deal is shown your cards still lie on the stock: a press there is
        # for the stock, not for a card that has not arrived.
        sprite = None if self.dealing() else self.sprite_at(pos)
        if sprite is not None:
            self.press = Press(pos, "hand", sprite)
            return
        found = self.community_at(pos)
        if found is not None:
            self.press = Press(pos, "community")
            self.press.spot = found
        elif self.layout.stock_rect.collidepoint(pos):
            self.press = Press(pos, "stock")
        elif self.layout.discard_rect.collidepoint(pos) and self.observation.discard_pile:
            self.press = Press(pos, "discard")

    def on_motion(self, pos: tuple[int, int]) -> None:
        if self.drag is None and self.press is not None and self.press.source == "community":
            distance = abs(pos[0] - self.press.pos[0]) + abs(pos[1] - self.press.pos[1])
            if distance >= DRAG_THRESHOLD * self.layout.unit and self.my_turn:
                self.begin_drag(pos)
                return
        super().on_motion(pos)

    def click(self, press: Press) -> None:
        if press.source == "community":
            self.picked.symmetric_difference_update({press.spot})
            return
        if press.source == "discard" and self.my_turn and self.observation.phase == rumski.PLAY:
            self.discard_selected()
            return
        if press.source == "stock" and self.my_turn and self.observation.phase == rumski.DRAW:
            self.command("draw")  # an empty stock: reshuffle the pile, or draw nothing (RU-13)
            return
        super().click(press)

    def discard_selected(self) -> None:
        """The pile clicked (or Enter on it) after the draw: discard the one selected card."""
        chosen = [s for s in self.hand_sprites if s.selected]
        if len(chosen) == 1:
            self.intend(self.discard_action(chosen[0].card))
        else:
            self.say(tr("table.select_discard"))

    def discard_action(self, card: Any) -> Any:
        """Dropping a card on the pile: a discard, or putting back a wild just taken."""
        if is_wild(card) and self.observation.can_take_back:
            return rumski.TakeBack(self.viewer)
        return rumski.Discard(self.viewer, card)

    def carried_items(self, press: Press) -> list[tuple[str, Any]]:
        if press.source == "community":
            spot = press.spot
            if spot in self.picked:
                items = [("community", key) for key in sorted(self.picked)]
                return items + [("hand", s) for s in self.hand_sprites if s.selected]
            return [("community", spot)]
        sprite = press.sprite
        if sprite.selected:
            items = [("hand", s) for s in self.hand_sprites if s.selected]
            return items + [("community", key) for key in sorted(self.picked)]
        return [("hand", sprite)]

    def begin_drag(self, pos: tuple[int, int]) -> None:
        press = self.press
        if press is None or press.source in ("stock", "discard"):
            super().begin_drag(pos)
            return
        if not same_melds(self.shown, self.observation.community):
            self.press = None
            return  # the last change is still being shown
        self.place_table()
        items = self.carried_items(press)
        sprites = []
        for kind, thing in items:
            if kind == "hand":
                sprites.append(thing)
            else:
                sprite = self.community_cards.at(*thing)
                if sprite is not None:
                    sprites.append(sprite)
        drag = Drag.start("table", sprites, pos)
        drag.payload = items
        for name, rect, fits in self.drop_places(items):
            drag.targets.append(DropTarget(name, rect, fits))
        self.drag = drag
        for sprite in self.hand_sprites:
            sprite.hovered = False
        drag.follow(pos)

    def drop_places(self, items: list) -> list[tuple[str, pygame.Rect, bool]]:
        """Where carried cards may go, and whether each place would glow: a meld they
        would make legal (RU-4), empty table for a new meld of their own, the pile for a
        card that follows it (RU-9), the hand or tray for what may go back."""
        observation = self.observation
        working = self.my_turn and observation.phase == rumski.PLAY
        cards = [self.item_card(item) for item in items]
        places: list[tuple[str, pygame.Rect, bool]] = []
        if len(items) == 1 and items[0][0] == "hand":
            card = cards[0]
            follows = working and (
                (is_wild(card) and observation.can_take_back)
                or ending_problem(observation, card) is None
            )
            places.append(("discard", self.layout.discard_rect.inflate(20, 20), follows))
        opened = observation.opened[self.viewer]
        taken = {thing for kind, thing in items if kind == "community"}
        for place in self.places:
            meld = [c for k, c in enumerate(self.shown[place.key]) if (place.key, k) not in taken]
            fits = working and opened and rumski.is_meld(meld + cards)
            places.append((f"meld:{place.key}", place.rect.inflate(10, 10), fits))
        if self.tray_rect is not None:
            places.append((TRAY, self.tray_rect, False))
        new_fits = working and rumski.is_meld(cards)
        if self.slot_rect is not None:
            places.append((NEW, self.slot_rect, new_fits))
        places.append((NEW, self.community_rect, False))  # empty table: a new meld too
        places.append(("hand", self.layout.hand_rect, True))
        return places

    def item_card(self, item: tuple[str, Any]) -> Any:
        kind, thing = item
        if kind == "hand":
            return thing.card
        meld, index = thing
        return self.shown[meld][index]

    def drop(self, drag: Drag, pos: tuple[int, int]) -> None:
        if drag.source != "table":
            super().drop(drag, pos)
            return
        drag.release()
        target = drag.target_at(pos)
        items = drag.payload
        name = target.name if target is not None else ""
        done = False
        if name == "discard":
            done = self.intend(self.discard_action(items[0][1].card)) is None
        elif name in ("hand", TRAY) and all(kind == "hand" for kind, _ in items):
            self.return_to_hand([thing for _, thing in items], pos)
            done = True
        elif name in ("hand", TRAY):
            done = self.move_cards(items, TRAY, pos)
        elif name.startswith("meld:"):
            done = self.move_cards(items, int(name.split(":")[1]), pos)
        elif name == NEW:
            done = self.move_cards(items, NEW, pos)
        if not done:
            self.snap(drag)

    def snap(self, drag: Drag) -> None:
        for sprite, home in zip(drag.sprites, drag.homes, strict=True):
            sprite.move_to(home, SNAP_BACK * max(self.scale, 0.5))
        self.relayout()

    def return_to_hand(self, sprites: list[CardSprite], pos: tuple[int, int]) -> None:
        for sprite in sprites:
            sprite.height = self.layout.hand_height
        super().return_to_hand(sprites, pos)

    def move_cards(self, items: list, target: Any, pos: tuple[int, int] | None) -> bool:
        """Send the whole Community after moving `items` into meld `target` (at the
        drop's place), a new meld (NEW, among the melds where it was dropped) or the tray
        (TRAY) as one PlayCommunity (`community_edit.moved`). True when the engine took it."""
        if not items:
            self.say(tr("rumski.pick_first"), bad=True)
            return False
        if not same_melds(self.shown, self.observation.community):
            self.say(tr("rumski.still_shown"))
            return False
        hand = [thing.card for kind, thing in items if kind == "hand"]
        spots = [thing for kind, thing in items if kind == "community"]
        insert_at = -1
        if isinstance(target, int) and pos is not None:
            insert_at = self.places[target].gap_at(pos[0])
        new_at = self.new_meld_index(pos) if target == NEW else -1
        community = moved(self.shown, hand, spots, target, insert_at, new_at)
        if community is None:
            if target == TRAY:
                self.say(tr("rumski.community_stays"), True)
            return False
        self.picked.clear()
        if self.intend(rumski.PlayCommunity(self.viewer, community)) is not None:
            return False
        for sprite in self.hand_sprites:
            sprite.selected = False
        self.keys.after_move()
        return True

    def new_meld_index(self, pos: tuple[int, int] | None) -> int:
        """Where a new meld dropped at `pos` goes in the Community's order: before the
        first meld that lies after the drop in reading order (rows, then left to right)."""
        if pos is None:
            return len(self.shown)
        for place in self.places:
            if lone_wild(self.shown[place.key]):
                continue
            rect = place.rect
            same_row = rect.top <= pos[1] < rect.bottom
            if rect.top > pos[1] or (same_row and rect.centerx > pos[0]):
                return place.key
        return len(self.shown)

    # -- state of the turn ------------------------------------------------------------------
    def community_legal(self) -> list[bool]:
        return [rumski.is_meld(meld) for meld in self.observation.community]

    def update_buttons(self) -> None:
        if not self.buttons:
            return
        mine = self.my_turn
        observation = self.observation
        playing = mine and observation.phase == rumski.PLAY
        chosen = [s.card for s in self.hand_sprites if s.selected]
        discard = chosen[0] if len(chosen) == 1 else None
        can_end = playing and rumski.end_problem(observation, discard) is None
        take_back = playing and observation.can_take_back
        label = tr("rumski.button_put_back" if take_back else "rumski.button_take_all")
        if self.button_labels.get("take_all") != label:
            self.button_labels["take_all"] = label
            self.buttons["take_all"].set_text(label)
        wanted = {
            "take_all": take_back
            or (mine and observation.phase == rumski.DRAW and bool(observation.discard_pile)),
            "reset": playing,
            "knock": playing,
            "end": can_end,
            "hint": mine,
        }
        self.set_buttons(wanted)

    def show_summary(self) -> None:
        from game.scenes.summary import SummaryScene

        ended, self.summary_due = self.summary_due, None
        summary = self.adapter.summary(ended, self.names, self.observation.totals)
        self.app.stack.push(SummaryScene(self.app, summary, self))

    def describe_action(self, action: Any) -> str:
        if isinstance(action, rumski.PlayCommunity):
            before = Counter(card for meld in self.observation.community for card in meld)
            placed = Counter(card for meld in action.community for card in meld) - before
            cards = sorted(placed.elements())
            if not cards:
                return tr("rumski.action_rearrange")
            if len(cards) <= 4:
                what = " ".join(map(str, cards))
            else:
                what = tr("table.cards_many", count=len(cards))
            return tr("rumski.action_play", cards=what)
        if isinstance(action, rumski.TakeDiscard):
            return tr("rumski.action_take_pile" if action.whole else "table.action_take_top")
        if isinstance(action, rumski.Discard):
            return tr("rumski.action_discard", card=action.card)
        words = ACTION_WORDS.get(type(action))
        return tr(words) if words else type(action).__name__

    # -- the frame ------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == app_events.HINT and self.auto_playing():
            if event.seat == self.viewer:
                self.auto.answered(event.action)
            return
        if event.type == app_events.HINT and event.seat == self.viewer:
            self.hint = (self.controller.version, event.action, event.reason)
            action = self.describe_action(event.action)
            words = tr("table.hint", action=action)
            if isinstance(event.action, rumski.PlayCommunity):
                words = tr("rumski.hint_again", action=action)  # its reason would repeat it
            elif event.reason and len(words) + len(explanation(event.reason)) < 90:
                words = tr("table.hint_why", action=action, why=explanation(event.reason))
            self.say(words)
            return
        if event.type == pygame.KEYDOWN:
            self.on_key(event.key, getattr(event, "mod", 0))
            return
        super().handle(event)

    def update(self, dt: float) -> None:
        if self.community_cards.step(dt) and self.community_cards.clock > 0:
            self.app.sounds.play("draw")  # each move of a rearrangement is heard too
        super().update(dt)
        if self.app.stack.top is self:
            self.catch_up()
            self.auto.step()
            if self.draw_queued and not self.dealing() and not self.pending:
                self.draw_queued = False
                if self.my_turn and self.observation.phase == rumski.DRAW:
                    self.command("draw")

    def catch_up(self) -> None:
        """When everything has been shown, the table shows the engine's Community (a
        safety net: a change no event animated glides into place)."""
        if self.pending or self.frozen is not None or self.drag is not None:
            return
        community = self.observation.community
        if not same_melds(community, self.shown) and self.community_cards.calm and self.ready():
            self.show_community(community, None)

    def auto_playing(self) -> bool:
        return self.auto.on

    def animate(self, motion: Motion) -> float:
        if motion.kind == "deal":
            self.picked.clear()
            self.turn_start = ()
            self.show_community((), None)
        if motion.kind == "draw":
            self.turn_start = self.shown
        if motion.kind == "community":
            event = motion.data
            community = getattr(event, "community", None)
            if isinstance(event, rumski.TurnReset):
                mine = motion.seat == self.viewer and self.my_turn
                community = self.observation.community_at_draw if mine else self.turn_start
            if community is None:  # a wild put back: only the hand changes
                if motion.seat == self.viewer:
                    self.sync_hand()
                return 0.2 * self.scale
            return max(0.2 * self.scale, self.show_community(community, motion.seat))
        if motion.kind == "hand_end" and isinstance(motion.data, rumski.RoundWon):
            self.went_out_counts[motion.data.seat] += 1
        duration = super().animate(motion)
        if motion.kind == "deal":
            self.dealt_at = self.clock + duration
        return duration

    def show_community(self, community: tuple, seat: int | None) -> float:
        """Glide from the Community shown to `community` (played by `seat`): your own
        moves settle at once, a bot's (or auto-play's) go move by move. Returns how long
        it takes."""
        community = stable_order(self.shown, community)
        self.picked.clear()
        mine = seat == self.viewer
        gone: list[CardSprite] = []
        made: list[CardSprite] = []
        if mine:
            before = set(map(id, self.hand_sprites))
            gone = self.sync_hand()
            made = [sprite for sprite in self.hand_sprites if id(sprite) not in before]
        if community == self.shown:
            self.geometry_key = ()
            self.rest_community(SETTLE * self.scale)
            self.relayout()
            return 0.0
        origins: dict[Any, list[tuple[float, float]]] = {}
        for sprite in gone:
            origins.setdefault(sprite.card, []).append((sprite.x, sprite.y - sprite.lift))
        if seat is not None and not mine:
            fallback = self.seat_point(seat)
        else:
            fallback = self.community_rect.center
        paced = not mine or self.auto_playing() or self.showing_hint
        self.showing_hint = False
        duration = (MOVE if paced else SETTLE) * self.scale
        step = BOT_STEP * self.scale if paced and seat is not None else 0.0
        self.community_cards.source = seat
        longest, left = self.community_cards.change(
            community,
            lambda shown: self.places_for(shown)[0],
            origins,
            fallback,
            duration,
            step,
            BOT_SPAN * self.scale,
        )
        self.geometry_key = ()
        self.place_table()
        # Cards back from the Community (a reset) glide from where they lay to the hand.
        spots: dict[Any, list[tuple[float, float]]] = {}
        for sprite in left:
            spots.setdefault(sprite.card, []).append((sprite.x, sprite.y))
        if made and self.sort_mode != "as-dealt":
            self.sort_hand()  # back in their places in the hand
        else:
            self.relayout()
        for sprite in made:
            if spots.get(sprite.card):
                target = sprite.target
                sprite.place(spots[sprite.card].pop(0))
                sprite.target = (-1, -1)
                sprite.move_to(target, duration)
        return longest
