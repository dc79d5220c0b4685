"""The confirm-before-discarding setting (issue 7, "Settings"): at every game's table a
discard is first asked about — the card stays in the hand — and made only when done
again (CR-8, ST-6, RU-9 discards); with the setting off it is made at once."""

import pygame
import pytest
from scene_driver import make_app, pump, pump_until

from game import rules
from game.bots import make_bot
from game.controller import SeatPlan
from game.scenes.table import TableScene

SEATS = [SeatPlan("You"), SeatPlan("Bo", "bot", "random"), SeatPlan("Cy", "bot", "random")]


def until_you_may_discard(app, table, game):
    """Play your turn's other moves (a random bot's choices) until a discard is chosen."""
    controller = table.controller
    you = make_bot(game, "random", 0, 5)

    def your_turn() -> bool:
        if hasattr(app.stack.top, "done"):  # a hand's summary: on to the next hand
            app.stack.top.done()
        return controller.to_act == 0 and table.ready() and app.stack.top is table

    for _ in range(400):
        pump_until(app, your_turn)
        action = you.choose(controller.observe(0))
        if type(action).__name__ == "Discard":
            return action
        assert controller.request(action) is None
        pump(app, 2)
    raise AssertionError("no discard came up")


@pytest.mark.parametrize("game", rules.GAME_NAMES)
def test_a_discard_is_asked_about_then_made_when_done_again(game):
    app = make_app()
    app.settings["confirm_discard"] = True
    table = TableScene(app, app.new_controller(game, SEATS, 13))
    app.stack.push(table)
    try:
        discard = until_you_may_discard(app, table, game)
        done = len(table.controller.record().actions)
        asked = table.intend(discard)
        assert asked and "again to confirm" in asked and table.message == asked
        assert len(table.controller.record().actions) == done, "nothing was discarded yet"
        assert table.intend(discard) is None
        assert table.controller.record().actions[done] == discard
    finally:
        table.close()


def test_without_the_setting_a_discard_is_made_at_once():
    app = make_app()
    table = TableScene(app, app.new_controller("crowns", SEATS, 13))
    app.stack.push(table)
    try:
        discard = until_you_may_discard(app, table, "crowns")
        assert table.intend(discard) is None
    finally:
        table.close()


def test_confirming_by_keyboard_is_enter_twice():
    from game.rules import crowns

    app = make_app()
    app.settings["confirm_discard"] = True
    table = TableScene(app, app.new_controller("crowns", SEATS, 6))
    app.stack.push(table)

    def key(which):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=which, mod=0, unicode=""))
        pump(app, 3)

    try:
        pump_until(app, lambda: table.my_turn and table.ready())
        key(pygame.K_RETURN)  # draw
        pump_until(app, lambda: table.ready() and table.observation.phase == "discard")
        done = len(table.controller.record().actions)
        key(pygame.K_RIGHT)
        card = table.focused.card
        key(pygame.K_RETURN)
        assert len(table.controller.record().actions) == done and "confirm" in table.message
        key(pygame.K_RETURN)
        assert table.controller.record().actions[done] == crowns.Discard(0, card)
    finally:
        table.close()
