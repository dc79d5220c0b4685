"""Sting at the table, driven by posted mouse events and keys; the engine state is what
we check (ST-4, ST-5a, ST-5b, ST-5d, ST-5e, ST-5f).

Each test starts from a position reached by seeded random play (a restored game), so
the hand holds what the move needs; then a person's drags and clicks play it.
"""

import random

import pygame
import pytest
from scene_driver import drag, make_app, post, pump, pump_until, settle

from game.controller import Controller, SeatPlan
from game.rules import sting
from game.scenes.table import TableScene


def find_position(wanted, seats=2, tries=400):
    """(seed, actions) of a seeded random game stopped where seat 0 must act in the
    play phase and `wanted(observation)` gives an action (or a truthy value)."""
    for seed in range(tries):
        state = sting.new_game(seats, seed, {"first_dealer": seats - 1})
        rng = random.Random(seed)
        for _ in range(400):
            if state.is_over:
                break
            observation = state.observe(state.to_act)
            if observation.seat == 0 and observation.phase == sting.PLAY:
                found = wanted(observation, state)
                if found:
                    return seed, list(state.actions), found
            state.apply(sting.random_action(observation, rng))
    raise AssertionError("no such position in the seeds tried")


def open_table(seed, actions, humans=1, seats=2, size=(1280, 800), large_text=False):
    app = make_app(size)
    app.autoplay = False
    app.settings["large_text"] = large_text
    plans = [SeatPlan("You", "human")]
    plans += [
        SeatPlan(f"P{i}", "human" if i < humans else "bot", "random") for i in range(1, seats)
    ]
    options = {"first_dealer": seats - 1}
    controller = Controller("sting", plans, seed, options, speed="instant", actions=actions)
    table = TableScene(app, controller)
    app.stack.push(table)
    settle(app, table)
    return app, table


def sprite_of(table, card, taken=()):
    return next(s for s in table.hand_sprites if s.card == card and s not in taken)


def stage(app, table, cards):
    """Drag each card of `cards` from the hand into the staging slot."""
    used = []
    for card in cards:
        sprite = sprite_of(table, card, used)
        used.append(sprite)
        drag(app, sprite.rect.center, table.stage_rect.center)
        settle(app, table)


def a_lay(observation, state):
    lays = [
        a
        for a in sting.legal_actions(observation)
        if isinstance(a, sting.LayMeld) and not a.from_discard and not a.wilds_as
    ]
    return lays[0] if lays else None


def test_st5a_staged_meld_dropped_on_an_opponent_is_laid_in_front_of_them():
    seed, actions, lay = find_position(a_lay)
    app, table = open_table(seed, actions)
    try:
        before = dict(table.observation.melds)
        hand_before = len(table.observation.hand)
        stage(app, table, lay.cards)
        assert sorted(map(str, (s.card for s in table.staged_group()))) == sorted(
            map(str, lay.cards)
        )
        drag(app, table.stage_rect.center, table.areas[1].center)
        settle(app, table)
        melds = table.observation.melds
        new = [m for i, m in melds.items() if i not in before]
        assert len(new) == 1 and new[0].owner == 1
        assert sorted(map(str, new[0].cards)) == sorted(map(str, lay.cards))
        assert table.staged_group() == []
        assert len(table.observation.hand) == hand_before - len(lay.cards)
    finally:
        table.close()


def test_st5a_drop_on_own_area_is_refused_with_the_engines_reason():
    seed, actions, lay = find_position(a_lay)
    app, table = open_table(seed, actions)
    try:
        record = list(table.controller.record().actions)
        stage(app, table, lay.cards)
        drag(app, table.stage_rect.center, table.areas[0].center)
        pump(app, 3)
        assert table.controller.record().actions == record
        assert table.message_bad
        assert table.message == "Melds go in front of an opponent, never in front of you."
        assert len(table.staged_group()) == len(lay.cards)  # still staged, to try again
    finally:
        table.close()


def a_swap(observation, state):
    for action in sting.legal_actions(observation):
        if (
            isinstance(action, sting.Substitute)
            and action.to_meld not in (sting.NO_MELD, action.meld_id)
            and not action.wilds_as[1:]
        ):
            return action
    return None


