"""The Sting table as a player expects it: words about your own move go when your turn
ends (ST-6 ends the turn), the quick reference hides no opponent, open hands (ST-14) at
4:3 keep the melds and their costs readable (ST-10), and the move log names cards in
words."""

from dataclasses import replace

import pygame
from scene_driver import drag, make_app, post, pump, settle
from test_sting_wilds import open_ended_lay
from test_table_sting import a_lay, find_position, open_table, stage

from game.controller import Controller, SeatPlan
from game.rules import sting
from game.rules.sting.words import meld_words
from game.scenes.sting.adapter import StingTable
from game.scenes.table import TableScene
from game.text import tr
from game.ui.hud import READ_LEAST
from game.ui.look import text
from game.ui.sting.reference import place_panel
from game.ui.sting.view import CHIP_CARDS, draw_cost_chip


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
        assert READ_LEAST > 1.0
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
    to_you = replace(laid, to_seat=0, cards=tuple(cards("W R4 R5")))
    assert adapter.describe(to_you, names) == "Bo laid red 3-4-5 with a Wild Sting in front of you"
    added = sting.MeldExtended(2, 4, 0, tuple(cards("W2")), tuple(cards("R3 R4 R5 W2")), (), None)
    assert adapter.describe(added, names) == "Cy added the Double Sting to your red 3-4-5"
    thrown = sting.Discarded(1, cards("PP")[0])
    assert adapter.describe(thrown, names) == "Bo discarded the Pass-A-Pile"


def test_st7_st8_a_meld_in_words_says_its_kind_and_its_wilds():
    cards = sting.parse_cards
    assert str(meld_words(cards("Y10 Y9 Y8"))) == "yellow 8-9-10"
    assert str(meld_words(cards("W R4 R5"))) == "red 3-4-5 with a Wild Sting"
    assert str(meld_words(cards("B2 W2 B4 B5 B6 B7"))) == "blue 2 to 7 with a Double Sting"
    assert str(meld_words(cards("R7 B7 W W"))) == "four 7s with two Wild Stings"
    assert str(meld_words(cards("R3 G9 WS"))) == "red 3, green 9 and Super Sting"  # no meld


def test_st1_quick_reference_hides_no_ones_melds_and_any_click_closes_it():
    seed, actions, lay = find_position(a_lay, seats=4)
    app, table = open_table(seed, actions, seats=4)
    try:
        post(pygame.KEYDOWN, key=pygame.K_q, mod=0, unicode="q")
        pump(app, 2)
        assert table.show_reference
        panel, px = place_panel(table.reference_band, table.layout.font_small)
        assert px >= 10
        for seat, box in table.boxes.items():
            assert not panel.colliderect(box), f"the panel covers seat {seat}'s melds"
        assert not panel.colliderect(table.layout.hand_rect)
        card = table.hand_sprites[0]
        post(pygame.MOUSEBUTTONDOWN, pos=card.rect.center, button=1)
        post(pygame.MOUSEBUTTONUP, pos=card.rect.center, button=1)
        pump(app, 2)
        assert not table.show_reference
        assert not card.selected  # the click only closed the panel
        post(pygame.KEYDOWN, key=pygame.K_q, mod=0, unicode="q")
        post(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="")
        pump(app, 2)
        assert not table.show_reference and app.stack.top is table  # Esc: no menu
    finally:
        table.close()


def test_st1_quick_reference_fits_small_and_large_windows():
    for size in ((1024, 640), (1920, 1080)):
        app, table = open_at(3, [], {}, 6, size)
        try:
            table.command("reference")
            table.place_table()
            panel, px = place_panel(table.reference_band, table.layout.font_small)
            assert table.reference_band.contains(panel), size
            assert px >= 10
            for box in table.boxes.values():
                assert not panel.colliderect(box), size
        finally:
            table.close()


def open_at(seed, actions, options, seats, size):
    """A restored game (`actions`) at a window of `size`, with `options`."""
    app = make_app(size)
    app.autoplay = False
    plans = [SeatPlan("You", "human")]
    plans += [SeatPlan(f"P{i}", "bot", "random") for i in range(1, seats)]
    options = {"first_dealer": seats - 1, **options}
    controller = Controller("sting", plans, seed, options, speed="instant", actions=actions)
    table = TableScene(app, controller)
    app.stack.push(table)
    settle(app, table)
    return app, table


def few_melds_before_most(observation, state):
    """Most opponents have one or two melds in front of them (one row's worth)."""
    owners = [meld.owner for meld in observation.melds.values()]
    few = [seat for seat in range(1, 6) if 1 <= owners.count(seat) <= 2]
    return len(few) >= 3


