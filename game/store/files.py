"""Reading and writing the store's JSON files safely.

* `write_json_atomic`: the new text goes to a temporary file in the same folder, is
  flushed and fsynced, then `os.replace`d over the old file — a crash or power cut at
  any moment leaves either the old file or the new one, never half of each.
* `load_checked`: a file is read with a size limit (checked before reading), decoded as
  strict UTF-8, parsed as JSON (no NaN/Infinity, no duplicate keys) and handed to a
  checker; anything wrong and the file is moved aside as `NAME.corrupt-<time>.json`
  and `BadFile` says which file, what was wrong and where it went. Nothing read from
  disk is ever unpickled or evaluated.
"""

from __future__ import annotations

import json
import math
import os
import tempfile
import time
from collections.abc import Callable
from contextlib import suppress
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, TypeVar

from game.store.shape import REASON_LENGTH, fit_words
from game.text import tr
from game.text.said import Said

T = TypeVar("T")

ASIDE_MARK = "corrupt"  # a bad file becomes settings.corrupt-20261122T023000Z.json
MAX_DIGITS = 30  # no number in our files is longer; parsing a 1 MB one would be slow
STALE_SECONDS = 3600  # a temporary file this old was left by a crash, not a write in flight


class StoreError(Exception):
    """A file the store could not read or write. `message` is for the player: short, and
    fit to draw whatever the file or its name held (`shape.fit_words`); `said`, when it
    was given unsaid, says it again in another language."""

    def __init__(self, message: str | Said, path: Path):
        self.said = message if isinstance(message, Said) else None
        message = fit_words(message.worded(tr) if isinstance(message, Said) else message)
        super().__init__(message)
        self.message = message
        self.path = path


class BadFile(StoreError):
    """A file that was refused: `reason` says why, `moved_to` where it was put aside
    (None when it was left in place, e.g. a file the player chose to import)."""

    def __init__(self, what: str | Said, path: Path, reason: str, moved_to: Path | None):
        reason = fit_words(reason, REASON_LENGTH).rstrip(". ")
        if moved_to is None:
            message = Said("store.bad_file", what=what, name=path.name, reason=reason)
        else:
            message = Said(
                "store.bad_file_moved",
                what=what,
                name=path.name,
                reason=reason,
                aside=moved_to.name,
                folder=moved_to.parent,
            )
        super().__init__(message, path)
        self.what = what
        self.reason = reason
        self.moved_to = moved_to


