"""A hint or a refusal too long for one line of the window — a hint with its why, at a
small window with Large text — goes on over more lines instead of running off both
edges of the window (issue 18, item 9: reasons shown whole at every text size)."""

import pygame
import pytest
from scene_driver import make_app, pump, pump_until

from game.controller import Controller, SeatPlan
from game.scenes.table import TableScene
from game.ui import hud
from game.ui.layout import TableLayout
from game.ui.look import text

HINT = (
    "Hint: take the top discard — the freed wild lets 10 cards out of the hand instead of 9; "
    "Bo's total of 14 is the lowest, so the points slow the leader"
)


def test_fit_lines_keeps_every_word_within_the_room():
    px, lines = hud.fit_lines(HINT, 20, 600)
    assert " ".join(lines) == HINT and len(lines) >= 2
    assert all(text(line, px).get_width() + 2 * px <= 600 for line in lines)
    assert hud.fit_lines("Bo drew", 20, 600) == (20, ["Bo drew"])


RUMSKI_HINT = (
    "Hint: knock — nothing in the hand is a yellow card or a 3 to follow the yellow 3 on the pile"
)


def test_words_wrapped_onto_two_lines_keep_their_size():
    """Rumski's two-line hint at 1024x640 (body 16 px, 520 px between log and buttons)
    was set at 13 px, where the font's space is 3 px: "followthe yellow3"."""
    px, lines = hud.fit_lines(RUMSKI_HINT, 16, 520)
    assert (px, len(lines)) == (16, 2), (px, lines)
    assert " ".join(lines) == RUMSKI_HINT
    assert all(text(line, px).get_width() + 2 * px <= 520 for line in lines)


def test_a_wrapped_message_takes_no_more_lines_than_at_its_smallest_size():
    for room in range(200, 1200, 20):
        smallest = len(hud.wrap_even(RUMSKI_HINT, hud.wrapped_size(16), room - 26))
        px, lines = hud.fit_lines(RUMSKI_HINT, 16, room)
        assert len(lines) <= smallest, room
        assert all(text(line, px).get_width() + 2 * px <= room for line in lines), room


@pytest.mark.parametrize("game", ["crowns", "sting"])
def test_a_long_hint_stays_on_the_window_with_large_text(game):
    if pygame.display.get_init():
        pygame.event.clear()
    app = make_app((1024, 640))
    app.settings["large_text"] = True
    plans = [SeatPlan("You", "human")] + [SeatPlan(n, "bot", "random") for n in ("Bo", "Cy")]
    table = TableScene(app, Controller(game, plans, 3, {}, speed="instant"))
    app.stack.push(table)
    try:
        pump_until(app, lambda: table.controller.to_act == table.viewer and table.ready())
        table.say(HINT)
        pump(app, 2)
        strip = table.painter.message_rect
        assert strip is not None and pygame.Rect(0, 0, 1024, 640).contains(strip), strip
    finally:
        table.close()
        TableLayout.text_scale = 1.0
