"""Statistics before the first finished game (issue 18, item 19): not an empty table and
an empty chart, but what the page will show, when a game counts, and a way to a first
game (New game, Learn to play); from the first finished game on, the tables as before."""

import pygame
from scene_driver import make_app, pump

from game.scenes.learn import LearnScene
from game.scenes.setup import SetupScene
from game.scenes.stats import StatsScene
from game.store import GameResult, Seat, Store, StorePaths


def stats_over_menu(tmp_path):
    app = make_app((1024, 640))
    scene = StatsScene(app, Store(StorePaths.inside(tmp_path / "home")), game="sting")
    app.stack.push(scene)
    pump(app, 2)
    return app, scene


def click_button(app, scene, key):
    button = next(button for button in scene.buttons if button.key == key)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=button.rect.center, button=1))
    pump(app, 2)


def test_before_any_finished_game_the_page_says_what_will_show_and_leads_to_a_game(tmp_path):
    app, scene = stats_over_menu(tmp_path)
    assert scene.empty
    assert {button.key for button in scene.buttons} == {"back", "learn", "setup"}
    click_button(app, scene, "setup")
    assert isinstance(app.stack.top, SetupScene) and app.stack.top.game == "sting"
    app.stack.pop()
    pump(app, 2)
    click_button(app, scene, "learn")
    assert isinstance(app.stack.top, LearnScene)


def test_after_a_finished_game_the_tables_are_back(tmp_path):
    store = Store(StorePaths.inside(tmp_path / "home"))
    seats = (Seat("Ann"), Seat("Bo", "bot", "easy"))
    store.record_result(GameResult("crowns", seats, (30, 40), (0,), hands=11, went_out=(2, 1)))
    app = make_app((1024, 640))
    scene = StatsScene(app, store)
    app.stack.push(scene)
    pump(app, 2)
    assert not scene.empty
    assert {"crowns", "sting", "rumski", "back"} <= {button.key for button in scene.buttons}
