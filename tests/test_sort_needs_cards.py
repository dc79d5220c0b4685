"""The Sort buttons are enabled only while the hand holds cards to sort: Crowns' stayed
enabled with every card moved out of the hand into melds (play-testing), as Sting's
did; Rumski's already followed its hand. One home: `TableHand.can_sort`."""

import pytest
from scene_driver import make_app, pump, pump_until, you_and_bots

from game.controller import Controller
from game.scenes.table import TableScene

SORT_BUTTONS = {"crowns": ("sort_suit", "sort_rank"), "sting": ("sort",), "rumski": ("sort",)}


@pytest.mark.parametrize("game", ["crowns", "sting", "rumski"])
def test_sort_is_disabled_while_the_hand_is_empty(game):
    app = make_app((1280, 800))
    table = TableScene(app, Controller(game, you_and_bots(1), 4, {}, speed="instant"))
    app.stack.push(table)
    try:
        pump_until(app, lambda: table.ready() and bool(table.hand_sprites))
        pump(app, 2)
        keys = SORT_BUTTONS[game]
        assert all(table.buttons[key].is_enabled for key in keys), "cards to sort"
        cards = list(table.hand_sprites)
        table.stage(cards, len(table.staged))  # every card out of the hand, into a meld
        pump(app, 2)
        assert not table.hand_sprites
        assert not any(table.buttons[key].is_enabled for key in keys), "nothing to sort"
        table.unstage(cards)
        pump(app, 2)
        assert all(table.buttons[key].is_enabled for key in keys), "the cards are back"
    finally:
        table.close()
