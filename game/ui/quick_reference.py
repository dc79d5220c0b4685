"""Sting's Quick Reference card, built into the table: one line of help for a special
card under the pointer (or the keyboard focus), and a small panel listing all six.

Rules: ST-1 (the special cards), ST-5d/e/f (what they do), ST-8 and ST-10 (wilds in
melds and what they cost). The words come from the rules pages, so they say it once.
"""

from __future__ import annotations

import pygame

from game.scenes.rules_text import special_card_help
from game.ui import hud
from game.ui.look import GOLD, INK, text

SPECIALS = ("W", "W2", "W3", "WS", "PP", "TB")  # ST-1, in the order the panel lists them


def help_line(card: object) -> str | None:
    """One line on what `card` does, or None for a numbered card."""
    face = getattr(card, "face", "")
    return special_card_help(face) if face else None


def draw_tooltip(
    surface: pygame.Surface,
    words: str,
    anchor: tuple[int, int],
    px: int,
    bounds: pygame.Rect | None = None,
) -> None:
    """`words` on a dark panel just above `anchor`, kept inside `bounds` (the window
    by default; the table keeps it clear of its buttons, which are drawn on top)."""
    picture = text(words, px, INK)
    pad = px // 2
    width, height = picture.get_width() + 2 * pad, picture.get_height() + pad
    rect = pygame.Rect(0, 0, width, height)
    rect.midbottom = (anchor[0], anchor[1] - pad)
    rect.clamp_ip(bounds or surface.get_rect())
    surface.blit(hud.panel(width, height, (12, 22, 30, 235), height // 3), rect)
    surface.blit(picture, picture.get_rect(center=rect.center))


def draw_panel(surface: pygame.Surface, topleft: tuple[int, int], px: int, width: int) -> None:
    """The six special cards, one line each, under a title."""
    lines = [help_line(type("C", (), {"face": face})()) or face for face in SPECIALS]
    line_height = int(px * 1.4)
    pad = px
    height = pad * 2 + line_height * (len(lines) + 1)
    x, y = topleft
    surface.blit(hud.panel(width, height, (12, 22, 30, 230), px), (x, y))
    surface.blit(text("Quick reference  [Q]", px, GOLD, True), (x + pad, y + pad))
    for index, line in enumerate(lines):
        name, _, rest = line.partition(": ")
        name_picture = text(name, px, GOLD, True)
        top = y + pad + line_height * (index + 1)
        surface.blit(name_picture, (x + pad, top))
        room = width - 2 * pad - name_picture.get_width() - px // 2
        surface.blit(
            text(hud._fit(rest, px, room), px, INK),
            (x + pad + name_picture.get_width() + px // 2, top),
        )
