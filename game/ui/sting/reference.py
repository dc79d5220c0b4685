"""Sting's Quick Reference card, built into the table: one line of help for a special
card under the pointer (or the keyboard focus; drawn as a `game.ui.tooltip`), and a
small panel listing all six (a temporary overlay: it wraps and shrinks to fit the band
it is given, and says how to close it).

Rules: ST-1 (the special cards), ST-5d/e/f (what they do), ST-8 and ST-10 (wilds in
melds and what they cost). The words come from the rules pages, so they say it once.
"""

from __future__ import annotations

import functools

import pygame

from game.scenes.rules_text import special_card_help
from game.text import language, tr
from game.ui import hud
from game.ui.look import GOLD, INK, INK_SOFT, font, wrap

SPECIALS = ("W", "W2", "W3", "WS", "PP", "TB")  # ST-1, in the order the panel lists them


def help_line(card: object) -> str | None:
    """One line on what `card` does, or None for a numbered card."""
    face = getattr(card, "face", "")
    return special_card_help(face) if face else None


LINE = 1.3  # of the text size: the panel's line height
SIZES = (1.0, 0.9, 0.8)  # of the table's small text: the panel shrinks to fit its band


def measure(words: str, px: int, bold: bool = False) -> int:
    """Width of `words` in pixels, without drawing them."""
    return font(px, bold).size(words)[0]


def entries(px: int, width: int) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """Each special card's name and its help, wrapped to a panel `width` wide."""
    return _entries(px, width, language())


@functools.lru_cache(maxsize=32)
def _entries(px: int, width: int, spoken: str) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """`entries` in the language `spoken` (wrapped once per size and language)."""
    pad = px
    result = []
    for face in SPECIALS:
        line = help_line(type("C", (), {"face": face})()) or face
        name, _, rest = line.partition(": ")
        room = width - 2 * pad - measure(name, px, True) - px // 2
        result.append((name, tuple(wrap(rest, px, max(room, px * 8)) or [""])))
    return tuple(result)


def panel_height(px: int, width: int) -> int:
    """How tall the panel is at `px` and `width`: the title row, then the entries."""
    rows = 1 + sum(len(lines) for _, lines in entries(px, width))
    return 2 * px + int(px * LINE) * rows


def natural_width(px: int) -> int:
    """The width at which every entry fits on one line."""
    widest = max(
        measure(name, px, True) + px // 2 + measure(lines[0], px)
        for name, lines in entries(px, 10**5)
    )
    title = measure(tr("sting.reference_title"), px, True) + 2 * px
    title += measure(tr("sting.reference_closing"), px)
    return max(widest, title) + 2 * px


def place_panel(band: pygame.Rect, px: int) -> tuple[pygame.Rect, int]:
    """The panel's rect, centred in `band`, and its text size: the largest of SIZES at
    which it fits, wrapping its lines when the band is narrow. If none fits it hangs from
    the band's top at the smallest size (and may reach below it)."""
    for scale in SIZES:
        size = max(10, int(px * scale))
        width = min(natural_width(size), band.w)
        height = panel_height(size, width)
        if height <= band.h:
            rect = pygame.Rect(0, 0, width, height)
            rect.center = band.center
            return rect, size
    rect = pygame.Rect(0, 0, width, height)
    rect.midtop = band.midtop
    return rect, size


def draw_panel(surface: pygame.Surface, rect: pygame.Rect, px: int) -> pygame.Rect:
    """The six special cards, one entry each, under a title row that says a click
    closes the panel (it lies over the table until then); returns where it lies. Its
    words keep to the panel (`hud.draw_text`'s room)."""
    line_height = int(px * LINE)
    pad = px
    x, y = rect.topleft
    surface.blit(hud.modal_panel(rect.w, rect.h, (12, 22, 30), px), rect)
    pygame.draw.rect(surface, GOLD, rect, 2, border_radius=px)
    hud.draw_text(
        surface, tr("sting.reference_title"), px, GOLD, (x + pad, y + pad), bold=True, room=rect
    )
    closing = (rect.right - pad, y + pad)
    hud.draw_text(
        surface, tr("sting.reference_closing"), px, INK_SOFT, closing, "topright", room=rect
    )
    top = y + pad + line_height
    for name, lines in entries(px, rect.w):
        named = hud.draw_text(surface, name, px, GOLD, (x + pad, top), bold=True, room=rect)
        left = named.right + px // 2
        for line in lines:
            hud.draw_text(surface, line, px, INK, (left, top), room=rect)
            top += line_height
    return rect
