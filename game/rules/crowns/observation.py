"""What one Crowns seat may see: the one home of hidden information (DESIGN.md boundary 3).

A seat sees its own hand, the whole discard pile, how many cards are in the stock and in
each hand, the melds laid this hand, the cards each seat took from and gave to the
discard pile, the totals and the wild rank. Never another hand, never the stock's order.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.rules.crowns.actions import Melds
from game.rules.crowns.deck import CrownsCard
from game.rules.engine import Observation


@dataclass(frozen=True)
class CrownsObservation(Observation):
    """All one seat may see (DESIGN.md boundary 3): never another hand or the stock order.

    `laid`: per seat, melds laid this hand. `taken`: per seat, cards it took from the
    discard pile this hand; `discarded`: per seat, cards it discarded this hand (both public).
    `final_turn`: someone has gone out, so this hand's remaining turns are final (CR-12).
    """

    phase: str
    hand: tuple[CrownsCard, ...]
    discard_pile: tuple[CrownsCard, ...]
    stock_count: int
    hand_counts: tuple[int, ...]
    laid: tuple[Melds, ...]
    totals: tuple[int, ...]
    hand_number: int
    wild_rank: int
    dealer: int
    went_out: int | None
    final_turn: bool
    taken_from_discard: CrownsCard | None
    seats: int
    taken: tuple[tuple[CrownsCard, ...], ...] = ()
    discarded: tuple[tuple[CrownsCard, ...], ...] = ()
    turn: int = 0
    rebuilds: int = 0
