"""Tooltips: a few words of help about what is under the pointer now (issue 18, item 10).

A tooltip is centred on the pointer's x and sits just above the thing it explains (the
top of the card under the pointer, or the pointer itself), so it stays near the pointer
without hiding that thing; a long one wraps rather than stretching far to the sides.
It is kept inside the bounds it is given (the window by default), and where it would
cover something it must leave clear — the message strip, a question being asked — it
goes just below the pointer instead, clear of the arrow. Which thing it belongs to is
the scene's to say, from the pointer's place each frame (so it never outlives the card
it describes), and the scene draws none while anything modal is over the table.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.ui import hud
from game.ui.look import INK, text, wrap_even

TIP_PANEL = (12, 22, 30, 240)
ARROW = 1.6  # of the text size: how far below the pointer a tip starts, clear of the arrow
WIDEST = 0.4  # of the bounds' width: a longer tip wraps onto more lines


def place(
    size: tuple[int, int],
    pointer: tuple[int, int],
    px: int,
    bounds: pygame.Rect,
    avoid: Sequence[pygame.Rect] = (),
    top: int | None = None,
) -> pygame.Rect:
    """Where a tip `size` big goes for a pointer at `pointer` over a thing whose top is
    at `top`: just above that top (or the pointer), else just below the pointer when
    above covers a rect of `avoid` or has no room; when both would, the nearer of them
    slid sideways just clear of what it covers (issue 18: the discard pile's Pass-A-Pile
    help lay over the Keep-it question beside the pile); always inside `bounds`."""
    gap = max(4, px // 3)
    above = pygame.Rect((0, 0), size)
    above.midbottom = (pointer[0], min(pointer[1], pointer[1] if top is None else top) - gap)
    below = pygame.Rect((0, 0), size)
    below.midtop = (pointer[0], pointer[1] + int(px * ARROW))
    tries = [above, below] if above.top >= bounds.top else [below, above]

    def clear(rect: pygame.Rect) -> bool:
        return rect.collidelist(list(avoid)) < 0 and not rect.collidepoint(pointer)

    for rect in tries:
        rect.clamp_ip(bounds)
        if clear(rect):
            return rect
    for rect in tries:
        for blocker in (blocker for blocker in avoid if rect.colliderect(blocker)):
            for x in (blocker.left - gap - rect.width, blocker.right + gap):
                slid = pygame.Rect(x, rect.y, rect.width, rect.height).clamp(bounds)
                if clear(slid):
                    return slid
    return tries[0]


def draw_tooltip(
    surface: pygame.Surface,
    words: str,
    pointer: tuple[int, int],
    px: int,
    bounds: pygame.Rect | None = None,
    avoid: Sequence[pygame.Rect] = (),
    top: int | None = None,
) -> pygame.Rect:
    """`words` on a dark panel near `pointer` (`place`), wrapped to at most `WIDEST` of
    the bounds; returns where it lies."""
    bounds = bounds or surface.get_rect()
    pad = px // 2
    lines = wrap_even(words, px, max(px * 12, int(bounds.width * WIDEST)) - 2 * pad)
    pictures = [text(line, px, INK) for line in lines]
    line_height = pictures[0].get_height()
    width = max(picture.get_width() for picture in pictures) + 2 * pad
    height = line_height * len(pictures) + pad
    rect = place((width, height), pointer, px, bounds, avoid, top)
    surface.blit(
        hud.modal_panel(width, height, TIP_PANEL, min(height, line_height + pad) // 3), rect
    )
    for index, line in enumerate(lines):
        where = (rect.x + pad, rect.y + pad // 2 + index * line_height)
        hud.draw_text(surface, line, px, INK, where, room=bounds)
    return rect


def draw_whole_words(
    surface: pygame.Surface,
    cut: Sequence[tuple[pygame.Rect, str]],
    pointer: tuple[int, int],
    px: int,
) -> pygame.Rect | None:
    """Words drawn cut short — (where they lie, the words whole) — said whole in a tip
    while the pointer rests on them: a seat's name on its plate, a name in a summary,
    the line under Continue. Returns where the tip lies (None: the pointer is elsewhere)."""
    for rect, whole in cut:
        if rect.collidepoint(pointer):
            return draw_tooltip(surface, whole, pointer, px, top=rect.top)
    return None
