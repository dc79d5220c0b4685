"""Where each opponent's things lie around the table's ellipse: the badge, the name and
score under it (over it, for a seat low on the ellipse), and the seat's cards — its fan
of backs, or the melds it laid.

The words come first: every seat's name-and-score block has the same width, as wide
as the room between neighbours allows (a score too wide for it goes onto two lines).
Then each seat's cards slide from its badge towards the table's centre to the first
place where they cover no one's badge or words, nor the piles, the header or your own
rows: so the labels stay readable from 1 to 14 seats, at any window size.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from game.text import tr
from game.ui.look import font

WIDEST_SCORE = (888, 14)  # points and cards of the widest score line a Crowns seat shows
FAULTS = 8  # more than any place can have (behind 4, not nearest 2, over others' cards 1)
NEARER = 1.5  # squared: a seat's cards are clearly nearer its badge than any other
FACING_DOWN = 0.5  # a seat whose way to the centre points down this much has its cards under it
LOW_SEAT = -0.3  # a seat whose way to the centre points up this much has its words above


def cards_held(count: int) -> str:
    """'1 card', '14 cards': how many cards a seat holds."""
    return tr("table.cards", count=count)


def score_lines(points: int, count: int, split: bool) -> list[str]:
    """A seat's score and card count: one line, or two when the block is narrow."""
    cards = cards_held(count)
    if split:
        return [tr("table.points", points=points), cards]
    return [tr("table.score_line", points=points, cards=cards)]


def fit_words(words: str, px: int, width: int, bold: bool = False) -> str:
    """`words` cut with an ellipsis to fit `width` pixels (a long name in a narrow block)."""
    face = font(px, bold)
    if face.size(words)[0] <= width:
        return words
    while words and face.size(words + "…")[0] > width:
        words = words[:-1]
    return words + "…"


@dataclass(frozen=True)
class LabelStyle:
    """How every seat's words are set: sizes, line heights, the block's width and
    whether the score takes two lines."""

    name_px: int
    score_px: int
    width: int
    split: bool

    @property
    def name_line(self) -> int:
        return int(self.name_px * 1.2)

    @property
    def score_line(self) -> int:
        return int(self.score_px * 1.25)

    @property
    def height(self) -> int:
        return self.name_line + self.score_line * (2 if self.split else 1)

    def line_centres(self, block: pygame.Rect) -> list[int]:
        """The y of the name's centre, then of each score line's."""
        top = block.y + self.name_line
        lines = range(2 if self.split else 1)
        return [block.y + self.name_line // 2] + [
            top + index * self.score_line + self.score_line // 2 for index in lines
        ]


def label_style(
    name_px: int, score_px: int, centres: Sequence[tuple[int, int]], gap: int, widest: int
) -> LabelStyle:
    """The words' block for seats at `centres` (in order round the ellipse): as wide as
    the widest score line, or `widest` for long names, but never wider than the room
    between two neighbours side by side; the score splits when one line does not fit."""
    one_line = font(score_px).size(score_lines(*WIDEST_SCORE, False)[0])[0]
    two_lines = max(font(score_px).size(part)[0] for part in score_lines(*WIDEST_SCORE, True))
    tall = LabelStyle(name_px, score_px, 0, True).height
    room = widest
    for (x1, y1), (x2, y2) in zip(centres, centres[1:], strict=False):
        if abs(y2 - y1) < tall:  # side by side: their blocks share a height
            room = min(room, abs(x2 - x1) - gap)
    if one_line > room:  # a narrow block of two lines lets the neighbours stand apart
        return LabelStyle(name_px, score_px, max(two_lines, min(room, two_lines + gap)), True)
    width = max(one_line, min(room, widest))
    return LabelStyle(name_px, score_px, width, False)


