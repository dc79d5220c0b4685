"""Watching a finished (or saved) game again, move by move, forwards and back.

`Replayer` rebuilds the game from its seed and applies the recorded actions one at a
time through the engine, so every intermediate state is the real one (DESIGN.md
boundary 6), and keeps the events each move produced: the replay's move list says
them in the table's own words. Stepping back restores the nearest earlier snapshot and
replays forward, so any position is a few moves of work away. No pygame: the replay
scene draws it.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from types import ModuleType
from typing import Any

from game import rules
from game.rules.engine import Action, Event, standings
from game.store.codec import SavedGame, encode_action
from game.text import tr

SNAPSHOT_EVERY = 16  # moves between kept states: a step back replays at most this many


class Replayer:
    """A saved game and a position in it (0 = the deal, `length` = after the last move)."""

    def __init__(self, saved: SavedGame, load: Callable[[str], ModuleType] = rules.load):
        self.saved = saved
        self.module = load(saved.game)
        record = saved.record()
        self.state: Any = self.module.new_game(record.seats, record.seed, record.options)
        self.position = 0
        # The events of every move replayed so far, by move (a move's events are the same
        # however often it is replayed): what the move list says.
        self.played: list[list[Event]] = []
        self._snapshots: dict[int, Any] = {0: copy.deepcopy(self.state)}

    @property
    def length(self) -> int:
        return len(self.saved.actions)

    @property
    def at_end(self) -> bool:
        return self.position >= self.length

    @property
    def events(self) -> list[Event]:
        """What the move that led to the position shown did (nothing at the deal)."""
        return self.played[self.position - 1] if self.position else []

    @property
    def last_action(self) -> Action | None:
        """The move that led to the position shown (None at the deal)."""
        return self.saved.actions[self.position - 1] if self.position else None

    def step(self) -> list[Event]:
        """Play the next recorded move; ValueError if the engine refuses it."""
        if self.at_end:
            return []
        action = self.saved.actions[self.position]
        try:
            events = list(self.state.apply(action))
        except Exception as error:  # a refused move: the record is broken from here on
            number = self.position + 1
            raise ValueError(tr("store.not_replayable", number=number, problem=error)) from None
        if self.position == len(self.played):
            self.played.append(events)
        self.position += 1
        if self.position % SNAPSHOT_EVERY == 0:
            self._snapshots.setdefault(self.position, copy.deepcopy(self.state))
        return events

    def seek(self, position: int) -> None:
        """Show the game after `position` moves (clamped to the record)."""
        position = max(0, min(position, self.length))
        if position < self.position:
            start = max(p for p in self._snapshots if p <= position)
            self.state = copy.deepcopy(self._snapshots[start])
            self.position = start
        while self.position < position:
            self.step()

    def back(self) -> None:
        self.seek(self.position - 1)


def winners(saved: SavedGame, load: Callable[[str], ModuleType] = rules.load) -> tuple[int, ...]:
    """The seats holding the best total of a finished game, by the game's own rule
    (`HIGHEST_WINS`: lowest in Crowns and Sting, highest in Rumski); () for a game not
    finished, or one whose rules cannot be loaded."""
    if not saved.finished or not saved.totals:
        return ()
    try:
        highest_wins = bool(getattr(load(saved.game), "HIGHEST_WINS", False))
    except (ImportError, KeyError, ValueError):
        return ()
    best = saved.totals[standings(saved.totals, highest_wins)[0]]
    return tuple(seat for seat, total in enumerate(saved.totals) if total == best)


def describe_action(action: Action, names: tuple[str, ...] = ()) -> str:
    """One line for a move log of a game with no table of its own to say its moves (a
    test's toy game): 'Ann: Discard 7H' (field values in the game's notation)."""
    data = encode_action(action)
    kind = data.pop("type")
    seat = data.pop("seat")
    who = names[seat] if 0 <= seat < len(names) else tr("store.seat_number", number=seat + 1)
    words = [_words(value) for value in data.values() if value not in (None, "", [], False)]
    return tr("store.move_line", who=who, move=" ".join([_spaced(kind), *words]))


def _words(value: Any) -> str:
    if isinstance(value, list):  # a meld reads '7H 8H 9H', several melds '[7H 8H 9H] [2S 2H]'
        nested = any(isinstance(item, list) for item in value)
        return " ".join(f"[{_words(item)}]" if nested else _words(item) for item in value)
    if value is True:
        return tr("store.value_yes")
    return str(value)


def _spaced(name: str) -> str:
    """'GoOut' -> 'Go out'."""
    spaced = "".join(f" {c.lower()}" if c.isupper() and i else c for i, c in enumerate(name))
    return spaced
