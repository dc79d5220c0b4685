"""Drawing helpers shared by the settings, statistics and replay scenes: the store the
app uses, the current look (palette, text scale), text, panels and clickable buttons.

Sizes are fractions of the window height (DESIGN.md "Look and feel").
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from game.store import Settings, Store
from game.ui import theme
from game.ui.felt import felt
from game.ui.theme import contrast_cloth


def store_of(app: Any) -> Store:
    """The app's Store, made once and kept on the app if it has none yet."""
    store = getattr(app, "store", None)
    if store is None:
        store = Store()
        app.store = store
    return store


def settings_of(app: Any) -> Settings:
    """The settings in force: the app's Settings object if it keeps one, else the file."""
    current = getattr(app, "player_settings", None)
    return current if isinstance(current, Settings) else store_of(app).load_settings()


@dataclass
class Look:
    """What a frame needs from the settings: colours and text size."""

    palette: theme.Palette
    scale: float
    cloth: str

    @classmethod
    def of(cls, settings: Settings) -> Look:
        return cls(
            palette=theme.palette(settings.high_contrast),
            scale=1.25 if settings.large_text else 1.0,
            cloth=contrast_cloth(settings.cloth) if settings.high_contrast else settings.cloth,
        )

    def px(self, height: int, fraction: float) -> int:
        """A font size as a fraction of the window height, grown for large text."""
        return max(10, int(height * fraction * self.scale))


def draw_text(
    surface: pygame.Surface,
    words: str,
    px: int,
    colour: tuple[int, int, int],
    pos: tuple[int, int],
    anchor: str = "topleft",
    bold: bool = False,
    max_width: int = 0,
) -> pygame.Rect:
    """Blit `words` with its rect's `anchor` at `pos`; returns the rect drawn. With
    `max_width`, the text shrinks until it fits (large text in a narrow column)."""
    rendered = theme.font(px, bold).render(words, True, colour)
    while max_width and rendered.get_width() > max_width and px > 8:
        px = max(8, int(px * 0.9))
        rendered = theme.font(px, bold).render(words, True, colour)
    rect = rendered.get_rect(**{anchor: pos})
    surface.blit(rendered, rect)
    return rect


def draw_background(surface: pygame.Surface, look: Look) -> None:
    surface.blit(felt(surface.get_size(), look.cloth), (0, 0))


def draw_panel(surface: pygame.Surface, rect: pygame.Rect, look: Look) -> None:
    """A translucent rounded panel that keeps text readable on the felt."""
    panel = pygame.Surface(rect.size, pygame.SRCALPHA)
    radius = max(4, rect.height // 24) if rect.height < 400 else 12
    pygame.draw.rect(panel, look.palette.panel, panel.get_rect(), border_radius=radius)
    surface.blit(panel, rect)


@dataclass
class Button:
    """A drawn button: `key` names what it does; `focused` draws the keyboard focus ring."""

    key: str
    label: str
    rect: pygame.Rect
    focused: bool = False
    active: bool = False  # shown pressed (a chosen tab, a playing replay)
    text_px: int = 0  # 0: sized from the button's height

    def draw(self, surface: pygame.Surface, look: Look) -> None:
        colours = look.palette
        fill = colours.highlight if self.active else (0, 0, 0)
        panel = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        radius = self.rect.height // 4
        pygame.draw.rect(panel, (*fill, 200 if self.active else 140), panel.get_rect(), 0, radius)
        surface.blit(panel, self.rect)
        ink = (20, 20, 20) if self.active else colours.text
        pygame.draw.rect(surface, colours.text_dim, self.rect, 1, radius)
        if self.focused:
            pygame.draw.rect(surface, colours.glow, self.rect.inflate(6, 6), 3, radius + 3)
        px = self.text_px or max(10, int(self.rect.height * 0.45))
        draw_text(surface, self.label, px, ink, self.rect.center, "center", bold=True)


def button_at(buttons: list[Button], pos: tuple[int, int]) -> Button | None:
    for button in buttons:
        if button.rect.collidepoint(pos):
            return button
    return None


def draw_notices(surface: pygame.Surface, notices: list[str], look: Look) -> None:
    """The store's messages (a refused file, a reset setting) in a strip at the bottom."""
    if not notices:
        return
    width, height = surface.get_size()
    px = look.px(height, 0.022)
    line = int(px * 1.5)
    shown = notices[-3:]
    rect = pygame.Rect(width // 20, height - line * len(shown) - px, width * 9 // 10, 0)
    rect.height = line * len(shown) + px // 2
    draw_panel(surface, rect, look)
    for i, notice in enumerate(shown):
        words = notice if len(notice) < 160 else notice[:157] + "…"
        draw_text(
            surface, words, px, look.palette.danger, (rect.x + px, rect.y + px // 4 + i * line)
        )
