"""Headless bot-vs-bot games: `python -m tools.sim`.

    python -m tools.sim --game crowns --seats hard,medium,easy,easy --games 200 --seed 1 --json

Plays games between bots without pygame and reports, per entry of `--seats`
(a bot level: random, easy, medium, hard), how often it won and its mean total,
with the errors (exceptions, illegal bot actions: must be 0) and the bots'
decision times. `--check` verifies after every action the engine's invariants and that the
observation of the seat to act next shows no card it cannot see (shuffling those cards
changes nothing it sees), and at the end that replaying seed + actions gives the same
game, as a whole state.
`--rotate` plays every deal once per seat rotation, so each level sits in each chair on
the same cards (mirror games: far less luck in a comparison). `--option name=value` sets a game
option (see the game's rules file). `--jobs N` spreads games over N processes.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import random
import sys
import time
from dataclasses import dataclass, field

from game.bots import FROZEN, LEVELS, SIM_LEVELS, make_bot
from game.bots.seeds import bot_seed
from game.rules import GAME_NAMES, load
from game.rules.engine import (
    IllegalAction,
    Record,
    check_hidden,
    parse_option_value,
    replay,
    resolve_options,
)
from tools.bench.timing import summarize


@dataclass
class GameResult:
    """One finished (or failed) game, seen from the `--seats` entries."""

    deal_seed: int
    rotation: int
    totals: list[int]  # per --seats entry
    winners: list[int]  # --seats entries that won (shared wins count for each)
    actions: int
    decision_seconds: list[float] = field(default_factory=list)
    error: str = ""


def game_seeds(seed: int, count: int) -> list[int]:
    """The seed of each deal, drawn from the run's seed."""
    rng = random.Random(seed)
    return [rng.getrandbits(48) for _ in range(count)]


def play_one(
    game: str,
    levels: list[str],
    deal_seed: int,
    rotation: int,
    options: dict,
    check: bool,
    watch=None,
) -> GameResult:
    """Play one game; entry i of `levels` sits at seat (i + rotation) % n.

    `watch(state, action, events)`, if given, is called after every applied action
    (the soak counts rounds and stall endings with it); whatever it raises fails the
    game like an engine error, with the seed in the message.
    """
    module = load(game)
    seats = len(levels)
    chair = [(entry + rotation) % seats for entry in range(seats)]  # entry -> seat
    bots = {}
    for entry, level in enumerate(levels):  # seeded by seat, as the app seeds them
        bots[chair[entry]] = make_bot(game, level, chair[entry], bot_seed(deal_seed, chair[entry]))
    state = module.new_game(seats, deal_seed, options)
    shuffler = random.Random(deal_seed)  # deals the hidden cards anew for `check_hidden`
    decisions: list[float] = []
    error = ""
    try:
        while not state.is_over:
            seat = state.to_act
            observation = state.observe(seat)
            start = time.perf_counter()
            action = bots[seat].choose(observation)
            decisions.append(time.perf_counter() - start)
            try:
                events = state.apply(action)
            except IllegalAction as refusal:
                raise RuntimeError(
                    f"{bots[seat].level} bot at seat {seat} chose an illegal {action}: {refusal}"
                ) from None
            if check:
                state.check_invariants()
                if not state.is_over:  # what the next bot will see shows no hidden card
                    check_hidden(state, shuffler, [state.to_act])
            if watch is not None:
                watch(state, action, events)
        if check:
            check_replay(module, state, deal_seed, seats, options)
    except Exception as failure:  # a bot or engine failure is a result to report, not a crash
        error = f"seed {deal_seed} rotation {rotation}: {type(failure).__name__}: {failure}"
    seat_totals = list(state.totals)
    won = set(state.winners()) if not error else set()
    return GameResult(
        deal_seed=deal_seed,
        rotation=rotation,
        totals=[seat_totals[chair[entry]] for entry in range(seats)],
        winners=[entry for entry in range(seats) if chair[entry] in won],
        actions=len(state.actions),
        decision_seconds=decisions,
        error=error,
    )


def check_replay(module, state, seed: int, seats: int, options: dict) -> None:
    """Seed + actions must rebuild the same game, as a whole: hands, stock order, the
    shuffling generator, scores (DESIGN.md boundary 6)."""
    again = replay(module, Record(module.NAME, seats, seed, options, list(state.actions)))
    if again != state:
        differs = [seat for seat in range(seats) if again.observe(seat) != state.observe(seat)]
        where = f"seats {differs} see a difference" if differs else "no seat sees the difference"
        raise AssertionError(f"seed + actions replay to another state ({where})")


def _play_job(job: tuple) -> GameResult:
    return play_one(*job)


