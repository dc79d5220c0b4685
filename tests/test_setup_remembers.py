"""New game starts from the player's last choices (issue 18, new-user trial): the seats
(each a person or a bot level) and the bots' speed of the last game it started, kept in
the settings file through the store like every other setting."""

import pygame
from scene_driver import make_app, pump
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
    assert len(notes) == 2 and "wizard" not in str(notes[0]) and "human" in str(notes[0])


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


def test_new_game_opens_on_the_game_last_started_with_its_options(tmp_path):
    """New game opens on the game the player last started, with the options last chosen
    for it and Show bot hands as it was (this session and the next, from the settings
    file); another game picked there keeps its own last options; at first, Crowns."""
    assert SetupScene(make_app()).game == "crowns"
    app, setup = setup_for("sting", seats=3)
    app.store = Store(StorePaths.inside(tmp_path))
    setup.on_choice("option:deal", "7")
    setup.widgets["option:rounds"].set_text("3")
    setup.on_choice("open_hands", tr("setup.yes"))
    setup.start()
    app.stack.top.controller.close()
    again = SetupScene(app)  # the same session
    assert again.game == "sting" and again.open_hands
    assert (again.options["deal"], again.options["rounds"]) == (7, 3)
    saved = app.store.load_settings()  # and the next session, from the file
    assert saved.last_game == "sting" and saved.new_game_open_hands == ("sting",)
    later = make_app()
    apply_to_app(later, saved)
    fresh = SetupScene(later)
    later.stack.push(fresh)
    pygame.event.pump()
    fresh.resize(later.size)
    assert fresh.game == "sting" and fresh.open_hands
    assert (fresh.options["deal"], fresh.options["rounds"]) == (7, 3)
    assert fresh.widgets["game"].selected_option[0] == "Sting"
    assert fresh.widgets["option:rounds"].get_text() == "3"
    fresh.on_choice("game", "Rumski")  # a game not started yet: its defaults
    assert fresh.options == {name: o.default for name, o in load("rumski").OPTIONS.items()}
    assert not fresh.open_hands
    fresh.on_choice("game", "Sting")
    assert fresh.options["rounds"] == 3 and fresh.open_hands
    pygame.event.clear()


def test_a_settings_file_with_bad_last_game_or_options_keeps_the_rest():
    base = {"format": 1, "kind": "wildmeld-settings", "cloth": "blue", "last_game": "sting"}
    good = {"sting": {"deal": 7}, "rumski": {"target": 300}}
    settings, notes = settings_from_json(base | {"new_game_options": good})
    assert not notes and settings.last_game == "sting"
    assert settings.new_game_options["sting"]["deal"] == 7  # the rest filled in
    assert settings.new_game_options["rumski"]["target"] == 300
    for bad in ({"poker": {}}, {"sting": {"deal": 8}}, {"sting": {"wings": 1}}, ["sting"]):
        settings, notes = settings_from_json(base | {"new_game_options": bad, "last_game": "go"})
        assert settings.cloth == "blue" and len(notes) == 2, bad
        assert settings.new_game_options is None and settings.last_game is None
    app = make_app()
    app.settings.update(last_game="poker")
    assert SetupScene(app).game == "crowns"


def test_the_quick_game_plays_the_game_last_started(tmp_path):
    """The main menu's quick game says and plays the game New game last started (you and
    three bots), Crowns at first, in every language's words for it."""
    from game import text
    from game.scenes.menu import MenuScene

    app = make_app()
    menu = MenuScene(app)
    app.stack.push(menu)
    pump(app, 2)
    assert menu.buttons["quick"].text == "Play Crowns — you and 3 bots"
    setup = SetupScene(app)
    app.stack.push(setup)
    setup.on_choice("game", "Rumski")
    setup.start()
    app.stack.top.controller.close()
    app.stack.pop()
    pump(app, 2)
    assert app.stack.top is menu
    assert menu.buttons["quick"].text == "Play Rumski — you and 3 bots"
    menu.choose("quick")
    table = app.stack.top
    try:
        assert table.controller.game == "rumski"
        assert [seated.kind for seated in table.controller.seats] == ["human", "bot", "bot", "bot"]
    finally:
        table.controller.close()
    words = {"de": "Rumski spielen", "fr": "Jouer à Rumski", "es": "Jugar a Rumski"}
    for code, start in (words | {"nl": "Speel Rumski"}).items():
        text.set_language(code)
        try:
            menu.resize(app.size)
            assert menu.buttons["quick"].text.startswith(start + " — ")
        finally:
            text.set_language("en")
    pygame.event.clear()
