"""Pass-A-Pile and Take-It-Back on the Sting table (ST-5e, ST-5f).

ST-5e: a PP dropped on the discard pile (or played there by Enter) starts a pass;
then the player clicks (or Tabs to) one of their own melds, then the player who
receives it; Esc cancels. ST-5f: the receiver is always asked, on a panel over the
piles, "Take it back" or "Keep it" (buttons, or the keys T and K); its two buttons
show only while the question is yours.
"""

from __future__ import annotations

from typing import Any

import pygame
import pygame_gui

from game.rules import sting
from game.text import tr
from game.ui.drag import Drag
from game.ui.look import text, wrap
from game.ui.sprites import CardSprite
from game.ui.sting.view import take_back_questions, take_back_title

ANSWERS = (("take_back", "sting.button_take_back"), ("keep", "sting.button_keep"))  # ST-5f


class StingPass:
    """The pass in progress of `StingTableScene` (`passing`: None, or -1 while a meld
    is chosen, or the meld chosen; `pass_sprite`: the PP played) and the Take-It-Back
    question's panel and buttons (`answer_buttons`)."""

    def can_pass(self) -> bool:
        """ST-5e: a PP starts a pass only while one of your melds may be passed."""
        observation = self.observation
        return any(
            meld.owner == self.viewer and meld.passable for meld in observation.melds.values()
        )

    def passable(self, meld_id: int) -> bool:
        """ST-5e: meld `meld_id` lies in front of you and may be passed."""
        meld = self.observation.melds.get(meld_id)
        return meld is not None and meld.owner == self.viewer and meld.passable

    def pass_action(self, meld_id: int, seat: int) -> sting.PassAPile | None:
        """ST-5e: the pass of `meld_id` to `seat`, when you hold a PP to play."""
        if not any(card.face == "PP" for card in self.observation.hand):
            return None
        return sting.PassAPile(self.viewer, meld_id, seat)

    def pass_meld(self, meld_id: int, seat: int) -> None:
        """ST-5e by the move a player tries first: your meld dragged onto a player is
        passed to them with your PP; without a PP in your hand, the table says so."""
        pp = next((s for s in self.hand_sprites if s.card.face == "PP"), None)
        if pp is None:
            self.say(tr("sting.pass_needs_pp"), bad=True)
            return
        self.passing, self.pass_sprite = meld_id, pp
        self.pick_for_pass(f"seat:{seat}")
        if self.passing is not None:  # refused (the reason is shown): nothing is pending
            self.passing = self.pass_sprite = None

    def pass_by_drop(self, sprite: CardSprite, kind: str, rest: str, drag: Drag | None) -> None:
        """ST-5e: a PP dropped on one of your melds starts its pass (the player next); on
        a player, with one meld you may pass, passes it to them; elsewhere the table says
        how a Pass-A-Pile is played."""
        mine = [m for m in self.observation.melds if self.passable(m)]
        if kind in ("meld", "wild") and self.passable(int(rest.split(":")[0])):
            self.begin_pass(sprite, drag)
            self.pick_for_pass(f"meld:{rest}")
        elif kind == "seat" and int(rest) != self.viewer and len(mine) == 1:
            if drag is not None:
                self.slide_back(drag)
            self.pass_meld(mine[0], int(rest))
        elif kind == "seat" and int(rest) != self.viewer and mine:
            self.begin_pass(sprite, drag)
        else:
            self.say(tr("sting.pass_own_meld" if mine else "sting.pass_no_meld"), bad=True)
            if drag is not None:
                self.slide_back(drag)

    def begin_pass(self, sprite: CardSprite, drag: Drag | None) -> None:
        """ST-5e: the PP is played; the meld and its receiver are picked next."""
        self.passing = -1
        self.pass_sprite = sprite
        if drag is not None:
            self.slide_back(drag)
        self.say(tr("sting.pass_start"))

    def pick_for_pass(self, name: str) -> None:
        """ST-5e: after the PP, one of your melds, then the player who receives it."""
        kind, _, rest = name.partition(":")
        if self.passing == -1:
            meld_id = int(rest.split(":")[0]) if kind in ("meld", "wild") else None
            if meld_id is None or self.melds.get(meld_id, (None,))[0] != self.viewer:
                self.say(tr("sting.pass_pick_meld"), bad=True)
                return
            self.passing = meld_id
            self.say(tr("sting.pass_pick_player"))
            return
        seat = None
        if kind == "seat":
            seat = int(rest)
        elif kind in ("meld", "wild"):
            seat = self.melds[int(rest.split(":")[0])][0]
        if seat is None:
            return
        action = sting.PassAPile(self.viewer, self.passing, seat)
        if self.intend(action) is None:
            self.passing = None
            self.pass_sprite = None
            self.target_index = -1
            self.message_left = 0.0

    def may_take_back(self) -> bool:
        """ST-5f: whether Take it back is offered: when you hold a Take-It-Back card,
        and always at a shared screen (hot-seat), so that the question reveals nothing."""
        return self.hot_seat or any(card.face == "TB" for card in self.observation.hand)

    def answer_box(self) -> pygame.Rect:
        """ST-5f: the Take-It-Back question's panel, beside the piles: right of the
        discard pile, never over both piles (the pile the PP or TB went on stays in
        sight), its words wrapped to the room there; clear of the message strip under
        it (a refusal shows there while the question stays) and of the move log."""
        layout = self.layout
        u = layout.unit
        button_w, button_h = layout.button_size
        gap = int(u * 0.02)
        left = layout.discard_rect.right + gap
        least = 2 * button_w + 16 + 2 * layout.font_body  # the two answers side by side
        width = min(int(u * 0.78), layout.size[0] - layout.margin - left)
        width = max(least, min(width, self.answer_words_width()))
        titles, questions = self.answer_rows(width)
        height = (
            layout.font_body // 2
            + titles * int(layout.font_body * 1.3)
            + questions * int(layout.font_small * 1.3)
            + button_h
            + int(u * 0.045)
        )
        box = pygame.Rect(0, 0, width, height)
        box.bottom = layout.message_centre[1] - layout.font_body
        box.x = min(left, layout.size[0] - layout.margin - width)
        return box

    def answer_words_width(self) -> int:
        """How wide the question's panel would be with every line on one row."""
        layout = self.layout
        titles = [take_back_title(name, 100, back) for name in self.names for back in (1, 2)]
        words = max(
            *(text(question, layout.font_small).get_width() for question in take_back_questions()),
            *(text(title, layout.font_body, bold=True).get_width() for title in titles),
        )
        return words + 2 * layout.font_body

    def answer_rows(self, width: int) -> tuple[int, int]:
        """The most rows a title and a question take in a panel `width` px wide."""
        layout = self.layout
        room = width - 2 * layout.font_body
        titles = [take_back_title(name, 100, back) for name in self.names for back in (1, 2)]
        title_rows = max(len(wrap(title, layout.font_body, room, True)) for title in titles)
        rows = max(len(wrap(words, layout.font_small, room)) for words in take_back_questions())
        return title_rows, rows

    def add_answer_buttons(self, manager: Any) -> None:
        """ST-5f: the two answers, side by side at the foot of the question's panel,
        hidden until the question is yours."""
        width, height = self.layout.button_size
        box = self.answer_box()
        self.answer_buttons = {}
        for index, (key, label) in enumerate(ANSWERS):
            rect = pygame.Rect(0, 0, width, height)
            rect.midbottom = (
                box.centerx + (index * 2 - 1) * (width // 2 + 8),
                box.bottom - int(self.layout.unit * 0.02),
            )
            button = self.add(pygame_gui.elements.UIButton(rect, tr(label), manager))
            button.hide()
            self.buttons[key] = button
            self.answer_buttons[key] = button

    def show_answers(self, answering: bool) -> None:
        """ST-5f: the answers show while the question is yours, and only then; Take it
        back only while you may play one (`may_take_back`), Keep it alone in the middle
        otherwise."""
        offered = answering and self.may_take_back()
        if self.button_states.get("answer") == (answering, offered):
            return
        self.button_states["answer"] = (answering, offered)
        keep, take_back = self.answer_buttons["keep"], self.answer_buttons["take_back"]
        take_back.show() if offered else take_back.hide()
        keep.show() if answering else keep.hide()
        box = self.answer_box()
        width = keep.rect.width
        centre = box.centerx + width // 2 + 8 if offered else box.centerx
        keep.set_position((centre - width // 2, keep.rect.y))
