"""Vector symbols drawn by the program: suit signs, colour shapes, crowns, arrows, badges.

Every symbol is a list of polygons in a unit box (0..1, y down). `symbol()` draws one at
a pixel size, supersampled and smooth-scaled so it is crisp at any size without a font
glyph, and caches the result. Patterns (stripes, dots, …) drawn inside a shape are what
the colour-blind card faces add on top of shape and colour (issue 7).
"""

from __future__ import annotations

import math
from functools import cache, lru_cache

import pygame

Point = tuple[float, float]
Polygon = list[Point]
Colour = tuple[int, int, int]


def _circle(cx: float, cy: float, r: float, steps: int = 48) -> Polygon:
    return [
        (cx + r * math.cos(2 * math.pi * i / steps), cy + r * math.sin(2 * math.pi * i / steps))
        for i in range(steps)
    ]


def _rounded(points: Polygon, radius: float, steps: int = 8) -> Polygon:
    """A convex polygon with each corner replaced by an arc of `radius`."""
    out: Polygon = []
    n = len(points)
    for i, (px, py) in enumerate(points):
        ax, ay = points[i - 1]
        bx, by = points[(i + 1) % n]
        ux, uy = ax - px, ay - py
        vx, vy = bx - px, by - py
        lu, lv = math.hypot(ux, uy), math.hypot(vx, vy)
        ux, uy, vx, vy = ux / lu, uy / lu, vx / lv, vy / lv
        angle = math.acos(max(-1.0, min(1.0, ux * vx + uy * vy)))
        cut = radius / math.tan(angle / 2)
        bis_x, bis_y = ux + vx, uy + vy
        lb = math.hypot(bis_x, bis_y)
        dist = radius / math.sin(angle / 2)
        cx, cy = px + bis_x / lb * dist, py + bis_y / lb * dist
        start = math.atan2(py + uy * cut - cy, px + ux * cut - cx)
        end = math.atan2(py + vy * cut - cy, px + vx * cut - cx)
        sweep = (end - start + math.pi) % (2 * math.pi) - math.pi
        for k in range(steps + 1):
            a = start + sweep * k / steps
            out.append((cx + radius * math.cos(a), cy + radius * math.sin(a)))
    return out


def _regular(sides: int, r: float, rotation: float = -math.pi / 2) -> Polygon:
    return [
        (0.5 + r * math.cos(rotation + 2 * math.pi * i / sides),
         0.5 + r * math.sin(rotation + 2 * math.pi * i / sides))
        for i in range(sides)
    ]  # fmt: skip


def _heart(top: float = 0.08, bottom: float = 0.94) -> Polygon:
    # The classic parametric heart, fitted to the box.
    raw = []
    for i in range(96):
        t = 2 * math.pi * i / 96
        x = 16 * math.sin(t) ** 3
        y = -(13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t))
        raw.append((x, y))
    min_y = min(y for _, y in raw)
    max_y = max(y for _, y in raw)
    scale = (bottom - top) / (max_y - min_y)
    return [(0.5 + x * scale * 1.02, top + (y - min_y) * scale) for x, y in raw]


def _stem(top: float, width: float) -> Polygon:
    # A flared foot under clubs and spades.
    return [
        (0.5 - 0.035, top),
        (0.5 + 0.035, top),
        (0.5 + width / 2, 0.95),
        (0.5 - width / 2, 0.95),
    ]


def _star(points: int, outer: float, inner: float, cy: float = 0.52) -> Polygon:
    out = []
    for i in range(points * 2):
        r = outer if i % 2 == 0 else inner
        a = -math.pi / 2 + math.pi * i / points
        out.append((0.5 + r * math.cos(a), cy + r * math.sin(a)))
    return out


def _crown(points: int) -> list[Polygon]:
    # Band at the bottom, `points` spikes, a ball on each spike.
    base_y, top_y = 0.86, 0.26
    outline = [(0.08, base_y)]
    xs = [0.08 + 0.84 * i / (points - 1) for i in range(points)]
    for i, x in enumerate(xs):
        outline.append((x, top_y + (0.06 if 0 < i < points - 1 and i % 2 else 0.0)))
        if i < len(xs) - 1:
            outline.append(((x + xs[i + 1]) / 2, 0.58))
    outline.append((0.92, base_y))
    balls = [_circle(x, top_y - 0.06, 0.07, 20) for x in xs]
    band = [(0.08, 0.76), (0.92, 0.76), (0.92, 0.92), (0.08, 0.92)]
    return [outline, band, *balls]


def _bolt() -> Polygon:
    return [(0.60, 0.02), (0.20, 0.56), (0.46, 0.56), (0.36, 0.98), (0.82, 0.40), (0.55, 0.40),
            (0.70, 0.02)]  # fmt: skip


