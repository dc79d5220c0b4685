"""A replay's steps: every recorded move, and a stop at the end of each hand that the
same move followed with the next deal (issue 7, "Replays").

In all three games the move that ends a hand also deals the next one (the engine deals
as soon as it has scored, as each game's rules say), so without a stop
the replay would go from a hand's last move straight to the new deal and never show the
hand as it ended. The stop shows the hand-ended event as the table's adapter sums it up
(`hand_over`: the melds, the cards each seat was left with, the scores); the next step
shows the deal. The game's last hand needs no stop: its last move leaves the game over,
showing it. Which events end a hand and deal one is read from the adapter's motions
("hand_end", "deal"), the same for every game.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.rules.engine import Event
from game.store.replay import Replayer


def hand_end_in(adapter: Any, events: Sequence[Event]) -> tuple[Event, int] | None:
    """The hand-ended event of a move that then dealt the next hand, and the index of
    the first of `events` that deals it; None for any other move (or no adapter)."""
    if adapter is None:
        return None
    ended = None
    for index, event in enumerate(events):
        for motion in adapter.motions(event):
            if motion.kind == "hand_end":
                ended = motion.data
            elif motion.kind == "deal" and ended is not None:
                return ended, index
    return None


class ReplaySteps:
    """A `Replayer`'s moves plus a stop at each hand's end, stepped forwards and back.

    The position shown is the replayer's (moves applied) and `at_hand_end`: on a stop,
    the replayer stands after the move that ended the hand, but the hand's end is shown
    instead of the deal that move made.
    """

    def __init__(self, replayer: Replayer, adapter: Any):
        self.replayer = replayer
        self.adapter = adapter
        self.at_hand_end = False
        self._hand_ends: dict[int, tuple[Event, int] | None] = {}  # a move's never change

    def hand_end_of(self, position: int) -> tuple[Event, int] | None:
        """What `hand_end_in` says of move `position` (from 1); None for the deal."""
        if position <= 0 or position > len(self.replayer.played):
            return None
        if position not in self._hand_ends:
            events = self.replayer.played[position - 1]
            self._hand_ends[position] = hand_end_in(self.adapter, events)
        return self._hand_ends[position]

    @property
    def ended(self) -> Event | None:
        """The hand-ended event shown on a stop; None on any other step."""
        if not self.at_hand_end:
            return None
        found = self.hand_end_of(self.replayer.position)
        return found[0] if found else None

    @property
    def at_end(self) -> bool:
        """After the last move (a game's last move is never followed by a stop)."""
        return self.replayer.at_end and not self.at_hand_end

    def next(self) -> None:
        """On one step: the next move, or from a stop the deal; ValueError if the engine
        refuses the move (the replayer's message)."""
        if self.at_hand_end:
            self.at_hand_end = False
        elif not self.replayer.at_end:
            self.replayer.step()
            self.at_hand_end = self.hand_end_of(self.replayer.position) is not None

    def back(self) -> None:
        """One step back: from a deal to the stop before it, else one move back."""
        if not self.at_hand_end and self.hand_end_of(self.replayer.position) is not None:
            self.at_hand_end = True
            return
        self.at_hand_end = False
        self.replayer.back()

    def seek(self, position: int) -> None:
        """The game after `position` moves (the first and last steps: no stop there)."""
        self.at_hand_end = False
        self.replayer.seek(position)
