"""The keys overlay (F1, issue 7 "Keyboard play"): every key the scene underneath takes,
on a panel over it. F1, Esc, Enter or a click closes it.

A table lists its buttons' own keys (read from their labels, "Hint  [H]", so the list
cannot drift from the buttons) and the game's ways of walking the cards; other scenes
list theirs from `keys_help()` (pairs of key and what it does, under `keys_title()`),
and every scene the keys that work everywhere.
"""

from __future__ import annotations

import re
from typing import Any

import pygame

from game.scenes.base import Scene
from game.scenes.crowns import keys as crowns_keys
from game.scenes.rumski import keys as rumski_keys
from game.scenes.sting import keys as sting_keys
from game.scenes.store_ui import Look, draw_text, settings_of
from game.text import game_name, tr
from game.ui.hud import modal_panel


def everywhere() -> list[tuple[str, str]]:
    """The keys every scene takes."""
    return [
        (tr("keys.f1"), tr("keys.toggle_help")),
        (tr("keys.f11"), tr("keys.toggle_fullscreen")),
    ]


# How each table is played without a mouse, beyond its buttons (each list is kept
# beside the keys it describes: crowns/keys.py, sting/keys.py, rumski/keys.py).
TABLE_KEYS: dict[str, tuple[tuple[str, str], ...]] = {
    "crowns": crowns_keys.HELP,  # kept beside the keys themselves
    "sting": sting_keys.HELP,  # kept beside the keys themselves
    "rumski": rumski_keys.HELP,  # kept beside the keys themselves
}
LABEL_KEY = re.compile(r"^(?P<what>.+?)\s*\[(?P<key>[^\]]+)\]\s*$")


def button_keys(scene: Any) -> list[tuple[str, str]]:
    """(key, what) for every pygame_gui button whose label names its key: 'Hint  [H]'."""
    buttons = getattr(scene, "buttons", None)
    if not isinstance(buttons, dict):
        return []
    found = []
    for button in buttons.values():
        match = LABEL_KEY.match(getattr(button, "text", "") or "")
        if match and match["key"] != tr("keys.esc"):
            found.append((match["key"], match["what"].strip()))
    return found


def keys_of(scene: Any) -> list[tuple[str, str]]:
    """Every key `scene` takes, as (key, what it does)."""
    rows: list[tuple[str, str]] = []
    adapter = getattr(scene, "adapter", None)
    game = getattr(adapter, "game", None)
    if game in TABLE_KEYS:
        # A table's "X again" row follows its button's own X row.
        again = {key.removesuffix(" again"): (key, what) for key, what in TABLE_KEYS[game]}
        again = {key: row for key, row in again.items() if row[0].endswith(" again")}
        rows.extend(row for row in TABLE_KEYS[game] if row not in again.values())
        named = {token.strip() for key, _ in TABLE_KEYS[game] for token in re.split(r"[/,]", key)}
        for row in button_keys(scene):
            if row[0] not in named:
                rows.append(row)
            if row[0] in again:
                rows.append(again.pop(row[0]))
        rows.extend(again.values())  # its button is not on the table now
    listed = getattr(scene, "keys_help", None)
    if callable(listed):
        rows.extend(listed())
    return rows + everywhere()


class KeysScene(Scene):
    """The keys panel over the scene it describes."""

    opaque = False

    def __init__(self, app: Any, below: Any):
        super().__init__(app)
        self.below = below
        self.rows = keys_of(below)
        titled = getattr(below, "keys_title", None)
        name = titled() if callable(titled) else type(below).__name__.removesuffix(Scene.__name__)
        self.title = tr("keys.title", name=name)
        adapter = getattr(below, "adapter", None)
        if getattr(adapter, "game", None):
            self.title = tr("keys.table_title", game=game_name(adapter.game))

    def handle(self, event: pygame.event.Event) -> None:
        closing_keys = (pygame.K_F1, pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER)
        if (event.type == pygame.KEYDOWN and event.key in closing_keys) or (
            event.type == pygame.MOUSEBUTTONDOWN
        ):
            self.app.stack.pop()

    def draw(self, surface: pygame.Surface) -> None:
        width, height = surface.get_size()
        look = Look.of(settings_of(self.app))
        shade = pygame.Surface((width, height), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 150))
        surface.blit(shade, (0, 0))
        # Large text on a low window: smaller words, so that every key still shows (the
        # title and a row's worth of padding take 4.2 of them, each row 1.55).
        px = min(look.px(height, 0.024), int((height - 40) / (4.2 + 1.55 * len(self.rows))))
        line = int(px * 1.55)
        box = pygame.Rect(0, 0, min(width - 40, int(height * 1.25)), 0)
        box.height = min(height - 40, line * (len(self.rows) + 3))
        box.center = (width // 2, height // 2)
        surface.blit(modal_panel(box.width, box.height, look.palette.panel, px), box)
        draw_text(
            surface, self.title, int(px * 1.3), look.palette.highlight,
            (box.centerx, box.y + px), "midtop", bold=True,
        )  # fmt: skip
        column = box.x + int(box.width * 0.3)
        y = box.y + int(px * 3.2)
        for key, what in self.rows:
            if y + line > box.bottom - px:
                break  # a very small window: the first keys are the ones that matter
            draw_text(
                surface, key, px, look.palette.highlight, (column - px, y), "topright",
                bold=True, max_width=column - box.x - 2 * px,
            )  # fmt: skip
            draw_text(
                surface, what, px, look.palette.text, (column + px, y),
                max_width=box.right - column - 2 * px,
            )  # fmt: skip
            y += line
