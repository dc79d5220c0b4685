"""Actions and whole game records as JSON, and back (DESIGN.md boundary 6).

An action is a frozen dataclass (a subclass of `game.rules.engine.Action`) whose fields
are ints, strs, bools, None, `Card`s or tuples of those, nested as deep as needed
(a meld is a tuple of cards, a play a tuple of melds). It is stored as
`{"type": "ClassName", "field": value, ...}` with each card in its game's notation.
Reading one back looks the class up among the Action subclasses of that game's module
only — never an arbitrary name — and rebuilds each field from the dataclass's type
hints, so a card comes back through the game's own `parse_cards`.

`SavedGame` wraps `engine.Record` with what the menus show: who sits where (human or
bot and its level, and a name), when it was saved, the hand or round reached, the
app version. `encode_game` / `decode_game` turn it into versioned JSON (`"format": 1`).
"""

from __future__ import annotations

import dataclasses
import enum
import types
import typing
import uuid
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from types import ModuleType
from typing import Any

import game
from game import rules
from game.bots import LEVELS
from game.rules.cards import Card
from game.rules.engine import Action, Record, resolve_options
from game.store.limits import NAME_LENGTH, SEEDS, TITLE_LENGTH
from game.store.shape import (
    expect_bool,
    expect_choice,
    expect_dict,
    expect_format,
    expect_int,
    expect_list,
    expect_str,
)
from game.text import tr
from game.text.names import clean_name

GAME_FORMAT = 1
GAME_KIND = "wildmeld-game"
SEAT_KINDS = ("human", "bot")
MAX_ACTIONS = 100_000  # far beyond any real game; bounds the replay time of a hostile file
MAX_NAME = 40  # a game's or an action class's name: longer is none of ours
MAX_TEXT = 200  # longest string field an action may carry


# ---------------------------------------------------------------- actions


def encode_action(action: Action) -> dict[str, Any]:
    """`{"type": ClassName, field: value, ...}` for one action."""
    if not (isinstance(action, Action) and dataclasses.is_dataclass(action)):
        raise TypeError(f"not an action: {action!r}")
    encoded: dict[str, Any] = {"type": type(action).__name__}
    for spec in dataclasses.fields(action):
        if not spec.init:
            continue
        if spec.name == "type":
            raise TypeError(f"{type(action).__name__} has a field called 'type'")
        encoded[spec.name] = _encode_value(getattr(action, spec.name))
    return encoded


def _encode_value(value: Any) -> Any:
    if value is None or isinstance(value, bool | int | str):
        return value
    if isinstance(value, Card):
        return str(value)
    if isinstance(value, enum.Enum):
        return value.value
    if isinstance(value, tuple | list):
        return [_encode_value(item) for item in value]
    raise TypeError(f"cannot store {type(value).__name__} values in a save: {value!r}")


_CLASSES: dict[ModuleType, dict[str, type[Action]]] = {}
_HINTS: dict[type, dict[str, Any]] = {}


def action_classes(module: ModuleType) -> dict[str, type[Action]]:
    """The Action dataclasses a game module defines (or re-exports from its own package),
    by class name: the only names a save may use."""
    known = _CLASSES.get(module)
    if known is None:
        known = {}
        for value in vars(module).values():
            if (
                isinstance(value, type)
                and issubclass(value, Action)
                and value is not Action
                and dataclasses.is_dataclass(value)
                and (value.__module__ + ".").startswith(module.__name__ + ".")
            ):
                known[value.__name__] = value
        _CLASSES[module] = known
    return known


def _hints(cls: type) -> dict[str, Any]:
    hints = _HINTS.get(cls)
    if hints is None:
        hints = typing.get_type_hints(cls)
        _HINTS[cls] = hints
    return hints


