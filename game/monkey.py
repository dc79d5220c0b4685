"""The monkey: seeded streams of random input through the real app's event loop.

    python -m game.monkey --seed 7 --events 5000 [--game crowns|sting|rumski|menu] [--json]

The app runs as in play (the scene stack, pygame_gui, the controller with bots on a
thread, instant pace) under whatever video driver SDL has — the dummy one in tests
and CI. A stream of mouse presses, drags, releases, wheel turns, key presses and
window resizes, drawn from `random.Random(seed)`, is posted a few events per frame:
half aimed anywhere, half at what is on screen (buttons, cards in the hand, the
piles), so menus are opened, settings changed and cards dragged. Seats are a human,
a second human (hot-seat) and bots, so every scene of the table is reached.

After every frame the engine state of every table on the stack must pass
`check_invariants()`. A failure (an exception anywhere, or a broken invariant) stops
the run and reports the seed, the event number and the events just before it;
`--seed` with the same `--events` and `--game` plays the same run again: the bots
answer at once on the loop's own thread (`InlineBots`), so neither their choices nor
their timing depend on the machine.

If the player quits or leaves every scene, a fresh menu is opened and the run goes
on. Player files go to a temporary folder (WILDMELD_HOME), never the player's own.
"""

from __future__ import annotations

import argparse
import json
import os
import queue
import random
import sys
import tempfile
import time
import traceback
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

# Keys the scenes listen to (see game/scenes), plus a few they do not.
KEYS = (  # pygame.K_<name>
    "ESCAPE",
    "RETURN",
    "SPACE",
    "TAB",
    "BACKSPACE",
    "UP",
    "DOWN",
    "LEFT",
    "RIGHT",
    "HOME",
    "END",
    "PAGEUP",
    "PAGEDOWN",
    "a",
    "d",
    "e",
    "g",
    "h",
    "i",
    "k",
    "q",
    "r",
    "s",
    "t",
    "1",
    "2",
    "3",
    "PLUS",
    "MINUS",
    "EQUALS",
    "F1",
    "F11",
    "x",
    "z",
)
SIZES = ((1280, 800), (1024, 700), (800, 600), (1920, 1080), (640, 480), (1600, 900))
HUMANS = {"crowns": 2, "sting": 2, "rumski": 2}  # the rest are bots
SEATS = {"crowns": 4, "sting": 3, "rumski": 3}
LEVELS = ("random", "easy", "medium", "hard")


@dataclass
class MonkeyReport:
    """What a monkey run did and found."""

    seed: int
    start: str
    events: int = 0
    frames: int = 0
    invariant_checks: int = 0
    moves: int = 0  # engine actions applied at the tables (bots' and humans')
    restarts: int = 0
    kinds: Counter = field(default_factory=Counter)
    scenes: Counter = field(default_factory=Counter)
    error: str = ""
    last_events: list[str] = field(default_factory=list)
    seconds: float = 0.0

    def as_dict(self) -> dict:
        data = dict(self.__dict__)
        data["kinds"] = dict(self.kinds)
        data["scenes"] = dict(self.scenes)
        return data


def table_available(game: str) -> bool:
    """Whether this game's table scene exists yet (Rumski's may still be landing)."""
    import importlib.util

    from game.scenes.table import TABLE_SCENES

    if game not in TABLE_SCENES:
        return True
    module = TABLE_SCENES[game].split(":")[0]
    return importlib.util.find_spec(module) is not None


class FrameClock:
    """Time as the frames count it: the table's and the controller's clock during a run,
    so that when an animation ends depends on the frame, not on the machine."""

    def __init__(self) -> None:
        self.now = 1000.0

    def monotonic(self) -> float:
        return self.now

    perf_counter = monotonic

    def advance(self, seconds: float) -> None:
        self.now += seconds


