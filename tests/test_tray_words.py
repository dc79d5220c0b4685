"""The tray's words say what is in it (issue 18's leftovers: an empty tray said "Must
play" when nothing in it had to be played). Sting (ST-5d): "Must play" only over the
freed wild waiting in the tray — with that wild staged in the New meld slot the empty
tray says its name. Rumski (RU-8): a wild of your own hand dropped alone on "+ new meld"
may go back to your hand: the tray says it is not a meld yet, not "Must play"; and one
card dropped on "+ new meld" says why it is not a meld (RU-4)."""

import pygame
from scene_driver import drag, pump, settle
from test_sting_swap_cancel import key, swap_begun_with_the_wild_staged
from test_table_rumski import find_where, table_at
from test_table_sting import a_swap, find_position, open_table

from game.rules import rumski
from game.text import tr
from game.ui import hud
from game.ui.sting import view as sting_view


def words_drawn_in(app, table, rect, monkeypatch):
    """Every label and chip drawn inside `rect` in one frame of the table."""
    drawn = []

    def label(surface, words, px, centre, *rest, **named):
        if rect.collidepoint(centre):
            drawn.append(words)
        return real_label(surface, words, px, centre, *rest, **named)

    def chip(surface, words, raised, corner, px, *within):
        spot = real_chip(surface, words, raised, corner, px, *within)
        if rect.colliderect(spot):
            drawn.append(words)
        return spot

    real_label, real_chip = hud.draw_label, sting_view.draw_chip
    monkeypatch.setattr(hud, "draw_label", label)
    monkeypatch.setattr(sting_view, "draw_chip", chip)
    table.painter.layer = None  # the still layer drawn afresh too
    table.painter.draw(pygame.Surface(app.screen.get_size()))
    monkeypatch.undo()
    return drawn


def test_st5d_the_empty_tray_says_its_name_while_its_wild_is_staged(monkeypatch):
    seed, actions, swap = find_position(a_swap, tries=1500)
    app, table = open_table(seed, actions)
    try:
        swap_begun_with_the_wild_staged(app, table, swap)  # the tray left empty
        words = words_drawn_in(app, table, table.tray_rect, monkeypatch)
        assert tr("table.must_play") not in words
        assert tr("sting.tray") in words
        key(app, pygame.K_BACKSPACE)  # the freed wild back in the tray: it must be played
        settle(app, table)
        assert table.tray is not None
        assert tr("table.must_play") in words_drawn_in(app, table, table.tray_rect, monkeypatch)
    finally:
        table.close()


def test_ru8_your_own_wild_alone_in_the_tray_is_not_a_must_play(monkeypatch):
    def wild_in_hand(observation):
        return (
            observation.phase == rumski.PLAY
            and observation.opened[0]
            and not observation.staged
            and any(card.is_wild for card in observation.hand)
            and not observation.wilds_to_place
        )

    seed, actions = find_where(wild_in_hand)
    app, table = table_at(seed, actions)
    try:
        settle(app, table)
        wild = next(s for s in table.hand_sprites if s.card.is_wild)
        drag(app, wild.rect.center, table.slot_rect.center)
        settle(app, table)
        pump(app, 5)
        assert table.tray_rect is not None  # the wild waits there, alone
        assert table.message == tr("rumski.one_card_wild")  # and the player is told why
        words = words_drawn_in(app, table, table.tray_rect, monkeypatch)
        assert tr("table.must_play") not in words
        assert tr("rumski.tray_not_a_meld") in words
    finally:
        table.close()


def test_ru4_one_card_dropped_on_new_meld_says_it_is_not_a_meld():
    """RU-4: a meld has 3 or more cards. One hand card dropped on "+ new meld" lies there
    alone, and the player is told why it is not a meld yet (not left to guess)."""

    def opened(observation):
        return observation.phase == rumski.PLAY and observation.opened[0] and not observation.staged

    seed, actions = find_where(opened)
    app, table = table_at(seed, actions)
    try:
        settle(app, table)
        card = next(s for s in table.hand_sprites if not s.card.is_wild)
        grip = (card.rect.x + 6, card.rect.y + card.rect.h // 3)  # its uncovered strip
        drag(app, grip, table.slot_rect.center)
        settle(app, table)
        assert [card.card] in [list(meld) for meld in table.observation.community]
        assert table.message == tr("rumski.one_card_meld")
    finally:
        table.close()
