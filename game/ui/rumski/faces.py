"""Rumski's card faces, drawn with the shared frame (`game.ui.cards`): numbers on their
colour's shape and the wild (RU-1)."""

from __future__ import annotations

import pygame

from game.rules.cards import JOKER, Card
from game.ui.cards import CardFaces


def draw(
    faces: CardFaces, card: Card, height: int, wild: bool, colour_blind: bool
) -> pygame.Surface:
    """The face of a Rumski card (`wild` is Crowns' wild-rank mark: Rumski has none)."""
    if card.face == JOKER:
        return faces.plain_wild("rumski", height, colour_blind)
    if card.face:
        raise ValueError("not_a_card_of_the_game", card, "rumski")
    return faces.numbered(card, "rumski", height, colour_blind)
