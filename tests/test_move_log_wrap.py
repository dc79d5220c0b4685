"""A move log line too long for the log goes on over a second row rather than being
cut with "…" (the log then shows fewer lines), in every table's log; a bot's line keeps
its "· Why?" whole at the end (ST-5a's long lay lines are the usual case)."""

import pygame
from scene_driver import pump, pump_until, table_app, you_and_bots

from game.ui import hud, move_log
from game.ui.look import text
from game.ui.move_log import LogLine, why_mark

LONG = "Cy laid yellow 5-6-7 with a Super Sting in front of Ana"


def sentence(rows, line):
    return " ".join(words for words, kind, row in rows if kind in ("line", "more") and row is line)


def test_a_long_line_wraps_onto_a_second_row_whole():
    px, width = 16, 300
    lines = [LogLine("Bo drew from the stock"), LogLine(LONG)]
    rows = move_log.log_rows(lines, 5, px, width)
    assert [kind for _, kind, _ in rows] == ["line", "line", "more"]
    assert " ".join(words for words, _, _ in rows[1:]) == LONG
    assert all(text(words, px).get_width() <= width for words, _, _ in rows)
    assert not any("…" in words for words, _, _ in rows)


def test_a_bots_long_line_ends_in_why_on_its_last_row():
    px, width = 16, 300
    line = LogLine(LONG, "it costs Ana the most")
    rows = move_log.log_rows([line], 5, px, width)
    assert len(rows) == 2 and all(row is line for _, _, row in rows)
    assert rows[-1][0].endswith(why_mark())
    assert sentence(rows, line).removesuffix(why_mark()) == LONG
    assert all(text(words, px).get_width() <= width for words, _, _ in rows)


def test_a_short_log_lets_the_oldest_lines_go_to_show_the_long_one():
    px = 16
    rect = pygame.Rect(0, 0, 300, px + 3 * move_log.row_height(px))
    lines = [LogLine("You drew from the stock"), LogLine("Bo drew"), LogLine(LONG)]
    rows = move_log.shown_rows(lines, 5, px, rect)
    assert len(rows) == 3 and sentence(rows, None).endswith(LONG)
    assert rows[0][0] == "Bo drew"


def test_the_crowns_table_draws_a_long_bot_line_over_two_rows():
    app, table = table_app(you_and_bots(2), size=(1024, 640))
    try:  # on your turn, so no bot's move pushes the line out of the log meanwhile
        pump_until(app, lambda: table.controller.to_act == table.viewer and table.ready())
        line = LogLine(LONG + " and kept the joker for later", "it keeps the joker")
        table.log.append(line)
        pump(app, 2)
        rect = move_log.row_rect(table.log, line)
        px = table.layout.font_small
        assert rect is not None and rect.height >= 2 * move_log.row_height(px)
        assert table.layout.log_rect.contains(rect)
    finally:
        table.close()


def test_draw_log_writes_every_word_of_a_long_line():
    surface = pygame.Surface((400, 200))
    rect = pygame.Rect(0, 0, 300, 150)
    lines = [LogLine(LONG)]
    hud.draw_log(surface, rect, lines, 16, 5)
    rows = move_log.shown_rows(lines, 5, 16, rect)
    assert len(rows) == 2 and " ".join(words for words, _, _ in rows) == LONG