def test_st5d_substitution_frees_a_wild_into_the_tray_until_it_is_placed():
    seed, actions, swap = find_position(a_swap, tries=1500)
    app, table = open_table(seed, actions)
    try:
        meld = table.observation.melds[swap.meld_id]
        freed = meld.cards[swap.position]
        place = table.places[swap.meld_id]
        drag(app, sprite_of(table, swap.card).rect.center, place.cards[swap.position].center)
        settle(app, table)
        assert table.tray is not None and table.tray.card == freed  # waiting: must play
        assert table.controller.record().actions == actions  # nothing applied yet
        target = table.places[swap.to_meld]
        drag(app, table.tray.rect.center, target.rect.center)
        settle(app, table)
        done = table.controller.record().actions[len(actions)]
        assert isinstance(done, sting.Substitute)
        assert (done.meld_id, done.position, done.card, done.to_meld) == (
            swap.meld_id,
            swap.position,
            swap.card,
            swap.to_meld,
        )
        melds = table.observation.melds
        assert melds[swap.meld_id].cards[swap.position] == swap.card
        assert freed in melds[swap.to_meld].cards
        assert table.tray is None and table.swap is None
    finally:
        table.close()


def a_pass(observation, state):
    takers = [c for c in state.hands[1] if c.face == "TB"]
    if not takers:
        return None
    for action in sting.legal_actions(observation):
        if isinstance(action, sting.PassAPile) and action.to_seat == 1:
            return action
    return None


def reveal(app, table):
    """Hot-seat: the cover waits for the next player; a click reveals their hand."""
    pump_until(app, lambda: app.stack.top is not table)
    post(pygame.MOUSEBUTTONUP, pos=(5, 5), button=1)
    pump(app, 3)
    settle(app, table)


def test_st5e_st5f_pass_a_pile_then_take_it_back_in_hot_seat():
    seed, actions, passing = find_position(a_pass, tries=3000)
    app, table = open_table(seed, actions, humans=2)
    try:
        if app.stack.top is not table:
            reveal(app, table)
        assert table.viewer == 0
        pp = next(s for s in table.hand_sprites if s.card.face == "PP")
        drag(app, pp.rect.center, table.layout.discard_rect.center)
        settle(app, table)
        assert table.passing == -1
        place = table.places[passing.meld_id]
        post(pygame.MOUSEBUTTONDOWN, pos=place.rect.center, button=1)
        post(pygame.MOUSEBUTTONUP, pos=place.rect.center, button=1)
        pump(app, 2)
        assert table.passing == passing.meld_id
        area = table.areas[1].center
        post(pygame.MOUSEBUTTONDOWN, pos=area, button=1)
        post(pygame.MOUSEBUTTONUP, pos=area, button=1)
        pump(app, 3)
        observation = table.controller.observe(1)
        assert observation.phase == sting.TAKE_BACK
        assert observation.melds[passing.meld_id].owner == 1
        reveal(app, table)  # the receiver is always asked (ST-5f ruling)
        assert table.viewer == 1
        pump(app, 2)
        assert table.answer_buttons["take_back"].visible
        post(pygame.KEYDOWN, key=pygame.K_t, mod=0, unicode="t")
        pump(app, 3)
        observation = table.controller.observe(0)
        assert observation.melds[passing.meld_id].owner == 0
        assert observation.phase == sting.TAKE_BACK and observation.to_act == 0
        assert [c.face for c in observation.discard_pile[-2:]] == ["PP", "TB"]
        reveal(app, table)
        assert table.viewer == 0
        table.command("keep")
        pump(app, 3)
        observation = table.controller.observe(0)
        assert observation.phase == sting.PLAY and observation.melds[passing.meld_id].owner == 0
    finally:
        table.close()


def test_st4_keys_announce_the_draw():
    state = sting.new_game(2, 3, {"first_dealer": 1})
    app, table = open_table(3, [])
    try:
        pump_until(app, lambda: table.my_turn)
        hand = len(table.observation.hand)
        post(pygame.KEYDOWN, key=pygame.K_2, mod=0, unicode="2")
        settle(app, table)
        assert table.controller.record().actions[-1] == sting.Draw(0, 2)
        assert len(table.observation.hand) == hand + 2
        assert len(table.hand_sprites) == hand + 2
        assert state.to_act == 0
    finally:
        table.close()


@pytest.mark.parametrize("seats", [6])
def test_six_seat_table_places_every_area(seats):
    app, table = open_table(1, [], seats=seats)
    try:
        table.place_table()
        assert set(table.areas) == set(range(seats))
        rects = [table.boxes[s] for s in range(1, seats)]
        for i, a in enumerate(rects):
            for b in rects[i + 1 :]:
                assert not a.colliderect(b)
    finally:
        table.close()


def an_add(from_discard):
    def wanted(observation, state):
        for action in sting.legal_actions(observation):
            if not isinstance(action, sting.AddToMeld) or action.from_discard != from_discard:
                continue
            if not action.wilds_as and not action.cards[0].face:
                return action
        return None

    return wanted


