"""The expert level: determinized Monte-Carlo search over one seat's Observation (issue 19).

The expert sees what every bot sees, its seat's Observation, and nothing else. For a
decision worth searching it asks its game's *room* (`game.bots.<game>.expert`) for:

* the **candidates**: the few best actions by the hard bot's own scoring, the hard
  bot's choice first (a decision with one candidate is not searched);
* **worlds**: full engine states built by the game's rules (`game.rules.<game>.worlds`)
  from the Observation, the cards the seat cannot see dealt at random among the other
  hands and the stock — consistently with what it saw (cards others took from the
  discard pile and still hold are in their hands; opponents are dealt fewer cards near
  those they passed over and more near those they took);
* a **rollout** policy: cheap bots that play a world on from a candidate to the end of
  the hand or round (or a step cap; then the room values the position).

Every candidate is played out in the same worlds with the same rollout seeds (common
random numbers, so the comparison between candidates carries little luck), and the
candidate with the best mean outcome in score terms wins: the seat's gain against the
mean of the other seats' over the hand (lower totals win in Crowns and Sting, higher
in Rumski). The hard bot's choice stands unless another beats it world by world by
more than `HARD_EDGE` points and `SURE` standard errors: with few worlds the means are
noisy, and noise must not talk the expert out of a good move.

The worlds go where the choice is still open: after `FIRST_DROP` worlds, a candidate
that the leader (the best mean so far) beats world by world by more than `DROP`
standard errors is played no more, and a search where only the hard bot's choice is
left stops there (`Searched.dropped`, `Searched.settled`), so a seconds budget buys
more worlds for the candidates still in question; with a worlds budget the decision
still depends only on the seed.

How long it thinks: a `Budget` of wall-clock seconds (1 s by default, in play) or of a
fixed number of worlds (tests and measurements: then the decision depends only on the
bot's seed and the Observation). `budget_from_env` reads `WILDMELD_EXPERT_SECONDS` or
`WILDMELD_EXPERT_WORLDS`, so the simulator and the benchmarks can run it shorter.
"""

from __future__ import annotations

import os
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from game.bots.words import Phrase, Reason, because, phrase, secret
from game.rules.engine import Action, IllegalAction, Observation

LEVEL = "expert"
SECONDS = 1.0  # the default per-decision budget in play (issue 19: p99 at most 1.5 s)
HARD_EDGE = 0.25  # points a hand another candidate must beat the hard bot's choice by
SURE = 1.0  # ... and by this many standard errors of the difference (few worlds: noisy)
FIRST_DROP = 16  # worlds played before a candidate may be dropped (`Searched.dropped`)
DROP = 3.0  # standard errors by which the leader must beat a candidate to drop it
ENV_SECONDS = "WILDMELD_EXPERT_SECONDS"
ENV_WORLDS = "WILDMELD_EXPERT_WORLDS"


@dataclass(frozen=True)
class Budget:
    """How long one decision may think: `worlds` sampled worlds exactly (deterministic
    from the seed), or else as many as fit in `seconds` of wall-clock time (at least
    one world is always finished, so a decision is never blind)."""

    seconds: float = SECONDS
    worlds: int | None = None

    def __post_init__(self):
        if self.worlds is not None and self.worlds < 1:
            raise ValueError(f"an expert needs at least one world, not {self.worlds}")
        if self.worlds is None and not self.seconds > 0:
            raise ValueError(f"an expert needs some time to think, not {self.seconds} s")


def budget_from_env(environ: dict[str, str] | None = None) -> Budget:
    """The budget the environment asks for (`WILDMELD_EXPERT_WORLDS` = a number of
    worlds, or `WILDMELD_EXPERT_SECONDS` = seconds), else the default 1 s."""
    environ = os.environ if environ is None else environ
    worlds, seconds = environ.get(ENV_WORLDS, "").strip(), environ.get(ENV_SECONDS, "").strip()
    try:
        if worlds:
            return Budget(worlds=int(worlds))
        if seconds:
            return Budget(seconds=float(seconds))
    except ValueError as problem:
        raise ValueError(
            f"{ENV_WORLDS} wants a whole number of worlds and {ENV_SECONDS} seconds "
            f"above 0: {problem}"
        ) from None
    return Budget()


