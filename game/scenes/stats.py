"""The statistics scene: per game and per seat type, games played and won, best and
average score, longest win streak, going-out rate, and a chart of your last 20 games'
scores drawn with pygame (issue 7, "Statistics"; numbers from `game.store.stats`).

Keys: Left/Right (or 1–3) pick the game, Esc goes back.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.bots import LEVELS
from game.rules import GAME_NAMES
from game.scenes.base import Scene, push_optional
from game.scenes.store_ui import (
    Button,
    Look,
    button_at,
    draw_background,
    draw_notices,
    draw_panel,
    draw_text,
    settings_of,
    store_of,
)
from game.store import Line, Stats
from game.store.stats import HIGHEST_WINS, LAST_KEPT
from game.text import game_name, tr
from game.text.local import number_words, percent_words
from game.ui.look import wrap
from game.ui.theme import font

# The empty statistics' buttons: what each opens (its name in `destinations`).
EMPTY_ACTIONS = {"learn": "learn", "setup": "setup"}


def columns() -> list[str]:
    """The table's column heads, in the order of `row_cells`."""
    return [
        tr("stats.played"),
        tr("stats.won"),
        tr("stats.win_rate"),
        tr("stats.best"),
        tr("stats.average"),
        tr("stats.best_streak"),
        tr("stats.going_out"),
    ]


def seat_label(seat_type: str) -> str:
    """'human' -> 'You (humans)', 'bot:hard' -> 'Hard bots'."""
    if seat_type == "human":
        return tr("stats.humans")
    return tr(f"stats.bots_{seat_type.removeprefix('bot:')}")


def row_cells(line: Line) -> list[str]:
    """One table row: the numbers of a seat type, '–' where there is nothing yet."""

    def percent(rate: float | None) -> str:
        return "–" if rate is None else percent_words(rate)

    return [
        number_words(line.played),
        number_words(line.won),
        percent(line.win_rate),
        "–" if line.best is None else number_words(line.best),
        "–" if line.average is None else number_words(line.average, decimals=1),
        number_words(line.longest_streak),
        percent(line.going_out_rate),
    ]


def ordered_types(stats: Stats, game: str) -> list[str]:
    """Humans first, then bots from easiest to hardest."""
    kinds = list(stats.games.get(game, {}))
    return sorted(
        kinds,
        key=lambda k: (k != "human", LEVELS.index(k[4:]) if k[4:] in LEVELS else 9, k),
    )


