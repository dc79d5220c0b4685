"""New-game setup: the game, the seats (each a person or a bot of some level, with a
name), the game's own options from its rules module, bot speed, the seed, and the
"Show bot hands" practice switch (off by default: bots' cards face up for you). It
opens on the game last started here, with the choices made then (`last_game`; the
settings file keeps them).

The seed is random by default and always shown, so a deal can be replayed (each game's deal);
a typed one must be a seed the saves can keep (`game.store.limits.SEEDS`), or the form
says so at the field. Names are as long as the saves keep them (`limits.NAME_LENGTH`).
Options are built from the engine's `OPTIONS`, in the catalogue's words for a player
(`setup.option.<game>.<option>`, `setup.help.<game>.<option>`); the first dealer, which
every game has, is chosen by the players' names as typed. Tab, the arrows, Space and
Enter work the whole form without a mouse (`setup_keys`).
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Iterator, Mapping
from typing import Any

import pygame
import pygame_gui

from game.rules.engine import FIRST_DEALER
from game.scenes.base import Scene
from game.scenes.setup_form import help_px, note_centre, panel_rect, plan_form
from game.scenes.setup_keys import SetupFocus
from game.store.limits import NAME_LENGTH, SEEDS
from game.text import game_name, tr
from game.text.names import clean_name, is_you, untypable
from game.ui.hud import draw_label, draw_text, panel
from game.ui.look import GOLD, INK, INK_SOFT, felt, font, wrap
from game.ui.theme import theme_data

TABLE_GAMES = ("crowns", "sting", "rumski")  # games with a table
KINDS = ("human", "easy", "medium", "hard", "expert")  # a person, or a bot of that level
SPEEDS = ("slow", "normal", "fast", "instant")
GENERAL = ("game", "seats", "speed", "open_hands", "seed")  # the rows every game has
ERROR = (239, 99, 81)  # the colour of what the form refuses


class _GamesByTitle(Mapping[str, str]):
    """The games with a table by the title the game menu shows ("Crowns" -> "crowns"),
    asked of the catalogue each time, so the menu speaks the language chosen now."""

    def _now(self) -> dict[str, str]:
        return {game_name(game): game for game in TABLE_GAMES}

    def __getitem__(self, title: str) -> str:
        return self._now()[title]

    def __iter__(self) -> Iterator[str]:
        return iter(self._now())

    def __len__(self) -> int:
        return len(TABLE_GAMES)


GAMES = _GamesByTitle()


def last_game(app: Any) -> str:
    """The game New game last started (the quick game plays it too); Crowns at first."""
    game = app.settings.get("last_game")
    return game if game in TABLE_GAMES else "crowns"


def bot_names() -> list[str]:
    """The names the seats after yours start with ("Ana", "Bo", …)."""
    return [name.strip() for name in tr("setup.names").split(",")]


def default_names() -> list[str]:
    """Every seat's name until the player types another: you, then the bots."""
    return [tr("setup.you"), *bot_names()]


def kind_labels() -> dict[str, str]:
    """Each KINDS entry as the seat's menu shows it."""
    return {
        "human": tr("setup.human"),
        "easy": tr("setup.bot_easy"),
        "medium": tr("setup.bot_medium"),
        "hard": tr("setup.bot_hard"),
        "expert": tr("setup.bot_expert"),
    }


def speed_labels() -> dict[str, str]:
    """Each bot speed as its menu shows it: in the words Settings shows speeds in."""
    from game.scenes.settings import shown
    from game.store import SETTINGS

    return {speed: shown(SETTINGS["animation_speed"], speed) for speed in SPEEDS}


def general_labels() -> dict[str, str]:
    """The words of the rows every game has."""
    return {
        "game": tr("setup.game"),
        "seats": tr("setup.seats"),
        "speed": tr("setup.bot_speed"),
        "open_hands": tr("setup.open_hands"),
        "seed": tr("setup.seed"),
    }


def yes_no() -> dict[bool, str]:
    return {True: tr("setup.yes"), False: tr("setup.no")}


def choice_of(labels: dict[Any, str], words: str) -> Any:
    """The value whose label a menu shows as `words`."""
    return next(value for value, label in labels.items() if label == words)