def test_st5b_card_dropped_on_any_meld_is_added():
    seed, actions, add = find_position(an_add(False))
    app, table = open_table(seed, actions)
    try:
        before = len(table.observation.melds[add.meld_id].cards)
        sprite = sprite_of(table, add.cards[0])
        drag(app, sprite.rect.center, table.places[add.meld_id].rect.midtop)
        settle(app, table)
        done = table.controller.record().actions[len(actions)]
        assert isinstance(done, sting.AddToMeld) and done.meld_id == add.meld_id
        assert len(table.observation.melds[add.meld_id].cards) == before + 1
    finally:
        table.close()


def test_st5c_top_discard_dragged_onto_a_meld_is_played_at_once():
    seed, actions, add = find_position(an_add(True))
    app, table = open_table(seed, actions)
    try:
        pile = len(table.observation.discard_pile)
        drag(app, table.layout.discard_rect.center, table.places[add.meld_id].rect.midtop)
        settle(app, table)
        done = table.controller.record().actions[len(actions)]
        assert done == sting.AddToMeld(0, add.meld_id, add.cards, True)
        assert len(table.observation.discard_pile) == pile - 1
        assert add.cards[0] in table.observation.melds[add.meld_id].cards
    finally:
        table.close()


def recorded_flights(table):
    """Every flight the table's animator launches: (start, end), also at instant speed."""
    flights = []
    fly = table.animator.fly

    def recording(picture, start, end, *args, **kwargs):
        flights.append((tuple(start), tuple(end)))
        return fly(picture, start, end, *args, **kwargs)

    table.animator.fly = recording
    return flights


def test_st5a_a_laid_meld_flies_from_where_its_staged_cards_were_dropped():
    """The staged meld's cards fly to the opponent's area from where the player let go
    of them, not from the middle of the hand (new-user trial: they seemed to jump out
    of the hand)."""
    seed, actions, lay = find_position(a_lay)
    app, table = open_table(seed, actions)
    try:
        stage(app, table, lay.cards)
        staged = list(table.staged_group())
        flights = recorded_flights(table)
        drag(app, table.stage_rect.center, table.areas[1].center)
        settle(app, table)
        dropped = sorted((s.x, s.y) for s in staged)
        hand_middle = table.seat_point(table.viewer)
        starts = sorted(start for start, _ in flights)
        assert len(starts) == len(lay.cards)
        assert hand_middle not in starts
        assert starts == dropped
    finally:
        table.close()


def test_st10_a_laid_melds_cost_shows_once_its_cards_have_landed(monkeypatch):
    """The cost chip ("3 pts") sits on the meld's cards: while they are still flying to
    the opponent's area it is not drawn alone over the empty felt where they will land
    (new-user trial: the chip arrived before the meld)."""
    from game.ui.sting import view

    seed, actions, lay = find_position(a_lay)
    app, table = open_table(seed, actions)
    try:
        stage(app, table, lay.cards)
        app.settings["speed"] = "normal"  # the cards fly, as they do for a player
        before = set(table.observation.melds)
        drag(app, table.stage_rect.center, table.areas[1].center)
        chips = []
        monkeypatch.setattr(
            view,
            "draw_cost_chip",
            lambda surface, cards, numeric, corner, *rest: chips.append(corner),
        )
        (meld_id,) = set(table.observation.melds) - before
        place = table.places[meld_id]
        corner = (place.rect.right - 2, place.rect.bottom - 2)
        assert any(table.animator.landing(f"card:{meld_id}:{i}") for i in range(len(place.cards)))
        table.painter.layer = None  # the still layer drawn afresh, chips and all
        table.draw(app.screen)
        assert corner not in chips  # its cards are on their way
        settle(app, table)
        table.painter.layer = None
        table.draw(app.screen)
        assert corner in chips  # landed: the chip sits on them
    finally:
        table.close()


def test_st5c_the_piles_top_card_staged_shows_the_card_under_it_on_the_pile():
    """The pile's top card dragged into the staging slot lies there, waiting to be played
    with the meld (ST-5c): the pile shows the card under it meanwhile, not the same card
    twice (new-user trial, 1280x800); put back, it is on the pile again."""
    seed, actions, _ = find_position(an_add(True))
    app, table = open_table(seed, actions)
    try:
        pile = list(table.observation.discard_pile)
        shown = []
        draw = table.painter.draw_discard_pile
        table.painter.draw_discard_pile = lambda surface, cards, depth: (
            shown.append(list(cards)),
            draw(surface, cards, depth),
        )[1]
        drag(app, table.layout.discard_rect.center, table.stage_rect.center)
        settle(app, table)
        assert table.staged_discard is not None and table.staged_discard.card == pile[-1]
        table.painter.layer = None
        table.draw(app.screen)
        assert shown[-1] == pile[:-1]
        table.cancel()  # Esc: the staging is given back
        table.painter.layer = None
        table.draw(app.screen)
        assert shown[-1] == pile
    finally:
        table.close()
