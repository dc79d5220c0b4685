"""`Store`: the one object the app asks for settings, saves, statistics and replays.

Making one removes stale temporary files a crash mid-write may have left; it reads
nothing until asked.

Every problem with a file becomes a notice (`take_notices()`), a sentence the app shows
the player; the store itself never raises for a bad or unwritable file, so the app keeps
running with defaults and nothing else is lost.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from types import ModuleType

from game import rules
from game.store import saves
from game.store.codec import SavedGame
from game.store.files import StoreError, load_checked, sweep_temporary, write_json_atomic
from game.store.lessons import LESSONS_LIMIT, LessonBook, lessons_from_json, lessons_to_json
from game.store.limits import TITLE_LENGTH
from game.store.outcomes import Finished, Unsaved, fault_point, problem_said, problem_words
from game.store.paths import StorePaths, home_problem
from game.store.saves import LoadedGame, SaveEntry
from game.store.settings import SETTINGS_LIMIT, Settings, settings_from_json, settings_to_json
from game.store.shape import fit_words
from game.store.stats import STATS_LIMIT, GameResult, Stats, stats_from_json, stats_to_json
from game.text import tr
from game.text.names import clean_name
from game.text.said import Said, SaidWords

SET_ASIDE_FOLDER = "set-aside"  # in the data folder: games that failed on every Continue


class Store:
    """Settings, saves, statistics and recent games in one pair of folders."""

    def __init__(
        self,
        paths: StorePaths | None = None,
        load: Callable[[str], ModuleType] = rules.load,
        clock: Callable[[], datetime] | None = None,
    ):
        self.paths = paths or StorePaths.for_user()
        self.load = load  # the game-module loader (tests give toy games)
        self.clock = clock or (lambda: datetime.now(UTC))
        self.notices: list[str | Said] = []  # a Said is said where it is shown
        if paths is None and (problem := home_problem()) is not None:
            self.notices.append(problem)  # WILDMELD_HOME is a file: the usual folders are used
        self.autosaved: SavedGame | None = None  # the game this store last autosaved
        self.unsaved: Unsaved | None = None  # autosaves failing: why, and since when
        self._finishing = threading.RLock()
        for folder in (
            self.paths.config_dir,
            self.paths.data_dir,
            self.paths.slots_dir,
            self.paths.unfinished_dir,
            self.paths.recent_dir,
        ):
            sweep_temporary(folder)  # left by a crash mid-write: the real files are intact

    def take_notices(self) -> list[str]:
        """The messages gathered since the last call, for the app to show (each fit to
        draw, whatever a file's name or contents held: `shape.fit_words`); those about the
        settings can be said again in another language (`said.said_now`)."""
        notices, self.notices = self.notices, []
        return [
            SaidWords(notice, fit_words) if isinstance(notice, Said) else fit_words(notice)
            for notice in notices
        ]

    def _write(self, path: Path, data: object, what: str | Said) -> bool:
        return self._try_write(path, data, what) is None

    def _try_write(self, path: Path, data: object, what: str | Said) -> str | None:
        """Write `data` to `path`; None, or why it failed in a player's words (a notice)."""
        try:
            write_json_atomic(path, data)
        except OSError as error:
            problem = problem_said(error)
            self.notices.append(Said("store.not_saved", what=what, problem=problem))
            return problem_words(error)
        return None

    # ------------------------------------------------------------ settings

    def load_settings(self) -> Settings:
        """The saved settings, or the defaults (with a notice if the file was bad)."""
        try:
            loaded = load_checked(
                self.paths.settings_file,
                Said("store.what_settings_file"),
                settings_from_json,
                max_bytes=SETTINGS_LIMIT,
                now=self.clock(),
            )
        except StoreError as error:
            notice = error.said or error.message
            self.notices.append(Said("store.defaults_used", notice=notice))
            return Settings()
        if loaded is None:
            return Settings()
        settings, notes = loaded
        self.notices.extend(Said("store.settings_note", note=note) for note in notes)
        return settings

    def save_settings(self, settings: Settings) -> bool:
        return self._write(
            self.paths.settings_file, settings_to_json(settings), Said("store.what_settings")
        )

    # ------------------------------------------------------------ statistics

    def load_stats(self) -> Stats:
        """The statistics so far (empty, with a notice, if the file was bad)."""
        try:
            stats = load_checked(
                self.paths.stats_file,
                tr("store.what_stats_file"),
                stats_from_json,
                max_bytes=STATS_LIMIT,
                now=self.clock(),
            )
        except StoreError as error:
            self.notices.append(tr("store.stats_afresh", notice=error.message))
            return Stats()
        return stats or Stats()

    def record_result(self, result: GameResult) -> Stats:
        """Count a finished game in the statistics and save them."""
        return self._record_result(result)[0]

    def _record_result(self, result: GameResult) -> tuple[Stats, str | None]:
        """The statistics with `result` counted (once: a game counted before is not counted
        again), and why they could not be saved (None when saved or unchanged)."""
        before = self.load_stats()
        stats = before.with_result(result)
        if stats is before:
            return stats, None
        what = tr("store.what_stats")
        return stats, self._try_write(self.paths.stats_file, stats_to_json(stats), what)

    # ------------------------------------------------------------ lessons

    def load_lessons(self) -> LessonBook:
        """Where each left lesson stands (an empty book, with a notice, if the file was bad)."""
        try:
            book = load_checked(
                self.paths.lessons_file,
                tr("store.what_lessons_file"),
                lambda data: lessons_from_json(data, self.load),
                max_bytes=LESSONS_LIMIT,
                now=self.clock(),
            )
        except StoreError as error:
            self.notices.append(tr("store.lessons_afresh", notice=error.message))
            return LessonBook()
        return book or LessonBook()

    def save_lessons(self, book: LessonBook) -> bool:
        what = tr("store.what_lesson_progress")
        return self._write(self.paths.lessons_file, lessons_to_json(book), what)

    # ------------------------------------------------------------ games

    def _read(self, path: Path, what: str, replay: bool, move_bad: bool = True):
        reader = saves.load_game if replay else saves.read_saved
        try:
            return reader(path, what, load=self.load, move_bad=move_bad)
        except StoreError as error:
            self.notices.append(error.message)
            return None

    def autosave(self, saved: SavedGame) -> bool:
        """Save the game in progress (after every applied action). When the autosave holds
        another game, unfinished, that game is first kept among the unfinished games
        (issue 18: starting or loading a game never loses the one in progress). While
        autosaves fail, `unsaved` says why and since when."""
        if not saves.continues(self.autosaved, saved):
            self._keep_other_than(saved)
        now = self.clock()
        try:
            write_json_atomic(self.paths.autosave_file, saves.encode_game(saved.stamped(now)))
        except OSError as error:
            if self.unsaved is None:  # one notice when saves start failing; the table says more
                self.unsaved = Unsaved(problem_words(error), now)
                what, problem = tr("store.what_game"), self.unsaved.problem
                self.notices.append(tr("store.not_saved", what=what, problem=problem))
            return False
        self.unsaved = None
        self.autosaved = saved
        return True

    def _keep_other_than(self, saved: SavedGame) -> None:
        """Move the autosave into the unfinished games unless it holds `saved`'s game (or
        nothing worth keeping: no file, a finished game, a file refused as bad)."""
        path = self.paths.autosave_file
        if not path.exists():
            return
        held = self._read(path, tr("store.what_autosave"), replay=False)
        if held is not None and held.finished and not saves.continues(held, saved):
            self.settle_autosave()  # a game over whose end was not recorded: record it first
            return
        if held is None or held.finished or saves.continues(held, saved):
            return
        kept = saves.unfinished_file(self.paths.unfinished_dir, held)
        try:
            kept.parent.mkdir(parents=True, exist_ok=True)
            path.replace(kept)  # keeps its time: the unfinished games list newest first
        except OSError as error:
            problem = error.strerror or error
            self.notices.append(tr("store.not_saved", what=tr("store.what_game"), problem=problem))

    def _newest_unfinished(self) -> Path | None:
        """When there is no autosave, the unfinished game played last (Continue offers it)."""
        if self.paths.autosave_file.exists():
            return None
        for entry in self.list_unfinished():
            return entry.path
        return None

    def peek_autosave(self) -> SavedGame | None:
        """The game for the Continue button (checked, not replayed): the autosave, or with
        none, the newest unfinished game."""
        newest = self._newest_unfinished()
        if newest is not None:
            return self._read(newest, tr("store.what_unfinished_game"), replay=False)
        return self._read(self.paths.autosave_file, tr("store.what_autosave"), replay=False)

    def load_autosave(self) -> LoadedGame | None:
        """The game Continue offers, replayed; None (and a notice) if there is none or it
        broke."""
        newest = self._newest_unfinished()
        if newest is not None:
            return self.resume_unfinished(newest)
        return self._read(self.paths.autosave_file, tr("store.what_autosave"), replay=True)

    def clear_autosave(self) -> None:
        """Forget the game in progress (it finished or the player abandoned it)."""
        with contextlib.suppress(FileNotFoundError):
            self.paths.autosave_file.unlink()
        self.autosaved = None

    def set_aside_autosave(self) -> Path | None:
        """Move the autosave out of Continue's way into its own folder (a game that fails
        every time it is continued; moved, not deleted); where it went, or None (and a
        notice) if there was none or it could not be moved."""
        path = self.paths.autosave_file
        stamp = self.clock().strftime("%Y%m%dT%H%M%SZ")
        target = self.paths.data_dir / SET_ASIDE_FOLDER / f"{path.stem}-{stamp}{path.suffix}"
        try:
            target.parent.mkdir(parents=True, exist_ok=True)
            path.replace(target)
        except OSError as error:
            what = tr("store.what_game")
            self.notices.append(tr("store.not_saved", what=what, problem=problem_words(error)))
            return None
        self.autosaved = None
        return target

    def list_unfinished(self) -> list[SaveEntry]:
        """The games in progress besides the autosave's, newest first."""
        return self._list(self.paths.unfinished_dir, tr("store.what_unfinished_game"), True)

    def resume_unfinished(self, path: Path) -> LoadedGame | None:
        """An unfinished game, replayed and made the autosave again (the autosave's own
        game, if another, is kept among the unfinished games in its place); None (and a
        notice) if it is broken."""
        loaded = self._read(path, tr("store.what_unfinished_game"), replay=True)
        if loaded is None:
            return None
        self._keep_other_than(loaded.saved)
        try:
            path.replace(self.paths.autosave_file)
        except OSError as error:
            problem = error.strerror or error
            self.notices.append(tr("store.not_saved", what=tr("store.what_game"), problem=problem))
            return None
        self.autosaved = loaded.saved
        return loaded

    def slot_path(self, title: str) -> Path:
        """The file the slot called `title` is (or would be) kept in: its own
        (`saves.slot_file`), or the file an older version named for it, if that holds a
        save of the same title — so saving again replaces it rather than adding a twin."""
        title = self.slot_title_of(title)
        path = saves.slot_file(self.paths.slots_dir, title)
        legacy = saves.legacy_slot_file(self.paths.slots_dir, title)
        if not path.exists() and legacy.exists():
            kept = self.slot_title(legacy)
            if kept is not None and saves.title_key(kept) == saves.title_key(title):
                return legacy
        return path

    def slot_title(self, path: Path) -> str | None:
        """The title of the save in `path` as it was saved; None if it cannot be read
        (left where it is: the Load list deals with bad slots)."""
        try:
            saved = saves.read_saved(path, load=self.load, move_bad=False)
        except StoreError:
            return None
        return None if saved is None else saved.title

    @staticmethod
    def slot_title_of(title: str) -> str:
        """A title as a slot keeps it: cleaned as a name is (`clean_name`: nothing
        invisible, no control character — what the reader would refuse), at most
        TITLE_LENGTH characters."""
        return clean_name(title, tr("store.default_title"), longest=TITLE_LENGTH)

    def save_slot(self, title: str, saved: SavedGame) -> Path | None:
        """Save as… a named slot (the same title to a player → the same slot, replaced)."""
        title = self.slot_title_of(title)
        path = self.slot_path(title)
        stamped = saved.stamped(self.clock())
        stamped = SavedGame(**{**stamped.__dict__, "title": title})
        written = self._write(path, saves.encode_game(stamped), tr("store.what_game"))
        return path if written else None

    def list_slots(self) -> list[SaveEntry]:
        """The named saves, newest first; bad ones are moved aside with a notice."""
        return self._list(self.paths.slots_dir, tr("store.what_saved_game"))

    def delete_slot(self, path: Path) -> None:
        with contextlib.suppress(FileNotFoundError):
            path.unlink()

    def load_save(self, path: Path) -> LoadedGame | None:
        """A slot or recent game, replayed; None (and a notice) if it is broken."""
        return self._read(path, tr("store.what_saved_game"), replay=True)

    def _list(self, folder: Path, what: str, unfinished: bool = False) -> list[SaveEntry]:
        entries = []
        for path in saves.save_files(folder):
            saved = self._read(path, what, replay=False)
            if saved is not None:
                entries.append(SaveEntry(path, saved, unfinished))
        return entries

    # ------------------------------------------------------------ finished games

    def add_recent(self, saved: SavedGame) -> Path | None:
        """Keep a finished game for replays; only the newest RECENT_KEPT are kept. A game
        kept already (the same `game_id`) is not kept twice: its file is returned."""
        return self._add_recent(saved)[0]

    def _add_recent(self, saved: SavedGame) -> tuple[Path | None, str | None]:
        """Where the finished game is kept, and why it could not be (None when kept)."""
        if saved.game_id:
            for entry in self.list_recent():
                if entry.saved.game_id == saved.game_id:
                    return entry.path, None
        now = self.clock()
        stamped = saved.stamped(now)
        stem = f"{now.strftime('%Y%m%dT%H%M%S%f')}-{saved.game}-{saved.seed}"
        path = self.paths.recent_dir / f"{stem}.json"
        number = 2
        while path.exists():  # two games finished within the same moment
            path = self.paths.recent_dir / f"{stem}-{number}.json"
            number += 1
        problem = self._try_write(path, saves.encode_game(stamped), tr("store.what_finished_game"))
        if problem is not None:
            return None, problem
        for old in saves.save_files(self.paths.recent_dir)[saves.RECENT_KEPT :]:
            with contextlib.suppress(OSError):
                old.unlink()
        return path, None

    def list_recent(self) -> list[SaveEntry]:
        return self._list(self.paths.recent_dir, tr("store.what_recent_game"))

    def finish_game(self, saved: SavedGame, result: GameResult) -> Finished:
        """A game ended: keep it for replays, count it, and only then drop the autosave.

        Finishing a game again is harmless: a game kept or counted before (the same
        `game_id`) is not kept or counted twice. When either write fails the autosave
        stays (`Finished.problem` says why), so the game is not lost: `settle_autosave`
        records its end later."""
        with self._finishing:  # the table's save writer and the menu may both finish it
            fault_point("finish:start")
            _, kept_problem = self._add_recent(saved)
            fault_point("finish:recent")
            stats, counted_problem = self._record_result(result)
            fault_point("finish:stats")
            problem = kept_problem or counted_problem
            if problem is None:
                self.clear_autosave()
            return Finished(stats, problem)

    def settle_autosave(self) -> Finished | None:
        """An autosave of a game already over means the app stopped before its end was
        recorded (or the disk refused it then): record it now — once, however often this
        runs — and drop the autosave. None when there is no such autosave."""
        with self._finishing:
            what = tr("store.what_autosave")
            saved = self._read(self.paths.autosave_file, what, replay=False)
            if saved is None or not saved.finished:
                return None
            loaded = self._read(self.paths.autosave_file, what, replay=True)
            if loaded is None or not loaded.state.is_over:
                return None
            state = loaded.state
            result = GameResult(
                saved.game,
                saved.seats,
                tuple(state.totals),
                tuple(state.winners()),
                hands=saved.hand,
                game_id=saved.game_id,
            )
            return self.finish_game(saved, result)

    # ------------------------------------------------------------ export / import

    def export_game(self, saved: SavedGame, path: Path) -> bool:
        """Write a game to a file of the player's choosing, to share a deal."""
        encoded = saves.encode_game(saved.stamped(self.clock()))
        return self._write(Path(path), encoded, tr("store.what_game"))

    def import_game(self, path: Path) -> LoadedGame | None:
        """A game from a file the player chose, replayed. A bad one is refused with a
        notice but left where it is: the file is the player's, not ours."""
        loaded = self._read(Path(path), tr("store.what_game_file"), replay=True, move_bad=False)
        if loaded is None and not Path(path).exists():
            self.notices.append(tr("store.no_such_file", name=Path(path).name))
        return loaded
