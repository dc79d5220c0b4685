"""What a hint points at: the cards to light and the places to ring (issue 10).

The Hint button asks the medium bot for the move it would make; the table then
lights the cards that move uses and rings where they go, and the message strip says
why in the bot's own words. `marks` reads any game's action by its fields, so Crowns,
Sting and Rumski share it; a table can name more places through its `target_rect`.
"""

from __future__ import annotations

from typing import Any

# Action class names that draw from a pile, per game (Crowns uses `source`).
STOCK_DRAWS = {"DrawStock", "Reshuffle"}
DISCARD_DRAWS = {"TakeDiscard"}


def marks(action: Any) -> tuple[list, list[str]]:
    """(cards of the move, names of the places it goes): "stock", "discard", "meld",
    "seat:N" (a seat's area), "meld:N" (a meld on the table)."""
    cards: list = []
    places: list[str] = []
    kind = type(action).__name__
    card = getattr(action, "card", None)
    if card is not None:
        cards.append(card)
    for meld in getattr(action, "melds", ()) or ():
        cards.extend(meld)
    cards.extend(getattr(action, "cards", ()) or ())
    source = getattr(action, "source", None)
    if source in ("stock", "discard"):
        places.append(source)
    if kind in STOCK_DRAWS or (kind == "Draw" and source is None):
        places.append("stock")
    if kind in DISCARD_DRAWS:
        places.append("discard")
    if getattr(action, "melds", None):
        places.append("meld")
    going_out = getattr(action, "discard", None)
    if going_out is not None and not isinstance(going_out, bool):
        cards.append(going_out)
    if kind == "Discard" or going_out is not None:
        places.append("discard")
    meld_id = getattr(action, "meld_id", None)
    if meld_id is not None and meld_id >= 0:
        places.append(f"meld:{meld_id}")
    to_meld = getattr(action, "to_meld", None)
    if to_meld is not None and to_meld >= 0 and to_meld != meld_id:
        places.append(f"meld:{to_meld}")
    to_seat = getattr(action, "to_seat", None)
    if to_seat is not None and to_seat >= 0 and (to_meld is None or to_meld < 0):
        places.append(f"seat:{to_seat}")
    community = getattr(action, "community", None)
    if community is not None:  # Rumski: the whole table as proposed; the hand's part lights
        for meld in community:
            cards.extend(meld)
        places.append("community")
    return cards, places
