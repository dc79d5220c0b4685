"""The table's one door to the look: card faces, felt, fonts, sounds, text cache.

Faces, felt, fonts and sounds are drawn by `game.ui.cards`, `.felt`, `.theme` and
`.sound`; this module caches what the scenes ask for every frame (rendered text,
scaled faces) so a frame never renders the same text twice, and keeps plain
stand-ins for the moments those modules are missing (a stripped-down build).
"""

from __future__ import annotations

import functools
import importlib
import re
import threading
import time
from collections.abc import Callable
from typing import Any

import pygame

from game.text import language, tr

INK = (245, 240, 225)
INK_SOFT = (205, 215, 200)
GOLD = (236, 196, 92)
SHADOW_INK = (10, 20, 14)


def _optional(module: str) -> Any:
    try:
        return importlib.import_module(module)
    except ImportError:
        return None


_quit_hooked = False  # whether pygame.quit() will forget the caches below


def _forget_at_quit() -> None:
    """Have pygame.quit() drop this module's fonts and surfaces: they die with it, and a
    pygame started again (a new app in the same process, the tests) must not draw with
    them ("font module quit since font created")."""
    global _quit_hooked
    if not _quit_hooked:
        _quit_hooked = True
        pygame.register_quit(_at_quit)


def _at_quit() -> None:
    global _quit_hooked
    _quit_hooked = False
    reset_caches()


@functools.lru_cache(maxsize=64)
def font(px: int, bold: bool = False) -> pygame.font.Font:
    """The bundled font at `px` pixels (pygame's default font as a stand-in)."""
    _forget_at_quit()
    px = max(8, int(px))
    theme = _optional("game.ui.theme")
    if theme is not None and hasattr(theme, "font"):
        return theme.font(px, bold)
    made = pygame.font.Font(None, int(px * 1.3))
    made.set_bold(bold)
    return made


@functools.lru_cache(maxsize=512)
def text(words: str, px: int, colour: tuple = INK, bold: bool = False) -> pygame.Surface:
    """`words` rendered once and kept (the HUD draws the same words every frame)."""
    return render(font(px, bold), words, colour)


def render(face: pygame.font.Font, words: str, colour: tuple) -> pygame.Surface:
    """`face.render`, except that words drawing nothing (only a zero-width space, say)
    give an empty picture of the line's height instead of pygame's "Text has zero
    width" error: whatever a name or a file holds, drawing it never fails."""
    if words and face.size(words)[0] == 0:
        return pygame.Surface((0, face.get_height()), pygame.SRCALPHA)
    return face.render(words, True, colour)


# Whitespace a line may break at: any but the non-breaking spaces (U+00A0, the figure
# space U+2007 and the narrow U+202F Babel writes in "3:30 PM" and French "1 234"),
# which hold their two sides together and stay in the line as the space they draw.
_BREAKS = re.compile(r"[^\S\u00a0\u2007\u202f]+")


def wrap(words: str, px: int, width: int, bold: bool = False) -> list[str]:
    """`words` broken at spaces into lines no wider than `width` pixels at `px` (a word
    longer than the width gets a line of its own); no lines for no words."""
    return lines_within(words, font(px, bold).size, width)


def lines_within(words: str, measure: Callable[[str], tuple[int, int]], width: int) -> list[str]:
    """`words` broken into lines no wider than `width` as `measure` sizes them (any
    font's `size`), only where a line may break (never at a non-breaking space)."""
    lines: list[str] = []
    for word in _BREAKS.split(words):
        if not word:
            continue
        if lines and measure(f"{lines[-1]} {word}")[0] <= width:
            lines[-1] = f"{lines[-1]} {word}"
        else:
            lines.append(word)
    return lines


