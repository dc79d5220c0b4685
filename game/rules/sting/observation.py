"""What one Sting seat may see: the one home of hidden information (DESIGN.md boundary 3).

A seat sees its own hand (every hand only with the open-hands option, ST-14), how many
cards each other seat holds, the whole discard pile and the draw pile's size, every
meld on the table and whom it scores against (ST-10), the pass being answered (ST-5f)
and the stall guard's count (ST-12). Never another hand, never the draw pile's order.
The state builds it (`StingState.observe`); the bots and the table read only this.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.rules.cards import Card
from game.rules.engine import Observation
from game.rules.sting.plays import PendingPass, Phase, TableMeld


@dataclass(frozen=True)
class StingObservation(Observation):
    """All that one seat may see (DESIGN.md boundary 3).

    `hand` is the seat's own hand; `hands` holds every hand only with the open-hands
    option (else None); others are seen as `hand_counts`. `discard_pile` is the whole
    pile, bottom to top (every card in it was played face up); the draw pile only as
    `draw_count`. `melds` maps meld id to `TableMeld` (owner = the seat it lies in
    front of). `phase` is "draw", "play", "take_back" or "over"; `turn` the seat
    whose turn it is; `drawn` the cards drawn this turn; `pending` the pass being
    answered (ST-5f); `no_pass_back` the (meld, seat) pairs a PP can't use this turn
    (ST-5e ruling). `rebuilt` and `quiet_turns` show the stall guard (ST-12).
    """

    seats: int
    phase: Phase
    turn: int
    round: int
    dealer: int
    hand: tuple[Card, ...]
    hands: tuple[tuple[Card, ...], ...] | None
    hand_counts: tuple[int, ...]
    discard_pile: tuple[Card, ...]
    draw_count: int
    melds: dict[int, TableMeld]
    totals: tuple[int, ...]
    round_scores: tuple[tuple[int, ...], ...]
    drawn: int
    pending: PendingPass | None
    no_pass_back: frozenset[tuple[int, int]]
    rebuilt: bool
    quiet_turns: int
    options: dict[str, Any]

    @property
    def top_discard(self) -> Card | None:
        """The discard pile's top card (None when the pile is empty)."""
        return self.discard_pile[-1] if self.discard_pile else None

    @property
    def opponents(self) -> tuple[int, ...]:
        """The other seats, in turn order from this one."""
        return tuple((self.seat + step) % self.seats for step in range(1, self.seats))

    def melds_in_front(self, seat: int) -> list[TableMeld]:
        """The table melds that lie in front of `seat` (and score against it, ST-10)."""
        return [meld for meld in self.melds.values() if meld.owner == seat]
