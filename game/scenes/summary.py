"""The round summary: every hand revealed, each seat's score and running total,
who went out, the melds each laid down, and what the next hand brings."""

from __future__ import annotations

import functools
from typing import Any

import pygame
import pygame_gui

from game import rules
from game.rules.engine import standings
from game.scenes.base import Scene
from game.scenes.focus import PRESS_KEYS, FocusRing
from game.scenes.summary_cards import TAG, Spread, spread
from game.text import language, tr
from game.text.said import worded
from game.ui.cards import card_width
from game.ui.hud import draw_badge, draw_label, draw_text, modal_panel, panel
from game.ui.look import GOLD, INK, INK_SOFT, text
from game.ui.seat_places import fit_words
from game.ui.theme import LARGE_TEXT, button_width, button_words, larger
from game.ui.tooltip import draw_whole_words
from game.ui.wild_mark import draw_wild_mark
from game.window import mouse_pos

AUTOPLAY_SECONDS = 2.5  # how long a bots-only game shows each summary


@functools.lru_cache(maxsize=2)
def shade(size: tuple[int, int]) -> pygame.Surface:
    """The veil over the table while the summary is up (made once per window size)."""
    veil = pygame.Surface(size, pygame.SRCALPHA)
    veil.fill((0, 0, 0, 170))
    return veil


