"""Learn to play: guided lessons per game, played at the real table (issue 10).

A lesson is a normal seeded game plus scripted steps (`steps.Step`): what to do, what
to point at, and what completes each step. `LESSONS` holds the lessons this build
has; `tutorial.table` puts a lesson on the game's own table.
"""

from __future__ import annotations

from game.tutorial.crowns import LESSON as CROWNS_LESSON
from game.tutorial.rumski import LESSON as RUMSKI_LESSON
from game.tutorial.steps import Guide, Lesson, Step
from game.tutorial.sting import LESSON as STING_LESSON

LESSONS: dict[str, Lesson] = {
    "crowns": CROWNS_LESSON,
    "sting": STING_LESSON,
    "rumski": RUMSKI_LESSON,
}

__all__ = ["LESSONS", "Guide", "Lesson", "Step"]
