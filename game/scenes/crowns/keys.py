"""The Crowns table by keyboard, and what each button or its key asks for (issue 7).

A focus ring (`CrownsKeys`, walked as `focus.TableFocus` walks every table) goes over
four areas: your hand, the melds you arrange (each one, then the "new meld" slot), the
stock and the discard pile, and the buttons. Tab / Up go to the next area, Shift+Tab /
Down to the one before (back on the stop last focused there); Left / Right walk inside
an area (a walked-to hand card lifts). Space selects the focused hand card. Enter acts
on the focus: on a pile it draws from it (CR-7); on the "new meld" slot or an arranged
meld it moves the selected hand cards there (with none selected, an arranged meld goes
back to the hand); on the discard pile, after the draw, it discards the selected card
— going out with the arranged melds when there are any (CR-8, CR-11); on a hand card it
draws before the draw and discards (the selected card, else that one) after it; on a
button it presses it. Letters: S / R sort by suit / rank, A auto-arrange, G go out, H
hint, D draw from the stock, P take the top discard, Backspace every arranged meld back
to the hand, Esc the pause menu.

`CrownsCommands` is a mixin of `crowns.table.CrownsTableScene`: what its own buttons
and letters ask for (auto-arrange, go out, the arranged melds back to the hand); the
commands every table shares are `table_keys.TableKeys`.
"""

from __future__ import annotations

import pygame

from game.scenes.focus import HelpRows, TableFocus
from game.text import tr

LETTERS = {
    pygame.K_ESCAPE: "menu",
    pygame.K_s: "sort_suit",
    pygame.K_r: "sort_rank",
    pygame.K_a: "arrange",
    pygame.K_g: "go_out",
    pygame.K_h: "hint",
    pygame.K_d: "draw_stock",
    pygame.K_p: "draw_discard",
    pygame.K_BACKSPACE: "take_apart",
}
# The keys panel's list (F1, keys_help), next to the keys it describes; with the
# buttons' own keys (S, R, A, G, H, read from their labels) it names every key
# `CrownsKeys.on_key` takes (a test holds the two together).
HELP = HelpRows(
    ("keys.table.key_tab_up", "keys.table.crowns_next_area"),
    ("keys.table.key_shift_tab_down", "keys.table.area_before"),
    ("keys.table.key_left_right", "keys.table.crowns_walk"),
    ("keys.table.key_space", "keys.table.crowns_space"),
    ("keys.table.key_enter", "keys.table.crowns_enter"),
    ("keys.table.key_enter_meld", "keys.table.crowns_enter_meld"),
    ("keys.table.key_enter_pile", "keys.table.crowns_enter_pile"),
    ("keys.table.key_enter_card", "keys.table.crowns_enter_card"),
    ("keys.table.key_d_p", "keys.table.draw_or_take_top"),
    ("keys.table.key_backspace", "keys.table.crowns_backspace"),
    ("keys.table.key_esc", "keys.table.pause_menu"),
)


class CrownsKeys(TableFocus):
    """The keyboard focus of the Crowns table. A stop: ("hand", i), ("meld", i) (an
    arranged meld), ("new",) (the "new meld" slot), ("stock",), ("discard",),
    ("button", key)."""

    AREAS = ("hand", "melds", "piles", "buttons")
    KINDS = {
        "hand": "hand",
        "meld": "melds",
        "new": "melds",
        "stock": "piles",
        "discard": "piles",
        "button": "buttons",
    }

    def stops(self, area: str) -> list[tuple]:
        table = self.table
        if area == "hand":
            return [("hand", i) for i in range(len(table.hand_sprites))] if table.face_up else []
        if area == "melds":
            stops = [("meld", i) for i in range(len(table.staged))]
            return stops + ([("new",)] if self.arranging() else [])
        if area == "piles":
            return [("stock",), ("discard",)]
        return super().stops(area)

    def arranging(self) -> bool:
        """Melds may be arranged now: the "new meld" slot is on the table."""
        table = self.table
        return table.my_turn and table.adapter.can_arrange(table.observation)

    def place_rect(self, stop: tuple) -> pygame.Rect | None:
        rects = self.table.meld_group_rects()  # each arranged meld, then the slot
        return rects[stop[1]] if stop[0] == "meld" else rects[-1]

    # -- keys ------------------------------------------------------------------------------
    def on_key(self, key: int, mod: int = 0) -> None:
        table = self.table
        if key in LETTERS:
            table.command(LETTERS[key])
            return
        if key == pygame.K_SPACE:
            self.space()
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.enter()
        elif not self.move(key, mod):  # Tab, Shift+Tab and the arrows move the focus
            return
        table.hover_sprite(self.hand_sprite())  # the walked-to hand card lifts
        table.relayout()

    def space(self) -> None:
        """Select the focused hand card; elsewhere Space does what Enter does."""
        stop = self.valid()
        if stop is None:
            self.walk(1)
        elif stop[0] == "hand":
            sprite = self.table.hand_sprites[stop[1]]
            sprite.selected = not sprite.selected
        else:
            self.enter()

    def enter(self) -> None:
        table = self.table
        stop = self.valid()
        self.shown = True
        kind = stop[0] if stop is not None else "hand"
        if kind == "button":
            self.press(stop[1])
        elif not table.my_turn:
            table.say(tr("table.wait_turn"), bad=True)
        elif kind in ("meld", "new"):
            self.arrange(stop)
        elif table.observation.phase == "draw":
            table.command("draw_discard" if kind == "discard" else "draw_stock")
        elif kind == "stock":
            table.command("draw_stock")  # the engine says why not (CR-7: one draw a turn)
        elif kind == "discard":
            self.discard(None)
        else:
            self.discard(stop)

    def arrange(self, stop: tuple) -> None:
        """Enter on an arranged meld or the "new meld" slot: the selected hand cards go
        into it; with none selected, an arranged meld goes back to the hand."""
        table = self.table
        chosen = [sprite for sprite in table.hand_sprites if sprite.selected]
        if stop[0] == "meld" and not chosen:
            table.unstage(list(table.staged[stop[1]]))
            table.say(tr("crowns.meld_back"))
        elif not chosen:
            table.say(tr("crowns.select_meld_first"), bad=True)
        else:
            table.stage(chosen, stop[1] if stop[0] == "meld" else len(table.staged))
        self.after_move()

    def discard(self, stop: tuple | None) -> None:
        """After the draw: discard the selected card (else the focused hand card, else
        the one card left) — with arranged melds, that is going out (CR-8, CR-11)."""
        table = self.table
        chosen = [sprite for sprite in table.hand_sprites if sprite.selected]
        if not chosen and stop is not None:
            chosen = [table.hand_sprites[stop[1]]]
        if not chosen and len(table.hand_sprites) == 1:
            chosen = list(table.hand_sprites)
        if len(chosen) == 1:
            table.discard(chosen, chosen[0].target)
        elif chosen:
            table.say(tr("table.choose_one_discard"), bad=True)
        else:
            table.say(tr("crowns.choose_discard_here"))


class CrownsCommands:
    """The Crowns table's own commands (its buttons and letters): auto-arrange (CR-13),
    go out (CR-11), every arranged meld back to the hand; the rest are every table's."""

    def command(self, key: str) -> None:
        if key == "arrange":
            self.auto_arrange()
        elif key == "go_out":
            self.go_out()
        elif key == "take_apart":
            if self.staged:
                self.unstage_all()
                self.say(tr("crowns.melds_back"))
        else:
            super().command(key)
