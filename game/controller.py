"""The controller: the one place where game actions are applied (DESIGN.md boundary 4, 5).

Scenes never touch the game state. They send intents — an engine action built from
a drop or a click — to `request`; the controller asks the engine, applies the action
and posts every resulting engine event as a `GAME_EVENT` for the scenes to animate.
A refused intent posts `REFUSED` with the engine's rule id and reason — in the player's
language when the refusal names a catalogue key — and the state is left as it was.

Bots think in a worker process (a thread in tests), each one handed only its seat's
Observation, so the render loop never waits for them — not even for Python's
interpreter lock. Their moves come back through a queue and are
applied from `update()` on the main thread — after a pause that follows the speed
setting, and only once the table says its animations are done — so a person can
follow them. Stale answers (the game moved on) are dropped by a version number.
"""

from __future__ import annotations

import contextlib
import importlib
import os
import queue
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any

import pygame

from game.bots import hint_level, make_bot
from game.bots.seeds import bot_seed
from game.bots.words import Reason, phrase
from game.rules.engine import Action, IllegalAction, Record, apply_all
from game.text import refusal_words, tr
from game.text.names import is_you, shown_name
from game.ui import events as app_events

# Seconds between two bot moves, per speed setting: slow enough to follow by eye.
PACE = {"slow": 1.6, "normal": 0.9, "fast": 0.35, "instant": 0.0}


@dataclass(frozen=True)
class SeatPlan:
    """Who sits in a seat: a name, "human" or "bot", and the bot's level."""

    name: str
    kind: str = "human"
    level: str = "medium"

    @property
    def is_bot(self) -> bool:
        return self.kind == "bot"


def hot_seat_names(seats: Sequence[SeatPlan]) -> list[SeatPlan]:
    """The seats as a table shared by two or more people names them (issue 18): no one
    is called "You" there — the log and the cover ("Pass to You") would not say whom
    they mean. A person's seat still called You (in any case, in any language: `is_you`)
    is named "Player N", N its place among the people (1, 2, …) or the next number no
    other seat's name has taken. A table with one person keeps its You, said in the
    language spoken now (issue 20: a game saved in English reads "Vous" in French)."""
    people = [seat for seat, plan in enumerate(seats) if not plan.is_bot]
    named = [plan if plan.is_bot else replace(plan, name=shown_name(plan.name)) for plan in seats]
    if len(people) < 2:
        return named
    taken = {plan.name for plan in seats}
    for order, seat in enumerate(people, 1):
        if not is_you(named[seat].name):
            continue
        number = order
        while tr("setup.player", number=number) in taken:
            number += 1
        name = tr("setup.player", number=number)
        taken.add(name)
        named[seat] = replace(named[seat], name=name)
    return named


def _think(bots: dict, plans: dict, game: str, job: tuple) -> tuple:
    """Answer one job `(kind, version, seat, observation)` with the bot `plans` name for
    `(kind, seat)` — the seat's player, or the hint level's bot that gives its hints — made
    the first time it is asked."""
    kind, version, seat, observation = job
    key = (kind, seat)
    if key not in bots:
        level, seed = plans[key]
        bots[key] = make_bot(game, level, seat, seed)
    bot = bots[key]
    try:
        action = bot.choose(observation)
        return (kind, version, seat, action, getattr(bot, "reason", ""))
    except Exception as error:  # a bot bug must not take the window down
        return (kind, version, seat, None, f"{type(error).__name__}: {error}")


def _serve(game: str, plans: dict, jobs: Any, answers: Any) -> None:
    """The bot process: its own interpreter, so bots never hold the window's GIL."""
    if hasattr(os, "nice"):  # on a busy machine the window's frames come first
        with contextlib.suppress(OSError):
            os.nice(5)
    bots: dict = {}
    while True:
        job = jobs.get()
        if job is None:
            return
        answers.put(_think(bots, plans, game, job))


class _BotThread:
    """Bots on a daemon thread of this process (tests; machines without processes)."""

    def __init__(self, game: str, plans: dict):
        self.jobs: queue.Queue = queue.Queue()
        self.answers: queue.Queue = queue.Queue()
        self.thread = threading.Thread(
            target=self._run, args=(game, plans), name="wildmeld-bots", daemon=True
        )
        self.thread.start()

    def _run(self, game: str, plans: dict) -> None:
        bots: dict = {}
        while True:
            job = self.jobs.get()
            if job is None:
                return
            self.answers.put(_think(bots, plans, game, job))

    def stop(self) -> None:
        self.jobs.put(None)


