"""Saved games on disk: the autosave, named slots, recent finished games, export/import.

A save is a `SavedGame` (codec.py) written atomically. Loading one decodes it and then
replays every action through the game's engine (`engine.replay`, DESIGN.md boundary 6):
an action the engine refuses means the file is broken, and it is refused whole —
moved aside with a message — never loaded half-way.
"""

from __future__ import annotations

import hashlib
import re
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime, tzinfo
from pathlib import Path
from types import ModuleType
from typing import Any

from game import rules
from game.rules.engine import IllegalAction
from game.store.codec import SavedGame, decode_game, encode_game
from game.store.files import is_aside, load_checked, write_json_atomic
from game.text import game_name, tr
from game.text.names import shown_name

SAVE_LIMIT = 8 << 20  # 8 MB: a long Rumski game is well under 1 MB
RECENT_KEPT = 20  # finished games kept for "Recent games" and replays


@dataclass(frozen=True)
class LoadedGame:
    """A save that was read and replayed: the record and the engine state it rebuilds."""

    saved: SavedGame
    state: Any


@dataclass(frozen=True)
class SaveEntry:
    """One save in a listing (slot or recent game), read but not replayed."""

    path: Path
    saved: SavedGame
    unfinished: bool = False  # a game in progress kept when another began (issue 18)


def continues(earlier: SavedGame | None, later: SavedGame) -> bool:
    """True when `later` is the game `earlier` saved, played on (or as far): the same
    game, seed, seats and options, and its moves begin with every move of `earlier`."""
    if earlier is None:
        return False
    same = (earlier.game, earlier.seed, earlier.seats, earlier.options) == (
        later.game,
        later.seed,
        later.seats,
        later.options,
    )
    return same and later.actions[: len(earlier.actions)] == earlier.actions


def restore(saved: SavedGame, load: Callable[[str], ModuleType] = rules.load) -> Any:
    """A fresh engine state with every saved action applied. ValueError (a sentence for the
    player) if the engine refuses the game's set-up or any move."""
    module = load(saved.game)
    record = saved.record()
    try:
        state = module.new_game(record.seats, record.seed, record.options)
    except (IllegalAction, ValueError) as error:
        raise ValueError(tr("store.setup_refused", problem=error)) from None
    for number, action in enumerate(record.actions, start=1):
        try:
            state.apply(action)
        except IllegalAction as error:
            raise ValueError(
                tr(
                    "store.breaks_rule",
                    number=number,
                    action=type(action).__name__,
                    rule=error.rule,
                    reason=error.reason,
                )
            ) from None
        except Exception as error:  # an engine tripping over a crafted move: still refuse
            raise ValueError(
                tr("store.move_refused", number=number, action=type(action).__name__, problem=error)
            ) from None
    try:
        state.check_invariants()
    except AssertionError as error:
        raise ValueError(tr("store.inconsistent", problem=error)) from None
    return state


def read_saved(
    path: Path,
    what: str | None = None,
    *,
    load: Callable[[str], ModuleType] = rules.load,
    move_bad: bool = True,
) -> SavedGame | None:
    """The SavedGame in `path` (checked, not replayed); None if there is no file.
    Raises files.BadFile (file moved aside) or files.StoreError. `what` names the file in
    a notice (a saved game unless said)."""
    what = what or tr("store.what_saved_game")
    return load_checked(
        path, what, lambda data: decode_game(data, load), max_bytes=SAVE_LIMIT, move_bad=move_bad
    )


def load_game(
    path: Path,
    what: str | None = None,
    *,
    load: Callable[[str], ModuleType] = rules.load,
    move_bad: bool = True,
) -> LoadedGame | None:
    """Read and replay the game in `path`; None if there is no file. A file whose moves the
    engine refuses is refused like any other bad file (BadFile, moved aside)."""

    def check(data: Any) -> LoadedGame:
        saved = decode_game(data, load)
        return LoadedGame(saved, restore(saved, load))

    what = what or tr("store.what_saved_game")
    return load_checked(path, what, check, max_bytes=SAVE_LIMIT, move_bad=move_bad)


def write_game(path: Path, saved: SavedGame) -> None:
    """Write a game atomically (OSError if the disk refuses)."""
    write_json_atomic(path, encode_game(saved))


def level_words(level: str | None) -> str:
    """A bot level as players read it ('medium')."""
    try:
        return tr(f"store.level_{level}")
    except KeyError:
        return str(level)


def stage_words(game: str, number: int) -> str:
    """'hand 3' in Crowns, 'round 3' in Sting and Rumski: each game's own word."""
    if game == "crowns":
        return tr("store.hand", number=number)
    return tr("store.round", number=number)


