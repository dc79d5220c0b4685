"""Rules: each game's rules in Wildmeld's own words, scrollable, with pictures of cards.

Opened from the main menu and the pause menu (issue 5 item 2). The pages' blocks live in
`game.scenes.rules_text`, their words in `game.text` (the `rules.` part); this scene lays
them out for the window — text wrapped to the page, cards drawn by `game.ui.cards` — into
one tall page surface per game, size and language, and scrolls a window over it (mouse
wheel, dragging the scroll bar, arrow keys, Page Up/Down, Home/End). Left/Right or the
tabs switch games; Esc or Back returns.
"""

from __future__ import annotations

from typing import Any

import pygame
import pygame_gui

from game.rules.cards import Card
from game.scenes.base import Scene
from game.scenes.rules_text import (
    PAGES,
    TAGLINES,
    Block,
    Cards,
    Heading,
    Item,
    Para,
    Term,
)
from game.text import game_name, language, tr
from game.ui import theme
from game.ui.cards import CardFaces, card_width
from game.ui.felt import felt
from game.ui.look import lines_within

GAMES = tuple(PAGES)
STING_SPECIAL_CODES = {"W", "W2", "W3", "WS", "PP", "TB"}
CROWNS_RANKS = {"J": 11, "Q": 12, "K": 13}


def picture(token: str, game: str) -> tuple[Card, bool]:
    """The card a token in the rules text shows, in the game's notation; a trailing `*`
    marks it as this hand's wild (Crowns)."""
    wild = token.endswith("*")
    token = token.rstrip("*").upper()
    if token in STING_SPECIAL_CODES:
        return Card(face=token), wild
    if game == "crowns":
        rank = token[:-1]
        return Card(token[-1], CROWNS_RANKS.get(rank) or int(rank)), wild
    return Card(token[0], int(token[1:])), wild