def _arc_arrow() -> list[Polygon]:
    # A U-turn: thick arc over the top, arrow head pointing down on the left.
    cx, cy, r_out, r_in = 0.52, 0.52, 0.36, 0.20
    arc_out = [(cx + r_out * math.cos(a), cy + r_out * math.sin(a))
               for a in (math.pi * (1 + i / 24) for i in range(25))]  # fmt: skip
    arc_in = [(cx + r_in * math.cos(a), cy + r_in * math.sin(a))
              for a in (math.pi * (2 - i / 24) for i in range(25))]  # fmt: skip
    shaft = arc_out + [(cx + r_out, 0.80), (cx + r_in, 0.80)] + arc_in
    head = [(cx - r_out - 0.12, cy), (cx - r_in + 0.12, cy), (cx - (r_out + r_in) / 2, cy + 0.30)]
    return [shaft, head]


def _pass_arrow() -> list[Polygon]:
    # A fat arrow pointing right, sending a pile away.
    return [[(0.06, 0.38), (0.56, 0.38), (0.56, 0.16), (0.96, 0.50), (0.56, 0.84), (0.56, 0.62),
             (0.06, 0.62)]]  # fmt: skip


def _club() -> list[Polygon]:
    return [
        _circle(0.5, 0.28, 0.205),
        _circle(0.285, 0.58, 0.205),
        _circle(0.715, 0.58, 0.205),
        [(0.5, 0.32), (0.32, 0.58), (0.5, 0.66), (0.68, 0.58)],
        _stem(0.55, 0.36),
    ]


def _spade() -> list[Polygon]:
    heart = [(x, 0.98 - y) for x, y in _heart(0.2, 0.92)]
    return [[(0.5 + (x - 0.5) * 0.98, y - 0.15) for x, y in heart], _stem(0.55, 0.38)]


def _suit_diamond() -> list[Polygon]:
    # Slightly concave sides, as on printed cards.
    corners = [(0.5, 0.03), (0.88, 0.5), (0.5, 0.97), (0.12, 0.5)]
    out: Polygon = []
    for i, (ax, ay) in enumerate(corners):
        bx, by = corners[(i + 1) % 4]
        for k in range(12):
            t = k / 12
            mx, my = (ax + bx) / 2, (ay + by) / 2
            qx, qy = mx + (0.5 - mx) * 0.16, my + (0.5 - my) * 0.16
            x = (1 - t) ** 2 * ax + 2 * (1 - t) * t * qx + t * t * bx
            y = (1 - t) ** 2 * ay + 2 * (1 - t) * t * qy + t * t * by
            out.append((x, y))
    return [out]


@cache
def polygons(name: str) -> tuple[Polygon, ...]:
    """The polygons of symbol `name` in the unit box."""
    table = {
        "heart": lambda: [_heart()],
        "spade": _spade,
        "club": _club,
        "diamond": _suit_diamond,
        "star": lambda: [_star(5, 0.48, 0.2)],
        "fat_star": lambda: [_rounded(_star(5, 0.5, 0.27, 0.54), 0.035, 4)],
        "circle": lambda: [_circle(0.5, 0.5, 0.44, 72)],
        "triangle": lambda: [_rounded([(0.5, 0.08), (0.95, 0.86), (0.05, 0.86)], 0.08)],
        "square": lambda: [_rounded([(0.1, 0.1), (0.9, 0.1), (0.9, 0.9), (0.1, 0.9)], 0.1)],
        "rhombus": lambda: [_rounded([(0.5, 0.03), (0.93, 0.5), (0.5, 0.97), (0.07, 0.5)], 0.07)],
        "hexagon": lambda: [_rounded(_regular(6, 0.46, 0.0), 0.06)],
        "crown5": lambda: _crown(5),
        "crown3": lambda: _crown(3),
        "bolt": lambda: [_bolt()],
        "uturn": _arc_arrow,
        "pass": _pass_arrow,
        "burst": lambda: [_star(12, 0.5, 0.34, 0.5)],
    }
    return tuple(table[name]())


SYMBOL_NAMES = (
    "heart", "spade", "club", "diamond", "star", "fat_star", "circle", "triangle", "square",
    "rhombus", "hexagon", "crown5", "crown3", "bolt", "uturn", "pass", "burst",
)  # fmt: skip

PATTERNS = ("solid", "stripes", "dots", "bars", "checks", "rings")


def darker(colour: Colour, amount: float = 0.35) -> Colour:
    """`colour` moved towards black."""
    return tuple(round(c * (1 - amount)) for c in colour)  # type: ignore[return-value]


def lighter(colour: Colour, amount: float = 0.5) -> Colour:
    """`colour` moved towards white."""
    return tuple(round(c + (255 - c) * amount) for c in colour)  # type: ignore[return-value]


def luminance(colour: Colour) -> float:
    """Perceived brightness 0..1."""
    r, g, b = colour
    return (0.299 * r + 0.587 * g + 0.114 * b) / 255


def _supersample(size: int) -> int:
    # Small symbols need more oversampling to keep thin curves smooth; large ones less.
    return 4 if size < 64 else 3 if size < 160 else 2


