"""Kill and resume, for every game (issue 7): a game autosaved mid-game at its real table,
the app dropped, a new headless app started on the same folder, Continue pressed — the
game's own table opens with an identical engine state and the same player to act."""

import time
from datetime import timedelta, timezone

import pygame
import pygame_gui
import pytest
from patience import PATIENCE
from scene_driver import make_app, pump, pump_until

from game import rules
from game.bots import make_bot
from game.controller import SeatPlan
from game.scenes.menu import MenuScene, continue_caption, continue_label
from game.scenes.table import TableScene
from game.store import Store, StorePaths

SEATS = [SeatPlan("You"), SeatPlan("Bo", "bot", "random"), SeatPlan("Cy", "bot", "random")]
MOVES = 14  # far enough into the game that every kind of early move was made


def press(app, scene, key):
    button = scene.buttons[key]
    pygame.event.post(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=button))
    pump(app, 2)


def same_game(a, b, seats: int) -> bool:
    return (
        all(a.observe(seat) == b.observe(seat) for seat in range(seats))
        and a.to_act == b.to_act
        and list(a.totals) == list(b.totals)
        and a.record() == b.record()
    )


def play_until_kept(app, table, game: str):
    """Bots play their turns; the test plays yours with a random bot's choice (as the
    table would send it) until MOVES moves were made and it is your turn again; then the
    table is left and its save writer finishes. Returns the controller as it was left."""
    controller = table.controller
    you = make_bot(game, "random", 0, 99)

    def moved_enough() -> bool:
        if hasattr(app.stack.top, "done"):  # a hand's summary: on to the next hand
            app.stack.top.done()
            return False
        if controller.to_act == 0 and table.ready():
            if len(controller.record().actions) >= MOVES:
                return True
            assert controller.request(you.choose(controller.observe(0))) is None
        return False

    pump_until(app, moved_enough)
    pump(app, 3)  # the last move's autosave is queued
    keeper = table.keeper
    table.close()
    keeper.thread.join(PATIENCE)
    return controller


@pytest.mark.parametrize("game", rules.GAME_NAMES)
def test_kill_and_resume_continues_every_game_at_the_same_turn(tmp_path, game):
    paths = StorePaths.inside(tmp_path)
    app = make_app()
    app.store = Store(paths)
    table = TableScene(app, app.new_controller(game, SEATS, 31))
    app.stack.push(table)
    before = play_until_kept(app, table, game)
    assert app.store.peek_autosave().actions == tuple(before.record().actions)
    pygame.quit()  # the app is gone

    again = make_app()
    again.store = Store(paths)
    again.stack.push(MenuScene(again))
    pump(again, 2)
    menu = again.stack.top
    assert "continue" in menu.buttons and menu.focused == "continue", "Enter continues"
    label = menu.buttons["continue"].text
    assert game.capitalize() in label and ("hand" in label or "round" in label)
    press(again, menu, "continue")
    resumed = again.stack.top
    try:
        assert isinstance(resumed, TableScene)
        assert resumed.controller.game == game
        assert type(resumed) is type(TableScene(again, resumed.controller))  # its own table
        assert resumed.controller.to_act == 0, "it is your turn, as when the game was left"
        assert same_game(resumed.controller, before, len(SEATS))
        pump(again, 10)
        assert resumed.controller.record() == before.record(), "nobody moves for you"
    finally:
        resumed.close()


def test_continue_names_the_game_hand_seats_and_time(tmp_path, monkeypatch):
    from game.store import SavedGame, Seat, saves

    monkeypatch.setattr(saves, "CLOCK_ZONE", timezone(timedelta(hours=-5)))  # local time

    seats = (Seat("You"), Seat("Bo", "bot", "hard"))
    saved = SavedGame("sting", 4, seats, hand=2, saved_at="2026-11-22T06:40:00Z")
    assert continue_label(saved) == "Continue — Sting, round 2"
    assert continue_caption(saved) == "You vs Bo (hard bot) · saved Nov 22, 2026, 1:40\u202fAM"
    crowns = SavedGame("crowns", 4, seats, hand=3)
    assert continue_label(crowns) == "Continue — Crowns, hand 3"


def test_continue_tells_the_people_from_the_bots_each_with_its_level():
    """Issue 18, new-user trial: 'Player 1, Ana, Bo (medium bot)' read as if all three
    were bots; the people come first, then "vs" and every bot with its own level."""
    from game.store import SavedGame, Seat

    seats = (Seat("Player 1"), Seat("Ana"), Seat("Bo", "bot", "medium"), Seat("Cy", "bot", "easy"))
    saved = SavedGame("crowns", 4, seats, hand=1)
    assert continue_caption(saved) == "Player 1, Ana vs Bo (medium bot), Cy (easy bot)"
    people = SavedGame("crowns", 4, seats[:2], hand=1)
    assert continue_caption(people) == "Player 1, Ana"


def test_a_finished_autosave_offers_no_continue(tmp_path):
    from game.store import SavedGame, Seat

    store = Store(StorePaths.inside(tmp_path))
    store.autosave(SavedGame("rumski", 4, (Seat("You"), Seat("Bo")), finished=True))
    app = make_app()
    app.store = store
    app.stack.push(MenuScene(app))
    assert "continue" not in app.stack.top.buttons


