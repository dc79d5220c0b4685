"""The crash screen: what a player sees when a scene fails in a way nobody planned for
(issue 9, part 6).

`show_crash(app, error)` is called by the app's loop when a scene's handle, update or
draw raises. It writes the traceback to the log file (`game.logs`), keeps every game in
progress — the queued autosaves are written, then one last autosave of the game as it
stands, checked by replaying it first so a good save is never replaced by a bad one —
stops the tables' bots, and puts this screen alone on the stack: what happened, whether
the game was kept, where the log is, and a "Return to menu" button (Enter or Esc too).
When the game that failed had failed before in this run (it was continued and failed
again), the screen also offers to set it aside — the autosave moved to a folder of its
own, not deleted — so that the way back never leads into the same crash.
If this screen itself fails, the error is raised: there is nothing safer to fall back to.
"""

from __future__ import annotations

import contextlib
import re
import sys
import traceback
from pathlib import Path
from typing import Any

import pygame
import pygame_gui

from game import logs
from game.scenes.base import Scene
from game.text import game_name, tr
from game.ui.hud import draw_label, draw_text, panel
from game.ui.look import GOLD, INK, INK_SOFT, felt, text
from game.ui.manager import text_scale
from game.ui.theme import button_width, button_words, larger

BACK_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE)
BUTTON_AT = 0.68  # of the window height: the top of "Return to menu", under the words


