"""The keyboard's way through New game (`setup.SetupScene`), with the focus ring the other
screens draw (`focus.FocusRing`).

Tab and Down go to the next field or button in reading order, Shift+Tab and Up to the
one before: the game's column (game, seats, bot speed, open hands, seed, New seed), then
the players (each seat's name, then its kind), then the game's options, then Back and
Start. Left / Right (or Space) step the focused menu through its choices. A focused name,
seed or number field takes what is typed, and its keys are its own while it does (Space
types a space, Left / Right move the cursor; only Tab, Up, Down, Enter and Esc leave it).
Enter or Space on a button presses it; Enter anywhere else starts the game, Esc goes back
(or closes a menu the mouse opened).
The mouse moves the ring too: to the widget clicked or typed into.
"""

from __future__ import annotations

from typing import Any

import pygame
import pygame_gui

from game.scenes.focus import PRESS_KEYS, FocusRing

ENTER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)
GENERAL_STOPS = ("game", "seats", "speed", "open_hands", "seed", "new_seed")


def is_text(widget: Any) -> bool:
    return isinstance(widget, pygame_gui.elements.UITextEntryLine)


def is_menu(widget: Any) -> bool:
    return isinstance(widget, pygame_gui.elements.UIDropDownMenu)


class SetupFocus:
    """Where the keyboard's focus is on the New game form, and what its keys do there."""

    def __init__(self, scene: Any):
        self.scene = scene
        self.ring = FocusRing()
        self.explained = ""  # the row the keys moved to, explained under the options

    @property
    def focused(self) -> str:
        return self.ring.focused

    def order(self) -> list[str]:
        """The widgets' keys in the order Tab visits them."""
        scene = self.scene
        stops = list(GENERAL_STOPS)
        for seat in range(scene.seat_count):
            stops += [f"name:{seat}", f"kind:{seat}"]
        stops += [f"option:{name}" for name in scene.module.OPTIONS]
        stops += ["back", "start"]
        return [key for key in stops if key in scene.widgets]

    def built(self) -> None:
        """The widgets were (re)built: the ring walks them and stays on the one it was on
        (a menu stepped to another seat count or game is still focused after)."""
        was = self.focused
        self.ring.set_grid([[key] for key in self.order()])
        if was:
            self.ring.focus_on(was)
        self.take_typing()

    def go(self, key: str) -> None:
        """Put the ring on `key` (the mouse chose it)."""
        self.ring.focus_on(key)

    def typing(self) -> bool:
        """Whether one of the form's text fields has the keys (focused by Tab or a click)."""
        return any(is_text(widget) and widget.is_focused for widget in self.scene.widgets.values())

    def take_typing(self) -> None:
        """A text field with the ring on it takes what is typed, its words selected so
        typing replaces them (as Tab into a field does on the desktop); a field the ring
        left gives the keys up."""
        widget = self.scene.widgets.get(self.focused)
        ui = self.scene.app.ui
        if is_text(widget):
            if not widget.is_focused:
                ui.set_focus_set(widget)
                widget.select_range = [0, len(widget.get_text())]
                widget.edit_position = len(widget.get_text())
        elif self.typing():
            ui.set_focus_set(None)

    def follow(self) -> None:
        """A field clicked into takes the ring with it."""
        for key, widget in self.scene.widgets.items():
            if is_text(widget) and widget.is_focused and key != self.focused:
                self.ring.focus_on(key)

    def close_open_menu(self) -> bool:
        """Esc over a menu opened with the mouse closes it (and no more); False when
        none is open."""
        for widget in self.scene.widgets.values():
            if is_menu(widget) and widget.current_state is widget.menu_states["expanded"]:
                widget.current_state.should_transition = True
                return True
        return False

    def on_key(self, key: int, mod: int = 0) -> bool:
        """What a key does on the form; False for a key it leaves alone."""
        scene = self.scene
        widget = scene.widgets.get(self.focused)
        if key in (pygame.K_TAB, pygame.K_UP, pygame.K_DOWN):
            self.move(key, mod)
        elif self.typing():
            return False  # the field's own keys: typing is never a shortcut
        elif is_menu(widget) and key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_SPACE):
            self.step(self.focused, -1 if key == pygame.K_LEFT else 1)
        elif isinstance(widget, pygame_gui.elements.UIButton) and key in PRESS_KEYS:
            scene.press(self.focused)
        elif key in ENTER_KEYS:
            scene.start()
        elif key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.move(key, mod)
        else:
            return False
        return True

    def move(self, key: int, mod: int) -> None:
        """The ring to the next or previous stop; its row is explained under the options."""
        self.ring.on_key(key, mod)
        self.take_typing()
        self.explained = "seed" if self.focused == "new_seed" else self.focused

    def step(self, key: str, step: int) -> None:
        """The focused menu's next (or previous) choice, chosen as a click would choose it."""
        scene = self.scene
        menu = scene.widgets[key]
        words = [option[0] for option in menu.options_list]
        chosen = words[(words.index(menu.selected_option[0]) + step) % len(words)]
        scene.on_choice(key, chosen)
        shown = scene.widgets.get(key)
        if shown is None or shown.selected_option[0] != chosen:
            scene.resize(scene.app.size)  # the menu shows the choice made

    def draw(self, surface: pygame.Surface) -> None:
        self.ring.draw(surface, self.scene.widgets)
