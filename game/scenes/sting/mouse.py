"""The Sting table by mouse: what a press picks up (a hand card, the staged meld, the
freed wild in the tray, the piles' cards, a meld or a player's area), dragging it,
the places that glow while it is carried (each asked of the engine), a click's meaning,
a drop, a card sliding home, and the one-line help for a special card under the pointer.

Rules reachable this way (`shared/rules/sting.md`): ST-4 (a click on the stock draws
one), ST-5a (the staged meld dragged onto a player's area), ST-5b (cards dropped on a
meld), ST-5c (the discard pile's top card dragged onto a meld or into the staging
slot), ST-5d (the freed wild dragged from the tray), ST-5e (after a PP, a click picks
the meld to pass, then its receiver), ST-6 (one card dropped on, or clicked onto, the
discard pile).
"""

from __future__ import annotations

from game.rules import sting
from game.rules.engine import Action
from game.text import tr
from game.ui.animation import SNAP_BACK
from game.ui.drag import DRAG_THRESHOLD, Drag, DropTarget, Press
from game.ui.sprites import CardSprite


class StingMouse:
    """Mouse play of `StingTableScene` (a press, then a click or a drag and its drop;
    what a drop means is `sting.plays.StingPlays.play_to`)."""

    def sprite_at(self, pos: tuple[int, int]) -> CardSprite | None:
        if not self.face_up:
            return None
        if self.tray is not None and self.tray.rect.collidepoint(pos):
            return self.tray
        # The topmost staged card first: they overlap left to right (in table order).
        for sprite in sorted(self.staged_group(), key=lambda sprite: -sprite.x):
            if sprite.rect.collidepoint(pos):
                return sprite
        for sprite in reversed(self.hand_sprites):
            if sprite.rect.collidepoint(pos):
                return sprite
        return None

    def on_press(self, pos: tuple[int, int]) -> None:
        if self.drag is not None:
            return
        sprite = self.sprite_at(pos)
        layout = self.layout
        if sprite is not None:
            if sprite is self.tray:
                source = "tray"
            elif sprite in self.staged_group():
                source = "stage"
            else:
                source = "hand"
            self.press = Press(pos, source, sprite)
        elif self.stage_rect.collidepoint(pos) and self.staged_group():
            # Anywhere in the staging slot picks up the staged meld (a big target).
            self.press = Press(pos, "stage")
        elif layout.discard_rect.collidepoint(pos):
            self.press = Press(pos, "discard")
        elif layout.stock_rect.collidepoint(pos):
            self.press = Press(pos, "stock")
        else:
            place = self.meld_at(pos)
            if place is not None:
                self.press = Press(pos, f"meld:{place.key}")
            else:
                seat = self.area_at(pos)
                if seat is not None:
                    self.press = Press(pos, f"seat:{seat}")

    def on_motion(self, pos: tuple[int, int]) -> None:
        self.pointer = pos
        if self.drag is None and self.press is None:
            self.hover_help(pos)
        if self.drag is None and self.press is not None:
            press = self.press
            distance = abs(pos[0] - press.pos[0]) + abs(pos[1] - press.pos[1])
            draggable = press.source in ("hand", "stage", "tray", "discard", "stock")
            draggable = draggable or self.own_meld(press.source) is not None  # ST-5e
            if draggable and distance >= DRAG_THRESHOLD * self.layout.unit and self.my_turn:
                self.begin_drag(pos)
                return
            if not draggable:
                return  # another's meld or a player's area is clicked, never dragged
        super().on_motion(pos)

    def hover_help(self, pos: tuple[int, int]) -> None:
        """The quick reference: one line for a special card under the pointer (the
        pointer's place and the card's top: the help sits between them)."""
        card = None
        top = pos[1]
        sprite = self.sprite_at(pos)
        if sprite is not None:
            card, top = sprite.card, int(sprite.y - max(sprite.lift, sprite.lift_target))
        else:
            place = self.meld_at(pos)
            if place is not None:
                index = place.card_at(pos)
                if index is not None:
                    card = self.melds[place.key][1][index]
                    if self.swap is not None and self.swap[:2] == (place.key, index):
                        card = self.swap[2].card  # drawn there while its freed wild waits
                    top = place.cards[index].top
            elif self.layout.discard_rect.collidepoint(pos) and self.observation.discard_pile:
                card, top = self.observation.discard_pile[-1], self.layout.discard_rect.top
        self.hover_card = (card, pos, top) if card is not None and card.face else None
        # The tray explains itself (ST-5d): what waits there and why.
        tray = card is None and self.tray_rect.collidepoint(pos)
        self.hover_tray = (pos, self.tray_rect.top) if tray else None

    def follow_pointer(self) -> None:
        """Each frame: the help belongs to what is under the pointer now — a card played,
        sent away or slid under a still pointer takes its help with it (issue 18)."""
        if self.drag is not None or self.press is not None:
            self.hover_card = self.hover_tray = None
        elif self.pointer is not None:
            self.hover_help(self.pointer)
        elif self.hover_card is not None:
            self.show_focus_help()  # the keyboard's: the card in focus now, if any

    def click(self, press: Press) -> None:
        source = press.source
        if self.passing is not None and (source.startswith(("meld:", "seat:"))):
            self.pick_for_pass(source)
            return
        if source in ("stage", "tray"):
            if source == "stage" and press.sprite is not None:
                if press.sprite is self.staged_discard:
                    self.staged_discard = None
                elif not self.is_freed(press.sprite):
                    self.unstage([press.sprite])
                self.relayout()
            return
        if source == "stock" and self.my_turn and self.observation.phase == sting.DRAW:
            self.intend(sting.Draw(self.viewer, 1))
            return
        if source.startswith(("meld:", "seat:")):
            return
        if source == "discard" and self.my_turn and self.observation.phase == sting.PLAY:
            chosen = [sprite for sprite in self.hand_sprites if sprite.selected]
            if len(chosen) == 1:
                self.play_to("discard", "hand", chosen, None, None)
            else:
                self.say(tr("sting.drag_one"))
            return
        super().click(press)

    def own_meld(self, source: str) -> int | None:
        """The meld id when `source` is a meld in front of you, in the play of your
        turn (ST-5e: dragged onto a player, it is passed with a Pass-A-Pile)."""
        kind, _, rest = source.partition(":")
        if kind != "meld" or self.observation.phase != sting.PLAY or self.passing is not None:
            return None
        meld_id = int(rest)
        return meld_id if self.melds.get(meld_id, (None,))[0] == self.viewer else None

    def begin_drag(self, pos: tuple[int, int]) -> None:
        press = self.press
        assert press is not None
        layout = self.layout
        observation = self.observation
        meld_id = self.own_meld(press.source)
        if meld_id is not None:  # ST-5e: a copy of your meld, to drop on a player
            place = self.places[meld_id]
            cards = self.melds[meld_id][1]
            ghosts = [
                CardSprite(card, rect.topleft, rect.height)
                for card, rect in zip(cards, place.cards, strict=True)
            ]
            drag = Drag.start(press.source, ghosts, pos)
            drag.targets = [
                DropTarget(f"seat:{seat}", rect, self.accepts(self.pass_action(meld_id, seat)))
                for seat, rect in self.areas.items()
                if seat != self.viewer
            ]
            self.drag = drag
            drag.follow(pos)
            return
        if press.source in ("stock", "discard"):
            if press.source == "stock" or observation.phase == sting.DRAW:
                ghost = CardSprite(None, layout.stock_rect.topleft, layout.pile_height)
                drag = Drag.start("stock", [ghost], pos)
                accepts = observation.phase == sting.DRAW
                drag.targets.append(DropTarget("hand", layout.hand_rect, accepts))
                self.drag = drag
                drag.follow(pos)
                return
            top = observation.top_discard
            ghost = CardSprite(top, layout.discard_rect.topleft, layout.meld_height)
            drag = Drag.start("discard", [ghost], pos)
        else:
            carried = [press.sprite]
            if press.source == "hand" and press.sprite.selected:
                carried = [s for s in self.hand_sprites if s.selected]
            elif press.source == "stage":
                carried = self.staged_group()
            drag = Drag.start(press.source, carried, pos)
        drag.targets = self.targets_for(drag.source, drag.sprites)
        self.drag = drag
        for sprite in self.hand_sprites:
            sprite.hovered = False
        drag.follow(pos)

    def targets_for(self, source: str, sprites: list[CardSprite]) -> list[DropTarget]:
        """Where carried cards may go; a target glows when the engine would accept."""
        self.place_table()
        targets = []
        # ST-5e: a PP carried alone glows on your melds it may pass and on the players.
        passing = source == "hand" and len(sprites) == 1 and sprites[0].card.face == "PP"
        passing = passing and self.can_pass()
        for place in self.places.values():
            name = f"meld:{place.key}"
            action = self.intent_for(name, source, sprites, None)
            accepts = self.would_accept(action) or (passing and self.passable(place.key))
            targets.append(DropTarget(name, place.rect.inflate(8, 8), accepts))
        for seat, rect in self.areas.items():
            name = f"seat:{seat}"
            action = self.intent_for(name, source, sprites, None)
            accepts = self.would_accept(action) or (passing and seat != self.viewer)
            targets.append(DropTarget(name, rect, accepts))
        targets.append(DropTarget("stage", self.stage_rect, source != "stage"))
        if source == "hand" and len(sprites) == 1:
            card = sprites[0].card
            accepts = self.accepts(sting.Discard(self.viewer, card))
            targets.append(DropTarget("discard", self.layout.discard_rect.inflate(20, 20), accepts))
        targets.append(DropTarget("hand", self.layout.hand_rect, source in ("hand", "stage")))
        return targets

    def would_accept(self, action: Action | None) -> bool:
        return action is not None and self.accepts(action)

    def drop(self, drag: Drag, pos: tuple[int, int]) -> None:
        drag.release()
        if drag.source == "stock":
            if drag.target_at(pos) is not None and self.observation.phase == sting.DRAW:
                self.intend(sting.Draw(self.viewer, 1))
            return
        target = drag.target_at(pos)
        meld_id = self.own_meld(drag.source)
        if meld_id is not None:  # ST-5e: your meld dropped on a player
            if target is not None:
                self.pass_meld(meld_id, int(target.name.partition(":")[2]))
            return
        if target is None:
            self.slide_back(drag)
            return
        self.play_to(target.name, drag.source, drag.sprites, pos, drag)

    def slide_back(self, drag: Drag) -> None:
        if drag.source == "discard" or drag.source.startswith("meld:"):
            return  # the ghost of the pile's top card (or of a meld) simply vanishes
        for sprite, home in zip(drag.sprites, drag.homes, strict=True):
            sprite.move_to(home, SNAP_BACK * max(self.scale, 0.5))
        self.relayout()
