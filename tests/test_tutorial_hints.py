"""Issue 10 hints that teach: the Hint button lights the medium bot's cards and where
they go, and says why (CR-7 draw, CR-8 discard, CR-11 going out; ST and RU actions)."""

import pygame
from scene_driver import click, pump, pump_until, settle, table_app, you_and_bots

from game.rules import crowns, rumski, sting
from game.ui.hints import marks


def press_hint(app, table):
    table.hint = None
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0))
    pump_until(app, lambda: table.hint is not None)
    pump(app, 1)
    return table.hint_rects()


def test_hint_lights_the_pile_then_the_card_to_throw_and_says_why():
    app, table = table_app(you_and_bots(1), seed=11)
    try:
        pump_until(app, lambda: table.my_turn and table.ready())
        settle(app, table)
        lit, rings = press_hint(app, table)
        action = table.hint[1]
        assert isinstance(action, crowns.Draw)
        pile = table.layout.stock_rect if action.source == "stock" else table.layout.discard_rect
        assert rings == [pile] and "Hint:" in table.message and table.hint[2] in table.message
        click(app, table.layout.stock_rect.center)
        settle(app, table)
        assert table.hint_rects() == ([], []), "a hint goes out once the game moves on"
        lit, rings = press_hint(app, table)
        action = table.hint[1]
        assert lit, "the card to play is lit in the hand"
        assert table.layout.discard_rect in rings
        thrown = action.discard if isinstance(action, crowns.GoOut) else action.card
        assert any(
            sprite.rect == lit[-1] and sprite.card == thrown for sprite in table.hand_sprites
        )
    finally:
        table.close()


def test_marks_read_every_games_moves():
    card = crowns.parse_cards("QS")[0]
    assert marks(crowns.Draw(0, "discard")) == ([], ["discard"])
    assert marks(crowns.Discard(0, card)) == ([card], ["discard"])
    out = crowns.GoOut(0, ((card, card, card),), card)
    assert marks(out) == ([card] * 4, ["meld", "discard"])
    assert marks(sting.Draw(0, 2)) == ([], ["stock"])
    assert marks(sting.PassAPile(0, 3, 2)) == ([], ["meld:3", "seat:2"])
    assert marks(rumski.TakeDiscard(0, whole=True)) == ([], ["discard"])
    assert marks(rumski.Knock(0)) == ([], [])
