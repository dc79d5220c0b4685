"""Where Wildmeld keeps its files: the user's config folder (settings) and data folder
(saves, statistics, recent games), from platformdirs.

`WILDMELD_HOME` overrides both with one folder (config/ and data/ inside it), for
tests and for a portable copy on a USB stick. Nothing is created until a file is written.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

# The folders' name on every platform; never translated: a renamed folder would lose
# the player's files.
APP_FOLDER = Path("Wildmeld")
APP_NAME = APP_FOLDER.name  # as platformdirs takes it
HOME_VARIABLE = "WILDMELD_HOME"


@dataclass(frozen=True)
class StorePaths:
    """The two folders and the well-known files inside them."""

    config_dir: Path
    data_dir: Path

    @classmethod
    def for_user(cls) -> StorePaths:
        """`WILDMELD_HOME` when set, else the platform's per-user folders."""
        home = os.environ.get(HOME_VARIABLE, "").strip()
        if home:
            return cls.inside(Path(home).expanduser())
        import platformdirs  # only here, so importing the store stays cheap

        return cls(
            config_dir=Path(platformdirs.user_config_dir(APP_NAME, appauthor=False)),
            data_dir=Path(platformdirs.user_data_dir(APP_NAME, appauthor=False)),
        )

    @classmethod
    def inside(cls, folder: Path) -> StorePaths:
        """Both folders under one folder (portable use, tests)."""
        return cls(config_dir=folder / "config", data_dir=folder / "data")

    @property
    def settings_file(self) -> Path:
        return self.config_dir / "settings.json"

    @property
    def autosave_file(self) -> Path:
        return self.data_dir / "autosave.json"

    @property
    def slots_dir(self) -> Path:
        return self.data_dir / "saves"

    @property
    def unfinished_dir(self) -> Path:
        """Games in progress other than the autosave's (a new game was started)."""
        return self.data_dir / "unfinished"

    @property
    def recent_dir(self) -> Path:
        return self.data_dir / "recent"

    @property
    def stats_file(self) -> Path:
        return self.data_dir / "stats.json"

    @property
    def lessons_file(self) -> Path:
        return self.data_dir / "lessons.json"