def test_st14_st10_open_hands_at_4_3_leave_opponents_melds_tall_enough_for_their_cost():
    seed, actions, _ = find_position(few_melds_before_most, seats=6, tries=3000)
    app, table = open_at(seed, actions, {"open_hands": True}, 6, (1024, 768))
    try:
        table.place_table()
        readable = table.layout.font_small * CHIP_CARDS
        checked = 0
        for meld_id, (owner, _) in table.melds.items():
            mine = [m for m, (o, _) in table.melds.items() if o == owner]
            if owner == table.viewer or len(mine) > 2:
                continue  # a crowded panel may shrink its melds further
            checked += 1
            assert table.places[meld_id].rect.h >= readable
        assert checked
        assert table.open_row >= table.layout.font_small * 1.5  # the hands still show
        for seat, box in table.boxes.items():
            if seat != table.viewer:
                assert box.contains(table.areas[seat])
    finally:
        table.close()


def test_st5a_the_staged_meld_is_picked_up_anywhere_in_its_slot():
    seed, actions, lay = find_position(a_lay)
    app, table = open_table(seed, actions)
    try:
        stage(app, table, lay.cards)
        rightmost = max(sprite.rect.right for sprite in table.staged_group())
        empty = (table.stage_rect.right - 4, table.stage_rect.bottom - 4)
        assert empty[0] > rightmost  # a part of the slot with no card on it
        drag(app, empty, table.areas[lay.to_seat].center)
        settle(app, table)
        done = table.controller.record().actions[len(actions)]
        assert isinstance(done, sting.LayMeld) and sorted(map(str, done.cards)) == sorted(
            map(str, lay.cards)
        )
    finally:
        table.close()


def test_st5a_ruling_the_wild_chooser_covers_no_opponent_nor_the_message_strip():
    seed, actions, lay = find_position(open_ended_lay, tries=3000)
    app, table = open_at(seed, actions, {}, 2, (1024, 640))
    try:
        stage(app, table, lay.cards)
        drag(app, table.stage_rect.center, table.areas[1].center)
        settle(app, table)
        box = table.chooser.box
        assert not box.colliderect(table.boxes[1])
        assert box.bottom <= table.layout.message_centre[1] - table.layout.font_body // 2
        assert table.message_left <= 0  # the chooser asks; no strip repeats it
    finally:
        table.close()


def test_st10_a_narrow_melds_chip_keeps_only_its_multiplier():
    make_app((640, 400))  # fonts need pygame set up
    cards = sting.parse_cards

    def drawn(meld, room):
        surface = pygame.Surface((200, 60))
        surface.fill((0, 0, 0))
        draw_cost_chip(surface, cards(meld), False, (190, 50), 14, room)
        return pygame.mask.from_threshold(surface, (0, 0, 0), (1, 1, 1, 255)).count()

    full = 200 * 60
    assert drawn("R3 R4 R5", 0) < full  # room enough: the chip says "3 pts"
    assert drawn("R3 R4 R5", 20) == full  # too narrow: a plain meld shows no chip
    wide, narrow = drawn("R3 W2 R5", 0), drawn("R3 W2 R5", 20)
    assert wide < narrow < full  # "×2" alone: a smaller chip, still there


def test_st5f_the_take_it_back_question_leaves_the_move_log_readable():
    for size in ((1024, 640), (1280, 800), (1920, 1080)):
        app, table = open_at(3, [], {}, 2, size)
        try:
            table.place_table()
            box = table.answer_box()
            assert not box.colliderect(table.log_rect), size
            for button in table.answer_buttons.values():
                assert box.contains(button.rect), size
        finally:
            table.close()


def test_st7_one_card_dropped_on_a_player_says_where_a_meld_is_built():
    """Issue 18, new-user trial: one hand card dropped on a player's area said only "A
    meld needs at least 3 cards"; it now points to the New meld slot, where a meld's
    cards are gathered before it is played onto a player."""
    seed, actions, lay = find_position(a_lay)
    app, table = open_table(seed, actions)
    try:
        card = next(s for s in table.hand_sprites if not s.card.face)
        drag(app, card.rect.center, table.areas[1].center)
        settle(app, table)
        assert table.message_bad
        assert table.message.startswith(tr("refusal.sting.meld_too_short"))
        assert tr("sting.new_meld") in table.message
        stage(app, table, lay.cards[:2])  # two cards staged, dropped together: too short,
        drag(app, table.stage_rect.center, table.areas[1].center)  # and the slot is in use
        settle(app, table)
        assert table.message == tr("refusal.sting.meld_too_short")
    finally:
        table.close()


