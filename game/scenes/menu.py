"""The main menu: continue the game in progress, play the game last started at once
(Crowns at first; you and three bots), set up a game, load
a named save, recent games (replays), learn to play, rules, settings, statistics, quit.

Continue is offered for any of the three games whose autosave exists (issue 7): the
button names the game and hand or round, the line under it the seats and when it was
saved. Resuming replays seed + options + actions through the engine (DESIGN.md
boundary 6) and opens that game's own table at the same player's turn.

Keys: the arrows (or Tab, Shift+Tab) move a focus ring over the buttons, Enter or Space
presses the focused one — Continue when there is a game to continue, else the quick
game; Esc asks "Quit Wildmeld?" (`quit_question`).
"""

from __future__ import annotations

import math
import random
from typing import Any

import pygame
import pygame_gui

from game.scenes.base import Scene, push_optional
from game.scenes.focus import FocusRing
from game.scenes.keeper import open_saved
from game.scenes.setup import last_game
from game.store.saves import saved_when, seat_words, stage_words
from game.text import game_name, tr
from game.text.said import said_now
from game.ui import hud
from game.ui.hud import draw_label, draw_message
from game.ui.look import GOLD, INK, INK_SOFT, felt, shadowed_text, wrap
from game.ui.manager import text_scale
from game.ui.seat_places import fit_words
from game.ui.theme import button_height, larger
from game.ui.tooltip import draw_whole_words
from game.window import mouse_pos

# Rows of (key, style); two entries in a row share it side by side.
ROWS = (
    (("quick", "@primary"),),
    (("setup", None), ("load", None)),
    (("learn", None), ("rules", None)),
    (("recent", None), ("stats", None)),
    (("settings", None), ("quit", "@danger")),
)
TAGLINE_AT = 0.44  # of the window height: the middle of the tagline under the title
BUTTONS_AT = 0.475  # ... and the top of the first row of buttons
HEAD_LIFT = 0.1  # of the window height: how far the fan, title and tagline may move up,
# making room for the buttons (the fan's top lies 0.13 of the height down)
ENTRIES = tuple(entry for row in ROWS for entry in row)
SCENES = {  # menu entries that open another part's scene (its name in `destinations`)
    "learn": "learn",
    "rules": "rules",
    "settings": "settings",
    "stats": "stats",
    "recent": "recent",
    "load": "load",
}


def labels(quick_game: str = "crowns") -> dict[str, str]:
    """Each entry's button words; the quick game plays `quick_game`."""
    return {
        "quick": tr("menu.quick", game=game_name(quick_game)),
        "setup": tr("menu.setup"),
        "load": tr("menu.load"),
        "learn": tr("menu.learn"),
        "rules": tr("menu.rules"),
        "recent": tr("menu.recent"),
        "stats": tr("menu.stats"),
        "settings": tr("menu.settings"),
        "quit": tr("menu.quit"),
    }


def quick_seats() -> list[Any]:
    """You and three medium bots."""
    from game.controller import SeatPlan
    from game.scenes.setup import bot_names

    you = SeatPlan(tr("setup.you"), "human")
    return [you] + [SeatPlan(name, "bot", "medium") for name in bot_names()[:3]]


def continue_label(saved: Any) -> str:
    """'Continue — Sting, round 2' for the Continue button."""
    game = game_name(saved.game)
    if saved.hand:
        return tr("menu.continue_at", game=game, stage=stage_words(saved.game, saved.hand))
    return tr("menu.continue", game=game)


def continue_caption(saved: Any) -> str:
    """The line under Continue: who sits where and when it was saved."""
    return " · ".join(part for part in (seat_words(saved), saved_when(saved)) if part)


