"""The main menu: play Crowns at once, set up a game, learn to play, rules, settings,
statistics, quit."""

from __future__ import annotations

import math
import random
from typing import Any

import pygame
import pygame_gui

from game.scenes.base import Scene, push_optional
from game.ui.hud import draw_label, draw_message
from game.ui.look import GOLD, INK_SOFT, felt

ENTRIES = (
    ("quick", "Play Crowns — you and 3 bots", "@primary"),
    ("setup", "New game…", None),
    ("learn", "Learn to play", None),
    ("rules", "How to play", None),
    ("settings", "Settings", None),
    ("stats", "Statistics", None),
    ("quit", "Quit", "@danger"),
)
BOT_NAMES = ("Ana", "Bo", "Cy", "Dee", "Eli", "Fay", "Gus", "Hal", "Ivy", "Jo", "Kai", "Lu", "Mo")


def quick_seats() -> list[Any]:
    """You and three medium bots."""
    from game.controller import SeatPlan

    return [SeatPlan("You", "human")] + [SeatPlan(name, "bot", "medium") for name in BOT_NAMES[:3]]


class MenuScene(Scene):
    """The first screen."""

    def __init__(self, app: Any):
        super().__init__(app)
        self.buttons: dict[str, Any] = {}
        self.note = ""
        self.note_left = 0.0
        self.clock = 0.0
        self.autosaved: Any = None

    def enter(self) -> None:
        self.autosaved = self.peek_autosave()
        super().enter()

    def peek_autosave(self) -> Any:
        """The game in progress the store kept, if any (for the Continue button)."""
        store = getattr(self.app, "store", None)
        if store is None:
            return None
        saved = store.peek_autosave()
        if saved is None or saved.finished or saved.game not in ("crowns",):
            return None
        return saved

    def build_ui(self, size: tuple[int, int]) -> None:
        width, height = size
        entries = list(ENTRIES)
        if getattr(self, "autosaved", None) is not None:
            saved = self.autosaved
            label = f"Continue — {saved.game.capitalize()}, hand {saved.hand}"
            entries.insert(0, ("continue", label, "@primary"))
            entries[1] = (entries[1][0], entries[1][1], None)
        # The buttons share the space under the title; more entries, slimmer buttons.
        gap = int(0.014 * height)
        top = int(0.475 * height)
        room = int(0.975 * height) - top
        button_width = int(0.5 * height)
        button_height = min(int(0.065 * height), room // len(entries) - gap)
        self.buttons = {}
        for index, (key, label, style) in enumerate(entries):
            rect = pygame.Rect(0, 0, button_width, button_height)
            rect.midtop = (width // 2, top + index * (button_height + gap))
            object_id = pygame_gui.core.ObjectID(class_id=style) if style else None
            self.buttons[key] = self.add(
                pygame_gui.elements.UIButton(rect, label, self.app.ui, object_id=object_id)
            )

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            for key, button in self.buttons.items():
                if button is event.ui_element:
                    self.choose(key)
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_RETURN:
            self.choose("quick")

    def choose(self, key: str) -> None:
        app = self.app
        if key == "continue":
            self.resume()
        elif key == "quick":
            from game.scenes.table import TableScene

            seed = random.randrange(1_000_000)
            controller = app.new_controller("crowns", quick_seats(), seed)
            app.stack.push(TableScene(app, controller))
        elif key == "setup":
            from game.scenes.setup import SetupScene

            app.stack.push(SetupScene(app))
        elif key == "quit":
            app.quit()
        else:
            module, name = {
                "learn": ("game.scenes.learn", "LearnScene"),
                "rules": ("game.scenes.rules", "RulesScene"),
                "settings": ("game.scenes.settings", "SettingsScene"),
                "stats": ("game.scenes.stats", "StatsScene"),
            }[key]
            if not push_optional(app, module, name):
                self.note = "Not in this build yet."
                self.note_left = 2.5

    def resume(self) -> None:
        """Continue the autosaved game exactly where it was (seed + actions replayed)."""
        from game.controller import SeatPlan
        from game.scenes.table import TableScene

        saved = self.autosaved
        seats = [SeatPlan(seat.name, seat.kind, seat.level or "medium") for seat in saved.seats]
        try:
            controller = self.app.new_controller(
                saved.game, seats, saved.seed, saved.options, actions=saved.actions
            )
        except Exception as problem:  # an engine that refuses the old moves
            self.note = f"The saved game could not be restored: {problem}"
            self.note_left = 4.0
            return
        self.app.stack.push(TableScene(self.app, controller))

    def update(self, dt: float) -> None:
        self.clock += dt
        self.note_left -= dt

    def draw(self, surface: pygame.Surface) -> None:
        width, height = surface.get_size()
        surface.blit(felt((width, height), self.app.settings.get("cloth", "green")), (0, 0))
        self.draw_fan(surface, (width // 2, int(0.2 * height)), int(0.17 * height))
        draw_label(
            surface, "Wildmeld", int(0.09 * height), (width // 2, int(0.36 * height)), GOLD, True
        )
        draw_label(
            surface,
            "Sting · Crowns · Rumski — three rummy games that go wild",
            int(0.028 * height),
            (width // 2, int(0.44 * height)),
            INK_SOFT,
        )
        if self.note_left > 0:
            draw_message(
                surface,
                self.note,
                (width // 2, int(0.95 * height)),
                int(0.026 * height),
                255,
                False,
            )

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


_TURNED: dict[tuple, pygame.Surface] = {}


def _turned(surface: pygame.Surface, angle: float) -> pygame.Surface:
    key = (id(surface), surface.get_size(), round(angle, 1))
    if key not in _TURNED:
        if len(_TURNED) > 64:
            _TURNED.clear()
        _TURNED[key] = pygame.transform.rotozoom(surface, angle, 1.0)
    return _TURNED[key]
