"""New game starts from the player's last choices (issue 18, new-user trial): the seats
(each a person or a bot level) and the bots' speed of the last game it started, kept in
the settings file through the store like every other setting."""

import pygame
from scene_driver import make_app
from test_setup_options import setup_for

from game.rules import GAME_NAMES, load
from game.scenes.settings import apply_to_app
from game.scenes.setup import SetupScene, bot_names, speed_labels
from game.store import Store, StorePaths
from game.store.settings import MOST_SEATS, settings_from_json
from game.text import tr

HUMAN, EASY, HARD = tr("setup.human"), tr("setup.bot_easy"), tr("setup.bot_hard")


def test_new_game_starts_from_the_seats_levels_and_speed_last_started(tmp_path):
    app, setup = setup_for("sting", seats=3)
    app.store = Store(StorePaths.inside(tmp_path))
    setup.on_choice("kind:1", HARD)
    setup.on_choice("kind:2", EASY)
    setup.on_choice("speed", speed_labels()["fast"])
    setup.start()
    app.stack.top.controller.close()
    again = SetupScene(app, "sting")  # the same session
    assert again.seat_count == 3
    assert again.kinds[:3] == ["human", "hard", "easy"]
    assert again.speed == "fast"
    saved = app.store.load_settings()  # and the next session, from the file
    assert saved.new_game_seats == ("human", "hard", "easy")
    assert saved.new_game_speed == "fast"
    later = make_app()
    apply_to_app(later, saved)
    fresh = SetupScene(later, "crowns")
    assert (fresh.seat_count, fresh.kinds[:3], fresh.speed) == (
        3,
        ["human", "hard", "easy"],
        "fast",
    )
    assert fresh.names[:3] == [tr("setup.you"), "Ana", "Bo"]
    pygame.event.clear()


def test_remembered_seats_fit_the_game_and_name_each_seat_by_its_kind():
    app = make_app()
    app.settings.update(new_game_seats=("hard", "human", "human", "medium", "easy", "hard", "hard"))
    setup = SetupScene(app, "sting")  # Sting seats 2 to 6 (ST-3)
    assert setup.seat_count == 6 and setup.seats_chosen == 7
    assert setup.names[:3] == ["Ana", tr("setup.player", number=1), tr("setup.player", number=2)]
    assert setup.kinds[:3] == ["hard", "human", "human"]
    crowns = SetupScene(app, "crowns")  # Crowns seats 7
    assert crowns.seat_count == 7


def test_a_settings_file_with_bad_new_game_choices_keeps_the_rest():
    data = {
        "format": 1,
        "kind": "wildmeld-settings",
        "cloth": "blue",
        "new_game_seats": ["human", "wizard"],
        "new_game_speed": "warp",
    }
    settings, notes = settings_from_json(data)
    assert settings.cloth == "blue"
    assert settings.new_game_seats is None and settings.new_game_speed is None
    assert len(notes) == 2 and "wizard" not in notes[0] and "human" in notes[0]


def test_the_settings_file_keeps_seats_for_the_largest_table():
    assert max(max(load(game).SEATS) for game in GAME_NAMES) <= MOST_SEATS


def test_new_game_keeps_the_names_typed_and_gives_the_rest_in_todays_language(tmp_path):
    """Issue 20 item 3: type a name, start, come back to New game — the name is still
    there (this session and the next, from the settings file); a seat that kept the
    name it was given is given it again, in the language spoken then."""
    from test_setup_options import type_name

    from game import text

    app, setup = setup_for("sting", seats=3)
    app.store = Store(StorePaths.inside(tmp_path))
    type_name(app, setup, 0, "Max")
    type_name(app, setup, 2, "  Zed  ")
    setup.start()
    app.stack.top.controller.close()
    assert SetupScene(app, "sting").names[:3] == ["Max", "Ana", "Zed"]
    saved = app.store.load_settings()
    assert saved.new_game_names == ("Max", "", "Zed")
    later = make_app()
    apply_to_app(later, saved)
    text.set_language("fr")
    try:
        assert SetupScene(later, "crowns").names[:3] == ["Max", bot_names()[0], "Zed"]
        later.settings.update(new_game_names=("", "", "Zed"))
        assert SetupScene(later, "crowns").names[:3] == ["Vous", bot_names()[0], "Zed"]
    finally:
        text.set_language("en")
    pygame.event.clear()


def test_a_settings_file_with_bad_new_game_names_keeps_the_rest():
    base = {"format": 1, "kind": "wildmeld-settings", "cloth": "blue"}
    settings, notes = settings_from_json(base | {"new_game_names": ["Max", 7]})
    assert settings.cloth == "blue" and settings.new_game_names is None and len(notes) == 1
    settings, notes = settings_from_json(base | {"new_game_names": ["\u200bMax\u202e", ""]})
    assert settings.new_game_names == ("Max", "") and not notes
