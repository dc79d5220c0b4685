"""Rumski at the table, driven by posted mouse events and keys; the engine state is what
we check (RU-7 rearranging the Community, RU-10 reset and the whole-turn check).

Each test starts from a position reached by seeded random play (a restored game) where
you have opened and the Community holds a meld of four or more cards.
"""

import random

import pygame
from scene_driver import click, drag, make_app, post, pump, pump_until, settle

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
        assert sorted(after_split[index]) == sorted(before[index][:-1])
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


# -- positions of other kinds -------------------------------------------------------------


def find_where(wanted, tries=300, steps=300):
    """(seed, actions) of a seeded random game at a moment `wanted(observation)` holds for
    seat 0."""
    for seed in range(tries):
        state = rumski.new_game(2, seed, {})
        rng = random.Random(seed)
        for _ in range(steps):
            if state.is_over:
                break
            observation = state.observe(state.to_act)
            if observation.seat == 0 and wanted(observation):
                return seed, list(state.actions)
            state.apply(rng.choice(rumski.legal_actions(observation)))
    raise AssertionError("no such position in the seeds tried")


def table_at(seed, actions, speed="instant", level="random", settings=None):
    app = make_app((1280, 800))
    app.settings.update(speed=speed, **(settings or {}))
    plans = [SeatPlan("You", "human"), SeatPlan("Bo", "bot", level)]
    controller = Controller("rumski", plans, seed, {}, speed=speed, actions=actions)
    table = TableScene(app, controller)
    app.stack.push(table)
    return app, table


def key(app, code, mod=0):
    post(pygame.KEYDOWN, key=code, mod=mod, unicode="")
    pump(app, 2)


def focus_on(app, table, stop):
    """Walk the keyboard focus (Tab to the area, then Right) until it is on `stop`."""
    for _ in range(4):
        if table.keys.area_of(table.keys.valid()) == table.keys.area_of(stop):
            break
        key(app, pygame.K_TAB)
    for _ in range(200):
        if table.keys.valid() == stop:
            return
        key(app, pygame.K_RIGHT)
    raise AssertionError(f"the focus never reached {stop}")


def test_ru3_the_first_deal_is_animated_from_the_stock():
    app = make_app((1280, 800))
    app.settings.update(speed="normal")
    plans = [SeatPlan("You", "human"), SeatPlan("Bo", "bot", "random")]
    table = TableScene(app, Controller("rumski", plans, 4, {}, speed="normal"))
    app.stack.push(table)
    try:
        pump(app, 3)
        flying = [f for f in table.animator.flights if f.lands_on == "seat:1"]
        assert flying, "no card flies to the bot's seat"
        assert any(sprite.waiting or sprite.moving for sprite in table.hand_sprites)
        stock = table.layout.stock_rect.topleft
        assert all(f.tween.start == stock for f in flying)
    finally:
        table.close()


def bot_about_to_rearrange(speed):
    """Seed 3, seven actions in: the medium bot (seat 1) has drawn and will take
    Community melds apart."""
    from game.bots import make_bot
    from game.bots.seeds import bot_seed

    state = rumski.new_game(2, 3, {})
    bots = [make_bot("rumski", "medium", seat, bot_seed(3, seat)) for seat in range(2)]
    while len(state.actions) < 7:
        state.apply(bots[state.to_act].choose(state.observe(state.to_act)))
    return table_at(3, list(state.actions), speed=speed, level="medium")


def all_in_place(table):
    cards = table.community_cards
    return cards.calm and all(
        [(s.x, s.y) for s in meld] == [r.topleft for r in place.cards]
        for meld, place in zip(cards.melds, table.places, strict=True)
    )


def test_ru7_bot_rearrangement_is_shown_move_by_move():
    """The bot's cards glide one move after another, never a jump."""
    app, table = bot_about_to_rearrange("fast")
    try:
        before = table.shown
        assert before and table.controller.to_act == 1
        pump_until(app, lambda: table.controller.version > 0)
        pump(app, 1)
        cards = table.community_cards
        assert len(cards.timeline) >= 3, "the rearrangement is not played in steps"
        assert not cards.calm
        assert table.still_in_hand(1) >= 1  # its hand card has not left the seat yet
        positions = {id(s): (s.x, s.y) for s in cards}
        pump(app, 12)
        moved = [s for s in cards if (s.x, s.y) != positions[id(s)]]
        assert moved and len(moved) < len(positions), "cards should move a few at a time"
        settle(app, table)
        pump_until(app, lambda: cards.calm)
        assert sorted(table.shown) == sorted(table.observation.community) != sorted(before)
        assert all_in_place(table)
        assert table.still_in_hand(1) == 0
    finally:
        table.close()


