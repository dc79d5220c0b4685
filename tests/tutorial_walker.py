"""Walking a lesson headlessly: do what each step asks, where its pointer says, by
posted mouse events only; fail when a step cannot be carried out."""

from __future__ import annotations

import time

from patience import PATIENCE
from scene_driver import click, drag, pump

from game.tutorial.steps import CLICK, DRAG, FINISH, NEXT, SUMMARY, WAIT, WHY

STEP_SECONDS = PATIENCE  # bots think on a thread; a step that takes longer is stuck


def place(table) -> tuple:
    return (table.guide.index, table.lesson_point())


def carry_out(app, table) -> None:
    """Post the events the current step asks for, at the points it highlights."""
    step = table.guide.step
    start, end = table.lesson_targets()
    if step.do in (NEXT, FINISH):
        assert table.button.width, f"step {table.guide.index + 1} shows no Next button"
        click(app, table.button.center)
    elif step.do in (CLICK, WHY):
        assert start is not None, f"step {table.guide.index + 1} points at nothing to click"
        click(app, start.center)
    elif step.do == DRAG:
        assert start is not None and end is not None, f"step {table.guide.index + 1}: no drag"
        drag(app, start.center, end.center)
    elif step.do == SUMMARY:
        summary = app.stack.top
        assert summary is not table, f"step {table.guide.index + 1}: no round summary shown"
        click(app, summary.button.get_abs_rect().center)
    else:
        assert step.do == WAIT


def walk(app, table, on_step=None, limit: int = 80) -> list[int]:
    """Carry out every step to the end; returns the indices of the steps walked."""
    walked = []
    for _ in range(limit):
        if table.guide.finished:
            return walked
        here = place(table)
        pump(app, 2)
        if on_step is not None:
            on_step(table)
        walked.append(table.guide.index)
        carry_out(app, table)
        deadline = time.monotonic() + STEP_SECONDS
        while place(table) == here and time.monotonic() < deadline:
            pump(app, 1)
            time.sleep(0.001)
        step = table.guide.step
        assert place(table) != here, (
            f"step {here[0] + 1} ({step.do}: {step.say[:50]}…) could not be carried out; "
            f"the table says {table.message!r}"
        )
    raise AssertionError("the lesson did not end")


class _Reached(Exception):
    """Stops a walk at the step asked for."""


def walk_to(app, table, index: int, limit: int = 80, on_step=None) -> list[int]:
    """Carry out the steps before step `index` (0-based) and stop when the lesson shows
    it, before doing anything it asks; returns the indices of the steps walked.
    `on_step` sees every step reached, the last one too."""
    walked = []

    def stop(table) -> None:
        if on_step is not None:
            on_step(table)
        if table.guide.index >= index:
            raise _Reached
        walked.append(table.guide.index)

    try:
        walk(app, table, on_step=stop, limit=limit)
    except _Reached:
        return walked
    raise AssertionError(f"the lesson ended before step {index + 1}")


class StripWatch:
    """What the table said into its message strip, and during which step: the check
    that a step's bubble owns the strip (nothing said during an earlier step shows)."""

    def __init__(self, table):
        self.said: list[tuple[int, str]] = []
        self.watch(table)

    def watch(self, table) -> None:
        """Hear what `table` says from now on (a resumed lesson is a new table)."""
        say = table.say

        def heard(words, bad=False):
            say(words, bad)
            self.said.append((table.guide.index, words))

        table.say = heard

    def check(self, table) -> None:
        """The strip is empty, or holds words said during the step shown now."""
        if table.message_left <= 0:
            return
        step, words = self.said[-1] if self.said else (-1, "")
        assert words == table.message and step == table.guide.index, (
            f"step {table.guide.index + 1} shows {table.message!r}, said during step {step + 1}"
        )


def bubble_hides_nothing(table) -> None:
    """The step's bubble covers neither where to press nor where to let go, nor what
    else the step talks about (`Step.about`), nor the message strip's row (over a round
    summary, the table under it is not seen)."""
    if table.app.stack.top is not table:
        return
    about = [table.lesson_rect(name) for name in table.guide.step.about]
    for target in (*table.lesson_targets(), *about, table.strip_band()):
        if target is not None:
            assert not table.bubble.colliderect(target), f"step {table.guide.index + 1}"
