"""What a hint points at: the cards to light and the places and buttons to ring (issue 10).

The Hint button asks the game's hint level (`game.bots.hint_level`) for the move it
would make; the table then lights the cards that move uses and rings where they go —
or the button that makes the move — and the message strip says why in the bot's own
words. `marks` reads any
game's action by its fields, so Crowns, Sting and Rumski share it; the few moves that
name no card or place (answering a pass, knocking, putting a wild back) say theirs in
`ANSWERS`. A table turns the names into rectangles (`TableDraw.place_rect`).
"""

from __future__ import annotations

from typing import Any

from game.rules import crowns, rumski, sting

# Actions that draw from a pile, per game (Crowns uses `source`). With an empty stock,
# Rumski's stock is still what you click: it reshuffles the pile, or draws nothing when
# both are empty (RU-13).
STOCK_DRAWS = (rumski.DrawStock, rumski.Reshuffle, rumski.DrawNothing)
DISCARDS = (crowns.Discard, sting.Discard, rumski.Discard)  # every game's discard

# Moves made with a button (and the card they spend): ST-5f's answers to a pass —
# Take it back plays your Take-It-Back card, Keep it plays nothing; RU-9's knock; the
# RU-8 ruling's Put back (Rumski's Take all button while a wild just taken can go back).
ANSWERS: dict[type, tuple[tuple, tuple[str, ...]]] = {
    sting.TakeItBack: (tuple(sting.parse_cards("TB")), ("button:take_back",)),
    sting.AcceptPass: ((), ("button:keep",)),
    rumski.Knock: ((), ("button:knock",)),
    rumski.TakeBack: ((rumski.parse_card("W"),), ("button:take_all",)),
}
PASS_A_PILE = sting.parse_cards("PP")[0]  # ST-5e: played onto the discard pile first


def marks(action: Any) -> tuple[list, list[str]]:
    """(cards of the move, names of the places it goes): "stock", "discard", "meld",
    "seat:N" (a seat's area), "meld:N" (a meld on the table), "wild:N:P" (the wild at
    place P of meld N), "community" (Rumski's changed melds), "button:KEY" (a button
    of the table: Sting's Draw 1 / Draw 2 and answers, Rumski's Take all and Knock)."""
    answer = ANSWERS.get(type(action))
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
    count = getattr(action, "count", None)
    if isinstance(action, sting.Draw) and count is not None:  # ST-4: announced by button
        places.append(f"button:draw{count}")
    if isinstance(action, STOCK_DRAWS):
        places.append("stock")
    if isinstance(action, rumski.TakeDiscard):  # RU-5: the whole pile is taken with its button
        places.extend(("button:take_all", "discard") if action.whole else ("discard",))
    if getattr(action, "from_discard", False):  # ST-5c: the top discard joins the play
        places.append("discard")
    if isinstance(action, sting.PassAPile):
        cards.append(PASS_A_PILE)
        places.append("discard")
    if getattr(action, "melds", None):
        places.append("meld")
    going_out = getattr(action, "discard", None)
    if going_out is not None and not isinstance(going_out, bool):
        cards.append(going_out)
    if isinstance(action, DISCARDS) or going_out is not None:
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