def label_block(
    centre: tuple[int, int], radius: int, above: bool, style: LabelStyle
) -> pygame.Rect:
    """Where a seat's words go: centred under its badge, or over it."""
    block = pygame.Rect(0, 0, style.width, style.height)
    gap = max(2, radius // 6)
    if above:
        block.midbottom = (centre[0], centre[1] - radius - gap)
    else:
        block.midtop = (centre[0], centre[1] + radius + gap)
    return block


def badge_rect(centre: tuple[int, int], radius: int, above: bool = False) -> pygame.Rect:
    """The badge with its ring (the seat to act) and the thinking dots, which pulse
    half a radius over it, or under it when its words are `above`."""
    reach = radius + 3
    rect = pygame.Rect(centre[0] - reach, centre[1] - reach, 2 * reach, 2 * reach + radius)
    return rect if above else rect.move(0, -radius)


def thinking_centre(centre: tuple[int, int], radius: int, above: bool) -> tuple[int, int]:
    """Where a seat's thinking dots pulse: over its badge, under it when its words are
    `above`."""
    reach = radius + radius // 2
    return (centre[0], centre[1] + reach if above else centre[1] - reach)


def words_above(
    seats: Sequence[tuple], radius: int, style: LabelStyle, table: Sequence[pygame.Rect]
) -> list[bool]:
    """For each seat (centre, way to the centre), whether its words go over its badge:
    a seat low on the ellipse, or one whose words under it would meet a neighbour's
    badge or words or the `table`'s own things (your melds' row, the buttons) and over
    it would not."""
    above = [towards[1] < LOW_SEAT for _, towards in seats]
    for index, (centre, _) in enumerate(seats):

        def clear(up: bool, index: int = index, centre: tuple = centre) -> bool:
            block = label_block(centre, radius, up, style)
            if block.collidelist(table) >= 0:
                return False
            for other, (them, _) in enumerate(seats):
                if other == index:
                    continue
                if block.colliderect(badge_rect(them, radius, above[other])):
                    return False
                if other < index and block.colliderect(
                    label_block(them, radius, above[other], style)
                ):
                    return False
            return True

        if not clear(above[index]) and clear(not above[index]):
            above[index] = not above[index]
    return above


def ideal_cards(
    centre: tuple[int, int],
    radius: int,
    towards: tuple[float, float],
    label: pygame.Rect,
    size: tuple[int, int],
) -> tuple[int, int]:
    """Where a seat's cards would best lie (their centre): under its words for a seat
    across the top, beside its badge on the table's side for a seat at either end."""
    gap = max(2, radius // 4)
    if towards[1] > FACING_DOWN:
        under = max(label.bottom, centre[1] + 2 * radius)  # its words, or its dots
        return (centre[0], under + gap + size[1] // 2)
    side = 1 if towards[0] > 0 else -1
    return (centre[0] + side * (radius + 3 + gap + size[0] // 2), centre[1])


@functools.lru_cache(maxsize=8)
def nearest_first(reach: int) -> tuple[tuple[int, int], ...]:
    """The offsets within `reach` px on a grid of about fifty steps across, nearest
    first: the places `place_cards` tries (made once for each window size)."""
    step = max(2, reach // 45)
    offsets = [
        (dx, dy)
        for dx in range(-reach, reach + 1, step)
        for dy in range(-reach, reach + 1, step)
        if dx * dx + dy * dy <= reach * reach
    ]
    return tuple(sorted(offsets, key=lambda offset: offset[0] ** 2 + offset[1] ** 2))


def place_cards(
    centre: tuple[int, int],
    towards: tuple[float, float],
    ideal: tuple[int, int],
    size: tuple[int, int],
    taken: Sequence[pygame.Rect],
    cards: Sequence[pygame.Rect],
    badges: Sequence[tuple[int, int]],
    bounds: pygame.Rect,
    reach: int,
) -> pygame.Rect:
    """The seat's cards' rect of `size`: the place nearest the `ideal` one, inside
    `bounds`, covering nothing `taken` (everyone's badge and words, the table's own
    things); and if it can be, on the table's side of its badge at `centre` (`towards`
    the table's centre), clearly nearer its own badge than any other of the `badges`,
    and clear of the other seats' `cards` (given up in that order from the last when no
    place has them all). Looks no further than `reach` px from `ideal`; past that, the
    ideal place."""
    rect = pygame.Rect((0, 0), size)
    inwards = min(size) // 2  # how far towards the centre a place must lie
    best, least = pygame.Rect(rect), FAULTS  # the nearest place with the fewest faults
    for dx, dy in nearest_first(reach):
        x, y = ideal[0] + dx, ideal[1] + dy
        rect.center = (x, y)
        if not bounds.contains(rect) or rect.collidelist(taken) >= 0:
            continue
        own = (x - centre[0]) ** 2 + (y - centre[1]) ** 2
        faults = (
            # behind: not clearly on the table's side of the badge (a place just above a
            # side seat's badge leans a little inwards, yet reads as behind it)
            4 * ((x - centre[0]) * towards[0] + (y - centre[1]) * towards[1] < inwards)
            + 2 * any((x - bx) ** 2 + (y - by) ** 2 < own * NEARER for bx, by in badges)
            + (rect.collidelist(cards) >= 0)
        )
        if faults < least:
            best, least = rect.copy(), faults
            if not faults:
                break
    if least == FAULTS:
        best.center = ideal
    return best


def widen(
    rect: pygame.Rect, most: int, taken: Sequence[pygame.Rect], bounds: pygame.Rect
) -> pygame.Rect:
    """`rect` grown sideways about its centre, up to `most` px wide, while it covers
    nothing `taken` and stays inside `bounds` (room for a seat's laid melds)."""
    best = rect.copy()
    for width in range(rect.width + 2, most + 1, 2):
        wider = rect.inflate(width - rect.width, 0)
        if not bounds.contains(wider) or wider.collidelist(taken) >= 0:
            break
        best = wider
    return best
