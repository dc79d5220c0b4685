"""What a hint points at: the cards to light and the places and buttons to ring (issue 10).

The Hint button asks the game's hint level (`game.bots.hint_level`) for the move it
would make; the table then lights the cards that move uses and rings where they go —
or the button that makes the move — and the message strip says why in the bot's own
words. `marks` reads any game's action by its fields, so Crowns, Sting and Rumski share
it; what one game's moves use besides — the moves made with a button, the places only
its moves name — its room says (`game/ui/<game>/hints.py`: `ANSWERS`, `DISCARDS`,
`places`), asked by the game's name.
A table turns the names into rectangles (`TableDraw.place_rect`).
"""

from __future__ import annotations

import importlib
from types import ModuleType
from typing import Any


def game_of(action: Any) -> str | None:
    """The game `action` is a move of (each game's moves live in game.rules.<game>), or
    None for anything else."""
    parts = type(action).__module__.split(".")
    return parts[2] if parts[:2] == ["game", "rules"] and len(parts) > 3 else None


def room(action: Any) -> ModuleType:
    """The hints of the game `action` is a move of."""
    game = game_of(action)
    if game is None:
        raise ValueError("not_a_move_of_a_game", action)
    return importlib.import_module(f"game.ui.{game}.hints")


def is_discard(action: Any) -> bool:
    """Whether `action` is its game's discard."""
    return game_of(action) is not None and isinstance(action, room(action).DISCARDS)


def marks(action: Any) -> tuple[list, list[str]]:
    """(cards of the move, names of the places it goes): "stock", "discard", "meld",
    "seat:N" (a seat's area), "meld:N" (a meld on the table), "wild:N:P" (the wild at
    place P of meld N), "community" (Rumski's changed melds), "button:KEY" (a button
    of the table: Sting's Draw 1 / Draw 2 and answers, Rumski's Take all and Knock)."""
    own = room(action)
    answer = own.ANSWERS.get(type(action))
    if answer is not None:
        cards, places = answer
        return list(cards), list(places)
    cards: list = []
    places: list[str] = []
    card = getattr(action, "card", None)
    if card is not None:
        cards.append(card)
    for meld in getattr(action, "melds", ()) or ():
        cards.extend(meld)
    cards.extend(getattr(action, "cards", ()) or ())
    source = getattr(action, "source", None)
    if source in ("stock", "discard"):
        places.append(source)
    own.places(action, cards, places)
    if getattr(action, "melds", None):
        places.append("meld")
    going_out = getattr(action, "discard", None)
    if going_out is not None and not isinstance(going_out, bool):
        cards.append(going_out)
    if isinstance(action, own.DISCARDS) or going_out is not None:
        places.append("discard")
    meld_id = getattr(action, "meld_id", None)
    position = getattr(action, "position", None)
    if meld_id is not None and meld_id >= 0:
        places.append(f"wild:{meld_id}:{position}" if position is not None else f"meld:{meld_id}")
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
