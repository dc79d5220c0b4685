"""Fair play: a seat's whole hand history for the hand just played (issue 10).

After a round the summary can open this scene. It replays the game from its seed and
actions (DESIGN.md boundary 6) on a fresh engine and shows, for one seat at a time,
the hand it was dealt and what it held after each of its moves — so anyone can check
that the bots played only with the cards they had. The seed is shown, so the deal can
be replayed from New game. A bot's move also has its whole reason (`Controller.told`),
the cards it kept hidden during the hand included (issue 18): the row under the pointer
(or picked with Up and Down) shows it under the rows.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from typing import Any

import pygame
import pygame_gui

from game.scenes.base import Scene
from game.scenes.replay_view import move_lines
from game.scenes.summary import shade
from game.text import language, reason_words, tr
from game.text.names import is_you
from game.ui.cards import card_width
from game.ui.hud import draw_label, draw_text, modal_panel
from game.ui.look import GOLD, INK, INK_SOFT, text, wrap
from game.ui.seat_places import fit_words
from game.ui.theme import button_width, button_words, larger

LEAST_ROW = 16  # px: a row of the smallest words (11 px); a longer hand scrolls, never
# squeezes its rows on top of each other


@dataclass
class HandHistory:
    """One seat over one hand: what it was dealt, then (move, hand after) per move;
    a hand is (card, wild) pairs, wild as it was at that moment. `whys[i]`: the bot's
    whole reason for move i, worded with the players' names."""

    seat: int
    dealt: tuple = ()
    moves: list[tuple[str, tuple]] = field(default_factory=list)
    whys: dict[int, str] = field(default_factory=dict)


def last_hand_histories(controller: Any, adapter: Any, names: list[str]) -> list[HandHistory]:
    """Every seat's history over the last hand that ended, replayed from the record."""
    record = controller.record()
    module = importlib.import_module(f"game.rules.{record.game}")
    state = module.new_game(record.seats, record.seed, dict(record.options))
    seats = range(record.seats)

    def hand_of(seat: int) -> tuple:
        """(card, is it wild now) for each card `seat` holds."""
        observation = state.observe(seat)
        return tuple(
            (card, adapter.is_wild(card, observation)) for card in getattr(observation, "hand", ())
        )

    current = [HandHistory(seat, hand_of(seat)) for seat in seats]
    finished: list[HandHistory] = []
    told = getattr(controller, "told", {})
    for number, action in enumerate(record.actions):
        events = state.apply(action)
        kinds = {motion.kind for event in events for motion in adapter.motions(event)}
        line = move_lines(adapter, action, events, names)[0]  # as the replay words it
        ended = "hand_end" in kinds
        after = () if ended else hand_of(action.seat)
        history = current[action.seat]
        if told.get(number):
            why = reason_words(told[number], names=names)
            history.whys[len(history.moves)] = why
        history.moves.append((line, after))
        if ended:
            finished = current
            current = [HandHistory(seat, hand_of(seat)) for seat in seats]
    return finished


