"""What your plays at the Crowns table ask of the engine beyond a draw and a discard
(CR-7, CR-8: every table's, `table_plays`): the melds arranged for you (the least value
left, CR-13), going out with the arranged melds (CR-11, arranged for you when you have
not), and a refusal said with how to take planned melds back.

A mixin of `crowns.table.CrownsTableScene`: the engine judges every intent; a refusal
comes back as a REFUSED event with its reason (DESIGN.md boundary 4).
"""

from __future__ import annotations

from collections import Counter

from game.text import tr


class CrownsPlays:
    """The Crowns table's own intents: auto-arrange and go out."""

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

    def refusal_words(self, reason: str, key: str | None = None) -> str:
        """A refusal as the message strip says it: while cards are planned in melds, with
        how to take them back (issue 18: a refusal that depends on them says so)."""
        if self.staged:
            return tr("crowns.planned_take_back", reason=reason)
        return reason