def kind_of(kind: str) -> tuple[str, str]:
    """("human", "medium") or ("bot", level) for a KINDS entry."""
    if kind == "human":
        return "human", "medium"
    return "bot", kind


class SetupScene(Scene):
    """Choose seats and options, then start."""

    def keys_title(self) -> str:
        return tr("setup.title")

    def keys_help(self) -> list[tuple[str, str]]:
        return [
            (tr("keys.table.key_tab_shift_tab"), tr("setup.keys_move")),
            (tr("keys.up_down"), tr("setup.keys_move")),
            (tr("keys.left_right_space"), tr("setup.keys_change")),
            (tr("keys.type"), tr("setup.keys_type")),
            (tr("keys.enter"), tr("setup.keys_start")),
            (tr("keys.enter_space"), tr("setup.keys_press")),
            (tr("keys.esc"), tr("setup.keys_back")),
        ]

    def __init__(self, app: Any, game: str | None = None):
        super().__init__(app)
        self.game = game or last_game(app)
        self.module = importlib.import_module(f"game.rules.{self.game}")
        # The seats and bot speed of the last game started here (issue 18), else one
        # person and medium bots.
        remembered = app.settings.get("new_game_seats") or ()
        self.seats_chosen = len(remembered) or 4  # the count last picked: kept where it fits
        self.seat_count = self.fitting_count()
        self.names = default_names()
        # ...and the names typed for them then; a seat given its name keeps today's
        # (You, Ana … in the language spoken now).
        for seat, name in enumerate((app.settings.get("new_game_names") or ())[: len(self.names)]):
            self.names[seat] = name or self.names[seat]
        self.kinds = ["human"] + ["medium"] * (len(self.names) - 1)
        for seat, kind in enumerate(remembered[: len(self.kinds)]):
            self.kinds[seat] = kind if kind in KINDS else "medium"
        self.recall_game()
        self.seed = random.randrange(1_000_000)
        self.seed_text = str(self.seed)
        self.speed = (
            app.settings.get("new_game_speed")
            or app.settings.get("bot_pacing")
            or app.settings.get("speed", "normal")
        )
        self.error = ""
        self.error_at = ""  # the widget the error is about ("seed"), shown beside it
        self.error_rect: pygame.Rect | None = None  # where it was drawn, if beside a field
        self.widgets: dict[str, Any] = {}
        self.headers: list[tuple[str, tuple[int, int]]] = []
        self.rows: dict[str, pygame.Rect] = {}  # each row's label and field, by widget key
        self.fields: dict[str, pygame.Rect] = {}  # where each option's field lies
        self.hovered = ""  # the row under the pointer, explained under the options
        self.auto_named: dict[int, str] = {}  # "Player N" given to a You at a shared table
        self.form: Any = None  # where the widgets lie (`setup_form`)
        self.focus = SetupFocus(self)  # the keyboard's way through the form
        # People first: a bot's name a person gives up goes to the first bot called You.
        for seat in sorted(range(len(self.kinds)), key=lambda seat: self.kinds[seat] != "human"):
            self.name_for_kind(seat)
        self.name_the_people()

    # -- widgets ------------------------------------------------------------------------
    def widget_px(self, size: tuple[int, int]) -> int:
        """The text size of the form's widgets (the theme's, grown with the window)."""
        from game.ui.manager import text_scale

        scale = text_scale(size, bool(self.app.settings.get("large_text")))
        return int(theme_data(text_scale=scale)["drop_down_menu"]["font"]["size"])

    def option_label(self, name: str) -> str:
        """The option `name` of this game as its row names it."""
        return tr(f"setup.option.{self.game}.{name}")

    def explain(self, key: str) -> tuple[str, str]:
        """(label, help line) of the row whose widget is `key`: a row every game has
        ("open_hands") or one of this game's options ("option:target")."""
        if key.startswith("option:"):
            name = key.removeprefix("option:")
            return self.option_label(name), tr(f"setup.help.{self.game}.{name}")
        if key == "seats":
            seats = self.module.SEATS
            words = tr(
                "setup.help.seats", game=game_name(self.game), fewest=seats[0], most=seats[-1]
            )
        else:
            words = tr(f"setup.help.{key}")
        return general_labels()[key], words

    def build_ui(self, size: tuple[int, int]) -> None:
        width, height = size
        manager = self.app.ui
        px = self.widget_px(size)
        options = self.module.OPTIONS
        speeds, yes_or_no, general = speed_labels(), yes_no(), general_labels()
        choices = [*GAMES, *speeds.values(), *yes_or_no.values(), "10000"]
        choices += [str(count) for count in self.module.SEATS]
        for name, option in options.items():
            if name != FIRST_DEALER:  # a long typed name would widen every field
                choices += [words for words, _ in self.option_choices(name, option) or []]
        choices += [tr("setup.random"), *default_names()[: self.seat_count]]  # the dealer
        title = game_name(self.game)
        form = plan_form(
            size,
            px,
            list(general.values()),
            [self.option_label(name) for name in options],
            choices,
            self.seat_count,
            tr("setup.options", game=title),
            list(kind_labels().values()),
        )
        self.form = form
        self.headers = form.headers
        self.widgets = {}
        self.rows = {}
        self.fields = {}

        def label(words: str, rect: pygame.Rect) -> None:
            self.add(pygame_gui.elements.UILabel(rect, words, manager))

        def dropdown(key: str, choices: list[str], chosen: str, rect: pygame.Rect) -> None:
            self.widgets[key] = self.add(
                pygame_gui.elements.UIDropDownMenu(choices, chosen, rect, manager)
            )

        def entry(key: str, words: str, rect: pygame.Rect) -> None:
            line = pygame_gui.elements.UITextEntryLine(rect, manager)
            line.set_text(words)
            self.widgets[key] = self.add(line)

        rows = dict(zip(GENERAL, form.general, strict=True))
        for key, (label_rect, rect) in rows.items():
            label(general[key], label_rect)
            self.rows[key] = label_rect.union(rect)
        dropdown("game", list(GAMES), title, rows["game"][1])
        counts = [str(n) for n in self.module.SEATS]
        dropdown("seats", counts, str(self.seat_count), rows["seats"][1])
        speed = speeds.get(self.speed, self.speed)
        dropdown("speed", list(speeds.values()), speed, rows["speed"][1])
        shown = yes_or_no[self.open_hands]
        dropdown("open_hands", [yes_or_no[False], yes_or_no[True]], shown, rows["open_hands"][1])
        seed = rows["seed"][1]
        entry("seed", self.seed_text, pygame.Rect(seed.x, seed.y, int(seed.w * 0.62), seed.h))
        self.widgets["seed"].set_text_length_limit(len(str(SEEDS[-1])))
        new = pygame.Rect(seed.x + int(seed.w * 0.65), seed.y, seed.w - int(seed.w * 0.65), seed.h)
        self.widgets["new_seed"] = self.add(
            pygame_gui.elements.UIButton(new, tr("setup.new_seed"), manager)
        )
        for (name, option), (label_rect, rect) in zip(options.items(), form.options, strict=True):
            label(self.option_label(name), label_rect)
            self.rows[f"option:{name}"] = label_rect.union(rect)
            self.fields[name] = rect
            if self.option_choices(name, option) is not None:
                self.option_menu(name)
            else:
                entry(f"option:{name}", str(self.options[name]), rect)
                self.show_zero_meaning(name)
        kinds = kind_labels()
        for seat, (name_rect, kind_rect) in enumerate(form.players):
            entry(f"name:{seat}", self.names[seat], name_rect)
            self.widgets[f"name:{seat}"].set_forbidden_characters(list(untypable()))
            dropdown(f"kind:{seat}", list(kinds.values()), kinds[self.kinds[seat]], kind_rect)
        # Start and back.
        u = height
        gap = int(0.012 * u)
        button_width = int(0.3 * u)
        start = pygame.Rect(0, 0, button_width, int(0.065 * u))
        start.midbottom = (width // 2 + button_width // 2 + gap, height - int(0.05 * u))
        back = start.copy()
        back.right = width // 2 - gap
        self.widgets["start"] = self.add(
            pygame_gui.elements.UIButton(
                start,
                tr("setup.start"),
                manager,
                object_id=pygame_gui.core.ObjectID(class_id="@primary"),
            )
        )
        self.widgets["back"] = self.add(
            pygame_gui.elements.UIButton(back, tr("setup.back"), manager)
        )
        self.focus.built()

    def zero_meaning(self, name: str) -> str | None:
        """What 0 means for this game's number option `name`, in the words its empty
        field shows (issue 18): Sting's target "None" (play the rounds), Rumski's "400"
        at four seats (100 points a player); None where 0 is just 0."""
        points = getattr(self.module, "target_score", None)
        try:
            return tr(
                f"setup.zero.{self.game}.{name}",
                points=points(0, self.seat_count) if points else 0,
            )
        except KeyError:
            return None

    def show_zero_meaning(self, name: str) -> None:
        """A number field whose 0 means something else shows that meaning instead of a
        bare 0: it stands empty with the meaning greyed in it; typing a number replaces
        it, and a field left empty means 0."""
        meaning = self.zero_meaning(name)
        widget = self.widgets.get(f"option:{name}")
        if meaning is None or widget is None:
            return
        widget.placeholder_text = meaning
        if str(self.options[name]).strip() in ("0", ""):
            widget.set_text("")
        widget.rebuild()

    def option_menu(self, name: str) -> None:
        """(Re)build the dropdown of the option `name`, showing its value now: again
        whenever its choices change (the first dealer's, as names are typed)."""
        old = self.widgets.pop(f"option:{name}", None)
        if old is not None:
            old.kill()
            self.elements.remove(old)
        choices = self.option_choices(name, self.module.OPTIONS[name]) or []
        chosen = next(text for text, value in choices if value == self.options[name])
        self.widgets[f"option:{name}"] = self.add(
            pygame_gui.elements.UIDropDownMenu(
                [text for text, _ in choices], chosen, self.fields[name], self.app.ui
            )
        )

    def options_help(self) -> list[tuple[str, str]]:
        """(label, help) of the one row the strip under the options explains (issue 18:
        one help text at a time): the row under the pointer; else ("", how to read one).
        What a 0 means is in its field itself (`show_zero_meaning`)."""
        row = self.hovered or self.focus.explained
        if row in self.rows:
            return [self.explain(row)]
        return [("", tr("setup.help.point"))]

    def dealer_choices(self) -> list[tuple[str, int]]:
        """The first dealer's menu (every game has one): Random (-1, the default), then each
        seat by its name as typed; a name two seats share, or one reading "Random", also
        says its seat's number so every choice reads differently."""
        random_words = tr("setup.random")
        names = [self.names[seat] for seat in range(self.seat_count)]
        choices = [(random_words, -1)]
        for seat, name in enumerate(names):
            if names.count(name) > 1 or name == random_words:
                name = tr("setup.dealer_seat", name=name, number=seat + 1)
            choices.append((name, seat))
        return choices

    def option_choices(self, name: str, option: Any) -> list[tuple[str, Any]] | None:
        """Menu choices of an option, or None for a free number."""
        if name == FIRST_DEALER:
            return self.dealer_choices()
        if isinstance(option.default, bool):
            return [(tr("setup.yes"), True), (tr("setup.no"), False)]
        if option.choices is not None:
            return [(str(choice), choice) for choice in option.choices]
        return None

    # -- input --------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.focus.explained = ""  # the pointer's row is explained now
            self.hovered = next(
                (key for key, rect in self.rows.items() if rect.collidepoint(event.pos)), ""
            )
        elif event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED:
            key = self.key_of(event.ui_element)
            if key.startswith("name:"):
                self.read_name(int(key.split(":")[1]))
            elif key == self.error_at:  # being put right: the error beside it goes
                self.error = self.error_at = ""
        elif event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            key = self.key_of(event.ui_element)
            self.focus.go(key)
            self.on_choice(key, event.text)
        elif event.type == pygame_gui.UI_BUTTON_PRESSED:
            key = self.key_of(event.ui_element)
            self.focus.go(key)
            self.press(key)
        elif event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED:
            self.start()  # Enter in a name, seed or number field
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if not self.focus.close_open_menu():
                self.app.stack.pop()
        elif event.type == pygame.KEYDOWN:
            self.focus.on_key(event.key, getattr(event, "mod", 0))

    def press(self, key: str) -> None:
        """What a click on the button `key` does (Enter or Space on it does the same)."""
        if key == "start":
            self.start()
        elif key == "back":
            self.app.stack.pop()
        elif key == "new_seed":
            self.read_fields()
            self.seed = random.randrange(1_000_000)
            self.seed_text = str(self.seed)
            self.widgets["seed"].set_text(self.seed_text)
            if self.error_at == "seed":
                self.error = self.error_at = ""

    def update(self, dt: float) -> None:
        self.focus.follow()

    def key_of(self, element: Any) -> str:
        return next((key for key, widget in self.widgets.items() if widget is element), "")

    def on_choice(self, key: str, chosen: str) -> None:
        self.read_fields()
        if key == "game":
            self.choose_game(GAMES[chosen])
        elif key == "open_hands":
            self.open_hands = chosen == tr("setup.yes")
        elif key == "seats":
            self.seat_count = self.seats_chosen = int(chosen)
            if self.options.get(FIRST_DEALER, -1) >= self.seat_count:
                self.options[FIRST_DEALER] = -1
            self.name_the_people()
            self.resize(self.app.size)
        elif key == "speed":
            self.speed = choice_of(speed_labels(), chosen)
        elif key.startswith("kind:"):
            seat = int(key.split(":")[1])
            self.kinds[seat] = choice_of(kind_labels(), chosen)
            self.name_for_kind(seat)
            self.name_the_people()
        elif key.startswith("option:"):
            name = key.split(":", 1)[1]
            choices = self.option_choices(name, self.module.OPTIONS[name]) or []
            self.options[name] = next(value for text, value in choices if text == chosen)

    def name_for_kind(self, seat: int) -> None:
        """A seat whose name is still the one its old kind was given gets one of its
        new kind (issue 18): a bot still called You (or the "Player N" a shared table
        gave) takes the first bot name no other seat has, so the table never shows a bot
        called You; a person still called by a bot's name (Ana, Bo …, "Bot N") is
        called You, which a shared table reads "Player N" (`name_the_people`). A name
        the player typed stays."""
        name = self.names[seat]
        if kind_of(self.kinds[seat])[0] == "bot":
            if name != tr("setup.you") and self.auto_named.get(seat) != name:
                return
            self.auto_named.pop(seat, None)
            taken = set(self.names[: self.seat_count])
            free = [name for name in bot_names() if name not in taken]
            self.set_name(seat, free[0] if free else tr("setup.bot_seat", number=seat + 1))
        elif name in bot_names() or name == tr("setup.bot_seat", number=seat + 1):
            self.set_name(seat, tr("setup.you"))

    def name_the_people(self) -> None:
        """The name fields show what a shared table will call its people (issue 18):
        with two or more, a seat still called You reads "Player N" (`hot_seat_names`);
        back to one person, a name given so goes back to You."""
        from game.controller import hot_seat_names

        plan = self.plan()
        shared = sum(not seated.is_bot for seated in plan) >= 2
        for seat, seated in enumerate(hot_seat_names(plan)):
            if seated.name != plan[seat].name:
                self.auto_named[seat] = seated.name
                self.set_name(seat, seated.name)
            elif not shared and not seated.is_bot and self.auto_named.get(seat) == seated.name:
                del self.auto_named[seat]
                self.set_name(seat, tr("setup.you"))

    def set_name(self, seat: int, name: str) -> None:
        """Name `seat` `name`, in its field and in the first dealer's menu too."""
        self.names[seat] = name
        widget = self.widgets.get(f"name:{seat}")
        if widget is not None:
            widget.set_text(name)
        self.dealer_names_changed()

    def read_name(self, seat: int) -> None:
        """Keep the name typed for `seat` (its default while the field is empty), and the
        first dealer's menu in step with it."""
        widget = self.widgets.get(f"name:{seat}")
        if widget is None:
            return
        name = clean_name(widget.get_text(), default_names()[seat], longest=NAME_LENGTH)
        if name != self.names[seat]:
            self.names[seat] = name
            self.dealer_names_changed()

    def dealer_names_changed(self) -> None:
        """A seat's name changed: the first dealer's menu (if built) shows it now."""
        if FIRST_DEALER in self.fields and f"option:{FIRST_DEALER}" in self.widgets:
            self.option_menu(FIRST_DEALER)

    def choose_game(self, game: str) -> None:
        """Another game: its own options and practice (as last started), seat counts it
        allows."""
        if game == self.game:
            return
        self.game = game
        self.module = importlib.import_module(f"game.rules.{game}")
        self.seat_count = self.fitting_count()
        self.recall_game()
        self.resize(self.app.size)

    def recall_game(self) -> None:
        """The game's options, and the practice of playing against bots whose hands lie
        face up, as they were when it was last started here."""
        self.options = self.last_options()
        self.open_hands = self.game in (self.app.settings.get("new_game_open_hands") or ())

    def last_options(self) -> dict[str, Any]:
        """This game's options as they were when it was last started here, else their
        defaults; a first dealer the seats now chosen lack draws it again (Random)."""
        remembered = (self.app.settings.get("new_game_options") or {}).get(self.game, {})
        options = {name: option.default for name, option in self.module.OPTIONS.items()}
        options.update((name, value) for name, value in remembered.items() if name in options)
        if options.get(FIRST_DEALER, -1) >= self.seat_count:
            options[FIRST_DEALER] = -1
        return options

    def fitting_count(self) -> int:
        """The seat count last picked, as near as this game allows."""
        seats = self.module.SEATS
        return min(max(self.seats_chosen, min(seats)), max(seats))

    def typed(self, name: str) -> str:
        """What the option `name`'s number field holds now."""
        widget = self.widgets.get(f"option:{name}")
        return widget.get_text().strip() if widget is not None else str(self.options[name])

    def read_fields(self) -> None:
        """Keep what was typed (names, seed, number options) before widgets are rebuilt."""
        for seat in range(self.seat_count):
            self.read_name(seat)
        widget = self.widgets.get("seed")
        if widget is not None:
            self.seed_text = widget.get_text().strip()
        for name, option in self.module.OPTIONS.items():
            if self.option_choices(name, option) is None:
                typed = self.typed(name)
                self.options[name] = "0" if not typed and self.zero_meaning(name) else typed

    def typed_names(self) -> tuple[str, ...]:
        """Each seat's name as New game will offer it next time: the name typed for it, or
        "" where it has the one it was given (You, a bot's name, Player N, Bot N), which
        is given again then, in the language spoken then."""
        given = {*default_names(), *self.auto_named.values()}
        return tuple(
            ""
            if name in given or is_you(name) or name == tr("setup.bot_seat", number=seat + 1)
            else name
            for seat, name in enumerate(self.names[: self.seat_count])
        )

    def typed_seed(self) -> int | None:
        """The seed in the seed field, if it is a whole number the saves can keep
        (`SEEDS`: a game the store would refuse to autosave never starts)."""
        try:
            seed = int(self.seed_text)
        except ValueError:
            return None
        return seed if seed in SEEDS else None

    def plan(self) -> list[Any]:
        from game.controller import SeatPlan

        seats = []
        for seat in range(self.seat_count):
            kind, level = kind_of(self.kinds[seat])
            seats.append(SeatPlan(self.names[seat], kind, level))
        return seats

    def start(self) -> None:
        from game.rules.engine import parse_option_value

        self.read_fields()
        seed = self.typed_seed()
        if seed is None:
            self.error = tr("setup.seed_range", lowest=SEEDS[0], highest=SEEDS[-1])
            self.error_at = "seed"
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
            self.error, self.error_at = str(problem), ""
            return
        from game.scenes.settings import remember

        kinds = tuple(self.kinds[: self.seat_count])
        last = self.app.settings.get("new_game_options") or {}
        shown = set(self.app.settings.get("new_game_open_hands") or ()) - {self.game}
        remember(
            self.app,
            new_game_seats=kinds,
            new_game_speed=self.speed,
            new_game_names=self.typed_names(),
            last_game=self.game,
            new_game_options={**last, self.game: options},
            new_game_open_hands=sorted(shown | ({self.game} if self.open_hands else set())),
        )
        table = self.app.make("table", controller)
        table.open_hands = self.open_hands
        self.app.stack.replace(table)

    # -- drawing ------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        width, height = surface.get_size()
        surface.blit(felt((width, height), self.app.settings.get("cloth", "green")), (0, 0))
        box = panel_rect((width, height))
        surface.blit(panel(box.width, box.height, (10, 26, 18, 200), int(0.02 * height)), box)
        draw_label(
            surface,
            tr("setup.title"),
            int(0.05 * height),
            (width // 2, int(0.085 * height)),
            GOLD,
            True,
        )
        for words, centre in self.headers:
            draw_label(surface, words, int(0.03 * height), centre, INK_SOFT, True)
        self.draw_options_help(surface)
        self.focus.draw(surface)
        players = sum(1 for seat in range(self.seat_count) if self.kinds[seat] == "human")
        if self.seat_count == 1:
            note = tr("setup.solo")
        elif players >= 2:
            note = tr("setup.hot_seat", players=players)
        else:
            note = tr("setup.bots_fill")
        centre = note_centre((width, height))
        draw_label(surface, note, int(0.024 * height), centre, INK_SOFT)
        self.error_rect = None
        field = self.widgets.get(self.error_at)
        if self.error and field is not None:
            self.draw_error_at(surface, field.rect)
        elif self.error:
            error = (width // 2, centre[1] + int(0.034 * height))
            draw_label(surface, self.error, int(0.026 * height), error, ERROR)

    def draw_error_at(self, surface: pygame.Surface, field: pygame.Rect) -> None:
        """The error about one field, ringed in red with the words on a panel just
        under it (kept inside the window)."""
        height = surface.get_height()
        px = int(0.024 * height)
        pygame.draw.rect(surface, ERROR, field.inflate(6, 6), 2, border_radius=6)
        width = font(px).size(self.error)[0] + px
        spot = pygame.Rect(0, 0, width, int(px * 1.8))
        spot.midtop = (field.centerx, field.bottom + int(0.006 * height))
        spot.clamp_ip(surface.get_rect())
        # Opaque: it lies over the options' header while it is shown.
        surface.blit(panel(spot.width, spot.height, (30, 14, 12, 250), spot.height // 2), spot)
        draw_label(surface, self.error, px, spot.center, ERROR)
        self.error_rect = spot

    def draw_options_help(self, surface: pygame.Surface) -> None:
        """What the options mean, each after its name, wrapped into the strip under them
        (set smaller when it needs more lines than the strip holds, never cut)."""
        strip = self.form.help if self.form is not None else None
        explained = self.options_help()
        if not strip or not explained:
            return
        px = help_px(surface.get_height())
        smallest = max(10, int(px * 0.8))
        while True:
            indent, lines = strip_lines(explained, px, strip.width)
            if len(lines) * int(px * 1.3) <= strip.height or px <= smallest:
                break
            px -= 1
        ink = INK if explained[0][0] else INK_SOFT  # the hint to point is softer
        for index, (name, line) in enumerate(lines):
            y = strip.y + index * int(px * 1.3)
            if name:
                draw_text(surface, name, px, GOLD, (strip.x, y), bold=True, room=strip)
            draw_text(surface, line, px, ink, (strip.x + indent, y), room=strip)


def strip_lines(explained: list[tuple[str, str]], px: int, width: int) -> tuple[int, list]:
    """(indent, lines) of the options' explanations in a strip `width` wide at `px`: each
    line its name (on its first line) and its words, set after the widest name."""
    indent = max((font(px, True).size(f"{name}: ")[0] for name, _ in explained if name), default=0)
    lines = []
    for name, words in explained:
        for index, line in enumerate(wrap(words, px, width - indent)):
            lines.append(("" if index or not name else f"{name}:", line))
    return indent, lines
