"""The lesson's pointer: a pulsing gold ring on what to press, a line with an arrowhead
to where a drag ends, and a bobbing arrow beside a lone target — on the side where it
hides no words of the table (a name row, a pile's label, the header).

Pure drawing: the tutorial table says which target it is ("stock", "seat:1", …) and
where; nothing here reads the game.
"""

from __future__ import annotations

import math

import pygame

from game.ui.look import GOLD

ABOVE, BELOW, LEFT, RIGHT = "above", "below", "left", "right"
# A bobbing arrow points the way it faces: from above it points down, and so on.
POINTING = {ABOVE: (0, 1), BELOW: (0, -1), LEFT: (1, 0), RIGHT: (-1, 0)}
CLOSE = {"stock", "discard", "header"}  # targets with words close around them


def arrow_side(name: str, rect: pygame.Rect, size: tuple[int, int]) -> str | None:
    """Where the bobbing arrow goes by a target; None when the ring says enough (a
    button's ring, or a log line's: above them an arrow would hide the question the
    buttons answer, or the log's previous line)."""
    if name.startswith(("button:", "log")):
        return None
    width, height = size
    if name.startswith("seat:"):  # Sting: the seat's name row sits above its melds
        return LEFT
    if name.startswith("meld:"):  # Sting: "In front of you" sits above your melds
        return RIGHT
    if rect.top < height * 0.12:  # the header, at the top of the window
        return BELOW
    if rect.centerx < width * 0.15:  # Rumski's piles, in a column at the left
        return RIGHT
    return ABOVE  # the hand's cards, Crowns' and Sting's piles: the felt above is free


def ring_rect(name: str, rect: pygame.Rect, unit: int, pulse: float) -> pygame.Rect:
    """The ring round a target, breathing with `pulse` (0..1). Round a card, a pile or
    a button it breathes outward; round a log line it stays between the lines; round a
    Sting seat's area its top keeps to the area, below the seat's name row; round a
    Sting meld, a pile or the header it keeps close, clear of the words beside them
    (a meld's label, the stock's count over Rumski's discard pile)."""
    grow = int(unit * 0.008 + unit * 0.006 * pulse)
    if name == "log":
        return rect.inflate(grow * 2, 2)
    if name.startswith("seat:"):  # out at the sides and the foot; the top stays put
        return pygame.Rect(rect.x - grow, rect.y, rect.width + 2 * grow, rect.height + grow)
    if name.startswith("meld:") or name in CLOSE:
        close = int(unit * 0.002 + unit * 0.003 * pulse)
        return rect.inflate(close * 2, close * 2)
    return rect.inflate(grow * 2, grow * 2)


def draw_ring(surface: pygame.Surface, ring: pygame.Rect, unit: int) -> None:
    pygame.draw.rect(surface, GOLD, ring, max(3, unit // 200), border_radius=unit // 60)


def draw_drag_line(
    surface: pygame.Surface, start: pygame.Rect, end: pygame.Rect, unit: int
) -> None:
    """From where to press to where to let go, with an arrowhead at the end."""
    a, b = pygame.Vector2(start.center), pygame.Vector2(end.center)
    pygame.draw.line(surface, GOLD, a, b, max(3, unit // 220))
    if (b - a).length() > 1:
        tip = (b - a).normalize()
        side = pygame.Vector2(-tip.y, tip.x)
        size = unit * 0.02
        head = [b, b - tip * size + side * size * 0.6, b - tip * size - side * size * 0.6]
        pygame.draw.polygon(surface, GOLD, head)


def arrow_points(rect: pygame.Rect, side: str, unit: int, pulse: float) -> list[tuple]:
    """The bobbing arrow's triangle beside `rect` on `side`, its tip towards it."""
    dx, dy = POINTING[side]
    size = unit * 0.025
    gap = unit * 0.02 + unit * 0.012 * pulse
    anchor = {
        ABOVE: rect.midtop,
        BELOW: rect.midbottom,
        LEFT: rect.midleft,
        RIGHT: rect.midright,
    }[side]
    tip = pygame.Vector2(anchor) - pygame.Vector2(dx, dy) * gap
    back = tip - pygame.Vector2(dx, dy) * size
    across = pygame.Vector2(-dy, dx) * size * 0.7
    return [tuple(tip), tuple(back + across), tuple(back - across)]


def draw_pointer(
    surface: pygame.Surface,
    targets: list[tuple[str, pygame.Rect]],
    clock: float,
) -> None:
    """Ring each (name, rect) target; two are a drag, joined by a line; one gets a
    bobbing arrow beside it."""
    unit = min(surface.get_size())
    pulse = 0.5 + 0.5 * math.sin(clock * 5.0)
    for name, rect in targets:
        draw_ring(surface, ring_rect(name, rect, unit, pulse), unit)
    if len(targets) == 2:
        draw_drag_line(surface, targets[0][1], targets[1][1], unit)
    elif len(targets) == 1:
        name, rect = targets[0]
        side = arrow_side(name, rect, surface.get_size())
        if side is not None:
            pygame.draw.polygon(surface, GOLD, arrow_points(rect, side, unit, pulse))
