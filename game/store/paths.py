"""Where Wildmeld keeps its files: the user's config folder (settings) and data folder
(saves, statistics, recent games), from platformdirs.

`WILDMELD_HOME` overrides both with one folder (config/ and data/ inside it), for
tests and for a portable copy on a USB stick. Nothing is created until a file is written.
When it names a file (or a place under one), no folder can ever be made there: the
platform's folders are used instead and `home_problem()` says so, naming the file, so
no game is lost to a typo (the store shows it as a notice; the log goes there too).
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from game.text import tr

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
        """`WILDMELD_HOME` when set (and a folder could be there), else the platform's
        per-user folders."""
        home = portable_home()
        if home is not None:
            return cls.inside(home)
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


def home_setting() -> Path | None:
    """The folder `WILDMELD_HOME` asks for, if it is set."""
    home = os.environ.get(HOME_VARIABLE, "").strip()
    return Path(home).expanduser() if home else None


def blocking_file(folder: Path) -> Path | None:
    """The file that stops `folder` from being made: `folder` itself, or the nearest of
    its parents that exists, if that is not a folder. None when nothing blocks it."""
    for place in (folder, *folder.parents):
        try:
            if place.exists():
                return None if place.is_dir() else place
        except OSError:  # not even looked at (no permission): writing will say why
            return None
    return None


def portable_home() -> Path | None:
    """`WILDMELD_HOME` when it is set and a folder is or can be there; else None (the
    platform's folders are used)."""
    home = home_setting()
    return home if home is not None and blocking_file(home) is None else None


def home_problem() -> str | None:
    """What is wrong with `WILDMELD_HOME`, for the player, naming the file in the way;
    None when it is unset or fine."""
    home = home_setting()
    blocker = None if home is None else blocking_file(home)
    if blocker is None:
        return None
    return tr("store.home_is_file", variable=HOME_VARIABLE, home=home, file=blocker)
