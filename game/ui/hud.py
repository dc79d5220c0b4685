"""Heads-up pieces drawn on the felt: panels, seat badges, the message strip, the
move log, glows and the thinking dots. Everything is cached by size so a frame
mostly blits ready-made surfaces.
"""

from __future__ import annotations

import functools
import math

import pygame

from game.text.names import clean_name
from game.ui.look import (
    GOLD,
    INK,
    INK_SOFT,
    SHADOW_INK,
    font,
    render,
    shadowed_text,
    text,
    wrap_even,
)
from game.ui.move_log import drawn, remember, remembered_px, row_height, shown_rows, why_mark
from game.ui.seat_places import fit_words

PANEL = (10, 24, 17, 190)
MESSAGE_BACK = (16, 40, 60, 225)  # a hint or news in the message strip
MESSAGE_BAD = (96, 28, 24, 225)  # a refusal
WHY_PANEL = (10, 24, 17)  # a reason grown over the table, on a modal (opaque) panel
RING = (255, 209, 102)
GLOW = (126, 231, 255)
DANGER = (239, 99, 81)
# How long the message strip keeps words (issue 18: a long hint went after 3.5 s, half
# read): the time to read them. A reader first looks up at the strip, then takes in
# some 15 characters a second (about 200 words a minute); a short notice keeps the
# 3.5 s it always had, and even a long one goes in the end, so that stale words do
# not outlive the next moves.
READ_START = 1.5  # seconds to notice the strip
READ_CHARACTERS = 15.0  # characters read per second
READ_LEAST = 3.5
READ_MOST = 20.0


def reading_seconds(words: str) -> float:
    """How long the message strip shows `words` (a hint with its why, a refusal, news):
    long enough to read them, more for longer words."""
    return min(READ_MOST, max(READ_LEAST, READ_START + len(words) / READ_CHARACTERS))


BADGE_COLOURS = (
    (196, 84, 72),
    (72, 126, 196),
    (92, 160, 96),
    (170, 110, 190),
    (214, 150, 60),
    (64, 160, 160),
    (190, 90, 140),
    (120, 120, 200),
)


@functools.lru_cache(maxsize=128)
def panel(width: int, height: int, colour: tuple = PANEL, radius: int = -1) -> pygame.Surface:
    """A rounded translucent panel, shared through the cache by every caller of the same
    size and colour: blit it, never draw on it (draw on a `.copy()`)."""
    surface = pygame.Surface((max(1, width), max(1, height)), pygame.SRCALPHA)
    radius = height // 4 if radius < 0 else radius
    pygame.draw.rect(surface, colour, surface.get_rect(), border_radius=radius)
    return surface


def modal_panel(width: int, height: int, colour: tuple, radius: int = -1) -> pygame.Surface:
    """The panel of anything modal — a menu, a question, help over the table: rounded and
    opaque whatever `colour`'s alpha (issue 18: the felt may dim behind a modal, but
    nothing of the table shows through its words). Shared like `panel`: never draw on it."""
    return panel(width, height, (*colour[:3], 255), radius)


