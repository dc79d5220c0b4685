"""What a hint at a Sting move points at, beyond what `game.ui.hints.marks` reads from any
action's fields: the buttons that make a move and the discard pile a play uses."""

from __future__ import annotations

from typing import Any

from game.rules import sting

# Moves made with a button (and the card they spend): ST-5f's answers to a pass — Take it
# back plays your Take-It-Back card, Keep it plays nothing.
ANSWERS: dict[type, tuple[tuple, tuple[str, ...]]] = {
    sting.TakeItBack: (tuple(sting.parse_cards("TB")), ("button:take_back",)),
    sting.AcceptPass: ((), ("button:keep",)),
}
DISCARDS = (sting.Discard,)
PASS_A_PILE = sting.parse_cards("PP")[0]  # ST-5e: played onto the discard pile first


def places(action: Any, cards: list, found: list[str]) -> None:
    """Add to `cards` and `found` (the places) what a Sting move uses of its own."""
    count = getattr(action, "count", None)
    if isinstance(action, sting.Draw) and count is not None:  # ST-4: announced by button
        found.append(f"button:draw{count}")
    if getattr(action, "from_discard", False):  # ST-5c: the top discard joins the play
        found.append("discard")
    if isinstance(action, sting.PassAPile):
        cards.append(PASS_A_PILE)
        found.append("discard")