def test_a_window_resized_during_a_bot_rearrangement_leaves_every_card_in_place():
    app, table = bot_about_to_rearrange("slow")
    try:
        pump_until(app, lambda: table.controller.version > 0)
        pump(app, 10)
        assert not table.community_cards.calm
        app.resized((1024, 700))
        settle(app, table)
        pump_until(app, lambda: table.community_cards.calm)
        assert table.layout.size == (1024, 700)
        assert all_in_place(table)
    finally:
        table.close()


def test_ru7_split_and_join_by_keyboard_only():
    app, table, actions = open_table()
    try:
        before = table.observation.community
        index = long_meld(table)
        last = len(before[index]) - 1
        focus_on(app, table, ("card", index, last))
        key(app, pygame.K_SPACE)
        assert (index, last) in table.picked
        focus_on(app, table, ("new",))
        key(app, pygame.K_RETURN)
        settle(app, table)
        split = table.observation.community
        assert len(split) == len(before) + 1
        assert (before[index][-1],) in split
        # Join: pick the lone card and drop it after the first card of its old meld.
        lone = next(i for i, meld in enumerate(table.shown) if meld == (before[index][-1],))
        focus_on(app, table, ("card", lone, 0))
        key(app, pygame.K_SPACE)
        rest = sorted(before[index][:-1])
        home = next(i for i, meld in enumerate(table.shown) if sorted(meld) == rest)
        focus_on(app, table, ("card", home, 0))
        key(app, pygame.K_RETURN)
        settle(app, table)
        joined = table.observation.community
        assert len(joined) == len(before)
        assert all(rumski.is_meld(meld) for meld in joined)
        # Reset turn from its button, by keyboard.
        focus_on(app, table, ("button", "reset"))
        key(app, pygame.K_RETURN)
        settle(app, table)
        assert table.controller.record().actions[-1] == rumski.ResetTurn(0)
        assert table.observation.community == table.observation.community_at_draw
    finally:
        table.close()


def test_ru5_draw_by_keyboard_then_discard_a_following_card_by_keyboard():
    seed, actions = find_where(
        lambda o: (
            o.phase == rumski.DRAW
            and o.top_discard is not None
            and not o.top_discard.is_wild
            and any(rumski.turn.matches_top(c, o.top_discard) for c in o.hand)
        )
    )
    app, table = table_at(seed, actions)
    try:
        settle(app, table)
        focus_on(app, table, ("stock",))
        key(app, pygame.K_RETURN)
        settle(app, table)
        assert isinstance(table.controller.record().actions[-1], rumski.DrawStock)
        observation = table.observation
        card = next(
            c
            for c in observation.hand
            if not c.is_wild and rumski.turn.matches_top(c, observation.top_discard)
        )
        where = next(i for i, s in enumerate(table.hand_sprites) if s.card == card)
        focus_on(app, table, ("hand", where))
        assert table.hand_sprites[where].hovered  # the walked-to card lifts
        assert table.focused is table.hand_sprites[where]  # and is ringed
        key(app, pygame.K_SPACE)
        assert table.hand_sprites[where].selected
        focus_on(app, table, ("discard",))
        key(app, pygame.K_RETURN)
        settle(app, table)
        assert table.controller.record().actions[len(actions) + 1] == rumski.Discard(0, card)
    finally:
        table.close()


def test_ru9_only_a_card_that_follows_lights_the_discard_pile():
    seed, actions = find_where(
        lambda o: (
            o.phase == rumski.PLAY
            and o.drew in ("stock", "top")
            and o.top_discard is not None
            and not o.top_discard.is_wild
            and any(rumski.turn.matches_top(c, o.top_discard) for c in o.hand if not c.is_wild)
            and any(not rumski.turn.matches_top(c, o.top_discard) for c in o.hand)
        )
    )
    app, table = table_at(seed, actions)
    try:
        settle(app, table)
        top = table.observation.top_discard
        for follows in (True, False):
            sprite = next(
                s
                for s in table.hand_sprites
                if not s.card.is_wild and rumski.turn.matches_top(s.card, top) == follows
            )
            start = sprite.rect.center
            post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
            post(pygame.MOUSEMOTION, pos=(start[0], start[1] - 60), rel=(0, 0), buttons=(1, 0, 0))
            pump(app, 2)
            pile = next(t for t in table.drag.targets if t.name == "discard")
            assert pile.accepts == follows
            post(pygame.MOUSEBUTTONUP, pos=table.layout.hand_rect.center, button=1)
            settle(app, table)
    finally:
        table.close()


