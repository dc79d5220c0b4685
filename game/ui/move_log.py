"""The move log's lines and the "Why?" behind a bot's move (issue 10).

A `LogLine` is the plain sentence the log always showed (it is a `str`, so every
table and test that reads the log as text keeps working) plus the reason the bot
gave for that move. A sentence too long for the log goes on over a second row
rather than being cut. A line with a reason ends in "· Why?"; a click opens it, and
the reason appears under it, wrapped to the log's width. `shown_rows` (over `log_rows`)
is the one place that decides what rows the log shows, so drawing and clicking agree,
and the rows never run out of the log's rect.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.text import tr
from game.ui.look import text, wrap


def why_mark() -> str:
    """What ends a bot's line in the log, offering its reason: "  · Why?"."""
    return tr("log.why_mark")


class LogLine(str):
    """A log sentence; `why` is the bot's reason for the move ("" for a person's).
    `event` and `reason`, where the table gives them, are what the words were said of
    (the engine's event, the bot's reason unsaid), so the line can be said again in
    another language (`TableScene.follow_language`)."""

    why: str
    open: bool
    event: Any
    reason: Any

    def __new__(cls, words: str, why: str = "", event: Any = None, reason: Any = None) -> LogLine:
        line = super().__new__(cls, words)
        line.why = why
        line.open = False
        line.event = event
        line.reason = reason
        return line


def log_rows(lines: Sequence[str], count: int, px: int, width: int) -> list[tuple[str, str, Any]]:
    """The rows shown for the last `count` lines: (words, kind, LogLine or None).

    A sentence too long for `width` pixels goes on over more rows ("line", then
    "more"), never cut short; a bot's line ends in "· Why?", and once opened is
    followed by its reason ("why" rows), wrapped the same way.
    """
    rows: list[tuple[str, str, Any]] = []
    for line in lines[-count:]:
        why = getattr(line, "why", "")
        opened = why and getattr(line, "open", False)
        tail = why_mark() if why and not opened else ""
        for index, part in enumerate(wrap_with_tail(str(line), tail, px, width)):
            rows.append((part, "more" if index else "line", line if why else None))
        if opened:
            for part in wrap(tr("log.why_reason", reason=why[0].upper() + why[1:]), px, width):
                rows.append((part, "why", line))
    return rows


def wrap_with_tail(words: str, tail: str, px: int, width: int) -> list[str]:
    """`words` wrapped to `width` pixels, `tail` ending the last row whole."""
    rows = wrap(words, px, width) or [""]
    if tail and text(rows[-1] + tail, px).get_width() > width:
        last = rows.pop()
        rows += wrap(last, px, width - text(tail, px).get_width()) or [""]
    rows[-1] += tail
    return rows


def row_height(px: int) -> int:
    return int(px * 1.35)