@functools.lru_cache(maxsize=64)
def wrap_even(words: str, px: int, widest: int) -> tuple[str, ...]:
    """`words` wrapped to no more lines than `widest` pixels need, each as even as can
    be (no last word alone on a line of its own)."""
    lines = wrap(words, px, widest) or [""]
    low, high = 1, widest
    while len(lines) > 1 and low < high:  # the narrowest width that needs no more lines
        middle = (low + high) // 2
        if len(wrap(words, px, middle)) > len(lines):
            low = middle + 1
        else:
            high = middle
    return tuple(wrap(words, px, high) if len(lines) > 1 else lines)


@functools.lru_cache(maxsize=256)
def shadowed_text(words: str, px: int, colour: tuple = INK, bold: bool = False) -> pygame.Surface:
    """Text with a soft dark drop shadow, readable on any felt."""
    front = text(words, px, colour, bold)
    back = text(words, px, SHADOW_INK, bold)
    offset = max(1, px // 14)
    surface = pygame.Surface(
        (front.get_width() + offset, front.get_height() + offset), pygame.SRCALPHA
    )
    back = back.copy()
    back.set_alpha(150)
    surface.blit(back, (offset, offset))
    surface.blit(front, (0, 0))
    return surface


def reset_caches() -> None:
    """Forget fonts and surfaces made before pygame was (re)started: they die with it."""
    for cached in (font, text, shadowed_text, felt):
        cached.cache_clear()
    theme = _optional("game.ui.theme")
    for name in ("font", "italic_font"):
        cached = getattr(theme, name, None)
        if hasattr(cached, "cache_clear"):
            cached.cache_clear()
    felt_module = _optional("game.ui.felt")
    if felt_module is not None and hasattr(felt_module, "clear"):
        felt_module.clear()


class Faces:
    """Card faces and backs at any height, cached (the faces module's when present)."""

    def __init__(self) -> None:
        cards = _optional("game.ui.cards")
        self._faces = cards.CardFaces() if cards is not None else None
        self._cache: dict[tuple, pygame.Surface] = {}
        self._to_warm: list[tuple] = []
        self.colour_blind = False  # the colour-blind faces setting

    def warm(self, wanted: list[tuple]) -> None:
        """Queue faces (card, game, height, wild) to draw ahead of need, a few per frame,
        so a new card never costs a frame its first drawing."""
        self._to_warm = list(wanted)

    def warm_step(self, budget: float) -> None:
        """Draw queued faces for at most `budget` seconds."""
        if not self._to_warm:
            return
        deadline = time.perf_counter() + budget
        while self._to_warm and time.perf_counter() < deadline:
            card, game, height, wild = self._to_warm.pop()
            if card is None:
                self.back(height)
            else:
                self.face(card, game, height, wild)

    def face(self, card: Any, game: str, height: int, wild: bool = False) -> pygame.Surface:
        if self._faces is not None:
            if self.colour_blind:
                return self._faces.face(card, game, int(height), wild, colour_blind=True)
            return self._faces.face(card, game, int(height), wild)
        key = ("face", str(card), int(height), wild, language())  # its WILD is in words
        if key not in self._cache:
            self._cache[key] = _plain_face(str(card), int(height), wild)
        return self._cache[key]

    def back(self, height: int) -> pygame.Surface:
        if self._faces is not None:
            return self._faces.back(int(height))
        key = ("back", int(height))
        if key not in self._cache:
            self._cache[key] = _plain_back(int(height))
        return self._cache[key]

    def shadow(self, height: int, lifted: bool = False) -> pygame.Surface:
        """A soft shadow for a card; `lifted` is the larger one of a dragged card."""
        if self._faces is not None:
            return self._faces.shadow(int(height), lifted)
        key = ("shadow", int(height), lifted)
        if key not in self._cache:
            self._cache[key] = _plain_shadow(int(height), 1.6 if lifted else 1.0)
        return self._cache[key]

    def shadow_at(self, pos: tuple[float, float], height: int, lifted: bool = False) -> tuple:
        """Where to blit `shadow(height, lifted)` under a card whose top-left is `pos`."""
        if self._faces is not None:
            rect = pygame.Rect(int(pos[0]), int(pos[1]), card_width(height), int(height))
            return self._faces.shadow_rect(rect, lifted).topleft
        pad = shadow_pad(int(height), 1.6 if lifted else 1.0)
        return (pos[0] - pad + height // 40, pos[1] - pad + height // 22)


def card_width(height: float) -> int:
    """Cards are 5:7."""
    return int(round(height * 5 / 7))


def _plain_face(label: str, height: int, wild: bool) -> pygame.Surface:
    width = card_width(height)
    surface = pygame.Surface((width, height), pygame.SRCALPHA)
    radius = max(3, height // 14)
    pygame.draw.rect(surface, (252, 250, 244), surface.get_rect(), border_radius=radius)
    pygame.draw.rect(surface, (120, 120, 120), surface.get_rect(), 1, border_radius=radius)
    colour = {"C": (30, 130, 60), "D": (30, 80, 190), "H": (200, 30, 40), "S": (20, 20, 20)}.get(
        label[-1:], (190, 140, 20)
    )
    surface.blit(font(height // 5, True).render(label, True, colour), (height // 16, height // 20))
    big = font(height // 3, True).render(label, True, colour)
    surface.blit(big, big.get_rect(center=(width // 2, height // 2)))
    if wild:
        band = pygame.Rect(0, int(height * 0.72), width, height // 8)
        pygame.draw.rect(surface, GOLD, band)
        tag = font(height // 10, True).render(tr("cards.wild"), True, (60, 40, 0))
        surface.blit(tag, tag.get_rect(center=band.center))
    return surface


def _plain_back(height: int) -> pygame.Surface:
    width = card_width(height)
    surface = pygame.Surface((width, height), pygame.SRCALPHA)
    radius = max(3, height // 14)
    pygame.draw.rect(surface, (250, 248, 240), surface.get_rect(), border_radius=radius)
    inner = surface.get_rect().inflate(-max(4, height // 14), -max(4, height // 14))
    pygame.draw.rect(surface, (120, 30, 40), inner, border_radius=radius)
    return surface


def _plain_shadow(height: int, spread: float) -> pygame.Surface:
    width = card_width(height)
    pad = max(4, int(height * 0.08 * spread))
    surface = pygame.Surface((width + 2 * pad, height + 2 * pad), pygame.SRCALPHA)
    for step in range(pad, 0, -1):
        alpha = int(70 * (1 - step / pad) ** 2) + 4
        rect = pygame.Rect(pad - step, pad - step, width + 2 * step, height + 2 * step)
        pygame.draw.rect(surface, (0, 0, 0, alpha), rect, border_radius=height // 14 + step)
    return surface


def shadow_pad(height: int, spread: float = 1.0) -> int:
    """How far a shadow from `Faces.shadow` reaches past the card on each side."""
    return max(4, int(height * 0.08 * spread))


@functools.lru_cache(maxsize=8)
def felt(size: tuple[int, int], cloth: str = "green") -> pygame.Surface:
    """The table cloth at `size` (the felt module's radial light and vignette)."""
    module = _optional("game.ui.felt")
    if module is not None:
        return module.felt(size, cloth)
    surface = pygame.Surface(size)
    surface.fill((22, 92, 52))
    return surface


class Sounds:
    """Sound effects, or silence when there is no sound module or audio device."""

    def __init__(self, volume: float = 0.7, muted: bool = False) -> None:
        module = _optional("game.ui.sound")
        self._sounds = None
        if module is not None:
            try:
                self._sounds = module.Sounds(volume, muted)
            except Exception:  # no audio device: the game runs silently
                self._sounds = None

    def warm_up(self) -> None:
        """Synthesize every effect on a helper thread, so the first deal never stalls a frame."""
        preload = getattr(self._sounds, "preload", None)
        if preload is not None:
            threading.Thread(target=self._preload, args=(preload,), daemon=True).start()

    def _preload(self, preload: Any) -> None:
        try:
            preload()
        except Exception:  # no device after all: silence
            self._sounds = None

    def play(self, name: str) -> None:
        if self._sounds is not None:
            try:
                self._sounds.play(name)
            except Exception:
                self._sounds = None
