"""The look shared by every scene: colours, the bundled font, table cloths, the pygame_gui theme.

Sizes are chosen by the caller as fractions of the window height (DESIGN.md "Look and feel");
this module only hands out fonts at a pixel size and the palette. The high-contrast and
large-text settings (issue 7) are applied through `palette()` and `ui_manager()`.

Button and label classes in `assets/theme.json` a scene can use with
`pygame_gui.core.ObjectID(class_id=...)`: buttons `@primary` (gold, the main action),
`@danger` (quit, discard confirmations), `@quiet` (borderless); labels `@title`,
`@subtitle`, `@heading`, `@message_strip` (the refused-move reason strip), `@danger_text`;
panels `@clear_panel`. Screens that draw their own buttons (settings, statistics, saved
games, replays) draw them with `button_style()`, read from the same theme, so every button
in the game looks alike.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache

import pygame

from game.assets import asset_path
from game.text import tr

Colour = tuple[int, int, int]

# The large-text setting's scale (issue 7): the widgets' fonts and every drawn word grow by
# it, less only where their room is too short (`larger`).
LARGE_TEXT = 1.25

# The font family every scene and the pygame_gui theme use (SIL Open Font License, see
# assets/fonts/OFL.txt). The theme refers to it by this name.
FONT_NAME = "wildmeld"
FONT_FILES = {
    "regular_path": "NotoSans-Regular.ttf",
    "bold_path": "NotoSans-Bold.ttf",
    "italic_path": "NotoSans-Italic.ttf",
    "bold_italic_path": "NotoSans-BoldItalic.ttf",
}


@dataclass(frozen=True, slots=True)
class Palette:
    """Colours of everything that is not a card face."""

    felt: Colour  # the plain table colour (the felt surface adds light and vignette)
    text: Colour  # text on the felt
    text_dim: Colour  # secondary text: counts, captions
    panel: tuple[int, int, int, int]  # translucent panels behind text on the felt
    highlight: Colour  # selection outline, whose turn it is, the current wild
    glow: Colour  # legal drop targets while dragging
    danger: Colour  # refused moves, invalid melds
    success: Colour  # a valid meld, going out
    shadow: tuple[int, int, int, int]  # card shadows


PALETTE = Palette(
    felt=(22, 92, 52),
    text=(245, 240, 220),
    text_dim=(190, 205, 190),
    panel=(12, 26, 19, 200),
    highlight=(255, 209, 102),
    glow=(126, 231, 255),
    danger=(239, 99, 81),
    success=(129, 220, 122),
    shadow=(0, 0, 0, 110),
)

# High contrast: pure black panels, white text, saturated outlines that stand apart
# from each other for people with low vision.
HIGH_CONTRAST = Palette(
    felt=(10, 48, 26),
    text=(255, 255, 255),
    text_dim=(235, 235, 235),
    panel=(0, 0, 0, 235),
    highlight=(255, 235, 0),
    glow=(0, 229, 255),
    danger=(255, 64, 64),
    success=(64, 255, 96),
    shadow=(0, 0, 0, 150),
)

# Module-level names for the default palette, for code that does not follow the setting.
FELT = PALETTE.felt
TEXT = PALETTE.text
TEXT_DIM = PALETTE.text_dim
PANEL = PALETTE.panel
HIGHLIGHT = PALETTE.highlight
GLOW = PALETTE.glow
DANGER = PALETTE.danger
SUCCESS = PALETTE.success
SHADOW = PALETTE.shadow


def palette(high_contrast: bool = False) -> Palette:
    """The palette for the high-contrast setting (issue 7)."""
    return HIGH_CONTRAST if high_contrast else PALETTE


@dataclass(frozen=True, slots=True)
class Cloth:
    """A table cloth: lit centre colour, edge colour after the vignette, and its name in
    menus (`label`: `name`, a catalogue key, and whether it is the high-contrast felt)."""

    name: str
    centre: Colour
    edge: Colour
    contrast: bool = False

    @property
    def label(self) -> str:
        if self.contrast:
            return tr("cloth.high_contrast", cloth=tr(self.name))
        return tr(self.name)


CLOTHS: dict[str, Cloth] = {
    "green": Cloth("cloth.green", (40, 128, 74), (8, 40, 22)),
    "blue": Cloth("cloth.blue", (38, 84, 140), (8, 20, 44)),
    "red": Cloth("cloth.red", (140, 36, 44), (40, 8, 12)),
    "purple": Cloth("cloth.purple", (92, 52, 128), (26, 12, 40)),
    "slate": Cloth("cloth.slate", (70, 80, 88), (18, 20, 24)),
}
DEFAULT_CLOTH = "green"


def contrast_cloth(cloth: str) -> str:
    """The felt the high-contrast setting lays instead of `cloth`: the same colour, near
    black, so light text and card faces stand out more."""
    return f"{cloth}/contrast"


def _dimmed(cloth: Cloth) -> Cloth:
    def dim(colour: Colour, share: float) -> Colour:
        return (int(colour[0] * share), int(colour[1] * share), int(colour[2] * share))

    return Cloth(cloth.name, dim(cloth.centre, 0.38), dim(cloth.edge, 0.25), contrast=True)


# Every felt that can be drawn: the cloths a player chooses and their high-contrast ones.
FELTS: dict[str, Cloth] = {
    **CLOTHS,
    **{contrast_cloth(key): _dimmed(cloth) for key, cloth in CLOTHS.items()},
}


_fonts: dict[tuple[int, str], pygame.font.Font] = {}


def _clear_fonts() -> None:
    _fonts.clear()


def _load(px: int, style: str) -> pygame.font.Font:
    key = (max(1, int(px)), style)
    loaded = _fonts.get(key)
    if loaded is None:
        if not pygame.font.get_init():
            pygame.font.init()
        if not _fonts:
            # Fonts die with pygame.quit(); forget them then, so a restarted pygame (a new
            # app in the same process, the tests) loads fresh ones.
            pygame.register_quit(_clear_fonts)
        path = asset_path("fonts", FONT_FILES[style])
        loaded = _fonts[key] = pygame.font.Font(str(path), key[0])
    return loaded


def font(px: int, bold: bool = False) -> pygame.font.Font:
    """The bundled font at `px` pixels (cached; pygame.font is started if needed)."""
    return _load(px, "bold_path" if bold else "regular_path")


def italic_font(px: int) -> pygame.font.Font:
    """The bundled italic font at `px` pixels (cached)."""
    return _load(px, "italic_path")


# Callers that clear caches after restarting pygame (game.ui.look) call these.
font.cache_clear = _clear_fonts  # type: ignore[attr-defined]
italic_font.cache_clear = _clear_fonts  # type: ignore[attr-defined]


def larger(px: int, large_text: bool, fits: Callable[[int], bool] = lambda px: True) -> int:
    """The size `px` words are drawn at: `LARGE_TEXT` times larger with the large-text
    setting on, or as much larger as `fits(size)` allows (it says whether the words
    still lie inside their room at that size); never smaller than `px`."""
    if not large_text:
        return px
    grown = int(px * LARGE_TEXT)
    while grown > px and not fits(grown):
        grown -= 1
    return grown


def theme_data(high_contrast: bool = False, text_scale: float = 1.0) -> dict:
    """`assets/theme.json` ready for pygame_gui: absolute font paths filled in, font sizes
    scaled for the large-text setting, colours hardened for the high-contrast setting."""
    data = copy.deepcopy(_theme_file())
    paths = {key: str(asset_path("fonts", name)) for key, name in FONT_FILES.items()}
    for block in data.values():
        font_block = block.get("font") if isinstance(block, dict) else None
        if not font_block or font_block.get("name") != FONT_NAME:
            continue
        font_block.update(paths)
        if text_scale != 1.0:
            font_block["size"] = str(round(int(font_block["size"]) * text_scale))
    if high_contrast:
        colours = data["defaults"]["colours"]
        colours.update(
            {
                "normal_bg": "#000000",
                "dark_bg": "#000000f0",
                "normal_text": "#ffffff",
                "hovered_bg": "#333300",
                "hovered_text": "#ffff00",
                "normal_border": "#ffffff",
                "hovered_border": "#ffff00",
            }
        )
    return data


@cache
def _theme_file() -> dict:
    with open(asset_path("theme.json"), encoding="utf-8") as file:
        return json.load(file)


@dataclass(frozen=True, slots=True)
class ButtonStyle:
    """How the theme draws a button (`button` in `assets/theme.json`, with a class such as
    `@primary` over it): for a screen that draws its own buttons to look like a UIButton."""

    fill: pygame.Color
    hovered_fill: pygame.Color
    text: pygame.Color
    hovered_text: pygame.Color
    border: pygame.Color
    hovered_border: pygame.Color
    disabled_fill: pygame.Color  # a button that can do nothing now, as a disabled UIButton
    disabled_text: pygame.Color
    disabled_border: pygame.Color
    border_width: int
    shadow_width: int  # pygame_gui keeps a shadow this wide inside the button's rect
    corner_radius: int
    padding: int  # room left of and right of the words
    font_px: int
    bold: bool


@cache
def button_style(
    high_contrast: bool = False, text_scale: float = 1.0, class_id: str | None = None
) -> ButtonStyle:
    """The theme's button, as pygame_gui draws a UIButton with `class_id` (None: plain)."""
    data = theme_data(high_contrast, text_scale)
    button = data["button"]
    chosen = data[class_id] if class_id else {}
    colours = {**data["defaults"]["colours"], **button.get("colours", {})}
    colours.update(chosen.get("colours", {}))
    misc = {**data.get(button.get("prototype", ""), {}).get("misc", {}), **button.get("misc", {})}
    misc.update(chosen.get("misc", {}))
    font_block = {**button["font"], **chosen.get("font", {})}
    return ButtonStyle(
        fill=pygame.Color(colours["normal_bg"]),
        hovered_fill=pygame.Color(colours["hovered_bg"]),
        text=pygame.Color(colours["normal_text"]),
        hovered_text=pygame.Color(colours["hovered_text"]),
        border=pygame.Color(colours["normal_border"]),
        hovered_border=pygame.Color(colours["hovered_border"]),
        disabled_fill=pygame.Color(colours["disabled_bg"]),
        disabled_text=pygame.Color(colours["disabled_text"]),
        disabled_border=pygame.Color(colours["disabled_border"]),
        border_width=int(misc.get("border_width", 1)),
        shadow_width=int(misc.get("shadow_width", 0)),
        corner_radius=int(misc.get("shape_corner_radius", 0)),
        padding=int(misc.get("text_horiz_alignment_padding", 0)),
        font_px=int(font_block["size"]),
        bold=font_block.get("bold") == "1",
    )


