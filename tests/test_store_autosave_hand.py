"""The autosave names the hand or round its moves reach (issue 17, item 13): the hand is
read from the game the controller holds, not from what the table has shown so far, so
Continue's caption is right even when a move that ends a hand is saved before the table
has played out its animation."""

import pygame
from scene_driver import make_app, pump_until

from game.controller import SeatPlan
from game.scenes.table import TableScene
from game.store import Store, StorePaths, restore
from game.store.codec import hand_reached

SEATS = [SeatPlan("Ana", "bot", "random"), SeatPlan("Bo", "bot", "random")]


class Recording(Store):
    """A store that keeps every autosave it is asked to write."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.kept = []

    def autosave(self, saved):
        self.kept.append(saved)
        return super().autosave(saved)


def test_every_autosave_names_the_hand_its_moves_reach(tmp_path):
    """Crowns' first hand is short: its last move is saved while the table still shows
    hand 1 and the engine has dealt hand 2 (the table is shared by all three games)."""
    app = make_app()
    app.settings["speed"] = "normal"  # moves animate: the table trails the engine
    app.store = Recording(StorePaths.inside(tmp_path))
    table = TableScene(app, app.new_controller("crowns", SEATS, 4, pace="fast"))
    app.stack.push(table)
    controller = table.controller

    def second_hand_under_way() -> bool:
        if hasattr(app.stack.top, "done"):  # a hand's summary: on to the next
            app.stack.top.done()
        return hand_reached(controller) >= 2 and len(app.store.kept) > 3

    try:
        pump_until(app, second_hand_under_way)
        table.keeper.stop(10)
    finally:
        table.close()
        pygame.quit()
    wrong = [
        (len(saved.actions), saved.hand, hand_reached(restore(saved)))
        for saved in app.store.kept
        if saved.hand != hand_reached(restore(saved))
    ]
    assert not wrong, "(moves, hand saved, hand its moves reach): " + repr(wrong[:5])


def test_a_seat_name_from_outside_new_game_still_saves_as_its_reader_accepts_it(tmp_path):
    from game.controller import Controller
    from game.scenes.keeper import saved_game

    long_name = "Bartholomew the Magnificent"  # longer than New game's field allows
    seats = [SeatPlan(long_name), SeatPlan("Bo\u200b", "bot", "random")]
    controller = Controller("sting", seats, 3, {}, speed="instant", bots_in="thread")
    try:
        store = Store(StorePaths.inside(tmp_path))
        assert store.autosave(saved_game(controller))
        saved = store.peek_autosave()
        assert store.take_notices() == []
        assert [seat.name for seat in saved.seats] == [long_name[:16].rstrip(), "Bo"]
    finally:
        controller.close()
