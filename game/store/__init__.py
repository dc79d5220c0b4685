"""Settings, saved games, statistics and replays on disk (DESIGN.md boundary 6).

JSON only (never pickle or eval), versioned (`"format": 1`), written atomically, and
every file checked before use: a bad one is moved aside with a message, never loaded
half-way. No pygame here; the settings, stats and replay scenes build on this.

Start with `Store()` (folders from platformdirs, or `WILDMELD_HOME`).
"""

from game.store.codec import SavedGame, Seat, decode_action, decode_game, encode_action, encode_game
from game.store.files import BadFile, StoreError
from game.store.outcomes import Finished, Unsaved
from game.store.paths import StorePaths
from game.store.saves import LoadedGame, SaveEntry, restore
from game.store.settings import SETTINGS, Setting, Settings
from game.store.stats import GameResult, Line, Stats
from game.store.storage import Store

__all__ = [
    "SETTINGS",
    "BadFile",
    "Finished",
    "GameResult",
    "Line",
    "LoadedGame",
    "SaveEntry",
    "SavedGame",
    "Seat",
    "Setting",
    "Settings",
    "Stats",
    "Store",
    "StoreError",
    "StorePaths",
    "Unsaved",
    "decode_action",
    "decode_game",
    "encode_action",
    "encode_game",
    "restore",
]
