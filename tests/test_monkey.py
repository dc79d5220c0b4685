"""The monkey (issue 9, part 3): seeded random input through the real event loop into the
menus and the tables of every game, human seats included; no exception, the engine
always valid. A failure's message starts with its seed; replay it with
`python -m game.monkey --seed S --events N --game G`.
"""

import pygame
import pytest
from scene_driver import make_app, post, pump, settle

from game import monkey
from game.controller import Controller, SeatPlan
from game.scenes.table import TableScene


def start_points():
    return [game for game in monkey.SEATS if monkey.table_available(game)] + ["menu"]


def check(report) -> None:
    assert not report.error, report.error + "\n" + "\n".join(report.last_events)
    assert report.events >= report.frames > 0
    assert report.invariant_checks > 0 or report.start == "menu"


@pytest.mark.parametrize("start", start_points())
def test_monkey_short_run(start):
    """A short seeded stream from each table and from the menu."""
    check(monkey.run(seed=101, events=250, start=start))


def test_monkey_reaches_the_scenes_around_the_table():
    report = monkey.run(seed=1, events=500, start="crowns")
    check(report)
    assert {"TableScene", "PauseScene"} <= set(report.scenes), report.scenes
    assert report.kinds["VideoResize"] and report.kinds["MouseWheel"], report.kinds


@pytest.mark.slow
@pytest.mark.parametrize("start", start_points())
def test_monkey_long_run(start):
    """CI's slow slice: thousands of events per run."""
    check(monkey.run(seed=7, events=2000, start=start))


def test_st5a_dragging_from_a_players_meld_area_does_not_crash_the_sting_table():
    """Found by the monkey (seed 2, --game sting, event 128): a press on a player's
    meld area followed by a move of the mouse started a drag with no card in it
    (AttributeError in Drag.start). A meld area is clicked, never dragged."""
    app = make_app((1280, 800))
    plans = [SeatPlan("You", "human"), SeatPlan("Bo", "bot", "easy")]
    controller = Controller("sting", plans, 3, {"first_dealer": 1}, speed="instant")
    table = TableScene(app, controller)
    app.stack.push(table)
    settle(app, table)
    assert table.my_turn
    width, height = app.size
    spot = next(
        (x, y)
        for y in range(0, height, 8)
        for x in range(0, width, 8)
        if table.area_at((x, y)) is not None
        and table.sprite_at((x, y)) is None
        and not table.layout.discard_rect.collidepoint((x, y))
        and not table.layout.stock_rect.collidepoint((x, y))
    )
    before = list(controller.record().actions)
    post(pygame.MOUSEBUTTONDOWN, pos=spot, button=1)
    pump(app)
    for step in range(1, 5):
        post(pygame.MOUSEMOTION, pos=(spot[0] + 20 * step, spot[1]), rel=(20, 0), buttons=(1, 0, 0))
        pump(app)
    post(pygame.MOUSEBUTTONUP, pos=(spot[0] + 80, spot[1]), button=1)
    pump(app, 2)
    assert table.drag is None
    assert list(controller.record().actions) == before
    table.close()


def test_a_monkey_run_is_the_same_run_again_from_its_seed():
    """Bots answer inline and the table's clock counts frames, so a seed replays exactly."""
    first = monkey.run(seed=5, events=300, start="crowns")
    again = monkey.run(seed=5, events=300, start="crowns")
    check(first)
    same = ("events", "frames", "moves", "restarts", "scenes", "kinds", "last_events")
    assert [getattr(first, name) for name in same] == [getattr(again, name) for name in same]


def test_cr7_auto_arrange_in_the_frame_of_a_draw_does_not_crash_the_crowns_table():
    """Found by the monkey: Crowns seed 10, two seats, first dealer seat 1. Click the
    discard pile and press A in the same frame: the engine already holds the drawn card
    but the hand on screen does not, and auto-arrange looks for its sprite
    (StopIteration in TableScene.auto_arrange; G for go out takes the same path)."""
    app = make_app((1280, 800))
    plans = [SeatPlan("You", "human"), SeatPlan("Bo", "bot", "easy")]
    controller = Controller("crowns", plans, 10, {"first_dealer": 1}, speed="instant")
    table = TableScene(app, controller)
    app.stack.push(table)
    settle(app, table)
    assert table.my_turn and table.observation.phase == "draw"
    spot = table.layout.discard_rect.center
    post(pygame.MOUSEBUTTONDOWN, pos=spot, button=1)
    post(pygame.MOUSEBUTTONUP, pos=spot, button=1)
    post(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a", scancode=0)
    try:
        pump(app, 2)
        settle(app, table)
        assert table.observation.phase == "discard"
    finally:
        table.close()



def test_f1_over_a_replay_lists_its_keys(tmp_path):
    """Found by the monkey (seed 25, --game sting-end, event 166): F1 over a replay drew
    the replay's table of key commands as its help rows of (key, what) pairs
    (TypeError: cannot unpack non-iterable int object, in KeysScene.draw)."""
    from game.scenes.keys_help import KeysScene
    from game.scenes.replay import ReplayScene
    from game.scenes.store_shots import demo_game
    from game.store import Store, StorePaths

    app = make_app((1024, 700))
    app.store = Store(StorePaths.inside(tmp_path))
    replay = ReplayScene(app, demo_game("crowns", 42, 10))
    app.stack.push(replay)
    pump(app)
    post(pygame.KEYDOWN, key=pygame.K_F1, mod=0, unicode="", scancode=0)
    pump(app, 2)
    assert isinstance(app.stack.top, KeysScene)
    assert ("Space", "play or pause") in app.stack.top.rows
    post(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)
    pump(app, 2)
    post(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0)
    pump(app, 2)
    assert app.stack.top is replay and replay.playing  # Space still plays the replay
