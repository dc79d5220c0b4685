"""Draw the Wildmeld icon: three fanned cards, one from each game, on felt.

    python build/make_icon.py [size]

Writes assets/icon.png (the window icon), assets/icon.ico (the Windows executable's icon)
and assets/icon.icns (the macOS app's icon). Both of the latter simply hold PNG images,
which Windows Vista+ and macOS 10.7+ read, so no image library is needed to make them.
The icon is drawn with the game's own card faces, so it matches the table. Run it again
after changing the faces and commit the three files.
"""

from __future__ import annotations

import io
import os
import struct
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


ICO_SIZES = (256, 64, 48, 32, 16)
ICNS_TYPES = {128: b"ic07", 256: b"ic08", 512: b"ic09"}  # PNG-holding icon types


def png_bytes(size: int) -> bytes:
    """The icon drawn at `size` pixels, as PNG file bytes."""
    import pygame

    buffer = io.BytesIO()
    pygame.image.save(draw_icon(size), buffer, "icon.png")
    return buffer.getvalue()


def ico_file(images: dict[int, bytes]) -> bytes:
    """An .ico holding one PNG per size (ICONDIR, one ICONDIRENTRY each, then the data)."""
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = len(header) + 16 * len(images)
    entries, data = b"", b""
    for size, png in images.items():
        side = 0 if size >= 256 else size  # 0 stands for 256 in an ICONDIRENTRY
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(png), offset)
        offset += len(png)
        data += png
    return header + entries + data


def icns_file(images: dict[int, bytes]) -> bytes:
    """An .icns holding one PNG per size ('icns', total length, then type/length/data)."""
    body = b"".join(
        ICNS_TYPES[size] + struct.pack(">I", 8 + len(png)) + png for size, png in images.items()
    )
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    size = int(args[0]) if args else 256
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    pygame.init()
    try:
        assets = ROOT / "assets"
        pygame.image.save(draw_icon(size), str(assets / "icon.png"))
        (assets / "icon.ico").write_bytes(ico_file({s: png_bytes(s) for s in ICO_SIZES}))
        (assets / "icon.icns").write_bytes(icns_file({s: png_bytes(s) for s in ICNS_TYPES}))
        for name in ("icon.png", "icon.ico", "icon.icns"):
            print(assets / name)
    finally:
        pygame.quit()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