@functools.lru_cache(maxsize=64)
def glow(width: int, height: int, colour: tuple = GLOW, strength: int = 140) -> pygame.Surface:
    """A soft halo around a card-sized rect (the rect sits `pad` inside)."""
    pad = max(6, height // 10)
    surface = pygame.Surface((width + 2 * pad, height + 2 * pad), pygame.SRCALPHA)
    for step in range(pad, 0, -2):
        alpha = int(strength * (1 - step / pad) ** 1.6)
        rect = pygame.Rect(pad - step, pad - step, width + 2 * step, height + 2 * step)
        pygame.draw.rect(
            surface, (*colour, alpha), rect, width=2, border_radius=height // 12 + step
        )
    pygame.draw.rect(
        surface, (*colour, strength), (pad, pad, width, height), 3, border_radius=height // 14
    )
    return surface


def draw_glow(surface: pygame.Surface, rect: pygame.Rect, colour: tuple = GLOW) -> None:
    halo = glow(rect.width, rect.height, colour)
    pad = (halo.get_width() - rect.width) // 2
    surface.blit(halo, (rect.x - pad, rect.y - pad))


def _ring_line(height: int) -> tuple[int, int]:
    """The focus ring's line width and its gap from the thing, in a window `height` high."""
    width = max(4, height // 160)  # 5 px at 800 px high
    return width, max(3, width // 2)


def focus_ring_reach(height: int) -> int:
    """How far past a thing's edge its focus ring reaches (its dark edge included), in a
    window `height` px high: words next to a focusable thing stay at least this far off."""
    width, gap = _ring_line(height)
    return gap + width + 2


def draw_focus_ring(surface: pygame.Surface, rect: pygame.Rect, radius: int = -1) -> None:
    """The keyboard's focus ring around `rect` (issue 7): a thick bright line edged dark,
    set a little apart, so it stands out on the felt, on a white card and on a button
    alike and is never taken for the thing's own outline. Every scene draws it so."""
    width, gap = _ring_line(surface.get_height())
    ring = rect.inflate(2 * (gap + width), 2 * (gap + width))
    radius = min(ring.height // 3, max(8, ring.height // 8)) if radius < 0 else radius
    pygame.draw.rect(surface, SHADOW_INK, ring.inflate(4, 4), width + 4, radius + 2)
    pygame.draw.rect(surface, GLOW, ring, width, radius)


@functools.lru_cache(maxsize=64)
def _badge(radius: int, initial: str, colour: tuple, ringed: bool) -> pygame.Surface:
    size = radius * 2 + 8
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    centre = (size // 2, size // 2)
    pygame.draw.circle(surface, (0, 0, 0, 90), (centre[0] + 2, centre[1] + 3), radius)
    pygame.draw.circle(surface, colour, centre, radius)
    pygame.draw.circle(surface, (255, 255, 255, 70), centre, radius, max(1, radius // 12))
    if ringed:
        pygame.draw.circle(surface, RING, centre, radius + 3, max(2, radius // 8))
    letter = text(initial, int(radius * 1.05), INK, True)
    surface.blit(letter, letter.get_rect(center=centre))
    return surface


def draw_badge(
    surface: pygame.Surface,
    centre: tuple[int, int],
    radius: int,
    name: str,
    seat: int,
    ringed: bool,
) -> None:
    """The round seat badge with the player's initial; ringed when it is their turn."""
    colour = BADGE_COLOURS[seat % len(BADGE_COLOURS)]
    badge = _badge(radius, clean_name(name, "?")[:1].upper(), colour, ringed)
    surface.blit(badge, badge.get_rect(center=centre))


def draw_thinking(
    surface: pygame.Surface, centre: tuple[int, int], size: int, clock: float
) -> None:
    """Three dots pulsing in turn: a bot is thinking."""
    for index in range(3):
        phase = (math.sin(clock * 6 - index * 0.9) + 1) / 2
        radius = max(2, int(size * (0.25 + 0.2 * phase)))
        x = centre[0] + (index - 1) * size
        pygame.draw.circle(surface, (*GOLD, int(120 + 135 * phase)), (x, centre[1]), radius)


def draw_text(
    surface: pygame.Surface,
    words: str,
    px: int,
    colour: tuple[int, int, int],
    pos: tuple[int, int],
    anchor: str = "topleft",
    bold: bool = False,
    max_width: int = 0,
    room: pygame.Rect | None = None,
) -> pygame.Rect:
    """Blit `words` with its rect's `anchor` at `pos`; returns the rect drawn. With
    `max_width`, the text shrinks until it fits (large text in a narrow column). Words
    a screen places itself go through here (or `draw_label`, `draw_message`), so the
    overflow check (tests/test_text_overflow.py) sees where every one of them lies.
    `room` is the place the words belong in when it is less than the window (a seat's
    plate, a panel's row): the caller fits them to it (`fit_words`, `fitting_size`),
    and the overflow check fails where they run out of it."""
    rendered = render(font(px, bold), words, colour)
    while max_width and rendered.get_width() > max_width and px > 8:
        px = max(8, int(px * 0.9))
        rendered = render(font(px, bold), words, colour)
    rect = rendered.get_rect(**{anchor: pos})
    surface.blit(rendered, rect)
    return rect


def fitting_size(words: str, px: int, room: int, smallest: int, bold: bool = False) -> int:
    """The largest size from `px` down to `smallest` at which `words` fit `room` pixels
    wide (`smallest` where none does: there the words are cut short, `fit_words`)."""
    while px > smallest and font(px, bold).size(words)[0] > room:
        px -= 1
    return px


def draw_label(
    surface: pygame.Surface,
    words: str,
    px: int,
    centre: tuple[int, int],
    colour: tuple = INK,
    bold: bool = False,
    backed: bool = False,
    anchor: str = "center",
    room: pygame.Rect | None = None,
) -> pygame.Rect:
    """Shadowed text with its rect's `anchor` (its centre unless said) at `centre`,
    optionally on a small panel; returns its rect. `room`: as for `draw_text`."""
    picture = shadowed_text(words, px, colour, bold)
    rect = picture.get_rect(**{anchor: centre})
    centre = rect.center
    if backed:
        pad = px // 3
        back = panel(rect.width + 2 * pad, rect.height + pad, PANEL, (rect.height + pad) // 2)
        surface.blit(back, back.get_rect(center=centre))
    surface.blit(picture, rect)
    return rect


def draw_message(
    surface: pygame.Surface, words: str, centre: tuple[int, int], px: int, alpha: int, bad: bool
) -> pygame.Rect | None:
    """The message strip: why a move was refused, or a hint; returns where it lies."""
    if not words or alpha <= 0:
        return None
    picture = text(words, px, INK, False)
    pad = px
    back = panel(
        picture.get_width() + 2 * pad,
        picture.get_height() + px,
        MESSAGE_BAD if bad else MESSAGE_BACK,
        (picture.get_height() + px) // 2,
    ).copy()
    back.blit(picture, picture.get_rect(center=back.get_rect().center))
    back.set_alpha(alpha)
    return surface.blit(back, back.get_rect(center=centre))


def wrapped_size(px: int) -> int:
    """The smallest text size of a message too long for one line at `px` (`fit_lines`)."""
    return max(10, int(px * 0.85))


def message_height(lines: int, px: int) -> int:
    """The height of a message's panel of `lines` lines at size `px` (`message_panel`)."""
    return int(px * 1.3) * lines + px


def fit_lines(words: str, px: int, room: int, tallest: int = 0) -> tuple[int, list[str]]:
    """(size, lines) for `words` on a panel `room` pixels wide: one line at `px` or a
    little smaller, else two (or, in a very narrow room, more) lines at the largest size
    that needs no more of them — with `tallest`, set smaller still until their panel
    (`message_height`) is no taller than that."""
    smallest = wrapped_size(px)
    for size in range(px, smallest - 1, -1):
        if text(words, size).get_width() + 2 * size <= room:
            return size, [words]
    # Wrapped, as large as takes no more lines than the smallest size does: two lines
    # have the room, and the smallest (13 px at 1024x640, where the font's space is 3 px)
    # ran words together ("followthe yellow3").
    most = len(wrap_even(words, smallest, room - 2 * smallest))
    for size in range(px, smallest - 1, -1):  # ends at the smallest: it takes `most`
        lines = list(wrap_even(words, size, room - 2 * size))
        if len(lines) <= most:
            break
    while tallest and size > 10 and message_height(len(lines), size) > tallest:
        size -= 1
        lines = list(wrap_even(words, size, room - 2 * size))
    return size, lines if any(lines) else [words]


def message_panel(lines: list[str], px: int, back: tuple) -> pygame.Surface:
    """A message over one or more lines (`fit_lines`), centred on a `back` panel: a hint
    or a refusal too long for one line of the window is never cut."""
    pad = px
    pictures = [shadowed_text(line, px, INK) for line in lines]
    line_h = int(px * 1.3)
    width = max(picture.get_width() for picture in pictures) + 2 * pad
    height = message_height(len(lines), px)
    sheet = panel(width, height, back, min(height // 2, px)).copy()
    for index, picture in enumerate(pictures):
        y = px // 2 + index * line_h + (line_h - picture.get_height()) // 2
        sheet.blit(picture, ((width - picture.get_width()) // 2, y))
    return sheet


def draw_log(
    surface: pygame.Surface, rect: pygame.Rect, lines: list[str], px: int, count: int = 5
) -> None:
    """The last `count` moves, newest at the bottom, older ones fainter, a long one over
    two rows; a bot's move offers "Why?" and, once opened, shows its reason under it
    (`move_log`). A reason too long for the log is shown whole by `draw_grown_log`."""
    if not lines:
        return
    if rect.height > 0:  # never more rows than the rect holds (large text makes rows taller)
        count = max(1, min(count, (rect.height - px) // row_height(px)))
    remember(lines, rect, px, count, surface.get_size())
    rows = shown_rows(lines, count, px, rect)  # an opened "Why?" stays inside the rect
    height = row_height(px) * len(rows) + px
    surface.blit(panel(rect.width, height, PANEL, px // 2), (rect.x, rect.y))
    _draw_rows(surface, rect, rows, px)


def draw_grown_log(surface: pygame.Surface, lines: list[str]) -> None:
    """The log as last drawn, grown over the table on an opaque panel while an opened
    reason is too long for the log's own place (`move_log.grown_box`); drawn over
    everything else on the table, so nothing hides the reason being read."""
    found = drawn(lines)
    if found is None or not found[2]:
        return
    box, rows, _grown = found
    px = remembered_px(lines)
    height = row_height(px) * len(rows) + px
    surface.blit(modal_panel(box.width, height, WHY_PANEL, px // 2), box.topleft)
    edge = pygame.Rect(box.x, box.y, box.width, height)
    pygame.draw.rect(surface, GOLD, edge, max(1, px // 12), px // 2)
    _draw_rows(surface, box, rows, px)


def _draw_rows(
    surface: pygame.Surface, box: pygame.Rect, rows: list[tuple[str, str, object]], px: int
) -> None:
    line_height = row_height(px)
    newest = max((index for index, row in enumerate(rows) if row[1] == "line"), default=0)
    for index, (words, kind, _line) in enumerate(rows):
        fade = GOLD if kind == "why" else INK if index >= newest else INK_SOFT
        room = box.width - px
        mark = why_mark()
        if words.endswith(mark):  # the sentence gives way, "· Why?" always shows
            words = fit_words(words[: -len(mark)], px, room - text(mark, px).get_width())
            words += mark
        place = (box.x + px // 2, box.y + px // 2 + index * line_height)
        draw_text(surface, fit_words(words, px, room), px, fade, place)