def decode_action(module: ModuleType, data: Any, where: str = "action") -> Action:
    """The action `data` describes, for the game `module`. ValueError if it is not one."""
    data = expect_dict(data, where)
    name = expect_str(data.get("type"), f"{where}.type", MAX_NAME)
    cls = action_classes(module).get(name)
    if cls is None:
        game_name = getattr(module, "NAME", module.__name__)
        raise ValueError(tr("store.not_a_move", where=where, name=repr(name), game=game_name))
    hints = _hints(cls)
    wanted = [spec.name for spec in dataclasses.fields(cls) if spec.init]
    extra = sorted(set(data) - set(wanted) - {"type"})
    if extra:
        fields = ", ".join(extra)[:80]
        raise ValueError(tr("store.unexpected_fields", where=where, name=name, fields=fields))
    values = {}
    for field_name in wanted:
        if field_name not in data:
            raise ValueError(
                tr("store.missing_field", where=where, name=name, field=repr(field_name))
            )
        values[field_name] = _decode_value(
            hints[field_name], data[field_name], module, f"{where}.{field_name}"
        )
    try:
        return cls(**values)
    except (TypeError, ValueError, AssertionError) as error:  # __post_init__ refused it
        raise ValueError(tr("store.invalid_move", where=where, name=name, problem=error)) from None


def _decode_value(hint: Any, value: Any, module: ModuleType, where: str) -> Any:
    origin = typing.get_origin(hint)
    if hint is type(None):
        if value is not None:
            raise ValueError(tr("store.not_null", where=where))
        return None
    if origin is typing.Union or origin is types.UnionType:
        options = typing.get_args(hint)
        if value is None and type(None) in options:
            return None
        problems = []
        for option in options:
            if option is type(None):
                continue
            try:
                return _decode_value(option, value, module, where)
            except ValueError as error:
                problems.append(str(error))
        raise ValueError(problems[0] if problems else tr("store.no_readable_type", where=where))
    if origin is tuple:
        args = typing.get_args(hint)
        items = expect_list(value, where, MAX_ACTIONS)
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(
                _decode_value(args[0], item, module, f"{where}[{i}]")
                for i, item in enumerate(items)
            )
        if len(items) != len(args):
            raise ValueError(tr("store.entries", where=where, wanted=len(args), count=len(items)))
        return tuple(
            _decode_value(arg, item, module, f"{where}[{i}]")
            for i, (arg, item) in enumerate(zip(args, items, strict=True))
        )
    if origin is typing.Literal:
        if value not in typing.get_args(hint) or isinstance(value, bool) != any(
            isinstance(choice, bool) for choice in typing.get_args(hint)
        ):
            raise ValueError(tr("store.not_choice", where=where, choices=typing.get_args(hint)))
        return value
    if hint is bool:
        return expect_bool(value, where)
    if hint is int:
        return expect_int(value, where)
    if hint is str:
        return expect_str(value, where, MAX_TEXT)
    if isinstance(hint, type) and issubclass(hint, enum.Enum):
        try:
            return hint(value)
        except (ValueError, TypeError):
            choices = [member.value for member in hint]
            raise ValueError(tr("store.not_choice", where=where, choices=choices)) from None
    if isinstance(hint, type) and issubclass(hint, Card):
        return _decode_card(hint, value, module, where)
    raise ValueError(tr("store.unreadable_type", where=where, hint=repr(hint)))


def _decode_card(hint: type[Card], value: Any, module: ModuleType, where: str) -> Card:
    text = expect_str(value, where, 8)
    try:
        cards = module.parse_cards(text)
    except ValueError as error:
        raise ValueError(tr("store.not_a_card", where=where, problem=error)) from None
    if len(cards) != 1 or not isinstance(cards[0], hint):
        raise ValueError(tr("store.one_card", where=where, text=repr(text)))
    return cards[0]


def check_codec(module: ModuleType) -> list[str]:
    """Problems that would stop a game module's actions from being saved (for tests):
    field types the codec cannot read back."""
    problems = []
    for name, cls in action_classes(module).items():
        for field_name, hint in _hints(cls).items():
            if not _readable(hint):
                problems.append(f"{name}.{field_name}: {hint!r}")
    return problems


def _readable(hint: Any) -> bool:
    origin = typing.get_origin(hint)
    if origin in (typing.Union, types.UnionType, tuple):
        return all(arg is Ellipsis or _readable(arg) for arg in typing.get_args(hint))
    if origin is typing.Literal or hint in (bool, int, str, type(None)):
        return True
    return isinstance(hint, type) and issubclass(hint, Card | enum.Enum)


# ---------------------------------------------------------------- games


