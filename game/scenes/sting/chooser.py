"""The wild chooser on the Sting table (the ST-5a ruling): where a wild laid, added or
freed could stand for more than one card, the player chooses. A card dropped on a
run's left or right half goes to that end when that settles it; otherwise a chooser
opens over the piles (drawn by `game.ui.sting.chooser.WildChooser`) and holds the play
until a reading is picked (click or Enter) or the play is called off (Esc, right click,
a click outside it).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pygame

from game.rules import sting
from game.rules.engine import Action, IllegalAction
from game.rules.sting.plays import wild_readings
from game.text import tr
from game.ui.sting.chooser import WildChooser


class StingChooser:
    """The wild chooser of `StingTableScene` (`chooser`: None, or the open chooser with
    the action it waits to send)."""

    def choose_wilds(self, action: Action, kind: str, rest: str, pos: Any) -> Action | None:
        """ST-5a ruling: where a placed wild could stand for more than one card, the
        player chooses. A card dropped on a run's left or right half goes to that end
        when that settles it; otherwise the chooser opens (and None is returned)."""
        if not isinstance(action, sting.LayMeld | sting.AddToMeld | sting.Substitute):
            return action
        observation = self.observation
        try:
            readings = wild_readings(observation, observation.hand, action)
        except IllegalAction:
            return action  # sent as it is, the engine refuses it and says why
        if len(readings) == 1:
            return action
        place = self.places.get(int(rest.split(":")[0])) if kind in ("meld", "wild") else None
        if pos is not None and place is not None:
            left = pos[0] < place.rect.centerx
            ends = [layout.low if left else layout.high for _, layout in readings]
            best = min(ends) if left else max(ends)
            picked = [reading for reading, end in zip(readings, ends, strict=True) if end == best]
            if len(picked) == 1:
                wilds_as, _ = picked[0]
                self.say(tr("sting.placed_low" if left else "sting.placed_high"))
                return replace(action, wilds_as=wilds_as)
        wilds = tuple(card for card in getattr(action, "cards", ()) if card.face)
        if isinstance(action, sting.Substitute):
            owner_cards = self.melds[action.meld_id][1]
            wilds = (owner_cards[action.position], *wilds)
        self.chooser = WildChooser(action, readings, wilds)
        self.place_chooser()
        self.message_left = 0.0  # the chooser's own title asks the question
        return None

    def place_chooser(self) -> None:
        """The chooser sits over the piles, between the opponents' panels (the meld it
        asks about may lie there) and the message strip, its cards a little smaller
        when that band is short (a small window)."""
        self.place_table()
        band = pygame.Rect(self.reference_band)
        band.h = self.layout.message_centre[1] - self.layout.font_body - band.y  # the strip
        unit, px = self.layout.unit, self.layout.font_small
        self.chooser.place(band.center, unit, px)
        if self.chooser.box.h > band.h:
            smaller = max(0.75, band.h / self.chooser.box.h)
            self.chooser.place(band.center, int(unit * smaller), px)

    def finish_choice(self) -> None:
        """The chosen reading is sent with the waiting action."""
        chooser, self.chooser = self.chooser, None
        if chooser is None:
            return
        action = replace(chooser.action, wilds_as=chooser.wilds_as)
        if self.intend(action) is None:
            self.after_play(action)

    def handle_chooser(self, event: pygame.event.Event) -> bool:
        """While the chooser is up it takes the mouse and the keys (True: consumed)."""
        chooser = self.chooser
        if chooser is None:
            return False
        kind = event.type
        if kind == pygame.MOUSEBUTTONDOWN:
            index = chooser.option_at(event.pos) if event.button == 1 else None
            if index is not None:
                chooser.index = index
                self.finish_choice()
            elif event.button == 3 or not chooser.box.collidepoint(event.pos):
                self.cancel()
            return True
        if kind == pygame.MOUSEMOTION:
            index = chooser.option_at(event.pos)
            if index is not None:
                chooser.index = index
            return True
        if kind == pygame.MOUSEBUTTONUP:
            return True
        if kind == pygame.KEYDOWN:
            if event.key in (pygame.K_LEFT, pygame.K_UP):
                chooser.step(-1)
            elif event.key in (pygame.K_RIGHT, pygame.K_DOWN, pygame.K_TAB):
                chooser.step(1)
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.finish_choice()
            elif event.key == pygame.K_ESCAPE:
                self.cancel()
            return True
        return False
