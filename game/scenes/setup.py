"""New-game setup: the game, the seats (each a person or a bot of some level, with a
name), the game's own options from its rules module, bot speed, the seed, and the
"Show bot hands" practice switch (off by default: bots' cards face up for you).

The seed is random by default and always shown, so a deal can be replayed (CR-6 ruling).
Options are built from the engine's `OPTIONS`, so a new option appears here by itself.
"""

from __future__ import annotations

import importlib
import random
from typing import Any

import pygame
import pygame_gui

from game.scenes.base import Scene
from game.ui.hud import draw_label, panel
from game.ui.look import GOLD, INK_SOFT, felt

GAMES = {"Crowns": "crowns", "Sting": "sting", "Rumski": "rumski"}  # games with a table
KINDS = ("Human", "Bot — easy", "Bot — medium", "Bot — hard")
NAMES = (
    "You",
    "Ana",
    "Bo",
    "Cy",
    "Dee",
    "Eli",
    "Fay",
    "Gus",
    "Hal",
    "Ivy",
    "Jo",
    "Kai",
    "Lu",
    "Mo",
)
SPEEDS = ("slow", "normal", "fast", "instant")


def kind_of(label: str) -> tuple[str, str]:
    """("human", "") or ("bot", level) for a KINDS label."""
    if label == "Human":
        return "human", "medium"
    return "bot", label.split("— ")[-1]