def panel_box(size: tuple[int, int]) -> pygame.Rect:
    """Where the summary's panel lies on a window of `size` (its buttons sit inside it,
    under the rows)."""
    width, height = size
    box = pygame.Rect(0, 0, int(min(width * 0.92, height * 1.75)), int(height * 0.9))
    box.center = (width // 2, height // 2 - int(0.02 * height))
    return box


class SummaryScene(Scene):
    """Over the dimmed table; Continue deals the next hand (or shows the standings)."""

    opaque = False

    def __init__(self, app: Any, summary: Any, table: Any):
        super().__init__(app)
        self.summary = summary
        self.table = table
        self.button: Any = None
        self.history_button: Any = None
        # Keys: Enter or Space presses the focused button (Continue unless the ring was
        # moved); Left/Right/Tab move the ring, shown once the keyboard has moved it.
        self.ring = FocusRing()
        self.ring_shown = False
        self.shown = 0.0
        self.rows_shown = 0
        self.rows_drawn = 0
        self.sheet: pygame.Surface | None = None
        self.sheet_key: tuple = ()  # the window size and language the sheet was drawn for
        self.cut: list[tuple[pygame.Rect, str]] = []  # names cut short on it, said on hover
        self.veiled = False

    def build_ui(self, size: tuple[int, int]) -> None:
        from game.ui.manager import text_scale

        width, height = size
        if self.summary.final:
            label = tr("summary.final")
        else:
            label = tr(f"summary.next_{self.summary.unit}")
        histories = tr("summary.histories")
        # The two buttons sit side by side, centred as a pair under the panel, each as wide
        # as its words need (a longer language, large text), within half the panel.
        scale = text_scale(size, self.large_text)
        most = panel_box(size).width // 2 - int(0.04 * height)
        rect = pygame.Rect(0, 0, int(0.36 * height), int(0.065 * height))
        rect.width = min(max(rect.width, button_width(label, scale, "@primary")), most)
        history = pygame.Rect(0, 0, int(0.3 * height), rect.height)
        history.width = min(max(history.width, button_width(histories, scale)), most)
        gap = int(0.02 * height)
        history.bottom = rect.bottom = panel_box(size).bottom - int(0.025 * height)  # inside
        history.x = (width - history.w - gap - rect.w) // 2
        rect.x = history.right + gap
        shown, whole = button_words(label, rect.width, scale, "@primary")
        self.button = self.add(
            pygame_gui.elements.UIButton(
                rect,
                shown,
                self.app.ui,
                tool_tip_text=whole,
                object_id=pygame_gui.core.ObjectID(class_id="@primary"),
            )
        )
        # Fair play (issue 10): every seat's hand, move by move, replayed from the seed.
        shown, whole = button_words(histories, history.width, scale)
        self.history_button = self.add(
            pygame_gui.elements.UIButton(history, shown, self.app.ui, tool_tip_text=whole)
        )
        if self.ring.grid != [["history", "next"]]:
            self.ring.set_grid([["history", "next"]])
            self.ring.focus = (0, 1)  # Continue, as Enter always pressed it

    def keys_help(self) -> list[tuple[str, str]]:
        return [
            (tr("keys.left_right_tab"), tr("keys.move_buttons")),
            (tr("keys.enter_space"), tr("keys.press_it")),
            (tr("keys.esc"), tr("keys.table.pause_menu")),
        ]

    @property
    def buttons(self) -> dict[str, Any]:
        return {"history": self.history_button, "next": self.button}

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.open("pause", self.table)  # save or quit before the next hand
            return
        pressed = self.ring.pressed(event, self.buttons)
        if pressed == "history":
            self.show_histories()
        elif pressed == "next":
            self.done()
        elif event.type == pygame.KEYDOWN and event.key not in PRESS_KEYS:
            self.ring_shown = True

    def show_histories(self) -> None:
        self.app.open("hand_history", self.table)

    def done(self) -> None:
        if self.app.stack.top is self:
            self.app.stack.pop()

    def update(self, dt: float) -> None:
        self.shown += dt
        # One row more each frame: the rows appear in turn, and the first frame after a
        # hand ends never pays for every row's text and card faces at once (issue 5).
        if self.sheet is not None:  # the panel itself gets a frame of its own
            self.rows_shown = min(len(self.summary.rows), self.rows_shown + 1)
        if getattr(self.app, "autoplay", False) and self.shown >= AUTOPLAY_SECONDS:
            self.done()

    def draw(self, surface: pygame.Surface) -> None:
        width, height = surface.get_size()
        surface.blit(shade((width, height)), (0, 0))
        box = panel_box((width, height))
        if self.sheet is None and not self.veiled:
            # The frame that opens the summary already builds its buttons: the panel
            # waits for the next one, so no single frame does all the work (issue 5).
            self.veiled = True
            return
        if self.sheet is None or self.sheet_key != ((width, height), language()):
            # The summary never changes while it is up: drawn once into a sheet, row by row,
            # and again in another window size or language (chosen in Settings over it).
            self.cut = []
            self.sheet = self.blank_sheet(box.size, height)
            self.sheet_key = ((width, height), language())
            self.rows_drawn = 0
        while self.rows_drawn < self.rows_shown:
            self.draw_row(self.sheet, self.rows_drawn, height)
            self.rows_drawn += 1
        surface.blit(self.sheet, box)
        cut = [(rect.move(box.topleft), whole) for rect, whole in self.cut]
        draw_whole_words(surface, cut, mouse_pos(), max(12, int(0.024 * height)))
        if self.ring_shown:
            self.ring.draw(surface, self.buttons)

    def blank_sheet(self, size: tuple[int, int], height: int) -> pygame.Surface:
        """The panel with its title, next-hand line, seed and column heads; no rows yet."""
        # A copy: `panel` hands every caller the same cached surface, and drawing this
        # summary's words on it would show them under the next summary's.
        sheet = modal_panel(size[0], size[1], (12, 30, 21), int(0.02 * height)).copy()
        box = sheet.get_rect()
        summary = self.summary
        title, next_line = worded(summary.title, tr), worded(summary.next_line, tr)
        draw_label(sheet, title, int(0.045 * height), (box.centerx, int(0.04 * height)), GOLD, True)
        rows = self.geometry(box, height)
        # The next hand's line, centred, stays clear of the column heads at its right.
        half_room = rows["x_score"] - int(0.06 * height) - box.centerx

        def fits(px: int) -> bool:
            return text(next_line, px).get_width() <= 2 * half_room

        # Smaller where a longer language needs it, larger with large text where it fits;
        # at the smallest still too long, cut short and said whole under the pointer.
        next_px = int(0.024 * height)
        while next_px > 11 and not fits(next_px):
            next_px -= 1
        next_px = larger(next_px, self.large_text, fits)
        shown = fit_words(next_line, next_px, 2 * half_room)
        place = (box.centerx, int(0.085 * height))
        drawn = draw_label(sheet, shown, next_px, place, INK_SOFT)
        if shown != next_line:
            self.cut.append((drawn, next_line))
        seed = getattr(getattr(self.table, "controller", None), "seed", None)
        if seed is not None:  # shown so that any deal can be replayed and checked
            place = (int(0.09 * height), box.bottom - int(0.045 * height))
            words = tr("summary.seed", seed=seed)
            room = 2 * (place[0] - int(0.02 * height))  # centred, clear of the panel's edge
            px = larger(
                int(0.022 * height), self.large_text, lambda px: text(words, px).get_width() <= room
            )
            draw_label(sheet, words, px, place, INK_SOFT)
        draw_label(
            sheet,
            tr(f"summary.score_{self.summary.unit}"),
            rows["small"],
            (rows["x_score"], rows["top"] - rows["small"]),
            INK_SOFT,
        )
        total = (rows["x_total"], rows["top"] - rows["small"])
        draw_label(sheet, tr("summary.total"), rows["small"], total, INK_SOFT)
        return sheet

    @property
    def large_text(self) -> bool:
        return bool(self.app.settings.get("large_text"))

    def geometry(self, box: pygame.Rect, height: int) -> dict:
        """Where the rows and their columns sit inside the panel `box`, and the sizes of
        their words (`name`, `small`: the status under it and the column heads,
        `score`, `total`) — larger with large text, as far as every row holds them — and
        `room`, the width a row's name and status have before the cards."""
        count = max(1, len(self.summary.rows))
        top = box.y + int(0.12 * height)
        bottom = box.bottom - int(0.1 * height)
        row_height = min(int(0.1 * height), (bottom - top) // count)
        at = {
            "top": top,
            "row_height": row_height,
            "x_name": box.x + int(0.03 * height),
            # The names' column widens with large text; the cards fit in what is left.
            "x_cards": box.x + int(0.3 * height * (LARGE_TEXT if self.large_text else 1.0)),
            "x_cards_end": box.right - int(0.28 * height),  # clear of the hand score
            "x_score": box.right - int(0.22 * height),
            "x_total": box.right - int(0.08 * height),
        }
        return at | self.word_sizes(at, height)

    def word_sizes(self, at: dict, height: int) -> dict:
        """The sizes of a row's words (see `geometry`): the name and the status under it
        grow together, as far as both stay inside the row and before the cards."""
        row_height = at["row_height"]
        name_px, small_px = max(12, int(row_height * 0.3)), max(11, int(row_height * 0.26))
        room = at["x_cards"] - self.words_x(at) - int(0.01 * height)
        rows = self.summary.rows

        def small_for(name: int) -> int:
            return max(small_px, small_px * name // name_px)

        def fits(name: int) -> bool:
            small = small_for(name)
            for row in rows:
                words, status = text(row.name, name, INK, True), text(self.status(row), small)
                above = row_height // 2 - small // 2 - words.get_height() // 2
                below = row_height // 2 + small + (status.get_height() + 1) // 2
                if (
                    above < 0
                    or below > row_height
                    or max(words.get_width(), status.get_width()) > room
                ):
                    return False
            return True

        name = larger(name_px, self.large_text, fits)
        widest = max((max(abs(row.score), abs(row.total)) for row in rows), default=0)
        column = at["x_total"] - at["x_score"] - int(0.01 * height)  # one number's room

        def number_fits(px: int) -> bool:
            number = text(f"-{widest}", px, INK, True)
            return number.get_height() <= row_height and number.get_width() <= column

        return {
            "room": room,
            "name": name,
            "small": small_for(name),
            "score": larger(int(row_height * 0.34), self.large_text, number_fits),
            "total": larger(int(row_height * 0.38), self.large_text, number_fits),
        }

    def words_x(self, at: dict) -> int:
        """Where a row's name and status begin: after its badge."""
        return at["x_name"] + int(at["row_height"] * 0.3) * 2 + 8

    @staticmethod
    def status(row: Any) -> str:
        """Went out, or how many cards were left."""
        if row.went_out:
            return tr("summary.went_out")
        return tr("summary.left", count=len(row.leftover))

    def draw_row(self, sheet: pygame.Surface, index: int, height: int) -> None:
        """Row `index`: badge, name, went out or cards left, the cards, hand score, total."""
        box = sheet.get_rect()
        at = self.geometry(box, height)
        row = self.summary.rows[index]
        row_height, small, x_name = at["row_height"], at["small"], at["x_name"]
        y = at["top"] + index * row_height
        if index % 2 == 0:
            stripe = panel(box.width - int(0.04 * height), row_height, (255, 255, 255, 14), 6)
            sheet.blit(stripe, (box.x + int(0.02 * height), y))
        middle = y + row_height // 2
        radius = int(row_height * 0.3)
        draw_badge(sheet, (x_name + radius, middle), radius, row.name, row.seat, row.went_out)
        # The name and the status end before the cards: a name too long is cut short and
        # said whole under the pointer.
        x_words, room = self.words_x(at), at["room"]
        name = fit_words(row.name, at["name"], room, True)
        place = (x_words, middle - small // 2)
        drawn = draw_text(sheet, name, at["name"], INK, place, "midleft", True)
        if name != row.name:
            self.cut.append((drawn, row.name))
        status = fit_words(self.status(row), small, room)
        colour = GOLD if row.went_out else INK_SOFT
        draw_text(sheet, status, small, colour, (x_words, middle + small), "midleft")
        self.draw_cards(
            sheet,
            row,
            at["x_cards"],
            y + row_height * 0.08,
            int(row_height * 0.84),
            at["x_cards_end"],
        )
        draw_label(sheet, f"{row.score}", at["score"], (at["x_score"], middle), INK, True)
        colour = GOLD if row.total == self.best_total() else INK
        total = (at["x_total"], middle)
        draw_label(sheet, f"{row.total}", at["total"], total, colour, True)

    def best_total(self) -> int:
        """The leading total, by the game's own rule (`HIGHEST_WINS` of its rules: lowest in Crowns
        and Sting, highest in Rumski)."""
        totals = [row.total for row in self.summary.rows]
        highest_wins = rules.load(self.table.adapter.game).HIGHEST_WINS
        return totals[standings(totals, highest_wins)[0]]

    def draw_cards(
        self, surface: pygame.Surface, row: Any, x: float, y: float, height: int, right: int
    ) -> None:
        """The melds laid down, then the cards left over (dimmed), fitted between `x` and
        `right` (`summary_cards`): closer, smaller, on two lines, or at worst "+N melds"."""
        groups = [list(meld) for meld in row.melds] + ([list(row.leftover)] if row.leftover else [])
        if not groups:
            return
        px = larger(
            max(11, int(height * 0.3)),
            self.large_text,
            lambda px: text("+", px).get_height() <= height,
        )
        plan = spread(
            [len(group) for group in groups],
            right - x,
            height,
            keep_last=bool(row.leftover),
            tag_width=lambda hidden: text(more_melds(hidden), px).get_width(),
        )
        # One line sits in the middle of the row; two fill it, top and bottom.
        lines = len(plan.lines)
        line_gap = height - lines * plan.height
        top = y + line_gap / 2 if lines == 1 else y
        for number, line in enumerate(plan.lines):
            left = x
            line_y = top + number * (plan.height + line_gap)
            for index in line:
                if index == TAG:
                    middle = (int(left), int(line_y + plan.height / 2))
                    words = more_melds(plan.hidden)
                    tag = draw_text(surface, words, px, INK_SOFT, middle, "midleft")
                    left += tag.width + plan.gap
                    continue
                leftover = bool(row.leftover) and index == len(groups) - 1
                left = self.draw_group(surface, row, groups[index], leftover, left, line_y, plan)
                if not leftover and index < len(row.wilds):
                    self.mark_wilds(
                        surface, row.wilds[index], len(groups[index]), left, line_y, plan
                    )
                left += plan.gap

    def draw_group(
        self,
        surface: pygame.Surface,
        row: Any,
        group: list,
        leftover: bool,
        x: float,
        y: float,
        plan: Spread,
    ) -> float:
        """One meld (or the cards left over, dimmed) from `x`; returns where it ends."""
        height = plan.height
        width = card_width(height)
        for place, card in enumerate(group):
            wild = card in self.summary.wild_cards
            picture = self.app.faces.face(card, self.table.adapter.game, height, wild)
            surface.blit(picture, (x + place * plan.step, y))
            if leftover:
                veil = panel(width, height, (0, 0, 0, 90), max(3, height // 14))
                surface.blit(veil, (x + place * plan.step, y))
        end = x + (len(group) - 1) * plan.step + width
        corner = (int(end) - 2, int(y + height) - 2)
        self.mark_group(surface, row, group, leftover, corner, height, int(end - x))
        return end

    def mark_wilds(
        self, surface: pygame.Surface, wilds: tuple, count: int, end: float, y: float, plan: Spread
    ) -> None:
        """On each wild of a meld of `count` cards drawn up to `end`, the card it stands
        for (issue 18: the summary showed a wild as a wild only), as the table marks it."""
        height = plan.height
        x = end - (count - 1) * plan.step - card_width(height)
        blind = self.app.faces.colour_blind
        game = self.table.adapter.game
        for index, stands, colour_open in wilds:
            room = plan.step if index < count - 1 else card_width(height)
            pos = (x + index * plan.step, y)
            draw_wild_mark(surface, stands, game, height, pos, int(room), colour_open, blind)

    def mark_group(
        self,
        surface: pygame.Surface,
        row: Any,
        group: list,
        leftover: bool,
        corner: tuple[int, int],
        height: int,
        room: int,
    ) -> None:
        """After a meld (or the cards left over) of cards `height` high is drawn, with
        its bottom-right `corner` and `room` px wide: a game may mark what it scores
        (Sting does); none by default."""


def more_melds(hidden: int) -> str:
    """The tag standing for the melds a crowded row leaves out."""
    return tr("summary.more_meld", count=hidden)
