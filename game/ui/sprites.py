"""Card sprites: a card's place on screen, its motion, hover lift and selection.

A sprite knows where it is and where it is going — never whether a move is legal
(DESIGN.md boundary 4). Hands are lists of sprites matched to the observation's
cards, so a card that stays in the hand keeps its sprite and glides to its new place.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game.ui.animation import SETTLE, Tween, ease_out


class CardSprite:
    """One card on the table, face up or down."""

    def __init__(self, card: Any, position: tuple[float, float], height: int):
        self.card = card
        self.x, self.y = position
        self.height = height
        self.tween: Tween | None = None
        self.target = position
        self.lift = 0.0  # pixels raised by hover/selection, eased
        self.lift_target = 0.0
        self.selected = False
        self.hovered = False
        self.dragging = False

    @property
    def width(self) -> int:
        return int(round(self.height * 5 / 7))

    @property
    def rect(self) -> pygame.Rect:
        """Where the card is drawn now (lift included)."""
        return pygame.Rect(int(self.x), int(self.y - self.lift), self.width, self.height)

    @property
    def home_rect(self) -> pygame.Rect:
        """Where the card rests (its target, without lift)."""
        return pygame.Rect(int(self.target[0]), int(self.target[1]), self.width, self.height)

    def move_to(
        self, target: tuple[float, float], duration: float = SETTLE, delay: float = 0.0
    ) -> None:
        """Glide to `target` (top-left) with ease-out."""
        if self.dragging:
            self.target = target
            return
        if target == self.target and self.tween is not None:
            return
        self.target = target
        if duration <= 0 and delay <= 0:
            self.x, self.y = target
            self.tween = None
        else:
            self.tween = Tween((self.x, self.y), target, duration, delay)

    def place(self, position: tuple[float, float]) -> None:
        """Jump to `position` at once (dragging follows the pointer this way)."""
        self.x, self.y = position
        self.tween = None

    def step(self, dt: float, lift_speed: float = 18.0) -> None:
        if self.tween is not None and not self.dragging:
            self.x, self.y = self.tween.step(dt)
            if self.tween.done:
                self.tween = None
        gap = self.lift_target - self.lift
        self.lift += gap * min(1.0, ease_out(dt * lift_speed))

    @property
    def waiting(self) -> bool:
        """Still before its delayed start (dealt but not yet flying)."""
        return self.tween is not None and not self.tween.started

    @property
    def moving(self) -> bool:
        return self.tween is not None


def match_sprites(
    sprites: Sequence[CardSprite],
    cards: Sequence[Any],
    make: Callable[[Any], CardSprite],
) -> tuple[list[CardSprite], list[CardSprite]]:
    """Reuse sprites for cards still held (duplicates matched one to one), make the rest.

    Returns (sprites in the order of `sprites` then new ones, sprites no longer held).
    """
    wanted: dict[Any, int] = {}
    for card in cards:
        wanted[card] = wanted.get(card, 0) + 1
    kept, gone = [], []
    for sprite in sprites:
        if wanted.get(sprite.card, 0) > 0:
            wanted[sprite.card] -= 1
            kept.append(sprite)
        else:
            gone.append(sprite)
    for card in cards:
        if wanted.get(card, 0) > 0:
            wanted[card] -= 1
            kept.append(make(card))
    return kept, gone


def fan_positions(
    count: int,
    card_width: int,
    centre_x: float,
    top: float,
    max_width: float,
    arc: float = 0.0,
) -> list[tuple[float, float]]:
    """Top-left corners of `count` cards fanned around `centre_x`.

    The overlap adapts: cards sit side by side with a small gap when there is room,
    and overlap more as the hand grows, never wider than `max_width`. `arc` raises
    the middle cards a little, like a hand held in a fan.
    """
    if count == 0:
        return []
    step = card_width * 1.04
    if count > 1 and card_width + step * (count - 1) > max_width:
        step = max(card_width * 0.18, (max_width - card_width) / (count - 1))
    total = card_width + step * (count - 1)
    left = centre_x - total / 2
    positions = []
    for index in range(count):
        offset = (index - (count - 1) / 2) / max(1.0, (count - 1) / 2)
        positions.append((left + step * index, top + arc * offset * offset))
    return positions


def steady_fan(
    before: Sequence[float | None],
    card_width: int,
    centre_x: float,
    top: float,
    max_width: float,
    arc: float = 0.0,
) -> list[tuple[float, float]]:
    """Top-left corners of a hand laid as `fan_positions` lays it, but keeping the cards
    that stay in the hand where they were (issue 18: a card drawn or thrown re-centred
    the hand, so every card jumped under the pointer). `before` holds each card's x in
    the last lay, None for a card new to the hand. While the overlap stays as it was, the
    hand is laid from the left edge that leaves most of those cards in place (of equals,
    the nearer the middle), kept inside `max_width` around `centre_x`; a hand that had
    to close up or spread out is centred afresh. `arc` raises the cards by how far each
    lies from the middle, so a card that stays put keeps its height too."""
    count = len(before)
    if count == 0:
        return []
    fanned = fan_positions(count, card_width, centre_x, top, max_width)
    step = fanned[1][0] - fanned[0][0] if count > 1 else card_width * 1.04
    span = card_width + step * (count - 1)
    lowest, highest = centre_x - max_width / 2, centre_x + max_width / 2 - span
    votes = Counter(round(x - step * index, 2) for index, x in enumerate(before) if x is not None)
    stayed = sum(votes.values())
    left = fanned[0][0]
    if votes and lowest <= highest:
        middle = centre_x - span / 2
        best, kept = max(votes.items(), key=lambda vote: (vote[1], -abs(vote[0] - middle)))
        if kept * 2 >= stayed:
            left = min(max(best, lowest), highest)
    reach = max(1.0, max_width / 2 - card_width / 2)
    positions = []
    for index in range(count):
        x = left + step * index
        offset = min(1.0, abs(x + card_width / 2 - centre_x) / reach)
        positions.append((x, top + arc * offset * offset))
    return positions
