"""The table scene driven by posted mouse events; the engine state is what we check.

DESIGN.md boundary 4: a drop becomes an intent, the engine decides, a refused card
slides back with the reason shown (CR-7 draw, CR-8 discard).
"""

import pygame
import pytest
from scene_driver import click, drag, pump, pump_until, settle, table_app, you_and_bots

from game.rules import crowns
from game.text import tr
from game.ui.cards import card_width
from game.ui.layout import TableLayout


@pytest.fixture
def table():
    app, table = table_app(you_and_bots(3), seed=11)
    yield app, table
    table.close()


def my_turn(table, phase):
    return lambda: (
        table.controller.to_act == table.viewer
        and table.observation.phase == phase
        and table.ready()
    )


def test_cr7_click_on_stock_draws_a_card(table):
    app, scene = table
    pump_until(app, my_turn(scene, "draw"))
    settle(app, scene)
    before = len(scene.observation.hand)
    done = len(scene.controller.record().actions)
    click(app, scene.layout.stock_rect.center)
    settle(app, scene)
    assert len(scene.observation.hand) == before + 1
    assert scene.controller.record().actions[done] == crowns.Draw(scene.viewer, "stock")
    assert len(scene.hand_sprites) == before + 1


def test_cr7_drag_from_discard_pile_to_hand_takes_it(table):
    app, scene = table
    pump_until(app, my_turn(scene, "draw"))
    settle(app, scene)
    top = scene.observation.discard_pile[-1]
    drag(app, scene.layout.discard_rect.center, scene.layout.hand_rect.center)
    settle(app, scene)
    assert scene.observation.phase == "discard"
    assert top in scene.observation.hand
    assert scene.controller.record().actions[-1] == crowns.Draw(scene.viewer, "discard")


def test_cr8_drag_card_onto_discard_pile_discards_it(table):
    app, scene = table
    pump_until(app, my_turn(scene, "draw"))
    settle(app, scene)
    click(app, scene.layout.stock_rect.center)
    settle(app, scene)
    sprite = scene.hand_sprites[0]
    card = sprite.card
    done = len(scene.controller.record().actions)
    drag(app, sprite.rect.center, scene.layout.discard_rect.center)
    pump(app, 3)
    actions = scene.controller.record().actions
    assert actions[done] == crowns.Discard(scene.viewer, card)


def test_refused_drop_leaves_state_and_shows_reason(table):
    """CR-7 before CR-8: dropping a card on the pile before drawing is refused."""
    app, scene = table
    pump_until(app, my_turn(scene, "draw"))
    settle(app, scene)
    actions_before = list(scene.controller.record().actions)
    hand_before = scene.observation.hand
    sprite = scene.hand_sprites[0]
    home = sprite.target
    drag(app, sprite.rect.center, scene.layout.discard_rect.center)
    pump(app, 3)
    assert scene.controller.record().actions == actions_before
    assert scene.observation.hand == hand_before
    assert scene.message and scene.message_bad
    settle(app, scene)
    pump_until(app, lambda: not sprite.moving)
    assert (round(sprite.x), round(sprite.y)) == (round(home[0]), round(home[1]))


def test_cr8_card_taken_from_discard_cannot_go_straight_back(table):
    app, scene = table
    pump_until(app, my_turn(scene, "draw"))
    settle(app, scene)
    taken = scene.observation.discard_pile[-1]
    click(app, scene.layout.discard_rect.center)
    settle(app, scene)
    actions_before = list(scene.controller.record().actions)
    sprite = next(s for s in scene.hand_sprites if s.card == taken)
    drag(app, sprite.rect.center, scene.layout.discard_rect.center)
    pump(app, 3)
    if len(scene.observation.hand) > 1 and any(c != taken for c in scene.observation.hand):
        assert scene.controller.record().actions == actions_before
        assert scene.message_bad


def test_drop_targets_glow_only_where_the_engine_accepts(table):
    app, scene = table
    pump_until(app, my_turn(scene, "draw"))
    settle(app, scene)
    sprite = scene.hand_sprites[0]
    start = sprite.rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    pygame.event.post(
        pygame.event.Event(
            pygame.MOUSEMOTION, pos=(start[0], start[1] - 60), rel=(0, 0), buttons=(1, 0, 0)
        )
    )
    pump(app, 2)
    assert scene.drag is not None
    discard = next(t for t in scene.drag.targets if t.name == "discard")
    assert discard.accepts is False  # must draw first (CR-7)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=start, button=1))
    pump(app, 2)


