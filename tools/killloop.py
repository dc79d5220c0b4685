"""The kill loop: games played by the real app in a child process that is killed with
SIGKILL at random moments and at each step of a game's end, then the player's files are
checked — no save corrupt, no game lost, none counted twice (issue 17).

    python -m tools.killloop --kills 30 --seed 1 [--game crowns|sting|rumski] [--json]

A child (`python -m tools.killloop --child GAME --start new|ending`) is the app as a player
runs it, headless: the scene stack, the main menu (which records a game stopped between
its end and the record of it, `Store.settle_autosave`), Continue, a bots' table at
instant pace whose save writer writes on its own thread, game over. It opens the menu,
continues the autosave if there is one (else sits down at a new game, or at a golden
game a few moves before its end), plays until game over and the end is recorded, and
exits 0.

The loop, for each game in turn, in one home folder (WILDMELD_HOME) per game:

* **random kills**: a child is started and killed (SIGKILL) after a random delay, again
  and again, each new child continuing the game, until the asked number of kills is
  reached and a child plays its game to the end;
* **kills between the writes of a game's end**: for each point of `Store.finish_game`
  (`FAULT_POINTS`: before Recent games, between Recent games and the statistics, between
  the statistics and dropping the autosave) a child sits down near a golden game's end
  with WILDMELD_KILL_AT naming the point, so the store kills it there; the next child
  must record that game's end once.

After every child the home is checked (`check_home`): no file was moved aside as
corrupt; the autosave, if any, loads and replays whole and holds no fewer moves than
the last one seen (a game is never lost); every finished game is in Recent games once
and counted in the statistics once (ids unique, `played` equal to the games finished).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from game.store.outcomes import FAULT_VARIABLE

ROOT = Path(__file__).resolve().parent.parent  # where `tools` imports from, for the child
GAMES = ("crowns", "sting", "rumski")
FAULT_POINTS = ("finish:start", "finish:recent", "finish:stats")  # Store.finish_game's steps
LEVEL = "easy"  # every seat: quick games that still go out, meld and score
SEATS = 2
OPTIONS = {"sting": {"rounds": 2}, "rumski": {"target": 100}}  # shorter games: more of them
CHILD_FRAMES = 200_000  # a child still playing after this many frames has hung
CHILD_SECONDS = 300.0  # nor may one take longer than this on a slow, shared machine


# ------------------------------------------------------------------ the child


def new_table(app: Any, game: str, seed: int) -> Any:
    """A bots' table at a new game of `game` (SEATS seats of LEVEL bots)."""
    from game.controller import SeatPlan
    from game.scenes.table import TableScene

    seats = [SeatPlan(f"Bot {seat + 1}", "bot", LEVEL) for seat in range(SEATS)]
    controller = app.new_controller(game, seats, seed, OPTIONS.get(game), pace="instant")
    return TableScene(app, controller)


def ending_table(app: Any, game: str) -> Any:
    """A bots' table at a golden game of `game` with only its last few moves to play."""
    from game.controller import SeatPlan
    from game.rules import load
    from game.scenes.table import TableScene
    from game.store.codec import decode_action
    from tools import golden
    from tools.monkey import ENDINGS  # the golden game, and how many of its moves are left

    name, left = ENDINGS[game]
    data = golden.read(golden.FOLDER / f"{name}.json")
    module = load(game)
    moves = [decode_action(module, encoded) for _, encoded in data["moves"]]
    seats = [SeatPlan(f"Bot {seat + 1}", "bot", level) for seat, level in enumerate(data["levels"])]
    controller = app.new_controller(
        game,
        seats,
        data["seed"],
        data["options"],
        pace="instant",
        actions=tuple(moves[: len(moves) - left]),
    )
    return TableScene(app, controller)


