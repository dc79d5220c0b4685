"""Drawing Sting's table: opponents' hands stay clear of their penalty chip, open hands
(ST-14) get a row of their own, the Take-It-Back question (ST-5f) stays clear of the
message strip, staged cards preview the meld as it would lie (ST-7), and no card is
ringed for the keyboard until the keys are used."""

import pygame
from scene_driver import make_app, post, pump, settle
from test_table_sting import a_lay, find_position, open_table, stage

from game.controller import Controller, SeatPlan
from game.rules import sting
from game.scenes.table import TableScene
from game.ui.cards import card_width
from game.ui.sting.view import INDEX_SHOWS, fan_step


def test_fan_step_fits_the_room_or_says_it_cannot():
    assert fan_step(20, 5, 200, 0.5) == 10  # the widest spacing asked for
    assert fan_step(20, 5, 60, 0.5) == 10.0  # (60 - 20) / 4: squeezed to fit exactly
    assert fan_step(20, 5, 40, 0.5) == 5.0
    assert fan_step(20, 5, 25, 0.5) is None  # 1.25 px apart: under a tenth of a card
    assert fan_step(20, 1, 25, 0.5) == 0.0
    assert fan_step(20, 1, 10, 0.5) is None


def test_st14_open_hands_get_a_row_under_the_name_and_melds_start_below_it():
    app, table = open_table(1, [], seats=6)
    try:
        closed = {seat: table.areas[seat].y for seat in range(1, 6)}
    finally:
        table.close()
    app, table = open_table_with(1, {"open_hands": True}, seats=6)
    try:
        table.place_table()
        for seat in range(1, 6):
            assert table.areas[seat].y > closed[seat]
    finally:
        table.close()


def open_table_with(seed, options, seats, size=(1280, 800)):
    app = make_app(size)
    app.autoplay = False
    plans = [SeatPlan("You", "human")] + [
        SeatPlan(f"P{i}", "bot", "random") for i in range(1, seats)
    ]
    options = {"first_dealer": seats - 1, **options}
    controller = Controller("sting", plans, seed, options, speed="instant")
    table = TableScene(app, controller)
    app.stack.push(table)
    settle(app, table)
    return app, table


def test_st5f_the_take_it_back_question_sits_above_the_message_strip():
    app, table = open_table(1, [])
    try:
        box = table.answer_box()
        assert box.bottom < table.layout.message_centre[1] - table.layout.font_body // 2
        for button in table.answer_buttons.values():
            assert box.contains(button.rect)
    finally:
        table.close()


def test_no_card_is_ringed_for_the_keyboard_until_the_arrows_are_used():
    app, table = open_table(1, [])
    try:
        assert table.focused is None
        post(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="")
        pump(app, 2)
        assert table.focused is table.hand_sprites[table.focus]
    finally:
        table.close()


def test_st7_staged_cards_preview_the_meld_as_it_would_lie():
    def a_run(observation, state):
        lay = a_lay(observation, state)
        return lay if lay and len({card.suit for card in lay.cards}) == 1 else None

    seed, actions, lay = find_position(a_run)
    app, table = open_table(seed, actions)
    try:
        stage(app, table, sorted(lay.cards, key=lambda card: -card.rank))  # high first
        settle(app, table)
        shown = [s.card for s in sorted(table.staged_group(), key=lambda s: s.x)]
        assert shown == list(sting.layouts(lay.cards)[0].cards)
        assert [card.rank for card in shown] == sorted(card.rank for card in shown)
    finally:
        table.close()


def test_narrow_panels_put_the_penalty_at_their_foot_below_the_melds():
    app, table = open_table_with(1, {}, seats=6, size=(1024, 768))
    try:
        pump(app, 2)
        assert table.narrow_panels
        painter = table.painter
        for seat in range(1, 6):
            box, area = table.boxes[seat], table.areas[seat]
            assert area.bottom <= box.bottom - table.layout.font_small  # room for the chip
            assert painter.chip_left[seat] == box.right  # the chip went to the foot
    finally:
        table.close()
    app, table = open_table_with(1, {}, seats=3, size=(1280, 800))
    try:
        pump(app, 2)
        assert not table.narrow_panels
        for seat in (1, 2):
            assert painter_chip_beside_name(table, seat)
    finally:
        table.close()


