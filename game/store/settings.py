"""Player settings: their defaults, what each may be, and the settings file.

`SETTINGS` describes every key once (default, allowed values; its label is the
catalogue's `settings.label_<key>`) so the settings scene can build its controls from
it; the languages offered are the ones `game.text` has words for. Reading a file keeps
every good value, resets each bad one to its default with a note, and ignores unknown
keys with a note; a file that is not a settings file at all is moved aside
(files.load_checked).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any

from game.bots import LEVELS
from game.rules import GAME_NAMES, load
from game.rules.engine import resolve_options
from game.store.limits import NAME_LENGTH
from game.store.shape import expect_dict, expect_format
from game.text import LANGUAGES, SYSTEM, tr
from game.text.names import clean_name
from game.text.said import Said

SETTINGS_FORMAT = 1
SETTINGS_KIND = "wildmeld-settings"
SETTINGS_LIMIT = 64 << 10  # 64 KB: the real file is well under 1 KB


@dataclass(frozen=True)
class Setting:
    """One setting as the settings scene shows it. `choices` for a pick-one setting,
    `low`/`high` for a number, neither for on/off; `listed`: a list of `low` to `high`
    of the choices (with no choices, of names: each cleaned as a typed name is). `row`
    False: kept in the file but not offered as a row (the window's place, which the
    window itself remembers; New game's last choices)."""

    key: str
    default: Any
    choices: tuple[str, ...] | None = None
    low: int | None = None
    high: int | None = None
    row: bool = True
    listed: bool = False

    @property
    def label(self) -> str:
        """The setting's name as the settings scene shows it ("Window size")."""
        return tr(self.label_said.key)

    @property
    def label_said(self) -> Said:
        """The setting's name, unsaid (said in the language of the note naming it)."""
        return Said(f"settings.label_{self.key}")

    def check(self, value: Any) -> Any:
        """`value` if this setting may hold it; ValueError saying what it may hold (a
        `Said`, so a note about it can be said again in another language)."""
        if self.default is None and value is None:  # not known or chosen yet
            return None
        if self.key == "new_game_options":
            return _game_options(value)
        if self.listed and self.choices is None:
            if not isinstance(value, list | tuple) or not (
                _whole_in(len(value), self.low, self.high)
                and all(isinstance(v, str) for v in value)
            ):
                raise ValueError(Said("store.setting_names", low=self.low, high=self.high))
            return tuple(clean_name(v, "", longest=NAME_LENGTH) for v in value)
        if self.listed:
            if (
                not isinstance(value, list | tuple)
                or not _whole_in(len(value), self.low, self.high)
                or not all(isinstance(v, str) and v in (self.choices or ()) for v in value)
            ):
                choices = ", ".join(self.choices or ())
                raise ValueError(
                    Said("store.setting_list", low=self.low, high=self.high, choices=choices)
                )
            return tuple(value)
        if isinstance(self.default, bool):
            if not isinstance(value, bool):
                raise ValueError(Said("store.setting_bool"))
        elif self.choices is not None:
            if not isinstance(value, str) or value not in self.choices:
                raise ValueError(Said("store.setting_choice", choices=", ".join(self.choices)))
        elif isinstance(self.default, tuple) or self.key == "window_position":
            if (  # a window size or place: two whole numbers
                not isinstance(value, list | tuple)
                or len(value) != 2
                or not all(_whole_in(v, self.low, self.high) for v in value)
            ):
                raise ValueError(Said("store.setting_pair", low=self.low, high=self.high))
            value = tuple(value)
        elif not _whole_in(value, self.low, self.high):
            raise ValueError(Said("store.setting_whole", low=self.low, high=self.high))
        return value


def _game_options(value: Any) -> dict[str, dict[str, Any]]:
    """New game's last options, by game: each game's as its rules engine takes them
    (`resolve_options`, which fills in any it lacks); ValueError saying what they may be."""
    if not isinstance(value, dict) or not all(
        game in GAME_NAMES and isinstance(options, dict) for game, options in value.items()
    ):
        raise ValueError(Said("store.setting_options", games=", ".join(GAME_NAMES)))
    try:
        return {game: resolve_options(load(game).OPTIONS, given) for game, given in value.items()}
    except ValueError:  # the engine's own words are for developers
        raise ValueError(Said("store.setting_options", games=", ".join(GAME_NAMES))) from None


def _whole_in(value: Any, low: int | None, high: int | None) -> bool:
    if isinstance(value, bool) or not isinstance(value, int):
        return False
    return (low is None or value >= low) and (high is None or value <= high)


SPEEDS = ("slow", "normal", "fast", "instant")
# Who may sit in a New game seat: a person, or a bot of a level New game offers.
SEAT_KINDS = ("human", *(level for level in LEVELS if level != "random"))
MOST_SEATS = 14  # more than any game seats (Crowns: 14, CR-1): a longer list is not ours
CLOTHS = ("green", "blue", "red", "purple", "slate")  # game.ui.theme.CLOTHS (no pygame here)

SETTINGS: dict[str, Setting] = {
    s.key: s
    for s in (
        Setting("window_size", (1280, 800), low=480, high=10000),
        Setting("fullscreen", False),
        # Where the window was, and whether maximized (game.window remembers them).
        Setting("window_position", None, low=-100000, high=100000, row=False),
        Setting("window_maximized", False, row=False),
        Setting("cloth", "green", choices=CLOTHS),
        Setting("card_size", "normal", choices=("small", "normal", "large")),
        Setting("sound_volume", 70, low=0, high=100),
        Setting("mute", False),
        Setting("animation_speed", "normal", choices=SPEEDS),
        Setting("bot_pacing", "normal", choices=("slow", "normal", "fast")),
        Setting("hand_sort", "suit", choices=("suit", "rank", "as-dealt")),
        Setting("colour_blind_faces", False),
        Setting("high_contrast", False),
        Setting("large_text", False),
        Setting("confirm_discard", False),
        Setting("auto_play_turn", False),
        Setting("language", SYSTEM, choices=(SYSTEM, *LANGUAGES)),
        # New game starts from the choices of the last game it started (issue 18): each
        # seat's person or bot level, and the bots' speed; None until then.
        Setting("new_game_seats", None, SEAT_KINDS, 1, MOST_SEATS, row=False, listed=True),
        Setting("new_game_speed", None, choices=SPEEDS, row=False),
        # …and the names typed for its seats ("" where a seat kept the name it was given).
        Setting("new_game_names", None, low=1, high=MOST_SEATS, row=False, listed=True),
        # …and its game (the one the main menu's quick game plays too), each game's
        # options as last chosen, and the games last started with Show bot hands on.
        Setting("last_game", None, choices=GAME_NAMES, row=False),
        Setting("new_game_options", None, row=False),
        Setting("new_game_open_hands", (), GAME_NAMES, 0, len(GAME_NAMES), row=False, listed=True),
    )
}


@dataclass(frozen=True)
class Settings:
    """Every setting's current value (defaults when constructed bare)."""

    window_size: tuple[int, int] = SETTINGS["window_size"].default
    fullscreen: bool = False
    window_position: tuple[int, int] | None = None  # None: centred
    window_maximized: bool = False
    cloth: str = "green"
    card_size: str = "normal"
    sound_volume: int = 70
    mute: bool = False
    animation_speed: str = "normal"
    bot_pacing: str = "normal"
    hand_sort: str = "suit"
    colour_blind_faces: bool = False
    high_contrast: bool = False
    large_text: bool = False
    confirm_discard: bool = False
    auto_play_turn: bool = False  # Rumski: the Hint's move is played for a learner
    language: str = SYSTEM  # the system's language until the player chooses
    new_game_seats: tuple[str, ...] | None = None  # "human" or a bot level, per seat
    new_game_speed: str | None = None
    new_game_names: tuple[str, ...] | None = None  # typed per seat, "" for a given name
    last_game: str | None = None  # the game New game last started
    new_game_options: dict[str, dict[str, Any]] | None = None  # by game: option -> value
    new_game_open_hands: tuple[str, ...] = ()  # the games last started with bot hands shown

    def changed(self, **changes: Any) -> Settings:
        """A copy with `changes` applied; ValueError naming a bad key or value."""
        for key, value in changes.items():
            if key not in SETTINGS:
                raise ValueError(tr("store.no_such_setting", name=repr(key)))
            try:
                changes[key] = SETTINGS[key].check(value)
            except ValueError as error:
                label = SETTINGS[key].label
                problem = error.args[0]
                raise ValueError(
                    tr("store.setting_refused", label=label, problem=problem)
                ) from None
        return dataclasses.replace(self, **changes)


def settings_to_json(settings: Settings) -> dict[str, Any]:
    """The settings file's JSON object."""
    values = dataclasses.asdict(settings)
    values["window_size"] = list(settings.window_size)
    if settings.window_position is not None:
        values["window_position"] = list(settings.window_position)
    return {"format": SETTINGS_FORMAT, "kind": SETTINGS_KIND, **values}


def settings_from_json(data: Any) -> tuple[Settings, list[Said]]:
    """Settings from a file's JSON, and notes on every value reset or key ignored (each
    a `Said`, to be said in the language spoken where it is shown). ValueError if
    `data` is not a settings file at all (or from a newer version)."""
    data = expect_dict(data, tr("store.where_file"))
    expect_format(data, SETTINGS_KIND, SETTINGS_FORMAT)
    values: dict[str, Any] = {}
    notes: list[Said] = []
    for key, value in data.items():
        if key in ("format", "kind"):
            continue
        setting = SETTINGS.get(key)
        if setting is None:
            notes.append(Said("store.unknown_setting", name=repr(key[:40])))
            continue
        try:
            values[key] = setting.check(value)
        except ValueError as error:
            problem = error.args[0]
            notes.append(Said("store.setting_reset", label=setting.label_said, problem=problem))
    return Settings(**values), notes