class _BotProcess:
    """Bots in a separate process: their thinking never competes with the render loop
    for Python's interpreter lock (DESIGN.md boundary 5)."""

    def __init__(self, game: str, plans: dict):
        import multiprocessing

        os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # the child imports pygame
        context = multiprocessing.get_context("spawn")  # no fork of a process running SDL
        self.jobs = context.Queue()
        self.answers = context.Queue()
        self.process = context.Process(
            target=_serve,
            args=(game, plans, self.jobs, self.answers),
            name="wildmeld-bots",
            daemon=True,
        )
        self.process.start()

    def stop(self) -> None:
        self.jobs.put(None)
        self.jobs.close()


class Controller:
    """Owns one game's state; turns intents and bot choices into applied actions."""

    def __init__(
        self,
        game: str,
        seats: Sequence[SeatPlan],
        seed: int,
        options: dict[str, Any] | None = None,
        speed: str = "normal",
        actions: Sequence[Action] = (),
        post: Callable[[pygame.event.Event], Any] | None = None,
        bots_in: str = "thread",
    ):
        self.game = game
        self.module = importlib.import_module(f"game.rules.{game}")
        self.seats = hot_seat_names(seats)  # no one is "You" at a shared table
        self.seed = seed
        self.options = dict(options or {})
        self.speed = speed
        self._post = post or pygame.event.post
        self._state = self.module.new_game(len(self.seats), seed, self.options)
        # Events of a restored game's past, so the table can show its recent log.
        self.past_events = apply_all(self._state, actions)
        self.version = 0
        # Each bot's level and seed, by (kind, seat): the bot players' moves, and the
        # hints any seat may ask for; the bots themselves live with the worker.
        self._plans = {
            ("move", seat): (plan.level, bot_seed(seed, seat, "move"))
            for seat, plan in enumerate(self.seats)
            if plan.is_bot
        } | {
            ("hint", seat): (hint_level(game), bot_seed(seed, seat, "hint"))
            for seat in range(len(self.seats))
        }
        self.bots_in = bots_in  # "process" in the app, "thread" in tests and tools
        self._worker: Any = None
        self._asked: tuple[int, int] | None = None  # (version, seat) a bot is thinking about
        self._answer: tuple[Action, str] | None = None  # a bot's move waiting for its moment
        self._next_move_at = 0.0
        self._observations: dict[int, Any] = {}
        self._accepts: dict[Action, bool] = {}
        self.thinking: int | None = None
        self.reasons: dict[int, str] = {}  # each bot's last reason, for the log
        # Each bot move's whole reason by its number in the record, hidden cards and
        # all: the Hand histories show it once the hand is over (issue 18).
        self.told: dict[int, str] = {}
        self.errors: list[str] = []

    # -- what scenes may read --------------------------------------------------------
    @property
    def to_act(self) -> int | None:
        return self._state.to_act

    @property
    def is_over(self) -> bool:
        return self._state.is_over

    @property
    def totals(self) -> list[int]:
        return list(self._state.totals)

    @property
    def humans(self) -> list[int]:
        return [seat for seat, plan in enumerate(self.seats) if not plan.is_bot]

    def winners(self) -> list[int]:
        return list(self._state.winners())

    def name(self, seat: int) -> str:
        return self.seats[seat].name

    def observe(self, seat: int) -> Any:
        """What `seat` may see now (cached until the next action)."""
        if seat not in self._observations:
            self._observations[seat] = self._state.observe(seat)
        return self._observations[seat]

    def record(self) -> Record:
        """The game so far as seed + seats + options + actions (what a save holds)."""
        return Record(
            self.game, len(self.seats), self.seed, self.options, list(self._state.actions)
        )

    def accepts(self, action: Action) -> bool:
        """Would the engine take `action` now? (Lights drop targets; changes nothing.)"""
        if action not in self._accepts:
            try:
                self._state.clone().apply(action)
                self._accepts[action] = True
            except IllegalAction:
                self._accepts[action] = False
        return self._accepts[action]

    def start(self) -> None:
        """Announce the game; a new game's first deal is posted for the table to animate."""
        restored = bool(self._state.actions)
        self._post_event(app_events.GAME_STARTED, game=self.game, restored=restored)
        if not restored:
            for event in getattr(self._state, "opening_events", ()):
                self._post_event(
                    app_events.GAME_EVENT, event=event, actor=None, version=self.version
                )

    # -- intents -----------------------------------------------------------------------
    def request(self, action: Action) -> str | None:
        """A human's intent. Applies it and returns None, or returns the refusal reason."""
        if self.seats[action.seat].is_bot:
            return self._refuse(action.seat, "", "That seat is played by a bot.")
        try:
            self._apply(action)
        except IllegalAction as refusal:
            names = [plan.name for plan in self.seats]
            return self._refuse(
                action.seat, refusal.rule, refusal_words(refusal, names), refusal.key
            )
        return None

    def ask_hint(self, seat: int) -> None:
        """Ask the game's hint level (`game.bots.hint_level`) what it would do for `seat`;
        the answer comes as a HINT event."""
        self._submit("hint", seat)

    # -- the frame ----------------------------------------------------------------------
    def update(self, ready: bool = True, now: float | None = None) -> None:
        """Collect bot answers; start a bot thinking; apply a bot move when its time comes.

        `ready` is False while the table is still animating the last move.
        """
        now = time.monotonic() if now is None else now
        self._collect()
        seat = self.to_act
        if seat is None or self.is_over or ("move", seat) not in self._plans:
            return
        if self._asked != (self.version, seat) and self._answer is None:
            self._asked = (self.version, seat)
            self.thinking = seat
            self._post_event(app_events.BOT_THINKING, seat=seat, thinking=True)
            self._submit("move", seat)
        if self._answer is not None and ready and now >= self._next_move_at:
            action, reason = self._answer
            self._answer = None
            self.thinking = None
            self.reasons[seat] = reason
            self._post_event(app_events.BOT_THINKING, seat=seat, thinking=False)
            self._apply(action, reason)

    def close(self) -> None:
        """Stop the bot thread (the game is being left)."""
        if self._worker is not None:
            self._worker.stop()
            self._worker = None

    # -- inside ------------------------------------------------------------------------
    def _submit(self, kind: str, seat: int) -> None:
        if self._worker is None:
            self._worker = self._start_worker()
        self._worker.jobs.put((kind, self.version, seat, self.observe(seat)))

    def _start_worker(self) -> Any:
        if self.bots_in == "process":
            try:
                return _BotProcess(self.game, self._plans)
            except (OSError, RuntimeError, ImportError) as problem:
                self.errors.append(f"bots run on a thread: {problem}")
        return _BotThread(self.game, self._plans)

    def _collect(self) -> None:
        if self._worker is None:
            return
        while True:
            try:
                kind, version, seat, action, reason = self._worker.answers.get_nowait()
            except queue.Empty:
                return
            if version != self.version:
                continue  # the game moved on while the bot thought
            if action is None:
                self.errors.append(reason)
                action, reason = self._fallback(seat), Reason(phrase("reason.first_legal"))
            if kind == "hint":
                self._post_event(app_events.HINT, seat=seat, action=action, reason=reason)
            elif seat == self.to_act:
                self._answer = (action, reason)

    def _fallback(self, seat: int) -> Action:
        return self.module.legal_actions(self.observe(seat))[0]

    def _apply(self, action: Action, reason: str = "") -> None:
        """Apply `action`; its events carry the bot's `reason` (the log's "Why?")."""
        number = len(self._state.actions)
        events = self._state.apply(action)  # raises IllegalAction before changing anything
        if reason:
            self.told[number] = reason
        self.version += 1
        self._observations.clear()
        self._accepts.clear()
        self._answer = None
        self._next_move_at = time.monotonic() + PACE.get(self.speed, PACE["normal"])
        for event in events:
            self._post_event(
                app_events.GAME_EVENT,
                event=event,
                actor=action.seat,
                version=self.version,
                reason=reason,
            )

    def _refuse(self, seat: int, rule: str, reason: str, key: str | None = None) -> str:
        """Post a REFUSED event: the rule id, the words, and the refusal's catalogue key
        (None for a refusal without one), so a table can add how to do it instead."""
        self._post_event(app_events.REFUSED, seat=seat, rule=rule, reason=reason, key=key)
        return reason

    def _post_event(self, kind: int, **data: Any) -> None:
        self._post(pygame.event.Event(kind, data))
