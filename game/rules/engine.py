"""What every game engine shares: actions, events, the illegal-action error, the game surface.

The shape, chosen once for all three games (DESIGN.md, "Engine shape"):

* A game module (`game.rules.crowns`, `.sting`, `.rumski`) exposes
    - `NAME`, `SEATS` (range of allowed seat counts), `OPTIONS` (option name ->
      `Option`), `parse_cards(text)`;
    - `HIGHEST_WINS`: whether the highest total is the best (Rumski, RU-15) or the
      lowest (Crowns, CR-15; Sting, ST-11); `standings` ranks totals by it;
    - `new_game(seats, seed, options=None) -> State`.
* A `State` is mutable and owned by one caller (the controller, the sim, a test):
    - `state.apply(action) -> list[Event]` checks the action completely first; an
      illegal one raises `IllegalAction` and leaves the state exactly as it was;
    - `state.to_act` is the seat whose decision it is now (out-of-turn windows
      included), or None when the game is over; `state.is_over`;
    - `state.observe(seat) -> Observation`: all that seat may see, nothing else;
    - `state.totals` (per-seat running scores), `state.winners()` (seats, once over);
    - `state.actions`: every applied action, in order; with the seed, seats and
      options it restores the game exactly (`replay`);
    - `state.check_invariants()` raises AssertionError if the state is inconsistent;
    - `state.clone()`, an independent copy; `==` compares two states as a whole, the
      position of their shuffling generator included (`GameState`);
    - `state.hidden_from(seat)`: the piles whose cards that seat cannot see — the one
      home of what is hidden, which `shuffle_hidden` and `check_hidden` test observations
      against.
* `observe(state, seat)` is `state.observe(seat)` as a function (each game exports it).
* Actions and events are small frozen dataclasses whose fields are ints, strs, bools,
  `Card`s, or tuples of those, so that saves can store them as JSON. Each action class
  names the rule it plays (`rule`), and a game lists its action classes (`ACTIONS`).
* `check_action(action, ACTIONS, game, rule)` is the first check every `apply` makes: an
  object that is not one of the game's actions, or an action with a field that is not
  of its declared plain type (a seat of `1.0`, `True` or `"1"`; a list for a tuple; a
  card with a float rank), is refused whole before any rule looks at it.
"""

from __future__ import annotations

import dataclasses
import functools
import random
import reprlib
import types
import typing
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any, Protocol

from game.text import en


class IllegalAction(Exception):
    """An action the rules refuse. `rule` is the rule id (e.g. 'CR-8'), `reason` a
    sentence a player understands, in English.

    A refusal made with `of` also names its sentence's catalogue key and fields
    (`game/text/en/refusals.py`), so the app can show it in the player's language
    (`game.text.refusal_words`); `reason` is that key's English template filled in, read
    from the English table itself (`en.words`): the engine holds no language state."""

    def __init__(
        self,
        rule: str,
        reason: str,
        key: str | None = None,
        fields: Mapping[str, object] | None = None,
    ):
        super().__init__(f"{rule}: {reason}")
        self.rule = rule
        self.reason = reason
        self.key = key
        self.fields = dict(fields or {})

    @classmethod
    def of(cls, rule: str, key: str, /, **fields: object) -> IllegalAction:
        """The refusal of `rule` whose sentence is the catalogue's `key`, `fields` filled in
        (`IllegalAction.of("CR-8", "refusal.crowns.not_held", card=card)`)."""
        return cls(rule, en.words(key, **fields), key, fields)


@dataclass(frozen=True)
class Action:
    """Base class of every game's actions. `seat` is who takes it; `rule`, set by each
    action class, is the id of the rule it plays (a malformed one is refused under it)."""

    seat: int
    rule = ""  # not annotated, so no field: a class attribute each action class sets


@functools.cache
def _field_types(kind: type) -> tuple[tuple[str, Any], ...]:
    """The dataclass `kind`'s fields with their declared types, resolved."""
    hints = typing.get_type_hints(kind)
    return tuple((each.name, hints[each.name]) for each in dataclasses.fields(kind))


def fits(value: object, kind: Any) -> bool:
    """Whether `value` is exactly of the declared type `kind`: int, bool and str as
    themselves (no bool for an int, no float, no subclass), a tuple (never a list) whose
    items fit, one arm of a union, or an instance of a dataclass (a card) whose own fields
    fit."""
    return _fitter(kind)(value)


