"""Sting's Pass-A-Pile and Take-It-Back as a newcomer meets them (issue 18 item 15): the
pass is found by what a player tries first — a PP dropped on your meld, your meld dragged
onto a player (ST-5e); the Tray says what it is on hover (ST-5d); Take it back is offered
only when you hold a Take-It-Back card, except at a shared screen, where the receiver is
always asked (ST-5f ruling); the question names who sent the meld and by which card, and
covers neither pile."""

import pygame
from scene_driver import drag, pump, settle
from test_table_sting import find_position, open_table

from game.rules import sting
from game.text import tr


def a_pass_to_a_bot(observation, state):
    """A PP may pass a meld of seat 0's to seat 1 now; `tb`: whether seat 0 holds a TB."""
    for action in sting.legal_actions(observation):
        if isinstance(action, sting.PassAPile) and action.to_seat == 1:
            return action
    return None


def test_st5e_a_pp_dropped_on_your_meld_passes_that_meld():
    seed, actions, passing = find_position(a_pass_to_a_bot)
    app, table = open_table(seed, actions)
    try:
        pp = next(s for s in table.hand_sprites if s.card.face == "PP")
        drag(app, pp.rect.center, table.places[passing.meld_id].rect.center)
        settle(app, table)
        assert table.passing == passing.meld_id  # the meld is chosen: now the player
        assert table.message == tr("sting.pass_pick_player")
        area = table.areas[1].center
        post_click(app, area)
        observation = table.controller.observe(0)
        assert observation.melds[passing.meld_id].owner == 1
        assert observation.discard_pile[-1].face == "PP"
    finally:
        table.close()


def test_st5e_your_meld_dragged_onto_a_player_is_passed_to_them():
    seed, actions, passing = find_position(a_pass_to_a_bot)
    app, table = open_table(seed, actions)
    try:
        start = table.places[passing.meld_id].rect.center
        pump(app, 2)
        drag(app, start, table.areas[1].center)
        settle(app, table)
        observation = table.controller.observe(0)
        assert observation.melds[passing.meld_id].owner == 1
        assert observation.discard_pile[-1].face == "PP"
        assert table.passing is None
    finally:
        table.close()


def test_st5d_the_tray_explains_itself_on_hover():
    seed, actions, _ = find_position(a_pass_to_a_bot)
    app, table = open_table(seed, actions)
    try:
        table.on_motion(table.tray_rect.center)
        assert table.hover_tray is not None
        surface = pygame.Surface(table.layout.size)
        assert table.painter.draw_help(surface, table.observation) is not None
        table.on_motion((2, 2))
        assert table.hover_tray is None
    finally:
        table.close()


def post_click(app, pos):
    from scene_driver import post

    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
    pump(app, 3)
    settle(app, app.stack.top)


def a_pass_from_a_bot(holding_tb):
    """Seat 1 (a bot) may pass seat 0 a meld, seat 0 holding a TB or not."""

    def wanted(state):
        if state.to_act != 1 or state.observe(1).phase != sting.PLAY:
            return None
        if any(c.face == "TB" for c in state.hands[0]) != holding_tb:
            return None
        for action in sting.legal_actions(state.observe(1)):
            if isinstance(action, sting.PassAPile) and action.to_seat == 0:
                return action
        return None

    return wanted


def asked_table(holding_tb, humans=1):
    """A table where seat 0 has just been passed a meld by seat 1 (ST-5f)."""
    import random

    for seed in range(3000):
        state = sting.new_game(2, seed, {"first_dealer": 1})
        rng = random.Random(seed)
        for _ in range(400):
            if state.is_over:
                break
            action = a_pass_from_a_bot(holding_tb)(state)
            if action is not None:
                state.apply(action)
                app, table = open_table(seed, list(state.actions), humans=humans)
                return app, table
            state.apply(sting.random_action(state.observe(state.to_act), rng))
    raise AssertionError("no such position in the seeds tried")


def test_st5f_take_it_back_is_offered_only_to_a_holder_of_a_tb():
    app, table = asked_table(holding_tb=False)
    try:
        pump(app, 3)
        assert table.observation.phase == sting.TAKE_BACK and table.my_turn
        assert not table.answer_buttons["take_back"].visible
        assert table.answer_buttons["keep"].visible
        assert table.answer_box().contains(table.answer_buttons["keep"].rect)
    finally:
        table.close()
    app, table = asked_table(holding_tb=True)
    try:
        pump(app, 3)
        assert table.answer_buttons["take_back"].visible
        assert table.answer_buttons["keep"].visible
    finally:
        table.close()


def test_st5f_the_question_names_the_card_and_covers_neither_pile():
    from game.ui.sting.view import take_back_title

    assert "Pass-A-Pile" in take_back_title("Bo", 6, 1)
    sent_back = take_back_title("Bo", 6, 2)
    assert "Bo" in sent_back and "Take-It-Back" in sent_back and "back" in sent_back
    for size in ((1024, 640), (1280, 800), (1920, 1080)):
        from test_sting_table_polish import open_at

        app, table = open_at(3, [], {}, 2, size)
        try:
            table.place_table()
            box = table.answer_box()
            layout = table.layout
            assert not box.colliderect(layout.discard_rect), size
            assert not box.colliderect(layout.stock_rect), size
            assert box.right <= layout.size[0] and not box.colliderect(table.log_rect), size
        finally:
            table.close()
