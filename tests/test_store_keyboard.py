"""A whole Crowns hand played by keyboard events only (issue 7, "Keyboard play"): Enter
draws (CR-7), G goes out when all but one card meld (CR-11), else the arrows walk to a
card and Enter discards it (CR-8); the final turn (CR-12) the same way; Enter closes the
round summary and the next hand is dealt. No mouse event is ever posted."""

import time

import pygame
import pytest
from patience import PATIENCE
from scene_driver import make_app, pump

from game.controller import SeatPlan
from game.scenes.summary import SummaryScene
from game.scenes.table import TableScene

SEATS = [SeatPlan("You"), SeatPlan("Bo", "bot", "medium"), SeatPlan("Cy", "bot", "medium")]


def key(app, which):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=which, mod=0, unicode=""))
    pump(app, 2)


def test_cr7_cr8_cr11_a_whole_crowns_hand_by_keyboard_only(monkeypatch):
    app = make_app()
    table = TableScene(app, app.new_controller("crowns", SEATS, 2026))
    app.stack.push(table)
    controller = table.controller
    mine = []  # the actions the keys made
    posted = pygame.event.post

    def no_mouse(event):
        assert event.type not in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP), "mouse used"
        return posted(event)

    monkeypatch.setattr(pygame.event, "post", no_mouse)
    try:
        deadline = time.monotonic() + PATIENCE
        while not isinstance(app.stack.top, SummaryScene):
            assert time.monotonic() < deadline, "the hand never ended"
            pump(app, 1)
            if not (table.my_turn and table.ready()) or table.card_in_flight():
                continue
            done = len(controller.record().actions)
            if table.observation.phase == "draw":
                key(app, pygame.K_RETURN)
            else:
                key(app, pygame.K_g)  # go out if the hand allows it
                if len(controller.record().actions) == done:
                    key(app, pygame.K_RIGHT)
                    key(app, pygame.K_RETURN)
            pump(app, 2)
            made = controller.record().actions[done:]
            assert made and made[0].seat == table.viewer, "each key press made a move"
            mine.append(made[0])
        kinds = {type(action).__name__ for action in mine}
        assert "Draw" in kinds and kinds & {"Discard", "GoOut"}, kinds
        assert controller.observe(0).hand_number == 2, "the hand was scored"
        key(app, pygame.K_RETURN)  # the summary closes by keyboard too
        assert app.stack.top is table
    finally:
        table.close()


def test_every_menu_entry_is_reached_and_pressed_by_keys(app):
    from game.scenes.menu import ENTRIES
    from game.scenes.recent import RecentGamesScene

    menu = app.stack.top
    assert menu.focused == "quick", "Enter alone starts the quick game, as before"
    seen = [menu.focused]
    for _ in range(len(ENTRIES) - 1):
        key(app, pygame.K_TAB)
        seen.append(menu.focused)
    assert sorted(seen) == sorted(entry[0] for entry in ENTRIES), "Tab visits every button"
    key(app, pygame.K_TAB)
    assert menu.focused == "quick", "and wraps round"
    key(app, pygame.K_DOWN)
    key(app, pygame.K_DOWN)
    key(app, pygame.K_DOWN)
    assert menu.focused == "recent"
    key(app, pygame.K_RIGHT)
    assert menu.focused == "stats"
    key(app, pygame.K_LEFT)
    key(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, RecentGamesScene)
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is menu and menu.focused == "recent", "the focus stayed"
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RIGHT)
    assert menu.focused == "quit"
    menu.draw(app.screen)  # the focus ring is drawn around it