@functools.cache
def _fitter(kind: Any) -> typing.Callable[[object], bool]:
    """`fits` for one declared type, worked out once (every action is checked)."""
    origin = typing.get_origin(kind)
    if origin is tuple:
        args = typing.get_args(kind)
        if len(args) == 2 and args[1] is Ellipsis:
            item = _fitter(args[0])
            return lambda value: type(value) is tuple and all(map(item, value))
        items = tuple(map(_fitter, args))
        return lambda value: (
            type(value) is tuple
            and len(value) == len(items)
            and all(fit(each) for fit, each in zip(items, value, strict=True))
        )
    if origin in (typing.Union, types.UnionType):
        arms = tuple(map(_fitter, typing.get_args(kind)))
        return lambda value: any(fit(value) for fit in arms)
    if kind in (int, bool, str, float, type(None)):
        return lambda value: type(value) is kind
    if dataclasses.is_dataclass(kind):
        fields = tuple((name, _fitter(declared)) for name, declared in _field_types(kind))
        return lambda value: (
            isinstance(value, kind) and all(fit(getattr(value, name)) for name, fit in fields)
        )
    return lambda value: isinstance(value, kind)


def check_action(action: object, kinds: Sequence[type[Action]], game: str, rule: str) -> None:
    """Refuse, before anything is looked at or changed, an `action` that is not one of a
    game's action classes `kinds` (under `rule`), or whose fields are not all of their
    declared plain types (under the action's own rule): `apply` checks an action whole."""
    if type(action) not in kinds:
        raise IllegalAction.of(
            rule, "refusal.not_an_action", action=type(action).__name__, game=game
        )
    for name, declared in _field_types(type(action)):
        value = getattr(action, name)
        if not fits(value, declared):
            raise IllegalAction.of(
                type(action).rule,
                "refusal.malformed_action",
                action=type(action).__name__,
                field=name,
                value=reprlib.repr(value),
            )


@dataclass(frozen=True)
class Event:
    """Base class of every game's events: what happened, for the table and the log."""


@dataclass(frozen=True)
class Option:
    """A game option as the menu shows it. `choices` is None for a free number."""

    default: Any
    help: str
    choices: tuple | None = None
    minimum: int | None = None
    maximum: int | None = None


@dataclass(frozen=True)
class Observation:
    """Base of every game's Observation: what one seat may see."""

    seat: int
    to_act: int | None


class State(Protocol):
    """The surface every game's state offers (see the module docstring)."""

    actions: list[Action]
    seats: int

    @property
    def to_act(self) -> int | None: ...

    @property
    def is_over(self) -> bool: ...

    @property
    def totals(self) -> list[int]: ...

    def apply(self, action: Action) -> list[Event]: ...

    def observe(self, seat: int) -> Observation: ...

    def winners(self) -> list[int]: ...

    def check_invariants(self) -> None: ...

    def clone(self) -> State: ...

    def hidden_from(self, seat: int) -> list[list[Any]]: ...


class GameState:
    """What the three games' states share: whole-state equality.

    Two states are equal when every attribute is, the shuffling generator compared by its
    position: the same game at the same moment, deals to come included. A replay of
    seed + actions must equal the game it replays, and a clone its original. The
    attributes are compared as they are, not copied: to see whether a state changed,
    compare it with a clone taken before.
    """

    rng: random.Random

    def _parts(self) -> dict[str, Any]:
        parts = dict(vars(self))
        parts["rng"] = self.rng.getstate()
        return parts

    def __eq__(self, other: object) -> bool:
        if type(other) is not type(self):
            return NotImplemented
        return self._parts() == other._parts()

    __hash__ = None  # mutable


def observe(state: State, seat: int) -> Observation:
    """All `seat` may see of `state` (DESIGN.md boundary 3): `state.observe(seat)`."""
    return state.observe(seat)


def shuffle_hidden(state: Any, seat: int, rng: random.Random) -> Any:
    """A clone of `state` in which the cards `seat` cannot see (`hidden_from(seat)`: other
    hands, the stock) are dealt anew among the same piles, each keeping its size."""
    twin = state.clone()
    piles = twin.hidden_from(seat)
    cards = [card for pile in piles for card in pile]
    rng.shuffle(cards)
    for pile in piles:
        size = len(pile)
        pile[:], cards = cards[:size], cards[size:]
    return twin


