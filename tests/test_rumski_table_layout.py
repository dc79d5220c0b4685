"""Where things lie on the Rumski table at several window sizes, seat counts, large text
and the "Show bot hands" practice: the bots' cards in their seat boxes (clear of the
Community, RU-7), seat words inside their boxes, the prompt between the move log and
the buttons, and a bot's opened "Why?" inside the log.

Drawing is checked by recording what the painter blits where.
"""

import pygame
import pytest
from scene_driver import make_app, pump, settle

from game.controller import Controller, SeatPlan
from game.scenes.table import TableScene
from game.ui import move_log
from game.ui.layout import TableLayout
from game.ui.move_log import LogLine

NAMES = ("Bo", "Cy", "Dee", "Eli", "Fay")


class Recorder:
    """Stands in for a surface: keeps the rect of every picture blitted on it."""

    def __init__(self):
        self.rects = []

    def blit(self, picture, where, *_):
        rect = picture.get_rect()
        if isinstance(where, pygame.Rect):
            rect.topleft = where.topleft
        else:
            rect.topleft = (int(where[0]), int(where[1]))
        self.rects.append(rect)


OPEN = []  # tables of the running test, closed after it (their bots stop posting)


def rumski_table(seats, size, large=False, bots_shown=False):
    if pygame.display.get_init():
        pygame.event.clear()  # nothing left over from another test's table
    app = make_app(size)
    app.settings["large_text"] = large
    plans = [SeatPlan("You", "human")] + [
        SeatPlan(NAMES[i], "bot", "random") for i in range(seats - 1)
    ]
    controller = Controller("rumski", plans, 3, {}, speed="instant")
    table = TableScene(app, controller)
    table.open_hands = bots_shown
    OPEN.append(table)
    app.stack.push(table)
    settle(app, table)
    pump(app, 2)
    return app, table


@pytest.fixture(autouse=True)
def tidy_after():
    yield
    TableLayout.text_scale = 1.0  # the setting lives on the class: leave it as found
    while OPEN:
        OPEN.pop().close()


@pytest.mark.parametrize(
    ("seats", "size", "large"),
    [
        (2, (1280, 800), False),
        (4, (1280, 800), True),
        (6, (1024, 640), True),
        (6, (1920, 1080), False),
    ],
)
def test_ru7_bot_hands_lie_in_their_seat_boxes_clear_of_the_community(seats, size, large):
    app, table = rumski_table(seats, size, large, bots_shown=True)
    rows = []
    table.painter.draw_face_row = lambda surface, cards, topleft, room, height=0: rows.append(
        pygame.Rect(topleft, (room, height))
    )
    table.painter.layer_key = None  # drawn afresh
    table.draw(app.screen)
    assert len(rows) == seats - 1  # every bot's row drawn
    boxes = list(table.boxes.values())
    for row in rows:
        assert any(box.contains(row) for box in boxes), (row, boxes)
    for seat, box in table.boxes.items():
        assert box.bottom < table.community_rect.top
        assert table.spot(seat).centre[1] < box.y + table.seat_line_h  # badge by the name
    layout = table.layout
    assert max(box.bottom for box in boxes) < layout.stock_rect.top
    assert layout.stock_rect.bottom < layout.discard_rect.top
    assert layout.discard_rect.bottom < table.log_rect.top
    assert table.log_rect.bottom <= layout.hand_top


def test_ru7_without_bot_hands_the_seat_boxes_stay_short():
    _, shown = rumski_table(4, (1280, 800), bots_shown=True)
    _, plain = rumski_table(4, (1280, 800))
    assert plain.bot_row_height == 0
    assert plain.boxes[1].height < shown.boxes[1].height
    assert plain.community_rect.top < shown.community_rect.top


@pytest.mark.parametrize(("seats", "size"), [(6, (1280, 800)), (6, (1024, 640)), (4, (1280, 800))])
def test_large_text_seat_words_stay_in_their_boxes(seats, size):
    app, table = rumski_table(seats, size, large=True)
    assert table.layout.text_scale > 1
    recorder = Recorder()
    table.painter.draw_seats(recorder, table.observation)
    for box in table.boxes.values():
        inside = [rect for rect in recorder.rects if box.collidepoint(rect.topleft)]
        assert len(inside) >= 4  # panel, badge, name, points, detail
        for rect in inside:
            assert box.contains(rect), (rect, box)


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640), (1920, 1080)])
def test_large_text_prompt_stays_between_the_log_and_the_buttons(size):
    app, table = rumski_table(4, size, large=True)
    for words in (
        "Hint: play 3 cards to the Community · H again plays it",
        "Play to the Community — split, join, move — then discard or knock.",
    ):
        table.say(words)
        recorder = Recorder()
        table.painter.draw_message(recorder)
        (panel,) = recorder.rects
        assert panel.left > table.log_rect.right
        assert panel.right < table.layout.buttons_left
        assert panel.top > table.community_rect.bottom


def test_an_opened_why_stays_inside_the_rumski_log_or_grows_whole_over_the_table():
    """The log's own rows stay inside its rect; a reason too long for it (with the line
    after it, at Large text) is shown whole on the panel grown over the table."""
    app, table = rumski_table(2, (1280, 800), large=True)
    reason = "no card follows the blue 2 and only wilds are left, so knocking ends it soonest"
    table.log[:] = [LogLine("You took the top discard"), LogLine("Bo knocked", reason)]
    table.log.append(LogLine("You drew from the stock"))
    move_log.toggle(table.log[1], table.log)
    table.log_opened += 1
    pump(app, 2)
    rect = table.log_rect
    px = table.layout.font_small
    rows = move_log.shown_rows(table.log, 3, px, rect)
    assert move_log.row_height(px) * len(rows) + px <= rect.height
    assert [row[0] for row in rows if row[1] == "line"][-1] == "You drew from the stock"
    assert any(row[1] == "why" for row in rows)
    box, shown, grown = move_log.drawn(table.log)
    assert grown and pygame.Rect(0, 0, 1280, 800).contains(box) and box.bottom == rect.bottom
    assert " ".join(row[0] for row in shown if row[1] == "why").endswith("soonest")
    opened = move_log.row_rect(table.log, table.log[1])
    assert opened is not None and box.contains(opened)
    assert move_log.line_at(table.log, opened.center) is table.log[1]  # a click closes it


def test_a_long_reason_in_a_short_log_keeps_the_newest_line_and_is_cut_short():
    lines = [LogLine("Bo played 3 cards", "because " + "it keeps the table tidy " * 8)]
    lines.append(LogLine("You drew from the stock"))
    move_log.toggle(lines[0], lines)
    rect = pygame.Rect(0, 0, 200, 16 + 4 * move_log.row_height(16))
    rows = move_log.shown_rows(lines, 3, 16, rect)
    assert len(rows) == 4
    assert rows[0][2] is lines[0]  # the opened line is kept, its reason cut
    assert rows[-2][0].endswith("…")
    assert rows[-1][0] == "You drew from the stock"
