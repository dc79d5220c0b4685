"""Rumski bots: random, easy, medium and hard, each seeing only its seat's observation.

* **random** — a random legal action from `legal_actions`, except that it takes a
  listed Community play nine times in ten when there is one (pure uniform play hardly
  ever lays a meld, so its rounds would all end void, RU-13).
"""

from __future__ import annotations

from game.rules.cards import new_rng
from game.rules.engine import Action
from game.rules.rumski import PlayCommunity, ResetTurn, RumskiObservation, legal_actions

LEVELS = ("random",)
PLAY_CHANCE = 0.9  # random bot: how often it takes a Community play when one is listed


class RumskiBot:
    """Shared plumbing: seat, level, own rng, the sentence explaining the last choice."""

    level = "random"

    def __init__(self, seat: int, seed: int):
        self.seat = seat
        self.rng = new_rng(seed)
        self.reason = ""

    def choose(self, observation: RumskiObservation) -> Action:
        if observation.to_act != self.seat:
            raise ValueError(
                f"seat {self.seat} was asked to act on seat {observation.to_act}'s turn"
            )
        return self.decide(observation)

    def decide(self, obs: RumskiObservation) -> Action:
        actions = legal_actions(obs)
        plays = [a for a in actions if isinstance(a, PlayCommunity)]
        if plays and self.rng.random() < PLAY_CHANCE:
            self.reason = "played to the Community at random"
            return self.rng.choice(plays)
        others = [a for a in actions if not isinstance(a, PlayCommunity | ResetTurn)]
        self.reason = "picked at random"
        return self.rng.choice(others or actions)


def make_bot(level: str, seat: int, seed: int) -> RumskiBot:
    """A Rumski bot of `level` for `seat`, its own randomness drawn from `seed`."""
    classes = {bot.level: bot for bot in (RumskiBot,)}
    if level not in classes:
        raise ValueError(f"unknown Rumski bot level {level!r}: choose one of {', '.join(classes)}")
    return classes[level](seat, seed)
