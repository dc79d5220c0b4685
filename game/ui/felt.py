"""The table cloth: felt with a soft light in the middle, a darker vignette at the edges and a
fine weave, drawn for the window size and cached (DESIGN.md "Look and feel").

The light is computed on a small grid and smooth-scaled up — a gradient has no detail to
lose — so a full-HD felt costs a few milliseconds, once per size and cloth.
"""

from __future__ import annotations

import math
import random

import pygame

from game.ui.theme import DEFAULT_CLOTH, FELTS

_cache: dict[tuple[tuple[int, int], str, bool], pygame.Surface] = {}
_GRID = 48  # gradient samples across the longer side
_WEAVE_TILE = 96
_weave: pygame.Surface | None = None


def _light(size: tuple[int, int], centre_colour, edge_colour) -> pygame.Surface:
    width, height = size
    aspect = width / height
    grid_w = _GRID if aspect >= 1 else max(2, round(_GRID * aspect))
    grid_h = max(2, round(grid_w / aspect))
    small = pygame.Surface((grid_w, grid_h))
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        # In the display's format from the start: the full-size result then needs no
        # conversion, which costs as much as the scaling itself.
        small = small.convert()
    for gy in range(grid_h):
        for gx in range(grid_w):
            # Distance from a light slightly above centre, in an ellipse the shape of the table.
            dx = (gx + 0.5) / grid_w - 0.5
            dy = (gy + 0.5) / grid_h - 0.46
            d = min(1.0, math.hypot(dx * 1.25, dy * 1.5) * 1.6)
            t = d * d * (3 - 2 * d)  # smoothstep: a broad lit area, then a soft fall-off
            small.set_at(
                (gx, gy),
                [round(c + (e - c) * t) for c, e in zip(centre_colour, edge_colour, strict=True)],
            )
    return pygame.transform.smoothscale(small, size)


def _weave_tile() -> pygame.Surface:
    """A small tile of faint light and dark specks: the nap of the cloth."""
    global _weave
    if _weave is None:
        rng = random.Random(7)  # a fixed cloth: the same weave on every run
        tile = pygame.Surface((_WEAVE_TILE, _WEAVE_TILE), pygame.SRCALPHA)
        for y in range(_WEAVE_TILE):
            for x in range(_WEAVE_TILE):
                v = rng.random()
                if v < 0.18:
                    tile.set_at((x, y), (0, 0, 0, rng.randint(6, 20)))
                elif v > 0.84:
                    tile.set_at((x, y), (255, 255, 255, rng.randint(4, 12)))
        _weave = tile
    return _weave


def felt(size: tuple[int, int], cloth: str = DEFAULT_CLOTH, weave: bool = True) -> pygame.Surface:
    """The table felt for a window of `size` in `cloth` (a key of theme.FELTS). Cached:
    blit it, never draw on it. `weave=False` leaves out the cloth's fine grain (pictures
    for the docs compress far better without it)."""
    size = (max(1, int(size[0])), max(1, int(size[1])))
    key = (size, cloth if cloth in FELTS else DEFAULT_CLOTH, weave)
    surface = _cache.get(key)
    if surface is None:
        chosen = FELTS[key[1]]
        surface = _light(size, chosen.centre, chosen.edge)
        if weave:
            tile = _weave_tile()
            for y in range(0, size[1], _WEAVE_TILE):
                for x in range(0, size[0], _WEAVE_TILE):
                    surface.blit(tile, (x, y))
        # Only the latest few sizes are worth keeping while a window is being resized.
        if len(_cache) >= 6:
            _cache.pop(next(iter(_cache)))
        _cache[key] = surface
    return surface


def clear() -> None:
    """Forget cached felts."""
    _cache.clear()
