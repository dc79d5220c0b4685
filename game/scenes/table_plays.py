"""What a play on any table asks of the engine: a discard (the card dropped on the
pile, or clicked onto it, through the adapter's `discard_intent`) and the intent sent to
the controller — with the confirm-before-discarding setting, a discard is asked about
once before it is sent.

A mixin of `table.TableScene`: the engine judges every intent; a refusal comes back as a
REFUSED event with its reason (DESIGN.md boundary 4), said as `refusal_words` words it
(a game's table may add to it: `crowns.plays`).
"""

from __future__ import annotations

from typing import Any

from game.text import tr
from game.ui.drag import Drag
from game.ui.hints import is_discard
from game.ui.sprites import CardSprite


class TablePlays:
    """The intents `TableScene` sends: a discard, and any game's intent."""

    def discard(self, sprites: list[CardSprite], home: Any, drag: Drag | None = None) -> None:
        card = sprites[0].card
        rest = list(self.staged_cards(without=sprites))
        intent = self.adapter.discard_intent(self.observation, card, rest)
        reason = self.intend(intent)
        if reason is not None:
            if drag is not None:
                self.slide_back(drag)
            return
        for sprite in sprites:
            sprite.selected = False

    def intend(self, action: Any) -> str | None:
        """Send an intent to the controller; a refusal arrives as a REFUSED event. With
        the confirm-before-discarding setting a discard is only asked about the first
        time (returned as not done); the same discard again sends it."""
        if self.wants_confirming(action):
            self.confirming = (self.controller.version, action)
            words = tr("table.confirm_discard", card=self.card_name(action.card))
            self.say(words)
            return words
        self.confirming = None
        self.seen_now()
        reason = self.controller.request(action)
        if reason is None:
            self.absorb()
        return reason

    def wants_confirming(self, action: Any) -> bool:
        """A legal discard (every game's `Discard`) not yet confirmed, with the setting on."""
        if not self.app.settings.get("confirm_discard") or not is_discard(action):
            return False
        if getattr(self, "confirming", None) == (self.controller.version, action):
            return False
        return self.controller.accepts(action)  # an illegal one is refused at once

    def accepts(self, action: Any) -> bool:
        return self.controller.accepts(action)

    def refusal_words(self, reason: str, key: str | None = None) -> str:
        """A refusal as the message strip says it (`key`: its catalogue key, if any)."""
        return reason
