"""Draw the Wildmeld icon (assets/icon.png): three fanned cards, one from each game, on felt.

    python build/make_icon.py [size]

The icon is drawn with the game's own card faces, so it matches the table. Run it again
after changing the faces and commit the PNG.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def draw_icon(size: int = 256):
    """The icon as a pygame Surface of `size`×`size` with a transparent outside."""
    import pygame

    from game.rules.cards import DOUBLE, Card
    from game.ui.cards import CardFaces
    from game.ui.felt import felt

    icon = pygame.Surface((size, size), pygame.SRCALPHA)
    radius = round(size * 0.2)
    tile = felt((size, size), "green", weave=False).copy()
    holder = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.rect(holder, (255, 255, 255), holder.get_rect(), border_radius=radius)
    tile = tile.convert_alpha() if pygame.display.get_surface() else tile
    plate = pygame.Surface((size, size), pygame.SRCALPHA)
    plate.blit(tile, (0, 0))
    plate.blit(holder, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    icon.blit(plate, (0, 0))
    faces = CardFaces()
    height = round(size * 0.58)
    fan = (
        (Card("X", 13), "crowns", 16, -0.19),
        (Card("P", 7), "rumski", -16, 0.19),
        (Card(face=DOUBLE), "sting", 0, 0.0),
    )
    for card, game, angle, shift in fan:
        face = faces.face(card, game, height)
        shadow = faces.shadow(height, lifted=True)
        turned = pygame.transform.rotozoom(face, angle, 1.0)
        turned_shadow = pygame.transform.rotozoom(shadow, angle, 1.0)
        centre = (round(size * (0.5 + shift)), round(size * 0.49 + abs(shift) * size * 0.12))
        icon.blit(turned_shadow, turned_shadow.get_rect(center=(centre[0] + 3, centre[1] + 6)))
        icon.blit(turned, turned.get_rect(center=centre))
    return icon


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    size = int(args[0]) if args else 256
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    pygame.init()
    try:
        out = ROOT / "assets" / "icon.png"
        pygame.image.save(draw_icon(size), str(out))
        print(out)
    finally:
        pygame.quit()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
