"""The Wildmeld window: a fixed-rate loop over a scene stack, with pygame_gui widgets.

Nothing happens at import time; `main(argv)` parses the command line, opens the
window and runs it. Every event goes to pygame_gui first and, if the UI did not
take it, to the top scene. `--autoplay GAME` seats only bots and plays in the real
app, for demos, screenshots and smoke tests (it works with SDL_VIDEODRIVER=dummy).
"""

from __future__ import annotations

import argparse
import contextlib
import random
import sys
from typing import Any

from game import __version__
from game.scenes.destinations import Navigator
from game.text import LANGUAGES
from game.ui.manager import START_SIZE, make_ui_manager, speak_widgets, text_scale
from game.window import APP_NAME as TITLE
from game.window import MIN_SIZE

FPS = 60
GAMES = ("crowns", "sting", "rumski")  # games with a table so far
SPEEDS = ("slow", "normal", "fast", "instant")


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="wildmeld", description="Sting, Crowns and Rumski.")
    parser.add_argument("--version", action="version", version=f"{TITLE} {__version__}")
    parser.add_argument(
        "--autoplay",
        choices=GAMES,
        metavar="GAME",
        help="watch bots play GAME (" + ", ".join(GAMES) + ")",
    )
    parser.add_argument("--seats", type=int, default=4, help="seats for --autoplay (default 4)")
    parser.add_argument("--seed", type=int, help="seed of the deal (random when left out)")
    parser.add_argument(
        "--speed", choices=SPEEDS, help="how fast bots move (default: fast with --autoplay)"
    )
    parser.add_argument("--level", default="medium", help="bot level for --autoplay")
    parser.add_argument("--frames", type=int, default=0, help="quit after this many frames")
    parser.add_argument("--screenshot", help="save the last frame to this PNG file")
    parser.add_argument("--size", default=None, help="window size, e.g. 1920x1080")
    parser.add_argument(
        "--lang",
        metavar="CODE",
        help="speak this language for this run ("
        + ", ".join(LANGUAGES)
        + "; default: the Language setting, which starts as the system's)",
    )
    parser.add_argument(
        "--smoke-test",
        action="store_true",
        help="walk menu, setup and a bots' table, then exit 0 (or 1 with the error)",
    )
    parser.add_argument(
        "--smoke-report", metavar="FILE", help="also write the smoke test's verdict to FILE"
    )
    args = parser.parse_args(argv)
    if args.lang is not None and args.lang not in LANGUAGES:
        parser.error(f"--lang must be one of {', '.join(LANGUAGES)}, not {args.lang!r}")
    if args.frames < 0:
        parser.error("--frames must be 0 (no limit) or more")
    if args.size is not None:
        try:
            width, height = (int(part) for part in args.size.lower().split("x"))
        except ValueError:
            parser.error(f"--size must look like 1280x800, not {args.size!r}")
        args.size = (max(width, MIN_SIZE[0]), max(height, MIN_SIZE[1]))
    return args


def set_window_icon(window: Any = None) -> None:
    """The game's own icon in the title bar and task bar: the display module's (before
    its window opens), or that of the game's own `window` (macOS)."""
    import pygame

    from game.assets import asset_path

    # A missing icon is cosmetic; the smoke test reports missing assets.
    with contextlib.suppress(pygame.error, FileNotFoundError):
        icon = pygame.image.load(str(asset_path("icon.png")))
        (window.set_icon if window is not None else pygame.display.set_icon)(icon)


