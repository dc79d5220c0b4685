"""Card faces, backs and shadows for the three games, drawn by the program at any size.

Cards are 5:7 with rounded corners, a white face, big indices top-left and bottom-right
and a large centre symbol. Every colour has its own shape as well (Crowns: ♣ ♦ ♥ ♠ ★;
Sting and Rumski: red circle, blue rhombus, green triangle, yellow star, purple hexagon),
so the games are playable without telling colours apart; the colour-blind faces (issue 7)
add a pattern inside each shape, safer colours and the colour's name. Wilds are
unmistakable: dark faces with a colour wheel, Sting's ×2 / ×3 badges and the Super Sting
bolt (ST-1, ST-10), Crowns' jokers and the "WILD" band on the hand's wild rank (CR-5),
Rumski's wild (RU-1). Sting's 6 and 9 are underlined (ST-1).

Faces are drawn at the size asked (never scaled from a big bitmap) and cached per card,
size, flags and language (the words on a face are the catalogue's, `game.text`);
`clear()` drops them all, e.g. after the window is resized.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.rules.cards import (
    DOUBLE,
    JOKER,
    PASS_A_PILE,
    SUPER,
    TAKE_IT_BACK,
    TRIPLE,
    Card,
)
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
BAND = (96, 38, 156)


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
COMPACT = 64  # below this height Crowns cards show one big rank instead of two indices


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

        `wild` marks a natural card as wild this hand (Crowns' wild rank, CR-5) with a
        band. The same Surface comes back for the same arguments: blit it, never draw on it.
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

    def _base(self, height: int, fill: Colour, border: Colour) -> pygame.Surface:
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

    def _panelled(self, height: int, fill: Colour, frame: Colour) -> pygame.Surface:
        """A white card with a coloured, framed panel inset (Sting and Rumski), cached."""
        key = (height, "panel", fill, frame)
        base = self._bases.get(key)
        if base is None:
            base = self._base(height, PAPER, BORDER).copy()
            inset = max(2, round(height * 0.022))
            panel = base.get_rect().inflate(-2 * inset, -2 * inset)
            radius = max(2, round(height * 0.04))
            pygame.draw.rect(base, fill, panel, border_radius=radius)
            pygame.draw.rect(base, frame, panel, max(1, round(height * 0.01)), radius)
            self._bases[key] = base
        return base

    def _text(
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

    def _outlined(
        self, text: str, px: int, colour: Colour, outline: Colour, max_width: int = 0
    ) -> pygame.Surface:
        key = ("outlined", text, px, colour, outline, max_width)
        surface = self._texts.get(key)
        if surface is None:
            inner = self._text(text, px, colour, True, max_width)
            rim = self._text(text, px, outline, True, max_width)
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

    def _mask_to_card(self, surface: pygame.Surface, height: int) -> None:
        # Keep decorations that run to the edge (the WILD band) inside the rounded corners.
        silhouette = self._base(height, WHITE, WHITE)
        surface.blit(silhouette, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)

    def _corners(self, surface: pygame.Surface, block: pygame.Surface, height: int) -> None:
        """Blit an index block top-left and, turned upside down, bottom-right."""
        pad_x, pad_y = self._pads(height)
        surface.blit(block, (pad_x, pad_y))
        turned = pygame.transform.rotate(block, 180)
        w = surface.get_width()
        surface.blit(turned, (w - pad_x - turned.get_width(), height - pad_y - turned.get_height()))

    @staticmethod
    def _pads(height: int) -> tuple[int, int]:
        return max(2, round(height * 0.035)), max(2, round(height * 0.04))

    @staticmethod
    def _index_px(height: int) -> int:
        # Small cards (a crowded hand) get relatively bigger indices: the index is what shows.
        scale = 0.165 if height >= 110 else 0.165 + (110 - height) / 110 * 0.09
        return max(8, round(height * scale))

    def _index_block(
        self,
        label: str,
        label_colour: Colour,
        mark: pygame.Surface | None,
        height: int,
        underline: bool = False,
    ) -> pygame.Surface:
        """Label over a small mark, centred in the index column."""
        column = max(8, round(card_width(height) * 0.24))
        px = self._index_px(height)
        text = self._text(label, px, label_colour, True, column)
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

    def _centre(self, surface: pygame.Surface, item: pygame.Surface, cx: float, cy: float) -> None:
        surface.blit(item, item.get_rect(center=(round(cx), round(cy))))

    # --- faces --------------------------------------------------------------------

    def _draw_face(
        self, card: Card, game: str, height: int, wild: bool, colour_blind: bool
    ) -> pygame.Surface:
        if game not in INKS:
            raise ValueError("unknown_game", game, GAMES)
        if card.face == "" and card.suit not in INKS[game]:
            raise ValueError("not_a_card_of_the_game", card, game)
        if card.face == JOKER and game == "crowns":
            return self._crowns_joker(height)
        if card.face in (JOKER, DOUBLE, TRIPLE, SUPER):
            return self._wild_face(card.face, game, height, colour_blind)
        if card.face == PASS_A_PILE:
            words = (tr("cards.pass"), tr("cards.a_pile"))
            return self._action_face("PP", "pass", (0, 128, 128), words, height)
        if card.face == TAKE_IT_BACK:
            words = (tr("cards.take_it"), tr("cards.back"))
            return self._action_face("TB", "uturn", (222, 100, 20), words, height)
        if game == "crowns":
            surface = self._crowns_natural(card, height, colour_blind, wild)
        else:
            surface = self._numbered(card, game, height, colour_blind)
        if wild and not (game == "crowns" and height < COMPACT):
            self._wild_band(surface, height)
        return surface

    def _crowns_natural(
        self, card: Card, height: int, colour_blind: bool, wild: bool = False
    ) -> pygame.Surface:
        found, fill, text = ink("crowns", card.suit, colour_blind)
        surface = self._base(height, PAPER, BORDER).copy()
        w = surface.get_width()
        label = RANK_LABELS.get(card.rank, str(card.rank))
        pattern = found.pattern if colour_blind else "solid"
        if height < COMPACT:
            # Too small for corner indices: one big rank and the suit, like a mini card.
            rank = self._text(label, round(height * 0.34), text, True, round(w * 0.66))
            pad_x, pad_y = self._pads(height)
            surface.blit(rank, (pad_x + 1, pad_y + 1))
            # A small suit under the rank too, so a tight fan still shows it.
            mark = symbol(found.shape, max(5, round(w * 0.26)), fill)
            surface.blit(mark, (pad_x + 1, pad_y + rank.get_height() + max(2, height // 25)))
            suit = symbol(found.shape, round(w * 0.5), fill, pattern, darker(fill, 0.3))
            self._centre(surface, suit, w * 0.64, height * (0.56 if wild else 0.7))
            if wild:
                self._wild_band(surface, height, top=0.76, depth=0.18)
            return surface
        mark = symbol(found.shape, max(5, round(height * 0.085)), fill)
        self._corners(surface, self._index_block(label, text, mark, height), height)
        outline = darker(fill, 0.3)
        if card.rank in RANK_LABELS:
            self._court(surface, card.rank, found.shape, fill, pattern, outline, height)
        elif wild:
            # Room for the WILD band under a smaller symbol.
            big = symbol(found.shape, round(w * 0.48), fill, pattern, outline)
            self._centre(surface, big, w / 2, height * 0.4)
        else:
            big = symbol(found.shape, round(w * 0.6), fill, pattern, outline)
            self._centre(surface, big, w / 2, height / 2)
            if colour_blind:
                self._name_tag(surface, found.name, text, height)
        return surface

    def _court(
        self,
        surface: pygame.Surface,
        rank: int,
        shape: str,
        fill: Colour,
        pattern: str,
        outline: Colour,
        height: int,
    ) -> None:
        """Jack, queen and king: a framed panel with a crown over the suit symbol."""
        w = surface.get_width()
        panel = pygame.Rect(0, 0, round(w * 0.52), round(height * 0.66))
        panel.center = (w // 2, height // 2)
        radius = max(2, round(height * 0.03))
        pygame.draw.rect(surface, lighter(fill, 0.88), panel, border_radius=radius)
        pygame.draw.rect(surface, fill, panel, max(1, round(height * 0.008)), radius)
        crown_w = round(panel.width * (0.78 if rank == 13 else 0.66 if rank == 12 else 0.54))
        crown_name = "crown5" if rank == 13 else "crown3"
        crown = symbol(crown_name, crown_w, GOLD, "solid", darker(GOLD, 0.4),
                       height=round(crown_w * 0.72))  # fmt: skip
        self._centre(surface, crown, w / 2, panel.top + panel.height * 0.2)
        big = symbol(shape, round(panel.width * 0.76), fill, pattern, outline)
        self._centre(surface, big, w / 2, panel.top + panel.height * 0.6)
        letter = self._text(RANK_LABELS[rank], max(6, round(height * 0.07)), darker(fill, 0.2))
        self._centre(surface, letter, w / 2, panel.bottom - panel.height * 0.08)

    def _numbered(self, card: Card, game: str, height: int, colour_blind: bool) -> pygame.Surface:
        """Sting and Rumski: a number on its colour's shape, on a tinted panel."""
        found, fill, text = ink(game, card.suit, colour_blind)
        surface = self._panelled(height, lighter(fill, 0.9), fill).copy()
        w = surface.get_width()
        underline = game == "sting" and card.rank in (6, 9)
        mark = symbol(found.shape, max(5, round(height * 0.085)), fill)
        self._corners(
            surface, self._index_block(str(card.rank), text, mark, height, underline), height
        )
        size = round(w * 0.66)
        pattern = found.pattern if colour_blind else "solid"
        big = symbol(found.shape, size, fill, pattern, darker(fill, 0.3))
        self._centre(surface, big, w / 2, height / 2)
        # Where the shape leaves the most room for the number.
        nudge = {"triangle": 0.12, "fat_star": 0.04}.get(found.shape, 0.0)
        px = round(height * (0.19 if found.shape in ("triangle", "fat_star") else 0.24))
        number = self._outlined(str(card.rank), px, WHITE, darker(fill, 0.45), round(size * 0.7))
        cy = height / 2 + size * nudge
        self._centre(surface, number, w / 2, cy)
        if underline:
            line_w = round(number.get_width() * 0.8)
            thick = max(2, round(px * 0.1))
            bar = pygame.Rect(0, 0, line_w, thick)
            bar.midtop = (w // 2, round(cy + number.get_height() / 2 + thick * 0.3))
            pygame.draw.rect(surface, darker(fill, 0.45), bar.inflate(2, 2))
            surface.fill(WHITE, bar)
        if colour_blind:
            self._name_tag(surface, found.name, text, height)
        return surface

    def _name_tag(self, surface: pygame.Surface, name: str, colour: Colour, height: int) -> None:
        """The colour's name (`name`, its catalogue key) under the centre symbol (colour-blind
        faces)."""
        if height < 70:
            return
        w = surface.get_width()
        tag = self._text(tr(name), round(height * 0.06), colour, True, round(w * 0.5))
        self._centre(surface, tag, w / 2, height * 0.83)

    def _wild_band(
        self, surface: pygame.Surface, height: int, top: float = 0.6, depth: float = 0.12
    ) -> None:
        """The sash across a card of the hand's wild rank (CR-5), edge to edge so it shows
        in a fanned hand too."""
        w = surface.get_width()
        band = pygame.Rect(0, round(height * top), w, max(6, round(height * depth)))
        surface.fill(BAND, band)
        line = max(1, round(height * 0.008))
        surface.fill(GOLD, (0, band.top, w, line))
        surface.fill(GOLD, (0, band.bottom - line, w, line))
        word = self._text(
            tr("cards.wild"), round(band.height * 0.62), GOLD_TEXT, True, round(w * 0.6)
        )
        self._centre(surface, word, w / 2, band.centery)
        self._mask_to_card(surface, height)

    def _dark_base(self, height: int) -> pygame.Surface:
        return self._base(height, WILD_FACE, WILD_BORDER).copy()

    def _crowns_joker(self, height: int) -> pygame.Surface:
        surface = self._dark_base(height)
        w = surface.get_width()
        mark = symbol(
            "crown3", max(6, round(height * 0.1)), GOLD, height=max(5, round(height * 0.075))
        )
        self._corners(surface, self._index_block("W", GOLD_TEXT, mark, height), height)
        crown_w = round(w * 0.64)
        crown_h = round(crown_w * 0.8)
        crown = symbol("crown5", crown_w, GOLD, "solid", darker(GOLD, 0.45), height=crown_h)
        top = height * 0.44 - crown_h / 2
        surface.blit(crown, (round((w - crown_w) / 2), round(top)))
        # Five jewels in the suit colours: a joker stands for any card.
        jewel = max(3, round(crown_w * 0.11))
        for i, suit in enumerate("CDHSX"):
            colour = INKS["crowns"][suit].colour
            x = (w - crown_w) / 2 + crown_w * (0.2 + 0.15 * i)
            centre = (round(x), round(top + crown_h * 0.84))
            pygame.draw.circle(surface, WHITE, centre, jewel // 2 + 1)
            pygame.draw.circle(surface, colour, centre, jewel // 2)
        word = self._text(tr("cards.joker"), round(height * 0.08), GOLD_TEXT, True, round(w * 0.46))
        self._centre(surface, word, w / 2, height * 0.72)
        return surface

    def _wild_colours(self, game: str, colour_blind: bool) -> tuple[Colour, ...]:
        return tuple(ink(game, s, colour_blind)[1] for s in INKS[game])

    def _wild_face(self, face: str, game: str, height: int, colour_blind: bool) -> pygame.Surface:
        """Sting's W / W2 / W3 / WS and Rumski's W: dark faces that cannot pass for a number."""
        surface = self._dark_base(height)
        w = surface.get_width()
        colours = self._wild_colours(game, colour_blind)
        small = max(5, round(height * 0.085))
        if face == SUPER:
            mark = symbol("bolt", small, GOLD, "solid", darker(GOLD, 0.5))
            label, label_colour = "S", GOLD_TEXT
        else:
            mark = sectors(colours, small, WILD_FACE)
            label = {DOUBLE: "×2", TRIPLE: "×3"}.get(face, "W")
            label_colour = {DOUBLE: GOLD_TEXT, TRIPLE: (255, 150, 90)}.get(face, WHITE)
        self._corners(surface, self._index_block(label, label_colour, mark, height), height)
        if face == SUPER:
            burst = symbol("burst", round(w * 0.66), GOLD, "solid", darker(GOLD, 0.35))
            self._centre(surface, burst, w / 2, height * 0.4)
            bolt = symbol("bolt", round(w * 0.36), WILD_FACE, "solid", None, False)
            self._centre(surface, bolt, w / 2, height * 0.4)
            words = (tr("cards.super"), tr("cards.sting"))
        else:
            wheel = sectors(colours, round(w * (0.62 if face == JOKER else 0.54)), WILD_FACE)
            self._centre(surface, wheel, w / 2, height * (0.44 if face == JOKER else 0.4))
            word = {JOKER: "cards.wild", DOUBLE: "cards.double", TRIPLE: "cards.triple"}[face]
            words = (tr(word),)
            if face in (DOUBLE, TRIPLE):
                self._badge(surface, "×2" if face == DOUBLE else "×3", face, height)
        self._words(surface, words, GOLD_TEXT if face != JOKER else WHITE, height)
        return surface

    def _badge(self, surface: pygame.Surface, label: str, face: str, height: int) -> None:
        """Sting's multiplier badge: how much a meld holding this wild costs (ST-10)."""
        w = surface.get_width()
        size = round(w * 0.4)
        colour = GOLD if face == DOUBLE else (236, 92, 40)
        disc = symbol("circle", size, colour, "solid", WHITE)
        cx, cy = w * 0.66, height * 0.53
        self._centre(surface, disc, cx, cy)
        text = self._text(label, round(size * 0.5), INK_DARK, True, round(size * 0.8))
        self._centre(surface, text, cx, cy)

    def _action_face(
        self, code: str, icon: str, colour: Colour, words: tuple[str, ...], height: int
    ) -> pygame.Surface:
        """Sting's Pass-A-Pile and Take-It-Back: white cards with a coloured action panel."""
        surface = self._panelled(height, colour, darker(colour, 0.3)).copy()
        w = surface.get_width()
        mark = symbol(icon, max(5, round(height * 0.085)), WHITE)
        self._corners(surface, self._index_block(code, WHITE, mark, height), height)
        disc = symbol("circle", round(w * 0.62), WHITE, "solid", darker(colour, 0.3), False)
        self._centre(surface, disc, w / 2, height * 0.42)
        glyph = symbol(icon, round(w * 0.4), colour, "solid", darker(colour, 0.35))
        self._centre(surface, glyph, w / 2, height * 0.42)
        self._words(surface, words, WHITE, height)
        return surface

    def _words(
        self, surface: pygame.Surface, words: tuple[str, ...], colour: Colour, height: int
    ) -> None:
        """A special card's name under its picture, kept clear of the bottom-right index."""
        w = surface.get_width()
        px = round(height * 0.066)
        top = 0.7 if len(words) > 1 else 0.72
        for i, word in enumerate(words):
            text = self._text(word, px, colour, True, round(w * 0.44))
            self._centre(surface, text, w / 2, height * (top + 0.08 * i))

    # --- back and shadow ------------------------------------------------------------

    BACK_COLOURS = {
        None: (26, 46, 110),
        "crowns": (122, 24, 44),
        "sting": (16, 96, 104),
        "rumski": (26, 46, 110),
    }

    def _draw_back(self, height: int, game: str | None) -> pygame.Surface:
        colour = self.BACK_COLOURS.get(game, self.BACK_COLOURS[None])
        surface = self._base(height, PAPER, BORDER).copy()
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
        self._centre(surface, medallion, w / 2, height / 2)
        crown_w = round(oval.width * 0.62)
        crown = symbol("crown5", crown_w, GOLD, "solid", None, True, round(crown_w * 0.72))
        self._centre(surface, crown, w / 2, height / 2 - oval.height * 0.05)
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
