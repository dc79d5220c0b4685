"""Words the screens ask for by an id rather than a written key (issue 7): a game's
title, a bot level, a setting's label and choices, a language's name. tests/test_text.py
checks every key written out in a `tr(...)` call; these families are checked here, one
key per id the app can meet."""

import pytest

from game import rules
from game.bots import LEVELS
from game.rules import crowns, rumski, sting
from game.scenes.settings import shown
from game.scenes.setup import default_names, kind_labels
from game.scenes.stats import seat_label
from game.store import SETTINGS
from game.store.saves import level_words
from game.text import game_name
from game.text.en import TEXT


@pytest.mark.parametrize("game", rules.GAME_NAMES)
def test_every_game_has_a_title(game):
    assert f"games.{game}" in TEXT
    assert game_name(game) == TEXT[f"games.{game}"]


@pytest.mark.parametrize("level", LEVELS)
def test_every_bot_level_has_its_words(level):
    assert f"store.level_{level}" in TEXT and f"stats.bots_{level}" in TEXT
    assert level_words(level) == TEXT[f"store.level_{level}"]
    assert seat_label(f"bot:{level}") == TEXT[f"stats.bots_{level}"]


@pytest.mark.parametrize("key", SETTINGS)
def test_every_setting_has_a_label_and_every_choice_its_words(key):
    setting = SETTINGS[key]
    assert setting.label == TEXT[f"settings.label_{key}"]
    if key == "language":  # named in themselves: tests/test_language_setting.py
        return
    if not setting.row:  # kept, never offered as a row (New game's seats: its own words)
        return
    for choice in setting.choices or ():
        wanted = f"settings.choice_{choice.replace('-', '_')}"
        assert wanted in TEXT, f"{key}: the choice {choice!r} has no words ({wanted})"
        assert shown(setting, choice) == TEXT[wanted]


def test_the_setup_names_every_seat_a_game_allows():
    most = max(max(module.SEATS) for module in (crowns, sting, rumski))
    names = default_names()
    assert len(names) >= most and len(set(names)) == len(names), names
    assert names[0] == TEXT["setup.you"] and all(name.strip() == name for name in names)
    assert set(kind_labels()) == {"human", "easy", "medium", "hard", "expert"}


def test_new_game_names_the_bot_speeds_as_the_settings_name_speeds():
    """One set of words for the speeds: New game's "Bot speed" menu offers "Fast" as the
    settings do, not a lower-case "fast" beside "Yes", "Random" and "Human"."""
    from game.scenes.setup import SPEEDS, speed_labels

    speeds = SETTINGS["animation_speed"]
    assert set(SPEEDS) <= set(speeds.choices)
    assert speed_labels() == {speed: shown(speeds, speed) for speed in SPEEDS}


@pytest.mark.parametrize("unit", ["hand", "round"])
def test_the_summary_names_each_games_deal_in_words(unit):
    """A game's deal is a hand (Crowns) or a round (Sting, Rumski): the summary's button
    and its score column say it through the catalogue (the English id reached a German
    summary as 'Nächste round')."""
    assert f"summary.next_{unit}" in TEXT and f"summary.score_{unit}" in TEXT
