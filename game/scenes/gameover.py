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
from game.text.names import shown_name
from game.ui.hud import draw_badge, draw_label, draw_text, fitting_size, panel
from game.ui.look import GOLD, INK, INK_SOFT, felt, wrap
from game.ui.seat_places import fit_words
from game.ui.theme import button_width, button_words
from game.ui.tooltip import draw_whole_words
from game.window import mouse_pos


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
        from game.ui.manager import text_scale

        width, height = size
        button_height = int(0.065 * height)
        gap = int(0.02 * height)
        y = int(0.88 * height)
        entries = (
            ("again", tr("gameover.again"), "@primary"),
            ("recent", tr("gameover.recent"), None),
            ("menu", tr("gameover.menu"), None),
        )
        # As wide as the longest label needs (a longer language, large text), as long as
        # the three fit the window; a label still too long is cut short, said whole on hover.
        scale = text_scale(size, bool(self.app.settings.get("large_text")))
        needed = max(button_width(label, scale, style) for _, label, style in entries)
        wide = min(max(int(0.3 * height), needed), (width - 4 * gap) // len(entries))
        x = width // 2 - (len(entries) * wide + (len(entries) - 1) * gap) // 2
        self.buttons = {}
        self.ring.set_grid([[key for key, _, _ in entries]])
        for key, label, style in entries:
            object_id = pygame_gui.core.ObjectID(class_id=style) if style else None
            rect = pygame.Rect(x, y, wide, button_height)
            shown, whole = button_words(label, wide, scale, style)
            self.buttons[key] = self.add(
                pygame_gui.elements.UIButton(
                    rect, shown, self.app.ui, tool_tip_text=whole, object_id=object_id
                )
            )
            x += wide + gap

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.to_menu()
            return
        pressed = self.ring.pressed(event, self.buttons)
        if pressed:
            {"again": self.play_again, "recent": self.recent_games, "menu": self.to_menu}[pressed]()

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
        names = [shown_name(plan.name) for plan in self.controller.seats]
        draw_label(
            surface,
            tr("gameover.title"),
            int(0.05 * height),
            (width // 2, int(0.08 * height)),
            INK_SOFT,
            True,
        )
        cut: list[tuple[pygame.Rect, str]] = []  # words shortened to fit, said whole on hover
        # The winners' line as large as the window's width holds it (shared wins of long
        # names in a longer language shrink it), at the smallest cut short.
        won, room = headline(names, self.winners), int(0.94 * width)
        px = fitting_size(won, int(0.075 * height), room, max(12, int(0.03 * height)), True)
        shown = fit_words(won, px, room, True)
        rect = draw_label(surface, shown, px, (width // 2, int(0.17 * height)), GOLD, True)
        if shown != won:
            cut.append((rect, won))
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
            draw_text(surface, f"{place}.", size, colour, (x + 20, middle), "midleft", True)
            radius = int(row_height * 0.33)
            draw_badge(
                surface,
                (x + 40 + size * 2, middle),
                radius,
                names[seat],
                seat,
                seat in self.winners,
            )
            points = tr("gameover.points", total=self.totals[seat])
            right = (x + box_width - 24, middle)
            scored = draw_text(surface, points, size, colour, right, "midright", True)
            left = x + 60 + size * 2 + radius
            shown = fit_words(names[seat], size, scored.left - size // 2 - left, True)
            name = draw_text(surface, shown, size, colour, (left, middle), "midleft", True)
            if shown != names[seat]:
                cut.append((name, names[seat]))
        self.ring.draw(surface, self.buttons)
        draw_whole_words(surface, cut, mouse_pos(), max(12, int(0.024 * height)))


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
