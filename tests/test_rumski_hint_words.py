"""A Rumski hint names cards as the player calls them (issue 18 trial): "play the blue 5
to the Community", "discard the yellow 11" — as the move log and the hint's own reason
do — never in the rules' notation ("B5", "Y11")."""

import re
from types import SimpleNamespace

from game.rules import rumski
from game.scenes.rumski.table import RumskiTableScene

NOTATION = re.compile(r"\b[A-Z]\d{1,2}\b|\bW\b")  # RU-2's card codes: B5, Y11, W


def words(action, community=()):
    table = SimpleNamespace(observation=SimpleNamespace(community=community))
    return RumskiTableScene.describe_action(table, action)


def test_a_hinted_play_names_its_cards_in_words():
    b5, p6, y7 = rumski.parse_cards("B5 P6 Y7")
    before = (tuple(rumski.parse_cards("G5 R5 W")),)
    played = words(rumski.PlayCommunity(0, (*before, (b5, p6, y7))), before)
    assert not NOTATION.search(played), played
    assert "blue 5" in played and "purple 6" in played and "yellow 7" in played


def test_a_hinted_discard_names_its_card_in_words():
    said = words(rumski.Discard(0, rumski.parse_card("Y11")))
    assert not NOTATION.search(said), said
    assert "yellow 11" in said