def draw_chart(
    surface: pygame.Surface, rect: pygame.Rect, scores: tuple[int, ...], game: str, look: Look
) -> list[pygame.Rect]:
    """A bar per game (oldest left), the average as a dashed line, the best bar in gold;
    returns where each bar's score is written."""
    colours = look.palette
    height = surface.get_height()
    px = look.px(height, 0.019)
    if not scores:
        draw_text(
            surface, tr("stats.chart_empty"), look.px(height, 0.026),
            colours.text_dim, rect.center, "center",
        )  # fmt: skip
        return []
    top, low = max(max(scores), 0), min(min(scores), 0)
    span = max(1, top - low)
    plot = rect.inflate(-px * 4, -px * 4)
    zero_y = plot.bottom - int(plot.height * (0 - low) / span)
    slot = plot.width / LAST_KEPT
    best = max(scores) if game in HIGHEST_WINS else min(scores)
    written: list[pygame.Rect] = []
    for index, score in enumerate(scores):
        x = plot.x + int(index * slot + slot * 0.15)
        y = zero_y - int(plot.height * score / span)
        bar = pygame.Rect(x, min(y, zero_y), max(2, int(slot * 0.7)), max(1, abs(zero_y - y)))
        colour = colours.highlight if score == best else colours.glow
        pygame.draw.rect(surface, colour, bar, 0, max(1, bar.width // 6))
        above = score >= 0  # a score's number sits beyond its bar's end
        spot = (bar.centerx, bar.top - 2 if above else bar.bottom + 2)
        anchor = "midbottom" if above else "midtop"
        written.append(draw_text(surface, str(score), px, colours.text, spot, anchor))
        draw_text(
            surface, str(index + 1), px, colours.text_dim, (bar.centerx, plot.bottom + px // 2),
            "midtop",
        )  # fmt: skip
    pygame.draw.line(surface, colours.text_dim, (plot.x, zero_y), (plot.right, zero_y), 1)
    average = sum(scores) / len(scores)
    average_y = zero_y - int(plot.height * average / span)
    for x in range(plot.x, plot.right, px):  # dashed: the average across the shown games
        dash = pygame.Rect(x, average_y - 1, px // 2 + 1, 3)
        if dash.collidelist(written) < 0:  # a score near the average is never struck out
            pygame.draw.line(surface, colours.success, (x, average_y), (x + px // 2, average_y), 2)
    legend = tr("stats.legend", average=number_words(average, decimals=1), best=number_words(best))
    draw_text(surface, legend, px, colours.success, (plot.right, rect.top), "bottomright")
    return written


def fit_heads(heads: list[str], px: int, room: int) -> tuple[int, list[list[str]]]:
    """The column heads at the rows' size `px` (large text grows both alike): each on one
    line, or on two where it is wider than its column's `room`; all smaller together
    only where a word is wider still. Returns the size and each head's lines."""
    while True:
        wrapped = [wrap(head, px, room, bold=True) for head in heads]
        widest = max(font(px, True).size(words)[0] for lines in wrapped for words in lines)
        if (widest <= room and max(map(len, wrapped)) <= 2) or px <= 8:
            return px, wrapped
        px -= 1


class StatsScene(Scene):
    """Statistics for one game at a time, with tabs for the three games."""

    def keys_title(self) -> str:
        return tr("stats.title")

    def keys_help(self) -> list[tuple[str, str]]:
        if self.empty:  # no tabs yet: Learn to play and New game
            return [
                (tr("keys.left_right_tab"), tr("keys.move_buttons")),
                (tr("keys.enter_space"), tr("keys.press_it")),
                (tr("keys.esc"), tr("keys.back")),
            ]
        return [
            (tr("stats.keys_pick"), tr("stats.keys_pick_game")),
            (tr("keys.esc"), tr("keys.back")),
        ]

    def __init__(self, app: Any, store: Any = None, game: str = GAME_NAMES[0]):
        super().__init__(app)
        self.store = store or store_of(app)
        self.settings = settings_of(app)
        self.stats = self.store.load_stats()
        self.notices = self.store.take_notices()
        self.game = game
        self.buttons: list[Button] = []
        self.empty_focus = "setup"  # before the first game: the button Enter presses

    def choose(self, game: str) -> None:
        self.game = game

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
                self.app.stack.pop()
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and self.empty:
                self.open(self.empty_focus)
            elif event.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_TAB) and self.empty:
                self.empty_focus = "learn" if self.empty_focus == "setup" else "setup"
            elif event.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_TAB):
                step = -1 if event.key == pygame.K_LEFT else 1
                index = GAME_NAMES.index(self.game)
                self.choose(GAME_NAMES[(index + step) % len(GAME_NAMES)])
            elif pygame.K_1 <= event.key < pygame.K_1 + len(GAME_NAMES):
                self.choose(GAME_NAMES[event.key - pygame.K_1])
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            button = button_at(self.buttons, event.pos)
            if button is None:
                return
            if button.key == "back":
                self.app.stack.pop()
            elif button.key in EMPTY_ACTIONS:
                self.open(button.key)
            else:
                self.choose(button.key)

    def open(self, key: str) -> None:
        """Go from the empty statistics to a first game: New game (this tab's game) or
        Learn to play."""
        args = (self.game,) if key == "setup" else ()
        push_optional(self.app, EMPTY_ACTIONS[key], *args)

    @property
    def empty(self) -> bool:
        """No game finished yet, of any of the games: nothing to count or to chart."""
        return not any(
            line.played for lines in self.stats.games.values() for line in lines.values()
        )

    def draw_empty(self, surface: pygame.Surface, look: Look, area: pygame.Rect) -> None:
        """The statistics before any game is finished (issue 18): what they will count,
        that a game counts once it ends, and New game / Learn to play buttons."""
        height = surface.get_height()
        colours = look.palette
        px, title_px = look.px(height, 0.026), look.px(height, 0.04)
        room = min(area.width - 4 * px, px * 34)
        paragraphs = [
            wrap(words, px, room)
            for words in (tr("stats.empty_counts", count=LAST_KEPT), tr("stats.empty_when"))
        ]
        line, button = int(px * 1.45), (int(height * 0.3), int(height * 0.07))
        text_height = sum(len(lines) * line + px for lines in paragraphs)
        box = pygame.Rect(area.x, int(height * 0.22), area.width, 0)
        box.height = 2 * px + int(title_px * 2.2) + text_height + px + button[1] + 2 * px
        draw_panel(surface, box, look)
        y = box.y + 2 * px
        draw_text(
            surface, tr("stats.empty_title"), title_px, colours.highlight,
            (box.centerx, y), "midtop", bold=True,
        )  # fmt: skip
        y += int(title_px * 2.2)
        for lines in paragraphs:
            for words in lines:
                draw_text(surface, words, px, colours.text, (box.centerx, y), "midtop")
                y += line
            y += px
        gap = height // 40
        learn = pygame.Rect((0, 0), button)
        learn.topright = (box.centerx - gap // 2, y + px)
        setup = learn.copy()
        setup.left = box.centerx + gap // 2
        for key, words, rect in (("learn", "menu.learn", learn), ("setup", "menu.setup", setup)):
            focused = key == self.empty_focus
            self.buttons.append(Button(key, tr(words), rect, focused, active=key == "setup"))

    def draw(self, surface: pygame.Surface) -> None:
        width, height = surface.get_size()
        look = Look.of(self.settings)
        colours = look.palette
        draw_background(surface, look)
        draw_text(
            surface, tr("stats.title"), look.px(height, 0.06), colours.highlight,
            (width // 2, int(height * 0.07)), "center", bold=True,
        )  # fmt: skip
        area = pygame.Rect(0, 0, min(width - 40, int(height * 1.4)), 0)
        area.x = (width - area.width) // 2
        tab_size = (int(height * 0.18), int(height * 0.055))
        self.buttons = []
        for index, game in enumerate(GAME_NAMES):
            x = area.x + index * (tab_size[0] + height // 60)
            tab = pygame.Rect((x, int(height * 0.13)), tab_size)
            self.buttons.append(Button(game, game_name(game), tab, active=game == self.game))
        back = pygame.Rect((area.right - tab_size[0], int(height * 0.13)), tab_size)
        self.buttons.append(Button("back", tr("stats.back"), back))
        if self.empty:  # before the first finished game: what will show, and a way there
            self.buttons = self.buttons[-1:]
            self.draw_empty(surface, look, area)
        for button in self.buttons:
            button.draw(surface, look)
        if self.empty:
            draw_notices(surface, self.notices, look)
            return

        kinds = ordered_types(self.stats, self.game)
        px = look.px(height, 0.024)
        line = int(px * 1.7)
        first = area.width * 0.26
        step = (area.width - first) / len(columns())
        head_px, heads = fit_heads(columns(), px, int(step * 0.95))
        head_lines = max(len(lines) for lines in heads)
        head_line = int(head_px * 1.25)
        # The heads' line(s), then a row per seat type (or the line saying there is none).
        body_top = int(px * 1.7) + head_line * (head_lines - 1)
        table = pygame.Rect(
            area.x, int(height * 0.22), area.width, body_top + line * max(1, len(kinds)) + px
        )
        draw_panel(surface, table, look)
        y = table.y + px // 2
        for col, lines in enumerate(heads):
            x = int(area.x + first + step * (col + 0.5))
            for number, words in enumerate(lines):  # a one-line head sits on the last line
                top = y + head_line * (head_lines - len(lines) + number)
                draw_text(surface, words, head_px, colours.text_dim, (x, top), "midtop", True)
        if not kinds:
            draw_text(
                surface, tr("stats.no_games", game=game_name(self.game)), px,
                colours.text, (area.x + px, y + body_top),
            )  # fmt: skip
        for row, kind in enumerate(kinds):
            y = table.y + px // 2 + body_top + row * line
            draw_text(surface, seat_label(kind), px, colours.text, (area.x + px, y))
            cells = row_cells(self.stats.line(self.game, kind))
            for col, cell in enumerate(cells):
                x = int(area.x + first + step * (col + 0.5))
                draw_text(surface, cell, px, colours.text, (x, y), "midtop")

        chart = pygame.Rect(area.x, table.bottom + height // 30, area.width, 0)
        chart.height = int(height * 0.93) - chart.y
        draw_panel(surface, chart, look)
        game = game_name(self.game)
        if self.game in HIGHEST_WINS:
            title = tr("stats.chart_highest", count=LAST_KEPT, game=game)
        else:
            title = tr("stats.chart_lowest", count=LAST_KEPT, game=game)
        draw_text(surface, title, px, colours.text, (chart.x + px, chart.y + px // 2), bold=True)
        plot = chart.inflate(0, -line * 2)
        plot.y = chart.y + line + px // 2
        draw_chart(surface, plot, self.stats.line(self.game).last_scores, self.game, look)
        draw_notices(surface, self.notices, look)