def child(game: str, start: str, seed: int) -> int:
    """One life of the app: the menu (a game stopped at its end is recorded there), then
    Continue, or a new table (`start` "new" or "ending"; "none": the menu only), played to
    game over and the record of its end. Exit status 0 when done, 1 if it went wrong."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from game.app import App
    from game.scenes.menu import MenuScene
    from game.store import Store

    app = App((1024, 640), {"speed": "instant", "bots_in": "thread"})
    app.store = Store()
    menu = MenuScene(app)
    app.stack.push(menu)
    if menu.autosaved is not None:
        menu.resume()
        if app.stack.top is menu:
            print("continue refused:", *menu.notices, flush=True)
            return 1
    elif start == "none":
        return 0
    else:
        table = ending_table(app, game) if start == "ending" else new_table(app, game, seed)
        app.stack.push(table)
    over = play_to_game_over(app)
    if over is None:
        print("the game did not end", flush=True)
        return 1
    over.kept_by.thread.join(CHILD_SECONDS)  # the save writer records the game's end
    finished = over.kept_by.finished
    print("finished:", "kept" if finished and finished.kept else finished, flush=True)
    return 0 if finished is not None and finished.kept else 1


def play_to_game_over(app: Any, seconds: float = CHILD_SECONDS) -> Any:
    """Frames (unthrottled) until the game-over screen, pressing Next hand at each
    summary as a player would; that screen, or None if the game did not end in time."""
    from game.scenes.gameover import GameOverScene
    from game.scenes.summary import SummaryScene

    began = time.monotonic()
    for _ in range(CHILD_FRAMES):
        app.frame(1 / 60)
        top = app.stack.top
        if isinstance(top, SummaryScene):
            top.done()
        elif isinstance(top, GameOverScene):
            return top
        if time.monotonic() - began > seconds:
            break
    return None


# ------------------------------------------------------------------ the checks


@dataclass
class Home:
    """What the loop has seen of one home folder so far."""

    folder: Path
    game: str
    moves: dict[str, int] = field(default_factory=dict)  # game id -> most moves autosaved
    problems: list[str] = field(default_factory=list)


def moment(home: Home) -> str:
    """Where the game stood when a child was killed, from the files it left."""
    from game.store import Store, StorePaths

    saved = Store(StorePaths.inside(home.folder)).peek_autosave()
    if saved is None:
        return "no game in progress"
    return "game over, being recorded" if saved.finished else "in play"


def check_home(home: Home, when: str) -> None:
    """The player's files in `home` after a child ended (`when` says how): nothing moved
    aside as corrupt, the autosave whole and never behind the last one seen, every
    finished game kept and counted once. Problems are added to `home.problems`."""
    from game.store import Store, StorePaths

    def problem(words: str) -> None:
        home.problems.append(f"{home.game}, after {when}: {words}")

    aside = sorted(path.name for path in home.folder.rglob("*.corrupt-*"))
    if aside:
        problem(f"files moved aside as corrupt: {', '.join(aside)}")
    store = Store(StorePaths.inside(home.folder))
    loaded = store.load_autosave()
    recent = store.list_recent()
    stats = store.load_stats()
    for notice in store.take_notices():
        problem(f"the store's notice: {notice}")
    if loaded is not None:
        saved = loaded.saved
        if not saved.game_id:
            problem("the autosave has no game id")
        before = home.moves.get(saved.game_id, 0)
        if len(saved.actions) < before:
            problem(f"the autosave went back from {before} moves to {len(saved.actions)}")
        home.moves[saved.game_id] = max(before, len(saved.actions))
    counted = list(stats.counted)
    kept = [entry.saved.game_id for entry in recent]
    if len(set(counted)) != len(counted) or len(set(kept)) != len(kept):
        problem(f"a game counted or kept twice: counted {counted}, kept {kept}")
    in_flight = {loaded.saved.game_id} if loaded is not None and loaded.saved.finished else set()
    if set(counted) - set(kept) or set(kept) - set(counted) - in_flight:
        problem(f"kept and counted differ: counted {counted}, kept {kept}")
    played = stats.line(home.game, f"bot:{LEVEL}").played  # every table here has such a bot
    if played != len(counted):
        problem(f"{played} games counted as played, {len(counted)} game ids counted")
    if any(entry.saved.game != home.game or not entry.saved.finished for entry in recent):
        problem("a recent game is of another game or not finished")


def lost_games(home: Home) -> list[str]:
    """Games seen in an autosave that were neither finished nor left to continue."""
    from game.store import Store, StorePaths

    store = Store(StorePaths.inside(home.folder))
    loaded = store.load_autosave()
    left = {loaded.saved.game_id} if loaded is not None else set()
    counted = set(store.load_stats().counted)
    return sorted(set(home.moves) - counted - left)


# ------------------------------------------------------------------ the loop


@dataclass
class KillReport:
    """One game's part of the loop."""

    game: str
    seed: int
    kills: int = 0  # children killed at a random moment
    fault_kills: dict[str, int] = field(default_factory=dict)  # point -> children killed there
    moments: dict[str, int] = field(default_factory=dict)  # where the game stood at each kill
    children: int = 0
    finished: int = 0  # games counted in the statistics at the end
    seconds: float = 0.0
    problems: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.problems