def test_st10_st7_the_staged_melds_words_leave_its_cards_uncovered():
    """What the staged cards would cost (ST-10), or that they are not a meld yet (ST-7,
    ST-8), is said in the slot's words row, over none of the cards it speaks of."""
    seed, actions, lay = find_position(a_lay)
    for size in ((1280, 800), (1920, 1080)):
        app, table = open_table(seed, actions, size=size)
        try:
            others = [s.card for s in table.hand_sprites if s.card not in lay.cards]
            for cards in (lay.cards, list(lay.cards) + others[:3]):  # a meld, then not one
                table.unstage_all()
                settle(app, table)
                stage(app, table, cards)
                pump(app, 20)
                chip = table.painter.stage_chip
                assert chip is not None and table.stage_rect.contains(chip)
                for sprite in table.staged_group():
                    assert not chip.colliderect(sprite.rect), (size, len(cards))
        finally:
            table.close()


def test_a_two_line_hint_leaves_in_front_of_you_and_the_piles_words_readable():
    """A hint with its why on two lines (a small window, large text) lies between the
    piles' words and "In front of you", covering neither (issue 18's leftovers)."""
    seed, actions, lay = find_position(a_lay)
    app, table = open_table(seed, actions, large_text=True)
    try:
        table.say(
            tr(
                "table.hint_why",
                action=tr("sting.action_lay", meld=meld_words(lay.cards), name="P1"),
                why="it leaves your hand with the fewest points of all the plays found, "
                "and P1's penalty grows by the meld's cost",
            )
        )
        pump(app, 2)
        strip = table.painter.message_rect
        layout = table.layout
        too_long = text(table.message, layout.font_body).get_width()
        assert too_long > layout.size[0] - 2 * layout.margin  # more than one line's words
        assert strip.bottom <= table.areas[0].top  # "In front of you" shows
        words_top = table.layout.discard_rect.bottom + table.layout.font_small
        assert strip.top >= words_top  # the piles' words show
    finally:
        table.close()


def test_st10_melds_in_front_of_you_spread_out_when_your_area_has_room():
    """Melds laid (or passed) in front of you lie as opponents' melds do: spread out as
    far as the area lets, each card's number readable — not overlapped to a third of a
    card while most of the area stays empty felt (new-user trial at 1024x640) — and
    under your penalty chip's row, not beneath the chip."""
    seed, actions, _ = find_position(a_lay)
    for size in ((1024, 640), (1280, 800)):
        app, table = open_table(seed, actions, size=size)
        try:
            table.melds = {  # as they lay in the trial: a set, two runs with a wild each
                901: (table.viewer, tuple(sting.parse_cards("R4 G4 Y4"))),
                902: (table.viewer, tuple(sting.parse_cards("R1 W3 R3 R4"))),
                903: (table.viewer, tuple(sting.parse_cards("R7 W R9"))),
            }
            table.mirror_version += 1
            table.place_table()
            table.draw(app.screen)
            area = table.areas[table.viewer]
            chip = table.painter.chip_rects[table.viewer]  # your penalty, atop the area
            for meld_id in (901, 902, 903):
                cards = table.places[meld_id].cards
                step = cards[1].x - cards[0].x
                assert step >= 0.8 * cards[0].w, (size, meld_id, step, cards[0].w)
                assert area.contains(table.places[meld_id].rect)
                assert not any(chip.colliderect(card) for card in cards), (size, meld_id)
        finally:
            table.close()


def test_st5a_an_opponents_melds_spread_across_their_panel_leaving_room_for_a_new_one():
    """Two melds in front of an opponent lay overlapped to a third of a card in the left
    half of the panel while the right half stayed empty (new-user trial, Sting lesson at
    1024x640): they spread as far as the panel lets, still leaving felt the width of a
    new three-card meld to drop one on (ST-5a) — the place a lesson or a hint rings."""
    seed, actions, _ = find_position(a_lay)
    for size in ((1024, 640), (1280, 800)):
        app, table = open_table(seed, actions, size=size)
        try:
            table.melds = {
                901: (1, tuple(sting.parse_cards("R3 R4 R5 W2"))),
                902: (1, tuple(sting.parse_cards("B7 B8 B9"))),
            }
            table.mirror_version += 1
            table.place_table()
            area = table.areas[1]
            places = [table.places[meld_id] for meld_id in (901, 902)]
            for place in places:
                step = place.cards[1].x - place.cards[0].x
                assert step >= 0.8 * place.cards[0].w, (size, step, place.cards[0].w)
                assert area.contains(place.rect)
            free = table.target_rect("seat:1")  # where a new meld goes: a lesson's ring
            assert free.w >= 3 * places[0].cards[0].w, (size, free)  # room for a new meld
            assert area.contains(free)
            assert not any(free.colliderect(place.rect) for place in places)
        finally:
            table.close()