@dataclass(frozen=True)
class Seat:
    """Who sits at a seat: a human or a bot of some level, and the name shown."""

    name: str
    kind: str = "human"  # "human" or "bot"
    level: str | None = None  # the bot's level (game.bots.LEVELS); None for a human

    @property
    def is_bot(self) -> bool:
        return self.kind == "bot"

    @property
    def seat_type(self) -> str:
        """The statistics key: 'human' or 'bot:<level>'."""
        return f"bot:{self.level}" if self.is_bot else "human"


def new_game_id() -> str:
    """A fresh id for one sitting of a game (see SavedGame.game_id)."""
    return uuid.uuid4().hex


def utc_now_text(now: datetime | None = None) -> str:
    """A moment as ISO-8601 UTC text, to the second."""
    return (now or datetime.now(UTC)).strftime("%Y-%m-%dT%H:%M:%SZ")


@dataclass(frozen=True)
class SavedGame:
    """A game as a save file holds it: the engine's Record (seed, options, actions) plus
    who sits where and a few facts for menus. `hand` is the hand (Crowns) or round
    (Sting, Rumski) reached; `totals` are the running scores when saved; `title` is the
    name of a save slot ('' for the autosave); `open_hands` keeps the "Show bot hands"
    practice switch (a table setting, not a rule: the engine never sees it); `game_id`
    names one sitting of a game (`new_game_id`, '' in files from before it), so that a
    game finished twice — its end recorded, the app stopped before the autosave went —
    is counted and kept once."""

    game: str
    seed: int
    seats: tuple[Seat, ...]
    options: dict[str, Any] = field(default_factory=dict)
    actions: tuple[Action, ...] = ()
    hand: int = 0
    finished: bool = False
    totals: tuple[int, ...] = ()
    saved_at: str = ""
    app_version: str = game.__version__
    title: str = ""
    open_hands: bool = False
    game_id: str = ""

    @classmethod
    def of_state(
        cls,
        game: str,
        seed: int,
        seats: tuple[Seat, ...],
        options: dict[str, Any],
        state: Any,
    ) -> SavedGame:
        """What to save for a game in progress: its actions so far, the hand or round it
        has reached, the running totals and whether it is over."""
        return cls(
            game=game,
            seed=seed,
            seats=tuple(seats),
            options=dict(options),
            actions=tuple(state.actions),
            hand=hand_reached(state),
            finished=bool(state.is_over),
            totals=tuple(state.totals),
        )

    @classmethod
    def of_record(
        cls,
        record: Record,
        seats: tuple[Seat, ...],
        hand: int = 0,
        totals: tuple[int, ...] = (),
        finished: bool = False,
    ) -> SavedGame:
        """What to save from an engine Record (e.g. the controller's `record()`)."""
        if len(seats) != record.seats:
            raise ValueError(tr("store.seats_described", described=len(seats), seats=record.seats))
        return cls(
            game=record.game,
            seed=record.seed,
            seats=tuple(seats),
            options=dict(record.options),
            actions=tuple(record.actions),
            hand=hand,
            finished=finished,
            totals=tuple(totals),
        )

    def record(self) -> Record:
        """The engine's view: what `engine.replay` needs."""
        return Record(
            game=self.game,
            seats=len(self.seats),
            seed=self.seed,
            options=dict(self.options),
            actions=list(self.actions),
        )

    def stamped(self, now: datetime | None = None) -> SavedGame:
        """This game with `saved_at` set to now and the running app version."""
        return dataclasses.replace(self, saved_at=utc_now_text(now), app_version=game.__version__)


HAND_FIELDS = ("hand_number", "round_number", "round")  # Crowns, Rumski, Sting observations


def hand_reached(state: Any) -> int:
    """The hand (Crowns) or round (Sting, Rumski) a game is in, read from what seat 0
    may see; 0 if the game's observation does not say."""
    return hand_in(state.observe(0))


def hand_in(observation: Any) -> int:
    """The hand (Crowns) or round (Sting, Rumski) an observation is of; 0 if it does not say."""
    for name in HAND_FIELDS:
        value = getattr(observation, name, None)
        if isinstance(value, int) and not isinstance(value, bool):
            return value
    return 0


