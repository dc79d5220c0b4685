"""The Rumski table by mouse: what a press picks up (hand cards, picked Community
cards, a wild in the tray), dragging it, the places that glow while it is carried, a
click's meaning, a drop (into a meld, between melds, onto empty table for a new meld,
on the discard pile, back to the hand), and cards sliding home. Every change of the
Community is sent as one `PlayCommunity` of the whole proposed Community (RU-7, RU-10).
"""

from __future__ import annotations

from typing import Any

import pygame

from game.rules import rumski
from game.rules.rumski.turn import ending_problem
from game.scenes.rumski.adapter import is_wild
from game.text import tr
from game.ui.animation import SNAP_BACK
from game.ui.drag import DRAG_THRESHOLD, Drag, DropTarget, Press
from game.ui.rumski.community import same_melds
from game.ui.rumski.community_edit import NEW, TRAY, lone_wild, moved
from game.ui.sprites import CardSprite


class RumskiMouse:
    """Mouse play of `RumskiTableScene` (a press, then a click or a drag and its drop)."""

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
        self.hover_buttons(pos)
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
        own = self.observation.staged  # played from the hand this turn: may go back
        community = moved(self.shown, hand, spots, target, insert_at, new_at, own)
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
        if target == NEW and len(hand) + len(spots) == 1:
            # One card made a new meld: it is not a meld yet (RU-4: 3 or more cards), and
            # a wild from your hand waits in the tray (issue 18 leftovers: without a word).
            wild = bool(hand) and is_wild(hand[0])
            self.say(tr("rumski.one_card_wild" if wild else "rumski.one_card_meld"))
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
