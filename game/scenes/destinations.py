"""Every scene the app opens by name: the one registry scenes navigate through.

A scene never imports another scene to open it (nor `game.app`): it asks the app it was
handed — `app.open("pause", table)` pushes a scene, `app.swap("game_over", …)` replaces
the top one, `app.go("menu")` starts the stack again from it, `app.make("table", …)`
only builds it (`Navigator`, which the app is) — and the scene named here is built,
its module imported only then. So the imports of `game/` go downward
(app → scenes → ui, controller, store → bots → rules → text) with no circle through the
app or between two scenes (tests/test_import_cycles.py). Each game's table scene is
picked by `game.scenes.table.TABLE_SCENES` in the same way.
"""

from __future__ import annotations

import importlib
import importlib.util
from typing import Any

# name -> "module:Class"; the scene is built as Class(app, *args, **fields).
SCENES = {
    "menu": "game.scenes.menu:MenuScene",
    "setup": "game.scenes.setup:SetupScene",
    "table": "game.scenes.table:TableScene",
    "cover": "game.scenes.cover:CoverScene",
    "pause": "game.scenes.pause:PauseScene",
    "summary": "game.scenes.summary:SummaryScene",
    "hand_history": "game.scenes.hand_history:HandHistoryScene",
    "game_over": "game.scenes.gameover:GameOverScene",
    "recent": "game.scenes.recent:RecentGamesScene",
    "replay": "game.scenes.replay:ReplayScene",
    "save_as": "game.scenes.slots:SaveAsScene",
    "load": "game.scenes.slots:LoadScene",
    "learn": "game.scenes.learn:LearnScene",
    "rules": "game.scenes.rules:RulesScene",
    "settings": "game.scenes.settings:SettingsScene",
    "stats": "game.scenes.stats:StatsScene",
    "keys": "game.scenes.keys_help:KeysScene",
    "quit_question": "game.scenes.quit_question:QuitQuestionScene",
}


def scene_class(name: str) -> type:
    """The scene class registered as `name` (KeyError for a name that is none's)."""
    module, class_name = SCENES[name].split(":")
    return getattr(importlib.import_module(module), class_name)


def available(name: str) -> bool:
    """Whether this build has the scene called `name`."""
    if name not in SCENES:
        return False
    return importlib.util.find_spec(SCENES[name].split(":")[0]) is not None


def build(app: Any, name: str, *args: Any, **fields: Any) -> Any:
    """The scene called `name`, made for `app`."""
    return scene_class(name)(app, *args, **fields)


class Navigator:
    """Going from scene to scene by name, for an app with a scene `stack` (`game.app.App`
    is one; a test's stand-in app can be one too)."""

    stack: Any

    def make(self, name: str, *args: Any, **fields: Any) -> Any:
        """The scene called `name`, made for this app but not shown yet."""
        return build(self, name, *args, **fields)

    def open(self, name: str, *args: Any, **fields: Any) -> Any:
        """Push the scene called `name` over the current one; returns it."""
        scene = self.make(name, *args, **fields)
        self.stack.push(scene)
        return scene

    def swap(self, name: str, *args: Any, **fields: Any) -> Any:
        """Replace the top scene by the scene called `name`; returns it."""
        scene = self.make(name, *args, **fields)
        self.stack.replace(scene)
        return scene

    def go(self, name: str, *args: Any, **fields: Any) -> Any:
        """Leave every scene and start again from the scene called `name` (quit to the
        menu); returns it."""
        scene = self.make(name, *args, **fields)
        self.stack.reset(scene)
        return scene
