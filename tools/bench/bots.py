"""Benchmark part `bots`: how long each bot level takes to decide, per game.

    python -m tools.bench --only bots [--quick] [--json]

For every game and level (and the frozen `hard-v1` where a game keeps one) it plays
seeded two-seat games of that level against medium, seated both ways, and times each
of the level's decisions in CPU time of this process (`time.process_time`): on a machine
shared with other work, wall time mostly measures the waiting for a CPU. Reported per
game and level: p50, p99, max and mean in ms and the number of decisions. Rumski plays to
a target of 100 points, the other games their default length. The bots run here as they
run in the app's bot process: one decision at a time, their memos warm from the game.
The `expert` searches for its budget (1 s a decision, or `WILDMELD_EXPERT_SECONDS` /
`WILDMELD_EXPERT_WORLDS`, `game.bots.search`), so it plays two games, one in each chair;
its entry also gives the wall time of its decisions (`wall`), which its budget bounds,
and how many worlds its searched decisions played out (`worlds`: fewest, p50, most; a
decision the worlds settle early stops before its budget, `game.bots.search`).
"""

from __future__ import annotations

import time

from game.bots import FROZEN, LEVELS, make_bot
from game.bots.seeds import bot_seed
from game.rules import GAME_NAMES, load
from tools.bench.timing import summarize

OPTIONS = {"rumski": {"target": 100}}
OPPONENT = "medium"
EXPERT_GAMES = 2  # the expert thinks about a second a decision: one game in each chair
# Wall seconds of the same decisions, by (game, level): the expert's budget is wall time
# (what a player waits), which a loaded machine stretches beyond the CPU time.
WALL: dict[tuple[str, str], list[float]] = {}
# Worlds the expert played out in each searched decision (`ExpertBot.last`), by game: how
# much search its budget buys on this machine.
WORLDS: dict[str, list[int]] = {}


def decision_cpu(game: str, level: str, games: int, seed: int = 1) -> list[float]:
    """CPU seconds of every decision `level` made in `games` two-seat games against
    medium (`level` at seat 0 in even games, seat 1 in odd ones)."""
    module = load(game)
    spent: list[float] = []
    waited = WALL.setdefault((game, level), [])
    for number in range(games):
        deal = seed * 1_000 + number // 2
        levels = [level, OPPONENT] if number % 2 == 0 else [OPPONENT, level]
        mine = levels.index(level)
        state = module.new_game(2, deal, OPTIONS.get(game, {}))
        bots = [make_bot(game, lv, seat, bot_seed(deal, seat)) for seat, lv in enumerate(levels)]
        while not state.is_over:
            seat = state.to_act
            observation = state.observe(seat)
            start, since = time.process_time(), time.perf_counter()
            action = bots[seat].choose(observation)
            if seat == mine:
                spent.append(time.process_time() - start)
                waited.append(time.perf_counter() - since)
                searched = getattr(bots[seat], "last", None)
                if searched is not None:
                    WORLDS.setdefault(game, []).append(searched.worlds)
            state.apply(action)
    return spent


def summary_ms(seconds: list[float]) -> dict:
    """p50, p99, max and mean in ms, and the count."""
    result = {k: v for k, v in summarize(seconds, "ms").items() if k != "unit"}
    result["mean"] = round(1e3 * sum(seconds) / max(1, len(seconds)), 3)
    return result


def worlds_summary(worlds: list[int]) -> dict:
    """How many worlds the searched decisions played out: the fewest, p50, the most."""
    ordered = sorted(worlds)
    return {
        "searched": len(ordered),
        "min": ordered[0],
        "p50": ordered[len(ordered) // 2],
        "max": ordered[-1],
    }


def run(quick: bool = False) -> dict:
    """Every game's levels, 2 games each (`quick`) or 10."""
    games = 2 if quick else 10
    report: dict = {}
    for game in GAME_NAMES:
        report[game] = {}
        for level in (*LEVELS, *FROZEN.get(game, ())):
            times = decision_cpu(game, level, EXPERT_GAMES if level == "expert" else games)
            report[game][level] = summary_ms(times)
            if level == "expert" and WALL.get((game, level)):
                report[game][level]["wall"] = summary_ms(WALL[(game, level)])
            if level == "expert" and WORLDS.get(game):
                report[game][level]["worlds"] = worlds_summary(WORLDS[game])
    return report


def crowns_rollout_agreement(seeds=range(201, 207)) -> dict[str, list[int]]:
    """How often the Crowns expert's rollout bot (`QuickBot`) picks what the hard bot
    picks, over the decisions of two-seat hard-vs-hard games: [same, decisions] for
    ordinary draws, ordinary discards and final turns (docs/bots-crowns.md).

        python -c "from tools.bench.bots import crowns_rollout_agreement as a; print(a())"
    """
    from game.bots.crowns.expert import QuickBot
    from game.rules.crowns import Discard, Draw

    counts = {"draw": [0, 0], "discard": [0, 0], "final": [0, 0]}
    module = load("crowns")
    for seed in seeds:
        state = module.new_game(2, seed, {})
        bots = [make_bot("crowns", "hard", seat, bot_seed(seed, seat)) for seat in range(2)]
        while not state.is_over:
            seat = state.to_act
            observation = state.observe(seat)
            action = bots[seat].choose(observation)
            if isinstance(action, Draw | Discard):
                kind = "final" if observation.final_turn else observation.phase
                counts[kind][0] += QuickBot(seat).choose(observation) == action
                counts[kind][1] += 1
            state.apply(action)
    return counts