class SetupScene(Scene):
    """Choose seats and options, then start."""

    KEYS_TITLE = "New game"
    KEYS = (("Enter", "start the game as set up"), ("Esc", "back to the menu"))

    def __init__(self, app: Any, game: str = "crowns"):
        super().__init__(app)
        self.game = game
        self.module = importlib.import_module(f"game.rules.{game}")
        self.seat_count = 4
        self.names = list(NAMES)
        self.kinds = ["Human"] + ["Bot — medium"] * (len(NAMES) - 1)
        self.options = {name: option.default for name, option in self.module.OPTIONS.items()}
        self.open_hands = False  # practice: play against bots whose hands lie face up
        self.seed = random.randrange(1_000_000)
        self.seed_text = str(self.seed)
        self.speed = app.settings.get("bot_pacing") or app.settings.get("speed", "normal")
        self.error = ""
        self.widgets: dict[str, Any] = {}
        self.headers: list[tuple[str, int, int]] = []

    # -- widgets ------------------------------------------------------------------------
    def build_ui(self, size: tuple[int, int]) -> None:
        width, height = size
        manager = self.app.ui
        u = height
        # Rows shrink when a game has many options, so every one stays on screen.
        share = 0.54 / (5 + len(self.module.OPTIONS))
        row = int(min(0.052, share * 0.8) * u)
        gap = int(min(0.012, share * 0.2) * u)
        self.widgets = {}
        label_width = int(0.2 * u)
        field = int(0.3 * u)
        columns = 1 if self.seat_count <= 7 else 2
        name_width, kind_width = int(0.2 * u), int(0.27 * u)
        column_width = name_width + kind_width + int(0.05 * u)
        content = label_width + field + int(0.08 * u) + columns * column_width - int(0.05 * u)
        left = (width - content) // 2
        y = int(0.2 * u)
        self.headers = [("Game", left + (label_width + field) // 2, int(0.16 * u))]

        def label(words: str, x: int, y: int, w: int) -> None:
            self.add(pygame_gui.elements.UILabel(pygame.Rect(x, y, w, row), words, manager))

        def dropdown(key: str, choices: list[str], chosen: str, rect: pygame.Rect) -> None:
            self.widgets[key] = self.add(
                pygame_gui.elements.UIDropDownMenu(choices, chosen, rect, manager)
            )

        # Left column: game, seat count, speed, options, seed.
        label("Game", left, y, label_width)
        title = next(name for name, key in GAMES.items() if key == self.game)
        dropdown("game", list(GAMES), title, pygame.Rect(left + label_width, y, field, row))
        y += row + gap
        label("Seats", left, y, label_width)
        counts = [str(n) for n in self.module.SEATS]
        dropdown(
            "seats", counts, str(self.seat_count), pygame.Rect(left + label_width, y, field, row)
        )
        y += row + gap
        label("Bot speed", left, y, label_width)
        dropdown("speed", list(SPEEDS), self.speed, pygame.Rect(left + label_width, y, field, row))
        y += row + gap
        for name, option in self.module.OPTIONS.items():
            label(name.replace("_", " ").capitalize(), left, y, label_width)
            rect = pygame.Rect(left + label_width, y, field, row)
            choices = self.option_choices(name, option)
            if choices is not None:
                chosen = next((text for text, value in choices if value == self.options[name]))
                dropdown(f"option:{name}", [text for text, _ in choices], chosen, rect)
            else:
                entry = pygame_gui.elements.UITextEntryLine(rect, manager)
                entry.set_text(str(self.options[name]))
                self.widgets[f"option:{name}"] = self.add(entry)
            y += row + gap
        label("Show bot hands", left, y, label_width)
        rect = pygame.Rect(left + label_width, y, field, row)
        dropdown("open_hands", ["No", "Yes"], "Yes" if self.open_hands else "No", rect)
        y += row + gap
        label("Seed", left, y, label_width)
        entry = pygame_gui.elements.UITextEntryLine(
            pygame.Rect(left + label_width, y, int(field * 0.62), row), manager
        )
        entry.set_text(str(self.seed))
        self.widgets["seed"] = self.add(entry)
        self.widgets["new_seed"] = self.add(
            pygame_gui.elements.UIButton(
                pygame.Rect(left + label_width + int(field * 0.65), y, int(field * 0.35), row),
                "New",
                manager,
            )
        )
        # Right part: one row per seat, two columns past seven seats.
        seats_left = left + label_width + field + int(0.08 * u)
        self.headers.append(
            ("Players", seats_left + (content - (seats_left - left)) // 2, int(0.16 * u))
        )
        per_column = (self.seat_count + columns - 1) // columns
        for seat in range(self.seat_count):
            column, index = divmod(seat, per_column)
            x = seats_left + column * column_width
            sy = int(0.2 * u) + index * (row + gap)
            entry = pygame_gui.elements.UITextEntryLine(
                pygame.Rect(x, sy, name_width, row), manager
            )
            entry.set_text(self.names[seat])
            self.widgets[f"name:{seat}"] = self.add(entry)
            dropdown(
                f"kind:{seat}",
                list(KINDS),
                self.kinds[seat],
                pygame.Rect(x + name_width + gap // 2, sy, kind_width, row),
            )
        # Start and back.
        button_width = int(0.3 * u)
        start = pygame.Rect(0, 0, button_width, int(0.065 * u))
        start.midbottom = (width // 2 + button_width // 2 + gap, height - int(0.05 * u))
        back = start.copy()
        back.right = width // 2 - gap
        self.widgets["start"] = self.add(
            pygame_gui.elements.UIButton(
                start, "Start", manager, object_id=pygame_gui.core.ObjectID(class_id="@primary")
            )
        )
        self.widgets["back"] = self.add(pygame_gui.elements.UIButton(back, "Back", manager))

    def option_choices(self, name: str, option: Any) -> list[tuple[str, Any]] | None:
        """Menu choices of an option, or None for a free number."""
        if name == "first_dealer":
            return [("Random", -1)] + [
                (f"Seat {seat + 1}", seat) for seat in range(self.seat_count)
            ]
        if isinstance(option.default, bool):
            return [("Yes", True), ("No", False)]
        if option.choices is not None:
            return [(str(choice), choice) for choice in option.choices]
        return None

    # -- input --------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            self.on_choice(self.key_of(event.ui_element), event.text)
        elif event.type == pygame_gui.UI_BUTTON_PRESSED:
            key = self.key_of(event.ui_element)
            if key == "start":
                self.start()
            elif key == "back":
                self.app.stack.pop()
            elif key == "new_seed":
                self.read_fields()
                self.seed = random.randrange(1_000_000)
                self.widgets["seed"].set_text(str(self.seed))
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.stack.pop()
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.start()  # a text field being typed in keeps its Enter to itself

    def key_of(self, element: Any) -> str:
        return next((key for key, widget in self.widgets.items() if widget is element), "")

    def on_choice(self, key: str, chosen: str) -> None:
        self.read_fields()
        if key == "game":
            self.choose_game(GAMES[chosen])
        elif key == "open_hands":
            self.open_hands = chosen == "Yes"
        elif key == "seats":
            self.seat_count = int(chosen)
            if self.options.get("first_dealer", -1) >= self.seat_count:
                self.options["first_dealer"] = -1
            self.resize(self.app.size)
        elif key == "speed":
            self.speed = chosen
        elif key.startswith("kind:"):
            self.kinds[int(key.split(":")[1])] = chosen
        elif key.startswith("option:"):
            name = key.split(":", 1)[1]
            choices = self.option_choices(name, self.module.OPTIONS[name]) or []
            self.options[name] = next(value for text, value in choices if text == chosen)

    def choose_game(self, game: str) -> None:
        """Another game: its own options (at their defaults), seat counts it allows."""
        if game == self.game:
            return
        self.game = game
        self.module = importlib.import_module(f"game.rules.{game}")
        self.options = {name: option.default for name, option in self.module.OPTIONS.items()}
        self.open_hands = False
        seats = self.module.SEATS
        self.seat_count = min(max(self.seat_count, min(seats)), max(seats))
        self.resize(self.app.size)

    def read_fields(self) -> None:
        """Keep what was typed (names, seed, number options) before widgets are rebuilt."""
        for seat in range(self.seat_count):
            widget = self.widgets.get(f"name:{seat}")
            if widget is not None:
                self.names[seat] = widget.get_text().strip()[:16] or NAMES[seat]
        widget = self.widgets.get("seed")
        if widget is not None:
            self.seed_text = widget.get_text().strip()
        for name in self.module.OPTIONS:
            widget = self.widgets.get(f"option:{name}")
            if isinstance(widget, pygame_gui.elements.UITextEntryLine):
                self.options[name] = widget.get_text().strip()

    def plan(self) -> list[Any]:
        from game.controller import SeatPlan

        seats = []
        for seat in range(self.seat_count):
            kind, level = kind_of(self.kinds[seat])
            seats.append(SeatPlan(self.names[seat], kind, level))
        return seats

    def start(self) -> None:
        from game.rules.engine import parse_option_value
        from game.scenes.table import TableScene

        self.read_fields()
        try:
            seed = int(self.seed_text)
        except ValueError:
            self.error = "The seed must be a whole number."
            return
        options = {
            name: parse_option_value(value) if isinstance(value, str) else value
            for name, value in self.options.items()
        }
        try:
            controller = self.app.new_controller(
                self.game, self.plan(), seed, options, pace=self.speed
            )
        except ValueError as problem:
            self.error = str(problem)
            return
        table = TableScene(self.app, controller)
        table.open_hands = self.open_hands
        self.app.stack.replace(table)

    # -- drawing ------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        width, height = surface.get_size()
        surface.blit(felt((width, height), self.app.settings.get("cloth", "green")), (0, 0))
        box = pygame.Rect(0, 0, int(min(width * 0.94, 1.72 * height)), int(0.8 * height))
        box.midtop = (width // 2, int(0.03 * height))
        surface.blit(panel(box.width, box.height, (10, 26, 18, 200), int(0.02 * height)), box)
        draw_label(
            surface, "New game", int(0.05 * height), (width // 2, int(0.085 * height)), GOLD, True
        )
        for words, x, y in self.headers:
            draw_label(surface, words, int(0.03 * height), (x, y), INK_SOFT, True)
        players = sum(1 for seat in range(self.seat_count) if self.kinds[seat] == "Human")
        if self.seat_count == 1:
            note = "Solo practice: go out in as few turns as you can."
        elif players >= 2:
            note = f"Hot-seat: {players} people share this screen; hands stay hidden between turns."
        else:
            note = "Bots fill every seat that is not Human."
        draw_label(surface, note, int(0.024 * height), (width // 2, int(0.78 * height)), INK_SOFT)
        if self.error:
            draw_label(
                surface,
                self.error,
                int(0.026 * height),
                (width // 2, int(0.82 * height)),
                (239, 99, 81),
            )