class App(Navigator):
    """The window, its clock, the UI manager, the scene stack and shared services."""

    def __init__(self, size: tuple[int, int] = START_SIZE, settings: dict | None = None):
        import pygame

        from game.scenes.base import SceneStack
        from game.ui.look import Faces, Sounds, reset_caches
        from game.window import WindowMemory, open_window, prepare_display

        prepare_display()  # app name, window class, DPI awareness: before the display starts
        pygame.init()
        reset_caches()
        self.windowed_size = size
        self.window_memory = WindowMemory(size)
        set_window_icon()
        pygame.display.set_caption(TITLE)  # the window is made with its name
        # macOS: the game's own high-DPI window; elsewhere the display module's.
        self.window = open_window(size)
        if self.window is None:
            self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        else:
            set_window_icon(self.window)  # the dock of a game run from its source
            self.screen = self.window.get_surface()
        self._set_minimum_size()
        self.ui = make_ui_manager(self.size)
        self.ui_size = self.size
        self.stack = SceneStack()
        self.clock = pygame.time.Clock()
        self.settings: dict[str, Any] = {
            "speed": "normal",
            "cloth": "green",
            "volume": 0.7,
            "bots_in": "process",
        }
        self.settings.update(settings or {})
        self.faces = Faces()
        self.sounds = Sounds(self.settings["volume"], self.settings.get("muted", False))
        self.sounds.warm_up()
        self.store: Any = None  # game.store.Store once the player's files are used
        self.notices: list[str] = []
        self.running = True
        self.fullscreen = False
        self.autoplay = False
        self.frame_count = 0
        # The real app (main) shows the crash screen when a scene fails; tests and tools
        # leave it off, so that an exception fails them loudly.
        self.catch_crashes = False
        self.crashes = 0  # scene failures the crash screen caught (main exits 1 after one)
        self.crashed_games: set[str] = set()  # ids of the games those failures came from

    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    def _set_minimum_size(self) -> None:
        """The window manager keeps the window at least MIN_SIZE (each set_mode
        forgets it, so it is set again after each)."""
        from game.window import set_minimum_size

        set_minimum_size()

    def new_controller(
        self,
        game: str,
        seats: list,
        seed: int,
        options: dict | None = None,
        pace: str | None = None,
        actions: tuple = (),
    ):
        """A controller for a game at this app's bot pace, bots in their own process."""
        from game.controller import Controller

        pace = pace or self.settings.get("bot_pacing") or self.settings["speed"]
        return Controller(
            game,
            seats,
            seed,
            options or {},
            speed=pace,
            actions=actions,
            bots_in=self.settings.get("bots_in", "process"),
        )

    def load_player_settings(self, keep_size: bool = False) -> None:
        """The player's saved settings and the store for saves and statistics (the
        real app only: tests run without touching the player's files)."""
        try:
            from game.scenes.settings import apply_to_app
            from game.store import Store

            self.store = Store()
            settings = self.store.load_settings()
            apply_to_app(self, settings)
            if not keep_size:
                from game.window import restore_window

                restore_window(self, settings)
            if settings.high_contrast or settings.large_text:
                self.ui = make_ui_manager(self.size, settings.high_contrast, settings.large_text)
        except Exception as problem:  # a broken settings file must not stop the game
            from game.text import tr

            self.notices.append(tr("menu.settings_unreadable", problem=problem))

    # -- window ------------------------------------------------------------------
    def toggle_fullscreen(self) -> None:
        import pygame

        self.fullscreen = not self.fullscreen
        if self.fullscreen:
            self.window_memory.note_window()
            self.windowed_size = self.window_size
            if self.window is not None:
                self.window.set_fullscreen(desktop=True)
            else:
                self.screen = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        elif self.window is not None:
            self.window.set_windowed()
            self.window.size = self.windowed_size
        else:
            self.screen = pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)
            self._set_minimum_size()
        self.resized(self.window_size)

    @property
    def window_size(self) -> tuple[int, int]:
        """The window's size in its own units (points on a Retina Mac, else pixels)."""
        return tuple(self.window.size) if self.window is not None else self.size

    def resized(self, size: tuple[int, int]) -> None:
        """The window is (or is to be) `size` in its own units; lay everything out
        for the surface's pixels."""
        from game.window import pixel_ratio

        width, height = max(size[0], MIN_SIZE[0]), max(size[1], MIN_SIZE[1])
        if (width, height) != self.window_size and not self.fullscreen:
            from game.window import display_window

            # The same window made another size: set_mode would make a new X11 window
            # (a new id, placed anew). The surface follows with the next events.
            display_window().size = (width, height)
        if self.window is not None:  # its surface, in pixels, is made again on a resize
            self.screen = self.window.get_surface()
            width, height = self.size
            self.ui.mouse_pos_scale_factor = [pixel_ratio(), pixel_ratio()]
        settings = self.settings
        wanted = text_scale((width, height), bool(settings.get("large_text")))
        if wanted != text_scale(self.ui_size, bool(settings.get("large_text"))):
            self.ui = make_ui_manager(
                (width, height),
                bool(settings.get("high_contrast")),
                bool(settings.get("large_text")),
            )
        else:
            self.ui.set_window_resolution((width, height))
        self.ui_size = (width, height)
        self.stack.resize((width, height))

    # -- loop --------------------------------------------------------------------
    def handle(self, event: Any) -> None:
        import pygame

        if event.type == pygame.QUIT:
            self.running = False
            return
        self.window_memory.observe(event, self.fullscreen)
        if event.type == pygame.VIDEORESIZE:
            self.resized(event.size)
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        if self.ui.process_events(event):  # pygame_gui scales the mouse itself
            return
        if self.window is not None:
            from game.window import to_pixels

            event = to_pixels(event)
        self.stack.handle(event)

    def frame(self, dt: float) -> None:
        """One frame: events, update, draw, flip."""
        import pygame

        for event in pygame.event.get():
            self.handle(event)
        self.ui.update(dt)
        self.stack.update(dt)
        self.draw()
        if self.window is not None:
            self.window.flip()
        else:
            pygame.display.flip()
        self.frame_count += 1

    def safe_frame(self, dt: float) -> None:
        """A frame; with `catch_crashes`, a scene's failure shows the crash screen."""
        if not self.catch_crashes:
            self.frame(dt)
            return
        try:
            self.frame(dt)
        except Exception as error:
            from game.scenes.crash import show_crash

            show_crash(self, error)

    def draw(self) -> None:
        self.stack.draw(self.screen)
        self.ui.draw_ui(self.screen)
        self.stack.draw_over_widgets(self.screen)  # a tooltip over a button

    def run(self, frames: int = 0) -> None:
        """Run at 60 FPS until quit, or for `frames` frames when it is not 0."""
        dt = 1 / FPS
        while self.running and self.stack.top is not None:
            self.safe_frame(dt)
            if frames and self.frame_count >= frames:
                break
            dt = min(self.clock.tick(FPS) / 1000, 0.1)

    def screenshot(self, path: str) -> None:
        import pygame

        self.draw()
        pygame.image.save(self.screen, path)

    def quit(self) -> None:
        self.running = False

    def close_tables(self) -> None:
        """The window is closing: every table on the stack stops its bots and waits for
        its last autosaves, so closing the window never loses the move just made."""
        from game.scenes.keeper import SAVE_WAIT_SECONDS

        for scene in reversed(self.stack.scenes):
            close = getattr(scene, "close", None)
            if close is not None:
                close(SAVE_WAIT_SECONDS)


