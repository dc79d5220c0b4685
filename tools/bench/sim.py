"""Benchmark part: how many games per second the headless simulator plays, per game.

`games_per_second` is wall time, as the sim reports it; `cpu_games_per_second` this
process's CPU time (`time.process_time`), the steadier figure on a machine shared with
other work, where wall time mostly measures the waiting for a CPU.
"""

from __future__ import annotations

import importlib.util
import time

from game.rules import GAME_NAMES
from tools import sim

SEATS = {"crowns": 4, "sting": 4, "rumski": 3}


def run(quick: bool = False) -> dict:
    """Random legal play, four seats (three for Rumski), seeded."""
    results = {}
    for game in GAME_NAMES:
        if importlib.util.find_spec(f"game.bots.{game}") is None:
            results[game] = {"skipped": "no bots for this game yet"}
            continue
        games = 20 if quick else 200
        start = time.process_time()
        report = sim.run(game, ["random"] * SEATS[game], games=games, seed=1)
        cpu = time.process_time() - start
        results[game] = {
            "games": report["games"],
            "games_per_second": report["games_per_second"],
            "cpu_games_per_second": round(games / cpu, 2) if cpu else 0.0,
            "turns_per_game": report["turns_per_game"],
            "errors": report["errors"],
        }
    return results
