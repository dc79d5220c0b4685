"""Rumski by keyboard: a focus ring that walks the hand, the piles, the Community's
cards (and the new-meld slot) and the buttons, as at the Crowns table (issue 7; the
walking is `focus.TableFocus`, shared with Crowns).

Keys: Tab / Up go to the next area (hand → Community → piles → buttons; back on the
stop last focused there), Shift+Tab / Down to the one before; Left / Right walk inside
the hand and the Community (across melds, then the new-meld slot) and along the
buttons. Space selects the focused hand
card or picks the focused Community card. Enter acts on the focus: on a Community card
it drops the selected hand cards and picked Community cards into that meld after it
(RU-7), on the new-meld slot into a new meld; on the stock it draws (RU-5); on the
discard pile it takes the top card, or after the draw discards the selected card
(RU-9); on a hand card it draws before the draw and discards after it, as in Crowns;
on a button it presses it. Letters: D draw, T top discard, A take all, B put a wild
back (RU-8), Z reset (RU-10), Ctrl+Z undo the last change this turn, K knock, E end
turn, H hint, S sort, Esc menu.
"""

from __future__ import annotations

import pygame

from game.rules import rumski
from game.scenes.focus import HelpRows, TableFocus
from game.text import tr

LETTERS = {
    pygame.K_d: "draw",
    pygame.K_t: "take_top",
    pygame.K_a: "take_all",
    pygame.K_b: "take_back",
    pygame.K_z: "reset",
    pygame.K_k: "knock",
    pygame.K_e: "end",
    pygame.K_h: "hint",
    pygame.K_s: "sort",
    pygame.K_ESCAPE: "menu",
}
# The keys panel's list (F1, keys_help), next to the keys it describes: with the
# buttons' own keys (A, Z, K, E, H, read from their labels) it names every key
# `RumskiKeys.on_key` takes (a test holds the two together). "H again" is listed
# right after the Hint button's H.
HELP = HelpRows(
    ("keys.table.key_tab_up", "keys.table.rumski_next_area"),
    ("keys.table.key_shift_tab_down", "keys.table.area_before"),
    ("keys.table.key_left_right", "keys.table.rumski_walk"),
    ("keys.table.key_space", "keys.table.rumski_space"),
    ("keys.table.key_enter", "keys.table.rumski_enter"),
    ("keys.table.key_d_t", "keys.table.draw_or_take_top"),
    ("keys.table.key_b", "keys.table.rumski_put_back"),
    ("keys.table.key_ctrl_z", "keys.table.rumski_undo"),
    ("keys.table.key_s", "keys.table.rumski_sort"),
    ("keys.table.key_h_again", "keys.table.rumski_hint_again"),
    ("keys.table.key_esc", "keys.table.pause_menu"),
)
AREAS = ("hand", "community", "piles", "buttons")
BUTTON_ORDER = ("sort", "take_all", "reset", "knock", "end", "hint", "menu")


class RumskiKeys(TableFocus):
    """The keyboard focus of one Rumski table (the walking is `focus.TableFocus`'s). A
    stop: ("hand", i), ("card", meld, i), ("new",), ("stock",), ("discard",),
    ("button", key)."""

    AREAS = AREAS
    KINDS = {
        "hand": "hand",
        "card": "community",
        "new": "community",
        "stock": "piles",
        "discard": "piles",
        "button": "buttons",
    }

    # -- where the focus can go ---------------------------------------------------------
    def stops(self, area: str) -> list[tuple]:
        table = self.table
        if area == "hand":
            return [("hand", i) for i in range(len(table.hand_sprites))] if table.face_up else []
        if area == "community":
            table.place_table()
            stops = [
                ("card", place.key, i) for place in table.places for i in range(len(place.cards))
            ]
            return stops + ([("new",)] if table.slot_rect is not None and table.my_turn else [])
        if area == "piles":
            return [("stock",), ("discard",)]
        return [("button", key) for key in BUTTON_ORDER if key in table.buttons]

    def place_rect(self, stop: tuple) -> pygame.Rect | None:
        if stop[0] == "card":
            return self.table.places[stop[1]].cards[stop[2]]
        return self.table.slot_rect  # ("new",)

    # -- keys -----------------------------------------------------------------------------
    def on_key(self, key: int, mod: int = 0) -> None:
        table = self.table
        if key == pygame.K_z and mod & pygame.KMOD_CTRL:
            table.command("undo")
        elif key in LETTERS:
            table.command(LETTERS[key])
        elif key == pygame.K_SPACE:
            self.space()
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.enter()
        elif not self.move(key, mod):  # Tab, Shift+Tab and the arrows move the focus
            return
        table.hover_sprite(self.hand_sprite())  # the walked-to hand card lifts, as in Crowns
        table.relayout()

    def space(self) -> None:
        """Select the focused hand card, pick the focused Community card, or press."""
        stop = self.valid()
        self.shown = True
        if stop is None:
            self.walk(1)
            return
        table = self.table
        if stop[0] == "hand":
            sprite = table.hand_sprites[stop[1]]
            sprite.selected = not sprite.selected
        elif stop[0] == "card":
            table.picked.symmetric_difference_update({(stop[1], stop[2])})
        else:
            self.enter()

    def enter(self) -> None:
        table = self.table
        stop = self.valid()
        self.shown = True
        observation = table.observation
        if stop is not None and stop[0] == "button":
            self.press(stop[1])
            return
        if not table.my_turn:
            table.say(tr("table.wait_turn"), bad=True)
            return
        drawing = observation.phase == rumski.DRAW
        if drawing and (stop is None or stop[0] in ("stock", "hand")):
            table.command("draw")
        elif stop is None or stop[0] == "stock":
            # Never a knock by a stray Enter: that is K, or the End turn button.
            if sum(s.selected for s in table.hand_sprites) == 1:
                table.command("end")
            else:
                table.say(tr("rumski.choose_discard_or_knock"))
        elif stop[0] == "discard":
            table.command("take_top") if drawing else table.discard_selected()
        elif stop[0] == "hand":
            self.discard_or_end(stop)
        else:
            carried = [("hand", s) for s in table.hand_sprites if s.selected]
            carried += [("community", spot) for spot in sorted(table.picked)]
            if stop[0] == "new":
                table.move_cards(carried, "new", None)
            else:
                rect = table.places[stop[1]].cards[stop[2]]
                table.move_cards(carried, stop[1], (rect.centerx + 1, rect.centery))

    def discard_or_end(self, stop: tuple) -> None:
        """Enter on a hand card after the draw: discard the selected card (or this one)."""
        table = self.table
        chosen = [s for s in table.hand_sprites if s.selected]
        if not chosen:
            chosen = [table.hand_sprites[stop[1]]]
        if len(chosen) == 1:
            table.intend(table.discard_action(chosen[0].card))
        else:
            table.say(tr("table.choose_one_discard"))
