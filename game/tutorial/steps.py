"""The lesson step engine: what a step asks, what it points at, and when it is done.

A lesson is a normal game — a seed, options and seats (DESIGN.md boundary 6) — plus a
list of steps. Each step says what to do in one or two sentences, names the card or
zone to point at (resolved by the table into a rectangle), says which gesture carries
it out ("next", "click", "drag", "wait", "summary", "why", "finish"), which player
action it allows, and what completes it: an applied engine event, or a look at the
table (cards arranged into a meld, a log line opened). The engine here knows no
pygame and no table; the tutorial table feeds it events and asks it questions.

The words are not here: a step names its instruction by key (`game.text`, the `lesson.`
part; a lesson's own words live under `lesson.<game>.`), asked for when shown, so a
lesson speaks the language chosen then.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from game.text import game_name, tr

# Gestures a step can ask for.
NEXT = "next"  # read, then press the bubble's Next button
CLICK = "click"  # click the pointed card or zone
DRAG = "drag"  # drag the pointed card or pile onto `to`
WAIT = "wait"  # watch the bots; bots move only during these steps
SUMMARY = "summary"  # read the round summary and press its button
WHY = "why"  # open a bot's log line to read its reason
FINISH = "finish"  # the last step: its button ends the lesson

# The seats of every lesson: you, and Bo (a medium bot) to play against; the names are keys.
YOU_AND_BO = (("setup.you", "human", ""), ("lesson.seat_bo", "bot", "medium"))


@dataclass(frozen=True)
class Step:
    """One instruction of a lesson.

    words: the key of what the bubble says (`say`). do: the gesture (NEXT, CLICK, DRAG, …).
    point: the card or zone marked ("stock", "discard", "card:QS", "meld", "header",
    "log", "go_out"); a tuple of card tokens in `cards` makes the pointer walk them.
    to: where a drag ends. expects: which player action this step allows.
    done_on: the applied engine event that completes it. done_if: a look at the table
    that completes it (checked every frame). again: on resuming a left lesson, go back
    this many steps — what those steps built lives only on the table (cards in a meld
    slot, a pass half chosen), not in the game, so it is gone. about: other places its
    words talk about (named as `point` is: "penalty:1", "meld:0"), not ringed but kept
    clear of the bubble as the pointed places are.
    """

    words: str
    do: str = NEXT
    point: str = ""
    to: str = ""
    cards: tuple[str, ...] = ()
    expects: Callable[[Any], bool] | None = None
    done_on: Callable[[Any], bool] | None = None
    done_if: Callable[[Any], bool] | None = None
    again: int = 0
    about: tuple[str, ...] = ()

    @property
    def say(self) -> str:
        """What the bubble says, in the chosen language."""
        return tr(self.words)


@dataclass(frozen=True)
class Lesson:
    """A guided game: the deal comes only from `seed`, so it can be replayed exactly."""

    game: str
    seed: int
    options: dict
    seats: tuple[tuple[str, str, str], ...]  # (key of the name, "human"|"bot", level)
    steps: tuple[Step, ...]

    @property
    def title(self) -> str:
        """The lesson's name: its game's ("Crowns")."""
        return game_name(self.game)

    @property
    def blurb(self) -> str:
        """What the lesson teaches, in a line, from `lesson.<game>.blurb`."""
        return tr(f"lesson.{self.game}.blurb")


@dataclass
class Guide:
    """Walks a lesson's steps as the game unfolds."""

    lesson: Lesson
    index: int = 0
    opened: dict = field(default_factory=dict)  # what the table reported (why lines, …)

    @property
    def step(self) -> Step | None:
        steps = self.lesson.steps
        return steps[self.index] if self.index < len(steps) else None

    @property
    def finished(self) -> bool:
        return self.index >= len(self.lesson.steps)

    @property
    def bots_may_move(self) -> bool:
        """Bots hold still while the player reads or acts; they move in WAIT steps."""
        step = self.step
        return step is None or step.do == WAIT

    def advance(self) -> None:
        self.index += 1

    def press_next(self) -> bool:
        """The bubble's button: moves on from a NEXT or FINISH step."""
        step = self.step
        if step is not None and step.do in (NEXT, FINISH):
            self.advance()
            return True
        return False

    def saw(self, event: Any) -> None:
        """An engine event the table has just played."""
        step = self.step
        if step is not None and step.done_on is not None and step.done_on(event):
            self.advance()

    def look(self, table: Any) -> None:
        """Complete a step whose condition is a look at the table."""
        step = self.step
        if step is not None and step.done_if is not None and step.done_if(table):
            self.advance()

    def summary_closed(self) -> None:
        step = self.step
        if step is not None and step.do == SUMMARY:
            self.advance()

    def why_opened(self) -> None:
        step = self.step
        if step is not None and step.do == WHY:
            self.advance()

    def allows(self, action: Any) -> str | None:
        """None when the step lets the player take `action`; else what to do instead."""
        step = self.step
        if step is None:
            return None
        if step.expects is not None and step.expects(action):
            return None
        if step.do == WAIT:
            return tr("lesson.refuse_wait")
        if step.do in (NEXT, FINISH):
            return tr("lesson.refuse_read")
        return tr("lesson.refuse_not_yet")

    def resume_at(self, index: int) -> None:
        """Continue a left lesson; a summary that was showing is not shown again, and a
        step that builds on the table's own state (`Step.again`) starts over."""
        self.index = max(0, min(index, len(self.lesson.steps)))
        if self.step is not None and self.step.again:
            self.index = max(0, self.index - self.step.again)
        while self.step is not None and self.step.do == SUMMARY:
            self.advance()
