"""What a replay shows of a game, in the table's own words: each move's lines and what
lies on the table at a position (issue 7, "Replays").

A replayed move is said as the table's move log says it: the lines its table adapter's
`describe` gives for the events the move produced (`move_lines`), so the words have
one home. A move with no line at the table — a Rumski Community staged but not yet
laid down (the turn's end lays it) — says who arranges the Community.

What a viewer needs of the table, read from what a seat may see (`seat_show`,
`table_show`): the hand or round and what is wild (the table's header); each seat's
hand and what its game shows with it (its room, `game/scenes/<game>/replay.py`: the
melds laid in Crowns, the melds in front with their penalty so far in Sting, whether a
Rumski player has opened); the discard pile, the stock and Rumski's Community meld by
meld. At a hand's end (a replay's stop, see
`replay_steps`) the same is read from the hand-ended event, as its table adapter sums it
up (`ended_seat_show`, `ended_table_show`). A game with no table adapter (a test's toy)
shows its moves in the save's notation and its hands and piles only.
"""

from __future__ import annotations

import importlib
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from game.rules.engine import Action, Event
from game.scenes.table_adapter import RoundSummary, SummaryRow, adapter_for
from game.store.replay import describe_action
from game.text import tr
from game.text.said import worded


def table_adapter(game: str) -> Any:
    """The table adapter of `game`, or None for a game with no table (a test's toy)."""
    try:
        return adapter_for(game)
    except KeyError:
        return None


def move_lines(
    adapter: Any, action: Action, events: Sequence[Event], names: Sequence[str]
) -> list[str]:
    """One replayed move in the table's words: a line per event that has one."""

    def name(seat: int) -> str:
        return names[seat] if 0 <= seat < len(names) else tr("store.seat_number", number=seat + 1)

    if adapter is None:
        return [describe_action(action, tuple(names))]
    lines = [line for line in (adapter.describe(event, name) for event in events) if line]
    return lines or [tr("replay.arranges", name=name(action.seat))]


@dataclass(frozen=True)
class SeatShow:
    """One seat at a position: its `hand`; the `melds` that lie with it (laid in Crowns,
    in front of it in Sting); `tags` beside its name, each (words, lit: news to see at a
    glance) — ("went out!", True), ("not opened", False); and in Sting its `penalty`
    so far (what the melds in front of it cost; None elsewhere)."""

    hand: tuple
    melds: tuple[tuple, ...] = ()
    tags: tuple[tuple[str, bool], ...] = ()
    penalty: int | None = None


@dataclass(frozen=True)
class TableShow:
    """The table at a position: the `heading` (hand or round, what is wild or what
    wins), the discard pile bottom to top, the stock count (None if not known) and
    Rumski's Community meld by meld; at a hand's end, a `note` (what comes next) in
    place of the piles."""

    heading: str
    discard_pile: tuple
    stock: int | None
    community: tuple[tuple, ...] = ()
    note: str = ""

    @property
    def counts(self) -> str:
        """'discard pile 14 · stock 90'."""
        words = tr("replay.discard_pile", count=len(self.discard_pile))
        if self.stock is None:
            return words
        return " · ".join((words, tr("replay.stock", count=self.stock)))


def room(game: str) -> Any:
    """What a replay shows of `game`'s seats (`game/scenes/<game>/replay.py`), or None for
    a game with no table (a test's toy)."""
    name = f"game.scenes.{game}.replay"
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as missing:
        if missing.name not in (name, f"game.scenes.{game}"):
            raise
        return None


def seat_show(game: str, observation: Any, seat: int) -> SeatShow:
    """What `observation` (any seat's: hands are read from each seat's own) shows of
    `seat`: its hand, and what its game's room adds."""
    hand = tuple(getattr(observation, "hand", ()))
    own = room(game)
    return own.seat_show(observation, seat, hand) if own else SeatShow(hand)


def went_out(out: bool) -> tuple[tuple[str, bool], ...]:
    """The "went out!" tag, lit, for a seat that went out."""
    return ((tr("summary.went_out"), True),) if out else ()


# A hand's end in each game's word for a deal (`RoundSummary.unit`): the replay's
# counter, then the table's heading.
END_OF = {"hand": ("replay.end_of_hand", "replay.hand_ended")}
END_OF["round"] = ("replay.end_of_round", "replay.round_ended")


def end_of(summary: RoundSummary, heading: bool = False) -> str:
    """'end of hand 3' (the counter) or 'End of hand 3' (the table's `heading`)."""
    keys = END_OF.get(summary.unit, END_OF["hand"])
    return tr(keys[heading], number=summary.number)


def ended_seat_show(row: SummaryRow, game: str = "", numeric: bool = False) -> SeatShow:
    """A seat at its hand's end (a replay's stop), as the hand-ended event says: the
    cards it was left with, the melds it laid (Crowns) or that lay in front of it
    (Sting, with what they cost it where its game's room says so, as at the table), and
    "went out!"."""
    melds = tuple(tuple(meld) for meld in row.melds)
    own = room(game)
    penalty = own.ended_penalty(row, numeric) if own else None
    return SeatShow(tuple(row.leftover), melds, went_out(row.went_out), penalty)


def ended_table_show(summary: RoundSummary) -> TableShow:
    """The table at a hand's end: which hand ended, what comes next, and Rumski's
    Community as the round ended."""
    community = tuple(tuple(meld) for meld in summary.community)
    note = worded(summary.next_line, tr)
    return TableShow(end_of(summary, heading=True), (), None, community, note)


def table_show(adapter: Any, observation: Any) -> TableShow:
    """What lies on the table, as any seat sees it."""
    heading = " · ".join(adapter.header(observation)) if adapter else tr("replay.table")
    stock = getattr(observation, "stock_count", getattr(observation, "draw_count", None))
    community = tuple(tuple(meld) for meld in getattr(observation, "community", ()))
    return TableShow(heading, tuple(getattr(observation, "discard_pile", ())), stock, community)