def test_a_broken_autosave_is_moved_aside_and_named_on_continue(tmp_path):
    """The Continue button came from a save whose moves the engine now refuses: pressing
    it moves the file aside, names it, and the menu goes on without Continue."""
    import json

    from game.store import SavedGame, Seat

    store = Store(StorePaths.inside(tmp_path))
    module = rules.load("sting")
    state = module.new_game(2, 5)
    legal = module.legal_actions(state.observe(state.to_act))
    store.autosave(SavedGame("sting", 5, (Seat("You"), Seat("Bo")), actions=(legal[0],)))
    data = json.loads(store.paths.autosave_file.read_text())
    data["actions"] = data["actions"] * 2  # the same first move twice: refused by the engine
    store.paths.autosave_file.write_text(json.dumps(data))
    app = make_app()
    app.store = store
    app.stack.push(MenuScene(app))
    menu = app.stack.top
    assert "continue" in menu.buttons  # the file has the right shape
    press(app, menu, "continue")
    assert app.stack.top is menu and "continue" not in menu.buttons
    notices = " ".join(menu.notices)  # shown at the foot of the menu until closed
    assert "autosave.json" in notices and "moved aside" in notices
    assert not store.paths.autosave_file.exists()
    assert list(store.paths.data_dir.glob("autosave.corrupt-*.json"))
    pump(app, 60)  # the menu keeps running


def test_closing_the_window_right_after_a_move_keeps_that_move_on_a_slow_disk(tmp_path):
    """The save writer is a daemon thread: when the window closes (pygame.QUIT) the app
    must wait for the autosaves it queued, or the move just made is lost with the
    process. A slow disk (every save takes 0.3 s) makes the race certain."""
    paths = StorePaths.inside(tmp_path)
    app = make_app()
    app.store = Store(paths)
    slow = app.store.autosave

    def slow_autosave(saved):
        time.sleep(0.3)
        return slow(saved)

    app.store.autosave = slow_autosave
    table = TableScene(app, app.new_controller("crowns", SEATS, 31))
    app.stack.push(table)
    you = make_bot("crowns", "random", 0, 99)
    controller = table.controller
    pump_until(app, lambda: controller.to_act == 0 and table.ready())
    for _ in range(2):  # a draw and a discard, the autosaves queued behind the slow disk
        assert controller.request(you.choose(controller.observe(0))) is None
        pump(app, 1)
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    pump(app, 1)
    assert not app.running
    app.close_tables()  # what main() does once the loop ends
    assert Store(paths).peek_autosave().actions == tuple(controller.record().actions)


def menu_with_continue(tmp_path, size, large_text=False):
    """The menu over an autosaved Sting game, drawn once; with the words it drew
    (words, rect) through draw_label, the tagline among them."""
    from game.app import make_ui_manager
    from game.scenes import menu as menu_module
    from game.store import SavedGame, Seat

    store = Store(StorePaths.inside(tmp_path))
    store.autosave(SavedGame("sting", 4, (Seat("You"), Seat("Bo", "bot", "hard"))))
    app = make_app(size)
    app.settings["large_text"] = large_text
    app.ui = make_ui_manager(size, False, large_text)
    app.store = store
    menu = MenuScene(app)
    app.stack.push(menu)
    pump(app, 1)
    drawn = []
    real = menu_module.draw_label

    def recorded(surface, words, px, *rest):
        rect = real(surface, words, px, *rest)
        drawn.append((words, px, rect))
        return rect

    menu_module.draw_label = recorded
    try:
        menu.draw(app.screen)
    finally:
        menu_module.draw_label = real
    return menu, drawn


@pytest.mark.parametrize("large_text", [False, True], ids=["plain", "large_text"])
@pytest.mark.parametrize("size", [(1280, 800), (1024, 640), (1920, 1080)])
def test_the_continue_caption_stays_clear_of_every_focus_ring(tmp_path, size, large_text):
    """The line under Continue (who plays, when it was saved) is never touched by the
    focus ring round Continue, nor by the one round the row below it (seen in the docs'
    menu screenshot: the ring ran over the caption's first letters)."""
    from game.ui.hud import draw_label, focus_ring_reach

    menu, _ = menu_with_continue(tmp_path, size, large_text)
    assert menu.caption is not None and "continue" in menu.buttons
    words, centre, px, _ = menu.caption
    caption = draw_label(pygame.Surface(size), words, px, centre)
    reach = focus_ring_reach(size[1])
    for key, button in menu.buttons.items():
        ring = button.rect.inflate(2 * reach, 2 * reach)
        assert not ring.colliderect(caption), (key, ring, caption)


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_large_text_grows_the_tagline_and_the_continue_caption(tmp_path, size):
    """Issue 7: the menu's own words grow with Large text as its buttons do, and the
    tagline stays on the window, clear of the focus ring round Continue."""
    from game.text import tr
    from game.ui.hud import focus_ring_reach

    plain_menu, plain = menu_with_continue(tmp_path / "plain", size)
    large_menu, large = menu_with_continue(tmp_path / "large", size, True)
    assert large_menu.caption[2] > plain_menu.caption[2], "the line under Continue grows"
    (plain_px,) = [px for words, px, _ in plain if words == tr("menu.tagline")]
    ((large_px, tagline),) = [(px, r) for words, px, r in large if words == tr("menu.tagline")]
    assert large_px > plain_px, "the tagline grows"
    assert large_menu.app.screen.get_rect().contains(tagline)
    reach = focus_ring_reach(size[1])
    ring = large_menu.buttons["continue"].rect.inflate(2 * reach, 2 * reach)
    assert not ring.colliderect(tagline)
