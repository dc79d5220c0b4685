"""The Sting table as a player expects it: words about your own move go when your turn
ends (ST-6 ends the turn), the quick reference hides no opponent, open hands (ST-14) at
4:3 keep the melds and their costs readable (ST-10), and the move log names cards in
words."""

from scene_driver import drag, pump, settle
from test_table_sting import a_lay, find_position, open_table

from game.rules import sting
from game.rules.sting.words import meld_words
from game.scenes.table import MESSAGE_SECONDS
from game.scenes.table_sting import StingTable


def test_st6_words_about_your_own_move_fade_when_your_turn_ends():
    seed, actions, lay = find_position(a_lay)
    app, table = open_table(seed, actions)
    try:
        card = table.hand_sprites[0]
        drag(app, card.rect.center, table.areas[0].center)  # refused: your own area
        settle(app, table)
        assert table.message_bad and table.message_left > 1.0
        card = table.hand_sprites[0]
        drag(app, card.rect.center, table.layout.discard_rect.center)  # ST-6 ends the turn
        assert not table.my_turn or table.observation.phase != sting.PLAY
        pump(app, 30)  # half a second: well under the message's own time
        assert MESSAGE_SECONDS > 1.0
        assert table.message_left <= 0
    finally:
        table.close()


def test_words_said_on_an_opponents_turn_keep_their_time():
    seed, actions, lay = find_position(a_lay)
    app, table = open_table(seed, actions)
    try:
        card = table.hand_sprites[0]
        drag(app, card.rect.center, table.layout.discard_rect.center)
        table.controller.speed = "slow"  # the opponent's turn lasts while we look
        assert not table.my_turn
        table.say("P1 went out!")
        pump(app, 30)
        assert table.message_left > 1.0
    finally:
        table.close()


def test_the_move_log_names_melds_and_cards_in_words():
    cards = sting.parse_cards
    adapter = StingTable()
    names = ("You", "Bo", "Cy").__getitem__
    laid = sting.MeldLaid(1, 4, 2, tuple(cards("R3 R4 R5")), tuple(cards("R3 R4 R5")), None)
    assert adapter.describe(laid, names) == "Bo laid red 3-4-5 in front of Cy"
    added = sting.MeldExtended(2, 4, 0, tuple(cards("W2")), tuple(cards("R3 R4 R5 W2")), (), None)
    assert adapter.describe(added, names) == "Cy added the Double Sting to your red 3-4-5"
    thrown = sting.Discarded(1, cards("PP")[0])
    assert adapter.describe(thrown, names) == "Bo discarded the Pass-A-Pile"


def test_st7_st8_a_meld_in_words_says_its_kind_and_its_wilds():
    cards = sting.parse_cards
    assert meld_words(cards("Y10 Y9 Y8")) == "yellow 8-9-10"
    assert meld_words(cards("W R4 R5")) == "red 3-4-5 with a Wild Sting"
    assert meld_words(cards("B2 W2 B4 B5 B6 B7")) == "blue 2 to 7 with a Double Sting"
    assert meld_words(cards("R7 B7 W W")) == "four 7s with two Wild Stings"
    assert meld_words(cards("R3 G9 WS")) == "red 3, green 9, Super Sting"  # no meld
