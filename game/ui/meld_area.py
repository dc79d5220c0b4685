"""Where melds lie inside an area of the table: rows of overlapped cards that wrap and
shrink to fit, with a rect per meld and per card for drawing and for hit-testing.

Used by every area of the table that holds melds (each game's room says which it has:
melds in front of each player, or one shared set of rows). Pure geometry: no game rules,
no drawing.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass

import pygame

from game.ui.cards import card_width

OVERLAP = 0.34  # of a card's width: how much of each card below the next shows
GAP = 0.3  # of a card's width between two melds in a row
ROW_GAP = 0.08  # of a card's height between rows
SHRINK = 0.88  # each try at a smaller size when the melds do not fit
OVERLAPS = (0.34, 0.26, 0.2)  # of a card's width showing under the next, roomy to tight
# An area with room to spare spreads its cards up to side by side (a little apart), so a
# meld shows whole cards rather than corners over empty felt; each is tried, widest first.
SPREADS = (1.06, 0.85, 0.65, 0.5, 0.34, 0.26, 0.2)


@dataclass(frozen=True)
class MeldPlace:
    """One meld's place: its `key`, the rect around it and each card's rect, in order."""

    key: Hashable
    rect: pygame.Rect
    cards: tuple[pygame.Rect, ...]

    def card_at(self, pos: tuple[int, int]) -> int | None:
        """The index of the topmost card under `pos` (later cards lie on top)."""
        for index in range(len(self.cards) - 1, -1, -1):
            if self.cards[index].collidepoint(pos):
                return index
        return None

    def gap_at(self, x: int) -> int:
        """Where a card dropped at `x` would go between this meld's cards (0 … len)."""
        return sum(1 for rect in self.cards if rect.centerx < x)


def meld_span(count: int, height: int, overlap: float = OVERLAP) -> int:
    """Width of `count` overlapped cards `height` px high."""
    width = card_width(height)
    return int(width + width * overlap * max(0, count - 1))


def spread_step(
    sizes: Sequence[int], height: int, room: float, gap: float, most: float = 0.75
) -> float:
    """How far apart (px) the cards of melds of `sizes` lie, in one row `room` px wide
    with `gap` px between melds: as much of each card as the room lets show, up to
    `most` of a card's width, never less than OVERLAP (then the row may run long)."""
    width = card_width(height)
    steps = sum(sizes) - len(sizes)
    if steps <= 0:
        return width * most
    free = room - width * len(sizes) - gap * (len(sizes) - 1)
    return max(width * OVERLAP, min(width * most, free / steps))


def _rows(
    sizes: Sequence[int], width: int, height: int, overlap: float, extra: int
) -> list[list[int]]:
    """Indices of `sizes` per row, wrapping when a row is full (`extra`: a trailing slot
    of that many cards after the last meld, 0 for none)."""
    gap = card_width(height) * GAP
    rows: list[list[int]] = [[]]
    used = 0.0
    for index, size in enumerate([*sizes, *([extra] if extra else [])]):
        span = meld_span(size, height, overlap)
        needed = span if not rows[-1] else used + gap + span
        if rows[-1] and needed > width:
            rows.append([index])
            used = span
        else:
            rows[-1].append(index)
            used = needed
    return rows


def place_melds(
    keys: Sequence[Hashable],
    sizes: Sequence[int],
    area: pygame.Rect,
    height: int,
    min_height: int | None = None,
    overlap: float = OVERLAP,
    slot: int = 0,
    centred: bool = False,
) -> tuple[list[MeldPlace], int, pygame.Rect | None]:
    """Lay melds (`sizes` cards each, named by `keys`) in rows inside `area`, shrinking
    the cards from `height` down to `min_height` until they fit.

    `slot` > 0 adds a trailing empty place that many cards wide (a "new meld" slot).
    Returns (places, card height used, the slot's rect or None).
    """
    min_height = min_height or max(16, height // 2)
    while True:
        rows = _rows(sizes, area.width, height, overlap, slot)
        row_height = int(height * (1 + ROW_GAP))
        if len(rows) * row_height - int(height * ROW_GAP) <= area.height or height <= min_height:
            break
        height = max(min_height, int(height * SHRINK))
    gap = card_width(height) * GAP
    places: list[MeldPlace] = []
    slot_rect = None
    step = card_width(height) * overlap
    all_sizes = [*sizes, *([slot] if slot else [])]
    for row_index, row in enumerate(rows):
        spans = [meld_span(all_sizes[i], height, overlap) for i in row]
        total = sum(spans) + gap * max(0, len(row) - 1)
        x = area.x + (area.width - total) / 2 if centred else area.x
        y = area.y + row_index * int(height * (1 + ROW_GAP))
        for index, span in zip(row, spans, strict=True):
            rect = pygame.Rect(int(x), y, span, height)
            if index >= len(sizes):
                slot_rect = rect
            else:
                cards = tuple(
                    pygame.Rect(int(x + step * k), y, card_width(height), height)
                    for k in range(sizes[index])
                )
                places.append(MeldPlace(keys[index], rect, cards))
            x += span + gap
    return places, height, slot_rect


def lay_melds(
    keys: Sequence[Hashable],
    sizes: Sequence[int],
    area: pygame.Rect,
    height: int,
    smallest: int = 14,
    centred: bool = False,
) -> tuple[list[MeldPlace], int]:
    """The melds in `area`, overlapped so that each card's corner shows widest: a
    crowded area may overlap its cards more when that lets them lie much taller (in
    one row instead of two) rather than shrinking them; never smaller than `smallest`
    px. Returns (places, card height)."""
    best: tuple[list[MeldPlace], int] = ([], 0)
    shown = 0.0
    for overlap in OVERLAPS:
        places, tall, _ = place_melds(keys, sizes, area, height, smallest, overlap, 0, centred)
        if overlap * tall > shown:
            best, shown = (places, tall), overlap * tall
    return best


def roomy_melds(
    keys: Sequence[Hashable],
    sizes: Sequence[int],
    area: pygame.Rect,
    tallest: int,
    smallest: int,
    slot: int = 0,
) -> tuple[list[MeldPlace], int, pygame.Rect | None]:
    """Lay melds as `place_melds` does, using the room `area` has: of every card height
    from `tallest` down to `smallest` and every spread of SPREADS, the pair that fits in
    the fewest rows the area holds and shows each card most (its height times the part
    of its width not under the next card); wrapping onto more rows when that shows more.
    Returns (places, card height, the slot's rect or None)."""
    best: tuple[float, int, float] | None = None
    height = tallest
    while True:
        for spread in SPREADS:  # widest first: the first that fits shows most at this height
            rows = _rows(sizes, area.width, height, spread, slot)
            if len(rows) * int(height * (1 + ROW_GAP)) - int(height * ROW_GAP) <= area.height:
                shown = height * card_width(height) * min(spread, 1.0)
                if best is None or shown > best[0]:
                    best = (shown, height, spread)
                break
        if height <= smallest:
            break
        height = max(smallest, int(height * SHRINK))
    if best is None:  # nothing fits: the tightest, smallest lay (it may run long)
        return place_melds(keys, sizes, area, smallest, smallest, SPREADS[-1], slot)
    _, height, spread = best
    return place_melds(keys, sizes, area, height, height, spread, slot)
