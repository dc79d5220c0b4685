"""The Rumski lesson walked headlessly from the Learn scene (issue 10; RU-5, RU-6, RU-7,
RU-9, RU-11, RU-12), by posting the clicks and drags its steps ask for; the stacked
deck it is dealt from (RU-3); and a left lesson resuming after the app restarts."""

import pytest
from scene_driver import click, make_app, pump
from tutorial_walker import bubble_hides_nothing, walk, walk_to

from game.rules import rumski
from game.rules.engine import replay
from game.rules.rumski.engine import STACK, stack_for
from game.scenes.learn import LearnScene
from game.store import Store, StorePaths
from game.store.lessons import LessonBook, LessonPlace, lessons_from_json, lessons_to_json
from game.tutorial import LESSONS
from game.tutorial.rumski import BO, YOU
from game.tutorial.table import LessonTable

LESSON = LESSONS["rumski"]


def learn_app(size=(1280, 800), home=None):
    app = make_app(size)
    if home is not None:
        app.store = Store(StorePaths.inside(home))
    scene = LearnScene(app)
    app.stack.push(scene)
    pump(app, 2)
    return app, scene


@pytest.fixture
def learn():
    app, scene = learn_app()
    yield app, scene
    top = app.stack.top
    if isinstance(top, LessonTable):
        top.close()


def step_where(predicate) -> int:
    return next(index for index, step in enumerate(LESSON.steps) if predicate(step))


# --- The stacked deck (RU-3) -----------------------------------------------------------


def test_ru3_a_stacked_deck_deals_one_card_at_a_time_from_the_dealers_left():
    hands = {0: "R1 R2 R3 R4 R5 R6 R7 R8 R9 R10 R11 R12", 1: "B1 B2 B3 B4 B5 B6 B7 B8 B9 B10 B11 W"}
    state = rumski.new_game(2, 11, {"first_dealer": 0, STACK: stack_for(2, 0, hands, "G5 Y7")})
    assert state.hands[0] == rumski.parse_cards(hands[0])
    assert state.hands[1] == rumski.parse_cards(hands[1])
    assert state.discard_pile == rumski.parse_cards("G5"), "the turned-up card comes next"
    assert state.to_act == 1, "the dealer's left plays first"
    state.apply(rumski.DrawStock(1))
    assert state.hands[1][-1] == rumski.parse_card("Y7")
    state.check_invariants()


def test_ru3_the_stack_is_secret_and_changes_round_one_only():
    stacked = rumski.new_game(2, 5, {STACK: "R1 B1 R2 B2"})
    plain = rumski.new_game(2, 5)
    assert STACK not in stacked.options
    assert stacked.rng.getstate() == plain.rng.getstate(), "later rounds deal as without it"
    first = (stacked.dealer + 1) % 2
    assert stacked.hands[first][:2] == rumski.parse_cards("R1 R2"), "dealt one at a time"
    assert stacked.hands[1 - first][:2] == rumski.parse_cards("B1 B2")
    assert all(not hasattr(stacked.observe(seat), "options") for seat in (0, 1))


def test_ru1_a_stack_the_deck_cannot_hold_is_refused():
    with pytest.raises(ValueError):
        rumski.new_game(2, 5, {STACK: "R1 R1"})  # one of each card (RU-1)
    with pytest.raises(ValueError):
        rumski.new_game(2, 5, {STACK: "W W W W W W"})  # five wilds
    with pytest.raises(ValueError):
        stack_for(2, 0, {0: "R1 R2", 1: "B1 B2"})  # hands of 12 with two seats


def test_the_lesson_deal_is_the_one_its_steps_describe():
    state = rumski.new_game(2, LESSON.seed, LESSON.options)
    assert sorted(state.hands[YOU]) == sorted(
        rumski.parse_cards("R3 R4 R5 R6 R8 B2 P9 G9 G8 B11 B12 G2")
    )
    assert state.discard_pile == rumski.parse_cards("B9")
    assert state.to_act == YOU, "Bo deals, so you play first (RU-3)"


# --- The lesson ----------------------------------------------------------------------


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)], ids=["1280x800", "1920x1080"])
def test_rumski_lesson_walks_to_its_end_from_learn(size):
    app, scene = learn_app(size)
    table = scene.choose("start:rumski")
    try:
        walked = walk(app, table, on_step=bubble_hides_nothing)
    finally:
        if isinstance(app.stack.top, LessonTable):
            app.stack.top.close()
    steps = LESSON.steps
    assert walked == sorted(walked) and walked[-1] == len(steps) - 1
    skipped = set(range(len(steps))) - set(walked)
    assert all(steps[index].do == "wait" for index in skipped), "only watching ends unseen"
    assert app.stack.top is scene, "finishing the lesson returns to Learn"
    assert "rumski" in app.lessons_finished
    record = table.controller.record()
    mine = [type(action).__name__ for action in record.actions if action.seat == YOU]
    assert mine[0] == "DrawStock" and "TakeDiscard" in mine and mine[-1] == "Discard"
    assert any(
        isinstance(action, rumski.TakeDiscard) and action.whole for action in record.actions
    ), "the whole pile was taken (RU-5)"
    bos = [action for action in record.actions if action.seat == BO]
    assert isinstance(bos[-1], rumski.Knock), "Bo had nothing to follow the blue 2 (RU-9)"
    state = replay(rumski, record)  # DESIGN.md boundary 6: seed + options + actions
    assert state.round_log[0][:2] == (1, YOU), "you went out: Rumski! (RU-11)"


