"""How a round summary row fits the melds a seat laid and the cards left in its hand
into the column between its name and its scores, however many there are.

In turn, until one fits: the cards overlap closer (never hiding their index corner),
then shrink, then wrap onto a second line; only then do the last melds give way to a
"+N melds" tag. The cards left in hand are never hidden: they are what a hand scores.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from game.ui.cards import card_width

MOST_STEP = 0.62  # of a card width: a meld's cards overlap showing most of each face
LEAST_STEP = 0.3  # ... and never closer, or a card's index corner is covered
MOST_GAP = 0.35  # of a card width between melds, when there is room
LEAST_GAP = 0.15  # ... and never less, or two melds read as one
SHRINKS = (1.0, 0.85, 0.7, 0.55)  # card heights tried on one line, as shares of the row's
TWO_LINES = 0.48  # the card height on each of two lines, as a share of the row's
LEAST_HEIGHT = 24  # px: a smaller card's index cannot be read, so cards shrink no further
TAG = -1  # in a line of groups: where the "+N melds" tag stands


@dataclass(frozen=True)
class Spread:
    """Where a row's groups of cards go. `lines`: the groups on each line, by index
    into the row's groups, with `TAG` where the "+N melds" tag stands; `height` each
    card's height; `step` from one card of a group to the next; `gap` between groups;
    `hidden` how many melds the tag stands for."""

    lines: tuple[tuple[int, ...], ...]
    height: int
    step: float
    gap: float
    hidden: int = 0


def fit_line(
    sizes: Sequence[int], width: float, room: float, tag: float = 0.0
) -> tuple[float, float] | None:
    """(step, gap) laying groups of `sizes` cards, each card `width` wide, in `room`
    (with a tag `tag` wide after them when nonzero): as open as the room allows, or
    None if even the closest overlap is too wide."""
    groups = len(sizes) + (1 if tag else 0)
    overlaps = sum(sizes) - len(sizes)
    for gap in (MOST_GAP * width, LEAST_GAP * width):
        fixed = len(sizes) * width + tag + gap * (groups - 1)
        if not overlaps:
            if fixed <= room:
                return MOST_STEP * width, gap
            continue
        step = min(MOST_STEP * width, (room - fixed) / overlaps)
        if step >= LEAST_STEP * width:
            return step, gap
    return None


def spread(
    sizes: Sequence[int],
    room: float,
    height: int,
    keep_last: bool = False,
    tag_width: Callable[[int], float] = lambda hidden: 0.0,
) -> Spread:
    """Lay groups of `sizes` cards in a column `room` wide whose cards are at most
    `height` high. `keep_last`: the last group is the hand left, never hidden;
    `tag_width(n)` is how wide the "+n melds" tag is."""
    if not sizes:
        return Spread((), height, 0.0, 0.0)
    everything = tuple(range(len(sizes)))
    heights = [int(height * share) for share in SHRINKS]
    heights = [size for size in heights if size >= min(height, LEAST_HEIGHT)]
    for size in heights:
        fit = fit_line(sizes, card_width(size), room)
        if fit:
            return Spread((everything,), size, *fit)
    wrapped = two_lines(sizes, room, int(height * TWO_LINES))
    if wrapped:
        return wrapped
    return elided(sizes, room, heights[-1], keep_last, tag_width)


def two_lines(sizes: Sequence[int], room: float, height: int) -> Spread | None:
    """The groups split over two lines of cards `height` high, as evenly as they go;
    None if the cards would be too small or no split fits."""
    if height < LEAST_HEIGHT or len(sizes) < 2:
        return None
    width = card_width(height)

    def longer_line(split: int) -> float:
        return max(span(sizes[:split], width), span(sizes[split:], width))

    for split in sorted(range(1, len(sizes)), key=longer_line):
        first = fit_line(sizes[:split], width, room)
        second = fit_line(sizes[split:], width, room)
        if first and second:
            lines = (tuple(range(split)), tuple(range(split, len(sizes))))
            return Spread(lines, height, min(first[0], second[0]), min(first[1], second[1]))
    return None


def span(sizes: Sequence[int], width: float) -> float:
    """How wide groups of `sizes` cards lie at their most open."""
    cards = sum((count - 1) * MOST_STEP * width + width for count in sizes)
    return cards + MOST_GAP * width * (len(sizes) - 1)


def elided(
    sizes: Sequence[int],
    room: float,
    height: int,
    keep_last: bool,
    tag_width: Callable[[int], float],
) -> Spread:
    """One line with as many melds as fit, then the "+N melds" tag, then the hand
    left (`keep_last`). A hand too big to show every index overlaps closer still."""
    width = card_width(height)
    melds = len(sizes) - 1 if keep_last else len(sizes)
    last = (len(sizes) - 1,) if keep_last else ()
    for shown in range(melds - 1, -1, -1):
        kept = [sizes[index] for index in (*range(shown), *last)]
        tag = tag_width(melds - shown)
        fit = fit_line(kept, width, room, tag)
        if fit:
            return Spread(((*range(shown), TAG, *last),), height, *fit, melds - shown)
    # Not even one group fits with every index showing: the last one alone, squeezed.
    alone = len(sizes) - 1 if keep_last else 0
    tag = tag_width(len(sizes) - 1) if len(sizes) > 1 else 0.0
    gap = LEAST_GAP * width
    fixed = width + (tag + gap if tag else 0.0)
    step = max(0.0, (room - fixed) / max(1, sizes[alone] - 1))
    line = (TAG, alone) if tag and keep_last else (alone, TAG) if tag else (alone,)
    return Spread((line,), height, min(step, MOST_STEP * width), gap, len(sizes) - 1)
