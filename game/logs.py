"""The log file: where Wildmeld writes what went wrong, for a player to send and a developer
to read (issue 9, part 6).

The log lives in the platform's per-user log folder (platformdirs), or in `logs/` inside
`WILDMELD_HOME` when that is set (tests, a portable copy), as `wildmeld.log`. It rotates:
past `MAX_BYTES` it becomes `wildmeld.log.1` and the oldest of `BACKUPS` old files goes,
so it never grows without bound. Nothing is written until `start_log()` is called (the
app does so when it starts; the crash screen does so if no one has).
"""

from __future__ import annotations

import logging
import os
from logging.handlers import RotatingFileHandler
from pathlib import Path

from game.store.paths import APP_NAME, HOME_VARIABLE

LOG_NAME = "wildmeld.log"
LOGGER_NAME = "wildmeld"
MAX_BYTES = 1 << 20  # a crash's traceback is a few kilobytes: room for hundreds
BACKUPS = 3
FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"


def log_folder() -> Path:
    """`WILDMELD_HOME`/logs when set, else the platform's per-user log folder."""
    home = os.environ.get(HOME_VARIABLE, "").strip()
    if home:
        return Path(home).expanduser() / "logs"
    import platformdirs  # only here: importing this module stays cheap

    return Path(platformdirs.user_log_dir(APP_NAME, appauthor=False))


def logger() -> logging.Logger:
    """The app's logger (`wildmeld`, and `wildmeld.*` below it)."""
    return logging.getLogger(LOGGER_NAME)


def start_log(folder: Path | None = None) -> Path | None:
    """Send the app's log to the rotating file in `folder` (default `log_folder()`) and
    return the file's path; None if the folder cannot be written (the game plays on).

    Calling it again for the same file changes nothing; for another file, the log moves
    there (one log file at a time)."""
    path = (folder or log_folder()) / LOG_NAME
    log = logger()
    for handler in list(log.handlers):
        if isinstance(handler, RotatingFileHandler):
            if Path(handler.baseFilename) == path.absolute():
                return path
            log.removeHandler(handler)
            handler.close()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handler = RotatingFileHandler(
            path, maxBytes=MAX_BYTES, backupCount=BACKUPS, encoding="utf-8", delay=True
        )
    except OSError:
        return None
    handler.setFormatter(logging.Formatter(FORMAT))
    log.addHandler(handler)
    log.setLevel(logging.INFO)
    return path


def current_log() -> Path | None:
    """The file the log goes to now, if any."""
    for handler in logger().handlers:
        if isinstance(handler, RotatingFileHandler):
            return Path(handler.baseFilename)
    return None
