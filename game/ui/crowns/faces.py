"""Crowns' card faces, drawn with the shared frame (`game.ui.cards`): suits with big
indices (one big rank when small), courts under a crown, the joker's crown with five
jewels, and the "WILD" sash on the hand's wild rank (CR-5)."""

from __future__ import annotations

import pygame

from game.rules.cards import JOKER, Card
from game.text import tr
from game.ui.cards import (
    BORDER,
    GOLD,
    GOLD_TEXT,
    INKS,
    PAPER,
    RANK_LABELS,
    WHITE,
    CardFaces,
    Colour,
    ink,
)
from game.ui.shapes import darker, lighter, symbol

BAND = (96, 38, 156)  # the wild rank's sash
COMPACT = 64  # below this height Crowns cards show one big rank instead of two indices


def draw(
    faces: CardFaces, card: Card, height: int, wild: bool, colour_blind: bool
) -> pygame.Surface:
    """The face of a Crowns card; `wild` marks a natural card of the hand's wild rank."""
    if card.face == JOKER:
        return _joker(faces, height)
    if card.face:
        raise ValueError("not_a_card_of_the_game", card, "crowns")
    surface = _natural(faces, card, height, colour_blind, wild)
    if wild and height >= COMPACT:
        _wild_band(faces, surface, height)
    return surface


def _natural(
    faces: CardFaces, card: Card, height: int, colour_blind: bool, wild: bool = False
) -> pygame.Surface:
    found, fill, text = ink("crowns", card.suit, colour_blind)
    surface = faces.base(height, PAPER, BORDER).copy()
    w = surface.get_width()
    label = RANK_LABELS.get(card.rank, str(card.rank))
    pattern = found.pattern if colour_blind else "solid"
    if height < COMPACT:
        # Too small for corner indices: one big rank and the suit, like a mini card.
        rank = faces.text(label, round(height * 0.34), text, True, round(w * 0.66))
        pad_x, pad_y = faces.pads(height)
        surface.blit(rank, (pad_x + 1, pad_y + 1))
        # A small suit under the rank too, so a tight fan still shows it.
        mark = symbol(found.shape, max(5, round(w * 0.26)), fill)
        surface.blit(mark, (pad_x + 1, pad_y + rank.get_height() + max(2, height // 25)))
        suit = symbol(found.shape, round(w * 0.5), fill, pattern, darker(fill, 0.3))
        faces.centre(surface, suit, w * 0.64, height * (0.56 if wild else 0.7))
        if wild:
            _wild_band(faces, surface, height, top=0.76, depth=0.18)
        return surface
    mark = symbol(found.shape, max(5, round(height * 0.085)), fill)
    faces.corners(surface, faces.index_block(label, text, mark, height), height)
    outline = darker(fill, 0.3)
    if card.rank in RANK_LABELS:
        _court(faces, surface, card.rank, found.shape, fill, pattern, outline, height)
    elif wild:
        # Room for the WILD band under a smaller symbol.
        big = symbol(found.shape, round(w * 0.48), fill, pattern, outline)
        faces.centre(surface, big, w / 2, height * 0.4)
    else:
        big = symbol(found.shape, round(w * 0.6), fill, pattern, outline)
        faces.centre(surface, big, w / 2, height / 2)
        if colour_blind:
            faces.name_tag(surface, found.name, text, height)
    return surface


def _court(
    faces: CardFaces,
    surface: pygame.Surface,
    rank: int,
    shape: str,
    fill: Colour,
    pattern: str,
    outline: Colour,
    height: int,
) -> None:
    """Jack, queen and king: a framed panel with a crown over the suit symbol."""
    w = surface.get_width()
    panel = pygame.Rect(0, 0, round(w * 0.52), round(height * 0.66))
    panel.center = (w // 2, height // 2)
    radius = max(2, round(height * 0.03))
    pygame.draw.rect(surface, lighter(fill, 0.88), panel, border_radius=radius)
    pygame.draw.rect(surface, fill, panel, max(1, round(height * 0.008)), radius)
    crown_w = round(panel.width * (0.78 if rank == 13 else 0.66 if rank == 12 else 0.54))
    crown_name = "crown5" if rank == 13 else "crown3"
    crown = symbol(crown_name, crown_w, GOLD, "solid", darker(GOLD, 0.4),
                   height=round(crown_w * 0.72))  # fmt: skip
    faces.centre(surface, crown, w / 2, panel.top + panel.height * 0.2)
    big = symbol(shape, round(panel.width * 0.76), fill, pattern, outline)
    faces.centre(surface, big, w / 2, panel.top + panel.height * 0.6)
    letter = faces.text(RANK_LABELS[rank], max(6, round(height * 0.07)), darker(fill, 0.2))
    faces.centre(surface, letter, w / 2, panel.bottom - panel.height * 0.08)


def _wild_band(
    faces: CardFaces, surface: pygame.Surface, height: int, top: float = 0.6, depth: float = 0.12
) -> None:
    """The sash across a card of the hand's wild rank (CR-5), edge to edge so it shows
    in a fanned hand too."""
    w = surface.get_width()
    band = pygame.Rect(0, round(height * top), w, max(6, round(height * depth)))
    surface.fill(BAND, band)
    line = max(1, round(height * 0.008))
    surface.fill(GOLD, (0, band.top, w, line))
    surface.fill(GOLD, (0, band.bottom - line, w, line))
    word = faces.text(tr("cards.wild"), round(band.height * 0.62), GOLD_TEXT, True, round(w * 0.6))
    faces.centre(surface, word, w / 2, band.centery)
    faces.mask_to_card(surface, height)


def _joker(faces: CardFaces, height: int) -> pygame.Surface:
    surface = faces.dark_base(height)
    w = surface.get_width()
    mark = symbol("crown3", max(6, round(height * 0.1)), GOLD, height=max(5, round(height * 0.075)))
    faces.corners(surface, faces.index_block("W", GOLD_TEXT, mark, height), height)
    crown_w = round(w * 0.64)
    crown_h = round(crown_w * 0.8)
    crown = symbol("crown5", crown_w, GOLD, "solid", darker(GOLD, 0.45), height=crown_h)
    top = height * 0.44 - crown_h / 2
    surface.blit(crown, (round((w - crown_w) / 2), round(top)))
    # Five jewels in the suit colours: a joker stands for any card.
    jewel = max(3, round(crown_w * 0.11))
    for i, suit in enumerate("CDHSX"):
        colour = INKS["crowns"][suit].colour
        x = (w - crown_w) / 2 + crown_w * (0.2 + 0.15 * i)
        centre = (round(x), round(top + crown_h * 0.84))
        pygame.draw.circle(surface, WHITE, centre, jewel // 2 + 1)
        pygame.draw.circle(surface, colour, centre, jewel // 2)
    word = faces.text(tr("cards.joker"), round(height * 0.08), GOLD_TEXT, True, round(w * 0.46))
    faces.centre(surface, word, w / 2, height * 0.72)
    return surface
