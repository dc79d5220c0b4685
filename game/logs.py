"""The log file: where Wildmeld writes what went wrong, for a player to send and a developer
to read (issue 9, part 6).

The log lives in the platform's per-user log folder (platformdirs), or in `logs/` inside
`WILDMELD_HOME` when that is set (tests, a portable copy), as `wildmeld.log`. It rotates:
past `MAX_BYTES` it becomes `wildmeld.log.1` and the oldest of `BACKUPS` old files goes,
so it never grows without bound. Nothing is written until `start_log()` is called (the
app does so when it starts; the crash screen does so if no one has).

A folder that cannot be written (read-only, full, or `WILDMELD_HOME` naming a file) never
puts Python's "--- Logging error ---" traceback on the console: `start_log` opens the
file before it is used and falls back to a folder under the system's temporary folder,
and a write that fails later is dropped quietly (`QuietFileHandler`) — the game plays
on either way.
"""

from __future__ import annotations

import logging
import tempfile
from logging.handlers import RotatingFileHandler
from pathlib import Path

from game.store.paths import APP_NAME, portable_home

LOG_NAME = "wildmeld.log"
LOGGER_NAME = "wildmeld"
MAX_BYTES = 1 << 20  # a crash's traceback is a few kilobytes: room for hundreds
BACKUPS = 3
FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"


class QuietFileHandler(RotatingFileHandler):
    """The log file's handler: a record that cannot be written (the disk filled, the
    folder turned read-only) is dropped without a word on the console — the log is for
    what went wrong in the game, and the player's terminal is not the place for its own
    troubles."""

    def handleError(self, record: logging.LogRecord) -> None:  # noqa: N802 (logging's name)
        self.failed = getattr(self, "failed", 0) + 1


def log_folder() -> Path:
    """`WILDMELD_HOME`/logs when set (and a folder can be there), else the platform's
    per-user log folder."""
    home = portable_home()
    if home is not None:
        return home / "logs"
    import platformdirs  # only here: importing this module stays cheap

    return Path(platformdirs.user_log_dir(APP_NAME, appauthor=False))


def logger() -> logging.Logger:
    """The app's logger (`wildmeld`, and `wildmeld.*` below it)."""
    return logging.getLogger(LOGGER_NAME)


def fallback_folder() -> Path:
    """Where the log goes when its own folder cannot be written."""
    return Path(tempfile.gettempdir()) / f"{APP_NAME}-logs"


def start_log(folder: Path | None = None) -> Path | None:
    """Send the app's log to the rotating file in `folder` (default `log_folder()`), or,
    if that cannot be written, in `fallback_folder()`; return the file's path, or None if
    neither can be written (the game plays on).

    Calling it again for the same file changes nothing; for another file, the log moves
    there (one log file at a time)."""
    for place in (folder or log_folder(), fallback_folder()):
        path = _start_log_in(place)
        if path is not None:
            return path
    return None


def _start_log_in(folder: Path) -> Path | None:
    path = folder / LOG_NAME
    log = logger()
    for handler in list(log.handlers):
        if isinstance(handler, RotatingFileHandler):
            if Path(handler.baseFilename) == path.absolute():
                return path
            log.removeHandler(handler)
            handler.close()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        # Opened now, not at the first record: a folder that cannot be written is found
        # here, where it can be fallen back from, not mid-game on the console.
        handler = QuietFileHandler(path, maxBytes=MAX_BYTES, backupCount=BACKUPS, encoding="utf-8")
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
