"""Issue 18 item 6: a meld planned early never blocks a plain discard (CR-8). Cards
arranged in melds that do not take in every other card mean the drop on the pile is a
discard, and the melds stay planned; a refusal that depends on planned cards (CR-11)
says how to take them back."""

from scene_driver import click, drag, pump, pump_until, settle, table_app, you_and_bots
from test_scenes_table import my_turn

from game.rules import crowns
from game.text import tr


def drawn_with_two_planned(seed=11):
    """Your turn after drawing, the first two hand cards planned as a meld."""
    app, scene = table_app(you_and_bots(3), seed=seed)
    pump_until(app, my_turn(scene, "draw"))
    settle(app, scene)
    click(app, scene.layout.stock_rect.center)
    settle(app, scene)
    first, second = scene.hand_sprites[0], scene.hand_sprites[1]
    click(app, first.rect.center)
    click(app, second.rect.center)
    settle(app, scene)
    drag(app, second.rect.center, scene.meld_slot_rects()[-1].center)
    settle(app, scene)
    assert [s.card for s in scene.staged[0]] == [first.card, second.card]
    return app, scene


def test_cr8_a_discard_with_a_meld_planned_simply_discards():
    app, scene = drawn_with_two_planned()
    try:
        planned = [s.card for s in scene.staged[0]]
        sprite = scene.hand_sprites[-1]
        done = len(scene.controller.record().actions)
        drag(app, sprite.rect.center, scene.layout.discard_rect.center)
        pump(app, 3)
        assert scene.controller.record().actions[done] == crowns.Discard(scene.viewer, sprite.card)
        settle(app, scene)
        assert [s.card for s in scene.staged[0]] == planned  # still planned
        assert not scene.message_bad
    finally:
        scene.close()


def test_cr11_going_out_refused_says_how_to_take_the_planned_melds_back():
    app, scene = drawn_with_two_planned()
    try:
        hand = scene.hand_sprites
        last = hand[-1]
        for sprite in hand[:-1]:  # every other card into the planned "meld": no meld at all
            drag(app, sprite.rect.center, scene.meld_slot_rects()[0].center)
            settle(app, scene)
        assert scene.hand_sprites == [last]
        done = len(scene.controller.record().actions)
        drag(app, last.rect.center, scene.layout.discard_rect.center)
        pump(app, 3)
        assert len(scene.controller.record().actions) == done  # refused
        assert scene.message_bad
        assert scene.message.endswith(tr("crowns.planned_take_back", reason=""))
    finally:
        scene.close()