def shown_rows(lines: Sequence[str], count: int, px: int, rect: Any) -> list[tuple[str, str, Any]]:
    """The rows a log drawn in `rect` shows: `log_rows`, never more than the rect holds.
    The oldest lines let go first when long lines or an opened reason need the room
    (never the opened line itself); a reason still too long for the rect is cut short
    with an ellipsis, and so, past all else, is a single sentence taller than the log."""
    rows = log_rows(lines, count, px, rect.width - px)
    if rect.height <= 0:
        return rows
    most = max(1, (rect.height - px) // row_height(px))
    while len(rows) > most and count > 1 and not getattr(rows[0][2], "open", False):
        count -= 1
        rows = log_rows(lines, count, px, rect.width - px)
    if len(rows) <= most:
        return rows
    room = most - sum(1 for row in rows if row[1] != "why")  # rows left for the reason
    kept: list[tuple[str, str, Any]] = []
    for row in rows:
        if row[1] == "why":
            if room <= 0:
                if kept and kept[-1][1] == "why" and not kept[-1][0].endswith("…"):
                    kept[-1] = (kept[-1][0] + " …", "why", kept[-1][2])
                continue
            room -= 1
        kept.append(row)
    if len(kept) > most:  # one sentence alone is taller than the log: its end is cut
        kept = kept[-most:]
        kept[0] = ("… " + kept[0][0], "line", kept[0][2])
    return kept


# Where each log was last drawn: id(lines) -> (rect, px, count, window), so a click finds
# the row it hit on any table, however that table lays out and sizes its log.
_DRAWN: dict[int, tuple] = {}


def remember(
    lines: Sequence[str], rect: Any, px: int, count: int, window: tuple[int, int] = (0, 0)
) -> None:
    if len(_DRAWN) > 32:
        _DRAWN.clear()
    _DRAWN[id(lines)] = (rect.copy(), px, count, window)


def remembered_px(lines: Sequence[str]) -> int:
    """The text size the log of `lines` was last drawn at."""
    return _DRAWN[id(lines)][1]


def reason_fits(lines: Sequence[str], px: int, rect: Any, count: int) -> bool:
    """Whether the opened line among the last `count` (if any), its whole reason and
    the lines after it — what the log keeps when older lines let go — fit in `rect`."""
    shown = list(lines[-count:])
    opened = [index for index, line in enumerate(shown) if getattr(line, "open", False)]
    if not opened or rect.height <= 0:
        return True
    kept = shown[opened[-1] :]
    rows = log_rows(kept, len(kept), px, rect.width - px)
    return row_height(px) * len(rows) + px <= rect.height


def grown_box(
    lines: Sequence[str], rect: Any, px: int, count: int, window: tuple[int, int]
) -> tuple[Any, list[tuple[str, str, Any]]] | None:
    """Where a log drawn in `rect` shows an opened reason too long for it (issue 18):
    a panel over the table from the log's own corner, holding the opened line, its whole
    reason (never cut) and the lines after it: as tall as they need (at most half the
    window, growing toward the middle of the window), wider first when it would be
    taller, never off the window.
    None when the reason fits the log (or none is open)."""
    if reason_fits(lines, px, rect, count) or not window[0]:
        return None
    width, height = window
    margin = px // 2
    down = rect.centery < height // 2  # the log's top stays put, or its bottom
    room = (height - margin - rect.top) if down else (rect.bottom - margin)
    tall = max(rect.height, min(room, height // 2))
    widest = max(rect.width, width - 2 * margin)
    box = type(rect)(0, 0, rect.width, tall)
    step = max(px, width // 10)
    while not reason_fits(lines, px, box, count) and box.width < widest:
        box.width = min(widest, box.width + step)
    if not reason_fits(lines, px, box, count):  # still too long: all the room to the edge
        box.height = max(tall, room)
    opened = max(index for index, line in enumerate(lines) if getattr(line, "open", False))
    rows = shown_rows(lines, min(count, len(lines) - opened), px, box)  # older lines go
    box.height = row_height(px) * len(rows) + px
    if rect.centerx < width // 2:
        box.left = max(margin, rect.left)
    else:
        box.right = min(width - margin, rect.right)
    box.left = max(margin, box.left)
    if down:
        box.top = rect.top
    else:
        box.bottom = rect.bottom
    return box, rows


def drawn(lines: Sequence[str]) -> tuple[Any, list[tuple[str, str, Any]], bool] | None:
    """(where, rows, grown) of the log as last drawn: its own rect and rows, or the
    grown panel an opened reason too long for the log is shown in."""
    if id(lines) not in _DRAWN:
        return None
    rect, px, count, window = _DRAWN[id(lines)]
    grown = grown_box(lines, rect, px, count, window)
    if grown is not None:
        return grown[0], grown[1], True
    return rect, shown_rows(lines, count, px, rect), False


def _row_at(lines: Sequence[str], pos: tuple[int, int]) -> tuple[str, str, Any] | None:
    """The row of the log (as last drawn) at `pos`."""
    found = drawn(lines)
    if found is None:
        return None
    box, rows, _grown = found
    px = remembered_px(lines)
    height = row_height(px) * len(rows) + px
    if not (box.x <= pos[0] < box.right and box.y <= pos[1] < box.y + height):
        return None
    index = (pos[1] - box.y - px // 2) // row_height(px)
    return rows[index] if 0 <= index < len(rows) else None


def line_at(lines: Sequence[str], pos: tuple[int, int]) -> LogLine | None:
    """The line with a reason whose own row (not its reason's) is at `pos`, in the log
    as last drawn: a click there opens or closes the reason; a click on the reason
    being read leaves it open."""
    row = _row_at(lines, pos)
    if row is None or row[1] == "why":
        return None
    return row[2]


def covers(lines: Sequence[str], pos: tuple[int, int]) -> bool:
    """Whether `pos` is on a reason's grown panel over the table (a click there is the
    panel's, not the table's under it)."""
    found = drawn(lines)
    if found is None or not found[2]:
        return False
    box, rows, _grown = found
    px = remembered_px(lines)
    return box.x <= pos[0] < box.right and box.y <= pos[1] < box.y + row_height(px) * len(rows) + px


def toggle(line: LogLine, lines: Sequence[str]) -> None:
    """Open `line` (closing any other) or close it."""
    opening = not line.open
    for other in lines:
        if isinstance(other, LogLine):
            other.open = False
    line.open = opening


def row_rect(lines: Sequence[str], line: Any) -> Any:
    """Where `line`'s own rows are in the log as last drawn (None when not shown)."""
    found = drawn(lines)
    if found is None:
        return None
    box, rows, _grown = found
    px = remembered_px(lines)
    where = None
    for index, row in enumerate(rows):
        if row[1] in ("line", "more") and row[2] is line:
            top = box.y + px // 2 + index * row_height(px)
            here = type(box)(box.x, top, box.width, row_height(px))
            where = here if where is None else where.union(here)
    return where
