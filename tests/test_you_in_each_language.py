"""Issue 20 (a trial in French): the person New game names by default is "You" in the
language spoken when the game starts, and a game kept while another language was
spoken reads in this one — "Vous contre Ana", not "You contre Ana" — wherever its
seats are named: the Load and Continue lines, the replay, the table (and its autosave)."""

import pytest

from game import text
from game.controller import Controller, SeatPlan, hot_seat_names
from game.scenes.replay import seat_label
from game.scenes.setup import default_names
from game.store import SavedGame, Seat
from game.store.saves import seat_words
from game.text.names import is_you, shown_name


@pytest.fixture
def french():
    text.set_language("fr")
    yield
    text.set_language("en")


def test_new_game_names_you_in_the_language_spoken(french):
    assert default_names()[0] == "Vous"


def test_a_game_saved_in_english_names_you_in_french(french):
    saved = SavedGame("crowns", 1, (Seat("You"), Seat("Ana", "bot", "medium")), hand=2)
    assert seat_words(saved).startswith("Vous contre Ana")
    assert seat_label(saved.seats[0]) == "Vous"
    assert shown_name("Max") == "Max" and not is_you("Max")


def test_the_table_calls_a_saved_you_as_the_language_does(french):
    alone = hot_seat_names([SeatPlan("You"), SeatPlan("Ana", "bot", "medium")])
    assert [plan.name for plan in alone] == ["Vous", "Ana"]
    shared = hot_seat_names([SeatPlan("You"), SeatPlan("du"), SeatPlan("Ana", "bot")])
    player = text.tr("setup.player", number=1)
    assert [plan.name for plan in shared][:2] == [player, text.tr("setup.player", number=2)]
    controller = Controller(
        "crowns", [SeatPlan("You"), SeatPlan("Ana", "bot", "medium")], 3, post=lambda event: None
    )
    try:
        assert [plan.name for plan in controller.seats] == ["Vous", "Ana"]
    finally:
        controller.close()
