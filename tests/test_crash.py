"""Crash safety (issue 9, part 6): a scene that fails shows the crash screen, the log file
holds the traceback, the autosave keeps the game, and the button returns to the menu.
"""

import json
import logging
from pathlib import Path

import pygame
import pytest
import scene_driver
from scene_driver import pump, pump_until

import game
from game import logs
from game.controller import Controller, SeatPlan
from game.scenes.crash import CrashScene, show_crash, wrap
from game.scenes.menu import MenuScene
from game.scenes.table import TableScene
from game.store import Store


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("WILDMELD_HOME", str(tmp_path))
    yield tmp_path
    for handler in list(logs.logger().handlers):  # leave no file open for the next test
        logs.logger().removeHandler(handler)
        handler.close()


def crashing_table(home, seed=5):
    """The real app with a menu and a bots' Crowns table a few moves in, its games kept."""
    app = scene_driver.make_app()
    app.store = Store()
    app.catch_crashes = True
    app.stack.push(MenuScene(app))
    seats = [SeatPlan(name, "bot", "random") for name in ("Ana", "Bo", "Cy")]
    table = TableScene(app, Controller("crowns", seats, seed, {}, speed="instant"))
    app.stack.push(table)
    pump_until(app, lambda: table.controller.version >= 5)
    return app, table


def fail(where):
    def failing(*args, **kwargs):
        raise RuntimeError(f"boom in {where}")

    return failing


@pytest.mark.parametrize("where", ["update", "draw", "handle"])
def test_a_failing_scene_shows_the_crash_screen_logs_it_and_keeps_the_game(home, where):
    app, table = crashing_table(home)
    setattr(table, where, fail(where))
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F2, mod=0, unicode=""))
    app.safe_frame(1 / 60)  # the frame in which the table fails

    crash = app.stack.top
    assert isinstance(crash, CrashScene) and app.stack.scenes == [crash]
    assert app.crashes == 1 and f"RuntimeError: boom in {where}" == crash.what
    log_file = home / "logs" / logs.LOG_NAME
    assert crash.log_file == log_file
    written = log_file.read_text(encoding="utf-8")
    assert "Traceback (most recent call last)" in written and f"boom in {where}" in written
    assert "TableScene" in written

    # The autosave holds every move played before the failure, and replays.
    kept = app.store.load_autosave()
    assert kept is not None, app.store.take_notices()
    assert list(kept.saved.actions) == table.controller.record().actions
    assert len(kept.saved.actions) >= 5 and "saved after its last move" in crash.kept

    pump(app, 3)  # the crash screen draws and handles frames on its own
    centre = crash.button.rect.center
    scene_driver.click(app, centre)
    assert isinstance(app.stack.top, MenuScene)
    assert "continue" in app.stack.top.buttons, "the menu offers to continue the kept game"


def test_the_crash_screen_renders_its_message_and_log_location(home, tmp_path):
    app, table = crashing_table(home)
    table.update = fail("update")
    app.safe_frame(1 / 60)
    pump(app, 2)
    app.screenshot(str(tmp_path / "crash.png"))
    picture = pygame.image.load(str(tmp_path / "crash.png"))
    assert picture.get_size() == app.size
    crash = app.stack.top
    shown = ["".join(wrap(words, 20, 900)) for words, _, _ in crash.lines()]
    assert str(crash.log_file) in shown


def test_a_failure_of_the_crash_screen_itself_stops_the_app_loudly(home):
    app, table = crashing_table(home)
    table.draw = fail("draw")
    app.safe_frame(1 / 60)
    app.stack.top.draw = fail("the crash screen")
    with pytest.raises(RuntimeError, match="the crash screen"):
        app.safe_frame(1 / 60)


def test_without_catch_crashes_a_failure_reaches_the_caller(home):
    app, table = crashing_table(home)
    app.catch_crashes = False  # tests and tools: an exception must fail them
    table.update = fail("update")
    with pytest.raises(RuntimeError, match="boom in update"):
        app.safe_frame(1 / 60)


def test_a_crash_in_the_menu_says_no_game_was_lost(home):
    app = scene_driver.make_app()
    app.catch_crashes = True
    menu = MenuScene(app)
    app.stack.push(menu)
    menu.update = fail("update")
    app.safe_frame(1 / 60)
    assert isinstance(app.stack.top, CrashScene)
    assert "nothing was lost" in app.stack.top.kept


def test_the_log_rotates_and_keeps_a_few_old_files(home, monkeypatch):
    monkeypatch.setattr(logs, "MAX_BYTES", 2_000)
    path = logs.start_log()
    assert path == home / "logs" / "wildmeld.log" and logs.start_log() == path
    log = logging.getLogger("wildmeld.test")
    for number in range(400):
        log.info("line %d of a long session", number)
    files = sorted(p.name for p in path.parent.iterdir())
    assert files == ["wildmeld.log"] + [f"wildmeld.log.{n}" for n in range(1, logs.BACKUPS + 1)]
    assert all(p.stat().st_size <= 2_100 for p in path.parent.iterdir())


def test_show_crash_without_a_log_folder_still_shows_the_screen(home, monkeypatch):
    monkeypatch.setattr(logs, "start_log", lambda folder=None: None)
    app = scene_driver.make_app()
    app.stack.push(MenuScene(app))
    show_crash(app, ValueError("x" * 500))
    crash = app.stack.top
    assert crash.log_file is None and len(crash.what) <= 160
    assert "no log file" in crash.lines()[5][0]
    pump(app, 2)