def wilson(successes: float, trials: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a proportion."""
    if trials == 0:
        return (0.0, 1.0)
    p = successes / trials
    centre = p + z * z / (2 * trials)
    spread = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials))
    denominator = 1 + z * z / trials
    return (max(0.0, (centre - spread) / denominator), min(1.0, (centre + spread) / denominator))


def mean_interval(values: list[float], z: float = 1.96) -> tuple[float, float]:
    """A normal-approximation 95% interval of a mean."""
    if len(values) < 2:
        return (values[0], values[0]) if values else (0.0, 0.0)
    mean = sum(values) / len(values)
    variance = sum((v - mean) ** 2 for v in values) / (len(values) - 1)
    half = z * math.sqrt(variance / len(values))
    return (mean - half, mean + half)


def summarize_results(
    game: str, levels: list[str], results: list[GameResult], seconds: float
) -> dict:
    """The report: the fields of issue 2 plus intervals and the failing seeds."""
    good = [r for r in results if not r.error]
    played = len(good)
    wins = [sum(1 for r in good if entry in r.winners) for entry in range(len(levels))]
    totals = [[r.totals[entry] for r in good] for entry in range(len(levels))]
    decisions = [s for r in results for s in r.decision_seconds]
    actions = sum(r.actions for r in results)
    return {
        "game": game,
        "games": len(results),
        "seats": levels,
        "wins": wins,
        "win_rate": [round(w / played, 4) if played else 0.0 for w in wins],
        "win_rate_ci95": [[round(x, 4) for x in wilson(w, played)] for w in wins],
        "mean_total": [round(sum(t) / played, 2) if played else 0.0 for t in totals],
        "mean_total_ci95": [[round(x, 2) for x in mean_interval(t)] for t in totals],
        "turns": actions,
        "turns_per_game": round(actions / len(results), 1) if results else 0.0,
        "errors": len(results) - played,
        "error_messages": [r.error for r in results if r.error][:10],
        "seconds": round(seconds, 2),
        "games_per_second": round(len(results) / seconds, 2) if seconds else 0.0,
        "decision_ms": {k: v for k, v in summarize(decisions).items() if k != "unit"},
    }


def run(
    game: str,
    levels: list[str],
    games: int,
    seed: int,
    options: dict | None = None,
    check: bool = False,
    rotate: bool = False,
    jobs: int = 1,
    progress=None,
) -> dict:
    """Play `games` games and return the report (see `summarize_results`)."""
    module = load(game)
    if len(levels) not in module.SEATS:
        allowed = f"{module.SEATS.start}–{module.SEATS.stop - 1}"
        raise ValueError(f"{game} takes {allowed} seats, not {len(levels)}")
    options = resolve_options(module.OPTIONS, options)
    rotations = len(levels) if rotate else 1
    deals = game_seeds(seed, math.ceil(games / rotations))
    job_list = [
        (game, levels, deal, rotation, options, check)
        for deal in deals
        for rotation in range(rotations)
    ][:games]
    start = time.perf_counter()
    results: list[GameResult] = []
    if jobs > 1:
        with multiprocessing.get_context("spawn").Pool(jobs) as pool:
            for result in pool.imap(_play_job, job_list, chunksize=4):
                results.append(result)
                if progress:
                    progress(len(results), len(job_list))
    else:
        for job in job_list:
            results.append(_play_job(job))
            if progress:
                progress(len(results), len(job_list))
    return summarize_results(game, levels, results, time.perf_counter() - start)


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m tools.sim", description=__doc__.split("\n")[0])
    parser.add_argument("--game", required=True, choices=GAME_NAMES)
    parser.add_argument(
        "--seats",
        required=True,
        help=f"comma-separated bot levels, one per seat ({', '.join(SIM_LEVELS)}; "
        f"hard-v1, the hard of before issue 19, in {' and '.join(FROZEN)})",
    )
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    parser.add_argument(
        "--check",
        action="store_true",
        help="after every action verify the invariants and hidden cards; then the replay",
    )
    parser.add_argument("--rotate", action="store_true", help="play every deal in every seat order")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    args.levels = [level.strip() for level in args.seats.split(",") if level.strip()]
    for level in args.levels:
        if level not in SIM_LEVELS:
            parser.error(f"unknown bot level {level!r} in --seats: use {', '.join(SIM_LEVELS)}")
        if level not in LEVELS and level not in FROZEN.get(args.game, ()):
            parser.error(f"{args.game} has no bot level {level!r}")
    if args.games < 1:
        parser.error("--games must be at least 1")
    if args.jobs < 1:
        parser.error("--jobs must be at least 1")
    args.options = {}
    for text in args.option:
        name, equals, value = text.partition("=")
        if not equals or not name.strip():
            parser.error(f"--option takes NAME=VALUE, not {text!r}")
        args.options[name.strip()] = parse_option_value(value)
    return args


def print_table(report: dict) -> None:
    print(f"{report['game']}: {report['games']} games in {report['seconds']} s", end="")
    print(f" ({report['games_per_second']} games/s), errors {report['errors']}")
    print(f"{'seat':>4}  {'level':<8}{'wins':>7}{'win rate':>10}  {'95% CI':<16}{'mean total':>11}")
    for entry, level in enumerate(report["seats"]):
        low, high = report["win_rate_ci95"][entry]
        print(
            f"{entry:>4}  {level:<8}{report['wins'][entry]:>7}"
            f"{report['win_rate'][entry]:>10.3f}  {f'{low:.3f}–{high:.3f}':<16}"
            f"{report['mean_total'][entry]:>11.2f}"
        )
    p50, p99, most = (report["decision_ms"][k] for k in ("p50", "p99", "max"))
    print(f"decisions: p50 {p50} ms, p99 {p99} ms, max {most} ms")
    for message in report["error_messages"]:
        print(f"error: {message}")


def main(argv: list[str] | None = None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)
    last = [0.0]

    def progress(done: int, total: int) -> None:
        now = time.perf_counter()
        if not args.json and (now - last[0] > 2 or done == total):
            last[0] = now
            print(f"\r{done}/{total} games", end="", file=sys.stderr, flush=True)

    try:
        report = run(
            args.game,
            args.levels,
            args.games,
            args.seed,
            args.options,
            check=args.check,
            rotate=args.rotate,
            jobs=args.jobs,
            progress=progress,
        )
    except ValueError as error:
        print(f"tools.sim: {error}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(report))
    else:
        print(file=sys.stderr)
        print_table(report)
    return 1 if report["errors"] else 0


if __name__ == "__main__":
    raise SystemExit(main())
