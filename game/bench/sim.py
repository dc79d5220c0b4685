"""Benchmark part: how many games per second the headless simulator plays, per game."""

from __future__ import annotations

import importlib.util

from game import sim
from game.rules import GAME_NAMES

SEATS = {"crowns": 4, "sting": 4, "rumski": 3}


def run(quick: bool = False) -> dict:
    """Random legal play, four seats (three for Rumski), seeded."""
    results = {}
    for game in GAME_NAMES:
        if importlib.util.find_spec(f"game.bots.{game}") is None:
            results[game] = {"skipped": "no bots for this game yet"}
            continue
        games = 20 if quick else 200
        report = sim.run(game, ["random"] * SEATS[game], games=games, seed=1)
        results[game] = {
            "games": report["games"],
            "games_per_second": report["games_per_second"],
            "turns_per_game": report["turns_per_game"],
            "errors": report["errors"],
        }
    return results
