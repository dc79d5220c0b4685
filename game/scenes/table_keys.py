"""Every table's buttons and keys: a button pressed is its command, a key goes to the
table's keyboard focus (`focus.TableFocus`; each game brings its own: `crowns.keys`,
`sting.keys`, `rumski.keys`), and the commands all tables share — the pause menu, sorting
the hand, a hint, drawing from the stock or taking the top discard. A game's table adds
its own commands before these (`crowns.keys.CrownsCommands`).

`TableKeys` is a mixin of `table.TableScene`.
"""

from __future__ import annotations

from typing import Any

from game.text import tr
from game.ui.sprites import CardSprite


class TableKeys:
    """Keyboard play and the buttons' commands of `TableScene`."""

    def on_button(self, element: Any) -> None:
        for key, button in self.buttons.items():
            if button is element:
                self.command(key)

    def on_key(self, key: int, mod: int = 0) -> None:
        self.keys.on_key(key, mod)

    @property
    def focused(self) -> CardSprite | None:
        """The hand card the keyboard focus is on (ringed by the painter)."""
        return self.keys.hand_sprite()

    def command(self, key: str) -> None:
        if key == "menu":
            self.app.open("pause", self)
        elif key in ("sort_suit", "sort_rank"):
            self.sort_mode = "rank" if key == "sort_rank" else "suit"
            self.sort_hand()
        elif key == "hint":
            if self.my_turn:
                self.say(tr("table.thinking_hint"))
                self.controller.ask_hint(self.viewer)
        elif key in ("draw_stock", "draw_discard") and self.my_turn:
            source = "stock" if key == "draw_stock" else "discard"
            self.intend(self.adapter.draw_intent(self.viewer, source))
