"""The shared table by mouse: a press on a card or a pile, a click (select a hand card,
take a card back out of an arranged meld, draw, or discard the one selected card), and
drag and drop — the cards carried, the drop targets lit as they would accept, the drop
turned into a play, a refused drop sliding back home — and the hover lift.

A mixin of `table.TableScene`: a drop only asks for a play (`intend`); the engine
judges it (DESIGN.md boundary 4).
"""

from __future__ import annotations

from game.text import tr
from game.ui.animation import SNAP_BACK
from game.ui.drag import DRAG_THRESHOLD, Drag, DropTarget, Press
from game.ui.sprites import CardSprite


class TableDrag:
    """Mouse play of `TableScene`: press, motion, release, click, drag and drop."""

    def on_press(self, pos: tuple[int, int]) -> None:
        if self.drag is not None:
            return
        self.keys.shown = False  # the mouse took over: no focus ring until a key is used
        sprite = self.sprite_at(pos)
        if sprite is not None:
            source = "hand" if sprite in self.hand_sprites else "meld"
            self.press = Press(pos, source, sprite)
        elif self.layout.stock_rect.collidepoint(pos):
            self.press = Press(pos, "stock")
        elif self.layout.discard_rect.collidepoint(pos) and self.observation.discard_pile:
            self.press = Press(pos, "discard")

    def on_motion(self, pos: tuple[int, int]) -> None:
        if self.drag is not None:
            self.drag.follow(pos)
            return
        if self.press is not None:
            distance = abs(pos[0] - self.press.pos[0]) + abs(pos[1] - self.press.pos[1])
            if distance >= DRAG_THRESHOLD * self.layout.unit and self.my_turn:
                self.begin_drag(pos)
                return
        self.hover(pos)

    def on_release(self, pos: tuple[int, int]) -> None:
        press, self.press = self.press, None
        if self.drag is not None:
            drag, self.drag = self.drag, None
            self.drop(drag, pos)
        elif press is not None:
            self.click(press)

    def click(self, press: Press) -> None:
        observation = self.observation
        if press.source == "hand" and press.sprite is not None:
            press.sprite.selected = not press.sprite.selected
            self.relayout()
        elif press.source == "meld" and press.sprite is not None:
            self.unstage([press.sprite])
        elif not self.my_turn:
            self.say(tr("table.wait_turn"), bad=True)
        elif press.source in ("stock", "discard") and observation.phase == "draw":
            self.intend(self.adapter.draw_intent(self.viewer, press.source))
        elif press.source == "discard":
            chosen = [sprite for sprite in self.hand_sprites if sprite.selected]
            if len(chosen) == 1:
                self.discard(chosen, chosen[0].target)
            else:
                self.say(tr("table.select_discard"))
        elif press.source == "stock":
            self.intend(self.adapter.draw_intent(self.viewer, "stock"))

    def begin_drag(self, pos: tuple[int, int]) -> None:
        press = self.press
        assert press is not None
        observation = self.observation
        layout = self.layout
        if press.source in ("hand", "meld") and press.sprite is not None:
            carried = [press.sprite]
            if press.source == "hand" and press.sprite.selected:
                others = [s for s in self.hand_sprites if s.selected and s is not press.sprite]
                carried = [press.sprite] + others  # the grabbed card leads
            drag = Drag.start(press.source, carried, pos)
            arrange = self.adapter.can_arrange(observation)
            if len(carried) == 1:
                intent = self.adapter.discard_intent(
                    observation, carried[0].card, self.staged_cards(without=carried)
                )
                drag.targets.append(
                    DropTarget("discard", layout.discard_rect.inflate(20, 20), self.accepts(intent))
                )
            for index, rect in enumerate(self.meld_slot_rects()):
                drag.targets.append(DropTarget(f"meld:{index}", rect, arrange))
            drag.targets.append(DropTarget("hand", layout.hand_rect, True))
        else:
            source = press.source
            pile_rect = layout.stock_rect if source == "stock" else layout.discard_rect
            card = None if source == "stock" else observation.discard_pile[-1]
            ghost = CardSprite(card, pile_rect.topleft, layout.pile_height)
            drag = Drag.start(source, [ghost], pos)
            drag.payload = source
            intent = self.adapter.draw_intent(self.viewer, source)
            drag.targets.append(
                DropTarget("hand", layout.hand_rect.union(layout.meld_rect), self.accepts(intent))
            )
        self.drag = drag
        for sprite in self.hand_sprites:
            sprite.hovered = False
        drag.follow(pos)

    def drop(self, drag: Drag, pos: tuple[int, int]) -> None:
        drag.release()
        target = drag.target_at(pos)
        name = target.name if target is not None else ""
        if drag.source in ("stock", "discard"):
            if name == "hand":
                self.intend(self.adapter.draw_intent(self.viewer, drag.source))
            return  # the ghost card simply vanishes; a drawn card arrives by animation
        if name == "discard":
            if len(drag.sprites) != 1:
                self.slide_back(drag)
                self.say(tr("table.discard_one_at_a_time"), bad=True)
                return
            self.discard(drag.sprites, drag.homes[0], drag)
        elif name.startswith("meld:") and target is not None and target.accepts:
            self.stage(drag.sprites, int(name.split(":")[1]))
        elif name == "hand":
            self.return_to_hand(drag.sprites, pos)
        else:
            self.slide_back(drag)

    def slide_back(self, drag: Drag) -> None:
        for sprite, home in zip(drag.sprites, drag.homes, strict=True):
            sprite.move_to(home, SNAP_BACK * max(self.scale, 0.5))
        self.relayout()

    def hover(self, pos: tuple[int, int]) -> None:
        self.hover_sprite(self.sprite_at(pos))

    def hover_sprite(self, hovered: CardSprite | None) -> None:
        changed = False
        for sprite in self.hand_sprites:
            now = sprite is hovered
            if sprite.hovered != now:
                sprite.hovered = now
                changed = True
        if changed:
            self.relayout()

    def sprite_at(self, pos: tuple[int, int]) -> CardSprite | None:
        if not self.face_up:
            return None
        for group in self.staged:
            for sprite in reversed(group):
                if sprite.rect.collidepoint(pos):
                    return sprite
        for sprite in reversed(self.hand_sprites):
            if sprite.rect.collidepoint(pos):
                return sprite
        return None