def painter_chip_beside_name(table, seat):
    painter = table.painter
    right = painter.seat_text_right(seat, table.observation)
    return right < painter.chip_left[seat] < table.boxes[seat].right


def test_st14_six_seats_open_hands_show_every_cards_index():
    """ST-14 open hands at six seats: each opponent's cards lie tall enough to read and
    overlap no more than leaves every card's index corner showing."""
    for size in ((1280, 800), (1024, 640)):
        app, table = open_table_with(1, {"open_hands": True}, seats=6, size=size)
        try:
            pump(app, 2)
            painter = table.painter
            hands = table.observation.hands
            for seat in range(1, 6):
                (left, _), right = painter.open_hand_row(seat, table.observation)
                height, step = painter.open_hand_fit(len(hands[seat]), right - left)
                assert height >= 0.05 * size[1], f"seat {seat} at {size}: {height} px"
                assert step is not None and step >= INDEX_SHOWS * card_width(height) - 0.5
        finally:
            table.close()


def test_st1_a_special_cards_help_hides_no_part_of_the_card():
    """ST-1 quick reference: the help over a hovered special card in the hand lies
    above the card as high as the card rises, never over it."""

    def a_special(observation, state):
        return any(card.face for card in observation.hand)

    seed, actions, _ = find_position(a_special)
    app, table = open_table(seed, actions)
    try:
        sprite = next(s for s in table.hand_sprites if s.card.face)
        post(pygame.MOUSEMOTION, pos=sprite.rect.move(0, 12).center, rel=(0, 0), buttons=(0, 0, 0))
        pump(app, 90)  # the card rises and its help shows
        help_rect = table.painter.help_rect
        assert help_rect is not None and sprite.lift > 0
        assert not help_rect.colliderect(sprite.rect), (help_rect, sprite.rect)
    finally:
        table.close()


def opponent_melds(observation, state):
    """Seat 1 (the opponent) has a meld in front of them."""
    return any(meld.owner == 1 for meld in observation.melds.values())


def table_at(size, seed, actions):
    app = make_app(size)
    app.autoplay = False
    plans = [SeatPlan("You", "human"), SeatPlan("P1", "bot", "random")]
    controller = Controller("sting", plans, seed, {"first_dealer": 1}, "instant", actions=actions)
    table = TableScene(app, controller)
    app.stack.push(table)
    settle(app, table)
    return app, table


LONG_HINT = (
    "Hint: lay the red 4, the red 7 and the Double Sting in front of P1 — it sheds 14 points"
)


def test_the_message_strip_keeps_clear_of_the_melds_in_front_of_you():
    """Issue 18, new-user trial: the hint's strip touched "In front of you"; it lies
    above that area with a gap, under the piles' words, at 16:10 and 16:9."""
    seed, actions, _ = find_position(opponent_melds)
    for size in ((1280, 800), (1920, 1080), (1024, 640)):
        app, table = table_at(size, seed, actions)
        try:
            table.say(LONG_HINT)
            pump(app, 2)
            strip = table.painter.message_rect
            assert strip is not None
            assert strip.bottom < table.areas[table.viewer].top, size
            assert strip.top > table.layout.stock_rect.bottom + table.layout.font_small, size
        finally:
            table.close()


def test_an_opponents_melds_lie_clear_of_their_hand_and_use_the_panel():
    """Issue 18, new-user trial: an opponent's melds lay small in the panel's corner,
    touching the fan of backs beside the name. They start a gap below the fan, and a
    panel with room shows a meld's cards side by side, as tall as the panel allows."""
    seed, actions, _ = find_position(opponent_melds)
    app, table = table_at((1920, 1080), seed, actions)
    try:
        table.place_table()
        u = table.layout.unit
        box = table.boxes[1]
        places = [place for key, place in table.places.items() if table.melds[key][0] == 1]
        assert places
        spot = table.spot(1)  # the hand of backs is drawn from the badge's top, beside it
        fan_bottom = spot.centre[1] - spot.radius + table.spot_height()
        for place in places:
            assert place.rect.top >= fan_bottom + int(0.006 * u)
            assert place.rect.bottom <= box.bottom
        if len(places) == 1:
            cards = places[0].cards
            assert all(a.right <= b.left for a, b in zip(cards, cards[1:], strict=False))
        tallest = max(place.rect.height for place in places)
        assert tallest > int(0.1 * u)  # taller than the 0.1 of the window they had
    finally:
        table.close()
