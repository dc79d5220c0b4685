"""The monkey: seeded streams of random input through the real app's event loop.

    python -m tools.monkey --seed 7 --events 5000 [--game START] [--json]

START is a table (`crowns`, `sting`, `rumski`), the end of a game (`crowns-end`,
`sting-end`, `rumski-end`) or the main `menu`.

The app runs as in play (the scene stack, pygame_gui, the controller with bots on a
thread, instant pace) under whatever video driver SDL has — the dummy one in tests
and CI. A stream of mouse presses, drags, releases, wheel turns, key presses and
window resizes, drawn from `random.Random(seed)`, is posted a few events per frame:
half aimed anywhere, half at what is on screen (buttons, cards in the hand, the
piles, the buttons and rows a scene draws itself), so menus are opened, settings
changed and cards dragged. Seats are a human, a second human (hot-seat) and bots, so
every scene of the table is reached.

Random input rarely finishes a game, so an ending start (`crowns-end` …) sits down at a
golden game (tests/golden/) replayed to a few moves before its end: the seat whose
move comes next is a bot of its golden level (it plays on as the golden game did), two
other seats are humans. The game ends under the monkey's input and the run goes on
into game over, recent games (the game just finished among them) and its replay; back
at the bare main menu, it sits down at the same ending again. `MonkeyReport.scenes`
counts the frames spent in each scene reached.

After every frame the engine state of every table on the stack must pass
`check_invariants()`. A failure (an exception anywhere, or a broken invariant) stops
the run and reports the seed, the event number and the events just before it;
`--seed` with the same `--events` and `--game` plays the same run again: the bots
answer at once on the loop's own thread (`InlineBots`), so neither their choices nor
their timing depend on the machine.

If the player quits or leaves every scene, a fresh menu is opened and the run goes
on. Player files go to a temporary folder (WILDMELD_HOME), never the player's own:
the app has a store there, so tables autosave, finished games are kept for replays
and Continue appears — each file written at once on the loop's thread
(`InlineKeeper`), so what a scene lists depends only on the seed too.
"""

from __future__ import annotations

import argparse
import contextlib
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
from pathlib import Path
from typing import Any

from game.scenes.keeper import Keeper

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
# The golden game each ending start replays, and how many of its moves are left to play:
# in Sting and Rumski the turn that ends the game (ST-11, RU-15), in Crowns the last three
# final turns (CR-12) of hand 11, after a seat went out; the last of them a human's.
ENDINGS = {
    "crowns": ("crowns-4-every-level", 6),
    "sting": ("sting-3-beginners-open", 3),
    "rumski": ("rumski-4-target-100", 3),
}
ENDING = "-end"  # `crowns-end` starts at the end of a Crowns game
PRESS_AFTER = 5  # bursts of random input in a scene before its buttons and rows are pressed
PRESSING = 0.45  # the share of bursts after that which press one
LEAVE_AFTER = 60  # bursts in a scene before it is left (Escape, Back, Main menu …)
LEAVING = ("back", "menu", "quit", "cancel", "close", "resume", "again")
START_POINTS = (*SEATS, *(game + ENDING for game in ENDINGS), "menu")


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


def is_table(scene: Any) -> bool:
    """Whether `scene` is a game's table (game over keeps the finished game's controller
    too, but nothing is played there)."""
    from game.scenes.table import TableScene

    return isinstance(scene, TableScene)


def drawn_targets(scene: Any) -> list[tuple[str, Any]]:
    """(label, rect) of what a scene draws itself and answers clicks on: its buttons
    (`store_ui.Button`, not pygame_gui elements) and the rows of its lists (recent
    games, saves, settings; a row's label is empty)."""
    import pygame

    found = []
    for name in ("buttons", "rows"):
        items = getattr(scene, name, None)
        if isinstance(items, dict):
            items = list(items.values())
        for item in items if isinstance(items, list) else ():
            rect = item[-1] if isinstance(item, tuple) else getattr(item, "rect", item)
            if isinstance(rect, pygame.Rect) and rect.width > 0 and rect.height > 0:
                found.append((label_of(item), rect))
    return found


def label_of(item: Any) -> str:
    """The words on a button: a drawn one's label, a pygame_gui one's text."""
    return str(getattr(item, "label", None) or getattr(item, "text", None) or "")


def leaves(label: str) -> bool:
    """Whether a button so labelled leaves its scene (Back, Main menu, Quit, Cancel …)."""
    return any(word in label.lower() for word in LEAVING)


