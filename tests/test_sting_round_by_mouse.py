"""A whole round of Sting played at the table by posted mouse events only: one person
against an easy bot, with a Pass-A-Pile answered by a Take-It-Back and the answer
taken back again (ST-4, ST-5a, ST-5b, ST-5e, ST-5f, ST-6, ST-9, ST-10).

The person plays plainly (`sting_round_policy.human_move`); each of their moves is
made with the mouse as a new player would — click the draw pile, drag cards into the
staging slot and onto an opponent's area, drag a Pass-A-Pile onto the discard pile and
click a meld and a player, click "Take it back" — and the engine's record is checked
against the move meant. Seed 9 deals a round where the person passes, the bot takes
it back and the person takes it back again (found by playing the same choices against
the engine alone).
"""

import pygame
from scene_driver import drag, make_app, post, pump, pump_until, settle
from sting_round_policy import human_move

from game.controller import Controller, SeatPlan
from game.rules import sting
from game.scenes.summary import SummaryScene
from game.scenes.table import TableScene

SEED = 9


def click_at(app, pos):
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
    pump(app, 3)


def hand_sprite(table, card, taken=()):
    return next(s for s in table.hand_sprites if s.card == card and s not in taken)


def plain_card_point(table, meld_id):
    """A point on a numbered card of the meld (dropping a numbered card on a wild would
    swap it, ST-5d): the left strip of its last numbered card, which lies uncovered."""
    place = table.places[meld_id]
    cards = table.melds[meld_id][1]
    index = max(i for i, card in enumerate(cards) if not card.face)
    rect = place.cards[index]
    return (rect.x + 4, rect.centery)


def play_by_mouse(app, table, action):
    """Make `action` at the table with the mouse only."""
    if isinstance(action, sting.Draw):
        click_at(app, table.layout.stock_rect.center)
    elif isinstance(action, sting.TakeItBack | sting.AcceptPass):
        key = "take_back" if isinstance(action, sting.TakeItBack) else "keep"
        pump_until(app, lambda: table.answer_buttons[key].visible)
        click_at(app, table.answer_buttons[key].rect.center)
    elif isinstance(action, sting.PassAPile):
        pp = next(s for s in table.hand_sprites if s.card.face == "PP")
        drag(app, pp.rect.center, table.layout.discard_rect.center)
        assert table.passing == -1
        click_at(app, table.places[action.meld_id].rect.center)
        assert table.passing == action.meld_id
        click_at(app, table.areas[action.to_seat].center)
    elif isinstance(action, sting.LayMeld):
        used = []
        for card in action.cards:
            sprite = hand_sprite(table, card, used)
            used.append(sprite)
            drag(app, sprite.rect.center, table.stage_rect.center)
            settle(app, table)
        drag(app, table.staged_group()[-1].rect.center, table.areas[action.to_seat].center)
    elif isinstance(action, sting.AddToMeld):
        sprite = hand_sprite(table, action.cards[0])
        drag(app, sprite.rect.center, plain_card_point(table, action.meld_id))
    else:
        sprite = hand_sprite(table, action.card)
        drag(app, sprite.rect.center, table.layout.discard_rect.center)


def same_move(done, meant):
    """The move recorded is the move meant (a meld's cards in any order)."""
    if isinstance(meant, sting.LayMeld):
        return (
            isinstance(done, sting.LayMeld)
            and sorted(map(str, done.cards)) == sorted(map(str, meant.cards))
            and done.to_seat == meant.to_seat
        )
    return done == meant


def test_st5_a_whole_round_by_mouse_with_a_pass_taken_back_against_a_bot():
    app = make_app((1280, 800))
    app.autoplay = False
    plans = [SeatPlan("You", "human"), SeatPlan("Bo", "bot", "easy")]
    controller = Controller("sting", plans, SEED, {"first_dealer": 1}, speed="instant")
    table = TableScene(app, controller)
    app.stack.push(table)
    try:
        moves = 0
        while True:
            pump_until(
                app,
                lambda: (
                    isinstance(app.stack.top, SummaryScene) or (table.my_turn and table.ready())
                ),
            )
            if isinstance(app.stack.top, SummaryScene):
                break
            settle(app, table)
            meant = human_move(table.observation)
            before = len(controller.record().actions)
            play_by_mouse(app, table, meant)
            actions = controller.record().actions
            assert len(actions) > before, f"the mouse did not make {meant}: {table.message}"
            assert same_move(actions[before], meant), (actions[before], meant)
            moves += 1
            assert moves < 200, "the round never ended"
        summary = app.stack.top.summary
        record = controller.record().actions
        state = sting.new_game(2, SEED, {"first_dealer": 1})
        events = [event for action in record for event in state.apply(action)]
        scored = next(event for event in events if isinstance(event, sting.RoundScored))
        assert state.round == 2  # the next round is dealt behind the summary
        assert [row.score for row in summary.rows] == list(scored.scores)
        assert [row.leftover for row in summary.rows] == list(scored.hands)
        # The exchange: the person's PP, the bot's TB, the person's TB (ST-5e, ST-5f).
        kinds = [(type(action).__name__, action.seat) for action in record]
        assert any(
            kinds[i : i + 3] == [("PassAPile", 0), ("TakeItBack", 1), ("TakeItBack", 0)]
            for i in range(len(kinds))
        )
        assert any(name == "LayMeld" and seat == 0 for name, seat in kinds)
        assert sum(1 for event in events if isinstance(event, sting.WentOut)) >= 1
    finally:
        table.close()