def check_hidden(state: Any, rng: random.Random, seats: Iterable[int] | None = None) -> None:
    """AssertionError if a seat's observation changes when the cards it cannot see are
    shuffled among themselves: then it sees more than it may (DESIGN.md boundary 3).
    Every seat unless `seats` names some."""
    for seat in range(state.seats) if seats is None else seats:
        if shuffle_hidden(state, seat, rng).observe(seat) != state.observe(seat):
            raise AssertionError(f"seat {seat}'s observation shows cards it cannot see")


def resolve_options(
    declared: Mapping[str, Option], given: Mapping[str, Any] | None
) -> dict[str, Any]:
    """The full option dict: defaults overridden by `given`, each checked.

    Raises ValueError naming an unknown option or a bad value.
    """
    options = {name: option.default for name, option in declared.items()}
    for name, value in (given or {}).items():
        if name not in declared:
            known = ", ".join(sorted(declared)) or "none"
            raise ValueError(f"unknown option {name!r}; this game's options: {known}")
        option = declared[name]
        kind = type(option.default)
        if kind is bool and not isinstance(value, bool):
            raise ValueError(f"option {name!r} is true or false, not {value!r}")
        if kind is int and (isinstance(value, bool) or not isinstance(value, int)):
            raise ValueError(f"option {name!r} is a whole number, not {value!r}")
        if option.choices is not None and value not in option.choices:
            choices = ", ".join(map(str, option.choices))
            raise ValueError(f"option {name!r} must be one of {choices}, not {value!r}")
        if option.minimum is not None and value < option.minimum:
            raise ValueError(f"option {name!r} must be at least {option.minimum}")
        if option.maximum is not None and value > option.maximum:
            raise ValueError(f"option {name!r} must be at most {option.maximum}")
        options[name] = value
    return options


FIRST_DEALER = "first_dealer"  # the option every game has: who deals first


def first_dealer_option(rule: str, seats: range) -> Option:
    """The first-dealer option of a game seating `seats` (CR-6, ST-3, RU-3 rulings): the
    seat that deals first, or -1, the default, to draw it from the seed."""
    return Option(
        -1, f"seat that deals first; -1 draws it from the seed ({rule})", None, -1, seats[-1] - 1
    )


def check_first_dealer(options: Mapping[str, Any], seats: int) -> None:
    """ValueError unless the resolved first dealer is -1 or one of `seats` seats."""
    first = options[FIRST_DEALER]
    if first >= seats:
        raise ValueError(
            f"option 'first_dealer' must be -1 (drawn from the seed) or a seat from 0 to "
            f"{seats - 1}, not {first}"
        )


def first_dealer(options: Mapping[str, Any], seats: int, rng: random.Random) -> int:
    """The seat that deals first: the option's seat, or one drawn from `rng` for -1."""
    first = options[FIRST_DEALER]
    return first if first >= 0 else rng.randrange(seats)


def parse_option_value(text: str) -> Any:
    """An option value from the command line: true/false, a whole number, or text."""
    lowered = text.strip().lower()
    if lowered in ("true", "yes", "on"):
        return True
    if lowered in ("false", "no", "off"):
        return False
    try:
        return int(lowered)
    except ValueError:
        return text.strip()


@dataclass
class Record:
    """A game as seed + seats + options + actions (DESIGN.md boundary 6)."""

    game: str
    seats: int
    seed: int
    options: dict[str, Any] = field(default_factory=dict)
    actions: list[Action] = field(default_factory=list)


def replay(module: ModuleType, record: Record) -> Any:
    """Rebuild a game by applying every recorded action to a new game."""
    state = module.new_game(record.seats, record.seed, record.options)
    apply_all(state, record.actions)
    return state


def apply_all(state: Any, actions: Iterable[Action]) -> list[Event]:
    """Apply actions in order; returns all their events."""
    events: list[Event] = []
    for action in actions:
        events.extend(state.apply(action))
    return events


def standings(totals: Sequence[int], highest_wins: bool) -> list[int]:
    """The seats from the best total to the worst, ties in seat order: the game's
    `HIGHEST_WINS` says which end is best."""
    sign = -1 if highest_wins else 1
    return sorted(range(len(totals)), key=lambda seat: (sign * totals[seat], seat))
