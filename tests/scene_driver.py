"""Helpers for driving the real app headlessly: frames, posted mouse events, waiting.

Posted MOUSEMOTION events do not move pygame.mouse.get_pos(); the scenes read
event.pos, so posting press, motion and release drives a real drag.
"""

from __future__ import annotations

import time

import pygame
from patience import PATIENCE

from game.app import App
from game.controller import Controller, SeatPlan
from game.scenes.table import TableScene


def make_app(size=(1280, 800)) -> App:
    return App(size, {"speed": "instant", "bots_in": "thread"})


def table_app(seats, seed=7, size=(1280, 800)) -> tuple[App, TableScene]:
    app = make_app(size)
    controller = Controller("crowns", seats, seed, {}, speed="instant")
    table = TableScene(app, controller)
    app.stack.push(table)
    return app, table


def you_and_bots(bots=3, level="random"):
    names = ("Bo", "Cy", "Dee", "Eli", "Fay", "Gus")
    return [SeatPlan("You", "human")] + [SeatPlan(names[i], "bot", level) for i in range(bots)]


def pump(app: App, frames: int = 1) -> None:
    for _ in range(frames):
        app.frame(1 / 60)


def pump_until(app: App, condition, seconds: float = PATIENCE) -> None:
    """Run frames until `condition()` holds (bots think on their own thread); `seconds`
    bounds a hang, it is no timing check (`patience`)."""
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, "timed out waiting for the table"
        app.frame(1 / 60)
        time.sleep(0.001)


def settle(app: App, table: TableScene) -> None:
    """Frames until every queued engine event has been played and nothing moves."""
    pump(app, 2)  # events posted this frame are read on the next
    pump_until(app, lambda: table.ready() and not any(s.moving for s in table.hand_sprites))


def post(kind: int, **data) -> None:
    pygame.event.post(pygame.event.Event(kind, data))


def click(app: App, pos) -> None:
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
    pump(app, 2)


def drag(app: App, start, end, steps: int = 4) -> None:
    """Press at `start`, move in steps, release at `end` — as a hand on a mouse would."""
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    pump(app)
    for step in range(1, steps + 1):
        x = start[0] + (end[0] - start[0]) * step // steps
        y = start[1] + (end[1] - start[1]) * step // steps
        post(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(1, 0, 0))
        pump(app)
    post(pygame.MOUSEBUTTONUP, pos=end, button=1)
    pump(app, 2)