class InlineBots:
    """The controller's bot worker, answering each job at once on the calling thread.

    Same interface as the controller's thread worker (`jobs.put`, `answers`, `stop`);
    the monkey puts it in that worker's place so that a run depends only on its seed.
    """

    def __init__(self, game: str, plans: dict):
        from game.bots import make_bot

        self.game = game
        self.bots = {
            ("move", seat): make_bot(game, level, seat, seed)
            for seat, (level, seed) in plans.items()
        }
        self.jobs = self  # `jobs.put(job)` answers it
        self.answers: queue.Queue = queue.Queue()

    def put(self, job: tuple | None) -> None:
        from game import controller

        if job is not None:
            self.answers.put(controller._think(self.bots, self.game, job))

    def stop(self) -> None:
        """Nothing runs in the background."""


class Monkey:
    """One seeded run over one app."""

    def __init__(self, seed: int, start: str = "crowns", size=(1280, 800)):
        self.seed = seed
        self.rng = random.Random(seed)
        self.report = MonkeyReport(seed, start)
        self.start = start
        self.size = size
        self.held: int | None = None  # the mouse button held down, if any
        self.pos = (size[0] // 2, size[1] // 2)
        self.recent: list[str] = []
        self.away = 0  # bursts since the top scene was last a table

    # --- the app ------------------------------------------------------------------

    def open(self) -> Any:
        from game import controller
        from game.app import App
        from game.scenes import table as table_module

        random.seed(self.seed)  # the menu's quick game draws its deal from `random`
        self.writers: list[Any] = []  # the closed tables' save writers (threads)
        self.thread_worker = controller._BotThread
        controller._BotThread = InlineBots  # bots_in="thread" now answers inline
        self.clock = FrameClock()
        self.real_time = (controller.time, table_module.time)
        controller.time = table_module.time = self.clock
        self.app = App(self.size, {"speed": "instant", "bots_in": "thread"})
        self.fresh_scenes()
        return self.app

    def fresh_scenes(self) -> None:
        from game.scenes.menu import MenuScene

        self.app.running = True
        self.app.stack.push(MenuScene(self.app))
        if self.start in SEATS:
            self.app.stack.push(self.table(self.start))

    def table(self, game: str) -> Any:
        from game.controller import SeatPlan
        from game.scenes.table import TableScene

        seats = []
        for seat in range(SEATS[game]):
            if seat < HUMANS[game]:
                seats.append(SeatPlan(f"Player {seat + 1}", "human"))
            else:
                seats.append(SeatPlan(f"Bot {seat}", "bot", self.rng.choice(LEVELS)))
        controller = self.app.new_controller(
            game, seats, self.rng.randrange(1 << 30), pace="instant"
        )
        return TableScene(self.app, controller)

    def tables(self) -> list[Any]:
        return [s for s in self.app.stack.scenes if getattr(s, "controller", None) is not None]

    def close_tables(self) -> None:
        for scene in self.tables():
            self.report.moves += len(scene.controller.record().actions)
            keeper = getattr(scene, "keeper", None)
            scene.close()
            if keeper is not None:
                self.writers.append(keeper.thread)

    def close(self) -> None:
        import pygame

        from game import controller
        from game.scenes import table as table_module

        self.close_tables()
        # The tables' save writers finish their last autosave before the run's temporary
        # home folder is removed (a write during the removal made it fail now and then).
        deadline = time.monotonic() + 5
        for writer in self.writers:
            writer.join(max(0.0, deadline - time.monotonic()))
        controller._BotThread = self.thread_worker
        controller.time, table_module.time = self.real_time
        pygame.quit()

    # --- the stream ---------------------------------------------------------------

    def widgets(self) -> list[Any]:
        """The pygame_gui elements on screen now."""
        shown = [w for w in self.app.ui.get_sprite_group().sprites() if getattr(w, "visible", 1)]
        return [w for w in shown if w.rect.width > 0 and w.rect.height > 0]

    def target(self) -> tuple[int, int]:
        """Somewhere on screen: anywhere, or on something that can be pressed."""
        width, height = self.app.size
        roll = self.rng.random()
        if roll < 0.45:
            return (self.rng.randrange(width), self.rng.randrange(height))
        if roll < 0.75:
            widgets = self.widgets()
            if widgets:
                rect = self.rng.choice(widgets).rect
                return (
                    rect.x + self.rng.randrange(max(rect.width, 1)),
                    rect.y + self.rng.randrange(max(rect.height, 1)),
                )
        top = self.app.stack.top
        sprites = list(getattr(top, "hand_sprites", []) or [])
        if sprites and roll < 0.9:
            rect = self.rng.choice(sprites).rect
            return (rect.centerx, rect.centery)
        return (width // 2 + self.rng.randint(-width // 6, width // 6), height // 2)

    def play_gesture(self, table: Any) -> list[Any]:
        """A gesture a player makes at a table: a click on a pile, a card dragged to the
        discard pile or the meld area, or one of the table's keys."""
        import pygame

        layout = table.layout
        roll = self.rng.random()
        sprites = list(getattr(table, "hand_sprites", []) or [])
        if roll < 0.25:
            spot = self.rng.choice((layout.stock_rect, layout.discard_rect)).center
            return [
                pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=spot, button=1),
                pygame.event.Event(pygame.MOUSEBUTTONUP, pos=spot, button=1),
            ]
        if roll < 0.75 and sprites:
            start = self.rng.choice(sprites).rect.center
            area = self.rng.choice((layout.discard_rect, layout.meld_rect, layout.meld_rect))
            end = (
                area.x + self.rng.randrange(max(area.width, 1)),
                area.y + self.rng.randrange(max(area.height, 1)),
            )
            events = [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1)]
            for step in range(1, 4):
                point = (
                    start[0] + (end[0] - start[0]) * step // 3,
                    start[1] + (end[1] - start[1]) * step // 3,
                )
                events.append(
                    pygame.event.Event(pygame.MOUSEMOTION, pos=point, rel=(0, 0), buttons=(1, 0, 0))
                )
            events.append(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
            return events
        name = self.rng.choice(("1", "2", "RETURN", "TAB", "SPACE", "g", "a", "s"))
        key = getattr(pygame, f"K_{name}")
        text = name if len(name) == 1 else ""
        return [
            pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=text, scancode=0),
            pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode=text, scancode=0),
        ]

    def next_events(self) -> list[Any]:
        """The next burst of input: one gesture of a few events. At a table a third are
        a player's gestures; a scene other than a table is left with Escape after a
        while, so that the run keeps coming back to play."""
        import pygame

        top = self.app.stack.top
        if self.held is None and getattr(top, "controller", None) is not None:
            self.away = 0
            if self.rng.random() < 0.35:
                return self.play_gesture(top)
        else:
            self.away += 1
            widgets = self.widgets()
            if self.held is None and self.away > 20 and widgets and self.rng.random() < 0.3:
                spot = self.rng.choice(widgets).rect.center  # Next hand, Continue, Back …
                return [
                    pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=spot, button=1),
                    pygame.event.Event(pygame.MOUSEBUTTONUP, pos=spot, button=1),
                ]
            if self.held is None and self.away > 60 and self.rng.random() < 0.2:
                key = pygame.K_ESCAPE
                return [
                    pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0),
                    pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0),
                ]
        roll = self.rng.random()
        events = []
        if self.held is not None and roll < 0.5:  # go on with a drag, or let go
            for _ in range(self.rng.randint(1, 4)):
                x = min(max(self.pos[0] + self.rng.randint(-60, 60), 0), self.app.size[0] - 1)
                y = min(max(self.pos[1] + self.rng.randint(-60, 60), 0), self.app.size[1] - 1)
                buttons = tuple(int(b == self.held) for b in (1, 2, 3))
                rel = (x - self.pos[0], y - self.pos[1])
                self.pos = (x, y)
                events.append(
                    pygame.event.Event(pygame.MOUSEMOTION, pos=self.pos, rel=rel, buttons=buttons)
                )
            if self.rng.random() < 0.4:
                events.append(
                    pygame.event.Event(pygame.MOUSEBUTTONUP, pos=self.pos, button=self.held)
                )
                self.held = None
        elif roll < 0.55:
            self.pos = self.target()
            button = self.rng.choice((1, 1, 1, 1, 3, 2))
            events.append(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=self.pos, button=button))
            if self.rng.random() < 0.5:
                events.append(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=self.pos, button=button))
            else:
                self.held = button
        elif roll < 0.65:
            self.pos = self.target()
            events.append(
                pygame.event.Event(pygame.MOUSEMOTION, pos=self.pos, rel=(0, 0), buttons=(0, 0, 0))
            )
        elif roll < 0.75:
            events.append(
                pygame.event.Event(
                    pygame.MOUSEWHEEL,
                    x=0,
                    y=self.rng.choice((-3, -1, 1, 3)),
                    flipped=False,
                    precise_x=0.0,
                    precise_y=0.0,
                )
            )
        elif roll < 0.97:
            name = self.rng.choice(KEYS)
            key = getattr(pygame, f"K_{name}")
            mod = self.rng.choice((0, 0, 0, pygame.KMOD_SHIFT, pygame.KMOD_CTRL))
            events.append(
                pygame.event.Event(
                    pygame.KEYDOWN,
                    key=key,
                    mod=mod,
                    unicode=name if len(name) == 1 else "",
                    scancode=0,
                )
            )
            events.append(
                pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0)
            )
        else:
            size = self.rng.choice(SIZES)
            events.append(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
        return events

    # --- the run ------------------------------------------------------------------

    def run(self, count: int) -> MonkeyReport:
        import pygame

        began = time.perf_counter()
        report = self.report
        self.open()
        try:
            while report.events < count:
                for event in self.next_events():
                    pygame.event.post(event)
                    report.events += 1
                    name = pygame.event.event_name(event.type)
                    report.kinds[name] += 1
                    self.recent = [*self.recent[-11:], f"{report.events}: {name} {event.dict}"]
                self.clock.advance(1 / 60)
                self.app.frame(1 / 60)
                report.frames += 1
                report.scenes[type(self.app.stack.top).__name__] += 1
                for table in self.tables():
                    # The checker reads the engine itself, as no scene may.
                    table.controller._state.check_invariants()
                    report.invariant_checks += 1
                    if table.controller.errors:
                        raise AssertionError(f"bot errors: {table.controller.errors}")
                if not self.app.running or self.app.stack.top is None:
                    report.restarts += 1
                    self.close_tables()
                    while self.app.stack.top is not None:
                        self.app.stack.pop()
                    self.fresh_scenes()
        except Exception as failure:  # a failure is the result to report, with its seed
            report.error = (
                f"seed {report.seed} start {self.start} event {report.events}: "
                f"{type(failure).__name__}: {failure}\n{traceback.format_exc(limit=-6)}"
            )
            report.last_events = list(self.recent)
        finally:
            self.close()
            report.seconds = round(time.perf_counter() - began, 1)
        return report


def run(seed: int, events: int, start: str = "crowns") -> MonkeyReport:
    """One monkey run; player files go to a temporary folder."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # keep --json output clean
    with tempfile.TemporaryDirectory(prefix="wildmeld-monkey-") as home:
        before = os.environ.get("WILDMELD_HOME")
        os.environ["WILDMELD_HOME"] = home
        try:
            return Monkey(seed, start).run(events)
        finally:
            if before is None:
                os.environ.pop("WILDMELD_HOME", None)
            else:
                os.environ["WILDMELD_HOME"] = before


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m game.monkey", description=__doc__.split("\n")[0]
    )
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--events", type=int, default=5000)
    parser.add_argument(
        "--game",
        default="crowns",
        choices=[*SEATS, "menu"],
        help="the table to start at, or the menu",
    )
    parser.add_argument("--runs", type=int, default=1, help="seeds seed, seed+1, …")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(sys.argv[1:] if argv is None else argv)
    reports = [run(args.seed + i, args.events, args.game) for i in range(args.runs)]
    if args.json:
        print(json.dumps([r.as_dict() for r in reports]))
    else:
        for report in reports:
            status = "FAILED" if report.error else "ok"
            print(
                f"seed {report.seed} from {report.start}: {report.events} events, "
                f"{report.frames} frames, scenes {dict(report.scenes)}, "
                f"{report.seconds} s: {status}"
            )
            if report.error:
                print(report.error)
                print("\n".join(report.last_events))
    return 1 if any(r.error for r in reports) else 0


if __name__ == "__main__":
    raise SystemExit(main())
