"""Who sees what at the shared table: the viewer's observation (held at the end of a
hand while its last moves and summary are shown), whose turn it is for the person at
the bottom, the "Show bot hands" practice (bots' cards drawn face up for the viewer,
never in hot-seat), and hot-seat play — a cover before each person's turn, their hand
face up only during it.

A mixin of `table.TableScene`; the bots still see only their own observation.
"""

from __future__ import annotations

from typing import Any


class TableSeats:
    """The viewer, the open hands and the hot-seat cover of `TableScene`."""

    @property
    def observation(self) -> Any:
        """What the viewer sees: the live game, or the end of the hand just played while
        its last moves and the round summary are shown (the next hand is already dealt)."""
        if self.frozen is not None and self.frozen.seat == self.viewer:
            return self.frozen
        observation = self.controller.observe(self.viewer)
        if self.open_hands and not self.hot_seat and getattr(observation, "hands", ()) is None:
            observation = self.with_bot_hands(observation)
        return observation

    @property
    def open_hands(self) -> bool:
        """The "Show bot hands" practice switch (set by the setup, kept in saves)."""
        return getattr(self, "_open_hands", False)

    @open_hands.setter
    def open_hands(self, shown: bool) -> None:
        self._open_hands = bool(shown)
        if self.keeper is not None:
            self.keeper.open_hands = self._open_hands

    def bot_hand(self, seat: int) -> tuple | None:
        """A bot's cards to draw face up ("Show bot hands" practice), else None. Never in
        hot-seat, where the other seats are people whose hands stay hidden."""
        if not self.open_hands or self.hot_seat or not self.controller.seats[seat].is_bot:
            return None
        return tuple(self.adapter.hand(self.controller.observe(seat)))

    def with_bot_hands(self, observation: Any) -> Any:
        """The viewer's observation with every bot's hand in its `hands` field (a game whose
        table already draws open hands, Sting's open-hands variant, then draws them)."""
        import dataclasses

        version = self.controller.version
        if self.opened_view is None or self.opened_view[0] != version:
            hands = tuple(
                self.bot_hand(seat) or () if seat != self.viewer else tuple(observation.hand)
                for seat in range(len(self.names))
            )
            self.opened_view = (version, dataclasses.replace(observation, hands=hands))
        return self.opened_view[1]

    @property
    def face_up(self) -> bool:
        """The bottom hand is shown face up (in hot-seat only on its owner's turn)."""
        if not self.hot_seat:
            return True
        return self.revealed == self.viewer and self.controller.to_act == self.viewer

    @property
    def my_turn(self) -> bool:
        return (
            self.controller.to_act == self.viewer
            and not self.controller.seats[self.viewer].is_bot
            and self.face_up
            and not self.controller.is_over
        )

    def check_cover(self) -> bool:
        """Hot-seat: before a human's turn, cover the table until they are ready."""
        seat = self.controller.to_act
        if self.pending or self.controller.is_over or seat is None:
            return False
        if self.controller.seats[seat].is_bot:
            if self.revealed is not None:
                self.revealed = None
            return False
        if seat == self.revealed:
            return False
        self.revealed = None
        self.app.open("cover", self.names[seat], lambda: self.reveal(seat), seat, self)
        return True

    def reveal(self, seat: int) -> None:
        self.revealed = seat
        if self.viewer != seat:
            self.viewer = seat
            self.reset_hand()
