"""Player settings: their defaults, what each may be, and the settings file.

`SETTINGS` describes every key once (label, default, allowed values) so the settings
scene can build its controls from it. Reading a file keeps every good value, resets each
bad one to its default with a note, and ignores unknown keys with a note; a file that
is not a settings file at all is moved aside (files.load_checked).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any

from game.store.shape import expect_dict, expect_format

SETTINGS_FORMAT = 1
SETTINGS_KIND = "wildmeld-settings"
SETTINGS_LIMIT = 64 << 10  # 64 KB: the real file is well under 1 KB


@dataclass(frozen=True)
class Setting:
    """One setting as the settings scene shows it. `choices` for a pick-one setting,
    `low`/`high` for a number, neither for on/off."""

    key: str
    label: str
    default: Any
    choices: tuple[str, ...] | None = None
    low: int | None = None
    high: int | None = None

    def check(self, value: Any) -> Any:
        """`value` if this setting may hold it; ValueError saying what it may hold."""
        if isinstance(self.default, bool):
            if not isinstance(value, bool):
                raise ValueError("should be true or false")
        elif self.choices is not None:
            if not isinstance(value, str) or value not in self.choices:
                raise ValueError(f"should be one of {', '.join(self.choices)}")
        elif isinstance(self.default, tuple):  # a window size: two whole numbers
            if (
                not isinstance(value, list | tuple)
                or len(value) != 2
                or not all(_whole_in(v, self.low, self.high) for v in value)
            ):
                raise ValueError(f"should be two whole numbers from {self.low} to {self.high}")
            value = tuple(value)
        elif not _whole_in(value, self.low, self.high):
            raise ValueError(f"should be a whole number from {self.low} to {self.high}")
        return value


def _whole_in(value: Any, low: int | None, high: int | None) -> bool:
    if isinstance(value, bool) or not isinstance(value, int):
        return False
    return (low is None or value >= low) and (high is None or value <= high)


SPEEDS = ("slow", "normal", "fast", "instant")
CLOTHS = ("green", "blue", "red", "purple", "slate")  # game.ui.theme.CLOTHS (no pygame here)

SETTINGS: dict[str, Setting] = {
    s.key: s
    for s in (
        Setting("window_size", "Window size", (1280, 800), low=480, high=10000),
        Setting("fullscreen", "Full screen", False),
        Setting("cloth", "Table cloth", "green", choices=CLOTHS),
        Setting("card_size", "Card size", "normal", choices=("small", "normal", "large")),
        Setting("sound_volume", "Sound volume", 70, low=0, high=100),
        Setting("mute", "Mute", False),
        Setting("animation_speed", "Animation speed", "normal", choices=SPEEDS),
        Setting("bot_pacing", "Bot pace", "normal", choices=("slow", "normal", "fast")),
        Setting("hand_sort", "Sort hand by", "suit", choices=("suit", "rank", "as-dealt")),
        Setting("colour_blind_faces", "Colour-blind card faces", False),
        Setting("high_contrast", "High contrast", False),
        Setting("large_text", "Large text", False),
        Setting("confirm_discard", "Confirm before discarding", False),
        Setting("auto_play_turn", "Auto-play my turn (Rumski)", False),
        Setting("language", "Language", "en", choices=("en",)),
    )
}


@dataclass(frozen=True)
class Settings:
    """Every setting's current value (defaults when constructed bare)."""

    window_size: tuple[int, int] = SETTINGS["window_size"].default
    fullscreen: bool = False
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
    language: str = "en"

    def changed(self, **changes: Any) -> Settings:
        """A copy with `changes` applied; ValueError naming a bad key or value."""
        for key, value in changes.items():
            if key not in SETTINGS:
                raise ValueError(f"there is no setting called {key!r}")
            try:
                changes[key] = SETTINGS[key].check(value)
            except ValueError as error:
                raise ValueError(f"{SETTINGS[key].label} {error}") from None
        return dataclasses.replace(self, **changes)


def settings_to_json(settings: Settings) -> dict[str, Any]:
    """The settings file's JSON object."""
    values = dataclasses.asdict(settings)
    values["window_size"] = list(settings.window_size)
    return {"format": SETTINGS_FORMAT, "kind": SETTINGS_KIND, **values}


def settings_from_json(data: Any) -> tuple[Settings, list[str]]:
    """Settings from a file's JSON, and notes on every value reset or key ignored.
    ValueError if `data` is not a settings file at all (or from a newer version)."""
    data = expect_dict(data, "the file")
    expect_format(data, SETTINGS_KIND, SETTINGS_FORMAT)
    values: dict[str, Any] = {}
    notes: list[str] = []
    for key, value in data.items():
        if key in ("format", "kind"):
            continue
        setting = SETTINGS.get(key)
        if setting is None:
            notes.append(f"The setting {key[:40]!r} is not known to this version; ignored.")
            continue
        try:
            values[key] = setting.check(value)
        except ValueError as error:
            notes.append(f"{setting.label} {error}; it is back to its default.")
    return Settings(**values), notes