def test_ru8_a_wild_taken_from_the_pile_waits_in_the_tray_and_can_be_put_back():
    seed, actions = find_where(
        lambda o: o.phase == rumski.DRAW and o.top_discard is not None and o.top_discard.is_wild
    )
    app, table = table_at(seed, actions)
    try:
        settle(app, table)
        click(app, table.layout.discard_rect.center)  # take the top discard: the wild
        settle(app, table)
        assert table.observation.wilds_to_place == 1
        tray = table.tray_sprites()
        assert len(tray) == 1 and tray[0].card.is_wild
        assert table.tray_rect is not None and table.tray_rect.contains(tray[0].home_rect)
        assert table.buttons["take_all"].text.startswith("Put back")
        pump(app, 2)
        assert not table.buttons["end"].is_enabled  # RU-8: it must be played first
        drag(app, tray[0].rect.center, table.layout.discard_rect.center)
        settle(app, table)
        assert table.controller.record().actions[-1] == rumski.TakeBack(0)
        assert table.observation.phase == rumski.DRAW
        assert table.observation.top_discard.is_wild and table.tray_rect is None
    finally:
        table.close()


def test_ru5_take_all_button_takes_the_whole_pile():
    seed, actions = find_where(lambda o: o.phase == rumski.DRAW and len(o.discard_pile) >= 3)
    app, table = table_at(seed, actions)
    try:
        settle(app, table)
        pile = table.observation.discard_pile
        click(app, table.buttons["take_all"].rect.center)
        settle(app, table)
        assert table.controller.record().actions[-1] == rumski.TakeDiscard(0, True)
        assert table.observation.must_new_pile and not table.observation.discard_pile
        assert "new pile" in table.adapter.prompt(table.observation)  # RU-9
        assert all(card in table.observation.hand for card in pile if not card.is_wild)
    finally:
        table.close()


def test_ru16_hint_lights_the_solvers_play_and_pressed_again_plays_it():
    seed, actions = find_where(
        lambda o: (
            o.phase == rumski.PLAY
            and o.opened[0]
            and not o.staged
            and rumski.max_playable([c for m in o.community for c in m], o.hand) > 0
        )
    )
    app, table = table_at(seed, actions, speed="fast")
    try:
        settle(app, table)
        click(app, table.buttons["hint"].rect.center)
        pump_until(app, lambda: table.hint is not None)
        assert table.message.startswith("Hint: play") and len(table.message) < 160
        hinted = table.hint[1]
        assert isinstance(hinted, rumski.PlayCommunity)
        lit, rings = table.hint_rects()
        assert lit and rings and table.community_rect.contains(rings[0])
        assert table.controller.record().actions == actions  # a hint changes nothing
        key(app, pygame.K_h)  # again: the hinted play is made, shown move by move
        assert table.controller.record().actions[-1] == hinted
        pump(app, 2)
        assert len(table.community_cards.timeline) > 1
        settle(app, table)
        pump_until(app, lambda: table.community_cards.calm)
        assert sorted(table.shown) == sorted(hinted.community)
    finally:
        table.close()


def test_auto_play_my_turn_plays_the_whole_turn_when_set():
    seed, actions = find_where(lambda o: o.phase == rumski.DRAW)
    app, table = table_at(seed, actions, settings={"auto_play_turn": True})
    try:
        pump_until(app, lambda: len(table.controller.record().actions) > len(actions) + 1)
        pump_until(app, lambda: table.controller.to_act != 0 or table.controller.is_over)
        mine = table.controller.record().actions[len(actions) :]
        assert type(mine[0]).__name__ in ("DrawStock", "TakeDiscard", "Reshuffle")
        assert any(isinstance(a, rumski.Discard | rumski.Knock) for a in mine)
    finally:
        table.close()