class Room(Protocol):
    """One game's part of the expert (`game.bots.<game>.expert`)."""

    highest_wins: bool

    def candidates(self, observation: Observation) -> list[tuple[Action, Reason]]:
        """The actions worth searching with the reason each would give, the hard
        bot's choice first."""
        ...

    def world(self, observation: Observation, rng: random.Random) -> Any:
        """A full engine state consistent with `observation`, hidden cards sampled."""
        ...

    def rollout_bots(self, seats: int, seed: int) -> list[Any]:
        """The cheap bots that play a world on, one per seat."""
        ...

    def episode(self, state: Any) -> int:
        """Which hand or round `state` is in: a rollout stops when it changes."""
        ...

    def leaf(self, state: Any, seat: int) -> list[float]:
        """Each seat's expected gain still to come when a rollout is cut short
        (`max_steps`), in score points; zeros if unknown."""
        ...

    # Optional: `value(before, after, state, seat) -> float`, what a rollout that ended in
    # `state` (totals `after`, from `before`) is worth to `seat` in score-point terms;
    # without it, `outcome` (Sting values the game's end by who won, `StingRoom.value`).

    max_steps: int


@dataclass
class Searched:
    """What one search found: per world played out, each candidate's outcome (None for
    a candidate dropped before that world, `Searched.dropped`)."""

    outcomes: list[list[float | None]] = field(default_factory=list)  # [world][candidate]
    rollouts: int = 0
    stopped: set[int] = field(default_factory=set)  # candidates dropped, played no more

    @property
    def worlds(self) -> int:
        return len(self.outcomes)

    def column(self, index: int) -> list[float]:
        """Candidate `index`'s outcomes in the worlds it was played in."""
        return [row[index] for row in self.outcomes if row[index] is not None]

    def means(self) -> list[float]:
        """Each candidate's mean outcome over the worlds it was played in."""
        columns = [self.column(index) for index in range(len(self.outcomes[0]))]
        return [sum(column) / len(column) for column in columns]

    def alive(self) -> list[int]:
        """The candidates still played (all of them until one is dropped)."""
        return [index for index in range(len(self.outcomes[0])) if index not in self.stopped]

    def edge(self, index: int, against: int = 0) -> tuple[float, float]:
        """How much candidate `index` did better than `against` (by default the first,
        the hard bot's choice) world by world, in the worlds both were played in: the
        mean of the differences and its standard error."""
        differences = [
            row[index] - row[against]
            for row in self.outcomes
            if row[index] is not None and row[against] is not None
        ]
        count = len(differences)
        mean = sum(differences) / count
        if count < 2:
            return mean, float("inf")
        spread = sum((each - mean) ** 2 for each in differences) / (count - 1)
        return mean, (spread / count) ** 0.5

    def dropped(self) -> list[int]:
        """The candidates still played that are surely not the best: the leader (the best
        mean) beats them world by world by more than `DROP` standard errors. The hard
        bot's choice, the default, is never dropped."""
        alive = self.alive()
        if self.worlds < FIRST_DROP or len(alive) < 2:
            return []
        means = self.means()
        leader = max(alive, key=lambda index: (means[index], -index))
        out = []
        for index in alive:
            if index in (0, leader):
                continue
            mean, error = self.edge(index, leader)
            if mean + DROP * error < 0:
                out.append(index)
        return out

    def best(self) -> int:
        """The candidate to play: the best mean of those still played, if it beats the
        hard bot's choice by more than `HARD_EDGE` points and `SURE` standard errors;
        else the first."""
        means = self.means()
        best = max(self.alive(), key=lambda index: (means[index], -index))
        if best == 0:
            return 0
        mean, error = self.edge(best)
        return best if mean > HARD_EDGE + SURE * error else 0

    def settled(self) -> bool:
        """Whether more worlds cannot change the choice: only the hard bot's choice is
        still played."""
        return self.alive() == [0]


def outcome(before: Sequence[int], after: Sequence[int], seat: int, highest_wins: bool) -> float:
    """The seat's gain in score terms between two totals: its change against the mean
    change of the others (positive is good for the seat)."""
    changes = [now - then for now, then in zip(after, before, strict=True)]
    others = [change for other, change in enumerate(changes) if other != seat]
    edge = changes[seat] - (sum(others) / len(others) if others else 0.0)
    return edge if highest_wins else -edge


