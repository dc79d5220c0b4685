"""The shared table's card motions: each engine event played in turn, its line in the
move log and its cards flown — the deal round the table, a draw from the stock or
the discard pile, a discard to the pile, laid melds to where they lie — and the points
on the table the cards fly between (a seat's badge, an opponent's spot).

A mixin of `table.TableScene`; the table adapter says which motions an event makes
(`adapter.motions`) and the scene only shows them, never changing the game.
"""

from __future__ import annotations

from typing import Any

from game.scenes.table_adapter import Motion
from game.text import tr
from game.ui.animation import MOVE
from game.ui.cards import card_width


class TableMotion:
    """How `TableScene` plays engine events as moving cards."""

    def play(self, event: Any, now: float) -> None:
        """Animate one engine event."""
        line = self.adapter.describe(event, lambda seat: self.names[seat])
        version, why = self.why_due.pop(id(event), (-1, None))  # the reason, unsaid
        role = getattr(self.adapter, "reason_role", lambda event: "own")(event)
        if not line:  # a move with no line of its own explains a later one (Rumski's staging)
            if role != "none":
                self.why_carried = why
        else:
            if role == "carried":
                why, self.why_carried = self.why_carried, None
            elif role == "none" or version == self.why_shown_version:
                why = None  # one reason per move, on the line that states the move
            elif why:
                self.why_shown_version = version
            self.log.append(self.log_line(line, event, why))
            del self.log[:-30]
        longest = 0.0
        for motion in self.adapter.motions(event):
            sound = self.adapter.sound(motion)
            if sound:
                self.app.sounds.play(sound)
            longest = max(longest, self.animate(motion))
        self.busy_until = now + longest

    def animate(self, motion: Motion) -> float:
        layout = self.layout
        kind = motion.kind
        faces = self.app.faces
        if kind == "deal":
            self.frozen = None
            self.laid_this_hand = {}
            self.went_out = None
            self.staged = []
            for sprite in self.hand_sprites:
                sprite.selected = False
            self.hand_sprites = []
            self.warm_faces()  # the wild rank changed
            return self.deal(motion)
        if kind == "draw":
            if motion.seat == self.viewer:
                rect = layout.stock_rect if motion.source == "stock" else layout.discard_rect
                self.sync_hand(origin=rect.topleft)
                return MOVE * self.scale
            rect = layout.stock_rect if motion.source == "stock" else layout.discard_rect
            picture = faces.back(layout.back_height)
            if motion.source == "discard" and motion.card is not None:
                picture = faces.face(motion.card, self.adapter.game, layout.back_height)
            return self.animator.fly(
                picture, rect.topleft, self.seat_point(motion.seat), lands_on=f"seat:{motion.seat}"
            )
        if kind == "discard":
            start = self.seat_point(motion.seat)
            if motion.seat == self.viewer:
                gone = self.sync_hand()
                leaving = next((s for s in gone if s.card == motion.card), None)
                if leaving is not None:
                    start = (leaving.x, leaving.y - leaving.lift)
            picture = faces.face(
                motion.card,
                self.adapter.game,
                layout.pile_height,
                self.adapter.is_wild(motion.card, self.observation),
            )
            return self.animator.fly(
                picture,
                start,
                layout.discard_rect.topleft,
                shadow=faces.shadow(layout.pile_height),
                shadow_offset=self.flight_shadow_offset(layout.pile_height),
                lands_on="discard",
            )
        if kind == "lay":
            self.laid_this_hand[motion.seat] = tuple(motion.melds)
            if motion.data == "out":
                self.went_out = motion.seat
                self.went_out_counts[motion.seat] += 1
                self.say(tr("table.went_out", name=self.names[motion.seat]))
            flying = self.fly_melds(motion.seat, motion.melds)
            if motion.seat == self.viewer:
                self.staged = []
                self.sync_hand()
            return max(0.5 * self.scale, flying)
        if kind == "hand_end":
            self.summary_due = motion.data
            return 0.6 * self.scale
        if kind == "game_over":
            self.game_over = motion.data
            return 0.0
        return 0.0

    def fly_melds(self, seat: int, melds: Any) -> float:
        """Laid melds fly from the hand (or arrangement) to where they lie on the table:
        a game whose adapter lays melds ("lay" motions: Crowns) has a painter that says
        where (`own_meld_places`, `small_meld_places`: `game.ui.crowns.view`)."""
        layout = self.layout
        if seat == self.viewer:
            places = self.painter.own_meld_places(melds)
            height = layout.meld_height
            start_of = {s.card: (s.x, s.y) for group in self.staged for s in group}
            start_of.update({s.card: (s.x, s.y) for s in self.hand_sprites})
        else:
            spot = self.spot(seat)
            places, height = self.painter.small_meld_places(melds, spot)
            start_of = {}
        seat_start = self.seat_point(seat)
        observation = self.observation
        longest = 0.0
        for index, (card, place) in enumerate(places):
            picture = self.app.faces.face(
                card, self.adapter.game, height, self.adapter.is_wild(card, observation)
            )
            longest = self.animator.fly(
                picture,
                start_of.get(card, seat_start),
                place,
                delay=index * 0.035,
                lands_on=f"melds:{seat}",
            )
        return longest

    def deal(self, motion: Motion) -> float:
        """Cards fly from the stock to every seat in turn, one at a time."""
        layout = self.layout
        dealt = motion.data
        seats = len(self.names)
        size = getattr(dealt, "hand_size", 0)
        stagger = min(0.05, 1.4 / max(1, seats * size))
        back = self.app.faces.back(layout.back_height)
        order = [(motion.seat + 1 + i) % seats for i in range(seats)]
        longest = 0.0
        mine: list[float] = []
        for round_index in range(size):
            for position, seat in enumerate(order):
                delay = (round_index * seats + position) * stagger
                if seat == self.viewer:
                    mine.append(delay)
                    continue
                longest = self.animator.fly(
                    back,
                    layout.stock_rect.topleft,
                    self.seat_point(seat),
                    duration=MOVE,
                    delay=delay,
                    lands_on=f"seat:{seat}",
                )
        self.sync_hand(origin=layout.stock_rect.topleft, sort=True)
        for sprite, delay in zip(self.hand_sprites, mine, strict=False):
            sprite.x, sprite.y = layout.stock_rect.topleft
            sprite.tween = None
            target = sprite.target
            sprite.target = (-1, -1)
            sprite.move_to(target, MOVE * self.scale, delay * self.scale)
        if mine:
            longest = max(longest, (mine[-1] + MOVE) * self.scale)
        return longest

    def seat_point(self, seat: int) -> tuple[float, float]:
        """Top-left for a small card flying to or from `seat`'s badge."""
        if seat == self.viewer:
            return (self.layout.hand_centre_x, self.layout.hand_top)
        spot = self.spot(seat)
        width = card_width(self.layout.back_height)
        return (spot.centre[0] - width / 2, spot.centre[1] - self.layout.back_height / 2)

    def spot(self, seat: int) -> Any:
        """The ellipse spot of an opponent: seats follow in play order from the viewer."""
        seats = len(self.names)
        index = (seat - self.viewer) % seats - 1
        return self.layout.spots[index]

    def flight_shadow_offset(self, height: int) -> tuple[int, int]:
        x, y = self.app.faces.shadow_at((0, 0), height)
        return (int(x), int(y))
