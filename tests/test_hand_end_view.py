"""Going out with your own move: while the move's last cards fly and the round's end is
shown (the next hand is already dealt), the table shows the hand as it ended — the cards
you just played are no longer drawn in your hand (a trial player's "ghost hand" under
Sting's round end, issue 18's leftovers). Each game's adapter brings the table to the
hand's end from the hand-end event (`end_view`): Crowns CR-12 (a final turn that ends the
hand), Sting ST-9 (a meld that empties the hand), Rumski RU-11 (the last card played).
"""

import random
from collections import Counter

import pytest
from scene_driver import make_app, pump, settle

from game.controller import Controller, SeatPlan
from game.rules import crowns, rumski, sting
from game.scenes.table import TableScene

HAND_END = {"crowns": crowns.HandEnded, "sting": sting.RoundScored, "rumski": rumski.RoundWon}
RULES = {"crowns": crowns, "sting": sting, "rumski": rumski}
OPTIONS = {"sting": {"first_dealer": 1}}


def going_out(game, tries=400, steps=400):
    """(seed, actions, move, the hand-end event) of a seeded random two-seat game stopped
    where seat 0's `move` ends the hand while seat 0 still holds cards."""
    rules = RULES[game]
    for seed in range(tries):
        state = rules.new_game(2, seed, OPTIONS.get(game, {}))
        rng = random.Random(seed)
        for _ in range(steps):
            if state.is_over:
                break
            observation = state.observe(state.to_act)
            if observation.seat == 0 and observation.hand:
                for move in rules.legal_actions(observation):
                    events = state.clone().apply(move)
                    ended = [event for event in events if isinstance(event, HAND_END[game])]
                    if ended:
                        return seed, list(state.actions), move, ended[0]
            state.apply(rng.choice(rules.legal_actions(observation)))
    raise AssertionError("no such position in the seeds tried")


@pytest.mark.parametrize("game", ["crowns", "sting", "rumski"])
def test_going_out_leaves_no_card_you_played_in_your_hand(game):
    seed, actions, move, ended = going_out(game)
    app = make_app((1280, 800))
    app.autoplay = False
    plans = [SeatPlan("You", "human"), SeatPlan("Bo", "bot", "random")]
    options = OPTIONS.get(game, {})
    controller = Controller(game, plans, seed, options, speed="instant", actions=actions)
    table = TableScene(app, controller)
    app.stack.push(table)
    try:
        settle(app, table)
        before = Counter(map(str, table.observation.hand))
        played = before - Counter(map(str, ended.hands[0]))
        assert played, "the move plays cards from the hand"
        assert table.intend(move) is None
        left = Counter(map(str, ended.hands[0]))
        assert Counter(map(str, table.observation.hand)) == left  # as the hand ended
        for _ in range(40):  # the move's cards fly; the round's end opens over the table
            pump(app)
            drawn = [s.card for s in table.hand_sprites] + [c for g in table.staged for c in g]
            assert Counter(map(str, drawn)) <= left, "a card you played is drawn in your hand"
        assert table.frozen is not None  # still showing the hand that ended
    finally:
        table.close()