class CrashScene(Scene):
    """Says what went wrong and offers the way back to the menu."""

    def __init__(
        self, app: Any, what: str, kept: str, log_file: Path | None, set_aside: bool = False
    ):
        super().__init__(app)
        self.what = what  # "ZeroDivisionError: division by zero"
        self.kept = kept  # what became of the game in progress, for the player
        self.log_file = log_file
        # The game in progress failed again after Continue: offer to set it aside, so the
        # way back never leads into the same crash.
        self.set_aside = set_aside
        self.button: Any = None
        self.aside_button: Any = None

    def build_ui(self, size: tuple[int, int]) -> None:
        width, height = size
        gap = int(0.01 * height)
        labels = [tr("crash.back")] + ([tr("crash.set_aside")] if self.set_aside else [])
        # As wide as the longest label needs (large text, long languages), as long as the
        # buttons fit the window side by side; past that, cut short and said on hover.
        scale = text_scale(size, bool(self.app.settings.get("large_text")))
        needed = max(button_width(label, scale, "@primary") for label in labels)
        wide = min(max(int(0.4 * height), needed), (width - 4 * gap) // len(labels))
        rect = pygame.Rect(0, 0, wide, int(0.075 * height))
        rect.midtop = (width // 2, int(BUTTON_AT * height))

        def button(rect: pygame.Rect, words: str, class_id: str | None) -> Any:
            shown, whole = button_words(words, rect.width, scale, class_id)
            return self.add(
                pygame_gui.elements.UIButton(
                    rect,
                    shown,
                    self.app.ui,
                    tool_tip_text=whole,
                    object_id=pygame_gui.core.ObjectID(class_id=class_id),
                )
            )

        if self.set_aside:  # two buttons side by side: set the game aside first
            aside = rect.move(-rect.width // 2 - gap, 0)
            rect = rect.move(rect.width // 2 + gap, 0)
            self.aside_button = button(aside, tr("crash.set_aside"), "@primary")
        self.button = button(rect, tr("crash.back"), None if self.set_aside else "@primary")

    def handle(self, event: pygame.event.Event) -> None:
        pressed = event.type == pygame_gui.UI_BUTTON_PRESSED
        if pressed and self.aside_button is not None and event.ui_element is self.aside_button:
            self.set_game_aside()
            return
        keyed = event.type == pygame.KEYDOWN and event.key in BACK_KEYS
        if (pressed and event.ui_element is self.button) or keyed:
            self.return_to_menu()

    def set_game_aside(self) -> None:
        """Move the game that keeps failing out of Continue's way (moved, not deleted), say
        where it went on the menu, and go there."""
        store = getattr(self.app, "store", None)
        moved = store.set_aside_autosave() if store is not None else None
        if moved is not None:
            self.app.notices.append(
                tr("crash.set_aside_done", name=moved.name, folder=moved.parent)
            )
        self.return_to_menu()

    def return_to_menu(self) -> None:
        self.app.go("menu")

    def lines(self) -> list[tuple[str, float, tuple]]:
        """The screen's sentences: (words, size as a fraction of the height, colour)."""
        where = str(self.log_file) if self.log_file else tr("crash.no_log")
        kept = f"{self.kept} {tr('crash.again')}" if self.set_aside else self.kept
        return [
            (tr("crash.intro"), 0.03, INK),
            (kept, 0.03, INK),
            ("", 0.015, INK),
            (tr("crash.what", what=self.what), 0.024, INK_SOFT),
            (tr("crash.log_intro"), 0.024, INK_SOFT),
            (where, 0.022, GOLD),
            (tr("crash.send"), 0.024, INK_SOFT),
        ]

    def draw(self, surface: pygame.Surface) -> None:
        width, height = surface.get_size()
        surface.blit(felt((width, height), self.app.settings.get("cloth", "green")), (0, 0))
        box = pygame.Rect(0, 0, min(int(0.92 * width), int(1.3 * height)), int(0.74 * height))
        box.midtop = (width // 2, int(0.1 * height))
        surface.blit(panel(box.width, box.height, (10, 26, 18, 235), int(0.025 * height)), box)
        draw_label(
            surface,
            tr("crash.title"),
            int(0.065 * height),
            (width // 2, int(0.18 * height)),
            GOLD,
            True,
        )
        for row, px, colour, y in self.placed(box.width - int(0.08 * height), height):
            draw_text(surface, row, px, colour, (width // 2, y), "midtop")

    def placed(self, room: int, height: int) -> list[tuple[str, int, tuple, int]]:
        """The sentences wrapped to `room` px, as (row, px, colour, top): larger with
        large text, as far as the last row still ends above the button."""
        base = int(0.03 * height)  # the largest sentence's size, grown first

        def rows(grown: int) -> list[tuple[str, int, tuple, int]]:
            placed = []
            y = int(0.26 * height)
            for words, size, colour in self.lines():
                px = max(12, int(size * height * grown / base))
                for row in wrap(words, px, room):
                    placed.append((row, px, colour, y))
                    y += int(px * 1.35)
                y += int(px * 0.5)
            return placed

        def fits(grown: int) -> bool:
            last_row, px, _, top = rows(grown)[-1]
            return top + text(last_row, px).get_height() <= int(BUTTON_AT * height) - px

        return rows(larger(base, bool(self.app.settings.get("large_text")), fits))


def wrap(words: str, px: int, width: int) -> list[str]:
    """`words` in rows no wider than `width` pixels; a long path breaks after a separator."""
    if not words:
        return []
    rows: list[str] = []
    row = ""
    for piece in _pieces(words):
        if row and text(row + piece, px).get_width() > width:
            rows.append(row.rstrip())
            row = piece.lstrip()
        else:
            row += piece
    rows.append(row.rstrip())
    return rows[:6]  # an absurdly long message must not push the button off the screen


def _pieces(words: str) -> list[str]:
    """Words with their trailing space; a path split after each separator."""
    pieces: list[str] = []
    for word in words.split(" "):
        parts = [part for part in re.split(r"(?<=[/\\])", word) if part]
        if parts:
            parts[-1] += " "
            pieces.extend(parts)
    return pieces


# ------------------------------------------------------------------ after a crash


def show_crash(app: Any, error: BaseException) -> None:
    """Log `error`, keep the games in progress, and show the crash screen alone."""
    failed = app.stack.top
    if isinstance(failed, CrashScene):
        raise error  # the safety net itself failed: let the app stop with the traceback
    app.crashes = getattr(app, "crashes", 0) + 1
    traceback.print_exception(error, file=sys.stderr)  # for whoever started it from a terminal
    log_file = logs.start_log()
    logs.logger().error("Unexpected error in the %s scene", type(failed).__name__, exc_info=error)
    game_id = failing_game(app)
    kept = keep_games(app)
    for scene in reversed(app.stack.scenes):
        with contextlib.suppress(Exception):  # a broken scene may fail to leave, too
            scene.leave()
    app.stack.scenes.clear()
    again = bool(game_id) and game_id in app.crashed_games  # continued, and failed again
    app.crashed_games.add(game_id)
    app.stack.push(CrashScene(app, describe(error), kept, log_file, set_aside=again))


def failing_game(app: Any) -> str:
    """The id of the game whose table is on the stack (the top-most), '' if none."""
    for scene in reversed(app.stack.scenes):
        keeper = getattr(scene, "keeper", None)
        if keeper is not None and getattr(keeper, "game_id", ""):
            return keeper.game_id
    return ""


def describe(error: BaseException) -> str:
    """One line: the error's kind and message, cut short."""
    message = str(error).strip().splitlines()[0] if str(error).strip() else ""
    line = f"{type(error).__name__}: {message}" if message else type(error).__name__
    return line if len(line) <= 160 else line[:159] + "…"


def keep_games(app: Any) -> str:
    """Save every game on the stack as it stands and stop its bots; a sentence for the
    player about the top-most one. A game shown by two scenes (a table and its game-over
    screen) is kept once, through the scene that has its save writer."""
    said = []
    scenes = list(reversed(app.stack.scenes))
    seen: set[int] = set()
    for scene in scenes:
        controller = getattr(scene, "controller", None)
        if controller is None or not hasattr(controller, "record") or id(controller) in seen:
            continue
        seen.add(id(controller))
        holder = next(
            (
                other
                for other in scenes
                if getattr(other, "controller", None) is controller
                and getattr(other, "keeper", None) is not None
            ),
            scene,
        )
        with contextlib.suppress(Exception):  # the log line is a help, not a step to fail on
            logs.logger().info(
                "The game at the %s: %s, seed %s, options %s, %d moves",
                type(holder).__name__,
                getattr(controller, "game", "?"),
                getattr(controller, "seed", "?"),
                getattr(controller, "options", {}),
                len(controller.record().actions),
            )
        said.append(_keep(app, holder, controller))
        with contextlib.suppress(Exception):
            controller.close()
    return said[0] if said else tr("crash.nothing_lost")


def _keep(app: Any, scene: Any, controller: Any) -> str:
    from game.scenes.keeper import SAVE_WAIT_SECONDS
    from game.store import saves

    keeper = getattr(scene, "keeper", None)
    name = game_name(str(getattr(controller, "game", "")))
    try:
        if keeper is not None:
            scene.keeper = None
            keeper.stop(SAVE_WAIT_SECONDS)  # the writer finishes every save queued
        if keeper is None or app.store is None:
            return tr("crash.ended" if controller.is_over else "crash.not_saving", game=name)
        saved = keeper.saved_game(controller)
        saves.restore(saved)  # only a game that replays whole replaces the last autosave
        if not app.store.autosave(saved):
            raise OSError(" ".join(app.store.take_notices()) or tr("crash.disk_refused"))
    except Exception:
        logs.logger().exception("The %s game could not be saved after the error", name)
        return tr("crash.not_saved", game=name)
    # A game over is saved too: the menu records its end, once, if the table had not.
    return tr("crash.ended" if controller.is_over else "crash.saved", game=name)
