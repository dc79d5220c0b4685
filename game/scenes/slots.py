"""Named saves beside the autosave (issue 7): "Save as…" from the pause menu and
"Load…" from the main menu, which also lists the games in progress that another game
took the Continue button from (marked "In progress", newest first, before the slots).

A slot is a `SavedGame` (seed + options + seats + actions, DESIGN.md boundary 6) in the
store's saves folder. The list shows each slot's name, game, hand or round, seats and
when it was saved. Loading goes through the store, which checks the file and replays
every move: a bad slot is moved aside with a message naming it, like any other file.

Load keys: Up/Down choose, Enter load, Delete (twice) delete, Esc back.
Save as: type a name, Enter saves (twice to replace a slot of the same name), Esc back.
"""

from __future__ import annotations

from typing import Any

import pygame
import pygame_gui

from game.scenes.base import Scene
from game.scenes.store_ui import (
    Button,
    Look,
    button_at,
    draw_background,
    draw_button_tip,
    draw_notices,
    draw_panel,
    draw_text,
    settings_of,
    store_of,
)
from game.store.limits import TITLE_LENGTH
from game.store.saves import describe, stage_words
from game.text import game_name, tr
from game.text.said import Said
from game.ui.hud import modal_panel

ROWS_SHOWN = 8  # slots on one screen; the list scrolls with the focus beyond that


def default_title(saved: Any) -> str:
    """A name to start from: 'Crowns hand 3'."""
    game = game_name(saved.game)
    if not saved.hand:
        return game
    return tr("slots.default_title", game=game, stage=stage_words(saved.game, saved.hand))


def entry_title(entry: Any) -> str:
    """A listed save's name: the slot's own, or 'In progress — Crowns hand 3'."""
    if entry.unfinished:
        return tr("slots.in_progress", title=default_title(entry.saved))
    return entry.saved.title or entry.path.stem


