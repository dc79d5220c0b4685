"""Take the README screenshots of the menu and a Crowns game: the menu, New game (set for
Sting), the Sting rules page, a table mid-hand, going out, the round summary, your own
hand's history from that summary, and the crash screen.

Run from the project folder: `python docs/screenshots/take_screenshots.py` (or
`take_all.py` for every screenshot). It drives the real app with the dummy video driver
at 1280×800; the games come from fixed seeds played by medium bots.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from pathlib import Path

from seeded_moments import HERE, make_app, open_table, played_until, seats

# seeded_moments first: it puts tests/ on the path and picks the dummy drivers.
# isort: split
import pygame
import pygame_gui
from scene_driver import click, post, pump, pump_until

from game import logs
from game.controller import Controller, SeatPlan
from game.rules import crowns
from game.scenes.crash import CrashScene
from game.scenes.hand_history import HandHistoryScene
from game.scenes.menu import MenuScene
from game.scenes.rules import RulesScene
from game.scenes.setup import SetupScene
from game.scenes.summary import SummaryScene
from game.scenes.table import TableScene
from game.store import Store, StorePaths
from game.store.paths import HOME_VARIABLE

FOUR = seats(4)


def can_go_out(state) -> bool:
    """Your turn to discard from hand 4 on, with a way to go out."""
    if state.to_act != 0 or state.phase != "discard" or state.hand_number < 4:
        return False
    observation = state.observe(0)
    return any(isinstance(a, crowns.GoOut) for a in crowns.legal_actions(observation))


def mid_hand(state) -> bool:
    """Your turn to draw in hand 5 to 7, a few turns in, before anyone went out."""
    if state.hand_number not in (5, 6, 7) or state.to_act != 0 or state.phase != "draw":
        return False
    observation = state.observe(0)
    return not observation.final_turn and len(observation.discard_pile) > 4


def new_game_scene(app) -> SetupScene:
    """New game set for Sting, the game with the most options (their grid shows), with
    five seats and a fixed seed in its field: the shot is the same every time (the
    field shows the text kept for it, which New game fills with a random seed)."""
    setup = SetupScene(app, "sting")
    setup.seat_count = 5
    setup.kinds[2] = "hard"
    setup.kinds[4] = "easy"
    setup.seed = 218098
    setup.seed_text = str(setup.seed)
    return setup


def menu_shots(app) -> None:
    app.stack.reset(MenuScene(app))
    pump(app, 3)
    app.screenshot(str(HERE / "menu.png"))
    setup = new_game_scene(app)
    app.stack.push(setup)
    setup.resize(app.size)
    pump(app, 3)
    app.screenshot(str(HERE / "setup.png"))
    app.stack.pop()
    rules = RulesScene(app, "sting")
    app.stack.push(rules)
    pump(app, 3)
    app.screenshot(str(HERE / "rules-sting.png"))
    app.stack.pop()


def crowns_shots(app) -> None:
    # Mid-hand: your turn in hand 6, a card picked up, one selected, one under the pointer.
    seed, actions = played_until("crowns", FOUR, 21, mid_hand)
    table = open_table(app, "crowns", FOUR, seed, actions, "fast")
    pump_until(app, table.ready)
    click(app, table.layout.stock_rect.center)
    pump(app, 40)
    chosen = table.hand_sprites[2]
    click(app, chosen.rect.center)
    hovered = table.hand_sprites[5]
    post(pygame.MOUSEMOTION, pos=hovered.rect.move(0, 8).center, rel=(0, 0), buttons=(0, 0, 0))
    pump(app, 30)
    app.screenshot(str(HERE / "table.png"))
    table.close()

    # Going out: Auto-arrange has put all but one card into melds; then the summary, and
    # your own hand move by move from its Hand histories button.
    seed, actions = played_until("crowns", FOUR, 5, can_go_out)
    table = open_table(app, "crowns", FOUR, seed, actions, "fast")
    pump_until(app, table.ready)
    table.command("arrange")
    pump(app, 40)
    app.screenshot(str(HERE / "going-out.png"))
    table.command("go_out")
    pump_until(app, lambda: isinstance(app.stack.top, SummaryScene))
    pump(app, 10)  # the summary's rows come in one a frame
    summary = app.stack.top
    app.screenshot(str(HERE / "summary.png"))
    post(pygame_gui.UI_BUTTON_PRESSED, ui_element=summary.history_button)
    pump_until(app, lambda: isinstance(app.stack.top, HandHistoryScene))
    pump(app, 3)
    app.screenshot(str(HERE / "hand-history.png"))
    table.close()


def crash_shot() -> None:
    """A bots' Crowns table a few moves in whose frame fails, as tests/test_crash.py makes
    it fail: the crash screen says the game was kept and where the log is. Its store and
    log go to a folder of its own (named, so the path shown is the same every time)."""
    home = Path(tempfile.gettempdir()) / "wildmeld-screenshots"
    shutil.rmtree(home, ignore_errors=True)
    app = make_app()
    app.store = Store(StorePaths.inside(home))
    app.catch_crashes = True
    app.stack.push(MenuScene(app))
    bots = [SeatPlan(plan.name, "bot", "medium") for plan in FOUR[1:]]
    table = TableScene(app, Controller("crowns", bots, 5, {}, "instant", bots_in="thread"))
    app.stack.push(table)
    pump_until(app, lambda: table.controller.version >= 5)

    def failing(dt: float) -> None:
        return {}["wild_rank"]  # a lookup the table never expected to miss

    table.update = failing
    old_home = os.environ.get(HOME_VARIABLE)
    os.environ[HOME_VARIABLE] = str(home)  # the log goes there too
    try:
        app.safe_frame(1 / 60)
        pump(app, 3)
        assert isinstance(app.stack.top, CrashScene), app.stack.top
        app.screenshot(str(HERE / "crash-screen.png"))
    finally:
        for handler in list(logs.logger().handlers):  # the log file is closed before
            logs.logger().removeHandler(handler)  # its folder goes
            handler.close()
        if old_home is None:
            os.environ.pop(HOME_VARIABLE, None)
        else:
            os.environ[HOME_VARIABLE] = old_home
        shutil.rmtree(home, ignore_errors=True)


def main() -> None:
    app = make_app("fast")
    menu_shots(app)
    crowns_shots(app)
    crash_shot()
    pygame.quit()


if __name__ == "__main__":
    main()
