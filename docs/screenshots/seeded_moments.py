"""What the screenshot scripts share: the window size, the seats (named as New game
names them), moments found in seeded games of medium bots, and a table opened at one.

Importing it picks the dummy video and audio drivers and puts the project folder and
tests/ (the headless drivers the tests use: `scene_driver`, `tutorial_walker`) on the
path, so the scripts run from a checkout as `python docs/screenshots/<script>.py`.
"""

from __future__ import annotations

import importlib
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
for folder in (ROOT / "tests", ROOT):
    if str(folder) not in sys.path:
        sys.path.insert(0, str(folder))

SIZE = (1280, 800)  # every window shot; the contact sheets take their own sizes


def seats(count: int) -> list:
    """You and `count - 1` medium bots, with the names New game gives them."""
    from game.controller import SeatPlan
    from game.scenes.setup import default_names

    you, *bots = default_names()[:count]
    return [SeatPlan(you)] + [SeatPlan(name, "bot", "medium") for name in bots]


def make_app(speed: str = "instant"):
    """The real app at SIZE, its bots thinking on a thread of this process."""
    from game.app import App

    return App(SIZE, {"speed": speed, "bots_in": "thread"})


def played_until(game: str, seated: list, seed: int, stop) -> tuple[int, list]:
    """(seed, actions) of the first game of medium bots from `seed` on that reaches a
    state where `stop(state)` holds, and its actions up to there."""
    rules = importlib.import_module(f"game.rules.{game}")
    bots = importlib.import_module(f"game.bots.{game}")
    for tried in range(seed, seed + 60):
        state = rules.new_game(len(seated), tried)
        players = [bots.make_bot("medium", seat, tried + seat) for seat in range(len(seated))]
        for _ in range(3000):  # far beyond a game's length: a stuck search ends
            if state.is_over:
                break
            if stop(state):
                return tried, list(state.actions)
            seat = state.to_act
            state.apply(players[seat].choose(state.observe(seat)))
    raise RuntimeError("no such moment in these games")


def open_table(app, game: str, seated: list, seed: int, actions: list, speed: str):
    """The game's own table at the moment those actions reach, alone on the stack."""
    from game.controller import Controller
    from game.scenes.table import TableScene

    controller = Controller(game, seated, seed, {}, speed, actions=actions, bots_in="thread")
    table = TableScene(app, controller)
    app.stack.reset(table)
    return table
