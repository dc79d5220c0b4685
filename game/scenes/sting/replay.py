"""What a replay shows of a Sting seat (`game.scenes.replay_view` asks by the game's
name): the melds in front of it and what they cost it so far, as at the table (ST-5a,
ST-10)."""

from __future__ import annotations

from typing import Any

from game.rules.sting import meld_score
from game.scenes.replay_view import SeatShow, went_out
from game.scenes.table_adapter import SummaryRow


def seat_show(observation: Any, seat: int, hand: tuple) -> SeatShow:
    """`seat` as `observation` shows it, holding `hand`. A hand empties only by going out,
    which ends the round (ST-9): an empty hand is seen only when that ended the game."""
    out = observation.hand_counts[seat] == 0
    melds = tuple(meld.cards for meld in observation.melds_in_front(seat))
    numeric = bool(observation.options.get("numeric"))
    penalty = sum(meld_score(cards, numeric) for cards in melds)
    return SeatShow(hand, melds, went_out(out), penalty)


def ended_penalty(row: SummaryRow, numeric: bool) -> int | None:
    """What the melds in front of a seat cost it at its hand's end (ST-10) — nothing
    shown for the seat that went out, which scores 0 whatever lies in front of it (ST-9)."""
    if row.went_out:
        return None
    return sum(meld_score(tuple(meld), numeric) for meld in row.melds)
