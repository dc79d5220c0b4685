"""Learn to play: pick a game and play its guided lesson at the real table (issue 10).

Each game has one row, always in the same place, so a hand finds it again: its lesson's
button, or, for a lesson left half-way, resume and start again side by side.

Keys: Up/Down (or Tab) move the focus ring over the rows, Left/Right within a row,
Enter or Space presses the focused button, Esc goes back."""

from __future__ import annotations

from typing import Any

import pygame
import pygame_gui

from game.scenes.base import Scene
from game.scenes.focus import FocusRing
from game.text import game_name, tr
from game.tutorial import LESSONS
from game.tutorial.table import lesson_progress, start_lesson
from game.ui.hud import draw_label
from game.ui.look import GOLD, INK_SOFT, felt
from game.ui.theme import button_width, button_words

GAMES = ("crowns", "sting", "rumski")


class LearnScene(Scene):
    """One button per game's lesson; a left lesson resumes where it was."""

    def keys_title(self) -> str:
        return tr("menu.learn")

    def keys_help(self) -> list[tuple[str, str]]:
        return [
            (tr("keys.up_down_tab"), tr("keys.move_buttons")),
            (tr("keys.enter_space"), tr("keys.press_it")),
            (tr("keys.esc"), tr("learn.keys_back")),
        ]

    def __init__(self, app: Any):
        super().__init__(app)
        self.buttons: dict[str, Any] = {}
        self.ring = FocusRing()  # playing without a mouse

    def entries(self) -> list[tuple[str, str, bool]]:
        """(key, label, enabled) for each button."""
        progress = lesson_progress(self.app)
        finished = getattr(self.app, "lessons_finished", set())
        rows = []
        for game in GAMES:
            title = game_name(game)
            lesson = LESSONS.get(game)
            if lesson is None:
                rows.append((f"start:{game}", tr("learn.coming_soon", game=title), False))
            elif game in progress:
                step = progress[game][0] + 1
                count = len(lesson.steps)
                resume = tr("learn.resume", game=title, step=step, count=count)
                rows.append((f"resume:{game}", resume, True))
                rows.append((f"restart:{game}", tr("learn.restart", game=title), True))
            else:
                blurb = lesson.blurb
                if game in finished:
                    label = tr("learn.start_done", game=title, blurb=blurb)
                else:
                    label = tr("learn.start", game=title, blurb=blurb)
                rows.append((f"start:{game}", label, True))
        rows.append(("back", tr("learn.back"), True))
        return rows

    def rows(self) -> list[list[tuple[str, str, bool]]]:
        """The entries by row: each game's in one row (resume beside start again), then
        Back."""
        rows: dict[str, list[tuple[str, str, bool]]] = {}
        for key, label, enabled in self.entries():
            rows.setdefault(key.split(":")[-1], []).append((key, label, enabled))
        return list(rows.values())

    def build_ui(self, size: tuple[int, int]) -> None:
        from game.ui.manager import text_scale

        width, height = size
        rows = self.rows()
        # Wider for a long label (large text), up to the window's margins; in a row of
        # two, resume takes three fifths.
        scale = text_scale(size, bool(self.app.settings.get("large_text")))
        button_height = int(0.065 * height)
        gap = int(0.016 * height)
        needed = max(
            button_width(label, scale) * (5 / 3 if len(row) > 1 else 1) + gap * (len(row) - 1)
            for row in rows
            for _, label, _ in row[:1]
        )
        wide = min(max(int(min(width * 0.8, 1.25 * height)), int(needed)), int(width * 0.96))
        self.buttons = {}
        # The ring stays on its game's row when the row's buttons change (a lesson
        # left, or finished: back here, the hand finds its place).
        game = self.ring.focused.split(":")[-1]
        grid = [[key for key, _, on in row if on] for row in rows if any(r[2] for r in row)]
        self.ring.set_grid(grid)
        for keys in grid:
            if keys[0].split(":")[-1] == game and self.ring.focused not in keys:
                self.ring.focus_on(keys[0])
        for index, row in enumerate(rows):
            left = width // 2 - wide // 2
            top = int(0.3 * height) + index * (button_height + gap)
            shares = [wide] if len(row) == 1 else [(wide - gap) * 3 // 5, (wide - gap) * 2 // 5]
            for (key, label, enabled), share in zip(row, shares, strict=True):
                rect = pygame.Rect(left, top, share, button_height)
                left += share + gap
                shown, whole = button_words(label, share, scale)
                button = self.add(
                    pygame_gui.elements.UIButton(rect, shown, self.app.ui, tool_tip_text=whole)
                )
                if not enabled:
                    button.disable()
                self.buttons[key] = button

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.choose("back")
        elif pressed := self.ring.pressed(event, self.buttons):
            self.choose(pressed)

    def choose(self, key: str) -> Any:
        """Start, resume or restart a lesson (returns its table), or go back."""
        self.ring.focus_on(key)  # clicked: back from the lesson, the ring is there
        if key == "back":
            self.app.stack.pop()
            return None
        what, game = key.split(":")
        lesson = LESSONS.get(game)
        if lesson is None:
            return None
        return start_lesson(self.app, lesson, resume=what == "resume")

    def draw(self, surface: pygame.Surface) -> None:
        width, height = surface.get_size()
        surface.blit(felt((width, height), self.app.settings.get("cloth", "green")), (0, 0))
        draw_label(
            surface,
            tr("learn.title"),
            int(0.07 * height),
            (width // 2, int(0.13 * height)),
            GOLD,
            True,
        )
        draw_label(
            surface,
            tr("learn.intro"),
            int(0.027 * height),
            (width // 2, int(0.21 * height)),
            INK_SOFT,
        )
        self.ring.draw(surface, self.buttons)
