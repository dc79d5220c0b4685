"""What became of the store's writes, for the player: why a write failed in their words
(`problem_words`), autosaves failing since a moment (`Unsaved`, the table's banner), a
finished game kept and counted or not (`Finished`, the game-over screen) — and the
points where a game's end may be cut short on purpose (`fault_point`, for the kill loop
`tools.killloop`; inert in play).
"""

from __future__ import annotations

import errno
import os
import signal
from dataclasses import dataclass
from datetime import datetime

from game.store.stats import Stats
from game.text import tr
from game.text.said import Said

FAULT_VARIABLE = "WILDMELD_KILL_AT"  # the kill loop's hook (tools.killloop); unset in play
PROBLEMS = {  # why a write failed, for errors a player can do something about
    errno.ENOSPC: "store.problem_full",
    errno.EDQUOT: "store.problem_full",
    errno.EROFS: "store.problem_read_only",
    errno.EACCES: "store.problem_denied",
    errno.EPERM: "store.problem_denied",
}


def problem_words(error: OSError) -> str:
    """Why a write failed, as a player reads it ("the disk is full")."""
    problem = problem_said(error)
    return problem.worded(tr) if isinstance(problem, Said) else problem


def problem_said(error: OSError) -> Said | str:
    """`problem_words` unsaid, for a notice said again in another language; the
    system's own words where there are none of ours."""
    key = PROBLEMS.get(error.errno) if error.errno is not None else None
    return Said(key) if key else str(error.strerror or error)


def fault_point(name: str) -> None:
    """Where a game's end may be cut short: the kill loop (`tools.killloop`) sets
    WILDMELD_KILL_AT to a point's name to have the process killed there. Inert unless
    that variable names this point."""
    if os.environ.get(FAULT_VARIABLE) == name:
        os.kill(os.getpid(), getattr(signal, "SIGKILL", signal.SIGTERM))


@dataclass(frozen=True)
class Unsaved:
    """Autosaves are failing: `problem` in a player's words, `since` the moment (UTC)
    of the first move that could not be saved."""

    problem: str
    since: datetime


@dataclass(frozen=True)
class Finished:
    """What became of a finished game: the statistics as they stand, and `problem`, why
    it could not be kept in Recent games or counted (None when both were done and the
    autosave was dropped)."""

    stats: Stats
    problem: str | None = None

    @property
    def kept(self) -> bool:
        return self.problem is None