@contextlib.contextmanager
def confined(home: str):
    """No file outside `home` can be deleted through pathlib meanwhile: random clicks in
    the import dialog's file picker (pygame_gui's, which has a Delete button) must never
    cost anyone a file. A deletion elsewhere raises PermissionError, which the picker,
    like the store, takes as a file it may not touch."""
    inside = Path(home).resolve()
    unlink = Path.unlink

    def guarded(path: Path, missing_ok: bool = False) -> None:
        if not Path(path).resolve().is_relative_to(inside):
            raise PermissionError(13, "the monkey deletes nothing outside its home", str(path))
        unlink(path, missing_ok)

    Path.unlink = guarded  # type: ignore[method-assign]
    try:
        yield
    finally:
        Path.unlink = unlink  # type: ignore[method-assign]


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
        self.game = game
        self.plans = plans
        self.bots: dict = {}
        self.jobs = self  # `jobs.put(job)` answers it
        self.answers: queue.Queue = queue.Queue()

    def put(self, job: tuple | None) -> None:
        from game import controller

        if job is not None:
            self.answers.put(controller._think(self.bots, self.plans, self.game, job))

    def stop(self) -> None:
        """Nothing runs in the background."""


class InlineKeeper(Keeper):
    """A table's save writer, writing each file at once on the calling thread.

    Same interface as `game.scenes.keeper.Keeper` (`autosave`, `finish`, `stop`); the
    monkey puts it in that writer's place so that the autosave Continue offers and the
    finished games Recent games lists are there, or not, by the seed alone.
    """

    def start_writer(self) -> None:
        """No thread: `jobs.put(job)` writes it now."""
        self.jobs = self
        self.waiting: list[tuple | None] = []

    def put(self, job: tuple | None) -> None:
        if job is not None:  # None, the stop, leaves nothing to wait for
            self.waiting = [job, None]
            self._run()  # the writer's own loop: this job, then the stop

    def get(self) -> tuple | None:
        return self.waiting.pop(0)

    def get_nowait(self) -> tuple | None:
        if not self.waiting:
            raise queue.Empty
        return self.waiting.pop(0)

    def stop(self, wait: float = 0.0) -> None:
        """Every save is written already: nothing to wait for."""


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
        self.away = 0  # bursts since the last table, or the last scene new to the run
        self.met: set[type] = set()  # the kinds of scene met so far
        self.played: dict[Any, list[int]] = {}  # controller -> [moves at first sight, now]

    # --- the app ------------------------------------------------------------------

    def open(self) -> Any:
        from game import controller
        from game.app import App
        from game.scenes import table as table_module
        from game.store import Store

        random.seed(self.seed)  # the menu's quick game draws its deal from `random`
        self.thread_worker = controller._BotThread
        controller._BotThread = InlineBots  # bots_in="thread" now answers inline
        self.real_keeper = table_module.Keeper
        table_module.Keeper = InlineKeeper
        self.clock = FrameClock()
        self.real_time = (controller.time, table_module.time)
        controller.time = table_module.time = self.clock
        self.app = App(self.size, {"speed": "instant", "bots_in": "thread"})
        self.app.store = Store()  # in WILDMELD_HOME, which `run` points at a temporary folder
        self.fresh_scenes()
        return self.app

    def fresh_scenes(self) -> None:
        from game.scenes.menu import MenuScene

        self.app.running = True
        self.app.stack.push(MenuScene(self.app))
        if self.start in SEATS:
            self.app.stack.push(self.table(self.start))
        elif self.start.removesuffix(ENDING) in ENDINGS:
            self.app.stack.push(self.ending(self.start.removesuffix(ENDING)))

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

    def ending(self, game: str) -> Any:
        """A table at the end of a golden game: its moves but the last few played, the
        seat that makes the next one a bot of its golden level, two others humans."""
        from game.controller import SeatPlan
        from game.rules import load
        from game.scenes.table import TableScene
        from game.store.codec import decode_action
        from tools import golden

        name, left = ENDINGS[game]
        data = golden.read(golden.FOLDER / f"{name}.json")
        module = load(game)
        moves = [decode_action(module, encoded) for _, encoded in data["moves"]]
        played = moves[: len(moves) - left]
        finisher = moves[len(played)].seat
        humans = [seat for seat in range(len(data["levels"])) if seat != finisher]
        humans = humans[: HUMANS[game]]
        seats = [
            SeatPlan(f"Player {humans.index(seat) + 1}", "human")
            if seat in humans
            else SeatPlan(f"Bot {seat}", "bot", level)
            for seat, level in enumerate(data["levels"])
        ]
        controller = self.app.new_controller(
            game, seats, data["seed"], data["options"], pace="instant", actions=tuple(played)
        )
        return TableScene(self.app, controller)

    def back_at_menu(self) -> bool:
        """An ending start plays its ending again once the run is back at the bare main
        menu (the menu has a start of its own): so a run meets many game overs."""
        from game.scenes.menu import MenuScene

        scenes = self.app.stack.scenes
        ending = self.start.removesuffix(ENDING) in ENDINGS
        return ending and len(scenes) == 1 and isinstance(scenes[0], MenuScene)

    def tables(self) -> list[Any]:
        return [s for s in self.app.stack.scenes if is_table(s)]

    def count_moves(self) -> None:
        """The moves played at each table seen so far (a restored game's past not counted)."""
        for table in self.tables():
            moves = len(table.controller._state.actions)
            self.played.setdefault(table.controller, [moves, moves])[1] = moves
        self.report.moves = sum(now - first for first, now in self.played.values())

    def close_tables(self) -> None:
        self.count_moves()
        for scene in self.tables():
            scene.close()

    def close(self) -> None:
        import pygame

        from game import controller
        from game.scenes import table as table_module

        # The tables' saves are written already (InlineKeeper): none can land in the
        # run's temporary home folder while it is being removed.
        self.close_tables()
        controller._BotThread = self.thread_worker
        table_module.Keeper = self.real_keeper
        controller.time, table_module.time = self.real_time
        pygame.quit()

    # --- the stream ---------------------------------------------------------------

    def widgets(self) -> list[Any]:
        """The pygame_gui elements on screen now (not the containers that hold them)."""
        from pygame_gui.core import UIContainer

        shown = [w for w in self.app.ui.get_sprite_group().sprites() if getattr(w, "visible", 1)]
        return [
            w
            for w in shown
            if w.rect.width > 0 and w.rect.height > 0 and not isinstance(w, UIContainer)
        ]

    def pressables(self, leaving: bool = True) -> list[Any]:
        """The rects of what can be pressed now: widgets, and what the top scene draws;
        without the ways out of the scene unless `leaving`."""
        found = [(label_of(w), w.rect) for w in self.widgets()]
        found += drawn_targets(self.app.stack.top)
        return [rect for label, rect in found if leaving or not leaves(label)]

    def target(self) -> tuple[int, int]:
        """Somewhere on screen: anywhere, or on something that can be pressed."""
        width, height = self.app.size
        roll = self.rng.random()
        if roll < 0.45:
            return (self.rng.randrange(width), self.rng.randrange(height))
        if roll < 0.75:
            spots = self.pressables(leaving=self.away > LEAVE_AFTER)
            if spots:
                rect = self.rng.choice(spots)
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
        a player's gestures. In another scene, after a few bursts, its buttons and rows
        are pressed too: the ways deeper first (Next hand, Recent games, a game in a
        list), the ways out (Back, Main menu, Escape) only after a while, counted from
        the last table or the last scene new to the run — so the run reaches the scenes
        behind scenes, and keeps coming back to play."""
        import pygame

        top = self.app.stack.top
        if is_table(top):
            self.away = 0
            if self.held is None and self.rng.random() < 0.35:
                return self.play_gesture(top)
        else:
            self.away = self.away + 1 if type(top) in self.met else 1  # a new scene: time
            self.met.add(type(top))
            # Deeper first (Next hand, Recent games, a game in a list …), out only later.
            spots = self.pressables(leaving=self.away > LEAVE_AFTER)
            if (
                self.held is None
                and self.away > PRESS_AFTER
                and spots
                and self.rng.random() < PRESSING
            ):
                spot = self.rng.choice(spots).center
                return [
                    pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=spot, button=1),
                    pygame.event.Event(pygame.MOUSEBUTTONUP, pos=spot, button=1),
                ]
            if self.held is None and self.away > LEAVE_AFTER and self.rng.random() < 0.2:
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
                self.count_moves()
                if not self.app.running or self.app.stack.top is None or self.back_at_menu():
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
    with tempfile.TemporaryDirectory(prefix="wildmeld-monkey-") as home, confined(home):
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
        prog="python -m tools.monkey", description=__doc__.split("\n")[0]
    )
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--events", type=int, default=5000)
    parser.add_argument(
        "--game",
        default="crowns",
        choices=START_POINTS,
        help="the table to start at, the end of a game (a golden game's last moves), or the menu",
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