def test_the_real_app_catches_a_failing_scene_logs_it_and_exits_1(home, monkeypatch):
    from game import app as app_module

    monkeypatch.setattr(MenuScene, "update", fail("the menu"))
    assert app_module.main(["--frames", "4", "--size", "1024x640"]) == 1
    written = (home / "logs" / logs.LOG_NAME).read_text(encoding="utf-8")
    assert f"Wildmeld {game.__version__} started (--frames 4" in written
    assert "boom in the menu" in written


def test_a_game_over_screen_failing_above_its_table_says_the_game_had_ended(home, monkeypatch):
    app, table = crashing_table(home)
    controller = table.controller

    class GameOverLike(MenuScene):  # a scene showing the same, finished game, no writer
        def __init__(self, app):
            super().__init__(app)
            self.controller = controller

    monkeypatch.setattr(Controller, "is_over", property(lambda self: True))
    over = GameOverLike(app)
    app.stack.push(over)
    over.update = fail("update")
    app.safe_frame(1 / 60)
    assert "had already ended" in app.stack.top.kept
    assert table.keeper is None, "the table's save writer was stopped"


def test_a_lesson_or_demo_table_without_a_save_writer_says_it_was_not_being_saved(home):
    app = scene_driver.make_app()
    app.catch_crashes = True
    seats = [SeatPlan(name, "bot", "random") for name in ("Ana", "Bo")]
    table = TableScene(app, Controller("crowns", seats, 3, {}, speed="instant"))
    app.stack.push(table)
    table.draw = fail("draw")
    app.safe_frame(1 / 60)
    assert "not being saved" in app.stack.top.kept


class Recorded(pygame.Surface):
    """A window that keeps the rect of everything drawn on it, in order."""

    def __init__(self, size):
        super().__init__(size)
        self.drawn = []

    def blit(self, source, dest, *rest, **named):
        self.drawn.append(pygame.Rect(dest if len(dest) == 4 else (dest, source.get_size())))
        return super().blit(source, dest, *rest, **named)


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_large_text_grows_the_crash_details_and_keeps_them_above_the_button(size):
    """Issue 7: what went wrong, the log's path and the rest grow with Large text, each
    row inside the panel and the last above "Return to menu"."""
    kept = "Your Crowns game was saved: Continue on the menu picks it up where it was."
    path = Path("/home/player/.local/share/wildmeld/logs/wildmeld-2026-11-24-with-a-long-name.log")
    heights = {}
    for large in (False, True):
        app = scene_driver.make_app(size)
        app.settings["large_text"] = large
        scene = CrashScene(app, "KeyError: 'wild_rank'", kept, path)
        app.stack.push(scene)
        pump(app, 1)
        window = Recorded(size)
        scene.draw(window)
        felt, box, title, *rows = window.drawn
        assert rows, "the details are drawn"
        for row in rows:
            assert box.contains(row), (large, row, box)
            assert row.bottom < scene.button.rect.top, (large, row, scene.button.rect)
        heights[large] = [row.height for row in rows]
    assert min(heights[True]) > min(heights[False]) and max(heights[True]) > max(heights[False])


def test_a_game_that_fails_again_on_continue_can_be_set_aside(home, monkeypatch):
    """Issue 17 item 8: the crash screen must never lead into the same crash. A game that
    failed, was continued and failed again is offered to be set aside — its autosave moved
    to a folder of its own, not deleted — and the menu then opens without it."""
    app, table = crashing_table(home)
    moves = len(table.controller.record().actions)
    monkeypatch.setattr(TableScene, "update", fail("update"))  # fails whenever it is played
    app.safe_frame(1 / 60)
    first = app.stack.top
    assert isinstance(first, CrashScene) and not first.set_aside and first.aside_button is None
    first.return_to_menu()
    app.stack.top.resume()  # Continue: the same game, and the same failure
    app.safe_frame(1 / 60)
    again = app.stack.top
    assert isinstance(again, CrashScene) and again.set_aside and app.crashes == 2
    assert "failed again" in again.lines()[1][0]
    pump(app, 2)  # both buttons drawn
    scene_driver.click(app, again.aside_button.rect.center)
    menu = app.stack.top
    assert isinstance(menu, MenuScene) and "continue" not in menu.buttons
    (aside,) = (app.store.paths.data_dir / "set-aside").iterdir()  # moved, not deleted
    assert any(aside.name in notice for notice in menu.notices)
    assert len(json.loads(aside.read_text(encoding="utf-8"))["actions"]) >= moves


def test_another_game_failing_after_a_crash_is_not_offered_to_be_set_aside(home):
    app, table = crashing_table(home)
    table.update = fail("update")
    app.safe_frame(1 / 60)
    app.stack.top.return_to_menu()
    seats = [SeatPlan(name, "bot", "random") for name in ("Ana", "Bo")]
    other = TableScene(app, Controller("crowns", seats, 9, {}, speed="instant"))
    app.stack.push(other)
    other.draw = fail("draw")
    app.safe_frame(1 / 60)
    assert isinstance(app.stack.top, CrashScene) and not app.stack.top.set_aside
