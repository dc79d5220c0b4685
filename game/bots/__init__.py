"""Bots: one small interface for every game and level.

A bot is made for one seat and sees only that seat's Observation (DESIGN.md
boundary 3). `choose(observation)` returns the seat's next action and sets
`reason`, one sentence a player can read: what it did, a dash, and why, from what
the decision computed ("took the 9 of stars — 9s are wild this hand, and a wild fits
any meld"; `game.bots.words.because`), a `Reason` naming keys of the reasons catalogue
so the app can word it in the player's language. Bots never see players' names: a reason
gives a seat's number (`seat=2`), which the English says "seat 2" (or "seat 2's meld"),
and the table names it as its sentence needs ("Bo's meld", "your meld":
`game.text.said.Seat`).

Levels: `random` (uniformly random legal play, for tests and soaks), `easy`,
`medium`, `hard`, and `expert`, which searches: it plays the hard bot's best few
moves out in deals sampled from what its seat has seen (`game.bots.search`). Each
game's bots live in `game.bots.<game>` and expose `make_bot(level, seat, seed) -> Bot`.
`FROZEN` levels are earlier versions of a level, kept so the simulator can measure a
change against them; New game never offers them, and a save never names them.
"""

from __future__ import annotations

import importlib
from typing import Protocol

from game.rules.engine import Action, Observation

LEVELS = ("random", "easy", "medium", "hard", "expert")
FROZEN = {"crowns": ("hard-v1",), "rumski": ("hard-v1",)}  # the hard of before issue 19
SIM_LEVELS = LEVELS + ("hard-v1",)  # what the simulator's --seats accepts


class Bot(Protocol):
    """What the controller and the sim ask of a bot."""

    seat: int
    level: str
    reason: str  # a `game.bots.words.Reason`, or "" before the first choice

    def choose(self, observation: Observation) -> Action: ...


def hint_level(game: str) -> str:
    """The level whose move the Hint button shows in `game`: the strongest that answers
    well within a second (issue 18), set beside that game's bots as `HINT_LEVEL`."""
    return importlib.import_module(f"game.bots.{game}").HINT_LEVEL


def make_bot(game: str, level: str, seat: int, seed: int) -> Bot:
    """A bot of `level` for `seat` in `game`, its own randomness drawn from `seed`."""
    if level not in LEVELS + FROZEN.get(game, ()):
        known = ", ".join(LEVELS + FROZEN.get(game, ()))
        raise ValueError(f"unknown {game} bot level {level!r}: choose one of {known}")
    module = importlib.import_module(f"game.bots.{game}")
    return module.make_bot(level, seat, seed)
