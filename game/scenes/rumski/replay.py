"""What a replay shows of a Rumski seat (`game.scenes.replay_view` asks by the game's
name): whether it has opened this round (RU-6)."""

from __future__ import annotations

from typing import Any

from game.scenes.replay_view import SeatShow, went_out
from game.scenes.table_adapter import SummaryRow
from game.text import tr


def seat_show(observation: Any, seat: int, hand: tuple) -> SeatShow:
    """`seat` as `observation` shows it, holding `hand`. A hand empties only by going out,
    which ends the round (RU-11): an empty hand is seen only when that ended the game."""
    out = observation.hand_counts[seat] == 0
    opened = observation.opened[seat]
    tags = ((tr("rumski.opened" if opened else "rumski.not_opened"), opened),)
    return SeatShow(hand, tags=went_out(out) or tags)  # going out needs no more words


def ended_penalty(row: SummaryRow, numeric: bool) -> int | None:
    """Nothing: a Rumski seat's melds lie in the Community, costing it nothing."""
    return None