def write_json_atomic(path: Path, data: Any) -> None:
    """Write `data` as JSON to `path` so that the old file survives any crash mid-write.

    Raises OSError (disk full, no permission) with the old file untouched and no
    temporary file left behind.
    """
    text = json.dumps(data, ensure_ascii=False, indent=1, allow_nan=False) + "\n"
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(handle, "wb") as stream:
            stream.write(text.encode("utf-8"))
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temporary, path)
    except BaseException:
        with suppress(OSError):
            os.unlink(temporary)
        raise
    _sync_folder(path.parent)


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable (POSIX); Windows has no folder handles to sync."""
    if os.name != "posix":
        return
    with suppress(OSError):
        handle = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(handle)
        finally:
            os.close(handle)


def sweep_temporary(folder: Path, now: float | None = None) -> int:
    """Delete temporary files an interrupted `write_json_atomic` left in `folder` (only
    old ones: another running copy of the game may be writing right now). Returns how
    many were removed."""
    removed = 0
    now = time.time() if now is None else now
    with suppress(OSError):
        for path in folder.glob(".*.tmp"):
            with suppress(OSError):
                if now - path.stat().st_mtime > STALE_SECONDS:
                    path.unlink()
                    removed += 1
    return removed


def read_json(path: Path, max_bytes: int) -> Any:
    """The JSON value in `path`. Raises FileNotFoundError if there is none, OSError if it
    cannot be read, ValueError (a sentence for the player) if it is not acceptable JSON."""
    size = path.stat().st_size
    if not path.is_file():
        raise ValueError(tr("store.not_regular"))
    if size > max_bytes:  # refused before reading a byte of it
        limit = _size_words(max_bytes)
        raise ValueError(tr("store.too_big", size=_size_words(size), limit=limit))
    with open(path, "rb") as stream:
        raw = stream.read(max_bytes + 1)
    if len(raw) > max_bytes:  # it grew while we looked
        raise ValueError(tr("store.grew", limit=_size_words(max_bytes)))
    try:
        text = raw.decode("utf-8-sig")  # a BOM from a Windows editor is harmless
    except UnicodeDecodeError as error:
        raise ValueError(tr("store.not_utf8", position=error.start)) from None
    if not text.strip():
        raise ValueError(tr("store.empty"))
    try:
        return json.loads(
            text,
            parse_constant=_refuse_constant,
            parse_float=_finite_float,
            parse_int=_short_int,
            object_pairs_hook=_unique_keys,
        )
    except json.JSONDecodeError as error:
        if error.pos >= len(text.rstrip()):
            raise ValueError(tr("store.cut_short")) from None
        raise ValueError(
            tr("store.not_json", problem=error.msg, line=error.lineno, column=error.colno)
        ) from None
    except RecursionError:
        raise ValueError(tr("store.too_deep")) from None


def _refuse_constant(name: str) -> Any:
    raise ValueError(tr("store.not_our_number", name=name))


def _finite_float(text: str) -> float:
    number = float(text)
    if not math.isfinite(number):
        raise ValueError(tr("store.number_too_large", number=text[:20]))
    return number


def _short_int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_DIGITS:
        raise ValueError(tr("store.number_too_long", digits=len(text)))
    return int(text)


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    result: dict[str, Any] = {}
    for key, value in pairs:
        if key in result:
            raise ValueError(tr("store.key_twice", name=repr(key[:40])))
        result[key] = value
    return result


def _size_words(size: int) -> str:
    if size >= 1 << 20:
        return tr("store.size_mb", size=f"{size / (1 << 20):.1f}")
    if size >= 1 << 10:
        return tr("store.size_kb", size=f"{size / (1 << 10):.1f}")
    return tr("store.size_bytes", size=size)


def aside_name(path: Path, now: datetime | None = None) -> Path:
    """A free name beside `path` to move a bad file to: NAME.corrupt-<UTC time>.json."""
    stamp = (now or datetime.now(UTC)).strftime("%Y%m%dT%H%M%SZ")
    candidate = path.with_name(f"{path.stem}.{ASIDE_MARK}-{stamp}{path.suffix}")
    number = 2
    while candidate.exists():
        candidate = path.with_name(f"{path.stem}.{ASIDE_MARK}-{stamp}-{number}{path.suffix}")
        number += 1
    return candidate


def is_aside(path: Path) -> bool:
    """True for a file this module moved aside (so listings can skip it)."""
    return f".{ASIDE_MARK}-" in path.name


def move_aside(path: Path, now: datetime | None = None) -> Path | None:
    """Rename a bad file out of the way; None if even that failed (it stays in place)."""
    target = aside_name(path, now)
    try:
        os.replace(path, target)
    except OSError:
        return None
    return target


def load_checked(
    path: Path,
    what: str | Said,
    check: Callable[[Any], T],
    *,
    max_bytes: int,
    move_bad: bool = True,
    now: datetime | None = None,
) -> T | None:
    """Read `path`, parse it, and return `check(data)`; None when there is no such file.

    `check` raises ValueError with a sentence for the player when the data has the wrong
    shape. A refused file is moved aside (unless `move_bad` is False) and `BadFile` is
    raised; a file that cannot be read at all (no permission) raises `StoreError` and
    is left where it is.
    """
    try:
        data = read_json(path, max_bytes)
        return check(data)
    except FileNotFoundError:
        return None
    except (ValueError, RecursionError) as error:
        reason = str(error) if isinstance(error, ValueError) else tr("store.nested")
        moved_to = move_aside(path, now) if move_bad else None
        raise BadFile(what, path, reason, moved_to) from None
    except OSError as error:
        problem = error.strerror or error
        raise StoreError(
            Said("store.cannot_read", what=what, name=path.name, problem=problem), path
        ) from None
