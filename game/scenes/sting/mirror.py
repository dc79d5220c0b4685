"""The Sting table's mirror of the melds: the table shows the melds as the animation
has reached them (`melds`, updated event by event), so a bot's move is seen card by
card and never jumps ahead. A meld laid (ST-5a), extended (ST-5b), swapped into
(ST-5d) or passed (ST-5e) is copied into the mirror as its event is shown, and its
cards fly there from where they were: the hand, the staging slot or the tray (your
own play), the discard pile (ST-5c), the player's seat or the meld's old place; a new
deal empties it.
"""

from __future__ import annotations

from typing import Any

from game.rules import sting
from game.rules.engine import Event
from game.scenes.table_adapter import Motion
from game.text import tr
from game.ui.animation import MOVE


class StingMirror:
    """The engine's events as `StingTableScene` shows them (`melds`, `mirror_version`)."""

    def animate(self, motion: Motion) -> float:
        if motion.kind == "deal":
            self.melds = {}
            self.mirror_version += 1
            self.swap = self.tray = self.staged_discard = None
            self.leaving = []
            self.passing = None
            self.chooser = None
        if motion.kind == "table":
            return self.animate_table(motion.data)
        if motion.kind == "out":
            self.went_out = motion.seat
            self.went_out_counts[motion.seat] += 1
            self.say(tr("table.went_out", name=self.names[motion.seat]))
            return 0.4 * self.scale
        return super().animate(motion)

    def animate_table(self, event: Event) -> float:
        """A meld laid, extended, swapped into or passed: the mirror follows and the
        cards fly to their new places."""
        faces = self.app.faces
        starts: dict[int, tuple[float, float]] = {}
        moving: list[tuple[Any, int]] = []  # (card, index in the meld afterwards)
        meld_id = event.meld_id
        if isinstance(event, sting.MeldLaid):
            self.melds[meld_id] = (event.to_seat, event.cards)
            moving = list(zip(event.cards, range(len(event.cards)), strict=True))
        elif isinstance(event, sting.MeldExtended):
            before = list(self.melds.get(meld_id, (event.owner, ()))[1])
            self.melds[meld_id] = (event.owner, event.cards)
            rest = list(event.added)
            for index, card in enumerate(event.cards):
                if card in rest and (
                    card not in before or before.count(card) < event.cards.count(card)
                ):
                    rest.remove(card)
                    moving.append((card, index))
        elif isinstance(event, sting.Substituted):
            owner, cards = self.melds[meld_id]
            cards = list(cards)
            cards[event.position] = event.card
            self.melds[meld_id] = (owner, tuple(cards))
            moving = [(event.card, event.position)]
        elif isinstance(event, sting.PilePassed):
            _, cards = self.melds[meld_id]
            self.place_table()
            old = self.places.get(meld_id)
            if old is not None:
                starts = {i: rect.topleft for i, rect in enumerate(old.cards)}
            self.melds[meld_id] = (event.to_seat, cards)
            moving = list(zip(cards, range(len(cards)), strict=True))
        else:
            return 0.2 * self.scale
        self.mirror_version += 1
        self.geometry_key = ()
        gone = self.sync_hand() if event.seat == self.viewer else []
        self.place_table()
        place = self.places.get(meld_id)
        if place is None:
            return 0.0
        height = place.cards[0].height
        longest = 0.0
        for order, (card, index) in enumerate(moving):
            start = starts.get(index)
            if start is None:
                leaving = next((s for s in gone if s.card == card), None)
                spent = self.spent_place(card) if event.seat == self.viewer else None
                if leaving is not None:
                    gone.remove(leaving)
                    start = (leaving.x, leaving.y)
                elif spent is not None:
                    start = spent
                elif getattr(event, "from_discard", None) == card:
                    start = self.layout.discard_rect.topleft
                else:
                    start = self.seat_point(event.seat)
            longest = max(
                longest,
                self.animator.fly(
                    faces.face(card, "sting", height),
                    start,
                    place.cards[index].topleft,
                    duration=MOVE,
                    delay=order * 0.05,
                    shadow=faces.shadow(height),
                    shadow_offset=self.flight_shadow_offset(height),
                    lands_on=f"card:{meld_id}:{index}",
                ),
            )
        return longest

    def spent_place(self, card: Any) -> tuple[float, float] | None:
        """Where a card of your accepted play lay when it was played (the staging slot,
        the tray, the meld swapped into: `plays.spent_places`), once."""
        for index, (spent, place) in enumerate(self.leaving):
            if spent == card:
                del self.leaving[index]
                return place
        return None