def test_auto_arrange_then_go_out_when_possible():
    """CR-11 through the Go out button, with the solver's arrangement (CR-13)."""
    for seed in range(40):
        app, scene = table_app(you_and_bots(1), seed=seed)
        try:
            pump_until(app, my_turn(scene, "draw"))
            settle(app, scene)
            click(app, scene.layout.stock_rect.center)
            settle(app, scene)
            legal = crowns.legal_actions(scene.observation)
            if not any(isinstance(action, crowns.GoOut) for action in legal):
                continue
            scene.command("arrange")
            assert scene.staged
            done = len(scene.controller.record().actions)
            scene.command("go_out")
            pump(app, 3)
            assert isinstance(scene.controller.record().actions[done], crowns.GoOut)
            return
        finally:
            scene.close()
    pytest.skip("no seed in range let the first player go out at once")


def test_cr11_selected_cards_drag_together_into_a_new_meld_and_back(table):
    """Arranging melds for going out (CR-11) is the player's own layout: no engine call."""
    app, scene = table
    pump_until(app, my_turn(scene, "draw"))
    settle(app, scene)
    click(app, scene.layout.stock_rect.center)
    settle(app, scene)
    first, second = scene.hand_sprites[0], scene.hand_sprites[1]
    click(app, first.rect.center)
    click(app, second.rect.center)
    assert first.selected and second.selected
    settle(app, scene)
    slot = scene.meld_slot_rects()[-1]
    actions = list(scene.controller.record().actions)
    drag(app, second.rect.center, slot.center)
    settle(app, scene)
    assert [sprite.card for sprite in scene.staged[0]] == [first.card, second.card]
    assert first not in scene.hand_sprites and second not in scene.hand_sprites
    assert scene.controller.record().actions == actions
    visible_edge = (first.rect.x + 4, first.rect.centery)  # the next card covers its middle
    drag(app, visible_edge, scene.layout.hand_rect.center)
    settle(app, scene)
    assert first in scene.hand_sprites
    assert [sprite.card for sprite in scene.staged[0]] == [second.card]


def test_cr11_arranged_melds_spread_into_the_free_row(table):
    """Melds arranged for going out (CR-11) show most of each card while the row above
    the hand has room to spare, not slivers."""
    app, scene = table
    pump_until(app, my_turn(scene, "draw"))
    settle(app, scene)
    click(app, scene.layout.stock_rect.center)
    settle(app, scene)
    picked = scene.hand_sprites[:3]
    for sprite in picked:
        click(app, sprite.rect.center)
    settle(app, scene)
    drag(app, picked[-1].rect.center, scene.meld_slot_rects()[-1].center)
    settle(app, scene)
    staged = sorted(scene.staged[0], key=lambda sprite: sprite.x)
    width = staged[0].rect.width
    steps = [b.x - a.x for a, b in zip(staged, staged[1:], strict=False)]
    assert len(staged) == 3 and min(steps) >= 0.7 * width, steps


def test_cr11_a_full_row_of_melds_still_fits_above_the_hand():
    """Eleven hands deal up to 13 cards (CR-5): twelve of them in four melds and the
    new-meld slot fit the row."""
    for size in ((1024, 640), (1280, 800), (1920, 1080)):
        layout = TableLayout(size, 4)
        width = card_width(layout.meld_height)
        for sizes in ([4, 4, 4, 1], [12, 1]):
            step = layout.meld_row_step(sizes)
            gaps = layout.meld_gap * (len(sizes) - 1)
            span = sum(width + step * (n - 1) for n in sizes) + gaps
            assert span <= layout.meld_rect.width, (size, sizes)


def test_wait_for_your_turn_goes_when_your_turn_comes(table):
    """A click a moment before your turn says "Wait for your turn." in red; once the
    turn is yours those words go at once, and the turn's own prompt shows (new-user
    trial: they stood over the first seconds of the turn, saying to wait)."""
    app, scene = table
    pump_until(app, my_turn(scene, "draw"))
    settle(app, scene)
    scene.say(tr("table.wait_turn"), bad=True)  # said as the bot before you played
    pump(app)
    assert scene.message_left <= 0
    scene.say(tr("table.select_discard"))  # other words keep their reading time
    pump(app)
    assert scene.message_left > 0
