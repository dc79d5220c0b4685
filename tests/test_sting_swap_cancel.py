"""Issue 18 item 5: a cancelled substitution leaves no ghost wild. The wild freed by
dropping a numbered card on it (ST-5d) is dragged into the staging slot beside cards
staged from the hand; Esc cancels — the wild is back in its meld, and nowhere else is it
drawn: not in the staging slot, the tray or (after Backspace) the hand."""

from collections import Counter

import pygame
from scene_driver import drag, post, pump, settle
from test_table_sting import a_swap, find_position, open_table, sprite_of

from game.rules import sting


def key(app, which):
    post(pygame.KEYDOWN, key=which, mod=0, unicode="", scancode=0)
    post(pygame.KEYUP, key=which, mod=0, unicode="", scancode=0)
    pump(app, 2)


def drawn_cards(table):
    """Every card the table draws below the melds: hand, staging slot and tray."""
    staged = [s.card for group in table.staged for s in group]
    tray = [table.tray.card] if table.tray is not None else []
    return [s.card for s in table.hand_sprites] + staged + tray


def swap_begun_with_the_wild_staged(app, table, swap):
    """The numbered card dropped on the wild, another hand card staged, the freed wild
    dragged from the tray into the staging slot."""
    place = table.places[swap.meld_id]
    drag(app, sprite_of(table, swap.card).rect.center, place.cards[swap.position].center)
    settle(app, table)
    assert table.tray is not None and sting.is_wild(table.tray.card)
    other = next(s for s in table.hand_sprites if s.card != swap.card)
    drag(app, other.rect.center, table.stage_rect.center)
    settle(app, table)
    drag(app, table.tray.rect.center, table.stage_rect.center)
    settle(app, table)
    assert table.tray is None and any(table.is_freed(s) for s in table.staged_group())


def test_st5d_esc_after_staging_the_freed_wild_leaves_no_ghost():
    seed, actions, swap = find_position(a_swap, tries=1500)
    app, table = open_table(seed, actions)
    try:
        swap_begun_with_the_wild_staged(app, table, swap)
        key(app, pygame.K_ESCAPE)
        settle(app, table)
        assert table.swap is None and table.tray is None
        hand = Counter(map(str, table.observation.hand))
        assert Counter(map(str, drawn_cards(table))) == hand  # the engine's hand, no wild
        key(app, pygame.K_BACKSPACE)  # the staging slot back to the hand
        settle(app, table)
        assert Counter(str(s.card) for s in table.hand_sprites) == hand
        assert table.controller.record().actions == actions  # nothing was played
    finally:
        table.close()


def test_st5d_backspace_during_a_substitution_puts_the_freed_wild_back_in_the_tray():
    seed, actions, swap = find_position(a_swap, tries=1500)
    app, table = open_table(seed, actions)
    try:
        swap_begun_with_the_wild_staged(app, table, swap)
        key(app, pygame.K_BACKSPACE)
        settle(app, table)
        assert table.tray is not None and table.is_freed(table.tray)  # still to be played
        assert not any(table.is_freed(s) for s in table.hand_sprites)
        assert table.swap is not None
    finally:
        table.close()
