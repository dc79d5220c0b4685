"""Auto-play my turn (a setting, off by default, for learners): the Rumski table plays
the Hint's move for you — the medium bot's choice for your seat, built on the solver
(RU-16) — one action at a time, after a bot's pause, shown move by move as a bot's
would be. The engine judges each action like any other (DESIGN.md boundary 4).
"""

from __future__ import annotations

import time
from typing import Any

from game.controller import PACE
from game.rules import rumski

SETTING = "auto_play_turn"


class AutoPlay:
    """Auto-play for one table: asks the controller for a hint when the table is ready
    on your turn, and plays the answer once a bot's pause has passed."""

    def __init__(self, table: Any):
        self.table = table
        self.move: tuple[int, Any, float] | None = None  # (version, action, when answered)
        self.asked = -1  # the game version last asked about

    @property
    def on(self) -> bool:
        return bool(self.table.app.settings.get(SETTING, False))

    def answered(self, action: Any) -> None:
        """The hint for your seat arrived."""
        self.move = (self.table.controller.version, action, time.monotonic())

    def step(self) -> None:
        table = self.table
        if not self.on or not table.my_turn or table.drag is not None:
            self.move = None
            return
        version = table.controller.version
        if not table.ready():
            return
        if self.move is None:
            if self.asked != version:
                self.asked = version
                table.controller.ask_hint(table.viewer)
            return
        asked, action, when = self.move
        if asked != version:
            self.move = None
            return
        pace = PACE.get(table.app.settings.get("speed", "normal"), PACE["normal"])
        if time.monotonic() >= when + pace:
            self.move = None
            for sprite in table.hand_sprites:
                sprite.selected = False
            if table.intend(action) is not None:  # never stall: a move the engine lists
                table.intend(rumski.legal_actions(table.observation)[0])
