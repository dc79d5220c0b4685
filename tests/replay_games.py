"""What the replay tests share: games bots played to their end (kept per game, options
and seed, as each takes a while) and the little of the app a replay scene uses."""

from __future__ import annotations

import functools

import pygame

from game import rules
from game.bots import make_bot
from game.store import SavedGame, Seat, Store, StorePaths

SEATS = (Seat("Ann", "bot", "medium"), Seat("Bo", "bot", "medium"), Seat("Cy", "bot", "hard"))


def bot_game(game: str, options: dict, seed: int = 5) -> tuple[SavedGame, tuple]:
    """A game `SEATS` played to its end, and the events each move produced then."""
    return _bot_game(game, tuple(sorted(options.items())), seed)


@functools.cache
def _bot_game(game: str, options: tuple, seed: int) -> tuple[SavedGame, tuple]:
    module = rules.load(game)
    state = module.new_game(len(SEATS), seed, dict(options))
    bots = [make_bot(game, seat.level, number, seed + number) for number, seat in enumerate(SEATS)]
    events = []
    while not state.is_over:
        events.append(tuple(state.apply(bots[state.to_act].choose(state.observe(state.to_act)))))
    return SavedGame.of_state(game, seed, SEATS, dict(options), state), tuple(events)


class ReplayApp:
    """What the replay scenes use of the app."""

    def __init__(self, home, size=(1280, 800)):
        self.surface = pygame.Surface(size)
        self.settings = {}
        self.store = Store(StorePaths.inside(home))
        self.stack = []
