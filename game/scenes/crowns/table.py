"""How the shared table plays Crowns: its table scene (its adapter — the prompt, the
move log, the round summary — is `crowns.adapter.CrownsTable`).

Rules reachable from the table (`shared/rules/crowns.md`): CR-7 (draw from the stock or
take the top discard: a click, a drag to the hand, D or P), CR-8 (discard: a card
dropped on the pile), CR-11 (go out: the arranged melds and one discard, or the Go out
button), CR-12 (a final turn: the engine lays the arranged melds itself), CR-13 (Auto
arrange: the solver's least deadwood). Its parts: `crowns.keys` (the keyboard's focus
and the Crowns buttons' commands) and `crowns.plays` (auto-arrange, go out); the mouse,
the hand and the melds arranged above it are every table's (`table_drag`, `table_hand`).
"""

from __future__ import annotations

from typing import Any

from game.controller import Controller
from game.scenes.crowns.adapter import CrownsTable
from game.scenes.crowns.keys import CrownsCommands, CrownsKeys
from game.scenes.crowns.plays import CrownsPlays
from game.scenes.table import TableScene
from game.text import tr
from game.ui.crowns.view import CrownsPainter


class CrownsTableScene(CrownsCommands, CrownsPlays, TableScene):
    """The shared table, with Crowns' buttons, keys and plays."""

    BUTTONS = (  # (command, its label's catalogue key)
        ("sort_suit", "table.button_sort_suit"),
        ("sort_rank", "table.button_sort_rank"),
        ("arrange", "table.button_arrange"),
        ("go_out", "table.button_go_out"),
        ("hint", "table.button_hint"),
    )

    def make_adapter(self, game: str) -> CrownsTable:
        return CrownsTable()

    def __init__(self, app: Any, controller: Controller):
        super().__init__(app, controller)
        self.painter = CrownsPainter(self)
        self.keys = CrownsKeys(self)

    def update_buttons(self) -> None:
        if not self.buttons:
            return
        mine = self.my_turn
        wanted = {
            "arrange": mine,
            "go_out": mine
            and self.observation.phase == "discard"
            and not self.observation.final_turn,
            "hint": mine,
            "sort_suit": self.can_sort,
            "sort_rank": self.can_sort,
        }
        self.set_buttons(wanted)

    def describe_action(self, action: Any) -> str:
        source = getattr(action, "source", None)
        if source == "stock":
            return tr("table.action_draw_stock")
        if source == "discard":
            return tr("table.action_take_top")
        if hasattr(action, "melds"):
            return tr("table.action_go_out", card=self.card_name(action.discard))
        if hasattr(action, "card"):
            return tr("table.action_discard", card=self.card_name(action.card))
        return str(action)