def seat_words(saved: SavedGame) -> str:
    """Who sits at the table, the people against the bots, each bot with its level:
    'Ann, Cy vs Bo (medium bot), Dee (hard bot)' (issue 18: 'Ann, Cy, Bo (medium bot)'
    read as if every seat were a bot); 'Ann, Cy' when no bot plays, the bots alone when
    no person does."""
    people = ", ".join(shown_name(seat.name) for seat in saved.seats if not seat.is_bot)
    bots = ", ".join(
        tr("store.bot_seat", name=seat.name, level=level_words(seat.level))
        for seat in saved.seats
        if seat.is_bot
    )
    if people and bots:
        return tr("store.people_vs_bots", people=people, bots=bots)
    return people or bots


# Where the player's clock is: None is the computer's own time zone (tests fix one).
CLOCK_ZONE: tzinfo | None = None


def local_moment(stamp: str) -> str:
    """A moment a save holds ('2026-11-22T02:30:00Z', in UTC) as the player's own clock
    read it (issue 18), written as the chosen language writes it (issue 20): 'Nov 22,
    2026, 3:30 AM' in English, '22.11.2026, 03:30' in German, in Berlin; a stamp that is
    no moment as it is."""
    from game.text.local import moment_words

    try:
        moment = datetime.strptime(stamp[:19], "%Y-%m-%dT%H:%M:%S").replace(tzinfo=UTC)
    except ValueError:
        return stamp[:16].replace("T", " ")
    return moment_words(moment.astimezone(CLOCK_ZONE))


def local_time(moment: datetime) -> str:
    """The time of day of `moment` on the player's own clock: '2:02 PM', '14:02'."""
    from game.text.local import time_words

    return time_words(moment.astimezone(CLOCK_ZONE))


def saved_when(saved: SavedGame) -> str:
    """'saved Nov 22, 2026, 3:30 AM' (the player's local time), or '' for a game never
    saved."""
    if not saved.saved_at:
        return ""
    return tr("store.saved_at", moment=local_moment(saved.saved_at))


def describe(saved: SavedGame) -> str:
    """One line for save lists: 'Crowns · hand 3 · Ann vs Bo (medium bot) · saved
    2026-11-22 03:30'."""
    parts = [game_name(saved.game)]
    if saved.hand:
        parts.append(stage_words(saved.game, saved.hand))
    parts.append(seat_words(saved))
    if saved.saved_at:
        parts.append(saved_when(saved))
    return " · ".join(parts)


STEM_LENGTH = 32  # of the readable part of a slot's file name
HASH_LENGTH = 10  # hex digits of the title's hash: 40 bits, no two titles of one player meet


def title_key(title: str) -> str:
    """What makes two titles the same save to a player: case, width forms and runs of
    spaces aside ('Sunday game' and 'sunday  GAME' are one save; 'Партия' and '游戏' two)."""
    return " ".join(unicodedata.normalize("NFKC", title).casefold().split())


def slot_file(folder: Path, title: str) -> Path:
    """The file for the save slot called `title`: a readable stem (its Latin letters and
    digits, 'save' if it has none) and a short hash of the title itself, so every distinct
    title has a file of its own whatever script it is written in, and no name is one
    Windows keeps for a device (CON, NUL, COM1 …: with the hash after it, 'con-…' is an
    ordinary name)."""
    latin = unicodedata.normalize("NFKD", title).encode("ascii", "ignore").decode()
    stem = re.sub(r"[^a-z0-9]+", "-", latin.lower()).strip("-")[:STEM_LENGTH].strip("-")
    digest = hashlib.sha256(title_key(title).encode("utf-8")).hexdigest()[:HASH_LENGTH]
    return folder / f"{stem or 'save'}-{digest}.json"


def legacy_slot_file(folder: Path, title: str) -> Path:
    """Where saves made before issue 17 kept the slot called `title`: its Latin letters
    and digits only, so every title in another script shared `save.json`."""
    slug = re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")[:40] or "save"
    return folder / f"{slug}.json"


def unfinished_file(folder: Path, saved: SavedGame) -> Path:
    """A new file in `folder` for an unfinished game kept aside ('crowns-123456.json')."""
    path = folder / f"{saved.game}-{saved.seed}.json"
    number = 2
    while path.exists():  # the same deal started twice
        path = folder / f"{saved.game}-{saved.seed}-{number}.json"
        number += 1
    return path


def save_files(folder: Path) -> list[Path]:
    """The save files in `folder`, newest first, skipping files moved aside."""
    if not folder.is_dir():
        return []
    files = [p for p in folder.glob("*.json") if p.is_file() and not is_aside(p)]
    return sorted(files, key=lambda p: (p.stat().st_mtime_ns, p.name), reverse=True)
