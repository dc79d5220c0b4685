"""Where the new-game form's widgets lie: the game's general rows (game, seats, bot
speed, …) beside the players' rows, then the chosen game's own options in a grid of
columns across the panel, and a strip under them that explains the options.

Every row is at least as tall as the widgets' text needs (a dropdown shorter than that
cuts its words off at the bottom), so a game with many options (Sting has eight)
takes more columns rather than thinner rows. Widths come from the words the widgets
show, so the form fits the panel from the smallest window up. Pure geometry: the scene
builds the widgets.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field

import pygame

from game.text import tr
from game.ui.theme import font

ROW_OF_TEXT = 1.75  # a widget row's height, in its text size: the words and the border
TALLEST_ROW = 0.052  # of the window height: rows never grow taller than this
GAP = 0.15  # of a row: the space between two rows
GAP_LEAST = 0.05  # of a row: that space where the rows would not fit otherwise
FORM_END = 0.8  # of the window height: the form ends above the note on who plays
HELP_LINES = 3  # the options' explanation strip holds at most this many lines
HELP_LEAST = 2  # and at least this many: most options' help needs two (issue 20)


def panel_rect(size: tuple[int, int]) -> pygame.Rect:
    """The form's panel (the scene draws it; the widgets lie inside)."""
    width, height = size
    box = pygame.Rect(0, 0, int(min(width * 0.94, 1.72 * height)), int(0.825 * height))
    box.midtop = (width // 2, int(0.03 * height))
    return box


def note_centre(size: tuple[int, int]) -> tuple[int, int]:
    """Where the note on who plays is centred: under the form, far enough below FORM_END
    that the options' explanation, which may reach FORM_END, never touches it."""
    width, height = size
    return width // 2, int((FORM_END + 0.027) * height)


def help_px(height: int) -> int:
    """The text size of the options' explanation strip."""
    return max(11, int(0.022 * height))


@dataclass
class Form:
    """Every rect of the form: (label, field) pairs for the general rows and the
    options, (name, kind) pairs for the seats, the headers' words and centres, and the
    strip that explains the options."""

    row: int
    general: list[tuple[pygame.Rect, pygame.Rect]] = field(default_factory=list)
    players: list[tuple[pygame.Rect, pygame.Rect]] = field(default_factory=list)
    options: list[tuple[pygame.Rect, pygame.Rect]] = field(default_factory=list)
    headers: list[tuple[str, tuple[int, int]]] = field(default_factory=list)
    help: pygame.Rect = field(default_factory=pygame.Rect)
    bottom: int = 0  # where the form ends


def words_width(words: Sequence[str], px: int) -> int:
    return max((font(px).size(word)[0] for word in words), default=0)


def grid_labels(labels_w: Sequence[int], field_w: int, gap: int, room: int) -> list[int]:
    """Each column's label width in the grid of options that fits `room` in the fewest
    rows (then the fewest columns, so rows fill evenly): option i lies in column
    i % columns, and a column's labels are as wide as its widest, so short labels
    leave no gap wider than they need before their fields."""
    count = len(labels_w)
    for rows in range(1, count + 1):
        columns = math.ceil(count / rows)
        widths = [max(labels_w[column::columns]) for column in range(columns)]
        if sum(widths) + columns * field_w + (columns - 1) * gap <= room:
            return widths
    return [max(labels_w)]


def plan_form(
    size: tuple[int, int],
    px: int,
    general: Sequence[str],
    options: Sequence[str],
    choices: Sequence[str],
    seats: int,
    options_title: str,
    kinds: Sequence[str],
) -> Form:
    """The form for a window of `size` whose widgets write at `px`: `general` and
    `options` are the rows' labels, `choices` every word a general or option field may
    show, `seats` the players' rows (two columns past seven), `kinds` the words a seat's
    kind may show."""
    width, height = size
    u = height
    box = panel_rect(size)
    inner = box.inflate(-int(0.05 * u), 0)
    label_w = words_width(general, px) + px
    field_w = max(int(0.16 * u), words_width(choices, px) + 3 * px)  # and the arrow
    seed_w = words_width(["0000000"], px) + words_width([tr("setup.new_seed")], px) + 4 * px
    general_w = label_w + max(field_w, seed_w)
    labels_w = [words_width([words], px) + px for words in options]
    kind_w = words_width(kinds, px) + 3 * px
    name_w = max(int(0.1 * u), 6 * px)
    column_gap = int(0.04 * u)
    player_columns = 1 if seats <= 7 else 2
    per_column = math.ceil(seats / player_columns)
    player_w = name_w + px // 2 + kind_w
    top_w = general_w + player_columns * (player_w + column_gap)
    grid_gap = column_gap // 2
    if top_w > inner.width:  # a narrow window: names give way first, then the gaps
        name_w = max(4 * px, name_w - (top_w - inner.width) // player_columns)
        player_w = name_w + px // 2 + kind_w
        top_w = general_w + player_columns * (player_w + column_gap)
    if top_w > inner.width:
        column_gap = grid_gap
        top_w = general_w + player_columns * (player_w + column_gap)
    columns_w = grid_labels(labels_w, field_w, grid_gap, inner.width) if options else []
    left = box.centerx - top_w // 2
    general_field_w = general_w - label_w
    # One or two options take the places of the general column and the players' column,
    # so their labels and fields line up with the rows above (Crowns, Rumski); more of
    # them (Sting) make a grid of their own, centred. A label's room: beside a general
    # field, or beside the narrowest field that shows its words under the players.
    rooms = (label_w, top_w - general_w - column_gap - (words_width(choices, px) + 3 * px))
    in_line = 0 < len(options) <= len(rooms) and all(
        needed <= room for needed, room in zip(labels_w, rooms, strict=False)
    )
    if in_line:
        columns_w = labels_w
    option_rows = math.ceil(len(options) / len(columns_w)) if options else 0
    # Rows as tall as fits between the headers and the notes under the form, but never
    # shorter than their words nor taller than TALLEST_ROW; the strip explaining the
    # options gets what room is left, two lines at least (HELP_LEAST).
    top = int(0.19 * u)
    header = int(0.048 * u) if options else 0
    line = int(help_px(u) * 1.3)
    room = int(FORM_END * u) - top - header - (HELP_LEAST * line + int(0.01 * u) if options else 0)
    rows = max(len(general), per_column) + option_rows
    row = max(int(px * ROW_OF_TEXT), min(int(TALLEST_ROW * u), int(room / (rows * (1 + GAP)))))
    # Rows already as short as their words: the gaps between them give way (to
    # GAP_LEAST), so the strip still holds its lines (a small window, Large text).
    gap = min(int(row * GAP), max(int(row * GAP_LEAST), room // rows - row))
    step = row + gap
    form = Form(row)
    form.headers.append((tr("setup.game"), (left + general_w // 2, int(0.155 * u))))
    for index in range(len(general)):
        y = top + index * step
        form.general.append(
            (
                pygame.Rect(left, y, label_w, row),
                pygame.Rect(left + label_w, y, general_w - label_w, row),
            )
        )
    seats_left = left + general_w + column_gap
    players_w = top_w - general_w - column_gap
    form.headers.append((tr("setup.players"), (seats_left + players_w // 2, int(0.155 * u))))
    for seat in range(seats):
        column, index = divmod(seat, per_column)
        x = seats_left + column * (player_w + column_gap)
        y = top + index * step
        form.players.append(
            (pygame.Rect(x, y, name_w, row), pygame.Rect(x + name_w + px // 2, y, kind_w, row))
        )
    y = top + max(len(general), per_column) * step
    if options:
        form.headers.append((options_title, (box.centerx, y + header // 2)))
        y += header
        grid_w = sum(columns_w) + len(columns_w) * (field_w + grid_gap) - grid_gap
        grid_left = box.centerx - grid_w // 2
        for index in range(len(options)):
            column, line_index = index % len(columns_w), index // len(columns_w)
            x = grid_left + sum(columns_w[:column]) + column * (field_w + grid_gap)
            rect_y = y + line_index * step
            label_rect = pygame.Rect(x, rect_y, columns_w[column], row)
            field_rect = pygame.Rect(label_rect.right, rect_y, field_w, row)
            if in_line:  # under the general fields, or flush right under the players
                label_rect.x = left if column == 0 else seats_left
                label_rect.w = label_w if column == 0 else labels_w[1]
                right = left + (general_w if column == 0 else top_w)
                field_rect.w = min(general_field_w, right - label_rect.right)
                field_rect.right = right
            form.options.append((label_rect, field_rect))
        if in_line:
            grid_left, grid_w = left, top_w
        y += option_rows * step
        lines = max(1, min(HELP_LINES, (int(FORM_END * u) - y - int(0.01 * u)) // line))
        # The strip spans the grid and the rows above, whichever reach further, so a
        # grid of few options still explains them widely, from the labels' left edge.
        strip_left = min(grid_left, left)
        strip_w = max(grid_left + grid_w, left + top_w) - strip_left
        form.help = pygame.Rect(strip_left, y + int(0.01 * u), strip_w, lines * line)
        y = form.help.bottom
    form.bottom = y
    return form
