"""`wildmeld --smoke-test`: prove a build works — the real window, menu, setup, a table.

Walks the way a player starts a game: the menu's "New game…" button, the setup
scene with the one human seat turned into a bot, its Start button, then a few
seconds of frames of the bots' table, more until they have played (a busy machine
slows their first move). It checks that the bundled assets (theme, font, icon) are
found, writes a screenshot when asked, and returns 0; any error is printed and
returns 1. With `--smoke-report FILE` the verdict (and any traceback)
is also written to FILE: a windowed Windows build has no console to print to. It
uses no network and none of the player's files (settings, saves and statistics are
left alone). Run it with SDL_VIDEODRIVER=dummy on a machine with no display.
"""

from __future__ import annotations

import sys
import traceback
from typing import Any

from game.text import tr

MENU_FRAMES = 20
SETUP_FRAMES = 20
TABLE_FRAMES = 240  # about four seconds at 60 FPS: deal, draws, discards
# Frames more the bots may take for their first move: their own process starts (a new
# interpreter, at a lower priority than the window's) and thinks in real time, which a
# busy machine stretches well past TABLE_FRAMES; a minute at 60 FPS before it fails.
FIRST_MOVE_FRAMES = 3600
ALL_BOTS = "setup.bot_medium"  # what the human seat becomes (the setup's words for it)


class SmokeFailure(Exception):
    """A step of the walk did not lead where a player would have got."""


def missing_assets() -> list[str]:
    """The bundled files the game needs that cannot be found."""
    from game.assets import asset_path

    needed = [("theme.json",), ("icon.png",), ("fonts", "OFL.txt")]
    missing = ["/".join(parts) for parts in needed if not asset_path(*parts).is_file()]
    fonts = asset_path("fonts")
    if not fonts.is_dir() or not any(fonts.glob("*.ttf")):
        missing.append("fonts/*.ttf")
    return missing


def run(
    make_app: Any, screenshot: str | None = None, seed: int = 1, report: str | None = None
) -> int:
    """The smoke walk of an app made by `make_app()` (the app hands itself in: this
    module does not import it); 0 when everything worked."""
    try:
        missing = missing_assets()
        if missing:
            return fail(f"assets not found: {', '.join(missing)}", report)
        frames = walk(make_app, seed, screenshot)
    except SmokeFailure as failure:
        return fail(str(failure), report)
    except Exception:
        return fail("\n" + traceback.format_exc().rstrip(), report)
    say(
        f"wildmeld: smoke test passed ({frames} frames; assets found; {speaking()})",
        sys.stdout,
        report,
    )
    return 0


def speaking() -> str:
    """The language spoken and how many of its words were found: "speaking de (1151 of
    1151 words)", which shows the build carries and reads that language's catalogue."""
    from game.text import CATALOGUES, en, language

    return f"speaking {language()} ({len(CATALOGUES[language()])} of {len(en.TEXT)} words)"


def walk(make_app: Any, seed: int, screenshot: str | None) -> int:
    """Menu → New game… → setup (every seat a bot) → Start → the table; the frame count."""
    import pygame

    from game.scenes.menu import MenuScene
    from game.scenes.setup import SetupScene
    from game.scenes.table import TableScene

    try:
        app = make_app()
        app.settings.update(speed="fast", bot_pacing="fast")
        menu = MenuScene(app)
        app.stack.push(menu)
        app.run(MENU_FRAMES)
        click(app, menu.buttons["setup"])
        setup = expect(app, SetupScene, "the menu's New game… button did not open the setup")
        app.run(app.frame_count + SETUP_FRAMES)
        choose(app, setup.widgets["kind:0"], tr(ALL_BOTS))
        setup.widgets["seed"].set_text(str(seed))
        click(app, setup.widgets["start"])
        table = expect(app, TableScene, f"the setup's Start did not open a table: {setup.error}")
        kinds = [plan.kind for plan in table.controller.seats]
        if kinds != ["bot"] * len(kinds):
            raise SmokeFailure(f"the setup seated {kinds}, not bots only")
        app.run(app.frame_count + TABLE_FRAMES)
        wait_for_a_move(app, table)
        if table not in app.stack.scenes or not played(table):
            raise SmokeFailure("the bots' table did not play")
        if screenshot:
            app.screenshot(screenshot)
        return app.frame_count
    finally:
        pygame.quit()


def played(table: Any) -> bool:
    """Has a move been played at `table`?"""
    return bool(table.controller.record().actions)


def wait_for_a_move(app: Any, table: Any) -> None:
    """Frames (at most FIRST_MOVE_FRAMES) until a move is played at `table`, the table
    is left or the app stops."""
    patience = app.frame_count + FIRST_MOVE_FRAMES
    while app.running and table in app.stack.scenes and app.frame_count < patience:
        if played(table):
            return
        app.run(app.frame_count + 30)


def click(app: Any, button: Any) -> None:
    """A left click in the middle of a pygame_gui button, through the UI's own event
    handling (which turns it into the button's press), then the frames to act on it."""
    import pygame

    centre = button.rect.center
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=centre, button=1))
    app.run(app.frame_count + 2)


def choose(app: Any, dropdown: Any, text: str) -> None:
    """Pick `text` in a drop-down as the widget itself reports a choice."""
    import pygame
    import pygame_gui

    event = pygame.event.Event(pygame_gui.UI_DROP_DOWN_MENU_CHANGED, ui_element=dropdown, text=text)
    pygame.event.post(event)
    app.run(app.frame_count + 2)


def expect(app: Any, kind: type, problem: str) -> Any:
    """The top scene, which must be a `kind`."""
    if not isinstance(app.stack.top, kind):
        raise SmokeFailure(f"{problem} (on {type(app.stack.top).__name__})")
    return app.stack.top


def fail(problem: str, report: str | None) -> int:
    say(f"wildmeld: smoke test failed: {problem}", sys.stderr, report)
    return 1


def say(words: str, stream: Any, report: str | None) -> None:
    """Print the verdict (a windowed build may have no stream) and keep it in `report`."""
    if stream is not None:
        print(words, file=stream)
    if report:
        with open(report, "w", encoding="utf-8") as file:
            file.write(words + "\n")
