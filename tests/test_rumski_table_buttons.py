"""Rumski's buttons as a newcomer meets them (issue 18 item 16): End turn never knocks by
itself (RU-9: a knock is its own button), every button says on hover what it does, the
Sort button names the order the hand is in (789: runs, 777: groups), and the prompt
stops asking you to open once the Community you staged opens you (RU-6)."""

from types import SimpleNamespace

import pygame
from scene_driver import post, pump
from test_table_rumski import open_table

from game.rules import rumski
from game.scenes.rumski.adapter import RumskiTable
from game.scenes.rumski.table import TIP_DELAY
from game.text import tr


def test_ru9_end_turn_with_nothing_picked_is_off_and_never_knocks():
    app, table, actions = open_table()
    try:
        assert not any(sprite.selected for sprite in table.hand_sprites)
        assert rumski.end_problem(table.observation, None) is None  # a knock would be legal
        pump(app, 2)
        assert table.buttons["knock"].is_enabled
        assert not table.buttons["end"].is_enabled
        post(pygame.KEYDOWN, key=pygame.K_e, mod=0, unicode="e")
        pump(app, 3)
        assert table.controller.record().actions == actions  # no knock
        assert table.message == tr("rumski.end_needs_card")
    finally:
        table.close()


def hover_button(app, table, key):
    """Rest the pointer on button `key` past the tip's delay; the tip drawn, if any."""
    post(
        pygame.MOUSEMOTION,
        pos=table.buttons[key].get_abs_rect().center,
        rel=(0, 0),
        buttons=(0, 0, 0),
    )
    pump(app, int(TIP_DELAY * 60) + 10)
    return table.painter.tip_rect


def test_every_rumski_button_says_what_it_does_on_hover():
    app, table, _ = open_table()
    try:
        tips = {}
        for key, button in table.buttons.items():
            if key != "menu" and button.visible:
                assert hover_button(app, table, key) is not None, key
                tips[key] = table.button_tip()[0]
        assert tips["knock"] != tips["hint"] and all(tips.values())
    finally:
        table.close()


def test_a_buttons_tip_covers_no_card_of_the_hand_and_no_button():
    """Issue 18, new-user trial: the Hint button's tip (pygame_gui's) lay over End turn
    and the hand's last card; the tip lies in the room above the hand, left of the
    buttons, under the message strip."""
    app, table, _ = open_table()
    try:
        for key in ("hint", "end", "sort"):
            tip = hover_button(app, table, key)
            assert tip is not None, key
            shown = [b.get_abs_rect() for b in table.buttons.values() if b.visible]
            assert tip.collidelist(shown) < 0, key
            assert tip.collidelist([sprite.rect for sprite in table.hand_sprites]) < 0, key
            strip = table.painter.message_rect
            assert strip is None or not tip.colliderect(strip), key
        assert not any(button.tool_tip_text for button in table.buttons.values())
    finally:
        table.close()


def test_the_sort_button_names_the_order_the_hand_is_in_and_switches_it():
    app, table, _ = open_table()
    try:
        table.sort_mode = "suit"
        table.sort_hand()
        pump(app, 2)
        assert "789" in table.buttons["sort"].text
        post(pygame.KEYDOWN, key=pygame.K_s, mod=0, unicode="s")
        pump(app, 3)
        assert table.sort_mode == "rank" and "777" in table.buttons["sort"].text
        numbers = [sprite.card.number for sprite in table.hand_sprites if not sprite.card.is_wild]
        assert numbers == sorted(numbers)
    finally:
        table.close()


def test_ru6_the_prompt_stops_asking_to_open_once_the_staged_community_opens_you():
    red = tuple(rumski.parse_cards("R3 R4 R5"))
    seen = {"seat": 0, "phase": rumski.PLAY, "wilds_to_place": 0, "staged": (), "hand": ()}
    seen |= {"community": (), "must_new_pile": False, "can_take_back": False}
    seen["opened"] = (False, True)
    unopened = SimpleNamespace(**seen)
    assert RumskiTable().prompt(unopened) == tr("rumski.prompt_open")
    staged = SimpleNamespace(**(seen | {"community": (red,), "staged": red}))
    assert RumskiTable().prompt(staged) == tr("rumski.prompt_play")


def test_the_community_spreads_its_cards_and_wraps_its_melds_when_there_is_room():
    """Issue 18: eight melds of four on a roomy table lie in rows of cards shown almost
    whole, as large as fits, not one row of overlapped corners over empty felt."""
    from game.ui.cards import card_width

    app, table, _ = open_table()
    try:
        colours = "GRPBY"
        melds = tuple(
            tuple(rumski.parse_cards(" ".join(f"{colours[i % 5]}{n}" for n in range(k, k + 4))))
            for i, k in enumerate((1, 1, 1, 1, 1, 6, 6, 6))
        )
        places, _, _ = table.places_for(melds)
        rows = {place.rect.y for place in places}
        assert len(rows) >= 2
        area = table.community_rect
        for place in places:
            assert area.contains(place.rect)
            width = card_width(place.cards[0].height)
            steps = [b.x - a.x for a, b in zip(place.cards, place.cards[1:], strict=False)]
            assert min(steps) >= 0.8 * width, steps  # more than a corner of each card
        used = max(place.rect.bottom for place in places) - area.y
        assert used >= area.height // 2  # the room is used
    finally:
        table.close()


def test_ru4_a_wild_in_a_community_meld_knows_the_card_it_stands_for():
    from game.ui.rumski.view import wild_in

    run = tuple(rumski.parse_cards("G4 G5 W G7"))
    assert wild_in(run) == (2, rumski.parse_card("G6"), False)
    group = tuple(rumski.parse_cards("R11 P11 W"))
    index, stands_for, colour_open = wild_in(group)
    assert group[index].is_wild and stands_for.number == 11 and colour_open
    assert wild_in(tuple(rumski.parse_cards("G4 G5 G6"))) is None
