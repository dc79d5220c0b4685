"""What a table adapter gives the shared table, for every game: the motions an engine
event makes (`Motion`), the round summary it shows (`RoundSummary`, one `SummaryRow` a
seat), the table as a hand ended (`hand_end_view`, what each adapter's `end_view`
builds on), and each game's adapter by name (`adapter_for`). The adapters themselves
are the games' own: `crowns.adapter`, `sting.adapter`, `rumski.adapter`.
"""

from __future__ import annotations

import dataclasses
import importlib
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Motion:
    """What an engine event does on the table, in the table's own terms.

    kind: "deal", "draw", "discard", "lay", "stock", "hand_end", "game_over".
    """

    kind: str
    seat: int | None = None
    card: Any = None
    source: str = ""
    melds: tuple = ()
    leftover: tuple = ()
    data: Any = None


@dataclass
class SummaryRow:
    """One seat's line in the round summary."""

    seat: int
    name: str
    score: int
    total: int
    went_out: bool
    melds: tuple = ()
    leftover: tuple = ()
    # Per meld, each wild's (index, what it stands for, whether its colour is open: a
    # book's or a set's): what the summary marks on it (`game.ui.wild_mark`).
    wilds: tuple = ()


@dataclass
class RoundSummary:
    """What the round summary shows (every hand revealed). Its title and next line are
    kept unsaid (`game.text.said.Said`, or an English reason as it is): a summary open
    when the player changes language words them again in the new one (issue 20)."""

    title: Any
    rows: list[SummaryRow] = field(default_factory=list)
    next_line: Any = ""
    final: bool = False
    wild_cards: frozenset = frozenset()  # cards that were wild this hand (marked on faces)
    # What the game calls one deal, "hand" (Crowns) or "round" (the others): the summary's
    # words for it are summary.next_<unit> and summary.score_<unit>.
    unit: str = "hand"
    number: int = 0  # which hand or round it was (0: not known)
    community: tuple = ()  # Rumski's Community as the round ended, meld by meld


def hand_end_view(before: Any, hands: Sequence[Sequence], **changes: Any) -> Any:
    """The viewer's observation `before` the move that ended a hand, brought to the hand's
    end: what the table shows under the round's end while the next hand is already dealt.
    `hands` (from the hand-end event) are the cards each seat held as the hand ended — the
    viewer's hand, every seat's count, and the open hands where they were shown — so the
    cards just played are no longer drawn in the hand (issue 18: a ghost hand); `changes`
    are what else the game's adapter knows moved (melds laid, the discard, the totals).
    None stays None (no frame was seen yet); an event without hands changes nothing."""
    if before is None or not hands:
        return before
    held = tuple(tuple(cards) for cards in hands)
    changes.update(hand=held[before.seat], hand_counts=tuple(len(cards) for cards in held))
    if getattr(before, "hands", None) is not None:  # open hands ("Show bot hands")
        changes["hands"] = held
    return dataclasses.replace(before, **changes)


def discarded(adapter: Any, events: Sequence[Any]) -> tuple:
    """The cards a move's `events` put on the discard pile, in order: each "discard"
    motion `adapter` makes of them."""
    return tuple(
        motion.card
        for event in events
        for motion in adapter.motions(event)
        if motion.kind == "discard"
    )


# Each game's table adapter, as "module:Class" (each game's adapter imports this module,
# so the adapters are imported when asked for).
ADAPTERS = {
    "crowns": "game.scenes.crowns.adapter:CrownsTable",
    "sting": "game.scenes.sting.adapter:StingTable",
    "rumski": "game.scenes.rumski.adapter:RumskiTable",
}


def adapter_for(game: str) -> Any:
    """The table adapter of `game` (KeyError for a game that has none)."""
    module, name = ADAPTERS[game].split(":")
    return getattr(importlib.import_module(module), name)()
