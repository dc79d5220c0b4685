"""Named saves (issue 7): Save as… from the pause menu, Load… from the main menu, delete
a slot, a bad slot moved aside; Recent games reachable from the menu and game over."""

import pygame
import pygame_gui
from scene_driver import pump, pump_until

from game.controller import SeatPlan
from game.scenes.gameover import GameOverScene
from game.scenes.menu import MenuScene
from game.scenes.pause import PauseScene
from game.scenes.recent import RecentGamesScene
from game.scenes.slots import LoadScene, SaveAsScene
from game.scenes.table import TableScene
from game.store import SavedGame, Seat

SEATS = [SeatPlan("You"), SeatPlan("Bo", "bot", "random"), SeatPlan("Cy", "bot", "random")]


def press(app, scene, key):
    buttons = getattr(scene, "widgets", None) or scene.buttons
    pygame.event.post(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=buttons[key]))
    pump(app, 2)


def key(app, code):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode=""))
    pump(app, 2)


def table_at_your_turn(app, game="sting"):
    table = TableScene(app, app.new_controller(game, SEATS, 12))
    app.stack.push(table)
    controller = table.controller
    pump_until(app, lambda: controller.to_act == 0 and table.ready())
    return table


def save_as(app, table, title):
    key(app, pygame.K_ESCAPE)
    pause = app.stack.top
    assert isinstance(pause, PauseScene)
    press(app, pause, "save_as")
    scene = app.stack.top
    assert isinstance(scene, SaveAsScene)
    scene.widgets["name"].set_text(title)
    press(app, scene, "save")
    return scene


def test_save_as_from_the_pause_menu_keeps_a_named_slot(app):
    table = table_at_your_turn(app)
    scene = save_as(app, table, "Friday night")
    assert isinstance(app.stack.top, PauseScene), "saved, back to the pause menu"
    assert app.stack.top.note == "Saved as 'Friday night'."
    [entry] = app.store.list_slots()
    assert entry.path == scene.saved_path and entry.saved.title == "Friday night"
    assert entry.saved.game == "sting" and entry.saved.hand == 1
    assert entry.saved.actions == tuple(table.controller.record().actions)
    assert [seat.name for seat in entry.saved.seats] == ["You", "Bo", "Cy"]


def test_save_as_asks_before_replacing_a_slot_of_the_same_name(app):
    table = table_at_your_turn(app)
    save_as(app, table, "Mine")
    key(app, pygame.K_ESCAPE)  # back to the table
    assert app.stack.top is table
    scene = save_as(app, table, "mine")  # the same name to a player
    assert app.stack.top is scene and "exists" in scene.message
    press(app, scene, "save")
    assert isinstance(app.stack.top, PauseScene)
    assert [entry.saved.title for entry in app.store.list_slots()] == ["mine"]


def test_load_from_the_menu_opens_the_slot_at_its_table(app):
    table = table_at_your_turn(app, "crowns")
    save_as(app, table, "Crowns to finish")
    before = table.controller
    table.close()
    app.stack.reset(MenuScene(app))
    press(app, app.stack.top, "load")
    scene = app.stack.top
    assert isinstance(scene, LoadScene) and len(scene.entries) == 1
    key(app, pygame.K_RETURN)
    loaded = app.stack.top
    assert isinstance(loaded, TableScene) and loaded.controller.game == "crowns"
    assert loaded.controller.record() == before.record()
    assert loaded.controller.to_act == 0
    assert all(loaded.controller.observe(s) == before.observe(s) for s in range(len(SEATS)))


def test_delete_a_slot_takes_two_presses(app):
    for title in ("one", "two"):
        app.store.save_slot(title, SavedGame("crowns", 3, (Seat("You"), Seat("Bo"))))
    press(app, app.stack.top, "load")
    scene = app.stack.top
    assert len(scene.entries) == 2
    key(app, pygame.K_DELETE)
    assert len(app.store.list_slots()) == 2 and "again" in scene.notices[-1]
    key(app, pygame.K_DELETE)
    assert len(scene.entries) == 1 and len(app.store.list_slots()) == 1


def test_a_bad_slot_is_moved_aside_with_its_name_and_the_others_still_load(app):
    store = app.store
    store.save_slot("good", SavedGame("crowns", 3, (Seat("You"), Seat("Bo", "bot", "easy"))))
    bad = store.paths.slots_dir / "broken.json"
    bad.write_text('{"format": 1, "kind": "wildmeld-game", "game": "crowns", "se')
    press(app, app.stack.top, "load")
    scene = app.stack.top
    assert [entry.saved.title for entry in scene.entries] == ["good"]
    assert any("broken.json" in notice and "moved aside" in notice for notice in scene.notices)
    assert not bad.exists() and list(store.paths.slots_dir.glob("broken.corrupt-*.json"))
    scene.draw(app.screen)  # the message is drawn; the scene keeps working
    key(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, TableScene)


def test_recent_games_from_the_menu_and_from_game_over(app):
    press(app, app.stack.top, "recent")
    assert isinstance(app.stack.top, RecentGamesScene)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, MenuScene)
    controller = app.new_controller("crowns", SEATS, 5)
    over = GameOverScene(app, controller, None)
    app.stack.push(over)
    press(app, over, "recent")
    assert isinstance(app.stack.top, RecentGamesScene)
    controller.close()
