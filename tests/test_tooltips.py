"""Tooltips (issue 18, item 10): a special card's help belongs to what is under the
pointer now, sits near the pointer (kept on the window), keeps off the message strip,
and is never drawn over anything modal (the quick reference, a scene over the table)."""

import random

import pygame
from scene_driver import post, pump, settle
from test_table_sting import find_position, open_table

from game.rules import sting
from game.scenes.pause import PauseScene
from game.ui import tooltip


def a_special(observation, state):
    return sum(1 for card in observation.hand if card.face) == 1 and len(observation.hand) > 4


def hover(app, table, pos):
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    pump(app, 30)


def special_sprite(table):
    return next(s for s in table.hand_sprites if s.card.face)


def test_the_help_follows_the_card_under_a_still_pointer():
    seed, actions, _ = find_position(a_special)
    app, table = open_table(seed, actions)
    try:
        sprite = special_sprite(table)
        pointer = sprite.rect.move(0, 12).center
        hover(app, table, pointer)
        assert table.hover_card is not None and table.hover_card[0] == sprite.card
        table.hand_sprites.remove(sprite)  # the hand lays out again under the pointer
        table.hand_sprites.insert(0 if table.hand_sprites[0] is not sprite else 1, sprite)
        table.relayout()
        settle(app, table)
        pump(app, 2)
        under = table.sprite_at(pointer)
        assert under is not sprite  # another card lies under the pointer now
        shown = table.hover_card[0] if table.hover_card else None
        assert shown == (under.card if under is not None and under.card.face else None)
    finally:
        table.close()


def test_the_help_sits_near_the_pointer_and_on_the_window():
    seed, actions, _ = find_position(a_special)
    app, table = open_table(seed, actions)
    try:
        sprite = special_sprite(table)
        for pointer in (
            sprite.rect.move(0, 12).center,
            (sprite.rect.x + 4, sprite.rect.bottom - 8),
        ):
            hover(app, table, pointer)
            tip = table.painter.help_rect
            assert tip is not None
            assert pygame.Rect((0, 0), table.layout.size).contains(tip)
            width = table.layout.size[0]
            assert (
                abs(tip.left - pointer[0]) < width // 4 and abs(tip.right - pointer[0]) < width // 4
            )
            assert 0 < pointer[1] - tip.bottom <= sprite.rect.height + table.layout.hover_lift
    finally:
        table.close()


def test_a_tip_keeps_off_what_it_must_leave_clear():
    bounds = pygame.Rect(0, 0, 800, 600)
    strip = pygame.Rect(100, 380, 600, 40)
    rect = tooltip.place((200, 30), (400, 430), 16, bounds, [strip], top=425)
    assert not rect.colliderect(strip) and not rect.collidepoint((400, 430))
    assert bounds.contains(rect) and rect.top > 430  # below the pointer, clear of the arrow
    rect = tooltip.place((200, 30), (400, 500), 16, bounds, [strip], top=470)
    assert rect.bottom < 470 and rect.centerx == 400  # just above the card, on the pointer


def test_the_help_keeps_off_the_message_strip():
    seed, actions, _ = find_position(a_special)
    app, table = open_table(seed, actions)
    try:
        sprite = special_sprite(table)
        table.say("A message long enough to run along the whole strip over the hand " * 2)
        pump(app, 2)
        strip = table.painter.message_rect
        pointer = (sprite.rect.centerx, strip.bottom + 6)
        table.hover_card = (sprite.card, pointer, sprite.rect.top)
        table.pointer = None  # as the keyboard shows it: no pointer to follow
        tip = table.painter.draw_help(pygame.display.get_surface(), table.observation)
        assert tip is not None and not tip.colliderect(strip)
    finally:
        table.close()


def test_no_help_over_the_quick_reference_or_a_scene_on_the_table():
    seed, actions, _ = find_position(a_special)
    app, table = open_table(seed, actions)
    try:
        sprite = special_sprite(table)
        pointer = sprite.rect.move(0, 12).center
        hover(app, table, pointer)
        assert table.painter.help_rect is not None
        post(pygame.KEYDOWN, key=pygame.K_q, mod=0, unicode="q")
        pump(app, 3)
        assert table.show_reference and table.painter.help_rect is None
        post(pygame.KEYDOWN, key=pygame.K_q, mod=0, unicode="q")
        pump(app, 3)
        hover(app, table, pointer)
        assert table.painter.help_rect is not None
        app.stack.push(PauseScene(app, table))
        pump(app, 3)
        assert table.painter.help_rect is None
    finally:
        table.close()