def autoplay_table(app: App, game: str, seats: int, seed: int, level: str) -> Any:
    """A table where every seat is a bot, for demos and smoke tests."""
    from game.controller import SeatPlan
    from game.scenes.table import TableScene

    names = (
        "Ana",
        "Bo",
        "Cy",
        "Dee",
        "Eli",
        "Fay",
        "Gus",
        "Hal",
        "Ivy",
        "Jo",
        "Kai",
        "Lu",
        "Mo",
        "Ned",
    )
    plan = [SeatPlan(names[i % len(names)], "bot", level) for i in range(seats)]
    return TableScene(app, app.new_controller(game, plan, seed))


def main(argv: list[str] | None = None) -> int:
    import multiprocessing

    multiprocessing.freeze_support()  # the bots' process inside a packaged app
    args = parse_args(sys.argv[1:] if argv is None else argv)
    from game import text

    # The system's language (or --lang) from the first word; the player's setting, once
    # read, speaks instead, and --lang again over it.
    text.set_language(args.lang or text.chosen_language(text.SYSTEM))
    if args.smoke_test:
        from game import smoke

        seed = args.seed if args.seed is not None else 1
        return smoke.run(App, args.screenshot, seed, args.smoke_report)
    if args.autoplay:
        import importlib

        seats = importlib.import_module(f"game.rules.{args.autoplay}").SEATS
        if args.seats not in seats:
            print(
                f"wildmeld: --seats must be {min(seats)} to {max(seats)} for {args.autoplay}",
                file=sys.stderr,
            )
            return 2
    seed = args.seed if args.seed is not None else random.randrange(1_000_000)
    import game
    from game import logs

    logs.start_log()
    arguments = " ".join(sys.argv[1:] if argv is None else argv)
    logs.logger().info("Wildmeld %s started (%s)", game.__version__, arguments)
    app = App(args.size or START_SIZE)
    app.catch_crashes = True
    try:
        if not args.autoplay:
            app.load_player_settings(keep_size=args.size is not None)
        if args.lang:
            text.set_language(args.lang)
            speak_widgets(app.ui)
        if args.speed or args.autoplay:
            speed = args.speed or "fast"
            app.settings.update(speed=speed, bot_pacing=speed)
        from game.scenes.menu import MenuScene

        app.stack.push(MenuScene(app))
        if args.autoplay:
            app.autoplay = True
            app.stack.push(autoplay_table(app, args.autoplay, args.seats, seed, args.level))
        app.run(args.frames)
        if args.screenshot:
            app.screenshot(args.screenshot)
    finally:
        import pygame

        app.close_tables()
        from game.window import remember_window

        remember_window(app)
        pygame.quit()
    return 1 if app.crashes else 0
