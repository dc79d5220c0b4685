"""Drag and drop: a press that becomes a drag, the cards following the pointer,
and the drop targets that glow while dragging.

Pure bookkeeping: what is pressed, what is carried, where it came from, which
targets the engine said it would accept. The table scene turns a drop into an
intent and the controller decides (DESIGN.md boundary 4). Positions come from
`event.pos`, never `pygame.mouse.get_pos()`, so posted events drive it in tests.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame

from game.ui.sprites import CardSprite


@dataclass
class Press:
    """Mouse button 1 went down on something (`source`: "hand", "meld:2", "stock", "discard")."""

    pos: tuple[int, int]
    source: str
    sprite: CardSprite | None = None


@dataclass
class DropTarget:
    """A place a drag may end; `accepts` is what the engine (or the arrangement) allows."""

    name: str
    rect: pygame.Rect
    accepts: bool


@dataclass
class Drag:
    """Cards being carried. `grabs` keeps each sprite's offset from the pointer and
    the place it came from, to slide back to when a drop is refused."""

    source: str
    sprites: list[CardSprite]
    grabs: list[tuple[float, float]]
    homes: list[tuple[float, float]]
    targets: list[DropTarget] = field(default_factory=list)
    payload: Any = None  # e.g. which pile a drawn card comes from

    @classmethod
    def start(cls, source: str, sprites: list[CardSprite], pointer: tuple[int, int]) -> Drag:
        grabs = [(sprite.x - pointer[0], sprite.y - sprite.lift - pointer[1]) for sprite in sprites]
        homes = [sprite.target for sprite in sprites]
        for sprite in sprites:
            sprite.dragging = True
            sprite.y -= sprite.lift
            sprite.lift = sprite.lift_target = 0.0
        return cls(source, sprites, grabs, homes)

    def follow(self, pointer: tuple[int, int]) -> None:
        # The grabbed card (first) stays under the pointer where it was taken; the rest
        # of a carried selection fans out beside it so each card stays visible.
        dx, dy = self.grabs[0]
        for index, sprite in enumerate(self.sprites):
            sprite.place((pointer[0] + dx + index * sprite.width * 0.18, pointer[1] + dy))

    def target_at(self, pointer: tuple[int, int]) -> DropTarget | None:
        for target in self.targets:
            if target.rect.collidepoint(pointer):
                return target
        return None

    def release(self) -> None:
        for sprite in self.sprites:
            sprite.dragging = False


DRAG_THRESHOLD = 0.008  # of the window height: a smaller wobble is a click
