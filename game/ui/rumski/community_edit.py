"""What a drop does to Rumski's Community: the whole new Community, as the table sends it
to the engine in one `PlayCommunity` (RU-7: split, join, move; RU-8: a wild freed from
the Community waits alone in the must-play tray). Pure: no pygame, no engine state;
the engine alone says whether the result may be staged or ends a turn.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from game.rules import rumski

NEW = "new"  # a new meld of the carried cards
TRAY = "tray"  # the must-play tray: freed wilds wait there, hand cards go back


def is_wild(card: Any) -> bool:
    return bool(getattr(card, "is_wild", False))


def lone_wild(meld: Sequence) -> bool:
    """A one-card meld of a wild: a wild freed from the Community, waiting in the tray."""
    return len(meld) == 1 and is_wild(meld[0])


def reading_as_laid(meld: Sequence) -> Any:
    """The reading (RU-4 `Layout`) of a legal meld that matches the order its cards lie
    in — where its wild stands — or its first reading when none does; None for a meld
    that is not legal. The table's wild mark and the log's words both ask it."""
    readings = rumski.layouts(tuple(meld))
    if not readings:
        return None
    return next((reading for reading in readings if reading.cards == tuple(meld)), readings[0])


def table_order(meld: Sequence) -> tuple:
    """A legal meld in the order it is read (a run low to high, a group in colour order,
    the wild where it stands, RU-4); an unfinished one as the player left it."""
    meld = list(meld)
    readings = rumski.layouts(meld) if len(meld) >= 3 else []
    if readings and sorted(readings[0].cards) == sorted(meld):
        return tuple(readings[0].cards)
    return tuple(meld)


def moved(
    community: Sequence[Sequence],
    hand_cards: Sequence,
    spots: Sequence[tuple[int, int]],
    target: Any,
    insert_at: int = -1,
    new_at: int = -1,
    own: Sequence = (),
) -> tuple | None:
    """The Community after `hand_cards` and the Community cards at `spots` (meld, index)
    are put into meld `target` before its card `insert_at` (-1: at the end), into a new
    meld (NEW) placed before meld `new_at` (-1: last), or into the tray or hand (TRAY:
    the player's `own` cards, played from the hand this turn, go back to the hand —
    RU-10, the turn binds only when it ends —; other wilds from the Community wait in the
    tray each on its own; hand cards and other numbered Community cards are simply not
    moved). None when nothing would move."""
    community = [list(meld) for meld in community]
    taken: dict[int, set[int]] = {}
    cards = [] if target == TRAY else list(hand_cards)
    freed = []
    back = Counter(own)
    for meld, index in spots:
        card = community[meld][index]
        if target == TRAY:
            if back[card] > 0:
                back[card] -= 1  # back to the hand: it leaves the Community
            elif not is_wild(card):
                continue  # a numbered card stays where it is (RU-7)
            else:
                freed.append(card)
        else:
            cards.append(card)
        taken.setdefault(meld, set()).add(index)
    if not cards and not freed and not taken:
        return None
    if isinstance(target, int):
        size = len(community[target])
        insert_at = size if insert_at < 0 else min(insert_at, size)
        insert_at -= sum(1 for i in taken.get(target, ()) if i < insert_at)
    new_at = len(community) if new_at < 0 else new_at
    rebuilt = []
    for meld_index, meld in enumerate(community):
        if target == NEW and meld_index == new_at:
            rebuilt.append(cards)
        kept = [c for i, c in enumerate(meld) if i not in taken.get(meld_index, ())]
        if meld_index == target:
            kept[insert_at:insert_at] = cards
        if kept:
            rebuilt.append(kept)
    if target == NEW and new_at >= len(community):
        rebuilt.append(cards)
    rebuilt += [[card] for card in freed]
    return tuple(map(table_order, rebuilt))
