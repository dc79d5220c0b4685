"""Issue 18 item 7: until your turn ends, a card you played from your hand this turn can
be dragged back to your hand (RU-8 and RU-7 bind when the turn ends, RU-10: the turn is
one transaction), and Ctrl+Z undoes your last change to the Community this turn. A card
that was in the Community when the turn began still stays there."""

from collections import Counter

import pygame
from scene_driver import drag, settle
from test_table_rumski import key, open_table

from game.rules import rumski
from game.text import tr


def cards(community):
    return Counter(card for meld in community for card in meld)


def play_to_meld(app, table, sprite, meld):
    """Drag a hand card onto the right end of Community meld `meld`."""
    target = table.places[meld].rect
    card = sprite.card
    left_strip = (sprite.rect.x + 6, sprite.rect.y + sprite.rect.h // 3)  # never covered
    drag(app, left_strip, (target.right - 3, target.centery))
    settle(app, table)
    assert card in table.observation.staged
    return card


def community_spot(table, card, meld):
    """The centre of `card` as drawn in Community meld `meld` (its last copy there)."""
    index = max(k for k, shown in enumerate(table.shown[meld]) if shown == card)
    return table.places[meld].cards[index].center


def test_ru10_a_card_played_this_turn_drags_back_to_the_hand():
    app, table, actions = open_table()
    try:
        at_draw = table.observation.community
        card = play_to_meld(app, table, table.hand_sprites[0], 0)
        drag(app, community_spot(table, card, 0), table.layout.hand_rect.center)
        settle(app, table)
        observation = table.observation
        assert observation.staged == () and card in observation.hand
        assert cards(observation.community) == cards(at_draw)
        assert isinstance(table.controller.record().actions[-1], rumski.PlayCommunity)
        assert card in [sprite.card for sprite in table.hand_sprites]
    finally:
        table.close()


def test_ru7_a_card_that_began_the_turn_in_the_community_stays():
    app, table, actions = open_table()
    try:
        at_draw = table.observation.community
        spot = table.places[0].cards[0].center
        drag(app, spot, table.layout.hand_rect.center)
        settle(app, table)
        assert table.controller.record().actions == actions  # nothing sent
        assert cards(table.observation.community) == cards(at_draw)
        assert table.message == tr("rumski.community_stays")
    finally:
        table.close()


def test_ru10_ctrl_z_undoes_the_last_change_this_turn_step_by_step():
    app, table, actions = open_table()
    try:
        at_draw = table.observation.community
        first = play_to_meld(app, table, table.hand_sprites[0], 0)
        after_first = table.observation.community
        second = play_to_meld(app, table, table.hand_sprites[0], len(table.places) - 1)
        assert Counter(table.observation.staged) == Counter([first, second])
        key(app, pygame.K_z, pygame.KMOD_CTRL)
        settle(app, table)
        assert table.observation.community == after_first
        assert table.observation.staged == (first,) and table.message == tr("rumski.undone")
        key(app, pygame.K_z, pygame.KMOD_LCTRL)
        settle(app, table)
        assert cards(table.observation.community) == cards(at_draw)
        assert table.observation.staged == ()
        key(app, pygame.K_z, pygame.KMOD_CTRL)
        assert table.message == tr("rumski.nothing_to_undo")
        assert Counter(s.card for s in table.hand_sprites) == Counter(table.observation.hand)
    finally:
        table.close()
