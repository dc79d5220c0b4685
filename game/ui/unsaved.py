"""The banner a table shows while its game cannot be saved (issue 17): one short line at
the top edge of the window, over the felt and clear of the header, that stays until a
save succeeds again — "Can't save: the disk is full. Moves since 14:02 are not saved."
"""

from __future__ import annotations

import pygame

from game.ui.hud import panel
from game.ui.look import GOLD, shadowed_text

BANNER_TEXT = 0.019  # of the window height: small, as a status line is
BANNER_BACK = (60, 22, 10, 235)  # a dark amber: a warning, not an alarm


def draw_unsaved(surface: pygame.Surface, words: str) -> pygame.Rect:
    """The banner saying `words` at the top edge of `surface`; returns where it lies."""
    width, height = surface.get_size()
    px = max(11, int(BANNER_TEXT * height))
    picture = shadowed_text(words, px, GOLD)
    pad = px // 2
    back = panel(
        min(width, picture.get_width() + 4 * pad), picture.get_height() + pad, BANNER_BACK, pad
    )
    rect = back.get_rect(midtop=(width // 2, 0))
    surface.blit(back, rect)
    surface.blit(picture, picture.get_rect(center=rect.center))
    return rect
