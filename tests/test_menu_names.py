"""Issue 18 item 20: the main menu does not offer one page twice under two names. "Learn
to play" (the guided lessons) and the rules page have names with no word in common, and
the rules page is called the same on the main menu and the pause menu."""

from game.scenes import destinations, menu, pause
from game.text import tr


def words(label: str) -> set[str]:
    return set(label.lower().split())


def test_learn_to_play_and_the_rules_page_are_not_named_alike():
    labels = menu.labels()
    assert menu.SCENES["learn"] != menu.SCENES["rules"]
    assert not words(labels["learn"]) & words(labels["rules"]), labels


def test_the_rules_page_has_one_name_on_every_menu():
    assert menu.labels()["rules"] == tr("pause.rules")
    assert destinations.SCENES[menu.SCENES["rules"]] == "game.scenes.rules:RulesScene"
    opened = [key for key in dict(pause.ENTRIES) if key == "rules"]
    assert opened == ["rules"]
