"""The New game screen speaks of each game's options in a player's words: every option of
every rules engine has a label and a help line in the catalogue, naming its rule; the
first dealer (CR-6, ST-3, RU-3) is chosen by the players' names as typed; Sting's "Open
hands" rule (ST-14) and the "Show bot hands" practice are told apart."""

import re

import pygame
import pygame_gui
import pytest
from scene_driver import make_app, pump

from game import rules
from game.rules.engine import FIRST_DEALER
from game.scenes.setup import TABLE_GAMES, SetupScene
from game.text import en, tr

RULE_PREFIX = {"crowns": "CR", "sting": "ST", "rumski": "RU"}


@pytest.mark.parametrize("game", TABLE_GAMES)
def test_every_engine_option_has_a_label_and_a_help_line_for_players(game):
    """A new engine option cannot reach the screen without words: its label and help
    line are in the catalogue, the help names the game's rule in brackets, and neither
    shows the engine's -1 or the option's id."""
    for name in rules.load(game).OPTIONS:
        label = en.TEXT.get(f"setup.option.{game}.{name}")
        help_line = en.TEXT.get(f"setup.help.{game}.{name}")
        assert label and help_line, f"{game}'s option {name!r} lacks a label or a help line"
        assert re.search(rf"\({RULE_PREFIX[game]}-\d+[a-z]?\)\.$", help_line), help_line
        for words in (label, help_line):
            assert not re.search(r"(?<![\w-])-1\b", words), f"{game}.{name}: {words!r}"
            assert "_" not in words, f"{game}.{name} shows an id: {words!r}"


def setup_for(game, seats=4):
    app = make_app()
    setup = SetupScene(app, game)
    app.stack.push(setup)
    setup.on_choice("seats", str(seats))
    pump(app, 2)
    return app, setup


def dealer_menu(setup):
    return [text for text, _ in setup.widgets[f"option:{FIRST_DEALER}"].options_list]


def type_name(app, setup, seat, name):
    field = setup.widgets[f"name:{seat}"]
    field.set_text(name)
    pygame.event.post(
        pygame.event.Event(pygame_gui.UI_TEXT_ENTRY_CHANGED, ui_element=field, text=name)
    )
    pump(app, 2)


@pytest.mark.parametrize("game", TABLE_GAMES)
def test_the_first_dealer_menu_reads_the_players_names_as_typed(game):
    """CR-6, ST-3, RU-3: Random by default, then each seat by its name, in step with a
    name typed, a seat that turns bot, and the count of seats."""
    app, setup = setup_for(game)
    assert dealer_menu(setup) == [tr("setup.random"), tr("setup.you"), "Ana", "Bo", "Cy"]
    assert "random" in tr(f"setup.help.{game}.{FIRST_DEALER}").lower()
    type_name(app, setup, 2, "Zed")
    assert dealer_menu(setup)[3] == "Zed"
    setup.on_choice(f"option:{FIRST_DEALER}", "Zed")
    assert setup.options[FIRST_DEALER] == 2
    setup.on_choice("kind:0", tr("setup.bot_hard"))  # "You" turning bot takes a bot's name
    assert dealer_menu(setup)[1] == setup.names[0] != tr("setup.you")
    setup.on_choice("seats", "3")
    assert dealer_menu(setup) == [tr("setup.random"), setup.names[0], "Ana", "Zed"]
    assert setup.widgets[f"option:{FIRST_DEALER}"].selected_option[0] == "Zed"
    setup.on_choice("seats", "2")
    assert setup.options[FIRST_DEALER] == -1, "a dealer whose seat left goes back to Random"
    setup.clear_ui()


def test_a_name_two_seats_share_says_which_seat_deals():
    app, setup = setup_for("sting", seats=3)
    type_name(app, setup, 2, "Ana")
    menu = dealer_menu(setup)
    assert len(set(menu)) == len(menu), menu
    assert menu[3] == tr("setup.dealer_seat", name="Ana", number=3)
    setup.clear_ui()


def test_the_dealer_chosen_by_name_deals_first():
    """ST-3: the seat chosen by its name is the game's first dealer."""
    app, setup = setup_for("sting", seats=3)
    setup.on_choice(f"option:{FIRST_DEALER}", "Bo")
    setup.start()
    assert app.stack.top.controller.observe(0).dealer == 2


def hover(app, setup, key):
    pygame.event.post(
        pygame.event.Event(
            pygame.MOUSEMOTION, pos=setup.rows[key].center, rel=(0, 0), buttons=(0, 0, 0)
        )
    )
    pump(app, 2)
    return setup.options_help()


def test_st14_open_hands_and_show_bot_hands_are_told_apart():
    """Sting's Open hands is a rule for the whole table (ST-14); Show bot hands is a
    practice aid that only shows you the bots' cards. Each explains itself on hover."""
    app, setup = setup_for("sting")
    [(show_label, show_help)] = hover(app, setup, "open_hands")
    [(open_label, open_help)] = hover(app, setup, "option:open_hands")
    assert show_label == tr("setup.open_hands")
    assert open_label == tr("setup.option.sting.open_hands")
    assert "only you" in show_help and "rules" in show_help
    assert "every hand" in open_help and "(ST-14)" in open_help
    setup.clear_ui()


@pytest.mark.parametrize("game", ["crowns", "rumski"])
def test_one_or_two_options_line_up_with_the_rows_above(game):
    """A game with few options shows them under the general rows: the first option's
    label and field start where the general labels and fields do."""
    app, setup = setup_for(game)
    (general_label, general_field), *_ = setup.form.general
    option_label, option_field = setup.form.options[0]
    assert option_label.x == general_label.x and option_field.x == general_field.x
    assert setup.form.help.x == general_label.x
    setup.clear_ui()