def test_auto_play_is_off_by_default():
    from game.store.settings import Settings

    assert Settings().auto_play_turn is False
    seed, actions = find_where(lambda o: o.phase == rumski.DRAW)
    app, table = table_at(seed, actions)
    try:
        pump(app, 30)
        assert table.controller.record().actions == actions
    finally:
        table.close()


def test_ru8_a_wild_freed_from_the_community_waits_in_the_tray_until_placed():
    seed, actions = find_where(
        lambda o: (
            o.phase == rumski.PLAY
            and o.opened[0]
            and not o.staged
            and any(card.is_wild for meld in o.community for card in meld)
        )
    )
    app, table = table_at(seed, actions)
    try:
        settle(app, table)
        before = table.observation.community
        meld = next(i for i, m in enumerate(table.shown) if any(c.is_wild for c in m))
        k = next(k for k, c in enumerate(table.shown[meld]) if c.is_wild)
        rect = table.places[meld].cards[k]
        drag(app, (rect.x + 6, rect.centery), table.layout.hand_rect.center)
        settle(app, table)
        assert isinstance(table.controller.record().actions[-1], rumski.PlayCommunity)
        freed = [m for m in table.observation.community if len(m) == 1 and m[0].is_wild]
        assert len(freed) == 1  # staged as a wild on its own, shown in the tray
        lone = next(i for i, m in enumerate(table.shown) if m == freed[0])
        assert table.tray_rect is not None
        assert table.tray_rect.contains(table.places[lone].cards[0])
        pump(app, 2)
        assert not table.buttons["end"].is_enabled
        # Back into the meld it came from: the Community is as it was.
        home = next(i for i, m in enumerate(table.shown) if len(m) > 1 and meld_of(m, before))
        target = table.places[home].rect
        drag(app, table.places[lone].cards[0].center, (target.right - 3, target.centery))
        settle(app, table)
        assert sorted(map(sorted, table.observation.community)) == sorted(map(sorted, before))
        assert table.tray_rect is None
    finally:
        table.close()


def meld_of(meld, community):
    """Whether `meld` plus a wild is one of `community`'s melds."""
    return any(sorted(list(meld) + [rumski.WILD]) == sorted(m) for m in community)


def test_ru4_a_legal_meld_you_make_is_laid_in_reading_order():
    from game.ui.rumski.community_edit import table_order

    cards = rumski.parse_cards
    assert table_order(cards("R8 R6 R7")) == tuple(cards("R6 R7 R8"))
    assert table_order(cards("R6 W R4")) == tuple(cards("R4 W R6"))  # the wild stands for R5
    assert table_order(cards("Y5 G5 R5")) == tuple(cards("G5 R5 Y5"))  # colour order G R P B Y
    assert table_order(cards("R8 R6")) == tuple(cards("R8 R6"))  # unfinished: as left


def test_ru9_a_stray_enter_after_the_draw_never_knocks():
    app, table, actions = open_table()
    try:
        key(app, pygame.K_RETURN)  # no focus, nothing selected
        assert table.controller.record().actions == actions
        assert "K to knock" in table.message
    finally:
        table.close()


def test_ru7_community_edit_split_join_and_new_meld_placement():
    from game.ui.rumski.community_edit import NEW, TRAY, moved

    cards = rumski.parse_cards
    community = (tuple(cards("R1 R2 R3 R4 R5 R6")), tuple(cards("G7 B7 Y7")))
    # Split: the top three of the run onto empty table, placed before the group.
    split = moved(community, [], [(0, 3), (0, 4), (0, 5)], NEW, new_at=1)
    assert split == (tuple(cards("R1 R2 R3")), tuple(cards("R4 R5 R6")), community[1])
    # Join: the lone end back onto the run it came from (read low to high).
    joined = moved(split, [], [(1, 0), (1, 1), (1, 2)], 0)
    assert joined == community
    # A hand card added to the group; a numbered card is never freed to the tray.
    assert moved(community, cards("P7"), [], 1)[1] == tuple(cards("G7 P7 B7 Y7"))
    assert moved(community, [], [(1, 0)], TRAY) is None


def test_ru8_community_edit_frees_a_wild_to_the_tray():
    from game.ui.rumski.community_edit import TRAY, moved

    cards = rumski.parse_cards
    community = (tuple(cards("G5 W Y5 B5")),)
    assert moved(community, [], [(0, 1)], TRAY) == (tuple(cards("G5 B5 Y5")), (rumski.WILD,))