def _pattern(surface: pygame.Surface, pattern: str, colour: tuple[int, int, int, int]) -> None:
    w, h = surface.get_size()
    step = max(3, round(min(w, h) * 0.16))
    thick = max(1, step // 3)
    if pattern == "stripes":
        for x in range(-h, w + h, step):
            pygame.draw.line(surface, colour, (x, 0), (x + h, h), thick)
    elif pattern == "bars":
        for y in range(step // 2, h, step):
            pygame.draw.line(surface, colour, (0, y), (w, y), thick)
    elif pattern == "dots":
        for row, y in enumerate(range(step // 2, h + step, step)):
            offset = step // 2 if row % 2 else 0
            for x in range(offset, w + step, step):
                pygame.draw.circle(surface, colour, (x, y), max(1, step // 4))
    elif pattern == "checks":
        for row, y in enumerate(range(0, h, step)):
            for col, x in enumerate(range(0, w, step)):
                if (row + col) % 2:
                    surface.fill(colour, (x, y, step, step))
    elif pattern == "rings":
        centre = (w // 2, h // 2)
        step = max(3, round(min(w, h) * 0.11))
        thick = max(1, step // 3)
        for r in range(step // 2, max(w, h), step):
            pygame.draw.circle(surface, colour, centre, r, thick)


@lru_cache(maxsize=1024)  # bounded: every window size brings new symbol sizes
def symbol(
    name: str,
    size: int,
    colour: Colour,
    pattern: str = "solid",
    outline: Colour | None = None,
    gloss: bool = True,
    height: int | None = None,
) -> pygame.Surface:
    """Symbol `name` drawn `size` px wide (and `height` px high, default square), filled with
    `colour`, with an optional `pattern` inside and a rim of `outline`. Cached: do not draw on it.
    """
    height = height or size
    ss = _supersample(max(size, height))
    big_w, big_h = size * ss, height * ss
    polys = [[(x * big_w, y * big_h) for x, y in poly] for poly in polygons(name)]
    fill = pygame.Surface((big_w, big_h), pygame.SRCALPHA)
    for poly in polys:
        pygame.draw.polygon(fill, colour, poly)
    mask = None
    if pattern != "solid" or gloss:
        mask = pygame.Surface((big_w, big_h), pygame.SRCALPHA)
        for poly in polys:
            pygame.draw.polygon(mask, (255, 255, 255, 255), poly)
    if pattern != "solid":
        ink = (255, 255, 255, 170) if luminance(colour) < 0.55 else (*darker(colour, 0.55), 200)
        _pattern(fill, pattern, ink)
    if gloss:
        # A soft light from above so symbols look printed, not flat.
        shine = pygame.Surface((1, 2), pygame.SRCALPHA)
        shine.set_at((0, 0), (255, 255, 255, 70))
        shine.set_at((0, 1), (255, 255, 255, 0))
        shine = pygame.transform.smoothscale(shine, (big_w, big_h // 2))
        fill.blit(shine, (0, 0))
    if mask is not None:
        fill.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    if outline is not None:
        rim = pygame.Surface((big_w, big_h), pygame.SRCALPHA)
        for poly in polys:
            pygame.draw.polygon(rim, outline, poly)
        base = pygame.Surface((big_w, big_h), pygame.SRCALPHA)
        r = max(1, round(min(big_w, big_h) * 0.035))
        for k in range(12):
            a = 2 * math.pi * k / 12
            base.blit(rim, (round(r * math.cos(a)), round(r * math.sin(a))))
        base.blit(fill, (0, 0))
        fill = base
    return pygame.transform.smoothscale(fill, (size, height))


def sectors(
    colours: tuple[Colour, ...], size: int, ring: Colour = (255, 255, 255)
) -> pygame.Surface:
    """A wheel split into one slice per colour: the mark of a wild that stands for any colour."""
    return _sectors(tuple(colours), size, ring)


@lru_cache(maxsize=256)
def _sectors(colours: tuple[Colour, ...], size: int, ring: Colour) -> pygame.Surface:
    ss = _supersample(size)
    big = size * ss
    surface = pygame.Surface((big, big), pygame.SRCALPHA)
    c = big / 2
    r = big * 0.47
    pygame.draw.circle(surface, ring, (c, c), r)
    n = len(colours)
    inner = r * 0.9
    for i, colour in enumerate(colours):
        start = -math.pi / 2 + 2 * math.pi * i / n
        pts = [(c, c)] + [
            (c + inner * math.cos(start + 2 * math.pi / n * k / 16),
             c + inner * math.sin(start + 2 * math.pi / n * k / 16))
            for k in range(17)
        ]  # fmt: skip
        pygame.draw.polygon(surface, colour, pts)
    # Thin spokes in the ring colour keep neighbouring slices apart.
    for i in range(n):
        a = -math.pi / 2 + 2 * math.pi * i / n
        pygame.draw.line(surface, ring, (c, c), (c + r * math.cos(a), c + r * math.sin(a)), ss * 2)
    pygame.draw.circle(surface, ring, (c, c), r * 0.34)
    return pygame.transform.smoothscale(surface, (size, size))
