"""The monkey (issue 9, part 3): seeded random input through the real event loop into the
menus and the tables of every game, human seats included; no exception, the engine
always valid. A failure's message starts with its seed; replay it with
`python -m tools.monkey --seed S --events N --game G`.
"""

import time

import pygame
import pytest
from scene_driver import make_app, post, pump, pump_until, settle

from game.controller import Controller, SeatPlan
from game.scenes.table import TableScene
from tools import golden, monkey

GAMES = [game for game in monkey.SEATS if monkey.table_available(game)]
TABLE_SCENE = {
    "crowns": "CrownsTableScene",
    "sting": "StingTableScene",
    "rumski": "RumskiTableScene",
}
AROUND_THE_TABLE = {"PauseScene", "SummaryScene", "StingSummaryScene"}
AFTER_THE_GAME = {"GameOverScene", "RecentGamesScene", "ReplayScene"}


def check(report) -> set[str]:
    """No failure, frames drawn, the engine checked; the scenes the run reached."""
    assert not report.error, report.error + "\n" + "\n".join(report.last_events)
    assert report.events >= report.frames > 0
    assert report.invariant_checks > 0 or report.start == "menu"
    return set(report.scenes)


@pytest.mark.parametrize("game", GAMES)
def test_a_table_run_reaches_its_table_and_the_scenes_around_it(game):
    """A short seeded stream from each game's table (two human seats and bots)."""
    report = monkey.run(seed=101, events=300, start=game)
    reached = check(report)
    assert TABLE_SCENE[game] in reached and "CoverScene" in reached, reached
    assert reached & AROUND_THE_TABLE, f"neither pause nor a summary: {reached}"
    assert report.kinds["VideoResize"] and report.kinds["MouseWheel"], report.kinds


@pytest.mark.parametrize("game", GAMES)
def test_an_ending_run_finishes_the_game(game):
    """From a golden game a few moves before its end, the run reaches game over (1,500
    events: the round summary's Hand histories, reachable by keys too, and the pause menu
    Esc opens over the summary are scenes the monkey visits on the way, and Settings since
    it offers the language: at 800 events the Sting and Rumski runs had not yet ended)."""
    reached = check(monkey.run(seed=101, events=1500, start=game + monkey.ENDING))
    assert {TABLE_SCENE[game], "GameOverScene"} <= reached, reached


def test_a_menu_run_opens_the_scenes_behind_the_menu():
    reached = check(monkey.run(seed=101, events=300, start="menu"))
    assert "MenuScene" in reached and len(reached) >= 4, reached


@pytest.mark.slow
@pytest.mark.parametrize("start", [*GAMES, "menu"])
def test_monkey_long_run(start):
    """CI's slow slice: thousands of events per run."""
    reached = check(monkey.run(seed=7, events=2000, start=start))
    if start in TABLE_SCENE:
        assert TABLE_SCENE[start] in reached and reached & AROUND_THE_TABLE, reached


@pytest.mark.slow
@pytest.mark.parametrize("game", GAMES)
def test_ending_runs_reach_game_over_recent_games_and_the_replay(game):
    """CI's slow slice: three runs from the end of a golden game; between them they
    finish it and go on into game over, the recent games (the game just finished in
    the list) and its replay."""
    reached = set()
    for seed in (10, 11, 12):
        reached |= check(monkey.run(seed=seed, events=1000, start=game + monkey.ENDING))
    assert reached >= AFTER_THE_GAME, f"{game}: not reached {AFTER_THE_GAME - reached}"


def test_an_ending_sits_down_a_few_moves_before_the_golden_game_ends():
    """The ending start: the golden game's moves but the last few, the seat that makes
    the next one a bot of its golden level, two other seats humans."""
    for game, (name, left) in monkey.ENDINGS.items():
        moves = golden.read(golden.FOLDER / f"{name}.json")["moves"]
        runner = monkey.Monkey(seed=1, start=game + monkey.ENDING)
        runner.app = make_app((800, 600))
        table = runner.ending(game)
        controller = table.controller
        try:
            assert len(controller.record().actions) == len(moves) - left
            assert not controller.is_over
            finisher = controller.to_act
            assert controller.seats[finisher].is_bot
            assert len(controller.humans) == min(2, len(controller.seats) - 1)
        finally:
            table.close()


