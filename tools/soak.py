"""The soak: many checked games per engine over every seat count, bot mix and option.

    python -m tools.soak --games 10000 [--game G] [--seed S] [--jobs N] [--minutes M] [--json]

Each game is one `tools.sim.play_one` call with `check` on: the engine's invariants
are checked after every action, a bot's illegal action is an error, and seed +
actions must replay to the same game. Game i of a run takes its seat count, the
bot level of every seat and its option values from `plan(game, i)`, which cycles
through all of them, so even a short run covers the seat counts and the pure bot
mixes first (all random, all easy, …), then mixed tables and every option
combination.

The soak also watches every round: how many actions it took, whether a stall guard
ended it (CR-14a, ST-12, RU-13) and whether it hit the soak's last-resort cap of
`ROUND_ACTION_CAP` actions, which fails the game (a second line behind the engines'
own last-resort caps; see docs/reliability.md). Every failure is reported with its seed, seats,
levels and options, and `--replay` plays that one game again:

    python -m tools.soak --game crowns --replay 1234567 --seats random,easy --option rounds=1

`--minutes` stops starting new games after that long and reports what was played.
The exit status is 1 if any game failed.
"""

from __future__ import annotations

import argparse
import functools
import itertools
import json
import multiprocessing
import os
import random
import sys
import time
from dataclasses import asdict, dataclass, field

from game.bots import LEVELS
from game.bots.search import ENV_WORLDS
from game.rules import GAME_NAMES, load
from game.rules.engine import parse_option_value, resolve_options
from tools import sim

# Why a cap at all: the stall guards only count once a stock has been rebuilt, and a
# table that keeps taking from the discard pile never rebuilds it. The cap is far above
# any round the soak has seen (docs/reliability.md), so hitting it means a stall.
ROUND_ACTION_CAP = 20_000
SOAK_WORLDS = "2"  # worlds an expert searches a decision in a soak (legality, not strength)

# Option values tried for each option; an option not listed here tries its default,
# the other truth value (for a bool), its choices, or its minimum.
OPTION_VALUES = {
    ("sting", "target"): (0, 100),
    ("sting", "rounds"): (5, 1, 2),
    ("rumski", "target"): (0, 100),
}
LAST_SEAT = "last"  # a first_dealer value meaning the highest seat of the game

# Round endings by event name: the event that ends a round in each game, and whether
# it says a stall guard ended it.
ROUND_ENDS = ("HandEnded", "RoundScored", "RoundWon", "RoundVoid")


@dataclass
class GamePlan:
    """One soak game: who sits where and with which options."""

    game: str
    index: int
    seed: int
    levels: list[str]
    options: dict


@dataclass
class RoundWatch:
    """Per game: the rounds seen, their longest length, and the stall-guard endings."""

    rounds: int = 0
    stalled: int = 0
    void: int = 0
    longest_round: int = 0
    since_round: int = 0

    def __call__(self, state, action, events) -> None:
        self.since_round += 1
        if self.since_round > ROUND_ACTION_CAP:
            raise RuntimeError(f"round not over after {ROUND_ACTION_CAP} actions (soak cap hit)")
        for event in events:
            name = type(event).__name__
            if name not in ROUND_ENDS:
                continue
            self.rounds += 1
            self.longest_round = max(self.longest_round, self.since_round)
            self.since_round = 0
            if name == "RoundVoid":
                self.void += 1
            if getattr(event, "stalled", False) or "no card played" in getattr(event, "reason", ""):
                self.stalled += 1


@dataclass
class SoakResult:
    plan: GamePlan
    actions: int
    error: str
    watch: RoundWatch = field(default_factory=RoundWatch)


