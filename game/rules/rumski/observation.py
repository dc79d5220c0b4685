"""What one Rumski seat may see: the one home of hidden information (DESIGN.md boundary 3).

A seat sees its own hand, the whole Community meld by meld (staged work included: the
table is public), the whole discard pile (it is face up and may be taken whole, RU-5),
how many cards are in the stock and in each hand, who has opened (RU-6) and laid down
before (RU-12), the scores, and the acting seat's pending turn. Never another hand, and
never the stock's order.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.rules.engine import Observation
from game.rules.rumski.actions import Community
from game.rules.rumski.deck import RumskiCard

DRAW = "draw"  # the seat to act must draw (RU-5, RU-13)
PLAY = "play"  # it has drawn: it may stage Community play, then discard or knock
OVER = "over"  # the game is over (RU-15)


@dataclass(frozen=True)
class RumskiObservation(Observation):
    """One seat's view of a Rumski game.

    `hand` is this seat's hand now — for the seat to act, without the cards it has
    staged into the Community this turn (those are `staged`, public like the table).
    `community_at_draw` is the Community the turn started from (what `ResetTurn` goes
    back to). `opened[s]` says seat s has laid its first meld this round (RU-6), as of
    the start of the current turn; `laid_before[s]` that it laid cards to the Community
    on an earlier turn of this round (RU-12). `drew` is how the seat to act drew this
    turn ('' before it draws). `wilds_to_place` counts wilds it took from the discard
    pile this turn, which must end the turn in the Community (RU-8); `must_new_pile`
    that it took the whole pile and must start a new one (RU-9). `quiet_turns` counts
    turns in a row with no card played to the Community (RU-13's last resort: 30
    circuits of them void the round); `stall_turns` those since the stock was last
    rebuilt (RU-13's stall guard: once `stock_rebuilt`, three circuits void the round).
    """

    seats: int
    round_number: int
    dealer: int
    phase: str
    hand: tuple[RumskiCard, ...]
    community: Community
    community_at_draw: Community
    staged: tuple[RumskiCard, ...]
    discard_pile: tuple[RumskiCard, ...]
    stock_count: int
    hand_counts: tuple[int, ...]
    opened: tuple[bool, ...]
    laid_before: tuple[bool, ...]
    totals: tuple[int, ...]
    target: int
    drew: str
    must_new_pile: bool
    wilds_to_place: int
    can_take_back: bool
    took_back: bool
    stock_rebuilt: bool
    quiet_turns: int
    stall_turns: int

    @property
    def top_discard(self) -> RumskiCard | None:
        """The top card of the discard pile, or None when it is empty."""
        return self.discard_pile[-1] if self.discard_pile else None

    @property
    def my_turn(self) -> bool:
        """Whether this seat is the one to act."""
        return self.to_act == self.seat
