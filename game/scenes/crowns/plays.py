"""What your plays on the shared table ask of the engine: a discard (CR-8), going out
with the arranged melds (CR-11, arranged for you when you have not: the least value
left, CR-13), and the intent sent to the controller — with the confirm-before-discarding
setting, a discard is asked about once before it is sent.

A mixin of `table.TableScene`: the engine judges every intent; a refusal comes back as a
REFUSED event with its reason (DESIGN.md boundary 4).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from game.text import tr
from game.ui.drag import Drag
from game.ui.hints import DISCARDS
from game.ui.sprites import CardSprite


class TablePlays:
    """The intents `TableScene` sends: discard, auto-arrange, go out."""

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
        self.last_seen = self.observation
        reason = self.controller.request(action)
        if reason is None:
            self.absorb()
        return reason

    def wants_confirming(self, action: Any) -> bool:
        """A legal discard (every game's `Discard`) not yet confirmed, with the setting on."""
        if not self.app.settings.get("confirm_discard") or not isinstance(action, DISCARDS):
            return False
        if getattr(self, "confirming", None) == (self.controller.version, action):
            return False
        return self.controller.accepts(action)  # an illegal one is refused at once

    def accepts(self, action: Any) -> bool:
        return self.controller.accepts(action)

    def auto_arrange(self) -> None:
        if not self.my_turn:
            self.say(tr("crowns.arrange_on_turn"), bad=True)
            return
        if self.card_in_flight():
            return
        self.unstage_all()
        melds, rest = self.adapter.auto_arrange(self.observation)
        pool = list(self.hand_sprites)
        for meld in melds:
            group = []
            for card in meld:
                sprite = next(s for s in pool if s.card == card)
                pool.remove(sprite)
                group.append(sprite)
            self.stage(group, len(self.staged), in_order=True)
        if not melds:
            self.say(tr("crowns.no_melds"))
        elif len(rest) == 1 and self.observation.phase == "discard":
            self.say(tr("crowns.all_melded_but", card=self.card_name(rest[0])))
        else:
            self.say(tr("crowns.arranged"))

    def card_in_flight(self) -> bool:
        """True (and says so) while a drawn card is still flying to the hand: the
        engine already holds it, the hand on screen not yet."""
        shown = Counter(s.card for s in self.hand_sprites)
        shown.update(card for group in self.staged_cards() for card in group)
        if shown == Counter(getattr(self.observation, "hand", ())):
            return False
        self.say(tr("table.card_in_flight"))
        return True

    def go_out(self) -> None:
        if not self.my_turn:
            self.say(tr("crowns.go_out_on_turn"), bad=True)
            return
        if self.card_in_flight():
            return
        arranged_here = not self.staged
        if arranged_here:
            self.auto_arrange()
        rest = [sprite.card for sprite in self.hand_sprites]
        intent = self.adapter.go_out_intent(self.observation, self.staged_cards(), rest)
        if intent is None:
            if arranged_here:
                self.unstage_all()  # leave the hand as it was
            self.say(self.refusal_words(tr("crowns.cannot_go_out")), bad=True)
            return
        self.intend(intent)

    def refusal_words(self, reason: str) -> str:
        """A refusal as the message strip says it: while cards are planned in melds, with
        how to take them back (issue 18: a refusal that depends on them says so)."""
        if self.staged and self.adapter.game == "crowns":
            return tr("crowns.planned_take_back", reason=reason)
        return reason
