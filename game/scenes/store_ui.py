"""Drawing helpers shared by the settings, statistics and replay scenes: the store the
app uses, the current look (palette, text scale), text, panels and clickable buttons.

The buttons are drawn here but styled by the pygame_gui theme (`theme.button_style`), so
they look like the main menu's: a plain button as the menu's, a chosen one (a tab, a
playing replay) as its gold `@primary` one, and the menu's focus ring round the focused one.

Sizes are fractions of the window height (DESIGN.md "Look and feel").
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from game.store import Settings, Store
from game.text.said import said_now
from game.ui import theme
from game.ui.felt import felt
from game.ui.hud import draw_focus_ring, draw_text  # noqa: F401 - draw_text: the scenes'
from game.ui.manager import text_scale
from game.ui.theme import contrast_cloth
from game.ui.tooltip import draw_tooltip
from game.window import mouse_pos


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
    high_contrast: bool = False
    large_text: bool = False

    @classmethod
    def of(cls, settings: Settings) -> Look:
        return cls(
            palette=theme.palette(settings.high_contrast),
            scale=theme.LARGE_TEXT if settings.large_text else 1.0,
            cloth=contrast_cloth(settings.cloth) if settings.high_contrast else settings.cloth,
            high_contrast=settings.high_contrast,
            large_text=settings.large_text,
        )

    def px(self, height: int, fraction: float) -> int:
        """A font size as a fraction of the window height, grown for large text."""
        return max(10, int(height * fraction * self.scale))

    def button_style(self, size: tuple[int, int], chosen: bool = False) -> theme.ButtonStyle:
        """The theme's button for a window of `size`, as the UI manager of the same
        settings draws it (`@primary` for a chosen one)."""
        scale = text_scale(size, self.large_text)
        return theme.button_style(self.high_contrast, scale, "@primary" if chosen else None)


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
    """A drawn button: `key` names what it does; `focused` draws the keyboard focus ring.
    One that can do nothing now is drawn greyed as a disabled UIButton, takes no click
    (`button_at`) and says why in its `tip` under the pointer (`draw_button_tip`)."""

    key: str
    label: str
    rect: pygame.Rect
    focused: bool = False
    active: bool = False  # shown pressed (a chosen tab, a playing replay)
    enabled: bool = True
    tip: str = ""  # said under the pointer: why a greyed button does nothing

    def greyed(self, why: str) -> Button:
        """This button, greyed: it can do nothing now, and `why` says so under the pointer."""
        self.enabled, self.tip = False, why
        return self

    def draw(self, surface: pygame.Surface, look: Look) -> None:
        style = look.button_style(surface.get_size(), self.active)
        # The pointer's place in pixels, on a Retina Mac too; a greyed button never lights.
        hovered = self.enabled and self.rect.collidepoint(mouse_pos())
        # As pygame_gui draws a UIButton: a soft shadow at the rect's edge, the border
        # inside it, the fill inside the border.
        body = pygame.Rect(0, 0, *self.rect.size).inflate(
            -2 * style.shadow_width, -2 * style.shadow_width
        )
        button = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        if style.shadow_width:
            radius = style.corner_radius + style.shadow_width
            pygame.draw.rect(button, (0, 0, 0, 48), button.get_rect(), 0, radius)
        fill = style.hovered_fill if hovered else style.fill
        border = style.hovered_border if hovered else style.border
        ink = style.hovered_text if hovered else style.text
        if not self.enabled:
            fill, border, ink = style.disabled_fill, style.disabled_border, style.disabled_text
        pygame.draw.rect(button, fill, body, 0, style.corner_radius)
        pygame.draw.rect(button, border, body, style.border_width, style.corner_radius)
        surface.blit(button, self.rect)
        if self.focused:
            draw_focus_ring(surface, self.rect)
        # The theme's room beside the words, less on a narrow button (the replay's
        # arrows) so its words keep the theme's size there too.
        padding = min(style.padding, body.height // 4)
        inside = body.move(self.rect.topleft).inflate(-2 * padding, 0)
        px, top = fit_words(self.label, style.font_px, style.bold, inside)
        draw_text(surface, self.label, px, ink, (self.rect.centerx, top), "midtop", style.bold)


def fit_words(words: str, px: int, bold: bool, room: pygame.Rect) -> tuple[int, int]:
    """The theme's font size for `words`, made smaller only where the button is too low or
    narrow for it, and where the line's top goes so its capitals sit in the middle of
    `room` (the font's empty space above them ignored) with its descenders inside it."""
    while True:
        font = theme.font(px, bold)
        cap = font.metrics("H")[0][3]
        below = -font.get_descent()
        fits = cap + 2 * below <= room.height and font.size(words)[0] <= room.width
        if fits or px <= 8:
            baseline = room.centery + cap // 2
            return px, baseline - font.get_ascent()
        px -= 1


def button_at(buttons: list[Button], pos: tuple[int, int]) -> Button | None:
    """The button a click at `pos` presses: none where the one there is greyed."""
    for button in buttons:
        if button.rect.collidepoint(pos):
            return button if button.enabled else None
    return None


def draw_button_tip(surface: pygame.Surface, buttons: list[Button], look: Look) -> None:
    """The tip of the button under the pointer, if it has one (drawn last, over all)."""
    pointer = mouse_pos()
    for button in buttons:
        if button.tip and button.rect.collidepoint(pointer):
            px = look.px(surface.get_height(), 0.022)
            draw_tooltip(surface, button.tip, pointer, px, top=button.rect.top)
            return


NOTICES_SHOWN = 3  # the last ones: the strip never climbs far up the screen


def notices_height(height: int, notices: list[str], look: Look) -> int:
    """How far up from the bottom of a window `height` high `draw_notices` reaches (0
    for none): a screen keeps what it must show above it."""
    px = look.px(height, 0.022)
    count = len(notices[-NOTICES_SHOWN:])
    return int(px * 1.5) * count + px if count else 0


def draw_notices(surface: pygame.Surface, notices: list[str], look: Look) -> None:
    """The store's messages (a refused file, a reset setting) in a strip at the bottom."""
    if not notices:
        return
    width, height = surface.get_size()
    px = look.px(height, 0.022)
    line = int(px * 1.5)
    shown = notices[-NOTICES_SHOWN:]
    rect = pygame.Rect(
        width // 20, height - notices_height(height, notices, look), width * 9 // 10, 0
    )
    rect.height = line * len(shown) + px // 2
    draw_panel(surface, rect, look)
    for i, notice in enumerate(shown):
        notice = said_now(notice)  # in the language chosen since, if it can be said again
        words = notice if len(notice) < 160 else notice[:157] + "…"
        draw_text(
            surface, words, px, look.palette.danger, (rect.x + px, rect.y + px // 4 + i * line)
        )