def test_pause_and_game_over_by_keys(tmp_path, monkeypatch):
    from game.scenes.gameover import GameOverScene
    from game.scenes.pause import PauseScene
    from game.scenes.recent import RecentGamesScene
    from game.scenes.slots import SaveAsScene
    from game.store import Store, StorePaths

    monkeypatch.setenv("WILDMELD_HOME", str(tmp_path))
    app = make_app()
    app.store = Store(StorePaths.inside(tmp_path))
    table = TableScene(app, app.new_controller("crowns", SEATS, 4))
    app.stack.push(table)
    try:
        key(app, pygame.K_ESCAPE)
        pause = app.stack.top
        assert isinstance(pause, PauseScene) and pause.ring.focused == "resume"
        key(app, pygame.K_DOWN)
        key(app, pygame.K_RETURN)
        saving = app.stack.top
        assert isinstance(saving, SaveAsScene)
        key(app, pygame.K_RETURN)  # the suggested name is kept
        assert app.stack.top is pause and pause.note.startswith("Saved as")
        assert [entry.saved.title for entry in app.store.list_slots()] == ["Crowns hand 1"]
        key(app, pygame.K_UP)
        key(app, pygame.K_RETURN)  # Resume
        assert app.stack.top is table
    finally:
        table.close()
    over = GameOverScene(app, table.controller, None)
    app.stack.push(over)
    assert over.ring.focused == "again"
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, RecentGamesScene)


@pytest.mark.parametrize("game", ["crowns", "sting", "rumski"])
def test_f1_shows_every_key_of_the_table_and_f1_closes_it(game):
    from game.scenes.keys_help import KeysScene

    app = make_app()
    table = TableScene(app, app.new_controller(game, SEATS, 8))
    app.stack.push(table)
    try:
        pump(app, 2)
        key(app, pygame.K_F1)
        overlay = app.stack.top
        assert isinstance(overlay, KeysScene) and game.capitalize() in overlay.title
        listed = " ".join(f"{keys} {what}" for keys, what in overlay.rows)
        for label in ("Hint", "Esc", "Enter", "Space", "F11"):
            assert label in listed, label
        assert ("H", "Hint") in overlay.rows, "read from the Hint button's own label"
        overlay.draw(app.screen)
        key(app, pygame.K_F1)
        assert app.stack.top is table
    finally:
        table.close()


@pytest.mark.parametrize("game", ["crowns", "sting", "rumski"])
def test_f1_at_the_smallest_window_with_large_text_shows_every_key(game, monkeypatch):
    """Large text on a 1024×640 window: the overlay's words shrink rather than leave
    the last keys (F11) off the panel."""
    import game.scenes.keys_help as keys_help
    from game.store import Settings

    app = make_app((1024, 640))
    app.player_settings = Settings(large_text=True)
    table = TableScene(app, app.new_controller(game, SEATS, 8))
    app.stack.push(table)
    drawn = []

    def spy(surface, words, px, colour, at, anchor="topleft", **kwargs):
        drawn.append((words, at))
        return real(surface, words, px, colour, at, anchor, **kwargs)

    real = keys_help.draw_text
    monkeypatch.setattr(keys_help, "draw_text", spy)
    try:
        pump(app, 2)
        key(app, pygame.K_F1)
        overlay = app.stack.top
        drawn.clear()
        overlay.draw(app.screen)
        shown = [words for words, _ in drawn]
        for keys, what in overlay.rows:
            assert keys in shown and what in shown, f"{keys}: {what} is left off"
        assert all(0 <= y < 640 for _, (_, y) in drawn)
    finally:
        table.close()


def test_f1_over_the_menu_lists_its_keys():
    from game.scenes.keys_help import KeysScene
    from game.scenes.menu import MenuScene

    app = make_app()
    app.stack.push(MenuScene(app))
    key(app, pygame.K_F1)
    assert isinstance(app.stack.top, KeysScene)
    assert ("Enter / Space", "press it") in app.stack.top.rows
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, MenuScene)


def test_enter_starts_the_game_from_the_setup():
    from game.scenes.setup import SetupScene

    app = make_app()
    app.stack.push(SetupScene(app))
    key(app, pygame.K_RETURN)
    table = app.stack.top
    assert isinstance(table, TableScene) and table.controller.game == "crowns"
    table.close()