def start_child(home: Path, game: str, start: str, seed: int, fault: str = "") -> Any:
    env = {**os.environ, "WILDMELD_HOME": str(home), "SDL_VIDEODRIVER": "dummy"}
    env.update(SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    env.pop(FAULT_VARIABLE, None)
    if fault:
        env[FAULT_VARIABLE] = fault
    command = [sys.executable, "-m", "tools.killloop", "--child", game, "--start", start]
    return subprocess.Popen(
        [*command, "--seed", str(seed)],
        env=env,
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )


def finish(child_process: Any, report: KillReport, what: str) -> int:
    """Wait for a child to end by itself; its exit status (a problem if it failed)."""
    try:
        output, _ = child_process.communicate(timeout=CHILD_SECONDS + 60)
    except subprocess.TimeoutExpired:
        child_process.kill()
        output, _ = child_process.communicate()
        report.problems.append(f"{report.game}: {what}: the child hung")
    if child_process.returncode not in (0, -signal.SIGKILL):
        tail = " | ".join((output or "").strip().splitlines()[-6:])
        report.problems.append(f"{report.game}: {what}: exit {child_process.returncode}: {tail}")
    return child_process.returncode


def run_game(game: str, kills: int, seed: int, longest: float = 8.0) -> KillReport:
    """Kill children playing `game` at `kills` random moments (up to `longest` seconds
    after each starts), then at each fault point, checking the files after every child."""
    report = KillReport(game, seed)
    rng = random.Random(f"{seed}:{game}")
    began = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="wildmeld-kill-") as folder:
        home = Home(Path(folder), game)
        deals = iter(range(seed * 1000, seed * 1000 + 10_000))
        while report.kills < kills:
            process = start_child(home.folder, game, "new", next(deals))
            report.children += 1
            try:
                process.wait(rng.uniform(0.3, longest))
            except subprocess.TimeoutExpired:
                process.send_signal(signal.SIGKILL)
                process.communicate()
                report.kills += 1
                stood = moment(home)
                report.moments[stood] = report.moments.get(stood, 0) + 1
                check_home(home, f"kill {report.kills}")
                continue
            finish(process, report, "a game played to its end")
            check_home(home, "a game played to its end")
        process = start_child(home.folder, game, "none", 0)  # the game in progress, to its end
        report.children += 1
        finish(process, report, "the last game continued to its end")
        check_home(home, "the last game continued to its end")
        for point in FAULT_POINTS:
            process = start_child(home.folder, game, "ending", 0, fault=point)
            report.children += 1
            if finish(process, report, f"killed at {point}") == -signal.SIGKILL:
                report.fault_kills[point] = report.fault_kills.get(point, 0) + 1
            else:
                report.problems.append(f"{game}: the child was not killed at {point}")
            check_home(home, f"the kill at {point}")
            process = start_child(home.folder, game, "none", 0)  # its menu records that end
            report.children += 1
            finish(process, report, f"the menu after the kill at {point}")
            check_home(home, f"the menu after the kill at {point}")
        lost = lost_games(home)
        if lost:
            report.problems.append(f"{game}: games lost: {', '.join(lost)}")
        from game.store import Store, StorePaths

        store = Store(StorePaths.inside(home.folder))
        report.finished = len(store.load_stats().counted)
        if store.peek_autosave() is not None:
            report.problems.append(f"{game}: an autosave is left after every game ended")
        report.problems[:0] = home.problems
    report.seconds = round(time.monotonic() - began, 1)
    return report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.killloop", description=__doc__)
    parser.add_argument("--kills", type=int, default=30, help="random kills in all (default 30)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--game", choices=GAMES, help="one game only (default: all three)")
    parser.add_argument("--longest", type=float, default=8.0, help="latest kill, in seconds")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--child", choices=GAMES, help=argparse.SUPPRESS)
    parser.add_argument("--start", choices=("new", "ending", "none"), help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        return child(args.child, args.start or "new", args.seed)
    games = (args.game,) if args.game else GAMES
    reports = []
    for number, game in enumerate(games):
        share = args.kills // len(games) + (number < args.kills % len(games))
        reports.append(run_game(game, share, args.seed, args.longest))
        report = reports[-1]
        if not args.json:
            faults = sum(report.fault_kills.values())
            print(
                f"{game}: {report.kills} random kills, {faults} kills between the writes of "
                f"a game's end, {report.children} children, {report.finished} games counted, "
                f"{report.seconds} s: {'ok' if report.ok else 'FAILED'}"
            )
            print("  killed: " + ", ".join(f"{n} {where}" for where, n in report.moments.items()))
            for problem in report.problems:
                print("  " + problem)
    if args.json:
        print(json.dumps([asdict(report) for report in reports], indent=1))
    return 0 if all(report.ok for report in reports) else 1


if __name__ == "__main__":
    sys.exit(main())