class Page:
    """One game's rules laid out at a width: a tall transparent surface to scroll over."""

    def __init__(
        self,
        game: str,
        width: int,
        unit: int,
        faces: CardFaces,
        text_scale: float = 1.0,
        colour_blind: bool = False,
        palette: theme.Palette = theme.PALETTE,
    ) -> None:
        self.game = game
        self.palette = palette
        self.width = width
        self.language = language()  # the words are asked for once, at layout
        body_px = max(13, round(unit * 0.025 * text_scale))
        self.body = theme.font(body_px)
        self.bold = theme.font(body_px, True)
        self.italic = theme.italic_font(max(12, round(body_px * 0.9)))
        self.heading = theme.font(round(body_px * 1.4), True)
        self.title = theme.font(round(body_px * 2.4), True)
        self.card_h = max(48, round(unit * 0.15))
        self.term_h = max(40, round(unit * 0.1))
        self.faces = faces
        self.colour_blind = colour_blind
        self.gap = round(body_px * 0.7)
        self.ops: list[tuple[pygame.Surface, tuple[int, int]]] = []
        self.y = 0
        self._layout(PAGES[game])
        self.surface = pygame.Surface((width, self.y + self.gap * 3), pygame.SRCALPHA)
        for item, position in self.ops:
            self.surface.blit(item, position)

    # -- layout ------------------------------------------------------------------
    def _text_lines(self, text: str, font, colour, x: int, width: int) -> None:
        for line in lines_within(text, font.size, width):
            self.ops.append((font.render(line, True, colour), (x, self.y)))
            self.y += font.get_linesize()

    def _layout(self, blocks: list[Block]) -> None:
        self.ops.append(
            (self.title.render(game_name(self.game), True, self.palette.highlight), (0, self.y))
        )
        self.y += self.title.get_linesize()
        self._text_lines(tr(TAGLINES[self.game]), self.italic, self.palette.text_dim, 0, self.width)
        self.y += self.gap
        for block in blocks:
            if isinstance(block, Heading):
                self.y += self.gap
                self.ops.append(
                    (self.heading.render(tr(block.key), True, self.palette.highlight), (0, self.y))
                )
                self.y += self.heading.get_linesize()
                rule = pygame.Surface((self.width, max(1, self.gap // 6)), pygame.SRCALPHA)
                rule.fill((*self.palette.highlight, 90))
                self.ops.append((rule, (0, self.y)))
                self.y += self.gap
            elif isinstance(block, Para):
                self._text_lines(tr(block.key), self.body, self.palette.text, 0, self.width)
                self.y += self.gap
            elif isinstance(block, Item):
                indent = self.body.size("•  ")[0]
                self.ops.append((self.body.render("•", True, self.palette.highlight), (0, self.y)))
                self._text_lines(
                    tr(block.key), self.body, self.palette.text, indent, self.width - indent
                )
                self.y += self.gap // 2
            elif isinstance(block, Cards):
                self._cards(block)
            elif isinstance(block, Term):
                self._term(block)

    def _face(self, token: str, height: int) -> pygame.Surface:
        card, wild = picture(token, self.game)
        return self.faces.face(card, self.game, height, wild=wild, colour_blind=self.colour_blind)

    def _cards(self, block: Cards) -> None:
        tokens = block.tokens.split()
        h = self.card_h
        w = card_width(h)
        step = min(w + self.gap, (self.width - w) // max(1, len(tokens) - 1) if tokens else w)
        x = self.gap
        self.y += self.gap // 2
        for token in tokens:
            face = self._face(token, h)
            rect = face.get_rect(topleft=(x, self.y))
            shadow_rect = self.faces.shadow_rect(rect)
            self.ops.append((self.faces.shadow(h), shadow_rect.topleft))
            self.ops.append((face, rect.topleft))
            x += step
        self.y += h + self.gap // 2
        if block.caption:
            self._text_lines(
                tr(block.caption), self.italic, self.palette.text_dim, self.gap, self.width
            )
        self.y += self.gap

    def _term(self, block: Term) -> None:
        h = self.term_h
        face = self._face(block.token, h)
        top = self.y
        rect = face.get_rect(topleft=(self.gap, top))
        self.ops.append((self.faces.shadow(h), self.faces.shadow_rect(rect).topleft))
        self.ops.append((face, rect.topleft))
        x = rect.right + self.gap * 2
        self.y = top + max(0, (h - self.bold.get_linesize() * 2) // 2)
        self.ops.append(
            (self.bold.render(tr(block.name), True, self.palette.highlight), (x, self.y))
        )
        self.y += self.bold.get_linesize()
        self._text_lines(tr(block.does), self.body, self.palette.text, x, self.width - x)
        self.y = max(self.y, top + h) + self.gap


def _setting(app: Any, name: str, default: Any = False) -> Any:
    settings = getattr(app, "settings", None)
    if isinstance(settings, dict):
        return settings.get(name, default)
    return getattr(settings, name, default)


def _game_below(app: Any) -> str | None:
    """The game being played under the pause menu, if any."""
    for scene in reversed(getattr(getattr(app, "stack", None), "scenes", [])):
        for holder in (getattr(scene, "controller", None), scene):
            game = getattr(holder, "game", None)
            if isinstance(game, str) and game in PAGES:
                return game
    return None


class RulesScene(Scene):
    """Scrollable rules of Crowns, Sting and Rumski."""

    def keys_title(self) -> str:
        return tr("menu.rules")

    def keys_help(self) -> list[tuple[str, str]]:
        return [
            (tr("rules.keys_pick"), tr("rules.keys_pick_game")),
            (tr("keys.up_down"), tr("rules.keys_line")),
            (tr("rules.keys_page"), tr("rules.keys_scroll_page")),
            (tr("rules.keys_ends"), tr("rules.keys_to_ends")),
            (tr("keys.esc"), tr("keys.back")),
        ]

    def __init__(self, app: Any, game: str | None = None) -> None:
        super().__init__(app)
        self.game = game if game in PAGES else (_game_below(app) or "crowns")
        self.faces = CardFaces()
        self.page: Page | None = None
        self.scroll = 0.0
        self.target = 0.0
        self.dragging: int | None = None  # pointer offset into the thumb while dragging
        self.tabs: dict[str, Any] = {}
        self.back_button: Any = None

    # -- geometry ----------------------------------------------------------------
    def viewport(self, size: tuple[int, int]) -> pygame.Rect:
        """Where the page shows: a column under the tabs, readable width at any window size."""
        width, height = size
        column = min(round(width * 0.86), round(height * 1.25))
        top = round(height * 0.12)
        return pygame.Rect((width - column) // 2, top, column, height - top - round(height * 0.04))

    def inner(self, size: tuple[int, int]) -> pygame.Rect:
        """The part of the viewport the page text is drawn in (inside the panel's margin)."""
        margin = round(size[1] * 0.035)
        view = self.viewport(size)
        return pygame.Rect(view.left + margin, view.top + margin // 2, view.width - 2 * margin,
                           view.height - margin)  # fmt: skip

    def _page_for(self, size: tuple[int, int]) -> Page:
        width = self.inner(size).width
        scale = theme.LARGE_TEXT if _setting(self.app, "large_text") else 1.0
        blind = bool(_setting(self.app, "colour_blind_faces"))
        palette = theme.palette(bool(_setting(self.app, "high_contrast")))
        page = self.page
        if (
            page is None
            or page.game != self.game
            or page.language != language()
            or page.width != width
            or page.colour_blind != blind
            or page.palette != palette
            or page.card_h != max(48, round(size[1] * 0.15))
        ):
            self.faces.clear()
            self.page = page = Page(self.game, width, size[1], self.faces, scale, blind, palette)
        return page

    def max_scroll(self) -> float:
        size = self.app.size
        page = self._page_for(size)
        return max(0.0, page.surface.get_height() - self.inner(size).height)

    def scroll_to(self, target: float, at_once: bool = False) -> None:
        self.target = max(0.0, min(self.max_scroll(), target))
        if at_once:
            self.scroll = self.target

    def scrollbar(self, size: tuple[int, int]) -> tuple[pygame.Rect, pygame.Rect] | None:
        """The track and thumb of the scroll bar, or None when the page fits."""
        view = self.viewport(size)
        page = self._page_for(size)
        total = page.surface.get_height()
        shown = self.inner(size).height
        if total <= shown:
            return None
        bar_w = max(6, size[1] // 90)
        track = pygame.Rect(view.right - bar_w - 6, view.top + 10, bar_w, view.height - 20)
        thumb_h = max(track.height * shown // total, 24)
        span = self.max_scroll() or 1
        y = track.top + round((track.height - thumb_h) * self.scroll / span)
        return track, pygame.Rect(track.left, y, track.width, thumb_h)

    # -- widgets -----------------------------------------------------------------
    def build_ui(self, size: tuple[int, int]) -> None:
        width, height = size
        view = self.viewport(size)
        tab_w, tab_h = round(height * 0.2), round(height * 0.06)
        gap = round(height * 0.012)
        top = round(height * 0.03)
        self.tabs = {}
        for i, game in enumerate(GAMES):
            rect = pygame.Rect(view.left + i * (tab_w + gap), top, tab_w, tab_h)
            style = "@primary" if game == self.game else None
            object_id = pygame_gui.core.ObjectID(class_id=style) if style else None
            self.tabs[game] = self.add(
                pygame_gui.elements.UIButton(
                    rect, game_name(game), self.app.ui, object_id=object_id
                )
            )
        back = pygame.Rect(0, top, round(height * 0.16), tab_h)
        back.right = view.right
        self.back_button = self.add(
            pygame_gui.elements.UIButton(back, tr("rules.back"), self.app.ui)
        )
        self.scroll_to(self.target, at_once=True)

    def show(self, game: str) -> None:
        """Switch to `game`'s rules, from the top."""
        if game == self.game:
            return
        self.game = game
        self.scroll = self.target = 0.0
        self.clear_ui()
        self.build_ui(self.app.size)

    # -- input -------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        size = self.app.size
        line = size[1] * 0.06
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.back_button:
                self.app.stack.pop()
            for game, button in self.tabs.items():
                if event.ui_element is button:
                    self.show(game)
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll_to(self.target - event.y * line * 1.5)
        elif event.type == pygame.KEYDOWN:
            self._key(event.key, line)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            bar = self.scrollbar(size)
            if bar is not None:
                track, thumb = bar
                if thumb.inflate(8, 0).collidepoint(event.pos):
                    self.dragging = event.pos[1] - thumb.top
                elif track.inflate(12, 0).collidepoint(event.pos):
                    page = self.viewport(size).height
                    self.scroll_to(self.target + (page if event.pos[1] > thumb.bottom else -page))
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.dragging = None
        elif event.type == pygame.MOUSEMOTION and self.dragging is not None:
            bar = self.scrollbar(size)
            if bar is not None:
                track, thumb = bar
                free = max(1, track.height - thumb.height)
                fraction = (event.pos[1] - self.dragging - track.top) / free
                self.scroll_to(fraction * self.max_scroll(), at_once=True)

    def _key(self, key: int, line: float) -> None:
        page = self.viewport(self.app.size).height * 0.9
        if key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
            self.app.stack.pop()
        elif key in (pygame.K_LEFT, pygame.K_RIGHT):
            step = 1 if key == pygame.K_RIGHT else -1
            self.show(GAMES[(GAMES.index(self.game) + step) % len(GAMES)])
        elif key in (pygame.K_1, pygame.K_2, pygame.K_3):
            self.show(GAMES[key - pygame.K_1])
        else:
            moves = {
                pygame.K_DOWN: line,
                pygame.K_UP: -line,
                pygame.K_PAGEDOWN: page,
                pygame.K_SPACE: page,
                pygame.K_PAGEUP: -page,
            }
            if key in moves:
                self.scroll_to(self.target + moves[key])
            elif key == pygame.K_HOME:
                self.scroll_to(0)
            elif key == pygame.K_END:
                self.scroll_to(self.max_scroll())

    def update(self, dt: float) -> None:
        # Ease towards the target so wheel steps glide instead of jumping.
        self.scroll += (self.target - self.scroll) * min(1.0, dt * 14)
        if abs(self.target - self.scroll) < 0.5:
            self.scroll = self.target

    def resize(self, size: tuple[int, int]) -> None:
        old = self.max_scroll() or 1
        fraction = self.scroll / old
        super().resize(size)
        self.scroll_to(fraction * self.max_scroll(), at_once=True)

    # -- drawing -----------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        size = surface.get_size()
        surface.blit(felt(size, _setting(self.app, "cloth", "green") or "green"), (0, 0))
        view = self.viewport(size)
        radius = round(size[1] * 0.02)
        panel = pygame.Surface(view.size, pygame.SRCALPHA)
        pygame.draw.rect(panel, theme.palette(bool(_setting(self.app, "high_contrast"))).panel,
                         panel.get_rect(), border_radius=radius)  # fmt: skip
        surface.blit(panel, view.topleft)
        page = self._page_for(size)
        inner = self.inner(size)
        source = pygame.Rect(0, round(self.scroll), inner.width, inner.height)
        source = source.clip(page.surface.get_rect())
        if source.width and source.height:
            visible = page.surface.subsurface(source).copy()
            # Text fades out at an edge with more to read beyond it, instead of being cut.
            fade = self._fade(inner.width, round(size[1] * 0.04))
            if self.scroll > 1:
                visible.blit(fade, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
            if self.scroll < self.max_scroll() - 1:
                bottom = pygame.transform.flip(fade, False, True)
                visible.blit(bottom, (0, visible.get_height() - bottom.get_height()),
                             special_flags=pygame.BLEND_RGBA_MULT)  # fmt: skip
            surface.blit(visible, inner.topleft)
        bar = self.scrollbar(size)
        if bar is not None:
            track, thumb = bar
            rounded = track.width // 2
            trough = pygame.Surface(track.size, pygame.SRCALPHA)
            pygame.draw.rect(trough, (255, 255, 255, 40), trough.get_rect(), border_radius=rounded)
            surface.blit(trough, track.topleft)
            colour = theme.HIGHLIGHT if self.dragging is None else (255, 232, 160)
            pygame.draw.rect(surface, colour, thumb, border_radius=rounded)

    def _fade(self, width: int, height: int) -> pygame.Surface:
        """A mask from transparent (top) to opaque, multiplied into the page's top edge."""
        key = (width, height)
        if getattr(self, "_fade_key", None) != key:
            column = pygame.Surface((1, height), pygame.SRCALPHA)
            for y in range(height):
                column.set_at((0, y), (255, 255, 255, round(255 * y / max(1, height - 1))))
            self._fade_mask = pygame.transform.scale(column, (width, height))
            self._fade_key = key
        return self._fade_mask