class LoadScene(Scene):
    """The named saves, newest first: load one into its table, or delete it."""

    def keys_title(self) -> str:
        return tr("slots.load_title")

    def keys_help(self) -> list[tuple[str, str]]:
        return [
            (tr("keys.up_down"), tr("slots.keys_choose")),
            (tr("keys.enter"), tr("slots.keys_load")),
            (tr("keys.delete"), tr("slots.keys_delete")),
            (tr("keys.esc"), tr("keys.back")),
        ]

    def __init__(self, app: Any, store: Any = None):
        super().__init__(app)
        self.store = store or store_of(app)
        self.settings = settings_of(app)
        self.entries = self.listed()  # bad files are moved aside here
        self.notices = self.store.take_notices()
        self.focus = 0
        self.armed: Any = None  # the slot a first Delete pointed at
        self.rows: list[tuple[int, pygame.Rect]] = []
        self.buttons: list[Button] = []

    def listed(self) -> list[Any]:
        """The unfinished games kept aside, then the named saves."""
        return self.store.list_unfinished() + self.store.list_slots()

    def refresh(self) -> None:
        self.entries = self.listed()
        self.notices.extend(self.store.take_notices())
        self.focus = min(self.focus, max(0, len(self.entries) - 1))

    def load(self, index: int) -> None:
        """Open the slot's game at its table (checked and replayed by the store first)."""
        from game.scenes.keeper import open_saved

        if not 0 <= index < len(self.entries):
            return
        entry = self.entries[index]
        if entry.unfinished:  # it becomes the game Continue offers; the one there is kept
            loaded = self.store.resume_unfinished(entry.path)
        else:
            loaded = self.store.load_save(entry.path)
        self.notices.extend(self.store.take_notices())
        if loaded is None:  # refused: the file was moved aside and the message says so
            self.refresh()
            return
        try:
            table = open_saved(self.app, loaded.saved)
        except Exception as problem:  # an engine that refuses the moves after all
            self.notices.append(tr("menu.restore_failed", problem=problem))
            return
        self.app.stack.replace(table)

    def delete(self, index: int) -> None:
        """Delete the slot; the first press only asks, the second deletes."""
        if not 0 <= index < len(self.entries):
            return
        entry = self.entries[index]
        if self.armed != entry.path:
            self.armed = entry.path
            self.notices.append(tr("slots.confirm_delete", title=entry_title(entry)))
            return
        self.armed = None
        self.store.delete_slot(entry.path)
        self.notices.append(tr("slots.deleted", title=entry_title(entry)))
        self.refresh()

    def handle(self, event: pygame.event.Event) -> None:
        count = len(self.entries)
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.app.stack.pop()
            elif event.key in (pygame.K_UP, pygame.K_DOWN) and count:
                self.focus = (self.focus + (1 if event.key == pygame.K_DOWN else -1)) % count
                self.armed = None
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.load(self.focus)
            elif event.key in (pygame.K_DELETE, pygame.K_BACKSPACE):
                self.delete(self.focus)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            button = button_at(self.buttons, event.pos)
            if button is not None:
                {
                    "load": lambda: self.load(self.focus),
                    "delete": lambda: self.delete(self.focus),
                    "back": self.app.stack.pop,
                }[button.key]()
                return
            for index, row in self.rows:
                if row.collidepoint(event.pos):
                    if index == self.focus:
                        self.load(index)  # a second click on the chosen slot loads it
                    self.focus = index
                    self.armed = None

    def draw(self, surface: pygame.Surface) -> None:
        width, height = surface.get_size()
        look = Look.of(self.settings)
        palette = look.palette
        draw_background(surface, look)
        draw_text(
            surface, tr("slots.load_title"), look.px(height, 0.055), palette.highlight,
            (width // 2, int(height * 0.07)), "center", bold=True,
        )  # fmt: skip
        px = look.px(height, 0.024)
        line = int(px * 3.1)  # two lines a slot: its name, then game, seats and time
        area = pygame.Rect(0, int(height * 0.13), min(width - 40, int(height * 1.4)), 0)
        area.x = (width - area.width) // 2
        first = max(0, min(self.focus - ROWS_SHOWN + 1, len(self.entries) - ROWS_SHOWN))
        shown = list(enumerate(self.entries))[first : first + ROWS_SHOWN]
        area.height = max(line, line * len(shown)) + px
        draw_panel(surface, area, look)
        self.rows = []
        if not self.entries:
            draw_text(
                surface, tr("slots.empty"),
                px, palette.text, (area.x + px, area.y + px),
            )  # fmt: skip
        for place, (index, entry) in enumerate(shown):
            row = pygame.Rect(area.x, area.y + px // 2 + place * line, area.width, line)
            self.rows.append((index, row))
            if index == self.focus:
                pygame.draw.rect(surface, palette.glow, row.inflate(-6, -4), 3, line // 5)
            title = entry_title(entry)
            draw_text(
                surface, title, px, palette.text, (row.x + px, row.y + px // 3), bold=True,
                max_width=row.width - 2 * px,
            )  # fmt: skip
            draw_text(
                surface, describe(entry.saved), int(px * 0.9), palette.text_dim,
                (row.x + px, row.y + int(px * 1.6)), max_width=row.width - 2 * px,
            )  # fmt: skip
        size = (int(height * 0.2), int(height * 0.055))
        y = min(area.bottom + height // 40, height - size[1] - height // 8)
        gap = height // 60
        self.buttons = [
            Button("load", tr("slots.load"), pygame.Rect((area.x, y), size)),
            Button("delete", tr("slots.delete"), pygame.Rect((area.x + size[0] + gap, y), size)),
            Button("back", tr("slots.back"), pygame.Rect((area.right - size[0], y), size)),
        ]
        if not self.entries:  # nothing to load or delete: greyed, the pointer reads why
            for button in self.buttons[:2]:
                button.greyed(tr("slots.empty"))
        for button in self.buttons:
            button.draw(surface, look)
        hint = tr("slots.hint")
        draw_text(
            surface, hint, look.px(height, 0.02), palette.text_dim,
            (width // 2, y + size[1] + height // 50), "midtop",
        )  # fmt: skip
        draw_notices(surface, self.notices, look)
        draw_button_tip(surface, self.buttons, look)


class SaveAsScene(Scene):
    """Over the paused table: a name field and Save; the game is kept as a named slot."""

    opaque = False

    def keys_title(self) -> str:
        return tr("slots.save_keys_title")

    def keys_help(self) -> list[tuple[str, str]]:
        return [
            (tr("keys.type"), tr("slots.keys_name")),
            (tr("keys.enter"), tr("slots.keys_save")),
            (tr("keys.esc"), tr("keys.back")),
        ]

    def __init__(self, app: Any, table: Any, store: Any = None):
        from game.scenes.keeper import saved_game

        super().__init__(app)
        self.table = table
        self.store = store or store_of(app)
        self.settings = settings_of(app)
        controller = table.controller
        self.saved = saved_game(controller, open_hands=getattr(table, "open_hands", False))
        self.title = default_title(self.saved)
        self.widgets: dict[str, Any] = {}
        self.message = ""
        self.confirm: str = ""  # a slot name the player was warned exists
        self.saved_path: Any = None

    def build_ui(self, size: tuple[int, int]) -> None:
        width, height = size
        manager = self.app.ui
        field = pygame.Rect(0, 0, int(0.5 * height), int(0.06 * height))
        field.midtop = (width // 2, int(0.42 * height))
        entry = pygame_gui.elements.UITextEntryLine(field, manager)
        entry.set_text_length_limit(TITLE_LENGTH)
        entry.set_text(self.title)
        entry.focus()
        self.widgets = {"name": self.add(entry)}
        button = pygame.Rect(0, 0, int(0.24 * height), int(0.06 * height))
        gap = int(0.02 * height)
        button.topright = (width // 2 - gap // 2, field.bottom + 2 * gap)
        self.widgets["save"] = self.add(
            pygame_gui.elements.UIButton(
                button,
                tr("slots.save"),
                manager,
                object_id=pygame_gui.core.ObjectID(class_id="@primary"),
            )
        )
        cancel = button.copy()
        cancel.left = width // 2 + gap // 2
        self.widgets["cancel"] = self.add(
            pygame_gui.elements.UIButton(cancel, tr("slots.back"), manager)
        )

    def read_title(self) -> str:
        entry = self.widgets.get("name")
        if entry is not None:
            self.title = entry.get_text()
        return self.title.strip()

    def save(self) -> None:
        """Write the slot; a name already used is replaced only when asked twice."""
        title = self.read_title()
        if not title:
            self.message = tr("slots.need_name")
            return
        path = self.store.slot_path(title)
        if path.exists() and self.confirm != title:
            self.confirm = title  # it names the save it would replace, as that was saved
            self.message = tr("slots.exists", title=self.store.slot_title(path) or path.name)
            return
        self.saved_path = self.store.save_slot(title, self.saved)
        notices = self.store.take_notices()
        if self.saved_path is None:
            self.message = " ".join(notices) or tr("slots.not_saved")
            return
        self.app.stack.pop()
        below = self.app.stack.top
        if hasattr(below, "note"):  # the pause menu: said again if the language changes
            below.note = Said("slots.saved_as", title=title)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED:
            self.save()
        elif event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.widgets.get("save"):
                self.save()
            elif event.ui_element is self.widgets.get("cancel"):
                self.app.stack.pop()
        elif event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.app.stack.pop()
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.save()

    def draw(self, surface: pygame.Surface) -> None:
        width, height = surface.get_size()
        look = Look.of(self.settings)
        shade = pygame.Surface((width, height), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 170))
        surface.blit(shade, (0, 0))
        box = pygame.Rect(0, 0, int(0.8 * height), int(0.5 * height))
        box.midtop = (width // 2, int(0.2 * height))
        # Opaque: the pause menu below must not show through the words.
        surface.blit(modal_panel(box.width, box.height, look.palette.panel, height // 40), box)
        draw_text(
            surface, tr("slots.save_title"), look.px(height, 0.05), look.palette.highlight,
            (width // 2, int(0.27 * height)), "center", bold=True,
        )  # fmt: skip
        draw_text(
            surface, describe(self.saved), look.px(height, 0.022), look.palette.text_dim,
            (width // 2, int(0.35 * height)), "center", max_width=box.width - 40,
        )  # fmt: skip
        if self.message:
            draw_text(
                surface, self.message, look.px(height, 0.022), look.palette.danger,
                (width // 2, int(0.62 * height)), "center", max_width=box.width - 40,
            )  # fmt: skip