class MenuScene(Scene):
    """The first screen."""

    def keys_title(self) -> str:
        return tr("menu.keys_title")

    def keys_help(self) -> list[tuple[str, str]]:
        return [
            (tr("keys.arrows_tab"), tr("keys.move_buttons")),
            (tr("keys.enter_space"), tr("keys.press_it")),
            (tr("keys.esc"), tr("menu.keys_quit")),
        ]

    def __init__(self, app: Any):
        super().__init__(app)
        self.buttons: dict[str, Any] = {}
        self.note = ""  # a passing word in the message strip ("Not in this build yet.")
        self.note_left = 0.0
        self.notices: list[str] = []  # files the store refused: shown until dismissed
        self.clock = 0.0
        self.autosaved: Any = None
        # The line under Continue: (words shown, centre, size, its words whole).
        self.caption: tuple[str, tuple[int, int], int, str] | None = None
        self.lift = 0  # px the fan, title and tagline are moved up: the buttons need room
        self.caption_rect: pygame.Rect | None = None  # where the caption was drawn
        self.notice_room: int | None = None  # how tall the notices may lie (None: a third)
        self.ring = FocusRing()  # playing without a mouse

    def enter(self) -> None:
        self.autosaved = self.peek_autosave()
        super().enter()

    def peek_autosave(self) -> Any:
        """The game in progress the store kept, if any (for the Continue button)."""
        from game import rules

        store = getattr(self.app, "store", None)
        if store is None:
            self.show_notices(None)
            return None
        store.settle_autosave()  # a game stopped between its end and the record of it
        saved = store.peek_autosave()
        self.show_notices(store)
        if saved is None or saved.finished or saved.game not in rules.GAME_NAMES:
            return None
        return saved

    def show_notices(self, store: Any) -> None:
        """Each file the store refused (and what the app could not start with), named in
        a panel at the foot of the menu that stays until the player closes it (a click
        or a key)."""
        from_app = getattr(self.app, "notices", [])
        self.notices += from_app + (store.take_notices() if store is not None else [])
        from_app.clear()  # the buttons, built next, make room

    def dismiss_notices(self) -> None:
        """The player has read the notices: the panel goes, the buttons take its room."""
        if self.notices:
            self.notices = []
            self.resize(self.app.size)

    def build_ui(self, size: tuple[int, int]) -> None:
        width, height = size
        words = labels(last_game(self.app))
        rows = [[(key, words[key], style) for key, style in row] for row in ROWS]
        saved = getattr(self, "autosaved", None)
        if saved is not None:
            rows.insert(0, [("continue", continue_label(saved), "@primary")])
            rows[1] = [(key, label, None) for key, label, _ in rows[1]]
        # The buttons share the space under the title; the Continue row has a caption,
        # set clear of the focus ring round Continue and of the one round the row below.
        gap = int(0.014 * height)
        reach = hud.focus_ring_reach(height)
        caption = continue_caption(saved) if saved else ""
        caption_px = self.words_px(caption, int(0.024 * height), width, height)
        line = int(0.9 * width)  # many long names: smaller, at the smallest cut short
        caption_px = hud.fitting_size(caption, caption_px, line, int(0.02 * height))
        shown = fit_words(caption, caption_px, line)
        caption_h = shadowed_text(shown, caption_px, INK_SOFT).get_height() if saved else 0
        captioned = 2 * reach + caption_h - gap if saved else 0
        # Too little room for buttons whose words read (Continue, the store's notices and
        # Large text on a small window): the fan, title and tagline move up (HEAD_LIFT),
        # then the older notices fold into "N more".
        scale = text_scale(size, bool(self.app.settings.get("large_text")))
        least = button_height(scale, "@primary")
        column = captioned + len(rows) * (least + gap) - gap  # the buttons' least height
        self.notice_room = None
        foot = notice_panel(self.notices, size)[0].top if self.notices else int(0.975 * height)
        top = int(BUTTONS_AT * height)
        self.lift = min(int(HEAD_LIFT * height), max(0, top + column + gap - foot))
        top -= self.lift
        if self.notices and top + column + gap > foot:
            self.notice_room = notices_foot(height) - (top + column + gap)
            foot = notice_panel(self.notices, size, self.notice_room)[0].top
        room = foot - gap - top - captioned
        row_width = int(0.62 * height)
        tall = min(max(int(0.065 * height), least), (room + gap) // len(rows) - gap)
        self.buttons = {}
        self.caption = None
        self.ring.set_grid([[key for key, _, _ in row] for row in rows])
        y = top
        for row in rows:
            share = (row_width - gap * (len(row) - 1)) // len(row)
            x = width // 2 - row_width // 2
            for key, label, style in row:
                rect = pygame.Rect(x, y, share, tall)
                object_id = pygame_gui.core.ObjectID(class_id=style) if style else None
                self.buttons[key] = self.add(
                    pygame_gui.elements.UIButton(rect, label, self.app.ui, object_id=object_id)
                )
                x += share + gap
            y += tall + gap
            if row[0][0] == "continue":
                caption_top = y - gap + reach
                centre = (width // 2, caption_top + caption_h // 2)
                self.caption = (shown, centre, caption_px, caption)
                y = caption_top + caption_h + reach

    def words_px(self, words: str, px: int, width: int, height: int) -> int:
        """The size of a line of the menu's own words (the tagline, the line under
        Continue): larger with large text, as far as the line stays on the window and
        the tagline clear of the focus ring round the first button."""
        room = int(2 * (BUTTONS_AT - TAGLINE_AT) * height) - 2 * hud.focus_ring_reach(height)

        def fits(size: int) -> bool:
            line = shadowed_text(words, size, INK_SOFT)
            return line.get_width() <= width * 0.9 and line.get_height() <= room

        return larger(px, bool(self.app.settings.get("large_text")), fits)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            pressed = [key for key, button in self.buttons.items() if button is event.ui_element]
            if pressed:
                self.choose(pressed[0])
        elif self.notices and event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self.dismiss_notices()  # the key or click that closes the notices does no more
        elif event.type == pygame.KEYDOWN:
            self.on_key(event.key, getattr(event, "mod", 0))

    def on_key(self, key: int, mod: int = 0) -> None:
        """Playing without a mouse: arrows and Tab walk the buttons (Shift+Tab back),
        Enter presses; Esc asks whether to quit (`quit_question`)."""
        if key == pygame.K_ESCAPE:
            self.app.open("quit_question", lambda: self.choose("quit"))
            return
        pressed = self.ring.on_key(key, mod)
        if pressed:
            self.choose(pressed)

    @property
    def focused(self) -> str:
        """The key of the button the focus ring is on."""
        return self.ring.focused

    def choose(self, key: str) -> None:
        app = self.app
        self.ring.focus_on(key)  # back from where it leads, the focus is on this button
        self.dismiss_notices()  # pressing a button closes the notices: they have been seen
        if key == "continue":
            self.resume()
        elif key == "quick":
            seed = random.randrange(1_000_000)
            controller = app.new_controller(last_game(app), quick_seats(), seed)
            app.open("table", controller)
        elif key == "setup":
            app.open("setup")
        elif key == "quit":
            app.quit()
        elif not push_optional(app, SCENES[key]):
            self.note = tr("menu.not_built")
            self.note_left = 2.5

    def resume(self) -> None:
        """Continue the autosaved game exactly where it was: the file is read and every
        move replayed by the store first, so a broken save is moved aside with a message
        (never loaded half-way), then the game's own table opens at the same turn."""
        store = getattr(self.app, "store", None)
        loaded = store.load_autosave() if store is not None else None
        if loaded is None:
            if store is not None:
                self.show_notices(store)
            self.autosaved = None
            self.resize(self.app.size)
            return
        try:
            table = open_saved(self.app, loaded.saved)
        except Exception as problem:  # an engine that refuses the old moves
            self.notices.append(tr("menu.restore_failed", problem=problem))
            self.resize(self.app.size)
            return
        self.app.stack.push(table)

    def update(self, dt: float) -> None:
        self.clock += dt
        self.note_left -= dt

    def draw(self, surface: pygame.Surface) -> None:
        width, height = surface.get_size()
        surface.blit(felt((width, height), self.app.settings.get("cloth", "green")), (0, 0))
        up = self.lift  # the fan, title and tagline: moved up where the buttons need room
        self.draw_fan(surface, (width // 2, int(0.2 * height) - up), int(0.17 * height))
        draw_label(
            surface,
            tr("menu.title"),
            int(0.09 * height),
            (width // 2, int(0.36 * height) - up),
            GOLD,
            True,
        )
        tagline = tr("menu.tagline")
        draw_label(
            surface,
            tagline,
            self.words_px(tagline, int(0.028 * height), width, height),
            (width // 2, int(TAGLINE_AT * height) - up),
            INK_SOFT,
        )
        self.ring.draw(surface, self.buttons)
        shown = self.buttons.get("continue")
        if self.caption is not None and shown is not None and shown.alive():  # not alone
            words, centre, px, _ = self.caption
            self.caption_rect = draw_label(surface, words, px, centre, INK_SOFT)
        if self.notices:
            draw_notices(surface, self.notices, self.notice_room)
        elif self.note_left > 0:
            px = int(0.026 * height)
            draw_message(surface, self.note, (width // 2, int(0.95 * height)), px, 255, False)

    def draw_over_widgets(self, surface: pygame.Surface) -> None:
        """The line under Continue, cut short, said whole while the pointer rests on it:
        its tip lies over the Continue button, so it is drawn over the widgets."""
        shown = self.buttons.get("continue")
        if self.caption is None or self.caption_rect is None or not shown or not shown.alive():
            return
        words, _, px, whole = self.caption
        if words != whole:
            draw_whole_words(surface, [(self.caption_rect, whole)], mouse_pos(), px)

    def draw_fan(self, surface: pygame.Surface, centre: tuple[int, int], height: int) -> None:
        """Five Crowns cards fanned above the title, one of each suit, and a joker."""
        from game.rules.crowns import parse_cards

        cards = parse_cards("KX QH W JS 10D 3C")
        faces = self.app.faces
        count = len(cards)
        for index, card in enumerate(cards):
            angle = (index - (count - 1) / 2) * 9
            face = faces.face(card, "crowns", height, wild=card.rank == 3)
            turned = _turned(face, -angle)
            radius = height * 1.6
            x = centre[0] + radius * math.sin(math.radians(angle))
            y = centre[1] + radius - radius * math.cos(math.radians(angle)) + height * 0.1
            rect = turned.get_rect(center=(int(x), int(y)))
            shadow = _turned(faces.shadow(height), -angle)
            surface.blit(shadow, shadow.get_rect(center=(rect.centerx + 3, rect.centery + 6)))
            surface.blit(turned, rect)


def notice_panel(
    notices: list[str], size: tuple[int, int], tallest: int | None = None
) -> tuple[pygame.Rect, int, list]:
    """Where the store's notices go at the foot of the menu: the panel, the text size
    and its rows — each notice on its own rows, wrapped to the panel, then how to close
    it. The newest notices are kept when there are more than a third of the window holds
    (or than a panel `tallest` high holds: the menu's buttons need the rest); the
    newest is always shown whole."""
    width, height = size
    px = max(12, int(0.021 * height))
    line = int(px * 1.35)
    panel_w = min(int(width * 0.92), int(1.6 * height))
    budget = height // 3 if tallest is None else min(height // 3, tallest - px)
    rows: list[tuple[str, bool]] = []  # (words, starts a notice)
    for older in range(len(notices) - 1, -1, -1):
        wrapped = wrap(said_now(notices[older]), px, panel_w - 3 * px)
        below = 2 if older else 1  # how to close them, and "N more" if older ones follow
        if rows and (len(rows) + len(wrapped) + below) * line > budget:
            rows.insert(0, (tr("menu.notices_more", count=older + 1), True))
            break
        rows[:0] = [(words, index == 0) for index, words in enumerate(wrapped)]
    panel = pygame.Rect(0, 0, panel_w, line * (len(rows) + 1) + px)
    panel.midbottom = (width // 2, notices_foot(height))
    return panel, px, rows


def notices_foot(height: int) -> int:
    """Where the notices' panel ends, a little above the window's foot."""
    return height - int(0.015 * height)


def draw_notices(surface: pygame.Surface, notices: list[str], tallest: int | None = None) -> None:
    """The files the store could not use, each named on its own rows, over a panel
    that says how to close it (no taller than `tallest`: `notice_panel`)."""
    panel, px, rows = notice_panel(notices, surface.get_size(), tallest)
    line = int(px * 1.35)
    surface.blit(hud.panel(panel.w, panel.h, (60, 20, 18, 235), px // 2), panel)
    pygame.draw.rect(surface, hud.DANGER, panel, 2, border_radius=px // 2)
    x, y = panel.x + px, panel.y + px // 2
    for words, first in rows:
        if first:
            pygame.draw.circle(surface, hud.DANGER, (x + px // 3, y + line // 2), px // 4)
        hud.draw_text(surface, words, px, INK, (x + px, y), room=panel)
        y += line
    close = tr("menu.notices_close")
    hud.draw_text(surface, close, px, INK_SOFT, (panel.right - px, y), "topright", room=panel)


_TURNED: dict[tuple, pygame.Surface] = {}


def _turned(surface: pygame.Surface, angle: float) -> pygame.Surface:
    key = (id(surface), surface.get_size(), round(angle, 1))
    if key not in _TURNED:
        if len(_TURNED) > 64:
            _TURNED.clear()
        _TURNED[key] = pygame.transform.rotozoom(surface, angle, 1.0)
    return _TURNED[key]