def encode_game(saved: SavedGame) -> dict[str, Any]:
    """The JSON object of a save / exported game."""
    return {
        "format": GAME_FORMAT,
        "kind": GAME_KIND,
        "app_version": saved.app_version,
        "saved_at": saved.saved_at,
        "title": saved.title,
        "game": saved.game,
        "seed": saved.seed,
        "options": dict(saved.options),
        "seats": [_encode_seat(seat) for seat in saved.seats],
        "hand": saved.hand,
        "finished": saved.finished,
        "totals": list(saved.totals),
        "actions": [encode_action(action) for action in saved.actions],
        "open_hands": saved.open_hands,
        "id": saved.game_id,
    }


def _encode_seat(seat: Seat) -> dict[str, Any]:
    encoded: dict[str, Any] = {"name": seat.name, "kind": seat.kind}
    if seat.level is not None:
        encoded["level"] = seat.level
    return encoded


def decode_game(data: Any, load: Callable[[str], ModuleType] = rules.load) -> SavedGame:
    """The SavedGame in `data`; ValueError (a sentence for the player) if anything in it is
    the wrong shape. The actions are decoded but not yet replayed (see saves.restore)."""
    data = expect_dict(data, tr("store.where_file"))
    expect_format(data, GAME_KIND, GAME_FORMAT)
    name = expect_str(data.get("game"), "game", MAX_NAME)
    try:
        module = load(name)
    except ImportError:
        raise ValueError(tr("store.game_unavailable", name=repr(name))) from None
    # How many may sit, and which options a game takes, are its rules module's own
    # (limits.py): a file the game could have written is never refused for them.
    allowed = module.SEATS
    seats = tuple(
        _decode_seat(seat, f"seats[{i}]", tr("store.seat_number", number=i + 1))
        for i, seat in enumerate(expect_list(data.get("seats"), "seats", max(allowed)))
    )
    if len(seats) not in allowed:
        raise ValueError(
            tr(
                "store.seat_count",
                game=name,
                fewest=min(allowed),
                most=max(allowed),
                count=len(seats),
            )
        )
    options = expect_dict(data.get("options", {}), "options")
    for key, value in options.items():
        if not isinstance(value, bool | int | str):
            raise ValueError(tr("store.option_value", name=repr(key[:40])))
    try:
        resolve_options(module.OPTIONS, options)
    except ValueError as error:
        raise ValueError(tr("store.setup_refused", problem=error)) from None
    totals = tuple(
        expect_int(total, f"totals[{i}]")
        for i, total in enumerate(expect_list(data.get("totals", []), "totals", len(seats)))
    )
    if totals and len(totals) != len(seats):  # one running total a seat, or none yet
        raise ValueError(tr("store.entries", where="totals", wanted=len(seats), count=len(totals)))
    actions = tuple(
        decode_action(module, action, tr("store.where_move", number=i + 1))
        for i, action in enumerate(expect_list(data.get("actions"), "actions", MAX_ACTIONS))
    )
    return SavedGame(
        game=name,
        seed=expect_int(data.get("seed"), "seed", SEEDS[0], SEEDS[-1]),
        seats=seats,
        options=dict(options),
        actions=actions,
        hand=expect_int(data.get("hand", 0), "hand", 0, 100_000),
        finished=expect_bool(data.get("finished", False), "finished"),
        totals=totals,
        saved_at=expect_str(data.get("saved_at", ""), "saved_at", 40),
        app_version=expect_str(data.get("app_version", ""), "app_version", 40),
        title=expect_str(data.get("title", ""), "title", TITLE_LENGTH),
        open_hands=expect_bool(data.get("open_hands", False), "open_hands"),
        game_id=expect_str(data.get("id", ""), "id", MAX_NAME),
    )


def _decode_seat(data: Any, where: str, default: str) -> Seat:
    """One seat; its name cleaned (`game.text.names`), `default` if nothing visible is left."""
    data = expect_dict(data, where)
    kind = expect_choice(data.get("kind"), f"{where}.kind", SEAT_KINDS)
    level = None
    if kind == "bot":
        level = expect_choice(data.get("level"), f"{where}.level", LEVELS)
    name = expect_str(data.get("name"), f"{where}.name", NAME_LENGTH)
    return Seat(name=clean_name(name, default), kind=kind, level=level)
