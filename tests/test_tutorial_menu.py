"""Each lesson as a player meets it (issue 10): from the main menu's "Learn to play" by
posted clicks, left the way a player leaves (Esc, then the pause menu's "Quit to menu"),
resumed in a new app on the same WILDMELD_HOME folder, and walked to its end. At every
step the message strip holds only what was said during that step — a new step's bubble
owns it — and the bubble hides neither the targets nor the strip."""

import pygame
import pytest
from scene_driver import click, make_app, post, pump, pump_until
from tutorial_walker import StripWatch, bubble_hides_nothing, walk, walk_to

from game.scenes.learn import LearnScene
from game.scenes.menu import MenuScene
from game.scenes.pause import PauseScene
from game.store import Store
from game.tutorial import LESSONS
from game.tutorial.table import LessonTable

# Where each lesson is left: a step that asks the player for a move, halfway through.
LEAVE_AT = {
    "crowns": 11,  # hand 2: take Bo's queen from the discard pile
    "sting": 9,  # your second turn: announce a draw of 1
    "rumski": 12,  # after Bo's knock: draw from the stock
}


def press(app, button) -> None:
    """A posted click on a pygame_gui button."""
    click(app, button.get_abs_rect().center)
    pump(app, 2)


def app_on_menu(home, monkeypatch):
    """A fresh app whose player files live in `home` (as WILDMELD_HOME says), on the
    main menu."""
    monkeypatch.setenv("WILDMELD_HOME", str(home))
    app = make_app()
    app.store = Store()
    menu = MenuScene(app)
    app.stack.push(menu)
    pump(app, 2)
    return app, menu


def open_learn(app, menu) -> LearnScene:
    press(app, menu.buttons["learn"])
    learn = app.stack.top
    assert isinstance(learn, LearnScene), "Learn to play opens the lessons"
    return learn


def checks(watch):
    def on_step(table) -> None:
        watch.check(table)
        bubble_hides_nothing(table)

    return on_step


@pytest.mark.parametrize("game", sorted(LEAVE_AT))
def test_lesson_from_the_menu_left_by_esc_and_resumed_after_a_restart(game, tmp_path, monkeypatch):
    lesson = LESSONS[game]
    app, menu = app_on_menu(tmp_path, monkeypatch)
    learn = open_learn(app, menu)
    press(app, learn.buttons[f"start:{game}"])
    table = app.stack.top
    assert isinstance(table, LessonTable) and table.guide.lesson is lesson
    watch = StripWatch(table)
    try:
        walked = walk_to(app, table, LEAVE_AT[game], on_step=checks(watch))
        assert walked[0] == 0
        # Leave as a player does: Esc opens the pause menu, "Quit to menu" leaves.
        post(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="")
        pump(app, 2)
        pause = app.stack.top
        assert isinstance(pause, PauseScene), "Esc pauses the lesson"
        press(app, pause.buttons["quit"])
        assert isinstance(app.stack.top, MenuScene), "quitting goes back to the main menu"
    finally:
        table.close()
    kept = Store().load_lessons().places[game]
    assert kept.step == LEAVE_AT[game], "the lesson's place is kept on disk"

    # The app restarts: a new app on the same folder offers to resume the lesson.
    again, menu = app_on_menu(tmp_path, monkeypatch)
    learn = open_learn(again, menu)
    label = learn.buttons[f"resume:{game}"].text
    assert f"step {LEAVE_AT[game] + 1} of {len(lesson.steps)}" in label
    press(again, learn.buttons[f"resume:{game}"])
    resumed = again.stack.top
    assert isinstance(resumed, LessonTable)
    try:
        assert resumed.guide.index == LEAVE_AT[game], "resumed at the step it was left"
        watch.watch(resumed)
        walked = walk(again, resumed, on_step=checks(watch))
        assert walked[0] == LEAVE_AT[game] and walked[-1] == len(lesson.steps) - 1
        pump_until(again, lambda: again.stack.top is learn)
    finally:
        resumed.close()
    book = Store().load_lessons()
    assert game not in book.places and game in book.finished, "finished: nothing to resume"


def test_learn_screen_by_keys_alone(tmp_path, monkeypatch):
    """Issue 7 (keyboard play) on the Learn screen: the arrows move the focus ring over
    the lessons, Enter starts the focused one; Esc goes back to the menu."""
    app, menu = app_on_menu(tmp_path, monkeypatch)
    learn = open_learn(app, menu)
    assert learn.ring.focused == "start:crowns", "the ring starts on the first lesson"
    post(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, unicode="", scancode=0)
    pump(app, 2)
    assert learn.ring.focused == "start:sting"
    post(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
    pump(app, 2)
    table = app.stack.top
    assert isinstance(table, LessonTable) and table.guide.lesson is LESSONS["sting"]


def test_learn_screen_esc_goes_back(tmp_path, monkeypatch):
    app, menu = app_on_menu(tmp_path, monkeypatch)
    open_learn(app, menu)
    post(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b", scancode=0)
    pump(app, 2)
    assert app.stack.top is menu


def test_learn_rows_keep_their_places_when_a_lesson_is_left_half_way():
    """Each game's row stays where it was when its lesson (or another's) is left
    half-way: resume and start again share the game's row, so Sting, Rumski and Back
    are where a hand last found them; the keys walk rows with Up/Down, within one with
    Left/Right."""
    from game.tutorial.table import lesson_progress

    def tops(app) -> dict[str, int]:
        scene = LearnScene(app)
        app.stack.push(scene)
        pump(app, 2)
        found = {key.split(":")[-1]: button.rect.top for key, button in scene.buttons.items()}
        app.stack.pop()
        return found

    app = make_app()
    lesson_progress(app)
    fresh = tops(app)
    assert set(fresh) == {*LESSONS, "back"}
    app.lesson_progress.update(crowns=(3, ()), sting=(2, ()))
    assert tops(app) == fresh
    learn = LearnScene(app)
    app.stack.push(learn)
    pump(app, 2)
    resume, restart = learn.buttons["resume:crowns"].rect, learn.buttons["restart:crowns"].rect
    assert resume.top == restart.top and resume.right < restart.left
    for key, then in (
        (pygame.K_RIGHT, "restart:crowns"),
        (pygame.K_DOWN, "restart:sting"),
        (pygame.K_LEFT, "resume:sting"),
    ):
        post(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)
        pump(app, 2)
        assert learn.ring.focused == then


def test_the_ring_stays_on_its_lessons_row_when_the_row_changes():
    """Back on Learn to play after a lesson was left or finished, the focus ring is on
    that lesson's row (its buttons changed), not back on the first lesson."""
    from game.tutorial.table import lesson_progress

    app = make_app()
    lesson_progress(app)
    app.lesson_progress["sting"] = (2, ())
    learn = LearnScene(app)
    app.stack.push(learn)
    pump(app, 2)
    learn.ring.focus_on("restart:sting")
    del app.lesson_progress["sting"]  # the lesson was finished
    learn.resize(app.size)
    assert learn.ring.focused == "start:sting"
    app.lesson_progress["rumski"] = (4, ())
    learn.ring.focus_on("start:rumski")
    learn.resize(app.size)  # the lesson was left half-way
    assert learn.ring.focused == "resume:rumski"
