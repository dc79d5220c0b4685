"""Card faces, backs and shadows for the three games, drawn by the program at any size.

Cards are 5:7 with rounded corners, a white face, big indices top-left and bottom-right
and a large centre symbol. Every colour has its own shape as well (Crowns: ♣ ♦ ♥ ♠ ★;
Sting and Rumski: red circle, blue rhombus, green triangle, yellow star, purple hexagon),
so the games are playable without telling colours apart; the colour-blind faces (issue 7)
add a pattern inside each shape, safer colours and the colour's name. Wilds have dark
faces that cannot pass for a natural card.

This module is what all faces share: the frame, the inks of each game, sizes, caching and
the building blocks (indices, numbers on a shape, the colour wheel, words). Each game's
own faces — its courts, specials and marks — are drawn by its room, `game/ui/<game>/
faces.py`, asked by the game's name.

Faces are drawn at the size asked (never scaled from a big bitmap) and cached per card,
size, flags and language (the words on a face are the catalogue's, `game.text`);
`clear()` drops them all, e.g. after the window is resized.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass

import pygame

from game.rules.cards import Card
from game.text import language, tr
from game.ui import theme
from game.ui.shapes import darker, lighter, sectors, symbol

Colour = tuple[int, int, int]
GAMES = ("crowns", "sting", "rumski")

WHITE = (255, 255, 255)
PAPER = (252, 251, 247)
BORDER = (150, 150, 158)
INK_DARK = (30, 28, 36)
WILD_FACE = (34, 30, 46)
WILD_BORDER = (214, 170, 64)
GOLD = (236, 184, 48)
GOLD_TEXT = (255, 214, 102)


@dataclass(frozen=True, slots=True)
class Ink:
    """How one suit or colour is printed: its shape, colours and colour-blind pattern."""

    name: str  # the catalogue key of its name, as printed on colour-blind faces: "HEARTS"
    shape: str  # a symbol name from game.ui.shapes
    colour: Colour  # fill of its symbols
    text: Colour  # its index and numbers (darker where the fill is light on white)
    pattern: str  # what the colour-blind faces draw inside the shape
    cb_colour: Colour  # the colour-blind faces' colour (Okabe–Ito palette)
    cb_text: Colour


_RED = Ink("cards.red", "circle", (218, 41, 46), (200, 30, 38), "solid", (213, 94, 0), (184, 78, 0))
_BLUE = Ink(
    "cards.blue", "rhombus", (29, 99, 208), (25, 86, 185), "stripes", (0, 114, 178), (0, 98, 155)
)
_GREEN = Ink(
    "cards.green", "triangle", (28, 148, 72), (18, 122, 56), "dots", (0, 158, 115), (0, 122, 88)
)
_YELLOW = Ink(
    "cards.yellow", "fat_star", (244, 186, 22), (178, 124, 0), "rings", (230, 159, 0), (158, 104, 0)
)
_PURPLE = Ink(
    "cards.purple",
    "hexagon",
    (128, 58, 178),
    (110, 44, 160),
    "checks",
    (204, 121, 167),
    (160, 80, 128),
)

INKS: dict[str, dict[str, Ink]] = {
    "crowns": {
        "C": Ink(
            "cards.clubs", "club", (22, 132, 64), (14, 112, 50), "dots", (0, 158, 115), (0, 122, 88)
        ),
        "D": Ink(
            "cards.diamonds",
            "diamond",
            (28, 98, 206),
            (24, 84, 186),
            "stripes",
            (0, 114, 178),
            (0, 98, 155),
        ),  # fmt: skip
        "H": Ink(
            "cards.hearts",
            "heart",
            (214, 32, 48),
            (198, 24, 40),
            "bars",
            (213, 94, 0),
            (184, 78, 0),
        ),
        "S": Ink(
            "cards.spades", "spade", (30, 30, 36), (30, 30, 36), "solid", (30, 30, 36), (30, 30, 36)
        ),
        "X": Ink(
            "cards.stars",
            "star",
            (236, 172, 12),
            (176, 120, 0),
            "checks",
            (230, 159, 0),
            (158, 104, 0),
        ),
    },
    "sting": {"R": _RED, "B": _BLUE, "G": _GREEN, "Y": _YELLOW},
    "rumski": {"G": _GREEN, "R": _RED, "P": _PURPLE, "B": _BLUE, "Y": _YELLOW},
}
RANK_LABELS = {11: "J", 12: "Q", 13: "K"}
# The caches keep every size in use. Beyond KEEP_HEIGHTS sizes, those not asked for in the
# last STALE_CALLS requests (about a second of a busy table at 60 frames a second) are
# dropped: the sizes a window resize left behind.
KEEP_HEIGHTS = 8
STALE_CALLS = 5000


def card_width(height: int) -> int:
    """Width of a card `height` px high (cards are 5:7)."""
    return round(height * 5 / 7)


def ink(game: str, suit: str, colour_blind: bool = False) -> tuple[Ink, Colour, Colour]:
    """The ink of a suit/colour and the fill and text colours for the colour-blind setting."""
    found = INKS[game][suit]
    if colour_blind:
        return found, found.cb_colour, found.cb_text
    return found, found.colour, found.text


class CardFaces:
    """Draws and caches card faces, backs and shadows. One per app is enough."""

    def __init__(self) -> None:
        self._faces: dict[tuple, pygame.Surface] = {}
        self._backs: dict[tuple, pygame.Surface] = {}
        self._shadows: dict[tuple, pygame.Surface] = {}
        self._bases: dict[tuple, pygame.Surface] = {}
        self._texts: dict[tuple, pygame.Surface] = {}
        self._last_use: dict[int, int] = {}  # height -> call count when last asked for
        self._calls = 0

    def _touch(self, height: int) -> None:
        self._calls += 1
        recent = self._last_use
        is_new = height not in recent
        recent[height] = self._calls
        if is_new and len(recent) > KEEP_HEIGHTS:
            # Only sizes nobody asked for in a while go: a table may show many sizes at once,
            # and dropping one still on screen would redraw it every frame.
            stale = {h for h, last in recent.items() if last < self._calls - STALE_CALLS}
            if stale:
                for h in stale:
                    del recent[h]
                self._faces = {k: v for k, v in self._faces.items() if k[4] not in stale}
                for store in (self._backs, self._shadows, self._bases):
                    for key in [k for k in store if k[0] in stale]:
                        del store[key]
                if len(self._texts) > 3000:
                    self._texts.clear()

    def clear(self) -> None:
        """Forget every drawn surface (after a resize, or a palette change)."""
        for store in (self._faces, self._backs, self._shadows, self._bases, self._texts):
            store.clear()
        self._last_use.clear()

    # --- public drawing -------------------------------------------------------------

    def face(
        self, card: Card, game: str, height: int, wild: bool = False, colour_blind: bool = False
    ) -> pygame.Surface:
        """The face of `card` in `game` ("crowns" | "sting" | "rumski"), `height` px high.

        `wild` marks a natural card as wild this hand, where the game has such a mark
        (its room's `faces.draw` says).
        The same Surface comes back for the same arguments: blit it, never draw on it.
        """
        height = max(16, int(height))
        key = (
            card.suit, card.rank, card.face, game, height, bool(wild), bool(colour_blind),
            language(),  # the words a face carries ("WILD") are the chosen language's
        )  # fmt: skip
        self._touch(height)
        surface = self._faces.get(key)
        if surface is None:
            surface = self._finish(self._draw_face(card, game, height, wild, colour_blind))
            self._faces[key] = surface
        return surface

    def back(self, height: int, game: str | None = None) -> pygame.Surface:
        """The patterned back of a card `height` px high (each game has its own colour)."""
        height = max(16, int(height))
        key = (height, game)
        self._touch(height)
        surface = self._backs.get(key)
        if surface is None:
            surface = self._backs[key] = self._finish(self._draw_back(height, game))
        return surface

    def shadow(self, height: int, lifted: bool = False) -> pygame.Surface:
        """A soft shadow for a card `height` px high; place it with `shadow_rect`.

        `lifted` is the larger, softer, further shadow of a hovered or dragged card.
        """
        height = max(16, int(height))
        key = (height, bool(lifted))
        self._touch(height)
        surface = self._shadows.get(key)
        if surface is None:
            surface = self._shadows[key] = self._finish(self._draw_shadow(height, lifted))
        return surface

    @staticmethod
    def shadow_margin(height: int, lifted: bool = False) -> int:
        """How far the shadow surface reaches beyond the card on each side."""
        return max(2, round(height * (0.12 if lifted else 0.06)))

    @staticmethod
    def shadow_offset(height: int, lifted: bool = False) -> tuple[int, int]:
        """How far the shadow falls from the card (light from above, slightly left)."""
        if lifted:
            return round(height * 0.03), round(height * 0.07)
        return round(height * 0.01), round(height * 0.022)

    def shadow_rect(self, card_rect: pygame.Rect, lifted: bool = False) -> pygame.Rect:
        """Where to blit `shadow(card_rect.height, lifted)` under a card drawn at `card_rect`."""
        h = card_rect.height
        m = self.shadow_margin(h, lifted)
        dx, dy = self.shadow_offset(h, lifted)
        return pygame.Rect(
            card_rect.x - m + dx, card_rect.y - m + dy, card_rect.width + 2 * m, h + 2 * m
        )

    # --- building blocks ----------------------------------------------------------

    @staticmethod
    def _finish(surface: pygame.Surface) -> pygame.Surface:
        # Display-format surfaces blit several times faster; only possible once a window exists.
        if pygame.display.get_init() and pygame.display.get_surface() is not None:
            return surface.convert_alpha()
        return surface

    def base(self, height: int, fill: Colour, border: Colour) -> pygame.Surface:
        """A blank card: rounded, antialiased corners (supersampled once per size and colour)."""
        key = (height, fill, border)
        base = self._bases.get(key)
        if base is None:
            w = card_width(height)
            ss = 4 if height < 100 else 3 if height < 200 else 2
            big = pygame.Surface((w * ss, height * ss), pygame.SRCALPHA)
            radius = max(3, round(height * 0.055)) * ss
            line = max(1, round(height * 0.006)) * ss
            pygame.draw.rect(big, border, big.get_rect(), border_radius=radius)
            pygame.draw.rect(big, fill, big.get_rect().inflate(-2 * line, -2 * line),
                             border_radius=radius - line)  # fmt: skip
            base = self._bases[key] = pygame.transform.smoothscale(big, (w, height))
        return base

    def panelled(self, height: int, fill: Colour, frame: Colour) -> pygame.Surface:
        """A white card with a coloured, framed panel inset (Sting and Rumski), cached."""
        key = (height, "panel", fill, frame)
        base = self._bases.get(key)
        if base is None:
            base = self.base(height, PAPER, BORDER).copy()
            inset = max(2, round(height * 0.022))
            panel = base.get_rect().inflate(-2 * inset, -2 * inset)
            radius = max(2, round(height * 0.04))
            pygame.draw.rect(base, fill, panel, border_radius=radius)
            pygame.draw.rect(base, frame, panel, max(1, round(height * 0.01)), radius)
            self._bases[key] = base
        return base

    def text(
        self, text: str, px: int, colour: Colour, bold: bool = True, max_width: int = 0
    ) -> pygame.Surface:
        """`text` rendered tight to its ink (no line spacing), squeezed to `max_width`."""
        key = (text, px, colour, bold, max_width)
        surface = self._texts.get(key)
        if surface is None:
            # Rendered once in white per text and size, then tinted: rendering is the slow
            # part, and the same numbers appear in every colour.
            white_key = (text, px, WHITE, bold, max_width)
            white = self._texts.get(white_key)
            if white is None:
                rendered = theme.font(max(6, px), bold).render(text, True, WHITE)
                box = rendered.get_bounding_rect(min_alpha=8)
                white = rendered.subsurface(box).copy() if box.width and box.height else rendered
                if max_width and white.get_width() > max_width:
                    white = pygame.transform.smoothscale(white, (max_width, white.get_height()))
                self._texts[white_key] = white
            if colour == WHITE:
                return white
            surface = white.copy()
            surface.fill((*colour, 255), special_flags=pygame.BLEND_RGBA_MULT)
            self._texts[key] = surface
        return surface

    def outlined(
        self, text: str, px: int, colour: Colour, outline: Colour, max_width: int = 0
    ) -> pygame.Surface:
        key = ("outlined", text, px, colour, outline, max_width)
        surface = self._texts.get(key)
        if surface is None:
            inner = self.text(text, px, colour, True, max_width)
            rim = self.text(text, px, outline, True, max_width)
            r = max(1, round(px * 0.06))
            surface = pygame.Surface(
                (inner.get_width() + 2 * r, inner.get_height() + 2 * r), pygame.SRCALPHA
            )
            # Eight directions per pixel of width: a round enough rim for far fewer blits.
            for step in range(1, r + 1):
                for dx, dy in (
                    (1, 0),
                    (1, 1),
                    (0, 1),
                    (-1, 1),
                    (-1, 0),
                    (-1, -1),
                    (0, -1),
                    (1, -1),
                ):
                    surface.blit(rim, (r + dx * step, r + dy * step))
            surface.blit(inner, (r, r))
            self._texts[key] = surface
        return surface

    def mask_to_card(self, surface: pygame.Surface, height: int) -> None:
        # Keep decorations that run to the edge (the WILD band) inside the rounded corners.
        silhouette = self.base(height, WHITE, WHITE)
        surface.blit(silhouette, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)

    def corners(self, surface: pygame.Surface, block: pygame.Surface, height: int) -> None:
        """Blit an index block top-left and, turned upside down, bottom-right."""
        pad_x, pad_y = self.pads(height)
        surface.blit(block, (pad_x, pad_y))
        turned = pygame.transform.rotate(block, 180)
        w = surface.get_width()
        surface.blit(turned, (w - pad_x - turned.get_width(), height - pad_y - turned.get_height()))

    @staticmethod
    def pads(height: int) -> tuple[int, int]:
        return max(2, round(height * 0.035)), max(2, round(height * 0.04))

    @staticmethod
    def index_px(height: int) -> int:
        # Small cards (a crowded hand) get relatively bigger indices: the index is what shows.
        scale = 0.165 if height >= 110 else 0.165 + (110 - height) / 110 * 0.09
        return max(8, round(height * scale))

    def index_block(
        self,
        label: str,
        label_colour: Colour,
        mark: pygame.Surface | None,
        height: int,
        underline: bool = False,
    ) -> pygame.Surface:
        """Label over a small mark, centred in the index column."""
        column = max(8, round(card_width(height) * 0.24))
        px = self.index_px(height)
        text = self.text(label, px, label_colour, True, column)
        gap = max(1, round(height * 0.02))
        under = max(1, round(px * 0.09)) if underline else 0
        mark_h = mark.get_height() if mark else 0
        block_h = text.get_height() + (gap + under if underline else 0) + gap + mark_h
        block = pygame.Surface((column, block_h), pygame.SRCALPHA)
        block.blit(text, ((column - text.get_width()) // 2, 0))
        y = text.get_height() + gap
        if underline:
            line_w = max(3, round(text.get_width() * 0.85))
            block.fill(label_colour, ((column - line_w) // 2, y, line_w, under))
            y += under + gap
        if mark is not None:
            block.blit(mark, ((column - mark.get_width()) // 2, y))
        return block

    def centre(self, surface: pygame.Surface, item: pygame.Surface, cx: float, cy: float) -> None:
        surface.blit(item, item.get_rect(center=(round(cx), round(cy))))

    # --- faces --------------------------------------------------------------------

    def _draw_face(
        self, card: Card, game: str, height: int, wild: bool, colour_blind: bool
    ) -> pygame.Surface:
        if game not in INKS:
            raise ValueError("unknown_game", game, GAMES)
        if card.face == "" and card.suit not in INKS[game]:
            raise ValueError("not_a_card_of_the_game", card, game)
        # Each game draws its own faces (game/ui/<game>/faces.py), asked by name: the
        # shared table holds only the frame and the building blocks all faces use.
        painter = importlib.import_module(f"game.ui.{game}.faces")
        return painter.draw(self, card, height, wild, colour_blind)

    def numbered(
        self, card: Card, game: str, height: int, colour_blind: bool, underline: bool = False
    ) -> pygame.Surface:
        """A number on its colour's shape, on a tinted panel; `underline` marks the number
        (and its index) as one that reads differently upside down."""
        found, fill, text = ink(game, card.suit, colour_blind)
        surface = self.panelled(height, lighter(fill, 0.9), fill).copy()
        w = surface.get_width()
        mark = symbol(found.shape, max(5, round(height * 0.085)), fill)
        self.corners(
            surface, self.index_block(str(card.rank), text, mark, height, underline), height
        )
        size = round(w * 0.66)
        pattern = found.pattern if colour_blind else "solid"
        big = symbol(found.shape, size, fill, pattern, darker(fill, 0.3))
        self.centre(surface, big, w / 2, height / 2)
        # Where the shape leaves the most room for the number.
        nudge = {"triangle": 0.12, "fat_star": 0.04}.get(found.shape, 0.0)
        px = round(height * (0.19 if found.shape in ("triangle", "fat_star") else 0.24))
        number = self.outlined(str(card.rank), px, WHITE, darker(fill, 0.45), round(size * 0.7))
        cy = height / 2 + size * nudge
        self.centre(surface, number, w / 2, cy)
        if underline:
            line_w = round(number.get_width() * 0.8)
            thick = max(2, round(px * 0.1))
            bar = pygame.Rect(0, 0, line_w, thick)
            bar.midtop = (w // 2, round(cy + number.get_height() / 2 + thick * 0.3))
            pygame.draw.rect(surface, darker(fill, 0.45), bar.inflate(2, 2))
            surface.fill(WHITE, bar)
        if colour_blind:
            self.name_tag(surface, found.name, text, height)
        return surface

    def name_tag(self, surface: pygame.Surface, name: str, colour: Colour, height: int) -> None:
        """The colour's name (`name`, its catalogue key) under the centre symbol (colour-blind
        faces)."""
        if height < 70:
            return
        w = surface.get_width()
        tag = self.text(tr(name), round(height * 0.06), colour, True, round(w * 0.5))
        self.centre(surface, tag, w / 2, height * 0.83)

    def dark_base(self, height: int) -> pygame.Surface:
        """The dark face of a wild card, which cannot pass for a natural one."""
        return self.base(height, WILD_FACE, WILD_BORDER).copy()

    def wild_colours(self, game: str, colour_blind: bool) -> tuple[Colour, ...]:
        return tuple(ink(game, s, colour_blind)[1] for s in INKS[game])

    def dark_index(
        self, game: str, height: int, colour_blind: bool, label: str, colour: Colour
    ) -> pygame.Surface:
        """A dark wild face with `label` over the game's colour wheel in its corners."""
        surface = self.dark_base(height)
        small = max(5, round(height * 0.085))
        mark = sectors(self.wild_colours(game, colour_blind), small, WILD_FACE)
        self.corners(surface, self.index_block(label, colour, mark, height), height)
        return surface

    def wheel(
        self, surface: pygame.Surface, game: str, colour_blind: bool, size: float, at: float
    ) -> None:
        """The game's colours as a wheel, `size` of the card's width across, centred at `at`
        of its height."""
        w = surface.get_width()
        colours = self.wild_colours(game, colour_blind)
        wheel = sectors(colours, round(w * size), WILD_FACE)
        self.centre(surface, wheel, w / 2, surface.get_height() * at)

    def plain_wild(self, game: str, height: int, colour_blind: bool) -> pygame.Surface:
        """The wild that stands for any card of a numbered game: a "W" and a colour wheel."""
        surface = self.dark_index(game, height, colour_blind, "W", WHITE)
        self.wheel(surface, game, colour_blind, 0.62, 0.44)
        self.words(surface, (tr("cards.wild"),), WHITE, height)
        return surface

    def words(
        self, surface: pygame.Surface, words: tuple[str, ...], colour: Colour, height: int
    ) -> None:
        """A special card's name under its picture, kept clear of the bottom-right index."""
        w = surface.get_width()
        px = round(height * 0.066)
        top = 0.7 if len(words) > 1 else 0.72
        for i, word in enumerate(words):
            text = self.text(word, px, colour, True, round(w * 0.44))
            self.centre(surface, text, w / 2, height * (top + 0.08 * i))

    # --- back and shadow ------------------------------------------------------------

    BACK_COLOURS = {
        None: (26, 46, 110),
        "crowns": (122, 24, 44),
        "sting": (16, 96, 104),
        "rumski": (26, 46, 110),
    }

    def _draw_back(self, height: int, game: str | None) -> pygame.Surface:
        colour = self.BACK_COLOURS.get(game, self.BACK_COLOURS[None])
        surface = self.base(height, PAPER, BORDER).copy()
        w = surface.get_width()
        inset = max(2, round(height * 0.035))
        panel = surface.get_rect().inflate(-2 * inset, -2 * inset)
        radius = max(2, round(height * 0.035))
        pygame.draw.rect(surface, colour, panel, border_radius=radius)
        # A lattice of thin diagonal lines with a dot where they cross.
        lattice = pygame.Surface(panel.size, pygame.SRCALPHA)
        line = (*lighter(colour, 0.35), 150)
        step = max(5, round(height * 0.07))
        pw, ph = panel.size
        for x in range(-ph, pw + ph, step):
            pygame.draw.aaline(lattice, line, (x, 0), (x + ph, ph))
            pygame.draw.aaline(lattice, line, (x, ph), (x + ph, 0))
        if height >= 60:
            dot = (*lighter(colour, 0.55), 200)
            for row, y in enumerate(range(0, ph + step, step // 2 or 1)):
                for x in range(step // 2 if row % 2 else 0, pw + step, step):
                    pygame.draw.circle(lattice, dot, (x, y), max(1, step // 9))
        holder = pygame.Surface(panel.size, pygame.SRCALPHA)
        pygame.draw.rect(holder, WHITE, holder.get_rect(), border_radius=radius)
        lattice.blit(holder, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        surface.blit(lattice, panel.topleft)
        pygame.draw.rect(surface, GOLD, panel, max(1, round(height * 0.008)), radius)
        inner = panel.inflate(
            -2 * max(2, round(height * 0.025)), -2 * max(2, round(height * 0.025))
        )
        pygame.draw.rect(surface, (*lighter(colour, 0.3),), inner, 1, max(1, radius - 2))
        # The Wildmeld medallion: a crown in a gold-ringed oval.
        oval = pygame.Rect(0, 0, round(w * 0.56), round(height * 0.36))
        oval.center = (w // 2, height // 2)
        medallion = symbol("circle", oval.width, darker(colour, 0.35), "solid", GOLD, False,
                           oval.height)  # fmt: skip
        self.centre(surface, medallion, w / 2, height / 2)
        crown_w = round(oval.width * 0.62)
        crown = symbol("crown5", crown_w, GOLD, "solid", None, True, round(crown_w * 0.72))
        self.centre(surface, crown, w / 2, height / 2 - oval.height * 0.05)
        return surface

    def _draw_shadow(self, height: int, lifted: bool) -> pygame.Surface:
        w = card_width(height)
        m = self.shadow_margin(height, lifted)
        # Blurred at half size and scaled up: the shadow is soft anyway, and it is 4× cheaper.
        half_w, half_h = (w + 2 * m) // 2 + 1, (height + 2 * m) // 2 + 1
        small = pygame.Surface((half_w, half_h), pygame.SRCALPHA)
        alpha = 95 if lifted else 120
        radius = max(1, round(height * 0.055 / 2))
        pygame.draw.rect(small, (0, 0, 0, alpha), (m // 2, m // 2, w // 2, height // 2),
                         border_radius=radius)  # fmt: skip
        blur = max(1, round(m * (0.45 if lifted else 0.4)))
        small = pygame.transform.gaussian_blur(small, blur)
        return pygame.transform.smoothscale(small, (w + 2 * m, height + 2 * m))
