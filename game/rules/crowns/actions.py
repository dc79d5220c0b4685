"""Crowns' actions (what a seat decides) and events (what the table shows and the log keeps).

Rules: CR-7 (`Draw`), CR-8 (`Discard`), CR-11 (`GoOut`), CR-12 (`FinalLaid`), CR-14a
(`StockRebuilt`, a stalled `HandEnded`), CR-15 (`GameOver`). Fields are ints, strs,
cards and tuples of those only, so a save stores them as JSON (DESIGN.md boundary 6).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.rules.crowns.deck import CrownsCard
from game.rules.engine import Action, Event

Melds = tuple[tuple[CrownsCard, ...], ...]

# --- actions -------------------------------------------------------------------------


@dataclass(frozen=True)
class Draw(Action):
    """Take the top card of the stock or of the discard pile (CR-7). `source`: stock|discard."""

    rule = "CR-7"

    source: str


@dataclass(frozen=True)
class Discard(Action):
    """Discard one card, ending the turn (CR-8); on a final turn the rest is laid (CR-12)."""

    rule = "CR-8"

    card: CrownsCard


@dataclass(frozen=True)
class GoOut(Action):
    """Lay `melds` (every card but `discard`) and discard the last card (CR-11)."""

    rule = "CR-11"

    melds: Melds
    discard: CrownsCard


ACTIONS = (Draw, Discard, GoOut)  # every Crowns action: anything else is refused (check_action)


# --- events --------------------------------------------------------------------------


@dataclass(frozen=True)
class HandDealt(Event):
    hand_number: int
    dealer: int
    wild_rank: int
    hand_size: int


@dataclass(frozen=True)
class Drew(Event):
    """`card` is None when another seat drew from the stock (for logs shown to all)."""

    seat: int
    source: str
    card: CrownsCard | None


@dataclass(frozen=True)
class Discarded(Event):
    seat: int
    card: CrownsCard


@dataclass(frozen=True)
class WentOut(Event):
    """A seat went out (CR-11); its discard is `discard` (no separate Discarded event)."""

    seat: int
    melds: Melds
    discard: CrownsCard


@dataclass(frozen=True)
class FinalLaid(Event):
    """A final turn's discard and lay-down (CR-12); no separate Discarded event."""

    seat: int
    melds: Melds
    leftover: tuple[CrownsCard, ...]
    discard: CrownsCard


@dataclass(frozen=True)
class StockRebuilt(Event):
    size: int


@dataclass(frozen=True)
class HandEnded(Event):
    """`hands`: each seat's unmelded cards as scored. `stalled`: ended by CR-14a.
    `laid`: each seat's melds laid this hand (CR-11, CR-12) and `went_out`: who went
    out (None if no one did), so a replay can show the hand as it ended."""

    hand_number: int
    scores: tuple[int, ...]
    totals: tuple[int, ...]
    hands: tuple[tuple[CrownsCard, ...], ...]
    stalled: bool = False
    laid: tuple[Melds, ...] = ()
    went_out: int | None = None


@dataclass(frozen=True)
class GameOver(Event):
    winners: tuple[int, ...]
    totals: tuple[int, ...]
