"""Menu, setup, pause and continue: the scenes around the table, driven headlessly."""

import time

import pygame
import pygame_gui
from patience import PATIENCE
from scene_driver import make_app, pump, pump_until, table_app, you_and_bots

from game.scenes.keeper import Keeper
from game.scenes.menu import MenuScene
from game.scenes.pause import PauseScene
from game.scenes.setup import SetupScene
from game.scenes.table import TableScene


def press(app, scene, key):
    button = scene.buttons[key] if hasattr(scene, "buttons") else scene.widgets[key]
    pygame.event.post(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=button))
    pump(app, 2)


def test_quick_game_from_the_menu_opens_a_table_with_you_and_three_bots():
    app = make_app()
    app.stack.push(MenuScene(app))
    pump(app, 2)
    press(app, app.stack.top, "quick")
    table = app.stack.top
    assert isinstance(table, TableScene)
    assert [plan.kind for plan in table.controller.seats] == ["human", "bot", "bot", "bot"]
    table.close()


def test_setup_builds_a_row_per_seat_and_starts_that_game():
    app = make_app()
    app.stack.push(MenuScene(app))
    app.stack.push(SetupScene(app))
    setup = app.stack.top
    setup.on_choice("seats", "9")  # two columns past seven seats
    assert all(f"name:{seat}" in setup.widgets for seat in range(9))
    setup.widgets["name:1"].set_text("Zed")
    setup.on_choice("kind:2", "Human")
    setup.widgets["seed"].set_text("1234")
    press(app, setup, "start")
    table = app.stack.top
    assert isinstance(table, TableScene)
    assert len(table.controller.seats) == 9
    assert table.controller.seats[1].name == "Zed"
    assert table.controller.seed == 1234
    assert table.hot_seat  # two human seats share the screen
    table.close()


def test_a_seat_called_you_that_becomes_a_bot_takes_a_free_bot_name():
    """The drop-down reports a choice as pygame_gui does; a bot is never called You."""
    app = make_app()
    app.stack.push(SetupScene(app))
    setup = app.stack.top
    choice = pygame.event.Event(
        pygame_gui.UI_DROP_DOWN_MENU_CHANGED, ui_element=setup.widgets["kind:0"], text="Bot — hard"
    )
    pygame.event.post(choice)
    pump(app, 2)
    assert setup.widgets["name:0"].get_text() == "Dee", "Ana, Bo and Cy sit at seats 1-3"
    setup.widgets["name:2"].set_text("Bob")
    setup.on_choice("kind:2", "Human")
    setup.on_choice("kind:2", "Bot — easy")
    assert setup.widgets["name:2"].get_text() == "Bob", "a name you typed stays"
    press(app, setup, "start")
    table = app.stack.top
    assert [seat.name for seat in table.controller.seats] == ["Dee", "Ana", "Bob", "Cy"]
    assert table.controller.seats[0].is_bot
    table.close()


def test_setup_refuses_a_seed_that_is_not_a_number():
    app = make_app()
    app.stack.push(SetupScene(app))
    setup = app.stack.top
    setup.widgets["seed"].set_text("abc")
    press(app, setup, "start")
    assert app.stack.top is setup and "seed" in setup.error


def test_escape_pauses_and_quit_returns_to_the_menu():
    app, table = table_app(you_and_bots(2))
    app.stack.scenes.insert(0, MenuScene(app))
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))
    pump(app, 2)
    pause = app.stack.top
    assert isinstance(pause, PauseScene)
    actions = len(table.controller.record().actions)
    pump(app, 20)  # the game waits underneath
    assert len(table.controller.record().actions) == actions
    press(app, pause, "quit")
    assert isinstance(app.stack.top, MenuScene) and len(app.stack.scenes) == 1


def test_autosave_then_continue_restores_the_same_game(tmp_path):
    from game.store import Store, StorePaths

    app, table = table_app(you_and_bots(2), seed=8)
    app.store = Store(StorePaths.inside(tmp_path))
    table.keeper = Keeper(app.store)
    pump_until(app, lambda: len(table.controller.record().actions) >= 3)
    pump(app, 3)
    deadline = time.monotonic() + PATIENCE
    while app.store.peek_autosave() is None:
        assert time.monotonic() < deadline
        time.sleep(0.02)
    table.close()
    saved_actions = list(app.store.peek_autosave().actions)
    app.stack.reset(MenuScene(app))
    pump(app, 2)
    menu = app.stack.top
    assert "continue" in menu.buttons
    press(app, menu, "continue")
    resumed = app.stack.top
    assert isinstance(resumed, TableScene)
    assert list(resumed.controller.record().actions)[: len(saved_actions)] == saved_actions
    resumed.close()


def test_f11_toggles_full_screen_and_back_to_the_window_size():
    app = make_app()
    app.stack.push(MenuScene(app))
    pump(app, 2)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode=""))
    pump(app, 2)
    assert app.fullscreen
    assert app.stack.top.buttons  # the menu was laid out again for the new size
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode=""))
    pump(app, 2)
    assert not app.fullscreen and app.size == (1280, 800)
