"""Sting's card faces, drawn with the shared frame (`game.ui.cards`): numbers with 6 and 9
underlined (ST-1), the plain wild, the ×2 / ×3 wilds with their cost badge and the Super
Sting bolt (ST-1, ST-10), and the Pass-A-Pile and Take-It-Back action cards (ST-5e/f)."""

from __future__ import annotations

import pygame

from game.rules.cards import DOUBLE, JOKER, PASS_A_PILE, SUPER, TAKE_IT_BACK, TRIPLE, Card
from game.text import tr
from game.ui.cards import GOLD, GOLD_TEXT, INK_DARK, WHITE, WILD_FACE, CardFaces, Colour
from game.ui.shapes import darker, symbol

TURNED = (6, 9)  # the numbers that read as each other upside down: underlined (ST-1)


def draw(
    faces: CardFaces, card: Card, height: int, wild: bool, colour_blind: bool
) -> pygame.Surface:
    """The face of a Sting card (`wild` is Crowns' wild-rank mark: Sting has none)."""
    if card.face == JOKER:
        return faces.plain_wild("sting", height, colour_blind)
    if card.face == SUPER:
        return _super(faces, height)
    if card.face in (DOUBLE, TRIPLE):
        return _multiplier(faces, card.face, height, colour_blind)
    if card.face == PASS_A_PILE:
        words = (tr("cards.pass"), tr("cards.a_pile"))
        return _action(faces, "PP", "pass", (0, 128, 128), words, height)
    if card.face == TAKE_IT_BACK:
        words = (tr("cards.take_it"), tr("cards.back"))
        return _action(faces, "TB", "uturn", (222, 100, 20), words, height)
    return faces.numbered(card, "sting", height, colour_blind, card.rank in TURNED)


def _super(faces: CardFaces, height: int) -> pygame.Surface:
    """Super Sting: a gold burst with a bolt."""
    surface = faces.dark_base(height)
    w = surface.get_width()
    small = max(5, round(height * 0.085))
    mark = symbol("bolt", small, GOLD, "solid", darker(GOLD, 0.5))
    faces.corners(surface, faces.index_block("S", GOLD_TEXT, mark, height), height)
    burst = symbol("burst", round(w * 0.66), GOLD, "solid", darker(GOLD, 0.35))
    faces.centre(surface, burst, w / 2, height * 0.4)
    bolt = symbol("bolt", round(w * 0.36), WILD_FACE, "solid", None, False)
    faces.centre(surface, bolt, w / 2, height * 0.4)
    faces.words(surface, (tr("cards.super"), tr("cards.sting")), GOLD_TEXT, height)
    return surface


def _multiplier(faces: CardFaces, face: str, height: int, colour_blind: bool) -> pygame.Surface:
    """The ×2 and ×3 wilds: the colour wheel and a badge with what they multiply."""
    label = "×2" if face == DOUBLE else "×3"
    colour = GOLD_TEXT if face == DOUBLE else (255, 150, 90)
    surface = faces.dark_index("sting", height, colour_blind, label, colour)
    faces.wheel(surface, "sting", colour_blind, 0.54, 0.4)
    _badge(faces, surface, label, face, height)
    word = "cards.double" if face == DOUBLE else "cards.triple"
    faces.words(surface, (tr(word),), GOLD_TEXT, height)
    return surface


def _badge(faces: CardFaces, surface: pygame.Surface, label: str, face: str, height: int) -> None:
    """Sting's multiplier badge: how much a meld holding this wild costs (ST-10)."""
    w = surface.get_width()
    size = round(w * 0.4)
    colour = GOLD if face == DOUBLE else (236, 92, 40)
    disc = symbol("circle", size, colour, "solid", WHITE)
    cx, cy = w * 0.66, height * 0.53
    faces.centre(surface, disc, cx, cy)
    text = faces.text(label, round(size * 0.5), INK_DARK, True, round(size * 0.8))
    faces.centre(surface, text, cx, cy)


def _action(
    faces: CardFaces, code: str, icon: str, colour: Colour, words: tuple[str, ...], height: int
) -> pygame.Surface:
    """Sting's Pass-A-Pile and Take-It-Back: white cards with a coloured action panel."""
    surface = faces.panelled(height, colour, darker(colour, 0.3)).copy()
    w = surface.get_width()
    mark = symbol(icon, max(5, round(height * 0.085)), WHITE)
    faces.corners(surface, faces.index_block(code, WHITE, mark, height), height)
    disc = symbol("circle", round(w * 0.62), WHITE, "solid", darker(colour, 0.3), False)
    faces.centre(surface, disc, w / 2, height * 0.42)
    glyph = symbol(icon, round(w * 0.4), colour, "solid", darker(colour, 0.35))
    faces.centre(surface, glyph, w / 2, height * 0.42)
    faces.words(surface, words, WHITE, height)
    return surface
