"""Game over: final standings, the winner, play again with the same seats, or the recent
games (this one among them) to watch a replay."""

from __future__ import annotations

import functools
import random
from typing import Any

import pygame
import pygame_gui

from game import rules
from game.rules.engine import standings
from game.scenes.base import Scene
from game.scenes.focus import FocusRing
from game.scenes.summary import AUTOPLAY_SECONDS
from game.text import tr
from game.ui.hud import draw_badge, draw_label, panel
from game.ui.look import GOLD, INK, INK_SOFT, felt, text, wrap


class GameOverScene(Scene):
    """Shown in place of the table when the last hand is scored: the best total first,
    by the game's own rule (the lowest or the highest: its rules say which)."""

    def keys_title(self) -> str:
        return tr("gameover.title")

    def keys_help(self) -> list[tuple[str, str]]:
        return [
            (tr("keys.left_right_tab"), tr("keys.move_buttons")),
            (tr("keys.enter_space"), tr("keys.press_it")),
            (tr("keys.esc"), tr("gameover.keys_menu")),
        ]

    def __init__(self, app: Any, controller: Any, over: Any, kept_by: Any = None):
        super().__init__(app)
        self.controller = controller
        self.kept_by = kept_by  # the table's save writer, recording this game's end
        # Why the end could not be recorded, once the writer says so (worded when drawn,
        # in the language of the moment).
        self.unrecorded: object = None
        self.totals = list(getattr(over, "totals", controller.totals))
        self.winners = set(getattr(over, "winners", controller.winners()))
        self.order = standings(self.totals, rules.load(controller.game).HIGHEST_WINS)
        self.buttons: dict[str, Any] = {}
        self.shown = 0.0
        self.ring = FocusRing()  # Left/Right or Tab, then Enter

    def build_ui(self, size: tuple[int, int]) -> None:
        width, height = size
        button_width, button_height = int(0.3 * height), int(0.065 * height)
        gap = int(0.02 * height)
        y = int(0.88 * height)
        entries = (
            ("again", tr("gameover.again"), "@primary"),
            ("recent", tr("gameover.recent"), None),
            ("menu", tr("gameover.menu"), None),
        )
        x = width // 2 - (len(entries) * button_width + (len(entries) - 1) * gap) // 2
        self.buttons = {}
        self.ring.set_grid([[key for key, _, _ in entries]])
        for key, label, style in entries:
            object_id = pygame_gui.core.ObjectID(class_id=style) if style else None
            rect = pygame.Rect(x, y, button_width, button_height)
            self.buttons[key] = self.add(
                pygame_gui.elements.UIButton(rect, label, self.app.ui, object_id=object_id)
            )
            x += button_width + gap

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.buttons.get("again"):
                self.play_again()
            elif event.ui_element is self.buttons.get("recent"):
                self.recent_games()
            elif event.ui_element is self.buttons.get("menu"):
                self.to_menu()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.to_menu()
        elif event.type == pygame.KEYDOWN:
            pressed = self.ring.on_key(event.key)
            if pressed:
                {"again": self.play_again, "recent": self.recent_games, "menu": self.to_menu}[
                    pressed
                ]()

    def recent_games(self) -> None:
        """The finished games, this one first, each one a replay away (issue 7)."""
        self.app.open("recent")

    def update(self, dt: float) -> None:
        finished = getattr(self.kept_by, "finished", None)
        if finished is not None:
            self.kept_by = None
            if not finished.kept:
                self.unrecorded = finished.problem
        # A bots-only game (--autoplay) ends the program once the standings were shown.
        self.shown += dt
        if getattr(self.app, "autoplay", False) and self.shown >= AUTOPLAY_SECONDS:
            self.app.quit()

    def unrecorded_words(self) -> str:
        """Why the game's end is not yet on disk, in the language of the moment ("" when
        it is, or the writer has not said yet)."""
        if self.unrecorded is None:
            return ""
        return tr("gameover.not_recorded", problem=self.unrecorded)

    def play_again(self) -> None:
        old = self.controller
        controller = self.app.new_controller(
            old.game, old.seats, random.randrange(1_000_000), old.options
        )
        self.app.swap("table", controller)

    def to_menu(self) -> None:
        self.app.go("menu")

    def draw(self, surface: pygame.Surface) -> None:
        width, height = surface.get_size()
        surface.blit(felt((width, height), self.app.settings.get("cloth", "green")), (0, 0))
        names = [plan.name for plan in self.controller.seats]
        draw_label(
            surface,
            tr("gameover.title"),
            int(0.05 * height),
            (width // 2, int(0.08 * height)),
            INK_SOFT,
            True,
        )
        draw_label(
            surface,
            headline(names, self.winners),
            int(0.075 * height),
            (width // 2, int(0.17 * height)),
            GOLD,
            True,
        )
        unrecorded = self.unrecorded_words()
        if unrecorded:  # under the winner: the game's end is not yet on disk
            px = int(0.022 * height)
            for row, words in enumerate(wrap(unrecorded, px, int(0.9 * width))[:2]):
                centre = (width // 2, int(0.236 * height) + row * int(1.5 * px))
                draw_label(surface, words, px, centre, INK, backed=True)
        order = self.order
        top, bottom = int(0.27 * height), int(0.84 * height)
        row_height = min(int(0.075 * height), (bottom - top) // max(1, len(order)))
        box_width = int(0.75 * height)
        x = width // 2 - box_width // 2
        surface.blit(
            panel(box_width, row_height * len(order) + 16, (12, 30, 21, 220), 14), (x, top - 8)
        )
        place = 0
        for rank, seat in enumerate(order):
            if rank == 0 or self.totals[seat] != self.totals[order[rank - 1]]:
                place = rank + 1
            y = top + rank * row_height
            middle = y + row_height // 2
            colour = GOLD if seat in self.winners else INK
            size = max(12, int(row_height * 0.42))
            surface.blit(text(f"{place}.", size, colour, True), (x + 20, middle - size * 0.65))
            radius = int(row_height * 0.33)
            draw_badge(
                surface,
                (x + 40 + size * 2, middle),
                radius,
                names[seat],
                seat,
                seat in self.winners,
            )
            label = text(names[seat], size, colour, True)
            surface.blit(label, label.get_rect(midleft=(x + 60 + size * 2 + radius, middle)))
            total = text(tr("gameover.points", total=self.totals[seat]), size, colour, True)
            surface.blit(total, total.get_rect(midright=(x + box_width - 24, middle)))
        self.ring.draw(surface, self.buttons)


def headline(names: list[str], winners: Any) -> str:
    """ "Bo wins!", "You win!", "Ana and Bo win!" — shared wins name every winner."""
    named = [names[seat] for seat in sorted(winners)]
    if not named:
        return tr("gameover.nobody")
    if named == [tr("setup.you")]:
        return tr("gameover.you_win")
    if len(named) == 1:
        return tr("gameover.one_wins", name=named[0])
    together = functools.reduce(
        lambda first, second: tr("gameover.and", first=first, second=second), named
    )
    return tr("gameover.many_win", names=together)
