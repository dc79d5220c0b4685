"""What a replay shows of a Crowns seat (`game.scenes.replay_view` asks by the game's
name): the melds it laid, when going out or on a final turn (CR-11, CR-12)."""

from __future__ import annotations

from typing import Any

from game.scenes.replay_view import SeatShow, went_out
from game.scenes.table_adapter import SummaryRow


def seat_show(observation: Any, seat: int, hand: tuple) -> SeatShow:
    """`seat` as `observation` shows it, holding `hand`."""
    out = observation.went_out == seat
    melds = tuple(tuple(meld) for meld in observation.laid[seat])
    return SeatShow(hand, melds, went_out(out))


def ended_penalty(row: SummaryRow, numeric: bool) -> int | None:
    """Nothing: Crowns' laid melds cost the seat nothing."""
    return None
