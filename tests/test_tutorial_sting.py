"""The Sting lesson walked headlessly from the Learn scene (issue 10; ST-4, ST-5a,
ST-5b, ST-5e, ST-5f, ST-6, ST-8, ST-9, ST-10), by posting the clicks and drags its
steps ask for; and the stacked deck it is dealt from (ST-3)."""

import pygame
import pytest
from scene_driver import click, make_app, pump
from tutorial_walker import bubble_hides_nothing, walk, walk_to

from game.rules import sting
from game.rules.engine import replay
from game.rules.sting.engine import STACK, stack_for
from game.scenes.learn import LearnScene
from game.tutorial import LESSONS, Guide
from game.tutorial.sting import BO, YOU
from game.tutorial.table import LessonTable, start_lesson

LESSON = LESSONS["sting"]


@pytest.fixture(params=[(1280, 800), (1920, 1080)], ids=["1280x800", "1920x1080"])
def learn(request):
    app = make_app(request.param)
    scene = LearnScene(app)
    app.stack.push(scene)
    pump(app, 2)
    yield app, scene
    top = app.stack.top
    if isinstance(top, LessonTable):
        top.close()


# --- The stacked deck (ST-3) -----------------------------------------------------------


def test_st3_a_stacked_deck_deals_the_hands_and_draws_it_names():
    stack = stack_for(3, 2, {0: "R1 R2 R3", 1: "B1 B2 B3", 2: "W PP TB"}, "G5 Y7 Y8")
    state = sting.new_game(3, 11, {"first_dealer": 2, "deal": 7, STACK: stack})
    assert [str(card) for card in state.hands[0][:3]] == ["R1", "R2", "R3"]
    assert [str(card) for card in state.hands[2][:3]] == ["W", "PP", "TB"]
    # Hands of three stack three cards; the fourth card of seat 0 is the next stacked
    # card, dealt in the fourth pass round the table: G5.
    assert str(state.hands[0][3]) == "G5"
    state.check_invariants()


def test_st3_a_stacked_lesson_deal_turns_up_and_draws_in_order():
    state = sting.new_game(2, LESSON.seed, LESSON.options)
    assert state.hands[YOU] == sting.parse_cards("R3 R4 R5 W2 PP TB G7")
    assert state.hands[BO] == sting.parse_cards("B7 B8 B9 PP Y1 G4 R9")
    assert state.discard_pile == sting.parse_cards("Y3")
    assert state.to_act == YOU, "Bo deals, so you play first (ST-3)"
    state.apply(sting.Draw(YOU, 2))
    assert state.hands[YOU][-2:] == sting.parse_cards("G8 Y2")
    state.check_invariants()


def test_st3_the_stack_is_secret_and_changes_round_one_only():
    stacked = sting.new_game(2, 5, {STACK: "R1 B1 R2 B2"})
    plain = sting.new_game(2, 5)
    assert STACK not in stacked.options
    assert all(STACK not in stacked.observe(seat).options for seat in (0, 1))
    # The rest of the deck is shuffled from the seed as usual, by the same draws of the
    # generator: later rounds deal as they would without the stack.
    assert stacked.rng.getstate() == plain.rng.getstate()


def test_st3_a_stack_the_deck_cannot_hold_is_refused():
    with pytest.raises(ValueError):
        sting.new_game(2, 5, {STACK: "WS WS WS"})  # two Super Stings in the deck
    with pytest.raises(ValueError):
        sting.new_game(2, 5, {STACK: "W", "beginners": True})
    with pytest.raises(ValueError):
        sting.new_game(2, 5, {STACK: "R11"})


# --- The lesson ----------------------------------------------------------------------


def test_sting_lesson_walks_to_its_end_from_learn(learn):
    app, scene = learn
    table = scene.choose("start:sting")
    walked = walk(app, table, on_step=bubble_hides_nothing)
    steps = LESSON.steps
    assert walked == sorted(walked) and walked[-1] == len(steps) - 1
    skipped = set(range(len(steps))) - set(walked)
    assert all(steps[index].do == "wait" for index in skipped), "only watching ends unseen"
    assert app.stack.top is scene, "finishing the lesson returns to Learn"
    assert "sting" in app.lessons_finished
    record = table.controller.record()
    mine = [action for action in record.actions if action.seat == YOU]
    kinds = [type(action).__name__ for action in mine]
    assert kinds == [
        "Draw",
        "LayMeld",
        "AddToMeld",
        "Discard",
        "TakeItBack",
        "Draw",
        "PassAPile",
        "LayMeld",
    ]
    assert [action.count for action in mine if isinstance(action, sting.Draw)] == [2, 1]
    state = replay(sting, record)  # DESIGN.md boundary 6: seed + options + actions
    assert state.round == 2 and state.round_scores[0] == (0, 17), "you went out (ST-9, ST-10)"