def test_rumski_lesson_refuses_moves_the_step_does_not_ask_for(learn):
    app, scene = learn
    table = scene.choose("start:rumski")
    walk_to(app, table, step_where(lambda step: step.point == "stock"))
    click(app, table.layout.discard_rect.center)  # the lesson asks for the stock
    pump(app, 3)
    assert table.controller.record().actions == []
    assert table.message_bad and "gold ring" in table.message


def test_rumski_lesson_is_on_the_learn_menu(learn):
    app, scene = learn
    entries = {key: enabled for key, _, enabled in scene.entries()}
    assert entries.get("start:rumski") is True


# --- Leaving and resuming, also across a restart ------------------------------------


def test_left_rumski_lesson_resumes_at_its_step_after_the_app_restarts(tmp_path):
    app, scene = learn_app(home=tmp_path)
    table = scene.choose("start:rumski")
    take_all = step_where(lambda step: step.point == "button:take_all")
    walk_to(app, table, take_all + 1)  # the pile taken; the 9s are next
    pump(app, 5)
    assert table.guide.index == take_all + 1
    table.close()
    app.stack.remove(table)
    # A new app on the same folders: the lesson's place was kept on disk.
    again, learn_again = learn_app(home=tmp_path)
    keys = [key for key, _, _ in learn_again.entries()]
    assert "resume:rumski" in keys
    resumed = learn_again.choose("resume:rumski")
    try:
        pump(again, 3)
        assert resumed.guide.index == take_all + 1
        assert resumed.observation.drew == rumski.FROM_PILE, "the pile is back in your hand"
        assert resumed.lesson_rect("card:B9") is not None
        walked = walk(again, resumed)
        assert walked[-1] == len(LESSON.steps) - 1
    finally:
        if isinstance(again.stack.top, LessonTable):
            again.stack.top.close()
    book = Store(StorePaths.inside(tmp_path)).load_lessons()
    assert "rumski" not in book.places and "rumski" in book.finished


def test_a_kept_place_from_another_deal_is_not_resumed(tmp_path):
    store = Store(StorePaths.inside(tmp_path))
    store.save_lessons(LessonBook({"rumski": LessonPlace(4, LESSON.seed + 1, ())}))
    app, scene = learn_app(home=tmp_path)
    assert "resume:rumski" not in [key for key, _, _ in scene.entries()]


def test_lessons_file_round_trips_and_refuses_a_bad_one():
    place = LessonPlace(3, 7, (rumski.DrawStock(0), rumski.Discard(0, rumski.parse_card("B2"))))
    book = LessonBook({"rumski": place}, frozenset({"crowns"}))
    assert lessons_from_json(lessons_to_json(book)) == book
    data = lessons_to_json(book)
    data["places"]["rumski"]["step"] = "three"
    with pytest.raises(ValueError, match="step"):
        lessons_from_json(data)


def test_a_broken_lessons_file_is_moved_aside_and_lessons_start_afresh(tmp_path):
    store = Store(StorePaths.inside(tmp_path))
    store.paths.lessons_file.parent.mkdir(parents=True)
    store.paths.lessons_file.write_text("{oops")
    assert store.load_lessons() == LessonBook()
    assert store.take_notices(), "the player is told"
    assert not store.paths.lessons_file.exists()


@pytest.mark.parametrize(
    "places",
    [
        {"chess": {"step": 1, "seed": 1, "actions": []}},
        {"rumski": {"step": -1, "seed": 1, "actions": []}},
        {"rumski": {"step": 1, "seed": 1, "actions": [{"type": "Castle", "seat": 0}]}},
        {"rumski": {"step": 1, "seed": True, "actions": []}},
        {"rumski": [1, 2]},
        "everything",
    ],
)
def test_a_lessons_file_of_the_wrong_shape_is_refused_whole(tmp_path, places):
    import json

    store = Store(StorePaths.inside(tmp_path))
    store.paths.lessons_file.parent.mkdir(parents=True)
    data = {"format": 1, "kind": "wildmeld-lessons", "places": places, "finished": []}
    store.paths.lessons_file.write_text(json.dumps(data))
    assert store.load_lessons() == LessonBook()
    assert store.take_notices()
