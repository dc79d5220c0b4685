"""The hand keeps still where it can (issue 18, new-user trial: a card drawn went to its
sorted place, but the hand re-centred, so every card jumped under the pointer — one
newcomer threw the card just drawn instead of the one aimed at). `steady_fan` lays a
hand keeping the cards that stay in it where they were while the overlap allows."""

import pytest
from scene_driver import click, pump_until, settle, table_app, you_and_bots
from test_scenes_table import my_turn

from game.ui.sprites import fan_positions, steady_fan

WIDTH, CENTRE, TOP, ROOM = 100, 600.0, 500.0, 1000.0


def xs(positions):
    return [round(x, 2) for x, _ in positions]


@pytest.mark.parametrize("joining", [0, 2, 5])
def test_a_card_joining_the_hand_moves_only_the_cards_on_its_shorter_side(joining):
    before = xs(fan_positions(5, WIDTH, CENTRE, TOP, ROOM))
    old = [*before[:joining], None, *before[joining:]]
    after = xs(steady_fan(old, WIDTH, CENTRE, TOP, ROOM))
    kept = [x for x, was in zip(after, old, strict=True) if was is not None and x == was]
    assert len(kept) >= 3  # of the five, those on the longer side stay put
    step = before[1] - before[0]
    assert all(round(b - a, 2) == round(step, 2) for a, b in zip(after, after[1:], strict=False))
    assert after[0] >= CENTRE - ROOM / 2 and after[-1] + WIDTH <= CENTRE + ROOM / 2


def test_a_card_leaving_keeps_the_rest_and_a_hand_that_must_close_up_centres_afresh():
    before = xs(fan_positions(6, WIDTH, CENTRE, TOP, ROOM))
    after = xs(steady_fan([*before[:1], *before[2:]], WIDTH, CENTRE, TOP, ROOM))
    assert sum(1 for x in after if x in before[2:]) >= 4  # the four after the gap stay
    crowded = xs(fan_positions(12, WIDTH, CENTRE, TOP, ROOM))  # overlapped to fit the room
    joined = xs(steady_fan([*crowded, None], WIDTH, CENTRE, TOP, ROOM))
    assert joined == xs(fan_positions(13, WIDTH, CENTRE, TOP, ROOM))


def test_a_card_that_stays_put_keeps_its_height_in_the_arc():
    before = steady_fan([None] * 8, WIDTH, CENTRE, TOP, ROOM, arc=12.0)
    after = steady_fan([x for x, _ in before[:7]], WIDTH, CENTRE, TOP, ROOM, arc=12.0)
    assert after[:7] == before[:7]


def test_cr7_the_crowns_hand_keeps_still_when_a_card_is_drawn():
    app, scene = table_app(you_and_bots(3), seed=11)
    try:
        pump_until(app, my_turn(scene, "draw"))
        settle(app, scene)
        before = {id(sprite): sprite.target for sprite in scene.hand_sprites}
        click(app, scene.layout.stock_rect.center)
        settle(app, scene)
        stayed = [sprite for sprite in scene.hand_sprites if id(sprite) in before]
        assert len(stayed) == len(scene.hand_sprites) - 1  # one card drawn
        kept = sum(1 for sprite in stayed if sprite.target == before[id(sprite)])
        assert kept * 2 >= len(stayed), f"{kept} of {len(stayed)} cards kept their place"
    finally:
        scene.close()