def test_the_monkey_deletes_no_file_outside_its_home(tmp_path):
    """The import dialog's file picker can delete files; under the monkey nothing
    outside its temporary home can be deleted."""
    home, outside = tmp_path / "home", tmp_path / "precious.json"
    home.mkdir()
    outside.write_text("{}")
    inside = home / "autosave.json"
    inside.write_text("{}")
    with monkey.confined(str(home)):
        with pytest.raises(PermissionError):
            outside.unlink()
        inside.unlink()
    assert outside.exists() and not inside.exists()
    outside.unlink()  # confined no more


def test_a_monkey_run_is_the_same_run_again_from_its_seed():
    """Bots answer inline, files are written inline and the table's clock counts frames,
    so a seed replays exactly — through game over and the recent games too."""
    # Seed 103: a run that gets to the recent games within 500 events (101 stopped
    # reaching them once Esc on the round summary opened the pause menu, issue 18).
    first = monkey.run(seed=103, events=500, start="rumski-end")
    again = monkey.run(seed=103, events=500, start="rumski-end")
    assert "RecentGamesScene" in check(first)
    same = ("events", "frames", "moves", "restarts", "scenes", "kinds", "last_events")
    assert [getattr(first, name) for name in same] == [getattr(again, name) for name in same]


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
    """Found by the monkey's first ending runs (sting-end seed 25, event 166, before its
    pressing was tuned; these steps replay it): F1 over a replay drew the replay's table
    of key commands as its help rows of (key, what) pairs (TypeError: cannot unpack
    non-iterable int object, in KeysScene.draw)."""
    import random

    from game.rules import crowns
    from game.scenes.keys_help import KeysScene
    from game.scenes.replay import ReplayScene
    from game.store import SavedGame, Seat, Store, StorePaths

    app = make_app((1024, 700))
    app.store = Store(StorePaths.inside(tmp_path))
    state, chooser = crowns.new_game(3, 42), random.Random(42)
    for _ in range(10):  # a replay of ten random legal moves
        state.apply(chooser.choice(crowns.legal_actions(state.observe(state.to_act))))
    seats = (Seat("Ann"), Seat("Bo", "bot", "medium"), Seat("Cy", "bot", "hard"))
    replay = ReplayScene(app, SavedGame.of_state("crowns", 42, seats, {}, state))
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


def test_ru10_reset_turn_in_the_rumski_lesson_does_not_crash_the_pointer(monkeypatch):
    """Found by the monkey's first ending runs (rumski-end seed 21, event 858, before its
    pressing was tuned; into the Rumski lesson at normal speed): at the lesson's opening
    step, play the red 3 into the new-meld space and press Reset turn (Z, RU-10) while it
    still glides there. The engine's Community is empty again at once; the table shows
    the red 3's meld until the reset is played, and meanwhile the pointer looks for that
    meld in the engine's Community by the shown meld's number (IndexError in
    LessonTable.community_target)."""
    from tutorial_walker import carry_out, walk_to

    from game.scenes import table as table_module
    from game.scenes.learn import LearnScene
    from game.tutorial import LESSONS

    app = make_app((1280, 800))
    app.settings["speed"] = "normal"  # as the monkey had set it: cards glide, not jump
    learn = LearnScene(app)
    app.stack.push(learn)
    pump(app, 2)
    table = learn.choose("start:rumski")
    opening = next(i for i, step in enumerate(LESSONS["rumski"].steps) if step.to == "with:R3")
    try:
        walk_to(app, table, opening)
        settle(app, table)  # nothing left to play: the table's clock may stop here
        # Stopped before the red 3 is played, its glide goes on for as long as the test
        # looks: stopped after, a loaded machine could let the glide end in between.
        frozen = monkey.FrameClock()
        frozen.now = time.monotonic()
        monkeypatch.setattr(table_module, "time", frozen)
        carry_out(app, table)  # the red 3 into the new-meld space
        pump_until(app, lambda: table.shown != ())  # shown, and still gliding there
        assert [str(card) for meld in table.shown for card in meld] == ["R3"]
        post(pygame.KEYDOWN, key=pygame.K_z, mod=0, unicode="z", scancode=0)
        pump(app, 2)
        assert table.observation.community == () and table.pending  # the reset not yet shown
        monkeypatch.undo()
        settle(app, table)
        assert table.shown == () and table.guide.index == opening
    finally:
        table.close()
