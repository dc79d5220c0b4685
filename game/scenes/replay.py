"""Replays: watch a finished game again move by move, and the "Recent games" list that
leads there (issue 7, "Replays"). Positions come from `game.store.replay.Replayer`,
which replays the recorded actions through the real engine; this scene only draws.

Replay keys: Space play/pause, Right/Left one move, Home/End first/last move,
Up/Down (or +/-) speed, Esc back. Recent games: Up/Down choose, Enter watch,
E export the chosen game to a file to share, I import one (or drop it on the window),
Esc back.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

import pygame
import pygame_gui

from game.rules.cards import Card
from game.scenes.base import Scene
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
from game.store import SavedGame
from game.store.codec import hand_reached
from game.store.replay import Replayer, describe_action
from game.store.saves import describe, level_words
from game.text import game_name, tr
from game.ui.cards import CardFaces, card_width

SPEEDS = (0.5, 1.0, 2.0, 4.0)
SECONDS_PER_MOVE = 0.9  # at 1×: slow enough to follow a bot's move
TABLE_FIELDS = ("laid", "melds", "community")  # observation fields holding melds on the table
LOG_LINES = 12


def card_groups(value: Any) -> list[tuple[Card, ...]]:
    """Every run of cards inside `value` (a meld, a tuple of melds, a dataclass or dict of
    them), in order: how the replay finds what lies on the table in any of the games."""
    if isinstance(value, tuple | list) and value and all(isinstance(v, Card) for v in value):
        return [tuple(value)]
    if isinstance(value, dict):
        return [group for item in value.values() for group in card_groups(item)]
    if isinstance(value, tuple | list | frozenset):
        return [group for item in value for group in card_groups(item)]
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return [
            group
            for spec in dataclasses.fields(value)
            for group in card_groups(getattr(value, spec.name))
        ]
    return []


class ReplayScene(Scene):
    """One saved game played back through the engine."""

    def keys_title(self) -> str:
        return tr("replay.keys_title")

    def keys_help(self) -> list[tuple[str, str]]:
        return [
            (tr("keys.space"), tr("replay.keys_play")),
            (tr("keys.left_right"), tr("replay.keys_step")),
            (tr("replay.keys_home_end"), tr("replay.keys_ends")),
            (tr("replay.keys_speed"), tr("replay.keys_faster")),
            (tr("keys.esc"), tr("keys.back")),
        ]

    def __init__(self, app: Any, saved: SavedGame, store: Any = None):
        super().__init__(app)
        self.store = store or store_of(app)
        self.settings = settings_of(app)
        self.replayer = Replayer(saved, self.store.load)
        self.names = tuple(seat.name for seat in saved.seats)
        self.playing = False
        self.speed = 1  # index into SPEEDS
        self.timer = 0.0
        self.notices: list[str] = []
        self.buttons: list[Button] = []
        self.faces = CardFaces()

    # -- control -------------------------------------------------------------------
    def step(self) -> None:
        try:
            self.replayer.step()
        except ValueError as error:
            self.playing = False
            self.notices.append(tr("replay.stops", problem=error))

    def press(self, key: str) -> None:
        replayer = self.replayer
        if key == "play":
            if replayer.at_end:
                replayer.seek(0)
            self.playing = not self.playing
            self.timer = 0.0
        elif key == "next":
            self.playing = False
            self.step()
        elif key == "previous":
            self.playing = False
            replayer.back()
        elif key == "first":
            self.playing = False
            replayer.seek(0)
        elif key == "last":
            self.playing = False
            replayer.seek(replayer.length)
        elif key == "faster":
            self.speed = min(self.speed + 1, len(SPEEDS) - 1)
        elif key == "slower":
            self.speed = max(self.speed - 1, 0)
        elif key == "back":
            self.app.stack.pop()

    PRESSES = {  # key -> what `press` does
        pygame.K_SPACE: "play",
        pygame.K_RIGHT: "next",
        pygame.K_LEFT: "previous",
        pygame.K_HOME: "first",
        pygame.K_END: "last",
        pygame.K_UP: "faster",
        pygame.K_PLUS: "faster",
        pygame.K_EQUALS: "faster",
        pygame.K_KP_PLUS: "faster",
        pygame.K_DOWN: "slower",
        pygame.K_MINUS: "slower",
        pygame.K_KP_MINUS: "slower",
        pygame.K_ESCAPE: "back",
    }

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in self.PRESSES:
            self.press(self.PRESSES[event.key])
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            button = button_at(self.buttons, event.pos)
            if button is not None:
                self.press(button.key)

    def update(self, dt: float) -> None:
        if not self.playing:
            return
        self.timer += dt * SPEEDS[self.speed]
        while self.playing and self.timer >= SECONDS_PER_MOVE:
            self.timer -= SECONDS_PER_MOVE
            self.step()
            if self.replayer.at_end:
                self.playing = False

    # -- drawing -------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        width, height = surface.get_size()
        look = Look.of(self.settings)
        colours = look.palette
        replayer, saved = self.replayer, self.replayer.saved
        state = replayer.state
        draw_background(surface, look)
        title = tr("replay.title", game=game_name(saved.game), seed=saved.seed)
        draw_text(
            surface, title, look.px(height, 0.045), colours.highlight,
            (width // 40, height // 40), bold=True,
        )  # fmt: skip
        hand, position, length = hand_reached(state), replayer.position, replayer.length
        if saved.game == "crowns":
            counter = tr("replay.at_hand", hand=hand, position=position, length=length)
        else:
            counter = tr("replay.at_round", hand=hand, position=position, length=length)
        if replayer.at_end and state.is_over:
            winners = ", ".join(self.names[s] for s in state.winners() if s < len(self.names))
            counter = " · ".join((counter, tr("replay.won_by", winners=winners)))
        draw_text(
            surface, counter, look.px(height, 0.026), colours.text,
            (width - width // 40, height // 40 + height // 100), "topright",
        )  # fmt: skip

        left = pygame.Rect(width // 40, int(height * 0.1), int(width * 0.64), int(height * 0.74))
        right = pygame.Rect(left.right + width // 60, left.y, 0, left.height)
        right.width = width - width // 40 - right.x
        self.draw_seats(surface, left, look)
        table = pygame.Rect(right.x, right.y, right.width, int(right.height * 0.45))
        self.draw_table(surface, table, look)
        log = pygame.Rect(right.x, table.bottom + height // 60, right.width, 0)
        log.height = right.bottom - log.y
        self.draw_log(surface, log, look)
        self.draw_controls(surface, look)
        draw_notices(surface, self.notices, look)

    def face(self, card: Card, height: int, observation: Any) -> pygame.Surface:
        wild_rank = getattr(observation, "wild_rank", None)
        wild = card.is_natural and wild_rank is not None and card.rank == wild_rank
        return self.faces.face(
            card, self.replayer.saved.game, height, wild, self.settings.colour_blind_faces
        )

    def draw_cards(
        self, surface: pygame.Surface, cards: tuple[Card, ...], x: int, y: int, height: int,
        room: int, observation: Any,
    ) -> int:  # fmt: skip
        """Cards in an overlapping row starting at (x, y) within `room` px; returns the
        x just past the last card."""
        if not cards:
            return x
        width = card_width(height)
        gap = min(int(width * 0.62), max(4, (room - width) // max(1, len(cards) - 1)))
        for index, card in enumerate(cards):
            surface.blit(self.face(card, height, observation), (x + index * gap, y))
        return x + (len(cards) - 1) * gap + width

    def draw_seats(self, surface: pygame.Surface, area: pygame.Rect, look: Look) -> None:
        state, saved = self.replayer.state, self.replayer.saved
        seats = len(saved.seats)
        block = area.height // max(1, seats)
        px = look.px(surface.get_height(), 0.024)
        totals = list(state.totals)
        for seat, who in enumerate(saved.seats):
            rect = pygame.Rect(area.x, area.y + seat * block, area.width, block - block // 12)
            draw_panel(surface, rect, look)
            if state.to_act == seat:
                pygame.draw.rect(surface, look.palette.highlight, rect, 3, 12)
            label = who.name
            if who.is_bot:
                label = tr("replay.bot_seat", name=who.name, level=level_words(who.level))
            score = totals[seat] if seat < len(totals) else 0
            draw_text(
                surface, label, px, look.palette.text, (rect.x + px, rect.y + px // 3), bold=True
            )
            draw_text(
                surface, tr("replay.score", score=score), px, look.palette.text_dim,
                (rect.right - px, rect.y + px // 3), "topright",
            )  # fmt: skip
            observation = state.observe(seat)
            hand = tuple(getattr(observation, "hand", ()))
            card_height = max(20, min(rect.height - px * 3, int(surface.get_height() * 0.13)))
            self.draw_cards(
                surface, hand, rect.x + px, rect.y + px * 2 + px // 2, card_height,
                rect.width - 2 * px, observation,
            )  # fmt: skip

    def draw_table(self, surface: pygame.Surface, area: pygame.Rect, look: Look) -> None:
        """The discard pile's top card, the stock count, and every meld on the table."""
        draw_panel(surface, area, look)
        state = self.replayer.state
        observation = state.observe(0)
        px = look.px(surface.get_height(), 0.022)
        draw_text(
            surface, tr("replay.table"), px, look.palette.text_dim, (area.x + px, area.y + px // 3)
        )
        card_height = int(surface.get_height() * 0.09)
        y = area.y + px * 2
        pile = tuple(getattr(observation, "discard_pile", ()))
        x = area.x + px
        if pile:
            surface.blit(self.face(pile[-1], card_height, observation), (x, y))
        stock = getattr(observation, "stock_count", getattr(observation, "draw_count", None))
        words = tr("replay.discard_pile", count=len(pile))
        if stock is not None:
            words = " · ".join((words, tr("replay.stock", count=stock)))
        draw_text(
            surface, words, px, look.palette.text,
            (x + card_width(card_height) + px, y + card_height // 2), "midleft",
        )  # fmt: skip
        groups = [g for name in TABLE_FIELDS for g in card_groups(getattr(observation, name, ()))]
        small = int(card_height * 0.75)
        x, y = area.x + px, y + card_height + px
        for group in groups:
            needed = card_width(small) + (len(group) - 1) * int(card_width(small) * 0.55)
            if x + needed > area.right - px:
                x, y = area.x + px, y + small + px // 2
            if y + small > area.bottom:
                draw_text(surface, "…", px, look.palette.text, (x, y - px))
                break
            x = self.draw_cards(surface, group, x, y, small, needed, observation) + px // 2

    def draw_log(self, surface: pygame.Surface, area: pygame.Rect, look: Look) -> None:
        draw_panel(surface, area, look)
        replayer = self.replayer
        px = look.px(surface.get_height(), 0.02)
        line = int(px * 1.45)
        rows = max(1, min(LOG_LINES, (area.height - px) // line))
        surface.set_clip(area.inflate(-px // 2, 0))  # long melds in a line stop at the panel
        first = max(0, replayer.position - rows)
        for row, index in enumerate(range(first, replayer.position)):
            words = f"{index + 1}. {describe_action(replayer.saved.actions[index], self.names)}"
            current = index == replayer.position - 1
            colour = look.palette.highlight if current else look.palette.text
            draw_text(surface, words, px, colour, (area.x + px, area.y + px // 2 + row * line))
        surface.set_clip(None)
        if replayer.position == 0:
            draw_text(
                surface, tr("replay.deal"), px, look.palette.text_dim,
                (area.x + px, area.y + px // 2),
            )  # fmt: skip

    def draw_controls(self, surface: pygame.Surface, look: Look) -> None:
        width, height = surface.get_size()
        size = (int(height * 0.11), int(height * 0.06))
        labels = [
            ("first", "|<"),
            ("previous", "<"),
            ("play", tr("replay.pause") if self.playing else tr("replay.play")),
            ("next", ">"),
            ("last", ">|"),
            ("slower", "–"),
            ("faster", "+"),
            ("back", tr("replay.back")),
        ]
        gap = height // 60
        total = len(labels) * size[0] + (len(labels) - 1) * gap
        x = (width - total) // 2
        y = int(height * 0.87)
        self.buttons = []
        for key, label in labels:
            button = Button(
                key, label, pygame.Rect((x, y), size), active=key == "play" and self.playing
            )
            self.buttons.append(button)
            button.draw(surface, look)
            x += size[0] + gap
        speed = tr("replay.speed", speed=f"{SPEEDS[self.speed]:g}")
        draw_text(
            surface, speed, look.px(height, 0.02), look.palette.text_dim,
            (width // 2, y + size[1] + gap // 2), "midtop",
        )  # fmt: skip


class RecentGamesScene(Scene):
    """Finished games kept for replays, newest first; Enter watches, E exports."""

    def keys_title(self) -> str:
        return tr("replay.recent_title")

    def keys_help(self) -> list[tuple[str, str]]:
        return [
            (tr("keys.up_down"), tr("replay.recent_choose")),
            (tr("keys.enter"), tr("replay.recent_watch")),
            (tr("replay.key_export"), tr("replay.recent_export")),
            (tr("replay.key_import"), tr("replay.recent_import")),
            (tr("keys.esc"), tr("keys.back")),
        ]

    def __init__(self, app: Any, store: Any = None):
        super().__init__(app)
        self.store = store or store_of(app)
        self.settings = settings_of(app)
        self.entries = self.store.list_recent()
        self.notices = self.store.take_notices()
        self.focus = 0
        self.rows: list[pygame.Rect] = []
        self.buttons: list[Button] = []

    def watch(self, index: int) -> None:
        if not 0 <= index < len(self.entries):
            return
        loaded = self.store.load_save(self.entries[index].path)  # checked and replayed
        self.notices.extend(self.store.take_notices())
        if loaded is None:
            self.entries = self.store.list_recent()
            return
        self.app.stack.push(ReplayScene(self.app, loaded.saved, self.store))

    def export(self, index: int) -> None:
        """Write the game to the exports folder, to send to a friend."""
        if not 0 <= index < len(self.entries):
            return
        saved = self.entries[index].saved
        target = self.store.paths.data_dir / "exports" / f"{saved.game}-deal-{saved.seed}.json"
        if self.store.export_game(saved, target):
            self.notices.append(tr("replay.exported", path=target))
        self.notices.extend(self.store.take_notices())

    def import_file(self, path: str) -> None:
        """A game file a friend sent: checked, replayed, kept with the recent games and
        opened in the replay scene. A bad file is refused with a message."""
        loaded = self.store.import_game(Path(path))
        self.notices.extend(self.store.take_notices())
        if loaded is None:
            return
        self.store.add_recent(loaded.saved)
        self.entries = self.store.list_recent()
        self.focus = 0
        self.app.stack.push(ReplayScene(self.app, loaded.saved, self.store))

    def ask_for_file(self) -> None:
        """The file picker (pygame_gui's dialog; dropping a file on the window works too)."""
        manager = getattr(self.app, "ui", None)
        if manager is None:
            return
        width, height = self.app.size
        rect = pygame.Rect(0, 0, min(width - 40, 640), min(height - 40, 480))
        rect.center = (width // 2, height // 2)
        folder = self.store.paths.data_dir / "exports"
        self.add(
            pygame_gui.windows.UIFileDialog(
                rect, manager, tr("replay.import_title"), initial_file_path=str(folder),
                allow_existing_files_only=True,
            )
        )  # fmt: skip

    def handle(self, event: pygame.event.Event) -> None:
        count = len(self.entries)
        if event.type == pygame.DROPFILE:
            self.import_file(event.file)
        elif event.type == pygame_gui.UI_FILE_DIALOG_PATH_PICKED:
            self.import_file(event.text)
        elif event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.app.stack.pop()
            elif event.key in (pygame.K_UP, pygame.K_DOWN) and count:
                self.focus = (self.focus + (1 if event.key == pygame.K_DOWN else -1)) % count
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.watch(self.focus)
            elif event.key == pygame.K_e:
                self.export(self.focus)
            elif event.key == pygame.K_i:
                self.ask_for_file()
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            button = button_at(self.buttons, event.pos)
            if button is not None:
                if button.key == "back":
                    self.app.stack.pop()
                elif button.key == "export":
                    self.export(self.focus)
                elif button.key == "import":
                    self.ask_for_file()
                return
            for index, row in enumerate(self.rows):
                if row.collidepoint(event.pos):
                    self.focus = index
                    self.watch(index)

    def draw(self, surface: pygame.Surface) -> None:
        width, height = surface.get_size()
        look = Look.of(self.settings)
        draw_background(surface, look)
        draw_text(
            surface, tr("replay.recent_title"), look.px(height, 0.06), look.palette.highlight,
            (width // 2, int(height * 0.07)), "center", bold=True,
        )  # fmt: skip
        px = look.px(height, 0.024)
        line = int(px * 2.4)
        area = pygame.Rect(0, int(height * 0.14), min(width - 40, int(height * 1.4)), 0)
        area.x = (width - area.width) // 2
        area.height = max(line, line * len(self.entries)) + px
        draw_panel(surface, area, look)
        self.rows = []
        if not self.entries:
            draw_text(
                surface, tr("replay.recent_empty"), px,
                look.palette.text, (area.x + px, area.y + px),
            )  # fmt: skip
        for index, entry in enumerate(self.entries):
            row = pygame.Rect(area.x, area.y + px // 2 + index * line, area.width, line)
            self.rows.append(row)
            if index == self.focus:
                pygame.draw.rect(surface, look.palette.glow, row.inflate(-6, -4), 3, line // 4)
            totals = " – ".join(str(t) for t in entry.saved.totals)
            draw_text(
                surface,
                describe(entry.saved),
                px,
                look.palette.text,
                (row.x + px, row.centery),
                "midleft",
            )
            draw_text(
                surface, totals, px, look.palette.text_dim, (row.right - px, row.centery),
                "midright",
            )  # fmt: skip
        size = (int(height * 0.2), int(height * 0.055))
        y = min(area.bottom + height // 40, height - size[1] - height // 8)
        self.buttons = [
            Button("export", tr("replay.export"), pygame.Rect((area.x, y), size)),
            Button(
                "import",
                tr("replay.import"),
                pygame.Rect((area.x + size[0] + height // 60, y), size),
            ),
            Button("back", tr("replay.back"), pygame.Rect((area.right - size[0], y), size)),
        ]
        for button in self.buttons:
            button.draw(surface, look)
        hint = tr("replay.recent_hint")
        draw_text(
            surface, hint, look.px(height, 0.02), look.palette.text_dim,
            (width // 2, y + size[1] + height // 50), "midtop",
        )  # fmt: skip
        draw_notices(surface, self.notices, look)
