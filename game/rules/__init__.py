"""The rules engines: pure Python, no pygame, no I/O, no clock, randomness only from a seed.

Each game module (`crowns`, `sting`, `rumski`) exposes the same surface, described in
`game.rules.engine`. `load(name)` returns a game module by its name.
"""

from __future__ import annotations

import importlib
from types import ModuleType

GAME_NAMES = ("crowns", "sting", "rumski")


def load(name: str) -> ModuleType:
    """The rules module of the game called `name` ('crowns', 'sting' or 'rumski')."""
    if name not in GAME_NAMES:
        raise ValueError(f"unknown game {name!r}: choose one of {', '.join(GAME_NAMES)}")
    return importlib.import_module(f"game.rules.{name}")
