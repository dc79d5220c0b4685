"""The Crowns lesson walked headlessly from the Learn scene (issue 10; CR-5, CR-7,
CR-8, CR-10, CR-11, CR-12), by posting the clicks and drags its steps ask for."""

import pygame
import pytest
from scene_driver import click, make_app, pump
from tutorial_walker import bubble_hides_nothing, walk

from game.rules import crowns
from game.scenes.learn import LearnScene
from game.tutorial import LESSONS, Guide
from game.tutorial.table import LessonTable


@pytest.fixture
def learn():
    app = make_app()
    scene = LearnScene(app)
    app.stack.push(scene)
    pump(app, 2)
    yield app, scene
    top = app.stack.top
    if isinstance(top, LessonTable):
        top.close()


def test_crowns_lesson_walks_to_its_end_from_learn(learn):
    app, scene = learn
    table = scene.choose("start:crowns")
    walked = walk(app, table, on_step=bubble_hides_nothing)
    steps = LESSONS["crowns"].steps
    assert walked == sorted(walked) and walked[-1] == len(steps) - 1
    skipped = set(range(len(steps))) - set(walked)
    assert all(steps[index].do == "wait" for index in skipped), "only watching ends unseen"
    assert app.stack.top is scene, "finishing the lesson returns to Learn"
    assert "crowns" in app.lessons_finished
    ten_of_hearts = crowns.parse_cards("10H")[0]
    actions = table.controller.record().actions
    assert any(
        isinstance(action, crowns.GoOut) and action.seat == 0 and action.discard == ten_of_hearts
        for action in actions
    ), "the player went out in hand 2 (CR-11)"


def test_crowns_lesson_is_a_plain_replayable_game():
    """DESIGN.md boundary 6: the lesson's moves replay from its seed on the bare engine."""
    lesson = LESSONS["crowns"]
    state = crowns.new_game(len(lesson.seats), lesson.seed, lesson.options)
    assert state.observe(0).hand == tuple(crowns.parse_cards("9D 5X 9C"))
    assert state.to_act == 0 and state.observe(0).wild_rank == 3


def test_lesson_refuses_moves_the_step_does_not_ask_for(learn):
    app, scene = learn
    table = scene.choose("start:crowns")
    pump(app, 3)
    click(app, table.button.center)  # welcome
    click(app, table.button.center)  # the wild rank
    pump(app, 2)
    assert table.guide.index == 2
    before = list(table.controller.record().actions)
    click(app, table.layout.discard_rect.center)  # the lesson asks for the stock
    pump(app, 3)
    assert table.controller.record().actions == before
    assert table.message_bad and "gold ring" in table.message
    assert table.guide.index == 2


def test_left_lesson_resumes_at_its_step(learn):
    app, scene = learn
    table = scene.choose("start:crowns")
    pump(app, 3)
    for _ in range(2):
        click(app, table.button.center)
    click(app, table.lesson_targets()[0].center)  # draw from the stock
    for _ in range(30):
        pump(app, 1)
    assert table.guide.index == 3
    table.close()
    app.stack.remove(table)
    pump(app, 2)
    assert app.stack.top is scene
    resumed = scene.choose("resume:crowns")
    pump(app, 3)
    assert resumed.guide.index == 3
    assert len(resumed.observation.hand) == 4, "the drawn card is back in the hand"
    assert resumed.lesson_rect("card:10D") is not None


def test_guide_bots_wait_while_the_player_reads():
    guide = Guide(LESSONS["crowns"])
    assert not guide.bots_may_move
    guide.resume_at(4)
    assert guide.bots_may_move
    guide.resume_at(8)  # a summary that was showing is skipped on resume
    assert guide.step.do != "summary"


def test_enter_presses_next(learn):
    app, scene = learn
    table = scene.choose("start:crowns")
    pump(app, 2)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0))
    pump(app, 2)
    assert table.guide.index == 1
