"""The card a wild stands for, marked on the wild where it lies in a meld (issue 18): a
small chip under the wild's own index, in the left strip that shows however tightly the
meld is overlapped — the number in its colour over the colour's shape (a run, whose
colour is its cards'), or the number alone in plain ink where the colour is open (a set
or group, whose wild may be any colour it lacks: each game's rules say so).
"""

from __future__ import annotations

import functools

import pygame

from game.ui import hud
from game.ui.cards import RANK_LABELS, card_width, ink
from game.ui.look import text
from game.ui.shapes import symbol

CHIP_FILL = (250, 250, 246, 245)
OPEN_COLOUR = (60, 60, 70)  # the number of a set's wild, whose colour is not fixed


def mark_at(pos: tuple[float, float], height: int) -> tuple[int, int]:
    """Where the chip goes on a wild whose top-left is `pos`: under its index."""
    return (round(pos[0] + card_width(height) * 0.03), round(pos[1] + height * 0.36))


def chip_width(height: int, room: int) -> int:
    """How wide the chip is on a card `height` px high of which `room` px show (a meld's
    next card covers the rest); 0 when that is too narrow for a chip."""
    width = min(round(card_width(height) * 0.3), room - round(card_width(height) * 0.03) - 1)
    return width if width >= 9 else 0


@functools.lru_cache(maxsize=256)
def wild_mark(
    colour: str, number: int, game: str, height: int, width: int, colour_blind: bool = False
) -> pygame.Surface:
    """The chip, `width` px wide, for a wild standing for `number` of `colour` ('' when
    the colour is open) on a card `height` px high in `game`."""
    px = max(8, round(height * 0.14))
    if colour:
        found, fill, words = ink(game, colour, colour_blind)
        shape = symbol(found.shape, max(5, round(height * 0.07)), fill)
    else:
        fill, words, shape = OPEN_COLOUR, OPEN_COLOUR, None
    # Crowns' court cards read J, Q and K on their faces: the chip says it the same way.
    label = RANK_LABELS.get(number, str(number)) if game == "crowns" else str(number)
    number_pic = text(label, px, words, True)
    if number_pic.get_width() > width - 2:
        number_pic = pygame.transform.smoothscale(number_pic, (width - 2, number_pic.get_height()))
    gap = max(1, height // 60)
    chip_h = number_pic.get_height() + (shape.get_height() + gap if shape else 0) + 2 * gap
    chip = hud.panel(width, chip_h, CHIP_FILL, max(2, width // 5)).copy()
    pygame.draw.rect(chip, fill, chip.get_rect(), 1, border_radius=max(2, width // 5))
    chip.blit(number_pic, number_pic.get_rect(midtop=(width // 2, gap)))
    if shape is not None:
        chip.blit(shape, shape.get_rect(midtop=(width // 2, gap + number_pic.get_height())))
    return chip


def draw_wild_mark(
    surface: pygame.Surface,
    stands_for: object,
    game: str,
    height: int,
    pos: tuple[float, float],
    room: int,
    colour_open: bool,
    colour_blind: bool = False,
) -> None:
    """Mark the wild at `pos`, of which `room` px show from the left, with the card
    `stands_for` (its `suit` and `rank`); its colour left out when `colour_open`."""
    colour = "" if colour_open else getattr(stands_for, "suit", "")
    number = getattr(stands_for, "rank", 0)
    width = chip_width(int(height), int(room))
    if not number or not width:
        return
    chip = wild_mark(colour, number, game, int(height), width, colour_blind)
    surface.blit(chip, mark_at(pos, height))