def test_sting_lesson_refuses_moves_the_step_does_not_ask_for(learn):
    app, scene = learn
    table = scene.choose("start:sting")
    pump(app, 3)
    click(app, table.button.center)  # welcome
    pump(app, 2)
    assert table.guide.index == 1
    click(app, table.lesson_rect("button:draw1").center)  # the lesson asks for Draw 2
    pump(app, 3)
    assert table.controller.record().actions == []
    assert table.message_bad and "gold ring" in table.message
    assert table.guide.index == 1


def test_left_sting_lesson_resumes_where_the_game_stands(learn):
    app, scene = learn
    table = scene.choose("start:sting")
    choose_meld = next(index for index, step in enumerate(LESSON.steps) if step.point == "meld:1")
    walk_to(app, table, choose_meld)
    assert table.passing == -1, "the Pass-A-Pile is on its way"
    pump(app, 3)
    table.close()
    app.stack.remove(table)
    pump(app, 2)
    assert app.stack.top is scene
    resumed = scene.choose("resume:sting")
    pump(app, 3)
    # The half-chosen pass lived only on the table: the lesson starts it over.
    assert resumed.guide.index == choose_meld - 1
    assert resumed.passing is None
    assert resumed.lesson_rect("card:PP") is not None
    walked = walk(app, resumed)
    assert walked[-1] == len(LESSON.steps) - 1


def test_sting_lesson_is_on_the_learn_menu(learn):
    app, scene = learn
    entries = {key: enabled for key, _, enabled in scene.entries()}
    assert entries.get("start:sting") is True


def test_guide_starts_over_what_lived_only_on_the_table():
    """Cards in the new-meld slot and a half-chosen pass are not in the game: a lesson
    left there resumes at the step that builds them."""
    steps = LESSON.steps
    lay = next(i for i, step in enumerate(steps) if step.point == "staged")
    guide = Guide(LESSON)
    guide.resume_at(lay)
    assert guide.index == lay - 1 and guide.step.to == "stage"
    pass_to_bo = next(i for i, step in enumerate(steps) if step.point == f"seat:{BO}")
    guide.resume_at(pass_to_bo)
    assert guide.step.point == "card:PP"
    guide.resume_at(pass_to_bo + 1)  # watching Bo answer: the pass is in the game
    assert guide.index == pass_to_bo + 1


def test_the_lessons_ring_waits_while_the_table_is_paused(learn, monkeypatch):
    """Paused, the table's buttons are hidden under the pause menu: the lesson's gold
    ring, which points at one of them, is not drawn around an empty place, nor its
    bubble under the menu (new-user trial, Sting lesson at 1024x640); back at the table
    both show again."""
    import game.tutorial.table as lesson_table

    app, scene = learn
    table = scene.choose("start:sting")
    walk_to(app, table, 1)  # "Press Draw 2": the ring is on a button
    assert table.pointed()
    drawn = []
    monkeypatch.setattr(lesson_table, "draw_pointer", lambda *args: drawn.append(args))
    bubble = table.draw_bubble
    monkeypatch.setattr(table, "draw_bubble", lambda *args: drawn.append(bubble(*args)))
    app.open("pause", table)
    pump(app, 2)
    app.stack.draw(app.screen)
    assert drawn == []
    app.stack.pop()
    pump(app, 2)
    app.stack.draw(app.screen)
    assert drawn


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_the_take_it_back_bubble_leaves_both_penalties_and_the_question_in_sight(size):
    """Step 8 talks about Bo's Pass-A-Pile and the run now in front of you: its bubble,
    pushed off its place by the Take-It-Back question, lay over Bo's penalty chip
    (play-testing); it now keeps clear of both chips, the question and its buttons."""
    app = make_app(size)
    table = start_lesson(app, LESSON, resume=False)
    try:
        index = next(
            n for n, step in enumerate(LESSON.steps) if step.words.endswith("take_it_back")
        )
        walk_to(app, table, index)
        pump(app, 5)
        assert table.guide.index == index and table.answer_box() is not None
        chips = table.painter.chip_rects
        for covered in (
            chips[BO],
            chips[YOU],
            table.answer_box(),
            table.place_rect("button:take_back"),
        ):
            assert not table.bubble.colliderect(covered), (table.bubble, covered)
        assert pygame.Rect((0, 0), size).contains(table.bubble)
    finally:
        table.close()
