"""Issue 18 item 17: a card drawn by a person goes where the hand's sort order puts it
(the others left as they were), not always at the end, where a newcomer aiming at the
last card discarded the card just drawn."""

import pytest
from scene_driver import click, pump_until, settle, table_app, you_and_bots
from test_scenes_table import my_turn


@pytest.mark.parametrize("mode", ["suit", "rank"])
def test_a_drawn_card_joins_the_hand_in_its_sorted_place(mode):
    not_last = 0
    for seed in range(12):
        app, scene = table_app(you_and_bots(2), seed=seed)
        try:
            pump_until(app, my_turn(scene, "draw"))
            settle(app, scene)
            scene.command(f"sort_{mode}")
            settle(app, scene)
            before = [sprite.card for sprite in scene.hand_sprites]
            click(app, scene.layout.stock_rect.center)
            settle(app, scene)
            cards = [sprite.card for sprite in scene.hand_sprites]
            key = scene.adapter.sort_key(scene.sort_mode, scene.observation)
            assert cards == sorted(cards, key=key), seed
            (drawn,) = [card for card in set(cards) if cards.count(card) > before.count(card)]
            not_last += cards[-1] != drawn
        finally:
            scene.close()
    assert not_last  # some drawn card sorted before the last: it was not put at the end


def test_planned_cards_taken_back_rejoin_the_hand_in_their_sorted_places():
    app, scene = table_app(you_and_bots(2), seed=3)
    try:
        pump_until(app, my_turn(scene, "draw"))
        settle(app, scene)
        click(app, scene.layout.stock_rect.center)
        settle(app, scene)
        first = scene.hand_sprites[0]
        scene.stage([first], 0)  # the lowest card planned in a meld …
        settle(app, scene)
        scene.command("take_apart")  # … and taken back (Backspace)
        settle(app, scene)
        key = scene.adapter.sort_key(scene.sort_mode, scene.observation)
        cards = [sprite.card for sprite in scene.hand_sprites]
        assert cards[0] == first.card and cards == sorted(cards, key=key)
    finally:
        scene.close()