class HandHistoryScene(Scene):
    """Over the summary: one seat's hand history; arrows switch seats."""

    opaque = False

    def __init__(self, app: Any, table: Any):
        super().__init__(app)
        self.table = table
        names = table.names
        self.histories = last_hand_histories(table.controller, table.adapter, names)
        self.language = language()  # the histories' words are in it
        # The viewer's own hand first (issue 18): the one they played, the one they know.
        viewer = getattr(table, "viewer", 0)
        self.seat = viewer if 0 <= viewer < len(names) else 0
        self.buttons: dict[str, Any] = {}
        self.picked: int | None = None  # the move whose reason shows (1 = the first move)
        self.row_rects: list[pygame.Rect] = []  # each row as last drawn, "Dealt" first
        self.first = 0  # the first row shown, when a long hand has more rows than room

    def build_ui(self, size: tuple[int, int]) -> None:
        from game.ui.manager import text_scale

        width, height = size
        button_height = int(0.06 * height)
        labels = (
            ("previous", tr("history.previous")),
            ("back", tr("history.back")),
            ("next", tr("history.next")),
        )
        gap = int(0.02 * height)
        # As wide as the longest label needs (large text), as long as three fit the window.
        scale = text_scale(size, bool(self.app.settings.get("large_text")))
        needed = max(button_width(label, scale) for _, label in labels)
        wide = min(max(int(0.26 * height), needed), (width - 4 * gap) // 3)
        left = width // 2 - (3 * wide + 2 * gap) // 2
        self.buttons = {}
        for index, (key, label) in enumerate(labels):
            rect = pygame.Rect(
                left + index * (wide + gap),
                int(0.93 * height) - button_height,
                wide,
                button_height,
            )
            shown, whole = button_words(label, wide, scale)  # cut short, said whole on hover
            self.buttons[key] = self.add(
                pygame_gui.elements.UIButton(rect, shown, self.app.ui, tool_tip_text=whole)
            )

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            for key, button in self.buttons.items():
                if button is event.ui_element:
                    self.choose(key)
        elif event.type == pygame.KEYDOWN:
            keys = {pygame.K_ESCAPE: "back", pygame.K_LEFT: "previous", pygame.K_RIGHT: "next"}
            if event.key in keys:
                self.choose(keys[event.key])
            elif event.key in (pygame.K_UP, pygame.K_DOWN):
                self.step(1 if event.key == pygame.K_DOWN else -1)
        elif event.type == pygame.MOUSEWHEEL and event.y:
            self.step(-1 if event.y > 0 else 1)
        elif event.type == pygame.MOUSEMOTION:
            under = [i for i, rect in enumerate(self.row_rects) if rect.collidepoint(event.pos)]
            if under and under[0] > 0:
                self.picked = under[0]

    def step(self, by: int) -> None:
        """Pick the move `by` rows below (above) the one picked."""
        if len(self.row_rects) > 1:
            picked = (self.picked or 0) + by
            self.picked = min(max(picked, 1), len(self.row_rects) - 1)

    def choose(self, key: str) -> None:
        count = max(1, len(self.table.names))
        if key == "back":
            if self.app.stack.top is self:
                self.app.stack.pop()
        elif key == "next":
            self.seat, self.picked, self.first = (self.seat + 1) % count, None, 0
        elif key == "previous":
            self.seat, self.picked, self.first = (self.seat - 1) % count, None, 0

    def draw(self, surface: pygame.Surface) -> None:
        width, height = surface.get_size()
        surface.blit(shade((width, height)), (0, 0))
        # The panel holds the rows and, under them, the buttons (as the summary's does),
        # so none of the summary below peeks out round it.
        outer = pygame.Rect(0, 0, int(min(width * 0.94, height * 1.8)), int(height * 0.93))
        outer.midtop = (width // 2, int(0.03 * height))
        back = modal_panel(outer.width, outer.height, (12, 30, 21), int(0.02 * height))
        surface.blit(back, outer)
        if self.language != language():  # changed since: the moves said again in it
            table = self.table
            self.histories = last_hand_histories(table.controller, table.adapter, table.names)
            self.language = language()
        box = pygame.Rect(outer.x, outer.y, outer.width, int(height * 0.8))  # the rows' part
        name = self.table.names[self.seat]
        # The person called You reads "Your hand", not "You's hand".
        title = tr("history.your_title") if is_you(name) else None
        draw_label(
            surface,
            title or tr("history.title", name=name),
            int(0.04 * height),
            (box.centerx, box.y + int(0.04 * height)),
            GOLD,
            True,
        )
        seed = self.table.controller.seed
        draw_label(
            surface,
            tr("history.seed", seed=seed),
            int(0.022 * height),
            (box.centerx, box.y + int(0.08 * height)),
            INK_SOFT,
        )
        history = next((h for h in self.histories if h.seat == self.seat), None)
        if history is None:
            return
        rows = [(tr("history.dealt"), history.dealt)] + history.moves
        top = box.y + int(0.11 * height)
        band = int(0.13 * height) if any(h.whys for h in self.histories) else 0
        room_rows = box.bottom - band - top - 8
        shown = max(1, min(len(rows), room_rows // LEAST_ROW))  # the rest scroll
        picked = self.picked or 0  # the window follows the picked row
        self.first = min(max(self.first, picked - shown + 1), picked, len(rows) - shown)
        row_height = min(int(0.075 * height), room_rows // shown)
        px = max(11, int(row_height * 0.32))
        x_text = box.x + int(0.02 * height)
        x_cards = box.x + int(box.width * 0.42)
        room = x_cards - x_text - px

        def fits(size: int) -> bool:  # every line before the cards, inside its row
            tall = size <= int(row_height * 0.6)
            return tall and all(text(line, size).get_width() <= room for line, _ in rows)

        px = larger(px, bool(self.app.settings.get("large_text")), fits)
        self.row_rects = []
        for index, (line, hand) in enumerate(rows):
            if not self.first <= index < self.first + shown:
                self.row_rects.append(pygame.Rect(0, 0, 0, 0))  # scrolled out of sight
                continue
            y = top + (index - self.first) * row_height
            self.row_rects.append(pygame.Rect(box.x, y, box.width, row_height))
            if index and index == self.picked:
                pygame.draw.rect(surface, (24, 58, 40), self.row_rects[-1])
            words = fit_words(line, px, x_cards - x_text - px)
            draw_text(surface, words, px, INK, (x_text, y + row_height // 2), "midleft")
            self.draw_hand(surface, hand, x_cards, y + 2, row_height - 4, box.right - 8)
        if shown < len(rows):  # a thin bar at the right edge: where the rows shown lie
            track = pygame.Rect(box.right - 6, top, 4, shown * row_height)
            pygame.draw.rect(surface, (24, 58, 40), track, border_radius=2)
            thumb = track.copy()
            thumb.height = max(8, track.height * shown // len(rows))
            thumb.y = top + (track.height - thumb.height) * self.first // (len(rows) - shown)
            pygame.draw.rect(surface, INK_SOFT, thumb, border_radius=2)
        if band:
            strip = pygame.Rect(x_text, box.bottom - band, box.width - 2 * (x_text - box.x), band)
            self.draw_why(surface, history, strip)

    def draw_why(self, surface: pygame.Surface, history: HandHistory, strip: pygame.Rect) -> None:
        """The picked move's whole reason, wrapped into `strip` (never cut: the words get
        smaller until they fit), or how to pick one."""
        if not history.whys:
            return  # a person's hand: no reasons to read
        why = history.whys.get((self.picked or 0) - 1)
        words = tr("log.why_reason", reason=why[0].upper() + why[1:]) if why else None
        colour = INK if why else INK_SOFT
        px = max(11, int(0.028 * surface.get_height()))
        lines = wrap(words or tr("history.why_hint"), px, strip.width)
        while px > 9 and len(lines) * int(px * 1.25) > strip.height:
            px -= 1
            lines = wrap(words or tr("history.why_hint"), px, strip.width)
        for row, line in enumerate(lines):
            draw_text(surface, line, px, colour, (strip.x, strip.y + row * int(px * 1.25)))

    def draw_hand(
        self, surface: pygame.Surface, hand: tuple, x: float, y: float, height: int, right: int
    ) -> None:
        if not hand:
            return
        faces = self.app.faces
        game = self.table.adapter.game
        width = card_width(height)
        step = min(width * 0.7, (right - x - width) / max(1, len(hand) - 1))
        for card, wild in hand:
            surface.blit(faces.face(card, game, height, wild), (x, y))
            x += step
