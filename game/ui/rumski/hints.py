"""What a hint at a Rumski move points at, beyond what `game.ui.hints.marks` reads from any
action's fields: the Knock and Take all buttons and the piles a draw uses."""

from __future__ import annotations

from typing import Any

from game.rules import rumski

# Moves made with a button (and the card they spend): RU-9's knock; the RU-8 ruling's Put
# back (the Take all button while a wild just taken can go back).
ANSWERS: dict[type, tuple[tuple, tuple[str, ...]]] = {
    rumski.Knock: ((), ("button:knock",)),
    rumski.TakeBack: ((rumski.parse_card("W"),), ("button:take_all",)),
}
DISCARDS = (rumski.Discard,)
# With an empty stock, the stock is still what you click: it reshuffles the pile, or draws
# nothing when both are empty (RU-13).
STOCK_DRAWS = (rumski.DrawStock, rumski.Reshuffle, rumski.DrawNothing)


def places(action: Any, cards: list, found: list[str]) -> None:
    """Add to `found` (the places) what a Rumski move uses of its own."""
    if isinstance(action, STOCK_DRAWS):
        found.append("stock")
    if isinstance(action, rumski.TakeDiscard):  # RU-5: the whole pile is taken with its button
        found.extend(("button:take_all", "discard") if action.whole else ("discard",))
