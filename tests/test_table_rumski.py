"""Rumski at the table, driven by posted mouse events and keys; the engine state is what
we check (RU-7 rearranging the Community, RU-10 reset and the whole-turn check).

Each test starts from a position reached by seeded random play (a restored game) where
you have opened and the Community holds a meld of four or more cards.
"""

import random

import pygame
from scene_driver import click, drag, make_app, post, pump, settle

from game.controller import Controller, SeatPlan
from game.rules import rumski
from game.scenes.table import TableScene


def find_position(tries=300):
    for seed in range(tries):
        state = rumski.new_game(2, seed, {})
        rng = random.Random(seed)
        for _ in range(300):
            if state.is_over:
                break
            observation = state.observe(state.to_act)
            if (
                observation.seat == 0
                and observation.phase == rumski.PLAY
                and observation.opened[0]
                and not observation.staged
                and any(len(meld) >= 4 for meld in observation.community)
                and all(rumski.is_meld(meld) for meld in observation.community)
            ):
                return seed, list(state.actions)
            state.apply(rng.choice(rumski.legal_actions(observation)))
    raise AssertionError("no such position in the seeds tried")


def open_table():
    seed, actions = find_position()
    app = make_app((1280, 800))
    plans = [SeatPlan("You", "human"), SeatPlan("Bo", "bot", "random")]
    controller = Controller("rumski", plans, seed, {}, speed="instant", actions=actions)
    table = TableScene(app, controller)
    app.stack.push(table)
    settle(app, table)
    return app, table, actions


def long_meld(table):
    community = table.observation.community
    return next(i for i, meld in enumerate(community) if len(meld) >= 4)


def split_last_card(app, table):
    """Pick the last card of a long meld and drag it onto the new-meld slot (a split)."""
    index = long_meld(table)
    place = table.places[index]
    last = place.cards[-1]
    click(app, last.center)
    assert (index, len(place.cards) - 1) in table.picked
    drag(app, last.center, table.slot_rect.center)
    settle(app, table)
    return index


def test_ru7_split_then_join_by_dragging_community_cards():
    app, table, actions = open_table()
    try:
        before = table.observation.community
        index = split_last_card(app, table)
        after_split = table.observation.community
        assert len(after_split) == len(before) + 1
        assert after_split[-1] == (before[index][-1],)
        assert after_split[index] == before[index][:-1]
        assert isinstance(table.controller.record().actions[-1], rumski.PlayCommunity)
        # Join: drag the one-card meld back onto the end of the meld it came from.
        table.place_table()
        lone = table.places[-1].cards[0]
        target = table.places[index].rect
        drag(app, lone.center, (target.right - 2, target.centery))
        settle(app, table)
        joined = table.observation.community
        assert len(joined) == len(before)
        assert sorted(map(str, joined[index])) == sorted(map(str, before[index]))
        assert all(rumski.is_meld(meld) for meld in joined)
    finally:
        table.close()


def test_ru10_reset_turn_restores_the_community_after_the_draw():
    app, table, actions = open_table()
    try:
        at_draw = table.observation.community_at_draw
        split_last_card(app, table)
        assert table.observation.community != at_draw
        post(pygame.KEYDOWN, key=pygame.K_z, mod=0, unicode="z")
        settle(app, table)
        assert table.observation.community == at_draw
        assert table.controller.record().actions[-1] == rumski.ResetTurn(0)
    finally:
        table.close()


def test_ru10_end_turn_with_an_illegal_community_is_refused_with_the_reason():
    app, table, actions = open_table()
    try:
        split_last_card(app, table)  # leaves a one-card meld: not legal
        assert not all(table.community_legal())
        pump(app, 2)
        assert not table.buttons["end"].is_enabled  # offered only when all is legal
        done = list(table.controller.record().actions)
        post(pygame.KEYDOWN, key=pygame.K_e, mod=0, unicode="e")
        pump(app, 3)
        assert table.controller.record().actions == done
        assert table.message_bad and "RU" not in table.message and table.message
        # Dropping a hand card on the pile ends the turn too: refused the same way.
        sprite = table.hand_sprites[0]
        drag(app, sprite.rect.center, table.layout.discard_rect.center)
        pump(app, 3)
        assert table.controller.record().actions == done
        assert table.observation.phase == rumski.PLAY
    finally:
        table.close()
