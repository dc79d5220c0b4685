"""Hot-seat: no one at a shared table is called "You" (issue 18, item 18) — the log and
the cover ("Pass to You") would not say whom they mean. People's seats keep the names
typed for them; one still called You becomes "Player N"."""

import pygame
from scene_driver import pump_until, table_app
from test_setup_options import setup_for, type_name

from game.controller import SeatPlan, hot_seat_names
from game.scenes.cover import CoverScene
from game.text import tr

YOU = tr("setup.you")


def names(seats):
    return [plan.name for plan in hot_seat_names(seats)]


def test_a_person_still_called_you_at_a_shared_table_is_named_player_n():
    two = [SeatPlan(YOU), SeatPlan("Ana", "bot"), SeatPlan("Bo")]
    assert names(two) == [tr("setup.player", number=1), "Ana", "Bo"]
    three = [SeatPlan("Cy", "bot"), SeatPlan(YOU), SeatPlan(YOU.lower()), SeatPlan("Dee")]
    assert names(three) == ["Cy", "Player 1", "Player 2", "Dee"]
    taken = [SeatPlan(YOU), SeatPlan("Player 1")]  # a number a typed name holds is skipped
    assert names(taken) == ["Player 2", "Player 1"]


def test_a_table_with_one_person_keeps_its_you():
    solo = [SeatPlan(YOU), SeatPlan("Ana", "bot"), SeatPlan("Bo", "bot")]
    assert names(solo) == [YOU, "Ana", "Bo"]


def test_the_cover_and_the_table_name_the_people_as_typed_or_player_n():
    seats = [SeatPlan(YOU, "human"), SeatPlan("Ana", "human"), SeatPlan("Bo", "bot", "random")]
    app, table = table_app(seats, seed=5)
    try:
        assert table.names == ["Player 1", "Ana", "Bo"]
        pump_until(app, lambda: isinstance(app.stack.top, CoverScene))
        assert app.stack.top.name in ("Player 1", "Ana")
    finally:
        table.close()
        pygame.event.clear()


def test_new_game_shows_the_name_a_shared_table_gives_and_gives_you_back():
    app, setup = setup_for("crowns", seats=3)
    setup.on_choice("kind:1", tr("setup.human"))
    assert setup.widgets["name:0"].get_text() == "Player 1" == setup.names[0]
    setup.on_choice("kind:1", tr("setup.bot_medium"))
    assert setup.widgets["name:0"].get_text() == YOU == setup.names[0]
    type_name(app, setup, 0, "Mia")
    setup.on_choice("kind:1", tr("setup.human"))
    assert setup.names[:2] == ["Mia", "Player 2"]  # a typed name stays as typed; the
    assert [plan.name for plan in setup.plan()][:2] == ["Mia", "Player 2"]  # bot's goes
    setup.clear_ui()


def test_a_seat_turned_human_gets_a_persons_name_and_back_a_bots():
    """Hot-seat: the second person was still called Ana, a bot's name; now "Player 2"
    (and "Player 1" for you); turned back into a bot, it is a bot again by name."""
    app, setup = setup_for("crowns", seats=3)
    setup.on_choice("kind:1", tr("setup.human"))
    assert setup.names[:3] == ["Player 1", "Player 2", "Bo"]
    assert setup.widgets["name:1"].get_text() == "Player 2"
    setup.on_choice("kind:1", tr("setup.bot_medium"))
    assert setup.names[:3] == [tr("setup.you"), "Ana", "Bo"]
    type_name(app, setup, 2, "Zed")
    setup.on_choice("kind:2", tr("setup.human"))  # a typed name stays as typed
    assert setup.names[:3] == ["Player 1", "Ana", "Zed"]
    setup.clear_ui()
