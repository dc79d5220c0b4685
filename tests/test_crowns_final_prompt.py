"""CR-12: a final turn is announced from its start. After someone goes out, the player
whose final turn it is reads "Final turn" before drawing — when it matters for taking
the top discard — not only once they have drawn."""

import random

from scene_driver import make_app, pump, settle

from game.controller import Controller, SeatPlan
from game.rules import crowns
from game.scenes.crowns.adapter import CrownsTable
from game.scenes.table import TableScene
from game.text import tr


def final_draw_position(seats=3, tries=200):
    """(seed, actions, observation) where seat 0 is to draw on its final turn."""
    for seed in range(tries):
        state = crowns.new_game(seats, seed)
        rng = random.Random(seed)
        for _ in range(600):
            if state.is_over:
                break
            seen = state.observe(state.to_act)
            if seen.seat == 0 and seen.phase == "draw" and seen.final_turn:
                return seed, list(state.actions), seen
            actions = crowns.legal_actions(seen)
            going_out = [a for a in actions if isinstance(a, crowns.GoOut)]
            state.apply(going_out[0] if going_out else rng.choice(actions))
    raise AssertionError("no final turn found")


def test_cr12_the_draw_prompt_of_a_final_turn_says_so():
    _, _, seen = final_draw_position()
    words = CrownsTable().prompt(seen)
    assert words == tr("crowns.prompt_final_draw")
    assert words != tr("crowns.prompt_draw")


def test_cr12_the_table_shows_the_final_turn_before_the_draw():
    seed, actions, _ = final_draw_position()
    app = make_app((1024, 640))
    app.autoplay = False
    plans = [SeatPlan("You", "human"), SeatPlan("Bo", "bot", "random")]
    plans.append(SeatPlan("Cy", "bot", "random"))
    controller = Controller("crowns", plans, seed, {}, speed="instant", actions=actions)
    table = TableScene(app, controller)
    app.stack.push(table)
    try:
        settle(app, table)
        pump(app, 2)
        assert table.observation.phase == "draw" and table.my_turn
        table.message_left = 0  # the prompt, not a message, has the strip
        pump(app, 2)
        assert table.painter.message_rect is not None
        assert table.adapter.prompt(table.observation) == tr("crowns.prompt_final_draw")
    finally:
        table.close()
