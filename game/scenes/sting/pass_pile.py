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
from game.ui.look import text
from game.ui.sprites import CardSprite
from game.ui.sting_view import take_back_question, take_back_title

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

    def answer_box(self) -> pygame.Rect:
        """ST-5f: the Take-It-Back question's panel, over the piles and clear of the
        message strip under them (a refusal shows there while the question stays)."""
        layout = self.layout
        # As wide as its question and its two buttons need: the move log beside it
        # stays readable (a bot's "Why?" for sending a meld back may be wanted now).
        width, _ = layout.button_size
        titles = [take_back_title(name, 100) for name in self.names]
        words = max(
            text(take_back_question(), layout.font_small).get_width(),
            *(text(title, layout.font_body, bold=True).get_width() for title in titles),
        )
        need = max(words, 2 * width + 16) + 2 * layout.font_body
        box = pygame.Rect(0, 0, min(int(layout.unit * 0.78), need), int(layout.unit * 0.165))
        box.midbottom = (layout.centre[0], layout.message_centre[1] - layout.font_body)
        return box

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
        """ST-5f: the answers show while the question is yours, and only then."""
        if self.button_states.get("answer") != answering:
            self.button_states["answer"] = answering
            for button in self.answer_buttons.values():
                button.show() if answering else button.hide()
