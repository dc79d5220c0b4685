"""Recent games: finished games kept for replays, newest first, each with who won and
the final scores (issue 7, "Replays"). Keys: Up/Down choose, Enter watch, E export the
chosen game to a file to share, I import one (or drop it on the window), Esc back. With
the mouse: a click chooses a game, a second click on it (or Watch) plays it.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pygame_gui

from game.scenes.base import Scene
from game.scenes.replay import seat_label
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
from game.store import SavedGame
from game.store.replay import winners
from game.store.saves import saved_when
from game.text import game_name, tr
from game.text.names import shown_name


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
        self.rows: list[pygame.Rect] = []  # the rows drawn, for the entries from `first` on
        self.first = 0  # the first entry shown: a long list scrolls with the focus
        self.buttons: list[Button] = []
        self.dialog: Any = None  # the file picker, while it is open

    @property
    def picking(self) -> bool:
        """The file picker is open: it has the keys, and Esc closes it, not the scene."""
        return self.dialog is not None and self.dialog.alive()

    def watch(self, index: int) -> None:
        if not 0 <= index < len(self.entries):
            return
        loaded = self.store.load_save(self.entries[index].path)  # checked and replayed
        self.notices.extend(self.store.take_notices())
        if loaded is None:
            self.entries = self.store.list_recent()
            return
        self.app.open("replay", loaded.saved, self.store)

    def export(self, index: int) -> None:
        """Write the game to the exports folder, to send to a friend (nothing, and a word
        why, when there is no finished game to export)."""
        if not self.entries:
            self.notices.append(tr("replay.export_none"))
            return
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
        self.app.open("replay", loaded.saved, self.store)

    def ask_for_file(self) -> None:
        """The file picker (pygame_gui's dialog; dropping a file on the window works too),
        opened in the exports folder, or the player's home folder before there is one
        (pygame_gui would open the folder the game runs from)."""
        manager = getattr(self.app, "ui", None)
        if manager is None or self.picking:
            return
        width, height = self.app.size
        rect = pygame.Rect(0, 0, min(width - 40, 640), min(height - 40, 480))
        rect.center = (width // 2, height // 2)
        folder = self.store.paths.data_dir / "exports"
        dialog = pygame_gui.windows.UIFileDialog(
            rect, manager, tr("replay.import_title"),
            initial_file_path=str(folder if folder.is_dir() else Path.home()),
            allow_existing_files_only=True,
        )  # fmt: skip
        dialog.delete_button.hide()  # a game's import picks a file; it never deletes one
        self.dialog = self.add(dialog)

    def handle(self, event: pygame.event.Event) -> None:
        count = len(self.entries)
        if event.type == pygame.DROPFILE:
            self.import_file(event.file)
        elif event.type == pygame_gui.UI_FILE_DIALOG_PATH_PICKED:
            self.import_file(event.text)
        elif self.picking:
            if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                self.dialog.kill()  # the picker closes; the list stays
            return
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
                elif button.key == "watch":
                    self.watch(self.focus)
                elif button.key == "export":
                    self.export(self.focus)
                elif button.key == "import":
                    self.ask_for_file()
                return
            for index, row in enumerate(self.rows, self.first):
                if row.collidepoint(event.pos):
                    if index == self.focus:
                        self.watch(index)  # a second click on the chosen game plays it
                    self.focus = index  # a first one chooses it (for Export too)

    def draw(self, surface: pygame.Surface) -> None:
        width, height = surface.get_size()
        look = Look.of(self.settings)
        draw_background(surface, look)
        draw_text(
            surface, tr("replay.recent_title"), look.px(height, 0.06), look.palette.highlight,
            (width // 2, int(height * 0.07)), "center", bold=True,
        )  # fmt: skip
        px = look.px(height, 0.024)
        line = int(px * 3.8)  # two lines: the game and its winner, then everyone's score
        area = pygame.Rect(0, int(height * 0.14), min(width - 40, int(height * 1.4)), 0)
        area.x = (width - area.width) // 2
        fits = max(1, (int(height * 0.66) - px) // line)  # rows that leave room below
        shown = min(len(self.entries), fits)
        # The focus stays in view: the list scrolls only as far as it must.
        self.first = min(max(self.first, self.focus - shown + 1), self.focus)
        self.first = max(0, min(self.first, len(self.entries) - shown))
        area.height = max(line, line * shown) + px
        draw_panel(surface, area, look)
        self.rows = []
        if not self.entries:
            draw_text(
                surface, tr("replay.recent_empty"), px,
                look.palette.text, (area.x + px, area.y + px),
            )  # fmt: skip
        for place, index in enumerate(range(self.first, self.first + shown)):
            row = pygame.Rect(area.x, area.y + px // 2 + place * line, area.width, line)
            self.rows.append(row)
            if index == self.focus:
                pygame.draw.rect(surface, look.palette.glow, row.inflate(-6, -4), 3, line // 4)
            self.draw_entry(surface, self.entries[index].saved, row, px, look)
        hidden = len(self.entries) - shown
        if hidden:
            draw_text(
                surface, tr("replay.recent_more", count=hidden), int(px * 0.85),
                look.palette.text_dim, (area.right - px, area.bottom + px // 4), "topright",
            )  # fmt: skip
        size = (int(height * 0.2), int(height * 0.055))
        y = min(area.bottom + height // 40, height - size[1] - height // 8)
        step = size[0] + height // 60
        watch = Button("watch", tr("replay.watch"), pygame.Rect((area.x, y), size))
        export = Button("export", tr("replay.export"), pygame.Rect((area.x + step, y), size))
        if not self.entries:  # nothing to watch or export: greyed, the pointer reads why
            watch.greyed(tr("replay.recent_empty"))
            export.greyed(tr("replay.export_none"))
        self.buttons = [
            watch,
            export,
            Button("import", tr("replay.import"), pygame.Rect((area.x + 2 * step, y), size)),
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
        if not self.picking:  # the picker lies over the buttons
            draw_button_tip(surface, self.buttons, look)

    def draw_entry(
        self, surface: pygame.Surface, saved: SavedGame, row: pygame.Rect, px: int, look: Look
    ) -> None:
        """One finished game: the game, who won and when, then each seat's final score."""
        top, bottom = row.y + row.height * 3 // 10, row.y + row.height * 7 // 10
        best = winners(saved, self.store.load)
        if best:
            names = ", ".join(shown_name(saved.seats[seat].name) for seat in best)
            result = tr("replay.recent_won", game=game_name(saved.game), winners=names)
        else:  # an imported game that was never finished
            result = tr("replay.recent_unfinished", game=game_name(saved.game))
        draw_text(surface, result, px, look.palette.text, (row.x + px, top), "midleft", bold=True)
        draw_text(
            surface, saved_when(saved), int(px * 0.85), look.palette.text_dim,
            (row.right - px, top), "midright",
        )  # fmt: skip
        scores = " · ".join(
            tr("replay.recent_score", seat=seat_label(seat), score=total)
            for seat, total in zip(saved.seats, saved.totals, strict=False)
        )
        draw_text(
            surface, scores, int(px * 0.9), look.palette.text_dim, (row.x + px, bottom),
            "midleft", max_width=row.width - 2 * px,
        )  # fmt: skip