def play_out(room: Room, state: Any, seat: int, seed: int) -> float:
    """Play `state` on with the room's rollout bots to the end of its hand or round
    (or `room.max_steps` actions), and return the seat's outcome from here."""
    before = list(state.totals)
    start = room.episode(state)
    bots = room.rollout_bots(state.seats, seed)
    steps = 0
    while not state.is_over and room.episode(state) == start:
        if steps >= room.max_steps:
            gains = room.leaf(state, seat)
            after = [total + gain for total, gain in zip(state.totals, gains, strict=True)]
            return _valued(room, before, after, state, seat)
        actor = state.to_act
        state.apply(bots[actor].choose(state.observe(actor)))
        steps += 1
    return _valued(room, before, list(state.totals), state, seat)


def _valued(room: Room, before: list[int], after: list[float], state: Any, seat: int) -> float:
    """What a rollout's end is worth to `seat`: the room's own `value`, if it has one,
    else the score-point `outcome`."""
    value = getattr(room, "value", None)
    if value is not None:
        return value(before, after, state, seat)
    return outcome(before, after, seat, room.highest_wins)


def search(
    room: Room,
    observation: Observation,
    actions: Sequence[Action],
    rng: random.Random,
    budget: Budget,
    clock: Callable[[], float] = time.monotonic,
    started: float | None = None,
) -> Searched:
    """Play every action of `actions` out in the same sampled worlds until the budget
    (counted from `started`, else from now) is spent. A seconds budget stops before a
    world that would likely end past it (each world so far took its share of the time),
    so a loaded machine, which stretches every world, stretches the decision by little
    more than one world."""
    seat = observation.seat
    found = Searched()
    start = clock() if started is None else started
    deadline = None if budget.worlds is not None else start + budget.seconds
    while budget.worlds is None or found.worlds < budget.worlds:
        if deadline is not None and found.worlds:
            now = clock()
            if now + (now - start) / found.worlds >= deadline:
                return found
        world = room.world(observation, rng)
        seed = rng.getrandbits(32)
        results: list[float | None] = []
        for index, action in enumerate(actions):
            if index in found.stopped:
                results.append(None)
                continue
            state = world.clone()
            try:
                state.apply(action)
            except IllegalAction as refusal:  # a room's bug: say which action, and why
                raise RuntimeError(f"expert candidate {action} refused: {refusal}") from None
            results.append(play_out(room, state, seat, seed))
            found.rollouts += 1
        found.outcomes.append(results)
        found.stopped.update(found.dropped())
        if found.settled():
            break
    return found


def searched_words(worlds: int, margin: float) -> Phrase:
    """Why a searched move: how many deals it played out, and by how much it did best
    (a margin below zero: another did better, but not surely, `Searched.best`)."""
    if margin < 0:
        return phrase("reason.expert.kept", count=worlds)
    return secret(  # the margin comes from the seat's hidden hand: the table hears less
        phrase("reason.expert.searched", count=worlds, margin=f"{margin:.1f}"),
        phrase("reason.expert.did_best", count=worlds),
    )


class ExpertBot:
    """The expert of one game: its room's candidates, searched (see the module)."""

    level = LEVEL

    def __init__(self, room: Room, seat: int, seed: int, budget: Budget | None = None):
        self.room = room
        self.seat = seat
        self.rng = random.Random(seed)
        self.budget = budget or budget_from_env()
        self.reason: str = ""
        self.last: Searched | None = None  # the last search, for tests and benchmarks

    def choose(self, observation: Observation) -> Action:
        if observation.to_act != self.seat:
            raise ValueError(
                f"seat {self.seat} was asked to act on seat {observation.to_act}'s turn"
            )
        started = time.monotonic()  # the budget counts the hard bot's candidates too
        options = self.room.candidates(observation)
        self.last = None
        if len(options) == 1:
            action, self.reason = options[0]
        else:
            action = self._searched(observation, options, started)
        chosen = getattr(self.room, "chosen", None)  # a room that follows its own moves
        if chosen is not None:
            chosen(observation, action)
        return action

    def _searched(
        self, observation: Observation, options: list[tuple[Action, Reason]], started: float
    ) -> Action:
        actions = [action for action, _ in options]
        found = search(self.room, observation, actions, self.rng, self.budget, started=started)
        self.last = found
        means = found.means()
        best = found.best()
        runner_up = max(mean for index, mean in enumerate(means) if index != best)
        action, reason = options[best]
        why = searched_words(found.worlds, means[best] - runner_up)
        self.reason = (
            reason.also(why)
            if isinstance(reason, Reason)
            else because(phrase("reason.first_legal"), why)
        )
        return action