def button_width(words: str, text_scale: float = 1.0, class_id: str | None = None) -> int:
    """How wide a UIButton must be to show `words` whole in the theme's font at
    `text_scale` (pygame_gui clips what does not fit)."""
    style = button_style(False, text_scale, class_id)
    inside = 2 * (style.padding + style.border_width + style.shadow_width)
    return font(style.font_px, style.bold).size(words)[0] + inside


def button_height(text_scale: float = 1.0, class_id: str | None = None) -> int:
    """How tall a UIButton must be for its words to read at `text_scale`: their line, a
    sixth of the text size above and below it, and the frame (border and shadow)."""
    style = button_style(False, text_scale, class_id)
    frame = 2 * (style.border_width + style.shadow_width)
    return font(style.font_px, style.bold).get_height() + 2 * (style.font_px // 6) + frame


def button_words(
    words: str, width: int, text_scale: float = 1.0, class_id: str | None = None
) -> tuple[str, str | None]:
    """The words a UIButton `width` px wide shows, and its tooltip: `words` whole and
    none where they fit; else cut short with an ellipsis, the tooltip saying them whole
    (a long label in a longer language, issue 20)."""
    if button_width(words, text_scale, class_id) <= width:
        return words, None
    shown = words
    while shown and button_width(shown.rstrip() + "…", text_scale, class_id) > width:
        shown = shown[:-1]
    return shown.rstrip() + "…", words


def ui_manager(size: tuple[int, int], high_contrast: bool = False, text_scale: float = 1.0):
    """A pygame_gui UIManager for a window of `size` with the Wildmeld theme and font."""
    import pygame_gui

    manager = pygame_gui.UIManager(size, theme_data(high_contrast, text_scale))
    manager.add_font_paths(FONT_NAME, *(str(asset_path("fonts", n)) for n in FONT_FILES.values()))
    return manager