@functools.cache
def option_values(game: str, seats: int) -> tuple[dict, ...]:
    """Every combination of the tried values of the game's options (do not change them)."""
    module = load(game)
    names, values = [], []
    for name, option in module.OPTIONS.items():
        if (game, name) in OPTION_VALUES:
            tried = OPTION_VALUES[(game, name)]
        elif name == "first_dealer":
            tried = (-1, 0, LAST_SEAT)
        elif isinstance(option.default, bool):
            tried = (option.default, not option.default)
        elif option.choices is not None:
            tried = option.choices
        elif option.minimum is not None and option.minimum != option.default:
            tried = (option.default, option.minimum)
        else:
            tried = (option.default,)
        names.append(name)
        values.append([seats - 1 if value == LAST_SEAT else value for value in tried])
    combos = [dict(zip(names, combo, strict=True)) for combo in itertools.product(*values)]
    # In a fixed shuffled order, so that every option varies within a short soak too.
    random.Random(f"{game}-{seats}").shuffle(combos)
    return tuple(combos)


def level_mix(index: int, seats: int) -> list[str]:
    """The bot level of each seat in the index-th mix: the four pure tables first (all
    random, all easy, …), then tables where each seat sits a step further along."""
    step = (index // len(LEVELS)) % len(LEVELS)
    return [LEVELS[(index + seat * step) % len(LEVELS)] for seat in range(seats)]


def plan(game: str, index: int, seed: int) -> GamePlan:
    """The index-th game of a soak: seat count, levels and options cycle independently."""
    seat_counts = list(load(game).SEATS)
    seats = seat_counts[index % len(seat_counts)]
    # Each cycle of seat counts shifts the mixes by one, so that seat counts and
    # mixes are not in lockstep when their cycle lengths share a factor.
    mix = index + index // len(seat_counts)
    combos = option_values(game, seats)
    # The k-th game of each seat count takes the k-th combination: a full soak plays
    # every combination at every seat count.
    options = dict(combos[(index // len(seat_counts)) % len(combos)])
    return GamePlan(game, index, seed, level_mix(mix, seats), options)


def soak_one(game_plan: GamePlan) -> SoakResult:
    """Play one planned game with checks on, watching its rounds."""
    # A soak checks legality, not strength: an expert thinks two worlds a decision here
    # unless the environment says otherwise (`game.bots.search.budget_from_env`).
    os.environ.setdefault(ENV_WORLDS, SOAK_WORLDS)
    watch = RoundWatch()
    result = sim.play_one(
        game_plan.game,
        game_plan.levels,
        game_plan.seed,
        0,
        resolve_options(load(game_plan.game).OPTIONS, game_plan.options),
        True,
        watch=watch,
    )
    return SoakResult(game_plan, result.actions, result.error, watch)


def replay_command(game_plan: GamePlan) -> str:
    """The command that plays this one game again."""
    options = "".join(f" --option {k}={v}" for k, v in game_plan.options.items())
    return (
        f"python -m tools.soak --game {game_plan.game} --replay {game_plan.seed} "
        f"--seats {','.join(game_plan.levels)}{options}"
    )


def run(
    games: int,
    game_names: list[str],
    seed: int = 1,
    jobs: int = 1,
    minutes: float | None = None,
    progress=None,
) -> dict:
    """Soak `games` games of each game in `game_names`; the report per game."""
    reports = {}
    for game in game_names:
        seeds = sim.game_seeds(seed, games)
        plans = [plan(game, index, seeds[index]) for index in range(games)]
        reports[game] = _soak(game, plans, jobs, minutes, progress)
    return reports


def _soak(game: str, plans: list[GamePlan], jobs: int, minutes, progress) -> dict:
    start = time.perf_counter()
    deadline = start + minutes * 60 if minutes else None
    results: list[SoakResult] = []
    if jobs > 1:
        with multiprocessing.get_context("spawn").Pool(jobs) as pool:
            for result in pool.imap(soak_one, plans, chunksize=1):
                results.append(result)
                if progress:
                    progress(game, len(results), len(plans))
                if deadline and time.perf_counter() > deadline:
                    pool.terminate()
                    break
    else:
        for game_plan in plans:
            results.append(soak_one(game_plan))
            if progress:
                progress(game, len(results), len(plans))
            if deadline and time.perf_counter() > deadline:
                break
    return summarize(game, results, time.perf_counter() - start)


def summarize(game: str, results: list[SoakResult], seconds: float) -> dict:
    """What a soak of one game showed."""
    failures = [r for r in results if r.error]
    actions = sum(r.actions for r in results)
    return {
        "game": game,
        "games": len(results),
        "actions": actions,
        "invariant_checks": actions,  # one check_invariants() after every action
        "replays_checked": len(results) - len(failures),
        "rounds": sum(r.watch.rounds for r in results),
        "stall_guard_rounds": sum(r.watch.stalled for r in results),
        "void_rounds": sum(r.watch.void for r in results),
        "longest_round_actions": max((r.watch.longest_round for r in results), default=0),
        "longest_game_actions": max((r.actions for r in results), default=0),
        "round_cap": ROUND_ACTION_CAP,
        "round_cap_hits": sum("soak cap hit" in r.error for r in results),
        "seat_counts": sorted({len(r.plan.levels) for r in results}),
        "level_mixes": len({tuple(r.plan.levels) for r in results}),
        "option_sets": len({json.dumps(r.plan.options, sort_keys=True) for r in results}),
        "errors": len(failures),
        "failures": [
            {"error": r.error, "replay": replay_command(r.plan), "plan": asdict(r.plan)}
            for r in failures[:20]
        ],
        "seconds": round(seconds, 1),
    }


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="python -m tools.soak", description=__doc__.split("\n")[0]
    )
    parser.add_argument("--games", type=int, default=100, help="games per game")
    parser.add_argument("--game", choices=GAME_NAMES, help="only this game (default: all)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1, help="worker processes")
    parser.add_argument("--minutes", type=float, help="stop starting games after this long")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--replay", type=int, metavar="SEED", help="play one game of this seed")
    parser.add_argument("--seats", help="with --replay: the bot level of each seat")
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    args = parser.parse_args(argv)
    if args.games < 1 or args.jobs < 1:
        parser.error("--games and --jobs must be at least 1")
    if args.replay is not None and not (args.game and args.seats):
        parser.error("--replay needs --game and --seats")
    return args


def replay_one(args: argparse.Namespace) -> int:
    """Play one failing game again, from its seed, seats and options."""
    options = {}
    for text in args.option:
        name, _, value = text.partition("=")
        options[name.strip()] = parse_option_value(value)
    levels = [level.strip() for level in args.seats.split(",")]
    result = soak_one(GamePlan(args.game, 0, args.replay, levels, options))
    print(json.dumps({"actions": result.actions, "error": result.error, **asdict(result.watch)}))
    return 1 if result.error else 0


def main(argv: list[str] | None = None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)
    if args.replay is not None:
        return replay_one(args)
    last = [0.0]

    def progress(game: str, done: int, total: int) -> None:
        now = time.perf_counter()
        if now - last[0] > 5 or done == total:
            last[0] = now
            print(f"\r{game}: {done}/{total} games", end="", file=sys.stderr, flush=True)

    names = [args.game] if args.game else list(GAME_NAMES)
    reports = run(args.games, names, args.seed, args.jobs, args.minutes, progress)
    print(file=sys.stderr)
    if args.json:
        print(json.dumps(reports))
    else:
        for report in reports.values():
            print(
                f"{report['game']}: {report['games']} games, {report['actions']} actions "
                f"(each followed by an invariant check), {report['rounds']} rounds "
                f"({report['stall_guard_rounds']} ended by the stall guard), longest round "
                f"{report['longest_round_actions']} actions, {report['errors']} errors, "
                f"{report['seconds']} s"
            )
            for failure in report["failures"]:
                print(f"  FAILED {failure['error']}\n    replay: {failure['replay']}")
    return 1 if any(report["errors"] for report in reports.values()) else 0


if __name__ == "__main__":
    raise SystemExit(main())
