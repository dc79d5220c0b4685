"""What a hint at a Crowns move points at, beyond what `game.ui.hints.marks` reads from any
action's fields: Crowns has no move made with a button and no place of its own."""

from __future__ import annotations

from typing import Any

from game.rules import crowns

ANSWERS: dict[type, tuple[tuple, tuple[str, ...]]] = {}  # no move is made with a button
DISCARDS = (crowns.Discard,)  # its discard (a draw names its pile in `source`)


def places(action: Any, cards: list, found: list[str]) -> None:
    """Nothing to add: a Crowns move names its pile (`source`) or its discard."""