def test_the_help_is_drawn_over_a_hint_lighting_its_card():
    """A hint lights the hovered card with a gold glow and ring; the card's help is the
    pointer's and stays whole over them (the trial saw the ring cross its words)."""
    from game.rules import sting

    seed, actions, _ = find_position(a_special)
    app, table = open_table(seed, actions)
    try:
        sprite = special_sprite(table)
        hover(app, table, sprite.rect.move(0, 12).center)

        def tip_pixels(hint):
            table.hint = hint
            surface = pygame.Surface(table.layout.size)
            table.draw(surface)
            tip = table.painter.help_rect
            assert tip is not None
            inside = tip.inflate(-2 * (tip.height // 3), 0)  # clear of the round corners
            return pygame.image.tobytes(surface.subsurface(inside), "RGB")

        plain = tip_pixels(None)
        lit = (table.controller.version, sting.Discard(table.viewer, sprite.card), "")
        assert tip_pixels(lit) == plain
    finally:
        table.close()


def test_a_tip_with_no_room_above_or_below_slides_clear_sideways():
    """Issue 18, new-user trial: the discard pile's Pass-A-Pile help lay over the Keep-it
    question beside the pile, which both above and below the pointer reached."""
    bounds = pygame.Rect(0, 0, 1280, 800)
    question = pygame.Rect(767, 240, 493, 179)  # right of the pile, higher than its top
    pointer = (669, 261)
    rect = tooltip.place((359, 52), pointer, 16, bounds, [question], top=250)
    assert not rect.colliderect(question) and not rect.collidepoint(pointer)
    assert bounds.contains(rect) and rect.right < question.left


def passed_to_you(tries=300):
    """(seed, actions) of a seeded random two-seat game stopped where a meld was passed
    to you (seat 0) and the Take-It-Back question is yours, a PP on the pile."""
    for seed in range(tries):
        state = sting.new_game(2, seed, {"first_dealer": 1})
        rng = random.Random(seed)
        for _ in range(400):
            if state.is_over:
                break
            seen = state.observe(state.to_act)
            top = seen.top_discard
            if seen.seat == 0 and seen.phase == "take_back" and getattr(top, "face", "") == "PP":
                return seed, list(state.actions)
            state.apply(sting.random_action(seen, rng))
    raise AssertionError("no pass to seat 0 in the seeds tried")


def test_the_piles_help_keeps_off_the_take_it_back_question():
    seed, actions = passed_to_you()
    app, table = open_table(seed, actions)
    try:
        box = table.answer_box()
        pile = table.layout.discard_rect
        for fx, fy in ((0.1, 0.1), (0.5, 0.5), (0.9, 0.9)):
            hover(app, table, (int(pile.x + pile.w * fx), int(pile.y + pile.h * fy)))
            tip = table.painter.help_rect
            assert tip is not None and not tip.colliderect(box)
    finally:
        table.close()


def a_wild_in_a_meld(observation, state):
    return any(meld.layout.stands_for for meld in observation.melds.values()) and any(
        not card.face for card in observation.hand
    )


def test_the_help_names_the_card_swapped_into_a_meld_not_the_wild_it_freed():
    """ST-5d: while a freed wild waits in the tray, the meld shows the hand card swapped
    in; the pointer over it must not still explain the wild (new-user trial: 'Wild Sting:
    stands for any numbered card' over the blue 2 just swapped in)."""
    seed, actions, _ = find_position(a_wild_in_a_meld)
    app, table = open_table(seed, actions)
    try:
        table.place_table()
        meld_id, position = next(
            (meld_id, index)
            for meld_id, meld in table.observation.melds.items()
            for index, _ in meld.layout.stands_for
            if meld_id in table.places
        )
        assert table.melds[meld_id][1][position].face  # a wild lies there now
        plain = next(s for s in table.hand_sprites if not s.card.face)
        table.start_swap(meld_id, position, plain)
        settle(app, table)
        table.place_table()
        pointer = table.places[meld_id].cards[position].move(2, 4).topleft
        hover(app, table, pointer)
        assert table.hover_card is None  # a plain numbered card has no help to show
    finally:
        table.close()
