"""Where each guided lesson stands, kept on disk so a left lesson resumes after a restart
(issue 10).

A lesson is a seeded game plus steps (DESIGN.md boundary 6), so its place is the step
reached, the lesson's seed (a lesson whose deal has changed since is not resumed) and
the actions taken, in the saves' own notation (`codec.encode_action`). The file also
lists the lessons finished, marked so in Learn. JSON, versioned, checked like every
store file: a bad one is moved aside and every lesson starts afresh.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any

from game import rules
from game.rules.engine import Action
from game.store.codec import decode_action, encode_action
from game.store.limits import SEEDS
from game.store.shape import expect_dict, expect_format, expect_int, expect_list, expect_str
from game.text import tr

LESSONS_FORMAT = 1
LESSONS_KIND = "wildmeld-lessons"
LESSONS_LIMIT = 1 << 20  # a lesson is a few dozen moves; far under this
MOST_ACTIONS = 2000


@dataclass(frozen=True)
class LessonPlace:
    """One left lesson: the step it stands at, its seed and the moves played."""

    step: int
    seed: int
    actions: tuple[Action, ...] = ()


@dataclass(frozen=True)
class LessonBook:
    """Every lesson's place (by game) and the lessons finished."""

    places: dict[str, LessonPlace] = field(default_factory=dict)
    finished: frozenset[str] = frozenset()


def lessons_to_json(book: LessonBook) -> dict[str, Any]:
    places = {
        game: {
            "step": place.step,
            "seed": place.seed,
            "actions": [encode_action(action) for action in place.actions],
        }
        for game, place in sorted(book.places.items())
    }
    return {
        "format": LESSONS_FORMAT,
        "kind": LESSONS_KIND,
        "places": places,
        "finished": sorted(book.finished),
    }


def lessons_from_json(data: Any, load: Callable[[str], ModuleType] = rules.load) -> LessonBook:
    """The book a lessons file holds; ValueError naming what is wrong with it."""
    data = expect_dict(data, tr("store.where_file"))
    expect_format(data, LESSONS_KIND, LESSONS_FORMAT)
    places = {}
    for game, entry in expect_dict(data.get("places", {}), "places").items():
        where = f"places.{game[:20]}"
        try:
            module = load(game)
        except (KeyError, ValueError, ImportError):
            raise ValueError(tr("store.lesson_game", where=where)) from None
        entry = expect_dict(entry, where)
        moves = expect_list(entry.get("actions", []), f"{where}.actions", MOST_ACTIONS)
        places[game] = LessonPlace(
            expect_int(entry.get("step"), f"{where}.step", 0, 1000),
            expect_int(entry.get("seed"), f"{where}.seed", SEEDS[0], SEEDS[-1]),
            tuple(
                decode_action(module, move, f"{where}.actions[{index}]")
                for index, move in enumerate(moves)
            ),
        )
    finished = frozenset(
        expect_str(game, "finished[]", 40)
        for game in expect_list(data.get("finished", []), "finished", 20)
    )
    return LessonBook(places, finished)
