"""Crowns bots (placeholder: random play until the solver-based levels land)."""

from __future__ import annotations

from game.rules.cards import new_rng
from game.rules.crowns import CrownsObservation, legal_actions
from game.rules.engine import Action


class RandomBot:
    """Uniformly random legal play, for tests and soaks."""

    level = "random"

    def __init__(self, seat: int, seed: int):
        self.seat = seat
        self.rng = new_rng(seed)
        self.reason = ""

    def choose(self, observation: CrownsObservation) -> Action:
        action = self.rng.choice(legal_actions(observation))
        self.reason = "picked at random"
        return action


def make_bot(level: str, seat: int, seed: int):
    """A Crowns bot of `level` for `seat`."""
    if level in ("random", "easy", "medium", "hard"):
        return RandomBot(seat, seed)
    raise ValueError(f"unknown Crowns bot level {level!r}")
