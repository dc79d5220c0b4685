"""Where a wild goes when it could stand for more than one card (ST-5a ruling): the
engine lists the readings, and at the table the player chooses — by the half of a
run the wild is dropped on, or in the wild chooser — with posted mouse events."""

import random
from dataclasses import replace

import pygame
from scene_driver import drag, post, pump, settle
from test_sting_engine import cards, stacked
from test_table_sting import find_position, open_table, sprite_of, stage

from game.rules import sting
from game.rules.sting.plays import wild_readings

PLACED = (sting.MeldLaid, sting.MeldExtended)


def test_st5a_ruling_every_reading_is_accepted_and_lies_as_listed():
    state = stacked(["R2 R3 W W2 B5", "G1 G2", "B1 B2"], melds=[(1, "Y4 Y5 Y6")])
    view = state.observe(0)
    actions = [
        sting.LayMeld(0, cards("R2 R3 W"), 1),
        sting.AddToMeld(0, 0, cards("W")),
        sting.AddToMeld(0, 0, cards("W W2")),
        sting.LayMeld(0, cards("R2 R3 W W2"), 2),
    ]
    for action in actions:
        readings = wild_readings(view, view.hand, action)
        assert len(readings) == 2
        for wilds_as, layout in readings:
            twin = state.clone()
            events = twin.apply(type(action)(**{**action.__dict__, "wilds_as": wilds_as}))
            assert events[0].cards == layout.cards


def test_st5a_ruling_a_forced_wild_has_one_reading():
    state = stacked(["R1 W R3 B5", "G1 G2", "B1 B2"])
    view = state.observe(0)
    action = sting.LayMeld(0, cards("R1 W R3"), 1)
    readings = wild_readings(view, view.hand, action)
    assert [list(layout.cards) for _, layout in readings] == [sting.parse_cards("R1 W R3")]


def open_ended_add(observation, state):
    """An add of one wild to a run open at both ends."""
    for action in sting.legal_actions(observation):
        if (
            isinstance(action, sting.AddToMeld)
            and not action.from_discard
            and len(action.cards) == 1
            and action.cards[0].face
            and observation.melds[action.meld_id].layout.kind == "run"
            and len(wild_readings(observation, observation.hand, action)) == 2
        ):
            return action
    return None


def open_ended_lay(observation, state):
    for action in sting.legal_actions(observation):
        if (
            isinstance(action, sting.LayMeld)
            and not action.from_discard
            and len(wild_readings(observation, observation.hand, action)) == 2
        ):
            return action
    return None


def drop_wild_on_half(left):
    seed, actions, add = find_position(open_ended_add, tries=1500)
    app, table = open_table(seed, actions)
    try:
        before = table.observation.melds[add.meld_id].layout
        place = table.places[add.meld_id]
        x = place.rect.x + 3 if left else place.rect.right - 3
        drag(app, sprite_of(table, add.cards[0]).rect.center, (x, place.rect.centery))
        settle(app, table)
        assert table.chooser is None
        done = table.controller.record().actions[len(actions)]
        assert isinstance(done, sting.AddToMeld) and done.wilds_as
        after = table.observation.melds[add.meld_id].layout
        return before, after
    finally:
        table.close()


def test_st5a_ruling_a_wild_dropped_on_a_runs_left_half_goes_below_it():
    before, after = drop_wild_on_half(left=True)
    assert after.low == before.low - 1 and after.high == before.high
    assert after.cards[0].face


def test_st5a_ruling_a_wild_dropped_on_a_runs_right_half_goes_above_it():
    before, after = drop_wild_on_half(left=False)
    assert after.high == before.high + 1 and after.low == before.low
    assert after.cards[-1].face


def test_st5a_ruling_a_staged_meld_with_a_free_wild_asks_where_it_goes():
    seed, actions, lay = find_position(open_ended_lay, tries=3000)
    app, table = open_table(seed, actions)
    try:
        stage(app, table, lay.cards)
        drag(app, table.stage_rect.center, table.areas[1].center)
        settle(app, table)
        chooser = table.chooser
        assert chooser is not None and len(chooser.readings) == 2
        assert table.controller.record().actions == actions  # nothing played yet
        wanted_as, wanted_layout = chooser.readings[1]
        spot = chooser.rects[1].center
        post(pygame.MOUSEBUTTONDOWN, pos=spot, button=1)
        post(pygame.MOUSEBUTTONUP, pos=spot, button=1)
        pump(app, 2)
        settle(app, table)
        assert table.chooser is None
        done = table.controller.record().actions[len(actions)]
        assert isinstance(done, sting.LayMeld) and done.wilds_as == wanted_as
        new = [m for m in table.observation.melds.values() if m.cards == wanted_layout.cards]
        assert len(new) == 1 and new[0].owner == 1
        assert table.staged_group() == []
    finally:
        table.close()


def test_st5a_ruling_esc_closes_the_chooser_and_nothing_is_played():
    seed, actions, lay = find_position(open_ended_lay, tries=3000)
    app, table = open_table(seed, actions)
    try:
        stage(app, table, lay.cards)
        drag(app, table.stage_rect.center, table.areas[1].center)
        settle(app, table)
        assert table.chooser is not None
        post(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="")
        pump(app, 3)
        assert table.chooser is None
        assert table.controller.record().actions == actions
        assert len(table.staged_group()) == len(lay.cards)  # still staged, to try again
    finally:
        table.close()


def test_st5a_ruling_the_chooser_answers_the_keys_too():
    seed, actions, lay = find_position(open_ended_lay, tries=3000)
    app, table = open_table(seed, actions)
    try:
        stage(app, table, lay.cards)
        drag(app, table.stage_rect.center, table.areas[1].center)
        settle(app, table)
        wanted_as, wanted_layout = table.chooser.readings[1]
        post(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="")
        post(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r")
        pump(app, 3)
        settle(app, table)
        done = table.controller.record().actions[len(actions)]
        assert isinstance(done, sting.LayMeld) and done.wilds_as == wanted_as
        assert any(m.cards == wanted_layout.cards for m in table.observation.melds.values())
    finally:
        table.close()


def test_st5a_ruling_readings_from_random_games_are_distinct_and_each_lies_as_listed():
    checked = choices = 0
    for seed in range(5):
        state = sting.new_game(3, seed)
        rng = random.Random(seed)
        for _ in range(120):
            if state.is_over:
                break
            observation = state.observe(state.to_act)
            if observation.phase == sting.PLAY:
                for action in sting.legal_actions(observation, limit=25):
                    if not isinstance(action, sting.LayMeld | sting.AddToMeld | sting.Substitute):
                        continue
                    readings = wild_readings(observation, observation.hand, action)
                    assert len({wilds_as for wilds_as, _ in readings}) == len(readings)
                    choices += len(readings) > 1
                    for wilds_as, layout in readings:
                        twin = state.clone()
                        events = twin.apply(replace(action, wilds_as=wilds_as))
                        placed = [e for e in events if isinstance(e, PLACED)][-1]
                        assert placed.cards == layout.cards
                        checked += 1
            state.apply(sting.random_action(observation, rng))
    assert checked > 100 and choices > 0
